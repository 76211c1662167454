import type { CableInfo, Price } from '@cable/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildRoutesApp, call, ok, signIn, type TestApp, type TestSession } from './api-calls';

let test: TestApp;
let approver: TestSession;
beforeEach(async () => {
  test = await buildRoutesApp();
  approver = signIn(test.repos, 'approver');
});
afterEach(async () => {
  await test.app.close();
});

const cableIdOf = (model: string, spec: string, scope = '0.6/1kV') =>
  test.repos.store.state.cables.find((cable) => cable.model === model && cable.spec === spec && cable.scope === scope)!
    .id;

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
    const quote = signIn(test.repos, 'quote');
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

  it('cata/change: a thicker inner sheath under the armour costs more', async () => {
    const id = cableIdOf('YJV22', '3*95+1*50');
    const before = await priceOf(id);
    const changed = ok(await change('cata', { did: id, nht: 2.5, bzmd: 90 }));
    expect(changed.cable.price.base).toBeGreaterThan(before.price.base!);
    expect(test.repos.store.state.approvals[id]!.overrides).toEqual({ innerSheathThicknessMm: 2.5 });
  });

  it('weights travel in kg/km: a conductor weight of 2,000 kg/km is 2 kg of conductor per metre', async () => {
    const id = cableIdOf('YJV', '4*25');
    ok(await change('conductor', { did: id, weight: 2000 }));
    ok(await change('auxiliary', { did: id, weight: 350 }));
    expect(test.repos.store.state.approvals[id]!.overrides).toMatchObject({
      conductorWeightKgPerM: 2,
      sheathWeightKgPerM: 0.35,
    });
  });

  it('changes from different forms accumulate on the cable', async () => {
    const id = cableIdOf('YJV', '4*25');
    const conductorOnly = ok(await change('conductor', { did: id, consume: 3 }));
    const both = ok(await change('auxiliary', { did: id, thickness: 3 }));
    expect(test.repos.store.state.approvals[id]!.overrides).toMatchObject({
      conductorLossPercent: 3,
      sheathThicknessMm: 3,
    });
    expect(both.cable.price.sale).toBeGreaterThan(conductorOnly.cable.price.sale!);
  });
});

describe('refusals', () => {
  it('refuses a user without the approve module', async () => {
    const quote = signIn(test.repos, 'quote');
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
    expect(test.repos.store.state.approvals[id]).toBeUndefined();
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

describe('the values the approval forms start from (cable/info/detail params)', () => {
  type Params = Record<'auxiliary' | 'cata' | 'conductor', Record<string, number>>;
  const detail = async (id: string, session: TestSession = approver) =>
    ok(
      await call<{ cable: { id: string; params?: Params } }>(
        test,
        '/biz/qms/cable/info/detail',
        { cond: { id } },
        { session },
      ),
    ).cable;

  it('answers what the estimate uses now: conductor, sheath and inner sheath of an armoured copper cable', async () => {
    const id = cableIdOf('YJV22', '3*95+1*50');
    const { params } = await detail(id);
    const copper = test.repos.materials.materialPrices().cu!;
    // 3×95 + 1×50 = 335 mm² of copper at 8.89 g/cm³: 2978.15 kg/km; the largest conductor (95 mm², 90 % filled) is 11.593 mm across.
    expect(params?.conductor).toEqual({
      density: 8.89,
      outer: 11.593,
      area: 335,
      weight: 2978.15,
      consume: 0,
      price: copper,
    });
    expect(params?.auxiliary).toMatchObject({ density: 1.45, price: test.repos.materials.materialPrices().pvc });
    expect(params?.auxiliary.thickness).toBeGreaterThan(1.4);
    expect(params?.auxiliary.weight).toBeGreaterThan(0);
    expect(params?.auxiliary.dia).toBeGreaterThan(30);
    expect(params?.cata.nht).toBeGreaterThanOrEqual(1);
    expect(Object.keys(params?.cata ?? {})).toEqual(['nht']);
  });

  it('shows the submitted values after a change, every field of the form included, and the catalogue ones after a restore', async () => {
    const id = cableIdOf('YJV22', '3*95+1*50');
    const before = (await detail(id)).params!;
    ok(await change('conductor', { did: id, consume: 2.5, strand: 1.8, price: 80 }));
    ok(await change('auxiliary', { did: id, thickness: 2.4, jc1: 1.02, overlap: 25, bzmd: 85 }));
    ok(await change('cata', { did: id, nht: 1.6, djbzmd: 80, kylx: 2 }));
    const after = (await detail(id)).params!;
    expect(after.conductor).toEqual({ ...before.conductor, consume: 2.5, strand: 1.8, price: 80 });
    expect(after.auxiliary).toMatchObject({ thickness: 2.4, jc1: 1.02, overlap: 25, bzmd: 85 });
    // The thicker sheath is heavier and makes the cable thicker.
    expect(after.auxiliary.weight).toBeGreaterThan(before.auxiliary.weight!);
    expect(after.cata).toEqual({ nht: 1.6, djbzmd: 80, kylx: 2 });

    ok(await call(test, '/biz/qms/approve/cable/restore', { form: { origin: id, id } }, { session: approver }));
    expect((await detail(id)).params).toEqual(before);
  });

  it('leaves the parameters out for a user without the approval capability', async () => {
    const quote = signIn(test.repos, 'quote');
    const cable = await detail(cableIdOf('YJV', '4*25'), quote);
    expect(cable.id).toBeDefined();
    expect(cable.params).toBeUndefined();
  });

  it('answers no sheath values for a wire without a sheath, nor an inner sheath for an unarmoured cable', async () => {
    const bv = test.repos.store.state.cables.find((cable) => cable.model === 'BV')!;
    const { params } = await detail(bv.id);
    expect(Object.keys(params!.auxiliary)).toEqual(['dia']);
    expect(params!.cata).toEqual({});
    expect(params!.conductor.area).toBeGreaterThan(0);
  });
});
