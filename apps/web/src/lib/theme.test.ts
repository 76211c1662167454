import { describe, expect, it } from 'vitest';
import { applyPrimaryColor, parseHexColor, primaryCssVariables, primaryShades } from './theme';

describe('primary shades', () => {
  it('mixes #0059FF with white by 30/50/70/90 % and with black by 20 %', () => {
    expect(primaryShades('#0059FF')).toEqual({
      primary: '#0059ff',
      light: { 30: '#4d8bff', 50: '#80acff', 70: '#b3cdff', 90: '#e6eeff' },
      dark: '#0047cc',
    });
  });

  it('accepts the short form and rejects what is not a hex colour', () => {
    expect(parseHexColor('#fff')).toEqual([255, 255, 255]);
    expect(() => parseHexColor('blue')).toThrow(/not a hex colour/);
  });

  it('writes the variables onto the root element when the colour changes', () => {
    applyPrimaryColor('#ff0000');
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--color-primary')).toBe('#ff0000');
    expect(style.getPropertyValue('--color-primary-light-5')).toBe('#ff8080');
    expect(style.getPropertyValue('--color-primary-dark-2')).toBe('#cc0000');
    expect(Object.keys(primaryCssVariables('#ff0000'))).toHaveLength(6);
  });
});
