import { describe, expect, it } from 'vitest';
import { createNonceRegistry, IntegerSet, TIME_WINDOW_MS } from '../src/protocol';

describe('IntegerSet', () => {
  it('holds what was added, across its growth, and says when a value was there already', () => {
    const set = new IntegerSet();
    const values = Array.from({ length: 20_000 }, (_, index) => index * 7_919 + 9_000_000_000);
    for (const value of values) expect(set.add(value)).toBe(true);
    expect(set.size).toBe(values.length);
    for (const value of values) expect(set.has(value)).toBe(true);
    for (const value of values.slice(0, 100)) expect(set.add(value)).toBe(false);
    expect(set.size).toBe(values.length);
    expect(set.has(1)).toBe(false);
    expect(set.has(9_000_000_001)).toBe(false);
  });

  it('keeps 0 and the largest 10-digit nonce apart from the empty slots', () => {
    const set = new IntegerSet();
    expect(set.has(0)).toBe(false);
    set.add(0);
    set.add(9_999_999_999);
    expect([set.has(0), set.has(9_999_999_999), set.size]).toEqual([true, true, 2]);
  });

  it('fills its slots to three quarters before it doubles them', () => {
    const set = new IntegerSet();
    const first = set.capacity;
    // Consecutive nonces, as one client's counter sends them.
    for (let value = 0; value < (first * 3) / 4; value++) set.add(4_000_000_000 + value);
    expect(set.capacity).toBe(first);
    set.add(1);
    expect(set.capacity).toBe(first * 2);
    expect([set.size, set.has(1), set.has(4_000_000_000), set.has(4_000_000_000 + (first * 3) / 4 - 1)]).toEqual([
      (first * 3) / 4 + 1,
      true,
      true,
      true,
    ]);
  });

  it('refuses what it cannot hold exactly', () => {
    const set = new IntegerSet();
    for (const value of [-1, 1.5, Number.NaN, 2 ** 53]) expect(() => set.add(value)).toThrow(RangeError);
  });
});

describe('createNonceRegistry', () => {
  it('sees a nonce again only for the token that used it', () => {
    const seen = createNonceRegistry(() => 0);
    expect(seen('token-a', '0123456789')).toBe(false);
    expect(seen('token-a', '0123456789')).toBe(true);
    expect(seen('token-b', '0123456789')).toBe(false);
    // Leading zeros are part of the nonce: '0000000012' and '12' are different texts.
    expect(seen('token-a', '0000000012')).toBe(false);
    expect(seen('token-a', '12')).toBe(false);
    expect(seen('token-a', '12')).toBe(true);
  });

  it('remembers nonces of any shape a caller passes, beside the protocol digits', () => {
    const seen = createNonceRegistry(() => 0);
    for (const nonce of ['abc', '', '１２３', '01234567890']) {
      expect(seen('Guest', nonce)).toBe(false);
      expect(seen('Guest', nonce)).toBe(true);
    }
  });

  // A hundred thousand inserts take well under a second when idle; the time limit is for a busy shared machine.
  it('remembers a hundred thousand nonces of one token, and forgets them whole after twice the window', {
    timeout: 30_000,
  }, () => {
    let now = 0;
    const seen = createNonceRegistry(() => now);
    const nonces = Array.from({ length: 100_000 }, (_, index) => String(index * 97).padStart(10, '0'));
    for (const nonce of nonces) expect(seen('busy', nonce)).toBe(false);
    now = 2 * TIME_WINDOW_MS;
    expect(nonces.every((nonce) => seen('busy', nonce))).toBe(true);
    now = 4 * TIME_WINDOW_MS + 1;
    expect(seen('busy', nonces[0]!)).toBe(false);
  });
});
