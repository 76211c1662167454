import { useLocation } from 'react-router-dom';
import { type AppRoute, findRoute } from '../routes';

/** The route of the page on screen (inside the app's routes, the settled location: app/router.tsx). */
export function useCurrentRoute(): AppRoute | undefined {
  return findRoute(useLocation().pathname);
}
