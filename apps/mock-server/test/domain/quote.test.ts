import { describe, expect, it } from 'vitest';
import { type QuoteFeesInput, type QuoteItemInput, quote } from '../../src/domain/quote';

/** Two catalogue-like items with awkward prices, figures worked by hand below. */
const A: QuoteItemInput = {
  perMetre: { base: 10, sale: 11.2, tax: 12.656 },
  weightKgPerM: 0.5,
  metres: 200,
  packageFee: 30,
};
const B: QuoteItemInput = {
  perMetre: { base: 3.333333, sale: 3.7333, tax: 4.218629 },
  weightKgPerM: 0.05,
  metres: 1000.5,
  packageFee: 0,
};
/** A custom cable priced by hand in the tax mode only; its weight is unknown. */
const CUSTOM_PRICED: QuoteItemInput = { perMetre: { tax: 100 }, weightKgPerM: 0, metres: 3, packageFee: 0 };
/** A custom cable nobody priced. */
const CUSTOM_UNPRICED: QuoteItemInput = { perMetre: {}, weightKgPerM: 0, metres: 40, packageFee: 0 };

const FEES: QuoteFeesInput = {
  groupPackage: 20,
  freight: { fee: 50, full: 0, mile: 10, price: 2 },
  include: { package: true, freight: true },
};
const NO_FEES: QuoteFeesInput = { ...FEES, include: { package: false, freight: false } };

describe('quote: lines', () => {
  it('元/米, places 2: price to the fen, metres as typed, amount = shown price × metres', () => {
    const q = quote({ items: [A, B], modes: [3], unit: 0, places: 2, fees: NO_FEES });
    // A: 12.656 -> 12.66 × 200 = 2532.00; B: 4.218629 -> 4.22 × 1000.5 = 4222.11
    expect(q.lines.map((l) => [l.quantity, l.price.tax, l.amount.tax])).toEqual([
      [200, 12.66, 2532],
      [1000.5, 4.22, 4222.11],
    ]);
    expect(q.goods.tax).toBe(6754.11);
    expect(q.total.tax).toBe(6754.11);
    // 0.5 × 200 + 0.05 × 1000.5 = 150.025 kg
    expect(q.weightKg).toBe(150.03);
  });

  it('元/吨: quantity in tonnes to the kg, price per tonne, and the line is their product', () => {
    const q = quote({ items: [A, B], modes: [3], unit: 1, places: 2, fees: NO_FEES });
    // A: 12.656 / 0.5 × 1000 = 25312.00 /t × 0.100 t = 2531.20
    // B: 4.218629 / 0.05 × 1000 = 84372.58 /t × 0.050 t (0.050025) = 4218.629 -> 4218.63
    expect(q.lines.map((l) => [l.quantity, l.price.tax, l.amount.tax])).toEqual([
      [0.1, 25312, 2531.2],
      [0.05, 84372.58, 4218.63],
    ]);
    expect(q.goods.tax).toBe(6749.83);
    expect(q.places).toEqual({ price: 2, amount: 2, quantity: 3 });
  });

  it('元/千克, places 4: price to 4 places, kg to 10 g, amounts still to the fen', () => {
    const q = quote({ items: [A, B], modes: [2], unit: 2, places: 4, fees: NO_FEES });
    // A: 11.2 / 0.5 = 22.4000 /kg × 100.00 kg = 2240.00
    // B: 3.7333 / 0.05 = 74.6660 /kg × 50.03 kg (50.025) = 3735.53998 -> 3735.54
    expect(q.lines.map((l) => [l.quantity, l.price.sale, l.amount.sale])).toEqual([
      [100, 22.4, 2240],
      [50.03, 74.666, 3735.54],
    ]);
    expect(q.goods.sale).toBe(5975.54);
    expect(q.places).toEqual({ price: 4, amount: 2, quantity: 2 });
  });

  it('places 0: whole-yuan prices and amounts', () => {
    const q = quote({ items: [A, B], modes: [1], unit: 0, places: 0, fees: NO_FEES });
    // A: 10 × 200 = 2000; B: 3.333333 -> 3 × 1000.5 = 3001.5 -> 3002
    expect(q.lines.map((l) => [l.price.base, l.amount.base])).toEqual([
      [10, 2000],
      [3, 3002],
    ]);
    expect(q.goods.base).toBe(5002);
  });

  it('prices only the modes asked for', () => {
    const q = quote({ items: [A], modes: [2, 3], unit: 0, places: 2, fees: NO_FEES });
    expect(Object.keys(q.lines[0]!.price).sort()).toEqual(['sale', 'tax']);
    expect(q.total).toEqual({ sale: 2240, tax: 2532 });
  });
});

