/**
 * One quote, every output: the list and its summary, the quotation table, the contract, the out bill, the Excel
 * workbook and the saved history record all show the same total to the fen, and each document's lines add up to it.
 */
import type { GroupSumm, QuotationItem, SheetDetail } from '@cable/contracts';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { roundTo } from '../../src/domain/pricing';
import { envelopeOf, signedPost } from '../framework/harness';
import { buildRoutesApp, call, callBare, ok, signIn, type TestApp, type TestSession } from './api-calls';

let test: TestApp;
let quote: TestSession;

const cableIdOf = (model: string, spec: string, scope = '0.6/1kV') =>
  test.repos.store.state.cables.find((cable) => cable.model === model && cable.spec === spec && cable.scope === scope)!
    .id;

beforeEach(async () => {
  test = await buildRoutesApp();
  quote = signIn(test.repos, 'quote');
});
afterEach(async () => {
  await test.app.close();
});

/** "¥ 1,234.56" -> 1234.56 */
const amountOf = (text: string) => Number(text.replace(/[¥,\s]/g, ''));

/** The printed amounts of an HTML document: each line's amount, and the goods / fee / total rows. */
function printedSums(html: string) {
  const cells = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!);
  const lines = cells(/<td class="num" data-amount>([^<]*)<\/td>/g);
  const sums = [
    ...html.matchAll(
      /<tr class="(subtotal|fee|sum)"><td colspan="\d+">([^<]*)<\/td><td class="num" data-sum="\w+">([^<]*)<\/td>/g,
    ),
  ].map((m) => ({ kind: m[1]!, label: m[2]!, amount: amountOf(m[3]!) }));
  return {
    lines,
    priced: lines.filter((text) => text !== '未定价').map(amountOf),
    goods: sums.find((s) => s.kind === 'subtotal')?.amount,
    fees: sums.filter((s) => s.kind === 'fee'),
    total: sums.find((s) => s.kind === 'sum')!,
  };
}

/** Σ of amounts to the fen (the binary sum of decimals drifts in the last bits). */
const sum = (values: readonly number[]) =>
  roundTo(
    values.reduce((s, v) => s + v, 0),
    2,
  );

async function preview(path: string, query: Record<string, string | number>) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  params.set('token', quote.token);
  const response = await test.app.inject({ method: 'GET', url: `/biz/qms/inventory/${path}/preview?${params}` });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.body;
}

