import { paths } from '../config/paths';

/**
 * Paths whose route code index.html preloads only once the entry's first reads (app/first-reads.ts) have their answers
 * or the app mounts, whichever comes first: on the origin's 6 connections the route's ~35 chunks queued ahead of
 * conf/list and the inventory list, and those reads then arrived after the code (in a 1,000-item run, the list 300-500
 * ms later than when it leaves first; route-preload.ts writes the script).
 */
export const DEFERRED_ROUTE_PRELOAD_PATHS: readonly string[] = [paths.realQuotation];

/** The global under which index.html's script leaves the deferred preload. */
export const ROUTE_PRELOAD_GLOBAL = '__cableRoutePreload';

/** Starts the deferred preload of the route's code, if any is waiting (once; later calls do nothing). */
export function releaseRoutePreload(holder: Record<string, unknown> = globalThis as never): void {
  const release = holder[ROUTE_PRELOAD_GLOBAL];
  if (typeof release === 'function') release();
}
