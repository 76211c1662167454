/** A request URL split into its path and its query string (with the "?"; '' when there is none). */
export function pathAndQuery(url: string): { path: string; query: string } {
  const end = url.indexOf('?');
  return end === -1 ? { path: url, query: '' } : { path: url.slice(0, end), query: url.slice(end) };
}
