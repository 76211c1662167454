/**
 * Checks the twenty-fifth holdout corpus against itself, the catalogue and its README, without the parser (adapted
 * from corpus/holdout24/check.ts):
 * - every key is named after the whole file name (douyin-pinglun.txt.key.json) and its file is there;
 * - every `item` names a catalogue cable (model and spec at the keyed scope) with positive metres; every item has a
 *   scope; every review / unknown row says why; rows are numbered 1..n;
 * - every key matches its file row for row: a text file is split into lines; the .xlsx is read with @e965/xlsx
 *   (SheetJS), its visible sheet only (the key's `sheets`), every 1-based row from 1 to the last (a cell covered by a
 *   merge read once); the PDF is read with pdf.js, its text grouped into lines by position, page by page, and each
 *   line's table columns by their x;
 * - what the README's judgement calls rest on, read again from the files (models and specs by a small reader, amounts
 *   by a small reader of the amount forms these five files use, both written for this check):
 *   sheji-cailiaobiao: page 1 (the 图纸目录) is all noise; the material table's header is once on each of pages 2 and
 *   3; its rows are numbered 1…27; a numbered row of a catalogue cable with an amount in m / km is an item (km × 1000)
 *   unless its 备注 says 由厂家配套 (review); one with no amount is review; every other numbered row is unknown; a
 *   note says what 由厂家配套 means;
 *   yusuan-kongzhijia: two sheets, the second (主材价格表) hidden, the key covers the first only; the 说明 says the loss
 *   is included; every 定 row is noise; every 主 row's 数量 is the formula G(定)*F(主) with its cached value = 定额工程量
 *   × 含量; a cable's 含量 is 101.5; a 主 row of a catalogue cable is an item of that 数量 unless its 备注 says 甲供 or
 *   取消 (review); every other 主 row is unknown; 序号 is merged down over each 定 / 主 pair;
 *   douyin-pinglun: 系统 lines, gifts and the host's lines are noise; the host says 一卷都是100米; a viewer's comment
 *   naming a catalogue cable with an amount is an item (卷 × 100 for building wire) unless the same viewer corrects it
 *   later (刚才那个 … 改成: review, and the correction is the item); a comment naming a cable the catalogue does not
 *   make is unknown; one that names no cable or no amount is not an item;
 *   whatsapp-malaysia: the supplier's messages are noise; a list line (1) … or - …) naming a catalogue cable with an
 *   amount is an item (rolls / coil × 100 for building wire, or the line's own m/roll; N runs x L m) unless it is
 *   cancelled, has a drum with no length or is changed by a later "item N … change to" (review; the change is the
 *   item); a list line naming a cable the catalogue does not make is unknown; "Total 12 items" counts the numbered
 *   lines;
 *   buchong-xunjia: the numbered lines run 1…20; a 取消 line, a 同原清单 / 待定 line and a line that names no cable are
 *   review; a line's cable is the one after 改为 where there is one, else the first it names; its metres the amount
 *   after the last 改为 / → where there is one, else the amount it names; a catalogue cable with an amount is an
 *   item, one the catalogue does not make unknown; 共23项 is 18 + the 新增 lines − the items cancelled;
 * - the README's files table gives each file's rows, items, review, unknown and noise as the keys count them, and its
 *   total row their sums.
 *
 *   npx tsx corpus/holdout25/check.ts
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as XLSX from '@e965/xlsx';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { buildCatalogue } from '../../apps/mock-server/fixtures/catalogue';
import type { AnswerKey, KeyRow } from '../holdout4/writers';

const HERE = dirname(fileURLToPath(import.meta.url));
const FILES = [
  'sheji-cailiaobiao.pdf',
  'yusuan-kongzhijia.xlsx',
  'douyin-pinglun.txt',
  'whatsapp-malaysia.txt',
  'buchong-xunjia.txt',
];
const { cables } = buildCatalogue();
const problems: string[] = [];
const sameScope = (a: string, b: string) => a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();
const inCatalogue = (model: string, spec: string, scope?: string) =>
  cables.some((c) => c.model === model && c.spec === spec && (scope === undefined || sameScope(c.scope, scope)));
const levels = (model: string, spec: string) => [
  ...new Set(cables.filter((c) => c.model === model && c.spec === spec).map((c) => c.scope)),
];

const bare = (text: string) => text.replace(/↑[^|]*/g, '').replace(/[\s|⏎]/g, '');
const close = (a: number, b: number) => Math.abs(a - b) < 1e-6;
type Truth = KeyRow['truth'];
const isItem = (truth: Truth | undefined): truth is Extract<Truth, { expect: 'item' }> => truth?.expect === 'item';

