import type { CableCata, CableDetail, CableInfo, Price } from '@cable/contracts';
import type { UnitMode } from '@cable/contracts/vocabulary';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { quoteCable } from '../../src/domain/pricing';
import { buildRoutesApp, call, ok, signIn, type TestApp, type TestSession } from './api-calls';

let test: TestApp;
beforeEach(async () => {
  test = await buildRoutesApp();
});
afterEach(async () => {
  await test.app.close();
});

const cableIdOf = (model: string, spec: string, scope = '0.6/1kV') =>
  test.repos.store.state.cables.find((cable) => cable.model === model && cable.spec === spec && cable.scope === scope)!
    .id;

/** What the pricing engine says the user should see, before rights are applied. */
function enginePrice(cableId: string, account: string, unit: UnitMode, places = 2) {
  const user = test.repos.users.userByAccount(account)!;
  const quoted = quoteCable(
    test.repos.catalogue.cableInput(cableId),
    test.repos.materials.materialPrices(),
    test.repos.catalogue.pricingSettings(user.id),
    unit,
    places,
  );
  return { base: quoted.base, sale: quoted.sale, tax: quoted.tax };
}

async function list(session: TestSession, cond: object, page?: object) {
  return ok(
    await call<{ cables: CableInfo[]; page: { all: number; num: number; row: number } }>(
      test,
      '/biz/qms/cable/info/list',
      { cond, ...(page ? { page } : {}) },
      { session },
    ),
  );
}

async function prices(session: TestSession, ids: string[], unit?: UnitMode) {
  return ok(
    await call<{ cables: { id: string; new: boolean; price: Price }[] }>(
      test,
      '/biz/qms/cable/info/price',
      { cond: { ids, ...(unit === undefined ? {} : { unit }) } },
      { session },
    ),
  ).cables;
}

describe('catalogue', () => {
  it('answers catas -> props -> models -> structs with mode and sort', async () => {
    const session = signIn(test.repos, 'quote');
    const { catas } = ok(
      await call<{ catas: CableCata[] }>(test, '/biz/qms/cable/cata/list', { cond: { source: 2 } }, { session }),
    );
    expect(catas.map((cata) => [cata.code, cata.mode])).toEqual([
      ['power', 1],
      ['fire', 2],
      ['mv', 1],
      ['wire', 1],
      ['control', 1],
      ['overhead', 0],
    ]);
    const power = catas[0]!;
    expect(power.props.map((prop) => prop.key)).toEqual(['铜芯', '铝芯']);
    const yjv22 = power.props[0]!.models.find((model) => model.key === 'YJV22')!;
    expect(yjv22.structs).toContain('3+1');
    expect(yjv22.structs).not.toContain('1');
  });

  it('refuses an unknown source', async () => {
    const session = signIn(test.repos, 'quote');
    const answer = await call(test, '/biz/qms/cable/cata/list', { cond: { source: 3 } }, { session });
    expect(answer.stat).toMatchObject({ err: 1001, msg: expect.stringContaining('source') });
  });
});

