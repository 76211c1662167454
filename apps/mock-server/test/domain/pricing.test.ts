import { describe, expect, it } from 'vitest';
import { MATERIALS } from '../../fixtures/materials';
import {
  cableMaterialWeights,
  convertUnit,
  effectiveMaterialPrices,
  familyTraits,
  overridesFromWireForm,
  type PricingSettings,
  priceCable,
  quoteCable,
  roundTo,
  UnknownFamilyError,
  weightsByCategory,
} from '../../src/domain/pricing';

/**
 * Settings and prices of the seed: copper 75.80 + 0.30 rod fee = 76.10 yuan/kg, aluminium 20.60 + 0.80
 * = 21.40, XLPE 12.80, PVC 8.60, steel tape 5.20; material prices tax-inclusive (divide by 1.13),
 * margin 12 %, VAT 13 %, processing 0.35 yuan/m + 1.60 yuan/kg.
 */
const settings: PricingSettings = {
  margin: 0.12,
  taxMode: 1,
  taxRate: 0.13,
  materialTaxMode: 1,
  processing: { perMetre: 0.35, perKg: 1.6 },
};
const prices = effectiveMaterialPrices(
  MATERIALS.map((m) => ({ code: m.code, price: m.price.price, floating: m.floating })),
);

describe('material table', () => {
  it('applies floating rules: own + fixed, and a followed material', () => {
    expect(prices.cu).toBeCloseTo(76.1, 10);
    expect(prices.al).toBeCloseTo(21.4, 10);
    // LSZH follows PVC at +68 %: 8.60 × 1.68 = 14.448
    expect(prices.lszh).toBeCloseTo(14.448, 10);
    expect(prices.pvc).toBe(8.6);
  });

  it('refuses a reference to a missing material and a ratio outside -1..1', () => {
    expect(() =>
      effectiveMaterialPrices([{ code: 'x', price: 1, floating: { fixed: 0, refer: 'nope', mode: 1, ratio: 0 } }]),
    ).toThrow(/unknown material "nope"/);
    expect(() =>
      effectiveMaterialPrices([{ code: 'x', price: 1, floating: { fixed: 0, refer: '', mode: 2, ratio: 1.5 } }]),
    ).toThrow(/outside -1..1/);
  });
});

describe('family traits', () => {
  it('reads conductor, insulation, armour and prefixes from the model', () => {
    expect(familyTraits('YJLV')).toMatchObject({ conductor: 'al', insulation: 'xlpe', sheath: 'pvc', armoured: false });
    expect(familyTraits('VLV').conductor).toBe('al');
    expect(familyTraits('JKLYJ')).toMatchObject({ conductor: 'al', sheath: null });
    expect(familyTraits('YJV22')).toMatchObject({ conductor: 'cu', armoured: true });
    expect(familyTraits('ZR-YJV').surcharge).toBeCloseTo(0.03, 10);
    expect(familyTraits('NH-YJV')).toMatchObject({ fireResistant: true, surcharge: 0.08 });
    expect(familyTraits('WDZ-YJY')).toMatchObject({ sheath: 'lszh', surcharge: 0.06 });
    expect(() => familyTraits('QQ-YJV')).toThrow(UnknownFamilyError);
    expect(() => familyTraits('ABC')).toThrow(UnknownFamilyError);
  });
});