/** Full-width ASCII forms to ASCII (and the ideographic space to a space). */
const halfWidth = (text: string) =>
  text.replace(/[\uff01-\uff5e]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ');

/** A spec as the catalogue writes it: * between count and area, 1.0 as 1, a bare area a single core. */
function asSpec(text: string): string {
  const spec = halfWidth(text)
    .replace(/\s+/g, '')
    .replace(/[×xX]/g, '*')
    .replace(/(\d+)\.0(?!\d)/g, '$1');
  return /^\d+(\.\d+)?$/.test(spec) ? `1*${spec}` : spec;
}

/** A written voltage as the catalogue writes its levels: 0.6/1kV, 8.7/15kV, 450/750V, 10kV. */
const asScope = (text: string) =>
  text
    .replace(/\s+/g, '')
    .replace(/kv$/i, 'kV')
    .replace(/(\d)v$/i, '$1V');

const VOLT = String.raw`(?:\d+(?:\.\d+)?\/)?\d+(?:\.\d+)?\s*[kK]?[vV]`;
const SPEC = String.raw`\d+(?:\.\d+)?(?:\s*[×xX*]\s*\d+(?:\.\d+)?)?(?:\s*\+\s*\d+\s*[×xX*]\s*\d+(?:\.\d+)?)*`;
const CABLE = new RegExp(
  String.raw`([A-Za-z]{2,}(?:-[A-Za-z]+)*(?:22)?)(?:[\s-]*(${VOLT})(?![A-Za-z]))?[\s-]*(${SPEC})`,
);

interface Named {
  model: string;
  spec: string;
  /** The voltage written before or after the spec. */
  written?: string;
  rest: string;
}

/** The first model and spec a text names: YJV-0.6/1kV-4×185+1×95, BV-450/750V-2.5mm², bvr6, YJV 1x240 0.6/1kV. */
function modelSpec(text: string): Named | undefined {
  const plain = halfWidth(text);
  const m = CABLE.exec(plain);
  if (!m) return undefined;
  let rest = plain.slice(m.index + m[0].length);
  let written = m[2] ? asScope(m[2]) : undefined;
  const after = new RegExp(String.raw`^\s*(${VOLT})(?![A-Za-z])`).exec(rest);
  if (!written && after) {
    written = asScope(after[1]!);
    rest = rest.slice(after[0].length);
  }
  return { model: m[1]!.toUpperCase(), spec: asSpec(m[3]!), ...(written ? { written } : {}), rest };
}

/** The scope a file gives (a voltage written) or, where it gives none or one the cable is not made at, the only one. */
function scopeFor(model: string, spec: string, written?: string): string | undefined {
  if (written && inCatalogue(model, spec, written)) return written;
  const at = levels(model, spec);
  return at.length === 1 ? at[0] : undefined;
}

const CN: Record<string, number> = { 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };
/** 三百五十, 两百五十, 两百, 一百五, 五, 两: the number words these files use. */
function chinese(text: string): number {
  const hundreds = /^([一两二三四五六七八九])百(?:([一二三四五六七八九])十?)?$/.exec(text);
  if (hundreds) return CN[hundreds[1]!]! * 100 + (hundreds[2] ? CN[hundreds[2]]! * 10 : 0);
  return CN[text] ?? Number.NaN;
}
const num = (text: string) => (/^\d[\d,]*(\.\d+)?$/.test(text) ? Number(text.replace(/,/g, '')) : chinese(text));

const WIRE_MODELS = ['BV', 'BVR', 'RVV'];
const NUMBER = String.raw`(?<![\d.])(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|[一两二三四五六七八九十百]+`;
const AMOUNT = new RegExp(
  [
    String.raw`(\d+)\s*runs?\s*x\s*(\d+(?:\.\d+)?)\s*m\b`,
    String.raw`(\d+)\s*[×x*]\s*(\d+(?:\.\d+)?)\s*米`,
    String.raw`(${NUMBER})\s*(?:千米|km|KM|公里)`,
    String.raw`(${NUMBER})\s*(?:米|meters?\b|m(?![A-Za-z²2/]))`,
    String.raw`(${NUMBER})\s*(?:卷|盘|圈|rolls?\b|coils?\b)`,
    String.raw`(${NUMBER})\s*drums?\b`,
  ]
    .map((p) => `(?:${p})`)
    .join('|'),
  'g',
);

/**
 * The metres a text asks for: the sum of its amounts (runs, km, m, coils; a drum with no length is NaN), `coil` the
 * length of a coil (building wire: 100 m, or the text's own n m/roll), NaN for other goods.
 */
function metresIn(raw: string, coil: number): number {
  let text = halfWidth(raw.replace(/[，；、]/g, ' ')).replace(/[（(][^）)]*[）)]/g, (paren) =>
    /\d+m\/roll/.test(paren) ? paren : ' ',
  );
  const perRoll = /(\d+)m\/roll/.exec(text);
  if (perRoll) {
    coil = Number(perRoll[1]);
    text = text.replace(/\(?\d+m\/roll\)?/g, ' ');
  }
  let sum = 0;
  let found = false;
  for (const m of text.matchAll(AMOUNT)) {
    found = true;
    if (m[1]) sum += Number(m[1]) * Number(m[2]);
    else if (m[3]) sum += Number(m[3]) * Number(m[4]);
    else if (m[5]) sum += num(m[5]) * 1000;
    else if (m[6]) sum += num(m[6]);
    else if (m[7]) sum += num(m[7]) * coil;
    else sum = Number.NaN;
  }
  return found ? sum : Number.NaN;
}

