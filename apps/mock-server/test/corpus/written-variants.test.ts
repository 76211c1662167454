/**
 * The same line written another way reads the same. Every item line of the corpus's text inquiries that reads sure
 * (one row, nothing to ask) is written again as people also write it: full-width digits, x or * for ×, 米 as m, a
 * remark, a building or a delivery time after it, a serial number or a chat's time before it... Each variant must read
 * the same model, spec and metres, or ask; a variant read sure and different is a silently wrong row.
 *
 * A sheet's cells likewise: its quantities with decimals, thousands commas or full-width digits, its unit as m, its
 * structures with x or *, its models in lower case.
 *
 * Not here: cells separated by commas in place of every space, which splits a phrase ("2 bobinas x 500 m") into cells
 * and changes what the line says; the amount moved before the line's serial number ("1500 米 22、BV-2.5"), which reads
 * as another line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type InquiryRow, readInquiryTable, readInquiryText } from '@cable/contracts/inquiry';
import { describe, expect, it } from 'vitest';

const CORPUS = join(dirname(fileURLToPath(import.meta.url)), '../../../../corpus');

interface KeyRow {
  text: string;
  truth: { expect: string };
}

interface AnswerKey {
  /** Where the key stands: its folder and file name. */
  file: string;
  kind?: string;
  rows: KeyRow[];
}

/** Every answer key of the corpus. */
/**
 * Holdouts on first contact, not yet mended: their lines are scored by `npm run accuracy` (issue 14 lists what they
 * find) and join this check once the reader is mended on them. holdout24: its assistant's markdown (**bold**,
 * ~~struck~~) is no line the ways of writing here apply to (x for × turns ** into xx), and its 4芯95平方加1芯50平方 with
 * 2×85 米 beside it reads the amount as the structure: left for the next round. holdout25: first contact only.
 */
const NOT_YET_MENDED = new Set<string>(['holdout24', 'holdout25']);

function answerKeys(): AnswerKey[] {
  const keys: AnswerKey[] = [];
  for (const folder of readdirSync(CORPUS, { withFileTypes: true })) {
    if (!folder.isDirectory() || NOT_YET_MENDED.has(folder.name)) continue;
    const dir = join(CORPUS, folder.name);
    for (const file of readdirSync(dir)) {
      if (!file.endsWith('.key.json')) continue;
      const key = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { kind?: string; rows?: KeyRow[] };
      keys.push({ file: `${folder.name}/${file}`, kind: key.kind, rows: key.rows ?? [] });
    }
  }
  return keys;
}

/** The item lines of the corpus's text inquiries. */
function itemLines(): string[] {
  return answerKeys()
    .filter((key) => key.kind === 'text' || key.file.includes('.txt'))
    .flatMap((key) => key.rows.filter((row) => row.truth?.expect === 'item' && row.text).map((row) => row.text));
}

/** What a line reads as: the one row's model, spec and metres, and whether it asks anything. */
function reading(text: string): { says: string; sure: boolean } {
  const rows = readInquiryText(text).filter((row) => row.model || row.spec || row.metres !== undefined);
  if (rows.length !== 1) return { says: `${rows.length} rows`, sure: false };
  const [row] = rows;
  return { says: `${row!.model} | ${row!.spec} | ${row!.metres}`, sure: row!.reasons.length === 0 };
}

/** A whole number in Chinese numerals as people say amounts (1200 一千二百, 205 二百零五, 15 十五). */
function inChineseNumerals(n: number): string {
  const digits = '零一二三四五六七八九';
  const units = ['千', '百', '十', ''];
  const written = String(n).padStart(4, '0');
  let out = '';
  let zero = false;
  for (let i = 0; i < 4; i++) {
    const d = Number(written[i]);
    if (d === 0) {
      zero = out !== '';
      continue;
    }
    if (zero) out += '零';
    zero = false;
    out += (d === 1 && units[i] === '十' && out === '' ? '' : digits.charAt(d)) + (units[i] ?? '');
  }
  return out;
}
/** The line's last whole length at its end, not a part of a product ("2 x 350 m"). */
const LAST_LENGTH = /(?<![\d.,A-Za-z×xX*]|[×xX*]\s)(?<=\s)(\d+)\s*(米|m(?![m²2a-z]))(?=\s*$)/;
/** The first whole length of a line, not a part of a product. */
const WHOLE_LENGTH = /(?<![\d.,A-Za-z×xX*]|[×xX*]\s)(\d+)\s*(米|m(?![m²2a-z]))/;
const inKilometres = (unit: string) => (text: string) =>
  text.replace(WHOLE_LENGTH, (written, n: string) =>
    Number(n) >= 1000 && Number(n) % 100 === 0 ? `${Number(n) / 1000}${unit}` : written,
  );

