import { describe, expect, it } from 'vitest';
import { routePathOf } from './route-path';
import { findRoute } from './routes';

describe('routePathOf', () => {
  it('matches an address as the router does: decoded, without a trailing slash, in lower case', () => {
    expect(routePathOf('/')).toBe('/');
    expect(routePathOf('/Real/Quotation/')).toBe('/real/quotation');
    expect(routePathOf('/setting/index%20geshi')).toBe('/setting/index geshi');
    // A malformed escape is kept as written: it names no route.
    expect(routePathOf('/real/%E0%A4%A')).toBe('/real/%e0%a4%a');
    expect(findRoute('/Real/Quotation/')?.path).toBe('/real/quotation');
    expect(findRoute('/real/%E0%A4%A')).toBeUndefined();
  });
});
