/**
 * Batch rows as the client sees them: each inquiry row (read by @cable/contracts/inquiry) matched against the
 * catalogue with the user's rules, its state (matched / review / unmatched) and the reasons a person must look.
 */
import { keywordsOfRow, type ReviewReason, type RowStatus, readCable } from '@cable/contracts/inquiry';
import type { BatchKeywords, BatchResult, BatchRow } from '@cable/contracts/schemas/batch';
import type { CableInfo } from '@cable/contracts/schemas/cables';
import type { UnitMode } from '@cable/contracts/schemas/common';
import { type MatchableRow, matchRow } from '../domain/matching';
import type { PictureRow } from '../domain/unclear-cells';
import type { Repositories } from '../store/repositories';
import type { UserRecord } from '../store/types';
import { cableInfoFor, priceViewOf } from '../views/cable-view';

/**
 * Reasons that come from reading the row: the quantity's, a model the row itself casts doubt on (a 材质 cell naming
 * the other metal), a kV level no cable is rated at (11kV), and a picture's cell read with low confidence. The cable's
 * other reasons come from matching.
 */
const READING_REASONS: ReadonlySet<ReviewReason> = new Set([
  'unit-unknown',
  'drum-length-missing',
  'quantity-missing',
  'quantity-ambiguous',
  'model-uncertain',
  'voltage-ambiguous',
  'text-unclear',
  'line-cancelled',
  'spec-ambiguous',
  'note-changes-row',
  'row-hidden',
]);

export interface RowState {
  status: RowStatus;
  reasons: ReviewReason[];
  infos: CableInfo[];
}

/** A row's cable and state: matched only with one certain cable and nothing else to check. */
export function stateOf(
  repos: Repositories,
  user: UserRecord,
  row: MatchableRow,
  readingReasons: readonly ReviewReason[],
  unit: UnitMode | undefined,
): RowState {
  const match = matchRow(row, repos.store.state.cables, repos.store.state.batchRules[user.id] ?? []);
  const reasons = [...new Set([...match.reasons, ...readingReasons.filter((r) => READING_REASONS.has(r))])];
  const view = match.candidates.length > 0 ? priceViewOf(repos, user, unit) : null;
  const infos: CableInfo[] = [];
  for (const id of match.candidates) {
    const cable = repos.catalogue.cableById(id);
    if (cable && view) infos.push(cableInfoFor(repos, cable, user, view));
  }
  const status: RowStatus =
    match.cable && reasons.length === 0 ? 'matched' : match.cable || infos.length > 0 ? 'review' : 'unmatched';
  return { status, reasons, infos };
}

/** One row of an uploaded file, matched; a picture's row keeps the cells it was unsure of. */
export function batchRowOf(
  repos: Repositories,
  user: UserRecord,
  row: PictureRow,
  unit: UnitMode | undefined,
): BatchRow {
  const state = stateOf(repos, user, row, row.reasons, unit);
  return {
    index: row.index,
    raw: row.raw.slice(0, 1024),
    keywords: keywordsOfRow(row),
    line: row.line,
    ...(row.count ? { count: row.count.slice(0, 16) } : {}),
    ...(row.unit ? { unit: row.unit.slice(0, 16) } : {}),
    ...(row.metres !== undefined ? { metres: row.metres } : {}),
    ...state,
    ...(row.unclear ? { unclear: row.unclear } : {}),
  };
}

/**
 * A keyword row of batch/cable/query (the client read the text with the same parser): its model, voltage and spec
 * read again as one text, so a client that sends "3×240" or "YJV22-0.6/1kV" in any field is understood too.
 */
function rowOfKeywords(k: BatchKeywords): { row: MatchableRow; keywords: BatchKeywords } {
  let cable = readCable([k.model, k.scope, k.spec].join(' '));
  if (!cable.model && !cable.spec && k.name) cable = readCable([k.name, k.model, k.scope, k.spec].join(' '));
  const item = [k.name, k.model, k.scope, k.spec].filter((t) => t.trim()).join(' ');
  const row: MatchableRow = {
    model: cable.model,
    scope: cable.scope,
    spec: cable.spec,
    raw: item,
    item,
    ...(k.section ? { section: k.section } : {}),
  };
  const keywords: BatchKeywords = {
    ...k,
    model: cable.model.slice(0, 32) || k.model,
    scope: cable.scope.slice(0, 32) || k.scope,
    spec: cable.spec.slice(0, 64) || k.spec,
    prop: k.prop || cable.prop.slice(0, 32),
  };
  return { row, keywords };
}

/** batch/cable/query: each keyword row matched, with the state its quantity (as the client read it) allows. */
export function queryResultOf(
  repos: Repositories,
  user: UserRecord,
  rows: readonly BatchKeywords[],
  unit: UnitMode | undefined,
): { cables: CableInfo[]; keywords: BatchKeywords[]; results: BatchResult[] } {
  const seen = new Map<string, CableInfo>();
  const keywords: BatchKeywords[] = [];
  const results = rows.map((k) => {
    const read = rowOfKeywords(k);
    keywords.push(read.keywords);
    const state = stateOf(repos, user, read.row, k.reasons ?? [], unit);
    for (const info of state.infos) if (!seen.has(info.id)) seen.set(info.id, info);
    return { index: k.index, ...state, ...(k.metres !== undefined ? { metres: k.metres } : {}) };
  });
  return { cables: [...seen.values()], keywords, results };
}
