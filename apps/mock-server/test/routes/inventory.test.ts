import type { GroupSumm, MaterialUsage, QuotationItem } from '@cable/contracts';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { convertUnit, priceCable, roundTo } from '../../src/domain/pricing';
import { signedPost } from '../framework/harness';
import { buildRoutesApp, call, callBare, ok, signIn, type TestApp, type TestSession } from './api-calls';

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

type Items = { infos: QuotationItem[] };

async function add(session: TestSession, group: number, infos: object[]) {
  return ok(await call<Items>(test, '/biz/qms/inventory/add', { form: { infos, group } }, { session })).infos;
}

async function list(session: TestSession, group: number) {
  return ok(
    await call<Items & { page: { row: number } }>(test, '/biz/qms/inventory/list', { cond: { group } }, { session }),
  );
}

async function summ(session: TestSession, cond: { mode: number; unit: number; places: number }) {
  return ok(await call<{ summs: GroupSumm[] }>(test, '/biz/qms/inventory/summ', { cond }, { session })).summs;
}

describe('inventory: add, list, summ, material', () => {
  it('adds catalogue and custom cables, lists them priced, and the totals and weights add up', async () => {
    const yjv = cableIdOf('YJV', '3*240+1*120');
    const bv = cableIdOf('BV', '1*2.5', '450/750V');
    const added = await add(quote, 2, [
      { cable: yjv, count: '200' },
      { cable: bv, count: '1000', memo: '照明回路' },
      { model: 'YJV', scope: '0.6/1kV', spec: '4*50', count: '30', name: '自定义电缆' },
    ]);
    expect(added.map((i) => [i.model, i.spec, i.count, i.type])).toEqual([
      ['YJV', '3*240+1*120', '200', 0],
      ['BV', '1*2.5', '1000', 0],
      ['YJV', '4*50', '30', 1],
    ]);

    const { infos, page } = await list(quote, 2);
    expect(page.row).toBe(3);
    const user = test.repos.users.userByAccount('quote')!;
    const engine = priceCable(
      test.repos.catalogue.cableInput(yjv),
      test.repos.materials.materialPrices(),
      test.repos.catalogue.pricingSettings(user.id),
    );
    expect(infos[0]!.price).toEqual({
      base: roundTo(engine.base, 2),
      sale: roundTo(engine.sale, 2),
      tax: roundTo(engine.tax, 2),
    });
    expect(infos[0]!.total.tax).toBe(roundTo(roundTo(engine.tax, 2) * 200, 2));
    expect(infos[1]!.memo).toBe('照明回路');
    expect(infos[2]!.price.tax).toBeGreaterThan(0);

    const group2 = (await summ(quote, { mode: 3, unit: 0, places: 2 })).find((s) => s.group === 2)!;
    expect(group2.count).toBe(3);
    for (const field of ['base', 'sale', 'tax'] as const) {
      const sum = infos.reduce((s, i) => s + (i.total[field] ?? 0), 0);
      expect(group2.total[field]).toBe(roundTo(sum, 2));
    }
    // Per tonne, the lines are the shown price per tonne times the shown tonnes (to the kg), and the total their sum;
    // rounding the tonnes to the kg moves the total off the per-metre total by at most half a kg per line.
    const perTonne = (await summ(quote, { mode: 3, unit: 1, places: 2 })).find((s) => s.group === 2)!;
    const tonneLines = ok(
      await call<{ infos: QuotationItem[] }>(
        test,
        '/biz/qms/inventory/list',
        { cond: { group: 2, unit: 1 }, page: { len: 10, num: 1 } },
        { session: quote },
      ),
    ).infos;
    for (const line of tonneLines) expect(line.total.tax).toBe(roundTo(line.price.tax! * line.quantity!, 2));
    expect(perTonne.total.tax).toBe(
      roundTo(
        tonneLines.reduce((s, i) => s + i.total.tax!, 0),
        2,
      ),
    );
    const halfKgPerLine = tonneLines.reduce((s, i) => s + i.price.tax! * 0.0005, 0);
    expect(Math.abs(perTonne.total.tax! - group2.total.tax!)).toBeLessThan(halfKgPerLine + 1);

    const usage = ok(
      await call<{ infos: MaterialUsage[]; total: number }>(
        test,
        '/biz/qms/inventory/material',
        { form: { ids: infos.map((i) => i.id), group: 2 } },
        { session: quote },
      ),
    );
    expect(usage.infos.map((i) => i.cata)).toContain('copper');
    const weights = usage.infos.reduce((s, i) => s + i.weight, 0);
    expect(weights).toBeCloseTo(usage.total, 2);
    expect(usage.infos.reduce((s, i) => s + (i.percent ?? 0), 0)).toBeCloseTo(100, 1);
    const copper = engine.weightKgPerM * 200;
    expect(usage.total).toBeGreaterThan(copper * 0.5);
  });

  it('lists in the unit and places of the quotation settings', async () => {
    const yjv = cableIdOf('YJV', '3*240+1*120');
    await add(quote, 0, [{ cable: yjv, count: '500' }]);
    const user = test.repos.users.userByAccount('quote')!;
    test.repos.config.saveUserConfigs(user.id, [
      { key: 'qms.price.unit', type: 2, value: 1 },
      { key: 'qms.price.places', type: 2, value: 0 },
    ]);
    const engine = priceCable(
      test.repos.catalogue.cableInput(yjv),
      test.repos.materials.materialPrices(),
      test.repos.catalogue.pricingSettings(user.id),
    );
    const [item] = (await list(quote, 0)).infos;
    expect(item!.price.tax).toBe(roundTo(convertUnit(engine.tax, engine.weightKgPerM, 1), 0));
    // The quantity is the tonnes as shown (to the kg) and the amount the shown price times it, in whole yuan.
    expect(item!.quantity).toBe(roundTo((500 * engine.weightKgPerM) / 1000, 3));
    expect(item!.total.tax).toBe(roundTo(item!.price.tax! * item!.quantity!, 0));
  });

  it('pages a long group', async () => {
    const bv = cableIdOf('BV', '1*2.5', '450/750V');
    await add(
      quote,
      1,
      Array.from({ length: 25 }, () => ({ cable: bv, count: '10' })),
    );
    const second = ok(
      await call<Items & { page: { all: number; num: number; row: number } }>(
        test,
        '/biz/qms/inventory/list',
        { cond: { group: 1 }, page: { len: 10, num: 3 } },
        { session: quote },
      ),
    );
    expect(second.infos).toHaveLength(5);
    expect(second.page).toMatchObject({ all: 3, num: 3, row: 25 });
  });

  it('refuses an unknown cable, a custom row without spec, and a bad group', async () => {
    const unknown = await call(
      test,
      '/biz/qms/inventory/add',
      { form: { infos: [{ cable: 'nope', count: '1' }], group: 0 } },
      { session: quote },
    );
    expect(unknown.stat.err).toBe(1031);
    expect(unknown.stat.msg).toContain('nope');
    const noSpec = await call(
      test,
      '/biz/qms/inventory/add',
      { form: { infos: [{ model: 'YJV', count: '1' }], group: 0 } },
      { session: quote },
    );
    expect(noSpec.stat.err).toBe(1001);
    expect(noSpec.stat.msg).toBe(
      'form.infos[0]：每行须填写 cable（目录中的电缆编号），自定义电缆则须填写 model 和 spec',
    );
    const noSpecEn = await call(
      test,
      '/biz/qms/inventory/add',
      { form: { infos: [{ model: 'YJV', count: '1' }], group: 0 } },
      { session: quote, lang: 'en' },
    );
    expect(noSpecEn.stat).toMatchObject({
      err: 1001,
      msg: 'form.infos[0]: a row needs cable (a catalogue id), or model and spec for a custom cable',
    });
    const badGroup = await call(test, '/biz/qms/inventory/list', { cond: { group: 10 } }, { session: quote });
    expect(badGroup.stat.err).toBe(1001);
    const badCount = await call(
      test,
      '/biz/qms/inventory/add',
      { form: { infos: [{ cable: cableIdOf('BV', '1*2.5', '450/750V'), count: '0' }], group: 0 } },
      { session: quote },
    );
    expect(badCount.stat.err).toBe(1001);
  });
});

