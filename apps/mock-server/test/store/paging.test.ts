import { describe, expect, it } from 'vitest';
import { pageOf } from '../../src/store/paging';

const rows = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, created: 1000 + i }));

describe('pageOf', () => {
  it('slices pages and counts pages and rows', () => {
    const first = pageOf(rows, { len: 20, num: 1 }, 5000);
    expect(first.rows.map((r) => r.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(first.page).toEqual({ all: 3, num: 1, row: 45, sec: 5000 });
    expect(pageOf(rows, { len: 20, num: 3 }, 5000).rows.map((r) => r.id)).toEqual([41, 42, 43, 44, 45]);
    expect(pageOf(rows, { len: 20, num: 4 }, 5000).rows).toEqual([]);
  });

  it('defaults to the first page of 20 and answers empty lists with zero pages', () => {
    expect(pageOf(rows, undefined, 7).page).toEqual({ all: 3, num: 1, row: 45, sec: 7 });
    expect(pageOf([], { len: 10, num: 1 }, 7).page).toEqual({ all: 0, num: 1, row: 0, sec: 7 });
  });

  it('leaves out rows created after the snapshot marker', () => {
    const later = pageOf(rows, { len: 10, num: 1, sec: 1009 }, 9999, (r) => r.created);
    expect(later.page).toEqual({ all: 1, num: 1, row: 10, sec: 1009 });
  });
});
