import { describe, expect, it } from 'vitest';
import { parseMetres } from './quantity';

// parseMetres reads through the shared inquiry parser (@cable/contracts/inquiry) and keeps a field to one quantity.

const metres = (typed: string) => {
  const reading = parseMetres(typed);
  return reading.ok ? reading.metres : reading.problem;
};

describe('parseMetres', () => {
  it('reads plain numbers as metres', () => {
    expect(metres('1000')).toBe('1000');
    expect(metres(' 250.5 ')).toBe('250.5');
    expect(metres('0.75')).toBe('0.75');
    expect(metres('007')).toBe('7');
    expect(metres('12.50')).toBe('12.5');
    // To the millimetre, as the inquiry parser reads lengths.
    expect(metres('12.3456')).toBe('12.346');
  });

  it('takes metres and kilometres in Chinese and Latin units', () => {
    expect(metres('1000米')).toBe('1000');
    expect(metres('1000 m')).toBe('1000');
    expect(metres('1000M')).toBe('1000');
    expect(metres('2.5km')).toBe('2500');
    expect(metres('2.5 KM')).toBe('2500');
    expect(metres('3公里')).toBe('3000');
    expect(metres('0.8千米')).toBe('800');
    expect(metres('1.0005km')).toBe('1000.5');
    expect(metres('0.0001km')).toBe('0.1');
  });

  it('drops thousands separators and reads full-width input', () => {
    expect(metres('1,500')).toBe('1500');
    expect(metres('12,345,678.5')).toBe('12345678.5');
    expect(metres('１０００米')).toBe('1000');
    expect(metres('１，５００')).toBe('1500');
    expect(metres('２．５ｋｍ')).toBe('2500');
  });

  it('refuses other units, signs, exponents and misplaced separators', () => {
    for (const typed of [
      '2.5吨',
      '3盘',
      '1000m²',
      '约300',
      'abc',
      '-5',
      '+5',
      '1e3',
      '1.2.3',
      '1,5',
      '15,00',
      '1,500,0',
      '.5',
      '5.',
      'km',
      '米',
      '100 200',
    ])
      expect(metres(typed), typed).toBe('format');
  });

  it('refuses an empty, a zero and an overlong quantity', () => {
    expect(metres('')).toBe('required');
    expect(metres('   ')).toBe('required');
    expect(metres('0')).toBe('positive');
    expect(metres('0.000km')).toBe('positive');
    expect(metres('1'.repeat(17))).toBe('tooLong');
    expect(metres('99999999999999km')).toBe('tooLong');
  });
});
