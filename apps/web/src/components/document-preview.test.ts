import { describe, expect, it } from 'vitest';
import { withBase } from './document-preview';

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
