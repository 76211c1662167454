/**
 * The reads of the page's first route, started by the entry as soon as startup has configured the API client: while
 * React, antd and the route's code are still loading and evaluating (about 180 ms of main-thread work on this
 * machine), not after them. A screen's preload (preloadApiQuery, preloadIntoCache) takes the answer from here instead
 * of asking again, so the calls stay the ones the screen makes, each once. Free of React on purpose: the entry's own
 * code runs before React has loaded.
 */
const reads = new Map<string, Promise<unknown>>();

/** What identifies a read: its cache key (see swr.ts), as JSON. */
function idOf(key: readonly unknown[]): string {
  return JSON.stringify(key);
}

/** Starts a read for the cache key `key` and keeps its answer for the screen's preload of that key. */
export function startFirstRead<Data>(key: readonly unknown[], read: () => Promise<Data>): Promise<Data> {
  const answer = read();
  // A failed read is the screen's to show once it takes the answer; until then nobody listens.
  answer.catch(() => undefined);
  reads.set(idOf(key), answer);
  return answer;
}

/** The answer a first read keeps for `key`, once (a later read of the key asks the server); undefined when none. */
export function takeFirstRead<Data>(key: readonly unknown[]): Promise<Data> | undefined {
  const id = idOf(key);
  const answer = reads.get(id) as Promise<Data> | undefined;
  reads.delete(id);
  return answer;
}

/**
 * Forgets the reads nobody took: called once the first route's preloads have run, so that a later screen never takes
 * an answer from the page's start.
 */
export function dropFirstReads(): void {
  reads.clear();
}
