import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../fixtures/users';
import { roundTo } from '../../src/domain/pricing';
import { fakeClock } from '../../src/store/clock';
import { createSeedState } from '../../src/store/seed';
import { createStore, type Store, StoreError } from '../../src/store/store';

const START = Date.UTC(2026, 10, 21, 2, 0, 0);
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

function setup() {
  const clock = fakeClock(START);
  const store = createStore({ clock, seed: 7 });
  const quote = store.userByAccount('quote')!;
  return { clock, store, quote };
}

function cableId(store: Store, model: string, scope: string, spec: string): string {
  const cable = store.state.cables.find((c) => c.model === model && c.scope === scope && c.spec === spec);
  if (!cable) throw new Error(`no ${model} ${spec}`);
  return cable.id;
}

function storeErrorOf(fn: () => unknown): StoreError {
  try {
    fn();
  } catch (err) {
    if (err instanceof StoreError) return err;
    throw err;
  }
  throw new Error('expected a StoreError');
}

describe('seed', () => {
  it('is deterministic and JSON-serialisable', () => {
    const a = createSeedState();
    expect(createSeedState()).toEqual(a);
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
  });

  it('holds the demo users, a catalogue of several hundred specs and the content', () => {
    const s = createSeedState();
    expect(s.users.map((u) => u.account)).toEqual(['quote', 'approver', 'nobase', 'limited', 'multimode']);
    expect(s.cables.length).toBeGreaterThanOrEqual(400);
    expect(s.catas.some((c) => c.mode === 0)).toBe(true);
    expect(s.content.banners.filter((b) => b.tag === 'WEB_INDEX_1').length).toBeGreaterThanOrEqual(9);
    expect(s.content.notices.length).toBeGreaterThanOrEqual(20);
    expect(s.customers.every((c) => c.taxno.length === 18)).toBe(true);
    expect(s.server.webVersion).toBe('2.9.12');
  });

  it('reset() goes back to the seed', () => {
    const { store, quote } = setup();
    store.addItems(quote.id, 0, [{ cable: store.state.cables[0]!.id }]);
    store.reset();
    expect(store.state).toEqual(createSeedState());
  });
});