describe('BV-450/750V 1*2.5 (copper wire, PVC insulation, no sheath)', () => {
  /*
   * copper   = 1 × 2.5 × 8.89 / 1000                        = 0.022225 kg/m
   * d        = √(4 × 2.5 / (π × 0.9))                         = 1.880632 mm
   * PVC t    = 0.8 mm (450/750 V, 1.5 < 2.5 ≤ 6 mm²)
   * ring     = π × 0.8 × (1.880632 + 0.8)                     = 6.737163 mm²
   * PVC      = 6.737163 × 1.45 / 1000                         = 0.009769 kg/m
   * total    = 0.031994 kg/m
   * material = (0.022225 × 76.10 + 0.009769 × 8.60) / 1.13
   *          = (1.691323 + 0.084012) / 1.13                   = 1.571093
   * process  = 0.35 + 1.6 × 0.031994                          = 0.401190
   * base     = 1.972283, sale = base × 1.12 = 2.208957, tax = sale × 1.13 = 2.496121
   */
  const cable = { model: 'BV', scope: '450/750V', spec: '1*2.5' };

  it('weighs copper and insulation', () => {
    const w = cableMaterialWeights(cable);
    const byCat = weightsByCategory(w);
    expect(byCat.copper).toBeCloseTo(0.022225, 9);
    expect(byCat.insulation).toBeCloseTo(0.009769, 6);
    expect(byCat.sheath).toBe(0);
    expect(w.totalKgPerM).toBeCloseTo(0.031994, 6);
  });

  it('prices per metre in the three modes', () => {
    const p = priceCable(cable, prices, settings);
    expect(p.base).toBeCloseTo(1.97228, 4);
    expect(p.sale).toBeCloseTo(1.97228 * 1.12, 4);
    expect(p.tax).toBeCloseTo(1.97228 * 1.12 * 1.13, 4);
    expect(quoteCable(cable, prices, settings, 0, 2)).toMatchObject({ base: 1.97, sale: 2.21, tax: 2.5 });
  });

  it('converts to yuan/t and yuan/kg', () => {
    // 1.972283 / 0.031994 × 1000 = 61645.62 yuan/t; tax: 2.496121 / 0.031994 = 78.02 yuan/kg
    expect(quoteCable(cable, prices, settings, 1, 2).base).toBeCloseTo(61645.62, 1);
    expect(quoteCable(cable, prices, settings, 2, 2).tax).toBeCloseTo(78.02, 2);
  });
});

describe('YJV-0.6/1kV 3*240+1*120 (copper, XLPE, PVC sheath)', () => {
  /*
   * copper   = (3 × 240 + 1 × 120) × 8.89 / 1000                    = 7.4676 kg/m
   * d240     = √(960 / (0.9π)) = 18.4264 mm, XLPE t = 1.7; d120 = 13.0294 mm, t = 1.2
   * XLPE     = [3 × π × 1.7 × (18.4264 + 1.7) + π × 1.2 × (13.0294 + 1.2)] × 0.92 / 1000
   *          = 376.1105 mm² × 0.92 / 1000                             = 0.346022 kg/m
   * lay-up   = 2.414 × (3 × 21.8264 + 15.4294) / 4 = 2.414 × 20.2271 = 48.8283 mm
   * sheath t = 0.035 × 48.8283 + 1.0                                  = 2.70899 mm
   * PVC      = π × 2.70899 × (48.8283 + 2.70899) × 1.45 / 1000         = 0.635984 kg/m
   * total    = 8.449606 kg/m
   * material = (7.4676 × 76.10 + 0.346022 × 12.80 + 0.635984 × 8.60) / 1.13
   *          = (568.28436 + 4.42908 + 5.46946) / 1.13 = 578.18290 / 1.13 = 511.66628
   * process  = 0.35 + 1.6 × 8.449606 = 13.86937
   * base 525.5357, sale 588.5999, tax 665.1179 (yuan/m)
   */
  const cable = { model: 'YJV', scope: '0.6/1kV', spec: '3*240+1*120' };

  it('weighs each layer', () => {
    const byCat = weightsByCategory(cableMaterialWeights(cable));
    expect(byCat.copper).toBeCloseTo(7.4676, 10);
    expect(byCat.insulation).toBeCloseTo(0.346022, 5);
    expect(byCat.sheath).toBeCloseTo(0.635984, 5);
    expect(byCat.copper + byCat.insulation + byCat.sheath).toBeCloseTo(8.449606, 5);
  });

  it('prices per mode and unit', () => {
    const p = priceCable(cable, prices, settings);
    expect(p.base).toBeCloseTo(525.5357, 3);
    expect(p.sale).toBeCloseTo(588.5999, 3);
    expect(p.tax).toBeCloseTo(665.1179, 3);
    expect(quoteCable(cable, prices, settings, 0, 2)).toMatchObject({ base: 525.54, sale: 588.6, tax: 665.12 });
    // 525.5357 / 8.449606 × 1000 = 62196.47 yuan/t; 665.1179 / 8.449606 = 78.72 yuan/kg
    expect(quoteCable(cable, prices, settings, 1, 2).base).toBeCloseTo(62196.47, 1);
    expect(quoteCable(cable, prices, settings, 2, 2).tax).toBe(78.72);
  });

  it('uses material prices as non-tax cost when biz.material.tax.mode is 0', () => {
    const p = priceCable(cable, prices, { ...settings, materialTaxMode: 0 });
    // material 578.18290 (not divided by 1.13) + processing 13.86937 = 592.05227
    expect(p.base).toBeCloseTo(592.05227, 4);
  });

  it('answers sale as the tax price when biz.tax.mode is 0', () => {
    const p = priceCable(cable, prices, { ...settings, taxMode: 0 });
    expect(p.tax).toBe(p.sale);
  });

  it('adds the flame-retardant surcharge on the same construction', () => {
    const plain = priceCable(cable, prices, settings).base;
    expect(priceCable({ ...cable, model: 'ZR-YJV' }, prices, settings).base).toBeCloseTo(plain * 1.03, 8);
  });

  it('follows copper when its price moves', () => {
    const dearer = { ...prices, cu: prices.cu! + 1 };
    const delta = priceCable(cable, dearer, settings).base - priceCable(cable, prices, settings).base;
    // 7.4676 kg × 1 yuan / 1.13
    expect(delta).toBeCloseTo(7.4676 / 1.13, 8);
  });
});

