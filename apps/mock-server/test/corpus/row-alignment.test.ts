/**
 * The accuracy scorer pairs a picture's recognised rows with its answer key's rows by what they say, so a recognition
 * that finds one line more above the table (a window's title bar) is judged row by row, not shifted by one.
 */
import { describe, expect, it } from 'vitest';
import { alignedByText, type Outcome } from '../../../../corpus/inquiries/score';

const matched = (metres: number): Outcome => ({ status: 'matched', metres, reasons: [] });
const key = {
  file: 'p.jpg',
  kind: 'image' as const,
  layout: '',
  rows: [
    { row: 1, text: '电缆询价清单', truth: { expect: 'noise' as const } },
    { row: 2, text: '1 | 电力电缆 | YJV22 | 4*95+1*50 | 560', truth: { expect: 'noise' as const } },
    { row: 3, text: '2 | 电力电缆 | YJV22 | 4*50+1*25 | 380', truth: { expect: 'noise' as const } },
    { row: 4, text: '3 | 控制电缆 | KVV | 14*1.5 | 460', truth: { expect: 'noise' as const } },
  ],
};

describe('alignedByText', () => {
  it('pairs rows by their text when the recognition numbered them one further down', () => {
    const paired = alignedByText(key, [
      { raw: '1 电力电缆 YJV22 4*95+1*50 560', outcome: matched(560) },
      { raw: '2 电力电缆 YJV22 4*50+1*25 380', outcome: matched(380) },
      { raw: '3 控制电缆 KVV 14*1.5 460', outcome: matched(460) },
    ]);
    expect([...paired].map(([row, outcome]) => [row, outcome.metres])).toEqual([
      [2, 560],
      [3, 380],
      [4, 460],
    ]);
  });

  it('leaves a key row without a pair when nothing read resembles it, and keeps the order', () => {
    const paired = alignedByText(key, [
      { raw: '2 电力电缆 YJV22 4*50+1*25 380', outcome: matched(380) },
      { raw: 'Sheet1 Sheet2', outcome: matched(0) },
    ]);
    expect([...paired].map(([row]) => row)).toEqual([3]);
  });

  it('pairs a row whose values were misread with its own key row, where the wrong values show', () => {
    const paired = alignedByText(key, [{ raw: '2 电力电缆 YJV22 4*50+1*25 880', outcome: matched(880) }]);
    expect(paired.get(3)?.metres).toBe(880);
  });

  it('pairs a row under merged cells by what its line shows, not by the merged text the key gives it (marked ↑)', () => {
    const merged = {
      ...key,
      rows: [
        { row: 1, text: '1 | WDZ-YJY | 0.6/1kV | 4×50+1×25 | 180m | 1#楼配电', truth: { expect: 'noise' as const } },
        { row: 2, text: '2 | ↑WDZ-YJY | ↑0.6/1kV | 4×120+1×70 | 95m | 2#楼', truth: { expect: 'noise' as const } },
      ],
    };
    const paired = alignedByText(merged, [
      { raw: '1 WDZ-YJY 0.6/1kV 4x50+1x25 180m 1#楼配电', outcome: matched(180) },
      { raw: '2 4x120+1x70 95m 2#楼', outcome: matched(95) },
    ]);
    expect(paired.get(2)?.metres).toBe(95);
    // A recognition that found the merge gives the row its merged text: paired all the same.
    const resolved = alignedByText(merged, [
      { raw: '1 WDZ-YJY 0.6/1kV 4x50+1x25 180m 1#楼配电', outcome: matched(180) },
      { raw: '2 WDZ-YJY 0.6/1kV 4x120+1x70 95m 2#楼', outcome: matched(95) },
    ]);
    expect(resolved.get(2)?.metres).toBe(95);
  });
});
