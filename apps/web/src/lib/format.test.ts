import { describe, expect, it } from 'vitest';
import { formatDuration, formatLargeNumber, formatMoney, formatWeight } from './format';

describe('formatLargeNumber', () => {
  it.each([
    [9999, '9999'],
    [10000, '10000'],
    [12345, '1.23万'],
    [9_999_999, '1000万'],
    [10_000_000, '1000万'],
    [12_500_000, '1.25千万'],
    [100_000_000, '10千万'],
    [123_456_789, '1.23亿'],
    [-25_000, '-2.5万'],
    [12.345, '12.35'],
  ])('%d -> %s', (value, expected) => {
    expect(formatLargeNumber(value)).toBe(expected);
  });

  it('shows a dash for values that are not numbers', () => {
    expect(formatLargeNumber(Number.NaN)).toBe('-');
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '00:00'],
    [5, '00:05'],
    [65, '01:05'],
    [3599, '59:59'],
    [3600, '60:00'],
    [-3, '00:00'],
  ])('%d s -> %s', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });
});

describe('formatWeight', () => {
  it('keeps two decimals', () => {
    expect(formatWeight(1.005)).toBe('1.00');
    expect(formatWeight(12)).toBe('12.00');
  });
});

describe('formatMoney', () => {
  it('shows amounts with thousands separators and the places setting', () => {
    expect(formatMoney(400432, 2)).toBe('400,432.00');
    expect(formatMoney(1234567.456, 3)).toBe('1,234,567.456');
    expect(formatMoney(-98765.4, 0)).toBe('-98,765');
    expect(formatMoney(12.5, 2)).toBe('12.50');
  });

  it('shows a dash for an amount that is missing or not a number', () => {
    expect(formatMoney(undefined, 2)).toBe('—');
    expect(formatMoney(Number.NaN, 2)).toBe('—');
  });
});
