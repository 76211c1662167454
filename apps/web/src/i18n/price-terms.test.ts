import { describe, expect, it } from 'vitest';
import { priceModeTexts } from './price-terms';

describe('priceModeTexts', () => {
  it('names the three price modes and unit modes in each language', () => {
    expect(priceModeTexts('zh-cn')).toEqual({
      'mode.1': '成本价（不含税）',
      'mode.2': '销售价（不含税）',
      'mode.3': '含税价',
      'unit.0': '元/米',
      'unit.1': '元/吨',
      'unit.2': '元/千克',
    });
    expect(priceModeTexts('en')).toEqual({
      'mode.1': 'Base (non-tax cost)',
      'mode.2': 'Sale (non-tax price)',
      'mode.3': 'Tax-inclusive',
      'unit.0': 'yuan/metre',
      'unit.1': 'yuan/tonne',
      'unit.2': 'yuan/kg',
    });
  });
});
