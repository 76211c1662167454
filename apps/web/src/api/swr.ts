import useSWR, { mutate, preload, type SWRConfiguration } from 'swr';
import { api } from './app-client';
import { takeFirstRead } from './first-reads';
import { apiQueryKey, timestamped } from './query-key';
import type { JsonPostPath, RequestBody, ResponseData } from './types';

export { timestamped };

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
  const key = body === null ? null : apiQueryKey(path, body);
  return useSWR<ResponseData<Path>, Error, typeof key>(key, () => postBody(path, body as BodyInput<Path>), config);
}

function postBody<Path extends JsonPostPath>(path: Path, body: BodyInput<Path>): Promise<ResponseData<Path>> {
  return api().post(path, typeof body === 'function' ? (body as () => RequestBody<Path>)() : body);
}

/**
 * Starts the read useApiQuery(path, body) will make, before the screen that makes it has rendered, and caches its
 * answer: the screen's first render has the data, and the hook's first revalidation takes this same answer instead
 * of asking again. Only for a screen about to mount on an empty cache (the page's first navigation), where that
 * first hook is sure to revalidate.
 */
export function preloadApiQuery<Path extends JsonPostPath>(
  path: Path,
  body: BodyInput<Path>,
  /**
   * Runs on the answer before any hook of this key sees it: a read that depends on it starts here, so a screen that
   * renders with the answer finds that read under way instead of starting its own.
   */
  beforeShown?: (answer: ResponseData<Path>) => void,
): Promise<ResponseData<Path>> {
  const key = apiQueryKey(path, body);
  return preloadIntoCache(key, async () => {
    // The entry may have started this read already (first-reads.ts).
    const answer = await (takeFirstRead<ResponseData<Path>>(key) ?? postBody(path, body));
    beforeShown?.(answer);
    return answer;
  });
}

/** SWR's preload of a key, whose answer is also written to the cache as soon as it arrives (see preloadApiQuery). */
export async function preloadIntoCache<Data>(key: readonly unknown[], fetcher: () => Promise<Data>): Promise<Data> {
  const answer = await preload(key, fetcher);
  await mutate(key, answer, { revalidate: false });
  return answer;
}

/** Revalidates every cached read of the given paths (what a mutation changed). */
export function revalidatePaths(...changed: JsonPostPath[]): Promise<unknown> {
  const set = new Set<string>(changed);
  return mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && set.has(key[0]));
}