const coilOf = (model: string) => (WIRE_MODELS.includes(model) ? 100 : Number.NaN);

function checkTruths(key: AnswerKey) {
  key.rows.forEach((entry, i) => {
    if (entry.row !== i + 1) problems.push(`${key.file}: key row ${i + 1} is numbered ${entry.row}`);
    const truth = entry.truth;
    if (truth.expect === 'item') {
      if (truth.scope === undefined) problems.push(`${key.file} row ${entry.row}: an item with no scope`);
      else if (!inCatalogue(truth.model, truth.spec, truth.scope))
        problems.push(`${key.file} row ${entry.row}: ${truth.model} ${truth.scope} ${truth.spec} not in catalogue`);
      if (!(truth.metres > 0)) problems.push(`${key.file} row ${entry.row}: metres ${truth.metres}`);
    } else if (truth.expect !== 'noise' && !truth.why) problems.push(`${key.file} row ${entry.row}: no why`);
  });
}

/** An item keyed as the row names it: model, spec, scope, metres. */
function expectItem(
  where: string,
  truth: Truth | undefined,
  want: { model: string; spec: string; scope?: string; metres: number },
) {
  if (!isItem(truth)) {
    problems.push(`${where}: keyed ${truth?.expect}, the row is ${want.model} ${want.spec} ${want.metres} m`);
    return;
  }
  if (truth.model !== want.model || truth.spec !== want.spec)
    problems.push(`${where}: keyed ${truth.model} ${truth.spec}, the row ${want.model} ${want.spec}`);
  if (want.scope !== undefined && !sameScope(truth.scope ?? '', want.scope))
    problems.push(`${where}: keyed scope ${truth.scope}, the row ${want.scope}`);
  if (!close(truth.metres, want.metres)) problems.push(`${where}: keyed ${truth.metres} m, the row ${want.metres} m`);
}

function expectKind(where: string, truth: Truth | undefined, expect: Truth['expect'], what: string) {
  if (truth?.expect !== expect) problems.push(`${where}: ${what} keyed ${truth?.expect}, expected ${expect}`);
}

/**
 * A row naming a cable and an amount: an item where the catalogue makes it and the amount is read, unless `held`
 * (review); unknown where the catalogue does not make the model and spec at all.
 */
function judge(where: string, truth: Truth | undefined, cable: Named | undefined, metres: number, held?: string) {
  if (!cable) {
    if (isItem(truth)) problems.push(`${where}: names no cable, keyed item`);
    return;
  }
  if (levels(cable.model, cable.spec).length === 0) {
    expectKind(where, truth, 'unknown', `${cable.model} ${cable.spec} (not in the catalogue)`);
    return;
  }
  if (held) {
    expectKind(where, truth, 'review', held);
    return;
  }
  const scope = scopeFor(cable.model, cable.spec, cable.written);
  if (scope && metres > 0) expectItem(where, truth, { model: cable.model, spec: cable.spec, scope, metres });
  else expectKind(where, truth, 'review', `${cable.model} ${cable.spec} with no amount or scope read`);
}

