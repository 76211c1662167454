import type { Customer, QuotationItem } from '@cable/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { amountInWords, escapeHtml } from '../../src/domain/documents';
import { money, prepareNumberFormats, quantity } from '../../src/domain/documents/layout';
import { envelopeOf } from '../framework/harness';
import { buildRoutesApp, call, ok, signIn, type TestApp, type TestSession } from './api-calls';

const XSS = '<script>alert(1)</script>';
const ESCAPED = '&lt;script&gt;alert(1)&lt;/script&gt;';

let test: TestApp;
let quote: TestSession;
let customerId: string;
let items: QuotationItem[];

const cableIdOf = (model: string, spec: string, scope = '0.6/1kV') =>
  test.repos.store.state.cables.find((cable) => cable.model === model && cable.spec === spec && cable.scope === scope)!
    .id;

beforeEach(async () => {
  test = await buildRoutesApp();
  quote = signIn(test.repos, 'quote');
  customerId = ok(
    await call<{ demander: Customer }>(
      test,
      '/biz/qms/demander/save',
      { form: { name: `恒远建设${XSS}`, taxno: '91330000XSS0001', address: '杭州市"滨江"区 <b>江南大道</b>' } },
      { session: quote },
    ),
  ).demander.id;
  items = ok(
    await call<{ infos: QuotationItem[] }>(
      test,
      '/biz/qms/inventory/add',
      {
        form: {
          group: 0,
          infos: [
            { cable: cableIdOf('YJV', '3*240+1*120'), count: '200', memo: XSS },
            { cable: cableIdOf('BV', '1*2.5', '450/750V'), count: '1000' },
            { model: `YJV${XSS}`.slice(0, 32), spec: '4*50', scope: '0.6/1kV', count: '30' },
          ],
        },
      },
      { session: quote },
    ),
  ).infos;
});
afterEach(async () => {
  await test.app.close();
});

async function preview(
  path: string,
  query: Record<string, string | number>,
  session: TestSession | null = quote,
  lang?: 'en',
) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  if (session) params.set('token', session.token);
  return test.app.inject({
    method: 'GET',
    url: `/biz/qms/inventory/${path}/preview?${params}`,
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
  });
}

function expectEscaped(html: string) {
  expect(html).not.toContain(XSS);
  expect(html).not.toMatch(/<script/i);
  expect(html).toContain(ESCAPED);
}

