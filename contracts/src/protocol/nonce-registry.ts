import { TIME_WINDOW_MS } from './constants';
import { NONCE_PATTERN } from './ids';

const EMPTY = -1;
const FIRST_CAPACITY = 1024;
/**
 * The table doubles once more than three quarters of its slots are taken: a member then costs 8 / 0.75 to 8 / 0.375
 * bytes (10.7-21.3) rather than 16-32 at half full, and a look-up of the spread nonce hash still probes a few slots.
 */
const MAX_FILL_NUMERATOR = 3;
const MAX_FILL_DENOMINATOR = 4;

/**
 * A set of integers from 0 to 2^53 - 1 kept in one Float64Array (open addressing, linear probing, grown at three
 * quarters full): a member costs 11-21 bytes and no object, so a server that remembers hundreds of thousands of
 * nonces gives the garbage collector nothing to trace for them.
 */
export class IntegerSet {
  private slots = new Float64Array(FIRST_CAPACITY).fill(EMPTY);
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** Slots in the table (8 bytes each): what the set holds in memory. */
  get capacity(): number {
    return this.slots.length;
  }

  /** The slot that holds `value`, or the empty slot where it would go. */
  private slotOf(slots: Float64Array, value: number): number {
    const mask = slots.length - 1;
    // Both halves of the number feed the hash; Math.imul by the golden ratio spreads neighbouring nonces.
    const mixed = (value % 0x100000000) ^ Math.floor(value / 0x100000000);
    let slot = Math.imul(mixed, 0x9e3779b1) & mask;
    while (slots[slot] !== EMPTY && slots[slot] !== value) slot = (slot + 1) & mask;
    return slot;
  }

  has(value: number): boolean {
    return this.slots[this.slotOf(this.slots, value)] === value;
  }

  /** Adds `value`; false when it was already a member. */
  add(value: number): boolean {
    if (!Number.isSafeInteger(value) || value < 0)
      throw new RangeError(`IntegerSet: ${value} is not a safe integer >= 0`);
    const slot = this.slotOf(this.slots, value);
    if (this.slots[slot] === value) return false;
    this.slots[slot] = value;
    this.count += 1;
    if (this.count * MAX_FILL_DENOMINATOR > this.slots.length * MAX_FILL_NUMERATOR) this.grow();
    return true;
  }

  private grow(): void {
    const old = this.slots;
    const slots = new Float64Array(old.length * 2).fill(EMPTY);
    for (const value of old) if (value !== EMPTY) slots[this.slotOf(slots, value)] = value;
    this.slots = slots;
  }
}

/** The nonces one token used in one generation: protocol nonces (10 digits) as numbers, anything else as text. */
class TokenNonces {
  private readonly numeric = new IntegerSet();
  private other: Set<string> | null = null;

  has(nonce: string): boolean {
    return NONCE_PATTERN.test(nonce) ? this.numeric.has(Number(nonce)) : (this.other?.has(nonce) ?? false);
  }

  add(nonce: string): void {
    if (NONCE_PATTERN.test(nonce)) {
      this.numeric.add(Number(nonce));
      return;
    }
    this.other ??= new Set();
    this.other.add(nonce);
  }
}

/**
 * An in-memory nonceSeen for verifyRequest. A nonce stays blocked for at least twice the window: a request whose
 * time header is up to one window old can still arrive up to one window after the nonce was first seen.
 *
 * Nonces live in two generations of two windows each, by token: a look-up is two set reads, and forgetting is
 * dropping the older generation whole. A single map of every nonce, pruned entry by entry, cost a busy server more
 * than the HMAC (each entry a new key string, the map rehashed as it grew to hundreds of thousands); the protocol's
 * 10-digit nonces are kept as numbers (IntegerSet), so remembering them allocates no string per request either.
 */
export function createNonceRegistry(clock: () => number = Date.now): (token: string, nonce: string) => boolean {
  const span = 2 * TIME_WINDOW_MS;
  let current = new Map<string, TokenNonces>();
  let previous = new Map<string, TokenNonces>();
  let currentSince = clock();
  return (token, nonce) => {
    const now = clock();
    if (now - currentSince >= span) {
      // The older generation is forgotten; after a long quiet spell the current one is too old to keep as well.
      previous = now - currentSince >= 2 * span ? new Map() : current;
      current = new Map();
      currentSince = now;
    }
    if (current.get(token)?.has(nonce) || previous.get(token)?.has(nonce)) return true;
    let nonces = current.get(token);
    if (!nonces) {
      nonces = new TokenNonces();
      current.set(token, nonces);
    }
    nonces.add(nonce);
    return false;
  };
}
