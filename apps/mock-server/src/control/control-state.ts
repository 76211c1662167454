/**
 * Scenario switches that live beside the domain state: they steer how the server answers, not what it knows, so a
 * reset clears them and the data file never holds them. (Maintenance and the web version are the store's: the real
 * backend keeps them as data.)
 */
export type FaultKind = 'latency' | 'hang' | 'drop' | 'error';

export interface FaultRuleInput {
  /** Request path; `*` matches any run of characters (e.g. "/biz/qms/inventory/*"). */
  pattern: string;
  /** Only this HTTP method; any method when absent. */
  method?: 'GET' | 'POST';
  kind: FaultKind;
  /** latency: delay before handling; hang: how long the request stalls before it is handled (default 25 s). */
  ms?: number;
  /** error: stat.err to answer (any non-zero code; the table's HTTP status when it is one of the contract's). */
  code?: number;
  message?: string;
  /** Apply to this many matching requests, then remove the rule; forever when absent. */
  times?: number;
}

export interface FaultRule extends FaultRuleInput {
  id: number;
  /** How many requests the rule has hit so far. */
  hits: number;
}

/** Longer than the client's 20 s timeout, so a hang is seen as a timeout. */
export const DEFAULT_HANG_MS = 25_000;

function patternRegExp(pattern: string): RegExp {
  const escaped = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`);
}

export interface QrAutoConfirm {
  seconds: number;
  /** Account name of the demo user to confirm as. */
  user: string;
  /** Unix ms from which issued QRs are confirmed (earlier ones are left alone). */
  sinceMs: number;
}

export interface AdjustmentRepeat {
  every: number;
  seconds: number;
  deltas: Record<string, number>;
  /** Unix ms (of the clock) at which the next run is due. */
  nextMs: number;
}

export class ControlState {
  qrAutoConfirm: QrAutoConfirm | null = null;
  adjustmentRepeat: AdjustmentRepeat | null = null;
  private rules: { rule: FaultRule; matcher: RegExp }[] = [];
  private nextRuleId = 1;

  addFault(input: FaultRuleInput): FaultRule {
    const rule: FaultRule = { ...input, id: this.nextRuleId++, hits: 0 };
    this.rules.push({ rule, matcher: patternRegExp(input.pattern) });
    return rule;
  }

  removeFault(id: number): boolean {
    const before = this.rules.length;
    this.rules = this.rules.filter((entry) => entry.rule.id !== id);
    return this.rules.length < before;
  }

  clearFaults(): void {
    this.rules = [];
  }

  faults(): FaultRule[] {
    return this.rules.map((entry) => ({ ...entry.rule }));
  }

  /** The first rule matching the request, counted as used (a rule with `times` expires after its last use). */
  takeFault(method: string, path: string): FaultRule | undefined {
    const entry = this.rules.find(
      ({ rule, matcher }) => (rule.method === undefined || rule.method === method) && matcher.test(path),
    );
    if (!entry) return undefined;
    entry.rule.hits++;
    if (entry.rule.times !== undefined && entry.rule.hits >= entry.rule.times) this.removeFault(entry.rule.id);
    return { ...entry.rule };
  }

  reset(): void {
    this.qrAutoConfirm = null;
    this.adjustmentRepeat = null;
    this.clearFaults();
  }
}
