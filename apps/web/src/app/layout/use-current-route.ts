import { useMatches } from 'react-router-dom';
import type { AppRoute } from '../routes';

export function useCurrentRoute(): AppRoute | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle as { route?: AppRoute } | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}
