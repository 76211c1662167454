import type { ReviewReason } from './reasons';
import type { InquiryRow } from './rows';

/** The keywords batch/cable/query matches (the contract's BatchKeywords), as plain data the browser can build. */
export interface RowKeywords {
  index: number;
  name: string;
  scope: string;
  model: string;
  prop: string;
  spec: string;
  count?: string;
  unit?: string;
  metres?: number;
  /** The voltage the row's section heading names, when the row states none. */
  section?: string;
  reasons: ReviewReason[];
}

/** A read row as the keywords the server matches, cut to the contract's field lengths. */
export function keywordsOfRow(row: InquiryRow): RowKeywords {
  return {
    index: row.index,
    name: row.name.slice(0, 128),
    scope: row.scope.slice(0, 32),
    model: row.model.slice(0, 32),
    prop: row.prop.slice(0, 32),
    spec: row.spec.slice(0, 64),
    ...(row.count ? { count: row.count.slice(0, 16) } : {}),
    ...(row.unit ? { unit: row.unit.slice(0, 16) } : {}),
    ...(row.metres !== undefined ? { metres: row.metres } : {}),
    ...(row.section ? { section: row.section.slice(0, 32) } : {}),
    reasons: row.reasons,
  };
}
