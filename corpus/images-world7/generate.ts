/**
 * `npx tsx corpus/images-world7/generate.ts [w1,w2,…]`: the seventh "world" picture holdout, written by an outside
 * reviewer WITHOUT reading the recogniser or the parser (apps/mock-server/src, contracts/src, apps/web, docs/, scripts/
 * and git history were not opened, and no OCR was run). Only world6's generator was read for its structure, the shared
 * camera (corpus/inquiries/photograph.ts) and the key types (corpus/inquiries/world.ts) were imported, three world6 keys
 * were read for their format, and every cable was checked against apps/mock-server/fixtures/catalogue.ts.
 * `npm run accuracy -- --images images-world7` scores it.
 *
 * Three screenshots and five phone photos, every page real HTML rendered by headless Chromium, each with its own
 * rows (no picture repeats another's table), none of the forms world6 used:
 * - w1: a phone WeChat chat in DARK MODE (1080 × 2340, portrait): the customer's typed numbered list in one grey
 *   bubble (4x35+1x16 with a letter x, 3*120+1*70, full-width ６５０米, 2.2km, 8卷（100米/卷）, 5卷 每卷100米, 1.2千米,
 *   a 长度待定 line to ask about, a cable tray not sold), the salesperson's green reply;
 * - w2: WPS Office spreadsheet on a Mac at Retina 2x: macOS title bar, WPS tabs and ribbon, light grey gridlines,
 *   rows 1–2 frozen (the darker freeze line), a filter button in every header cell, 电压等级 in its own column,
 *   km 1.35 / 0.9, 卷 with 100米/卷, one row offering two specs 二选一 (ask), JDG conduit (not sold), empty rows;
 * - w3: a DingTalk (钉钉) 审批详情 page on a phone (1080 × 2340): the applicant's card, label-above-value fields and a
 *   采购明细 multi-line text field, one line per cable written 1）… with a Chinese comma before the amount (1.6km,
 *   三相共360米, 30卷（每卷100米）, 0.45/0.75kV, 2盘 with no drum length: ask), network cable (not sold);
 * - w4: a printed 询价单 photographed on a desk, blue pen ticks in the left margin of ten rows, one row struck through
 *   by pen with 取消 written beside it (cancelled: ask), copper lugs (not sold);
 * - w5: a 询价函 folded in thirds and opened again: two creases (a ridge and a valley, each panel lit differently) and
 *   the soft shadow of the photographer across the lower half; 电压 in its own column, 1×300 26/35kV, km 1.8, 盘 with
 *   每盘100米, ZR-RVS twisted pair (not sold);
 * - w6: a 电缆需用计划表 held in the hand: the page bends at the right edge, the thumb lies over the 数量 cell of row 6
 *   (only "1," of that amount shows: ask, never guess), a copper busbar (not sold);
 * - w7: the yellow third copy of a carbon-copy 询价单 三联单 (pre-printed red rules, handwritten in 楷体 through the carbon:
 *   faint, fuzzy blue-violet), photographed with the phone sideways so the JPEG is turned a quarter turn clockwise;
 *   卷 with 100米/卷 and a 同上 under it, circuit breakers (not sold);
 * - w8: a small-text 材料清单 photographed and forwarded through WeChat several times: downscaled to 900 px wide and
 *   recompressed three times (last q50); 数量见图纸 (ask), a steel conduit (not sold).
 *
 * Rows are the lines of the picture in reading order (everything at one height is one line), cells joined by " | ",
 * empty cells left out, pen marks (ticks, strokes) not text. Every key line is written from what the picture shows and
 * what a cable salesperson reads there, never from what a recogniser reads; the voltage is keyed only where the
 * customer wrote one; cables the catalogue does not sell are keyed `unknown`, rows a salesperson would ask about
 * `review`. Judgement calls: the struck-through row of w4 keeps its printed text plus the 取消 beside it; the covered
 * row of w6 is keyed with the text that shows ("… | 米 | 1,"); w7's 同上 under 100米/卷 is read as 100 m a roll (an
 * item, 800 m); w3's 三相共360米 for a single-core 1×400 is 360 m in all; 0.45/0.75kV is the catalogue's 450/750V.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { type Browser, chromium } from 'playwright-core';
import { gauss, lamp, photograph, placed, product, type Rgb, surface } from '../inquiries/photograph';
import { type AnswerKey, Dice, type Expectation, type KeyRow } from '../inquiries/world';

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

interface TableOptions {
  /** A sheet's row number before each row (-1 for the header). */
  prefix?: (i: number) => string;
  /** Extra HTML inside each header cell (a filter button). */
  headExtra?: string;
  /** Attributes on a body row's <tr>. */
  rowAttr?: (i: number) => string;
  /** Attributes on a body cell. */
  cellAttr?: (row: number, cell: number) => string;
}

/** A bordered table: header then rows, each row one line of the key. */
function table(header: string[], rows: Row[], cls: string, align: string, o: TableOptions = {}): Picture {
  const al = (i: number) => ({ l: 'left', c: 'center', r: 'right' })[align[i] ?? 'l'];
  const pre = (i: number) => (o.prefix ? `<td class="rn">${esc(o.prefix(i))}</td>` : '');
  const head = `<tr class="th">${pre(-1)}${header.map((h, i) => `<th style="text-align:${al(i)}">${esc(h)}${o.headExtra ?? ''}</th>`).join('')}</tr>`;
  const body = rows
    .map(
      (row, ri) =>
        `<tr ${o.rowAttr?.(ri) ?? ''}>${pre(ri)}${row.cells.map((c, i) => `<td style="text-align:${al(i)}" ${o.cellAttr?.(ri, i) ?? ''}>${esc(c)}</td>`).join('')}</tr>`,
    )
    .join('');
  const p = (i: number) => (o.prefix ? [o.prefix(i)] : []);
  return {
    html: `<table class="${cls}">${head}${body}</table>`,
    lines: [
      noise(cellsOf(...p(-1), ...header)),
      ...rows.map((row, ri) => ({ text: cellsOf(...p(ri), ...row.cells), truth: row.truth })),
    ],
  };
}

const page = (css: string, body: string, script = '') =>
  `<!doctype html><html><head><meta charset="utf-8"><style>*{box-sizing:border-box}html,body{margin:0;padding:0;background:#fff}${css}</style></head><body><div id="shot">${body}</div>${script ? `<script>${script}</script>` : ''}</body></html>`;

/** Where marked elements (data-mark) lie on the rendered page, as fractions of its width and height. */
type Marks = Record<string, { u0: number; v0: number; u1: number; v1: number }>;

async function render(
  browser: Browser,
  html: string,
  width: number,
  scale: number,
  height = 800,
): Promise<{ png: Buffer; marks: Marks }> {
  const tab = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: scale });
  try {
    await tab.setContent(html, { waitUntil: 'load' });
    await tab.evaluate(() => document.fonts.ready.then(() => undefined));
    const { marks, overflow } = await tab.evaluate(() => {
      const shot = document.getElementById('shot')!.getBoundingClientRect();
      const out: Record<string, { u0: number; v0: number; u1: number; v1: number }> = {};
      for (const el of Array.from(document.querySelectorAll('[data-mark]'))) {
        const b = el.getBoundingClientRect();
        out[el.getAttribute('data-mark')!] = {
          u0: (b.left - shot.left) / shot.width,
          v0: (b.top - shot.top) / shot.height,
          u1: (b.right - shot.left) / shot.width,
          v1: (b.bottom - shot.top) / shot.height,
        };
      }
      // a line meant to stay on one line must fit its box
      const over = Array.from(document.querySelectorAll('[data-fit]'))
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .map((el) => el.textContent ?? '');
      return { marks: out, overflow: over };
    });
    if (overflow.length) throw new Error(`lines overflow their box: ${overflow.join(' / ')}`);
    const png = await tab.locator('#shot').screenshot({ type: 'png', animations: 'disabled', caret: 'hide' });
    return { png, marks };
  } finally {
    await tab.close();
  }
}

const SANS = "'Liberation Sans','Noto Sans CJK SC',sans-serif";
const SERIF = "'Liberation Serif','Noto Serif CJK SC',serif";
const YAHEI = "'Noto Sans CJK SC','DejaVu Sans',sans-serif";
const PINGFANG = "'Noto Sans CJK SC','Liberation Sans',sans-serif";
const HAND = "'AR PL UKai CN','AR PL UKai TW',serif";

// ---- w1: WeChat on a phone, dark mode ----