// ---------------------------------------------------------------------------------------------------------------
// sheji-cailiaobiao: the PDF.

interface PdfLineRead {
  page: number;
  text: string;
  byColumn: string[];
}

/** The table's column left edges in the PDF (the writer's margin 36 + generate.ts's columns). */
const PDF_COLUMNS = [0, 40, 190, 470, 520, 590].map((x) => 36 + x);

async function pdfLines(path: string): Promise<PdfLineRead[]> {
  const doc = await getDocument({ data: new Uint8Array(readFileSync(path)), verbosity: 0 }).promise;
  const lines: PdfLineRead[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    const byY = new Map<number, { x: number; text: string }[]>();
    for (const entry of content.items) {
      if (!('str' in entry) || entry.str === '') continue;
      const y = Math.round(entry.transform[5]!);
      if (!byY.has(y)) byY.set(y, []);
      byY.get(y)!.push({ x: entry.transform[4]!, text: entry.str });
    }
    for (const y of [...byY.keys()].sort((a, b) => b - a)) {
      const entries = byY.get(y)!.sort((a, b) => a.x - b.x);
      const byColumn = PDF_COLUMNS.map(() => '');
      for (const e of entries) {
        let c = PDF_COLUMNS.length - 1;
        while (c > 0 && e.x < PDF_COLUMNS[c]!) c--;
        byColumn[c] += e.text;
      }
      lines.push({ page: p, text: entries.map((e) => e.text).join(''), byColumn: byColumn.map((t) => t.trim()) });
    }
  }
  return lines;
}

function checkSheji(key: AnswerKey, lines: PdfLineRead[]) {
  if (new Set(lines.map((l) => l.page)).size !== 3) problems.push(`${key.file}: not three pages`);
  if (!lines.some((l) => l.page === 1 && /^图 纸 目 录$/.test(l.text)))
    problems.push(`${key.file}: no 图纸目录 on page 1`);
  const headers = lines
    .map((l, i) => [l, i] as const)
    .filter(([l]) => l.byColumn[0] === '序号' && l.byColumn[2] === '型号及规格');
  if (headers.length !== 2 || headers[0]![0].page !== 2 || headers[1]![0].page !== 3)
    problems.push(`${key.file}: the material table header is not once on each of pages 2 and 3`);
  if (!lines.some((l) => /“由厂家配套”者随设备成套供货，不另行采购/.test(l.text)))
    problems.push(`${key.file}: no note on 由厂家配套`);
  let next = 1;
  lines.forEach((l, i) => {
    const truth = key.rows[i]?.truth;
    const where = `${key.file} line ${i + 1}`;
    if (l.page === 1) {
      expectKind(where, truth, 'noise', 'a line of the 图纸目录 page');
      return;
    }
    const no = l.byColumn[0]!;
    if (!/^\d+$/.test(no)) {
      if (isItem(truth)) problems.push(`${where}: an unnumbered line keyed item`);
      return;
    }
    if (Number(no) !== next) problems.push(`${where}: row ${no} out of sequence (expected ${next})`);
    next += 1;
    const [, , spec, unit, qty] = l.byColumn as string[];
    let note = l.byColumn[5]!;
    const below = lines[i + 1];
    if (below?.byColumn.slice(0, 5).every((t) => t === '') && below.byColumn[5] !== '') note += below.byColumn[5];
    const amount = /^\d[\d,]*(\.\d+)?$/.test(qty!) ? Number(qty!.replace(/,/g, '')) : Number.NaN;
    const metres = unit === 'km' ? amount * 1000 : unit === 'm' ? amount : Number.NaN;
    const cable = modelSpec(spec!);
    if (!cable || levels(cable.model, cable.spec).length === 0) {
      expectKind(where, truth, 'unknown', `${spec} (not a catalogue cable)`);
      return;
    }
    judge(where, truth, cable, metres, /由厂家配套/.test(note) ? `由厂家配套 (${note})` : undefined);
  });
  if (next - 1 !== 27) problems.push(`${key.file}: ${next - 1} numbered rows, expected 27`);
}

