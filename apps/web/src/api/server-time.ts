/**
 * The server's time as this client knows it, learnt from the answers' stat.sec (server Unix seconds). Requests are
 * signed with it, so they stay inside the server's time window when the device clock is off, or when a mock server's
 * clock has been moved (its control API): a client that follows stat.sec stays valid.
 */
export interface ServerTime {
  /** The server's time now, Unix ms. */
  now(): number;
  /**
   * Learns from an answer: its stat.sec, and the local times the request left and the answer came. The estimate moves
   * only when the server's second cannot be reconciled with it, so a clock in step is never nudged by rounding.
   * Answers whether it moved.
   */
  observe(sec: number, sentAt: number, receivedAt: number): boolean;
}

export function createServerTime(localNow: () => number = Date.now): ServerTime {
  let offset = 0;
  return {
    now: () => localNow() + offset,
    observe(sec, sentAt, receivedAt) {
      if (!Number.isFinite(sec) || sec <= 0 || receivedAt < sentAt) return false;
      // The server read its clock somewhere between sending and receiving, in the second `sec`.
      const lowest = sec * 1000 - receivedAt;
      const highest = sec * 1000 + 999 - sentAt;
      if (offset >= lowest && offset <= highest) return false;
      offset = Math.round(sec * 1000 + 500 - (sentAt + receivedAt) / 2);
      return true;
    },
  };
}
