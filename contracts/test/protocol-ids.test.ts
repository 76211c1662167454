import { describe, expect, it } from 'vitest';
import { newNonce, newRequestId } from '../src/protocol/index';

describe('newNonce', () => {
  it('returns 10 decimal digits, leading zeros included, spread over all digits', () => {
    const nonces = Array.from({ length: 2000 }, newNonce);
    for (const nonce of nonces) expect(nonce).toMatch(/^[0-9]{10}$/);
    expect(nonces.some((nonce) => nonce.startsWith('0'))).toBe(true);
    const counts = new Map<string, number>();
    for (const digit of nonces.join('')) counts.set(digit, (counts.get(digit) ?? 0) + 1);
    expect(counts.size).toBe(10);
    // 20000 digits: each expected 2000 times; 1700..2300 is more than 7 standard deviations wide.
    for (const count of counts.values()) expect(count).toBeGreaterThan(1700);
    for (const count of counts.values()) expect(count).toBeLessThan(2300);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});

describe('newRequestId', () => {
  it('returns 21 characters of [A-Za-z0-9_-] using the whole alphabet', () => {
    const ids = Array.from({ length: 2000 }, newRequestId);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(new Set(ids.join('')).size).toBe(64);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
