import { randomBytes } from 'node:crypto';
import { type ControllableClock, createControllableClock } from '../clock/controllable-clock';
import { type Clock, toUnixSeconds } from './clock';
import { filePersistence, type Persistence } from './persistence';
import { createSeedState } from './seed';
import { cloneState, rawOf, type StateChange, Transaction, unwrapDeep } from './transaction';
import type { State } from './types';

/** How many of the latest transactions' changes the store keeps (see changesSince). */
const RECENT_CHANGES = 16;

export interface StateStoreOptions {
  clock?: Clock;
  /** Path of the data file; shorthand for persistence: filePersistence(dataFile). */
  dataFile?: string;
  persistence?: Persistence;
  /** Random hex of n bytes, for tokens, keys and QR tags (injectable for tests). */
  randomHex?: (bytes: number) => string;
}

/**
 * The mock backend's state as one object (so it persists and snapshots whole), with its transaction, persistence,
 * clock, id counters and version. The repositories (./repositories) read and change it; nothing else holds state.
 *
 * - Read through `state` (treat it as read-only); change it only through `mutate(fn)`. A mutation is a transaction:
 *   when fn throws, the state is rolled back; when it returns, the state has been written to the data file (if
 *   persistence is on) before the call returns.
 * - Time comes from the injected clock; ids come from counters in the state (String(n)); tokens, signing keys and QR
 *   tags are random (reproducible with a seeded randomHex).
 * - Units: times in state are Unix seconds except QrRecord.expireMs and adjustment.untilMs (ms); counts are decimal
 *   strings in metres; material prices yuan/kg; weights kg/m.
 */
export class StateStore {
  /** The state's time: its source (options.clock, the system time by default), moved by the control API. */
  readonly clock: ControllableClock;
  readonly randomHex: (bytes: number) => string;
  private current: State;
  private readonly persistence: Persistence | null;
  private transaction: Transaction | null = null;
  /** The running transaction's view of the state's root (the state is replaced when `current` is no longer it). */
  private trackedRoot: State | null = null;
  /** Moves with every finished transaction; caches of derived values hold the version they were built for. */
  private version = 0;
  /**
   * What the latest transactions changed, by the version each one made (at most RECENT_CHANGES of them): null for a
   * transaction whose changes are not known property by property (rolled back, or the whole state replaced).
   */
  private readonly recentChanges = new Map<
    number,
    { changes: readonly StateChange[]; roots: ReadonlySet<string> } | null
  >();
  /** Changes that time makes due, applied before the state is read (a finished price adjustment). */
  private readonly settlers: Array<() => void> = [];

  constructor(options: StateStoreOptions = {}) {
    this.clock = createControllableClock(options.clock);
    this.persistence = options.persistence ?? (options.dataFile ? filePersistence(options.dataFile) : null);
    this.randomHex = options.randomHex ?? ((n) => randomBytes(n).toString('hex'));
    const loaded = this.persistence?.load() ?? null;
    this.current = loaded ?? createSeedState();
    if (!loaded) this.persistence?.save(this.current);
  }

  /** Where the state is persisted, or null for memory only. */
  get dataFile(): string | null {
    return this.persistence?.describe() ?? null;
  }

  /**
   * The live state. Read only: change it through mutate(). Inside a transaction it is the transaction's recording
   * view, so a repository method called inside another's mutation is recorded too (see ./transaction).
   */
  get state(): Readonly<State> {
    return this.current;
  }

  /** The state without the transaction's recording view: for reads that must not wrap what they scan. */
  get rawState(): State {
    return rawOf(this.current);
  }

  /** Whether a transaction is running (its state may be half-changed, so nothing derived from it is cached). */
  get inTransaction(): boolean {
    return this.transaction !== null;
  }

  /** Serialised snapshot (what the data file holds). */
  snapshot(): State {
    return cloneState(this.current);
  }

