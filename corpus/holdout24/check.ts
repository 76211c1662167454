/**
 * Checks the twenty-fourth holdout corpus against itself, the catalogue and its README, without the parser (adapted
 * from corpus/holdout23/check.ts):
 * - every key is named after the whole file name (sap-xunjia.pdf.key.json) and its file is there;
 * - every `item` names a catalogue cable (model and spec at the keyed scope) with positive metres; every item has a
 *   scope; every review / unknown row says why; rows are numbered 1..n;
 * - every key matches its file row for row: a text file is split into lines; the CSV is read record by record (a
 *   quoted field's line break stays inside its record, shown ⏎ in the key); the .xlsx is read with @e965/xlsx
 *   (SheetJS), one sheet, every 1-based row from 1 to the last (a cell covered by a merge read once); the PDF is read
 *   with pdf.js, its text grouped into lines by position, page by page, and each line's table columns by their x;
 * - what the README's judgement calls rest on, read again from the files (the amounts by a small reader of the
 *   amount forms these five files use, written for this check):
 *   ai-zhengli: every heading, bold field, rule, table header / separator, note and the assistant's numbered offer is
 *   noise; every table row's item is its 型号规格 (bold stripped) at its section heading's voltage (or the only level
 *   the catalogue makes it at) and its metres are its 数量 (a struck-out amount does not count; 卷 × 100, as the notes
 *   say); a table row of a catalogue cable with an amount is an item; 待定 is not; the 总计 is section 一's items in km,
 *   rounded to 0.1; the 需要你确认 bullets hold the YJV-3×120 with no voltage, which is review;
 *   sap-xunjia: the running header, the two column-header lines and the footer are on both pages and are noise; the
 *   items are numbered 00010, 00020, … and 项目总数 counts them; an item's model / spec / scope are its short text's
 *   (the scope from its long text where the short text has none) and its metres the quantity × 1000 for KM, × the
 *   long text's nM/ROL for ROL; a 删除 item and a 数量待定 item are review; every long-text line is noise; a cable
 *   item in the catalogue that is neither is an item;
 *   feishu-duoweibiao: UTF-8 with a BOM, CRLF, the multi-select 特性 quoted ("阻燃,耐火"); the header is record 1;
 *   已采购 / 取消 records are review; a record with no 电缆类别 / 型号 of a cable is noise (the empty and test records);
 *   an item is 待询价, its model the 型号, its spec the 规格, its scope the 电压等级 (blank: 低压 in 电缆类别 is
 *   0.6/1kV, or the only level), its metres the 数量; a 待询价 catalogue cable with an amount is an item unless its
 *   特性 says 阻燃 and its 型号 has no fire prefix;
 *   beiwanglu: every ☑ / ✅ line and the 不要了 line is review; every item is a ☐ line whose model and spec it
 *   names, with the amount it ends on (an edit 改N米 replaces the first amount; 卷 / 圈 × 100); a 盘 of YJV22 with no
 *   length is not an item;
 *   wuye-huanxin: 部位 is merged down over the 序号 rows; an item's cable is the 更换型号规格 (the 原线缆 where it says
 *   同原规格) and its metres the 数量 (盘 × 100 only for building wire, as the 说明 says; 1盘(100米) 100); 待测量 and
 *   （暂不更换） are not items; a 序号 row whose replacement is a catalogue cable with an amount is an item; the 合计
 *   is noise;
 * - the README's files table gives each file's rows, items, review, unknown and noise as the keys count them, and its
 *   total row their sums.
 *
 *   npx tsx corpus/holdout24/check.ts
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as XLSX from '@e965/xlsx';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { buildCatalogue } from '../../apps/mock-server/fixtures/catalogue';
import type { AnswerKey, KeyRow } from '../holdout4/writers';

const HERE = dirname(fileURLToPath(import.meta.url));
const FILES = ['ai-zhengli.txt', 'sap-xunjia.pdf', 'feishu-duoweibiao.csv', 'beiwanglu.txt', 'wuye-huanxin.xlsx'];
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
    .replace(/mm²|mm2|平方/g, '')
    .replace(/\s+/g, '')
    .replace(/[×xX]/g, '*')
    .replace(/(\d+)\.0(?!\d)/g, '$1');
  return /^\d+(\.\d+)?$/.test(spec) ? `1*${spec}` : spec;
}

/** The first model and spec a text names: YJV-4×185+1×95, BV-2.5mm², bvr1.5, vv22 4*16, ＹＪＶ５×１０. */
function modelSpec(text: string): { model: string; spec: string; rest: string } | undefined {
  const plain = halfWidth(text).replace(/\*\*/g, '');
  const m =
    /([A-Za-z]+(?:-[A-Za-z]+)*(?:22)?)[\s-]*(\d+(?:\.\d+)?(?:\s*[×xX*]\s*\d+(?:\.\d+)?)?(?:\s*\+\s*\d+\s*[×xX*]\s*\d+(?:\.\d+)?)*)/.exec(
      plain,
    );
  if (!m) return undefined;
  return { model: m[1]!.toUpperCase(), spec: asSpec(m[2]!), rest: plain.slice(m.index + m[0].length) };
}

