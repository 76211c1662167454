import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject, redirect, useLocation } from 'react-router-dom';
import { canOpenRoute } from '../api/access';
import { paths } from '../config/paths';
import { clearSessionPrices, readToken } from '../lib/storage';
import { navigationGuard } from './guard';
import { AppLayout } from './layout/app-layout';
import { type AppRoute, appRoutes } from './routes';
import { runVersionCheck } from './version-check';

// antd's Result (its large illustrations) is only needed after a render error, so it stays out of the first load.
const RouteError = lazy(() => import('./layout/route-error').then((module) => ({ default: module.RouteError })));

function guardLoader({ request }: { request: Request }) {
  const result = navigationGuard(new URL(request.url).pathname, {
    checkVersion: runVersionCheck,
    clearSessionPrices: () => clearSessionPrices(),
    readToken: () => readToken(),
    canOpen: canOpenRoute,
  });
  if (!result.proceed) throw redirect(result.redirect);
  return null;
}

/** Shown while the first route's guard and code load. */
function BootFallback() {
  return <div style={{ minHeight: '100vh' }} aria-busy="true" />;
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
  return createBrowserRouter(routeObjects);
}
