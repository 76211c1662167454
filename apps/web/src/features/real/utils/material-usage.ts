export interface MaterialUsageInput {
  cata: string;
  name: string;
  weight: number;
  label?: string;
}

export interface MaterialUsageItem {
  name: string;
  /** kg, rounded to 2 decimals for display. */
  weight: number;
}

export interface MaterialUsageGroup {
  cata: string;
  /** kg, rounded to 2 decimals. */
  weight: number;
  /** Share of the total weight in percent, 2 decimals; the shares of all groups add up to exactly 100. */
  percent: number;
  items: MaterialUsageItem[];
}

export interface MaterialUsageSummary {
  groups: MaterialUsageGroup[];
  /** kg, rounded to 2 decimals. */
  total: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Shares in hundredths of a percent by the largest-remainder method: plain rounding of each share can
 * make the column add up to 99.99 or 100.01, which users read as an error.
 */
function sharesOf(weights: readonly number[], total: number): number[] {
  if (total <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (weight / total) * 10_000);
  const floors = exact.map(Math.floor);
  let left = 10_000 - floors.reduce((sum, value) => sum + value, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  for (const { index } of order) {
    if (left <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left--;
  }
  return floors.map((hundredths) => hundredths / 100);
}

/**
 * Groups the usage rows by category (first appearance order), merges rows of the same material and
 * computes each category's weight and share. Rows with a weight that is not a non-negative number
 * count as 0 rather than poisoning the sums.
 */
export function summariseMaterialUsage(rows: readonly MaterialUsageInput[]): MaterialUsageSummary {
  const groups = new Map<string, { weight: number; items: Map<string, number> }>();
  for (const row of rows) {
    const weight = Number.isFinite(row.weight) && row.weight > 0 ? row.weight : 0;
    const cata = row.cata.trim() || '-';
    const name = row.name.trim() || row.label?.trim() || '-';
    let group = groups.get(cata);
    if (!group) {
      group = { weight: 0, items: new Map() };
      groups.set(cata, group);
    }
    group.weight += weight;
    group.items.set(name, (group.items.get(name) ?? 0) + weight);
  }
  const entries = [...groups.entries()];
  const total = entries.reduce((sum, [, group]) => sum + group.weight, 0);
  const shares = sharesOf(
    entries.map(([, group]) => group.weight),
    total,
  );
  return {
    total: round2(total),
    groups: entries.map(([cata, group], index) => ({
      cata,
      weight: round2(group.weight),
      percent: shares[index] ?? 0,
      items: [...group.items.entries()].map(([name, weight]) => ({ name, weight: round2(weight) })),
    })),
  };
}
