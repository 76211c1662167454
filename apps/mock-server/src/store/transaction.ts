/**
 * Rollback for store.mutate without copying the state: during a transaction the state is reached through proxies
 * that record the previous value of every property they change (an undo log), and a failed transaction replays
 * the log backwards. A write costs one log entry, whatever the size of the state; deep-copying the whole state for
 * every write (the catalogue alone is ~200 KB) took longer than everything else a write does.
 *
 * Invariants:
 * - The state itself never holds a proxy: every value written through a proxy is unwrapped first, and so is the
 *   value a transaction returns, so proxies never outlive their transaction inside the state or a caller's hands
 *   (an escaped proxy goes inert: it reads and writes its target directly).
 * - Frozen objects are handed out as they are: they cannot change, so there is nothing to record.
 */

const TARGET = Symbol('transaction target');

interface UndoEntry {
  target: Record<PropertyKey, unknown>;
  key: PropertyKey;
  /** Where the changed property is (see StateChange.path). */
  path: string;
  had: boolean;
  old: unknown;
  /** For arrays: the length before the change (setting an index past the end grows it). */
  oldLength: number;
  /** For an array's length cut short: the elements it dropped. */
  dropped: unknown[] | null;
}

/** One property a transaction changed. */
export interface StateChange {
  /**
   * Where it is in the state: its first three keys joined by '/' ('counters', 'inventory/7/0' for anything in user
   * 7's group 0, its items included), so a cache of derived values can tell which changes concern it.
   */
  path: string;
  /** The object whose property changed. */
  target: object;
  /** The change only lengthened an array (an element set past its end, or its length raised). */
  appended: boolean;
}

/** How deep a change's path goes: state key, then e.g. user and group of the quotation lists. */
const PATH_DEPTH = 3;

function childPath(path: string, key: PropertyKey, depth: number): string {
  if (depth >= PATH_DEPTH) return path;
  return path === '' ? String(key) : `${path}/${String(key)}`;
}

/** The top-level key of the state a change's path is under. */
export function rootOf(path: string): string {
  const slash = path.indexOf('/');
  return slash < 0 ? path : path.slice(0, slash);
}

function isArrayIndex(key: PropertyKey): boolean {
  return typeof key === 'string' && /^(0|[1-9]\d*)$/.test(key);
}

function isObject(value: unknown): value is Record<PropertyKey, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The object behind a transaction proxy, or the value itself. */
export function rawOf<T>(value: T): T {
  return isObject(value) ? ((value[TARGET] as T | undefined) ?? value) : value;
}

/**
 * Replaces proxies with their targets inside a value that is about to enter the state or leave a transaction.
 * Only fresh containers (built by the transaction, e.g. `{ ...item }` or `items.filter(...)`) can hold proxies;
 * targets never do, so a proxy found is swapped for its target without looking inside.
 */
export function unwrapDeep<T>(value: T, seen: Set<object> = new Set()): T {
  if (!isObject(value)) return value;
  const target = value[TARGET];
  if (target !== undefined) return target as T;
  if (seen.has(value) || Object.isFrozen(value)) return value;
  seen.add(value);
  const container: Record<PropertyKey, unknown> = value;
  for (const key of Object.keys(container)) {
    const child = container[key];
    if (!isObject(child)) continue;
    const unwrapped = unwrapDeep(child, seen);
    if (unwrapped !== child) container[key] = unwrapped;
  }
  return value;
}

/** structuredClone for values that may come from a transaction's proxies (which structuredClone refuses). */
export function cloneState<T>(value: T): T {
  return structuredClone(unwrapDeep(value));
}

export class Transaction {
  private readonly log: UndoEntry[] = [];
  private readonly proxies = new WeakMap<object, object>();
  /** Where each tracked object is in the state (see StateChange.path). */
  private readonly places = new WeakMap<object, { path: string; depth: number }>();
  /** The top-level keys of the state changed so far. */
  private readonly changedRoots = new Set<string>();
  private open = true;