function wechatDark(): Picture {
  const list: Array<[string, Expectation]> = [
    ['1. YJV 3×185+2×95 0.6/1kV 260米', it('YJV', '3*185+2*95', 260, '0.6/1kV')],
    ['2. YJV 4x35+1x16 480m', it('YJV', '4*35+1*16', 480)],
    ['3. YJV22 3*120+1*70 0.6/1kV 190米', it('YJV22', '3*120+1*70', 190, '0.6/1kV')],
    ['4. ZR-YJV 5×10 ６５０米', it('ZR-YJV', '5*10', 650)],
    ['5. NH-YJV 4×50+1×25 120米 消防', it('NH-YJV', '4*50+1*25', 120)],
    ['6. VV 3*25+1*16 300米', it('VV', '3*25+1*16', 300)],
    ['7. KVV 10×1.5 450/750V 2.2km', it('KVV', '10*1.5', 2200, '450/750V')],
    ['8. RVV 3×2.5 8卷（100米/卷）', it('RVV', '3*2.5', 800)],
    ['9. BVR 6平方 黄绿 5卷 每卷100米', it('BVR', '1*6', 500)],
    ['10. JKLYJ-1kV 1×70 1.2千米', it('JKLYJ', '1*70', 1200, '1kV')],
    ['11. YJV 4×240+1×120 长度待定', ask('length 待定 (to be measured)')],
    ['12. 电缆桥架 300×100 80米', notSold('cable tray, not a cable')],
  ];
  const css = `body{font-family:${PINGFANG};color:#d6d6d6;background:#111}
  #shot{width:360px;height:780px;background:#111;position:relative;overflow:hidden}
  .sb{height:30px;display:flex;justify-content:space-between;align-items:center;padding:0 22px 0 26px;color:#fff;font-size:14px;font-weight:600}
  .sb .ic{display:flex;gap:5px;align-items:center;font-size:11px}
  .bars{display:flex;gap:2px;align-items:flex-end}.bars i{display:block;width:3px;background:#fff;border-radius:1px}
  .bat{width:24px;height:11px;border:1px solid #bbb;border-radius:3px;padding:1px}.bat i{display:block;height:100%;width:70%;background:#fff;border-radius:1px}
  .nav{height:44px;display:flex;align-items:center;justify-content:space-between;padding:0 14px;background:#111;border-bottom:1px solid #1f1f1f}
  .nav .t{font-size:16px;color:#e8e8e8;font-weight:500}
  .dots{display:flex;gap:3px}.dots i{width:4px;height:4px;border-radius:2px;background:#ccc;display:block}
  .msgs{padding:10px 0}
  .time{text-align:center;color:#777;font-size:12px;margin:12px 0}
  .msg{display:flex;gap:9px;padding:0 12px;margin-bottom:14px;align-items:flex-start}.msg.me{flex-direction:row-reverse}
  .av{width:38px;height:38px;border-radius:5px;flex:none}
  .bubble{background:#2c2c2c;color:#d6d6d6;border-radius:5px;padding:9px 11px;font-size:14px;line-height:22px;max-width:272px;position:relative}
  .bubble:before{content:'';position:absolute;left:-5px;top:13px;border:5px solid transparent;border-left:none;border-right-color:#2c2c2c}
  .msg.me .bubble{background:#3eb575;color:#0c0c0c}
  .msg.me .bubble:before{left:auto;right:-5px;border:5px solid transparent;border-right:none;border-left-color:#3eb575}
  .bubble div{white-space:nowrap;overflow:hidden}
  .bar{position:absolute;left:0;right:0;bottom:0;height:84px;background:#1e1e1e;border-top:1px solid #262626;display:flex;gap:10px;padding:10px 10px 0;align-items:flex-start}
  .circ{width:30px;height:30px;border:1.6px solid #cfcfcf;border-radius:15px;flex:none;margin-top:2px}
  .inp{flex:1;height:36px;background:#2c2c2c;border-radius:5px}
  .home{position:absolute;bottom:8px;left:120px;width:120px;height:5px;border-radius:3px;background:#e0e0e0}`;
  const bars = [4, 6, 8, 10].map((h) => `<i style="height:${h}px"></i>`).join('');
  const chevron = `<svg width="12" height="20" viewBox="0 0 12 20"><path d="M10 2 L2 10 L10 18" stroke="#e8e8e8" stroke-width="2.2" fill="none"/></svg>`;
  const lineDiv = (t: string) => `<div data-fit>${esc(t)}</div>`;
  const html = `<div class="sb"><span>16:58</span><span class="ic"><span class="bars">${bars}</span>5G<span class="bat"><i></i></span></span></div>
  <div class="nav">${chevron}<span class="t">孙工（城南污水厂）</span><span class="dots"><i></i><i></i><i></i></span></div>
  <div class="msgs"><div class="time">昨天 16:52</div>
   <div class="msg"><div class="av" style="background:linear-gradient(135deg,#6a8caf,#2f4b68)"></div><div class="bubble">${lineDiv('王总，污水厂的电缆帮忙报个价')}</div></div>
   <div class="msg"><div class="av" style="background:linear-gradient(135deg,#6a8caf,#2f4b68)"></div><div class="bubble">${lineDiv('清单如下：')}${list.map(([t]) => lineDiv(t)).join('')}${lineDiv('含税到工地，谢谢')}</div></div>
   <div class="time">16:57</div>
   <div class="msg me"><div class="av" style="background:linear-gradient(135deg,#c9a36b,#7a5a2c)"></div><div class="bubble">${lineDiv('收到孙工，今天下班前发您')}</div></div>
  </div>
  <div class="bar"><div class="circ"></div><div class="inp"></div><div class="circ"></div><div class="circ"></div></div><div class="home"></div>`;
  const lines: Line[] = [
    noise('16:58 | 5G'),
    noise('孙工（城南污水厂）'),
    noise('昨天 16:52'),
    noise('王总，污水厂的电缆帮忙报个价'),
    noise('清单如下：'),
    ...list.map(([text, truth]) => ({ text, truth })),
    noise('含税到工地，谢谢'),
    noise('16:57'),
    noise('收到孙工，今天下班前发您'),
  ];
  return { html: page(css, html), lines };
}

// ---- w2: WPS Office spreadsheet on a Mac (Retina 2x) ----

