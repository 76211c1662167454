/**
 * `npx tsx corpus/images-world5/generate.ts`: the fifth "world" picture holdout (issue 14), written as an outside
 * reviewer tests the product with Chinese inquiry pictures of their own, without reading the recogniser.
 * scripts/accuracy.ts does not list this set yet; once it does, `npm run accuracy -- --images images-world5` scores it.
 *
 * Three screenshots, one scanned PDF and six phone photos, every page real HTML rendered by headless Chromium, each
 * with its own rows (no picture repeats another's table):
 * - y1: a DingTalk (钉钉) desktop approval, 刘明辉提交的采购申请 with 审批中, its fields as label / value lines, a 采购明细
 *   table (YJV-0.6/1kV-4×120+1×70, 3×185+2×95, 1,200, a full-width ４２０, BV in 卷 with 100米/卷 in 备注, RVVP and a
 *   cable tray not sold), 说明 and 附件 lines, the 审批流程 steps and the action buttons; at 125 % (1400 px wide);
 * - y2: a WPS spreadsheet on a Mac in dark mode at retina 2×: traffic lights, tabs, a formula bar showing a spec alone
 *   (D5 fx 3*185+2*95), column letters, row numbers, 型号 / 规格 / 电压等级 apart (two voltages blank), 4×120+1×70 and
 *   3*185+2*95 typed two ways, km 1.2, 卷 with 100米/卷, DJYVP (not sold), a 待定 quantity, the status bar's sums;
 * - y3: a phone screenshot (390 × 844 at 3×) of a sheet in mobile Excel: narrow columns, 规格型号 wrapped inside its
 *   cell over two or three lines at its hyphens (YJV22- / 8.7/15kV-3×95, NH-YJV- / 0.6/1kV- / 4×35+1×16), units in
 *   the quantity cell (1,200米, 380m, 3.6km), 3盘 without a length, empty numbered rows, sheet tab and toolbar;
 * - y4: a printed 询价单 filled in by hand (quantities and the signature in blue AR PL UKai, each figure a little
 *   turned), one quantity struck out and written again beside it, 名称 merged over three and over two rows, a red
 *   company seal stamped over the 数量 cells of rows 9–11 (50, 800, 640, still readable through the red ink) and the
 *   盖章 line; photographed from above in daylight;
 * - y5: a two-page scan (PDF of JPEG pages, 200 dpi, grey mode on a grey bed, turned 1.4° and -1.2°): 设备材料清单 with the
 *   header repeated on page 2, page footers, 盘 with 每盘500米, km 1.2 / 2.4, 1,350, full-width ６２０ and ８卷, KVVP and
 *   BTTZ (not sold), a signature line;
 * - y6: a 物资采购计划表 on a clipboard (a brown board, the metal clip over the top margin) shot from straight above with
 *   a phone's mild barrel distortion (the table's rules bow outwards), 型号 and 规格 apart, 卷 with 100米/卷, 若干,
 *   a cold-shrink termination (not a cable);
 * - y7: a typed 询价函 (no table: a numbered list with the name, model-spec and amount in tab-aligned columns) under a
 *   warm tungsten lamp with a strong vignette: 1200m, 1.2千米, 3盘，每盘500米, a full-width ９００米, 60卷（100米/卷）,
 *   红黑各1000米 (two colours, 2,000 m), YJV 4×300 (the catalogue's four-core sizes end at 240);
 * - y8: a laptop screen photographed with a phone: a web ERP 请购单 at 90 % browser zoom (tab, address bar with 90%,
 *   top menu, fields, a grid with ten-digit 物料编码 and 1,200.00-style quantities, 千米 1.20, a fibre cable not sold),
 *   keystoned, moiré from the screen's sub-pixels, a window's reflection and a glare spot;
 * - y9: a 电缆需求清单 that was folded in three for an envelope and crumpled, opened and shot at a moderate angle: two
 *   creases across the table (one through a row's text), the middle panel darker, the rows bent at the folds; 数量
 *   before 单位, 1.2 km, a row with two quantities (80/120);
 * - y10: a landscape 备件采购需求 shot with the phone held sideways, so the JPEG lies on its side (text running upwards),
 *   JPEG q66: 盘 with 每盘500米 in 备注 twice, 1.2 千米, 26/35kV 1×300, YC (not sold).
 *
 * Photographing is done here: an inverse map from each photo pixel to the page (a lens's barrel term, a homography
 * solved from the page's four corners, and for a folded page a height field whose parallax is undone by a few
 * fixed-point steps) with 2×2 supersampling, light and shade multiplied in, glare added, a screen's sub-pixel
 * stripes for the monitor, box blur, grain and JPEG. Rows are the lines of the picture in reading order (everything
 * at one height is one line, a table row with wrapped cells is one line), as the server numbers recognised lines;
 * in the PDF they run on through both pages. A merged cell's text belongs to the line where it is drawn; on the
 * other rows it spans it is written ↑ in the key's text (not on this line). Every key line is written from what the
 * picture shows, never from what a recogniser reads; cables are checked against apps/mock-server/fixtures/catalogue.ts,
 * the ones it does not sell are keyed `unknown`, and rows a careful salesperson would ask about `review`.
 *
 * y4 uses AR PL UKai CN (Debian's fonts-arphic-ukai) for the handwriting; the script stops if it is missing rather
 * than write a different picture.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { type Browser, chromium } from 'playwright-core';
import { blur, gauss, lamp, photograph, placed, product, surface } from '../inquiries/photograph';
import { type AnswerKey, type Cable, Dice, type Expectation, fullWidth, type KeyRow, lv, mv } from '../inquiries/world';

const DIR = dirname(fileURLToPath(import.meta.url));
const KAI = 'AR PL UKai CN';

// ---- truths ----

interface Line {
  /** What the picture shows on this line (cells joined by " | "). */
  text: string;
  truth: Expectation;
}

const NOISE: Expectation = { expect: 'noise' };
const ask = (why: string): Expectation => ({ expect: 'review', why });
const notSold = (why: string): Expectation => ({ expect: 'unknown', why });
/** A catalogue cable and its metres; the voltage is part of the truth only when the picture shows it for the row. */
const item = (c: Cable, metres: number, voltageShown: boolean): Expectation => ({
  expect: 'item',
  model: c.model,
  spec: c.spec,
  ...(voltageShown ? { scope: c.scope } : {}),
  metres,
});
const bv = (model: 'BV' | 'BVR', area: string): Cable => ({ model, scope: '450/750V', spec: `1*${area}` });
const kvv = (spec: string): Cable => ({ model: 'KVV', scope: '450/750V', spec });
const rvv = (spec: string): Cable => ({ model: 'RVV', scope: '300/500V', spec });
const jklyj = (scope: '10kV' | '1kV', spec: string): Cable => ({ model: 'JKLYJ', scope, spec });
const hv35 = (spec: string): Cable => ({ model: 'YJV', scope: '26/35kV', spec });

const noise = (text: string): Line => ({ text, truth: NOISE });
/** A line's cells as the key writes them: the non-empty ones joined by " | ". */
const cellsOf = (...cells: string[]) => cells.filter(Boolean).join(' | ');
const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// ---- ruled tables with merged and hand-written cells ----

/** A cell: its text as the key reads it, optionally its own HTML and a downward span. '^' is a spanned cell. */
interface CellSpec {
  text: string;
  html?: string;
  rows?: number;
}
type Cell = string | CellSpec;
const SPANNED = '^';

interface Row {
  cells: Cell[];
  truth: Expectation;
  cls?: string;
}

interface Grid {
  header: string[];
  rows: Row[];
  /** Per column: l, c or r. */
  align: string;
  widths: string[];
  valign: 'top' | 'middle' | 'bottom';
}

const textOf = (cell: Cell) => (typeof cell === 'string' ? cell : cell.text);

/**
 * The key's lines of a grid: its header, then one per row. A merged cell's text is on the line where it is drawn
 * (first, middle or last row it spans); an even span centred vertically is drawn on the rule between two rows, on
 * neither line.
 */
function gridLines(grid: Grid, prefix: (i: number) => string[] = () => []): Line[] {
  const shown = grid.rows.map((r) => r.cells.map((c) => (c === SPANNED ? '' : textOf(c))));
  grid.rows.forEach((r, ri) => {
    r.cells.forEach((cell, ci) => {
      if (typeof cell === 'string' || !cell.rows || cell.rows < 2) return;
      const drawnAt =
        grid.valign === 'top'
          ? 0
          : grid.valign === 'bottom'
            ? cell.rows - 1
            : cell.rows % 2 === 1
              ? (cell.rows - 1) / 2
              : -1;
      for (let k = 0; k < cell.rows; k++) shown[ri + k]![ci] = k === drawnAt ? cell.text : `↑${cell.text}`;
    });
  });
  return [
    noise(cellsOf(...prefix(-1), ...grid.header)),
    ...grid.rows.map((r, ri) => ({ text: cellsOf(...prefix(ri), ...shown[ri]!), truth: r.truth })),
  ];
}

function gridHtml(grid: Grid, cls = ''): string {
  const alignOf = (i: number) => ({ l: 'left', c: 'center', r: 'right' })[grid.align[i] ?? 'l'];
  const cols = `<colgroup>${grid.widths.map((w) => `<col style="width:${w}">`).join('')}</colgroup>`;
  const head = `<tr class="th">${grid.header.map((h) => `<th>${esc(h)}</th>`).join('')}</tr>`;
  const body = grid.rows
    .map((r) => {
      const tds = r.cells
        .map((cell, ci) => {
          if (cell === SPANNED) return '';
          const style = `text-align:${alignOf(ci)}`;
          if (typeof cell === 'string') return `<td style="${style}">${esc(cell)}</td>`;
          const span = cell.rows && cell.rows > 1 ? ` rowspan="${cell.rows}"` : '';
          const valign = span ? `;vertical-align:${grid.valign}` : '';
          return `<td${span} style="${style}${valign}">${cell.html ?? esc(cell.text)}</td>`;
        })
        .join('');
      return `<tr${r.cls ? ` class="${r.cls}"` : ''}>${tds}</tr>`;
    })
    .join('');
  return `<table class="${cls}">${cols}${head}${body}</table>`;
}

