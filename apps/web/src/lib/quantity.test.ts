import { describe, expect, it } from 'vitest';
import { parseMetres } from './quantity';

// parseMetres reads with the shared inquiry units (@cable/contracts/inquiry) and keeps a field to one quantity.

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

  it('takes every length unit the inquiry parser knows, converted to metres', () => {
    expect(metres('3米长')).toBe('3');
    expect(metres('120 mtrs')).toBe('120');
    expect(metres('1.2万米')).toBe('12000');
    expect(metres('100ft')).toBe('30.48');
    expect(metres('10 foot')).toBe('3.048');
    expect(metres('50 yards')).toBe('45.72');
    expect(metres('200 Rmt')).toBe('200');
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
      '5卷',
      '6根',
      '2 drums',
      '10kg',
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
    // Under a millimetre rounds to nothing.
    expect(metres('0.0001')).toBe('positive');
    expect(metres('0.0004m')).toBe('positive');
    expect(metres('0.0005')).toBe('0.001');
    expect(metres('1'.repeat(17))).toBe('tooLong');
    expect(metres('99999999999999km')).toBe('tooLong');
  });
});
