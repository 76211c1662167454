import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../fixtures/users';
import { ApiError as StoreError } from '../../src/api-error';
import { roundTo } from '../../src/domain/pricing';
import { fakeClock } from '../../src/store/clock';
import { createRepositories, type Repositories } from '../../src/store/repositories';
import { createSeedState } from '../../src/store/seed';

const START = Date.UTC(2026, 10, 21, 2, 0, 0);
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

function setup() {
  const clock = fakeClock(START);
  const repos = createRepositories({ clock, seed: 7 });
  const quote = repos.users.userByAccount('quote')!;
  return { clock, repos, quote };
}

function cableId(repos: Repositories, model: string, scope: string, spec: string): string {
  const cable = repos.store.state.cables.find((c) => c.model === model && c.scope === scope && c.spec === spec);
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
    const { repos, quote } = setup();
    repos.inventory.addItems(quote.id, 0, [{ cable: repos.store.state.cables[0]!.id }]);
    repos.store.reset();
    expect(repos.store.state).toEqual(createSeedState());
  });
});

describe('transactions', () => {
  it('rolls back a mutation that throws', () => {
    const { repos } = setup();
    const before = repos.store.snapshot();
    expect(() =>
      repos.store.mutate((s) => {
        s.server.maintenance = true;
        s.customers.length = 0;
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(repos.store.state).toEqual(before);
  });

  it('rolls back every kind of change, made through the store methods and nested transactions too', () => {
    const { repos, quote } = setup();
    const cable = repos.store.state.cables[0]!.id;
    repos.inventory.addItems(quote.id, 1, [{ cable, count: '5' }, { cable }]);
    const before = repos.store.snapshot();
    expect(() =>
      repos.store.mutate((s) => {
        const added = repos.inventory.addItems(quote.id, 1, [{ cable, count: '7' }]);
        repos.inventory.addItems(quote.id, 4, [{ cable }]);
        const group = s.inventory[quote.id]!['1']!;
        group.items[0]!.count = '99';
        group.items[0]!.pkgfee.flag = true;
        group.items.splice(1, 1);
        group.items.sort((a, b) => b.sort - a.sort);
        group.attr = { ...group.attr, freight: { ...group.attr.freight, fee: 12 } };
        s.users[0]!.grants.length = 0;
        delete s.systemConfigs[0];
        s.customers.push({ ...s.customers[0]!, id: 'copied' });
        repos.store.mutate(() => repos.store.nextId('item'));
        expect(added).toHaveLength(1);
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(repos.store.state).toEqual(before);
    expect(repos.store.snapshot()).toEqual(before);
  });

  it('keeps what a transaction returned and stored as plain data after it ends', () => {
    const { repos, quote } = setup();
    const cable = repos.store.state.cables[0]!.id;
    const returned = repos.store.mutate((s) => {
      repos.inventory.addItems(quote.id, 2, [{ cable }]);
      const item = s.inventory[quote.id]!['2']!.items[0]!;
      s.history.push({ ...(s.history[0] ?? ({} as never)), id: 'copy' });
      return { item, customers: s.customers.slice(0, 2) };
    });
    // structuredClone refuses proxies, so this fails if a transaction view escaped.
    expect(structuredClone(returned).item.cable).toBe(cable);
    expect(returned.item).toBe(repos.store.state.inventory[quote.id]!['2']!.items[0]);
    expect(() => repos.store.snapshot()).not.toThrow();
    returned.item.memo = 'changed after the transaction';
    expect(repos.inventory.listItems(quote.id, 2)[0]!.memo).toBe('changed after the transaction');
  });

  it('rolls back a reset that throws', () => {
    const { repos, quote } = setup();
    repos.inventory.addItems(quote.id, 3, [{ cable: repos.store.state.cables[0]!.id }]);
    const before = repos.store.snapshot();
    expect(() =>
      repos.store.mutate(() => {
        repos.store.reset();
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(repos.store.state).toEqual(before);
  });
});

describe('users and sessions', () => {
  it('checks the wire password hash and opens, finds and revokes sessions', () => {
    const { repos } = setup();
    expect(repos.users.checkPassword('quote', sha256(DEMO_PASSWORD))?.name).toBe('张伟');
    expect(repos.users.checkPassword('quote', sha256('wrong'))).toBeNull();
    const session = repos.sessions.openSession('1002', 'password');
    expect(session.token).toMatch(/^[0-9a-f]{32}$/);
    expect(session.key).toMatch(/^[0-9a-f]{64}$/);
    expect(repos.sessions.findSession(session.token)).toMatchObject({
      key: session.key,
      user: { account: 'approver' },
    });
    expect(repos.sessions.revokeSession(session.token)).toBe(true);
    expect(repos.sessions.findSession(session.token)).toBeNull();
    expect(repos.sessions.findSession('nope')).toBeNull();
  });

  it('switches the profit mode only to one of the user modes', () => {
    const { repos } = setup();
    repos.config.setProfitMode('1005', 4);
    expect(repos.users.userById('1005')!.modes.current).toBe(4);
    expect(storeErrorOf(() => repos.config.setProfitMode('1001', 3)).code).toBe('BusinessRule');
  });

  it('prices with the margin of the current profit mode', () => {
    const { repos } = setup();
    const id = cableId(repos, 'YJV', '0.6/1kV', '4*25');
    const a = repos.catalogue.priceOfCable(id, '1005');
    repos.config.setProfitMode('1005', 3);
    const c = repos.catalogue.priceOfCable(id, '1005');
    expect(c.base).toBeCloseTo(a.base, 10);
    expect(c.sale / c.base).toBeCloseTo(1.18, 10);
    expect(a.sale / a.base).toBeCloseTo(1.12, 10);
  });
});

describe('QR login', () => {
  it('goes Wait -> Scan -> Pass with a session', () => {
    const { repos } = setup();
    const qr = repos.sessions.createQr(120_000, (tag) => `http://localhost:8080/phone/${tag}`);
    expect(qr.state).toBe('Wait');
    expect(qr.url).toContain(qr.tag);
    expect(repos.sessions.scanQr(qr.tag).state).toBe('Scan');
    const passed = repos.sessions.confirmQr(qr.tag, '1001');
    expect(passed.state).toBe('Pass');
    expect(repos.sessions.findSession(passed.token!)?.user.id).toBe('1001');
    expect(storeErrorOf(() => repos.sessions.scanQr(qr.tag)).message).toMatch(/is Pass/);
  });

  it('expires with the clock and cannot be confirmed afterwards', () => {
    const { repos, clock } = setup();
    const qr = repos.sessions.createQr(60_000, (tag) => tag);
    clock.advance(59_999);
    expect(repos.sessions.qr(qr.tag)!.state).toBe('Wait');
    clock.advance(2);
    expect(repos.sessions.qr(qr.tag)!.state).toBe('Expire');
    expect(storeErrorOf(() => repos.sessions.confirmQr(qr.tag, '1001')).code).toBe('BusinessRule');
  });

  it('answers Error after a rejection and can be expired on demand', () => {
    const { repos } = setup();
    const a = repos.sessions.createQr(60_000, (t) => t);
    expect(repos.sessions.rejectQr(a.tag).state).toBe('Error');
    const b = repos.sessions.createQr(60_000, (t) => t);
    expect(repos.sessions.expireQr(b.tag).state).toBe('Expire');
    expect(repos.sessions.qr('unknown')).toBeNull();
  });
});

describe('price adjustment', () => {
  it('runs for its duration, then moves prices and last, and prices follow', () => {
    const { repos, clock, quote } = setup();
    const id = cableId(repos, 'YJV', '0.6/1kV', '3*240+1*120');
    const before = repos.catalogue.priceOfCable(id, quote.id);
    const lastBefore = repos.materials.adjustmentState().last;

    expect(repos.materials.startAdjustment({ durationMs: 15_000 }).run).toBe(true);
    clock.advance(10_000);
    expect(repos.materials.adjustmentState().run).toBe(true);
    expect(repos.catalogue.priceOfCable(id, quote.id).tax).toBe(before.tax);

    clock.advance(5_000);
    const after = repos.materials.adjustmentState();
    expect(after.run).toBe(false);
    expect(after.last).toBe(Math.floor((START + 15_000) / 1000));
    expect(after.last).not.toBe(lastBefore);
    // the seed's pending copper price 76.40 applies: +0.60 yuan/kg on 7.4676 kg/m, divided by 1.13
    const cu = repos.store.state.materials.find((m) => m.code === 'cu')!;
    expect(cu.price.price).toBe(76.4);
    expect(cu.wait).toBeNull();
    expect(repos.catalogue.priceOfCable(id, quote.id).base - before.base).toBeCloseTo((7.4676 * 0.6) / 1.13, 6);
    expect(repos.store.state.content.dailyPrice).toEqual({
      date: '2026-11-21',
      week: '星期六',
      cu: { price: 76400, change: 600 },
      // aluminium has no pending price, so the first run moves it by +1.2 %: 20.60 × 1.012 = 20.85 yuan/kg
      ai: { price: 20850, change: 250 },
    });
  });

  it('refuses a second start while one runs and accepts explicit prices', () => {
    const { repos } = setup();
    repos.materials.startAdjustment({ durationMs: 1000, prices: { al: 21 } });
    expect(storeErrorOf(() => repos.materials.startAdjustment({ durationMs: 1000 })).code).toBe('BusinessRule');
    repos.materials.finishAdjustment();
    expect(repos.store.state.materials.find((m) => m.code === 'al')!.price.price).toBe(21);
    expect(storeErrorOf(() => repos.materials.startAdjustment({ durationMs: 0, prices: { gold: 1 } })).code).toBe(
      'ResourceNotFound',
    );
  });
});

describe('inventory', () => {
  it('puts added items after every other, across moves, deletes and a failed transaction', () => {
    const { repos, quote } = setup();
    const cable = repos.store.state.cables[0]!.id;
    const ids = () => repos.inventory.listItems(quote.id, 5).map((item) => item.id);
    const [a, b, c] = repos.inventory.addItems(quote.id, 5, [{ cable }, { cable }, { cable }]);
    repos.inventory.setSort(quote.id, 5, a!.id, 3);
    expect(ids()).toEqual([b!.id, c!.id, a!.id]);
    const [d] = repos.inventory.addItems(quote.id, 5, [{ cable }]);
    expect(ids()).toEqual([b!.id, c!.id, a!.id, d!.id]);
    repos.inventory.deleteItems(quote.id, 5, [d!.id, a!.id]);
    expect(() =>
      repos.store.mutate(() => {
        repos.inventory.addItems(quote.id, 5, [{ cable }, { cable }]);
        throw new Error('rolled back');
      }),
    ).toThrow('rolled back');
    const [e] = repos.inventory.addItems(quote.id, 5, [{ cable }]);
    repos.inventory.setSort(quote.id, 5, e!.id, 1);
    const [f] = repos.inventory.addItems(quote.id, 5, [{ cable }]);
    expect(ids()).toEqual([e!.id, b!.id, c!.id, f!.id]);
  });

  it('adds, counts and totals a group', () => {
    const { repos, quote } = setup();
    const a = cableId(repos, 'YJV', '0.6/1kV', '3*240+1*120');
    const b = cableId(repos, 'BV', '450/750V', '1*2.5');
    const [ia, ib] = repos.inventory.addItems(quote.id, 2, [
      { cable: a, count: '200' },
      { cable: b, count: '1000' },
    ]);
    expect(repos.inventory.listItems(quote.id, 2).map((i) => i.id)).toEqual([ia!.id, ib!.id]);
    repos.inventory.setItemsCount(quote.id, 2, [ib!.id], '500');
    const pa = repos.inventory.quoteItem(quote.id, ia!);
    const pb = repos.inventory.quoteItem(quote.id, repos.inventory.listItems(quote.id, 2)[1]!);
    const view = { modes: [3], unit: 0, places: 2 } as const;
    const summary = repos.inventory.quoteGroup(quote.id, 2, view);
    expect(summary.items).toHaveLength(2);
    // The total is the sum of the lines as shown: unit prices to the places, times the metres, to the fen.
    expect(summary.quote.total.tax).toBe(roundTo(roundTo(pa.tax!, 2) * 200 + roundTo(pb.tax!, 2) * 500, 2));
    expect(repos.inventory.quoteGroup(quote.id, 0, view).items).toHaveLength(0);
  });

  it('applies a change percentage to copper items and restores with 0', () => {
    const { repos, quote } = setup();
    const cu = cableId(repos, 'YJV', '0.6/1kV', '4*25');
    const al = cableId(repos, 'YJLV', '0.6/1kV', '4*25');
    const [icu, ial] = repos.inventory.addItems(quote.id, 0, [{ cable: cu }, { cable: al }]);
    const base = repos.inventory.quoteItem(quote.id, icu!).tax!;
    const alBase = repos.inventory.quoteItem(quote.id, ial!).tax;
    repos.inventory.setChange(quote.id, 0, { change: '5', cu: true });
    const [ccu, cal] = repos.inventory.listItems(quote.id, 0);
    expect(repos.inventory.quoteItem(quote.id, ccu!).tax).toBeCloseTo(base * 1.05, 8);
    expect(repos.inventory.quoteItem(quote.id, cal!).tax).toBe(alBase);
    repos.inventory.setItemPrice(quote.id, icu!.id, { tax: 99 });
    expect(repos.inventory.quoteItem(quote.id, repos.inventory.listItems(quote.id, 0)[0]!).tax).toBe(99);
    repos.inventory.setChange(quote.id, 0, { change: '0', ids: [icu!.id] });
    expect(repos.inventory.quoteItem(quote.id, repos.inventory.listItems(quote.id, 0)[0]!).tax).toBeCloseTo(base, 10);
  });

  it('reports material usage whose categories add up to the total and 100 %', () => {
    const { repos, quote } = setup();
    repos.inventory.addItems(quote.id, 1, [
      { cable: cableId(repos, 'YJV22', '0.6/1kV', '4*25+1*16'), count: '120' },
      { cable: cableId(repos, 'YJLV', '0.6/1kV', '3*95+2*50'), count: '75.5' },
      { cable: cableId(repos, 'RVV', '300/500V', '2*1.5'), count: '333' },
    ]);
    const usage = repos.inventory.materialUsage(quote.id, 1);
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
    const { repos, quote } = setup();
    const [readable, unknown] = repos.inventory.addItems(quote.id, 3, [
      { custom: { model: 'YJV', scope: '0.6/1kV', spec: '3*16', prop: '', name: '自定义' }, count: '10' },
      { custom: { model: 'ABC-X', scope: '特殊', spec: '非标', prop: '', name: '非标电缆' } },
    ]);
    expect(repos.inventory.quoteItem(quote.id, readable!)).toMatchObject({
      pricing: 'engine',
      tax: expect.any(Number),
    });
    expect(repos.inventory.quoteItem(quote.id, unknown!)).toEqual({ weightKgPerM: 0, pricing: 'none' });
    repos.inventory.setSort(quote.id, 3, unknown!.id, 1);
    expect(repos.inventory.listItems(quote.id, 3).map((i) => i.id)).toEqual([unknown!.id, readable!.id]);
  });

  it('refuses bad groups, counts, unknown cables and items', () => {
    const { repos, quote } = setup();
    expect(storeErrorOf(() => repos.inventory.addItems(quote.id, 10, [{ cable: '100001' }])).code).toBe(
      'ValidationFailed',
    );
    expect(storeErrorOf(() => repos.inventory.addItems(quote.id, 0, [{ cable: 'zzz' }])).code).toBe('ResourceNotFound');
    expect(storeErrorOf(() => repos.inventory.addItems(quote.id, 0, [{ cable: '100001', count: '-1' }])).code).toBe(
      'ValidationFailed',
    );
    expect(storeErrorOf(() => repos.inventory.deleteItems(quote.id, 0, ['404'])).code).toBe('ResourceNotFound');
    expect(storeErrorOf(() => repos.inventory.setItemsMemo(quote.id, 0, [], 'x'.repeat(257))).code).toBe(
      'ValidationFailed',
    );
  });

  it('adds freight and package fees to the totals', () => {
    const { repos, quote } = setup();
    const [item] = repos.inventory.addItems(quote.id, 4, [
      { cable: cableId(repos, 'BV', '450/750V', '1*2.5'), count: '100' },
    ]);
    const view = { modes: [3], unit: 0, places: 2 } as const;
    const plain = repos.inventory.quoteGroup(quote.id, 4, view).quote.total.tax!;
    repos.inventory.setFreight(quote.id, 4, { fee: 50, full: 0, mile: 10, price: 2 });
    repos.inventory.setPackageFee(quote.id, item!.id, 30, true);
    repos.inventory.setGroupAttr(quote.id, 4, { package: 20 });
    const { quote: quoted } = repos.inventory.quoteGroup(quote.id, 4, view);
    expect(quoted).toMatchObject({ packageFee: 50, freight: 70, total: { tax: roundTo(plain + 50 + 70, 2) } });
  });
});

describe('group totals kept across writes', () => {
  const views = [
    { modes: [1, 2, 3], unit: 0, places: 2 },
    { modes: [3], unit: 1, places: 4, sheetFreight: 12.5 },
  ] as const;

  /** What a write answers (groupTotals, kept between writes) against quoting the whole group afresh. */
  function expectFreshTotals(repos: Repositories, userId: string, group: number) {
    for (const view of views) {
      const kept = repos.inventory.groupTotals(userId, group, view);
      const { items, quote: fresh } = repos.inventory.quoteGroup(userId, group, view);
      const { lines: _lines, ...totals } = fresh;
      expect(kept).toEqual({ count: items.length, quote: totals });
    }
  }

  it('equal the totals of quoting the whole group after every kind of change', () => {
    const { repos } = setup();
    // A user with several profit modes, and another user whose lists are no part of the first one's quotes.
    const quote = repos.users.userByAccount('multimode')!;
    const other = repos.users.userByAccount('approver')!;
    const cables = repos.store.state.cables.slice(0, 40).map((cable) => cable.id);
    const add = (count: string, userId = quote.id, group = 6) =>
      repos.inventory.addItems(userId, group, [{ cable: cables[Math.floor(Number(count)) % cables.length]!, count }]);
    expectFreshTotals(repos, quote.id, 6);
    const [first] = add('120');
    add('33.5');
    expectFreshTotals(repos, quote.id, 6);
    // Adds, with state no quote reads changed in between, and a price typed in the same transaction as an add.
    repos.sessions.openSession(quote.id, 'password');
    add('7');
    repos.store.mutate(() => {
      const [priced] = add('19');
      repos.inventory.setItemPrice(quote.id, priced!.id, { tax: 88.8, sale: 80 });
    });
    add('1000', other.id, 6);
    add('5', quote.id, 7);
    expectFreshTotals(repos, quote.id, 6);
    // Changes of what the group's quote reads.
    repos.inventory.setItemsCount(quote.id, 6, [first!.id], '250');
    expectFreshTotals(repos, quote.id, 6);
    add('41');
    repos.inventory.setGroupAttr(quote.id, 6, { package: 20 });
    repos.inventory.setFreight(quote.id, 6, { fee: 50, full: 100000, mile: 10, price: 2 });
    expectFreshTotals(repos, quote.id, 6);
    repos.materials.startAdjustment({ durationMs: 0 });
    add('3');
    expectFreshTotals(repos, quote.id, 6);
    repos.config.setProfitMode(quote.id, quote.modes.list.find((mode) => mode !== quote.modes.current)!);
    add('64');
    expectFreshTotals(repos, quote.id, 6);
    const [moved] = add('2');
    repos.inventory.setSort(quote.id, 6, moved!.id, 1);
    add('9');
    expectFreshTotals(repos, quote.id, 6);
    repos.inventory.deleteItems(quote.id, 6, [first!.id]);
    add('11');
    expectFreshTotals(repos, quote.id, 6);
    expect(() =>
      repos.store.mutate(() => {
        add('13');
        throw new Error('rolled back');
      }),
    ).toThrow('rolled back');
    expectFreshTotals(repos, quote.id, 6);
    repos.store.reset();
    expectFreshTotals(repos, quote.id, 6);
  });

  it('follow a material price changed earlier in the same transaction, and its rollback', () => {
    const { repos, quote } = setup();
    const cable = cableId(repos, 'YJV', '0.6/1kV', '4*25');
    const before = repos.catalogue.priceOfCable(cable, quote.id).tax;
    const doubleCopper = () => {
      const copper = repos.store.state.materials.find((material) => material.code === 'cu')!;
      copper.price = { ...copper.price, price: copper.price.price * 2 };
    };
    expect(() =>
      repos.store.mutate(() => {
        doubleCopper();
        expect(repos.catalogue.priceOfCable(cable, quote.id).tax).toBeGreaterThan(before);
        throw new Error('rolled back');
      }),
    ).toThrow('rolled back');
    expect(repos.catalogue.priceOfCable(cable, quote.id).tax).toBe(before);
    repos.store.mutate(() => {
      expect(repos.catalogue.priceOfCable(cable, quote.id).tax).toBe(before);
      doubleCopper();
    });
    expect(repos.catalogue.priceOfCable(cable, quote.id).tax).toBeGreaterThan(before);
  });

  it('price only the items added since the last write', () => {
    const { repos, quote } = setup();
    const cable = repos.store.state.cables[0]!.id;
    const view = views[0];
    for (let n = 0; n < 50; n++) repos.inventory.addItems(quote.id, 6, [{ cable, count: '10' }]);
    repos.inventory.groupTotals(quote.id, 6, view);
    const priced = vi.spyOn(repos.inventory, 'quoteItem');
    repos.inventory.addItems(quote.id, 6, [
      { cable, count: '10' },
      { cable, count: '20' },
    ]);
    priced.mockClear();
    expect(repos.inventory.groupTotals(quote.id, 6, view).count).toBe(52);
    expect(priced).toHaveBeenCalledTimes(2);
  });
});

describe('history', () => {
  it('saves a group at today prices, lists, recalculates and deletes', () => {
    const { repos, clock, quote } = setup();
    repos.inventory.addItems(quote.id, 5, [{ cable: cableId(repos, 'KVV', '450/750V', '7*1.5'), count: '150' }]);
    const record = repos.history.saveHistory(quote.id, 5, { demander: '2001', mode: 3, memo: '测试项目' });
    expect(record.rno).toMatch(/^BJ20261121-\d{4}$/);
    expect(record.demanderName).toBe('中建三局集团有限公司');
    expect(repos.history.historyOf(quote.id)[0]!.id).toBe(record.id);
    expect(repos.history.historyOf(quote.id, { keyword: 'kvv' }).map((h) => h.id)).toEqual([record.id, '2']);
    expect(repos.history.historyOf(quote.id, { keyword: '测试项目' }).map((h) => h.id)).toEqual([record.id]);
    expect(repos.history.historyOf(quote.id, { begin: record.time + 1 })).toHaveLength(0);

    clock.advance(1000);
    const added = repos.history.recalcHistory(quote.id, '1', 6);
    expect(added.map((i) => i.count)).toEqual(['200', '350', '1000']);
    expect(repos.history.deleteHistory(quote.id, [record.id])).toBe(1);
    expect(storeErrorOf(() => repos.history.historyById(quote.id, record.id)).code).toBe('ResourceNotFound');
    expect(storeErrorOf(() => repos.history.historyById('1002', '1')).code).toBe('ResourceNotFound');
  });

  it('refuses to save an empty group', () => {
    const { repos, quote } = setup();
    expect(storeErrorOf(() => repos.history.saveHistory(quote.id, 9, {})).code).toBe('BusinessRule');
  });
});

describe('customers', () => {
  it('refuses a tax number used by anyone, naming the creator', () => {
    const { repos } = setup();
    const err = storeErrorOf(() =>
      repos.customers.saveCustomer('1002', {
        name: '重复公司',
        taxno: '91420000177681302x',
        leader: 'a',
        linkman: 'b',
      }),
    );
    expect(err.code).toBe('DuplicateCustomer');
    expect(err.details).toEqual({ name: '中建三局集团有限公司', taxno: '91420000177681302X', creator: '张伟' });
  });

  it('creates, updates without changing the tax number, and keeps one default', () => {
    const { repos, quote } = setup();
    const created = repos.customers.saveCustomer(quote.id, {
      name: '南京地铁建设有限责任公司',
      taxno: '91320100134870963F',
      default: true,
    });
    expect(created.id).toBe('2007');
    expect(
      repos.customers
        .customersOf(quote.id)
        .filter((c) => c.default)
        .map((c) => c.id),
    ).toEqual([created.id]);
    const updated = repos.customers.saveCustomer(quote.id, { id: created.id, name: '南京地铁集团', taxno: 'IGNORED' });
    expect(updated).toMatchObject({ name: '南京地铁集团', taxno: '91320100134870963F' });
    repos.customers.setDefaultCustomer(quote.id, '2001');
    expect(
      repos.customers
        .customersOf(quote.id)
        .filter((c) => c.default)
        .map((c) => c.id),
    ).toEqual(['2001']);
    expect(repos.customers.customersOf(quote.id, '地铁').map((c) => c.id)).toEqual([created.id]);
    expect(repos.customers.deleteCustomers(quote.id, [created.id])).toBe(1);
    expect(storeErrorOf(() => repos.customers.deleteCustomers(quote.id, ['2004'])).code).toBe('ResourceNotFound');
  });

  it('validates lengths', () => {
    const { repos, quote } = setup();
    expect(storeErrorOf(() => repos.customers.saveCustomer(quote.id, { name: '', taxno: 'X' })).message).toMatch(
      /name must be between 1 and 256/,
    );
  });
});

describe('catalogue search', () => {
  it('filters by cata, model, struct and keyword', () => {
    const { repos } = setup();
    const hits = repos.catalogue.findCables({ keyword: 'yjv 3×240+1×120' });
    expect(hits.map((c) => `${c.model} ${c.scope} ${c.spec}`)).toEqual([
      'YJV 0.6/1kV 3*240+1*120',
      'YJV22 0.6/1kV 3*240+1*120',
      'ZR-YJV 0.6/1kV 3*240+1*120',
      'NH-YJV 0.6/1kV 3*240+1*120',
    ]);
    expect(repos.catalogue.findCables({ model: 'KVV', struct: '7' }).map((c) => c.spec)).toEqual([
      '7*0.75',
      '7*1',
      '7*1.5',
      '7*2.5',
    ]);
    expect(repos.catalogue.findCables({ cata: '6' }).every((c) => c.model === 'JKLYJ')).toBe(true);
    expect(repos.catalogue.findCables({ keyword: '不存在的型号' })).toEqual([]);
  });
});

describe('approvals', () => {
  it('changes a cable price with wire parameters and restores the origin', () => {
    const { repos } = setup();
    const id = cableId(repos, 'YJV', '0.6/1kV', '3*240+1*120');
    const origin = repos.catalogue.priceOfCable(id, '1002');
    repos.approvals.changeCableParams('1002', id, 'conductor', { weight: 7.6, consume: 1 });
    const changed = repos.catalogue.priceOfCable(id, '1002');
    // copper 7.6 × 1.01 = 7.676 kg/m instead of 7.4676: +0.2084 kg at 76.10/1.13, plus processing 1.6/kg
    expect(changed.base - origin.base).toBeCloseTo(0.2084 * (76.1 / 1.13 + 1.6), 6);
    const restored = repos.approvals.restoreCable(id);
    expect(restored.origin).toEqual({});
    expect(repos.catalogue.priceOfCable(id, '1002').base).toBeCloseTo(origin.base, 10);
    expect(repos.approvals.clearCableApproval(id)).toBe(true);
    expect(repos.approvals.clearCableApproval(id)).toBe(false);
  });

  it('refuses parameters that are not numbers', () => {
    const { repos } = setup();
    expect(storeErrorOf(() => repos.approvals.changeCableParams('1002', '100001', 'cata', { outer: 'x' })).code).toBe(
      'ValidationFailed',
    );
  });
});

describe('usage limits and counters', () => {
  it('counts batch uses up to the limit', () => {
    const { repos } = setup();
    const limited = repos.users.userByAccount('limited')!;
    for (let i = 0; i < limited.limits.ocr; i++) repos.usage.recordUsage(limited.id, 'ocr');
    expect(storeErrorOf(() => repos.usage.recordUsage(limited.id, 'ocr')).code).toBe('UsageLimitReached');
    expect(repos.usage.usageOf(limited.id).used.ocr).toBe(limited.limits.ocr);
  });

  it('issues rno and sno from counters with the China date', () => {
    const { repos } = setup();
    expect(repos.numbers.nextRno()).toBe('BJ20261121-0005');
    expect(repos.numbers.nextSno()).toBe('HDXL2026112100001');
  });

  it('makes tokens reproducible with a seed', () => {
    const a = createRepositories({ seed: 3 }).sessions.openSession('1001', 'qr').token;
    const b = createRepositories({ seed: 3 }).sessions.openSession('1001', 'qr').token;
    expect(a).toBe(b);
  });
});
