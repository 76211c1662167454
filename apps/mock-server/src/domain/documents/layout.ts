import { html, Markup, safeUrl } from './escape';
import type { DocCorp } from './model';

const STYLE = `
  @page { size: A4; margin: 14mm; }
  * { box-sizing: border-box; }
  body { margin: 0; background: #eef1f5; color: #1f2329; font: 13px/1.6 "PingFang SC", "Microsoft YaHei", "SimSun", sans-serif; }
  .sheet { width: 210mm; min-height: 297mm; margin: 16px auto; padding: 14mm; background: #fff; box-shadow: 0 2px 12px rgba(0,0,0,.12); position: relative; }
  .letterhead { display: flex; align-items: center; gap: 12px; border-bottom: 3px double #1f3a68; padding-bottom: 8px; }
  .letterhead img { width: 48px; height: 48px; }
  .letterhead .corp { font-size: 18px; font-weight: 700; color: #1f3a68; letter-spacing: 1px; }
  .letterhead .contact { font-size: 12px; color: #555; }
  h1 { text-align: center; font-size: 22px; letter-spacing: 6px; margin: 18px 0 10px; }
  .meta { display: grid; grid-template-columns: 1fr 1fr; gap: 2px 24px; margin: 10px 0; }
  .meta div span { color: #666; }
  table.lines { width: 100%; border-collapse: collapse; margin: 10px 0; }
  table.lines th, table.lines td { border: 1px solid #7a8699; padding: 4px 6px; }
  table.lines th { background: #e8edf5; font-weight: 600; }
  td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
  td.center { text-align: center; }
  tr.sum td { font-weight: 700; background: #f7f9fc; }
  .memo { border: 1px dashed #9aa5b5; padding: 6px 10px; margin: 10px 0; white-space: pre-wrap; }
  .clauses ol { padding-left: 20px; }
  .parties { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; margin-top: 24px; }
  .party { position: relative; min-height: 140px; }
  .seal { position: absolute; width: 120px; height: 120px; opacity: .85; right: 12px; top: 10px; }
  .footer { margin-top: 18px; font-size: 11px; color: #777; text-align: center; }
  .page-break { page-break-after: always; }
  @media print { body { background: #fff; } .sheet { margin: 0; box-shadow: none; width: auto; min-height: auto; padding: 0; } }
`;

/** A whole printable HTML document. */
export function page(title: string, body: Markup): string {
  const head = html`<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style>${new Markup(STYLE)}</style></head>`;
  return `<!DOCTYPE html>\n<html lang="zh-CN">${head.html}<body>${body.html}</body></html>\n`;
}

export function letterhead(corp: DocCorp): Markup {
  const logo = safeUrl(corp.logo);
  return html`<div class="letterhead">${logo ? rawImg(logo, '', '') : ''}<div><div class="corp">${corp.name}</div><div class="contact">地址：${corp.address}　电话：${corp.linktel}　传真：${corp.linkfax}</div></div></div>`;
}

export function seal(corp: DocCorp, stamp: boolean): Markup | '' {
  const url = safeUrl(corp.seal);
  return stamp && url ? rawImg(url, 'seal', `${corp.name} 印章`) : '';
}

/** escapedUrl comes from safeUrl (already escaped for an attribute). */
function rawImg(escapedUrl: string, className: string, alt: string): Markup {
  return html`<img${className ? html` class="${className}"` : ''} src="${new Markup(escapedUrl)}" alt="${alt}">`;
}

/**
 * One number format per kind and places. toLocaleString with options builds a new Intl.NumberFormat on every call:
 * a 1,000-line document printed three numbers a line that way and spent most of its making (about 80 % of 150 ms)
 * creating formats.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(kind: 'money' | 'quantity', places: number): Intl.NumberFormat {
  const key = `${kind}:${places}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      'en-US',
      kind === 'money'
        ? { minimumFractionDigits: places, maximumFractionDigits: places }
        : { maximumFractionDigits: places },
    );
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * Makes the number formats documents print with, once the current work is done: the first Intl.NumberFormat of a
 * process loads ICU's data (16-110 ms on the 2-core machine; 21 ms of the first 报价单's 47 ms in a profile of the
 * server), which the first document after every start paid. The server calls it when it starts listening.
 */
export function prepareNumberFormats(): void {
  setImmediate(() => {
    for (const places of [0, 1, 2, 3, 4]) {
      numberFormat('money', places);
      numberFormat('quantity', places);
    }
  });
}

/** 1234567.5 -> "1,234,567.50" with the sheet's places. */
export function money(value: number | undefined, places: number): string {
  if (value === undefined || !Number.isFinite(value)) return '—';
  return numberFormat('money', places).format(value);
}

/** A quantity as printed: the value it was computed with, to `places` decimals (trailing zeros dropped). */
export function quantity(value: number, places: number): string {
  return numberFormat('quantity', places).format(value);
}

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const SMALL_UNITS = ['', '拾', '佰', '仟'];
const BIG_UNITS = ['', '万', '亿', '万亿'];

/** Amount in Chinese capital numerals as contracts write it, e.g. 壹万贰仟叁佰肆拾伍元陆角柒分. */
export function amountInWords(value: number): string {
  if (!Number.isFinite(value) || value < 0) return '';
  const fen = Math.round(value * 100);
  let yuan = Math.floor(fen / 100);
  const jiao = Math.floor((fen % 100) / 10);
  const cent = fen % 10;
  let integer = '';
  if (yuan === 0) integer = '零';
  let section = 0;
  let pendingZero = false;
  while (yuan > 0) {
    const part = yuan % 10000;
    let text = '';
    let zero = false;
    for (let i = 0, n = part; i < 4; i++, n = Math.floor(n / 10)) {
      const d = n % 10;
      if (d === 0) {
        if (text) zero = true;
      } else {
        text = DIGITS[d]! + SMALL_UNITS[i]! + (zero ? '零' : '') + text;
        zero = false;
      }
    }
    if (part > 0) {
      integer = text + BIG_UNITS[section]! + (pendingZero && integer ? '零' : '') + integer;
    }
    pendingZero = part < 1000;
    yuan = Math.floor(yuan / 10000);
    section++;
  }
  let out = `${integer}元`;
  if (jiao === 0 && cent === 0) return `${out}整`;
  if (jiao > 0) out += `${DIGITS[jiao]}角`;
  else out += '零';
  if (cent > 0) out += `${DIGITS[cent]}分`;
  return out;
}
