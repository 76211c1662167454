import { type InquiryRow, keywordsOfRow, type ReviewReason, readInquiryText } from '@cable/contracts/inquiry';

/**
 * One row of typed or pasted text, read by the shared inquiry parser (@cable/contracts/inquiry, the same reading the
 * server gives an uploaded .txt file): the keywords batch/cable/query matches, with the quantity read from the row.
 */
export interface TextRow {
  raw: string;
  /** The line of the text the row is on (1-based). */
  line?: number;
  keywords: {
    index: number;
    name: string;
    scope: string;
    model: string;
    prop: string;
    spec: string;
    count?: string;
    unit?: string;
    metres?: number;
    reasons?: ReviewReason[];
  };
  count?: string;
  unit?: string;
  /** Metres asked for, when the row makes them certain. */
  metres?: number;
  /** What reading the row found uncertain (the server adds what matching finds). */
  reasons?: ReviewReason[];
}

/** batch/cable/query accepts at most 500 keyword rows (contract). */
export const MAX_TEXT_ROWS = 500;

function textRowOf(row: InquiryRow): TextRow {
  const keywords = keywordsOfRow(row);
  const { count, unit, metres } = keywords;
  return {
    raw: row.raw.slice(0, 1024),
    line: row.line,
    keywords,
    ...(count !== undefined ? { count } : {}),
    ...(unit !== undefined ? { unit } : {}),
    ...(metres !== undefined ? { metres } : {}),
    reasons: row.reasons,
  };
}

/** Every line that asks for an item, numbered from 0 in the order typed; greetings, notes and totals are left out. */
export function parseTextRows(text: string): TextRow[] {
  return readInquiryText(text).map(textRowOf);
}

export function countTextLines(text: string): number {
  return text.split(/\r?\n/).filter((line) => line.trim() !== '').length;
}