describe('cable list', () => {
  it('filters by model and keyword and prices each cable per unit as the engine does', async () => {
    const session = signIn(test.repos, 'quote');
    const id = cableIdOf('YJV', '3*240+1*120');
    for (const unit of [0, 1, 2] as const) {
      const { cables } = await list(session, { model: 'YJV', keyword: '3×240+1×120 0.6/1kV', unit });
      expect(cables.map((cable) => cable.id)).toEqual([id]);
      expect(cables[0]!.price).toEqual(enginePrice(id, 'quote', unit));
    }
    const { cables } = await list(session, { model: 'YJV', keyword: '3*240+1*120' });
    expect(cables[0]).toMatchObject({
      model: 'YJV',
      spec: '3*240+1*120',
      scope: '0.6/1kV',
      prop: '铜芯',
      main: '3*240',
      ground: '1*120',
      code: 'YJV-0.6/1kV-3*240+1*120',
      new: false,
      type: 0,
    });
  });

  it('prices in the user current profit mode, and follows a mode switch', async () => {
    const session = signIn(test.repos, 'multimode');
    const id = cableIdOf('VV', '4*25');
    const sales: number[] = [];
    for (const mode of [1, 2, 3, 4]) {
      ok(await call(test, '/biz/user/info/profit/mode/set', { form: { mode } }, { session }));
      const { cables } = await list(session, { model: 'VV', keyword: '4*25', unit: 0 });
      const cable = cables.find((entry) => entry.id === id)!;
      expect(cable.price).toEqual(enginePrice(id, 'multimode', 0));
      sales.push(cable.price.sale!);
    }
    // Margins 12 %, 15 %, 18 %, 8 %: the same base, different sale prices.
    expect(new Set(sales).size).toBe(4);
    expect(sales[2]).toBeGreaterThan(sales[1]!);
    expect(sales[3]).toBeLessThan(sales[0]!);
  });

  it('uses the unit and places of the quotation settings when the request names no unit', async () => {
    const session = signIn(test.repos, 'quote');
    ok(
      await call(
        test,
        '/biz/user/conf/save',
        {
          form: {
            confs: [
              { key: 'qms.price.unit', type: 2, value: 1 },
              { key: 'qms.price.places', type: 2, value: 0 },
            ],
          },
        },
        { session },
      ),
    );
    const id = cableIdOf('YJLV', '3*95+1*50');
    const { cables } = await list(session, { model: 'YJLV', keyword: '3*95+1*50' });
    expect(cables[0]!.price).toEqual(enginePrice(id, 'quote', 1, 0));
    expect(Number.isInteger(cables[0]!.price.tax)).toBe(true);
  });

  it('pages with the request page and filters by catalogue, prop and struct', async () => {
    const session = signIn(test.repos, 'quote');
    const first = await list(session, { cata: '4', prop: '硬线' }, { len: 5, num: 1 });
    expect(first.page).toMatchObject({ num: 1, row: 15, all: 3 });
    expect(first.cables).toHaveLength(5);
    expect(first.cables.every((cable) => cable.model === 'BV')).toBe(true);
    const third = await list(session, { cata: '4', prop: '硬线' }, { len: 5, num: 3 });
    expect(third.cables.map((cable) => cable.spec)).toEqual(['1*95', '1*120', '1*150', '1*185', '1*240']);
    const struct = await list(session, { model: 'YJV22', struct: '3+2' }, { len: 100, num: 1 });
    expect(struct.cables.length).toBeGreaterThan(0);
    expect(struct.cables.every((cable) => /^3\*[\d.]+\+2\*[\d.]+$/.test(cable.spec))).toBe(true);
  });

  it('refuses an unknown catalogue and an out-of-range unit', async () => {
    const session = signIn(test.repos, 'quote');
    const unknown = await call(test, '/biz/qms/cable/info/list', { cond: { cata: '99' } }, { session });
    expect(unknown.stat).toMatchObject({ err: 1031, msg: expect.stringContaining('99') });
    const unit = await call(test, '/biz/qms/cable/info/list', { cond: { unit: 3 } }, { session });
    expect(unit.stat.err).toBe(1001);
  });
});

describe('price rights', () => {
  it('never sends base to a user without PriceAuthBase (list, detail, price)', async () => {
    const session = signIn(test.repos, 'nobase');
    const id = cableIdOf('YJV22', '3*95+1*50');
    const listed = await list(session, { model: 'YJV22', keyword: '3*95+1*50' });
    const detail = ok(
      await call<{ cable: CableDetail }>(test, '/biz/qms/cable/info/detail', { cond: { id } }, { session }),
    );
    const [priced] = await prices(session, [id], 2);
    const expected = enginePrice(id, 'nobase', 0);
    for (const price of [listed.cables[0]!.price, detail.cable.price]) {
      expect(price).toEqual({ sale: expected.sale, tax: expected.tax });
    }
    expect(Object.keys(priced!.price).sort()).toEqual(['sale', 'tax']);
  });

  it('sends only the tax price to a user holding only PriceAuthTax', async () => {
    const session = signIn(test.repos, 'limited');
    const id = cableIdOf('VV', '3*50+1*25');
    const [priced] = await prices(session, [id], 0);
    expect(priced!.price).toEqual({ tax: enginePrice(id, 'limited', 0).tax });
  });
});

