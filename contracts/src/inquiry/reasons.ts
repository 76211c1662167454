/**
 * Why a row needs a person's look before it can be quoted. Stable codes: the server sends them and the web shows
 * them; a row with any of them is never shown as matched.
 */
export const REVIEW_REASONS = [
  /** A quantity whose unit is not a length, a drum or a coil (根, 套, kg...). */
  'unit-unknown',
  /** Drums (盘/轴) or coils with no length per drum on the row or for the product. */
  'drum-length-missing',
  /** No quantity on the row (blank, 按实际, 待定...). */
  'quantity-missing',
  /** Two different quantities on one row. */
  'quantity-ambiguous',
  /** A model without a readable structure (count × area). */
  'spec-unreadable',
  /** No catalogue model is written on the row. */
  'model-unknown',
  /** The model is close to a catalogue model (a typo or a misread letter): the row shows it as a suggestion. */
  'model-uncertain',
  /** The catalogue has the model and spec at several voltages and the row does not say which, or names another. */
  'voltage-ambiguous',
  /** The model is known but the catalogue does not have it with this structure. */
  'not-in-catalogue',
  /** Recognised in a picture: a cell naming the cable or the amount was read with low confidence, or not at all. */
  'text-unclear',
  /** The list marks the line closed or cancelled (状态 已关闭, 备注 需求取消): is it still asked for? */
  'line-cancelled',
  /** Two structures are written for the row ("3×120+1×70（或3×120+2×70）"): which is asked for? */
  'spec-ambiguous',
  /** A note on the list changes the row in a way the reading cannot follow, or the row points to one ("见注1"). */
  'note-changes-row',
  /** The customer's sheet hides the row (a filter on its status, a row hidden by hand): is it asked for? */
  'row-hidden',
] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

/** matched: one catalogue cable and a quantity in metres; review: a person must check; unmatched: nothing found. */
export const ROW_STATUSES = ['matched', 'review', 'unmatched'] as const;
export type RowStatus = (typeof ROW_STATUSES)[number];

/** A row flagged for `reason`: one whose amount is ambiguous keeps no metres; a reason is given once. */
export function flagged(row: { metres?: number; reasons: ReviewReason[] }, reason: ReviewReason): void {
  if (reason === 'quantity-ambiguous') delete row.metres;
  if (!row.reasons.includes(reason)) row.reasons.push(reason);
}
