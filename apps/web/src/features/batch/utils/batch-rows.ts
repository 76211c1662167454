import type { ReviewReason } from '@cable/contracts/inquiry';
import type { ResponseData } from '../../../api/types';
import { parseMetres } from '../../../lib/quantity';

export type CableInfo = ResponseData<'/biz/qms/cable/info/list'>['cables'][number];
export type UploadResult = ResponseData<'/biz/qms/batch/file/upload'>;
export type QueryResult = ResponseData<'/biz/qms/batch/cable/query'>;
export type UploadKind = UploadResult['kind'];
export type BatchKeywords = UploadResult['results'][number]['keywords'];
/** A cell recognised with low confidence in a picture or scanned page, with where it is in the file as uploaded. */
export type UnclearCell = NonNullable<UploadResult['results'][number]['unclear']>[number];

/**
 * What a row is at in the user's hands: as the server judged it (matched, review, unmatched), or after the user
 * confirmed a review row, picked its cable by hand (corrected), or sent an unmatched row for review (submitted).
 */
export type RowState = 'matched' | 'review' | 'unmatched' | 'confirmed' | 'corrected' | 'submitted';

/** One recognised row as the results table shows and edits it. */
export interface BatchRowView {
  index: number;
  /** Sheet row, text line or PDF line of the source (1-based), when known. */
  line?: number;
  raw: string;
  keywords: BatchKeywords;
  /** Quantity and unit as the row writes them ('' when it writes none). */
  written: { count: string; unit: string };
  /** The quantity to quote as the user sees and types it: metres read by the server, or what the user typed. */
  quantity: string;
  /** The chosen cable first; suggestions for a review row. */
  infos: CableInfo[];
  chosen?: CableInfo;
  state: RowState;
  /** Why the server wants a person's look; kept after confirmation so the rule can learn from cable corrections. */
  reasons: ReviewReason[];
  /** The cells read unsure in the picture (text-unclear), to show beside the text read. */
  unclear: UnclearCell[];
}

/** States a row can be quoted in: a cable is decided. */
const QUOTABLE: ReadonlySet<RowState> = new Set(['matched', 'confirmed', 'corrected']);

export function isQuotable(row: BatchRowView): boolean {
  return QUOTABLE.has(row.state) && row.chosen !== undefined;
}

/** The metres to quote, or undefined while the quantity is not a length the parser reads with certainty. */
export function metresOf(row: BatchRowView): string | undefined {
  const reading = parseMetres(row.quantity);
  return reading.ok ? reading.metres : undefined;
}

/** A review row can be confirmed once it has a cable and a quantity in metres. */
export function canConfirm(row: BatchRowView): boolean {
  return row.state === 'review' && row.chosen !== undefined && metresOf(row) !== undefined;
}

export interface RowCounts {
  matched: number;
  review: number;
  unmatched: number;
}

export function countRows(rows: readonly BatchRowView[]): RowCounts {
  const counts: RowCounts = { matched: 0, review: 0, unmatched: 0 };
  for (const row of rows) {
    if (isQuotable(row)) counts.matched++;
    else if (row.state === 'review') counts.review++;
    else counts.unmatched++;
  }
  return counts;
}

export function filterOf(row: BatchRowView): keyof RowCounts {
  return isQuotable(row) ? 'matched' : row.state === 'review' ? 'review' : 'unmatched';
}

interface ServerRow {
  index: number;
  line?: number;
  raw: string;
  keywords: BatchKeywords;
  count?: string;
  unit?: string;
  metres?: number;
  status: 'matched' | 'review' | 'unmatched';
  reasons: ReviewReason[];
  infos: CableInfo[];
  unclear?: UnclearCell[];
}

function view(row: ServerRow): BatchRowView {
  const chosen = row.infos[0];
  // A matched row always has its cable; a row the server calls matched without one would be a server fault, and is
  // shown for review rather than quoted blind.
  const state = row.status === 'matched' && !chosen ? 'review' : row.status;
  return {
    index: row.index,
    ...(row.line === undefined ? {} : { line: row.line }),
    raw: row.raw,
    keywords: row.keywords,
    written: { count: row.count ?? '', unit: row.unit ?? '' },
    quantity: row.metres === undefined ? '' : String(row.metres),
    infos: row.infos,
    ...(chosen ? { chosen } : {}),
    state,
    reasons: row.reasons,
    unclear: row.unclear ?? [],
  };
}