describe('inventory: editing items', () => {
  let ids: string[];
  /** multimode holds qms.adjust (change/set) besides every quoting module. */
  let editor: TestSession;
  beforeEach(async () => {
    editor = signIn(test.repos, 'multimode');
    const added = await add(editor, 0, [
      { cable: cableIdOf('YJV', '3*240+1*120'), count: '200' },
      { cable: cableIdOf('YJLV', '3*240+1*120'), count: '100' },
      { cable: cableIdOf('BV', '1*2.5', '450/750V'), count: '1000' },
    ]);
    ids = added.map((i) => i.id);
  });

  it('deletes items, and refuses an id that is not in the group', async () => {
    expect(
      ok(await call(test, '/biz/qms/inventory/delete', { form: { ids: [ids[2]], group: 0 } }, { session: editor })),
    ).toEqual({ ids: [ids[2]] });
    expect((await list(editor, 0)).infos.map((i) => i.id)).toEqual(ids.slice(0, 2));
    const again = await call(
      test,
      '/biz/qms/inventory/delete',
      { form: { ids: [ids[2]], group: 0 } },
      { session: editor },
    );
    expect(again.stat.err).toBe(1031);
  });

  it('sets counts (totals follow) and refuses a count that is not a positive number', async () => {
    const changed = ok(
      await call<Items>(
        test,
        '/biz/qms/inventory/count/set',
        { form: { count: '400', ids: [ids[0]], group: 0 } },
        { session: editor },
      ),
    ).infos;
    expect(changed[0]!.count).toBe('400');
    expect(changed[0]!.total.tax).toBeCloseTo(changed[0]!.price.tax! * 400, 1);
    const bad = await call(
      test,
      '/biz/qms/inventory/count/set',
      { form: { count: 'abc', ids: [ids[0]], group: 0 } },
      { session: editor },
    );
    expect(bad.stat.err).toBe(1001);
  });

  it('change/set 10 raises by 10 %, 0 restores the system price', async () => {
    const before = (await list(editor, 0)).infos;
    const raised = ok(
      await call<Items>(
        test,
        '/biz/qms/inventory/change/set',
        { form: { group: 0, change: '10', ids: ids.slice(0, 2) } },
        { session: editor },
      ),
    ).infos;
    expect(raised[0]!.change).toBe(10);
    expect(raised[0]!.price.tax).toBeCloseTo(before[0]!.price.tax! * 1.1, 1);
    expect(raised[1]!.price.base).toBeCloseTo(before[1]!.price.base! * 1.1, 1);
    const restored = ok(
      await call<Items>(
        test,
        '/biz/qms/inventory/change/set',
        { form: { group: 0, change: '0', ids: ids.slice(0, 2) } },
        { session: editor },
      ),
    ).infos;
    expect(restored.map((i) => i.price)).toEqual(before.slice(0, 2).map((i) => i.price));
    expect(restored[0]!.change).toBe(0);
    const withoutAdjust = await call(
      test,
      '/biz/qms/inventory/change/set',
      { form: { group: 0, change: '10', ids } },
      { session: quote },
    );
    expect(withoutAdjust.stat.err).toBe(1020);
  });

  it("change/set with a copper price reprices copper items at that price; aluminium items keep today's", async () => {
    const before = (await list(editor, 0)).infos;
    const copperNow = test.repos.materials.materialPrices().cu! * 1000;
    const changed = ok(
      await call<Items>(
        test,
        '/biz/qms/inventory/change/set',
        { form: { group: 0, change: '5', ids: ids.slice(0, 2), cu: copperNow * 1.2 } },
        { session: editor },
      ),
    ).infos;
    expect(changed[0]!.price.tax!).toBeGreaterThan(before[0]!.price.tax! * 1.05 * 1.05);
    expect(changed[1]!.price.tax).toBeCloseTo(before[1]!.price.tax! * 1.05, 1);
    const restored = ok(
      await call<Items>(
        test,
        '/biz/qms/inventory/change/set',
        { form: { group: 0, change: '0', ids: [ids[0]] } },
        { session: editor },
      ),
    ).infos;
    expect(restored[0]!.price).toEqual(before[0]!.price);
  });

  it('sets a price by hand in the display unit: sale follows a typed tax price, the cost stays', async () => {
    const [before] = (await list(editor, 0)).infos;
    const { info } = ok(
      await call<{ info: QuotationItem }>(
        test,
        '/biz/qms/inventory/price/set',
        { form: { id: ids[0], type: 3, price: { tax: 999 } } },
        { session: editor },
      ),
    );
    expect(info.price.tax).toBe(999);
    expect(info.price.sale).toBe(roundTo(999 / 1.13, 2));
    expect(info.price.base).toBe(before!.price.base);
    const missing = await call(
      test,
      '/biz/qms/inventory/price/set',
      { form: { id: ids[0], type: 2, price: { tax: 1 } } },
      { session: editor },
    );
    expect(missing.stat.err).toBe(1001);
    expect(missing.stat.msg).toContain('price.sale');
  });

  it('sets memos up to 256 characters', async () => {
    const { infos } = ok(
      await call<Items>(
        test,
        '/biz/qms/inventory/memo/set',
        { form: { ids, memo: '含税含运', group: 0 } },
        { session: editor },
      ),
    );
    expect(infos.every((i) => i.memo === '含税含运')).toBe(true);
    const long = await call(
      test,
      '/biz/qms/inventory/memo/set',
      { form: { ids, memo: 'x'.repeat(257), group: 0 } },
      { session: editor },
    );
    expect(long.stat.err).toBe(1001);
  });

  it('freight, package fees and attr decide what the group total includes', async () => {
    const plain = (await summ(editor, { mode: 3, unit: 0, places: 2 }))[0]!;
    const freight = ok(
      await call(
        test,
        '/biz/qms/inventory/freight/set',
        { form: { fee: 800, full: 0, mile: 100, price: 2, group: 0 } },
        { session: editor },
      ),
    );
    expect(freight).toEqual({ group: 0, freight: { fee: 800, full: 0, mile: 100, price: 2 } });
    const pkg = ok(
      await call<{ info: QuotationItem }>(
        test,
        '/biz/qms/inventory/pkgfee/set',
        { form: { id: ids[0], fee: 120, flag: true } },
        { session: editor },
      ),
    );
    expect(pkg.info.id).toBe(ids[0]);
    const withAll = (await summ(editor, { mode: 3, unit: 0, places: 2 }))[0]!;
    expect(withAll.total.tax).toBeCloseTo(plain.total.tax! + 1000 + 120, 2);
    expect(
      ok(
        await call(
          test,
          '/biz/qms/inventory/attr/set',
          { form: { package: false, freight: false, group: 0 } },
          { session: editor },
        ),
      ),
    ).toEqual({ group: 0, attr: { package: false, freight: false } });
    expect((await summ(editor, { mode: 3, unit: 0, places: 2 }))[0]!.total.tax).toBeCloseTo(plain.total.tax!, 2);
    const negative = await call(
      test,
      '/biz/qms/inventory/freight/set',
      { form: { fee: -1, full: 0, mile: 0, price: 0, group: 0 } },
      { session: editor },
    );
    expect(negative.stat.err).toBe(1001);
    const unknown = await call(
      test,
      '/biz/qms/inventory/pkgfee/set',
      { form: { id: 'nope', fee: 1, flag: true } },
      { session: editor },
    );
    expect(unknown.stat.err).toBe(1031);
  });

  it('moves an item to a 0-based position', async () => {
    const { infos } = ok(
      await call<Items>(
        test,
        '/biz/qms/inventory/sort/set',
        { form: { id: ids[2], sort: 0, group: 0 } },
        { session: editor },
      ),
    );
    expect(infos.map((i) => i.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect((await list(editor, 0)).infos.map((i) => i.id)).toEqual([ids[2], ids[0], ids[1]]);
    const unknown = await call(
      test,
      '/biz/qms/inventory/sort/set',
      { form: { id: 'nope', sort: 0, group: 0 } },
      { session: editor },
    );
    expect(unknown.stat.err).toBe(1031);
  });

  it('info/set turns an item into a custom cable, within the limits', async () => {
    const { info } = ok(
      await call<{ info: QuotationItem }>(
        test,
        '/biz/qms/inventory/info/set',
        { form: { id: ids[0], scope: '0.6/1kV', prop: '阻燃', model: 'ZR-YJV', spec: '3*185+1*95', name: '定制' } },
        { session: editor },
      ),
    );
    expect(info).toMatchObject({ model: 'ZR-YJV', spec: '3*185+1*95', prop: '阻燃', name: '定制', cable: '', type: 1 });
    expect(info.price.tax).toBeGreaterThan(0);
    const tooLong = await call(
      test,
      '/biz/qms/inventory/info/set',
      { form: { id: ids[0], scope: '', prop: '', model: 'M'.repeat(33), spec: '3*10', name: '' } },
      { session: editor },
    );
    expect(tooLong.stat.err).toBe(1001);
    const blank = { form: { id: ids[0], scope: '', prop: '', model: '  ', spec: '3*10', name: '' } };
    const noModel = await call(test, '/biz/qms/inventory/info/set', blank, { session: editor });
    expect(noModel.stat).toMatchObject({ err: 1001, msg: 'form.model：自定义电缆必须填写型号' });
    const noModelEn = await call(test, '/biz/qms/inventory/info/set', blank, { session: editor, lang: 'en' });
    expect(noModelEn.stat).toMatchObject({ err: 1001, msg: 'form.model: is required for a custom cable' });
  });

  it('generates quotation and serial numbers', async () => {
    const first = ok(await callBare<{ rno: string }>(test, '/biz/qms/inventory/rno/generate', { session: editor })).rno;
    const second = ok(
      await callBare<{ rno: string }>(test, '/biz/qms/inventory/rno/generate', { session: editor }),
    ).rno;
    expect(first).toMatch(/^BJ20261121-\d{4}$/);
    expect(second).not.toBe(first);
    expect(
      ok(await callBare<{ sno: string }>(test, '/biz/qms/inventory/sno/generate', { session: editor })).sno,
    ).toMatch(/^HDXL20261121\d{5}$/);
    const guest = await callBare(test, '/biz/qms/inventory/rno/generate');
    expect(guest.stat.err).toBe(15);
  });

  it('saves a contract and refuses an unknown customer', async () => {
    const form = { addr: '武汉市东湖高新区', demander: '2001', memo: '', mode: 3, total: 113905, weight: 2915.5 };
    const { id } = ok(
      await call<{ id: string }>(test, '/biz/qms/inventory/contract/save', { form }, { session: quote }),
    );
    expect(test.repos.store.state.contracts?.find((c) => c.id === id)).toMatchObject({
      demander: '2001',
      total: 113905,
    });
    const unknown = await call(
      test,
      '/biz/qms/inventory/contract/save',
      { form: { ...form, demander: '9999' } },
      { session: quote },
    );
    expect(unknown.stat.err).toBe(1031);
  });
});

describe('inventory: price rights and downloads', () => {
  it('a user without PriceAuthBase never sees base in list or summ answers', async () => {
    const nobase = signIn(test.repos, 'nobase');
    await add(nobase, 0, [{ cable: cableIdOf('YJV', '3*240+1*120'), count: '10' }]);
    const response = await signedPost(test, '/biz/qms/inventory/list', { cond: { group: 0 } }, { session: nobase });
    expect(response.body).not.toContain('"base"');
    const item = (response.json() as { data: Items }).data.infos[0]!;
    expect(Object.keys(item.price).sort()).toEqual(['sale', 'tax']);
    const summs = await signedPost(
      test,
      '/biz/qms/inventory/summ',
      { cond: { mode: 1, unit: 0, places: 2 } },
      { session: nobase },
    );
    expect(summs.body).not.toContain('"base"');
    const save = await call(
      test,
      '/biz/qms/inventory/save',
      {
        form: {
          demander: '',
          mode: 1,
          memo: '',
          desc: '',
          info: {},
          conf: { mode: 1, unit: 0, places: 2 },
          unit: 0,
          group: 0,
        },
      },
      { session: nobase },
    );
    expect(save.stat.err).toBe(1020);
  });

  it('excel/download answers a real workbook with the items and the totals', async () => {
    const added = await add(quote, 0, [
      { cable: cableIdOf('YJV', '3*240+1*120'), count: '200', memo: '<b>一期</b>' },
      { cable: cableIdOf('BV', '1*2.5', '450/750V'), count: '1000' },
    ]);
    const total = (await summ(quote, { mode: 3, unit: 0, places: 2 }))[0]!.total.tax!;
    const response = await signedPost(
      test,
      '/biz/qms/inventory/excel/download',
      { form: { demander: '2001', mode: 3, fee: 0, corp: '1', memo: '价格含税', unit: 0, group: 0 } },
      { session: quote },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows: string[][] = [];
    sheet.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? '')));
    });
    const joined = rows.map((r) => r.join('|')).join('\n');
    expect(joined).toContain('中建三局集团有限公司');
    expect(joined).toContain(`1|YJV|0.6/1kV|3*240+1*120|200|米|${added[0]!.price.tax}`);
    expect(joined).toContain('<b>一期</b>');
    expect(rows.find((r) => r[0] === '合计')?.[7]).toBe(String(total));
    expect(joined).toContain('价格含税');
    const unknownCorp = await call(
      test,
      '/biz/qms/inventory/excel/download',
      { form: { demander: '2001', mode: 3, fee: 0, corp: '99', memo: '', unit: 0, group: 0 } },
      { session: quote },
    );
    expect(unknownCorp.stat.err).toBe(1031);
  });

  it('the excel of a history record uses the saved prices; an unknown record is refused', async () => {
    await add(quote, 0, [{ cable: cableIdOf('YJV', '3*240+1*120'), count: '200' }]);
    const { id } = ok(
      await call<{ id: string }>(
        test,
        '/biz/qms/inventory/save',
        {
          form: {
            demander: '2001',
            mode: 3,
            memo: '存档',
            desc: '',
            info: {},
            conf: { mode: 3, unit: 0, places: 2 },
            unit: 0,
            group: 0,
          },
        },
        { session: quote },
      ),
    );
    const response = await signedPost(
      test,
      '/biz/qms/inventory/excel/download',
      { form: { demander: '', mode: 3, fee: 0, corp: '1', memo: '', unit: 0, group: 0, history: id } },
      { session: quote },
    );
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getCell('B2').text).toBe('中建三局集团有限公司');
    const missing = await call(
      test,
      '/biz/qms/inventory/excel/download',
      { form: { demander: '', mode: 3, fee: 0, corp: '1', memo: '', unit: 0, group: 0, history: '999' } },
      { session: quote },
    );
    expect(missing.stat.err).toBe(1031);
  });
});
