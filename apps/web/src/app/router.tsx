import {
  Component,
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useLayoutEffect,
  useState,
} from 'react';
import { type Location, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { canOpenRoute } from '../api/access';
import { dropFirstReads } from '../api/first-reads';
import { paths, staticUrls } from '../config/paths';
import { pageShown } from '../features/real/first-rows/first-rows-handover';
import { useI18n } from '../i18n/i18n-provider';
import { clearSessionPrices, readToken } from '../lib/storage';
import { type GuardDeps, navigationGuard } from './guard';
import { AppLayout } from './layout/app-layout';
import { type AppRoute, findRoute } from './routes';
import { runVersionCheck } from './version-check';

// antd's Result (its large illustrations) is only needed after a render error, so it stays out of the first load.
const RouteError = lazy(() => import('./layout/route-error').then((module) => ({ default: module.RouteError })));

const GUARD_DEPS: GuardDeps = {
  checkVersion: runVersionCheck,
  clearSessionPrices: () => clearSessionPrices(),
  readToken: () => readToken(),
  canOpen: canOpenRoute,
};

/**
 * The reads of the page's first route (its prefetch), started before the route's code is asked for, so that they are
 * ahead of its chunks in the browser's queue (6 connections to the origin; behind ~60 chunks conf/list waited
 * ~120 ms). Only what the guard would let through: a public route, or a known and granted one for a signed-in user.
 * Later navigations find their screens' reads in the cache or start them themselves.
 */
export function prefetchFirstRoute(pathname: string): void {
  const route = findRoute(pathname);
  if (!route?.prefetch || (!route.public && (!readToken() || !canOpenRoute(route)))) {
    dropFirstReads();
    return;
  }
  // The prefetch takes the answers of the reads the entry started (app/first-reads.ts); what it leaves is forgotten.
  // A failed read is the screen's to show: its own hook receives the same answer.
  void route
    .prefetch()
    .catch(() => undefined)
    .finally(dropFirstReads);
}

/**
 * Shown while the first route's guard and code load: the static shell of index.html again (its classes are in
 * index.html's style), so the page goes on showing the header instead of turning blank when React mounts.
 */
function BootFallback() {
  const { t } = useI18n();
  return (
    <div className="boot-shell" aria-busy="true">
      <header className="boot-header">
        <img src={staticUrls.logo} alt="" />
        <span className="boot-title">{t('app.title')}</span>
      </header>
      <div className="boot-busy">
        <span />
      </div>
    </div>
  );
}

function LoadFailRedirect() {
  const location = useLocation();
  return <Navigate to={paths.loadFail} replace state={{ from: location.pathname + location.search }} />;
}

/** Each route's page, loaded once; a page whose code fails to load leads to the load-fail page from then on. */
const pages = new Map<string, Promise<ComponentType>>();

function pageOf(route: AppRoute): Promise<ComponentType> {
  let page = pages.get(route.name);
  if (!page) {
    page = route.load().then(
      (module) => module.default,
      (error: unknown) => {
        console.error(`route ${route.name} failed to load`, error);
        return LoadFailRedirect;
      },
    );
    pages.set(route.name, page);
  }
  return page;
}

/** A navigation the guard let through whose page has loaded: what the screen shows. */
interface Settled {
  location: Location;
  route: AppRoute;
  Page: ComponentType;
}

interface BoundaryState {
  error?: unknown;
  resetKey?: string;
}

/** Last resort for a render error in the layout or a page; the next navigation renders the tree again. */
export class RouteErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = {};

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: BoundaryState): BoundaryState | null {
    return props.resetKey === state.resetKey ? null : { error: undefined, resetKey: props.resetKey };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <Suspense fallback={null}>
        <RouteError error={this.state.error} />
      </Suspense>
    );
  }
}

/**
 * The app's routes. Every navigation first passes the guard of spec section 2 (a redirect replaces it), then the
 * route's page code loads while the screen goes on showing the previous page (or, on the first one, the boot shell),
 * and only then does the new page render: the rendered tree reads the settled location, not the pending one.
 */
export function AppRoutes() {
  const location = useLocation();
  const navigate = useNavigate();
  const [settled, setSettled] = useState<Settled>();

  useEffect(() => {
    const result = navigationGuard(location.pathname, GUARD_DEPS);
    if (!result.proceed) {
      navigate(result.redirect, { replace: true });
      return;
    }
    const route = findRoute(location.pathname);
    if (!route) return;
    let current = true;
    void pageOf(route).then((Page) => {
      if (current) setSettled({ location, route, Page });
    });
    return () => {
      current = false;
    };
  }, [location, navigate]);

  // The quotation list's rows painted before the app had loaded lie over the page until it shows a page: the list
  // takes them away with its own rows; any other page, as it shows (features/real/first-rows).
  useLayoutEffect(() => {
    if (settled) pageShown(settled.route.path === paths.realQuotation);
  }, [settled]);

  if (!settled) return <BootFallback />;
  const { Page } = settled;
  return (
    <RouteErrorBoundary resetKey={settled.location.key}>
      <Routes location={settled.location}>
        <Route element={<AppLayout />}>
          <Route path="*" element={<Page key={settled.route.name} />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
