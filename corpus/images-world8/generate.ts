/**
 * `npx tsx corpus/images-world8/generate.ts [w1,w2,…]`: the eighth "world" picture holdout, written by an outside
 * reviewer WITHOUT reading the recogniser or the parser (apps/mock-server/src, contracts/src, apps/web, docs/, scripts/
 * and git history were not opened, and no OCR was run). Only world7's generator was read for its structure, the shared
 * camera (corpus/inquiries/photograph.ts) and the key types (corpus/inquiries/world.ts) were imported, three world7 keys
 * were read for their format, and every cable was checked against apps/mock-server/fixtures/catalogue.ts.
 * `npm run accuracy -- --images images-world8` scores it.
 *
 * Three screenshots and five phone photos, every page real HTML rendered by headless Chromium, each with its own
 * rows (no picture repeats another's table), none of the forms the earlier picture sets used:
 * - w1: a DingTalk (钉钉) online spreadsheet on an iPad in landscape (2360 × 1640): model and spec in separate columns,
 *   voltage in its own column, 千米 1.25, and a comment card opened from G10 lying over the 备注 cells of the next two
 *   rows: the BV row in 卷 below it has its roll length hidden (ask), 数量 待定 (ask), heat-shrink joints (not sold);
 * - w2: a desktop PDF reader at 75 % zoom (toolbar, page box 1 / 2, thumbnail panel, status bar) showing a scanned
 *   询价函 (the page first "scanned" by the shared camera: turned, grey toner, dust), YJV-8.7/15kV-3*70 style specs,
 *   数量 见附页 (ask), one 数量 cell blotted by a toner smear (ask), fibre (not sold), a red seal;
 * - w3: a WeChat mini-program (小程序) inquiry cart as a long screenshot: product cards with a − n + stepper and the
 *   unit on the title's line, 500米/盘 and 100米/卷 in the titles, 1盘 without a drum length (ask), 规格未选 (ask),
 *   terminations and fibre (not sold);
 * - w4: a whiteboard in a site office, a marker list in 楷体 (AR PL UKai) on wandering baselines, one amount struck
 *   and corrected in red, 长度待测 (ask), one amount wiped off by hand (ask), earthing flat steel (not sold), window glare;
 * - w5: a printed 电缆询价表 on a desk at night under a warm lamp (yellow cast, hard vignetting, heavy grain), 数量 before
 *   单位, full-width digits, 千米 and km, 每盘约250米 (approximate: ask), 已取消 (ask), a branch box (not sold);
 * - w6: a bound booklet's two-page spread with the gutter curve, a wide table whose rows start on the left page and end
 *   on the right one (rows 15–29, 续), 数量 — 暂缓 (ask), terminations and steel conduit (not sold);
 * - w7: a printed list in a clear plastic sleeve (punched strip, diagonal reflections, soft focus), the voltage inside
 *   the spec with * for times, a lamp's reflection washing out the amount of row 11 (ask), coaxial cable (not sold);
 * - w8: the label stapled on a cable drum's flange: one ruled row 型号 / 规格 / 额定电压 / 长度 / 盘号, one item.
 *
 * Rows are the lines of the picture in reading order (everything at one height is one line, lines taken along the
 * page as a reader follows them when the page is a little turned), cells joined by " | ", empty cells left out, pen
 * and marker strokes not text. Every key line is written from what the picture shows and what a cable salesperson
 * reads there, never from what a recogniser reads; the voltage is keyed only where the customer wrote one; cables the
 * catalogue does not sell are keyed `unknown`, rows a salesperson would ask about `review`. Judgement calls: w1's
 * comment card is part of the two rows it lies on (its lines are appended to them), the RVV row under it stays an
 * item (its 单位 says 米, nothing needed is hidden) while the BV row in 卷 above it is review (its roll length would be
 * in the hidden 备注, as the BVR row's 每卷100米 shows); w2's thumbnails are too small to read and are not lines;
 * w3's stepper is one cell "− n +"; w4's struck 300 is kept in the text and 350 (the correction) is read; w6's spread
 * is keyed one line per table row across both pages, the two running heads, page numbers and 编制 / 审核 joined the
 * same way; w7's washed-out amount is left out of the row text; w8's label is an item of the drum's 500 m.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import {
  gauss,
  homography,
  lamp,
  type Point,
  photograph,
  placed,
  product,
  type Rgb,
  surface,
  UNIT,
} from '../inquiries/photograph';
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
  /** Attributes on a body row's <tr>. */
  rowAttr?: (i: number) => string;
  /** Attributes on a body cell. */
  cellAttr?: (row: number, cell: number) => string;
  /** Extra empty cells at the end of each row (a sheet's blank columns). */
  pad?: number;
}

/** A bordered table: header then rows, each row one line of the key. */
function table(header: string[], rows: Row[], cls: string, align: string, o: TableOptions = {}): Picture {
  const al = (i: number) => ({ l: 'left', c: 'center', r: 'right' })[align[i] ?? 'l'];
  const pre = (i: number) => (o.prefix ? `<td class="rn">${esc(o.prefix(i))}</td>` : '');
  const pad = '<td></td>'.repeat(o.pad ?? 0);
  const head = `<tr class="th">${pre(-1)}${header.map((h, i) => `<th style="text-align:${al(i)}">${esc(h)}</th>`).join('')}${pad}</tr>`;
  const body = rows
    .map(
      (row, ri) =>
        `<tr ${o.rowAttr?.(ri) ?? ''}>${pre(ri)}${row.cells.map((c, i) => `<td style="text-align:${al(i)}" ${o.cellAttr?.(ri, i) ?? ''}>${esc(c)}</td>`).join('')}${pad}</tr>`,
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
    await tab.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(undefined))));
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

/** Where a page point (u, v) lands in the photo, for a page placed at `corners` (no lens, flat). */
function onPhoto(corners: readonly [Point, Point, Point, Point], u: number, v: number): Point {
  const h = homography(UNIT, corners);
  const w = h[6]! * u + h[7]! * v + 1;
  return [(h[0]! * u + h[1]! * v + h[2]!) / w, (h[3]! * u + h[4]! * v + h[5]!) / w];
}

// ---- w1: a DingTalk online sheet on an iPad, a comment card over two cells ----

