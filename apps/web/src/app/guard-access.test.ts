import { describe, expect, it } from 'vitest';
import { accessOf } from '../api/access';
import { navigationGuard } from './guard';

const guardDeps = (granted: string[]) => ({
  checkVersion: () => undefined,
  clearSessionPrices: () => undefined,
  readToken: () => 'token',
  canOpen: accessOf(new Set(granted)).canOpen,
});

describe('navigationGuard with the access module', () => {
  it('lets the guard open a route only when its module is granted; a route without one is open', () => {
    expect(navigationGuard('/historical', guardDeps(['Historical']))).toEqual({ proceed: true });
    expect(navigationGuard('/historical', guardDeps(['Real']))).toEqual({ proceed: false, redirect: '/' });
    expect(navigationGuard('/book', guardDeps([]))).toEqual({ proceed: true });
  });
});
