/**
 * The route path an address names, as routes are matched: decoded, without a trailing slash, in lower case. Free of
 * React and of the route table, so that the entry's first reads (first-reads.ts) match paths as the router does.
 */
export function routePathOf(pathname: string): string {
  let decoded = pathname;
  try {
    // Paths with a space ('/setting/index geshi') arrive percent-encoded from the address bar.
    decoded = decodeURI(pathname);
  } catch {
    // A malformed escape cannot name a route; matching then fails and the guard sends the user home.
  }
  return (decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded).toLowerCase();
}