describe('YJLV-0.6/1kV 4*25 (aluminium)', () => {
  /*
   * aluminium = 4 × 25 × 2.70 / 1000 = 0.27 kg/m
   * d25 = 5.94708 mm, XLPE t = 0.9: XLPE = 4 × π × 0.9 × 6.84708 × 0.92/1000 = 0.0712436 kg/m
   * lay-up = 2.414 × 7.74708 = 18.70145 mm; sheath t = 1.654551; PVC = 0.153423 kg/m
   * total 0.494667 kg/m; material = (0.27 × 21.40 + 0.0712436 × 12.80 + 0.153423 × 8.60)/1.13 = 7.087920
   * base = 7.087920 + 0.35 + 1.6 × 0.494667 = 8.229392
   */
  const cable = { model: 'YJLV', scope: '0.6/1kV', spec: '4*25' };

  it('uses aluminium density and price', () => {
    const byCat = weightsByCategory(cableMaterialWeights(cable));
    expect(byCat.aluminium).toBeCloseTo(0.27, 10);
    expect(byCat.copper).toBe(0);
    const p = priceCable(cable, prices, settings);
    expect(p.weightKgPerM).toBeCloseTo(0.494667, 5);
    expect(p.base).toBeCloseTo(8.229392, 5);
    expect(quoteCable(cable, prices, settings, 0, 2)).toMatchObject({ base: 8.23, sale: 9.22, tax: 10.42 });
    expect(quoteCable(cable, prices, settings, 1, 0).tax).toBe(21055);
  });
});

describe('YJV22-0.6/1kV 4*25 (steel tape armour)', () => {
  /*
   * lay-up 18.70145 mm; inner sheath t = max(1.0, 0.02 × 18.70145 + 0.6 = 0.974) = 1.0 mm
   * inner PVC = π × 1.0 × 19.70145 × 1.45/1000 = 0.0897462 kg/m; under armour 20.70145 mm ≤ 30 → 2 × 0.2 mm tape
   * steel = π × 0.4 × 21.10145 × 7.85/1000 = 0.2081574 kg/m
   */
  it('adds an inner sheath and two steel tapes', () => {
    const w = cableMaterialWeights({ model: 'YJV22', scope: '0.6/1kV', spec: '4*25' });
    expect(weightsByCategory(w).armour).toBeCloseTo(0.2081574, 6);
    expect(w.parts.find((p) => p.layer === 'inner-sheath')?.kgPerM).toBeCloseTo(0.0897462, 6);
    expect(w.totalKgPerM).toBeCloseTo(1.4437934, 6);
  });
});

describe('NH-YJV (mica tape)', () => {
  it('wraps each conductor in mica, priced as mica', () => {
    const w = cableMaterialWeights({ model: 'NH-YJV', scope: '0.6/1kV', spec: '3*2.5' });
    const mica = w.parts.find((p) => p.material === 'mica');
    // 3 × π × 0.28 × (1.880632 + 0.28) × 2.2 / 1000 = 3 × 1.900595 × 0.0022 = 0.0125439 kg/m
    expect(mica?.kgPerM).toBeCloseTo(0.0125439, 6);
    expect(mica?.category).toBe('insulation');
  });
});