function wpsMac(): Picture {
  const rows = [
    r(['1', '电力电缆', 'YJV-4×120+1×70', '0.6/1kV', 'm', '560', ''], it('YJV', '4*120+1*70', 560, '0.6/1kV')),
    r(['2', '电力电缆', 'YJV-3×70+2×35', '0.6/1kV', 'm', '1,240', ''], it('YJV', '3*70+2*35', 1240, '0.6/1kV')),
    r(['3', '电力电缆', 'YJV-5×25', '0.6/1kV', 'm', '380', '照明配电'], it('YJV', '5*25', 380, '0.6/1kV')),
    r(
      ['4', '铠装电缆', 'YJV22-4×185+1×95', '0.6/1kV', 'm', '215', '室外直埋'],
      it('YJV22', '4*185+1*95', 215, '0.6/1kV'),
    ),
    r(['5', '中压电缆', 'YJV-3×240', '8.7/15kV', 'km', '1.35', ''], it('YJV', '3*240', 1350, '8.7/15kV')),
    r(['6', '中压电缆', 'YJV22-3×95', '8.7/15kV', 'm', '620', ''], it('YJV22', '3*95', 620, '8.7/15kV')),
    r(['7', '铝芯电缆', 'YJLV-3×150+1×70', '0.6/1kV', 'km', '0.9', ''], it('YJLV', '3*150+1*70', 900, '0.6/1kV')),
    r(['8', '低烟无卤电缆', 'WDZ-YJY-4×16', '0.6/1kV', 'm', '740', ''], it('WDZ-YJY', '4*16', 740, '0.6/1kV')),
    r(['9', '控制电缆', 'KVV-7×1.5', '450/750V', 'm', '1,600', ''], it('KVV', '7*1.5', 1600, '450/750V')),
    r(['10', '电线', 'BV-2.5', '450/750V', '卷', '40', '100米/卷'], it('BV', '1*2.5', 4000, '450/750V')),
    r(
      ['11', '电力电缆', 'YJV-4×95+1×50/4×120+1×70', '0.6/1kV', 'm', '300', '二选一，待设计确认'],
      ask('two specs offered (二选一, 待设计确认)'),
    ),
    r(['12', '穿线管', 'JDG25', '', 'm', '900', '配套'], notSold('JDG conduit, not a cable')),
  ];
  const filter = '<i class="flt"></i>';
  const t = table(['序号', '材料名称', '规格型号', '电压等级', '单位', '数量', '备注'], rows, 'ws', 'clllcrl', {
    prefix: (i) => String(i + 3),
    headExtra: filter,
    cellAttr: (ri, ci) => (ri === 2 && ci === 2 ? 'class="sel"' : ''),
  });
  const w = [44, 56, 130, 250, 100, 60, 80, 190, 90, 90, 190];
  const letters = ['', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'];
  const css = `body{font-family:${PINGFANG};font-size:13px;color:#222;background:#e9e9e9}
  #shot{width:1280px;background:#fff;border-radius:10px 10px 0 0;overflow:hidden;border:1px solid #b9b9b9}
  .mac{height:38px;background:#ececec;display:flex;align-items:center;gap:0;border-bottom:1px solid #d5d5d5}
  .lights{display:flex;gap:8px;padding:0 14px}.lights i{width:12px;height:12px;border-radius:6px;display:block}
  .tab{height:30px;margin-top:8px;padding:6px 16px;font-size:12.5px;color:#555;border-radius:6px 6px 0 0}
  .tab.on{background:#fff;color:#222;box-shadow:0 0 0 1px #dcdcdc}
  .tab .x{color:#999;margin-left:14px}
  .menu{height:34px;display:flex;gap:24px;align-items:center;padding:0 18px;font-size:13px;color:#333;border-bottom:1px solid #e4e4e4}
  .menu .on{color:#1a73e8;border-bottom:2px solid #1a73e8;padding:7px 0}
  .ribbon{height:66px;border-bottom:1px solid #e0e0e0;display:flex;gap:14px;padding:10px 18px}
  .ribbon i{display:block;width:26px;height:26px;border-radius:4px;background:#eef0f3}
  .ribbon b{display:block;width:1px;background:#e3e3e3;margin:0 4px}
  .fx{height:30px;display:flex;align-items:center;border-bottom:1px solid #e0e0e0;font-size:13px}
  .fx .nb{width:96px;padding-left:10px;border-right:1px solid #e0e0e0;height:100%;display:flex;align-items:center}
  .fx .f{width:40px;text-align:center;color:#888;font-style:italic;border-right:1px solid #e0e0e0}
  .fx .v{padding-left:10px}
  table.ws{border-collapse:collapse;table-layout:fixed;width:1280px}
  table.ws td,table.ws th{border:1px solid #e1e1e1;height:28px;padding:0 6px;white-space:nowrap;overflow:hidden;font-weight:normal}
  table.ws tr.cl td{background:#f5f5f5;color:#666;text-align:center;font-size:12px;height:22px;border-color:#dadada}
  td.rn{background:#f5f5f5!important;color:#666;text-align:center!important;font-size:12px;border-color:#dadada!important;padding:0!important}
  table.ws th{background:#f2f6fc;font-weight:bold;position:relative;padding-right:24px}
  tr.th td,tr.th th{border-bottom:2px solid #9aa3ad!important}
  .flt{position:absolute;right:4px;top:6px;width:15px;height:15px;border:1px solid #b8b8b8;border-radius:2px;background:#fff}
  .flt:after{content:'';position:absolute;left:3px;top:5px;border:4px solid transparent;border-top:5px solid #666;border-bottom:none}
  td.sel{box-shadow:inset 0 0 0 2px #21a366}
  .tt{font-weight:bold;font-size:16px;text-align:center}
  .tabs{height:32px;border-top:1px solid #dcdcdc;background:#f7f7f7;display:flex;align-items:center;gap:2px;padding-left:60px;font-size:12.5px}
  .tabs span{padding:5px 18px;color:#555}.tabs .on{background:#fff;color:#21a366;border-bottom:2px solid #21a366}
  .status{height:28px;background:#f7f7f7;border-top:1px solid #e3e3e3;display:flex;justify-content:space-between;align-items:center;padding:0 14px;font-size:12px;color:#666}`;
  const colgroup = `<colgroup>${w.map((x) => `<col style="width:${x}px">`).join('')}</colgroup>`;
  const rn = (n: number) => `<td class="rn">${n}</td>`;
  const empty = (n: number) => `<tr>${rn(n)}${'<td></td>'.repeat(10)}</tr>`;
  const title = '滨江花园二期配电工程电缆清单';
  const body = t.html
    .replace(/^<table class="ws">/, '')
    .replace(/<\/table>$/, '')
    .replace(/(<\/th>)(<\/tr>)/, '$1<th></th><th></th><th></th>$2')
    .replace(/<\/td><\/tr>/g, '</td><td></td><td></td><td></td></tr>');
  const lights = ['#fe5f57', '#febc2e', '#28c840'].map((c) => `<i style="background:${c}"></i>`).join('');
  const ribbon = Array.from({ length: 22 }, (_, i) => (i % 6 === 5 ? '<b></b>' : '<i></i>')).join('');
  const html = `<div class="mac"><div class="lights">${lights}</div><div class="tab">首页</div><div class="tab on">配电工程电缆清单.xlsx<span class="x">×</span></div><div class="tab">+</div></div>
  <div class="menu"><span>文件</span><span class="on">开始</span><span>插入</span><span>页面布局</span><span>公式</span><span>数据</span><span>审阅</span><span>视图</span><span>工具</span></div>
  <div class="ribbon">${ribbon}</div>
  <div class="fx"><div class="nb">C5</div><div class="f">fx</div><div class="v">YJV-5×25</div></div>
  <table class="ws">${colgroup}
   <tr class="cl">${letters.map((c) => `<td>${c}</td>`).join('')}</tr>
   <tr>${rn(1)}<td colspan="7" class="tt">${title}</td><td></td><td></td><td></td></tr>
   ${body}
   <tr>${rn(15)}<td colspan="7">说明：电缆须国标足米，报价含13%增值税及运费，交货期请注明。</td><td></td><td></td><td></td></tr>
   <tr>${rn(16)}<td colspan="4">编制：钱晓东</td><td colspan="3">日期：2025-11-06</td><td></td><td></td><td></td></tr>
   ${[17, 18, 19, 20].map(empty).join('')}
  </table>
  <div class="tabs"><span class="on">材料表</span><span>Sheet2</span><span>+</span></div>
  <div class="status"><span>就绪</span><span>▦　▤　—◯—　100%</span></div>`;
  const lines: Line[] = [
    noise('首页 | 配电工程电缆清单.xlsx'),
    noise('文件 | 开始 | 插入 | 页面布局 | 公式 | 数据 | 审阅 | 视图 | 工具'),
    noise('C5 | fx | YJV-5×25'),
    noise('A | B | C | D | E | F | G | H | I | J'),
    noise(`1 | ${title}`),
    ...t.lines,
    noise('15 | 说明：电缆须国标足米，报价含13%增值税及运费，交货期请注明。'),
    noise('16 | 编制：钱晓东 | 日期：2025-11-06'),
    noise('17'),
    noise('18'),
    noise('19'),
    noise('20'),
    noise('材料表 | Sheet2'),
    noise('就绪 | 100%'),
  ];
  // the header row is sheet row 2: the table's prefix gives it "2" (i = -1 → 2)
  return { html: page(css, html), lines };
}

// ---- w3: a DingTalk approval on a phone ----

function dingApproval(): Picture {
  const list: Array<[string, Expectation]> = [
    ['1）YJV 0.6/1kV 3×95+1×50，410米', it('YJV', '3*95+1*50', 410, '0.6/1kV')],
    ['2）YJV 0.6/1kV 4×25+1×16，1350米', it('YJV', '4*25+1*16', 1350, '0.6/1kV')],
    ['3）ZC-YJV 4×70+1×35，275米', it('ZC-YJV', '4*70+1*35', 275)],
    ['4）NH-YJV 5×6，600米（消防）', it('NH-YJV', '5*6', 600)],
    ['5）YJV22 8.7/15kV 3×185，1.6km', it('YJV22', '3*185', 1600, '8.7/15kV')],
    ['6）YJV 26/35kV 1×400，三相共360米', it('YJV', '1*400', 360, '26/35kV')],
    ['7）BV 4平方 0.45/0.75kV，30卷（每卷100米）', it('BV', '1*4', 3000, '450/750V')],
    ['8）RVV 2×1.0，500米', it('RVV', '2*1', 500)],
    ['9）KVV 19×1.5，320米', it('KVV', '19*1.5', 320)],
    ['10）YJLV 4×70+1×35，2盘', ask('2盘 with no drum length')],
    ['11）JKLYJ 10kV 1×120，3.5千米', it('JKLYJ', '1*120', 3500, '10kV')],
    ['12）超五类网线 UTP-5e，6箱', notSold('network cable, not sold')],
  ];
  const css = `body{font-family:${PINGFANG};color:#171a1d;background:#f2f3f5}
  #shot{width:360px;height:780px;background:#f2f3f5;position:relative;overflow:hidden}
  .sb{height:28px;display:flex;justify-content:space-between;align-items:center;padding:0 20px 0 24px;font-size:13.5px;font-weight:600;background:#fff}
  .sb .ic{display:flex;gap:5px;align-items:center;font-size:11px}
  .bars{display:flex;gap:2px;align-items:flex-end}.bars i{display:block;width:3px;background:#222;border-radius:1px}
  .bat{width:24px;height:11px;border:1px solid #777;border-radius:3px;padding:1px}.bat i{display:block;height:100%;width:45%;background:#222;border-radius:1px}
  .nav{height:44px;background:#fff;display:flex;align-items:center;justify-content:space-between;padding:0 14px}
  .nav .t{font-size:16.5px;font-weight:600}
  .dots{display:flex;gap:3px}.dots i{width:4px;height:4px;border-radius:2px;background:#333;display:block}
  .card{background:#fff;margin:0 0 8px;padding:12px 16px}
  .who{display:flex;gap:10px;align-items:center}
  .av{width:40px;height:40px;border-radius:20px;background:#3a7bf6;flex:none}
  .nm{font-size:15px;font-weight:600;flex:1}
  .tag{font-size:12px;color:#ff9200;background:#fff4e5;padding:2px 8px;border-radius:3px}
  .no{font-size:12px;color:#8a8f99;margin-top:8px}
  .f{margin-bottom:10px}.f .k{font-size:12.5px;color:#8a8f99;line-height:18px}.f .v{font-size:14px;line-height:21px}
  .v div{white-space:nowrap;overflow:hidden}
  .file{display:flex;gap:8px;align-items:center;background:#f5f6f8;border-radius:4px;padding:7px 10px;font-size:13px}
  .file i{width:22px;height:26px;background:#21a366;border-radius:2px;display:block}
  .file span.s{color:#8a8f99;font-size:11.5px;margin-left:auto}
  .act{position:absolute;left:0;right:0;bottom:0;height:72px;background:#fff;border-top:1px solid #e8e8e8;display:flex;justify-content:space-around;padding-top:12px;font-size:13px;color:#171a1d}
  .act span{display:flex;flex-direction:column;align-items:center;gap:3px}.act span i{width:20px;height:20px;border:1.5px solid #555;border-radius:5px;display:block}`;
  const bars = [4, 6, 8, 10].map((h) => `<i style="height:${h}px"></i>`).join('');
  const chevron = `<svg width="12" height="20" viewBox="0 0 12 20"><path d="M10 2 L2 10 L10 18" stroke="#171a1d" stroke-width="2.2" fill="none"/></svg>`;
  const field = (k: string, v: string) =>
    `<div class="f"><div class="k">${esc(k)}</div><div class="v">${v}</div></div>`;
  const fields: Array<[string, string]> = [
    ['所在部门', '工程部'],
    ['项目名称', '繁昌经开区标准化厂房三期'],
    ['采购事由', '配电工程电缆，请采购部询价'],
    ['期望到货日期', '2025-11-20'],
  ];
  const html = `<div class="sb"><span>10:21</span><span class="ic"><span class="bars">${bars}</span>4G<span class="bat"><i></i></span></span></div>
  <div class="nav">${chevron}<span class="t">审批详情</span><span class="dots"><i></i><i></i><i></i></span></div>
  <div class="card"><div class="who"><div class="av"></div><div class="nm">周建华提交的采购申请</div><span class="tag">审批中</span></div>
   <div class="no">审批编号：202511061532000412</div></div>
  <div class="card">${fields.map(([k, v]) => field(k, esc(v))).join('')}
   ${field('采购明细', list.map(([t]) => `<div data-fit>${esc(t)}</div>`).join(''))}
   ${field('附件', '<div class="file"><i></i>电缆清单.xlsx<span class="s">18.2KB</span></div>')}</div>
  <div class="act"><span><i></i>评论</span><span><i></i>催办</span><span><i></i>撤销</span><span><i></i>再次提交</span></div>`;
  const lines: Line[] = [
    noise('10:21 | 4G'),
    noise('审批详情'),
    noise('周建华提交的采购申请 | 审批中'),
    noise('审批编号：202511061532000412'),
    ...fields.flatMap(([k, v]) => [noise(k), noise(v)]),
    noise('采购明细'),
    ...list.map(([text, truth]) => ({ text, truth })),
    noise('附件'),
    noise('电缆清单.xlsx | 18.2KB'),
    noise('评论 | 催办 | 撤销 | 再次提交'),
  ];
  return { html: page(css, html), lines };
}

// ---- printed pages for the photos ----

const PRINT = `body{font-family:${SERIF};color:#111}
  #shot{width:794px;min-height:1123px;padding:56px 60px;background:#fff;position:relative}
  h1{text-align:center;font-size:26px;margin:0 0 16px;letter-spacing:4px}
  .l{font-size:14px;margin:6px 0;display:flex;justify-content:space-between}
  table.p{width:100%;border-collapse:collapse;font-size:14px;margin:12px 0}
  table.p th,table.p td{border:1px solid #222;padding:7px 6px}
  table.p th{font-weight:bold}
  .n{font-size:13.5px;margin:5px 0}`;

/** Blue pen: ticks left of the rows marked data-tick, a stroke through the row marked data-strike and a word beside it. */
const PEN_SCRIPT = `
(function(){
  var s=7321;function rnd(){s=(s*1103515245+12345)%2147483648;return s/2147483648;}
  var shot=document.getElementById('shot'),sb=shot.getBoundingClientRect();
  var svg=document.createElementNS('http://www.w3.org/2000/svg','svg');
  svg.setAttribute('width',sb.width);svg.setAttribute('height',sb.height);
  svg.style.cssText='position:absolute;left:0;top:0;pointer-events:none';
  var ink='rgba(28,52,160,0.88)';
  function path(d,w){var p=document.createElementNS('http://www.w3.org/2000/svg','path');p.setAttribute('d',d);p.setAttribute('stroke',ink);p.setAttribute('stroke-width',w);p.setAttribute('fill','none');p.setAttribute('stroke-linecap','round');p.setAttribute('stroke-linejoin','round');svg.appendChild(p);}
  var tab=document.querySelector('table.p').getBoundingClientRect();
  document.querySelectorAll('tr[data-tick]').forEach(function(tr){
    var b=tr.getBoundingClientRect(),x=tab.left-sb.left-36+rnd()*5,y=b.top-sb.top+b.height*0.5-2+rnd()*3,k=0.9+rnd()*0.25;
    path('M'+x+' '+(y)+' Q'+(x+3*k)+' '+(y+5*k)+' '+(x+6*k)+' '+(y+8*k)+' Q'+(x+12*k)+' '+(y-4*k)+' '+(x+22*k)+' '+(y-13*k),2.1);
  });
  document.querySelectorAll('tr[data-strike]').forEach(function(tr){
    var b=tr.getBoundingClientRect(),y=b.top-sb.top+b.height*0.52,x0=b.left-sb.left+8,x1=b.right-sb.left-10,d='M'+x0+' '+(y+2);
    for(var i=1;i<=12;i++){var x=x0+(x1-x0)*i/12;d+=' L'+x.toFixed(1)+' '+(y+2-i*0.35+(rnd()-0.5)*1.6).toFixed(1);}
    path(d,2.0);
    var t=document.createElement('div');t.textContent='取消';
    t.style.cssText='position:absolute;font-family:"AR PL UKai CN",serif;font-size:21px;color:'+ink+';transform:rotate(-8deg);left:'+(b.right-sb.left+6)+'px;top:'+(b.top-sb.top+b.height*0.5-16)+'px';
    shot.appendChild(t);
  });
  shot.appendChild(svg);
})();`;

function tickedList(): Picture {
  const roll = '每卷100米';
  const rows = [
    r(['1', '电力电缆', 'YJV 4×150+1×70', 'm', '330', ''], it('YJV', '4*150+1*70', 330)),
    r(['2', '电力电缆', 'YJV 3×50+2×25', 'm', '460', ''], it('YJV', '3*50+2*25', 460)),
    r(['3', '电力电缆', 'YJV 2×10', 'm', '180', '水泵'], it('YJV', '2*10', 180)),
    r(['4', '铠装电缆', 'VV22 4×70+1×35', 'm', '240', ''], it('VV22', '4*70+1*35', 240)),
    r(['5', '铝芯电缆', 'VLV 4×120+1×70', 'm', '520', ''], it('VLV', '4*120+1*70', 520)),
    r(['6', '阻燃电缆', 'ZR-YJV 4×6', 'm', '1,100', ''], it('ZR-YJV', '4*6', 1100)),
    r(['7', '耐火电缆', 'NH-YJV 3×35+1×16', 'm', '150', ''], ask('row struck through by pen, 取消 (cancelled)')),
    r(['8', '控制电缆', 'KVV 4×2.5', 'm', '800', ''], it('KVV', '4*2.5', 800)),
    r(['9', '电线', 'BV 1.5mm²', '卷', '50', roll], it('BV', '1*1.5', 5000)),
    r(['10', '电线', 'BV 6mm²', '卷', '12', roll], it('BV', '1*6', 1200)),
    r(['11', '护套线', 'RVV 5×1.5', 'm', '300', ''], it('RVV', '5*1.5', 300)),
    r(['12', '接线端子', 'DT-150 铜鼻子', '个', '60', ''], notSold('copper cable lugs, not a cable')),
  ];
  const t = table(['序号', '名称', '型号规格', '单位', '数量', '备注'], rows, 'p', 'cllcrl', {
    rowAttr: (i) => (i === 6 ? 'data-strike' : i === 11 ? '' : 'data-tick'),
  });
  const css = `${PRINT} #shot{padding:56px 74px} table.p{font-size:15px} table.p td,table.p th{padding:8px 6px}`;
  const html = `<h1>电线电缆询价单</h1>
  <div class="l"><span>询价单位：铜陵市恒信机电设备安装有限公司</span><span>日期：2025.11.07</span></div>
  <div class="l"><span>项目：铜陵义安区污水提升泵站</span><span>页码：1/1</span></div>${t.html}
  <div class="n">请贵司报含税价，并注明交货周期。</div>
  <div class="l" style="margin-top:24px"><span>联系人：汪志刚</span><span>手机：13956231870</span></div>`;
  return {
    html: page(css, html, PEN_SCRIPT),
    lines: [
      noise('电线电缆询价单'),
      noise('询价单位：铜陵市恒信机电设备安装有限公司 | 日期：2025.11.07'),
      noise('项目：铜陵义安区污水提升泵站 | 页码：1/1'),
      ...t.lines.map((l, i) => (i === 7 ? { ...l, text: `${l.text} | 取消` } : l)),
      noise('请贵司报含税价，并注明交货周期。'),
      noise('联系人：汪志刚 | 手机：13956231870'),
    ],
  };
}

function foldedLetter(): Picture {
  const rows = [
    r(['1', '交联电缆', 'YJV 4×70+1×35', '0.6/1kV', '米', '620', ''], it('YJV', '4*70+1*35', 620, '0.6/1kV')),
    r(['2', '交联电缆', 'YJV 3×25+2×16', '0.6/1kV', '米', '340', ''], it('YJV', '3*25+2*16', 340, '0.6/1kV')),
    r(['3', '交联电缆', 'YJV 3×4+1×2.5', '0.6/1kV', '米', '900', '照明'], it('YJV', '3*4+1*2.5', 900, '0.6/1kV')),
    r(['4', '铠装电缆', 'YJV22 4×50+1×25', '0.6/1kV', '米', '380', ''], it('YJV22', '4*50+1*25', 380, '0.6/1kV')),
    r(['5', '中压电缆', 'YJV 3×150', '8.7/15kV', '米', '1,150', ''], it('YJV', '3*150', 1150, '8.7/15kV')),
    r(['6', '高压电缆', 'YJV 1×300', '26/35kV', '米', '270', '单芯'], it('YJV', '1*300', 270, '26/35kV')),
    r(['7', '阻燃电缆', 'ZR-YJV 3×150+2×70', '0.6/1kV', '米', '210', ''], it('ZR-YJV', '3*150+2*70', 210, '0.6/1kV')),
    r(['8', '低烟无卤电缆', 'WDZ-YJY 5×10', '0.6/1kV', '米', '560', ''], it('WDZ-YJY', '5*10', 560, '0.6/1kV')),
    r(['9', '铝芯电缆', 'VLV 3×95+1×50', '0.6/1kV', 'km', '1.8', ''], it('VLV', '3*95+1*50', 1800, '0.6/1kV')),
    r(['10', '控制电缆', 'KVV 14×1.0', '450/750V', '米', '450', ''], it('KVV', '14*1', 450, '450/750V')),
    r(['11', '软电线', 'BVR 2.5mm²', '450/750V', '盘', '6', '每盘100米'], it('BVR', '1*2.5', 600, '450/750V')),
    r(['12', '双绞线', 'ZR-RVS 2×1.5', '300/500V', '米', '400', '消防广播'], notSold('RVS twisted pair, not sold')),
  ];
  const t = table(['序号', '物资名称', '规格', '电压等级', '单位', '数量', '备注'], rows, 'p', 'clllcrl');
  const css = `${PRINT} body{font-family:${SANS}} #shot{height:1123px} table.p{font-size:14.5px} table.p td,table.p th{padding:9px 6px}
  .letter{font-size:14.5px;line-height:26px;margin:10px 0;text-indent:2em}`;
  const html = `<h1>询 价 函</h1>
  <div class="l"><span>致：安徽华能电缆销售有限公司</span><span>编号：HY-XJ-2025-118</span></div>
  <div class="letter">我司承建的蚌埠高新区智能制造产业园一期配电工程需采购以下电缆，请于11月12日前报价。</div>${t.html}
  <div class="n">1. 报价含税、含运至工地，注明生产厂家；</div>
  <div class="n">2. 付款方式：到货验收合格后付90%。</div>
  <div class="l" style="margin-top:28px"><span>安徽恒远建设工程有限公司</span><span>经办人：刘振宇 0552-3821576</span></div>
  <div class="l"><span></span><span>2025年11月8日</span></div>`;
  return {
    html: page(css, html),
    lines: [
      noise('询 价 函'),
      noise('致：安徽华能电缆销售有限公司 | 编号：HY-XJ-2025-118'),
      noise('我司承建的蚌埠高新区智能制造产业园一期配电工程需采购以下电缆，请于11月12日前报价。'),
      ...t.lines,
      noise('1. 报价含税、含运至工地，注明生产厂家；'),
      noise('2. 付款方式：到货验收合格后付90%。'),
      noise('安徽恒远建设工程有限公司 | 经办人：刘振宇 0552-3821576'),
      noise('2025年11月8日'),
    ],
  };
}

function heldInHand(): Picture {
  const rows = [
    r(['1', '电力电缆', 'YJV-0.6/1kV-3×240+1×120', '米', '300'], it('YJV', '3*240+1*120', 300, '0.6/1kV')),
    r(['2', '电力电缆', 'YJV-0.6/1kV-4×185+1×95', '米', '450'], it('YJV', '4*185+1*95', 450, '0.6/1kV')),
    r(['3', '电力电缆', 'YJV-0.6/1kV-3×120+2×70', '米', '680'], it('YJV', '3*120+2*70', 680, '0.6/1kV')),
    r(['4', '电力电缆', 'YJV-0.6/1kV-5×4', '米', '1,200'], it('YJV', '5*4', 1200, '0.6/1kV')),
    r(['5', '中压电缆', 'YJV22-8.7/15kV-3×300', '米', '780'], it('YJV22', '3*300', 780, '8.7/15kV')),
    r(
      ['6', '阻燃电缆', 'ZC-YJV-0.6/1kV-4×35+1×16', '米', '1,250'],
      ask('quantity covered by a thumb (only "1," shows)'),
    ),
    r(['7', '耐火电缆', 'NH-YJV-0.6/1kV-4×120+1×70', '米', '160'], it('NH-YJV', '4*120+1*70', 160, '0.6/1kV')),
    r(['8', '铝芯电缆', 'YJLV-0.6/1kV-4×240+1×120', '米', '900'], it('YJLV', '4*240+1*120', 900, '0.6/1kV')),
    r(['9', '电线', 'BV-450/750V-1×25', '米', '600'], it('BV', '1*25', 600, '450/750V')),
    r(['10', '控制电缆', 'KVV-450/750V-24×1.0', '米', '350'], it('KVV', '24*1', 350, '450/750V')),
    r(['11', '护套线', 'RVV-300/500V-2×0.75', '米', '1,000'], it('RVV', '2*0.75', 1000, '300/500V')),
    r(['12', '铜排', 'TMY-60×6', '米', '30'], notSold('copper busbar, not a cable')),
  ];
  const t = table(['序号', '名称', '规格型号', '单位', '数量'], rows, 'p', 'cllcr', {
    cellAttr: (ri, ci) => (ri === 5 && ci === 4 ? 'data-mark="thumb"' : ''),
  });
  const css = `${PRINT} table.p{font-size:15px} table.p td,table.p th{padding:11px 8px} table.p td:last-child{padding-right:14px}`;
  const html = `<h1>电缆需用计划表</h1>
  <div class="l"><span>项目：淮北相山区人民医院新院区</span><span>计划日期：2025-11-10</span></div>${t.html}
  <div class="n">以上数量为预算量，请按此报价。</div>
  <div class="l" style="margin-top:24px"><span>编制：赵磊</span><span>审核：孙国庆</span></div>`;
  return {
    html: page(css, html),
    lines: [
      noise('电缆需用计划表'),
      noise('项目：淮北相山区人民医院新院区 | 计划日期：2025-11-10'),
      ...t.lines.map((l, i) => (i === 6 ? { ...l, text: l.text.replace(' | 1,250', ' | 1,') } : l)),
      noise('以上数量为预算量，请按此报价。'),
      noise('编制：赵磊 | 审核：孙国庆'),
    ],
  };
}

/** Handwriting through a carbon: each character a little off its line, a little turned. */
function hand(text: string, dice: Dice): string {
  return Array.from(text)
    .map((ch) => {
      if (ch === ' ') return '&nbsp;';
      const dy = (dice.next() - 0.5) * 3;
      const rot = (dice.next() - 0.5) * 7;
      const sc = 0.94 + dice.next() * 0.12;
      return `<span style="display:inline-block;transform:translate(0,${dy.toFixed(1)}px) rotate(${rot.toFixed(1)}deg) scale(${sc.toFixed(2)})">${esc(ch)}</span>`;
    })
    .join('');
}

function carbonCopy(): Picture {
  const dice = new Dice(7707);
  const rows: Array<[string[], Expectation]> = [
    [['电缆', 'YJV 3×35+1×16', '米', '200', ''], it('YJV', '3*35+1*16', 200)],
    [['电缆', 'YJV 4×16', '米', '350', ''], it('YJV', '4*16', 350)],
    [['电缆', 'VV 4×10', '米', '260', ''], it('VV', '4*10', 260)],
    [['铠装电缆', 'YJV22 3×50+1×25', '米', '120', '埋地'], it('YJV22', '3*50+1*25', 120)],
    [['电线', 'BV 2.5', '卷', '20', '100米/卷'], it('BV', '1*2.5', 2000)],
    [['电线', 'BV 4', '卷', '8', '同上'], it('BV', '1*4', 800)],
    [['控制线', 'KVV 4×1.5', '米', '500', ''], it('KVV', '4*1.5', 500)],
    [['空开', 'DZ47-63 C32', '个', '10', ''], notSold('miniature circuit breakers, not a cable')],
  ];
  const filled = (cells: string[]) =>
    `<tr>${[cells[0]!, cells[1]!, cells[2]!, cells[3]!, '', '', cells[4]!].map((c, i) => `<td class="c${i}"><span class="hw">${hand(c, dice)}</span></td>`).join('')}</tr>`;
  const css = `body{font-family:${SERIF};color:#b3322a}
  #shot{width:960px;height:560px;background:#fff;padding:26px 48px 20px 40px;position:relative}
  .top{display:flex;justify-content:space-between;align-items:flex-end}
  h1{font-size:30px;letter-spacing:18px;margin:0;font-weight:bold;border-bottom:3px double #b3322a;padding:0 6px 2px 24px}
  .no{font-family:'Liberation Mono','DejaVu Sans Mono',monospace;font-size:20px;color:#c0392b;letter-spacing:1px}
  .hdr{display:flex;justify-content:space-between;font-size:15px;margin:14px 0 8px}
  table{width:100%;border-collapse:collapse;font-size:15px}
  th,td{border:1.3px solid #b3322a;height:40px;padding:0 8px}
  th{font-weight:normal;height:32px;letter-spacing:4px}
  .hw{font-family:${HAND};font-size:22px;color:rgba(62,54,176,0.50);filter:blur(0.75px);text-shadow:0 0 2px rgba(62,54,176,0.32);white-space:nowrap}
  .smudge{position:absolute;border-radius:50%;background:radial-gradient(closest-side,rgba(62,54,176,0.07),rgba(62,54,176,0))}
  .c0{width:120px}.c1{width:250px}.c2{width:60px;text-align:center}.c3{width:90px;text-align:right}.c4,.c5{width:90px}
  .foot{display:flex;justify-content:space-between;font-size:15px;margin-top:12px}
  .side{position:absolute;right:12px;top:90px;writing-mode:vertical-rl;font-size:12.5px;letter-spacing:3px}`;
  const html = `<div class="top"><span style="font-size:15px">繁昌县春谷电器电缆经营部</span><h1>询价单</h1><span class="no">No 0012873</span></div>
  <div class="hdr"><span>客户名称：<span class="hw">${hand('繁昌宏达建材商行', dice)}</span></span><span>日期：<span class="hw">${hand('2025', dice)}</span> 年 <span class="hw">${hand('11', dice)}</span> 月 <span class="hw">${hand('9', dice)}</span> 日</span></div>
  <table><tr><th>品名</th><th>规格型号</th><th>单位</th><th>数量</th><th>单价</th><th>金额</th><th>备注</th></tr>
  ${rows.map(([c]) => filled(c)).join('')}
  <tr><td colspan="4">合计金额（大写）：　万　仟　佰　拾　元　角　分</td><td colspan="3">¥：</td></tr></table>
  <div class="foot"><span>开单：<span class="hw">${hand('陈', dice)}</span></span><span>客户签字：</span><span>地址：繁昌县春谷中路118号　电话：0553-7512336</span></div>
  <div class="side">①存根（白）　②客户（红）　③回执（黄）</div>
  ${Array.from({ length: 7 }, () => `<div class="smudge" style="left:${Math.round(dice.next() * 860)}px;top:${Math.round(dice.next() * 480)}px;width:${Math.round(60 + dice.next() * 160)}px;height:${Math.round(30 + dice.next() * 60)}px"></div>`).join('')}`;
  return {
    html: page(css, html),
    lines: [
      noise('繁昌县春谷电器电缆经营部 | 询价单 | No 0012873'),
      noise('客户名称：繁昌宏达建材商行 | 日期：2025 年 11 月 9 日'),
      noise('品名 | 规格型号 | 单位 | 数量 | 单价 | 金额 | 备注'),
      ...rows.map(([cells, truth]) => ({ text: cellsOf(...cells), truth })),
      noise('合计金额（大写）： 万 仟 佰 拾 元 角 分 | ¥：'),
      noise('开单：陈 | 客户签字： | 地址：繁昌县春谷中路118号 电话：0553-7512336'),
      noise('①存根（白） ②客户（红） ③回执（黄）'),
    ],
  };
}

function forwardedList(): Picture {
  const rows = [
    r(['1', '电力电缆', 'YJV 4×10', 'm', '640', ''], it('YJV', '4*10', 640)),
    r(['2', '电力电缆', 'YJV 3×6+1×4', 'm', '1,250', ''], it('YJV', '3*6+1*4', 1250)),
    r(['3', '电力电缆', 'YJV 5×16', 'm', '330', ''], it('YJV', '5*16', 330)),
    r(['4', '电力电缆', 'YJV 1×185', 'm', '960', '单芯'], it('YJV', '1*185', 960)),
    r(['5', '铠装电缆', 'VV22 4×95+1×50', 'm', '175', ''], it('VV22', '4*95+1*50', 175)),
    r(['6', '阻燃电缆', 'ZR-YJV 3×95+2×50', 'm', '230', ''], it('ZR-YJV', '3*95+2*50', 230)),
    r(['7', '耐火电缆', 'NH-YJV 4×4', 'm', '860', '应急照明'], it('NH-YJV', '4*4', 860)),
    r(['8', '控制电缆', 'KVV 8×1.0', 'm', '410', ''], it('KVV', '8*1', 410)),
    r(['9', '控制电缆', 'KVV 12×2.5', 'm', '220', ''], it('KVV', '12*2.5', 220)),
    r(['10', '电线', 'BV 35mm²', 'm', '450', '接地'], it('BV', '1*35', 450)),
    r(['11', '电源线', 'RVV 4×0.75', 'm', '700', ''], it('RVV', '4*0.75', 700)),
    r(['12', '架空线', 'JKLYJ-10kV 1×185', 'km', '2.2', ''], it('JKLYJ', '1*185', 2200, '10kV')),
    r(['13', '铝芯电缆', 'YJLV 3×70+1×35', 'm', '见图纸', ''], ask('quantity 见图纸 (see the drawings)')),
    r(['14', '电缆保护管', 'SC80', 'm', '120', '镀锌钢管'], notSold('steel conduit, not a cable')),
  ];
  const t = table(['序号', '设备材料名称', '型号及规格', '单位', '数量', '备注'], rows, 'p', 'cllcrl');
  const css = `${PRINT} body{font-family:${YAHEI}} #shot{padding:44px 48px} h1{font-size:20px} .l{font-size:12.5px} .n{font-size:12.5px} table.p{font-size:12.5px} table.p td,table.p th{padding:4px 6px}`;
  const html = `<h1>主要材料清单（电气）</h1>
  <div class="l"><span>工程名称：阜阳颍州区农贸市场改造</span><span>第1页 共1页</span></div>${t.html}
  <div class="n">注：规格以设计图纸为准，数量含5%损耗。</div>
  <div class="l" style="margin-top:20px"><span>制表：韩冬</span><span>2025.11.11</span></div>`;
  return {
    html: page(css, html),
    lines: [
      noise('主要材料清单（电气）'),
      noise('工程名称：阜阳颍州区农贸市场改造 | 第1页 共1页'),
      ...t.lines,
      noise('注：规格以设计图纸为准，数量含5%损耗。'),
      noise('制表：韩冬 | 2025.11.11'),
    ],
  };
}

/** A JPEG sent on through WeChat: shrunk to `width` and saved again at `quality`. */
async function forward(jpeg: Buffer, width: number, quality: number): Promise<Buffer> {
  const image = await loadImage(jpeg);
  const height = Math.round((image.height * width) / image.width);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'medium';
  ctx.drawImage(image, 0, 0, width, height);
  return canvas.toBuffer('image/jpeg', quality);
}

// ---- writing ----

function write(file: string, data: Buffer, layout: string, lines: readonly Line[]): void {
  if (data.length > 1_400_000) throw new Error(`${file} is ${data.length} bytes, over 1.4 MB`);
  writeFileSync(join(DIR, file), data);
  const rows: KeyRow[] = lines.map((line, i) => ({ row: i + 1, text: line.text, truth: line.truth }));
  const key: AnswerKey = { file, kind: 'image', layout, rows };
  writeFileSync(join(DIR, file.replace(/\.(png|jpg)$/, '.key.json')), `${JSON.stringify(key, null, 2)}\n`);
  const count = (e: string) => lines.filter((l) => l.truth.expect === e).length;
  console.log(
    `${file}: ${data.length} bytes, ${lines.length} lines, ${count('item')} items, ${count('review')} review, ${count('unknown')} unknown`,
  );
}

/** The rendered page's height over its width (PNG header), so a photographed page keeps its shape. */
const aspect = (png: Buffer) => png.readUInt32BE(20) / png.readUInt32BE(16);

const skin = (shade: number): Rgb => [226 * shade, 176 * shade, 146 * shade];

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const only = process.argv[2];
    const want = (name: string) => !only || only.split(',').includes(name);

    if (want('w1')) {
      const p = wechatDark();
      const { png } = await render(browser, p.html, 360, 3, 780);
      write(
        'w1-wechat-phone-dark-mode.png',
        png,
        "clean phone screenshot (1080 × 2340, 3x) of a WeChat chat in dark mode (Noto Sans CJK SC 14px, light grey text on #2c2c2c bubbles over a #111 background): status bar 16:58 5G, the chat title 孙工（城南污水厂）, a time stamp, a greeting bubble, one bubble holding 清单如下： and a typed numbered list 1.–12. (model, spec with ×, x or *, voltage on some lines, amount: 480m, full-width ６５０米, 2.2km, 8卷（100米/卷）, 5卷 每卷100米, 1.2千米; 长度待定 on one line, a cable tray not sold) and 含税到工地，谢谢, a second time stamp, the salesperson's green reply, the dark input bar",
        p.lines,
      );
    }

    if (want('w2')) {
      const p = wpsMac();
      const { png } = await render(browser, p.html, 1280, 2);
      write(
        'w2-wps-mac-retina-filters.png',
        png,
        'clean screenshot at Retina 2x (2560 px wide, 1280 pt) of WPS Office for Mac (Noto Sans CJK SC 13px): macOS title bar with traffic lights and the WPS tabs 首页 / 配电工程电缆清单.xlsx, menu tabs, an icon ribbon, the formula bar C5 fx YJV-5×25, column letters A–H, row numbers, light grey gridlines, a merged bold title row, rows 1–2 frozen (a darker freeze line under the header), a filter button in each header cell of 序号 / 材料名称 / 规格型号 / 电压等级 / 单位 / 数量 / 备注, a green selection box on C5; model-spec joined with a hyphen (YJV-4×120+1×70), voltage in its own column, km 1.35 and 0.9, 1,240-style figures, BV-2.5 in 卷 with 100米/卷, one row offering two specs 二选一 (ask), JDG conduit (not sold), a 说明 and a 编制 / 日期 row, four empty rows, sheet tabs and the status bar',
        p.lines,
      );
    }

    if (want('w3')) {
      const p = dingApproval();
      const { png } = await render(browser, p.html, 360, 3, 780);
      write(
        'w3-dingtalk-approval-phone.png',
        png,
        'clean phone screenshot (1080 × 2340, 3x) of a DingTalk (钉钉) 审批详情 page (Noto Sans CJK SC 12.5–16.5px, light theme): status bar, the title bar, the applicant card 周建华提交的采购申请 with an orange 审批中 tag and the 审批编号, grey labels above black values (所在部门, 项目名称, 采购事由, 期望到货日期), a 采购明细 multi-line text field with one cable a line written 1）… with a Chinese comma before the amount (0.6/1kV before the spec, 1350米, 1.6km, 三相共360米 for single cores, 30卷（每卷100米）, 0.45/0.75kV, 3.5千米; YJLV in 2盘 with no drum length to ask about; a network cable not sold), the 附件 chip, the bottom action bar',
        p.lines,
      );
    }

    if (want('w4')) {
      const p = tickedList();
      const { png } = await render(browser, p.html, 794, 2.4);
      write(
        'w4-photo-pen-ticks-strike.jpg',
        await photograph(png, {
          width: 1800,
          height: 2400,
          corners: placed(905, 1195, 1580, 1580 * aspect(png), -1.6, 0.965),
          around: surface([132, 104, 78], 70, 4),
          light: lamp(600, 500, 2600, 0.7),
          paper: [247, 245, 238],
          blur: 1,
          grain: 6,
          seed: 704,
          quality: 78,
        }),
        'phone photo (1800 × 2400, JPEG q78) of a printed 电线电缆询价单 (Liberation Serif + Noto Serif CJK SC 15px) on a wooden desk, turned −1.6°, mild keystone, light falling off to the bottom right; blue ballpoint ticks in the left margin beside ten rows, row 7 (NH-YJV 3×35+1×16) struck through by one pen stroke with 取消 written beside it in the right margin (cancelled: ask), 序号 / 名称 / 型号规格 / 单位 / 数量 / 备注, no voltages, 1,100, BV in 卷 with 每卷100米, copper lugs (not sold), a request line and the contact line',
        p.lines,
      );
    }

    if (want('w5')) {
      const p = foldedLetter();
      const { png } = await render(browser, p.html, 794, 2.4);
      // a letter folded in thirds: a ridge at one third, a valley at two thirds
      const third = 1 / 3;
      const height = (_u: number, v: number) => (v < third ? v / third : v < 2 * third ? 2 - v / third : v / third - 2);
      const panel = (v: number) => (v < third ? 1.0 : v < 2 * third ? 0.86 : 0.97);
      const crease = (v: number) =>
        1 -
        0.22 * gauss(v - third, 0.0035) -
        0.3 * gauss(v - 2 * third, 0.004) +
        0.05 * gauss(v - third - 0.008, 0.006);
      const shadow = (x: number, y: number) => {
        const d = (x * 0.62 + y - 1900) / 80;
        return 1 - 0.44 * Math.max(0, Math.min(1, (d + 1) / 2));
      };
      write(
        'w5-photo-folded-thirds-shadow.jpg',
        await photograph(png, {
          width: 1800,
          height: 2400,
          corners: placed(900, 1200, 1600, 1600 * aspect(png), 0.9, 0.975),
          lift: { height, shift: [4, -22] },
          around: surface([88, 92, 98], 90),
          light: product(lamp(900, 400, 2600, 0.78), shadow),
          shade: (u, v) => panel(v) * crease(v) * (1 - 0.04 * u),
          paper: [242, 241, 236],
          blur: 1,
          grain: 7,
          seed: 705,
          quality: 76,
        }),
        'phone photo (1800 × 2400, JPEG q76) of an A4 询价函 (Liberation Sans + Noto Sans CJK SC 14.5px) that was folded in thirds and opened again, lying on a grey desk: two creases (a ridge at one third, a valley at two thirds: the panels lifted and lit differently, the middle one darker, a dark line along each crease), turned 0.9°, and the soft-edged shadow of the photographer falling diagonally across the lower half of the page; a letter paragraph, 序号 / 物资名称 / 规格 / 电压等级 / 单位 / 数量 / 备注 (voltage in its own column, 3×4+1×2.5, 1×300 26/35kV, km 1.8, BVR 2.5mm² in 盘 with 每盘100米, ZR-RVS twisted pair not sold), two terms lines, the company / 经办人 line and the date',
        p.lines,
      );
    }

    if (want('w6')) {
      const p = heldInHand();
      const { png, marks } = await render(browser, p.html, 794, 2.4);
      const cell = marks.thumb!;
      const PW = 794;
      const PH = PW * aspect(png);
      // the thumb: a capsule from outside the right edge to its tip over the cell, leaving the first figures showing
      const cy = ((cell.v0 + cell.v1) / 2) * PH;
      const tip: [number, number] = [cell.u1 * PW - 9, cy + 2];
      const base: [number, number] = [PW + 150, cy + 60];
      const radius = 30;
      const ax = base[0] - tip[0];
      const ay = base[1] - tip[1];
      const len = Math.hypot(ax, ay);
      const along = (x: number, y: number) => ((x - tip[0]) * ax + (y - tip[1]) * ay) / (len * len);
      const thumbAt = (x: number, y: number) => {
        const t = Math.max(0, Math.min(1, along(x, y)));
        const dx = x - (tip[0] + t * ax);
        const dy = y - (tip[1] + t * ay);
        const widen = radius * (1 + 0.5 * Math.max(0, along(x, y) - 0.35));
        return { t, d: Math.hypot(dx, dy) / widen, raw: along(x, y) };
      };
      const cover = (u: number, v: number): Rgb | undefined => {
        const x = u * PW;
        const y = v * PH;
        const { d, raw } = thumbAt(x, y);
        if (d > 1) return undefined;
        const round = Math.sqrt(1 - d * d);
        let c = skin(0.72 + 0.3 * round);
        // the nail near the tip: an ellipse along the thumb, a little pinker, with a darker rim
        const nail = ((raw * len - 20) / 15) ** 2 + (d / 0.58) ** 2;
        if (nail < 1) {
          const n = 0.86 + 0.16 * round;
          c = nail > 0.8 ? [206 * n, 158 * n, 140 * n] : [240 * n, 206 * n, 196 * n];
        }
        return c;
      };
      const shade = (u: number, v: number) => {
        const { d } = thumbAt(u * PW - 10, v * PH - 12);
        return d < 1.35 ? 0.62 + 0.38 * Math.max(0, (d - 0.9) / 0.45) : 1;
      };
      write(
        'w6-photo-held-thumb-over-qty.jpg',
        await photograph(png, {
          width: 1800,
          height: 2400,
          corners: placed(880, 1210, 1560, 1560 * aspect(png), -2.4, 0.955),
          lens: 0.02,
          lift: { height: (u, v) => Math.max(0, u - 0.8) ** 2 * 25 * (0.6 + 0.4 * v), shift: [-20, -12] },
          around: (x, y) => {
            const g = 0.75 + 0.25 * Math.sin(x / 400 + y / 900);
            return [96 * g, 100 * g, 92 * g];
          },
          cover,
          shade,
          light: lamp(700, 900, 2400, 0.78),
          paper: [244, 242, 236],
          blur: 1,
          grain: 6,
          seed: 706,
          quality: 78,
        }),
        'phone photo (1800 × 2400, JPEG q78) of a printed 电缆需用计划表 (Liberation Serif + Noto Serif CJK SC 15px) held up in the right hand over a blurred green-grey room: turned −2.4°, mild keystone and barrel, the page bending away at the right edge where it is held, and the holder\'s thumb (with its nail and a shadow on the paper) lying over the 数量 cell of row 6 so only "1," of that amount shows (ask, never guess); 序号 / 名称 / 规格型号 / 单位 / 数量 with model, voltage and spec in one cell (YJV-0.6/1kV-3×240+1×120), 1,200-style figures, a copper busbar (not sold), a note and the 编制 / 审核 line',
        p.lines,
      );
    }

    if (want('w7')) {
      const p = carbonCopy();
      const { png } = await render(browser, p.html, 960, 2.2, 560);
      write(
        'w7-photo-carbon-copy-turned-90.jpg',
        await photograph(png, {
          width: 2400,
          height: 1700,
          corners: placed(1200, 860, 2160, 2160 * aspect(png), -1.3, 0.97),
          around: surface([70, 66, 62], 110),
          light: lamp(1100, 800, 2300, 0.8),
          glare: (x, y) => 0.07 * gauss(Math.hypot(x - 1700, y - 420), 260),
          paper: [242, 224, 140],
          blur: 1,
          grain: 7,
          seed: 707,
          quality: 74,
          turn: 1,
        }),
        'phone photo of the yellow third copy of a carbon-copy 询价单 三联单 (241 × 140 mm form; pre-printed in red: the shop name, 询价单, No 0012873, the column rules 品名 / 规格型号 / 单位 / 数量 / 单价 / 金额 / 备注, a 合计金额（大写） line, ①存根 ②客户 ③回执 down the right edge), filled in by hand in 楷体 through the carbon (AR PL UKai, each character a little off its line and turned; faint, fuzzy blue-violet on yellow); shot with the phone sideways, the JPEG (1700 × 2400, q74) turned a quarter turn clockwise, the form turned −1.3° on a dark desk, a faint glare; no voltages, 卷 with 100米/卷 and 同上 under it, 单价 and 金额 left empty, miniature circuit breakers (not sold) on the last ruled row',
        p.lines,
      );
    }

    if (want('w8')) {
      const p = forwardedList();
      const { png } = await render(browser, p.html, 794, 2);
      const shot = await photograph(png, {
        width: 1500,
        height: 2000,
        corners: placed(752, 1000, 1360, 1360 * aspect(png), 0.6, 0.98),
        around: surface([150, 140, 128], 60),
        light: lamp(700, 900, 2000, 0.82),
        paper: [240, 238, 232],
        blur: 1,
        grain: 6,
        seed: 708,
        quality: 80,
      });
      const once = await forward(shot, 1080, 70);
      const twice = await forward(once, 900, 55);
      const thrice = await forward(twice, 900, 50);
      write(
        'w8-photo-wechat-forwarded-900px.jpg',
        thrice,
        'phone photo of a printed 主要材料清单（电气） (Noto Sans CJK SC 12.5px, small text: about 13 px high in the final picture) nearly filling the frame, turned 0.6°, then forwarded through WeChat several times: shrunk to 1080 px (q70), then 900 px (q55), saved again at 900 × 1200 (q50): soft, blocky JPEG; 序号 / 设备材料名称 / 型号及规格 / 单位 / 数量 / 备注, no voltages except JKLYJ-10kV, 3×6+1×4, 1×185 单芯, km 2.2, 数量 见图纸 (ask), a steel conduit (not sold), a 注 line and the 制表 line',
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
