import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject, redirect, useLocation } from 'react-router-dom';
import { canOpenRoute } from '../api/access';
import { paths, staticUrls } from '../config/paths';
import { useI18n } from '../i18n/i18n-provider';
import { clearSessionPrices, readToken } from '../lib/storage';
import { navigationGuard } from './guard';
import { AppLayout } from './layout/app-layout';
import { type AppRoute, appRoutes, findRoute } from './routes';
import { runVersionCheck } from './version-check';

// antd's Result (its large illustrations) is only needed after a render error, so it stays out of the first load.
const RouteError = lazy(() => import('./layout/route-error').then((module) => ({ default: module.RouteError })));

function guardLoader({ request }: { request: Request }) {
  const pathname = new URL(request.url).pathname;
  const result = navigationGuard(pathname, {
    checkVersion: runVersionCheck,
    clearSessionPrices: () => clearSessionPrices(),
    readToken: () => readToken(),
    canOpen: canOpenRoute,
  });
  if (!result.proceed) throw redirect(result.redirect);
  return null;
}

/**
 * The reads of the page's first route (its prefetch), started as the router is created: before the router asks for
 * the route's code, so that they are ahead of its chunks in the browser's queue (6 connections to the origin; behind
 * ~60 chunks conf/list waited ~120 ms). Only what the guard would let through: a public route, or a known and granted
 * one for a signed-in user. Later navigations find their screens' reads in the cache or start them themselves.
 */
function prefetchFirstRoute(pathname: string): void {
  const route = findRoute(pathname);
  if (!route?.prefetch) return;
  if (!route.public && (!readToken() || !canOpenRoute(route))) return;
  // A failed read is the screen's to show: its own hook receives the same answer.
  void route.prefetch().catch(() => undefined);
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

function toRouteObject(route: AppRoute): RouteObject {
  return {
    path: route.path,
    loader: guardLoader,
    handle: { route },
    lazy: async () => {
      try {
        return { Component: (await route.load()).default };
      } catch (error) {
        console.error(`route ${route.name} failed to load`, error);
        return { Component: LoadFailRedirect };
      }
    },
  };
}

export const routeObjects: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: (
      <Suspense fallback={null}>
        <RouteError />
      </Suspense>
    ),
    hydrateFallbackElement: <BootFallback />,
    children: [...appRoutes.map(toRouteObject), { path: '*', loader: guardLoader, element: null }],
  },
];

export function createAppRouter() {
  prefetchFirstRoute(window.location.pathname);
  return createBrowserRouter(routeObjects);
}
