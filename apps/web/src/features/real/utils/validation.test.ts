import { describe, expect, it } from 'vitest';
import { approvalForm, validateApprovalParams } from './approval-params';
import {
  countInMetres,
  textLength,
  validateChange,
  validateCount,
  validateCustomCable,
  validateMemo,
} from './validation';

const cable = { model: 'YJV22', prop: '', scope: '', spec: '3×95', name: '', memo: '' };

describe('custom cable limits', () => {
  it('accepts texts at the limits and refuses one character more', () => {
    const atLimits = {
      model: 'a'.repeat(32),
      prop: 'b'.repeat(32),
      scope: 'c'.repeat(32),
      spec: 'd'.repeat(64),
      name: '',
      memo: 'e'.repeat(256),
    };
    expect(validateCustomCable(atLimits)).toEqual({});
    const over = {
      model: 'a'.repeat(33),
      prop: 'b'.repeat(33),
      scope: 'c'.repeat(33),
      spec: 'd'.repeat(65),
      name: '',
      memo: 'e'.repeat(257),
    };
    expect(validateCustomCable(over)).toEqual({
      model: { key: 'tooLong', values: { max: 32 } },
      prop: { key: 'tooLong', values: { max: 32 } },
      scope: { key: 'tooLong', values: { max: 32 } },
      spec: { key: 'tooLong', values: { max: 64 } },
      memo: { key: 'tooLong', values: { max: 256 } },
    });
  });

  it('counts characters as the user sees them', () => {
    expect(textLength('电缆😀')).toBe(3);
    expect(validateCustomCable({ ...cable, model: '😀'.repeat(32) })).toEqual({});
  });

  it('needs a model and a spec, and a count only when one is asked for', () => {
    expect(validateCustomCable({ ...cable, model: ' ', spec: '' })).toEqual({
      model: { key: 'required' },
      spec: { key: 'required' },
    });
    expect(validateCustomCable({ ...cable, count: '' })).toEqual({ count: { key: 'required' } });
  });
});

describe('counts, memos and percentages', () => {
  it('takes positive lengths in metres, with or without a unit, and says why it refuses one', () => {
    expect(validateCount('12.5')).toBeUndefined();
    expect(validateCount('2.5km')).toBeUndefined();
    expect(countInMetres('2.5km')).toBe('2500');
    expect(countInMetres('1,500')).toBe('1500');
    expect(countInMetres('１０００米')).toBe('1000');
    expect(validateCount('')).toEqual({ key: 'required' });
    expect(validateCount('0')).toEqual({ key: 'positive' });
    expect(validateCount('-1')).toEqual({ key: 'quantity' });
    expect(validateCount('1e3')).toEqual({ key: 'quantity' });
    expect(validateCount('3吨')).toEqual({ key: 'quantity' });
    expect(countInMetres('3吨')).toBeUndefined();
    expect(validateCount('1'.repeat(17))).toEqual({ key: 'tooLong', values: { max: 16 } });
  });

  it('limits memos to 256 characters', () => {
    expect(validateMemo('备'.repeat(256))).toBeUndefined();
    expect(validateMemo('备'.repeat(257))).toEqual({ key: 'tooLong', values: { max: 256 } });
  });

  it('takes 0 (restore) and signed percentages with two decimals within range', () => {
    expect(validateChange('0')).toBeUndefined();
    expect(validateChange('-12.5')).toBeUndefined();
    expect(validateChange('5.555')).toEqual({ key: 'decimals', values: { max: 2 } });
    expect(validateChange('-101')).toEqual({ key: 'range', values: { min: -100, max: 1000 } });
    expect(validateChange('5%')).toEqual({ key: 'number' });
  });
});

describe('approval parameters', () => {
  it('needs a change and refuses negative values, and fractions where only whole numbers make sense', () => {
    expect(validateApprovalParams('cata', {})).toEqual({ form: { key: 'atLeastOne' } });
    expect(validateApprovalParams('auxiliary', { density: -1, count: 2.5, strand: 7.5, kylx: 1 })).toEqual({
      density: { key: 'nonNegative' },
      count: { key: 'whole' },
    });
    expect(validateApprovalParams('cata', { kylx: 1.5 })).toEqual({ kylx: { key: 'whole' } });
    expect(validateApprovalParams('conductor', { area: 95, outer: 0 })).toEqual({});
    // The current values as they are change nothing.
    expect(validateApprovalParams('conductor', { area: 95, density: 8.89 }, { area: 95, density: 8.89 })).toEqual({
      form: { key: 'atLeastOne' },
    });
  });

  it('sends only the fields of the set that changed, with did', () => {
    expect(approvalForm('cata', 'c1', { nht: 1.05, density: 9, kylx: undefined })).toEqual({ did: 'c1', nht: 1.05 });
    expect(approvalForm('conductor', 'c1', { density: 8.89, area: 95, nht: 1 })).toEqual({
      did: 'c1',
      density: 8.89,
      area: 95,
    });
    expect(
      approvalForm(
        'conductor',
        'c1',
        { density: 8.89, area: 120, price: null },
        { density: 8.89, area: 95, price: 68 },
      ),
    ).toEqual({ did: 'c1', area: 120 });
  });
});