const page = (css: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>*{box-sizing:border-box}html,body{margin:0;padding:0;background:#fff}${css}</style></head><body><div id="shot">${body}</div></body></html>`;

async function render(browser: Browser, html: string, width: number, scale: number, what = '#shot'): Promise<Buffer> {
  const tab = await browser.newPage({ viewport: { width, height: 800 }, deviceScaleFactor: scale });
  try {
    await tab.setContent(html, { waitUntil: 'load' });
    await tab.evaluate(() => document.fonts.ready.then(() => undefined));
    return await tab.locator(what).screenshot({ type: 'png', animations: 'disabled', caret: 'hide' });
  } finally {
    await tab.close();
  }
}

interface Picture {
  html: string;
  lines: Line[];
}

/** Blue ballpoint figures in a Kai hand, each turned and lifted a little (seeded, so the same every run). */
function hand(text: string, dice: Dice, size = 21): CellSpec {
  const turn = (dice.next() - 0.5) * 7;
  const lift = (dice.next() - 0.5) * 4;
  const shift = (dice.next() - 0.5) * 8;
  return {
    text,
    html: `<span class="hand" style="font-size:${size}px;transform:translate(${shift.toFixed(1)}px,${lift.toFixed(1)}px) rotate(${turn.toFixed(1)}deg)">${esc(text)}</span>`,
  };
}

// ---- y1: a DingTalk approval with a 采购明细 table ----

function dingTalkApproval(): Picture {
  const r = (cells: Cell[], truth: Expectation): Row => ({ cells, truth });
  const grid: Grid = {
    header: ['序号', '物品名称', '规格型号', '单位', '数量', '备注'],
    align: 'cllcrl',
    widths: ['7%', '14%', '36%', '8%', '12%', '23%'],
    valign: 'top',
    rows: [
      r(
        ['1', '电力电缆', 'YJV-0.6/1kV-4×120+1×70', '米', '360', '1#配电房出线'],
        item(lv('YJV', '4*120+1*70'), 360, true),
      ),
      r(['2', '电力电缆', 'YJV-0.6/1kV-3×185+2×95', '米', '1,200', ''], item(lv('YJV', '3*185+2*95'), 1200, true)),
      r(
        ['3', '铠装电缆', 'YJV22-0.6/1kV-4×50+1×25', '米', '245', '室外直埋'],
        item(lv('YJV22', '4*50+1*25'), 245, true),
      ),
      r(['4', '电力电缆', 'YJV-0.6/1kV-5×10', '米', '680', ''], item(lv('YJV', '5*10'), 680, true)),
      r(['5', '阻燃电缆', 'ZR-YJV-0.6/1kV-4×25+1×16', '米', '４２０', ''], item(lv('ZR-YJV', '4*25+1*16'), 420, true)),
      r(['6', '耐火电缆', 'NH-YJV-0.6/1kV-5×4', '米', '950', '消防泵房'], item(lv('NH-YJV', '5*4'), 950, true)),
      r(['7', '控制电缆', 'KVV-450/750V-8×1.5', '米', '300', ''], item(kvv('8*1.5'), 300, true)),
      r(['8', '电线', 'BV-450/750V-1×4', '卷', '25', '100米/卷'], item(bv('BV', '4'), 2500, true)),
      r(['9', '电线', 'BV-450/750V-1×2.5', '卷', '40', '100米/卷'], item(bv('BV', '2.5'), 4000, true)),
      r(['10', '屏蔽线', 'RVVP-300/500V-2×1.0', '米', '500', ''], notSold('RVVP is not in the catalogue')),
      r(['11', '电缆桥架', '200×100 热镀锌', '米', '60', '含盖板'], notSold('cable tray, not a cable')),
    ],
  };
  const fields: Array<[string, string]> = [
    ['申请人', '刘明辉'],
    ['所在部门', '工程管理部'],
    ['项目名称', '滁州经开区标准化厂房三期'],
    ['采购类别', '电缆电线'],
    ['期望到货日期', '2025-11-05'],
  ];
  const after: Array<[string, string]> = [
    ['说明', '请采购部向三家以上供应商询价比价，电缆须附合格证及检测报告'],
    ['附件', '电缆清单-三期.xlsx　18.6 KB'],
  ];
  const flow: Array<[string, string, string]> = [
    ['刘明辉', '发起申请', '10-21 09:13'],
    ['王建 · 部门负责人', '已同意', '10-21 10:02'],
    ['赵立新 · 采购经理', '审批中', ''],
    ['抄送人', '财务部 孙丽', ''],
  ];
  const buttons = ['评论', '转交', '拒绝', '同意'];
  const dl = (pairs: Array<[string, string]>) =>
    pairs
      .map(([k, v]) => `<div class="kv"><span class="k">${esc(k)}</span><span class="v">${esc(v)}</span></div>`)
      .join('');
  const html = page(
    `#shot{width:1120px;background:#f2f3f5;font:14px "Liberation Sans","Noto Sans CJK SC";color:#1f2329}
    .top{height:48px;background:#fff;border-bottom:1px solid #e5e6eb;display:flex;align-items:center;padding:0 16px}
    .logo{width:28px;height:28px;border-radius:8px;background:linear-gradient(135deg,#3296fa,#1a6dff)}
    .search{margin-left:180px;width:360px;height:30px;line-height:30px;border-radius:6px;background:#f2f3f5;color:#8f959e;padding-left:14px;font-size:13px}
    .me{margin-left:auto;width:30px;height:30px;border-radius:50%;background:#c9cdd4}
    .main{display:flex}
    .rail{width:64px;background:#fff;border-right:1px solid #e5e6eb;min-height:1300px;padding-top:14px}
    .rail i{display:block;width:30px;height:30px;border-radius:8px;margin:0 auto 22px;background:#e5e6eb}
    .rail i.on{background:#3296fa}
    .pane{flex:1;padding:14px 24px}
    .crumb{color:#646a73;font-size:13px;height:28px}
    .card{background:#fff;border-radius:8px;padding:20px 28px 22px;box-shadow:0 1px 2px rgba(0,0,0,.06)}
    .head{display:flex;align-items:center;height:44px}
    .av{width:44px;height:44px;border-radius:50%;background:#3296fa;color:#fff;font-size:14px;line-height:44px;text-align:center;margin-right:14px}
    .head b{font-size:18px}
    .tag{margin-left:14px;background:#fff3e8;color:#ff7d00;border-radius:4px;padding:2px 8px;font-size:13px}
    .no{color:#8f959e;font-size:13px;margin:10px 0 14px 58px}
    .kv{display:flex;line-height:34px}.k{width:130px;color:#646a73}.v{color:#1f2329}
    .sec{font-weight:bold;font-size:15px;margin:16px 0 8px}
    table{width:100%;border-collapse:collapse;table-layout:fixed;font-size:13.5px}
    th,td{border:1px solid #e5e6eb;height:38px;padding:0 10px;white-space:nowrap;overflow:hidden}
    th{background:#f5f6f7;color:#646a73;font-weight:normal;text-align:left}
    .step{display:flex;align-items:center;height:46px}
    .dot{width:26px;height:26px;border-radius:50%;background:#c9cdd4;margin-right:14px;flex:none}
    .dot.ok{background:#34c724}.dot.now{background:#ff7d00}
    .step .n{width:200px}.step .s{width:160px;color:#646a73}.step .t{color:#8f959e;font-size:13px}
    .bar{margin-top:14px;background:#fff;border-radius:8px;height:56px;display:flex;align-items:center;justify-content:flex-end;padding-right:24px;gap:12px}
    .bar span{border:1px solid #d0d3d6;border-radius:6px;padding:6px 20px}
    .bar span.go{background:#3296fa;border-color:#3296fa;color:#fff}`,
    `<div class="top"><div class="logo"></div><div class="search">搜索（Ctrl+K）</div><div class="me"></div></div>
    <div class="main"><div class="rail"><i></i><i></i><i class="on"></i><i></i><i></i></div>
    <div class="pane"><div class="crumb">工作台 / OA审批 / 采购申请</div><div class="card">
    <div class="head"><div class="av">明辉</div><b>刘明辉提交的采购申请</b><span class="tag">审批中</span></div>
    <div class="no">审批编号：202510210913000481</div>
    ${dl(fields)}<div class="sec">采购明细（共11项）</div>${gridHtml(grid)}<div style="height:10px"></div>${dl(after)}
    <div class="sec">审批流程</div>
    ${flow.map(([n, s, t], i) => `<div class="step"><div class="dot${i === 0 || i === 1 ? ' ok' : i === 2 ? ' now' : ''}"></div><span class="n">${esc(n)}</span><span class="s">${esc(s)}</span><span class="t">${esc(t)}</span></div>`).join('')}
    </div><div class="bar">${buttons.map((b, i) => `<span${i === 3 ? ' class="go"' : ''}>${b}</span>`).join('')}</div></div></div>`,
  );
  return {
    html,
    lines: [
      noise('搜索（Ctrl+K）'),
      noise('工作台 / OA审批 / 采购申请'),
      noise('明辉 | 刘明辉提交的采购申请 | 审批中'),
      noise('审批编号：202510210913000481'),
      ...fields.map(([k, v]) => noise(cellsOf(k, v))),
      noise('采购明细（共11项）'),
      ...gridLines(grid),
      ...after.map(([k, v]) => noise(cellsOf(k, v))),
      noise('审批流程'),
      ...flow.map((f) => noise(cellsOf(...f))),
      noise(buttons.join(' | ')),
    ],
  };
}

// ---- y2: a WPS sheet on a Mac in dark mode, retina 2× ----

function wpsMacDark(): Picture {
  const r = (cells: string[], truth: Expectation) => ({ cells, truth });
  // 序号, 名称, 型号, 规格, 电压等级, 单位, 数量, 备注
  const rows = [
    r(['1', '电力电缆', 'YJV', '4×120+1×70', '0.6/1kV', '米', '1,200', ''], item(lv('YJV', '4*120+1*70'), 1200, true)),
    r(['2', '电力电缆', 'YJV', '3*185+2*95', '0.6/1kV', '米', '560', ''], item(lv('YJV', '3*185+2*95'), 560, true)),
    r(['3', '中压电缆', 'YJV22', '3×95', '8.7/15kV', 'km', '1.2', '环网柜进线'], item(mv('YJV22', '3*95'), 1200, true)),
    r(['4', '铝芯电缆', 'YJLV', '3×150+1×70', '0.6/1kV', '米', '300', ''], item(lv('YJLV', '3*150+1*70'), 300, true)),
    r(['5', '电力电缆', 'VV', '4×35+1×16', '', '米', '150', ''], item(lv('VV', '4*35+1*16'), 150, false)),
    r(['6', '阻燃电缆', 'ZC-YJV', '5×16', '0.6/1kV', '米', '220', ''], item(lv('ZC-YJV', '5*16'), 220, true)),
    r(
      ['7', '低烟无卤电缆', 'WDZ-YJY', '4×16', '0.6/1kV', '米', '800', '商业区'],
      item(lv('WDZ-YJY', '4*16'), 800, true),
    ),
    r(['8', '控制电缆', 'KVV', '14×1.5', '450/750V', '米', '400', ''], item(kvv('14*1.5'), 400, true)),
    r(['9', '护套线', 'RVV', '3×1.5', '300/500V', '卷', '12', '100米/卷'], item(rvv('3*1.5'), 1200, true)),
    r(['10', '计算机电缆', 'DJYVP', '2×2×1.0', '', '米', '300', ''], notSold('DJYVP is not in the catalogue')),
    r(['11', '电力电缆', 'YJV', '4×240+1×120', '0.6/1kV', '米', '待定', ''], ask('quantity 待定 (not decided yet)')),
  ];
  const title = '徐州万达广场项目 电缆询价表';
  const buyer = '询价单位：中建八局三公司徐州项目部';
  const date = '日期：2025/10/24';
  const header = ['序号', '名称', '型号', '规格', '电压等级', '单位', '数量', '备注'];
  const note = '注：以上请报含税含运价格，付款方式月结';
  const letters = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N'];
  const widths = [44, 92, 78, 104, 78, 46, 66, 92, 64, 64, 64, 64, 64, 64];
  const numbers = rows.map((row) => Number(row.cells[6]!.replace(/,/g, ''))).filter((n) => !Number.isNaN(n));
  const sum = numbers.reduce((a, b) => a + b, 0);
  const status = [`求和=${sum.toFixed(1)}`, `平均值=${(sum / numbers.length).toFixed(2)}`, `计数=${rows.length}`];
  const first = 4;
  const align = ['center', 'center', 'left', 'left', 'center', 'center', 'right', 'left'];
  const tds = (cells: string[], cls = '') =>
    cells
      .map((c, i) => `<td class="${cls}${i === 6 ? ' sel' : ''}" style="text-align:${align[i]}">${esc(c)}</td>`)
      .join('');
  const blankTds = (n: number) => '<td></td>'.repeat(n);
  const body = rows
    .map(
      (row, i) => `<tr><th>${first + i}</th>${tds(row.cells, i === 1 ? 'x' : '')}${blankTds(letters.length - 8)}</tr>`,
    )
    .join('');
  const noteRow = first + rows.length;
  const empty = [noteRow + 1, noteRow + 2, noteRow + 3, noteRow + 4];
  const html = page(
    `#shot{width:1060px;background:#2b2b2d;font:13px "Liberation Sans","Noto Sans CJK SC";color:#dcdcdc;border-radius:10px;overflow:hidden;border:1px solid #4a4a4c}
    .title{height:36px;display:flex;align-items:center;padding-left:14px;background:#323234;border-bottom:1px solid #1d1d1f;position:relative}
    .title i{width:12px;height:12px;border-radius:50%;margin-right:8px;display:inline-block}
    .title span{position:absolute;left:0;right:0;text-align:center;color:#c8c8c8}
    .tabs{height:34px;line-height:34px;background:#2b2b2d;padding-left:16px;word-spacing:26px;color:#bdbdbd;border-bottom:1px solid #3b3b3d}
    .tabs b{color:#5aa9ff;font-weight:normal;border-bottom:2px solid #5aa9ff;padding-bottom:7px}
    .tools{height:40px;border-bottom:1px solid #3b3b3d;display:flex;align-items:center;gap:14px;padding-left:16px}
    .tools i{width:22px;height:18px;border-radius:3px;background:#4a4a4d;display:inline-block}
    .fx{height:28px;line-height:28px;display:flex;border-bottom:1px solid #3b3b3d;background:#252527}
    .fx .ref{width:80px;padding-left:10px;border-right:1px solid #3b3b3d}.fx .f{width:36px;text-align:center;color:#8a8a8a;border-right:1px solid #3b3b3d;font-style:italic}.fx .v{padding-left:10px}
    table{border-collapse:collapse;table-layout:fixed;background:#1e1e1f}
    th,td{border:1px solid #3a3a3c;height:26px;padding:0 5px;white-space:nowrap;overflow:hidden}
    th{background:#2f2f31;color:#9a9a9a;font-weight:normal;font-size:12px;text-align:center}
    td.t{font:bold 16px "Noto Sans CJK SC";text-align:center;height:34px;color:#f0f0f0}
    td.h{font-weight:bold;text-align:center;background:#2a3340;color:#e8e8e8}
    td.sel{background:#24364a}
    td.x{}td.act{outline:2px solid #3d8bff;outline-offset:-2px}
    .sheets{height:30px;line-height:30px;background:#2b2b2d;border-top:1px solid #3b3b3d;padding-left:60px;color:#aaa}
    .sheets b{background:#1e1e1f;color:#e0e0e0;padding:6px 16px;font-weight:normal}
    .status{height:26px;line-height:26px;background:#2b2b2d;border-top:1px solid #3b3b3d;display:flex;justify-content:flex-end;gap:26px;padding-right:18px;color:#b0b0b0;font-size:12px}`,
    `<div class="title"><i style="background:#ff5f57"></i><i style="background:#febc2e"></i><i style="background:#28c840"></i><span>电缆询价-徐州万达广场.xlsx</span></div>
    <div class="tabs"><b>开始</b> 插入 页面布局 公式 数据 审阅 视图 工具</div>
    <div class="tools">${'<i></i>'.repeat(22)}</div>
    <div class="fx"><span class="ref">D5</span><span class="f">fx</span><span class="v">3*185+2*95</span></div>
    <table><colgroup><col style="width:38px">${widths.map((w) => `<col style="width:${w}px">`).join('')}</colgroup>
    <tr><th></th>${letters.map((l) => `<th>${l}</th>`).join('')}</tr>
    <tr><th>1</th><td class="t" colspan="8">${esc(title)}</td>${blankTds(letters.length - 8)}</tr>
    <tr><th>2</th><td colspan="5">${esc(buyer)}</td><td colspan="3" style="text-align:right">${esc(date)}</td>${blankTds(letters.length - 8)}</tr>
    <tr><th>3</th>${header.map((h) => `<td class="h">${h}</td>`).join('')}${blankTds(letters.length - 8)}</tr>
    ${body.replace('<td class="x" style="text-align:left">3*185+2*95</td>', '<td class="x act" style="text-align:left">3*185+2*95</td>')}
    <tr><th>${noteRow}</th><td colspan="8">${esc(note)}</td>${blankTds(letters.length - 8)}</tr>
    ${empty.map((n) => `<tr><th>${n}</th>${blankTds(letters.length)}</tr>`).join('')}</table>
    <div class="sheets"><b>询价表</b>　 Sheet2　 ＋</div>
    <div class="status">${status.map((s) => `<span>${s}</span>`).join('')}<span>100%</span></div>`,
  );
  const grid: Grid = { header, rows, align: 'cclccccl', widths: [], valign: 'top' };
  return {
    html,
    lines: [
      noise('电缆询价-徐州万达广场.xlsx'),
      noise('开始 | 插入 | 页面布局 | 公式 | 数据 | 审阅 | 视图 | 工具'),
      noise('D5 | fx | 3*185+2*95'),
      noise(letters.join(' | ')),
      noise(`1 | ${title}`),
      noise(cellsOf('2', buyer, date)),
      ...gridLines(grid, (i) => [String(i < 0 ? 3 : first + i)]),
      noise(`${noteRow} | ${note}`),
      ...empty.map((n) => noise(String(n))),
      noise('询价表 | Sheet2 | ＋'),
      noise([...status, '100%'].join(' | ')),
    ],
  };
}

// ---- y3: a phone screenshot of mobile Excel, 规格型号 wrapped inside its cells ----

function mobileExcel(): Picture {
  const r = (cells: string[], truth: Expectation) => ({ cells, truth });
  // 序号, 规格型号, 数量, 备注
  const rows = [
    r(['1', 'YJV22-8.7/15kV-3×95', '1,200米', '环网柜至1#箱变'], item(mv('YJV22', '3*95'), 1200, true)),
    r(['2', 'YJV22-8.7/15kV-3×240', '450米', ''], item(mv('YJV22', '3*240'), 450, true)),
    r(['3', 'YJV-0.6/1kV-4×95+1×50', '380m', ''], item(lv('YJV', '4*95+1*50'), 380, true)),
    r(['4', 'YJV-0.6/1kV-3×70+2×35', '175米', ''], item(lv('YJV', '3*70+2*35'), 175, true)),
    r(['5', 'NH-YJV-0.6/1kV-4×35+1×16', '260米', '消防风机'], item(lv('NH-YJV', '4*35+1*16'), 260, true)),
    r(['6', 'JKLYJ-10kV-1×240', '3.6km', ''], item(jklyj('10kV', '1*240'), 3600, true)),
    r(['7', 'YJV-0.6/1kV-1×300', '90米', '变压器出线'], item(lv('YJV', '1*300'), 90, true)),
    r(['8', 'BVR-450/750V-1×16', '500米', ''], item(bv('BVR', '16'), 500, true)),
    r(['9', 'YJV-0.6/1kV-4×185+1×95', '3盘', ''], ask('drums without a length')),
    r(['10', 'KVV-450/750V-4×2.5', '660米', ''], item(kvv('4*2.5'), 660, true)),
  ];
  const header = ['序号', '规格型号', '数量', '备注'];
  const empties = Array.from({ length: 5 }, (_, i) => rows.length + 2 + i);
  const body = rows
    .map(
      (row, i) =>
        `<tr><th>${i + 2}</th><td class="c">${row.cells[0]}</td><td class="w">${esc(row.cells[1]!)}</td><td class="r">${esc(row.cells[2]!)}</td><td class="w">${esc(row.cells[3]!)}</td><td></td></tr>`,
    )
    .join('');
  const html = page(
    `#shot{width:390px;height:844px;overflow:hidden;background:#fff;font:14px "Noto Sans CJK SC";color:#000;position:relative}
    .status{height:47px;display:flex;align-items:center;justify-content:space-between;padding:0 28px 0 34px;font:600 16px "Liberation Sans","Noto Sans CJK SC"}
    .status .icons{display:flex;align-items:center;gap:6px;font-size:14px}
    .bars{display:flex;gap:2px;align-items:flex-end}.bars i{width:3px;background:#000;display:block}
    .batt{width:25px;height:12px;border:1.5px solid #000;border-radius:3px;padding:1px}.batt i{display:block;height:100%;width:70%;background:#000}
    .app{height:46px;background:#107c41;color:#fff;display:flex;align-items:center;padding:0 14px;font-size:16px}
    .app .name{flex:1;margin-left:12px}
    .fx{height:34px;line-height:34px;border-bottom:1px solid #d0d0d0;display:flex;font-size:14px}
    .fx .f{width:36px;text-align:center;color:#777;font-style:italic;border-right:1px solid #d0d0d0}.fx .v{padding-left:8px}
    table{border-collapse:collapse;table-layout:fixed}
    th,td{border:1px solid #d4d4d4;padding:2px 3px;line-height:18px;overflow:hidden}
    th{background:#f3f3f3;color:#555;font-weight:normal;font-size:12px;text-align:center}
    td{vertical-align:bottom;height:24px}
    td.c{text-align:center}td.r{text-align:right}
    td.w{overflow-wrap:anywhere;white-space:normal}
    tr.head td{font-weight:bold;text-align:center;background:#e2efda}
    td.act{outline:2px solid #107c41;outline-offset:-2px}
    .tabs{position:absolute;left:0;right:0;bottom:84px;height:36px;line-height:36px;background:#f3f3f3;border-top:1px solid #ccc;padding-left:16px;font-size:14px}
    .tabs b{color:#107c41;border-bottom:3px solid #107c41;padding:0 10px 6px;font-weight:normal}
    .tool{position:absolute;left:0;right:0;bottom:0;height:84px;background:#fafafa;border-top:1px solid #ddd;display:flex;justify-content:space-around;padding-top:14px}
    .tool i{width:26px;height:26px;border-radius:6px;background:#c8c8c8;display:block}`,
    `<div class="status"><span>9:41</span><span class="icons"><span class="bars"><i style="height:4px"></i><i style="height:6px"></i><i style="height:8px"></i><i style="height:10px"></i></span>5G<span class="batt"><i></i></span></span></div>
    <div class="app">‹<span class="name">配电工程电缆需求.xlsx</span>⋯</div>
    <div class="fx"><span class="f">fx</span><span class="v">序号</span></div>
    <table><colgroup><col style="width:28px"><col style="width:38px"><col style="width:112px"><col style="width:78px"><col style="width:96px"><col style="width:46px"></colgroup>
    <tr><th></th><th>A</th><th>B</th><th>C</th><th>D</th><th>E</th></tr>
    <tr class="head"><th>1</th><td class="act">序号</td>${header
      .slice(1)
      .map((h) => `<td>${h}</td>`)
      .join('')}<td style="background:#fff"></td></tr>
    ${body}${empties.map((n) => `<tr><th>${n}</th><td></td><td></td><td></td><td></td><td></td></tr>`).join('')}</table>
    <div class="tabs"><b>Sheet1</b>　＋</div><div class="tool"><i></i><i></i><i></i><i></i><i></i></div>`,
  );
  const grid: Grid = { header, rows, align: 'clrl', widths: [], valign: 'top' };
  return {
    html,
    lines: [
      noise('9:41 | 5G'),
      noise('‹ | 配电工程电缆需求.xlsx | ⋯'),
      noise('fx | 序号'),
      noise('A | B | C | D | E'),
      ...gridLines(grid, (i) => [String(i + 2)]),
      // The last empty row is hidden under the sheet tabs, its number too.
      ...empties.slice(0, -1).map((n) => noise(String(n))),
      noise('Sheet1 | ＋'),
    ],
  };
}

// ---- y4: a printed 询价单 filled in by hand and stamped ----

const SEAL_RED = '#d0202a';

/** A round company seal: the name along the top arc, a star in the middle, the ink a little uneven. */
function seal(name: string, size: number, turn: number, left: number, top: number): string {
  const c = size / 2;
  const star = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rad = i % 2 === 0 ? size * 0.16 : size * 0.064;
    return `${(c + rad * Math.cos(a)).toFixed(1)},${(c + rad * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
  const arc = c - size * 0.15;
  return `<svg class="seal" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" style="left:${left}px;top:${top}px;transform:rotate(${turn}deg)">
    <defs><path id="arc" d="M ${(c - arc * Math.cos(0.55)).toFixed(1)} ${(c + arc * Math.sin(0.55)).toFixed(1)} A ${arc} ${arc} 0 1 1 ${(c + arc * Math.cos(0.55)).toFixed(1)} ${(c + arc * Math.sin(0.55)).toFixed(1)}"/>
    <filter id="ink"><feTurbulence type="fractalNoise" baseFrequency="0.55" numOctaves="2" seed="11" result="n"/>
    <feColorMatrix in="n" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 -2.4 2.05" result="m"/>
    <feComposite in="SourceGraphic" in2="m" operator="in"/></filter></defs>
    <g filter="url(#ink)" fill="${SEAL_RED}"><circle cx="${c}" cy="${c}" r="${c - 4}" fill="none" stroke="${SEAL_RED}" stroke-width="${(size * 0.03).toFixed(1)}"/>
    <text font-family="Noto Serif CJK SC" font-weight="bold" font-size="${(size * 0.095).toFixed(1)}" text-anchor="middle"><textPath href="#arc" startOffset="50%">${esc(name)}</textPath></text>
    <polygon points="${star}"/></g></svg>`;
}

function stampedInquiry(): Picture {
  const dice = new Dice(5104);
  const r = (cells: Cell[], truth: Expectation): Row => ({ cells, truth });
  const crossed: CellSpec = {
    text: '200 260',
    html: `<span class="hand struck" style="font-size:21px">200</span><span class="hand" style="font-size:21px;transform:translate(2px,-3px) rotate(-4deg)">260</span>`,
  };
  const grid: Grid = {
    header: ['序号', '产品名称', '规格型号', '单位', '数量', '备注'],
    align: 'cclccl',
    widths: ['7%', '15%', '37%', '8%', '14%', '19%'],
    valign: 'middle',
    rows: [
      r(
        ['1', { text: '电力电缆', rows: 3 }, 'YJV 0.6/1kV 4×150+1×70', '米', hand('820', dice), ''],
        item(lv('YJV', '4*150+1*70'), 820, true),
      ),
      r(
        ['2', SPANNED, 'YJV 0.6/1kV 3×240+1×120', '米', hand('1200', dice), ''],
        item(lv('YJV', '3*240+1*120'), 1200, true),
      ),
      r(['3', SPANNED, 'YJV 0.6/1kV 5×6', '米', hand('1500', dice), ''], item(lv('YJV', '5*6'), 1500, true)),
      r(
        ['4', '钢带铠装电缆', 'YJV22 0.6/1kV 4×70+1×35', '米', hand('340', dice), '直埋'],
        item(lv('YJV22', '4*70+1*35'), 340, true),
      ),
      r(
        ['5', '高压电缆', 'YJV 8.7/15kV 3×185', '米', hand('2100', dice), '分两批到货'],
        item(mv('YJV', '3*185'), 2100, true),
      ),
      r(
        ['6', '阻燃电缆', 'ZR-YJV 0.6/1kV 3×35+2×16', '米', crossed, ''],
        ask('quantity corrected by hand without initials: 200 struck out, 260 written beside it'),
      ),
      r(['7', '控制电缆', 'KVV 450/750V 10×1.5', '米', hand('450', dice), ''], item(kvv('10*1.5'), 450, true)),
      r(
        ['8', { text: '电线', rows: 2 }, 'BV 450/750V 1×6', '卷', hand('30', dice), '100米/卷'],
        item(bv('BV', '6'), 3000, true),
      ),
      r(['9', SPANNED, 'BV 450/750V 1×2.5', '卷', hand('50', dice), '100米/卷'], item(bv('BV', '2.5'), 5000, true)),
      r(['10', '软护套线', 'RVV 300/500V 3×2.5', '米', hand('800', dice), ''], item(rvv('3*2.5'), 800, true)),
      r(['11', '架空绝缘线', 'JKLYJ 1kV 1×70', '米', hand('640', dice), ''], item(jklyj('1kV', '1*70'), 640, true)),
    ],
  };
  const title = '询 价 单';
  const meta: Array<[string, string]> = [
    ['询价单位：蚌埠市恒达机电安装工程有限公司', '询价日期：2025年10月22日'],
    ['项目名称：蚌埠高铁南站片区综合管廊（二期）', '编号：HD-XJ-2025-118'],
  ];
  const notes = [
    '备注：1、报价请含13%增值税专用发票及运费，送货至施工现场；',
    '2、请于10月27日前回传报价，并注明交货周期。',
  ];
  const signer = ['询价人：', '孙立'];
  const phone = '联系电话：0552-3021786';
  const stampLine = '询价单位（盖章）：';
  const html = page(
    `#shot{width:794px;padding:64px 64px 90px;background:#fff;font:14px "Liberation Serif","Noto Serif CJK SC";color:#111;position:relative}
    h1{margin:0 0 22px;text-align:center;font:bold 26px "Noto Serif CJK SC";letter-spacing:6px}
    .meta{display:flex;justify-content:space-between;line-height:30px}
    .wrap{position:relative;margin:10px 0 16px}
    table{width:100%;border-collapse:collapse;table-layout:fixed}
    td,th{border:1px solid #111;height:38px;padding:0 6px;white-space:nowrap;overflow:hidden}
    th{font:bold 14px "Noto Sans CJK SC"}
    .hand{font-family:"${KAI}";color:#1d3c9a;display:inline-block}
    .struck{position:relative;margin-right:10px}
    .struck:after{content:"";position:absolute;left:-3px;right:-4px;top:52%;border-top:2px solid #1d3c9a;transform:rotate(-8deg)}
    p{margin:0;line-height:28px}p.i{padding-left:3em}
    .sign{display:flex;justify-content:space-between;line-height:34px;margin-top:18px;padding-right:40px}
    .sign .hand{font-size:24px;margin-left:6px}
    .stamp{text-align:right;line-height:34px;padding-right:150px;margin:-4px 0 10px}
    .seal{position:absolute;mix-blend-mode:multiply;opacity:.88}`,
    `<h1>${title}</h1>${meta.map(([a, b]) => `<div class="meta"><span>${esc(a)}</span><span>${esc(b)}</span></div>`).join('')}
    <div class="wrap">${gridHtml(grid)}</div>
    <div class="stamp">${esc(stampLine)}</div>
    <p>${esc(notes[0]!)}</p><p class="i">${esc(notes[1]!)}</p>
    <div class="sign"><span>${signer[0]}<span class="hand">${signer[1]}</span></span><span>${esc(phone)}</span></div>
    ${seal('蚌埠市恒达机电安装工程有限公司', 168, -14, 488, 548)}`,
  );
  return {
    html,
    lines: [
      noise(title),
      ...meta.map(([a, b]) => noise(cellsOf(a, b))),
      ...gridLines(grid),
      noise(stampLine),
      ...notes.map(noise),
      noise(cellsOf(`${signer[0]}${signer[1]}`, phone)),
    ],
  };
}

// ---- y5: a 设备材料清单 scanned as two pages, the header repeated on page 2 ----

function scannedPages(): Picture[] {
  const r = (cells: Cell[], truth: Expectation): Row => ({ cells, truth });
  const header = ['序号', '名称', '型号规格', '单位', '数量', '备注'];
  const shape = { header, align: 'cllcrl', widths: ['7%', '17%', '38%', '8%', '11%', '19%'], valign: 'top' as const };
  const first: Grid = {
    ...shape,
    rows: [
      r(
        ['1', '电力电缆', 'YJV-0.6/1kV 4×185+1×95', 'm', '1200', '低压总进线'],
        item(lv('YJV', '4*185+1*95'), 1200, true),
      ),
      r(['2', '电力电缆', 'YJV-0.6/1kV 4×95+1×50', 'm', '860', ''], item(lv('YJV', '4*95+1*50'), 860, true)),
      r(['3', '电力电缆', 'YJV-0.6/1kV 4×25+1×16', 'm', '1,350', ''], item(lv('YJV', '4*25+1*16'), 1350, true)),
      r(['4', '电力电缆', 'YJV-0.6/1kV 5×16', 'm', '430', ''], item(lv('YJV', '5*16'), 430, true)),
      r(
        ['5', '铠装电力电缆', 'YJV22-0.6/1kV 3×120+2×70', 'm', '260', '穿管埋地'],
        item(lv('YJV22', '3*120+2*70'), 260, true),
      ),
      r(['6', '铠装电力电缆', 'VV22-0.6/1kV 4×95+1×50', 'm', '180', ''], item(lv('VV22', '4*95+1*50'), 180, true)),
      r(['7', '10kV电力电缆', 'YJV22-8.7/15kV 3×150', '盘', '3', '每盘500米'], item(mv('YJV22', '3*150'), 1500, true)),
      r(['8', '10kV电力电缆', 'YJV-8.7/15kV 3×70', 'km', '1.2', ''], item(mv('YJV', '3*70'), 1200, true)),
      r(
        ['9', '阻燃电力电缆', 'ZR-YJV-0.6/1kV 4×50+1×25', 'm', '６２０', ''],
        item(lv('ZR-YJV', '4*50+1*25'), 620, true),
      ),
      r(['10', '耐火电力电缆', 'NH-YJV-0.6/1kV 4×16', 'm', '540', '消防'], item(lv('NH-YJV', '4*16'), 540, true)),
      r(['11', '低烟无卤电缆', 'WDZ-YJY-0.6/1kV 5×10', 'm', '760', ''], item(lv('WDZ-YJY', '5*10'), 760, true)),
      r(
        ['12', '低烟无卤电缆', 'WDZ-YJY-0.6/1kV 4×120+1×70', 'm', '95', ''],
        item(lv('WDZ-YJY', '4*120+1*70'), 95, true),
      ),
    ],
  };
  const second: Grid = {
    ...shape,
    rows: [
      r(['13', '控制电缆', 'KVV-450/750V 19×1.5', '米', '1,200', ''], item(kvv('19*1.5'), 1200, true)),
      r(['14', '屏蔽控制电缆', 'KVVP-450/750V 7×1.5', 'm', '320', ''], notSold('KVVP is not in the catalogue')),
      r(['15', '布电线', 'BV-450/750V 1×10', 'm', '2000', ''], item(bv('BV', '10'), 2000, true)),
      r(['16', '布电线', 'BV-450/750V 1×25', '卷', '８', '100m/卷'], item(bv('BV', '25'), 800, true)),
      r(['17', '布电线', 'BVR-450/750V 1×4', 'm', '1500', ''], item(bv('BVR', '4'), 1500, true)),
      r(['18', '铝芯电力电缆', 'VLV-0.6/1kV 3×95+1×50', 'm', '410', ''], item(lv('VLV', '3*95+1*50'), 410, true)),
      r(['19', '架空绝缘导线', 'JKLYJ-10kV 1×95', 'km', '2.4', ''], item(jklyj('10kV', '1*95'), 2400, true)),
      r(
        ['20', '矿物绝缘电缆', 'BTTZ-750V 1×70', 'm', '120', '消防'],
        notSold('BTTZ mineral-insulated cable is not in the catalogue'),
      ),
    ],
  };
  const title = '设备材料清单（电气）';
  const project = '工程名称：淮北凤凰山经济开发区标准化厂房（一期）10kV配电工程';
  const signs = ['编制：', '校核：', '审定：'];
  const footer = (n: number) => `第 ${n} 页 共 2 页`;
  const css = `#shot{width:794px;height:1123px;padding:70px 60px 0;background:#fff;font:14px "DejaVu Sans","Noto Sans CJK SC";color:#111;position:relative}
    h1{margin:0 0 14px;text-align:center;font:bold 22px "Noto Sans CJK SC";letter-spacing:2px}
    .proj{line-height:30px;margin-bottom:6px}
    table{width:100%;border-collapse:collapse;table-layout:fixed}
    td,th{border:1px solid #111;height:62px;padding:0 6px;white-space:nowrap;overflow:hidden;font-size:14px}
    th{font-weight:bold}
    .signs{display:flex;gap:150px;margin-top:36px;line-height:30px}
    .foot{position:absolute;left:0;right:0;bottom:46px;text-align:center;font-size:12.5px}`;
  return [
    {
      html: page(
        css,
        `<h1>${title}</h1><div class="proj">${esc(project)}</div>${gridHtml(first)}<div class="foot">${footer(1)}</div>`,
      ),
      lines: [noise(title), noise(project), ...gridLines(first), noise(footer(1))],
    },
    {
      html: page(
        css,
        `${gridHtml(second)}<div class="signs">${signs.map((s) => `<span>${s}</span>`).join('')}</div><div class="foot">${footer(2)}</div>`,
      ),
      lines: [...gridLines(second), noise(signs.join(' | ')), noise(footer(2))],
    },
  ];
}

// ---- y6: a 物资采购计划表 on a clipboard, shot from above ----

function clipboardPlan(): Picture {
  const r = (cells: Cell[], truth: Expectation): Row => ({ cells, truth });
  const grid: Grid = {
    header: ['序号', '物资名称', '型号', '规格', '单位', '数量', '备注'],
    align: 'cclcccl',
    widths: ['7%', '15%', '13%', '20%', '8%', '11%', '26%'],
    valign: 'top',
    rows: [
      r(['1', '电力电缆', 'YJV', '4×70+1×35', '米', '520', '主井配电室'], item(lv('YJV', '4*70+1*35'), 520, false)),
      r(['2', '电力电缆', 'YJV', '3×50+2×25', '米', '230', ''], item(lv('YJV', '3*50+2*25'), 230, false)),
      r(['3', '电力电缆', 'YJV', '4×10', '米', '1,800', '照明'], item(lv('YJV', '4*10'), 1800, false)),
      r(['4', '铝芯电缆', 'YJLV', '4×240+1×120', '米', '140', ''], item(lv('YJLV', '4*240+1*120'), 140, false)),
      r(['5', '铠装电缆', 'VV22', '4×50+1×25', '米', '75', ''], item(lv('VV22', '4*50+1*25'), 75, false)),
      r(['6', '阻燃电缆', 'ZC-YJV', '3×120+1×70', '米', '330', ''], item(lv('ZC-YJV', '3*120+1*70'), 330, false)),
      r(['7', '耐火电缆', 'NH-YJV', '3×50+1×25', '米', '160', '应急照明'], item(lv('NH-YJV', '3*50+1*25'), 160, false)),
      r(['8', '护套线', 'RVV', '2×1.5', '卷', '20', '100米/卷'], item(rvv('2*1.5'), 2000, false)),
      r(['9', '护套线', 'RVV', '4×1.0', '米', '若干', ''], ask('quantity 若干 (some)')),
      r(['10', '控制电缆', 'KVV', '24×1.0', '米', '180', ''], item(kvv('24*1'), 180, false)),
      r(['11', '电缆头', '冷缩终端', '4×70', '套', '12', ''], notSold('cold-shrink terminations, not a cable')),
    ],
  };
  const title = '物资采购计划表';
  const meta = ['申请单位：淮南潘集选煤厂机电科', '编号：JH-2025-10-056'];
  const signs = ['申请人：韩磊', '科室负责人：', '日期：2025.10.25'];
  const html = page(
    `#shot{width:794px;height:1123px;padding:118px 56px 0;background:#fff;font:14px "Liberation Sans","Noto Sans CJK SC";color:#111}
    h1{margin:0 0 16px;text-align:center;font:bold 24px "Noto Sans CJK SC";letter-spacing:3px}
    .meta{display:flex;justify-content:space-between;line-height:30px;margin-bottom:6px}
    table{width:100%;border-collapse:collapse;table-layout:fixed}
    td,th{border:1px solid #222;height:42px;padding:0 6px;white-space:nowrap;overflow:hidden}
    th{background:#eee}
    .signs{display:flex;justify-content:space-between;margin-top:30px;line-height:30px}`,
    `<h1>${title}</h1><div class="meta">${meta.map((m) => `<span>${esc(m)}</span>`).join('')}</div>${gridHtml(grid)}
    <div class="signs">${signs.map((s) => `<span>${esc(s)}</span>`).join('')}</div>`,
  );
  return { html, lines: [noise(title), noise(cellsOf(...meta)), ...gridLines(grid), noise(cellsOf(...signs))] };
}

// ---- y7: a typed 询价函 with a numbered list, no table ----

function inquiryLetter(): Picture {
  const r = (n: string, name: string, spec: string, amount: string, truth: Expectation) => ({
    cells: [`${n}、${name}`, spec, amount],
    truth,
  });
  const list = [
    r('1', '交联电力电缆', 'YJV-4×50+1×25', '1200m', item(lv('YJV', '4*50+1*25'), 1200, false)),
    r('2', '交联电力电缆', 'YJV-3×240+2×120', '380米', item(lv('YJV', '3*240+2*120'), 380, false)),
    r('3', '铠装电缆', 'YJV22-4×25+1×16', '1.2千米', item(lv('YJV22', '4*25+1*16'), 1200, false)),
    r('4', '高压电缆', 'YJV22-8.7/15kV-3×185', '3盘，每盘500米', item(mv('YJV22', '3*185'), 1500, true)),
    r('5', '阻燃电缆', 'ZR-YJV-5×6', `${fullWidth('900')}米`, item(lv('ZR-YJV', '5*6'), 900, false)),
    r('6', '耐火电缆', 'NH-YJV-4×70+1×35', '120米', item(lv('NH-YJV', '4*70+1*35'), 120, false)),
    r('7', '电线', 'BV-1.5', '60卷（100米/卷）', item(bv('BV', '1.5'), 6000, false)),
    r('8', '软电线', 'BVR 6平方', '红黑各1000米', item(bv('BVR', '6'), 2000, false)),
    r('9', '控制电缆', 'KVV-12×1.5', '250米', item(kvv('12*1.5'), 250, false)),
    r(
      '10',
      '铜芯电缆',
      'YJV 4×300',
      '200米',
      notSold('YJV 4*300 is not in the catalogue (four equal cores end at 240)'),
    ),
  ];
  const title = '询 价 函';
  const to = '致：合肥华宇电缆有限公司 销售部';
  const ask1 = '我公司六安金寨路商业综合体项目需采购以下电缆，请于10月28日前报价：';
  const tail = [
    '以上电缆均要求国标，报价含税含运费，送至工地。',
    '联系人：周工　13855120417',
    '安徽鼎盛建设工程有限公司',
    '2025年10月23日',
  ];
  const html = page(
    `#shot{width:794px;height:1123px;padding:84px 80px 0;background:#fff;font:16px "Liberation Serif","Noto Serif CJK SC";color:#111}
    h1{margin:0 0 28px;text-align:center;font:bold 26px "Noto Serif CJK SC";letter-spacing:8px}
    p{margin:0;line-height:34px}p.i{text-indent:2em}
    .list{margin:14px 0 18px 2em}
    .li{display:flex;align-items:baseline;line-height:38px}.li span:nth-child(1){width:170px}.li span:nth-child(2){width:250px}
    .r{text-align:right}`,
    `<h1>${title}</h1><p>${esc(to)}</p><p class="i">${esc(ask1)}</p>
    <div class="list">${list.map((l) => `<div class="li">${l.cells.map((c) => `<span>${esc(c)}</span>`).join('')}</div>`).join('')}</div>
    <p class="i">${esc(tail[0]!)}</p><p class="i">${esc(tail[1]!)}</p><p class="r" style="margin-top:30px">${esc(tail[2]!)}</p><p class="r">${esc(tail[3]!)}</p>`,
  );
  return {
    html,
    lines: [
      noise(title),
      noise(to),
      noise(ask1),
      ...list.map((l) => ({ text: cellsOf(...l.cells), truth: l.truth })),
      ...tail.map(noise),
    ],
  };
}

// ---- y8: a web ERP 请购单 at 90 % zoom, on a laptop screen ----

function erpScreen(): Picture {
  const r = (cells: string[], truth: Expectation) => ({ cells, truth });
  // 行号, 物料编码, 物料名称, 规格型号, 单位, 申请数量, 需求日期, 备注
  const d = '2025-11-10';
  const rows = [
    r(
      ['10', '1001020034', '电力电缆', 'YJV-0.6/1kV-4×120+1×70', '米', '1,200.00', d, ''],
      item(lv('YJV', '4*120+1*70'), 1200, true),
    ),
    r(
      ['20', '1001020051', '电力电缆', 'YJV-0.6/1kV-3×185+2×95', '米', '450.00', d, ''],
      item(lv('YJV', '3*185+2*95'), 450, true),
    ),
    r(
      ['30', '1001020102', '电力电缆', 'YJV-0.6/1kV-2×10', '米', '600.00', d, '监控电源'],
      item(lv('YJV', '2*10'), 600, true),
    ),
    r(
      ['40', '1001030007', '中压电缆', 'YJV-8.7/15kV-3×300', '千米', '1.20', d, ''],
      item(mv('YJV', '3*300'), 1200, true),
    ),
    r(
      ['50', '1001040019', '铝芯电缆', 'VLV-0.6/1kV-4×150+1×70', '米', '260.00', d, ''],
      item(lv('VLV', '4*150+1*70'), 260, true),
    ),
    r(
      ['60', '1001050022', '阻燃电缆', 'ZC-YJV-0.6/1kV-4×10', '米', '1,050.00', d, ''],
      item(lv('ZC-YJV', '4*10'), 1050, true),
    ),
    r(['70', '1002010003', '布电线', 'BV-450/750V-1×16', '米', '2,000.00', d, ''], item(bv('BV', '16'), 2000, true)),
    r(['80', '1002020011', '软护套线', 'RVV-300/500V-5×1.5', '米', '500.00', d, ''], item(rvv('5*1.5'), 500, true)),
    r(['90', '1003010008', '控制电缆', 'KVV-450/750V-30×1.5', '米', '120.00', d, ''], item(kvv('30*1.5'), 120, true)),
    r(
      ['100', '1004010015', '架空绝缘线', 'JKLYJ-10kV-1×50', '米', '1,800.00', d, ''],
      item(jklyj('10kV', '1*50'), 1800, true),
    ),
    r(['110', '1009000001', '光缆', 'GYTA-24B1', '米', '2,000.00', d, ''], notSold('optical fibre cable, not sold')),
  ];
  const header = ['行号', '物料编码', '物料名称', '规格型号', '单位', '申请数量', '需求日期', '备注'];
  const url = 'erp.zhicaiyun.cn/scm/purchase/requisition/QG20251020037';
  const menu = ['工作台', '采购管理', '库存管理', '合同管理', '财务管理'];
  const crumb = '采购管理 / 请购单 / QG20251020037';
  const heading = ['请购单 QG20251020037', '已审核'];
  const buttons = ['编辑', '下推采购订单', '打印'];
  const fields = [
    ['单据日期：2025-10-20', '申请部门：项目二部', '申请人：吴涛'],
    ['项目：宿州高新区光伏产业园配套工程', '需求日期：2025-11-10', '币别：人民币'],
  ];
  const tabs = ['物料明细', '附件(1)', '审批记录'];
  const pager = ['共 11 条', '20条/页', '‹', '1', '›'];
  const align = ['center', 'left', 'left', 'left', 'center', 'right', 'center', 'left'];
  const body = rows
    .map(
      (row, i) =>
        `<tr class="${i % 2 ? 'odd' : ''}">${row.cells.map((c, ci) => `<td style="text-align:${align[ci]}">${esc(c)}</td>`).join('')}</tr>`,
    )
    .join('');
  const html = page(
    `#shot{width:1440px;height:900px;overflow:hidden;background:#f0f2f5;font:13px "Liberation Sans","Noto Sans CJK SC";color:#262626}
    .chrome{height:38px;background:#dee1e6;display:flex;align-items:flex-end;padding-left:10px}
    .chrome .tab{background:#fff;border-radius:8px 8px 0 0;height:32px;line-height:32px;padding:0 16px;width:240px;font-size:12px}
    .addr{height:40px;background:#fff;display:flex;align-items:center;padding:0 12px;border-bottom:1px solid #d0d0d0;font-size:14px;gap:14px;color:#5f6368}
    .addr .u{flex:1;height:28px;line-height:28px;border-radius:14px;background:#f1f3f4;padding-left:16px;color:#202124}
    .addr .z{border:1px solid #c8c8c8;border-radius:10px;padding:0 8px;font-size:12px}
    .app{zoom:0.9}
    .hd{height:52px;background:#001529;color:#fff;display:flex;align-items:center;padding:0 20px;gap:34px;font-size:14px}
    .hd b{font-size:17px;margin-right:30px}.hd .u{margin-left:auto;color:#bbb}
    .body{display:flex}.rail{width:54px;background:#fff;min-height:900px;border-right:1px solid #e8e8e8}
    .rail i{display:block;width:22px;height:22px;border-radius:4px;background:#d9d9d9;margin:18px auto}
    .main{flex:1;padding:12px 20px}
    .crumb{color:#8c8c8c;height:24px}
    .card{background:#fff;padding:16px 22px;border-radius:2px;margin-bottom:12px}
    .ttl{display:flex;align-items:center;height:36px}.ttl b{font-size:18px}
    .ttl .tag{margin-left:12px;color:#389e0d;background:#f6ffed;border:1px solid #b7eb8f;padding:0 8px;border-radius:2px}
    .ttl .btns{margin-left:auto;display:flex;gap:10px}.ttl .btns span{border:1px solid #d9d9d9;padding:4px 14px;border-radius:2px}
    .ttl .btns span.p{background:#1677ff;color:#fff;border-color:#1677ff}
    .fields{display:grid;grid-template-columns:1fr 1fr 1fr;line-height:34px;margin-top:8px}
    .tabs{display:flex;gap:32px;border-bottom:1px solid #f0f0f0;height:40px;line-height:40px;margin-bottom:10px}
    .tabs span.on{color:#1677ff;border-bottom:2px solid #1677ff}
    table{width:100%;border-collapse:collapse;table-layout:fixed}
    th,td{border-bottom:1px solid #f0f0f0;height:40px;padding:0 10px;white-space:nowrap;overflow:hidden}
    th{background:#fafafa;font-weight:bold;text-align:left}
    tr.odd td{background:#fcfcfc}
    .pager{display:flex;justify-content:flex-end;gap:16px;margin-top:12px;line-height:30px}
    .pager span{padding:0 6px}.pager span.cur{border:1px solid #1677ff;color:#1677ff}`,
    `<div class="chrome"><div class="tab">请购单详情 - 智采云ERP</div></div>
    <div class="addr"><span>‹</span><span>›</span><span>⟳</span><span class="u">${url}</span><span class="z">90%</span><span>☆</span></div>
    <div class="app"><div class="hd"><b>智采云ERP</b>${menu.map((m) => `<span>${m}</span>`).join('')}<span class="u">李娜 | 退出</span></div>
    <div class="body"><div class="rail"><i></i><i></i><i></i><i></i><i></i></div><div class="main">
    <div class="crumb">${crumb}</div>
    <div class="card"><div class="ttl"><b>${heading[0]}</b><span class="tag">${heading[1]}</span><span class="btns">${buttons.map((b, i) => `<span${i === 1 ? ' class="p"' : ''}>${b}</span>`).join('')}</span></div>
    <div class="fields">${fields
      .flat()
      .map((f) => `<span>${esc(f)}</span>`)
      .join('')}</div></div>
    <div class="card"><div class="tabs">${tabs.map((t, i) => `<span${i === 0 ? ' class="on"' : ''}>${t}</span>`).join('')}</div>
    <table><colgroup><col style="width:6%"><col style="width:11%"><col style="width:11%"><col style="width:25%"><col style="width:6%"><col style="width:11%"><col style="width:12%"><col style="width:18%"></colgroup>
    <tr>${header.map((h) => `<th>${h}</th>`).join('')}</tr>${body}</table>
    <div class="pager">${pager.map((p) => `<span${p === '1' ? ' class="cur"' : ''}>${p}</span>`).join('')}</div></div></div></div></div>`,
  );
  const grid: Grid = { header, rows, align: 'clllcrcl', widths: [], valign: 'top' };
  return {
    html,
    lines: [
      noise('请购单详情 - 智采云ERP'),
      noise(cellsOf('‹', '›', '⟳', url, '90%', '☆')),
      noise(cellsOf('智采云ERP', ...menu, '李娜 | 退出')),
      noise(crumb),
      noise(cellsOf(...heading, ...buttons)),
      ...fields.map((f) => noise(cellsOf(...f))),
      noise(tabs.join(' | ')),
      ...gridLines(grid),
      noise(pager.join(' | ')),
    ],
  };
}

// ---- y9: a 电缆需求清单 folded in three and crumpled ----

function foldedList(): Picture {
  const r = (cells: Cell[], truth: Expectation): Row => ({ cells, truth });
  const grid: Grid = {
    header: ['序号', '电缆型号规格', '数量', '单位', '敷设部位'],
    align: 'clrcl',
    widths: ['9%', '36%', '13%', '10%', '32%'],
    valign: 'top',
    rows: [
      r(['1', 'YJV 4×185+1×95', '210', '米', '变配电所→1AP'], item(lv('YJV', '4*185+1*95'), 210, false)),
      r(['2', 'YJV 4×150+1×70', '185', '米', '变配电所→2AP'], item(lv('YJV', '4*150+1*70'), 185, false)),
      r(['3', 'YJV 3×95+2×50', '320', '米', '鼓风机房'], item(lv('YJV', '3*95+2*50'), 320, false)),
      r(['4', 'YJV 5×25', '140', '米', '加药间'], item(lv('YJV', '5*25'), 140, false)),
      r(['5', 'YJV22 3×185+2×95', '95', '米', '室外直埋'], item(lv('YJV22', '3*185+2*95'), 95, false)),
      r(['6', 'ZR-YJV 4×95+1×50', '260', '米', '污泥脱水间'], item(lv('ZR-YJV', '4*95+1*50'), 260, false)),
      r(['7', 'NH-YJV 5×2.5', '1.2', 'km', '应急照明'], item(lv('NH-YJV', '5*2.5'), 1200, false)),
      r(['8', 'WDZ-YJY 3×35+1×16', '480', '米', '综合楼'], item(lv('WDZ-YJY', '3*35+1*16'), 480, false)),
      r(['9', 'KVV 5×2.5', '220', '米', '仪表控制'], item(kvv('5*2.5'), 220, false)),
      r(['10', 'BV 35', '300', '米', '接地'], item(bv('BV', '35'), 300, false)),
      r(['11', 'YJV 3×16+1×10', '80/120', '米', '门卫、泵房'], ask('two quantities written (80/120)')),
    ],
  };
  const title = '电缆需求清单';
  const meta = ['工程：寿县经开区污水处理厂提标改造', '日期：10月26日'];
  const contact = '现场联系人：马师傅　15756420938';
  const html = page(
    `#shot{width:794px;height:1123px;padding:67px 60px 0;background:#fff;font:15px "DejaVu Sans","Noto Sans CJK SC";color:#111}
    h1{margin:0 0 18px;text-align:center;font:bold 26px "Noto Sans CJK SC";letter-spacing:4px}
    .meta{display:flex;justify-content:space-between;line-height:32px;margin-bottom:8px}
    table{width:100%;border-collapse:collapse;table-layout:fixed}
    td,th{border:1px solid #222;height:46px;padding:0 8px;white-space:nowrap;overflow:hidden}
    .contact{margin-top:26px;line-height:30px}`,
    `<h1>${title}</h1><div class="meta">${meta.map((m) => `<span>${esc(m)}</span>`).join('')}</div>${gridHtml(grid)}<div class="contact">${esc(contact)}</div>`,
  );
  return { html, lines: [noise(title), noise(cellsOf(...meta)), ...gridLines(grid), noise(contact)] };
}

// ---- y10: a landscape 备件采购需求, photographed sideways ----

function sparesSheet(): Picture {
  const r = (cells: Cell[], truth: Expectation): Row => ({ cells, truth });
  const grid: Grid = {
    header: ['序号', '名称', '型号', '规格', '电压', '数量', '单位', '备注'],
    align: 'cclcccll',
    widths: ['6%', '12%', '10%', '16%', '12%', '9%', '7%', '28%'],
    valign: 'top',
    rows: [
      r(
        ['1', '电力电缆', 'YJV', '3×120+1×70', '0.6/1kV', '2', '盘', '每盘500米'],
        item(lv('YJV', '3*120+1*70'), 1000, true),
      ),
      r(
        ['2', '电力电缆', 'YJV', '3×4+1×2.5', '0.6/1kV', '600', '米', '检修电源箱'],
        item(lv('YJV', '3*4+1*2.5'), 600, true),
      ),
      r(['3', '电力电缆', 'VV', '3×70+1×35', '0.6/1kV', '120', '米', ''], item(lv('VV', '3*70+1*35'), 120, true)),
      r(
        ['4', '铠装电缆', 'YJV22', '4×240+1×120', '0.6/1kV', '1.2', '千米', ''],
        item(lv('YJV22', '4*240+1*120'), 1200, true),
      ),
      r(['5', '中压电缆', 'YJV', '1×400', '8.7/15kV', '90', '米', '单芯'], item(mv('YJV', '1*400'), 90, true)),
      r(['6', '高压电缆', 'YJV', '1×300', '26/35kV', '3', '盘', '每盘500米'], item(hv35('1*300'), 1500, true)),
      r(['7', '控制电缆', 'KVV', '37×1.5', '450/750V', '260', '米', ''], item(kvv('37*1.5'), 260, true)),
      r(['8', '护套线', 'RVV', '2×2.5', '300/500V', '1200', '米', ''], item(rvv('2*2.5'), 1200, true)),
      r(
        ['9', '橡套电缆', 'YC', '3×16+1×6', '450/750V', '100', '米', '移动设备'],
        notSold('YC rubber cable is not in the catalogue'),
      ),
      r(['10', '电力电缆', 'YJV', '4×50', '0.6/1kV', '350', '米', ''], item(lv('YJV', '4*50'), 350, true)),
    ],
  };
  const title = '设备科电缆备件采购需求';
  const meta = ['申请部门：设备科', '申请日期：2025-10-27', '需求日期：2025-11-15'];
  const signs = ['申请：周强', '审核：', '批准：'];
  const html = page(
    `#shot{width:1123px;height:794px;padding:56px 64px 0;background:#fff;font:15px "Liberation Sans Narrow","Liberation Sans","Noto Sans CJK SC";color:#111}
    h1{margin:0 0 14px;text-align:center;font:bold 24px "Noto Sans CJK SC";letter-spacing:2px}
    .meta{display:flex;justify-content:space-between;line-height:30px;margin-bottom:6px}
    table{width:100%;border-collapse:collapse;table-layout:fixed}
    td,th{border:1px solid #222;height:40px;padding:0 8px;white-space:nowrap;overflow:hidden}
    th{background:#e9e9e9}
    .signs{display:flex;gap:220px;margin-top:24px;line-height:30px}`,
    `<h1>${title}</h1><div class="meta">${meta.map((m) => `<span>${esc(m)}</span>`).join('')}</div>${gridHtml(grid)}
    <div class="signs">${signs.map((s) => `<span>${esc(s)}</span>`).join('')}</div>`,
  );
  return { html, lines: [noise(title), noise(cellsOf(...meta)), ...gridLines(grid), noise(cellsOf(...signs))] };
}

// ---- scanning ----

/** A flatbed scan in grey mode: the sheet a little askew on a grey bed, grey paper, toner a little soft, JPEG. */
async function scan(source: Buffer, degrees: number, seed: number): Promise<Buffer> {
  const image = await loadImage(source);
  const W = image.width;
  const H = image.height;
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#9c9c9c';
  ctx.fillRect(0, 0, W, H);
  ctx.save();
  ctx.translate(W / 2 + 10, H / 2 + 6);
  ctx.rotate((degrees * Math.PI) / 180);
  ctx.scale(0.975, 0.975);
  ctx.drawImage(image, -W / 2, -H / 2);
  ctx.restore();
  const pixels = ctx.getImageData(0, 0, W, H);
  const d = pixels.data;
  const grey = new Float32Array(W * H);
  for (let i = 0; i < W * H; i++) grey[i] = 0.299 * d[i * 4]! + 0.587 * d[i * 4 + 1]! + 0.114 * d[i * 4 + 2]!;
  blur(grey, W, H);
  const dice = new Dice(seed);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      // The lid does not press the sheet flat along one edge: a little darker there.
      const edge = 1 - 0.07 * gauss(x, W * 0.12);
      const g = (24 + grey[i]! * 0.8) * edge + (dice.next() + dice.next() - 1) * 5;
      const v = Math.max(0, Math.min(255, Math.round(g)));
      d[i * 4] = d[i * 4 + 1] = d[i * 4 + 2] = v;
    }
  ctx.putImageData(pixels, 0, 0);
  return canvas.toBuffer('image/jpeg', 70);
}

// ---- writing ----

function write(file: string, data: Buffer, layout: string, lines: readonly Line[]): void {
  if (data.length > 1_400_000) throw new Error(`${file} is ${data.length} bytes, over 1.4 MB`);
  writeFileSync(join(DIR, file), data);
  const rows: KeyRow[] = lines.map((line, i) => ({ row: i + 1, text: line.text, truth: line.truth }));
  const kind = file.endsWith('.pdf') ? 'pdf' : 'image';
  const key: AnswerKey = { file, kind, layout, rows };
  writeFileSync(join(DIR, file.replace(/\.(png|jpg|pdf)$/, '.key.json')), `${JSON.stringify(key, null, 2)}\n`);
  const items = lines.filter((l) => l.truth.expect === 'item').length;
  console.log(`${file}: ${data.length} bytes, ${lines.length} lines, ${items} items`);
}

function needFont(family: string): void {
  const found = execFileSync('fc-list', [family], { encoding: 'utf8' }).trim();
  if (!found) throw new Error(`font "${family}" is missing: apt-get install fonts-arphic-ukai`);
}

/** Smooth bumps of a crumpled sheet: height and its slope at (u, v). */
function crumples(seed: number, count: number): (u: number, v: number) => { z: number; du: number; dv: number } {
  const dice = new Dice(seed);
  const bumps = Array.from({ length: count }, () => ({
    u: dice.next(),
    v: dice.next(),
    r: 0.04 + dice.next() * 0.08,
    a: (dice.next() - 0.5) * 0.12,
  }));
  return (u, v) => {
    let z = 0;
    let du = 0;
    let dv = 0;
    for (const b of bumps) {
      const e = b.a * Math.exp(-(((u - b.u) ** 2 + (v - b.v) ** 2) / (b.r * b.r)));
      z += e;
      du += (e * -2 * (u - b.u)) / (b.r * b.r);
      dv += (e * -2 * (v - b.v)) / (b.r * b.r);
    }
    return { z, du, dv };
  };
}

async function main(): Promise<void> {
  needFont(KAI);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const only = process.argv[2];
    const want = (name: string) => !only || only.split(',').includes(name);

    if (want('y1')) {
      const dt = dingTalkApproval();
      write(
        'y1-dingtalk-approval.png',
        await render(browser, dt.html, 1120, 1.25),
        'clean screenshot at 125 % (1400 px wide) of a DingTalk desktop approval (Liberation Sans + Noto Sans CJK SC 14px): a search bar, an icon rail, breadcrumb, 刘明辉提交的采购申请 with a round 明辉 avatar and an orange 审批中 tag, 审批编号, five label / value lines, a 采购明细（共11项） table with light rules (序号 / 物品名称 / 规格型号 / 单位 / 数量 / 备注; YJV-0.6/1kV-4×120+1×70, 3×185+2×95, 1,200, a full-width ４２０, BV in 卷 with 100米/卷 in 备注, RVVP and a cable tray not sold), 说明 and 附件 lines, four 审批流程 steps and the 评论 / 转交 / 拒绝 / 同意 buttons',
        dt.lines,
      );
    }

    if (want('y2')) {
      const wps = wpsMacDark();
      write(
        'y2-wps-mac-dark-2x.png',
        await render(browser, wps.html, 1060, 2),
        'clean retina (2×, 2120 px wide) screenshot of WPS Spreadsheets on a Mac in dark mode (Liberation Sans + Noto Sans CJK SC 13px, light grey on #1e1e1f, dim gridlines): traffic lights and title, tabs, an icon toolbar, a formula bar with a spec alone (D5 fx 3*185+2*95), column letters A–J, row numbers, a merged title row, a buyer / date row, 型号 / 规格 / 电压等级 / 单位 / 数量 / 备注 apart (the VV row and DJYVP without a voltage), 4×120+1×70 and 3*185+2*95, km 1.2, 卷 with 100米/卷, DJYVP (not sold), a 待定 quantity, the 数量 column selected (blue tint), a note row, four empty rows, sheet tabs and a status bar with 求和 / 平均值 / 计数',
        wps.lines,
      );
    }

    if (want('y3')) {
      const mobile = mobileExcel();
      write(
        'y3-mobile-excel-wrapped.png',
        await render(browser, mobile.html, 390, 3),
        'clean phone screenshot (390 × 844 at 3×, 1170 × 2532) of a sheet in mobile Excel (Noto Sans CJK SC 14px): status bar, green app bar with the file name, formula bar, column letters, row numbers, narrow columns so each 规格型号 wraps inside its cell over two or three lines (YJV22-8.7/15kV-3×95, NH-YJV-0.6/1kV-4×35+1×16) and 备注 wraps too, other cells bottom-aligned; units inside the 数量 cell (1,200米, 380m, 3.6km, 3盘 without a length); empty numbered rows, sheet tab and toolbar',
        mobile.lines,
      );
    }

    if (want('y4')) {
      const form = stampedInquiry();
      const printed = await render(browser, form.html, 794, 2.5);
      write(
        'y4-photo-seal-handwritten.jpg',
        await photograph(printed, {
          width: 1800,
          height: 2400,
          corners: placed(905, 1215, 1520, 2120, -0.8, 0.975),
          around: surface([132, 128, 120], 70),
          light: product(lamp(250, 150, 2700, 0.78)),
          paper: [246, 245, 239],
          blur: 1,
          grain: 5,
          seed: 504,
          quality: 78,
        }),
        'phone photo (1800 × 2400, JPEG q78) of a printed 询价单 (Liberation Serif + Noto Serif CJK SC) lying on a grey desk, shot from above in daylight (turned under 1°, the top edge a little narrower, light falling off to the bottom right): quantities and the signature written by hand in blue (AR PL UKai CN, each figure turned a little), one quantity struck out with 260 written beside it, 产品名称 merged over three rows (text on the middle one) and over two (text on the rule between them), 卷 with 100米/卷, a red round company seal stamped over the 数量 cells of rows 9–11 (the ring over 50, its name over 800, the star over the 0 of 640: each still readable through the red ink) and the 盖章 line',
        form.lines,
      );
    }

    if (want('y5')) {
      const pages = scannedPages();
      const doc = await PDFDocument.create();
      const degrees = [1.4, -1.2];
      for (const [i, p] of pages.entries()) {
        const image = await render(browser, p.html, 794, 1654 / 794);
        const jpeg = await doc.embedJpg(await scan(image, degrees[i]!, 505 + i));
        const pdfPage = doc.addPage([595.28, 841.89]);
        pdfPage.drawImage(jpeg, { x: 0, y: 0, width: 595.28, height: 841.89 });
      }
      doc.setCreationDate(new Date('2025-10-28T08:30:00Z'));
      doc.setModificationDate(new Date('2025-10-28T08:30:00Z'));
      doc.setProducer('scan');
      write(
        'y5-scanned-2-pages.pdf',
        Buffer.from(await doc.save({ useObjectStreams: false })),
        'scanned PDF, two A4 pages of JPEG images only (200 dpi, 1654 × 2339, grey mode: paper about 225, the bed around the sheet grey, JPEG q70), page 1 turned 1.4°, page 2 -1.2°, a darker strip along the left edge; DejaVu Sans + Noto Sans CJK SC: title and 工程名称 on page 1, the table header repeated at the top of page 2, 第 N 页 共 2 页 footers, model, voltage and spec in one cell (YJV-0.6/1kV 4×185+1×95), m / 米 / km / 盘 with 每盘500米 / 卷 with 100m/卷, 1,350 and 1,200, full-width ６２０ and ８, KVVP and BTTZ (not sold), a 编制 / 校核 / 审定 line',
        pages.flatMap((p) => p.lines),
      );
    }

    if (want('y6')) {
      const plan = clipboardPlan();
      const printed = await render(browser, plan.html, 794, 2.5);
      const board = { u0: -0.045, u1: 1.045, v0: -0.085, v1: 1.035 };
      write(
        'y6-photo-clipboard-barrel.jpg',
        await photograph(printed, {
          width: 1800,
          height: 2400,
          corners: placed(900, 1250, 1470, 2080, 1.3),
          lens: 0.07,
          around: (x, y, u, v, dice) =>
            u > board.u0 && u < board.u1 && v > board.v0 && v < board.v1
              ? surface([150, 104, 62], 9, 6)(x, y, u, v, dice)
              : surface([200, 196, 186], 120)(x, y, u, v, dice),
          cover: (u, v) => {
            if (u < 0.34 || u > 0.66 || v < -0.075 || v > 0.042) return undefined;
            const jaw = v > 0.018;
            const t = 0.9 + 0.1 * Math.cos((u - 0.5) * 12);
            return jaw ? [150 * t, 152 * t, 158 * t] : [196 * t, 198 * t, 204 * t];
          },
          shade: (u, v) => (u > 0.33 && u < 0.68 && v > 0.042 && v < 0.062 ? 0.78 + (v - 0.042) * 10 : 1),
          light: lamp(800, 900, 2300, 0.8),
          paper: [240, 240, 236],
          blur: 1,
          grain: 5,
          seed: 506,
          quality: 80,
        }),
        "phone photo (1800 × 2400, JPEG q80) of a 物资采购计划表 (Liberation Sans + Noto Sans CJK SC) on a brown clipboard, shot from straight above: the metal clip over the top margin with its shadow, the board around the page, a desk beyond, turned 1.3°, the phone lens's mild barrel distortion (rules and page edges bow outwards, most near the corners), even ceiling light falling off a little; 型号 / 规格 apart with no voltage, 1,800, 卷 with 100米/卷, 若干, a cold-shrink termination (not a cable), a signature line",
        plan.lines,
      );
    }

    if (want('y7')) {
      const letter = inquiryLetter();
      const printed = await render(browser, letter.html, 794, 2.2);
      write(
        'y7-photo-warm-vignette.jpg',
        await photograph(printed, {
          width: 1500,
          height: 2000,
          corners: [
            [215, 235],
            [1290, 205],
            [1395, 1850],
            [115, 1880],
          ],
          around: surface([150, 96, 56], 14, 5),
          light: product(
            lamp(760, 820, 1500, 0.62),
            (x, y) => 1 - 0.68 * Math.min(1, Math.hypot(x - 760, y - 980) / 1250) ** 1.8,
          ),
          paper: [255, 207, 150],
          blur: 1,
          grain: 7,
          seed: 507,
          quality: 70,
        }),
        'phone photo (1500 × 2000, JPEG q70) at night of a typed 询价函 (Liberation Serif + Noto Serif CJK SC 16px) on a wooden table under a warm tungsten lamp: strong orange cast, a strong vignette (the corners about half as bright), slight keystone (the top narrower, the bottom edge nearer), one blur pass, grain. No table: a numbered list 1、…10、 with the name, model-spec and amount in three tab-aligned columns: 1200m, 380米, 1.2千米, 3盘，每盘500米, a full-width ９００米, 60卷（100米/卷）, BVR 6平方 红黑各1000米, YJV 4×300 (not in the catalogue)',
        letter.lines,
      );
    }

    if (want('y8')) {
      const erp = erpScreen();
      const screen = await render(browser, erp.html, 1440, 1);
      write(
        'y8-photo-screen-erp-moire.jpg',
        await photograph(screen, {
          width: 2400,
          height: 1600,
          corners: [
            [160, 175],
            [2255, 112],
            [2290, 1480],
            [128, 1445],
          ],
          around: (x, y, u, v, dice) =>
            u > -0.018 && u < 1.018 && v > -0.03 && v < 1.055
              ? [24, 24, 27]
              : v >= 1.055
                ? surface([150, 152, 158], 200)(x, y, u, v, dice)
                : surface([70, 66, 62], 160)(x, y, u, v, dice),
          light: lamp(1200, 760, 2000, 0.86),
          glare: (x, y) =>
            0.13 *
              Math.max(0, Math.min(1, (x - 1450 - (y - 200) * 0.35) / 120)) *
              Math.max(0, Math.min(1, (1250 - y) / 260)) +
            0.2 * gauss(Math.hypot(x - 1900, y - 380), 170),
          paper: [228, 236, 252],
          screen: { dim: 0.8, gap: 0.08 },
          blur: 1,
          grain: 6,
          seed: 508,
          quality: 72,
        }),
        'phone photo (2400 × 1600, JPEG q72) of a laptop screen showing a web ERP 请购单 at 90 % browser zoom (Liberation Sans + Noto Sans CJK SC 13px at 90 %, about 17 px high in the photo): the browser tab and address bar with 90%, a dark top menu, breadcrumb, title with an 已审核 tag and buttons, six fields, tabs, a borderless striped grid (行号 10…110, ten-digit 物料编码, model, voltage and spec in one cell, 1,200.00-style quantities, 千米 1.20, a fibre cable not sold), the pager; slight keystone (the left edge farther), the bezel and the laptop body, moiré from the sub-pixel stripes, cool cast, the reflection of a window over the right third and a glare spot top right',
        erp.lines,
      );
    }

    if (want('y9')) {
      const list = foldedList();
      const printed = await render(browser, list.html, 794, 2.2);
      const bumps = crumples(509, 26);
      const folds = [1 / 3, 2 / 3];
      const zig = (v: number) => (v < folds[0]! ? v * 3 : v < folds[1]! ? 2 - v * 3 : v * 3 - 2);
      const panel = (v: number) => (v < folds[0]! ? 1 : v < folds[1]! ? 0.8 : 0.95);
      write(
        'y9-photo-folded-crumpled.jpg',
        await photograph(printed, {
          width: 1500,
          height: 2000,
          corners: [
            [240, 250],
            [1300, 175],
            [1430, 1830],
            [95, 1895],
          ],
          lift: { height: (u, v) => 0.9 * zig(v) + bumps(u, v).z, shift: [12, -34] },
          around: surface([96, 94, 92], 90),
          shade: (u, v) => {
            const b = bumps(u, v);
            const crease = folds.reduce(
              (s, f) => s * (1 - 0.2 * gauss(v - f, 0.003) + 0.05 * gauss(v - f - 0.007, 0.004)),
              1,
            );
            const tilt = Math.max(-0.12, Math.min(0.08, 0.5 * (-b.du * 0.3 - b.dv * 0.6)));
            return panel(v) * crease * (1 + tilt);
          },
          light: lamp(420, 260, 2300, 0.7),
          paper: [238, 236, 230],
          blur: 1,
          grain: 7,
          seed: 509,
          quality: 68,
        }),
        'phone photo (1500 × 2000, JPEG q68) of a 电缆需求清单 (DejaVu Sans + Noto Sans CJK SC 15px) that was folded in three for an envelope and crumpled, opened again on a grey table and shot at a moderate angle (keystoned, the top narrower and turned about 4°): two creases across the page at a third and two thirds (the first through the text of row 4, the second just under the table), the middle panel darker, the rows shifted where they cross a fold, soft bumps of light from the crumples; 数量 before 单位, 1.2 km, a row with two quantities 80/120',
        list.lines,
      );
    }

    if (want('y10')) {
      const spares = sparesSheet();
      const printed = await render(browser, spares.html, 1123, 2);
      write(
        'y10-photo-sideways.jpg',
        await photograph(printed, {
          width: 2000,
          height: 1500,
          corners: [
            [150, 175],
            [1875, 120],
            [1915, 1365],
            [95, 1398],
          ],
          around: surface([198, 194, 186], 110),
          light: product(lamp(1000, 700, 1500, 0.72)),
          paper: [242, 240, 233],
          blur: 1,
          grain: 6,
          seed: 510,
          quality: 66,
          turn: 3,
        }),
        'phone photo of a landscape A4 备件采购需求 (Liberation Sans Narrow + Noto Sans CJK SC 15px) on a light table, taken with the phone held sideways so the JPEG (1500 × 2000, q66) lies on its side: the text runs upwards (the page turned a quarter anticlockwise), slight keystone, light falling off to the corners, one blur pass, grain; 名称 / 型号 / 规格 / 电压 / 数量 / 单位 / 备注 apart, 盘 with 每盘500米 in 备注 twice, 1.2 千米, 26/35kV 1×300, 3×4+1×2.5, YC (not sold)',
        spares.lines,
      );
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