// ---------------------------------------------------------------------------------------------------------------
// yusuan-kongzhijia: the workbook.

interface Sheet {
  sheet: XLSX.WorkSheet;
  cells: string[][];
  grid: string[][];
}

function readSheet(file: string, sheet: XLSX.WorkSheet): Sheet {
  const range = XLSX.utils.decode_range(sheet['!ref'] ?? 'A1');
  const merges = sheet['!merges'] ?? [];
  const covered = (r: number, c: number) =>
    merges.some((m) => m.s.r <= r && r <= m.e.r && m.s.c <= c && c <= m.e.c && (m.s.r !== r || m.s.c !== c));
  const cells: string[][] = [[]];
  const grid: string[][] = [[]];
  for (let r = 0; r <= range.e.r; r++) {
    const texts: string[] = [];
    const columns: string[] = [''];
    for (let c = 0; c <= range.e.c; c++) {
      const cell = sheet[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined;
      let text = '';
      if (cell && cell.t !== 'z' && cell.v !== undefined && !covered(r, c)) {
        const shown = cell.w ?? String(cell.v);
        text = cell.f ? `=${cell.f} (${shown})` : shown;
      }
      columns.push(text);
      if (text !== '') texts.push(text);
    }
    cells.push(texts);
    grid.push(columns);
  }
  if (cells.length < 2) problems.push(`${file}: an empty sheet`);
  return { sheet, cells, grid };
}

const VISIBLE = '分部分项工程费';
const HIDDEN = '主材价格表';

function readBook(key: AnswerKey, path: string): Sheet {
  const data = readFileSync(path);
  if (data.readUInt32LE(0) !== 0x04034b50) problems.push(`${key.file}: not a zip (an .xlsx)`);
  const book = XLSX.read(data, { type: 'buffer', cellFormula: true, cellNF: true });
  if (book.SheetNames.join() !== [VISIBLE, HIDDEN].join())
    problems.push(`${key.file}: sheets ${book.SheetNames.join(', ')}, expected ${VISIBLE}, ${HIDDEN}`);
  const states = book.Workbook?.Sheets?.map((s) => s.Hidden ?? 0) ?? [];
  if (states[0] !== 0 || states[1] !== 1) problems.push(`${key.file}: sheet states ${states.join('/')}, expected 0/1`);
  if ((key.sheets ?? []).join() !== VISIBLE)
    problems.push(`${key.file}: the key covers ${key.sheets}, expected ${VISIBLE}`);
  if (key.rows.some((r) => r.sheet !== VISIBLE)) problems.push(`${key.file}: a key row off the visible sheet`);
  const hidden = book.Sheets[HIDDEN];
  if (hidden) {
    const head = readSheet(key.file, hidden).grid[1] ?? [];
    if (head.includes('数量')) problems.push(`${key.file}: the hidden sheet has a 数量 column`);
  }
  return readSheet(key.file, book.Sheets[VISIBLE]!);
}

function checkYusuan(key: AnswerKey, sheet: Sheet) {
  const words = ['序号', '定额编号', '类别', '名称及规格', '单位', '含量', '数量', '备注'];
  const head = sheet.grid.findIndex((line) => words.every((w) => line.includes(w)));
  if (head < 0) {
    problems.push(`${key.file}: no header row`);
    return;
  }
  const col = Object.fromEntries(words.map((w) => [w, sheet.grid[head]!.indexOf(w)])) as Record<string, number>;
  if (!sheet.cells.some((t) => t.some((x) => /主材数量＝定额工程量×含量（已含损耗：电缆按1\.5%/.test(x))))
    problems.push(`${key.file}: no 说明 saying the 主材 数量 includes the loss`);
  const value = (r: number, c: number) =>
    sheet.sheet[XLSX.utils.encode_cell({ r: r - 1, c: c - 1 })] as XLSX.CellObject | undefined;
  let quotaRow = -1;
  let pairs = 0;
  for (let r = head + 1; r < sheet.grid.length; r++) {
    const line = sheet.grid[r]!;
    const truth = key.rows[r - 1]?.truth;
    const where = `${key.file} row ${r}`;
    const kind = line[col.类别!];
    if (kind === '定') {
      quotaRow = r;
      expectKind(where, truth, 'noise', 'a 定额 row');
      continue;
    }
    if (kind !== '主') {
      if (isItem(truth)) problems.push(`${where}: a row that is not 主材 keyed item`);
      continue;
    }
    pairs += 1;
    if (quotaRow !== r - 1) problems.push(`${where}: a 主材 row not under its 定额 row`);
    const amount = value(r, col.数量!);
    const per = Number(value(r, col.含量!)?.v);
    const quota = Number(value(quotaRow, col.数量!)?.v);
    const formula = `G${quotaRow}*F${r}`;
    if (amount?.f !== formula) problems.push(`${where}: 数量 is ${amount?.f}, expected =${formula}`);
    const metres = Number(amount?.v);
    if (!close(metres, Math.round(quota * per * 100) / 100))
      problems.push(`${where}: 数量 ${metres} is not ${quota} × ${per}`);
    const name = line[col.名称及规格!]!;
    const note = line[col.备注!] ?? '';
    const cable = modelSpec(name);
    if (cable && levels(cable.model, cable.spec).length > 0 && !WIRE_MODELS.includes(cable.model) && per !== 101.5)
      problems.push(`${where}: a cable with 含量 ${per}, not 101.5`);
    if (value(r, col.单位!)?.v !== 'm' && cable && levels(cable.model, cable.spec).length > 0)
      problems.push(`${where}: a cable not in m`);
    if (!cable || levels(cable.model, cable.spec).length === 0) {
      expectKind(where, truth, 'unknown', `${name} (not a catalogue cable)`);
      continue;
    }
    judge(where, truth, cable, metres, /甲供|取消/.test(note) ? `备注 ${note}` : undefined);
  }
  if (pairs !== 20) problems.push(`${key.file}: ${pairs} 主材 rows, expected 20`);
  const down = (sheet.sheet['!merges'] ?? []).filter(
    (m) => m.s.c === col.序号! - 1 && m.e.c === m.s.c && m.e.r === m.s.r + 1,
  );
  if (down.length !== pairs) problems.push(`${key.file}: 序号 is merged down ${down.length} times, ${pairs} pairs`);
}

// ---------------------------------------------------------------------------------------------------------------
// douyin-pinglun: the live-stream comments.

function checkDouyin(key: AnswerKey, lines: string[]) {
  const COMMENT = /^(\d\d:\d\d:\d\d) (.+?)：(.*)$/;
  const parsed = lines.map((l) => COMMENT.exec(l));
  if (!lines.some((l) => /一卷都是100米/.test(l) && /\(主播\)：/.test(l)))
    problems.push(`${key.file}: the host gives no coil length`);
  lines.forEach((_line, i) => {
    const truth = key.rows[i]?.truth;
    const where = `${key.file} line ${i + 1}`;
    const m = parsed[i];
    if (!m) {
      expectKind(where, truth, 'noise', 'a title, blank or gift line');
      return;
    }
    const [, , who, says] = m as unknown as [string, string, string, string];
    if (who === '系统' || who.endsWith('(主播)')) {
      expectKind(where, truth, 'noise', `a ${who} line`);
      return;
    }
    if (/网线|插座|面板/.test(says)) {
      expectKind(where, truth, 'unknown', 'network cable / sockets (goods the catalogue does not sell)');
      return;
    }
    const cable = modelSpec(says);
    const corrected = cable
      ? parsed.slice(i + 1).some((n) => {
          if (!n || n[2] !== who || !/刚才那个/.test(n[3]!) || !/改成/.test(n[3]!)) return false;
          const later = modelSpec(n[3]!);
          return later?.model === cable.model && later.spec === cable.spec;
        })
      : false;
    const metres = cable
      ? metresIn(/改成/.test(says) ? says.split('改成').pop()! : cable.rest, coilOf(cable.model))
      : Number.NaN;
    judge(where, truth, cable, metres, corrected ? 'corrected later by the same viewer (改成)' : undefined);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// whatsapp-malaysia: the WhatsApp export.

function checkWhatsapp(key: AnswerKey, lines: string[]) {
  const STAMP = /^\d\d\/\d\d\/\d{4}, \d\d:\d\d - /;
  const changes = new Map<string, number>();
  lines.forEach((line, i) => {
    const m = /item (\d+) .*change to/.exec(line);
    if (STAMP.test(line) && m) changes.set(m[1]!, i);
  });
  let numbered = 0;
  lines.forEach((line, i) => {
    const truth = key.rows[i]?.truth;
    const where = `${key.file} line ${i + 1}`;
    if (STAMP.test(line)) {
      const body = line.replace(STAMP, '');
      if (/^李经理/.test(body)) expectKind(where, truth, 'noise', "the supplier's message");
      else if (changes.get(/item (\d+)/.exec(body)?.[1] ?? '') === i) {
        const cable = modelSpec(body.replace(/^[^:]+: /, '').replace(/^.*?item \d+ /, ''));
        judge(where, truth, cable, cable ? metresIn(body.split('change to').pop()!, coilOf(cable.model)) : Number.NaN);
      } else if (isItem(truth)) problems.push(`${where}: a message keyed item`);
      return;
    }
    const list = /^(?:(\d+)\)|-) (.*)$/.exec(line);
    if (!list) {
      if (isItem(truth)) problems.push(`${where}: a line outside the lists keyed item`);
      return;
    }
    if (list[1]) {
      numbered += 1;
      if (Number(list[1]) !== numbered) problems.push(`${where}: list item ${list[1]} out of sequence`);
    }
    const cable = modelSpec(list[2]!);
    const metres = cable ? metresIn(cable.rest, coilOf(cable.model)) : Number.NaN;
    const held = /cancel/i.test(line)
      ? 'cancelled'
      : list[1] && changes.has(list[1])
        ? `changed later (line ${changes.get(list[1])! + 1})`
        : /drum/.test(line) && Number.isNaN(metres)
          ? 'a drum with no length'
          : undefined;
    if (!cable) expectKind(where, truth, 'unknown', `${list[2]} (names no catalogue cable)`);
    else judge(where, truth, cable, metres, held);
  });
  const total = lines.map((l) => /^Total (\d+) items/.exec(l)?.[1]).find(Boolean);
  if (Number(total) !== numbered) problems.push(`${key.file}: Total ${total} items, ${numbered} numbered lines`);
}

// ---------------------------------------------------------------------------------------------------------------
// buchong-xunjia: the 补充询价 e-mail.

function checkBuchong(key: AnswerKey, lines: string[]) {
  let next = 1;
  let added = 0;
  let cancelled = 0;
  lines.forEach((line, i) => {
    const truth = key.rows[i]?.truth;
    const where = `${key.file} line ${i + 1}`;
    const m = /^(\d+)\. (.*)$/.exec(line);
    if (!m) {
      if (isItem(truth)) problems.push(`${where}: an unnumbered line keyed item`);
      return;
    }
    if (Number(m[1]) !== next) problems.push(`${where}: point ${m[1]} out of sequence`);
    next += 1;
    const body = m[2]!.replace(/^第[\d、]+项/, '').replace(/^新增：/, '');
    if (/^新增/.test(m[2]!)) added += 1;
    if (/取消/.test(body)) {
      cancelled += (/第([\d、]+)项/.exec(m[2]!)?.[1] ?? '').split('、').filter(Boolean).length;
      expectKind(where, truth, 'review', '取消');
      return;
    }
    const changed = body.split(/改为|→/);
    const last = changed.length > 1 ? changed[changed.length - 1]! : undefined;
    const after = last === undefined ? undefined : modelSpec(last);
    const target = after ?? modelSpec(body);
    if (!target) {
      expectKind(where, truth, 'review', 'a point naming no cable (an item of the earlier list)');
      return;
    }
    // The amount: after the new cable where the change names one, else after the last 改为 / →, else after the cable.
    const amountText = after ? after.rest : (last ?? target.rest);
    const held = /同原清单|待定/.test(body) ? '同原清单 / 待定' : undefined;
    judge(where, truth, target, metresIn(amountText, coilOf(target.model)), held);
  });
  if (next - 1 !== 20) problems.push(`${key.file}: ${next - 1} numbered points, expected 20`);
  const total = Number(lines.map((l) => /变更后清单共(\d+)项/.exec(l)?.[1]).find(Boolean));
  const was = Number(lines.map((l) => /共(\d+)项）/.exec(l)?.[1]).find(Boolean));
  if (total !== was + added - cancelled)
    problems.push(
      `${key.file}: 共${total}项, but ${was} + ${added} 新增 − ${cancelled} 取消 = ${was + added - cancelled}`,
    );
}

// ---------------------------------------------------------------------------------------------------------------
/** The README's files table: file → [rows, items, review, unknown, noise], and its **total** row under 'total'. */
function readmeCounts(): Map<string, number[]> {
  const counts = new Map<string, number[]>();
  const readme = readFileSync(join(HERE, 'README.md'), 'utf8');
  for (const line of readme.split('\n')) {
    const cells = line.split('|').map((c) => c.trim().replace(/\*\*/g, ''));
    if (cells.length < 9 || !(FILES.includes(cells[1]!) || cells[1] === 'total')) continue;
    counts.set(cells[1]!, cells.slice(3, 8).map(Number));
  }
  return counts;
}

async function main() {
  const keyNames = readdirSync(HERE)
    .filter((name) => name.endsWith('.key.json'))
    .sort();
  const expected = FILES.map((file) => `${file}.key.json`).sort();
  if (keyNames.join() !== expected.join())
    problems.push(`the keys are ${keyNames.join(', ')}; expected ${expected.join(', ')}`);
  const readme = readmeCounts();
  const totals = [0, 0, 0, 0, 0];
  let items = 0;
  for (const name of keyNames) {
    const key = JSON.parse(readFileSync(join(HERE, name), 'utf8')) as AnswerKey;
    if (`${key.file}.key.json` !== name) problems.push(`${name} keys ${key.file}`);
    const path = join(HERE, key.file);
    if (!existsSync(path)) {
      problems.push(`${key.file} is missing`);
      continue;
    }
    checkTruths(key);
    const count = (expect: string) => key.rows.filter((r) => r.truth.expect === expect).length;
    items += count('item');
    const ext = key.file.slice(key.file.lastIndexOf('.') + 1);
    const kind = ext === 'xlsx' || ext === 'csv' ? 'sheet' : ext === 'pdf' ? 'pdf' : 'text';
    if (key.kind !== kind) problems.push(`${key.file}: kind ${key.kind}, expected ${kind}`);
    let lines: string[];
    if (ext === 'xlsx') {
      const sheet = readBook(key, path);
      lines = sheet.cells.slice(1).map((texts) => texts.join(''));
      checkYusuan(key, sheet);
    } else if (kind === 'pdf') {
      const read = await pdfLines(path);
      lines = read.map((l) => l.text);
      if (key.rows.some((r) => r.text === '')) problems.push(`${key.file}: a PDF key row has no text`);
      checkSheji(key, read);
    } else {
      lines = readFileSync(path, 'utf8').replace(/\n$/, '').split('\n');
      if (key.file === 'douyin-pinglun.txt') checkDouyin(key, lines);
      if (key.file === 'whatsapp-malaysia.txt') checkWhatsapp(key, lines);
      if (key.file === 'buchong-xunjia.txt') checkBuchong(key, lines);
    }
    if (lines.length !== key.rows.length)
      problems.push(`${key.file}: the file has ${lines.length} rows/lines, the key ${key.rows.length}`);
    key.rows.forEach((entry, i) => {
      if (bare(lines[i] ?? '') !== bare(entry.text))
        problems.push(`${key.file} row ${entry.row}: file "${lines[i]}" vs key "${entry.text}"`);
    });
    const counted = [key.rows.length, count('item'), count('review'), count('unknown'), count('noise')];
    counted.forEach((n, i) => {
      totals[i]! += n;
    });
    const written = readme.get(key.file);
    if (!written) problems.push(`README.md has no row for ${key.file}`);
    else if (written.join() !== counted.join())
      problems.push(`README.md gives ${key.file} ${written.join('/')}, the key ${counted.join('/')}`);
    console.log(
      `${key.file}: ${key.rows.length} rows checked (${counted[1]} items, ${counted[2]} review, ${counted[3]} unknown, ${counted[4]} noise)`,
    );
  }
  const total = readme.get('total');
  if (!total) problems.push('README.md has no total row');
  else if (total.join() !== totals.join())
    problems.push(`README.md gives the total ${total.join('/')}, the keys ${totals.join('/')}`);
  console.log(`${keyNames.length} keys, ${items} item rows`);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log('all keys name catalogue cables, match their files row for row and the README table');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
