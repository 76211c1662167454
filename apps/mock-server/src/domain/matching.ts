/**
 * Batch recognition: reading quotation lines ("YJV-0.6/1kV 3*240+1*120 200米") from free text, PDF
 * text or sheet rows, and matching them against the catalogue (user rules first, then model + spec,
 * preferring the stated voltage level).
 */
import { formatStructure, tryParseStructure } from './structure-parser';

export interface QuoteLine {
  /** 0-based position among the recognised lines. */
  index: number;
  raw: string;
  model: string;
  /** Voltage level as written, '' if absent. */
  scope: string;
  /** Canonical spec, e.g. "3*240+1*120". */
  spec: string;
  quantity: string;
  unit: string;
}

const SPEC_RE = /\d{1,2}\s*[*×xX]\s*\d{1,4}(?:\.\d{1,2})?(?:\s*\+\s*\d{1,2}\s*[*×xX]\s*\d{1,4}(?:\.\d{1,2})?)*/;
const VOLT_RE = /\d+(?:\.\d+)?\s*\/\s*\d+(?:\.\d+)?\s*[kK]?[vV]|\d+(?:\.\d+)?\s*[kK][vV]/;
const QTY_RE = /^\s*[,，;；:：]?\s*(\d+(?:\.\d+)?)\s*(千米|公里|km|KM|Km|米|m|M)?/;
const MODEL_RE = /[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z][A-Za-z0-9]*)*/;

/** "YJV-0.6/1kV" -> {model: YJV, scope: 0.6/1kV}; "ZR-YJV22" -> {model: ZR-YJV22, scope: ''}. */
export function splitModelScope(text: string): { model: string; scope: string } {
  const volt = VOLT_RE.exec(text);
  const scope = volt ? normaliseScope(volt[0]) : '';
  const rest = volt ? text.slice(0, volt.index) + text.slice(volt.index + volt[0].length) : text;
  const model = MODEL_RE.exec(rest)?.[0]?.toUpperCase() ?? '';
  return { model, scope };
}

function normaliseScope(text: string): string {
  return text
    .replace(/\s+/g, '')
    .replace(/[kK][vV]$/, 'kV')
    .replace(/(\d)[vV]$/, '$1V');
}

/** Reads one line; null when it holds no spec (headers, blank lines, notes). */
export function parseQuoteLine(raw: string): Omit<QuoteLine, 'index'> | null {
  const specMatch = SPEC_RE.exec(raw);
  if (!specMatch) return null;
  const groups = tryParseStructure(specMatch[0]);
  if (!groups) return null;
  const before = raw.slice(0, specMatch.index);
  const after = raw.slice(specMatch.index + specMatch[0].length);
  const { model, scope } = splitModelScope(before);
  const qty = QTY_RE.exec(after);
  return {
    raw: raw.trim(),
    model,
    scope: scope || splitModelScope(after).scope,
    spec: formatStructure(groups),
    quantity: qty?.[1] ?? '',
    unit: qty?.[2] ?? (qty ? '米' : ''),
  };
}

/** Every line of a text (pasted text, PDF text layer) that reads as a quotation line. */
export function parseQuoteText(text: string): QuoteLine[] {
  const out: QuoteLine[] = [];
  for (const line of text.split(/\r?\n/)) {
    const parsed = parseQuoteLine(line);
    if (parsed) out.push({ ...parsed, index: out.length });
  }
  return out;
}

/**
 * A sheet row: model, spec, quantity and unit, where model+spec or quantity+unit may share a
 * column (the batch page's rule). Returns null for rows without a spec (headers, totals).
 */
export function parseSheetRow(
  cells: { model?: string; spec?: string; quantity?: string; unit?: string },
  index: number,
): QuoteLine | null {
  const joined = [cells.model, cells.spec].filter(Boolean).join(' ');
  const parsed = parseQuoteLine(`${joined} ${[cells.quantity, cells.unit].filter(Boolean).join('')}`);
  if (!parsed) return null;
  return { ...parsed, raw: Object.values(cells).filter(Boolean).join(' '), index };
}

/** Metres for a quantity in 米/m, 千米/公里/km; null for a unit that is not a length. */
export function quantityInMetres(quantity: string, unit: string): number | null {
  const value = Number(quantity);
  if (!Number.isFinite(value) || value <= 0) return null;
  const u = unit.trim().toLowerCase();
  if (u === '' || u === '米' || u === 'm') return value;
  if (u === '千米' || u === '公里' || u === 'km') return value * 1000;
  return null;
}

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

export interface LineMatch {
  /** The chosen cable id, or null when the line is unmatched (to be marked). */
  cable: string | null;
  /** Every catalogue cable with the same model and spec (all voltage levels). */
  candidates: string[];
  by: 'rule' | 'exact' | 'model-spec' | 'none';
}

const scopeKey = (s: string) => s.replace(/\s+/g, '').toLowerCase();

export function matchLine(
  line: QuoteLine,
  cables: readonly MatchableCable[],
  rules: readonly MatchRule[] = [],
): LineMatch {
  const text = line.raw.toLowerCase();
  const rule = rules.find((r) => r.matches.some((m) => m && text.includes(m.toLowerCase())));
  const candidates = cables.filter((c) => c.model === line.model && c.spec === line.spec).map((c) => c.id);
  if (rule) return { cable: rule.cable, candidates, by: 'rule' };
  if (candidates.length === 0) return { cable: null, candidates, by: 'none' };
  if (line.scope) {
    const exact = cables.find(
      (c) => c.model === line.model && c.spec === line.spec && scopeKey(c.scope) === scopeKey(line.scope),
    );
    return exact ? { cable: exact.id, candidates, by: 'exact' } : { cable: null, candidates, by: 'none' };
  }
  return { cable: candidates[0]!, candidates, by: 'model-spec' };
}