describe('document previews', () => {
  it('the quotation table prints corp, customer, items, totals and memo, with every user text escaped', async () => {
    const summ = ok(
      await call<{ summs: Array<{ group: number; total: { tax: number } }> }>(
        test,
        '/biz/qms/inventory/summ',
        { cond: { mode: 3, unit: 0, places: 2 } },
        { session: quote },
      ),
    ).summs[0]!;
    const response = await preview('table', {
      demander: customerId,
      mode: 3,
      tmpl: '1',
      corp: '1',
      unit: 0,
      group: 0,
      f_rno: 1,
      f_isquote: 1,
      memo: `备注${XSS}`,
      name: '张伟',
      mobile: '13800000001',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('报价单');
    expect(html).toContain('江苏华东线缆集团有限公司');
    expect(html).toContain('91320282MA1N7Q2X4H');
    expect(html).toContain('src="/files/images/seal-1.png"');
    expect(html).toContain('src="/files/images/corp-logo-1.png"');
    expect(html).toContain(`恒远建设${ESCAPED}`);
    expect(html).toContain('杭州市&quot;滨江&quot;区 &lt;b&gt;江南大道&lt;/b&gt;');
    expect(html).toContain('3*240+1*120');
    expect(html).toContain(items[0]!.price.tax!.toLocaleString('en-US', { minimumFractionDigits: 2 }));
    expect(html).toContain(summ.total.tax.toLocaleString('en-US', { minimumFractionDigits: 2 }));
    expect(html).toContain(`备注${ESCAPED}`);
    expectEscaped(html);
  });

  it('f_isquote 0 prints no prices; page splits long tables', async () => {
    const html = (
      await preview('table', {
        demander: customerId,
        mode: 3,
        tmpl: '1',
        corp: '1',
        unit: 0,
        group: 0,
        f_isquote: 0,
        page: 2,
      })
    ).body;
    expect(html).not.toContain(items[0]!.price.tax!.toLocaleString('en-US', { minimumFractionDigits: 2 }));
    expect(html).not.toContain('单价');
    expect(html.match(/<table class="lines/g)).toHaveLength(2);
  });

  it('history renders the saved record instead of the live group', async () => {
    const { id } = ok(
      await call<{ id: string }>(
        test,
        '/biz/qms/inventory/save',
        {
          form: {
            demander: customerId,
            mode: 3,
            memo: `存档${XSS}`,
            desc: '',
            info: { rno: 'BJ-SAVED-1' },
            conf: { mode: 3, unit: 0, places: 2 },
            unit: 0,
            group: 0,
          },
        },
        { session: quote },
      ),
    );
    ok(
      await call(
        test,
        '/biz/qms/inventory/delete',
        { form: { ids: items.map((i) => i.id), group: 0 } },
        { session: quote },
      ),
    );
    const html = (
      await preview('table', { demander: '', mode: 3, tmpl: '1', corp: '1', unit: 0, history: id, f_rno: 1 })
    ).body;
    expect(html).toContain('BJ-SAVED-1');
    expect(html).toContain('3*240+1*120');
    expect(html).toContain(`恒远建设${ESCAPED}`);
    expect(html).toContain(`存档${ESCAPED}`);
    expectEscaped(html);
    const contract = (await preview('contract', { demander: '', mode: 3, tmpl: '3', corp: '1', unit: 0, history: id }))
      .body;
    // A contract number is HT + date + the day's sequence; the record's quotation number keeps the one it was given.
    const contractNo = /合同编号：<\/span>(HT20261121-\d{3})</.exec(contract)?.[1];
    expect(contractNo).toBeDefined();
    const again = (await preview('contract', { demander: '', mode: 3, tmpl: '3', corp: '1', unit: 0, history: id }))
      .body;
    expect(again).toContain(`合同编号：</span>${contractNo}<`);
    const live = await preview('contract', { demander: customerId, mode: 3, tmpl: '3', corp: '1', unit: 0, group: 0 });
    expect(envelopeOf(live).stat.err).toBe(1050);
  });

  it('the contract carries both parties, the total in words and the seal', async () => {
    const html = (
      await preview('contract', { demander: customerId, mode: 3, tmpl: '3', corp: '2', unit: 0, group: 0, memo1: XSS })
    ).body;
    expect(html).toContain('电线电缆购销合同');
    expect(html).toContain('宜兴华东特种电缆有限公司');
    expect(html).toContain('江苏银行宜兴支行');
    expect(html).toContain('src="/files/images/seal-2.png"');
    expect(html).toMatch(/合同总金额（大写）：<strong>[壹贰叁肆伍陆柒捌玖拾佰仟万零]+元/);
    expectEscaped(html);
  });

  it('out bill and certificate print the switched parts; the seal needs the stamp module', async () => {
    const bill = (
      await preview('outbill', {
        demander: customerId,
        tmpl: '6',
        corp: '1',
        group: 0,
        f_address: 1,
        f_tips: 1,
        f_unit: 1,
        f_handler: 1,
        f_time: 1,
        f_isquote: 0,
      })
    ).body;
    expect(bill).toContain('出库单');
    expect(bill).toContain('送货地址');
    expect(bill).toContain('&lt;b&gt;江南大道&lt;/b&gt;');
    expect(bill).toContain('温馨提示');
    expect(bill).toContain('经办人：张伟');
    expect(bill).not.toContain('单价');
    expectEscaped(bill);
    const cert = (await preview('cert', { demander: customerId, tmpl: '7', corp: '1', group: 0, f_time: 1 })).body;
    expect(cert.match(/产品合格证<\/h1>/g)).toHaveLength(3);
    expect(cert).toContain('GB/T 5023-2008');
    expect(cert).toContain(ESCAPED);
    expect(cert).not.toContain(XSS);

    const user = test.repos.users.userByAccount('quote')!;
    test.repos.store.mutate((s) => {
      s.users.find((u) => u.id === user.id)!.grants = user.grants.filter((g) => g !== 'qms.stamp.outbill');
    });
    const unstamped = (await preview('outbill', { demander: customerId, tmpl: '6', corp: '1', group: 0 })).body;
    expect(unstamped).not.toContain('class="seal"');
  });

  it('the report lists the routine tests of the cable with its requirements and recorded results', async () => {
    const cable = cableIdOf('YJV', '3*240+1*120');
    test.repos.approvals.setCableReports(cable, [{ id: cable, result: ['导体电阻 合格', `绝缘厚度 合格 ${XSS}`] }]);
    const html = (await preview('report', { corp: '1', tmpl: '5', id: cable, name: '赵强', auditer: '孙丽' })).body;
    expect(html).toContain('出厂检验报告');
    expect(html).toContain('YJV-0.6/1kV 3*240+1*120');
    expect(html).toContain('≤ 0.0754 Ω/km');
    expect(html).toContain('3.5 kV / 5 min');
    expect(html).toContain('检验员：赵强');
    expect(html).toContain('尚有项目未录入检验结果');
    expectEscaped(html);
    const missing = await preview('report', { corp: '1', tmpl: '5', id: 'nope' });
    expect(envelopeOf(missing).stat.err).toBe(1031);
  });

  it('the authorization names the person and the project, escaped', async () => {
    const html = (
      await preview('authorization', {
        demander: customerId,
        tmpl: '8',
        corp: '1',
        name: `李四${XSS}`,
        project: '地铁 5 号线',
        f_time: 1,
      })
    ).body;
    expect(html).toContain('授权委托书');
    expect(html).toContain(`李四${ESCAPED}`);
    expect(html).toContain('地铁 5 号线');
    expect(html).toContain('2026-11-21');
    expectEscaped(html);
  });

  it('refuses a template of another kind, an unknown corp or customer, a hidden price mode and a missing token', async () => {
    const wrongKindQuery = { demander: customerId, mode: 3, tmpl: '3', corp: '1', unit: 0, group: 0 };
    const wrongKind = await preview('table', wrongKindQuery);
    expect(envelopeOf(wrongKind).stat).toMatchObject({
      err: 1001,
      msg: 'tmpl：模板 3（电缆购销合同）是合同模板，此单据需要报价单模板',
    });
    const wrongKindEn = await preview('table', wrongKindQuery, quote, 'en');
    expect(envelopeOf(wrongKindEn).stat).toMatchObject({
      err: 1001,
      msg: 'tmpl: template 3 (电缆购销合同) is a contract template; this document needs a quotation table template',
    });
    const corp = await preview('table', { demander: customerId, mode: 3, tmpl: '1', corp: '9', unit: 0, group: 0 });
    expect(envelopeOf(corp).stat).toMatchObject({ err: 1031, msg: '签约主体 9 不存在' });
    const corpEn = await preview(
      'table',
      { demander: customerId, mode: 3, tmpl: '1', corp: '9', unit: 0, group: 0 },
      quote,
      'en',
    );
    expect(envelopeOf(corpEn).stat).toMatchObject({ err: 1031, msg: 'No corporate body 9' });
    const customer = await preview(
      'table',
      { demander: '2003', mode: 3, tmpl: '1', corp: '1', unit: 0, group: 0 },
      signIn(test.repos, 'approver'),
    );
    expect(envelopeOf(customer).stat.err).toBe(1031);
    const nobase = signIn(test.repos, 'nobase');
    const hidden = await preview('table', { demander: '', mode: 1, tmpl: '1', corp: '1', unit: 0, group: 0 }, nobase);
    expect(envelopeOf(hidden).stat.err).toBe(1020);
    const noToken = await preview('table', { demander: '', mode: 3, tmpl: '1', corp: '1', unit: 0, group: 0 }, null);
    expect(envelopeOf(noToken).stat.err).toBe(15);
  });
});

describe('document helpers', () => {
  it('writes amounts in Chinese capital numerals', () => {
    expect(amountInWords(135524)).toBe('壹拾叁万伍仟伍佰贰拾肆元整');
    expect(amountInWords(1002.5)).toBe('壹仟零贰元伍角');
    expect(amountInWords(100000.07)).toBe('壹拾万元零柒分');
    expect(amountInWords(0)).toBe('零元整');
    expect(amountInWords(10_005_000)).toBe('壹仟万伍仟元整');
  });

  it("prints money with the sheet's places and quantities without trailing zeros, whatever was printed before", () => {
    expect(money(1234567.5, 2)).toBe('1,234,567.50');
    expect(money(1234567.5, 0)).toBe('1,234,568');
    expect(money(0.125, 3)).toBe('0.125');
    expect(money(1234567.5, 2)).toBe('1,234,567.50');
    expect(money(undefined, 2)).toBe('—');
    expect(money(Number.NaN, 2)).toBe('—');
    expect(quantity(1500, 3)).toBe('1,500');
    expect(quantity(1.23456, 3)).toBe('1.235');
    expect(quantity(1.5, 0)).toBe('2');
    expect(quantity(2.25, 2)).toBe('2.25');
  });

  it('prints the same with the formats the server makes when it starts', async () => {
    prepareNumberFormats();
    await new Promise((made) => setImmediate(made));
    expect(money(1234567.5, 2)).toBe('1,234,567.50');
    expect(money(0.125, 4)).toBe('0.1250');
    expect(quantity(1.23456, 3)).toBe('1.235');
    expect(quantity(1.5, 0)).toBe('2');
  });

  it('escapes every HTML special character', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&\``)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&#96;',
    );
  });
});
