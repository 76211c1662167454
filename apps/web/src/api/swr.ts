import useSWR, { mutate, type SWRConfiguration } from 'swr';
import { api } from './app-client';
import type { JsonPostPath, RequestBody, ResponseData } from './types';

/** A call without data carries only a timestamp (spec section 7), taken when the request is sent. */
export const timestamped = () => ({ timestamp: Date.now() });

type BodyInput<Path extends JsonPostPath> = RequestBody<Path> | (() => RequestBody<Path>);

/**
 * SWR read of one POST call. `body` null pauses the request (e.g. until a category is chosen); a body
 * function (such as `timestamped`) is evaluated per request and keeps the cache key stable. The key holds
 * the path first so that a mutation can revalidate every read of a path.
 */
export function useApiQuery<Path extends JsonPostPath>(
  path: Path,
  body: BodyInput<Path> | null,
  config?: SWRConfiguration<ResponseData<Path>>,
) {
  const key =
    body === null ? null : ([path, typeof body === 'function' ? 'per-request' : JSON.stringify(body)] as const);
  return useSWR<ResponseData<Path>, Error, typeof key>(
    key,
    () =>
      api().post(path, typeof body === 'function' ? (body as () => RequestBody<Path>)() : (body as RequestBody<Path>)),
    config,
  );
}

/** Revalidates every cached read of the given paths (what a mutation changed). */
export function revalidatePaths(...changed: JsonPostPath[]): Promise<unknown> {
  const set = new Set<string>(changed);
  return mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && set.has(key[0]));
}
