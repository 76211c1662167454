import { describe, expect, it } from 'vitest';
import { DEFAULT_QUOTE_PREFERENCES, quotePreferencesOf } from './use-quote-preferences';

describe('quotePreferencesOf', () => {
  it('reads price mode, unit, places and group from the user configs', () => {
    expect(
      quotePreferencesOf([
        { key: 'qms.price.mode', value: 1 },
        { key: 'qms.price.unit', value: '2' },
        { key: 'qms.price.places', value: 4 },
        { key: 'qms.quotation.group', value: 9 },
      ]),
    ).toEqual({ mode: 1, unit: 2, places: 4, group: 9 });
  });

  it('falls back value by value when a setting is missing or out of range', () => {
    expect(
      quotePreferencesOf([
        { key: 'qms.price.mode', value: 4 },
        { key: 'qms.price.places', value: 2.5 },
        { key: 'qms.quotation.group', value: 10 },
      ]),
    ).toEqual(DEFAULT_QUOTE_PREFERENCES);
    expect(quotePreferencesOf(undefined)).toEqual(DEFAULT_QUOTE_PREFERENCES);
  });
});