const fullWidth = (text: string) => text.replace(/[0-9]/g, (d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0));
const MODEL = /\b(YJV22|YJV|VV22|VV|KVVP|KVV|BVR|BV|RVV|YJLV)\b/g;
/** The line's first length with its unit, not a part of another number or of a product ("2 x 350 m"). */
const FIRST_LENGTH = /(?<![\d.,A-Za-z]|[×xX*]\s?|各)(\d+(?:\.\d+)?\s*(?:米|m(?![m²2a-z])))/;
const LENGTH_UNIT = /(\d)\s*(?:米|m(?![m²2a-z]))/g;
const AREA_UNIT = /mm2|mm²|㎜²|平方/g;
/** A line's structure in × notation, its groups joined by + ("4×25+1×16", "3*95"). */
const STRUCTURE =
  /(?<![\d.,A-Za-z（(+＋×*])\d{1,2}\s*[×*xX]\s*\d+(?:\.\d+)?(?:\s*[+＋]\s*\d{1,2}\s*[×*xX]\s*\d+(?:\.\d+)?)*(?![\d.,OolI]|\s*(?:[+＋/]|mm|平方|[×*xX]|[)）]))/;

type Variant = [string, (text: string) => string];
/** A structure of two groups written in 芯 words: the cores and area of each group. */
type CoresInWords = (cores: string, area: string, cores2: string, area2: string) => string;
const VARIANTS: Variant[] = [
  ['full-width digits', fullWidth],
  ['x for ×', (text) => text.replace(/[×*]/g, 'x')],
  ['X for ×', (text) => text.replace(/[×*]/g, 'X')],
  ['* for ×', (text) => text.replace(/[×x](?=\d)/g, '*')],
  ['spaces around ×', (text) => text.replace(/(\d)\s*([×*])\s*(\d)/g, '$1 $2 $3')],
  ['spaces around +', (text) => text.replace(/(\d)\s*\+\s*(\d)/g, '$1 + $2')],
  ['full-width +', (text) => text.replace(/\+/g, '＋')],
  ['mm²', (text) => text.replace(/mm2|㎜²/g, 'mm²')],
  ['平方 for mm²', (text) => text.replace(/mm2|mm²|㎜²/g, '平方')],
  ['mm2 for mm²', (text) => text.replace(/mm²|平方/g, 'mm2')],
  ['a full stop after', (text) => `${text}。`],
  ['a semicolon after', (text) => `${text}；`],
  ['spaces before', (text) => `  ${text}`],
  ['full-width brackets', (text) => text.replace(/\(/g, '（').replace(/\)/g, '）')],
  ['the model in lower case', (text) => text.replace(MODEL, (model) => model.toLowerCase())],
  ['kv', (text) => text.replace(/kV|KV/g, 'kv')],
  ['KV', (text) => text.replace(/kV/g, 'KV')],
  ['千伏 for kV', (text) => text.replace(/(\d)\s*[kK][vV]/g, '$1千伏')],
  ['ideographic spaces', (text) => text.replace(/ /g, '\u3000')],
  ['tabs for spaces', (text) => text.replace(/ +/g, '\t')],
  ['m for 米', (text) => text.replace(/(\d)\s*米/g, '$1m')],
  ['M for 米', (text) => text.replace(/(\d)\s*米/g, '$1M')],
  ['a space before 米', (text) => text.replace(/(\d)\s*米/g, '$1 米')],
  ['米 for m', (text) => text.replace(/(\d)\s*m(?![m²2a-z])/g, '$1米')],
  [' meters for 米', (text) => text.replace(/(\d)\s*米/g, '$1 meters')],
  ['a thousands comma', (text) => text.replace(/(?<![\d.*×x,])(\d)(\d{3})(?=\s*(?:米|m\b))/g, '$1,$2')],
  [
    'a space for the model dash',
    (text) => text.replace(/\b(YJV22|YJV|VV22|VV|KVVP|KVV|BVR|BV|RVV|YJLV)-(?=\d)/g, '$1 '),
  ],
  ['国标 after', (text) => `${text} 国标`],
  ['a colour after', (text) => `${text} 红色`],
  ['（急用） after', (text) => `${text}（急用）`],
  ['（2#楼） after', (text) => `${text}（2#楼）`],
  ['a floor after', (text) => `${text} B1层配电房`],
  ['a delivery time after', (text) => `${text} 货期7天`],
  ['the tax after', (text) => `${text} 含13%税`],
  ['1、 before', (text) => (/^\s*\d/.test(text) ? text : `1、${text}`)],
  ['① before', (text) => (/^\s*\d/.test(text) ? text : `① ${text}`)],
  ['a date before', (text) => `2025-10-12 ${text}`],
  ["a chat's sender and time before", (text) => `张工 10:32 ${text}`],
  ['MM2 for mm²', (text) => text.replace(/mm2|mm²|㎜²/g, 'MM2')],
  ['mm^2 for mm²', (text) => text.replace(AREA_UNIT, 'mm^2')],
  ['sqmm for mm²', (text) => text.replace(AREA_UNIT, 'sqmm')],
  ['a space before kV', (text) => text.replace(/(\d)\s*(kV|KV|kv)/g, '$1 $2')],
  ['mtrs for 米', (text) => text.replace(LENGTH_UNIT, '$1 mtrs')],
  ['Mtr for 米', (text) => text.replace(LENGTH_UNIT, '$1Mtr')],
  [' metres for 米', (text) => text.replace(LENGTH_UNIT, '$1 metres')],
  ['公尺 for 米', (text) => text.replace(/(\d)\s*米/g, '$1公尺')],
  ['共 before the length', (text) => text.replace(FIRST_LENGTH, '共$1')],
  ['约 before the length', (text) => text.replace(FIRST_LENGTH, '约$1')],
  ['数量： before the length', (text) => text.replace(FIRST_LENGTH, '数量：$1')],
  ['qty before the length', (text) => text.replace(FIRST_LENGTH, 'qty $1')],
  ['＊ for ×', (text) => text.replace(/(\d)\s*[×*xX]\s*(\d)/g, '$1＊$2')],
  ['✕ for ×', (text) => text.replace(/(\d)\s*[×*xX]\s*(\d)/g, '$1✕$2')],
  ['full-width capitals', (text) => text.replace(/[A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0))],
  ['full-width slash', (text) => text.replace(/\//g, '／')],
  ['full-width decimal point', (text) => text.replace(/(\d)\.(\d)/g, '$1．$2')],
  ['full-width colon', (text) => text.replace(/:/g, '：')],
  ['double spaces', (text) => text.replace(/ /g, '  ')],
  ['a dash bullet before', (text) => `- ${text}`],
  ['a dot bullet before', (text) => `• ${text}`],
  ['★ before', (text) => `★${text}`],
  ['an @mention before', (text) => `@张工 ${text}`],
  ['请报价： before', (text) => `请报价：${text}`],
  ['铜芯 before', (text) => `铜芯${text}`],
  ['「」 around', (text) => `「${text}」`],
  ['，谢谢 after', (text) => `${text}，谢谢`],
  [', thanks after', (text) => `${text}, thanks`],
  ['a comma after', (text) => `${text}，`],
  ['an emoji after', (text) => `${text} 👍`],
  ['（备注：同上） after', (text) => `${text} （备注：同上）`],
  [
    'the amount in Chinese numerals',
    (text) => text.replace(WHOLE_LENGTH, (_, n: string) => `${inChineseNumerals(Number(n))}米`),
  ],
  [
    '两百 for 200',
    (text) =>
      text.replace(WHOLE_LENGTH, (written, n: string) =>
        /^2\d\d$/.test(n) ? `${inChineseNumerals(Number(n)).replace(/^二/, '两')}米` : written,
      ),
  ],
  ['km for thousands of metres', inKilometres('km')],
  ['千米 for thousands of metres', inKilometres('千米')],
  ['公里 for thousands of metres', inKilometres('公里')],
  ['要 before the amount', (text) => text.replace(LAST_LENGTH, '要$1$2')],
  ['，需要 before the amount', (text) => text.replace(/\s+(?=\d+\s*(?:米|m(?![m²2a-z]))\s*$)(?<![×xX*]\s+)/, '，需要')],
  ['米长 for 米', (text) => text.replace(/(\d)\s*米\s*$/, '$1米长')],
  ['米左右 for 米', (text) => text.replace(/(\d)\s*米\s*$/, '$1米左右')],
  ['乘 for ×', (text) => text.replace(/(?<![\d.-])(\d{1,2})\s*[×*xX]\s*(\d)/g, '$1乘$2')],
  [
    '4芯95平方 for 4×95',
    (text) =>
      text.replace(
        /^([^\d]*?)(?<![\d.+])([2-5])\s*[×*xX]\s*(\d+(?:[.,]\d+)?)(?![\d.]|\s*[+＋])/,
        (_, before: string, cores: string, area: string) => `${before}${cores}芯${area.replace(',', '.')}平方`,
      ),
  ],
  ...(
    [
      ['4芯25平方加1芯16平方 for 4×25+1×16', (c, a, c2, a2) => `${c}芯${a}平方加${c2}芯${a2}平方`],
      ['4芯25带1芯16 for 4×25+1×16', (c, a, c2, a2) => `${c}芯${a}带${c2}芯${a2}`],
      ['25平方4芯加16平方1芯 for 4×25+1×16', (c, a, c2, a2) => `${a}平方${c}芯加${a2}平方${c2}芯`],
    ] satisfies Array<[string, CoresInWords]>
  ).map(
    ([name, words]): Variant => [
      name,
      (text) =>
        text.replace(
          /(?<![\d.+])([2-5])\s*[×*xX]\s*(\d+(?:\.\d+)?)\s*[+＋]\s*([12])\s*[×*xX]\s*(\d+(?:\.\d+)?)(?![\d.]|\s*[+＋×*xX])/,
          (_, cores: string, area: string, cores2: string, area2: string) => words(cores, area, cores2, area2),
        ),
    ],
  ),
  [
    '平方 after each area',
    (text) => text.replace(STRUCTURE, (found) => found.replace(/(\d)(?=\s*(?:[+＋]|$))/g, '$1平方')),
  ],
  ['加 for + in a structure', (text) => text.replace(STRUCTURE, (found) => found.replace(/\s*[+＋]\s*/g, '加'))],
  ['the structure in brackets', (text) => text.replace(STRUCTURE, (found) => `（${found.trim()}）`)],
  ['规格： before the structure', (text) => text.replace(STRUCTURE, (found) => ` 规格：${found.trim()}`)],
  [
    'a dash between the model and the structure',
    (text) => text.replace(/\b(YJV22|YJV|VV22|VV|KVV|BVR|BV|RVV|YJLV)\s+(?=\d)/, '$1-'),
  ],
  ['ZR without its dash', (text) => text.replace(/\b(ZR|ZC|NH)-(?=YJV|VV|KVV|BV)/, '$1')],
  ['ZR- with a space for its dash', (text) => text.replace(/\b(ZR|ZC|NH)-(?=YJV|VV|KVV|BV)/, '$1 ')],
  ['长度： before the length', (text) => text.replace(LAST_LENGTH, '长度：$1$2')],
  ['共计 before the length', (text) => text.replace(LAST_LENGTH, '共计$1$2')],
  [
    'the structure before the model',
    (text) =>
      text.replace(
        /(?<![-A-Za-z\d])(YJV22|YJV|VV22|VV|KVV|BVR|BV|RVV|YJLV)[\s-]*((?:\d{1,2}\s*[×*xX]\s*\d+(?:\.\d+)?)(?:\s*[+＋]\s*\d{1,2}\s*[×*xX]\s*\d+(?:\.\d+)?)*)(?=\s)(?!\s*(?:mm|平方|[+＋,，.]))/,
        '$2 $1',
      ),
  ],
  ['+50 for +1×50', (text) => text.replace(/\+\s*1\s*[×*xX]\s*(\d)/g, '+$1')],
];

const sureLines = itemLines()
  .map((text) => ({ text, base: reading(text) }))
  .filter(({ base }) => base.sure);

describe('a line written another way reads the same, or asks', () => {
  it('has the corpus lines to vary', () => {
    expect(sureLines.length).toBeGreaterThan(500);
  });

  it.each(VARIANTS)('%s', (_, vary) => {
    const changed: string[] = [];
    let written = 0;
    for (const { text, base } of sureLines) {
      const variant = vary(text);
      if (variant === text) continue;
      written++;
      const got = reading(variant);
      if (got.sure && got.says !== base.says)
        changed.push(`${variant}\n  read ${got.says}, written plainly ${base.says}`);
    }
    // Each way of writing applies to lines of the corpus: a variant that rewrites none checks nothing.
    expect(written).toBeGreaterThanOrEqual(5);
    expect(changed).toEqual([]);
  });
});

// ---- sheets ----

/** The corpus's sheets as their answer keys write them: a row's cells joined by " | " (a formula's value after it). */
interface KeyedSheet {
  file: string;
  rows: KeyRow[];
  cells: string[][];
  /** The rows as the sheet written plainly reads them, by line. */
  plain: Map<number, InquiryRow>;
}

function keyedSheets(): KeyedSheet[] {
  return answerKeys()
    .filter((key) => key.kind === 'sheet' && key.rows.length > 0)
    .map((key) => {
      const cells = key.rows.map((row) => row.text.split(' | ').map((cell) => cell.replace(/ \(\d+(?:\.\d+)?\)$/, '')));
      const plain = new Map(readInquiryTable({ rows: cells }).map((row) => [row.line, row]));
      return { file: key.file, rows: key.rows, cells, plain };
    });
}

function rowReading(row: InquiryRow | undefined) {
  return row
    ? { says: `${row.model} | ${row.spec} | ${row.metres}`, sure: row.reasons.length === 0 }
    : { says: 'no row', sure: false };
}

const WHOLE_NUMBER = /^\d+$/;
const SHEET_VARIANTS: Array<[string, (cells: string[]) => string[]]> = [
  [
    'quantities with two decimals (2000.00)',
    (cells) => cells.map((c, i) => (i > 0 && WHOLE_NUMBER.test(c) ? `${c}.00` : c)),
  ],
  [
    'quantities with thousands commas (2,000)',
    (cells) => cells.map((c) => (/^\d{4,}$/.test(c) ? c.replace(/(\d)(?=(\d{3})+$)/g, '$1,') : c)),
  ],
  ['quantities in full-width digits', (cells) => cells.map((c) => (WHOLE_NUMBER.test(c) ? fullWidth(c) : c))],
  ['quantities with spaces around', (cells) => cells.map((c) => (WHOLE_NUMBER.test(c) ? ` ${c} ` : c))],
  [
    'the quantity with its 米 when the unit is 米',
    (cells) => (cells.includes('米') ? cells.map((c, i) => (i > 0 && WHOLE_NUMBER.test(c) ? `${c}米` : c)) : cells),
  ],
  ['m for the unit 米', (cells) => cells.map((c) => (c === '米' ? 'm' : c))],
  ['M for the unit 米', (cells) => cells.map((c) => (c === '米' ? 'M' : c))],
  ['（米） for the unit 米', (cells) => cells.map((c) => (c === '米' ? '（米）' : c))],
  ['x for × in a structure', (cells) => cells.map((c) => c.replace(/(\d)\s*[×*]\s*(\d)/g, '$1x$2'))],
  ['* for × in a structure', (cells) => cells.map((c) => c.replace(/(\d)\s*[×xX]\s*(\d)/g, '$1*$2'))],
  ['MM2 for mm²', (cells) => cells.map((c) => c.replace(/mm²|mm2/g, 'MM2'))],
  ['models in lower case', (cells) => cells.map((c) => c.replace(MODEL, (model) => model.toLowerCase()))],
  [
    'an ideographic space in a cable cell',
    (cells) => cells.map((c) => (/[A-Z].* /.test(c) ? c.replace(/ /, '\u3000') : c)),
  ],
  ['a space after a cable cell', (cells) => cells.map((c) => (/[A-Z]/.test(c) ? `${c} ` : c))],
  ['a line break in a cable cell', (cells) => cells.map((c) => (/[A-Z].* /.test(c) ? c.replace(/ /, '\n') : c))],
];

describe("a sheet's cells written another way read the same, or ask", () => {
  const sheets = keyedSheets();

  it('has the corpus sheets to vary', () => {
    expect(sheets.length).toBeGreaterThan(50);
  });

  it.each(SHEET_VARIANTS)('%s', (_, vary) => {
    const changed: string[] = [];
    let written = 0;
    for (const sheet of sheets) {
      const varied = sheet.cells.map((cells, r) => (sheet.rows[r]!.truth.expect === 'item' ? vary(cells) : cells));
      if (varied.every((cells, r) => cells.join('\u0000') === sheet.cells[r]!.join('\u0000'))) continue;
      const read = new Map(readInquiryTable({ rows: varied }).map((row) => [row.line, row]));
      varied.forEach((cells, r) => {
        if (cells.join('\u0000') === sheet.cells[r]!.join('\u0000')) return;
        const plain = rowReading(sheet.plain.get(r + 1));
        if (!plain.sure) return;
        written++;
        const got = rowReading(read.get(r + 1));
        if (got.sure && got.says !== plain.says)
          changed.push(`${sheet.file}: ${cells.join(' | ')}\n  read ${got.says}, written plainly ${plain.says}`);
      });
    }
    expect(written).toBeGreaterThanOrEqual(5);
    expect(changed).toEqual([]);
  });
});
