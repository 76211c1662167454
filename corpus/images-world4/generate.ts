/**
 * `npx tsx corpus/images-world4/generate.ts`: the fourth "world" picture holdout (issue 14), written as an outside
 * reviewer tests the product with Chinese inquiry pictures of their own, without reading the recogniser.
 * `npm run accuracy -- --images images-world4` scores it.
 *
 * Five screenshots and three phone photos, all real HTML rendered by headless Chromium:
 * - x1: a 报价邀请函 typed in Word (window, ruler, page shadow), model, voltage and spec in one cell
 *   (YJV22-8.7/15kV-3×95), 名称 merged and centred vertically (Word's 中部居中, so over two rows it sits on the rule
 *   between them), 1,200 / 1.5 km / 126.5 米, 卷 with 100米/卷, KVVP (not sold), a 合计 row and notes;
 * - x2: an Excel window scrolled under a frozen header (rows 1-2, then 9-24), gridlines, 名称 merged with Excel's bottom
 *   alignment, 型号 / 规格 / 电压等级 apart, km 2.35, a formula bar with =SUM, a status bar with 平均值 / 计数 / 求和;
 * - x3: a WeChat chat whose table arrives as a picture: the table was rendered, shrunk to 62 % and saved at JPEG q45
 *   before the chat shows it, so the screenshot is sharp but the table in it is not; units inside the quantity cell
 *   (260m, 0.45km, 15卷 with 每卷100m, 2卷 without a length), ZR-BV (not sold);
 * - x4: a design's 材料表 printed as two tables side by side (1-7 left, 8-14 right);
 * - x5: a Notepad window with a list typed partly with a full-width input method (ＹＪＶ２２－８．７／１５ｋＶ　３×１２０), units 公里 / 千米 / M /
 *   盘 with 每盘200米 / 卷 with 100米/卷 and 红蓝各5卷, 1,000米, a cable tray (not sold);
 * - p1: x1's page printed and photographed at a moderate angle in window light with a shadow band across;
 * - p2: x4 printed, held slightly turned, a fold down the middle, dim on one side;
 * - p3: the x2 sheet printed with gridlines, under office lights with a glare patch, shot from the right.
 *
 * Photographing is done here: an inverse perspective map (a homography solved from the four corners) with 2×2
 * supersampling, light and shadow multiplied in, a glare added, box blur, grain and JPEG. Rows are the lines of the
 * picture in reading order (everything at one height is one line), as the server numbers recognised lines; the
 * two-column table is read as a person reads it, the left table down and then the right one. A merged cell's text
 * belongs to the line where it is drawn; on the other rows it spans it is written ↑ in the key's text (not on this
 * line). Every key line is written from what the picture shows, never from what a recogniser reads; cables are
 * checked against apps/mock-server/fixtures/catalogue.ts, and the ones it does not sell are keyed `unknown`.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { type Browser, chromium } from 'playwright-core';
import { type AnswerKey, type Cable, Dice, type Expectation, fullWidth, type KeyRow, lv, mv } from '../inquiries/world';

const DIR = dirname(fileURLToPath(import.meta.url));

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

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// ---- ruled tables with merged cells ----

/** A cell that spans `rows` rows downwards; the rows under it give '^' in that column. */
interface Merged {
  text: string;
  rows: number;
}
type Cell = string | Merged;

interface Row {
  cells: Cell[];
  truth: Expectation;
  /** The first cell spans the whole row. */
  wide?: boolean;
  cls?: string;
}

type VAlign = 'top' | 'middle' | 'bottom';

interface Grid {
  header: string[];
  rows: Row[];
  /** Per column: l, c or r. */
  align: string;
  widths: string[];
  valign: VAlign;
}

const cellText = (cell: Cell) => (typeof cell === 'string' ? cell : cell.text);

/**
 * The key's lines of a grid: its header, then one per row. A merged cell's text is on the line where it is drawn
 * (first, middle or last row it spans); an even span centred vertically is drawn on the rule between two rows, on
 * neither line.
 */
