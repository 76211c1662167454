import { describe, expect, it } from 'vitest';
import { readCable } from '../../src/inquiry';
import { modelOfAttributes } from '../../src/inquiry/attributes';

describe('the GB model of a construction, however it is written', () => {
  it('is the same for an IEC designation and for attribute columns', () => {
    const cases: Array<[string, Parameters<typeof modelOfAttributes>[0], string]> = [
      [
        'Cu/XLPE/PVC 4C x 95',
        { conductor: '铜', insulation: '交联聚乙烯', sheath: '聚氯乙烯', armour: '无', fire: '', name: '电力电缆' },
        'YJV',
      ],
      [
        'Cu/XLPE/STA/PVC 4C x 95',
        {
          conductor: '铜',
          insulation: '交联聚乙烯',
          sheath: '聚氯乙烯',
          armour: '钢带铠装',
          fire: '',
          name: '电力电缆',
        },
        'YJV22',
      ],
      [
        'Cu/XLPE/STA/PE 4C x 95',
        { conductor: '铜', insulation: '交联聚乙烯', sheath: '聚乙烯', armour: '钢带铠装', fire: '', name: '电力电缆' },
        'YJY23',
      ],
      [
        'Al/XLPE/PVC 4C x 95',
        { conductor: '铝', insulation: 'XLPE', sheath: 'PVC', armour: '', fire: '', name: '电力电缆' },
        'YJLV',
      ],
      [
        'Cu/XLPE/LSZH 4C x 35',
        {
          conductor: '铜',
          insulation: '交联聚乙烯',
          sheath: '无卤低烟聚烯烃',
          armour: '无',
          fire: '',
          name: '电力电缆',
        },
        'WDZ-YJY',
      ],
      [
        'Cu/PVC/PVC control cable 7C x 1.5',
        { conductor: '铜', insulation: '聚氯乙烯', sheath: '聚氯乙烯', armour: '无', fire: '', name: '控制电缆' },
        'KVV',
      ],
      [
        'Cu/PVC/PVC flexible 3C x 1.5',
        { conductor: '铜', insulation: '聚氯乙烯', sheath: '聚氯乙烯', armour: '无', fire: '', name: '软电缆' },
        'RVV',
      ],
    ];
    for (const [designation, attributes, model] of cases) {
      expect(readCable(designation).model).toBe(model);
      expect(modelOfAttributes(attributes)).toBe(model);
    }
  });

  it('names no model where the construction could be more than one (fire resistant and halogen free, flexible XLPE)', () => {
    expect(readCable('Cu/Mica/XLPE/LSZH 4C x 25').model).toBe('');
    expect(readCable('Cu/XLPE/PVC flexible 3C x 2.5').model).toBe('');
    expect(
      modelOfAttributes({
        conductor: '铜',
        insulation: '交联聚乙烯',
        sheath: '无卤低烟',
        armour: '',
        fire: '耐火',
        name: '',
      }),
    ).toBe('');
  });
});
