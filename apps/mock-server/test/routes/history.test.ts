import type { HistoryRecord, QuotationItem, SheetDetail } from '@cable/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { roundTo } from '../../src/domain/pricing';
import { buildRoutesApp, call, ok, signIn, type TestApp, type TestSession } from './api-calls';

let test: TestApp;
let quote: TestSession;
beforeEach(async () => {
  test = await buildRoutesApp();
  quote = signIn(test.repos, 'quote');
});
afterEach(async () => {
  await test.app.close();
});

const cableIdOf = (model: string, spec: string, scope = '0.6/1kV') =>
  test.repos.store.state.cables.find((cable) => cable.model === model && cable.spec === spec && cable.scope === scope)!
    .id;

async function historyList(cond: object, page?: object) {
  return ok(
    await call<{ historys: HistoryRecord[]; page: { row: number } }>(
      test,
      '/biz/qms/history/list',
      { cond, ...(page ? { page } : {}) },
      { session: quote },
    ),
  );
}

describe('history', () => {
  it("save -> list -> detail -> recalc at today's prices -> delete", async () => {
    const yjv = cableIdOf('YJV', '3*240+1*120');
    const added = ok(
      await call<{ infos: QuotationItem[] }>(
        test,
        '/biz/qms/inventory/add',
        {
          form: {
            group: 3,
            infos: [
              { cable: yjv, count: '200', memo: '主干' },
              { cable: cableIdOf('YJV', '4*25+1*16'), count: '350' },
            ],
          },
        },
        { session: quote },
      ),
    ).infos;
    const { id } = ok(
      await call<{ id: string }>(
        test,
        '/biz/qms/inventory/save',
        {
          form: {
            demander: '2001',
            mode: 3,
            memo: '二期配电',
            desc: '含税',
            info: { title: '二期配电报价' },
            conf: { mode: 3, unit: 0, places: 2 },
            unit: 0,
            group: 3,
          },
        },
        { session: quote },
      ),
    );

    const found = await historyList({ keyword: '二期' });
    expect(found.historys.map((h) => h.id)).toEqual([id]);
    const record = found.historys[0]!;
    const goods = added.reduce((s, i) => s + i.price.tax! * Number(i.count), 0);
    expect(record).toMatchObject({
      count: 2,
      demander: '中建三局集团有限公司',
      memo: '二期配电',
      mode: 3,
      user: '张伟',
      unit: 0,
    });
    // The record's total is the total its sheet showed: the sum of the lines as listed (no fees in this group).
    expect(record.total).toBe(roundTo(goods, 2));
    expect(record.weight).toBeGreaterThan(0);
    const now = Math.floor(test.clock.now() / 1000);
    expect((await historyList({ begin: now - 60, close: now + 60 })).historys.map((h) => h.id)).toEqual([id]);
    expect((await historyList({ close: now - 3600 })).historys.some((h) => h.id === id)).toBe(false);

    const detail = ok(await call<SheetDetail>(test, '/biz/qms/history/detail', { cond: { id } }, { session: quote }));
    expect(detail.infos.map((i) => [i.model, i.spec, i.count, i.memo, i.price.tax])).toEqual(
      added.map((i) => [i.model, i.spec, i.count, i.memo, i.price.tax]),
    );
    expect(detail.summ).toEqual({
      price: record.total,
      weight: record.weight,
      memo: '二期配电',
      goods: record.total,
      fees: { package: 0, freight: 0, waived: false },
      unpriced: 0,
    });
    expect(detail.info).toMatchObject({ title: '二期配电报价' });
    expect(detail.info.rno).toMatch(/^BJ/);
    expect(detail.conf).toMatchObject({ mode: 3, unit: 0, places: 2 });

    const copper = test.repos.store.state.materials.find((m) => m.code === 'cu')!.price.price;
    test.repos.materials.startAdjustment({ durationMs: 0, prices: { cu: copper * 1.1 } });
    const recalc = ok(
      await call<{ group: number; count: number }>(
        test,
        '/biz/qms/history/recalc',
        { form: { id, group: 5 } },
        { session: quote },
      ),
    );
    expect(recalc).toEqual({ group: 5, count: 2 });
    const requoted = ok(
      await call<{ infos: QuotationItem[] }>(
        test,
        '/biz/qms/inventory/list',
        { cond: { group: 5 } },
        { session: quote },
      ),
    ).infos;
    expect(requoted.map((i) => [i.cable, i.count, i.memo])).toEqual(added.map((i) => [i.cable, i.count, i.memo]));
    expect(requoted[0]!.price.tax!).toBeGreaterThan(added[0]!.price.tax!);
    const savedDetail = ok(
      await call<SheetDetail>(test, '/biz/qms/history/detail', { cond: { id } }, { session: quote }),
    );
    expect(savedDetail.infos[0]!.price.tax).toBe(added[0]!.price.tax);

    expect(ok(await call(test, '/biz/qms/history/delete', { form: { ids: [id] } }, { session: quote }))).toEqual({
      ids: [id],
    });
    expect((await historyList({ keyword: '二期' })).historys).toEqual([]);
    const gone = await call(test, '/biz/qms/history/detail', { cond: { id } }, { session: quote });
    expect(gone.stat.err).toBe(1031);
  });

  it('lists the seeded records newest first and pages them', async () => {
    const all = await historyList({});
    expect(all.historys.length).toBeGreaterThan(1);
    const times = all.historys.map((h) => h.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const first = await historyList({}, { len: 1, num: 1 });
    expect(first.historys).toHaveLength(1);
    expect(first.page.row).toBe(all.page.row);
    const detail = ok(
      await call<SheetDetail>(
        test,
        '/biz/qms/history/detail',
        { cond: { id: all.historys[0]!.id } },
        { session: quote },
      ),
    );
    expect(detail.conf.places).toBe(2);
    expect(detail.infos.length).toBe(all.historys[0]!.count);
  });

  it("refuses saving an empty group, and another user's records", async () => {
    const empty = await call(
      test,
      '/biz/qms/inventory/save',
      {
        form: {
          demander: '',
          mode: 3,
          memo: '',
          desc: '',
          info: {},
          conf: { mode: 3, unit: 0, places: 2 },
          unit: 0,
          group: 9,
        },
      },
      { session: quote },
    );
    expect(empty.stat.err).toBe(1050);
    const other = signIn(test.repos, 'approver');
    const foreign = await call(test, '/biz/qms/history/recalc', { form: { id: '1', group: 0 } }, { session: other });
    expect(foreign.stat.err).toBe(1031);
    const foreignDelete = await call(test, '/biz/qms/history/delete', { form: { ids: ['1'] } }, { session: other });
    expect(foreignDelete.stat.err).toBe(1031);
    const limited = signIn(test.repos, 'limited');
    const noRecalc = await call(test, '/biz/qms/history/recalc', { form: { id: '1', group: 0 } }, { session: limited });
    expect(noRecalc.stat.err).toBe(1020);
  });
});
