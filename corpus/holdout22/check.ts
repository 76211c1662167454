/**
 * Checks the twenty-second holdout corpus against itself, the catalogue and its README, without the parser (adapted
 * from corpus/holdout21/check.ts):
 * - every key is named after the whole file name (kaifashang-jicai.xls.key.json) and its file is there;
 * - every `item` names a catalogue cable (model and spec at the keyed scope); an item keyed without a scope must be
 *   made at one level only, with positive metres; every review / unknown row says why; rows are numbered 1..n;
 * - every key matches its file row for row: an .xls must be a real Excel 97–2003 file (an OLE2 compound file with a
 *   BIFF8 Workbook stream, not an .xlsx renamed) and is read with @e965/xlsx (SheetJS), one sheet, every 1-based sheet
 *   row from 1 to the last, so LibreOffice's conversion is proved to have kept each row where the key has it (cells
 *   covered by a merge read once, formulas as formula and cached value, formatted numbers as shown); a text file is
 *   split into lines;
 * - what the README's judgement calls rest on, read from the files:
 *   cad-cailiaobiao: the table's columns are fixed-width (每 row's 单位 starts under the header's); an item's metres are
 *   its 数量 in m, or its 根 times the length per 根 its 备注 states; a 根 row with no length, a 利旧 row, and 台 / 套 / 项
 *   rows are not items; the title block has 设计 / 校对 / 审核 and 图号;
 *   kaifashang-jicai: the struck-out row is found from the .xls's own fonts (BIFF FONT / XF / cell records): exactly
 *   one row is struck through, it is 乙供 and keyed review; every 甲供 row is review; items are 乙供 only; an item's
 *   metres are its 暂估数量 (× 100 for 卷); the price columns are blank on every row; the 合计's SUM covers every 序号 row;
 *   the 说明 says 甲供 is not priced; the title rows are merged;
 *   my-bom: an item's metres are its Qty in m (× 100 for rolls (100m)); an SWA row is an item only where its Alternate
 *   accepts STA; the provisional sum is not an item; the note All cables to be MS IEC 60502 compliant is there;
 *   dingding-qun: three senders, one of them 小周; no row under her name line, no system line and no line quoted in
 *   「」 is anything but noise;
 *   jianli-tongzhi: a 现变更为 row keyed item is keyed with the spec after 现变更为, not the 原设计 one; a 暂缓 or 退回
 *   row is not an item; 千米 rows are × 1000;
 * - the README's files table gives each file's rows, items, review, unknown and noise as the keys count them, and its
 *   total row their sums.
 *
 *   npx tsx corpus/holdout22/check.ts
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as XLSX from '@e965/xlsx';
import { buildCatalogue } from '../../apps/mock-server/fixtures/catalogue';
import type { AnswerKey, KeyRow } from '../holdout4/writers';

const HERE = dirname(fileURLToPath(import.meta.url));
const FILES = ['cad-cailiaobiao.txt', 'kaifashang-jicai.xls', 'dingding-qun.txt', 'my-bom.xls', 'jianli-tongzhi.txt'];
/** The supplier's salesperson in dingding-qun.txt. */
const SALES = '小周';
const { cables } = buildCatalogue();
const problems: string[] = [];
const sameScope = (a: string, b: string) => a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();

/** Letters, digits and CJK of a text, so a line read back compares with the key's text whatever the spacing. */
const bare = (text: string) => text.replace(/↑[^|]*/g, '').replace(/[\s|⏎]/g, '');
const close = (a: number, b: number) => Math.abs(a - b) < 1e-6;
const isItem = (truth: KeyRow['truth'] | undefined) => truth?.expect === 'item';

