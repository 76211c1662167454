import { useCallback, useRef, useState } from 'react';
import { type ScopedMutator, useSWRConfig } from 'swr';
import { isApiError } from './errors';
import type { JsonPostPath, ResponseData } from './types';

/**
 * The SWR cache as a write sees it: a write puts the server's answer into the reads it changed instead of asking
 * them again, and asks again only what its answer cannot bring up to date.
 */
export interface CacheWriter {
  /**
   * Every cached read of `path` becomes what `write` makes of it, without a request; a read `write` cannot bring up
   * to date (it answers undefined) is asked again.
   */
  update<Path extends JsonPostPath>(
    path: Path,
    write: (data: ResponseData<Path>, key: readonly unknown[]) => ResponseData<Path> | undefined,
  ): Promise<void>;
  /** Asks every cached read of these paths again (only the reads a screen shows make a request). */
  revalidate(...paths: JsonPostPath[]): Promise<void>;
}

/** The keys of the cached reads of a path: every read key starts with its path (see useApiQuery). */
function cachedKeysOf(mutate: ScopedMutator, path: string): (readonly unknown[])[] {
  const keys: (readonly unknown[])[] = [];
  void mutate(
    (key) => {
      if (Array.isArray(key) && key[0] === path) keys.push(key);
      return false;
    },
    undefined,
    { revalidate: false },
  );
  return keys;
}

export function cacheWriterOf(mutate: ScopedMutator): CacheWriter {
  return {
    async update(path, write) {
      const stale: (readonly unknown[])[] = [];
      await Promise.all(
        cachedKeysOf(mutate, path).map((key) =>
          mutate<ResponseData<typeof path>>(
            key,
            (data) => {
              if (data === undefined) return data;
              const next = write(data, key);
              if (next === undefined) stale.push(key);
              return next ?? data;
            },
            { revalidate: false },
          ),
        ),
      );
      await Promise.all(stale.map((key) => mutate(key)));
    },
    async revalidate(...paths) {
      const changed = new Set<string>(paths);
      await mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && changed.has(key[0]));
    },
  };
}

/** The cache writer of the SWR cache the component renders in (the app's, or a test's own). */
export function useCacheWriter(): CacheWriter {
  const { mutate } = useSWRConfig();
  return cacheWriterOf(mutate);
}

export interface Mutation<Args extends unknown[], Answer> {
  /**
   * Sends the write and puts its answer into the cache; resolves with the answer, or undefined when the call failed
   * (the error catalogue has shown why).
   */
  trigger: (...args: Args) => Promise<Answer | undefined>;
  /** A write is on its way: buttons show it and do not send another. */
  pending: boolean;
}

/**
 * One write of a screen: its pending flag, and its answer written into the cache by `writeAnswer` (so that the
 * screen shows the server's rows without asking for them again).
 */
export function useMutation<Args extends unknown[], Answer>(
  send: (...args: Args) => Promise<Answer>,
  writeAnswer?: (cache: CacheWriter, answer: Answer, ...args: Args) => Promise<unknown>,
): Mutation<Args, Answer> {
  const cache = useCacheWriter();
  const [running, setRunning] = useState(0);
  const latest = useRef({ send, writeAnswer, cache });
  latest.current = { send, writeAnswer, cache };
  const trigger = useCallback(async (...args: Args): Promise<Answer | undefined> => {
    const { send: call, writeAnswer: write, cache: writer } = latest.current;
    setRunning((count) => count + 1);
    try {
      const answer = await call(...args);
      await write?.(writer, answer, ...args);
      return answer;
    } catch (error) {
      // The request layer has shown an API failure (error catalogue); the caller sees undefined. Anything else is a bug.
      if (isApiError(error)) return undefined;
      throw error;
    } finally {
      setRunning((count) => count - 1);
    }
  }, []);
  return { trigger, pending: running > 0 };
}
