import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_ROWS, withBase, withFirstPaintRows } from './document-preview';

describe('withBase (a preview shown from its text keeps its own links and images)', () => {
  const url = 'http://api.test/biz/qms/inventory/table/preview?mode=1&token=t';

  it('puts the document URL as the first element of its head', () => {
    expect(withBase('<!DOCTYPE html><html><head lang="zh"><title>报价单</title></head></html>', url)).toBe(
      '<!DOCTYPE html><html><head lang="zh"><base href="http://api.test/biz/qms/inventory/table/preview?mode=1&amp;token=t"><title>报价单</title></head></html>',
    );
  });

  it('puts it first in a page without a head', () => {
    expect(withBase('<table></table>', url)).toMatch(/^<base href="[^"]+"><table><\/table>$/);
  });
});

describe('withFirstPaintRows (a long quotation paints its first screen before all its rows are laid out)', () => {
  const page =
    '<!DOCTYPE html><html><head><title>报价单</title></head><body><table><tbody><tr><td>1</td></tr></tbody></table></body></html>';

  it('leaves the rows of each table body past the first screen out of the first paint, and nothing else', () => {
    expect(FIRST_PAINT_ROWS).toBe(40);
    const shown = withFirstPaintRows(page);
    expect(shown).toBe(
      '<!DOCTYPE html><html><head><style id="preview-first-paint">tbody > tr:nth-child(n+41) { display: none; }</style><title>报价单</title></head><body><table><tbody><tr><td>1</td></tr></tbody></table></body></html>',
    );
  });

  it('keeps the base as the first element of the head', () => {
    const url = 'http://api.test/biz/qms/inventory/table/preview?token=t';
    expect(withBase(withFirstPaintRows(page), url)).toMatch(
      /^<!DOCTYPE html><html><head><base href="[^"]+"><style id="preview-first-paint">/,
    );
  });
});
