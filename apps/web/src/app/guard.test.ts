import { describe, expect, it, vi } from 'vitest';
import { type GuardDeps, navigationGuard } from './guard';

function deps(token?: string) {
  const calls: string[] = [];
  const value: GuardDeps = {
    checkVersion: vi.fn(() => {
      calls.push('version');
    }),
    clearSessionPrices: vi.fn(() => {
      calls.push('prices');
    }),
    readToken: vi.fn(() => {
      calls.push('token');
      return token;
    }),
  };
  return { value, calls };
}

describe('navigationGuard', () => {
  it('runs the version check, clears the session prices, then reads the token, in that order', () => {
    const { value, calls } = deps('t1');
    navigationGuard('/historical', value);
    expect(calls).toEqual(['version', 'prices', 'token']);
  });

  it.each(['/', '/book', '/hualification'])('lets a visitor without a token open the public page %s', (path) => {
    expect(navigationGuard(path, deps().value)).toEqual({ proceed: true });
  });

  it.each(['/real', '/realquotes', '/historical', '/setting', '/batch/quotation'])(
    'sends a visitor without a token from %s to home',
    (path) => {
      expect(navigationGuard(path, deps().value)).toEqual({ proceed: false, redirect: '/' });
    },
  );

  it('lets a signed-in user open any existing route, including the one whose path has a space', () => {
    expect(navigationGuard('/realquotes/common/imgcorpper', deps('t1').value)).toEqual({ proceed: true });
    expect(navigationGuard('/setting/index%20geshi', deps('t1').value)).toEqual({ proceed: true });
  });

  it('sends a signed-in user on a missing path to home', () => {
    expect(navigationGuard('/no/such/page', deps('t1').value)).toEqual({ proceed: false, redirect: '/' });
  });

  it('sends a visitor on a missing path to home', () => {
    expect(navigationGuard('/no/such/page', deps().value)).toEqual({ proceed: false, redirect: '/' });
  });
});
