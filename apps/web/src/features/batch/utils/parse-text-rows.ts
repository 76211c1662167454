/** Keywords of one text line, in the shape batch/cable/query takes, plus the quantity read from it. */
export interface TextRow {
  raw: string;
  keywords: { index: number; name: string; scope: string; model: string; prop: string; spec: string };
  count?: string;
  unit?: string;
}

/** batch/cable/query accepts at most 500 keyword rows (contract). */
export const MAX_TEXT_ROWS = 500;

const SCOPE = /(\d+(?:\.\d+)?\s*\/\s*\d+(?:\.\d+)?\s*k?V|\d+(?:\.\d+)?\s*kV)/i;
/** Conductor groups such as 3*95+1*50; people also type ×, x, X or the full-width ＊. */
const SPEC = /\d{1,3}\s*[*×xX＊]\s*\d{1,4}(?:\.\d{1,2})?(?:\s*\+\s*\d{1,3}\s*[*×xX＊]\s*\d{1,4}(?:\.\d{1,2})?)*/;
const MODEL = /(?:^|[\s,，;；])([A-Za-z]{1,6}(?:-[A-Za-z]{1,6})*[A-Za-z0-9]*(?:-[A-Za-z0-9]+)*)(?=$|[\s,，;；])/;
const QUANTITY = /(\d+(?:\.\d+)?)\s*(米|m|M|千米|km|KM|公里|卷|盘|根)?\s*$/;
const PROPS = ['阻燃', '耐火', '低烟无卤', '铠装', '铜芯', '铝芯', '软线', '硬线', '护套线'];

function toHalfWidth(text: string): string {
  return text
    .replace(/[\uFF01-\uFF5E]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ');
}

export function normaliseSpec(spec: string): string {
  return spec.replace(/\s+/g, '').replace(/[×xX＊]/g, '*');
}

function normaliseScope(scope: string): string {
  return scope.replace(/\s+/g, '').replace(/kv$/i, 'kV').replace(/v$/i, 'V');
}

/** Reads model, voltage, spec and quantity from one line; a line with neither model nor spec gives undefined. */
export function parseTextLine(line: string, index: number): TextRow | undefined {
  const raw = line.trim();
  if (raw === '') return undefined;
  let rest = ` ${toHalfWidth(raw)} `;

  const scopeMatch = SCOPE.exec(rest);
  const scope = scopeMatch ? normaliseScope(scopeMatch[1] ?? '') : '';
  if (scopeMatch) rest = rest.replace(scopeMatch[0], ' ');

  const specMatch = SPEC.exec(rest);
  const spec = specMatch ? normaliseSpec(specMatch[0]) : '';
  if (specMatch) rest = rest.replace(specMatch[0], ' ');

  const modelMatch = MODEL.exec(rest.replace(/[-—]+(?=\s)/g, ' '));
  const model = modelMatch ? (modelMatch[1] ?? '').toUpperCase() : '';
  if (modelMatch) rest = rest.replace(modelMatch[1] ?? '', ' ');

  const quantityMatch = QUANTITY.exec(rest.trim());
  const count = quantityMatch?.[1];
  const unit = quantityMatch?.[2];
  if (quantityMatch) rest = rest.trim().slice(0, quantityMatch.index);

  if (model === '' && spec === '') return undefined;
  const prop = PROPS.find((word) => raw.includes(word)) ?? '';
  const name = rest
    .replace(/[\s,，;；:：]+/g, ' ')
    .trim()
    .slice(0, 128);
  return {
    raw: raw.slice(0, 1024),
    keywords: { index, name, scope: scope.slice(0, 32), model: model.slice(0, 32), prop, spec: spec.slice(0, 64) },
    ...(count ? { count } : {}),
    ...(unit ? { unit } : {}),
  };
}

/** Every line that names a model or a spec, numbered from 0 in the order typed. */
export function parseTextRows(text: string): TextRow[] {
  const rows: TextRow[] = [];
  for (const line of text.split(/\r?\n/)) {
    const row = parseTextLine(line, rows.length);
    if (row) rows.push(row);
  }
  return rows;
}

export function countTextLines(text: string): number {
  return text.split(/\r?\n/).filter((line) => line.trim() !== '').length;
}