function checkTruths(key: AnswerKey) {
  key.rows.forEach((entry, i) => {
    if (entry.row !== i + 1) problems.push(`${key.file}: key row ${i + 1} is numbered ${entry.row}`);
    const truth = entry.truth;
    if (truth.expect === 'item') {
      const made = cables.filter((c) => c.model === truth.model && c.spec === truth.spec);
      const found = made.filter((c) => truth.scope === undefined || sameScope(c.scope, truth.scope));
      if (found.length === 0)
        problems.push(
          `${key.file} row ${entry.row}: ${truth.model} ${truth.scope ?? '*'} ${truth.spec} not in catalogue`,
        );
      if (truth.scope === undefined && new Set(made.map((c) => c.scope)).size > 1)
        problems.push(
          `${key.file} row ${entry.row}: ${truth.model} ${truth.spec} is made at ${made.map((c) => c.scope).join(', ')}: key a scope or a review`,
        );
      if (!(truth.metres > 0)) problems.push(`${key.file} row ${entry.row}: metres ${truth.metres}`);
    } else if (truth.expect !== 'noise' && !truth.why) problems.push(`${key.file} row ${entry.row}: no why`);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The .xls files.

interface XlsSheet {
  sheet: XLSX.WorkSheet;
  /** 1-based rows: the texts of the row's cells as shown (a cell covered by a merge left out). */
  cells: string[][];
  /** The cell texts by column (1-based), '' where empty. */
  grid: string[][];
  /** 1-based rows every non-empty cell of which is struck through in the file's fonts. */
  struck: Set<number>;
}

/** The .xls's BIFF8 Workbook stream: it must be an OLE2 compound file, the Excel 97–2003 format. */
function biffStream(file: string, data: Buffer): Buffer | undefined {
  if (data.readUInt32BE(0) !== 0xd0cf11e0 || data.readUInt32BE(4) !== 0xa1b11ae1) {
    problems.push(`${file}: not an OLE2 compound file (an Excel 97–2003 .xls)`);
    return undefined;
  }
  const cfb = XLSX.CFB.read(data, { type: 'buffer' });
  const entry = XLSX.CFB.find(cfb, 'Workbook');
  if (!entry?.content) {
    problems.push(`${file}: no BIFF8 Workbook stream`);
    return undefined;
  }
  const stream = Buffer.from(entry.content as Uint8Array);
  // BOF of the workbook globals: BIFF8 is version 0x0600.
  if (stream.readUInt16LE(0) !== 0x0809 || stream.readUInt16LE(4) !== 0x0600)
    problems.push(`${file}: the Workbook stream is not BIFF8`);
  return stream;
}

/**
 * The rows of the (one) sheet whose every written cell is struck through: FONT records (grbit 0x0008 fStrikeOut), XF
 * records (their font index; index 4 is never written, so 5 on are one down), and the cell records of the sheet's
 * substream (row, column, XF index), MULRK and MULBLANK with one XF a column.
 */
function struckRows(stream: Buffer): Set<number> {
  const fonts: boolean[] = [];
  const xfs: number[] = [];
  const byRow = new Map<number, boolean[]>();
  let bofs = 0;
  const note = (r: number, ixfe: number) => {
    const ifnt = xfs[ixfe] ?? 0;
    const struck = fonts[ifnt >= 4 ? ifnt - 1 : ifnt] ?? false;
    if (!byRow.has(r + 1)) byRow.set(r + 1, []);
    byRow.get(r + 1)!.push(struck);
  };
  for (let at = 0; at + 4 <= stream.length; ) {
    const type = stream.readUInt16LE(at);
    const length = stream.readUInt16LE(at + 2);
    const p = at + 4;
    if (type === 0x0809) bofs += 1;
    else if (type === 0x0031) fonts.push((stream.readUInt16LE(p + 2) & 0x0008) !== 0);
    else if (type === 0x00e0) xfs.push(stream.readUInt16LE(p));
    else if (bofs >= 2 && [0x00fd, 0x0204, 0x0203, 0x027e, 0x0006, 0x0201, 0x0205].includes(type))
      note(stream.readUInt16LE(p), stream.readUInt16LE(p + 4));
    else if (bofs >= 2 && type === 0x00bd)
      for (let q = p + 4; q + 6 <= p + length - 2; q += 6) note(stream.readUInt16LE(p), stream.readUInt16LE(q));
    else if (bofs >= 2 && type === 0x00be)
      for (let q = p + 4; q + 2 <= p + length - 2; q += 2) note(stream.readUInt16LE(p), stream.readUInt16LE(q));
    at = p + length;
  }
  return new Set([...byRow].filter(([, marks]) => marks.length > 0 && marks.every(Boolean)).map(([r]) => r));
}

function readXls(file: string, path: string): XlsSheet | undefined {
  const data = readFileSync(path);
  const stream = biffStream(file, data);
  if (!stream) return undefined;
  const book = XLSX.read(data, { type: 'buffer', cellFormula: true, cellNF: true });
  if (book.SheetNames.length !== 1) problems.push(`${file}: ${book.SheetNames.length} sheets, expected 1`);
  const sheet = book.Sheets[book.SheetNames[0]!]!;
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
      if (cell && cell.t !== 'z' && cell.v !== undefined && !covered(r, c))
        text = cell.f ? `=${cell.f} (${cell.v})` : (cell.w ?? String(cell.v));
      columns.push(text);
      if (text !== '') texts.push(text);
    }
    cells.push(texts);
    grid.push(columns);
  }
  return { sheet, cells, grid, struck: struckRows(stream) };
}

/** The first row whose cells include every one of the header words, and each word's column. */
function headerOf(file: string, xls: XlsSheet, words: string[]): { row: number; col: Record<string, number> } {
  for (let r = 1; r < xls.grid.length; r++) {
    const line = xls.grid[r]!;
    if (words.every((w) => line.includes(w))) {
      const col: Record<string, number> = {};
      for (const w of words) col[w] = line.indexOf(w);
      return { row: r, col };
    }
  }
  problems.push(`${file}: no header row with ${words.join(' / ')}`);
  return { row: 0, col: {} };
}

/**
 * 甲供 / 乙供 and the struck row, from the file: exactly one row struck through, 乙供, review; every 甲供 row review;
 * items 乙供 only, metres = 暂估数量 (× 100 for 卷); price columns blank; the 合计's SUM over every 序号 row; the 说明.
 */
function checkJicai(key: AnswerKey, xls: XlsSheet) {
  const { row: head, col } = headerOf(key.file, xls, [
    '序号',
    '规格型号',
    '单位',
    '暂估数量',
    '供货方式',
    '品牌要求',
    '备注',
  ]);
  const price = xls.grid[head + 1]!.indexOf('含税单价（元）');
  const amount = xls.grid[head + 1]!.indexOf('含税合价（元）');
  if (price < 0 || amount < 0) problems.push(`${key.file}: no 含税单价 / 含税合价 under the header`);
  const numbered: number[] = [];
  for (let r = head + 2; r < xls.grid.length; r++) {
    const line = xls.grid[r]!;
    if (!/^\d+$/.test(line[col.序号!] ?? '')) continue;
    numbered.push(r);
    const truth = key.rows[r - 1]?.truth;
    const supply = line[col.供货方式!];
    if (supply !== '甲供' && supply !== '乙供') problems.push(`${key.file} row ${r}: 供货方式 ${supply}`);
    if (supply === '甲供' && truth?.expect !== 'review')
      problems.push(`${key.file} row ${r}: a 甲供 row is keyed ${truth?.expect}`);
    if (line[price] !== '' || line[amount] !== '') problems.push(`${key.file} row ${r}: a price cell is filled`);
    if (truth?.expect === 'item') {
      const unit = line[col.单位!];
      const factor = unit === '卷' ? 100 : unit === '米' ? 1 : Number.NaN;
      const qty = Number(line[col.暂估数量!]);
      if (!close(qty * factor, truth.metres))
        problems.push(`${key.file} row ${r}: ${truth.metres} m keyed, the row says ${qty} ${unit}`);
    }
  }
  if (numbered.length === 0) problems.push(`${key.file}: no 序号 rows`);
  key.rows.forEach((entry) => {
    if (isItem(entry.truth) && !numbered.includes(entry.row))
      problems.push(`${key.file} row ${entry.row}: an item off the numbered rows`);
  });
  const struck = [...xls.struck];
  if (struck.length !== 1) problems.push(`${key.file}: ${struck.length} rows struck through in the fonts, expected 1`);
  for (const r of struck) {
    if (!numbered.includes(r)) problems.push(`${key.file}: row ${r} is struck through but not a 序号 row`);
    if (xls.grid[r]![col.供货方式!] !== '乙供') problems.push(`${key.file}: the struck row ${r} is not 乙供`);
    if (key.rows[r - 1]?.truth.expect !== 'review')
      problems.push(`${key.file}: the struck row ${r} is keyed ${key.rows[r - 1]?.truth.expect}`);
  }
  const reviewed = key.rows.filter((e) => e.truth.expect === 'review').map((e) => e.row);
  for (const r of reviewed)
    if (xls.grid[r]![col.供货方式!] !== '甲供' && !xls.struck.has(r))
      problems.push(`${key.file} row ${r}: review, but neither 甲供 nor struck through`);
  const total = xls.grid.findIndex((line) => line.some((t) => t.startsWith('合计')));
  const sum = /^=SUM\(([A-Z]+)(\d+):([A-Z]+)(\d+)\)/.exec(total < 0 ? '' : (xls.grid[total]![amount] ?? ''));
  if (!sum) problems.push(`${key.file}: no 合计 SUM in the 含税合价 column`);
  else if (Number(sum[2]) > Math.min(...numbered) || Number(sum[4]) < Math.max(...numbered))
    problems.push(
      `${key.file}: the 合计 sums rows ${sum[2]}–${sum[4]}, the 序号 rows are ${numbered[0]}–${numbered.at(-1)}`,
    );
  if (!xls.cells.some((texts) => texts.some((t) => /甲供.*无需报价/.test(t))))
    problems.push(`${key.file}: no 说明 saying 甲供 is not priced`);
  const merges = xls.sheet['!merges'] ?? [];
  for (const r of [0, 1])
    if (!merges.some((m) => m.s.r === r && m.e.r === r && m.s.c === 0 && m.e.c >= 9))
      problems.push(`${key.file}: title row ${r + 1} is not merged across`);
}

/** my-bom: metres = Qty (× 100 for rolls (100m)); SWA items only with STA accepted; the PS row; the IEC note. */
function checkBom(key: AnswerKey, xls: XlsSheet) {
  const { row: head, col } = headerOf(key.file, xls, ['Item', 'Description', 'Unit', 'Qty', 'Alternate', 'Rate (RM)']);
  for (let r = head + 1; r < xls.grid.length; r++) {
    const line = xls.grid[r]!;
    const truth = key.rows[r - 1]?.truth;
    const description = line[col.Description!] ?? '';
    const alternate = line[col.Alternate!] ?? '';
    if (line[col['Rate (RM)']!] !== '') problems.push(`${key.file} row ${r}: Rate (RM) is filled`);
    if (/SWA/.test(description) && isItem(truth) && !/STA/.test(alternate))
      problems.push(`${key.file} row ${r}: an SWA row keyed item, with no STA alternate`);
    if (
      /SWA/.test(description) &&
      /STA/.test(alternate) &&
      !(isItem(truth) && truth?.expect === 'item' && truth.model === 'YJV22')
    )
      problems.push(`${key.file} row ${r}: an SWA row whose Alternate accepts STA is not keyed YJV22`);
    if (/provisional sum/i.test(description) && isItem(truth))
      problems.push(`${key.file} row ${r}: the provisional sum is keyed item`);
    if (truth?.expect === 'item') {
      const unit = line[col.Unit!];
      const factor = unit === 'rolls (100m)' ? 100 : unit === 'm' ? 1 : Number.NaN;
      const qty = Number((line[col.Qty!] ?? '').replace(/,/g, ''));
      if (!close(qty * factor, truth.metres))
        problems.push(`${key.file} row ${r}: ${truth.metres} m keyed, the row says ${qty} ${unit}`);
    }
  }
  const note = xls.cells.findIndex((texts) => texts.some((t) => t.includes('All cables to be MS IEC 60502 compliant')));
  if (note < 0) problems.push(`${key.file}: no note All cables to be MS IEC 60502 compliant`);
  else if (key.rows[note - 1]?.truth.expect !== 'noise') problems.push(`${key.file}: the IEC note is not noise`);
}

// ---------------------------------------------------------------------------------------------------------------
// The text files.

const displayWidth = (text: string) => [...text].reduce((n, ch) => n + ((ch.codePointAt(0) ?? 0) >= 0x2e80 ? 2 : 1), 0);
/** The display columns [from, to) of a fixed-width line. */
function columns(line: string, from: number, to: number): string {
  let at = 0;
  let out = '';
  for (const ch of line) {
    const w = displayWidth(ch);
    if (at >= from && at + w <= to) out += ch;
    at += w;
  }
  return out.trim();
}

/**
 * The CAD 材料表: fixed-width (each row's 单位 under the header's); metres = 数量 (m) or 根 × the 备注's length per 根;
 * a 根 row without one, 利旧, 台 / 套 / 项 are not items; the title block.
 */
function checkCad(key: AnswerKey, lines: string[]) {
  const header = lines.findIndex((line) => /^编号\s+名称\s+型号及规格\s+单位\s+数量\s+备注$/.test(line));
  if (header < 0) {
    problems.push(`${key.file}: no 编号 / 名称 / 型号及规格 / 单位 / 数量 / 备注 header`);
    return;
  }
  const head = lines[header]!;
  const at = (word: string) => displayWidth(head.slice(0, head.indexOf(word)));
  const [cUnit, cQty, cNote] = [at('单位'), at('数量'), at('备注')];
  const cSpec = at('型号及规格');
  let rows = 0;
  lines.forEach((line, i) => {
    const no = /^\s*(\d+)\s/.exec(line);
    if (i <= header || !no) return;
    rows += 1;
    const truth = key.rows[i]?.truth;
    const unit = columns(line, cUnit, cQty - 2);
    const qty = Number(columns(line, cQty - 2, cNote));
    const note = columns(line, cNote, 1000);
    if (!unit || Number.isNaN(qty) || columns(line, cSpec, cUnit) === '')
      problems.push(`${key.file} line ${i + 1}: not in the header's columns`);
    if (['台', '套', '项'].includes(unit) && isItem(truth))
      problems.push(`${key.file} line ${i + 1}: a ${unit} row keyed item`);
    if (/利旧/.test(note) && isItem(truth)) problems.push(`${key.file} line ${i + 1}: a 利旧 row keyed item`);
    if (truth?.expect !== 'item') return;
    let metres = Number.NaN;
    if (unit === 'm') metres = qty;
    if (unit === '根') {
      const per = /(?:每根(?:长|约)?|单根长度L=)(\d+(?:\.\d+)?)m/.exec(note);
      if (!per) problems.push(`${key.file} line ${i + 1}: a 根 row with no length per 根 keyed item`);
      else metres = qty * Number(per[1]);
    }
    if (!close(metres, truth.metres))
      problems.push(`${key.file} line ${i + 1}: ${truth.metres} m keyed, the row says ${qty} ${unit} ${note}`);
  });
  if (rows < 20) problems.push(`${key.file}: only ${rows} numbered rows`);
  for (const word of ['设', '校', '审'])
    if (!lines.some((line) => new RegExp(`^\\s*${word}\\s+[计对核]\\s`).test(line)))
      problems.push(`${key.file}: no ${word} line in the title block`);
  if (!lines.some((line) => /图\s*号\s+电施-\d+/.test(line))) problems.push(`${key.file}: no 图号`);
}

/** DingTalk: three senders, 小周 one; her rows, system lines and 「」 quotes are noise. */
function checkDingTalk(key: AnswerKey, lines: string[]) {
  const header = /^(\S+) {2}\d{2}-\d{2} \d{2}:\d{2}$/;
  const system = /(邀请 .+ 加入了群聊|撤回了一条消息)$/;
  const senders = new Set<string>();
  let speaker = '';
  let hers = 0;
  lines.forEach((line, i) => {
    const truth = key.rows[i]?.truth;
    const m = header.exec(line);
    if (m) {
      speaker = m[1]!;
      senders.add(speaker);
      if (truth?.expect !== 'noise') problems.push(`${key.file} row ${i + 1}: a name line keyed ${truth?.expect}`);
      return;
    }
    if (system.test(line)) {
      if (truth?.expect !== 'noise') problems.push(`${key.file} row ${i + 1}: a system line keyed ${truth?.expect}`);
      return;
    }
    if (speaker === '') problems.push(`${key.file} line ${i + 1}: a message before any name line`);
    if (line.startsWith('「') && truth?.expect !== 'noise')
      problems.push(`${key.file} row ${i + 1}: a quoted line keyed ${truth?.expect}`);
    if (speaker !== SALES) return;
    hers += 1;
    if (truth?.expect !== 'noise')
      problems.push(`${key.file} row ${i + 1}: the salesperson's own message is keyed ${truth?.expect}`);
  });
  if (senders.size !== 3 || !senders.has(SALES))
    problems.push(`${key.file}: senders ${[...senders].join(', ')}; expected three, ${SALES} among them`);
  if ([...senders].some((s) => s !== SALES && !/-(项目经理|采购)$/.test(s)))
    problems.push(`${key.file}: a customer sender without a 项目经理 / 采购 role`);
  if (hers === 0) problems.push(`${key.file}: no message of ${SALES}`);
}

/** The 联系单: 现变更为 items keyed with the new spec; 暂缓 / 退回 not items; 千米 × 1000. */
function checkNotice(key: AnswerKey, lines: string[]) {
  const asKey = (spec: string) => spec.replace(/×/g, '*');
  let changes = 0;
  lines.forEach((line, i) => {
    const truth = key.rows[i]?.truth;
    if (/暂缓|退回/.test(line) && isItem(truth)) problems.push(`${key.file} line ${i + 1}: 暂缓 / 退回 keyed item`);
    if (truth?.expect !== 'item') return;
    const change =
      /原设计([A-Z][A-Z\d-]*?)-[\d./]+k?V-([\d×+.]+)，现变更为([A-Z][A-Z\d-]*?)-[\d./]+k?V-([\d×+.]+)/.exec(line);
    if (line.includes('现变更为')) {
      changes += 1;
      if (!change) problems.push(`${key.file} line ${i + 1}: a 现变更为 line not read`);
      else if (truth.model !== change[3] || truth.spec !== asKey(change[4]!))
        problems.push(
          `${key.file} line ${i + 1}: keyed ${truth.model} ${truth.spec}, 现变更为 ${change[3]} ${change[4]}`,
        );
    }
    const km = /([\d.]+)千米/.exec(line);
    if (km && !close(Number(km[1]) * 1000, truth.metres))
      problems.push(`${key.file} line ${i + 1}: ${truth.metres} m keyed, the line says ${km[1]}千米`);
  });
  if (changes === 0) problems.push(`${key.file}: no 现变更为 item`);
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
  const strays = readdirSync(HERE).filter((name) => name.endsWith('.xlsx'));
  if (strays.length > 0) problems.push(`left-over .xlsx: ${strays.join(', ')}`);
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
    const kind = ext === 'xls' ? 'sheet' : 'text';
    if (key.kind !== kind) problems.push(`${key.file}: kind ${key.kind}, expected ${kind}`);
    let lines: string[];
    if (ext === 'xls') {
      const xls = readXls(key.file, path);
      if (!xls) continue;
      lines = xls.cells.slice(1).map((texts) => texts.join(''));
      if (key.rows.some((entry) => entry.sheet !== undefined))
        problems.push(`${key.file}: a one-sheet key names a sheet (its rows are the sheet's own)`);
      if (key.file === 'kaifashang-jicai.xls') checkJicai(key, xls);
      if (key.file === 'my-bom.xls') checkBom(key, xls);
    } else {
      lines = readFileSync(path, 'utf8').replace(/\n$/, '').split('\n');
      if (key.file === 'cad-cailiaobiao.txt') checkCad(key, lines);
      if (key.file === 'dingding-qun.txt') checkDingTalk(key, lines);
      if (key.file === 'jianli-tongzhi.txt') checkNotice(key, lines);
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
