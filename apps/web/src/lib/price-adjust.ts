import { PRICE_ADJUST_POLL_MS } from '../config/constants';

export interface ChangeState {
  run: boolean;
  last?: number | string | null;
}

export interface PriceAdjustWatchOptions {
  fetchState: () => Promise<ChangeState>;
  /** Called with true when the blocking modal must show and with false when it clears. */
  onBlockingChange: (blocking: boolean) => void;
  intervalMs?: number;
}

/**
 * Polls /pub/biz/data/change/state (spec section 4, "Price adjustment"): the modal blocks while a run is
 * in progress or right after `last` moved, and clears on the next quiet poll.
 */
export function startPriceAdjustWatch(options: PriceAdjustWatchOptions): () => void {
  let previousLast: ChangeState['last'];
  let known = false;
  let blocking = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const poll = async () => {
    try {
      const state = await options.fetchState();
      if (stopped) return;
      const lastChanged = known && state.last !== previousLast;
      previousLast = state.last;
      known = true;
      const nowBlocking = state.run || lastChanged;
      if (nowBlocking !== blocking) {
        blocking = nowBlocking;
        options.onBlockingChange(blocking);
      }
    } catch {
      // A failed poll keeps the current state; the request layer already reported the failure.
    }
    if (!stopped) timer = setTimeout(poll, options.intervalMs ?? PRICE_ADJUST_POLL_MS);
  };

  void poll();
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}

type PricesChangedListener = () => void;
const pricesChangedListeners = new Set<PricesChangedListener>();

/**
 * Screens that keep prices of their own (fetched on demand, not through a cached read) hear here that the server's
 * prices changed under them — a price adjustment cleared — and drop them. Returns the unsubscribe function.
 */
export function onPricesChanged(listener: PricesChangedListener): () => void {
  pricesChangedListeners.add(listener);
  return () => {
    pricesChangedListeners.delete(listener);
  };
}

export function announcePricesChanged(): void {
  for (const listener of [...pricesChangedListeners]) listener();
}
