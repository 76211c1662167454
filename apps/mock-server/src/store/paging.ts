/**
 * Paging of list answers (page request {len, num, sec} -> page result {all, num, row, sec}).
 * sec is a snapshot marker: the first page answers the server's time, and later pages that send
 * it back leave out rows created after it, so rows added meanwhile do not shift the pages.
 */
export interface PageRequest {
  len: number;
  num: number;
  sec?: number;
}

export interface PageResult {
  all: number;
  num: number;
  row: number;
  sec: number;
}

export const DEFAULT_PAGE_LEN = 20;

export function pageOf<T>(
  rows: readonly T[],
  page: PageRequest | undefined,
  nowSec: number,
  createdOf?: (row: T) => number,
): { rows: T[]; page: PageResult } {
  const len = Math.max(1, Math.floor(page?.len ?? DEFAULT_PAGE_LEN));
  const num = Math.max(1, Math.floor(page?.num ?? 1));
  const sec = page?.sec && page.sec > 0 ? page.sec : nowSec;
  // Only the page is copied out of the rows: a copy of all of them first cost a list's size on every page.
  const visible = createdOf && page?.sec ? rows.filter((r) => createdOf(r) <= sec) : rows;
  const all = Math.ceil(visible.length / len);
  return {
    rows: visible.slice((num - 1) * len, num * len),
    page: { all, num, row: visible.length, sec },
  };
}
