import { describe, expect, it } from 'vitest';
import { appTheme } from './antd-theme';

describe("the app's antd theme", () => {
  it('names Chinese sans fonts after the Latin ones and before the generic family, for English pages too', () => {
    const fonts = (appTheme('#1677ff', false).token?.fontFamily ?? '').split(',').map((font) => font.trim());
    const generic = fonts.indexOf('sans-serif');
    for (const font of ["'PingFang SC'", "'Microsoft YaHei'", "'Noto Sans CJK SC'"]) {
      expect(fonts.indexOf(font)).toBeGreaterThan(fonts.indexOf('Arial'));
      expect(fonts.indexOf(font)).toBeLessThan(generic);
    }
  });
});