async function workbookRows(form: Record<string, unknown>) {
  const response = await signedPost(test, '/biz/qms/inventory/excel/download', { form }, { session: quote });
  expect(response.headers['content-type']).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

/**
 * Group 0: two catalogue cables (one with a package fee), a custom cable priced by hand, one priced by a markup on
 * cost, and one nobody priced; freight 800 + 100 km × 2.
 */
async function buildQuote() {
  const added = ok(
    await call<{ infos: QuotationItem[] }>(
      test,
      '/biz/qms/inventory/add',
      {
        form: {
          group: 0,
          infos: [
            { cable: cableIdOf('YJV', '3*240+1*120'), count: '200' },
            { cable: cableIdOf('BV', '1*2.5', '450/750V'), count: '1000.5' },
            { model: 'WTX-9', spec: '特殊结构', scope: '', name: '外购电缆', count: '50' },
            { model: 'YJV', spec: '4*50', scope: '0.6/1kV', name: '外购按成本加价', count: '30' },
            { model: 'ABC-X', spec: '非标', scope: '', name: '未定价电缆', count: '20' },
          ],
        },
      },
      { session: quote },
    ),
  ).infos;
  const [yjv, , manual, markup, unpriced] = added;
  const priced = ok(
    await call<{ info: QuotationItem }>(
      test,
      '/biz/qms/inventory/price/set',
      { form: { id: manual!.id, type: 3, price: { tax: 88.5 } } },
      { session: quote },
    ),
  ).info;
  expect(priced).toMatchObject({ pricing: 'manual', price: { tax: 88.5 }, total: { tax: 4425 } });
  const marked = ok(
    await call<{ info: QuotationItem }>(
      test,
      '/biz/qms/inventory/price/set',
      { form: { id: markup!.id, type: 1, price: { base: 40 }, markup: 25 } },
      { session: quote },
    ),
  ).info;
  // 40 × 1.25 = 50 net; with the 13 % tax 56.50.
  expect(marked).toMatchObject({ pricing: 'markup', markup: 25, price: { base: 40, sale: 50, tax: 56.5 } });
  ok(
    await call(
      test,
      '/biz/qms/inventory/pkgfee/set',
      { form: { id: yjv!.id, fee: 120, flag: true } },
      { session: quote },
    ),
  );
  ok(
    await call(
      test,
      '/biz/qms/inventory/freight/set',
      { form: { group: 0, fee: 800, full: 0, mile: 100, price: 2 } },
      { session: quote },
    ),
  );
  return { unpriced: unpriced! };
}

async function summOf(cond: { mode: number; unit: number; places: number; fee?: number }) {
  return ok(await call<{ summs: GroupSumm[] }>(test, '/biz/qms/inventory/summ', { cond }, { session: quote }))
    .summs[0]!;
}

describe('one quote, one total', () => {
  it('list, summary, table, contract, out bill, Excel and history agree to the fen; lines add up', async () => {
    const { unpriced } = await buildQuote();
    const { rno } = ok(await callBare<{ rno: string }>(test, '/biz/qms/inventory/rno/generate', { session: quote }));

    const list = ok(
      await call<{ infos: QuotationItem[] }>(
        test,
        '/biz/qms/inventory/list',
        { cond: { group: 0 }, page: { len: 50, num: 1 } },
        { session: quote },
      ),
    ).infos;
    expect(list.find((item) => item.id === unpriced.id)).toMatchObject({ pricing: 'none', price: {}, total: {} });

    // Freight typed on the sheet (500) replaces the group's 1000, in every output of that sheet.
    const summ = await summOf({ mode: 3, unit: 0, places: 2, fee: 500 });
    const goods = sum(list.flatMap((item) => (item.total.tax === undefined ? [] : [item.total.tax])));
    expect(summ.goods?.tax).toBe(goods);
    expect(summ.fees).toEqual({ package: 120, freight: 500, waived: false });
    expect(summ.unpriced).toMatchObject({ tax: 1 });
    const total = roundTo(goods + 120 + 500, 2);
    expect(summ.total.tax).toBe(total);
    // Without the sheet's fee the group's own freight counts.
    expect((await summOf({ mode: 3, unit: 0, places: 2 })).total.tax).toBe(roundTo(goods + 120 + 1000, 2));

    const sheet = { demander: '2001', mode: 3, corp: '1', unit: 0, group: 0, rno, fee: 500 };
    const table = await preview('table', { ...sheet, tmpl: '1', f_rno: 1, f_isquote: 1 });
    const contract = await preview('contract', { ...sheet, tmpl: '3' });
    const outbill = await preview('outbill', { ...sheet, tmpl: '6', f_rno: 1, f_isquote: 1, f_unit: 1 });
    for (const html of [table, contract, outbill]) {
      const printed = printedSums(html);
      expect(printed.lines).toHaveLength(5);
      expect(printed.lines.filter((text) => text === '未定价')).toHaveLength(1);
      expect(sum(printed.priced)).toBe(printed.goods);
      expect(printed.fees.map((fee) => [fee.label, fee.amount])).toEqual([
        ['包装费', 120],
        ['运费', 500],
      ]);
      expect(roundTo(printed.goods! + 120 + 500, 2)).toBe(printed.total.amount);
      expect(printed.total.amount).toBe(total);
      expect(printed.total.label).toMatch(/^合计（含税价，不含 1 项未定价/);
    }
    expect(table).toContain(`报价单号：</span>${rno}`);
    expect(outbill).toContain(`报价单号：</span>${rno}`);

    const rows = await workbookRows({
      demander: '2001',
      mode: 3,
      fee: 500,
      corp: '1',
      memo: '',
      unit: 0,
      group: 0,
      rno,
    });
    expect(rows.find((row) => row[0] === '报价单号')?.[1]).toBe(rno);
    const lineRows = rows.filter((row) => typeof row[0] === 'number');
    expect(lineRows).toHaveLength(5);
    const lineAmounts = lineRows.map((row) => row[7]);
    expect(lineAmounts.filter((amount) => amount === '未定价')).toHaveLength(1);
    const rowOf = (label: string) => rows.find((row) => String(row[0]).startsWith(label))?.[7];
    expect(sum(lineAmounts.filter((a): a is number => typeof a === 'number'))).toBe(rowOf('货款小计'));
    expect([rowOf('包装费'), rowOf('运费')]).toEqual([120, 500]);
    expect(rowOf('合计')).toBe(total);

    const { id } = ok(
      await call<{ id: string }>(
        test,
        '/biz/qms/inventory/save',
        {
          form: {
            demander: '2001',
            mode: 3,
            memo: '',
            desc: '',
            info: { rno, corp: '1' },
            conf: { mode: 3, unit: 0, places: 2 },
            unit: 0,
            group: 0,
            fee: 500,
          },
        },
        { session: quote },
      ),
    );
    const saved = ok(
      await call<{ historys: Array<{ id: string; total: number; weight: number }> }>(
        test,
        '/biz/qms/history/list',
        { cond: {} },
        { session: quote },
      ),
    ).historys.find((h) => h.id === id)!;
    expect(saved.total).toBe(total);
    expect(saved.weight).toBe(summ.weight);
    const detail = ok(await call<SheetDetail>(test, '/biz/qms/history/detail', { cond: { id } }, { session: quote }));
    expect(detail.info.rno).toBe(rno);
    expect(detail.summ).toMatchObject({
      price: total,
      goods,
      fees: { package: 120, freight: 500, waived: false },
      unpriced: 1,
    });
    expect(sum(detail.infos.flatMap((item) => (item.total.tax === undefined ? [] : [item.total.tax])))).toBe(goods);
    expect(detail.infos.find((item) => item.name === '未定价电缆')).toMatchObject({ pricing: 'none', total: {} });
    // The saved record's own documents print the same figures and number.
    const savedTable = await preview('table', {
      demander: '',
      mode: 3,
      corp: '1',
      unit: 0,
      history: id,
      tmpl: '1',
      f_rno: 1,
    });
    expect(printedSums(savedTable).total.amount).toBe(total);
    expect(savedTable).toContain(`报价单号：</span>${rno}`);
    // A number names one saved quotation.
    const again = await call(
      test,
      '/biz/qms/inventory/save',
      {
        form: {
          demander: '',
          mode: 3,
          memo: '',
          desc: '',
          info: { rno },
          conf: { mode: 3, unit: 0, places: 2 },
          unit: 0,
          group: 0,
        },
      },
      { session: quote },
    );
    expect(again.stat).toMatchObject({ err: 1050, msg: `报价单号 ${rno} 已保存过历史报价，请生成新的报价单号` });

    // contract/save of this quote takes its total only when it is the quote's total.
    const contractForm = {
      addr: '武汉',
      demander: '2001',
      memo: '',
      mode: 3,
      weight: 0,
      group: 0,
      unit: 0,
      fee: 500,
      rno,
    };
    const wrong = await call(
      test,
      '/biz/qms/inventory/contract/save',
      { form: { ...contractForm, total: total + 1 } },
      { session: quote },
    );
    expect(wrong.stat.err).toBe(1050);
    const contractNo = /合同编号：<\/span>(HT\d{8}-\d{3})</.exec(contract)![1];
    const savedContract = ok(
      await call<{ id: string; no: string }>(
        test,
        '/biz/qms/inventory/contract/save',
        { form: { ...contractForm, total } },
        { session: quote },
      ),
    );
    expect(savedContract.no).toBe(contractNo);
    expect(test.repos.store.state.contracts?.find((c) => c.id === savedContract.id)).toMatchObject({
      total,
      weight: summ.weight,
    });
  });

  it('per tonne: quantities in tonnes under a 元/吨 label, and the same agreement', async () => {
    await buildQuote();
    const summ = await summOf({ mode: 3, unit: 1, places: 2 });
    const list = ok(
      await call<{ infos: QuotationItem[] }>(
        test,
        '/biz/qms/inventory/list',
        { cond: { group: 0, unit: 1 }, page: { len: 50, num: 1 } },
        { session: quote },
      ),
    ).infos;
    for (const item of list.filter((i) => i.total.tax !== undefined))
      expect(item.total.tax).toBe(roundTo(item.price.tax! * item.quantity!, 2));
    // The custom cables of unknown weight (one priced per metre, one not priced) have no tonnes, so no per-tonne
    // price: left out and counted. The one priced by a markup is a readable YJV, so it has its weight.
    expect(summ.unpriced).toMatchObject({ tax: 2 });
    const table = await preview('table', { demander: '2001', mode: 3, corp: '1', unit: 1, group: 0, tmpl: '1' });
    expect(table).toContain('<th>单价(元/吨)</th>');
    expect(table).toContain('<td class="center">吨</td>');
    expect(table).toContain('重量未知');
    const printed = printedSums(table);
    expect(sum(printed.priced)).toBe(printed.goods);
    expect(printed.total.amount).toBe(summ.total.tax);
    expect(printed.total.label).toContain('不含 2 项未定价');
    const rows = await workbookRows({ demander: '2001', mode: 3, fee: 0, corp: '1', memo: '', unit: 1, group: 0 });
    expect(rows.find((row) => String(row[0]).startsWith('合计'))?.[7]).toBe(summ.total.tax);
    const yjv = rows.find((row) => row[1] === 'YJV' && row[3] === '3*240+1*120')!;
    expect(yjv[5]).toBe('吨');
    expect(yjv[7]).toBe(roundTo((yjv[4] as number) * (yjv[6] as number), 2));
  });

  it('freight is free once the tax-inclusive order reaches full, in every mode', async () => {
    await buildQuote();
    const before = await summOf({ mode: 3, unit: 0, places: 2 });
    const order = before.goods!.tax!;
    ok(
      await call(
        test,
        '/biz/qms/inventory/freight/set',
        { form: { group: 0, fee: 800, full: order, mile: 100, price: 2 } },
        { session: quote },
      ),
    );
    const after = await summOf({ mode: 1, unit: 2, places: 2 });
    expect(after.fees).toEqual({ package: 120, freight: 0, waived: true });
    expect(after.total.tax).toBe(roundTo(after.goods!.tax! + 120, 2));
    const table = await preview('table', { demander: '', mode: 2, corp: '1', unit: 0, group: 0, tmpl: '1' });
    expect(printedSums(table).fees.map((fee) => [fee.label, fee.amount])).toEqual([
      ['包装费', 120],
      ['运费（满额免运费）', 0],
    ]);
  });
});

describe('contract numbers', () => {
  it('are HT + date + the day’s sequence, one per quotation number, never repeated on a day', async () => {
    await buildQuote();
    const numberOf = async (query: Record<string, string | number>) =>
      /合同编号：<\/span>(HT\d{8}-\d{3})</.exec(
        await preview('contract', { demander: '', mode: 3, corp: '1', unit: 0, group: 0, tmpl: '3', ...query }),
      )![1]!;
    const first = ok(await callBare<{ rno: string }>(test, '/biz/qms/inventory/rno/generate', { session: quote })).rno;
    const second = ok(await callBare<{ rno: string }>(test, '/biz/qms/inventory/rno/generate', { session: quote })).rno;
    const a = await numberOf({ rno: first });
    const b = await numberOf({ rno: second });
    expect([a, b]).toEqual(['HT20261121-001', 'HT20261121-002']);
    expect(await numberOf({ rno: first })).toBe(a);
    // Previews without a quotation number each get a new number; a contract saved without one too.
    const c = await numberOf({});
    const d = await numberOf({});
    const form = { addr: '', demander: '', memo: '', mode: 3, total: 1, weight: 1 };
    const saved = ok(
      await call<{ no: string }>(test, '/biz/qms/inventory/contract/save', { form }, { session: quote }),
    );
    expect(new Set([a, b, c, d, saved.no]).size).toBe(5);
    // The next day starts again at 001; the sequence lives in the persisted state.
    test.clock.advance(24 * 3600_000);
    expect(await numberOf({})).toBe('HT20261122-001');
    expect(test.repos.store.snapshot().counters['contract-20261121']).toBe(5);
  });

  it('a refused preview answers an envelope, not a document', async () => {
    const nobase = signIn(test.repos, 'nobase');
    const params = new URLSearchParams({
      demander: '',
      mode: '1',
      tmpl: '1',
      corp: '1',
      unit: '0',
      group: '0',
      token: nobase.token,
    });
    const response = await test.app.inject({ method: 'GET', url: `/biz/qms/inventory/table/preview?${params}` });
    expect(response.headers['content-type']).toContain('application/json');
    expect(envelopeOf(response).stat.err).toBe(1020);
  });
});

describe('pricing a custom cable', () => {
  async function addCustom(session: TestSession, infos: Array<Record<string, string>>) {
    return ok(
      await call<{ infos: QuotationItem[] }>(
        test,
        '/biz/qms/inventory/add',
        { form: { group: 1, infos } },
        { session },
      ),
    ).infos;
  }
  const priceSet = (session: TestSession, form: Record<string, unknown>, lang?: 'en') =>
    call<{ info: QuotationItem }>(
      test,
      '/biz/qms/inventory/price/set',
      { form },
      { session, ...(lang ? { lang } : {}) },
    );

  it('a markup on cost takes the typed cost, else the computed one, and needs a cost', async () => {
    const [readable, unreadable] = await addCustom(quote, [
      { model: 'YJV', spec: '4*50', scope: '0.6/1kV', count: '10' },
      { model: 'WTX-9', spec: '特殊结构', count: '10' },
    ]);
    const computed = ok(await priceSet(quote, { id: readable!.id, type: 1, price: {}, markup: 10 })).info;
    const userId = test.repos.users.userByAccount('quote')!.id;
    const engine = test.repos.inventory.quoteItem(userId, {
      ...test.repos.inventory.findItem(userId, readable!.id)!.item,
      price: null,
    });
    expect(computed).toMatchObject({ pricing: 'markup', markup: 10, price: { base: roundTo(engine.base!, 2) } });
    expect(computed.price.sale).toBe(roundTo(engine.base! * 1.1, 2));

    const noCost = await priceSet(quote, { id: unreadable!.id, type: 1, price: {}, markup: 10 });
    expect(noCost.stat).toMatchObject({
      err: 1001,
      msg: 'price.base：该清单项没有可计算的成本价，按成本加价时须填写成本价',
    });
    const wrongType = await priceSet(quote, { id: unreadable!.id, type: 3, price: { tax: 5 }, markup: 10 }, 'en');
    expect(wrongType.stat.err).toBe(1001);
    expect(wrongType.stat.msg).toContain('with a markup on cost, type is 1');
  });

  it('a user without PriceAuthBase may type a selling price but not a markup on cost', async () => {
    const nobase = signIn(test.repos, 'nobase');
    const [item] = await addCustom(nobase, [{ model: 'WTX-9', spec: '特殊结构', count: '10' }]);
    const refused = await priceSet(nobase, { id: item!.id, type: 1, price: { base: 40 }, markup: 10 });
    expect(refused.stat.err).toBe(1020);
    const typed = ok(await priceSet(nobase, { id: item!.id, type: 3, price: { tax: 113 } })).info;
    expect(typed).toMatchObject({
      pricing: 'manual',
      price: { sale: 100, tax: 113 },
      total: { sale: 1000, tax: 1130 },
    });
    expect(typed.price.base).toBeUndefined();
    expect(typed.markup).toBeUndefined();
  });

  it('re-quoting a saved record keeps a custom cable’s hand-set price', async () => {
    const [item] = await addCustom(quote, [{ model: 'WTX-9', spec: '特殊结构', count: '10' }]);
    ok(await priceSet(quote, { id: item!.id, type: 3, price: { tax: 88.5 } }));
    const form = {
      demander: '',
      mode: 3,
      memo: '',
      desc: '',
      info: {},
      conf: { mode: 3, unit: 0, places: 2 },
      unit: 0,
      group: 1,
    };
    const { id } = ok(await call<{ id: string }>(test, '/biz/qms/inventory/save', { form }, { session: quote }));
    ok(await call(test, '/biz/qms/history/recalc', { form: { id, group: 2 } }, { session: quote }));
    const requoted = ok(
      await call<{ infos: QuotationItem[] }>(
        test,
        '/biz/qms/inventory/list',
        { cond: { group: 2 } },
        { session: quote },
      ),
    ).infos;
    expect(requoted).toHaveLength(1);
    expect(requoted[0]).toMatchObject({ model: 'WTX-9', pricing: 'manual', price: { tax: 88.5 }, total: { tax: 885 } });
  });
});