function dingSheetTablet(): Picture {
  const rows = [
    r(['1', '电力电缆', 'YJV', '4×185+1×95', '0.6/1kV', '米', '320', ''], it('YJV', '4*185+1*95', 320, '0.6/1kV')),
    r(['2', '电力电缆', 'YJV', '3×70+1×35', '0.6/1kV', '米', '1,080', ''], it('YJV', '3*70+1*35', 1080, '0.6/1kV')),
    r(
      ['3', '铠装电缆', 'YJV22', '4×25+1×16', '0.6/1kV', '米', '265', '直埋'],
      it('YJV22', '4*25+1*16', 265, '0.6/1kV'),
    ),
    r(
      ['4', '铝芯电缆', 'YJLV', '3×185+1×95', '0.6/1kV', '千米', '1.25', ''],
      it('YJLV', '3*185+1*95', 1250, '0.6/1kV'),
    ),
    r(['5', '中压电缆', 'YJV22', '3×120', '8.7/15kV', '米', '540', '进线'], it('YJV22', '3*120', 540, '8.7/15kV')),
    r(['6', '阻燃电缆', 'ZC-YJV', '5×16', '0.6/1kV', '米', '410', ''], it('ZC-YJV', '5*16', 410, '0.6/1kV')),
    r(['7', '耐火电缆', 'NH-YJV', '4×10', '0.6/1kV', '米', '780', '消防泵'], it('NH-YJV', '4*10', 780, '0.6/1kV')),
    r(['8', '控制电缆', 'KVV', '12×1.5', '450/750V', '米', '360', ''], it('KVV', '12*1.5', 360, '450/750V')),
    r(
      ['9', '电线', 'BV', '4mm²', '450/750V', '卷', '15', ''],
      ask('a roll amount (15卷) whose 备注 cell, where the roll length goes, lies under the comment card'),
    ),
    r(['10', '护套线', 'RVV', '3×1.5', '300/500V', '米', '900', ''], it('RVV', '3*1.5', 900, '300/500V')),
    r(['11', '软电线', 'BVR', '10mm²', '450/750V', '卷', '6', '每卷100米'], it('BVR', '1*10', 600, '450/750V')),
    r(
      ['12', '电力电缆', 'YJV', '4×50+1×25', '0.6/1kV', '米', '待定', '等变更'],
      ask('quantity 待定 (awaiting a change order)'),
    ),
    r(
      ['13', '电缆中间接头', '热缩', '4×185', '1kV', '套', '6', ''],
      notSold('heat-shrink straight joints, not a cable'),
    ),
  ];
  const t = table(['序号', '名称', '型号', '规格', '电压等级', '单位', '数量', '备注'], rows, 'ws', 'cllllcrl', {
    prefix: (i) => String(i + 3),
    pad: 2,
    cellAttr: (ri, ci) => (ri === 7 && ci === 6 ? 'class="cm" data-anchor' : ri === 8 && ci === 7 ? 'data-cover' : ''),
  });
  const w = [40, 52, 112, 92, 150, 104, 62, 84, 150, 167, 167];
  const letters = ['', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'];
  const css = `body{font-family:${PINGFANG};font-size:14px;color:#1f2329;background:#fff}
  #shot{width:1180px;height:820px;background:#fff;position:relative;overflow:hidden}
  .sb{height:24px;display:flex;justify-content:space-between;align-items:center;padding:0 22px;font-size:12.5px;font-weight:600}
  .sb .ic{display:flex;gap:6px;align-items:center}
  .bat{width:24px;height:11px;border:1px solid #888;border-radius:3px;padding:1px}.bat i{display:block;height:100%;width:80%;background:#222;border-radius:1px}
  .app{height:50px;display:flex;align-items:center;gap:14px;padding:0 18px;border-bottom:1px solid #ebedf0}
  .app .doc{width:24px;height:24px;border-radius:4px;background:#1fb76b}
  .app .t{font-size:16px;font-weight:600}
  .app .saved{font-size:12px;color:#8f959e}
  .app .sp{flex:1}
  .app .btn{background:#3370ff;color:#fff;font-size:13px;padding:6px 16px;border-radius:6px}
  .app .avs{display:flex}.app .avs i{width:26px;height:26px;border-radius:13px;border:2px solid #fff;margin-left:-6px;display:block}
  .tools{height:42px;display:flex;gap:14px;align-items:center;padding:0 18px;border-bottom:1px solid #ebedf0}
  .tools i{width:22px;height:22px;border-radius:4px;background:#eef0f4;display:block}.tools b{width:1px;height:20px;background:#dee0e3}
  .fx{height:30px;display:flex;align-items:center;border-bottom:1px solid #ebedf0;font-size:13px}
  .fx .nb{width:72px;padding-left:12px;color:#646a73;border-right:1px solid #ebedf0;height:100%;display:flex;align-items:center}
  .fx .v{padding-left:12px}
  table.ws{border-collapse:collapse;table-layout:fixed;width:1180px}
  table.ws td,table.ws th{border:1px solid #dee0e3;height:31px;padding:0 7px;white-space:nowrap;overflow:hidden;font-weight:normal}
  table.ws tr.cl td{background:#f5f6f7;color:#646a73;text-align:center;font-size:12px;height:22px}
  td.rn{background:#f5f6f7!important;color:#646a73;text-align:center!important;font-size:12px;padding:0!important}
  table.ws th{background:#eaf1ff;font-weight:600}
  td.cm{position:relative;box-shadow:inset 0 0 0 2px #3370ff}
  td.cm:after{content:'';position:absolute;right:0;top:0;border-top:9px solid #ff8800;border-left:9px solid transparent}
  .tt{font-weight:600;font-size:15px}
  .card{position:absolute;background:#fff;border-radius:8px;box-shadow:0 4px 18px rgba(31,35,41,.22),0 0 0 1px rgba(31,35,41,.08);padding:0 14px 0 12px;font-size:13px;z-index:3}
  .card:before{content:'';position:absolute;left:26px;top:-7px;width:12px;height:12px;background:#fff;transform:rotate(45deg);box-shadow:-1px -1px 0 rgba(31,35,41,.08)}
  .card div{height:31px;line-height:31px;white-space:nowrap;position:relative}
  .card .who{color:#646a73;font-size:12.5px;display:flex;gap:6px;align-items:center}
  .card .who i{width:18px;height:18px;border-radius:9px;background:#f5a623;display:block}
  .tabs{position:absolute;left:0;right:0;bottom:0;height:40px;border-top:1px solid #dee0e3;background:#fafafa;display:flex;align-items:center;gap:4px;padding-left:18px;font-size:13px}
  .tabs span{padding:7px 16px;color:#646a73}.tabs .on{background:#fff;color:#3370ff;border-bottom:2px solid #3370ff;font-weight:600}`;
  const colgroup = `<colgroup>${w.map((x) => `<col style="width:${x}px">`).join('')}</colgroup>`;
  const rn = (n: number) => `<td class="rn">${n}</td>`;
  const title = '合肥新站区2号厂房低压配电电缆询价';
  const note = '报价请含税含运费，11月15日前回复';
  const empty = (n: number) => `<tr>${rn(n)}${'<td></td>'.repeat(10)}</tr>`;
  const comment = ['周琳　11月12日 10:05', 'KVV这根核对过了，按12芯报'];
  const script = `(function(){var a=document.querySelector('[data-anchor]').getBoundingClientRect(),c=document.querySelector('[data-cover]').getBoundingClientRect(),s=document.getElementById('shot').getBoundingClientRect(),k=document.querySelector('.card');k.style.left=(c.left-s.left+4)+'px';k.style.top=(c.top-s.top)+'px';})();`;
  const html = `<div class="sb"><span>10:06　11月12日周三</span><span class="ic">82%<span class="bat"><i></i></span></span></div>
  <div class="app"><svg width="12" height="20" viewBox="0 0 12 20"><path d="M10 2 L2 10 L10 18" stroke="#1f2329" stroke-width="2.2" fill="none"/></svg><div class="doc"></div><span class="t">2号厂房电缆询价</span><span class="saved">已保存</span><span class="sp"></span><span class="avs"><i style="background:#7b9cf5"></i><i style="background:#f5a623"></i></span><span class="btn">分享</span></div>
  <div class="tools">${Array.from({ length: 18 }, (_, i) => (i % 5 === 4 ? '<b></b>' : '<i></i>')).join('')}</div>
  <div class="fx"><div class="nb">G10</div><div class="v">360</div></div>
  <table class="ws">${colgroup}
   <tr class="cl">${letters.map((c) => `<td>${c}</td>`).join('')}</tr>
   <tr>${rn(1)}<td colspan="8" class="tt">${title}</td><td></td><td></td></tr>
   ${t.html.replace(/^<table class="ws">/, '').replace(/<\/table>$/, '')}
   <tr>${rn(16)}<td colspan="8">${note}</td><td></td><td></td></tr>
   ${[17, 18].map(empty).join('')}
  </table>
  <div class="card">${`<div class="who"><i></i>${esc(comment[0]!)}</div><div>${esc(comment[1]!)}</div>`}</div>
  <div class="tabs"><span class="on">询价清单</span><span>已报价</span><span>+</span></div>`;
  const lines: Line[] = [
    noise('10:06 11月12日周三 | 82%'),
    noise('2号厂房电缆询价 | 已保存 | 分享'),
    noise('G10 | 360'),
    noise('A | B | C | D | E | F | G | H | I | J'),
    noise(`1 | ${title}`),
    ...t.lines.map((l, i) => {
      // the comment card's two lines sit at the heights of sheet rows 11 and 12, over their 备注 cells
      if (i === 9) return { ...l, text: `${l.text} | 周琳 11月12日 10:05` };
      if (i === 10) return { ...l, text: `${l.text} | ${comment[1]}` };
      return l;
    }),
    noise(`16 | ${note}`),
    noise('17'),
    noise('18'),
    noise('询价清单 | 已报价'),
  ];
  return { html: page(css, html, script), lines };
}

// ---- w2: a PDF viewer at 75 % showing a scanned inquiry letter ----

function scannedLetter(): Picture {
  const rows = [
    r(['1', '电力电缆', 'YJV-4*120+1*70', 'm', '350', ''], it('YJV', '4*120+1*70', 350)),
    r(['2', '电力电缆', 'YJV-3*35+2*16', 'm', '620', ''], it('YJV', '3*35+2*16', 620)),
    r(['3', '电力电缆', 'YJV-2*6', 'm', '1,400', '路灯'], it('YJV', '2*6', 1400)),
    r(['4', '铠装电缆', 'VV22-3*70+1*35', 'm', '180', ''], it('VV22', '3*70+1*35', 180)),
    r(['5', '铝芯电缆', 'VLV-4*95+1*50', 'm', '450', ''], it('VLV', '4*95+1*50', 450)),
    r(['6', '中压电缆', 'YJV-8.7/15kV-3*70', 'm', '760', ''], it('YJV', '3*70', 760, '8.7/15kV')),
    r(['7', '高压电缆', 'YJV-26/35kV-1*240', 'm', '960', '单芯'], it('YJV', '1*240', 960, '26/35kV')),
    r(['8', '低烟无卤电缆', 'WDZ-YJY-4*95+1*50', 'm', '230', ''], it('WDZ-YJY', '4*95+1*50', 230)),
    r(['9', '控制电缆', 'KVV-5*2.5', 'm', '1,100', ''], it('KVV', '5*2.5', 1100)),
    r(['10', '架空绝缘线', 'JKLYJ-10kV-1*95', 'km', '2.6', ''], it('JKLYJ', '1*95', 2600, '10kV')),
    r(['11', '电力电缆', 'YJV-4*70+1*35', 'm', '见附页', ''], ask('quantity 见附页 (on the attached page)')),
    r(['12', '电力电缆', 'YJV-4*25+1*16', 'm', '', ''], ask('quantity blotted out by a toner smear on the scan')),
    r(['13', '光缆', 'GYTS-24B1', 'km', '1.5', '通信'], notSold('optical fibre cable, not sold')),
  ];
  const t = table(['序号', '材料名称', '规格型号', '单位', '数量', '备注'], rows, 'p', 'cllcrl', {
    cellAttr: (ri, ci) => (ri === 11 && ci === 4 ? 'class="blot"' : ''),
  });
  const css = `body{font-family:${SERIF};color:#151515}
  #shot{width:794px;height:1123px;padding:70px 70px;background:#fff;position:relative}
  h1{text-align:center;font-size:28px;margin:0 0 22px;letter-spacing:10px}
  .p0{font-size:15px;line-height:28px;margin:4px 0}
  .in{text-indent:2em}
  table.p{width:100%;border-collapse:collapse;font-size:15px;margin:14px 0}
  table.p th,table.p td{border:1px solid #222;padding:7px 6px}
  td.blot{position:relative}
  td.blot:after{content:'';position:absolute;left:8px;right:2px;top:3px;bottom:3px;border-radius:40% 55% 45% 60%;background:radial-gradient(ellipse at 45% 50%,#262626 55%,rgba(40,40,40,.6) 72%,rgba(40,40,40,0) 80%)}
  .sign{font-size:15px;margin-top:30px;text-align:right;line-height:30px;position:relative}
  .seal{position:absolute;right:40px;top:-22px;width:128px;height:128px;border:4px solid rgba(200,30,30,.78);border-radius:64px}
  .seal:after{content:'★';position:absolute;left:0;right:0;top:34px;text-align:center;font-size:42px;color:rgba(200,30,30,.78)}`;
  const html = `<h1>询价函</h1>
  <div class="p0">致：江苏宏远电缆有限公司</div>
  <div class="p0 in">我公司承建的滁州南谯区乌衣镇安置房配套工程需采购下列电缆，请贵司于</div>
  <div class="p0">2025年11月14日前报价（含税含运费），谢谢！</div>${t.html}
  <div class="p0">联系人：何伟　电话：0550-3126685</div>
  <div class="sign"><div>滁州市汇通建设集团有限公司</div><div>2025年11月10日</div><div class="seal"></div></div>`;
  return {
    html: page(css, html),
    lines: [
      noise('询价函'),
      noise('致：江苏宏远电缆有限公司'),
      noise('我公司承建的滁州南谯区乌衣镇安置房配套工程需采购下列电缆，请贵司于'),
      noise('2025年11月14日前报价（含税含运费），谢谢！'),
      ...t.lines,
      noise('联系人：何伟 电话：0550-3126685'),
      noise('滁州市汇通建设集团有限公司'),
      noise('2025年11月10日'),
    ],
  };
}

function pdfViewer(scanUrl: string, letter: Line[]): Picture {
  const css = `body{font-family:${YAHEI};font-size:13px;color:#222;background:#fff}
  #shot{width:1440px;height:1000px;background:#fff;position:relative;overflow:hidden;border:1px solid #c8c8c8}
  .title{height:32px;background:#f3f3f3;display:flex;align-items:center;padding:0 12px;font-size:12.5px;color:#333;border-bottom:1px solid #e0e0e0}
  .title .sp{flex:1}.title .win{letter-spacing:26px;color:#555}
  .menu{height:30px;display:flex;gap:26px;align-items:center;padding:0 16px;font-size:13px;background:#fafafa}
  .menu .on{color:#d9361e;border-bottom:2px solid #d9361e;padding:5px 0}
  .bar{height:44px;display:flex;gap:12px;align-items:center;padding:0 16px;border-bottom:1px solid #dcdcdc;background:#fafafa}
  .bar i{display:block;width:24px;height:24px;border-radius:4px;background:#e6e8eb}.bar b{width:1px;height:22px;background:#d6d6d6}
  .bar .box{border:1px solid #c9c9c9;background:#fff;padding:3px 8px;border-radius:3px;font-size:13px}
  .main{position:absolute;top:107px;bottom:26px;left:0;right:0;display:flex}
  .side{width:190px;background:#f4f4f4;border-right:1px solid #dcdcdc;padding:12px 0 0;position:relative}
  .side .h{font-size:12.5px;color:#555;padding:0 14px 14px}
  .thumb{width:112px;height:158px;margin:0 auto 22px;background:#fff;border:1px solid #d0d0d0;overflow:hidden;position:relative}
  .thumb img{width:112px;display:block}
  .thumb.on{outline:3px solid #4a8cf0;outline-offset:2px}
  .thumb .blank{position:absolute;left:12px;right:12px;height:3px;background:#ccc}
  .view{flex:1;background:#7b7f85;position:relative;overflow:hidden}
  .view img{position:absolute;left:calc(50% - 298px);top:14px;width:596px;box-shadow:0 2px 10px rgba(0,0,0,.45)}
  .p2{position:absolute;left:calc(50% - 298px);top:${14 + 842 + 14}px;width:596px;height:200px;background:#f6f6f2}
  .scroll{position:absolute;right:2px;top:6px;width:8px;height:420px;border-radius:4px;background:rgba(255,255,255,.45)}
  .status{position:absolute;left:0;right:0;bottom:0;height:26px;background:#f3f3f3;border-top:1px solid #dcdcdc;display:flex;justify-content:space-between;align-items:center;padding:0 14px;font-size:12px;color:#555}`;
  const blankLines = Array.from(
    { length: 9 },
    (_, i) => `<div class="blank" style="top:${16 + i * 12}px;width:${60 + ((i * 37) % 28)}px"></div>`,
  ).join('');
  const html = `<div class="title"><span>询价函-滁州汇通-电缆.pdf - 福昕PDF阅读器</span><span class="sp"></span><span class="win">—☐✕</span></div>
  <div class="menu"><span>文件</span><span class="on">主页</span><span>注释</span><span>视图</span><span>表单</span><span>保护</span><span>帮助</span></div>
  <div class="bar"><i></i><i></i><i></i><b></b><i></i><i></i><b></b><span class="box">1 / 2</span><i></i><i></i><b></b><span class="box">75%</span><i></i><i></i><b></b><i></i><i></i><i></i></div>
  <div class="main"><div class="side"><div class="h">页面缩略图</div><div class="thumb on"><img src="${scanUrl}"></div><div class="thumb">${blankLines}</div></div>
  <div class="view"><img src="${scanUrl}"><div class="p2"></div><div class="scroll"></div></div></div>
  <div class="status"><span>第 1 页，共 2 页</span><span>75%</span></div>`;
  return {
    html: page(css, html),
    lines: [
      noise('询价函-滁州汇通-电缆.pdf - 福昕PDF阅读器'),
      noise('文件 | 主页 | 注释 | 视图 | 表单 | 保护 | 帮助'),
      noise('1 / 2 | 75%'),
      noise('页面缩略图'),
      ...letter,
      noise('第 1 页，共 2 页 | 75%'),
    ],
  };
}

// ---- w3: a WeChat mini-program inquiry cart, a long screenshot ----

function miniProgramCart(): Picture {
  const cards: Array<{ title: string; qty: string; unit: string; price: string; truth: Expectation; tone: string }> = [
    {
      title: 'YJV 0.6/1kV 4×25+1×16',
      qty: '260',
      unit: '米',
      price: '¥68.40/米',
      truth: it('YJV', '4*25+1*16', 260, '0.6/1kV'),
      tone: '#3b3b3b',
    },
    {
      title: 'YJV 3×240+1×120 电力电缆',
      qty: '180',
      unit: '米',
      price: '¥512.00/米',
      truth: it('YJV', '3*240+1*120', 180),
      tone: '#3b3b3b',
    },
    {
      title: 'ZR-YJV 4×70+1×35 阻燃',
      qty: '150',
      unit: '米',
      price: '¥196.50/米',
      truth: it('ZR-YJV', '4*70+1*35', 150),
      tone: '#6b4a2b',
    },
    {
      title: 'YJV22 8.7/15kV 3×240 500米/盘',
      qty: '2',
      unit: '盘',
      price: '¥385.00/米',
      truth: it('YJV22', '3*240', 1000, '8.7/15kV'),
      tone: '#222',
    },
    {
      title: 'YJLV 4×95+1×50 铝芯',
      qty: '300',
      unit: '米',
      price: '¥41.20/米',
      truth: it('YJLV', '4*95+1*50', 300),
      tone: '#9a9a9a',
    },
    {
      title: 'BV 2.5mm² 硬线 100米/卷',
      qty: '30',
      unit: '卷',
      price: '¥189.00/卷',
      truth: it('BV', '1*2.5', 3000),
      tone: '#c0392b',
    },
    {
      title: 'BV 6mm² 硬线 100米/卷',
      qty: '8',
      unit: '卷',
      price: '¥438.00/卷',
      truth: it('BV', '1*6', 800),
      tone: '#2456b0',
    },
    {
      title: 'RVV 2×1.5 护套线 100米/卷',
      qty: '12',
      unit: '卷',
      price: '¥236.00/卷',
      truth: it('RVV', '2*1.5', 1200),
      tone: '#eeeeee',
    },
    {
      title: 'KVV 7×2.5 控制电缆',
      qty: '400',
      unit: '米',
      price: '¥27.80/米',
      truth: it('KVV', '7*2.5', 400),
      tone: '#333',
    },
    {
      title: 'VV 4×35+1×16 电力电缆',
      qty: '1',
      unit: '盘',
      price: '¥112.60/米',
      truth: ask('1盘 with no drum length'),
      tone: '#3b3b3b',
    },
    {
      title: 'NH-YJV 耐火电缆 规格未选',
      qty: '200',
      unit: '米',
      price: '¥—',
      truth: ask('no spec chosen (规格未选)'),
      tone: '#b03a2e',
    },
    {
      title: '10kV 冷缩户外终端头 三芯',
      qty: '4',
      unit: '套',
      price: '¥460.00/套',
      truth: notSold('cold-shrink cable terminations, not a cable'),
      tone: '#555',
    },
    {
      title: 'GYTA-12B1 单模光缆',
      qty: '2',
      unit: '千米',
      price: '¥1,850.00/千米',
      truth: notSold('single-mode optical fibre, not sold'),
      tone: '#1b1b1b',
    },
  ];
  const css = `body{font-family:${PINGFANG};color:#1a1a1a;background:#f5f5f5}
  #shot{width:390px;background:#f5f5f5;position:relative}
  .sb{height:44px;display:flex;justify-content:space-between;align-items:center;padding:0 26px 0 30px;font-size:15px;font-weight:600;background:#fff}
  .sb .ic{display:flex;gap:5px;align-items:center;font-size:12px}
  .bars{display:flex;gap:2px;align-items:flex-end}.bars i{display:block;width:3px;background:#111;border-radius:1px}
  .bat{width:25px;height:12px;border:1px solid #888;border-radius:3px;padding:1px}.bat i{display:block;height:100%;width:62%;background:#111;border-radius:1px}
  .nav{height:44px;background:#fff;display:flex;align-items:center;justify-content:center;position:relative;font-size:16.5px;font-weight:600}
  .cap{position:absolute;right:10px;top:7px;width:87px;height:30px;border:1px solid #ddd;border-radius:15px;display:flex;align-items:center;justify-content:space-around}
  .cap i{display:block;width:18px;height:4px;background:radial-gradient(circle,#111 1.6px,transparent 2px) repeat-x;background-size:6px 4px}
  .cap b{display:block;width:15px;height:15px;border:2px solid #111;border-radius:8px}
  .back{position:absolute;left:14px;top:12px}
  .addr{background:#fff;margin:10px 10px 0;border-radius:10px;padding:10px 14px;font-size:13px;line-height:22px}
  .addr .n{font-weight:600;font-size:14px}
  .addr .g{color:#777}
  .shop{background:#fff;margin:10px 10px 0;border-radius:10px 10px 0 0;padding:12px 14px 8px;display:flex;justify-content:space-between;font-size:14px;font-weight:600}
  .shop span:last-child{font-weight:normal;color:#888;font-size:12.5px}
  .list{background:#fff;margin:0 10px;border-radius:0 0 10px 10px;padding:0 12px 6px}
  .item{display:flex;gap:8px;padding:9px 0;border-top:1px solid #f0f0f0}
  .img{width:42px;height:42px;border-radius:6px;flex:none;position:relative;overflow:hidden;background:#e9e6e1}
  .img i{position:absolute;left:8px;top:8px;width:30px;height:30px;border-radius:15px;border:6px solid}
  .body{flex:1;min-width:0}
  .top{display:flex;align-items:center;gap:4px;height:24px}
  .tt{flex:1;min-width:0;font-size:12.8px;white-space:nowrap;overflow:hidden}
  .st{display:flex;align-items:center;border:1px solid #e3e3e3;border-radius:4px;height:22px;font-size:12.5px;flex:none}
  .st span{display:block;text-align:center;line-height:20px}
  .st .b{width:20px;color:#555}.st .q{min-width:34px;padding:0 3px;border-left:1px solid #e3e3e3;border-right:1px solid #e3e3e3}
  .un{font-size:12.5px;color:#555;width:26px;text-align:right;flex:none}
  .pr{font-size:12px;color:#e64340;height:20px;line-height:20px}
  .note{background:#fff;margin:10px;border-radius:10px;padding:10px 14px;font-size:13px;color:#555}
  .foot{height:58px;background:#fff;border-top:1px solid #eee;display:flex;align-items:center;justify-content:flex-end;gap:12px;padding:0 14px;font-size:13.5px}
  .foot .go{background:#07c160;color:#fff;padding:9px 22px;border-radius:20px;font-size:14.5px;font-weight:600}
  .home{height:26px;background:#fff;position:relative}.home i{position:absolute;left:128px;top:10px;width:134px;height:5px;border-radius:3px;background:#111}`;
  const bars = [4, 6, 8, 10].map((h) => `<i style="height:${h}px"></i>`).join('');
  const chevron = `<svg class="back" width="12" height="20" viewBox="0 0 12 20"><path d="M10 2 L2 10 L10 18" stroke="#111" stroke-width="2.2" fill="none"/></svg>`;
  const items = cards
    .map(
      (c) => `<div class="item"><div class="img"><i style="border-color:${c.tone}"></i></div><div class="body">
      <div class="top"><div class="tt" data-fit>${esc(c.title)}</div><div class="st"><span class="b">−</span><span class="q">${esc(c.qty)}</span><span class="b">+</span></div><span class="un">${esc(c.unit)}</span></div>
      <div class="pr">${esc(c.price)}</div></div></div>`,
    )
    .join('');
  const html = `<div class="sb"><span>9:41</span><span class="ic"><span class="bars">${bars}</span>5G<span class="bat"><i></i></span></span></div>
  <div class="nav">${chevron}询价清单<div class="cap"><i></i><b></b></div></div>
  <div class="addr"><div class="n">张工　139****5521</div><div class="g">马鞍山市雨山区湖东南路218号 项目部</div></div>
  <div class="shop"><span>华远线缆官方商城</span><span>共13件</span></div>
  <div class="list">${items}</div>
  <div class="note">备注：开13%专票，送货到工地</div>
  <div class="foot"><span>已选 13 件</span><span class="go">提交询价</span></div><div class="home"><i></i></div>`;
  return {
    html: page(css, html),
    lines: [
      noise('9:41 | 5G'),
      noise('询价清单'),
      noise('张工 139****5521'),
      noise('马鞍山市雨山区湖东南路218号 项目部'),
      noise('华远线缆官方商城 | 共13件'),
      ...cards.flatMap((c) => [{ text: cellsOf(c.title, `− ${c.qty} +`, c.unit), truth: c.truth }, noise(c.price)]),
      noise('备注：开13%专票，送货到工地'),
      noise('已选 13 件 | 提交询价'),
    ],
  };
}

// ---- handwriting ----

/** Marker or pen writing: each character a little off its line and turned, the line's baseline wandering. */
function hand(text: string, dice: Dice, wander = 1): string {
  let drift = (dice.next() - 0.5) * 4 * wander;
  const slope = (dice.next() - 0.5) * 0.5 * wander;
  return Array.from(text)
    .map((ch, i) => {
      if (ch === ' ') return '<span style="display:inline-block;width:0.4em"></span>';
      drift += (dice.next() - 0.5) * 1.6 * wander;
      const dy = drift + slope * i + (dice.next() - 0.5) * 2 * wander;
      const rot = (dice.next() - 0.5) * 8 * wander;
      const sc = 0.93 + dice.next() * 0.14;
      return `<span style="display:inline-block;transform:translate(0,${dy.toFixed(1)}px) rotate(${rot.toFixed(1)}deg) scale(${sc.toFixed(2)})">${esc(ch)}</span>`;
    })
    .join('');
}

// ---- w4: a whiteboard in a site office ----

function whiteboard(): Picture {
  const dice = new Dice(8404);
  const list: Array<{ text: string; key?: string; truth: Expectation; html?: string; ink?: string }> = [
    { text: '1. YJV 4×150+1×70 185米', truth: it('YJV', '4*150+1*70', 185) },
    { text: '2. YJV 4×35+1×16 420米', truth: it('YJV', '4*35+1*16', 420) },
    { text: '3. VV 5×6 350米', truth: it('VV', '5*6', 350) },
    { text: '4. ZR-YJV 4×25+1×16 600米', truth: it('ZR-YJV', '4*25+1*16', 600) },
    { text: '5. NH-YJV 3×50+2×25 140米 消防', truth: it('NH-YJV', '3*50+2*25', 140) },
    { text: '6. BV 2.5 40卷(100m)', truth: it('BV', '1*2.5', 4000), ink: '#1c3fa0' },
    { text: '7. BV 4 20卷(100m)', truth: it('BV', '1*4', 2000), ink: '#1c3fa0' },
    { text: '8. KVV 8×1.5 250米', truth: it('KVV', '8*1.5', 250) },
    {
      text: '9. YJV22 4×120+1×70 300 350米',
      truth: it('YJV22', '4*120+1*70', 350),
      html: `${hand('9. YJV22 4×120+1×70 ', dice)}<span class="struck">${hand('300', dice)}</span> <span style="color:#c0272d">${hand('350米', dice)}</span>`,
    },
    { text: '10. YJV 4×50+1×25 长度待测', truth: ask('length 待测 (still to be measured)') },
    {
      text: '11. YJV 3×95+1×50 米',
      truth: ask('the amount was wiped off the board (only 米 is left)'),
      html: `${hand('11. YJV 3×95+1×50 ', dice)}<span class="wiped">${hand('280', dice)}</span>${hand('米', dice)}`,
    },
    { text: '12. 接地扁钢 -40×4 120米', truth: notSold('galvanised earthing flat steel, not a cable') },
  ];
  const css = `body{font-family:${HAND};background:#ddd}
  #shot{width:1400px;height:1000px;background:linear-gradient(180deg,#a9adb1,#8d9196);padding:16px;position:relative}
  .board{position:absolute;left:16px;top:16px;right:16px;bottom:46px;background:linear-gradient(100deg,#fbfbf8 0%,#f4f5f2 45%,#f8f8f5 70%,#f1f2ef 100%);box-shadow:inset 0 0 0 2px #c9ccd0;overflow:hidden}
  .tray{position:absolute;left:80px;right:80px;bottom:22px;height:28px;background:linear-gradient(180deg,#b8bcc1,#8a8e93);border-radius:0 0 6px 6px}
  .pen{position:absolute;bottom:30px;height:14px;border-radius:7px}
  .mag{position:absolute;width:34px;height:34px;border-radius:17px;box-shadow:0 2px 3px rgba(0,0,0,.3)}
  .t{position:absolute;left:70px;top:38px;font-size:46px;color:#c0272d;-webkit-text-stroke:1.3px #c0272d;white-space:nowrap}
  .d{position:absolute;right:330px;top:52px;font-size:36px;color:#c0272d;-webkit-text-stroke:1px #c0272d}
  .ls{position:absolute;left:84px;top:128px}
  .ln{font-size:38px;height:58px;line-height:58px;color:#1d1f24;-webkit-text-stroke:1.2px currentColor;white-space:nowrap}
  .struck{position:relative}.struck:after{content:'';position:absolute;left:-4px;right:-6px;top:48%;height:4px;background:#1d1f24;transform:rotate(-7deg);border-radius:2px}
  .wiped{position:relative;color:#1d1f24}
  .wiped:after{content:'';position:absolute;left:-14px;right:-10px;top:-4px;bottom:-4px;border-radius:30%;background:radial-gradient(ellipse at 50% 50%,rgba(247,247,244,1) 62%,rgba(247,247,244,.93) 78%,rgba(247,247,244,0) 100%)}
  .smear{position:absolute;height:4px;border-radius:3px;background:rgba(110,115,128,.14)}
  .sk{position:absolute;right:90px;top:240px;width:330px;height:300px}
  .foot{position:absolute;left:84px;top:840px;font-size:34px;color:#1c3fa0;-webkit-text-stroke:1px #1c3fa0}`;
  const lines = list
    .map((l) => `<div class="ln" style="color:${l.ink ?? '#1d1f24'}">${l.html ?? hand(l.text, dice, 1.5)}</div>`)
    .join('');
  const smears = Array.from({ length: 9 }, () => {
    const top = Math.round(640 + dice.next() * 70);
    return `<div class="smear" style="left:${Math.round(560 + dice.next() * 40)}px;top:${top}px;width:${Math.round(60 + dice.next() * 90)}px;transform:rotate(${((dice.next() - 0.5) * 14).toFixed(1)}deg)"></div>`;
  }).join('');
  const sketch = `<svg class="sk" viewBox="0 0 330 300"><g fill="none" stroke="#1c3fa0" stroke-width="4" stroke-linecap="round">
    <path d="M20 40 L150 36 L152 120 L22 124 Z"/><path d="M200 180 L310 176 L312 270 L202 272 Z"/>
    <path d="M150 80 C 200 90, 220 120, 240 176"/><path d="M232 160 L241 178 L252 162"/>
    <path d="M40 60 L130 58 M40 80 L120 79 M40 100 L110 99"/><path d="M220 200 L290 198 M220 222 L285 221 M220 244 L270 243"/></g></svg>`;
  const html = `<div class="board"><div class="t">${hand('3#楼 电缆用量（报材料）', dice)}</div><div class="d">${hand('11/12', dice)}</div>
  <div class="ls">${lines}</div>${smears}${sketch}<div class="foot">${hand('周五前报给王工 → 采购', dice)}</div>
  <div class="mag" style="left:1180px;top:40px;background:radial-gradient(circle at 35% 35%,#ff8a7a,#c0392b)"></div>
  <div class="mag" style="left:1250px;top:40px;background:radial-gradient(circle at 35% 35%,#7fb3ff,#2456b0)"></div></div>
  <div class="tray"></div><div class="pen" style="left:300px;width:130px;background:#222"></div><div class="pen" style="left:470px;width:128px;background:#1c3fa0"></div><div class="pen" style="left:900px;width:90px;height:26px;bottom:36px;border-radius:4px;background:#3a3a3a"></div>`;
  return {
    html: page(css, html),
    lines: [
      noise('3#楼 电缆用量（报材料） | 11/12'),
      ...list.map((l) => ({ text: l.text, truth: l.truth })),
      noise('周五前报给王工 → 采购'),
    ],
  };
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

// ---- w5: a printed form under a warm desk lamp at night ----

function lampForm(): Picture {
  const rows = [
    r(['1', '交联电力电缆', 'YJV 3×185+1×95', '0.6/1kV', '４５０', '米', ''], it('YJV', '3*185+1*95', 450, '0.6/1kV')),
    r(['2', '交联电力电缆', 'YJV 4×70+1×35', '0.6/1kV', '８８０', '米', ''], it('YJV', '4*70+1*35', 880, '0.6/1kV')),
    r(['3', '交联电力电缆', 'YJV 1×300', '0.6/1kV', '1.2', '千米', '单芯'], it('YJV', '1*300', 1200, '0.6/1kV')),
    r(['4', '铠装电缆', 'YJV22 3×185+1×95', '0.6/1kV', '160', '米', ''], it('YJV22', '3*185+1*95', 160, '0.6/1kV')),
    r(['5', '阻燃电缆', 'ZR-YJV 3×120+2×70', '0.6/1kV', '320', '米', ''], it('ZR-YJV', '3*120+2*70', 320, '0.6/1kV')),
    r(['6', '中压电缆', 'YJV 3×185', '8.7/15kV', '2.4', 'km', ''], it('YJV', '3*185', 2400, '8.7/15kV')),
    r(
      ['7', '低烟无卤电缆', 'WDZ-YJY 3×70+1×35', '0.6/1kV', '510', '米', ''],
      it('WDZ-YJY', '3*70+1*35', 510, '0.6/1kV'),
    ),
    r(['8', '软电线', 'BVR 4mm²', '450/750V', '25', '卷', '每卷100米'], it('BVR', '1*4', 2500, '450/750V')),
    r(['9', '护套线', 'RVV 4×1.0', '300/500V', '６００', '米', ''], it('RVV', '4*1', 600, '300/500V')),
    r(['10', '控制电缆', 'KVV 30×1.5', '450/750V', '200', '米', ''], it('KVV', '30*1.5', 200, '450/750V')),
    r(['11', '架空绝缘线', 'JKLYJ 1×240', '10kV', '3.2', 'km', ''], it('JKLYJ', '1*240', 3200, '10kV')),
    r(
      ['12', '电力电缆', 'YJV 4×240+1×120', '0.6/1kV', '5', '盘', '每盘约250米'],
      ask('drum length only approximate (每盘约250米)'),
    ),
    r(['13', '电力电缆', 'YJV 3×150+2×70', '0.6/1kV', '280', '米', '已取消'], ask('row marked 已取消 (cancelled)')),
    r(['14', '电缆分支箱', 'DFW-12/630', '10kV', '2', '台', ''], notSold('cable branch box (switchgear), not a cable')),
  ];
  const t = table(['序号', '产品名称', '规格型号', '电压', '数量', '单位', '备注'], rows, 'p', 'clllrcl');
  const css = `${PRINT} body{font-family:${SANS}} #shot{height:1123px;padding:60px 62px} table.p{font-size:15px} table.p td,table.p th{padding:9px 6px} h1{font-size:27px}`;
  const html = `<h1>电缆询价表</h1>
  <div class="l"><span>询价方：宣城宛陵电力安装工程有限公司</span><span>询价日期：2025-11-11</span></div>
  <div class="l"><span>项目：宣城经开区110kV变电站配套线路</span><span>报价有效期：15天</span></div>${t.html}
  <div class="n">备注：请注明品牌、交货期，价格含13%增值税。</div>
  <div class="l" style="margin-top:26px"><span>联系人：俞晓峰　18955302716</span><span>（盖章）</span></div>`;
  return {
    html: page(css, html),
    lines: [
      noise('电缆询价表'),
      noise('询价方：宣城宛陵电力安装工程有限公司 | 询价日期：2025-11-11'),
      noise('项目：宣城经开区110kV变电站配套线路 | 报价有效期：15天'),
      ...t.lines,
      noise('备注：请注明品牌、交货期，价格含13%增值税。'),
      noise('联系人：俞晓峰 18955302716 | （盖章）'),
    ],
  };
}

// ---- w6: a bound booklet, a wide table spread across two pages ----

function bookletSpread(): Picture {
  const rows: Array<{ left: string[]; right: string[]; truth: Expectation }> = [
    {
      left: ['15', '电力电缆', 'YJV-0.6/1kV 4×120+1×70'],
      right: ['米', '420', '11月20日', ''],
      truth: it('YJV', '4*120+1*70', 420, '0.6/1kV'),
    },
    {
      left: ['16', '电力电缆', 'YJV-0.6/1kV 3×150+1×70'],
      right: ['米', '235', '11月20日', ''],
      truth: it('YJV', '3*150+1*70', 235, '0.6/1kV'),
    },
    {
      left: ['17', '电力电缆', 'YJV 5×25'],
      right: ['米', '960', '11月20日', '照明干线'],
      truth: it('YJV', '5*25', 960),
    },
    {
      left: ['18', '铠装电缆', 'YJV22 3×240+1×120'],
      right: ['米', '110', '11月25日', '穿路段'],
      truth: it('YJV22', '3*240+1*120', 110),
    },
    {
      left: ['19', '电力电缆', 'VV 3×50+2×25'],
      right: ['米', '300', '11月25日', ''],
      truth: it('VV', '3*50+2*25', 300),
    },
    {
      left: ['20', '铝芯电缆', 'YJLV 4×185+1×95'],
      right: ['米', '650', '11月25日', ''],
      truth: it('YJLV', '4*185+1*95', 650),
    },
    {
      left: ['21', '阻燃电缆', 'ZC-YJV 3×35+1×16'],
      right: ['米', '380', '12月1日', ''],
      truth: it('ZC-YJV', '3*35+1*16', 380),
    },
    {
      left: ['22', '耐火电缆', 'NH-YJV 5×2.5'],
      right: ['米', '1,500', '12月1日', '应急照明'],
      truth: it('NH-YJV', '5*2.5', 1500),
    },
    {
      left: ['23', '电线', 'BV-450/750V 1×16'],
      right: ['米', '800', '12月1日', ''],
      truth: it('BV', '1*16', 800, '450/750V'),
    },
    { left: ['24', '软电线', 'BVR 1×35'], right: ['米', '260', '12月1日', '接地跨接'], truth: it('BVR', '1*35', 260) },
    { left: ['25', '控制电缆', 'KVV 4×1.0'], right: ['米', '1,250', '12月5日', ''], truth: it('KVV', '4*1', 1250) },
    {
      left: ['26', '中压电缆', 'YJV-8.7/15kV 1×95'],
      right: ['米', '1,230', '12月5日', '单芯'],
      truth: it('YJV', '1*95', 1230, '8.7/15kV'),
    },
    {
      left: ['27', '电力电缆', 'YJV 4×16'],
      right: ['米', '—', '', '暂缓'],
      truth: ask('no quantity (—), 暂缓 (deferred)'),
    },
    {
      left: ['28', '电缆终端头', '10kV冷缩户外终端 3×240'],
      right: ['套', '6', '12月5日', ''],
      truth: notSold('cable terminations, not a cable'),
    },
    {
      left: ['29', '镀锌钢管', 'SC50'],
      right: ['米', '180', '12月5日', '电缆保护管'],
      truth: notSold('galvanised steel conduit, not a cable'),
    },
  ];
  const rowsL = rows
    .map((x) => `<tr>${x.left.map((c, i) => `<td class="l${i}">${esc(c)}</td>`).join('')}</tr>`)
    .join('');
  const rowsR = rows
    .map((x) => `<tr>${x.right.map((c, i) => `<td class="r${i}">${esc(c)}</td>`).join('')}</tr>`)
    .join('');
  const css = `body{font-family:${SERIF};color:#161616}
  #shot{width:1180px;height:820px;background:#fdfcf7;position:relative;display:flex}
  .pg{width:590px;height:820px;position:relative;padding:46px 0 0}
  .pg.L{padding-left:56px;padding-right:46px}.pg.R{padding-left:46px;padding-right:56px}
  .hd{font-size:14px;height:24px;display:flex;justify-content:space-between;border-bottom:1.5px solid #333;margin-bottom:14px}
  .tt{font-size:19px;font-weight:bold;height:34px;letter-spacing:2px}
  table{border-collapse:collapse;font-size:14.5px;width:100%}
  td,th{border:1px solid #333;height:33px;padding:0 7px;white-space:nowrap}
  th{font-weight:bold;height:36px}
  .L table{border-right:none} .R table{border-left:none}
  .l0{width:46px;text-align:center}.l1{width:108px}
  .r0{width:50px;text-align:center}.r1{width:82px;text-align:right}.r2{width:104px}
  .ft{position:absolute;bottom:30px;left:0;right:0;text-align:center;font-size:13px}
  .sg{font-size:14px;margin-top:16px;height:24px}`;
  const html = `<div class="pg L"><div class="hd"><span>表C-3</span><span>池州经开区污水处理厂提标改造工程</span></div>
   <div class="tt">材料需用计划表（电气 续）</div>
   <table><tr><th class="l0">序号</th><th class="l1">材料名称</th><th>规格型号</th></tr>${rowsL}</table>
   <div class="sg">编制：方晓春</div><div class="ft">— 12 —</div></div>
  <div class="pg R"><div class="hd"><span>施工单位：安徽建工集团</span><span>2025年11月</span></div>
   <div class="tt" style="text-align:right;font-weight:normal;font-size:15px;letter-spacing:0">第 2 页 共 3 页</div>
   <table><tr><th class="r0">单位</th><th class="r1">数量</th><th class="r2">需用日期</th><th>备注</th></tr>${rowsR}</table>
   <div class="sg">审核：程立军</div><div class="ft">— 13 —</div></div>`;
  return {
    html: page(css, html),
    lines: [
      noise('表C-3 | 池州经开区污水处理厂提标改造工程 | 施工单位：安徽建工集团 | 2025年11月'),
      noise('材料需用计划表（电气 续） | 第 2 页 共 3 页'),
      noise('序号 | 材料名称 | 规格型号 | 单位 | 数量 | 需用日期 | 备注'),
      ...rows.map((x) => ({ text: cellsOf(...x.left, ...x.right), truth: x.truth })),
      noise('编制：方晓春 | 审核：程立军'),
      noise('— 12 — | — 13 —'),
    ],
  };
}

// ---- w7: a page in a clear plastic sleeve ----

function sleevedList(): Picture {
  const rows = [
    r(['1', '电力电缆', 'YJV-0.6/1kV 3*2.5', 'm', '1500'], it('YJV', '3*2.5', 1500, '0.6/1kV')),
    r(['2', '电力电缆', 'YJV-0.6/1kV 3*4+1*2.5', 'm', '880'], it('YJV', '3*4+1*2.5', 880, '0.6/1kV')),
    r(['3', '电力电缆', 'YJV-0.6/1kV 4*240+1*120', 'm', '145'], it('YJV', '4*240+1*120', 145, '0.6/1kV')),
    r(['4', '阻燃电缆', 'ZR-YJV-0.6/1kV 4*95+1*50', 'm', '270'], it('ZR-YJV', '4*95+1*50', 270, '0.6/1kV')),
    r(['5', '阻燃电缆', 'ZR-YJV 5*4', 'm', '640'], it('ZR-YJV', '5*4', 640)),
    r(['6', '铠装电缆', 'VV22-0.6/1kV 4*50+1*25', 'm', '190'], it('VV22', '4*50+1*25', 190, '0.6/1kV')),
    r(['7', '电线', 'BV-450/750V 10mm2', 'm', '1200'], it('BV', '1*10', 1200, '450/750V')),
    r(['8', '电线', 'BV-450/750V 1.5mm2', '卷', '60（100m/卷）'], it('BV', '1*1.5', 6000, '450/750V')),
    r(['9', '控制电缆', 'KVV-450/750V 16*1.0', 'm', '330'], it('KVV', '16*1', 330, '450/750V')),
    r(['10', '中压电缆', 'YJV-8.7/15kV 3*400', 'm', '850'], it('YJV', '3*400', 850, '8.7/15kV')),
    r(
      ['11', '电力电缆', 'YJV-0.6/1kV 3*120+2*70', 'm', '560'],
      ask('the amount is washed out by a reflection on the sleeve'),
    ),
    r(['12', '视频线', 'SYV-75-5', 'm', '500'], notSold('coaxial video cable, not sold')),
  ];
  const t = table(['序号', '品名', '规格型号', '单位', '数量'], rows, 'p', 'cllcr', {
    cellAttr: (ri, ci) => (ri === 10 && ci === 4 ? 'data-mark="glare"' : ''),
  });
  const css = `${PRINT} body{font-family:${YAHEI}} #shot{height:1123px;padding:64px 70px} table.p{font-size:15px} table.p td,table.p th{padding:10px 8px} h1{font-size:25px}`;
  const html = `<h1>电缆采购清单</h1>
  <div class="l"><span>项目：黄山屯溪区老街片区管网改造</span><span>清单编号：TX-DL-07</span></div>${t.html}
  <div class="n">说明：数量为净用量，另加3%损耗；电缆须为国标产品。</div>
  <div class="l" style="margin-top:24px"><span>经办：汪海涛</span><span>2025年11月12日</span></div>`;
  return {
    html: page(css, html),
    lines: [
      noise('电缆采购清单'),
      noise('项目：黄山屯溪区老街片区管网改造 | 清单编号：TX-DL-07'),
      ...t.lines.map((l, i) => (i === 11 ? { ...l, text: l.text.replace(/ \| 560$/, '') } : l)),
      noise('说明：数量为净用量，另加3%损耗；电缆须为国标产品。'),
      noise('经办：汪海涛 | 2025年11月12日'),
    ],
  };
}

// ---- w8: the label on a cable drum ----

function drumLabel(): Picture {
  const css = `body{font-family:${YAHEI};color:#141414}
  #shot{width:760px;height:520px;background:#fbfbf6;padding:26px 30px;position:relative;border:3px solid #1d5fae}
  .co{display:flex;align-items:center;gap:14px;height:52px}
  .logo{width:46px;height:46px;border-radius:23px;background:#1d5fae;color:#fff;font-size:24px;font-weight:bold;display:flex;align-items:center;justify-content:center;font-family:${SANS}}
  .co .n{font-size:23px;font-weight:bold;letter-spacing:2px;color:#1d5fae}
  h1{font-size:30px;text-align:center;letter-spacing:14px;margin:12px 0 14px}
  table{width:100%;border-collapse:collapse;font-size:21px}
  th,td{border:1.6px solid #1d1d1d;height:50px;text-align:center;padding:0 6px}
  th{font-weight:normal;background:#e9eef6;font-size:18px}
  td{font-weight:bold}
  .kv{display:flex;justify-content:space-between;font-size:16.5px;margin-top:14px}
  .arrow{position:absolute;right:34px;bottom:22px;font-size:16px;display:flex;align-items:center;gap:6px}`;
  const html = `<div class="co"><div class="logo">HN</div><span class="n">安徽华能电缆集团有限公司</span></div>
  <h1>电缆盘标签</h1>
  <table><tr><th>型号</th><th>规格</th><th>额定电压</th><th>长度</th><th>盘号</th></tr>
  <tr><td>YJV22</td><td>3×185+1×95</td><td>0.6/1kV</td><td>500 m</td><td>2511-0386</td></tr></table>
  <div class="kv"><span>执行标准：GB/T 12706.1-2020</span><span>生产日期：2025.10.28</span></div>
  <div class="kv"><span>毛重：2860 kg</span><span>检验：合格 QC03</span></div>
  <div class="kv" style="margin-top:22px"><span>地址：合肥市蜀山经济开发区</span><span></span></div>
  <div class="arrow">滚动方向 ➜</div>`;
  return {
    html: page(css, html),
    lines: [
      noise('HN | 安徽华能电缆集团有限公司'),
      noise('电缆盘标签'),
      noise('型号 | 规格 | 额定电压 | 长度 | 盘号'),
      { text: 'YJV22 | 3×185+1×95 | 0.6/1kV | 500 m | 2511-0386', truth: it('YJV22', '3*185+1*95', 500, '0.6/1kV') },
      noise('执行标准：GB/T 12706.1-2020 | 生产日期：2025.10.28'),
      noise('毛重：2860 kg | 检验：合格 QC03'),
      noise('地址：合肥市蜀山经济开发区'),
      noise('滚动方向 ➜'),
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
  const count = (e: string) => lines.filter((l) => l.truth.expect === e).length;
  console.log(
    `${file}: ${data.length} bytes, ${lines.length} lines, ${count('item')} items, ${count('review')} review, ${count('unknown')} unknown`,
  );
}

/** The rendered page's height over its width (PNG header), so a photographed page keeps its shape. */
const aspect = (png: Buffer) => png.readUInt32BE(20) / png.readUInt32BE(16);

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const only = process.argv[2];
    const want = (name: string) => !only || only.split(',').includes(name);

    if (want('w1')) {
      const p = dingSheetTablet();
      const { png } = await render(browser, p.html, 1180, 2, 820);
      write(
        'w1-dingtalk-sheet-ipad-comment.png',
        png,
        'clean tablet screenshot (iPad landscape, 2360 × 1640, 2x) of a DingTalk (钉钉) online spreadsheet (Noto Sans CJK SC 14px): the status bar 10:06 11月12日周三, the document bar 2号厂房电缆询价 / 已保存 / 分享, an icon toolbar, the cell box G10 360, column letters A–J, row numbers, a merged title row, 序号 / 名称 / 型号 / 规格 / 电压等级 / 单位 / 数量 / 备注 with the model and the spec in SEPARATE columns (YJV | 4×185+1×95), voltage in its own column, 1,080 and 千米 1.25, a blue selection box and an orange comment mark on G10 (row 8 KVV), and the comment card (周琳 11月12日 10:05 / KVV这根核对过了，按12芯报) lying over the 备注 cells of rows 9 and 10 so its two lines sit on those rows: row 9 is BV 4mm² in 卷 whose 备注 (roll length) is hidden (ask), row 10 an RVV item in 米; BVR in 卷 with 每卷100米, 数量 待定 (ask), heat-shrink joints (not sold), a note row, two empty rows and the sheet tabs',
        p.lines,
      );
    }

    if (want('w2')) {
      const letter = scannedLetter();
      const { png: pagePng } = await render(browser, letter.html, 794, 1.5, 1123);
      // the scanner: a flat page turned a little, grey toner, dust
      const scan = await photograph(pagePng, {
        width: 1191,
        height: 1684,
        corners: placed(596, 842, 1191, 1684, 0.35),
        around: () => [250, 250, 248],
        light: () => 1,
        paper: [246, 246, 242],
        blur: 1,
        grain: 3,
        seed: 8021,
        quality: 70,
        fade: { by: 0.12, to: 235 },
        speckle: 0.00035,
      });
      const p = pdfViewer(`data:image/jpeg;base64,${scan.toString('base64')}`, letter.lines);
      const { png } = await render(browser, p.html, 1440, 1.5, 1000);
      write(
        'w2-pdf-viewer-scan-75pct.png',
        png,
        'clean desktop screenshot (2160 × 1500, 1.5x) of a PDF reader (福昕PDF阅读器 style: title bar, ribbon tabs 文件 / 主页 / 注释…, a toolbar with the page box 1 / 2 and the zoom box 75%, a 页面缩略图 side panel with two page thumbnails, the page on a grey desk, the top edge of page 2 below, a status bar 第 1 页，共 2 页 / 75%) showing a SCANNED 询价函 at 75 % (the page itself a scan: turned 0.35°, greyed toner, dust specks, JPEG): a letter paragraph, 序号 / 材料名称 / 规格型号 / 单位 / 数量 / 备注 with the model, voltage and spec joined by hyphens and * for times (YJV-8.7/15kV-3*70, JKLYJ-10kV-1*95), km 2.6, 1,400-style figures, 数量 见附页 (ask), one 数量 cell blotted out by a black toner smear (ask), optical fibre (not sold), the contact line, the company, the date and a red round seal',
        p.lines,
      );
    }

    if (want('w3')) {
      const p = miniProgramCart();
      const { png } = await render(browser, p.html, 390, 3, 1600);
      write(
        'w3-wechat-miniprogram-cart-long.png',
        png,
        'clean long phone screenshot (1170 × 3540, 3x, scrolled capture) of a WeChat mini-program (小程序) inquiry cart 询价清单: the status bar, the title bar with the mini-program capsule, an address card, the shop line 华远线缆官方商城 / 共13件, then one product card per cable: a round cable picture, the title (model, spec, sometimes voltage and 100米/卷 or 500米/盘) with a 数量 stepper − n + and the unit (米 / 卷 / 盘 / 套 / 千米) on the same line, the red unit price on the line below; 2盘 of a 500米/盘 drum, 卷 of 100米/卷, 1盘 with no drum length (ask), an NH-YJV with 规格未选 (ask), cable terminations and single-mode fibre (not sold), a 备注 card and the 已选 13 件 / 提交询价 bar',
        p.lines,
      );
    }

    if (want('w4')) {
      const p = whiteboard();
      const { png } = await render(browser, p.html, 1400, 1.4, 1000);
      const corners = placed(1190, 860, 2060, 2060 * aspect(png), 1.2, 0.93);
      write(
        'w4-photo-whiteboard-marker.jpg',
        await photograph(png, {
          width: 2400,
          height: 1800,
          corners,
          lens: 0.03,
          around: (x, y) => {
            const g = 0.9 + 0.06 * Math.sin(x / 700) - 0.08 * (y / 1800);
            return [214 * g, 206 * g, 190 * g];
          },
          light: lamp(900, 300, 2600, 0.72),
          glare: (x, y) =>
            0.32 * gauss(Math.hypot((x - 1780) / 2.2, y - 420), 200) + 0.1 * gauss(x - y * 0.6 - 1300, 160),
          paper: [240, 241, 238],
          blur: 1,
          grain: 7,
          seed: 804,
          quality: 80,
        }),
        'phone photo (2400 × 1800, JPEG q80) of a whiteboard in a site office: a marker-written list in 楷体 handwriting (AR PL UKai 38px, every character a little off a wandering baseline and turned), black and blue marker, the red title 3#楼 电缆用量（报材料） and the date 11/12, one amount struck through and corrected in red (300 → 350米: 350), 长度待测 (ask), one amount wiped off with the hand so only 米 is left (ask), earthing flat steel (not sold), a blue sketch of two boxes and an arrow, grey smears of old writing, two magnets, the pen tray; the board turned 1.2° with keystone and barrel, window glare at the upper right',
        p.lines,
      );
    }

    if (want('w5')) {
      const p = lampForm();
      const { png } = await render(browser, p.html, 794, 2.2);
      write(
        'w5-photo-desk-lamp-night.jpg',
        await photograph(png, {
          width: 1800,
          height: 2400,
          corners: placed(930, 1180, 1540, 1540 * aspect(png), 1.3, 0.95),
          around: (x, y, _u, _v, dice) => {
            const s = 0.9 + 0.1 * Math.sin(x / 90 + 2 * Math.sin(y / 300)) + (dice.next() - 0.5) * 0.06;
            return [92 * s, 58 * s, 34 * s];
          },
          light: product(
            lamp(560, 420, 2500, 0.24),
            (x, y) => 1 - 0.3 * Math.min(1, (Math.hypot(x - 900, y - 1200) / 1500) ** 3),
          ),
          paper: [255, 214, 150],
          blur: 1,
          grain: 13,
          seed: 805,
          quality: 76,
        }),
        'phone photo (1800 × 2400, JPEG q76) of a printed 电缆询价表 (Liberation Sans + Noto Sans CJK SC 15px) on a dark wooden desk AT NIGHT under a warm desk lamp: strong yellow cast, a hot spot at the upper left falling off hard to dark corners (vignetting), heavy grain, turned 1.3° with keystone; 序号 / 产品名称 / 规格型号 / 电压 / 数量 / 单位 / 备注 with 数量 BEFORE 单位, full-width digits ４５０ / ８８０ / ６００, 1.2 千米 and 2.4 / 3.2 km, BVR in 卷 with 每卷100米, 5盘 with 每盘约250米 (approximate: ask), a row marked 已取消 (ask), a cable branch box (not sold), a note and the contact line',
        p.lines,
      );
    }

    if (want('w6')) {
      const p = bookletSpread();
      const { png } = await render(browser, p.html, 1180, 2, 820);
      // the binding: each page rises out of the gutter and flattens, its outer edge lifting a little
      const height = (u: number) => {
        const d = Math.abs(u - 0.5);
        return 1 - Math.exp(-d / 0.035) + 0.6 * Math.max(0, d - 0.42) ** 2 * 40;
      };
      const shade = (u: number) => {
        const d = u - 0.5;
        return 1 - 0.5 * gauss(d, 0.012) - 0.2 * gauss(d, 0.05) - 0.06 * (d > 0 ? 0 : 1) * gauss(d, 0.2);
      };
      write(
        'w6-photo-booklet-spread-gutter.jpg',
        await photograph(png, {
          width: 2400,
          height: 1800,
          corners: placed(1200, 930, 2240, 2240 * aspect(png), -0.8, 0.955),
          lift: { height: (u) => height(u), shift: [0, -44] },
          around: surface([120, 86, 60], 80, 5),
          light: lamp(1000, 700, 2400, 0.76),
          shade: (u) => shade(u),
          paper: [246, 242, 230],
          blur: 1,
          grain: 6,
          seed: 806,
          quality: 80,
        }),
        'phone photo (2400 × 1800, JPEG q80) of a two-page spread of a bound booklet on a wooden desk: the pages rise out of the gutter (the page edges and the rows near the binding curve down into it, a dark shadow in the fold), turned −0.8° with keystone; a WIDE table runs across both pages, each row starting on the left page (序号 / 材料名称 / 规格型号) and finishing on the right page (单位 / 数量 / 需用日期 / 备注), numbered 15–29 as a continuation (续); 1,500-style figures, 数量 — with 暂缓 (ask), cable terminations and galvanised conduit (not sold), running heads on both pages, 编制 / 审核 and page numbers — 12 — / — 13 —',
        p.lines,
      );
    }

    if (want('w7')) {
      const p = sleevedList();
      const { png, marks } = await render(browser, p.html, 794, 2.2);
      const corners = placed(905, 1200, 1520, 1520 * aspect(png), -1.1, 0.96);
      const g = marks.glare!;
      const [gx, gy] = onPhoto(corners, g.u1 - 0.045, (g.v0 + g.v1) / 2);
      const band = (x: number, y: number, c: number, wdt: number) => gauss(x * 0.8 + y * 0.6 - c, wdt);
      // the sleeve: a little wider than the page, a punched binding strip down its left edge
      const sleeve = (x: number, y: number, u: number, v: number): Rgb => {
        const desk: Rgb = [170, 172, 176];
        if (u > -0.075 && u < 0.02 && v > -0.015 && v < 1.015) {
          const hole = [0.12, 0.38, 0.62, 0.88].some((c) => Math.hypot((u + 0.04) * 1.41, v - c) < 0.012);
          if (hole) return desk;
          return [226, 228, 230];
        }
        if (u > -0.075 && u < 1.02 && v > -0.015 && v < 1.015) return [212, 214, 217];
        const s = 0.95 + 0.04 * Math.sin(x / 60 + y / 200);
        return [desk[0] * s, desk[1] * s, desk[2] * s];
      };
      write(
        'w7-photo-plastic-sleeve-glare.jpg',
        await photograph(png, {
          width: 1800,
          height: 2400,
          corners,
          around: sleeve,
          light: lamp(800, 900, 2500, 0.8),
          glare: (x, y) =>
            Math.min(
              0.95,
              0.2 * band(x, y, 900, 90) +
                0.13 * band(x, y, 1250, 45) +
                0.16 * band(x, y, 2300, 130) +
                1.1 * gauss(Math.hypot((x - gx) / 1.9, y - gy), 44) +
                0.5 * gauss(Math.hypot((x - gx) / 2.4, y - gy), 80),
            ),
          shade: (u, v) => 0.97 + 0.03 * Math.sin(u * 17 + v * 5),
          paper: [240, 240, 236],
          blur: 2,
          grain: 6,
          seed: 807,
          quality: 78,
        }),
        "phone photo (1800 × 2400, JPEG q78) of a printed 电缆采购清单 (Noto Sans CJK SC 15px) inside a clear plastic sleeve (the sleeve's edge and its punched binding strip with four holes at the left) on a grey desk: soft diagonal reflections across the sheet, a bright reflection of a lamp that washes out the 数量 of row 11 completely (ask), slightly soft focus (two blur passes), turned −1.1° with keystone; 序号 / 品名 / 规格型号 / 单位 / 数量 with the voltage inside the spec (YJV-0.6/1kV 3*2.5, KVV-450/750V 16*1.0) and * for times, mm2, 60（100m/卷）, coaxial video cable (not sold), a note and the 经办 line",
        p.lines,
      );
    }

    if (want('w8')) {
      const p = drumLabel();
      const { png } = await render(browser, p.html, 760, 2.2, 520);
      const corners = placed(1010, 660, 1320, 1320 * aspect(png), -2.4, 0.94);
      const staple = (u: number, v: number): Rgb | undefined => {
        for (const [su, sv] of [
          [0.03, 0.05],
          [0.97, 0.05],
          [0.03, 0.95],
          [0.97, 0.95],
        ] as const)
          if (Math.abs(u - su) < 0.018 && Math.abs(v - sv) < 0.005) return [150, 152, 158];
        return undefined;
      };
      write(
        'w8-photo-cable-drum-label.jpg',
        await photograph(png, {
          width: 1800,
          height: 1350,
          corners,
          lens: 0.02,
          around: (x, y, _u, _v, dice) => {
            // the drum's flange: boards with dark seams, a bolt head, the centre hole to the left
            const hole = Math.hypot(x - 120, y - 700) < 150;
            if (hole) return [28, 24, 20];
            const seam = Math.abs(((y + x * 0.06) % 230) - 115) > 111 ? 0.55 : 1;
            const s =
              (0.86 +
                0.06 * Math.sin(y / 6 + 2.5 * Math.sin(x / 230)) +
                0.04 * Math.sin(y / 31 + x / 400) +
                (dice.next() - 0.5) * 0.08) *
              seam;
            const bolt = Math.hypot(x - 1650, y - 190) < 26 ? 0.6 : 1;
            return [168 * s * bolt, 124 * s * bolt, 78 * s * bolt];
          },
          cover: staple,
          light: lamp(1300, 300, 2200, 0.68),
          glare: (x, y) => 0.18 * gauss(Math.hypot(x - 1350, y - 420), 180),
          shade: (u, v) => 0.96 + 0.04 * Math.sin(u * 9 + v * 3) - 0.06 * gauss(u - 0.62, 0.01),
          paper: [244, 240, 226],
          blur: 1,
          grain: 8,
          seed: 808,
          quality: 80,
        }),
        "phone photo (1800 × 1350, JPEG q80) of the printed label stapled on the wooden flange of a cable drum (电缆盘标签, Noto Sans CJK SC): the maker's name and logo, one ruled row 型号 / 规格 / 额定电压 / 长度 / 盘号 over its values YJV22 / 3×185+1×95 / 0.6/1kV / 500 m / 2511-0386 (one drum = one item of 500 m), 执行标准, 生产日期, 毛重, 检验, 地址 and 滚动方向 ➜; the flange's boards and seams, a bolt head and the centre hole around it, turned −2.4° with keystone, a soft glare on the laminated label",
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
