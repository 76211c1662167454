import type { CableInfo, Price } from '@cable/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildRoutesApp, call, ok, signIn, type TestApp, type TestSession } from './api-calls';

let test: TestApp;
let approver: TestSession;
beforeEach(async () => {
  test = await buildRoutesApp();
  approver = signIn(test.store, 'approver');
});
afterEach(async () => {
  await test.app.close();
});

const cableIdOf = (model: string, spec: string, scope = '0.6/1kV') =>
  test.store.state.cables.find((cable) => cable.model === model && cable.spec === spec && cable.scope === scope)!.id;

async function priceOf(
  id: string,
  session: TestSession = approver,
): Promise<{ id: string; new: boolean; price: Price }> {
  const { cables } = ok(
    await call<{ cables: { id: string; new: boolean; price: Price }[] }>(
      test,
      '/biz/qms/cable/info/price',
      { cond: { ids: [id], unit: 0 } },
      { session },
    ),
  );
  return cables[0]!;
}

const change = (set: 'auxiliary' | 'cata' | 'conductor', form: object, session = approver) =>
  call<{ cable: CableInfo; origin: string }>(test, `/biz/qms/approve/cable/${set}/change`, { form }, { session });

describe('wire-parameter changes reprice the cable', () => {
  it('conductor/change -> price moves (for every user) -> restore -> price back', async () => {
    const id = cableIdOf('YJV', '3*240+1*120');
    const quote = signIn(test.store, 'quote');
    const before = await priceOf(id);
    const beforeForQuote = await priceOf(id, quote);
    expect(before.new).toBe(false);

    // 5 % conductor loss and a dearer copper: more copper per metre at a higher price.
    const changed = ok(await change('conductor', { did: id, consume: 5, price: 80 }));
    expect(changed.origin).toBe(id);
    expect(changed.cable).toMatchObject({ id, model: 'YJV', spec: '3*240+1*120', new: true });
    expect(changed.cable.price.sale).toBeGreaterThan(before.price.sale!);
    const after = await priceOf(id);
    expect(after).toEqual({ id, new: true, price: changed.cable.price });
    expect((await priceOf(id, quote)).price.tax).toBeGreaterThan(beforeForQuote.price.tax!);

    const restored = ok(
      await call<{ cable: CableInfo; origin: string }>(
        test,
        '/biz/qms/approve/cable/restore',
        { form: { origin: changed.origin, id } },
        { session: approver },
      ),
    );
    expect(restored).toMatchObject({ origin: id, cable: { id, new: false, price: before.price } });
    expect(await priceOf(id)).toEqual(before);
  });

  it('conductor/change by cross-section: a larger area means a heavier, dearer conductor', async () => {
    const id = cableIdOf('VV', '3*50+1*25');
    const before = await priceOf(id);
    const changed = ok(await change('conductor', { did: id, area: 200, density: 8.89 }));
    expect(changed.cable.price.base).toBeGreaterThan(before.price.base!);
  });

  it('auxiliary/change: a thicker outer sheath costs more', async () => {
    const id = cableIdOf('YJV', '4*25');
    const before = await priceOf(id);
    const changed = ok(await change('auxiliary', { did: id, thickness: 3.5, price: 12 }));
    expect(changed.cable.price.sale).toBeGreaterThan(before.price.sale!);
  });

  it('cata/change: thicker armour tape on an armoured cable costs more', async () => {
    const id = cableIdOf('YJV22', '3*95+1*50');
    const before = await priceOf(id);
    const changed = ok(await change('cata', { did: id, nht: 0.8, bzmd: 0.95 }));
    expect(changed.cable.price.base).toBeGreaterThan(before.price.base!);
  });

  it('changes from different forms accumulate on the cable', async () => {
    const id = cableIdOf('YJV', '4*25');
    const conductorOnly = ok(await change('conductor', { did: id, consume: 3 }));
    const both = ok(await change('auxiliary', { did: id, thickness: 3 }));
    expect(test.store.state.approvals[id]!.overrides).toMatchObject({ conductorLossPercent: 3, sheathThicknessMm: 3 });
    expect(both.cable.price.sale).toBeGreaterThan(conductorOnly.cable.price.sale!);
  });
});

describe('refusals', () => {
  it('refuses a user without the approve module', async () => {
    const quote = signIn(test.store, 'quote');
    const answer = await change('conductor', { did: cableIdOf('YJV', '4*25'), consume: 2 }, quote);
    expect(answer.stat).toMatchObject({ err: 1020, msg: expect.stringContaining('qms.approve') });
  });

  it('refuses a form without did, without parameters, with a negative value or for an unknown cable', async () => {
    const id = cableIdOf('YJV', '4*25');
    expect((await change('conductor', { consume: 2 })).stat).toMatchObject({
      err: 1001,
      msg: expect.stringContaining('form.did'),
    });
    expect((await change('cata', { did: id })).stat).toMatchObject({ err: 1001, msg: expect.stringContaining('至少') });
    const negative = await call(
      test,
      '/biz/qms/approve/cable/auxiliary/change',
      { form: { did: id, thickness: -1 } },
      { session: approver, lang: 'en' },
    );
    expect(negative.stat).toMatchObject({ err: 1001, msg: 'form.thickness: must not be negative' });
    expect((await change('conductor', { did: id, density: 0 })).stat).toMatchObject({
      err: 1001,
      msg: 'form.density：必须大于 0',
    });
    expect((await change('auxiliary', { did: 'c0', thickness: 2 })).stat).toMatchObject({ err: 1031 });
    expect((await change('conductor', { did: id, outer: 'x' })).stat.err).toBe(1001);
    // Nothing of a refused change is kept.
    expect(test.store.state.approvals[id]).toBeUndefined();
  });

  it('refuses a restore whose origin is not the cable original version, and an unknown cable', async () => {
    const id = cableIdOf('YJV', '4*25');
    const other = cableIdOf('YJV', '4*35');
    const restore = (form: object) => call(test, '/biz/qms/approve/cable/restore', { form }, { session: approver });
    expect((await restore({ origin: other, id })).stat).toMatchObject({
      err: 1001,
      msg: expect.stringContaining('form.origin'),
    });
    expect((await restore({ origin: 'zz', id: 'zz' })).stat.err).toBe(1031);
  });
});

describe('clear', () => {
  it('deletes the pricing-check record of a cable: its price returns to the catalogue one', async () => {
    const id = cableIdOf('VLV', '3*70+1*35');
    const before = await priceOf(id);
    ok(await change('conductor', { did: id, price: 30 }));
    expect((await priceOf(id)).price).not.toEqual(before.price);
    const clear = () => call(test, '/biz/qms/approve/cable/clear', { form: { id } }, { session: approver });
    expect(ok(await clear())).toEqual({ id });
    expect(await priceOf(id)).toEqual(before);
    expect((await clear()).stat).toMatchObject({ err: 1031, msg: expect.stringContaining('核价记录') });
  });
});
