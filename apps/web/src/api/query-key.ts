/** Cache keys of the API reads, free of React and SWR so that the entry's first reads (first-reads.ts) can use them. */

/** A call without data carries only a timestamp (spec section 7), taken when the request is sent. */
export const timestamped = () => ({ timestamp: Date.now() });

/**
 * The cache key of a read of `path` with `body`: the path first, so that a mutation can revalidate every read of a
 * path; a body function (such as `timestamped`) is evaluated per request and keeps the key stable.
 */
export function apiQueryKey(path: string, body: unknown) {
  return [path, typeof body === 'function' ? 'per-request' : JSON.stringify(body)] as const;
}
