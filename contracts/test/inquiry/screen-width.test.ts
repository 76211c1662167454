import { describe, expect, it } from 'vitest';
import { charWidth, textWidth } from '../../src/inquiry/screen-width';

describe('how wide text stands in a fixed-width font', () => {
  it('takes two columns for Chinese, Japanese kana, Hangul and full-width forms, one for the rest', () => {
    expect(['电', 'カ', '케', '１', '，', '\u3000', '￥'].map(charWidth)).toEqual([2, 2, 2, 2, 2, 2, 2]);
    expect(['Y', '4', '×', '²', 'ę', 'ơ', ' '].map(charWidth)).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });

  it('adds up a cell: a Korean name as wide as it shows, so the next tab stop is the one the writer saw', () => {
    expect(textWidth('전력케이블 YJV')).toBe(14);
    expect(textWidth('铜芯电缆YJV-4×95')).toBe(16);
  });
});