  /** Runs fn on the state as one transaction: rolled back if fn throws, persisted before returning. Nested calls join. */
  mutate<T>(fn: (state: State) => T): T {
    if (this.transaction) return fn(this.current);
    const root = this.current;
    const transaction = new Transaction();
    const tracked = transaction.track(root);
    let changes: { changes: readonly StateChange[]; roots: ReadonlySet<string> } | null = null;
    this.current = tracked;
    this.transaction = transaction;
    this.trackedRoot = tracked;
    try {
      const result = unwrapDeep(fn(tracked));
      // fn may have replaced the whole state (reset); otherwise the root is the object it changed in place.
      const replaced = this.current !== tracked;
      if (!replaced) this.current = root;
      this.persistence?.save(rawOf(this.current));
      changes = replaced ? null : { changes: transaction.changes(), roots: new Set(transaction.roots) };
      return result;
    } catch (err) {
      transaction.rollback();
      this.current = root;
      throw err;
    } finally {
      this.transaction = null;
      this.trackedRoot = null;
      this.version++;
      this.recentChanges.set(this.version, changes);
      this.recentChanges.delete(this.version - RECENT_CHANGES);
      transaction.close();
    }
  }

  /**
   * Every property changed since the state was at `version`, transaction by transaction; null when that is not known
   * (too many transactions ago, or one of them rolled back or replaced the whole state). A cache built at a version
   * can then tell whether what it derived from was changed, and how.
   */
  changesSince(version: number): StateChange[] | null {
    if (version > this.version || this.version - version > RECENT_CHANGES) return null;
    const changes: StateChange[] = [];
    for (let next = version + 1; next <= this.version; next++) {
      const made = this.recentChanges.get(next);
      if (!made) return null;
      for (const change of made.changes) changes.push(change);
    }
    return changes;
  }

  /**
   * Whether nothing under these top-level keys of the state changed since `version`, the running transaction's
   * changes so far included; false when that is not known. A value derived from those keys alone at `version` is
   * then still the value now.
   */
  unchangedSince(version: number, keys: readonly string[]): boolean {
    if (version > this.version || this.version - version > RECENT_CHANGES) return false;
    for (let next = version + 1; next <= this.version; next++) {
      const made = this.recentChanges.get(next);
      if (!made || keys.some((key) => made.roots.has(key))) return false;
    }
    if (!this.transaction) return true;
    if (this.current !== this.trackedRoot) return false;
    const running = this.transaction.roots;
    return !keys.some((key) => running.has(key));
  }

  /**
   * The state's version: it moves with every change, so a value derived from the state at one version is valid
   * until it moves. Call settleDue() first: a price adjustment that has run its time changes the state when read.
   */
  get stateVersion(): number {
    return this.version;
  }

  /** Registers a change that time makes due; settleDue() applies it. */
  addSettler(settle: () => void): void {
    this.settlers.push(settle);
  }

  /** Applies the changes that time has made due (a finished price adjustment), so stateVersion is current. */
  settleDue(): void {
    for (const settle of this.settlers) settle();
  }

  /** Back to the seed (sessions and QR codes included). */
  reset(): void {
    this.replace(createSeedState());
  }

  /** The whole state replaced by the given one (a snapshot restored), as one transaction, persisted. */
  replace(state: State): void {
    this.mutate(() => {
      this.current = state;
    });
  }

  /** Next id of a kind, inside a mutation. */
  nextId(kind: string): string {
    const next = (this.current.counters[kind] ?? 0) + 1;
    this.current.counters[kind] = next;
    return String(next);
  }

  nowSec(): number {
    return toUnixSeconds(this.clock.now());
  }

  /** The date in China time as YYYYMMDD, for document numbers. */
  chinaDate(): string {
    return new Date(this.clock.now() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
  }
}

/** The record's value at key, created first when absent. */
export function entry<T>(record: Record<string, T>, key: string, create: () => T): T {
  const existing = record[key];
  if (existing !== undefined) return existing;
  const created = create();
  record[key] = created;
  return created;
}