describe('cable detail', () => {
  it('finds a cable by id or by code, with its inspection reports', async () => {
    const session = signIn(test.repos, 'quote');
    const id = cableIdOf('KVV', '7*1.5', '450/750V');
    const byId = ok(
      await call<{ cable: CableDetail }>(test, '/biz/qms/cable/info/detail', { cond: { id } }, { session }),
    );
    expect(byId.cable).toMatchObject({ id, model: 'KVV', spec: '7*1.5', reports: [] });
    expect(byId.cable.price).toEqual(enginePrice(id, 'quote', 0));
    const byCode = ok(
      await call<{ cable: CableDetail }>(
        test,
        '/biz/qms/cable/info/detail',
        { cond: { code: 'KVV-450/750V-7*1.5' } },
        { session },
      ),
    );
    expect(byCode.cable).toEqual(byId.cable);
  });

  it('refuses a call without id or code, an unknown id and an id/code mismatch', async () => {
    const session = signIn(test.repos, 'quote');
    const detail = (cond: object) => call(test, '/biz/qms/cable/info/detail', { cond }, { session });
    expect((await detail({})).stat).toMatchObject({ err: 1001, msg: expect.stringContaining('id') });
    // Unknown ids are refused by the ownership check, in the one wording every cable id gets.
    expect((await detail({ id: '1' })).stat).toMatchObject({ err: 1031, msg: '电缆 1 不存在' });
    const id = cableIdOf('YJV', '1*10');
    expect((await detail({ id, code: 'VV-0.6/1kV-1*10' })).stat.err).toBe(1031);
  });
});

describe('cable prices', () => {
  it('answers [{id, new, price}] for the ids in the unit asked', async () => {
    const session = signIn(test.repos, 'quote');
    const ids = [cableIdOf('YJV', '4*25'), cableIdOf('WDZ-YJY', '4*25')];
    const answered = await prices(session, ids, 1);
    expect(answered.map((cable) => cable.id)).toEqual(ids);
    expect(answered[0]).toEqual({ id: ids[0], new: false, price: enginePrice(ids[0]!, 'quote', 1) });
    // WDZ-YJY is the newly added family.
    expect(answered[1]).toMatchObject({ new: true, price: enginePrice(ids[1]!, 'quote', 1) });
  });

  it('refuses unknown ids, naming them, and an empty id list', async () => {
    const session = signIn(test.repos, 'quote');
    const unknown = await call(
      test,
      '/biz/qms/cable/info/price',
      { cond: { ids: [cableIdOf('VV', '1*10'), 'x1', 'x2'] } },
      { session },
    );
    expect(unknown.stat).toMatchObject({ err: 1031, msg: expect.stringContaining('x1、x2') });
    expect((await call(test, '/biz/qms/cable/info/price', { cond: { ids: [] } }, { session })).stat.err).toBe(1001);
  });
});

describe('inspection reports', () => {
  it('stores and clears the reports of a cable; detail shows them', async () => {
    const session = signIn(test.repos, 'quote');
    const id = cableIdOf('BV', '1*2.5', '450/750V');
    const form = { id, reports: [{ id, result: ['导体电阻 合格', ' ', '耐压试验 合格'] }] };
    const saved = ok(await call(test, '/biz/qms/cable/info/report/update', { form }, { session }));
    expect(saved).toEqual({ id, reports: [{ id, result: ['导体电阻 合格', '耐压试验 合格'] }] });
    const detail = ok(
      await call<{ cable: CableDetail }>(test, '/biz/qms/cable/info/detail', { cond: { id } }, { session }),
    );
    expect(detail.cable.reports).toEqual(saved.reports);
    expect(ok(await call(test, '/biz/qms/cable/info/report/clear', { form: { id } }, { session }))).toEqual({
      id,
      reports: [],
    });
    const cleared = ok(
      await call<{ cable: CableDetail }>(test, '/biz/qms/cable/info/detail', { cond: { id } }, { session }),
    );
    expect(cleared.cable.reports).toEqual([]);
  });

  it('refuses an unknown cable and a user without the report module', async () => {
    const session = signIn(test.repos, 'quote');
    const unknown = await call(test, '/biz/qms/cable/info/report/clear', { form: { id: 'nope' } }, { session });
    expect(unknown.stat).toMatchObject({ err: 1031, msg: '电缆 nope 不存在' });
    const limited = signIn(test.repos, 'limited');
    const id = cableIdOf('BV', '1*2.5', '450/750V');
    const refused = await call(
      test,
      '/biz/qms/cable/info/report/update',
      { form: { id, reports: [] } },
      { session: limited },
    );
    expect(refused.stat.err).toBe(1020);
  });
});
