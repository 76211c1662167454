/** Time source for everything that expires or is stamped; tests use fakeClock to move time. */
export interface Clock {
  /** Unix milliseconds. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export interface FakeClock extends Clock {
  advance(ms: number): void;
  set(ms: number): void;
}

export function fakeClock(start: number): FakeClock {
  let current = start;
  return {
    now: () => current,
    advance(ms: number) {
      if (!Number.isFinite(ms) || ms < 0) throw new Error(`fakeClock.advance needs a non-negative number, got ${ms}`);
      current += ms;
    },
    set(ms: number) {
      current = ms;
    },
  };
}

export const toUnixSeconds = (ms: number): number => Math.floor(ms / 1000);
