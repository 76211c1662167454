import type { ResponseData } from '../../../api/types';
import type { TextRow } from './parse-text-rows';

export type CableInfo = ResponseData<'/biz/qms/cable/info/list'>['cables'][number];
export type UploadResult = ResponseData<'/biz/qms/batch/file/upload'>;
export type QueryResult = ResponseData<'/biz/qms/batch/cable/query'>;
export type UploadKind = UploadResult['kind'];

export type RowStatus = 'matched' | 'corrected' | 'unmatched' | 'review';

/** One recognised row as the results table shows and edits it. */
export interface BatchRowView {
  index: number;
  raw: string;
  keywords: TextRow['keywords'];
  count: string;
  unit: string;
  /** Cables the server matched; the first is chosen unless the user picks another. */
  infos: CableInfo[];
  chosen?: CableInfo;
  status: RowStatus;
}

const COUNT = /^\d+(\.\d+)?$/;

export function isValidCount(count: string): boolean {
  return COUNT.test(count) && Number(count) > 0 && count.length <= 16;
}

function countOf(value: string | undefined): string {
  const trimmed = (value ?? '').trim();
  return isValidCount(trimmed) ? trimmed : '1';
}

function view(
  row: { index: number; raw: string; keywords: TextRow['keywords']; count?: string; unit?: string },
  infos: CableInfo[],
): BatchRowView {
  const chosen = infos[0];
  return {
    index: row.index,
    raw: row.raw,
    keywords: row.keywords,
    count: countOf(row.count),
    unit: row.unit ?? '',
    infos,
    ...(chosen ? { chosen } : {}),
    status: chosen ? 'matched' : 'unmatched',
  };
}

export function rowsFromUpload(result: UploadResult): BatchRowView[] {
  return result.results.map((row) => view(row, row.infos));
}

/** batch/cable/query answers per index; rows the server left out count as unmatched. */
export function rowsFromQuery(rows: readonly TextRow[], result: QueryResult): BatchRowView[] {
  const infosByIndex = new Map(result.results.map((entry) => [entry.index, entry.infos]));
  return rows.map((row) => view({ ...row, index: row.keywords.index }, infosByIndex.get(row.keywords.index) ?? []));
}

export function keywordSummary(keywords: TextRow['keywords']): string {
  return [keywords.model, keywords.scope, keywords.spec].filter(Boolean).join(' ') || keywords.name || '-';
}

export function cableLabel(cable: CableInfo): string {
  return [cable.model, cable.scope, cable.spec].filter(Boolean).join(' ');
}

/** Rows ready for inventory/add: a chosen cable and a valid quantity. */
export function addableRows(rows: readonly BatchRowView[]): BatchRowView[] {
  return rows.filter((row) => row.chosen && (row.status === 'matched' || row.status === 'corrected'));
}

/** Rules to save: each hand-corrected row teaches that its source text means the chosen cable. */
export function rulesFromCorrections(rows: readonly BatchRowView[]): { cable: string; matches: string[] }[] {
  const byCable = new Map<string, Set<string>>();
  for (const row of rows) {
    if (row.status !== 'corrected' || !row.chosen) continue;
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
    .filter((row) => row.status === 'unmatched')
    .map((row) => row.raw.trim().slice(0, 128))
    .filter((text) => text !== '');
  return [...new Set(texts)].slice(0, 200);
}
