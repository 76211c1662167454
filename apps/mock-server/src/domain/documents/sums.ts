import type { QuotationDoc } from './model';

export const UNPRICED_TEXT = '未定价';
export const NO_WEIGHT_TEXT = '重量未知';

/** A row under a quotation's lines: the goods subtotal, a fee, or the total (whose note says what it leaves out). */
export interface SumRow {
  label: string;
  amount: number;
  kind: 'subtotal' | 'fee' | 'total';
  note?: string;
}

/** What a total leaves out, e.g. 不含 2 项未定价; '' when nothing. */
export function excludedNote(doc: Pick<QuotationDoc, 'unpriced'>): string {
  return doc.unpriced > 0 ? `不含 ${doc.unpriced} 项${UNPRICED_TEXT}` : '';
}

/**
 * The rows every priced document and the workbook print under the lines, so that they add up in print: goods (when
 * a fee follows), each fee counted, and the total. A waived freight is printed at 0 so the reader sees why.
 */
export function sumRows(doc: QuotationDoc): SumRow[] {
  const fees: SumRow[] = [];
  if (doc.packageFee > 0) fees.push({ label: '包装费', amount: doc.packageFee, kind: 'fee' });
  if (doc.freight > 0) fees.push({ label: '运费', amount: doc.freight, kind: 'fee' });
  else if (doc.freightWaived) fees.push({ label: '运费（满额免运费）', amount: 0, kind: 'fee' });
  const note = excludedNote(doc);
  return [
    ...(fees.length > 0 ? [{ label: '货款小计', amount: doc.goods, kind: 'subtotal' as const }] : []),
    ...fees,
    { label: '合计', amount: doc.total, kind: 'total', ...(note ? { note } : {}) },
  ];
}

/** Total weight as printed, e.g. 总重约 1,234.56 kg（不含 1 项重量未知）. */
export function weightText(doc: Pick<QuotationDoc, 'weightKg' | 'weightUnknown' | 'lines'>): string {
  const unknown = doc.weightUnknown > 0 ? `（不含 ${doc.weightUnknown} 项${NO_WEIGHT_TEXT}）` : '';
  return `共 ${doc.lines.length} 项，总重约 ${doc.weightKg.toFixed(2)} kg${unknown}`;
}
