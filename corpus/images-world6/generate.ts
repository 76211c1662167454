/**
 * `npx tsx corpus/images-world6/generate.ts [z1,z2,…]`: the sixth "world" picture holdout, written in session 31 by an
 * outside reviewer WITHOUT reading the recogniser or the parser (apps/mock-server/src/ocr, src/domain,
 * contracts/src/inquiry, docs/ocr.md were not opened; only world5's generator was read for its photographing
 * machinery, and the existing keys for their format). `npm run accuracy -- --images images-world6` scores it.
 *
 * Three screenshots and five phone photos, every page real HTML rendered by headless Chromium, each with its own
 * rows (no picture repeats another's table):
 * - z1: a WeChat Work (企业微信) desktop chat: the customer typed a numbered list in one bubble (model, spec, voltage
 *   and amount on each line: 1,100米, 15卷（每卷100米）, 2卷，每卷100米, 1.5km, a cold-shrink termination not sold),
 *   the salesperson's reply, the input box; at 100 %;
 * - z2: Excel for Windows at 100 %, gridlines hidden, a merged title row, 序号 / 名称 / 型号 / 规格 / 单位 / 数量 / 备注
 *   with borders on the table only, row numbers and column letters, 5芯10平方, 2.5平方 in 卷 with 100米/卷, 1,450,
 *   a termination (not a cable) and a 待定 quantity, notes under the table, sheet tab and status bar;
 * - z3: a web 电子采购平台 询价单详情 page: top navigation, breadcrumb, fields, a striped 询价明细 grid with 电压等级
 *   and 计量单位 apart (km 1.2 and 0.85, m with 1,800-style figures), KVVP and a cable tray (not sold), pager, buttons;
 * - z4: a printed 电缆采购询价单 on a desk under a window's light from the left (uneven, falling off to the right),
 *   mild keystone; 型号规格 in one cell (YJV-0.6/1kV-4*70+1*35), a full-width １２８０, 卷 with 每卷100米, RVVP;
 * - z5: a 材料需求计划 shot at a steep angle (the top edge about 0.62 of the bottom: far rows small), no voltages,
 *   1,050, BV 6mm², 1.8 千米 of JKLYJ 10kV;
 * - z6: a monitor showing a spreadsheet, photographed: keystone, moiré from the sub-pixels, a glare spot; 型号 / 规格 /
 *   电压 apart, 盘 with 每盘100m, km 2.4, a fibre cable (not sold);
 * - z7: a grey fax / photocopy: washed out (low contrast), speckle, a fax header line, 数量(米) in the header,
 *   若干 and a flat steel bar (not a cable);
 * - z8: a printed 询价清单 photographed upside down (the JPEG saved turned 180°), skewed about 2°, JPEG q58; 盘 with
 *   每盘500米, 26/35kV 1×630, a joint (not a cable).
 *
 * Rows are the lines of the picture in reading order (everything at one height is one line), cells joined by " | ".
 * Every key line is written from what the picture shows and what a cable salesperson reads there, never from what a
 * recogniser reads; cables were checked against apps/mock-server/fixtures/catalogue.ts, the ones it does not sell
 * are keyed `unknown`, rows a salesperson would ask about `review`.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { gauss, lamp, photograph, placed, product, surface } from '../inquiries/photograph';
import type { AnswerKey, Expectation, KeyRow } from '../inquiries/world';

const DIR = dirname(fileURLToPath(import.meta.url));

// ---- truths ----

interface Line {
  text: string;
  truth: Expectation;
}
const NOISE: Expectation = { expect: 'noise' };
const ask = (why: string): Expectation => ({ expect: 'review', why });
const notSold = (why: string): Expectation => ({ expect: 'unknown', why });
const it = (model: string, spec: string, metres: number, scope?: string): Expectation => ({
  expect: 'item',
  model,
  spec,
  ...(scope ? { scope } : {}),
  metres,
});
const noise = (text: string): Line => ({ text, truth: NOISE });
const cellsOf = (...cells: string[]) => cells.filter(Boolean).join(' | ');
const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface Row {
  cells: string[];
  truth: Expectation;
}
const r = (cells: string[], truth: Expectation): Row => ({ cells, truth });

interface Picture {
  html: string;
  lines: Line[];
}

/** A bordered table: header then rows, each row one line of the key (optionally prefixed, e.g. a sheet's row number). */
function table(header: string[], rows: Row[], cls: string, align: string, prefix?: (i: number) => string): Picture {
  const al = (i: number) => ({ l: 'left', c: 'center', r: 'right' })[align[i] ?? 'l'];
  const pre = (i: number) => (prefix ? `<td class="rn">${esc(prefix(i))}</td>` : '');
  const head = `<tr class="th">${pre(-1)}${header.map((h, i) => `<th style="text-align:${al(i)}">${esc(h)}</th>`).join('')}</tr>`;
  const body = rows
    .map(
      (row, ri) =>
        `<tr>${pre(ri)}${row.cells.map((c, i) => `<td style="text-align:${al(i)}">${esc(c)}</td>`).join('')}</tr>`,
    )
    .join('');
  const p = (i: number) => (prefix ? [prefix(i)] : []);
  return {
    html: `<table class="${cls}">${head}${body}</table>`,
    lines: [
      noise(cellsOf(...p(-1), ...header)),
      ...rows.map((row, ri) => ({ text: cellsOf(...p(ri), ...row.cells), truth: row.truth })),
    ],
  };
}

