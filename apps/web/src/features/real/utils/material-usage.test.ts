import { describe, expect, it } from 'vitest';
import { summariseMaterialUsage } from './material-usage';

describe('summariseMaterialUsage', () => {
  it('groups by category with weights in kg and shares of the total', () => {
    const summary = summariseMaterialUsage([
      { cata: '导体', name: '铜', weight: 1425.304 },
      { cata: '绝缘', name: '交联聚乙烯', weight: 312.8 },
      { cata: '导体', name: '铝', weight: 100 },
      { cata: '护套', name: 'PVC', weight: 162.0 },
    ]);
    expect(summary.total).toBe(2000.1);
    expect(summary.groups.map((group) => group.cata)).toEqual(['导体', '绝缘', '护套']);
    expect(summary.groups[0]).toEqual({
      cata: '导体',
      weight: 1525.3,
      percent: 76.26,
      items: [
        { name: '铜', weight: 1425.3 },
        { name: '铝', weight: 100 },
      ],
    });
  });

  it('makes the shares add up to exactly 100 where plain rounding would not', () => {
    const summary = summariseMaterialUsage([
      { cata: 'a', name: 'x', weight: 1 },
      { cata: 'b', name: 'y', weight: 1 },
      { cata: 'c', name: 'z', weight: 1 },
    ]);
    const shares = summary.groups.map((group) => group.percent);
    expect(shares).toEqual([33.34, 33.33, 33.33]);
    expect(Math.round(shares.reduce((sum, share) => sum + share, 0) * 100)).toBe(10_000);
  });

  it('keeps the sum at 100 for many uneven categories', () => {
    const rows = Array.from({ length: 17 }, (_, index) => ({ cata: `c${index}`, name: 'm', weight: 1 + index * 0.37 }));
    const summary = summariseMaterialUsage(rows);
    const sum = summary.groups.reduce((total, group) => total + group.percent, 0);
    expect(Math.abs(sum - 100)).toBeLessThan(1e-9);
  });

  it('merges rows of the same material and falls back to the label for a row without a name', () => {
    const summary = summariseMaterialUsage([
      { cata: '导体', name: '铜', label: '铜 10.01kg', weight: 10.005 },
      { cata: '导体', name: '铜', weight: 5 },
      { cata: '导体', name: ' ', label: '镀锡铜', weight: 1 },
    ]);
    expect(summary.groups[0]?.items).toEqual([
      { name: '铜', weight: 15.01 },
      { name: '镀锡铜', weight: 1 },
    ]);
    expect(summary.groups[0]?.percent).toBe(100);
  });

  it('counts broken weights as zero and gives zero shares for an empty total', () => {
    const summary = summariseMaterialUsage([
      { cata: '导体', name: '铜', weight: Number.NaN },
      { cata: '绝缘', name: 'PE', weight: -3 },
    ]);
    expect(summary.total).toBe(0);
    expect(summary.groups.map((group) => group.percent)).toEqual([0, 0]);
    expect(summariseMaterialUsage([])).toEqual({ groups: [], total: 0 });
  });
});