const CN: Record<string, number> = { 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };
/** 三百, 两百, 一百五, 五, 两: the number words these files use. */
function chinese(text: string): number {
  const hundreds = /^([一两二三四五六七八九])百([一二三四五六七八九])?十?$/.exec(text);
  if (hundreds) return CN[hundreds[1]!]! * 100 + (hundreds[2] ? CN[hundreds[2]]! * 10 : 0);
  return CN[text] ?? Number.NaN;
}
const num = (text: string) => (/^\d[\d,]*(\.\d+)?$/.test(text) ? Number(text.replace(/,/g, '')) : chinese(text));

/**
 * An amount in metres, as these files write it; `coil` is the length of a 卷 / 盘 / 圈 where the file gives one for
 * the row's goods (building wire), NaN where it does not.
 */
function metresOf(raw: string, coil: number): number {
  const t = halfWidth(raw)
    .replace(/~~[^~]*~~/g, '')
    .replace(/\*\*/g, '')
    .replace(/^约|左右$/g, '')
    .trim();
  let m = /^(\S+?)\s*(?:卷|盘|圈)[(（](?:每(?:卷|盘))?(\d+)(?:m|米)(?:\/(?:卷|盘))?[)）]$/.exec(t);
  if (m) return num(m[1]!) * Number(m[2]);
  m = /^(\d+)(?:m|米)\/(?:卷|盘)\s*[x×*]\s*(\d+)$/.exec(t);
  if (m) return Number(m[1]) * Number(m[2]);
  const plain = t.replace(/[(（][^)）]*[)）]$/, '');
  if (plain.includes('+')) return plain.split('+').reduce((sum, part) => sum + metresOf(part, coil), 0);
  m = /^(\d+)\s*[×x*]\s*(\d+(?:\.\d+)?)\s*(?:米|m)$/.exec(plain);
  if (m) return Number(m[1]) * Number(m[2]);
  m = /^(\S+)根各(\d+)米$/.exec(plain);
  if (m) return num(m[1]!) * Number(m[2]);
  m = /^(\S+?)\s*(km|KM|千米)$/.exec(plain);
  if (m) return num(m[1]!) * 1000;
  m = /^(\S+?)\s*(卷|盘|圈)$/.exec(plain);
  if (m) return num(m[1]!) * coil;
  m = /^(\S+?)\s*(米|m|M)?$/.exec(plain);
  if (m) return num(m[1]!);
  return Number.NaN;
}

const WIRE_MODELS = ['BV', 'BVR', 'RVV'];

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

