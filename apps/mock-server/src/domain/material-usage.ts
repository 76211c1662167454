/**
 * Material usage of quotation items (材料用量): kg per weight category, rounded to 2 decimals so the rows add up to the
 * total, and percents (2 decimals, largest remainder) that add up to 100.
 */
import { WEIGHT_CATEGORY_LABEL, type WeightCategory } from './pricing';

export interface MaterialUsageRow {
  cata: WeightCategory;
  name: string;
  label: string;
  /** kg, 2 decimals; the rows add up to total. */
  weight: number;
  /** Share of the total in percent, 2 decimals; the rows add up to 100. */
  percent: number;
}

export interface MaterialUsage {
  infos: MaterialUsageRow[];
  items: Array<{ id: string; name: string; cata: WeightCategory; weight: number }>;
  total: number;
}

/** One item's line: its kg per metre per category and its metres. */
export interface UsageLine {
  id: string;
  name: string;
  kgPerMetre: Record<WeightCategory, number>;
  metres: number;
}

export function materialUsage(lines: readonly UsageLine[]): MaterialUsage {
  const perCategory: Record<WeightCategory, number> = { copper: 0, aluminium: 0, insulation: 0, sheath: 0, armour: 0 };
  const items = lines.map((line) => {
    let weight = 0;
    for (const [category, kg] of Object.entries(line.kgPerMetre) as Array<[WeightCategory, number]>) {
      perCategory[category] += kg * line.metres;
      weight += kg * line.metres;
    }
    const cata: WeightCategory = line.kgPerMetre.aluminium > 0 ? 'aluminium' : 'copper';
    return { id: line.id, name: line.name, cata, weight: Math.round(weight * 100) / 100 };
  });
  const categories = (Object.keys(perCategory) as WeightCategory[]).filter((k) => perCategory[k] > 0);
  const weights = categories.map((k) => Math.round(perCategory[k] * 100) / 100);
  const total = Math.round(weights.reduce((s, w) => s + w, 0) * 100) / 100;
  const percents = largestRemainder(
    weights.map((w) => (total > 0 ? (w / total) * 10000 : 0)),
    total > 0 ? 10000 : 0,
  );
  return {
    infos: categories.map((cata, n) => ({
      cata,
      name: WEIGHT_CATEGORY_LABEL[cata],
      label: `${WEIGHT_CATEGORY_LABEL[cata]} ${weights[n]!.toFixed(2)}kg`,
      weight: weights[n]!,
      percent: percents[n]! / 100,
    })),
    items,
    total,
  };
}

/** Integer parts that sum to `total`, distributing the remainder to the largest fractions. */
function largestRemainder(values: readonly number[], total: number): number[] {
  const floors = values.map((v) => Math.floor(v));
  let left = Math.round(total - floors.reduce((s, v) => s + v, 0));
  const order = values.map((v, i) => [v - Math.floor(v), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    floors[i]!++;
    left--;
  }
  return floors;
}