export function rowsFromUpload(result: UploadResult): BatchRowView[] {
  return result.results.map(view);
}

/** A text line as sent to batch/cable/query: its text and the keywords read from it (quantity included). */
export interface SentTextRow {
  raw: string;
  line?: number;
  keywords: BatchKeywords;
}

/** batch/cable/query answers per index; a row the server left out is unmatched. */
export function rowsFromQuery(rows: readonly SentTextRow[], result: QueryResult): BatchRowView[] {
  const byIndex = new Map(result.results.map((entry) => [entry.index, entry]));
  return rows.map((row) => {
    const answer = byIndex.get(row.keywords.index);
    const metres = answer?.metres ?? row.keywords.metres;
    return view({
      index: row.keywords.index,
      ...(row.line === undefined ? {} : { line: row.line }),
      raw: row.raw,
      keywords: row.keywords,
      ...(row.keywords.count ? { count: row.keywords.count } : {}),
      ...(row.keywords.unit ? { unit: row.keywords.unit } : {}),
      ...(metres === undefined ? {} : { metres }),
      status: answer?.status ?? 'unmatched',
      reasons: answer?.reasons ?? row.keywords.reasons ?? [],
      infos: answer?.infos ?? [],
    });
  });
}

export function keywordSummary(keywords: BatchKeywords): string {
  return [keywords.model, keywords.scope, keywords.spec].filter(Boolean).join(' ') || keywords.name || '-';
}

export function cableLabel(cable: CableInfo): string {
  return [cable.model, cable.scope, cable.spec].filter(Boolean).join(' ');
}

/** The written quantity when it says more than the metres do (another unit, drums, no length). */
export function writtenQuantity(row: BatchRowView): string | undefined {
  const { count, unit } = row.written;
  // A unit without a number says nothing the reasons do not (数量无法识别).
  if (!count) return undefined;
  if (count && /^(?:米|m)?$/i.test(unit) && count === row.quantity) return undefined;
  return [count, unit].filter(Boolean).join(' ');
}

/** Reasons that concern the cable, not the quantity: a correction of those teaches a rule. */
const CABLE_REASONS: ReadonlySet<ReviewReason> = new Set([
  'spec-unreadable',
  'model-unknown',
  'model-uncertain',
  'voltage-ambiguous',
  'not-in-catalogue',
]);

/** Rows whose cable the user decided: picked by hand, or confirmed where the server doubted the cable. */
function taughtCable(row: BatchRowView): boolean {
  if (!row.chosen) return false;
  if (row.state === 'corrected') return true;
  return row.state === 'confirmed' && row.reasons.some((reason) => CABLE_REASONS.has(reason));
}

/** Rules to save: each row whose cable the user decided teaches that its text means that cable. */
export function rulesFromCorrections(rows: readonly BatchRowView[]): { cable: string; matches: string[] }[] {
  const byCable = new Map<string, Set<string>>();
  for (const row of rows) {
    if (!taughtCable(row) || !row.chosen) continue;
    const text = row.raw.trim().slice(0, 128);
    if (!text) continue;
    const matches = byCable.get(row.chosen.id) ?? new Set<string>();
    matches.add(text);
    byCable.set(row.chosen.id, matches);
  }
  return [...byCable].map(([cable, matches]) => ({ cable, matches: [...matches].slice(0, 50) }));
}

/** Texts of unmatched rows to upload for review (rule/submit takes strings). */
export function reviewTexts(rows: readonly BatchRowView[]): string[] {
  const texts = rows
    .filter((row) => row.state === 'unmatched')
    .map((row) => row.raw.trim().slice(0, 128))
    .filter((text) => text !== '');
  return [...new Set(texts)].slice(0, 200);
}