describe('overrides from the approval forms', () => {
  it('a conductor weight and loss override changes the price', () => {
    const cable = { model: 'YJV', scope: '0.6/1kV', spec: '3*240+1*120' };
    const overrides = overridesFromWireForm('conductor', { weight: 7.5, consume: 2 });
    const byCat = weightsByCategory(cableMaterialWeights({ ...cable, overrides }));
    expect(byCat.copper).toBeCloseTo(7.65, 10);
  });

  it('refuses a non-numeric parameter', () => {
    expect(() => overridesFromWireForm('cata', { outer: 'thick' })).toThrow(/outer must be a non-negative number/);
  });
});

describe('convertUnit and roundTo', () => {
  it('converts yuan/m to yuan/t and yuan/kg', () => {
    expect(convertUnit(100, 2, 0)).toBe(100);
    expect(convertUnit(100, 2, 1)).toBe(50000);
    expect(convertUnit(100, 2, 2)).toBe(50);
    expect(() => convertUnit(100, 0, 1)).toThrow(/positive weight/);
  });

  it('rounds half away from zero, exactly at the decimal boundary', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(2.675, 2)).toBe(2.68);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    expect(roundTo(123.4567, 0)).toBe(123);
    expect(roundTo(0.1 + 0.2, 1)).toBe(0.3);
    expect(() => roundTo(1, -1)).toThrow(/places/);
  });
});

describe('weights and traits answered again for the same texts', () => {
  const cable = { model: 'YJV22', scope: '0.6/1kV', spec: '3*240+1*120' };

  it('answer the same figures for a cable asked again, which no caller can change', () => {
    const first = cableMaterialWeights(cable);
    const again = cableMaterialWeights({ ...cable });
    expect(again).toEqual(first);
    expect(() => {
      (again.parts[0] as { kgPerM: number }).kgPerM = 0;
    }).toThrow(TypeError);
    expect(cableMaterialWeights(cable).parts[0]!.kgPerM).toBeGreaterThan(0);
    expect(() => {
      (familyTraits('ZR-YJV') as { surcharge: number }).surcharge = 0;
    }).toThrow(TypeError);
    expect(familyTraits('ZR-YJV').surcharge).toBe(0.03);
  });

  it('weigh a cable with approved overrides by its overrides, not by the plain cable', () => {
    const plain = cableMaterialWeights(cable);
    const heavier = cableMaterialWeights({ ...cable, overrides: { conductorWeightKgPerM: 20 } });
    expect(heavier.parts.find((part) => part.layer === 'conductor')!.kgPerM).toBe(20);
    expect(cableMaterialWeights(cable)).toEqual(plain);
  });

  it('refuse an unknown family every time it is asked', () => {
    expect(() => familyTraits('XYZ')).toThrow(UnknownFamilyError);
    expect(() => familyTraits('XYZ')).toThrow(UnknownFamilyError);
  });
});

describe('roundTo', () => {
  /** The rule as first written: every value corrected to 15 significant digits before rounding half away from zero. */
  const reference = (value: number, places: number) => {
    const factor = 10 ** places;
    return (Math.sign(value) * Math.round(Number((Math.abs(value) * factor).toPrecision(15)))) / factor;
  };

  it('rounds as the 15-digit rule does, near halves, at halves with binary error and for large values', () => {
    const values = [1.005, 2.675, 1.115, -1.005, 0.125, 1234.5, 8.84, 56.35, 1e9 + 0.5, 123456789.125, 0, -0];
    let seed = 7;
    for (let index = 0; index < 20000; index++) {
      seed = (seed * 16807) % 2147483647;
      values.push(((seed / 2147483647) * 2 - 1) * 10 ** ((seed % 9) - 2));
      // Values one binary step either side of a half at 2 places.
      const half = Math.round(seed % 100000) / 100 + 0.005;
      values.push(half, half + Number.EPSILON * half, half - Number.EPSILON * half);
    }
    for (const value of values) {
      for (const places of [0, 2, 4]) expect(roundTo(value, places)).toBe(reference(value, places));
    }
  });
});
