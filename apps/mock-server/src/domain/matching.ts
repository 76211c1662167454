/**
 * Matching inquiry rows (read by the contracts parser, @cable/contracts/inquiry) against the catalogue: the user's
 * match rules first, then model + structure, choosing the voltage the row states (or 0.6/1kV, the level an unstated
 * power cable means). A model that is only close to a catalogue model (a typo, KVV read as KVW) is never matched
 * silently: the row goes to review with the close model's cables as suggestions.
 */
import { comparableText, parseVoltage, type ReviewReason, sameVoltage } from '@cable/contracts/inquiry';

export interface MatchableCable {
  id: string;
  model: string;
  scope: string;
  spec: string;
}

export interface MatchRule {
  cable: string;
  matches: string[];
}

/** What matching needs of a row: its cable as read, and its texts for the user's rules. */
export interface MatchableRow {
  model: string;
  /** Voltage as read ('' when the row states none). */
  scope: string;
  /** The voltage the row's section heading names, when the row states none. */
  section?: string;
  spec: string;
  /** The row as written. */
  raw: string;
  /** What names the item (without quantity and remarks). */
  item: string;
}

export interface RowMatch {
  /** The chosen cable, or null (nothing certain: see reasons and suggestions). */
  cable: string | null;
  /** The chosen cable first, then the same model and structure at other voltages; or the suggestions. */
  candidates: string[];
  by: 'rule' | 'catalogue' | 'none';
  reasons: ReviewReason[];
}

/** The level an inquiry means when it writes none on a power cable. */
const DEFAULT_LEVEL = '0.6/1kV';

// ---- the user's rules ----

/** Where a rule text stands in a row's text, it must not continue a word or number ("3*2" is not in "3*25"). */
function containsWord(text: string, part: string): boolean {
  for (let at = text.indexOf(part); at !== -1; at = text.indexOf(part, at + 1)) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + part.length] ?? ' ';
    if (!/[a-z0-9.*]/.test(before) && !/[a-z0-9.*]/.test(after)) return true;
  }
  return false;
}

/**
 * The user's rule for a row: a rule text equal to the row (or to what names its item), written inside it, or — for a
 * rule learnt from a whole corrected row — one that contains the row's item. The longest rule text wins.
 */
export function ruleFor(row: MatchableRow, rules: readonly MatchRule[]): MatchRule | null {
  const raw = comparableText(row.raw);
  const item = comparableText(row.item);
  const itemIsSpecific = /\d/.test(item) && /[a-z\u4e00-\u9fff]/.test(item) && item.length >= 5;
  let best: { rule: MatchRule; weight: number } | null = null;
  for (const rule of rules) {
    for (const match of rule.matches) {
      const text = comparableText(match);
      if (!text) continue;
      let weight = 0;
      if (text === raw || text === item) weight = 3000 + text.length;
      else if (containsWord(raw, text) || containsWord(item, text)) weight = 2000 + text.length;
      else if (itemIsSpecific && containsWord(text, item)) weight = 1000 + item.length;
      if (weight > (best?.weight ?? 0)) best = { rule, weight };
    }
  }
  return best?.rule ?? null;
}

// ---- models close to a catalogue model ----

/** Letters OCR and hurried typing confuse: W for VV, O for 0, I or L for 1, Z for 2, S for 5, B for 8. */
function folded(model: string): string {
  return model.replace(/W/g, 'VV').replace(/0/g, 'O').replace(/[1L]/g, 'I').replace(/2/g, 'Z').replace(/5/g, 'S');
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** Catalogue models one slip away from a written model (KW, KVW -> KVV; YJY -> YJV). */
export function closeModels(model: string, models: ReadonlySet<string>): string[] {
  if (model.length < 2) return [];
  return [...models].filter((known) => {
    if (known === model) return false;
    if (folded(known) === folded(model)) return true;
    return Math.min(known.length, model.length) >= 2 && editDistance(known, model) === 1;
  });
}

// ---- voltage ----

/** The cable of the written level, or none. */
function atLevel(written: NonNullable<ReturnType<typeof parseVoltage>>, cables: readonly MatchableCable[]) {
  return cables.find((c) => {
    const level = parseVoltage(c.scope);
    return level !== null && sameVoltage(written, level);
  });
}

/**
 * Which of a cable's voltages a row asks for: the one it states; when it states none, the only one the catalogue has,
 * else the one its section heading names ("一、10kV电缆": none of YJV 1×240's is 10 kV, so a person chooses), else
 * 0.6/1kV.
 */
function byVoltage(
  rowScope: string,
  cables: readonly MatchableCable[],
  section?: string,
): { chosen: MatchableCable | null; reasons: ReviewReason[] } {
  const written = rowScope ? parseVoltage(rowScope) : null;
  if (written) {
    const exact = atLevel(written, cables);
    return exact ? { chosen: exact, reasons: [] } : { chosen: null, reasons: ['voltage-ambiguous'] };
  }
  const levels = new Set(cables.map((c) => c.scope));
  if (levels.size === 1) return { chosen: cables[0]!, reasons: [] };
  const sectionLevel = section ? parseVoltage(section) : null;
  if (sectionLevel) {
    const inSection = atLevel(sectionLevel, cables);
    return inSection ? { chosen: inSection, reasons: [] } : { chosen: null, reasons: ['voltage-ambiguous'] };
  }
  const lowVoltage = cables.find((c) => c.scope === DEFAULT_LEVEL);
  return lowVoltage ? { chosen: lowVoltage, reasons: [] } : { chosen: null, reasons: ['voltage-ambiguous'] };
}

const idsWithFirst = (first: MatchableCable | null, cables: readonly MatchableCable[]) => [
  ...(first ? [first.id] : []),
  ...cables.filter((c) => c !== first).map((c) => c.id),
];

/** The catalogue cable a row asks for, or why there is none. */
export function matchRow(
  row: MatchableRow,
  cables: readonly MatchableCable[],
  rules: readonly MatchRule[] = [],
): RowMatch {
  const rule = ruleFor(row, rules);
  if (rule && cables.some((c) => c.id === rule.cable))
    return { cable: rule.cable, candidates: [rule.cable], by: 'rule', reasons: [] };
  if (!row.model) return { cable: null, candidates: [], by: 'none', reasons: ['model-unknown'] };
  if (!row.spec) return { cable: null, candidates: [], by: 'none', reasons: ['spec-unreadable'] };
  const models = new Set(cables.map((c) => c.model));
  if (!models.has(row.model)) {
    const close = closeModels(row.model, models);
    const suggestions = cables.filter((c) => close.includes(c.model) && c.spec === row.spec);
    if (suggestions.length === 0) return { cable: null, candidates: [], by: 'none', reasons: ['model-unknown'] };
    const { chosen } = byVoltage(row.scope, suggestions, row.section);
    return { cable: null, candidates: idsWithFirst(chosen, suggestions), by: 'none', reasons: ['model-uncertain'] };
  }
  const same = cables.filter((c) => c.model === row.model && c.spec === row.spec);
  if (same.length === 0) return { cable: null, candidates: [], by: 'none', reasons: ['not-in-catalogue'] };
  const { chosen, reasons } = byVoltage(row.scope, same, row.section);
  return {
    cable: chosen?.id ?? null,
    candidates: idsWithFirst(chosen, same),
    by: chosen ? 'catalogue' : 'none',
    reasons,
  };
}