describe('quote: fees', () => {
  it('adds the package fees (items flagged and the group’s) and freight fee + mile × price as their own lines', () => {
    const q = quote({ items: [A, B], modes: [3], unit: 0, places: 2, fees: FEES });
    expect(q.packageFee).toBe(50); // 30 (A) + 20 (group)
    expect(q.freight).toBe(70); // 50 + 10 km × 2
    expect(q.total.tax).toBe(6874.11); // 6754.11 + 50 + 70
    expect(q.total.tax).toBe(q.goods.tax! + q.packageFee + q.freight);
  });

  it('leaves out what attr/set excludes', () => {
    const packageOnly = quote({
      items: [A, B],
      modes: [3],
      unit: 0,
      places: 2,
      fees: { ...FEES, include: { package: true, freight: false } },
    });
    expect([packageOnly.packageFee, packageOnly.freight, packageOnly.total.tax]).toEqual([50, 0, 6804.11]);
    const none = quote({ items: [A, B], modes: [3], unit: 0, places: 2, fees: NO_FEES });
    expect([none.packageFee, none.freight, none.total.tax]).toEqual([0, 0, 6754.11]);
  });

  it('waives freight once the tax-inclusive order reaches full, whatever mode and unit the quote is shown in', () => {
    // The order amount is 12.66 × 200 + 4.22 × 1000.5 = 6754.11 (tax, per metre, to the fen).
    const free = { ...FEES, freight: { fee: 50, full: 6754.11, mile: 10, price: 2 } };
    for (const [mode, unit] of [
      [3, 0],
      [1, 0],
      [2, 1],
      [3, 2],
    ] as const) {
      const q = quote({ items: [A, B], modes: [mode], unit, places: 2, fees: free });
      expect([q.freight, q.freightWaived]).toEqual([0, true]);
    }
    const justShort = { ...FEES, freight: { fee: 50, full: 6754.12, mile: 10, price: 2 } };
    const q = quote({ items: [A, B], modes: [1], unit: 0, places: 2, fees: justShort });
    expect([q.freight, q.freightWaived]).toEqual([70, false]);
    // In the cost mode: 10 × 200 = 2000 and 3.33 × 1000.5 = 3331.665 -> 3331.67; 5331.67 + 50 + 70.
    expect(q.total.base).toBe(5451.67);
  });

  it('a freight typed on the sheet is the freight, as typed, even above the threshold', () => {
    const free = { ...FEES, freight: { fee: 50, full: 1000, mile: 10, price: 2 } };
    const q = quote({ items: [A, B], modes: [3], unit: 0, places: 2, fees: { ...free, sheetFreight: 500 } });
    expect([q.freight, q.freightWaived, q.total.tax]).toEqual([500, false, 7304.11]);
  });
});

describe('quote: custom items', () => {
  it('a custom cable priced by hand counts; an unpriced one is shown as such and left out, counted', () => {
    const q = quote({
      items: [A, CUSTOM_PRICED, CUSTOM_UNPRICED],
      modes: [2, 3],
      unit: 0,
      places: 2,
      fees: NO_FEES,
    });
    expect(q.lines[1]).toMatchObject({ quantity: 3, price: { tax: 100 }, amount: { tax: 300 }, weightKg: null });
    expect(q.lines[2]).toMatchObject({ quantity: 40, price: {}, amount: {} });
    expect(q.total).toEqual({ sale: 2240, tax: 2832 }); // tax: 2532 + 300
    expect(q.unpriced).toEqual({ sale: 2, tax: 1 });
    expect(q.weightKg).toBe(100);
    expect(q.weightUnknown).toBe(2);
  });

  it('in a per-weight unit an item without a weight has no quantity, so no line amount', () => {
    const q = quote({ items: [A, CUSTOM_PRICED], modes: [3], unit: 1, places: 2, fees: NO_FEES });
    expect(q.lines[1]).toMatchObject({ quantity: null, price: {}, amount: {} });
    expect(q.unpriced).toEqual({ tax: 1 });
    expect(q.total.tax).toBe(2531.2);
  });
});