  /**
   * The transaction's view of an object of the state: reads as the object, records every change. `path` and `depth`
   * say where the object is (the state's root is '' at depth 0); objects read through the view know theirs.
   */
  track<T extends object>(target: T, path = '', depth = 0): T {
    const cached = this.proxies.get(target);
    if (cached) return cached as T;
    const proxy = new Proxy(target as Record<PropertyKey, unknown>, this.handler);
    this.proxies.set(target, proxy);
    this.places.set(target, { path, depth });
    return proxy as T;
  }

  /** Where a tracked object is, and where its property `key` is. */
  private pathOf(object: object, key: PropertyKey): { path: string; depth: number } {
    const place = this.places.get(object)!;
    return { path: childPath(place.path, key, place.depth), depth: place.depth + 1 };
  }

  /** The traps of every proxy of the transaction (one object, rather than four closures for each object read). */
  private readonly handler: ProxyHandler<Record<PropertyKey, unknown>> = {
    get: (object, key) => {
      if (key === TARGET) return object;
      const value = object[key];
      if (!this.open || !isObject(value) || Object.isFrozen(value)) return value;
      const cached = this.proxies.get(value);
      if (cached) return cached;
      const child = this.pathOf(object, key);
      return this.track(value, child.path, child.depth);
    },
    set: (object, key, value) => {
      const raw = unwrapDeep(value);
      if (this.open) this.record(object, key, raw, this.pathOf(object, key).path);
      object[key] = raw;
      return true;
    },
    deleteProperty: (object, key) => {
      if (this.open && Object.hasOwn(object, key)) this.record(object, key, undefined, this.pathOf(object, key).path);
      return delete object[key];
    },
    defineProperty: (object, key, descriptor) => {
      if (this.open) this.record(object, key, descriptor.value, this.pathOf(object, key).path);
      const raw = 'value' in descriptor ? { ...descriptor, value: unwrapDeep(descriptor.value) } : descriptor;
      return Reflect.defineProperty(object, key, raw);
    },
  };

  private record(target: Record<PropertyKey, unknown>, key: PropertyKey, next: unknown, path: string): void {
    const isArray = Array.isArray(target);
    const oldLength = isArray ? (target as unknown[]).length : -1;
    const cutsArray = isArray && key === 'length' && typeof next === 'number' && next < oldLength;
    this.changedRoots.add(rootOf(path));
    this.log.push({
      target,
      key,
      path,
      had: Object.hasOwn(target, key),
      old: target[key],
      oldLength,
      dropped: cutsArray ? (target as unknown[]).slice(next as number) : null,
    });
  }

  /** Puts back every recorded value, newest first. */
  rollback(): void {
    for (let index = this.log.length - 1; index >= 0; index--) {
      const entry = this.log[index]!;
      const array = entry.target as unknown as unknown[];
      if (entry.dropped) {
        array.push(...entry.dropped);
        continue;
      }
      if (entry.had) entry.target[entry.key] = entry.old;
      else delete entry.target[entry.key];
      if (entry.oldLength >= 0) array.length = entry.oldLength;
    }
    this.log.length = 0;
  }

  /** The top-level keys of the state the transaction changed so far. */
  get roots(): ReadonlySet<string> {
    return this.changedRoots;
  }

  /** What the transaction changed so far, in the order it changed it. */
  changes(): StateChange[] {
    return this.log.map((entry) => ({
      path: entry.path,
      target: entry.target,
      appended:
        entry.oldLength >= 0 &&
        (entry.key === 'length'
          ? entry.dropped === null
          : !entry.had && isArrayIndex(entry.key) && Number(entry.key) >= entry.oldLength),
    }));
  }

  /** Ends the transaction: its proxies go inert and the log is dropped. */
  close(): void {
    this.open = false;
    this.log.length = 0;
  }
}