const page = (css: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>*{box-sizing:border-box}html,body{margin:0;padding:0;background:#fff}${css}</style></head><body><div id="shot">${body}</div></body></html>`;

async function render(browser: Browser, html: string, width: number, scale: number): Promise<Buffer> {
  const tab = await browser.newPage({ viewport: { width, height: 800 }, deviceScaleFactor: scale });
  try {
    await tab.setContent(html, { waitUntil: 'load' });
    await tab.evaluate(() => document.fonts.ready.then(() => undefined));
    return await tab.locator('#shot').screenshot({ type: 'png', animations: 'disabled', caret: 'hide' });
  } finally {
    await tab.close();
  }
}

const SANS = "'Liberation Sans','Noto Sans CJK SC',sans-serif";
const SERIF = "'Liberation Serif','Noto Serif CJK SC',serif";
const YAHEI = "'Noto Sans CJK SC','DejaVu Sans',sans-serif";

// ---- z1: WeChat Work chat with a typed list ----

function weComChat(): Picture {
  const list: Array<[string, Expectation]> = [
    ['1、YJV 4*95+1*50 0.6/1kV 320米', it('YJV', '4*95+1*50', 320, '0.6/1kV')],
    ['2、YJV 3*150+1*70 0.6/1kV 1,100米', it('YJV', '3*150+1*70', 1100, '0.6/1kV')],
    ['3、YJV22 4*35+1*16 0.6/1kV 260米 直埋', it('YJV22', '4*35+1*16', 260, '0.6/1kV')],
    ['4、ZC-YJV 5*16 480米', it('ZC-YJV', '5*16', 480)],
    ['5、WDZ-YJY 4*25+1*16 350米', it('WDZ-YJY', '4*25+1*16', 350)],
    ['6、NH-YJV 3*25+2*16 0.6/1kV 140米 消防风机', it('NH-YJV', '3*25+2*16', 140, '0.6/1kV')],
    ['7、KVV 7*2.5 450/750V 600米', it('KVV', '7*2.5', 600, '450/750V')],
    ['8、BV 10平方 15卷（每卷100米）', it('BV', '1*10', 1500)],
    ['9、RVV 4*1.0 300/500V 2卷，每卷100米', it('RVV', '4*1', 200, '300/500V')],
    ['10、YJLV 4*185+1*95 1.5km', it('YJLV', '4*185+1*95', 1500)],
    ['11、JKLYJ-10kV-1*150 2400米', it('JKLYJ', '1*150', 2400, '10kV')],
    ['12、10kV冷缩终端头 三芯 12套', notSold('cold-shrink terminations, not a cable')],
  ];
  const css = `body{font-family:${YAHEI};font-size:14px;color:#1f2329}
  .win{width:960px;display:flex;border:1px solid #c9cdd4}
  .rail{width:64px;background:#2b3a55}
  .rail div{width:36px;height:36px;margin:16px 14px;border-radius:8px;background:#41557a}
  .list{width:250px;background:#f3f4f6;border-right:1px solid #dee0e3}
  .search{margin:14px 12px;padding:6px 10px;background:#e6e8eb;border-radius:6px;color:#8f959e;font-size:13px}
  .conv{padding:12px 14px;border-bottom:1px solid #eceef1;display:flex;gap:10px}
  .conv.on{background:#e1e8f5}.av{width:36px;height:36px;border-radius:6px;background:#5b8ff9;color:#fff;font-size:13px;display:flex;align-items:center;justify-content:center;flex:none}
  .main{flex:1;background:#f7f8fa;display:flex;flex-direction:column}
  .top{height:56px;background:#fff;border-bottom:1px solid #e5e6eb;padding:16px 20px;font-size:16px}
  .top span{color:#8f959e;font-size:12px;margin-left:8px}
  .msgs{padding:18px 24px}
  .msg{display:flex;gap:12px;margin-bottom:22px}.msg.me{flex-direction:row-reverse}
  .meta{color:#8f959e;font-size:12px;margin-bottom:4px}.msg.me .meta{text-align:right}
  .bubble{background:#fff;border:1px solid #e5e6eb;border-radius:8px;padding:10px 14px;line-height:26px;max-width:620px}
  .msg.me .bubble{background:#cfe2ff;border-color:#b8d3fb}
  .time{text-align:center;color:#a0a4ab;font-size:12px;margin:6px 0 16px}
  .input{border-top:1px solid #e5e6eb;background:#fff;height:130px;padding:10px 20px;position:relative;color:#8f959e}
  .send{position:absolute;right:20px;bottom:14px;background:#3370ff;color:#fff;padding:5px 18px;border-radius:4px}`;
  const html = `<div class="win"><div class="rail"><div></div><div></div><div></div><div></div></div>
  <div class="main"><div class="top">张志强<span>@中建三局安装工程有限公司</span></div>
   <div class="msgs"><div class="time">11月4日 上午10:18</div>
    <div class="msg"><div class="av"></div><div><div class="meta">张志强</div>
     <div class="bubble">王经理你好，滁州项目电缆麻烦报个价，含税含运费到工地：<br>${list.map(([t]) => esc(t)).join('<br>')}<br>以上，谢谢，下午能给个价吗</div></div></div>
    <div class="msg me"><div class="av" style="background:#36b37e"></div><div><div class="meta">王海涛</div>
     <div class="bubble">收到张工，下午三点前把报价单发您</div></div></div>
   </div>
   <div class="input"><div class="send">发送</div></div>
  </div></div>`;
  const lines: Line[] = [
    noise('张志强 | @中建三局安装工程有限公司'),
    noise('11月4日 上午10:18'),
    noise('张志强'),
    noise('王经理你好，滁州项目电缆麻烦报个价，含税含运费到工地：'),
    ...list.map(([text, truth]) => ({ text, truth })),
    noise('以上，谢谢，下午能给个价吗'),
    noise('王海涛'),
    noise('收到张工，下午三点前把报价单发您'),
    noise('发送'),
  ];
  return { html: page(css, html), lines };
}

// ---- z2: Excel for Windows, gridlines hidden ----

function excelWindow(): Picture {
  const rows = [
    r(['1', '电力电缆', 'YJV', '4×240+1×120', '米', '860', ''], it('YJV', '4*240+1*120', 860)),
    r(['2', '电力电缆', 'YJV', '3×95+2×50', '米', '1,450', ''], it('YJV', '3*95+2*50', 1450)),
    r(['3', '电力电缆', 'YJV', '5芯10平方', '米', '720', '配电箱进线'], it('YJV', '5*10', 720)),
    r(
      ['4', '铠装电缆', 'YJV22-0.6/1kV', '4×120+1×70', '米', '330', '过路段'],
      it('YJV22', '4*120+1*70', 330, '0.6/1kV'),
    ),
    r(['5', '铝芯电缆', 'YJLV', '3×240+1×120', '米', '2,600', ''], it('YJLV', '3*240+1*120', 2600)),
    r(['6', '架空绝缘线', 'JKLYJ-1kV', '1×95', '米', '3,200', ''], it('JKLYJ', '1*95', 3200, '1kV')),
    r(['7', '阻燃电缆', 'ZR-YJV', '4×16', '米', '540', ''], it('ZR-YJV', '4*16', 540)),
    r(['8', '控制电缆', 'KVV', '4×1.5', '米', '900', '路灯控制'], it('KVV', '4*1.5', 900)),
    r(['9', '电线', 'BV', '2.5平方', '卷', '30', '100米/卷'], it('BV', '1*2.5', 3000)),
    r(['10', '软电线', 'BVR', '16平方', '米', '180', ''], it('BVR', '1*16', 180)),
    r(['11', '电缆终端头', '户内热缩', '4芯', '套', '24', ''], notSold('cable terminations, not a cable')),
    r(['12', '电力电缆', 'VV', '4×50+1×25', '米', '待定', '视现场'], ask('quantity 待定')),
  ];
  const t = table(['序号', '名称', '型号', '规格', '单位', '数量', '备注'], rows, 'grid', 'cllllrl', (i) =>
    String(i + 5),
  );
  const css = `body{font-family:'Noto Sans CJK SC','DejaVu Sans',sans-serif;font-size:14px;color:#222}
  .xl{width:1280px;border:1px solid #217346}
  .title{background:#217346;color:#fff;height:32px;padding:6px 12px;font-size:13px;display:flex;justify-content:space-between}
  .tabs{background:#217346;color:#fff;padding:0 10px;height:30px;display:flex;gap:22px;font-size:13px;align-items:center}
  .tabs .on{background:#f3f3f3;color:#217346;padding:6px 12px}
  .ribbon{background:#f3f3f3;height:74px;border-bottom:1px solid #d4d4d4}
  .fx{display:flex;height:26px;border-bottom:1px solid #d4d4d4;font-size:13px;align-items:center}
  .fx .nb{width:90px;border-right:1px solid #d4d4d4;padding-left:6px}.fx .f{padding-left:10px}
  .cols{display:flex;background:#f0f0f0;border-bottom:1px solid #ccc;font-size:12px;color:#444;height:20px;align-items:center}
  .cols div{text-align:center;border-right:1px solid #d8d8d8}
  .sheet{display:flex}.rns{width:36px;background:#f0f0f0;font-size:12px;color:#444}
  .sheet table{border-collapse:collapse}
  .sheet td,.sheet th{height:26px;padding:0 6px;white-space:nowrap}
  table.grid{border-collapse:collapse;margin-left:0}
  table.grid td,table.grid th{border:1px solid #000;height:26px;padding:0 6px}
  table.grid th{font-weight:bold;background:#d9e1f2}
  td.rn{background:#f0f0f0;border:none!important;border-right:1px solid #ccc!important;color:#444;font-size:12px;text-align:center;width:36px;padding:0!important}
  .plain td{height:26px}
  .tt{font-size:18px;font-weight:bold;text-align:center}
  .status{background:#f3f3f3;border-top:1px solid #d4d4d4;height:26px;font-size:12px;padding:4px 10px;display:flex;justify-content:space-between}
  .sheettab{background:#fff;height:28px;border-top:1px solid #d4d4d4;font-size:13px;padding:4px 50px}
  .sheettab span{border-bottom:2px solid #217346;padding:2px 14px;color:#217346}`;
  const w = [36, 50, 110, 150, 150, 60, 80, 120];
  const cols = ['', 'A', 'B', 'C', 'D', 'E', 'F', 'G']
    .map((c, i) => `<div style="width:${w[i]}px">${c}</div>`)
    .join('');
  const colgroup = `<colgroup>${w.map((x) => `<col style="width:${x}px">`).join('')}</colgroup>`;
  const rn = (n: number) => `<td class="rn">${n}</td>`;
  const title = '合肥滨湖科学城配套道路照明及配电工程电缆询价表';
  const html = `<div class="xl"><div class="title"><span>自动保存 ● 关　💾　↶</span><span>电缆询价表.xlsx - Excel</span><span>—　☐　✕</span></div>
  <div class="tabs"><span>文件</span><span class="on">开始</span><span>插入</span><span>页面布局</span><span>公式</span><span>数据</span><span>审阅</span><span>视图</span><span>帮助</span></div>
  <div class="ribbon"></div>
  <div class="fx"><div class="nb">G16</div><div class="f">fx</div></div>
  <div class="cols">${cols}</div>
  <table class="grid" style="border-collapse:collapse">${colgroup}
   <tr class="plain">${rn(1)}<td colspan="7" class="tt" style="border:none">${title}</td></tr>
   <tr class="plain">${rn(2)}<td colspan="4" style="border:none">询价单位：安徽省宏源电力工程有限公司</td><td colspan="3" style="border:none;text-align:right">日期：2025/11/03</td></tr>
   <tr class="plain">${rn(3)}<td colspan="7" style="border:none"></td></tr>
   ${t.html.replace(/^<table class="grid">/, '').replace(/<\/table>$/, '')}
   <tr class="plain">${rn(17)}<td colspan="7" style="border:none">备注：1. 报价含13%增值税及运费；2. 电缆须为国标足方足米，附检测报告。</td></tr>
   <tr class="plain">${rn(18)}<td colspan="7" style="border:none">联系人：陈工　13905512876</td></tr>
   <tr class="plain">${rn(19)}<td colspan="7" style="border:none"></td></tr>
  </table>
  <div class="sheettab"><span>Sheet1</span>　　⊕</div>
  <div class="status"><span>就绪　　辅助功能: 一切就绪</span><span>▦　▣　▤　— ━━━━ +　100%</span></div></div>`;
  const lines: Line[] = [
    noise('自动保存 ● 关 | 电缆询价表.xlsx - Excel'),
    noise('文件 | 开始 | 插入 | 页面布局 | 公式 | 数据 | 审阅 | 视图 | 帮助'),
    noise('G16 | fx'),
    noise('A | B | C | D | E | F | G'),
    noise(`1 | ${title}`),
    noise('2 | 询价单位：安徽省宏源电力工程有限公司 | 日期：2025/11/03'),
    noise('3'),
    ...t.lines,
    noise('17 | 备注：1. 报价含13%增值税及运费；2. 电缆须为国标足方足米，附检测报告。'),
    noise('18 | 联系人：陈工　13905512876'),
    noise('19'),
    noise('Sheet1'),
    noise('就绪 | 辅助功能: 一切就绪 | 100%'),
  ];
  return { html: page(css, html), lines };
}

// ---- z3: a procurement portal's 询价明细 ----

function portal(): Picture {
  const at = '2号线仓库';
  const rows = [
    r(
      ['1', '低烟无卤电缆', 'WDZ-YJY 4×95+1×50', '0.6/1kV', 'km', '1.2', at],
      it('WDZ-YJY', '4*95+1*50', 1200, '0.6/1kV'),
    ),
    r(['2', '低烟无卤电缆', 'WDZ-YJY 5×6', '0.6/1kV', 'km', '0.85', at], it('WDZ-YJY', '5*6', 850, '0.6/1kV')),
    r(['3', '耐火电缆', 'NH-YJV 4×70+1×35', '0.6/1kV', 'm', '640', at], it('NH-YJV', '4*70+1*35', 640, '0.6/1kV')),
    r(['4', '耐火电缆', 'NH-YJV 5×2.5', '0.6/1kV', 'm', '1,800', at], it('NH-YJV', '5*2.5', 1800, '0.6/1kV')),
    r(['5', '中压电缆', 'YJV 3×240', '8.7/15kV', 'm', '2,350', at], it('YJV', '3*240', 2350, '8.7/15kV')),
    r(['6', '中压电缆', 'YJV22 3×150', '8.7/15kV', 'm', '780', at], it('YJV22', '3*150', 780, '8.7/15kV')),
    r(['7', '阻燃电缆', 'ZC-YJV 3×185+2×95', '0.6/1kV', 'm', '1,020', at], it('ZC-YJV', '3*185+2*95', 1020, '0.6/1kV')),
    r(['8', '控制电缆', 'KVV 14×1.0', '450/750V', 'm', '1,500', at], it('KVV', '14*1', 1500, '450/750V')),
    r(['9', '软电缆', 'RVV 3×0.75', '300/500V', 'm', '2,000', at], it('RVV', '3*0.75', 2000, '300/500V')),
    r(['10', '屏蔽控制电缆', 'KVVP 10×1.0', '450/750V', 'm', '600', at], notSold('KVVP is not in the catalogue')),
    r(['11', '电力电缆', 'VV 3×35+1×16', '0.6/1kV', 'm', '420', at], it('VV', '3*35+1*16', 420, '0.6/1kV')),
    r(['12', '电缆桥架', '300×150 防火槽式', '—', 'm', '210', at], notSold('cable tray, not a cable')),
  ];
  const t = table(
    ['序号', '物资名称', '规格型号', '电压等级', '计量单位', '采购数量', '交货地点'],
    rows,
    'g',
    'clllcrl',
  );
  const css = `body{font-family:${SANS};font-size:14px;color:#333;background:#f0f2f5}
  #shot{width:1366px;background:#f0f2f5}
  .nav{background:#0b4a8b;color:#fff;height:56px;display:flex;align-items:center;padding:0 28px;gap:34px}
  .nav b{font-size:19px;margin-right:40px}.nav .u{margin-left:auto;font-size:13px}
  .crumb{padding:12px 28px;color:#666;font-size:13px}
  .card{background:#fff;margin:0 28px 16px;padding:18px 24px;border-radius:4px}
  h2{font-size:18px;margin:0 0 14px}
  .kv{display:grid;grid-template-columns:1fr 1fr 1fr;row-gap:10px;font-size:13px}.kv span{color:#888}
  .sec{font-size:15px;font-weight:bold;border-left:4px solid #0b4a8b;padding-left:8px;margin-bottom:12px}
  table.g{width:100%;border-collapse:collapse;font-size:13px}
  table.g th{background:#eef3fa;color:#333;font-weight:bold;padding:9px 10px;border-bottom:1px solid #d9e1ec}
  table.g td{padding:9px 10px;border-bottom:1px solid #edf0f4}
  table.g tr:nth-child(odd) td{background:#fafbfc}
  .foot{display:flex;justify-content:space-between;font-size:13px;color:#666;margin-top:12px}
  .btns{text-align:center;padding:6px 0 22px}.btns span{display:inline-block;padding:7px 26px;margin:0 8px;border:1px solid #0b4a8b;color:#0b4a8b;border-radius:3px}
  .btns .p{background:#0b4a8b;color:#fff}`;
  const html = `<div class="nav"><b>皖江建设集团电子采购平台</b><span>首页</span><span>采购公告</span><span>询价管理</span><span>供应商中心</span><span>帮助</span><span class="u">欢迎您，供应商用户</span></div>
  <div class="crumb">当前位置：询价管理 &gt; 询价单详情</div>
  <div class="card"><h2>芜湖轨道交通2号线二期车站机电安装工程电缆采购询价</h2>
   <div class="kv"><div><span>询价编号：</span>XJ20251104-0087</div><div><span>发布时间：</span>2025-11-04 09:30</div><div><span>报价截止：</span>2025-11-10 17:00</div>
   <div><span>采购单位：</span>中铁四局机电公司</div><div><span>联系人：</span>周工 0553-5812690</div><div><span>付款方式：</span>货到验收后90天</div></div></div>
  <div class="card"><div class="sec">询价明细</div>${t.html}
   <div class="foot"><span>共 12 条记录</span><span>‹　1　›　　20条/页 ▾</span></div></div>
  <div class="btns"><span>下载清单</span><span class="p">我要报价</span><span>返回</span></div>`;
  const lines: Line[] = [
    noise('皖江建设集团电子采购平台 | 首页 | 采购公告 | 询价管理 | 供应商中心 | 帮助 | 欢迎您，供应商用户'),
    noise('当前位置：询价管理 > 询价单详情'),
    noise('芜湖轨道交通2号线二期车站机电安装工程电缆采购询价'),
    noise('询价编号：XJ20251104-0087 | 发布时间：2025-11-04 09:30 | 报价截止：2025-11-10 17:00'),
    noise('采购单位：中铁四局机电公司 | 联系人：周工 0553-5812690 | 付款方式：货到验收后90天'),
    noise('询价明细'),
    ...t.lines,
    noise('共 12 条记录 | ‹ 1 › 20条/页 ▾'),
    noise('下载清单 | 我要报价 | 返回'),
  ];
  return { html: page(css, html), lines };
}

// ---- printed pages for the photos ----

const PRINT = `body{font-family:${SERIF};color:#111}
  #shot{width:794px;padding:56px 60px;background:#fff}
  h1{text-align:center;font-size:26px;margin:0 0 16px;letter-spacing:4px}
  .l{font-size:14px;margin:6px 0;display:flex;justify-content:space-between}
  table.p{width:100%;border-collapse:collapse;font-size:14px;margin:12px 0}
  table.p th,table.p td{border:1px solid #222;padding:7px 6px}
  table.p th{font-weight:bold}
  .n{font-size:13.5px;margin:5px 0}`;

function printedInquiry(): Picture {
  const note = '每卷100米';
  const rows = [
    r(['1', '电力电缆', 'YJV-0.6/1kV-4*70+1*35', 'm', '450', ''], it('YJV', '4*70+1*35', 450, '0.6/1kV')),
    r(['2', '电力电缆', 'YJV-0.6/1kV-4*25+1*16', 'm', '１２８０', ''], it('YJV', '4*25+1*16', 1280, '0.6/1kV')),
    r(['3', '电力电缆', 'YJV-0.6/1kV-3*16+1*10', 'm', '960', ''], it('YJV', '3*16+1*10', 960, '0.6/1kV')),
    r(['4', '阻燃电缆', 'ZR-YJV-0.6/1kV-5*25', 'm', '380', '强电井'], it('ZR-YJV', '5*25', 380, '0.6/1kV')),
    r(['5', '耐火电缆', 'NH-YJV-0.6/1kV-4*10', 'm', '520', '应急照明'], it('NH-YJV', '4*10', 520, '0.6/1kV')),
    r(['6', '电线', 'BV-450/750V-1*1.5', '卷', '60', note], it('BV', '1*1.5', 6000, '450/750V')),
    r(['7', '电线', 'BV-450/750V-1*4', '卷', '45', note], it('BV', '1*4', 4500, '450/750V')),
    r(['8', '软电线', 'BVR-450/750V-1*25', 'm', '300', '接地跨接'], it('BVR', '1*25', 300, '450/750V')),
    r(['9', '护套线', 'RVV-300/500V-2*1.5', '卷', '20', note], it('RVV', '2*1.5', 2000, '300/500V')),
    r(['10', '控制电缆', 'KVV-450/750V-19*1.5', 'm', '240', ''], it('KVV', '19*1.5', 240, '450/750V')),
    r(['11', '信号线', 'RVVP-300/500V-4*1.0', 'm', '500', '门禁'], notSold('RVVP is not in the catalogue')),
  ];
  const t = table(['序号', '品名', '型号规格', '单位', '数量', '备注'], rows, 'p', 'cllcrl');
  const html = `<h1>电缆采购询价单</h1>
  <div class="l"><span>询价方：马鞍山市金鼎建筑安装有限公司</span><span>日期：2025年11月5日</span></div>
  <div class="l"><span>工程名称：马鞍山经开区人才公寓7#~9#楼</span></div>${t.html}
  <div class="n">说明：1、请报含税到工地价格，注明品牌及交货期；</div>
  <div class="n">2、报价有效期30天，请于11月8日前回复。</div>
  <div class="l" style="margin-top:26px"><span>询价人：李建国</span><span>电话：13855502364</span></div>`;
  return {
    html: page(PRINT, html),
    lines: [
      noise('电缆采购询价单'),
      noise('询价方：马鞍山市金鼎建筑安装有限公司 | 日期：2025年11月5日'),
      noise('工程名称：马鞍山经开区人才公寓7#~9#楼'),
      ...t.lines,
      noise('说明：1、请报含税到工地价格，注明品牌及交货期；'),
      noise('2、报价有效期30天，请于11月8日前回复。'),
      noise('询价人：李建国 | 电话：13855502364'),
    ],
  };
}

function steepPlan(): Picture {
  const rows = [
    r(['1', '电缆', 'YJV 1×240', '米', '360'], it('YJV', '1*240', 360)),
    r(['2', '电缆', 'YJV 1×185', '米', '240'], it('YJV', '1*185', 240)),
    r(['3', '电缆', 'YJV 4×150+1×70', '米', '610'], it('YJV', '4*150+1*70', 610)),
    r(['4', '电缆', 'YJV 3×50+1×25', '米', '880'], it('YJV', '3*50+1*25', 880)),
    r(['5', '电缆', 'YJV 4×6', '米', '1,050'], it('YJV', '4*6', 1050)),
    r(['6', '铠装电缆', 'YJV22 3×70+1×35', '米', '275'], it('YJV22', '3*70+1*35', 275)),
    r(['7', '铠装电缆', 'VV22 4×25+1×16', '米', '190'], it('VV22', '4*25+1*16', 190)),
    r(['8', '铝芯电缆', 'VLV 3×120+1×70', '米', '500'], it('VLV', '3*120+1*70', 500)),
    r(['9', '电线', 'BV 6mm²', '米', '2000'], it('BV', '1*6', 2000)),
    r(['10', '电线', 'BV 1×16', '米', '800'], it('BV', '1*16', 800)),
    r(['11', '控制电缆', 'KVV 5×2.5', '米', '420'], it('KVV', '5*2.5', 420)),
    r(['12', '架空线', 'JKLYJ-10kV 1×240', '千米', '1.8'], it('JKLYJ', '1*240', 1800, '10kV')),
  ];
  const t = table(['序号', '材料名称', '规格型号', '单位', '数量'], rows, 'p', 'cllcr');
  const css = `${PRINT} body{font-family:${SANS}} table.p{font-size:16px} table.p td,table.p th{padding:9px 8px}`;
  const html = `<h1>宣城二中新校区项目部材料需求计划（电气）</h1>
  <div class="l"><span>需用部位：教学楼A、B栋</span><span>计划编号：XC-DQ-011</span></div>${t.html}
  <div class="l" style="margin-top:22px"><span>编制：王磊</span><span>审核：</span><span>日期：11.06</span></div>`;
  return {
    html: page(css, html),
    lines: [
      noise('宣城二中新校区项目部材料需求计划（电气）'),
      noise('需用部位：教学楼A、B栋 | 计划编号：XC-DQ-011'),
      ...t.lines,
      noise('编制：王磊 | 审核： | 日期：11.06'),
    ],
  };
}

function monitorSheet(): Picture {
  const rows = [
    r(['电力电缆', 'YJV', '4×50+1×25', '0.6/1kV', 'm', '1,600', ''], it('YJV', '4*50+1*25', 1600, '0.6/1kV')),
    r(['电力电缆', 'YJV', '3×120+2×70', '0.6/1kV', 'm', '420', ''], it('YJV', '3*120+2*70', 420, '0.6/1kV')),
    r(['电力电缆', 'YJV', '3×2.5', '0.6/1kV', 'm', '300', '插座回路'], it('YJV', '3*2.5', 300, '0.6/1kV')),
    r(['中压电缆', 'YJV', '1×300', '8.7/15kV', 'm', '180', '单芯'], it('YJV', '1*300', 180, '8.7/15kV')),
    r(['中压电缆', 'YJV22', '3×95', '8.7/15kV', 'm', '1,350', ''], it('YJV22', '3*95', 1350, '8.7/15kV')),
    r(['阻燃电缆', 'ZR-YJV', '4×35+1×16', '0.6/1kV', 'm', '710', ''], it('ZR-YJV', '4*35+1*16', 710, '0.6/1kV')),
    r(['阻燃电缆', 'ZC-YJV', '4×4', '0.6/1kV', 'm', '260', ''], it('ZC-YJV', '4*4', 260, '0.6/1kV')),
    r(['无卤电缆', 'WDZ-YJY', '5×4', '0.6/1kV', 'm', '930', ''], it('WDZ-YJY', '5*4', 930, '0.6/1kV')),
    r(['软电线', 'BVR', '4mm²', '450/750V', '盘', '12', '每盘100m'], it('BVR', '1*4', 1200, '450/750V')),
    r(['控制电缆', 'KVV', '24×1.0', '450/750V', 'm', '150', ''], it('KVV', '24*1', 150, '450/750V')),
    r(['铝芯电缆', 'YJLV', '4×95+1×50', '0.6/1kV', 'km', '2.4', ''], it('YJLV', '4*95+1*50', 2400, '0.6/1kV')),
    r(['光缆', 'GYTA', '12芯', '', 'm', '800', '弱电'], notSold('optical fibre cable, not sold')),
  ];
  const t = table(['名称', '型号', '规格', '电压', '单位', '数量', '备注'], rows, 'ms', 'lllllrl', (i) =>
    String(i + 4),
  );
  const css = `body{font-family:${YAHEI};font-size:15px;color:#111}
  #shot{width:1280px;background:#fff}
  .bar{background:#f5f5f5;height:64px;border-bottom:1px solid #ccc;font-size:13px;padding:8px 14px;color:#333}
  .cols{display:flex;background:#eee;font-size:12px;color:#555;height:22px;align-items:center;border-bottom:1px solid #ccc}
  .cols div{text-align:center;border-right:1px solid #ccc}
  table.ms{border-collapse:collapse}
  table.ms td,table.ms th{border:1px solid #d0d0d0;height:30px;padding:0 8px;white-space:nowrap}
  table.ms th{font-weight:bold}
  td.rn{background:#eee;color:#555;font-size:12px;text-align:center;padding:0!important}
  .tt td{border:1px solid #d0d0d0;height:30px;padding:0 8px}`;
  const w = [40, 110, 100, 130, 100, 60, 90, 110];
  const cols = ['', 'A', 'B', 'C', 'D', 'E', 'F', 'G']
    .map((c, i) => `<div style="width:${w[i]}px">${c}</div>`)
    .join('');
  const colgroup = `<colgroup>${w.map((x) => `<col style="width:${x}px">`).join('')}</colgroup>`;
  const title = '8#厂房电缆需求（第二批）';
  const body = t.html.replace(/^<table class="ms">/, '').replace(/<\/table>$/, '');
  const html = `<div class="bar">询价-8#厂房.xlsx　　　　开始　插入　页面布局　公式　数据</div><div class="cols">${cols}</div>
  <table class="ms">${colgroup}<tr class="tt"><td class="rn">1</td><td colspan="7" style="font-weight:bold;font-size:17px">${title}</td></tr>
  <tr class="tt"><td class="rn">2</td><td colspan="7">报价单位请填写单价，含税含运</td></tr>${body}
  <tr class="tt"><td class="rn">16</td><td colspan="7"></td></tr></table>`;
  return {
    html: page(css, html),
    lines: [
      noise('询价-8#厂房.xlsx | 开始 插入 页面布局 公式 数据'),
      noise('A | B | C | D | E | F | G'),
      noise(`1 | ${title}`),
      noise('2 | 报价单位请填写单价，含税含运'),
      ...t.lines,
      noise('16'),
    ],
  };
}

function faxCopy(): Picture {
  const rows = [
    r(['1', '电力电缆', 'YJV22', '3×240+1×120', '740', ''], it('YJV22', '3*240+1*120', 740)),
    r(['2', '电力电缆', 'YJV22', '4×95+1×50', '1,120', ''], it('YJV22', '4*95+1*50', 1120)),
    r(['3', '电力电缆', 'YJV', '3×185+1×95', '390', ''], it('YJV', '3*185+1*95', 390)),
    r(['4', '电力电缆', 'YJV', '3×10+1×6', '850', ''], it('YJV', '3*10+1*6', 850)),
    r(['5', '电力电缆', 'VV', '5×6', '260', ''], it('VV', '5*6', 260)),
    r(['6', '阻燃电缆', 'ZR-YJV', '3×70+1×35', '540', ''], it('ZR-YJV', '3*70+1*35', 540)),
    r(['7', '耐火电缆', 'NH-YJV', '4×185+1×95', '125', '消防泵'], it('NH-YJV', '4*185+1*95', 125)),
    r(['8', '控制电缆', 'KVV', '10×2.5', '480', ''], it('KVV', '10*2.5', 480)),
    r(['9', '控制电缆', 'KVV', '12×1.5', '330', ''], it('KVV', '12*1.5', 330)),
    r(['10', '护套线', 'RVV', '5×1.5', '600', ''], it('RVV', '5*1.5', 600)),
    r(['11', '电力电缆', 'YJV', '4×35', '若干', '备用'], ask('quantity 若干')),
    r(['12', '镀锌扁钢', '', '40×4', '200', '接地'], notSold('flat steel bar for earthing, not a cable')),
  ];
  const t = table(['序号', '名称', '型号', '规格', '数量(米)', '备注'], rows, 'p', 'cllcrl');
  const css = `${PRINT} body{font-family:${YAHEI}} .fax{font-family:'DejaVu Sans Mono',monospace;font-size:12px;display:flex;justify-content:space-between;margin:-30px 0 26px}`;
  const html = `<div class="fax"><span>2025-11-07 09:42</span><span>FROM: 0551-65287731</span><span>P.01/01</span></div>
  <h1>设备材料表（电缆部分）</h1>
  <div class="l"><span>工程：六安市人民医院门诊楼改造</span><span>图号：电施-03</span></div>${t.html}
  <div class="n">注：电缆长度为估算，以现场实测为准。</div>
  <div class="l" style="margin-top:24px"><span>设计：何平</span><span>校对：吴刚</span><span>审核：</span></div>`;
  return {
    html: page(css, html),
    lines: [
      noise('2025-11-07 09:42 | FROM: 0551-65287731 | P.01/01'),
      noise('设备材料表（电缆部分）'),
      noise('工程：六安市人民医院门诊楼改造 | 图号：电施-03'),
      ...t.lines,
      noise('注：电缆长度为估算，以现场实测为准。'),
      noise('设计：何平 | 校对：吴刚 | 审核：'),
    ],
  };
}

function upsideDown(): Picture {
  const rows = [
    r(['1', '电力电缆', 'YJV 4×185+1×95', '0.6/1kV', '米', '520', ''], it('YJV', '4*185+1*95', 520, '0.6/1kV')),
    r(['2', '电力电缆', 'YJV 3×240+2×120', '0.6/1kV', '米', '310', ''], it('YJV', '3*240+2*120', 310, '0.6/1kV')),
    r(['3', '电力电缆', 'YJV 2×16', '0.6/1kV', '米', '140', ''], it('YJV', '2*16', 140, '0.6/1kV')),
    r(['4', '中压电缆', 'YJV 3×70', '8.7/15kV', '米', '1,900', ''], it('YJV', '3*70', 1900, '8.7/15kV')),
    r(['5', '中压电缆', 'YJV22 3×300', '8.7/15kV', '盘', '2', '每盘500米'], it('YJV22', '3*300', 1000, '8.7/15kV')),
    r(['6', '高压电缆', 'YJV 1×630', '26/35kV', '米', '90', ''], it('YJV', '1*630', 90, '26/35kV')),
    r(['7', '阻燃电缆', 'ZR-YJV 4×120+1×70', '0.6/1kV', '米', '460', ''], it('ZR-YJV', '4*120+1*70', 460, '0.6/1kV')),
    r(
      ['8', '无卤电缆', 'WDZ-YJY 4×240+1×120', '0.6/1kV', '米', '180', ''],
      it('WDZ-YJY', '4*240+1*120', 180, '0.6/1kV'),
    ),
    r(['9', '铝芯电缆', 'YJLV 4×50+1×25', '0.6/1kV', '米', '1,300', ''], it('YJLV', '4*50+1*25', 1300, '0.6/1kV')),
    r(['10', '架空线', 'JKLYJ 1×50', '1kV', '米', '2,000', ''], it('JKLYJ', '1*50', 2000, '1kV')),
    r(['11', '控制电缆', 'KVV 8×2.5', '450/750V', '米', '700', ''], it('KVV', '8*2.5', 700, '450/750V')),
    r(['12', '电缆中间接头', '3×70', '8.7/15kV', '套', '6', ''], notSold('cable joints, not a cable')),
  ];
  const t = table(['序号', '名称', '规格型号', '电压', '单位', '数量', '备注'], rows, 'p', 'cllccrl');
  const html = `<h1>电缆询价清单</h1>
  <div class="l"><span>客户：淮南矿业集团潘集选煤厂</span><span>2025.11.08</span></div>${t.html}
  <div class="n">请报出厂价及到厂价两种，谢谢！</div>
  <div class="l" style="margin-top:24px"><span>经办人：钱伟</span><span>电话：18955487102</span></div>`;
  return {
    html: page(`${PRINT} table.p{font-size:15px}`, html),
    lines: [
      noise('电缆询价清单'),
      noise('客户：淮南矿业集团潘集选煤厂 | 2025.11.08'),
      ...t.lines,
      noise('请报出厂价及到厂价两种，谢谢！'),
      noise('经办人：钱伟 | 电话：18955487102'),
    ],
  };
}

// ---- writing ----

function write(file: string, data: Buffer, layout: string, lines: readonly Line[]): void {
  if (data.length > 1_400_000) throw new Error(`${file} is ${data.length} bytes, over 1.4 MB`);
  writeFileSync(join(DIR, file), data);
  const rows: KeyRow[] = lines.map((line, i) => ({ row: i + 1, text: line.text, truth: line.truth }));
  const key: AnswerKey = { file, kind: 'image', layout, rows };
  writeFileSync(join(DIR, file.replace(/\.(png|jpg)$/, '.key.json')), `${JSON.stringify(key, null, 2)}\n`);
  const items = lines.filter((l) => l.truth.expect === 'item').length;
  console.log(`${file}: ${data.length} bytes, ${lines.length} lines, ${items} items`);
}

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const only = process.argv[2];
    const want = (name: string) => !only || only.split(',').includes(name);

    if (want('z1')) {
      const p = weComChat();
      write(
        'z1-wecom-chat-typed-list.png',
        await render(browser, p.html, 960, 1),
        "clean screenshot at 100 % (960 px wide) of a WeChat Work (企业微信) desktop chat window (Noto Sans CJK SC 14px): a dark icon rail, the chat title 张志强 @中建三局安装工程有限公司, a time stamp, the customer's bubble with a greeting, a typed numbered list 1、…12、 (model, spec written 4*95+1*50, voltage on some lines only, amount: 1,100米, 15卷（每卷100米）, 2卷，每卷100米, 1.5km; a 10kV cold-shrink termination not a cable) and a closing line, the salesperson's blue reply bubble, the input box with 发送",
        p.lines,
      );
    }

    if (want('z2')) {
      const p = excelWindow();
      write(
        'z2-excel-win-no-gridlines.png',
        await render(browser, p.html, 1280, 1),
        'clean screenshot at 100 % (1280 px wide) of Excel for Windows (Noto Sans CJK SC 14px) with gridlines hidden: green title bar, ribbon tabs, name box G16 and fx, column letters A–G, row numbers, a merged bold title row, a buyer / date row, a blank row, a bordered 序号 / 名称 / 型号 / 规格 / 单位 / 数量 / 备注 table with a blue header (model and spec apart, voltage only in YJV22-0.6/1kV and JKLYJ-1kV, 3×95+2×50, 5芯10平方, 2.5平方 in 卷 with 100米/卷, 1,450-style figures, a heat-shrink termination not a cable, a 待定 quantity), two note lines under the table, Sheet1 tab and the status bar at 100%',
        p.lines,
      );
    }

    if (want('z3')) {
      const p = portal();
      write(
        'z3-portal-inquiry-detail.png',
        await render(browser, p.html, 1366, 1),
        'clean screenshot at 100 % (1366 px wide) of a procurement portal (皖江建设集团电子采购平台, Liberation Sans + Noto Sans CJK SC 13–14px) 询价单详情 page: a dark blue top navigation, breadcrumb, the inquiry title, six label / value fields in three columns, a 询价明细 grid with light rules and striped rows (序号 / 物资名称 / 规格型号 / 电压等级 / 计量单位 / 采购数量 / 交货地点; km 1.2 and 0.85, m with 1,800-style figures, 3×185+2×95, KVVP and a fire-rated cable tray not sold), 共 12 条记录 and the pager, three buttons',
        p.lines,
      );
    }

    if (want('z4')) {
      const p = printedInquiry();
      const printed = await render(browser, p.html, 794, 2.4);
      write(
        'z4-photo-desk-window-light.jpg',
        await photograph(printed, {
          width: 1800,
          height: 2400,
          corners: placed(915, 1210, 1540, 2150, 1.2, 0.955),
          around: surface([118, 112, 104], 80),
          light: product(
            lamp(-300, 700, 2500, 0.42),
            (x, y) =>
              1 -
              0.2 *
                Math.max(0, Math.min(1, (x - 1150 + (y - 1700) * 0.6) / 180)) *
                Math.max(0, Math.min(1, (y - 1500) / 200)),
          ),
          paper: [244, 242, 235],
          blur: 1,
          grain: 6,
          seed: 604,
          quality: 76,
        }),
        'phone photo (1800 × 2400, JPEG q76) of a printed 电缆采购询价单 (Liberation Serif + Noto Serif CJK SC 14px) on a dark desk, light from a window on the left falling off strongly towards the right edge (uneven) and a soft shadow (of the phone) over the bottom right, turned 1.2°, mild keystone (the top edge 0.955 of the bottom), one blur pass, grain; 序号 / 品名 / 型号规格 / 单位 / 数量 / 备注 with model, voltage and spec in one cell (YJV-0.6/1kV-4*70+1*35), a full-width １２８０, 卷 with 每卷100米 in 备注 three times, RVVP (not sold), 说明 lines and the 询价人 line',
        p.lines,
      );
    }

    if (want('z5')) {
      const p = steepPlan();
      const printed = await render(browser, p.html, 794, 2.6);
      write(
        'z5-photo-steep-angle.jpg',
        await photograph(printed, {
          width: 1800,
          height: 2400,
          corners: [
            [455, 470],
            [1345, 485],
            [1745, 2290],
            [60, 2270],
          ],
          around: surface([170, 160, 146], 60, 3),
          light: lamp(900, 1700, 2400, 0.72),
          paper: [240, 238, 232],
          blur: 1,
          grain: 6,
          seed: 605,
          quality: 74,
        }),
        'phone photo (1800 × 2400, JPEG q74) of a printed 材料需求计划（电气） (Liberation Sans + Noto Sans CJK SC 16px) on a light table, shot at a steep angle from the bottom edge: strong perspective, the top edge about 0.53 of the bottom and the far rows foreshortened (small and flat), light falling off towards the top; 序号 / 材料名称 / 规格型号 / 单位 / 数量 with no voltages except JKLYJ-10kV, 1×240 and 1×185 singles, 1,050, BV 6mm², 1.8 千米, the 编制 / 审核 / 日期 line',
        p.lines,
      );
    }

    if (want('z6')) {
      const p = monitorSheet();
      const screen = await render(browser, p.html, 1280, 1);
      write(
        'z6-photo-monitor-moire.jpg',
        await photograph(screen, {
          width: 2400,
          height: 1700,
          corners: [
            [170, 190],
            [2230, 140],
            [2275, 1560],
            [140, 1510],
          ],
          around: (x, y, u, v, dice) =>
            u > -0.02 && u < 1.02 && v > -0.03 && v < 1.05
              ? [22, 22, 25]
              : surface([60, 58, 56], 140)(x, y, u, v, dice),
          light: lamp(1200, 850, 2100, 0.84),
          glare: (x, y) => 0.18 * gauss(Math.hypot(x - 700, y - 420), 200),
          paper: [232, 238, 250],
          screen: { dim: 0.78, gap: 0.1 },
          blur: 1,
          grain: 6,
          seed: 606,
          quality: 72,
        }),
        'phone photo (2400 × 1700, JPEG q72) of a desktop monitor showing a spreadsheet (Noto Sans CJK SC 15px at 100 %, about 24 px high in the photo): a plain toolbar line with the file name, column letters, row numbers, a merged title and a note row, 名称 / 型号 / 规格 / 电压 / 单位 / 数量 / 备注 apart (1,600, 3×120+2×70, 1×300 8.7/15kV, BVR 4mm² in 盘 with 每盘100m, km 2.4, a fibre cable not sold); slight keystone, the black bezel and a dark desk, moiré from the sub-pixel stripes, cool cast, a glare spot upper left',
        p.lines,
      );
    }

    if (want('z7')) {
      const p = faxCopy();
      const printed = await render(browser, p.html, 794, 2.2);
      write(
        'z7-photo-grey-fax-copy.jpg',
        await photograph(printed, {
          width: 1700,
          height: 2350,
          corners: placed(850, 1175, 1640, 2290, -0.7),
          around: surface([150, 150, 150], 90),
          light: lamp(850, 1100, 2000, 0.9),
          paper: [214, 214, 212],
          fade: { by: 0.42, to: 200 },
          speckle: 0.0025,
          blur: 2,
          grain: 12,
          seed: 607,
          quality: 64,
        }),
        'phone photo (1700 × 2350, JPEG q64) of a grey fax / photocopy of a 设备材料表（电缆部分） (Noto Sans CJK SC 14px), filling the frame, turned 0.7°: washed out (black toner pulled to mid grey on grey paper, low contrast), two blur passes, heavy grain and dark copier specks; a fax header line with FROM and P.01/01, 序号 / 名称 / 型号 / 规格 / 数量(米) / 备注 (the unit only in the header), no voltages, 1,120, 若干, a galvanised flat steel bar (not a cable), a 注 line and the 设计 / 校对 / 审核 line',
        p.lines,
      );
    }

    if (want('z8')) {
      const p = upsideDown();
      const printed = await render(browser, p.html, 794, 2.4);
      write(
        'z8-photo-upside-down-q58.jpg',
        await photograph(printed, {
          width: 1800,
          height: 2400,
          corners: placed(905, 1200, 1560, 2180, 2.2, 0.97),
          around: surface([196, 186, 170], 50, 4),
          light: lamp(700, 800, 2500, 0.75),
          paper: [246, 246, 242],
          blur: 1,
          grain: 7,
          seed: 608,
          quality: 58,
          turn: 2,
        }),
        'phone photo (1800 × 2400, JPEG q58) of a printed 电缆询价清单 (Liberation Serif + Noto Serif CJK SC 15px) on a beige table, saved upside down (the JPEG turned 180°, text reading from the bottom right), the page skewed 2.2° and a little keystoned, light falling off to one corner, grain and strong JPEG blocking; 序号 / 名称 / 规格型号 / 电压 / 单位 / 数量 / 备注, 盘 with 每盘500米, 26/35kV 1×630, JKLYJ 1kV, a medium-voltage joint (not a cable)',
        p.lines,
      );
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