describe('transactions', () => {
  it('rolls back a mutation that throws', () => {
    const { store } = setup();
    const before = store.snapshot();
    expect(() =>
      store.mutate((s) => {
        s.server.maintenance = true;
        s.customers.length = 0;
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(store.state).toEqual(before);
  });

  it('rolls back every kind of change, made through the store methods and nested transactions too', () => {
    const { store, quote } = setup();
    const cable = store.state.cables[0]!.id;
    store.addItems(quote.id, 1, [{ cable, count: '5' }, { cable }]);
    const before = store.snapshot();
    expect(() =>
      store.mutate((s) => {
        const added = store.addItems(quote.id, 1, [{ cable, count: '7' }]);
        store.addItems(quote.id, 4, [{ cable }]);
        const group = s.inventory[quote.id]!['1']!;
        group.items[0]!.count = '99';
        group.items[0]!.pkgfee.flag = true;
        group.items.splice(1, 1);
        group.items.sort((a, b) => b.sort - a.sort);
        group.attr = { ...group.attr, freight: { ...group.attr.freight, fee: 12 } };
        s.users[0]!.grants.length = 0;
        delete s.systemConfigs[0];
        s.customers.push({ ...s.customers[0]!, id: 'copied' });
        store.mutate(() => store.nextId('item'));
        expect(added).toHaveLength(1);
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(store.state).toEqual(before);
    expect(store.snapshot()).toEqual(before);
  });

  it('keeps what a transaction returned and stored as plain data after it ends', () => {
    const { store, quote } = setup();
    const cable = store.state.cables[0]!.id;
    const returned = store.mutate((s) => {
      store.addItems(quote.id, 2, [{ cable }]);
      const item = s.inventory[quote.id]!['2']!.items[0]!;
      s.history.push({ ...(s.history[0] ?? ({} as never)), id: 'copy' });
      return { item, customers: s.customers.slice(0, 2) };
    });
    // structuredClone refuses proxies, so this fails if a transaction view escaped.
    expect(structuredClone(returned).item.cable).toBe(cable);
    expect(returned.item).toBe(store.state.inventory[quote.id]!['2']!.items[0]);
    expect(() => store.snapshot()).not.toThrow();
    returned.item.memo = 'changed after the transaction';
    expect(store.listItems(quote.id, 2)[0]!.memo).toBe('changed after the transaction');
  });

  it('rolls back a reset that throws', () => {
    const { store, quote } = setup();
    store.addItems(quote.id, 3, [{ cable: store.state.cables[0]!.id }]);
    const before = store.snapshot();
    expect(() =>
      store.mutate(() => {
        store.reset();
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(store.state).toEqual(before);
  });
});

describe('users and sessions', () => {
  it('checks the wire password hash and opens, finds and revokes sessions', () => {
    const { store } = setup();
    expect(store.checkPassword('quote', sha256(DEMO_PASSWORD))?.name).toBe('张伟');
    expect(store.checkPassword('quote', sha256('wrong'))).toBeNull();
    const session = store.openSession('1002', 'password');
    expect(session.token).toMatch(/^[0-9a-f]{32}$/);
    expect(session.key).toMatch(/^[0-9a-f]{64}$/);
    expect(store.findSession(session.token)).toMatchObject({ key: session.key, user: { account: 'approver' } });
    expect(store.revokeSession(session.token)).toBe(true);
    expect(store.findSession(session.token)).toBeNull();
    expect(store.findSession('nope')).toBeNull();
  });

  it('switches the profit mode only to one of the user modes', () => {
    const { store } = setup();
    store.setProfitMode('1005', 4);
    expect(store.userById('1005')!.modes.current).toBe(4);
    expect(storeErrorOf(() => store.setProfitMode('1001', 3)).code).toBe('BusinessRule');
  });

  it('prices with the margin of the current profit mode', () => {
    const { store } = setup();
    const id = cableId(store, 'YJV', '0.6/1kV', '4*25');
    const a = store.priceOfCable(id, '1005');
    store.setProfitMode('1005', 3);
    const c = store.priceOfCable(id, '1005');
    expect(c.base).toBeCloseTo(a.base, 10);
    expect(c.sale / c.base).toBeCloseTo(1.18, 10);
    expect(a.sale / a.base).toBeCloseTo(1.12, 10);
  });
});

describe('QR login', () => {
  it('goes Wait -> Scan -> Pass with a session', () => {
    const { store } = setup();
    const qr = store.createQr(120_000, (tag) => `http://localhost:8080/phone/${tag}`);
    expect(qr.state).toBe('Wait');
    expect(qr.url).toContain(qr.tag);
    expect(store.scanQr(qr.tag).state).toBe('Scan');
    const passed = store.confirmQr(qr.tag, '1001');
    expect(passed.state).toBe('Pass');
    expect(store.findSession(passed.token!)?.user.id).toBe('1001');
    expect(storeErrorOf(() => store.scanQr(qr.tag)).message).toMatch(/is Pass/);
  });

  it('expires with the clock and cannot be confirmed afterwards', () => {
    const { store, clock } = setup();
    const qr = store.createQr(60_000, (tag) => tag);
    clock.advance(59_999);
    expect(store.qr(qr.tag)!.state).toBe('Wait');
    clock.advance(2);
    expect(store.qr(qr.tag)!.state).toBe('Expire');
    expect(storeErrorOf(() => store.confirmQr(qr.tag, '1001')).code).toBe('BusinessRule');
  });

  it('answers Error after a rejection and can be expired on demand', () => {
    const { store } = setup();
    const a = store.createQr(60_000, (t) => t);
    expect(store.rejectQr(a.tag).state).toBe('Error');
    const b = store.createQr(60_000, (t) => t);
    expect(store.expireQr(b.tag).state).toBe('Expire');
    expect(store.qr('unknown')).toBeNull();
  });
});

describe('price adjustment', () => {
  it('runs for its duration, then moves prices and last, and prices follow', () => {
    const { store, clock, quote } = setup();
    const id = cableId(store, 'YJV', '0.6/1kV', '3*240+1*120');
    const before = store.priceOfCable(id, quote.id);
    const lastBefore = store.adjustmentState().last;

    expect(store.startAdjustment({ durationMs: 15_000 }).run).toBe(true);
    clock.advance(10_000);
    expect(store.adjustmentState().run).toBe(true);
    expect(store.priceOfCable(id, quote.id).tax).toBe(before.tax);

    clock.advance(5_000);
    const after = store.adjustmentState();
    expect(after.run).toBe(false);
    expect(after.last).toBe(Math.floor((START + 15_000) / 1000));
    expect(after.last).not.toBe(lastBefore);
    // the seed's pending copper price 76.40 applies: +0.60 yuan/kg on 7.4676 kg/m, divided by 1.13
    const cu = store.state.materials.find((m) => m.code === 'cu')!;
    expect(cu.price.price).toBe(76.4);
    expect(cu.wait).toBeNull();
    expect(store.priceOfCable(id, quote.id).base - before.base).toBeCloseTo((7.4676 * 0.6) / 1.13, 6);
    expect(store.state.content.dailyPrice).toEqual({
      date: '2026-11-21',
      week: '星期六',
      cu: { price: 76400, change: 600 },
      // aluminium has no pending price, so the first run moves it by +1.2 %: 20.60 × 1.012 = 20.85 yuan/kg
      ai: { price: 20850, change: 250 },
    });
  });

  it('refuses a second start while one runs and accepts explicit prices', () => {
    const { store } = setup();
    store.startAdjustment({ durationMs: 1000, prices: { al: 21 } });
    expect(storeErrorOf(() => store.startAdjustment({ durationMs: 1000 })).code).toBe('BusinessRule');
    store.finishAdjustment();
    expect(store.state.materials.find((m) => m.code === 'al')!.price.price).toBe(21);
    expect(storeErrorOf(() => store.startAdjustment({ durationMs: 0, prices: { gold: 1 } })).code).toBe(
      'ResourceNotFound',
    );
  });
});

describe('inventory', () => {
  it('puts added items after every other, across moves, deletes and a failed transaction', () => {
    const { store, quote } = setup();
    const cable = store.state.cables[0]!.id;
    const ids = () => store.listItems(quote.id, 5).map((item) => item.id);
    const [a, b, c] = store.addItems(quote.id, 5, [{ cable }, { cable }, { cable }]);
    store.setSort(quote.id, 5, a!.id, 3);
    expect(ids()).toEqual([b!.id, c!.id, a!.id]);
    const [d] = store.addItems(quote.id, 5, [{ cable }]);
    expect(ids()).toEqual([b!.id, c!.id, a!.id, d!.id]);
    store.deleteItems(quote.id, 5, [d!.id, a!.id]);
    expect(() =>
      store.mutate(() => {
        store.addItems(quote.id, 5, [{ cable }, { cable }]);
        throw new Error('rolled back');
      }),
    ).toThrow('rolled back');
    const [e] = store.addItems(quote.id, 5, [{ cable }]);
    store.setSort(quote.id, 5, e!.id, 1);
    const [f] = store.addItems(quote.id, 5, [{ cable }]);
    expect(ids()).toEqual([e!.id, b!.id, c!.id, f!.id]);
  });

  it('adds, counts and totals a group', () => {
    const { store, quote } = setup();
    const a = cableId(store, 'YJV', '0.6/1kV', '3*240+1*120');
    const b = cableId(store, 'BV', '450/750V', '1*2.5');
    const [ia, ib] = store.addItems(quote.id, 2, [
      { cable: a, count: '200' },
      { cable: b, count: '1000' },
    ]);
    expect(store.listItems(quote.id, 2).map((i) => i.id)).toEqual([ia!.id, ib!.id]);
    store.setItemsCount(quote.id, 2, [ib!.id], '500');
    const pa = store.quoteItem(quote.id, ia!);
    const pb = store.quoteItem(quote.id, store.listItems(quote.id, 2)[1]!);
    const view = { modes: [3], unit: 0, places: 2 } as const;
    const summary = store.quoteGroup(quote.id, 2, view);
    expect(summary.items).toHaveLength(2);
    // The total is the sum of the lines as shown: unit prices to the places, times the metres, to the fen.
    expect(summary.quote.total.tax).toBe(roundTo(roundTo(pa.tax!, 2) * 200 + roundTo(pb.tax!, 2) * 500, 2));
    expect(store.quoteGroup(quote.id, 0, view).items).toHaveLength(0);
  });

  it('applies a change percentage to copper items and restores with 0', () => {
    const { store, quote } = setup();
    const cu = cableId(store, 'YJV', '0.6/1kV', '4*25');
    const al = cableId(store, 'YJLV', '0.6/1kV', '4*25');
    const [icu, ial] = store.addItems(quote.id, 0, [{ cable: cu }, { cable: al }]);
    const base = store.quoteItem(quote.id, icu!).tax!;
    const alBase = store.quoteItem(quote.id, ial!).tax;
    store.setChange(quote.id, 0, { change: '5', cu: true });
    const [ccu, cal] = store.listItems(quote.id, 0);
    expect(store.quoteItem(quote.id, ccu!).tax).toBeCloseTo(base * 1.05, 8);
    expect(store.quoteItem(quote.id, cal!).tax).toBe(alBase);
    store.setItemPrice(quote.id, icu!.id, { tax: 99 });
    expect(store.quoteItem(quote.id, store.listItems(quote.id, 0)[0]!).tax).toBe(99);
    store.setChange(quote.id, 0, { change: '0', ids: [icu!.id] });
    expect(store.quoteItem(quote.id, store.listItems(quote.id, 0)[0]!).tax).toBeCloseTo(base, 10);
  });

  it('reports material usage whose categories add up to the total and 100 %', () => {
    const { store, quote } = setup();
    store.addItems(quote.id, 1, [
      { cable: cableId(store, 'YJV22', '0.6/1kV', '4*25+1*16'), count: '120' },
      { cable: cableId(store, 'YJLV', '0.6/1kV', '3*95+2*50'), count: '75.5' },
      { cable: cableId(store, 'RVV', '300/500V', '2*1.5'), count: '333' },
    ]);
    const usage = store.materialUsage(quote.id, 1);
    expect(usage.infos.map((i) => i.cata).sort()).toEqual(['aluminium', 'armour', 'copper', 'insulation', 'sheath']);
    expect(
      roundTo(
        usage.infos.reduce((s, i) => s + i.weight, 0),
        2,
      ),
    ).toBe(usage.total);
    expect(
      roundTo(
        usage.infos.reduce((s, i) => s + i.percent, 0),
        2,
      ),
    ).toBe(100);
    expect(usage.items).toHaveLength(3);
  });

  it('keeps custom cables, prices them when the engine can read them, and sorts', () => {
    const { store, quote } = setup();
    const [readable, unknown] = store.addItems(quote.id, 3, [
      { custom: { model: 'YJV', scope: '0.6/1kV', spec: '3*16', prop: '', name: '自定义' }, count: '10' },
      { custom: { model: 'ABC-X', scope: '特殊', spec: '非标', prop: '', name: '非标电缆' } },
    ]);
    expect(store.quoteItem(quote.id, readable!)).toMatchObject({ pricing: 'engine', tax: expect.any(Number) });
    expect(store.quoteItem(quote.id, unknown!)).toEqual({ weightKgPerM: 0, pricing: 'none' });
    store.setSort(quote.id, 3, unknown!.id, 1);
    expect(store.listItems(quote.id, 3).map((i) => i.id)).toEqual([unknown!.id, readable!.id]);
  });

  it('refuses bad groups, counts, unknown cables and items', () => {
    const { store, quote } = setup();
    expect(storeErrorOf(() => store.addItems(quote.id, 10, [{ cable: '100001' }])).code).toBe('ValidationFailed');
    expect(storeErrorOf(() => store.addItems(quote.id, 0, [{ cable: 'zzz' }])).code).toBe('ResourceNotFound');
    expect(storeErrorOf(() => store.addItems(quote.id, 0, [{ cable: '100001', count: '-1' }])).code).toBe(
      'ValidationFailed',
    );
    expect(storeErrorOf(() => store.deleteItems(quote.id, 0, ['404'])).code).toBe('ResourceNotFound');
    expect(storeErrorOf(() => store.setItemsMemo(quote.id, 0, [], 'x'.repeat(257))).code).toBe('ValidationFailed');
  });

  it('adds freight and package fees to the totals', () => {
    const { store, quote } = setup();
    const [item] = store.addItems(quote.id, 4, [{ cable: cableId(store, 'BV', '450/750V', '1*2.5'), count: '100' }]);
    const view = { modes: [3], unit: 0, places: 2 } as const;
    const plain = store.quoteGroup(quote.id, 4, view).quote.total.tax!;
    store.setFreight(quote.id, 4, { fee: 50, full: 0, mile: 10, price: 2 });
    store.setPackageFee(quote.id, item!.id, 30, true);
    store.setGroupAttr(quote.id, 4, { package: 20 });
    const { quote: quoted } = store.quoteGroup(quote.id, 4, view);
    expect(quoted).toMatchObject({ packageFee: 50, freight: 70, total: { tax: roundTo(plain + 50 + 70, 2) } });
  });
});

describe('history', () => {
  it('saves a group at today prices, lists, recalculates and deletes', () => {
    const { store, clock, quote } = setup();
    store.addItems(quote.id, 5, [{ cable: cableId(store, 'KVV', '450/750V', '7*1.5'), count: '150' }]);
    const record = store.saveHistory(quote.id, 5, { demander: '2001', mode: 3, memo: '测试项目' });
    expect(record.rno).toMatch(/^BJ20261121-\d{4}$/);
    expect(record.demanderName).toBe('中建三局集团有限公司');
    expect(store.historyOf(quote.id)[0]!.id).toBe(record.id);
    expect(store.historyOf(quote.id, { keyword: 'kvv' }).map((h) => h.id)).toEqual([record.id, '2']);
    expect(store.historyOf(quote.id, { keyword: '测试项目' }).map((h) => h.id)).toEqual([record.id]);
    expect(store.historyOf(quote.id, { begin: record.time + 1 })).toHaveLength(0);

    clock.advance(1000);
    const added = store.recalcHistory(quote.id, '1', 6);
    expect(added.map((i) => i.count)).toEqual(['200', '350', '1000']);
    expect(store.deleteHistory(quote.id, [record.id])).toBe(1);
    expect(storeErrorOf(() => store.historyById(quote.id, record.id)).code).toBe('ResourceNotFound');
    expect(storeErrorOf(() => store.historyById('1002', '1')).code).toBe('ResourceNotFound');
  });

  it('refuses to save an empty group', () => {
    const { store, quote } = setup();
    expect(storeErrorOf(() => store.saveHistory(quote.id, 9, {})).code).toBe('BusinessRule');
  });
});

describe('customers', () => {
  it('refuses a tax number used by anyone, naming the creator', () => {
    const { store } = setup();
    const err = storeErrorOf(() =>
      store.saveCustomer('1002', { name: '重复公司', taxno: '91420000177681302x', leader: 'a', linkman: 'b' }),
    );
    expect(err.code).toBe('DuplicateCustomer');
    expect(err.details).toEqual({ name: '中建三局集团有限公司', taxno: '91420000177681302X', creator: '张伟' });
  });

  it('creates, updates without changing the tax number, and keeps one default', () => {
    const { store, quote } = setup();
    const created = store.saveCustomer(quote.id, {
      name: '南京地铁建设有限责任公司',
      taxno: '91320100134870963F',
      default: true,
    });
    expect(created.id).toBe('2007');
    expect(
      store
        .customersOf(quote.id)
        .filter((c) => c.default)
        .map((c) => c.id),
    ).toEqual([created.id]);
    const updated = store.saveCustomer(quote.id, { id: created.id, name: '南京地铁集团', taxno: 'IGNORED' });
    expect(updated).toMatchObject({ name: '南京地铁集团', taxno: '91320100134870963F' });
    store.setDefaultCustomer(quote.id, '2001');
    expect(
      store
        .customersOf(quote.id)
        .filter((c) => c.default)
        .map((c) => c.id),
    ).toEqual(['2001']);
    expect(store.customersOf(quote.id, '地铁').map((c) => c.id)).toEqual([created.id]);
    expect(store.deleteCustomers(quote.id, [created.id])).toBe(1);
    expect(storeErrorOf(() => store.deleteCustomers(quote.id, ['2004'])).code).toBe('ResourceNotFound');
  });

  it('validates lengths', () => {
    const { store, quote } = setup();
    expect(storeErrorOf(() => store.saveCustomer(quote.id, { name: '', taxno: 'X' })).message).toMatch(
      /name must be between 1 and 256/,
    );
  });
});

describe('catalogue search', () => {
  it('filters by cata, model, struct and keyword', () => {
    const { store } = setup();
    const hits = store.findCables({ keyword: 'yjv 3×240+1×120' });
    expect(hits.map((c) => `${c.model} ${c.scope} ${c.spec}`)).toEqual([
      'YJV 0.6/1kV 3*240+1*120',
      'YJV22 0.6/1kV 3*240+1*120',
      'ZR-YJV 0.6/1kV 3*240+1*120',
      'NH-YJV 0.6/1kV 3*240+1*120',
    ]);
    expect(store.findCables({ model: 'KVV', struct: '7' }).map((c) => c.spec)).toEqual([
      '7*0.75',
      '7*1',
      '7*1.5',
      '7*2.5',
    ]);
    expect(store.findCables({ cata: '6' }).every((c) => c.model === 'JKLYJ')).toBe(true);
    expect(store.findCables({ keyword: '不存在的型号' })).toEqual([]);
  });
});

describe('approvals', () => {
  it('changes a cable price with wire parameters and restores the origin', () => {
    const { store } = setup();
    const id = cableId(store, 'YJV', '0.6/1kV', '3*240+1*120');
    const origin = store.priceOfCable(id, '1002');
    store.changeCableParams('1002', id, 'conductor', { weight: 7.6, consume: 1 });
    const changed = store.priceOfCable(id, '1002');
    // copper 7.6 × 1.01 = 7.676 kg/m instead of 7.4676: +0.2084 kg at 76.10/1.13, plus processing 1.6/kg
    expect(changed.base - origin.base).toBeCloseTo(0.2084 * (76.1 / 1.13 + 1.6), 6);
    const restored = store.restoreCable(id);
    expect(restored.origin).toEqual({});
    expect(store.priceOfCable(id, '1002').base).toBeCloseTo(origin.base, 10);
    expect(store.clearCableApproval(id)).toBe(true);
    expect(store.clearCableApproval(id)).toBe(false);
  });

  it('refuses parameters that are not numbers', () => {
    const { store } = setup();
    expect(storeErrorOf(() => store.changeCableParams('1002', '100001', 'cata', { outer: 'x' })).code).toBe(
      'ValidationFailed',
    );
  });
});

describe('usage limits and counters', () => {
  it('counts batch uses up to the limit', () => {
    const { store } = setup();
    const limited = store.userByAccount('limited')!;
    for (let i = 0; i < limited.limits.ocr; i++) store.recordUsage(limited.id, 'ocr');
    expect(storeErrorOf(() => store.recordUsage(limited.id, 'ocr')).code).toBe('UsageLimitReached');
    expect(store.usageOf(limited.id).used.ocr).toBe(limited.limits.ocr);
  });

  it('issues rno and sno from counters with the China date', () => {
    const { store } = setup();
    expect(store.nextRno()).toBe('BJ20261121-0005');
    expect(store.nextSno()).toBe('HDXL2026112100001');
  });

  it('makes tokens reproducible with a seed', () => {
    const a = createStore({ seed: 3 }).openSession('1001', 'qr').token;
    const b = createStore({ seed: 3 }).openSession('1001', 'qr').token;
    expect(a).toBe(b);
  });
});
