import type { CableInfo } from '@cable/contracts/schemas/cables';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildRoutesApp, call, ok, signIn, type TestApp, type TestSession } from './api-calls';

const SAVE = '/biz/qms/batch/accurate/rule/save';

interface SavedRules {
  rules: { cable: string; matches: string[] }[];
  cables: CableInfo[];
}

let test: TestApp;
let quote: TestSession;
beforeEach(async () => {
  test = await buildRoutesApp();
  quote = signIn(test.repos, 'quote');
});
afterEach(async () => {
  await test.app.close();
});

function save(rules: { cable: string; matches: string[] }[], session = quote) {
  return call<SavedRules>(test, SAVE, { form: { rules } }, { session });
}

function cableId(model: string, spec: string): string {
  const cable = test.repos.store.state.cables.find((c) => c.model === model && c.spec === spec);
  if (!cable) throw new Error(`the seed has no ${model} ${spec}`);
  return cable.id;
}

describe('batch rules: save answers the list, replaces, deletes', () => {
  it('a save of no rules changes nothing and answers the rules with the cables they name', async () => {
    expect(ok(await save([]))).toEqual({ rules: [], cables: [] });
    const yjv = cableId('YJV', '3*50');
    ok(await save([{ cable: yjv, matches: ['XYZ 3*50', ' XYZ 3*50 ', 'xyz-3x50'] }]));

    const listed = ok(await save([]));
    expect(listed.rules).toEqual([{ cable: yjv, matches: ['XYZ 3*50', 'xyz-3x50'] }]);
    expect(listed.cables).toHaveLength(1);
    expect(listed.cables[0]).toMatchObject({ id: yjv, model: 'YJV', spec: '3*50' });
    expect(listed.cables[0]!.price.tax).toBeGreaterThan(0);
  });

  it("a rule sent again replaces that cable's texts; other cables' rules stay", async () => {
    const yjv = cableId('YJV', '3*50');
    const vv = cableId('VV', '3*50');
    ok(await save([{ cable: yjv, matches: ['A 3*50', 'B 3*50'] }]));
    ok(await save([{ cable: vv, matches: ['C 3*50'] }]));
    const after = ok(await save([{ cable: yjv, matches: ['B 3*50'] }]));
    expect(after.rules).toEqual([
      { cable: yjv, matches: ['B 3*50'] },
      { cable: vv, matches: ['C 3*50'] },
    ]);
  });

  it('a rule saved with no texts is deleted', async () => {
    const yjv = cableId('YJV', '3*50');
    const vv = cableId('VV', '3*50');
    ok(
      await save([
        { cable: yjv, matches: ['A 3*50'] },
        { cable: vv, matches: ['C 3*50'] },
      ]),
    );
    const after = ok(await save([{ cable: yjv, matches: [] }]));
    expect(after.rules).toEqual([{ cable: vv, matches: ['C 3*50'] }]);
    expect(after.cables.map((c) => c.id)).toEqual([vv]);
  });

  it('a text saved for another cable leaves the rule that had it (one wording means one cable)', async () => {
    const yjv = cableId('YJV', '3*50');
    const vv = cableId('VV', '3*50');
    ok(await save([{ cable: yjv, matches: ['A 3*50', 'B 3*50'] }]));
    const after = ok(await save([{ cable: vv, matches: ['a 3*50'] }]));
    expect(after.rules).toEqual([
      { cable: yjv, matches: ['B 3*50'] },
      { cable: vv, matches: ['a 3*50'] },
    ]);
  });

  it("rules are each user's own", async () => {
    const yjv = cableId('YJV', '3*50');
    ok(await save([{ cable: yjv, matches: ['A 3*50'] }]));
    expect(ok(await save([], signIn(test.repos, 'approver'))).rules).toEqual([]);
  });

  it('an unknown cable is refused and nothing is saved', async () => {
    const yjv = cableId('YJV', '3*50');
    const refused = await save([
      { cable: yjv, matches: ['A 3*50'] },
      { cable: 'nope', matches: ['x'] },
    ]);
    expect(refused.stat.err).toBe(1031);
    expect(ok(await save([])).rules).toEqual([]);
  });
});
