/**
 * `npx tsx corpus/images-world2/generate.ts`: the second "world" picture holdout (issue 14). Written from how
 * customers' pictures look when they reach a cable supplier's sales staff, without reading the recogniser, to find
 * where recognition fails on pictures nobody tuned it for. `npm run accuracy -- --images images-world2` scores it.
 *
 * Unlike the other picture sets (drawn with @napi-rs/canvas) these are real HTML rendered by headless Chromium and
 * screenshot: a WPS sheet window with a formula bar and a frozen header; a Word document table with merged 名称 /
 * 型号 / 电压 / 备注 cells, a signature line and a red seal; a DingTalk desktop chat with a pasted list (typos,
 * full-width ×＊，, 米/m/M/km/千米/卷/盘×100米); a web-mail body; a 报价单 form with empty 单价 / 金额 and a two-row
 * header; a phone screenshot of a sheet (1080 wide, status bar, large text); an ERP grid at 125 % with ClearType-like
 * colour fringes (subpixel rendering done here from a 3× render); a web table with stripes, a hovered row and a
 * yellow row; a 25-row material list with section rows; a design institute's table with 1,200 and 0.5 km. Then three
 * phone photos of two of them (the Word page and the 报价单 printed), made in Chromium by CSS perspective, blur,
 * lighting and grain, saved as JPEG at quality 60-78.
 *
 * Rows are numbered as the lines of the picture in reading order (everything at one height is one line), as the
 * server numbers recognised lines. A merged cell's text sits on the first row it spans (Word's top alignment) or, for
 * the 备注 merged over an odd number of rows, on the middle one; the rows below it are read as a person reads them,
 * with the merged model or voltage (marked ↑ in the key's text).
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { type Browser, chromium } from 'playwright-core';
import {
  type AnswerKey,
  type Cable,
  CONTROL,
  Dice,
  type Expectation,
  FIRE,
  fullWidth,
  type KeyRow,
  LV_POWER,
  lv,
  MEDIUM,
  metresFor,
  mv,
  nameOf,
  OVERHEAD,
  WIRES,
  withThousands,
  writeModelSpec,
  writeScope,
  writeSpec,
  writeWireArea,
} from '../inquiries/world';

const DIR = dirname(fileURLToPath(import.meta.url));
const dice = new Dice(14_142_135);

/** Catalogue cables the other sets' pools lack (each checked against apps/mock-server/fixtures/catalogue.ts). */
const EXTRA: Cable[] = [
  ...['3*95+2*50', '3*185+2*95', '3*240+2*120', '3*150+2*70', '3*25+1*16', '4*10'].map((s) => lv('YJV', s)),
  ...['4*35+1*16', '3*70+2*35'].map((s) => lv('VV22', s)),
  ...['3*150+2*70', '4*95+1*50'].map((s) => lv('YJLV', s)),
  lv('ZC-YJV', '4*185+1*95'),
  ...['4*35+1*16', '3*95+2*50', '5*6'].map((s) => lv('WDZ-YJY', s)),
  ...['3*70+2*35', '4*10'].map((s) => lv('NH-YJV', s)),
  ...['4*120+1*70', '3*35+2*16'].map((s) => lv('ZR-YJV', s)),
  ...['12*1.5', '7*2.5', '4*1', '10*1'].map((s) => ({ model: 'KVV', scope: '450/750V', spec: s })),
  ...['4*1.5', '3*1', '2*2.5'].map((s) => ({ model: 'RVV', scope: '300/500V', spec: s })),
  ...['1*50', '1*70'].map((s) => ({ model: 'BV', scope: '450/750V', spec: s })),
  ...['1*10', '1*25'].map((s) => ({ model: 'BVR', scope: '450/750V', spec: s })),
  ...['1*150', '1*50'].map((s) => ({ model: 'JKLYJ', scope: '10kV', spec: s })),
  { model: 'JKLYJ', scope: '1kV', spec: '1*95' },
  ...['3*50', '1*400'].map((s) => mv('YJV', s)),
  ...['3*150', '3*400'].map((s) => mv('YJV22', s)),
];
const POOL: Cable[] = [...LV_POWER, ...FIRE, ...MEDIUM, ...WIRES, ...CONTROL, ...OVERHEAD, ...EXTRA, ...EXTRA];
const pickCables = (n: number) => Array.from({ length: n }, () => dice.pick(POOL));
const isWire = (c: Cable) => c.model === 'BV' || c.model === 'BVR';
/** Wires sold in 100 m coils (卷). */
const isCoiled = (c: Cable) => isWire(c) || c.model === 'RVV';
/** Voltages people who buy them always write. */
const voltageNeeded = (c: Cable) => c.scope === '8.7/15kV' || c.scope === '26/35kV' || c.model === 'JKLYJ';

interface Line {
  /** What the picture shows on this line (cells joined by " | "). */
  text: string;
  truth: Expectation;
}

const noise = (text: string): Line => ({ text, truth: { expect: 'noise' } });
const review = (text: string, why: string): Line => ({ text, truth: { expect: 'review', why } });
const unknown = (text: string, why: string): Line => ({ text, truth: { expect: 'unknown', why } });
const item = (text: string, cable: Cable, metres: number, scopeWritten: boolean): Line => ({
  text,
  truth: itemTruth(cable, metres, scopeWritten),
});

function itemTruth(cable: Cable, metres: number, scopeWritten: boolean): Expectation {
  return {
    expect: 'item',
    model: cable.model,
    spec: cable.spec,
    ...(scopeWritten ? { scope: cable.scope } : {}),
    metres,
  };
}

