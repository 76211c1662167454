import { paths } from '../config/paths';
import { findRoute } from './routes';

export interface GuardDeps {
  checkVersion: () => void;
  clearSessionPrices: () => void;
  readToken: () => string | undefined;
}

export type GuardResult = { proceed: true } | { proceed: false; redirect: string };

/** The navigation guard of spec section 2, steps 1-5 in order. */
export function navigationGuard(pathname: string, deps: GuardDeps): GuardResult {
  deps.checkVersion();
  deps.clearSessionPrices();
  const token = deps.readToken();
  const route = findRoute(pathname);
  if (token || route?.public) {
    return route ? { proceed: true } : { proceed: false, redirect: paths.home };
  }
  return { proceed: false, redirect: paths.home };
}