/** The scope a file gives (a voltage written) or, where it gives none or one the cable is not made at, the only one. */
function scopeFor(model: string, spec: string, written?: string): string | undefined {
  if (written && inCatalogue(model, spec, written)) return written;
  const at = levels(model, spec);
  return at.length === 1 ? at[0] : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// ai-zhengli: the markdown paste.

function checkAi(key: AnswerKey, lines: string[]) {
  let section = '';
  let sectionVoltage: string | undefined;
  let notes = false;
  const sectionOne: number[] = [];
  let totalLine = -1;
  let tableRows = 0;
  let unsure = false;
  lines.forEach((line, i) => {
    const truth = key.rows[i]?.truth;
    const where = `${key.file} line ${i + 1}`;
    const heading = /^#{2,3} (.*)$/.exec(line);
    if (heading) {
      section = heading[1]!;
      sectionVoltage = /（([\d.]+\/[\d.]+k?V)）/.exec(section)?.[1];
    }
    if (/^\*\*备注/.test(line)) notes = true;
    const structural =
      heading ||
      /^---$/.test(line) ||
      /^\|[:\s-]+\|/.test(line) ||
      /^\| 序号 \|/.test(line) ||
      /^\*\*[^*]+\*\*：/.test(line) ||
      /^\d+\. /.test(line) ||
      (notes && /^- /.test(line)) ||
      line === '';
    if (structural && truth?.expect !== 'noise')
      problems.push(`${where}: a heading / header / note keyed ${truth?.expect}`);
    if (/^\*\*总计约/.test(line)) totalLine = i;
    if (/需要你确认/.test(section) && /YJV-3×120/.test(line)) {
      unsure = true;
      if (truth?.expect !== 'review') problems.push(`${where}: the YJV-3×120 with no voltage keyed ${truth?.expect}`);
    }
    const cells = /^\| (\d+) \| (.*) \|$/.exec(line);
    if (!cells) return;
    tableRows += 1;
    const [, , spec, amount] = [cells[1], ...cells[2]!.split(' | ')] as string[];
    const cable = modelSpec(spec!);
    const metres = metresOf(amount!, 100);
    const scope = cable && scopeFor(cable.model, cable.spec, sectionVoltage);
    const sold = cable && scope && inCatalogue(cable.model, cable.spec, scope);
    if (/待定/.test(amount!) && isItem(truth)) problems.push(`${where}: 待定 keyed item`);
    if (sold && !Number.isNaN(metres)) {
      expectItem(where, truth, { model: cable.model, spec: cable.spec, scope, metres });
      if (/^一、/.test(section) && isItem(truth)) sectionOne.push(truth.metres);
    } else if (isItem(truth)) problems.push(`${where}: ${spec} ${amount} keyed item`);
    if (cable && levels(cable.model, cable.spec).length === 0 && truth?.expect !== 'unknown' && /[A-Z]/.test(spec!))
      problems.push(`${where}: ${spec} is not made, keyed ${truth?.expect}`);
  });
  if (tableRows < 20) problems.push(`${key.file}: only ${tableRows} table rows`);
  if (!unsure) problems.push(`${key.file}: no YJV-3×120 to confirm`);
  if (totalLine < 0) problems.push(`${key.file}: no 总计 line`);
  else {
    const km = Number(/总计约 ([\d.]+) km/.exec(lines[totalLine]!)?.[1]);
    const sum = sectionOne.reduce((a, b) => a + b, 0);
    if (!close(Math.round(sum / 100) / 10, km)) problems.push(`${key.file}: 总计 ${km} km, section 一 sums ${sum} m`);
    if (key.rows[totalLine]?.truth.expect !== 'noise') problems.push(`${key.file}: the 总计 line is not noise`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// sap-xunjia: the PDF.

interface PdfLineRead {
  page: number;
  text: string;
  byColumn: string[];
}

/** The table's column left edges in the PDF (the writer's margin 36 + generate.ts's columns). */
const PDF_COLUMNS = [0, 36, 90, 310, 368, 394, 450, 482].map((x) => 36 + x);

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

const SAP_SCOPE: Record<string, string> = {
  '0.6/1KV': '0.6/1kV',
  '8.7/15KV': '8.7/15kV',
  '450/750V': '450/750V',
  '300/500V': '300/500V',
  '10KV': '10kV',
  '1KV': '1kV',
};

function checkSap(key: AnswerKey, lines: PdfLineRead[]) {
  if (new Set(lines.map((l) => l.page)).size !== 2) problems.push(`${key.file}: not two pages`);
  for (const [what, test] of [
    ['the running header', (l: PdfLineRead) => /^询价单号 RFQ No\./.test(l.text)],
    ['the column header', (l: PdfLineRead) => l.byColumn[0] === '项目' && l.byColumn[2] === '短文本'],
    ['the English column header', (l: PdfLineRead) => l.byColumn[0] === 'Item' && l.byColumn[2] === 'Short text'],
    ['the footer', (l: PdfLineRead) => /^打印人 Printed by/.test(l.text)],
    ['the page number', (l: PdfLineRead) => /^第 \d 页 \/ 共 2 页$/.test(l.text)],
  ] as const) {
    const at = lines.map((l, i) => [l, i] as const).filter(([l]) => test(l));
    if (at.length !== 2 || new Set(at.map(([l]) => l.page)).size !== 2)
      problems.push(`${key.file}: ${what} is not once on each page`);
    for (const [, i] of at)
      if (key.rows[i]?.truth.expect !== 'noise') problems.push(`${key.file} line ${i + 1}: ${what} keyed not noise`);
  }
  const numbers: string[] = [];
  lines.forEach((l, i) => {
    const truth = key.rows[i]?.truth;
    const where = `${key.file} line ${i + 1}`;
    if (/^长文本|^每盘/.test(l.byColumn[2]!) && l.byColumn[0] === '' && truth?.expect !== 'noise')
      problems.push(`${where}: a long-text line keyed ${truth?.expect}`);
    const no = l.byColumn[0]!;
    if (!/^\d{5}$/.test(no)) return;
    numbers.push(no);
    const [, , text, qtyText, unit, , , status] = l.byColumn as string[];
    const long: string[] = [];
    for (let k = i + 1; k < lines.length && lines[k]!.byColumn[0] === '' && lines[k]!.byColumn[2] !== ''; k++)
      long.push(lines[k]!.byColumn[2]!);
    const longText = long.join('');
    const parsed =
      /^(?:CABLE|WIRE),([A-Z][A-Z0-9]*(?:-[A-Z]+)*(?:22)?)(?:-([\d./]+K?V))?-(\d+X[\d.]+(?:\+\d+X[\d.]+)*)(?:,.*)?$/.exec(
        text!,
      );
    const held = status === '删除' || /数量待定/.test(longText);
    if (held && truth?.expect !== 'review') problems.push(`${where}: a 删除 / 数量待定 item keyed ${truth?.expect}`);
    if (!parsed) {
      if (isItem(truth)) problems.push(`${where}: ${text} keyed item`);
      return;
    }
    const model = parsed[1]!;
    const spec = asSpec(parsed[3]!);
    const written = parsed[2] ? SAP_SCOPE[parsed[2]] : /电压等级 ([\d./]+kV)/.exec(longText)?.[1];
    const scope = scopeFor(model, spec, written);
    const perRoll = Number(/(\d+)M\/ROL/.exec(longText)?.[1]);
    const factor = { KM: 1000, M: 1, ROL: perRoll }[unit!] ?? Number.NaN;
    const metres = Number(qtyText!.replace(/,/g, '')) * factor;
    if (!/^\d{1,3}(,\d{3})*\.\d{3}$/.test(qtyText!)) problems.push(`${where}: quantity ${qtyText} not with 3 decimals`);
    if (!held && scope && inCatalogue(model, spec, scope) && metres > 0)
      expectItem(where, truth, { model, spec, scope, metres });
    else if (isItem(truth)) problems.push(`${where}: ${text} keyed item`);
    if (!held && levels(model, spec).length === 0 && truth?.expect !== 'unknown')
      problems.push(`${where}: ${text} is not in the catalogue, keyed ${truth?.expect}`);
  });
  numbers.forEach((no, i) => {
    if (Number(no) !== (i + 1) * 10) problems.push(`${key.file}: item ${no} out of sequence`);
  });
  const count = lines.map((l) => /Number of items: (\d+)/.exec(l.text)?.[1]).find(Boolean);
  if (Number(count) !== numbers.length) problems.push(`${key.file}: 项目总数 ${count}, ${numbers.length} items`);
}

// ---------------------------------------------------------------------------------------------------------------
// feishu-duoweibiao: the CSV.

/** CSV records (fields), RFC 4180: quoted fields may hold commas, quotes ("") and line breaks. */
function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let fields: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      fields.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      fields.push(field);
      records.push(fields);
      fields = [];
      field = '';
      i++;
    } else if (ch === '\n') problems.push('feishu-duoweibiao.csv: a bare LF between records');
    else field += ch;
  }
  if (field !== '' || fields.length > 0) problems.push('feishu-duoweibiao.csv: the last record has no CRLF');
  return records;
}

const FIRE_PREFIX = /^(ZR|ZC|ZA|ZB|NH|WDZ|WDZN)-/;

function checkFeishu(key: AnswerKey, raw: Buffer, records: string[][]) {
  if (raw[0] !== 0xef || raw[1] !== 0xbb || raw[2] !== 0xbf) problems.push(`${key.file}: no UTF-8 BOM`);
  if (!raw.toString('utf8').includes('"阻燃,耐火"')) problems.push(`${key.file}: the multi-select 特性 is not quoted`);
  const head = records[0] ?? [];
  const col = (name: string) => head.indexOf(name);
  for (const name of [
    '需求编号',
    '电缆类别',
    '型号',
    '规格',
    '电压等级',
    '数量',
    '特性',
    '状态',
    '附件',
    '创建人',
    '创建时间',
  ])
    if (col(name) < 0) problems.push(`${key.file}: no ${name} field`);
  if (key.rows[0]?.truth.expect !== 'noise') problems.push(`${key.file}: the header record is not noise`);
  if (records.some((r) => r.length !== head.length)) problems.push(`${key.file}: a record with a different width`);
  if (!records.some((r) => r[col('附件')]!.includes('feishu.cn'))) problems.push(`${key.file}: no attachment URL`);
  const statuses = new Set<string>();
  records.slice(1).forEach((r, k) => {
    const i = k + 1;
    const truth = key.rows[i]?.truth;
    const where = `${key.file} record ${i + 1}`;
    const status = r[col('状态')]!;
    statuses.add(status);
    const model = r[col('型号')]!;
    if ((status === '已采购' || status === '取消') && truth?.expect !== 'review')
      problems.push(`${where}: 状态 ${status} keyed ${truth?.expect}`);
    if (status === '' && truth?.expect !== 'noise')
      problems.push(`${where}: a record with no 状态 keyed ${truth?.expect}`);
    if (status !== '待询价') return;
    const spec = asSpec(r[col('规格')]!.replace(/[黄绿红蓝]+$/, ''));
    const kind = r[col('电缆类别')]!;
    const written = r[col('电压等级')] || (/低压/.test(kind) ? '0.6/1kV' : undefined);
    const scope = scopeFor(model, spec, written);
    const metres = metresOf(r[col('数量')]!, WIRE_MODELS.includes(model) ? 100 : Number.NaN);
    const contradicted = /阻燃/.test(r[col('特性')]! + kind) && !FIRE_PREFIX.test(model);
    if (contradicted && truth?.expect !== 'review')
      problems.push(`${where}: 阻燃 on a plain ${model}, keyed ${truth?.expect}`);
    if (scope && inCatalogue(model, spec, scope) && metres > 0 && !contradicted)
      expectItem(where, truth, { model, spec, scope, metres });
    else if (isItem(truth)) problems.push(`${where}: ${model} ${spec} ${r[col('数量')]} keyed item`);
    if (levels(model, spec).length === 0 && truth?.expect !== 'unknown')
      problems.push(`${where}: ${model} ${spec} is not in the catalogue, keyed ${truth?.expect}`);
  });
  for (const s of ['待询价', '已采购', '取消']) if (!statuses.has(s)) problems.push(`${key.file}: no 状态 ${s}`);
}

// ---------------------------------------------------------------------------------------------------------------
// beiwanglu: the 备忘录 checklist.

function checkNotes(key: AnswerKey, lines: string[]) {
  let ticked = 0;
  lines.forEach((line, i) => {
    const truth = key.rows[i]?.truth;
    const where = `${key.file} line ${i + 1}`;
    if (/^(☑|✅)/.test(line)) {
      ticked += 1;
      if (truth?.expect !== 'review') problems.push(`${where}: a ticked line keyed ${truth?.expect}`);
    }
    if (/不要了/.test(line) && truth?.expect !== 'review') problems.push(`${where}: 不要了 keyed ${truth?.expect}`);
    if (!/^☐ /.test(line)) {
      if (isItem(truth)) problems.push(`${where}: a line with no ☐ keyed item`);
      return;
    }
    const text = line.slice(2);
    const cable = modelSpec(text);
    if (!cable || /[?？问]/.test(text)) {
      if (isItem(truth)) problems.push(`${where}: keyed item, the line names no cable or asks`);
      return;
    }
    // The amount: an edit (改N米) replaces the first amount; otherwise the last word that is an amount.
    const coil = WIRE_MODELS.includes(cable.model) ? 100 : Number.NaN;
    const edited = /改(\d+)米/.exec(cable.rest);
    const amounts = cable.rest
      .split(/\s+/)
      .map((word) => metresOf(word, coil))
      .filter((n) => !Number.isNaN(n));
    const metres = edited ? Number(edited[1]) : (amounts[amounts.length - 1] ?? Number.NaN);
    if (amounts.length === 0 && levels(cable.model, cable.spec).length > 0) problems.push(`${where}: no amount read`);
    const scope = scopeFor(cable.model, cable.spec);
    if (scope && inCatalogue(cable.model, cable.spec, scope) && metres > 0)
      expectItem(where, truth, { model: cable.model, spec: cable.spec, scope, metres });
    else if (isItem(truth)) problems.push(`${where}: ${text} keyed item`);
    if (levels(cable.model, cable.spec).length === 0 && truth?.expect !== 'unknown')
      problems.push(`${where}: ${text} is not in the catalogue, keyed ${truth?.expect}`);
  });
  if (ticked < 3) problems.push(`${key.file}: only ${ticked} ticked lines`);
  if (!lines.some((l) => /✏️改\d+米/.test(l))) problems.push(`${key.file}: no edited line`);
}

// ---------------------------------------------------------------------------------------------------------------
// wuye-huanxin: the workbook.

interface Sheet {
  sheet: XLSX.WorkSheet;
  cells: string[][];
  grid: string[][];
}

function readSheet(file: string, path: string): Sheet {
  const data = readFileSync(path);
  if (data.readUInt32LE(0) !== 0x04034b50) problems.push(`${file}: not a zip (an .xlsx)`);
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
  return { sheet, cells, grid };
}

function checkWuye(key: AnswerKey, sheet: Sheet) {
  const words = ['序号', '部位', '回路/设备', '原线缆', '现状', '更换型号规格', '数量', '备注'];
  const head = sheet.grid.findIndex((line) => words.every((w) => line.includes(w)));
  if (head < 0) {
    problems.push(`${key.file}: no header row`);
    return;
  }
  const col = Object.fromEntries(words.map((w) => [w, sheet.grid[head]!.indexOf(w)])) as Record<string, number>;
  if (!sheet.cells.some((t) => t.some((x) => /请按“更换型号规格”报价/.test(x) && /盘装电线按100米\/盘/.test(x))))
    problems.push(`${key.file}: no 说明 naming 更换型号规格 and 100米/盘`);
  const numbered: number[] = [];
  for (let r = head + 1; r < sheet.grid.length; r++) {
    const line = sheet.grid[r]!;
    const truth = key.rows[r - 1]?.truth;
    const where = `${key.file} row ${r}`;
    if (line.some((t) => /^合计$/.test(t)) && truth?.expect !== 'noise')
      problems.push(`${where}: the 合计 keyed ${truth?.expect}`);
    if (!/^\d+$/.test(line[col.序号!] ?? '')) {
      if (isItem(truth)) problems.push(`${where}: a row with no 序号 keyed item`);
      continue;
    }
    numbered.push(r);
    const replacement = line[col.更换型号规格!]!;
    const source = replacement === '同原规格' ? line[col.原线缆!]! : replacement;
    const cable = /暂不更换/.test(source) ? undefined : modelSpec(source);
    const amount = line[col.数量!]!;
    if (/待测量/.test(amount) && isItem(truth)) problems.push(`${where}: 待测量 keyed item`);
    if (!cable) {
      if (isItem(truth)) problems.push(`${where}: ${replacement} keyed item`);
      continue;
    }
    const metres = metresOf(amount, WIRE_MODELS.includes(cable.model) ? 100 : Number.NaN);
    const scope = scopeFor(cable.model, cable.spec);
    if (scope && inCatalogue(cable.model, cable.spec, scope) && metres > 0)
      expectItem(where, truth, { model: cable.model, spec: cable.spec, scope, metres });
    else if (isItem(truth)) problems.push(`${where}: ${source} ${amount} keyed item`);
    if (levels(cable.model, cable.spec).length === 0 && truth?.expect !== 'unknown')
      problems.push(`${where}: ${source} is not in the catalogue, keyed ${truth?.expect}`);
  }
  if (numbered.length !== 20) problems.push(`${key.file}: ${numbered.length} 序号 rows, expected 20`);
  const merges = (sheet.sheet['!merges'] ?? []).filter(
    (m) => m.s.c === col.部位! - 1 && m.e.c === m.s.c && m.e.r > m.s.r,
  );
  if (merges.length < 6) problems.push(`${key.file}: 部位 is merged down only ${merges.length} times`);
  for (const m of merges)
    if (!numbered.includes(m.s.r + 1) || !numbered.includes(m.e.r + 1))
      problems.push(`${key.file}: a 部位 merge off the 序号 rows`);
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
      const sheet = readSheet(key.file, path);
      lines = sheet.cells.slice(1).map((texts) => texts.join(''));
      checkWuye(key, sheet);
    } else if (ext === 'csv') {
      const raw = readFileSync(path);
      const records = csvRecords(raw.toString('utf8').replace(/^\ufeff/, ''));
      lines = records.map((r) => r.join(''));
      checkFeishu(key, raw, records);
    } else if (kind === 'pdf') {
      const read = await pdfLines(path);
      lines = read.map((l) => l.text);
      if (key.rows.some((r) => r.text === '')) problems.push(`${key.file}: a PDF key row has no text`);
      checkSap(key, read);
    } else {
      lines = readFileSync(path, 'utf8').replace(/\n$/, '').split('\n');
      if (key.file === 'ai-zhengli.txt') checkAi(key, lines);
      if (key.file === 'beiwanglu.txt') checkNotes(key, lines);
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