function write(file: string, data: Buffer, layout: string, lines: readonly Line[]): void {
  if (data.length > 400_000) throw new Error(`${file} is ${data.length} bytes, over 400 KB`);
  writeFileSync(join(DIR, file), data);
  const rows: KeyRow[] = lines.map((line, i) => ({ row: i + 1, text: line.text, truth: line.truth }));
  const key: AnswerKey = { file, kind: 'image', layout, rows };
  writeFileSync(join(DIR, file.replace(/\.(png|jpg)$/, '.key.json')), `${JSON.stringify(key, null, 2)}\n`);
  const items = lines.filter((l) => l.truth.expect === 'item').length;
  console.log(`${file}: ${data.length} bytes, ${lines.length} lines, ${items} items`);
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const cellText = (cells: readonly string[]) => cells.filter(Boolean).join(' | ');

// ---- how quantities are written ----

/** 单位 and 数量 cells for a cable's metres. */
function unitAndQuantity(cable: Cable, metres: number): { unit: string; quantity: string } {
  const forms = [
    { unit: '米', quantity: String(metres) },
    { unit: '米', quantity: String(metres) },
    { unit: 'm', quantity: String(metres) },
    { unit: 'M', quantity: String(metres) },
  ];
  if (metres >= 1000) {
    forms.push({ unit: 'km', quantity: String(metres / 1000) }, { unit: '千米', quantity: String(metres / 1000) });
    forms.push({ unit: '米', quantity: withThousands(metres) }, { unit: 'm', quantity: withThousands(metres) });
  }
  if (isCoiled(cable) && metres % 100 === 0 && metres <= 5000)
    forms.push({ unit: '卷', quantity: String(metres / 100) });
  return dice.pick(forms);
}

/** The quantity with its unit in one piece, as typed in a chat or an e-mail. */
function quantityWithUnit(cable: Cable, metres: number): string {
  const forms = [`${metres}米`, `${metres}米`, `${metres}m`, `${metres}M`, `${metres} 米`];
  if (metres >= 1000) forms.push(`${metres / 1000}km`, `${metres / 1000}千米`, `${withThousands(metres)}米`);
  if (isCoiled(cable) && metres % 100 === 0 && metres <= 5000)
    forms.push(`${metres / 100}卷`, `${metres / 100}盘×100米`);
  return dice.pick(forms);
}

/** A spec alone, as written in a 规格 column. */
function specAlone(cable: Cable): string {
  return isWire(cable)
    ? writeWireArea(cable.spec, dice)
    : writeSpec(cable.spec, { times: dice.pick(['×', '×', '*', 'x']), suffix: dice.pick(['', '', '', 'mm²']) });
}

/** A row of 型号 / 电压 / 规格 apart; the voltage blank now and then where nobody needs it. */
function apartCells(cable: Cable, voltageChance: number) {
  const scopeWritten = voltageNeeded(cable) || dice.chance(voltageChance);
  return {
    model: cable.model,
    scope: scopeWritten ? writeScope(cable.scope, dice) : '',
    spec: specAlone(cable),
    scopeWritten,
  };
}

// ---- rendering ----

interface Shot {
  html: string;
  /** CSS pixels of the viewport. */
  width: number;
  height: number;
  scale: number;
}

const page = (css: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>*{box-sizing:border-box}html,body{margin:0;padding:0}${css}</style></head><body>${body}</body></html>`;

async function shoot(browser: Browser, shot: Shot, type: 'png' | 'jpeg' = 'png', quality?: number): Promise<Buffer> {
  const tab = await browser.newPage({
    viewport: { width: shot.width, height: shot.height },
    deviceScaleFactor: shot.scale,
  });
  try {
    await tab.setContent(shot.html, { waitUntil: 'load' });
    await tab.evaluate(() => document.fonts.ready.then(() => undefined));
    return await tab
      .locator('#shot')
      .screenshot({ type, ...(quality ? { quality } : {}), animations: 'disabled', caret: 'hide' });
  } finally {
    await tab.close();
  }
}

/**
 * Subpixel (ClearType-like) rendering from a render at 3× the target scale: each output pixel's red, green and blue
 * come from the left, middle and right thirds of it, softened by a [1,1,1]/3 filter over neighbouring subpixels, as
 * Windows does on an RGB-stripe LCD: coloured fringes on the left and right edges of every stroke.
 */
async function subpixel(render: Buffer): Promise<Buffer> {
  const image = await loadImage(render);
  const source = createCanvas(image.width, image.height);
  const sctx = source.getContext('2d');
  sctx.drawImage(image, 0, 0);
  const src = sctx.getImageData(0, 0, image.width, image.height).data;
  const width = Math.floor(image.width / 3);
  const height = Math.floor(image.height / 3);
  const out = createCanvas(width, height);
  const octx = out.getContext('2d');
  const data = octx.createImageData(width, height);
  const d = data.data;
  const column = (sx: number, y: number, c: number) => {
    const x = Math.max(0, Math.min(image.width - 1, sx));
    let sum = 0;
    for (let dy = 0; dy < 3; dy++) sum += src[((3 * y + dy) * image.width + x) * 4 + c]!;
    return sum / 3;
  };
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) {
        const sx = 3 * x + c;
        d[i + c] = Math.round((column(sx - 1, y, c) + column(sx, y, c) + column(sx + 1, y, c)) / 3);
      }
      d[i + 3] = 255;
    }
  octx.putImageData(data, 0, 0);
  return out.toBuffer('image/png');
}

// ---- x1: a WPS sheet window, scrolled under a frozen header, a spec in the formula bar ----

function wpsSheet(): { shot: Shot; lines: Line[] } {
  const first = 13;
  const count = 12;
  const rows = pickCables(count).map((cable, i) => {
    const cells = apartCells(cable, 0.5);
    const metres = metresFor(cable, dice);
    const { unit, quantity } = unitAndQuantity(cable, metres);
    const name = nameOf(cable, dice);
    return {
      cells: [String(first + i), name, cells.model, cells.scope, cells.spec, unit, quantity],
      truth: itemTruth(cable, metres, cells.scopeWritten),
    };
  });
  const selected = 5;
  const selectedSpec = rows[selected]!.cells[4]!;
  const sheetRowOf = (i: number) => first + 2 + i;
  const widths = [44, 120, 84, 84, 150, 48, 80, 100];
  const letters = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
  const header = ['序号', '名称', '型号', '电压等级', '规格', '单位', '数量', '备注'];
  const title = '通州商务园配套工程 电缆询价清单';
  const menu = '文件  开始  插入  页面布局  公式  数据  审阅  视图  工具  会员专享';
  const nameBox = `E${sheetRowOf(selected)}`;
  const tabs = 'Sheet1  低压  中压  +';
  const status = '就绪    求和=0   平均值=0   计数=1';
  const td = (text: string, c: number, picked: boolean) =>
    `<td class="b ${c === 6 ? 'r' : c === 0 || c === 5 ? 'c' : ''}${picked ? ' picked' : ''}">${escapeHtml(text)}</td>`;
  const body = `<div id="shot">
  <div class="titlebar"><span class="wps">W</span> 询价清单0806.xlsx - WPS表格</div>
  <div class="menu">${menu}</div>
  <div class="fbar"><span class="namebox">${nameBox}</span><span class="fx">ƒx</span><span class="ftext">${escapeHtml(selectedSpec)}</span></div>
  <table class="grid">
    <colgroup><col style="width:36px">${widths.map((w) => `<col style="width:${w}px">`).join('')}<col style="width:70px"></colgroup>
    <tr class="letters"><td class="corner"></td>${letters.map((l) => `<td>${l}</td>`).join('')}<td>I</td></tr>
    <tr><td class="rn">1</td><td colspan="8" class="title">${title}</td><td></td></tr>
    <tr class="head frozen"><td class="rn">2</td>${header.map((h) => `<td class="c">${h}</td>`).join('')}<td></td></tr>
    ${rows
      .map(
        (r, i) =>
          `<tr><td class="rn${i === selected ? ' sel' : ''}">${sheetRowOf(i)}</td>${r.cells
            .map((c, k) => td(c, k, i === selected && k === 4))
            .join('')}<td class="b"></td><td></td></tr>`,
      )
      .join('')}
    <tr><td class="rn">${sheetRowOf(count)}</td><td class="b"></td><td class="b">合计</td><td class="b"></td><td class="b"></td><td class="b"></td><td class="b"></td><td class="b"></td><td class="b"></td><td></td></tr>
    <tr><td class="rn">${sheetRowOf(count) + 1}</td><td></td><td></td><td></td><td></td><td></td><td></td><td></td><td></td><td></td></tr>
  </table>
  <div class="tabs">${tabs}</div>
  <div class="status">${status}</div>
</div>`;
  const css = `
  #shot{width:900px;background:#fff;font:14px "Liberation Sans","Noto Sans CJK SC";color:#000}
  .titlebar{height:30px;line-height:30px;background:#f3f3f3;color:#333;font-size:13px;padding-left:10px;border-bottom:1px solid #ddd}
  .wps{display:inline-block;width:18px;height:18px;line-height:18px;text-align:center;background:#c7372f;color:#fff;font-weight:bold;border-radius:3px;font-size:12px}
  .menu{height:34px;line-height:34px;background:#fafafa;color:#222;font-size:13px;padding-left:14px;border-bottom:1px solid #e0e0e0;word-spacing:6px}
  .fbar{height:28px;line-height:26px;border-bottom:1px solid #d4d4d4;font-size:13px;display:flex}
  .namebox{width:90px;border-right:1px solid #d4d4d4;padding-left:8px}
  .fx{width:40px;text-align:center;color:#777;font-style:italic;border-right:1px solid #d4d4d4}
  .ftext{padding-left:8px}
  table.grid{border-collapse:collapse;table-layout:fixed;width:866px}
  .grid td{height:24px;padding:0 5px;border:1px solid #e2e2e2;white-space:nowrap;overflow:hidden}
  .grid td.b{border-color:#bdbdbd}
  .letters td{background:#f2f2f2;color:#555;text-align:center;font-size:12px;height:22px;border-color:#d0d0d0}
  .rn{background:#f2f2f2;color:#555;text-align:center;font-size:12px;border-color:#d0d0d0!important}
  .rn.sel{background:#dfe9d9;color:#1e6b36;font-weight:bold}
  .title{font-weight:bold;font-size:17px;text-align:center;height:32px!important}
  .head td.c{font-weight:bold;background:#eaf1fb}
  tr.frozen td{border-bottom:2px solid #9a9a9a}
  td.c{text-align:center}td.r{text-align:right}
  td.picked{outline:2px solid #1e7b46;outline-offset:-2px}
  .tabs{height:28px;line-height:28px;background:#f3f3f3;border-top:1px solid #d0d0d0;font-size:13px;padding-left:40px;word-spacing:10px;color:#333}
  .status{height:24px;line-height:24px;background:#e9e9e9;font-size:12px;padding-left:10px;color:#444}`;
  const lines: Line[] = [
    noise('询价清单0806.xlsx - WPS表格'),
    noise(menu),
    noise(`${nameBox} | fx | ${selectedSpec}`),
    noise([...letters, 'I'].join(' | ')),
    noise(`1 | ${title}`),
    noise(`2 | ${header.join(' | ')}`),
    ...rows.map((r, i) => ({ text: `${sheetRowOf(i)} | ${cellText(r.cells)}`, truth: r.truth })),
    noise(`${sheetRowOf(count)} | 合计`),
    noise(`${sheetRowOf(count) + 1}`),
    noise(tabs),
    noise(status),
  ];
  return { shot: { html: page(css, body), width: 900, height: 700, scale: 1 }, lines };
}

// ---- x2: a Word document table with merged cells, a signature line and a seal ----

interface MergedGroup {
  name: string;
  model: string;
  scope: string;
  written: string;
  specs: string[];
}

/** The page of the Word inquiry: its HTML (the page alone) and its lines. */
function wordPage(): { body: string; css: string; lines: Line[] } {
  const groups: MergedGroup[] = [
    { name: '电力电缆', model: 'YJV', scope: '0.6/1kV', written: '0.6/1kV', specs: [] },
    { name: '高压电缆', model: 'YJV22', scope: '8.7/15kV', written: '8.7/15kV', specs: ['3*240', '3*120'] },
    { name: '控制电缆', model: 'KVV', scope: '450/750V', written: '450/750V', specs: [] },
  ];
  const lowSpecs = ['4*185+1*95', '4*95+1*50', '3*95+2*50', '4*50+1*25', '5*10', '4*25+1*16', '3*150+2*70'];
  while (groups[0]!.specs.length < 4) {
    const spec = dice.pick(lowSpecs);
    if (!groups[0]!.specs.includes(spec)) groups[0]!.specs.push(spec);
  }
  const controlSpecs = ['4*1.5', '7*1.5', '10*1.5', '12*1.5', '4*2.5', '7*2.5'];
  while (groups[2]!.specs.length < 3) {
    const spec = dice.pick(controlSpecs);
    if (!groups[2]!.specs.includes(spec)) groups[2]!.specs.push(spec);
  }
  const total = groups.reduce((n, g) => n + g.specs.length, 0);
  const remark = '须附合格证';
  const middle = Math.floor(total / 2);
  const lines: Line[] = [];
  const title = '电缆采购询价单';
  const project = '项目名称：合肥滨湖新区安置房（二期）配电工程';
  const buyer = '询价单位：安徽建工集团安装有限公司';
  const date = '日期：2025年8月4日';
  const header = ['序号', '名称', '型号', '电压等级', '规格(mm²)', '单位', '数量', '备注'];
  lines.push(noise(title), noise(project), noise(`${buyer} | ${date}`), noise(header.join(' | ')));
  let n = 0;
  const trs: string[] = [];
  for (const group of groups) {
    for (const [i, spec] of group.specs.entries()) {
      const cable: Cable = { model: group.model, scope: group.scope, spec };
      const metres = dice.pick(group.model === 'KVV' ? [150, 200, 260, 300, 450, 600] : [120, 180, 240, 350, 420, 800]);
      const times = dice.pick(['×', '×', '*']);
      const specText = writeSpec(spec, { times, suffix: '' });
      const cells: string[] = [];
      const row: string[] = [`<td class="c">${n + 1}</td>`];
      if (i === 0) {
        const span = group.specs.length;
        row.push(`<td rowspan="${span}" class="top">${group.name}</td>`);
        row.push(`<td rowspan="${span}" class="top">${group.model}</td>`);
        row.push(`<td rowspan="${span}" class="top c">${group.written}</td>`);
        cells.push(String(n + 1), group.name, group.model, group.written);
      } else cells.push(String(n + 1), `↑${group.name}`, `↑${group.model}`, `↑${group.written}`);
      row.push(`<td>${escapeHtml(specText)}</td><td class="c">米</td><td class="r">${metres}</td>`);
      cells.push(specText, '米', String(metres));
      if (n === 0) row.push(`<td rowspan="${total}" class="mid c">${remark}</td>`);
      if (n === middle) cells.push(remark);
      trs.push(`<tr>${row.join('')}</tr>`);
      lines.push(item(cellText(cells), cable, metres, true));
      n++;
    }
  }
  const notes = ['说明：1. 请注明品牌、交货期及付款方式；', '2. 报价含13%增值税专用发票及运费，送货到工地。'];
  const sign = ['询价单位（盖章）：', '经办人：刘洋'];
  const phone = ['联系电话：0551-6358 2217', '日期：2025年8月4日'];
  const footer = '第 1 页 共 1 页';
  lines.push(noise(notes[0]!), noise(notes[1]!), noise(sign.join(' | ')), noise(phone.join(' | ')));
  // The seal's arc runs through the two lines above; its 采购专用章 sits on a height of its own.
  lines.push(noise('采购专用章'), noise(footer));
  const seal = `<svg class="seal" width="128" height="128" viewBox="0 0 128 128">
    <defs><path id="arc" d="M 22 70 A 43 43 0 1 1 106 70"/></defs>
    <circle cx="64" cy="64" r="58" fill="none" stroke="#d9261c" stroke-width="4"/>
    <text fill="#d9261c" font-size="13" font-family="Noto Serif CJK SC" font-weight="bold"><textPath href="#arc" startOffset="50%" text-anchor="middle">安徽建工集团安装有限公司</textPath></text>
    <text x="64" y="76" fill="#d9261c" font-size="30" text-anchor="middle">★</text>
    <text x="64" y="102" fill="#d9261c" font-size="11" font-family="Noto Serif CJK SC" text-anchor="middle">采购专用章</text></svg>`;
  const body = `<div class="page">
    <div class="title">${title}</div>
    <div class="line">${project}</div>
    <div class="line split"><span>${buyer}</span><span>${date}</span></div>
    <table>
      <colgroup><col style="width:40px"><col style="width:80px"><col style="width:62px"><col style="width:78px"><col style="width:118px"><col style="width:42px"><col style="width:58px"><col style="width:96px"></colgroup>
      <tr>${header.map((h) => `<th>${h}</th>`).join('')}</tr>
      ${trs.join('\n')}
    </table>
    <div class="note">${notes[0]}</div>
    <div class="note indent">${notes[1]}</div>
    <div class="sign split"><span>${sign[0]}</span><span>${sign[1]}</span></div>
    <div class="line split"><span>${phone[0]}</span><span>${phone[1]}</span></div>
    ${seal}
    <div class="footer">${footer}</div>
  </div>`;
  const css = `
  .page{position:relative;width:720px;background:#fff;padding:64px 74px 40px;font:15px "C059","Noto Serif CJK SC";color:#111}
  .title{text-align:center;font:bold 24px "Noto Serif CJK SC";letter-spacing:4px;margin-bottom:18px}
  .line{height:30px;line-height:30px}
  .split{display:flex;justify-content:space-between;padding-right:40px}
  table{border-collapse:collapse;table-layout:fixed;width:574px;margin:10px 0 14px}
  th,td{border:1px solid #000;height:31px;padding:0 5px;white-space:nowrap;overflow:hidden;vertical-align:top;line-height:30px}
  th{font-weight:bold;text-align:center;vertical-align:middle}
  td.c{text-align:center}td.r{text-align:right}td.mid{vertical-align:middle}
  .note{height:28px;line-height:28px}.indent{padding-left:45px}
  .sign{height:30px;line-height:30px;margin-top:36px}
  .seal{position:absolute;left:150px;bottom:72px;opacity:0.82;mix-blend-mode:multiply}
  .footer{text-align:center;font-size:13px;margin-top:60px;color:#333}`;
  return { body, css, lines };
}

function wordWindow(doc: { body: string; css: string; lines: Line[] }): { shot: Shot; lines: Line[] } {
  const ribbon = '文件  开始  插入  设计  布局  引用  邮件  审阅  视图  帮助';
  const status = '第 1 页，共 1 页    468 个字    中文(中国)';
  const css = `${doc.css}
  #shot{width:900px;background:#e6e6e6;font-family:"Noto Sans CJK SC"}
  .ribbon{height:36px;line-height:36px;background:#2b579a;color:#fff;font-size:13px;padding-left:16px;word-spacing:8px}
  .desk{padding:18px 90px 22px}
  .page{box-shadow:0 0 6px rgba(0,0,0,0.25)}
  .wstatus{height:24px;line-height:24px;background:#f3f3f3;font-size:12px;color:#444;padding-left:12px;border-top:1px solid #d6d6d6}`;
  const body = `<div id="shot"><div class="ribbon">${ribbon}</div><div class="desk">${doc.body}</div><div class="wstatus">${status}</div></div>`;
  return {
    shot: { html: page(css, body), width: 900, height: 900, scale: 1 },
    lines: [noise(ribbon), ...doc.lines, noise(status)],
  };
}

// ---- x3: a DingTalk desktop chat with a pasted list ----

function dingTalk(): { shot: Shot; lines: Line[] } {
  const c = (model: string, scope: string, spec: string): Cable => ({ model, scope, spec });
  const listed: Line[] = [
    item('YJV 3*95+2*50 200米', lv('YJV', '3*95+2*50'), 200, false),
    item('YJV22－8.7/15kV－3×120  0.5km', mv('YJV22', '3*120'), 500, true),
    item('ZR-YJV 4×25＋1×16 350m', lv('ZR-YJV', '4*25+1*16'), 350, false),
    item('BV2.5  30卷', c('BV', '450/750V', '1*2.5'), 3000, false),
    item('RVV 3＊1.5  5盘×100米', c('RVV', '300/500V', '3*1.5'), 500, false),
    item('KVV 7*1.5，1,200M', c('KVV', '450/750V', '7*1.5'), 1200, false),
    review('YJLV 4*120+1*70  2盘', 'drums without a length'),
    review('YVJ 4*50+1*25 180米', 'typo in the model'),
    unknown('KVVP 4×1.5  300米', 'KVVP not in the catalogue'),
    item('JKLYJ-10kV-1×150  1.2千米', c('JKLYJ', '10kV', '1*150'), 1200, true),
    item(`NH-YJV 5×6 ${fullWidth('80')}米`, lv('NH-YJV', '5*6'), 80, false),
    item('BVR25平方 20卷', c('BVR', '450/750V', '1*25'), 2000, false),
  ];
  const contact = '陈建国';
  const org = '中铁建工集团 · 物资部';
  const stamp = '8月5日 09:12';
  const intro = '王经理早，下面这批线缆麻烦报个价，含税含运到合肥';
  const reply = '收到，下午发您';
  const late = '另外WDZ-YJY 4*35+1*16要100米，刚才漏了';
  const placeholder = '输入消息，Enter 发送，Ctrl+Enter 换行';
  const other = (html: string) => `<div class="msg"><div class="av">建国</div><div class="bubble">${html}</div></div>`;
  const body = `<div id="shot">
    <div class="head"><b>${contact}</b><span class="org">${org}</span></div>
    <div class="pane">
      <div class="stamp">${stamp}</div>
      ${other(escapeHtml(intro))}
      ${other(listed.map((l) => `<div>${escapeHtml(l.text)}</div>`).join(''))}
      <div class="msg me"><div class="read">已读</div><div class="bubble blue">${reply}</div><div class="av mine">王</div></div>
      ${other(escapeHtml(late))}
    </div>
    <div class="input"><div class="tools"><span></span><span></span><span></span><span></span></div><div class="ph">${placeholder}</div></div>
  </div>`;
  const css = `
  #shot{width:820px;background:#f5f6f7;font:14px "Noto Sans CJK SC";color:#171a1d}
  .head{height:56px;line-height:56px;padding-left:20px;background:#fff;border-bottom:1px solid #e5e6eb;font-size:16px}
  .org{margin-left:12px;font-size:12px;color:#888;background:#eef3ff;color:#3370ff;padding:2px 6px;border-radius:3px}
  .pane{padding:8px 20px 16px}
  .stamp{text-align:center;color:#a0a3a8;font-size:12px;margin:10px 0 14px}
  .msg{display:flex;align-items:flex-start;margin-bottom:16px}
  .msg.me{justify-content:flex-end;align-items:flex-end}
  .av{width:36px;height:36px;border-radius:50%;background:#3296fa;color:#fff;font-size:12px;line-height:36px;text-align:center;flex:none;margin-top:3px}
  .av.mine{background:#ff943e;margin:0 0 3px 10px}
  .bubble{margin-left:10px;background:#fff;border-radius:6px;padding:9px 12px;line-height:22px;max-width:560px;box-shadow:0 1px 1px rgba(0,0,0,0.04)}
  .bubble.blue{background:#c9e7ff;margin-left:0}
  .read{font-size:12px;color:#a0a3a8;margin-right:8px;line-height:22px;padding-bottom:9px}
  .input{background:#fff;border-top:1px solid #e5e6eb;height:120px;padding:10px 20px}
  .tools span{display:inline-block;width:18px;height:18px;border:2px solid #8f959e;border-radius:4px;margin-right:16px}
  .ph{color:#b0b3b8;margin-top:12px}`;
  const lines: Line[] = [
    noise(`${contact} | ${org}`),
    noise(stamp),
    noise(`建国 | ${intro}`),
    { ...listed[0]!, text: `建国 | ${listed[0]!.text}` },
    ...listed.slice(1),
    noise(`已读 | ${reply} | 王`),
    item(`建国 | ${late}`, lv('WDZ-YJY', '4*35+1*16'), 100, false),
    noise(placeholder),
  ];
  return { shot: { html: page(css, body), width: 820, height: 900, scale: 1 }, lines };
}

// ---- x4: an e-mail with the list in its body ----

function eMail(): { shot: Shot; lines: Line[] } {
  const toolbar = '回复  全部回复  转发  删除  标记为 ▾  更多 ▾';
  const subject = '询价：徐州物流园项目电缆（第一批）';
  const heads = [
    '发件人：孙立伟 <sunlw@xzwl-jd.com>',
    '时　间：2025年8月5日(星期二) 上午10:26',
    '收件人：王经理 <sales@hfdl-cable.com>',
  ];
  const greeting = '王经理：';
  const intro = '您好！我司徐州物流园项目需采购以下电缆，请报含税价（13%专票），送货至工地：';
  const numbering = dice.pick(['、', '. ', '）']);
  const listed: Line[] = pickCables(8).map((cable, i) => {
    const written = writeModelSpec(cable, dice, { allowFullWidth: true });
    const metres = metresFor(cable, dice);
    const name = dice.chance(0.35) ? `${nameOf(cable, dice)} ` : '';
    const end = dice.pick(['；', '；', '', '，']);
    return item(
      `${i + 1}${numbering}${name}${written.text}，${quantityWithUnit(cable, metres)}${end}`,
      cable,
      metres,
      written.scopeWritten,
    );
  });
  listed.push(review(`9${numbering}BV线若干，规格数量待现场确认；`, 'no spec, quantity 若干'));
  const closing = '以上均需国标，请于本周五前回复，谢谢！';
  const signature = ['孙立伟', '徐州物流园机电安装项目部  采购部', '手机：138 5210 6637'];
  const body = `<div id="shot">
    <div class="bar">${toolbar.replace(/ {2}/g, '&emsp;')}</div>
    <div class="subject">${subject}</div>
    ${heads.map((h) => `<div class="meta">${escapeHtml(h)}</div>`).join('')}
    <div class="content">
      <p>${greeting}</p>
      <p class="indent">${intro}</p>
      ${listed.map((l) => `<p class="indent">${escapeHtml(l.text)}</p>`).join('')}
      <p class="indent">${closing}</p>
      <div class="sig">${signature.map((s) => `<p>${s.replace(/ {2}/g, '&emsp;')}</p>`).join('')}</div>
    </div>
  </div>`;
  const css = `
  #shot{width:860px;background:#fff;font:14px "Liberation Sans","WenQuanYi Zen Hei";color:#222}
  .bar{height:40px;line-height:40px;background:#f4f5f7;border-bottom:1px solid #e3e5e8;padding-left:18px;color:#2d5ba8;font-size:13px}
  .subject{font-size:20px;font-weight:bold;padding:16px 24px 8px}
  .meta{padding:0 24px;line-height:24px;color:#666;font-size:13px}
  .content{padding:16px 24px 24px;border-top:1px solid #eee;margin-top:12px}
  p{margin:0;line-height:28px}
  .indent{text-indent:2em}
  .sig{margin-top:22px;color:#555;font-size:13px;border-top:1px dashed #ccc;padding-top:8px;width:320px}
  .sig p{line-height:22px}`;
  const lines: Line[] = [
    noise(toolbar),
    noise(subject),
    ...heads.map(noise),
    noise(greeting),
    noise(intro),
    ...listed,
    noise(closing),
    ...signature.map(noise),
  ];
  return { shot: { html: page(css, body), width: 860, height: 900, scale: 1 }, lines };
}

// ---- x5: a 报价单 form: model and spec in one cell, 单价 / 金额 left empty under a two-row header ----

/** The form's HTML (also photographed printed, p3) and its lines. */
function quotationForm(): { body: string; css: string; lines: Line[] } {
  const cables = pickCables(9);
  cables.splice(3, 0, mv('YJV22', '3*240'));
  const remarks = ['', '', '', '', '国标', '需送检', '急'];
  const rows = cables.map((cable, i) => {
    const written =
      i === 3
        ? { text: 'YJV22-8.7/15kV-3×240', scopeWritten: true }
        : writeModelSpec(cable, dice, { allowFullWidth: true });
    const metres = metresFor(cable, dice);
    const { unit, quantity } = unitAndQuantity(cable, metres);
    return {
      cells: [String(i + 1), nameOf(cable, dice), written.text, unit, quantity, '', '', dice.pick(remarks)],
      truth: itemTruth(cable, metres, written.scopeWritten),
    };
  });
  const title = '报 价 单';
  const customer = ['客户名称：南京润城建设发展有限公司', '报价日期：　　年　　月　　日'];
  const contact = ['联系人：钱峰　电话：025-8662 3107', '报价有效期：　　天'];
  const head1 = ['序号', '产品名称', '规格型号', '单位', '数量', '报价（元）', '备注'];
  const head2 = ['单价', '金额'];
  const total = ['合计金额（大写）：', '（小写）：'];
  const note = '备注：1、以上报价含13%增值税及运费；2、付款方式：货到验收合格后30天内付款。';
  const sides = ['供方（盖章）：', '需方（盖章）：'];
  const body = `<div class="form">
    <div class="title">${title}</div>
    <div class="row2"><span>${customer[0]}</span><span>${customer[1]}</span></div>
    <div class="row2"><span>${contact[0]}</span><span>${contact[1]}</span></div>
    <table>
      <colgroup><col style="width:44px"><col style="width:128px"><col style="width:226px"><col style="width:48px"><col style="width:70px"><col style="width:74px"><col style="width:84px"><col style="width:70px"></colgroup>
      <tr class="h"><th rowspan="2">序号</th><th rowspan="2">产品名称</th><th rowspan="2">规格型号</th><th rowspan="2">单位</th><th rowspan="2">数量</th><th colspan="2">报价（元）</th><th rowspan="2">备注</th></tr>
      <tr class="h"><th>单价</th><th>金额</th></tr>
      ${rows
        .map(
          (r) =>
            `<tr>${r.cells.map((c, k) => `<td class="${k === 0 || k === 3 ? 'c' : k === 4 ? 'r' : ''}">${escapeHtml(c)}</td>`).join('')}</tr>`,
        )
        .join('\n')}
      <tr><td colspan="5" class="total">${total[0]}</td><td colspan="3" class="total">${total[1]}</td></tr>
    </table>
    <div class="note">${note}</div>
    <div class="row2 sides"><span>${sides[0]}</span><span>${sides[1]}</span></div>
  </div>`;
  const css = `
  .form{width:800px;background:#fff;padding:34px 28px 40px;font:13px "DejaVu Sans","Noto Sans CJK SC";color:#111}
  .title{text-align:center;font:bold 24px "Noto Sans CJK SC";letter-spacing:6px;margin-bottom:14px}
  .row2{display:flex;justify-content:space-between;height:28px;line-height:28px;padding-right:60px}
  table{border-collapse:collapse;table-layout:fixed;width:744px;margin:8px 0 12px}
  th,td{border:1px solid #222;height:30px;padding:0 5px;white-space:nowrap;overflow:hidden}
  th{background:#eeeeee;font-weight:bold;vertical-align:top;line-height:28px}
  td.c{text-align:center}td.r{text-align:right}
  td.total{font-weight:bold}
  .note{height:26px;line-height:26px}
  .sides{margin-top:26px;padding-right:200px}`;
  const lines: Line[] = [
    noise(title.replace(/ /g, '')),
    noise(customer.join(' | ')),
    noise(contact.join(' | ')),
    // The two-level header is one ruled band of the table (报价（元） over 单价 / 金额), so one line, as a table row
    // whose cells wrap onto two lines is.
    noise(`${head1.join(' | ')} | ${head2.join(' | ')}`),
    ...rows.map((r) => ({ text: cellText(r.cells), truth: r.truth })),
    noise(total.join(' | ')),
    noise(note),
    noise(sides.join(' | ')),
  ];
  return { body, css, lines };
}

// ---- x6: a phone screenshot of a sheet opened from a chat (1080 wide, large text) ----

function phoneSheet(): { shot: Shot; lines: Line[] } {
  const rows = pickCables(9).map((cable, i) => {
    const spec = isWire(cable) ? writeWireArea(cable.spec, dice) : writeSpec(cable.spec, { times: '×', suffix: '' });
    const scopeWritten = voltageNeeded(cable);
    const text = scopeWritten ? `${cable.model}-${writeScope(cable.scope, dice)}-${spec}` : `${cable.model}-${spec}`;
    const metres = metresFor(cable, dice);
    const { unit, quantity } = unitAndQuantity(cable, metres);
    return { cells: [String(i + 1), text, unit, quantity], truth: itemTruth(cable, metres, scopeWritten) };
  });
  const note = '备注：以上均需国标，送货到厂';
  const emptyRows = 6;
  const time = '10:42';
  const signal = '4G 78%';
  const app = '电缆需求计划.xlsx';
  const toolbar = ['工具', '编辑', '分享', '更多'];
  const rn = (n: number) => `<td class="rn">${n}</td>`;
  const body = `<div id="shot">
    <div class="status"><span>${time}</span><span class="right">${signal}<i class="bat"></i></span></div>
    <div class="app"><span class="back">‹</span>${app}<span class="more">⋯</span></div>
    <table>
      <colgroup><col style="width:26px"><col style="width:36px"><col style="width:186px"><col style="width:40px"><col style="width:72px"></colgroup>
      <tr class="letters"><td></td><td>A</td><td>B</td><td>C</td><td>D</td></tr>
      <tr>${rn(1)}<td class="hd">序号</td><td class="hd">规格型号</td><td class="hd">单位</td><td class="hd">数量</td></tr>
      ${rows.map((r, i) => `<tr>${rn(i + 2)}<td class="c">${r.cells[0]}</td><td>${escapeHtml(r.cells[1]!)}</td><td class="c">${r.cells[2]}</td><td class="r">${r.cells[3]}</td></tr>`).join('')}
      <tr>${rn(rows.length + 2)}<td colspan="4" class="spill">${note}</td></tr>
      ${Array.from({ length: emptyRows }, (_, i) => `<tr>${rn(rows.length + 3 + i)}<td></td><td></td><td></td><td></td></tr>`).join('')}
    </table>
    <div class="tabs">Sheet1</div>
    <div class="tools">${toolbar.map((t) => `<span>${t}</span>`).join('')}</div>
  </div>`;
  const css = `
  #shot{width:360px;height:780px;background:#fff;font:15px "Noto Sans CJK SC";color:#111;position:relative;overflow:hidden}
  .status{height:26px;line-height:26px;padding:0 14px;font-size:13px;font-weight:bold;display:flex;justify-content:space-between}
  .bat{display:inline-block;width:20px;height:10px;border:1.5px solid #111;border-radius:2px;margin-left:4px;vertical-align:-1px;background:linear-gradient(90deg,#111 78%,transparent 78%)}
  .app{height:46px;line-height:46px;text-align:center;font-size:16px;position:relative;border-bottom:1px solid #e6e6e6}
  .back{position:absolute;left:14px;font-size:26px}.more{position:absolute;right:14px;font-size:18px}
  table{border-collapse:collapse;table-layout:fixed;width:360px}
  td{border:1px solid #dcdcdc;height:36px;padding:0 4px;white-space:nowrap;overflow:hidden}
  td.spill{overflow:visible;border-right-color:transparent}
  .letters td{height:22px;background:#f5f5f5;color:#777;text-align:center;font-size:11px}
  .rn{background:#f5f5f5;color:#777;text-align:center;font-size:11px}
  .hd{font-weight:bold;text-align:center;background:#f0f6ff}
  td.c{text-align:center}td.r{text-align:right}
  .tabs{position:absolute;bottom:52px;left:0;right:0;height:30px;line-height:30px;background:#f7f7f7;border-top:1px solid #e0e0e0;padding-left:16px;font-size:13px;color:#1a73e8}
  .tools{position:absolute;bottom:0;left:0;right:0;height:52px;line-height:52px;display:flex;justify-content:space-around;border-top:1px solid #e0e0e0;font-size:14px;color:#333;background:#fff}`;
  const lines: Line[] = [
    noise(`${time} | ${signal}`),
    noise(`‹ ${app} ⋯`),
    noise('A | B | C | D'),
    noise('1 | 序号 | 规格型号 | 单位 | 数量'),
    ...rows.map((r, i) => ({ text: `${i + 2} | ${cellText(r.cells)}`, truth: r.truth })),
    noise(`${rows.length + 2} | ${note}`),
    ...Array.from({ length: emptyRows }, (_, i) => noise(String(rows.length + 3 + i))),
    noise('Sheet1'),
    noise(toolbar.join(' | ')),
  ];
  return { shot: { html: page(css, body), width: 360, height: 780, scale: 3 }, lines };
}

// ---- x7: an ERP purchase request at 125 % with ClearType-like colour fringes ----

function erpGrid(): { shot: Shot; lines: Line[] } {
  const title = '采购申请单 - 企业资源管理系统';
  const buttons = ['新增', '修改', '删除', '保存', '审核', '打印', '导出'];
  const fields1 = ['单据号：CG-SQ-20250805-017', '申请日期：2025-08-05', '申请部门：工程部'];
  const fields2 = ['申请人：何静', '项目：宿迁经开区污水处理厂二期', '币种：人民币'];
  const header = ['行号', '物料编码', '物料名称', '规格型号', '计量单位', '申请数量', '需求日期'];
  let sum = 0;
  const rows = pickCables(10).map((cable, i) => {
    const written = writeModelSpec(cable, dice);
    const metres = metresFor(cable, dice);
    const km = metres >= 1000 && dice.chance(0.6);
    const quantity = km ? (metres / 1000).toFixed(2) : `${withThousands(metres)}.00`;
    sum += km ? metres / 1000 : metres;
    const code = `03020${String(10_041 + i * 7 + Math.floor(dice.next() * 5)).padStart(5, '0')}`;
    return {
      cells: [
        String(i + 1),
        code,
        nameOf(cable, dice),
        written.text,
        km ? '千米' : '米',
        quantity,
        dice.pick(['2025-08-20', '2025-08-25', '2025-09-01']),
      ],
      truth: itemTruth(cable, metres, written.scopeWritten),
    };
  });
  const totalText = sum.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const status = ['就绪', '操作员：何静', '2025-08-05 10:31'];
  const body = `<div id="shot">
    <div class="title">${title}</div>
    <div class="buttons">${buttons.map((b) => `<span>${b}</span>`).join('')}</div>
    <div class="fields">${fields1.map((f) => `<span>${f}</span>`).join('')}</div>
    <div class="fields">${fields2.map((f) => `<span>${f}</span>`).join('')}</div>
    <table>
      <colgroup><col style="width:40px"><col style="width:96px"><col style="width:118px"><col style="width:250px"><col style="width:66px"><col style="width:90px"><col style="width:96px"></colgroup>
      <tr>${header.map((h) => `<th>${h}</th>`).join('')}</tr>
      ${rows.map((r) => `<tr>${r.cells.map((c, k) => `<td class="${k === 0 || k === 4 ? 'c' : k === 5 ? 'r' : ''}">${escapeHtml(c)}</td>`).join('')}</tr>`).join('')}
      <tr class="sum"><td></td><td>合计</td><td></td><td></td><td></td><td class="r">${totalText}</td><td></td></tr>
    </table>
    <div class="status">${status.map((t) => `<span>${t}</span>`).join('')}</div>
  </div>`;
  const css = `
  #shot{width:800px;background:#f0f0f0;font:12px "DejaVu Sans","Droid Sans Fallback";color:#000}
  .title{height:28px;line-height:28px;background:#fff;padding-left:10px;border-bottom:1px solid #dadada}
  .buttons{height:32px;padding:4px 8px;background:#f7f7f7;border-bottom:1px solid #dadada}
  .buttons span{display:inline-block;height:22px;line-height:20px;padding:0 10px;margin-right:4px;border:1px solid #adadad;background:#e1e1e1}
  .fields{height:26px;line-height:26px;padding-left:12px;background:#f0f0f0}
  .fields span{display:inline-block;width:250px}
  table{border-collapse:collapse;table-layout:fixed;width:756px;margin:6px 12px 8px;background:#fff}
  th,td{border:1px solid #c8c8c8;height:22px;padding:0 4px;white-space:nowrap;overflow:hidden;font-weight:normal}
  th{background:#e8eef7;text-align:center}
  td.c{text-align:center}td.r{text-align:right}
  tr.sum td{background:#fffbe6}
  .status{height:22px;line-height:22px;background:#dfe3e8;padding-left:8px}
  .status span{display:inline-block;margin-right:40px}`;
  const lines: Line[] = [
    noise(title),
    noise(buttons.join(' | ')),
    noise(fields1.join(' | ')),
    noise(fields2.join(' | ')),
    noise(header.join(' | ')),
    ...rows.map((r) => ({ text: cellText(r.cells), truth: r.truth })),
    noise(`合计 | ${totalText}`),
    noise(status.join(' | ')),
  ];
  return { shot: { html: page(css, body), width: 800, height: 700, scale: 3.75 }, lines };
}

// ---- x8: a procurement platform's web table: stripes, a hovered row, a yellow row ----

function webTable(): { shot: Shot; lines: Line[] } {
  const crumbs = '首页 / 采购管理 / 询价单详情';
  const heading = ['询价单详情', '报价中'];
  const info = ['询价单号：XJ2025080500123', '截止时间：2025-08-08 17:00', '采购员：郑敏'];
  const header = ['序号', '物料名称', '型号', '规格', '电压等级', '单位', '需求数量', '操作'];
  const rows = pickCables(10).map((cable, i) => {
    const cells = apartCells(cable, 0.8);
    const metres = metresFor(cable, dice);
    const { unit, quantity } = unitAndQuantity(cable, metres);
    return {
      cells: [String(i + 1), nameOf(cable, dice), cells.model, cells.spec, cells.scope, unit, quantity, '查看'],
      truth: itemTruth(cable, metres, cells.scopeWritten),
    };
  });
  const hovered = 3;
  const yellow = 6;
  const pager = ['共 10 条', '‹', '1', '›', '10 条/页'];
  const body = `<div id="shot">
    <div class="crumbs">${crumbs}</div>
    <div class="card">
      <div class="heading">${heading[0]}<span class="tag">${heading[1]}</span></div>
      <div class="info">${info.map((t) => `<span>${t}</span>`).join('')}</div>
      <table>
        <colgroup><col style="width:56px"><col style="width:150px"><col style="width:100px"><col style="width:150px"><col style="width:96px"><col style="width:56px"><col style="width:100px"><col style="width:70px"></colgroup>
        <tr>${header.map((h) => `<th>${h}</th>`).join('')}</tr>
        ${rows
          .map(
            (r, i) =>
              `<tr class="${i === hovered ? 'hover' : i === yellow ? 'yellow' : i % 2 === 1 ? 'odd' : ''}">${r.cells
                .map((c, k) => `<td class="${k === 7 ? 'link' : k === 6 ? 'r' : ''}">${escapeHtml(c)}</td>`)
                .join('')}</tr>`,
          )
          .join('')}
      </table>
      <div class="pager"><span>${pager[0]}</span><b>${pager[1]}</b><b class="on">${pager[2]}</b><b>${pager[3]}</b><span class="size">${pager[4]} ▾</span></div>
    </div>
  </div>`;
  const css = `
  #shot{width:860px;background:#f0f2f5;font:14px "Nimbus Sans","Noto Sans CJK SC";color:rgba(0,0,0,0.88);padding:14px 16px 18px}
  .crumbs{color:rgba(0,0,0,0.45);margin-bottom:12px}
  .card{background:#fff;border-radius:8px;padding:18px 20px}
  .heading{font-size:18px;font-weight:bold;margin-bottom:10px}
  .tag{font-size:12px;font-weight:normal;color:#1677ff;background:#e6f4ff;border:1px solid #91caff;border-radius:4px;padding:1px 7px;margin-left:10px;vertical-align:2px}
  .info{color:rgba(0,0,0,0.65);margin-bottom:14px}.info span{margin-right:36px}
  table{border-collapse:collapse;table-layout:fixed;width:778px}
  th{background:#fafafa;font-weight:600;text-align:left;height:44px;padding:0 10px;border-bottom:1px solid #f0f0f0}
  td{height:44px;padding:0 10px;border-bottom:1px solid #f0f0f0;white-space:nowrap;overflow:hidden}
  tr.odd td{background:#f7f9fc}
  tr.hover td{background:#e6f4ff}
  tr.yellow td{background:#ffff00;color:#d4001a}
  td.r{text-align:right}td.link{color:#1677ff}
  .pager{text-align:right;margin-top:16px;color:rgba(0,0,0,0.88)}
  .pager b{display:inline-block;min-width:30px;height:30px;line-height:30px;text-align:center;font-weight:normal;margin-left:8px}
  .pager b.on{border:1px solid #1677ff;color:#1677ff;border-radius:6px}
  .pager .size{display:inline-block;margin-left:12px;border:1px solid #d9d9d9;border-radius:6px;padding:3px 10px}`;
  const lines: Line[] = [
    noise(crumbs),
    noise(heading.join(' | ')),
    noise(info.join(' | ')),
    noise(header.join(' | ')),
    ...rows.map((r) => ({ text: cellText(r.cells), truth: r.truth })),
    noise(pager.join(' | ')),
  ];
  return { shot: { html: page(css, body), width: 860, height: 900, scale: 1 }, lines };
}

// ---- x9: a 25-row material list with section rows ----

function longList(): { shot: Shot; lines: Line[] } {
  const sections: { heading: string; pool: Cable[]; count: number }[] = [
    { heading: '一、低压电力电缆', pool: [...LV_POWER, ...EXTRA.filter((c) => c.scope === '0.6/1kV')], count: 10 },
    { heading: '二、消防用耐火/阻燃电缆', pool: FIRE, count: 7 },
    { heading: '三、控制电缆及电线', pool: [...CONTROL, ...WIRES], count: 6 },
  ];
  const title = '宿州高新区标准化厂房配电工程 主要电缆材料表';
  const project = '工程编号：SZGX-2025-041　　　　版本：B　　　　单位：米';
  const header = ['序号', '名称', '型号', '规格', '单位', '数量', '备注'];
  const trs: string[] = [];
  const lines: Line[] = [noise(title), noise(project), noise(header.join(' | '))];
  let n = 0;
  const row = (cells: string[], truth: Expectation) => {
    trs.push(
      `<tr>${cells.map((c, k) => `<td class="${k === 0 || k === 4 ? 'c' : k === 5 ? 'r' : ''}">${escapeHtml(c)}</td>`).join('')}</tr>`,
    );
    lines.push({ text: cellText(cells), truth });
  };
  for (const [s, section] of sections.entries()) {
    trs.push(`<tr class="sec"><td colspan="7">${section.heading}</td></tr>`);
    lines.push(noise(section.heading));
    for (let i = 0; i < section.count; i++) {
      const cable = dice.pick(section.pool);
      const metres = metresFor(cable, dice);
      const remark = dice.pick(['', '', '', '', '穿管敷设', '桥架敷设', '直埋']);
      n++;
      row(
        [String(n), nameOf(cable, dice), cable.model, specAlone(cable), '米', String(metres), remark],
        itemTruth(cable, metres, false),
      );
      if (s === 0 && i === 6) {
        n++;
        row([String(n), '电力电缆', 'YJV', '4×16', '米', '待定', '待深化'], { expect: 'review', why: 'quantity 待定' });
      }
    }
    if (s === 2) {
      n++;
      row([String(n), '屏蔽软线', 'RVVP', '2×1.0', '米', '600', '弱电'], {
        expect: 'unknown',
        why: 'RVVP not in the catalogue',
      });
    }
  }
  const sign = '编制：吴磊　　　校对：许晴　　　审核：蒋建华';
  const footer = '第 1 页　共 1 页';
  lines.push(noise(sign), noise(footer));
  const body = `<div id="shot">
    <div class="title">${title}</div>
    <div class="sub">${project}</div>
    <table>
      <colgroup><col style="width:44px"><col style="width:150px"><col style="width:96px"><col style="width:140px"><col style="width:44px"><col style="width:72px"><col style="width:96px"></colgroup>
      <tr>${header.map((h) => `<th>${h}</th>`).join('')}</tr>
      ${trs.join('\n')}
    </table>
    <div class="sub sign">${sign}</div>
    <div class="foot">${footer}</div>
  </div>`;
  const css = `
  #shot{width:720px;background:#fff;padding:26px 38px 24px;font:13px "WenQuanYi Zen Hei";color:#000}
  .title{text-align:center;font-size:18px;font-weight:bold;margin-bottom:8px}
  .sub{height:24px;line-height:24px}
  table{border-collapse:collapse;table-layout:fixed;width:642px;margin:6px 0 10px}
  th,td{border:1px solid #7f7f7f;height:23px;padding:0 4px;white-space:nowrap;overflow:hidden}
  th{font-weight:bold;text-align:center;background:#f2f2f2}
  tr.sec td{font-weight:bold;background:#fafafa}
  td.c{text-align:center}td.r{text-align:right}
  .sign{margin-top:6px}
  .foot{text-align:center;margin-top:14px;font-size:12px}`;
  return { shot: { html: page(css, body), width: 720, height: 1000, scale: 1 }, lines };
}

// ---- x10: a design institute's material table: 1,200 and 0.5 km ----

function designTable(): { shot: Shot; lines: Line[] } {
  const title = '主要设备材料表';
  const header = ['编号', '设备材料名称', '型号及规格', '单位', '数量', '备注'];
  const lines: Line[] = [noise(title), noise(header.join(' | '))];
  const trs: string[] = [];
  const forms = (metres: number): { unit: string; quantity: string } =>
    metres >= 1000 || metres % 50 === 0
      ? dice.pick([
          { unit: 'km', quantity: String(metres / 1000) },
          { unit: 'km', quantity: (metres / 1000).toFixed(metres % 100 === 0 ? 1 : 2) },
          { unit: 'm', quantity: withThousands(metres) },
          { unit: 'm', quantity: `${withThousands(metres)}.0` },
        ])
      : { unit: 'm', quantity: String(metres) };
  const pool = [...MEDIUM, ...LV_POWER, ...OVERHEAD, ...EXTRA];
  const push = (cells: string[], truth: Expectation) => {
    trs.push(
      `<tr>${cells.map((c, k) => `<td class="${k === 0 || k === 3 ? 'c' : k === 4 ? 'r' : ''}">${escapeHtml(c)}</td>`).join('')}</tr>`,
    );
    lines.push({ text: cellText(cells), truth });
  };
  let n = 0;
  for (let i = 0; i < 9; i++) {
    const cable = dice.pick(pool);
    const metres = dice.pick([500, 350, 1200, 2400, 850, 1250, 150, 1850, 600, 3500]);
    const written = writeModelSpec(cable, dice);
    const { unit, quantity } = forms(metres);
    n++;
    push(
      [String(n), nameOf(cable, dice), written.text, unit, quantity, dice.pick(['', '', '估算', '含预留'])],
      itemTruth(cable, metres, written.scopeWritten),
    );
    if (i === 4) {
      n++;
      push([String(n), '电缆终端头', '10kV 冷缩 3芯 185mm²', '套', '6', ''], {
        expect: 'unknown',
        why: 'cable terminations',
      });
    }
  }
  n++;
  push([String(n), '镀锌钢管', 'SC50', 'm', '1,200', '穿线保护'], {
    expect: 'unknown',
    why: 'steel conduit, not a cable',
  });
  const note = '注：1. 电缆长度为估算值，以实际为准；2. 中压电缆采用铜芯，额定电压8.7/15kV。';
  const corner = ['设计：周宁', '审核：程立', '图号：电施-03', '第 3 页 共 5 页'];
  lines.push(noise(note), noise(corner.join(' | ')));
  const body = `<div id="shot">
    <div class="title">${title}</div>
    <table>
      <colgroup><col style="width:48px"><col style="width:150px"><col style="width:250px"><col style="width:52px"><col style="width:86px"><col style="width:84px"></colgroup>
      <tr>${header.map((h) => `<th>${h}</th>`).join('')}</tr>
      ${trs.join('\n')}
    </table>
    <div class="note">${note}</div>
    <table class="corner"><tr>${corner.map((c) => `<td>${c}</td>`).join('')}</tr></table>
  </div>`;
  const css = `
  #shot{width:760px;background:#fff;padding:24px 30px;font:15px "P052","AR PL UKai CN";color:#000}
  .title{text-align:center;font-size:22px;letter-spacing:8px;margin-bottom:12px}
  table{border-collapse:collapse;table-layout:fixed;width:670px}
  th,td{border:1px solid #000;height:32px;padding:0 6px;white-space:nowrap;overflow:hidden}
  th{font-weight:normal;text-align:center}
  td.c{text-align:center}td.r{text-align:right}
  .note{margin:10px 0 16px;font-size:14px}
  table.corner{width:670px;border:2px solid #000}table.corner td{font-size:13px;height:28px}`;
  return { shot: { html: page(css, body), width: 760, height: 900, scale: 1 }, lines };
}

// ---- photographing a printed page: perspective, blur, light and grain in Chromium ----

interface PhotoLook {
  /** The photo's size in CSS pixels (the JPEG is 1.2× this). */
  width: number;
  height: number;
  /** The page's width on the photo, in CSS pixels, before perspective. */
  pageWidth: number;
  transform: string;
  blur: number;
  /** CSS filter after the blur (brightness, contrast, sepia...). */
  tone: string;
  /** What the page lies on. */
  surface: string;
  /** Light over the picture, multiplied in: a CSS background (gradients). */
  light: string;
  grain: number;
  seed: number;
  quality: number;
}

async function photograph(browser: Browser, source: Buffer, look: PhotoLook): Promise<Buffer> {
  const src = `data:image/png;base64,${source.toString('base64')}`;
  const css = `
  #shot{position:relative;overflow:hidden;width:${look.width}px;height:${look.height}px;background:${look.surface}}
  .stage{position:absolute;inset:0;perspective:1500px;display:flex;align-items:center;justify-content:center}
  .stage img{width:${look.pageWidth}px;transform:${look.transform};filter:blur(${look.blur}px) ${look.tone};box-shadow:0 10px 30px rgba(0,0,0,0.35)}
  .light{position:absolute;inset:0;background:${look.light};mix-blend-mode:multiply}
  svg{position:absolute;inset:0;mix-blend-mode:overlay}`;
  const body = `<div id="shot"><div class="stage"><img src="${src}"></div><div class="light"></div>
    <svg width="${look.width}" height="${look.height}"><filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed="${look.seed}"/><feColorMatrix type="saturate" values="0"/></filter><rect width="100%" height="100%" filter="url(#grain)" opacity="${look.grain}"/></svg></div>`;
  return shoot(
    browser,
    { html: page(css, body), width: look.width, height: look.height, scale: 1.2 },
    'jpeg',
    look.quality,
  );
}

/** The 报价单 as a PDF opened in a browser's viewer. */
function pdfViewer(form: { body: string; css: string }): Shot {
  const bar = '报价单-南京润城.pdf　　1 / 1　　－　100%　＋';
  const css = `${form.css}
  #shot{width:900px;background:#525659;padding-bottom:20px}
  .viewer{height:40px;line-height:40px;background:#323639;color:#f1f1f1;font:14px "Noto Sans CJK SC";padding-left:18px;margin-bottom:16px}
  .form{margin:0 auto}`;
  return {
    html: page(css, `<div id="shot"><div class="viewer">${bar}</div>${form.body}</div>`),
    width: 900,
    height: 900,
    scale: 1,
  };
}

// ---- the pictures ----

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const sheet = wpsSheet();
    write(
      'x1-wps-sheet.png',
      await shoot(browser, sheet.shot),
      'WPS spreadsheet window in Liberation Sans + Noto Sans CJK SC 14px: title bar, menu, formula bar showing the selected 规格 cell (a spec alone), column letters and row numbers, the header frozen above row 15 (rows 3-14 scrolled away, 序号 from 13), 型号 / 电压等级 / 规格 apart, units 米/m/M/km/千米/卷 and 1,200, an empty 合计 row, sheet tabs and status bar',
      sheet.lines,
    );
    const printed = wordPage();
    const word = wordWindow(printed);
    write(
      'x2-word-merged.png',
      await shoot(browser, word.shot),
      'Word window (ribbon, status bar) with an A4 page in C059 + Noto Serif CJK SC 15px: title, 项目名称 and 询价单位/日期 lines, a black-ruled table whose 名称, 型号 and 电压等级 cells are merged down over each group (top-aligned: YJV 0.6/1kV ×4, YJV22 8.7/15kV ×2, KVV 450/750V ×3) and whose 备注 is merged over all nine rows (text on the middle one), 说明 lines, 盖章 / 经办人 / 电话 / 日期 lines under a red round seal, page number',
      word.lines,
    );
    const chat = dingTalk();
    write(
      'x3-dingtalk-chat.png',
      await shoot(browser, chat.shot),
      "DingTalk desktop chat in Noto Sans CJK SC 14px: contact and organisation tag, time stamp, round avatars with the sender's name in them beside each bubble's first line, a list pasted into one bubble, one cable a line with typos and full-width characters (－ ＋ ＊ ， digits), units 米/m/M/km/千米/卷/盘×100米 and 1,200M, drums without a length, a model typo, KVVP (not in the catalogue), a blue reply with 已读, a forgotten cable in a sentence, the input box's placeholder",
      chat.lines,
    );
    const mail = eMail();
    write(
      'x4-email.png',
      await shoot(browser, mail.shot),
      'web mail reading pane in Liberation Sans + WenQuanYi Zen Hei 14px: toolbar, subject, 发件人/时间/收件人, greeting, a numbered list (model, spec and quantity with unit, Chinese commas and semicolons, sometimes a name or full-width text), a line asking for BV 若干 with no spec, closing and a signature with a phone number',
      mail.lines,
    );
    const form = quotationForm();
    write(
      'x5-quotation-form.png',
      await shoot(browser, pdfViewer(form)),
      "a 报价单 form opened in a browser's PDF viewer (dark toolbar), DejaVu Sans + Noto Sans CJK SC 13px: title, 客户名称 / 报价日期 and 联系人 / 有效期 lines, a two-level header (报价（元） over 单价 and 金额, the other header cells top-aligned; one table row, so one line), model and spec in one 规格型号 cell (YJV22-8.7/15kV-3×240 and the like, one full-width), 单价 / 金额 empty, a 合计金额（大写）/（小写） row, a 备注 line and 供方 / 需方（盖章）",
      [noise('报价单-南京润城.pdf 1 / 1 － 100% ＋'), ...form.lines],
    );
    const phone = phoneSheet();
    write(
      'x6-phone-sheet.png',
      await shoot(browser, phone.shot),
      'phone screenshot (1080×2340, 3× of a 360 px screen) of a sheet opened in a mobile office app, Noto Sans CJK SC 15 px (45 px in the picture): status bar with a battery icon, app bar, column letters and row numbers, model and spec in one cell (voltage only for medium voltage and overhead lines), 米/m/M/km/千米/卷 and 1,200, a 备注 row spilling across the columns, empty numbered rows, sheet tab and bottom toolbar',
      phone.lines,
    );
    const erp = erpGrid();
    write(
      'x7-erp-125-cleartype.png',
      await subpixel(await shoot(browser, erp.shot)),
      'Windows ERP purchase request at 125 % zoom (800 px layout, 1000 px picture) with ClearType-like subpixel rendering (red/blue fringes), DejaVu Sans + Droid Sans Fallback 12 px: title, a row of buttons, 单据号/日期/部门 and 申请人/项目 fields, a grid with 物料编码 (ten-digit codes), model and spec in one cell, quantities with two decimals (350.00, 1,200.00, 千米 1.20), 需求日期 dates, a 合计 row and a status bar',
      erp.lines,
    );
    const web = webTable();
    write(
      'x8-web-stripes.png',
      await shoot(browser, web.shot),
      'procurement web page (antd-like) in Nimbus Sans + Noto Sans CJK SC 14px: breadcrumb, heading with a 报价中 tag, 询价单号/截止时间/采购员, a borderless table with striped rows, one hovered (light blue) and one filled yellow with red text, 型号 / 规格 / 电压等级 apart (voltage blank now and then), a 查看 link in every row, pagination',
      web.lines,
    );
    const long = longList();
    write(
      'x9-long-list.png',
      await shoot(browser, long.shot),
      'a 25-row material list in WenQuanYi Zen Hei 13px: title, 工程编号 line, grey grid, three section rows (一、二、三、), 名称 / 型号 / 规格 apart with no voltage, 数量 in metres, 备注 (敷设方式), one 待定 quantity, one RVVP (not in the catalogue), 编制/校对/审核 line, page number',
      long.lines,
    );
    const design = designTable();
    write(
      'x10-design-thousands.png',
      await shoot(browser, design.shot),
      "a design institute's 主要设备材料表 in P052 + AR PL UKai CN 15px (a FangSong-like look): model and spec in one cell, quantities as 1,200 / 1,250.0 m and 0.5 / 0.35 / 1.25 km, 备注 估算/含预留, a cable termination and a steel conduit (not cables), a note naming a voltage, the drawing's title-block row (设计/审核/图号/第 3 页 共 5 页)",
      design.lines,
    );
    const wordSource = await shoot(browser, {
      html: page(printed.css, `<div id="shot">${printed.body}</div>`),
      width: 720,
      height: 1000,
      scale: 2,
    });
    write(
      'p1-photo-word-desk.jpg',
      await photograph(browser, wordSource, {
        width: 1000,
        height: 1250,
        pageWidth: 820,
        transform: 'rotateX(16deg) rotateY(-5deg) rotateZ(-2deg)',
        blur: 0.7,
        tone: 'brightness(0.96) contrast(0.92)',
        surface: 'repeating-linear-gradient(92deg,#8a6a4a 0 7px,#7d5f42 7px 15px,#93724f 15px 26px)',
        light: 'radial-gradient(ellipse at 30% 20%, #ffffff 0%, #f2efe6 45%, #b9b2a4 100%)',
        grain: 0.22,
        seed: 11,
        quality: 72,
      }),
      'phone photo of the x2 page printed on A4 and lying on a wooden desk: perspective (top farther, turned about 2°), slight blur, light falling off to the bottom-right corner, grain, JPEG q72',
      printed.lines,
    );
    write(
      'p2-photo-word-lamp.jpg',
      await photograph(browser, wordSource, {
        width: 1000,
        height: 1250,
        pageWidth: 900,
        transform: 'rotateX(24deg) rotateY(4deg) rotateZ(1deg)',
        blur: 1.1,
        tone: 'brightness(0.9) contrast(0.85) sepia(0.25)',
        surface: '#3d3b38',
        light:
          'radial-gradient(circle at 75% 15%, #fffbe8 0%, #f0e2c0 30%, #a89272 75%, #6d5f4c 100%), linear-gradient(0deg, rgba(0,0,0,0.25), rgba(0,0,0,0) 40%)',
        grain: 0.3,
        seed: 23,
        quality: 62,
      }),
      'phone photo of the x2 page under a desk lamp: steeper perspective (top much farther), turned slightly the other way, more blur, warm cast, a bright spot top-right and a dark lower edge, heavier grain, JPEG q62',
      printed.lines,
    );
    const formSource = await shoot(browser, {
      html: page(form.css, `<div id="shot">${form.body}</div>`),
      width: 800,
      height: 1000,
      scale: 1.6,
    });
    write(
      'p3-photo-quotation.jpg',
      await photograph(browser, formSource, {
        width: 1000,
        height: 900,
        pageWidth: 920,
        transform: 'rotateX(-10deg) rotateY(6deg) rotateZ(-1deg)',
        blur: 0.9,
        tone: 'brightness(0.97) contrast(0.9)',
        surface: 'linear-gradient(160deg,#c9ccd0,#9ea3a8)',
        light: 'linear-gradient(105deg, #ffffff 0%, #f4f4f4 55%, #8f8f8f 56%, #9a9a9a 80%, #c4c4c4 100%)',
        grain: 0.2,
        seed: 37,
        quality: 76,
      }),
      "phone photo of the x5 报价单 printed and lying on a grey table: perspective from below-right, slight blur, the phone's hard-edged shadow over the right 45 % of the page (the 数量 / 单价 / 金额 / 备注 columns), grain, JPEG q76",
      form.lines,
    );
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
