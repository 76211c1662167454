import { paths } from '../config/paths';
import { type AppRoute, findRoute } from './routes';

export interface GuardDeps {
  checkVersion: () => void;
  clearSessionPrices: () => void;
  readToken: () => string | undefined;
  /** The access module's answer for a route's module (api/access.ts); left out, every known route opens. */
  canOpen?: (route: AppRoute) => boolean;
}

export type GuardResult = { proceed: true } | { proceed: false; redirect: string };

/** The navigation guard of spec section 2, steps 1-5 in order. */
export function navigationGuard(pathname: string, deps: GuardDeps): GuardResult {
  deps.checkVersion();
  deps.clearSessionPrices();
  const token = deps.readToken();
  const route = findRoute(pathname);
  if (token || route?.public) {
    if (!route) return { proceed: false, redirect: paths.home };
    // A route whose module the user is not granted leads home, like an unknown one (the menu never offers it).
    if (token && !route.public && deps.canOpen && !deps.canOpen(route)) return { proceed: false, redirect: paths.home };
    return { proceed: true };
  }
  return { proceed: false, redirect: paths.home };
}