function gridLines(grid: Grid, prefix: (i: number) => string[] = () => []): Line[] {
  const lines: Line[] = [{ text: [...prefix(-1), ...grid.header].filter(Boolean).join(' | '), truth: NOISE }];
  const shown: string[][] = grid.rows.map((r) => r.cells.map(cellText));
  grid.rows.forEach((r, ri) => {
    r.cells.forEach((cell, ci) => {
      if (typeof cell === 'string') return;
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
  grid.rows.forEach((r, ri) => {
    lines.push({ text: [...prefix(ri), ...shown[ri]!].filter(Boolean).join(' | '), truth: r.truth });
  });
  return lines;
}

function gridHtml(grid: Grid, cls = ''): string {
  const alignOf = (i: number) => ({ l: 'left', c: 'center', r: 'right' })[grid.align[i] ?? 'l'];
  const cols = `<colgroup>${grid.widths.map((w) => `<col style="width:${w}">`).join('')}</colgroup>`;
  const head = `<tr class="head">${grid.header.map((h) => `<th>${esc(h)}</th>`).join('')}</tr>`;
  const body = grid.rows
    .map((r) => {
      const rc = r.cls ? ` class="${r.cls}"` : '';
      if (r.wide) return `<tr${rc}><td colspan="${grid.header.length}">${esc(cellText(r.cells[0] ?? ''))}</td></tr>`;
      const tds = r.cells
        .map((cell, ci) => {
          if (cell === '^') return '';
          const style = `text-align:${alignOf(ci)}`;
          if (typeof cell === 'string') return `<td style="${style}">${esc(cell)}</td>`;
          return `<td rowspan="${cell.rows}" style="${style};vertical-align:${grid.valign}">${esc(cell.text)}</td>`;
        })
        .join('');
      return `<tr${rc}>${tds}</tr>`;
    })
    .join('');
  return `<table class="${cls}">${cols}${head}${body}</table>`;
}

const page = (css: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>*{box-sizing:border-box}html,body{margin:0;padding:0;background:#fff}${css}</style></head><body><div id="shot">${body}</div></body></html>`;

async function render(browser: Browser, html: string, width: number, scale: number, what = '#shot'): Promise<Buffer> {
  const tab = await browser.newPage({ viewport: { width, height: 700 }, deviceScaleFactor: scale });
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

// ---- x1: a 报价邀请函 typed in Word ----

function wordGrid(): Grid {
  const r = (cells: Cell[], truth: Expectation): Row => ({ cells, truth });
  return {
    header: ['序号', '名称', '规格型号', '单位', '数量', '备注'],
    align: 'cclccl',
    widths: ['7%', '15%', '38%', '8%', '12%', '20%'],
    valign: 'middle',
    rows: [
      r(
        ['1', { text: '高压电缆', rows: 2 }, 'YJV22-8.7/15kV-3×95', '米', '1,200', '环网柜至箱变'],
        item(mv('YJV22', '3*95'), 1200, true),
      ),
      r(['2', '^', 'YJV22-8.7/15kV-3×240', '米', '860', ''], item(mv('YJV22', '3*240'), 860, true)),
      r(
        ['3', { text: '低压电力电缆', rows: 3 }, 'YJV-0.6/1kV-4×185+1×95', '米', '2,350', ''],
        item(lv('YJV', '4*185+1*95'), 2350, true),
      ),
      r(['4', '^', 'YJV-0.6/1kV-4×50+1×25', 'km', '1.5', ''], item(lv('YJV', '4*50+1*25'), 1500, true)),
      r(['5', '^', 'YJV-0.6/1kV-5×16', '米', '126.5', '按实测'], item(lv('YJV', '5*16'), 126.5, true)),
      r(['6', '阻燃电缆', 'ZR-YJV-0.6/1kV-3×70+2×35', '米', '420', ''], item(lv('ZR-YJV', '3*70+2*35'), 420, true)),
      r(['7', '耐火电缆', 'NH-YJV 4×25+1×16mm²', '米', '315', '消防'], item(lv('NH-YJV', '4*25+1*16'), 315, false)),
      r(['8', '控制电缆', 'KVV-450/750V-7×1.5', '米', '1,800', ''], item(kvv('7*1.5'), 1800, true)),
      r(['9', '屏蔽控制电缆', 'KVVP-450/750V-10×1.0', '米', '600', ''], notSold('KVVP is not in the catalogue')),
      r(['10', '铜芯线', 'BV-450/750V-2.5mm²', '卷', '30', '100米/卷'], item(bv('BV', '2.5'), 3000, true)),
      { cells: ['合计', '', '', '', '', ''], truth: NOISE, cls: 'total' },
    ],
  };
}

const WORD_PAGE_CSS = `
.sheet{width:794px;padding:56px 70px 70px;background:#fff;font:14px "Noto Serif CJK SC";color:#000}
.sheet p{margin:0;line-height:28px}
.sheet h1{margin:0 0 14px;text-align:center;font:bold 22px "Noto Serif CJK SC";letter-spacing:4px}
.sheet .indent{text-indent:2em}
.sheet .sign{text-align:right;margin-top:16px}
.sheet table{width:100%;border-collapse:collapse;margin:12px 0 14px;table-layout:fixed}
.sheet td,.sheet th{border:1px solid #000;padding:4px 5px;height:30px;white-space:nowrap;overflow:hidden;font-size:13.5px}
.sheet th{font:bold 14px "Noto Sans CJK SC";text-align:center}
.sheet tr.total td{font-weight:bold}`;

function wordPage(): Picture {
  const grid = wordGrid();
  const top = [
    '报价邀请函',
    '致：各电缆供应商',
    '我司承建的合肥高新区创新产业园二期10kV配电工程需采购下列电缆，请贵司报价：',
  ];
  const notes = [
    '说明：1、报价含13%增值税专用发票及运费，送货至工地；',
    '2、交货期：合同签订后15天内；报价截止：2025年10月20日。',
    '联系人：陈先生　电话：0551-6528 3390',
    '安徽建工集团物资分公司',
  ];
  const html = `<div class="sheet"><h1>${top[0]}</h1><p>${top[1]}</p><p class="indent">${top[2]}</p>${gridHtml(grid)}
    <p>${esc(notes[0]!)}</p><p class="indent">${esc(notes[1]!)}</p><p>${esc(notes[2]!)}</p><p class="sign">${esc(notes[3]!)}</p></div>`;
  const lines: Line[] = [
    ...top.map((text) => ({ text, truth: NOISE })),
    ...gridLines(grid),
    ...notes.map((text) => ({ text, truth: NOISE })),
  ];
  return { html, lines };
}

function wordWindow(): Picture {
  const doc = wordPage();
  const ruler = Array.from({ length: 19 }, (_, i) => String(2 * (i + 1)));
  const html = page(
    `#shot{width:960px;background:#e3e3e3;font:13px "Noto Sans CJK SC";color:#222}
    .title{height:32px;line-height:32px;background:#2b579a;color:#fff;text-align:center;font-size:13px}
    .ribbon{height:30px;line-height:30px;background:#f3f3f3;border-bottom:1px solid #d6d6d6;padding-left:16px;word-spacing:22px}
    .ruler{height:22px;margin:8px 0 0 83px;width:794px;background:#fff;border:1px solid #c8c8c8;display:flex;padding-left:70px;font-size:10px;color:#666;line-height:20px}
    .ruler span{width:34.7px;text-align:right}
    .desk{padding:8px 0 0 83px;height:800px;overflow:hidden}
    .sheet{box-shadow:0 0 6px rgba(0,0,0,.35);min-height:1123px}${WORD_PAGE_CSS}`,
    `<div class="title">报价邀请函.docx - Word</div>
    <div class="ribbon">文件 开始 插入 设计 布局 引用 邮件 审阅 视图</div>
    <div class="ruler">${ruler.map((n) => `<span>${n}</span>`).join('')}</div>
    <div class="desk">${doc.html}</div>`,
  );
  return {
    html,
    lines: [
      { text: '报价邀请函.docx - Word', truth: NOISE },
      { text: '文件 | 开始 | 插入 | 设计 | 布局 | 引用 | 邮件 | 审阅 | 视图', truth: NOISE },
      { text: ruler.join(' | '), truth: NOISE },
      ...doc.lines,
    ],
  };
}

// ---- x2: an Excel window under a frozen header; p3: the same sheet printed ----

interface SheetRow {
  /** 序号, 名称 (Merged or '^' or text), 型号, 规格, 电压等级, 单位, 数量, 备注. */
  cells: Cell[];
  truth: Expectation;
}

const sheetRows = (): SheetRow[] => {
  const r = (cells: Cell[], truth: Expectation): SheetRow => ({ cells, truth });
  return [
    r(
      ['7', { text: '电力电缆', rows: 4 }, 'YJV', '4×240+1×120', '0.6/1kV', '米', '1,250', ''],
      item(lv('YJV', '4*240+1*120'), 1250, true),
    ),
    r(['8', '^', 'YJV', '3×120+2×70', '0.6/1kV', '米', '380', ''], item(lv('YJV', '3*120+2*70'), 380, true)),
    r(['9', '^', 'YJV', '5×6', '0.6/1kV', '米', '2,060', '照明配电'], item(lv('YJV', '5*6'), 2060, true)),
    r(['10', '^', 'YJLV', '4×95+1×50', '0.6/1kV', '米', '540', '铝芯'], item(lv('YJLV', '4*95+1*50'), 540, true)),
    r(
      ['11', { text: '铠装电缆', rows: 2 }, 'YJV22', '3×185+2×95', '0.6/1kV', '米', '175', '直埋'],
      item(lv('YJV22', '3*185+2*95'), 175, true),
    ),
    r(['12', '^', 'VV22', '4×35+1×16', '0.6/1kV', '米', '90', ''], item(lv('VV22', '4*35+1*16'), 90, true)),
    r(['13', '中压电缆', 'YJV', '3×300', '8.7/15kV', 'km', '2.35', ''], item(mv('YJV', '3*300'), 2350, true)),
    r(
      ['14', '低烟无卤电缆', 'WDZ-YJY', '4×70+1×35', '0.6/1kV', '米', '1,020', ''],
      item(lv('WDZ-YJY', '4*70+1*35'), 1020, true),
    ),
    r(['15', '软电线', 'BVR', '1×35', '450/750V', '米', '600', '接地'], item(bv('BVR', '35'), 600, true)),
    r(['16', '护套线', 'RVV', '4×0.75', '300/500V', '米', '1,500', ''], item(rvv('4*0.75'), 1500, true)),
    r(['17', '控制电缆', 'KVV', '19×1.5', '450/750V', '米', '250', ''], item(kvv('19*1.5'), 250, true)),
    r(['18', '架空绝缘线', 'JKLYJ', '1×185', '10kV', '米', '3,200', ''], item(jklyj('10kV', '1*185'), 3200, true)),
    r(['19', '电缆终端头', '热缩户外', '3×185', '10kV', '套', '6', ''], notSold('cable terminations, not a cable')),
  ];
};

const numberOf = (text: string) => Number(text.replace(/,/g, ''));
const fmt2 = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

function excelWindow(): Picture {
  const rows = sheetRows();
  const quantities = rows.map((r) => numberOf(cellText(r.cells[6]!)));
  const sum = quantities.reduce((a, b) => a + b, 0);
  const letters = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M'];
  const widths = [44, 100, 76, 100, 76, 46, 76, 90, 74, 74, 74, 74, 74];
  const blank = '<td></td>'.repeat(letters.length - 8);
  const title = '芜湖市轨道交通2号线车辆段电缆采购清单';
  const header = ['序号', '名称', '型号', '规格', '电压等级', '单位', '数量', '备注'];
  // Excel's merged cells keep Excel's default vertical alignment: bottom.
  const grid: Grid = { header, rows, align: 'cclccccl', widths: [], valign: 'bottom' };
  const firstData = 9;
  const dataLines = gridLines(grid, (i) => [String(i < 0 ? 2 : firstData + i)]);
  const totalRow = firstData + rows.length;
  const selection = `G${firstData}:G${totalRow - 1}`;
  const status = [
    '就绪',
    `平均值: ${fmt2(sum / quantities.length)}`,
    `计数: ${quantities.length}`,
    `求和: ${fmt2(sum)}`,
  ];
  const cellHtml = (cell: Cell, ci: number) => {
    if (cell === '^') return '';
    const align = ['center', 'center', 'left', 'left', 'center', 'center', 'right', 'left'][ci];
    const selected = ci === 6 ? ' sel' : '';
    if (typeof cell === 'string') return `<td class="c${selected}" style="text-align:${align}">${esc(cell)}</td>`;
    return `<td class="c" rowspan="${cell.rows}" style="text-align:center;vertical-align:bottom">${esc(cell.text)}</td>`;
  };
  const body = rows
    .map(
      (r, ri) =>
        `<tr><th class="rn">${firstData + ri}</th>${r.cells.map((c, ci) => cellHtml(c, ci)).join('')}${blank}</tr>`,
    )
    .join('');
  const empty = [totalRow + 1, totalRow + 2, totalRow + 3]
    .map((n) => `<tr><th class="rn">${n}</th>${'<td></td>'.repeat(letters.length)}</tr>`)
    .join('');
  const html = page(
    `#shot{width:1016px;background:#fff;font:14px "Liberation Sans","Noto Sans CJK SC";color:#000}
    .bar{height:32px;line-height:32px;background:#217346;color:#fff;text-align:center;font-size:13px}
    .tabs{height:30px;line-height:30px;background:#f3f3f3;padding-left:14px;font-size:13px;word-spacing:20px;color:#333;border-bottom:1px solid #d4d4d4}
    .fx{height:26px;line-height:26px;border-bottom:1px solid #d4d4d4;display:flex;font-size:13px}
    .fx .ref{width:86px;border-right:1px solid #d4d4d4;padding-left:8px}.fx .f{width:40px;text-align:center;color:#777;border-right:1px solid #d4d4d4}.fx .v{padding-left:8px}
    table{border-collapse:collapse;table-layout:fixed}
    th,td{border:1px solid #dadada;height:24px;padding:0 4px;white-space:nowrap;overflow:hidden}
    th{background:#efefef;color:#444;font-weight:normal;font-size:12px;text-align:center}
    th.rn{width:36px}
    tr.freeze td,tr.freeze th{border-bottom:2px solid #9b9b9b}
    td.t{font:bold 16px "Noto Sans CJK SC";text-align:center;height:30px}
    td.h{font-weight:bold;text-align:center;background:#ddebf7}
    td.sel{background:#e3efe6}
    tr.sum td{font-weight:bold}
    td.active{outline:2px solid #217346;outline-offset:-2px}
    .sheets{height:28px;line-height:28px;background:#f3f3f3;border-top:1px solid #ccc;font-size:13px;padding-left:40px}
    .sheets b{background:#fff;padding:5px 14px;color:#217346;border-bottom:2px solid #217346;font-weight:normal}
    .status{height:24px;line-height:24px;background:#f3f3f3;border-top:1px solid #d4d4d4;color:#333;font-size:12px;padding:0 12px;display:flex;gap:28px;justify-content:flex-end}
    .status span:first-child{margin-right:auto}`,
    `<div class="bar">电缆采购清单（车辆段）.xlsx - Excel</div>
    <div class="tabs">文件 开始 插入 页面布局 公式 数据 审阅 视图 帮助</div>
    <div class="fx"><span class="ref">G${totalRow}</span><span class="f">fx</span><span class="v">=SUM(${selection})</span></div>
    <table><colgroup><col style="width:36px">${widths.map((w) => `<col style="width:${w}px">`).join('')}</colgroup>
    <tr><th></th>${letters.map((l) => `<th>${l}</th>`).join('')}</tr>
    <tr><th class="rn">1</th><td class="t" colspan="8">${title}</td>${blank}</tr>
    <tr class="freeze"><th class="rn">2</th>${header.map((h) => `<td class="h">${h}</td>`).join('')}${blank}</tr>
    ${body}
    <tr class="sum"><th class="rn">${totalRow}</th><td></td><td class="c" style="text-align:center">合计</td><td></td><td></td><td></td><td></td><td class="active" style="text-align:right">${fmt2(sum)}</td><td></td>${blank}</tr>
    ${empty}</table>
    <div class="sheets"><b>采购清单</b>　 汇总　 ＋</div>
    <div class="status">${status.map((s) => `<span>${s}</span>`).join('')}</div>`,
  );
  const lines: Line[] = [
    { text: '电缆采购清单（车辆段）.xlsx - Excel', truth: NOISE },
    { text: '文件 | 开始 | 插入 | 页面布局 | 公式 | 数据 | 审阅 | 视图 | 帮助', truth: NOISE },
    { text: `G${totalRow} | fx | =SUM(${selection})`, truth: NOISE },
    { text: letters.join(' | '), truth: NOISE },
    { text: `1 | ${title}`, truth: NOISE },
    ...dataLines,
    { text: `${totalRow} | 合计 | ${fmt2(sum)}`, truth: NOISE },
    ...[totalRow + 1, totalRow + 2, totalRow + 3].map((n) => ({ text: String(n), truth: NOISE })),
    { text: '采购清单 | 汇总 | ＋', truth: NOISE },
    { text: status.join(' | '), truth: NOISE },
  ];
  return { html, lines };
}

function printedSheet(): Picture {
  const rows = sheetRows();
  const sum = rows.reduce((a, r) => a + numberOf(cellText(r.cells[6]!)), 0);
  const grid: Grid = {
    header: ['序号', '名称', '型号', '规格', '电压等级', '单位', '数量', '备注'],
    rows: [...rows, { cells: ['', '合计', '', '', '', '', fmt2(sum), ''], truth: NOISE }],
    align: 'cclccccl',
    widths: ['6%', '14%', '11%', '15%', '12%', '7%', '12%', '23%'],
    valign: 'bottom',
  };
  const title = '芜湖市轨道交通2号线车辆段电缆采购清单';
  const foot = ['第 1 页，共 2 页'];
  const html = page(
    `#shot{width:900px;padding:40px 40px 50px;font:14px "Liberation Sans","Noto Sans CJK SC";background:#fff;color:#000}
    h1{margin:0 0 10px;text-align:center;font:bold 18px "Noto Sans CJK SC"}
    table{width:100%;border-collapse:collapse;table-layout:fixed}
    td,th{border:1px solid #888;height:30px;padding:0 5px;white-space:nowrap;overflow:hidden}
    th{font-weight:bold}
    .foot{margin-top:16px;text-align:center;font-size:12px}`,
    `<h1>${title}</h1>${gridHtml(grid)}<div class="foot">${foot[0]}</div>`,
  );
  return {
    html,
    lines: [{ text: title, truth: NOISE }, ...gridLines(grid), ...foot.map((text) => ({ text, truth: NOISE }))],
  };
}

// ---- x3: a WeChat chat with the table sent as a picture ----

function chatTableGrid(): Grid {
  const r = (cells: Cell[], truth: Expectation): Row => ({ cells, truth });
  return {
    header: ['序号', '型号规格', '数量', '备注'],
    align: 'clcl',
    widths: ['12%', '42%', '18%', '28%'],
    valign: 'top',
    rows: [
      r(['1', 'YJV 3*150+1*70', '260m', ''], item(lv('YJV', '3*150+1*70'), 260, false)),
      r(['2', 'YJV 4*16', '1200m', '照明'], item(lv('YJV', '4*16'), 1200, false)),
      r(['3', 'ZC-YJV 4*120+1*70', '0.45km', ''], item(lv('ZC-YJV', '4*120+1*70'), 450, false)),
      r(['4', 'VV 3*50+2*25', '85m', ''], item(lv('VV', '3*50+2*25'), 85, false)),
      r(['5', 'BV 4平方', '15卷', '每卷100m'], item(bv('BV', '4'), 1500, false)),
      r(['6', 'KVV 4*1.0', '700m', ''], item(kvv('4*1'), 700, false)),
      r(['7', 'RVV 2*1.0', '2卷', ''], ask('rolls without a length')),
      r(['8', 'ZR-BV 2.5平方', '20卷', '每卷100m'], notSold('ZR-BV is not in the catalogue')),
    ],
  };
}

async function chatTableImage(browser: Browser): Promise<{ dataUrl: string; lines: Line[] }> {
  const grid = chatTableGrid();
  const title = '电缆需求（10.14）';
  const html = page(
    `#shot{width:540px;padding:14px 16px 18px;font:15px "Noto Sans CJK SC";background:#fff;color:#111}
    h1{margin:0 0 8px;font:bold 17px "Noto Sans CJK SC";text-align:center}
    table{width:100%;border-collapse:collapse;table-layout:fixed}
    td,th{border:1px solid #333;height:32px;padding:0 5px;white-space:nowrap;overflow:hidden}
    th{background:#fff2cc}`,
    `<h1>${esc(title)}</h1>${gridHtml(grid)}`,
  );
  const shot = await loadImage(await render(browser, html, 540, 1));
  const w = Math.round(shot.width * 0.62);
  const h = Math.round(shot.height * 0.62);
  const small = createCanvas(w, h);
  small.getContext('2d').drawImage(shot, 0, 0, w, h);
  const jpeg = small.toBuffer('image/jpeg', 45);
  return {
    dataUrl: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
    lines: [{ text: title, truth: NOISE }, ...gridLines(grid)],
  };
}

async function weChat(browser: Browser): Promise<Picture> {
  const table = await chatTableImage(browser);
  const status = ['10:26', '4G 62%'];
  const name = '张工（中铁建工）';
  const stamp = '上午 10:14';
  const hello = '李经理，这几个规格帮忙报个价';
  const after = '今天下午能出来吗？';
  const mine = '好的，马上核价';
  const bubble = (text: string, me = false) =>
    `<div class="msg${me ? ' me' : ''}">${me ? '' : '<div class="av"></div>'}<div class="b">${esc(text)}</div>${me ? '<div class="av"></div>' : ''}</div>`;
  const html = page(
    `#shot{width:390px;background:#ededed;font:16px "Noto Sans CJK SC";color:#111}
    .status{height:44px;display:flex;justify-content:space-between;align-items:center;padding:0 24px;font-size:15px;font-weight:bold}
    .top{height:46px;line-height:46px;text-align:center;font-size:17px;border-bottom:1px solid #d9d9d9}
    .pane{padding:4px 12px 16px}
    .stamp{text-align:center;color:#9a9a9a;font-size:13px;margin:10px 0}
    .msg{display:flex;align-items:flex-start;margin-bottom:14px}.msg.me{justify-content:flex-end}
    .av{width:40px;height:40px;border-radius:5px;background:linear-gradient(135deg,#8a9bb0,#c7a27c);flex:none}
    .me .av{background:linear-gradient(135deg,#3d6e58,#a3c8a0)}
    .b{margin:0 10px;background:#fff;border-radius:5px;padding:9px 11px;line-height:24px}
    .me .b{background:#95ec69}
    .pic{margin:0 10px;border-radius:5px;overflow:hidden;width:270px}.pic img{width:270px;display:block}
    .input{height:56px;background:#f7f7f7;border-top:1px solid #ddd}`,
    `<div class="status"><span>${status[0]}</span><span>${status[1]}</span></div>
    <div class="top">${esc(name)}</div>
    <div class="pane"><div class="stamp">${stamp}</div>${bubble(hello)}
    <div class="msg"><div class="av"></div><div class="pic"><img src="${table.dataUrl}"></div></div>
    ${bubble(after)}${bubble(mine, true)}</div><div class="input"></div>`,
  );
  return {
    html,
    lines: [
      { text: status.join(' | '), truth: NOISE },
      { text: name, truth: NOISE },
      { text: stamp, truth: NOISE },
      { text: hello, truth: NOISE },
      ...table.lines,
      { text: after, truth: NOISE },
      { text: mine, truth: NOISE },
    ],
  };
}

// ---- x4: a 材料表 in two tables side by side; p2: printed and photographed ----

function twoColumnGrids(): [Grid, Grid] {
  const r = (cells: Cell[], truth: Expectation): Row => ({ cells, truth });
  const shape = { header: ['序号', '型号规格', '单位', '数量'], align: 'clcr', widths: ['14%', '50%', '14%', '22%'] };
  return [
    {
      ...shape,
      valign: 'top',
      rows: [
        r(['1', 'YJV-4×35+1×16', '米', '460'], item(lv('YJV', '4*35+1*16'), 460, false)),
        r(['2', 'YJV-4×70+1×35', '米', '225'], item(lv('YJV', '4*70+1*35'), 225, false)),
        r(['3', 'YJV-3×95+2×50', '米', '130'], item(lv('YJV', '3*95+2*50'), 130, false)),
        r(['4', 'YJV22-4×150+1×70', '米', '310'], item(lv('YJV22', '4*150+1*70'), 310, false)),
        r(['5', 'ZR-YJV-5×4', '米', '1,650'], item(lv('ZR-YJV', '5*4'), 1650, false)),
        r(['6', 'NH-YJV-5×10', '米', '240'], item(lv('NH-YJV', '5*10'), 240, false)),
        r(['7', 'WDZ-YJY-4×185+1×95', '米', '95'], item(lv('WDZ-YJY', '4*185+1*95'), 95, false)),
      ],
    },
    {
      ...shape,
      valign: 'top',
      rows: [
        r(['8', 'KVV-5×1.5', '米', '380'], item(kvv('5*1.5'), 380, false)),
        r(['9', 'KVV-12×1.0', '米', '120'], item(kvv('12*1'), 120, false)),
        r(['10', 'BV-1.5', '米', '4,000'], item(bv('BV', '1.5'), 4000, false)),
        r(['11', 'BV-6', '米', '1,500'], item(bv('BV', '6'), 1500, false)),
        r(['12', 'BVR-10', '米', '300'], item(bv('BVR', '10'), 300, false)),
        r(['13', 'RVVP-3×1.0', '米', '200'], notSold('RVVP is not in the catalogue')),
        r(['14', 'JKLYJ-1kV-1×95', '米', '800'], item(jklyj('1kV', '1*95'), 800, true)),
      ],
    },
  ];
}

function twoColumnPage(): Picture {
  const [left, right] = twoColumnGrids();
  const title = '主要设备材料表（电气部分）';
  const sub = ['工程名称：马鞍山郑蒲港物流园综合楼', '图号：电施-02'];
  const notes = ['注：1. 以上数量为估算量，施工时以实际敷设长度为准。', '2. 电缆均为铜芯，执行GB/T 12706-2020。'];
  const html = page(
    `#shot{width:860px;padding:34px 40px 44px;font:14px "DejaVu Sans","Noto Sans CJK SC";background:#fff;color:#111}
    h1{margin:0 0 6px;text-align:center;font:bold 20px "Noto Sans CJK SC";letter-spacing:2px}
    .sub{display:flex;justify-content:space-between;line-height:28px;font-size:13px}
    .cols{display:flex;gap:18px;margin:8px 0 12px}
    table{width:100%;border-collapse:collapse;table-layout:fixed}
    td,th{border:1px solid #222;height:31px;padding:0 5px;white-space:nowrap;overflow:hidden}
    th{font-weight:bold;background:#f0f0f0}
    p{margin:0;line-height:26px;font-size:13px}p.i{padding-left:2.2em}`,
    `<h1>${title}</h1><div class="sub"><span>${sub[0]}</span><span>${sub[1]}</span></div>
    <div class="cols">${gridHtml(left)}${gridHtml(right)}</div><p>${esc(notes[0]!)}</p><p class="i">${esc(notes[1]!)}</p>`,
  );
  const leftLines = gridLines(left);
  const rightLines = gridLines(right);
  return {
    html,
    lines: [
      { text: title, truth: NOISE },
      { text: sub.join(' | '), truth: NOISE },
      // The two headers are one line across the page; the rows are read down the left table, then the right one.
      { text: `${leftLines[0]!.text} | ${rightLines[0]!.text}`, truth: NOISE },
      ...leftLines.slice(1),
      ...rightLines.slice(1),
      ...notes.map((text) => ({ text, truth: NOISE })),
    ],
  };
}

// ---- x5: a Notepad text typed partly with a full-width input method ----

function memo(): Picture {
  const items: Line[] = [
    {
      text: `１．${fullWidth('YJV22-8.7/15kV')}　３×１２０　${fullWidth('1.2')}公里`,
      truth: item(mv('YJV22', '3*120'), 1200, true),
    },
    { text: `２．ＹＪＶ　４×９５＋１×５０　３５０米`, truth: item(lv('YJV', '4*95+1*50'), 350, false) },
    { text: '３．yjv22 4x240+1x120 0.8千米', truth: item(lv('YJV22', '4*240+1*120'), 800, false) },
    { text: '４．VV 3*35+1*16 铜芯 200M', truth: item(lv('VV', '3*35+1*16'), 200, false) },
    { text: '５．ZR-YJV 3*25+2*16 3盘，每盘200米', truth: item(lv('ZR-YJV', '3*25+2*16'), 600, false) },
    { text: '６．BV 10平方 2000m', truth: item(bv('BV', '10'), 2000, false) },
    { text: '７．BVR 2.5mm2 红蓝各5卷（100米/卷）', truth: item(bv('BVR', '2.5'), 1000, false) },
    {
      text: `８．${fullWidth('KVV')}　${fullWidth('10*2.5')}　${fullWidth('0.3km')}`,
      truth: item(kvv('10*2.5'), 300, false),
    },
    { text: '９．RVV 3*2.5 1,000米', truth: item(rvv('3*2.5'), 1000, false) },
    { text: '１０．YJLV 4×120 1.5km', truth: item(lv('YJLV', '4*120'), 1500, false) },
    { text: '１１．电缆桥架 300*100 80米', truth: notSold('cable tray, not a cable') },
  ];
  const title = '华联置业询价.txt - 记事本';
  const menu = ['文件(F)', '编辑(E)', '格式(O)', '查看(V)', '帮助(H)'];
  const top = ['华联置业 电缆询价 2025.10.15', ''];
  const tail = ['以上共11项，麻烦尽快报价，谢谢！（含税含运，送到芜湖三山区）'];
  const status = ['第 15 行，第 31 列', '100%', 'Windows (CRLF)', 'UTF-8'];
  const html = page(
    `#shot{width:760px;background:#fff;font:16px "Noto Sans Mono CJK SC";color:#000;border:1px solid #8a8a8a}
    .title{height:30px;line-height:30px;padding-left:34px;font:13px "Noto Sans CJK SC";background:#fff;border-bottom:1px solid #eee;position:relative}
    .title:before{content:"";position:absolute;left:10px;top:8px;width:14px;height:14px;background:#5b9bd5;border-radius:2px}
    .menu{height:24px;line-height:24px;padding-left:6px;font:13px "Noto Sans CJK SC";word-spacing:14px;border-bottom:1px solid #ddd}
    .body{padding:4px 6px 36px;min-height:520px}
    p{margin:0;line-height:23px;white-space:pre}
    .status{height:24px;line-height:24px;background:#f0f0f0;border-top:1px solid #d7d7d7;font:12px "Noto Sans CJK SC";display:flex;justify-content:flex-end}
    .status span{padding:0 16px;border-left:1px solid #d7d7d7}`,
    `<div class="title">${esc(title)}</div><div class="menu">${menu.join(' ')}</div>
    <div class="body">${[...top, ...items.map((l) => l.text), '', ...tail].map((t) => `<p>${esc(t) || ' '}</p>`).join('')}</div>
    <div class="status">${status.map((t) => `<span>${esc(t)}</span>`).join('')}</div>`,
  );
  return {
    html,
    lines: [
      { text: title, truth: NOISE },
      { text: menu.join(' | '), truth: NOISE },
      { text: top[0]!, truth: NOISE },
      ...items,
      ...tail.map((text) => ({ text, truth: NOISE })),
      { text: status.join(' | '), truth: NOISE },
    ],
  };
}

// ---- photographing ----

type Point = readonly [number, number];
type Rgb = readonly [number, number, number];

interface Shot {
  width: number;
  height: number;
  /** Where the page's corners land in the photo: top-left, top-right, bottom-right, bottom-left. */
  corners: readonly [Point, Point, Point, Point];
  /** What is around the page. */
  around: (x: number, y: number, dice: Dice) => Rgb;
  /** Light multiplied in at a photo pixel (1 = as printed). */
  light: (x: number, y: number) => number;
  /** Light added (a reflection), 0..1 of white. */
  glare?: (x: number, y: number) => number;
  /** A fold or crease: extra shade at page coordinates (u, v in 0..1). */
  crease?: (u: number, v: number) => number;
  paper: Rgb;
  blur: number;
  grain: number;
  seed: number;
  quality: number;
}

/** Solves A x = b (n×n) by Gaussian elimination with partial pivoting. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[p]![c]!)) p = r;
    [m[c], m[p]] = [m[p]!, m[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / m[c]![c]!;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/** The homography taking each `from` point to its `to` point: [a b c; d e f; g h 1]. */
function homography(from: readonly Point[], to: readonly Point[]): number[] {
  const a: number[][] = [];
  const b: number[] = [];
  from.forEach(([x, y], i) => {
    const [u, v] = to[i]!;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  });
  return [...solve(a, b), 1];
}

async function photograph(source: Buffer, shot: Shot): Promise<Buffer> {
  const image = await loadImage(source);
  const sw = image.width;
  const sh = image.height;
  const sc = createCanvas(sw, sh);
  sc.getContext('2d').drawImage(image, 0, 0);
  const src = sc.getContext('2d').getImageData(0, 0, sw, sh).data;
  // Photo pixel -> page unit square.
  const h = homography(shot.corners, [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, 1],
  ]);
  const dice = new Dice(shot.seed);
  const { width: W, height: H } = shot;
  const planes = [new Float32Array(W * H), new Float32Array(W * H), new Float32Array(W * H)];
  const sample = (u: number, v: number, c: number) => {
    const fx = Math.min(sw - 1.001, Math.max(0, u * sw - 0.5));
    const fy = Math.min(sh - 1.001, Math.max(0, v * sh - 0.5));
    const x = Math.floor(fx);
    const y = Math.floor(fy);
    const ax = fx - x;
    const ay = fy - y;
    const at = (px: number, py: number) => src[(py * sw + px) * 4 + c]!;
    return (
      (at(x, y) * (1 - ax) + at(x + 1, y) * ax) * (1 - ay) + (at(x, y + 1) * (1 - ax) + at(x + 1, y + 1) * ax) * ay
    );
  };
  const subs = [0.25, 0.75];
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const rgb = [0, 0, 0];
      let onPage = 0;
      for (const oy of subs)
        for (const ox of subs) {
          const px = x + ox;
          const py = y + oy;
          const w = h[6]! * px + h[7]! * py + 1;
          const u = (h[0]! * px + h[1]! * py + h[2]!) / w;
          const v = (h[3]! * px + h[4]! * py + h[5]!) / w;
          if (u < 0 || u > 1 || v < 0 || v > 1) continue;
          onPage++;
          const shade = shot.crease ? shot.crease(u, v) : 1;
          for (let c = 0; c < 3; c++) rgb[c]! += (sample(u, v, c) / 255) * shot.paper[c]! * shade;
        }
      const back = onPage < 4 ? shot.around(x, y, dice) : ([0, 0, 0] as const);
      const light = shot.light(x, y);
      const glare = shot.glare ? shot.glare(x, y) : 0;
      for (let c = 0; c < 3; c++) {
        const mixed = (rgb[c]! + back[c]! * (4 - onPage)) / 4;
        planes[c]![y * W + x] = mixed * light + glare * 255;
      }
    }
  for (let pass = 0; pass < shot.blur; pass++) for (const plane of planes) blur(plane, W, H);
  const out = createCanvas(W, H);
  const ctx = out.getContext('2d');
  const data = ctx.createImageData(W, H);
  for (let i = 0; i < W * H; i++) {
    const noise = (dice.next() + dice.next() - 1) * shot.grain;
    for (let c = 0; c < 3; c++)
      data.data[i * 4 + c] = Math.max(0, Math.min(255, Math.round(planes[c]![i]! + noise + (dice.next() - 0.5) * 3)));
    data.data[i * 4 + 3] = 255;
  }
  ctx.putImageData(data, 0, 0);
  return out.toBuffer('image/jpeg', shot.quality);
}

/** One 3×3 box blur pass in place. */
function blur(plane: Float32Array, W: number, H: number): void {
  const copy = plane.slice();
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      plane[i] = (copy[i - (x > 0 ? 1 : 0)]! + copy[i]! + copy[i + (x < W - 1 ? 1 : 0)]!) / 3;
    }
  copy.set(plane);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      plane[i] = (copy[i - (y > 0 ? W : 0)]! + copy[i]! + copy[i + (y < H - 1 ? W : 0)]!) / 3;
    }
}

/** A table top with a little texture and a slope of light. */
const tableTop =
  (base: Rgb, waves: number) =>
  (x: number, y: number, dice: Dice): Rgb => {
    const s = 0.92 + 0.05 * Math.sin(x / waves + Math.sin(y / 90)) + (dice.next() - 0.5) * 0.04;
    return [base[0] * s, base[1] * s, base[2] * s];
  };
/** 1 at (cx, cy), falling to `far` at `reach` pixels. */
const lamp = (cx: number, cy: number, reach: number, far: number) => (x: number, y: number) =>
  1 - (1 - far) * Math.min(1, Math.hypot(x - cx, y - cy) / reach) ** 2;
/** A soft shadow band (a window frame, an arm) along the line through a with direction d, `width` wide. */
const band = (a: Point, d: Point, width: number, depth: number) => (x: number, y: number) => {
  const len = Math.hypot(d[0], d[1]);
  const dist = Math.abs((x - a[0]) * d[1] - (y - a[1]) * d[0]) / len;
  const t = Math.max(0, 1 - dist / width);
  return 1 - depth * t * t * (3 - 2 * t);
};
const product =
  (...fs: Array<(x: number, y: number) => number>) =>
  (x: number, y: number) =>
    fs.reduce((p, f) => p * f(x, y), 1);

// ---- writing ----

function write(file: string, data: Buffer, layout: string, lines: readonly Line[]): void {
  if (data.length > 600_000) throw new Error(`${file} is ${data.length} bytes, over 600 KB`);
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
    const word = wordWindow();
    write(
      'x1-word-quotation.png',
      await render(browser, word.html, 960, 1),
      'clean screenshot of a Word window at 100 % (Noto Serif CJK SC 13.5-14px): title bar, ribbon tabs, the ruler with 2 4 … 38, a 报价邀请函 page with a shadow; one 规格型号 cell holds model, voltage and spec (YJV22-8.7/15kV-3×95, ZR-YJV-0.6/1kV-3×70+2×35); 名称 merged and centred vertically over 2 rows (the text on the rule between them) and over 3 rows (on the middle one); 1,200, 2,350, km 1.5, 126.5 米, 卷 with 100米/卷, KVVP (not sold), an empty 合计 row, notes with dates and a phone number',
      word.lines,
    );

    const excel = excelWindow();
    write(
      'x2-excel-frozen.png',
      await render(browser, excel.html, 1016, 1.25),
      "clean screenshot of an Excel window at 125 % (Liberation Sans + Noto Sans CJK SC 14px), gridlines on: title bar, ribbon tabs, a formula bar with =SUM(G9:G21), column letters A–J, row numbers in the gutter, a merged title row 1 and a frozen header row 2 (a thick rule under it), then rows 9–21 scrolled under it; 名称 merged with Excel's bottom alignment (its text on the last row of 4 and of 2); separate 型号 / 规格 / 电压等级 / 单位 / 数量 columns, the 数量 column selected (tinted), km 2.35, a cable termination (not sold), a 合计 row, three empty rows, sheet tabs and a status bar with 平均值 / 计数 / 求和",
      excel.lines,
    );

    const chat = await weChat(browser);
    write(
      'x3-wechat-table-picture.png',
      await render(browser, chat.html, 390, 2),
      'clean 2× screenshot of a WeChat chat (Noto Sans CJK SC 16px): status bar, contact title, a time stamp, a text bubble, then the inquiry as a received picture: a table rendered at 15px, shrunk to 62 % and saved at JPEG q45 before being shown 270 CSS px wide (so its text is soft and blocky, about 13 px high here); units inside the 数量 cell (260m, 1200m, 0.45km, 15卷 with 每卷100m in 备注, 2卷 without a length), KVV 4*1.0, ZR-BV (not sold); two more bubbles after it',
      chat.lines,
    );

    const two = twoColumnPage();
    write(
      'x4-two-column.png',
      await render(browser, two.html, 860, 1),
      "clean screenshot of a design drawing's 主要设备材料表 (DejaVu Sans + Noto Sans CJK SC 14px) laid out as two ruled tables side by side, 序号 1–7 on the left and 8–14 on the right, each 序号 / 型号规格 / 单位 / 数量 with 数量 right-aligned, so each line of the picture holds two items; model and spec joined by a hyphen (YJV-4×35+1×16, BV-1.5, KVV-12×1.0), RVVP (not sold), JKLYJ-1kV, 1,650 and 4,000, notes under it. The key reads the left table down, then the right one",
      two.lines,
    );

    const note = memo();
    write(
      'x5-fullwidth-notepad.png',
      await render(browser, note.html, 760, 1.25),
      'clean screenshot at 125 % of a Windows Notepad window (Noto Sans Mono CJK SC 16px): title bar, menu, a first line with the customer and date, then a numbered list typed partly with a full-width input method (１．ＹＪＶ２２－８．７／１５ｋＶ　３×１２０　１．２公里, ＫＶＶ　１０＊２．５　０．３ｋｍ, full-width numbering １．…１１．), 4x240+1x120 in lower case yjv22, units 公里 / 米 / 千米 / M / 盘 with 每盘200米 / m / 卷 (红蓝各5卷 at 100米/卷, i.e. 10 rolls) / km, 1,000米, a cable tray (not sold); a blank line, a closing line with 共11项, and the status bar',
      note.lines,
    );

    const wordPrinted = await render(browser, page(WORD_PAGE_CSS, wordPage().html), 794, 2, '.sheet');
    write(
      'p1-photo-word-window-light.jpg',
      await photograph(wordPrinted, {
        width: 1080,
        height: 1440,
        corners: [
          [150, 120],
          [950, 175],
          [1000, 1330],
          [95, 1360],
        ],
        around: tableTop([176, 168, 156], 140),
        light: product(lamp(1080, 300, 1700, 0.62), band([0, 820], [1080, -260], 110, 0.28)),
        paper: [248, 247, 242],
        blur: 1,
        grain: 8,
        seed: 401,
        quality: 62,
      }),
      "phone photo of x1's page printed (Noto Serif CJK SC) on a light table, shot at a moderate angle from the lower left: the page turned about 3° and keystoned (top edge about 88 % of the bottom), window light from the right falling to 62 % on the left, a soft shadow band (a window frame) crossing the table rows diagonally, one blur pass, grain, JPEG q62; the same rows as x1 without the Word window",
      wordPage().lines,
    );

    const twoPrinted = await render(browser, twoColumnPage().html, 860, 2);
    write(
      'p2-photo-two-column-fold.jpg',
      await photograph(twoPrinted, {
        width: 1440,
        height: 1080,
        corners: [
          [110, 95],
          [1330, 150],
          [1300, 1010],
          [140, 975],
        ],
        around: tableTop([70, 74, 84], 60),
        light: product(lamp(1100, 200, 1500, 0.5)),
        crease: (u) => 1 - 0.16 * Math.exp(-(((u - 0.5) / 0.012) ** 2)) + 0.04 * Math.exp(-(((u - 0.53) / 0.03) ** 2)),
        paper: [238, 238, 234],
        blur: 2,
        grain: 10,
        seed: 402,
        quality: 55,
      }),
      'phone photo of x4 printed in landscape on a dark desk: turned about 2.5° clockwise, slightly keystoned, a vertical fold down the middle of the page (a dark crease with a bright ridge beside it, between the two tables), light from the top right falling to half at the bottom left, two blur passes, grain, JPEG q55',
      twoColumnPage().lines,
    );

    const sheet = printedSheet();
    const sheetPrinted = await render(browser, sheet.html, 900, 2);
    write(
      'p3-photo-sheet-glare.jpg',
      await photograph(sheetPrinted, {
        width: 1440,
        height: 1080,
        corners: [
          [120, 150],
          [1230, 70],
          [1350, 1030],
          [70, 950],
        ],
        around: tableTop([150, 156, 160], 200),
        light: product(lamp(900, 500, 1400, 0.7)),
        glare: (x, y) => 0.32 * Math.exp(-(((x - 980) / 170) ** 2) - ((y - 430) / 110) ** 2),
        paper: [236, 240, 245],
        blur: 1,
        grain: 9,
        seed: 403,
        quality: 60,
      }),
      "phone photo of x2's sheet printed with gridlines (Liberation Sans + Noto Sans CJK SC, no Excel window, all 13 rows plus 合计, 名称 merged bottom-aligned) on a grey desk under office lights, shot from the right: keystoned (the right edge longer), turned about 4°, a glare patch from a ceiling light over the 规格 / 电压等级 / 数量 columns of the middle rows, cool cast, one blur pass, grain, JPEG q60; a page footer 第 1 页，共 2 页",
      sheet.lines,
    );
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
