import { type Clock, systemClock } from '../store/clock';

/** What GET /__control/clock answers: the clock's time, whether it stands still, and how far it is from its source. */
export interface ClockState {
  /** Unix ms. */
  now: number;
  frozen: boolean;
  /** now minus the source's time, ms (0 on the real time). */
  offset: number;
}

/**
 * A clock the control API moves: it follows its source (the system time, or a test's fake clock) shifted by an
 * offset, or stands still at a frozen moment. Everything time-based in the server reads one of these.
 */
export interface ControllableClock extends Clock {
  /** Jumps to the given Unix ms (and keeps running from there unless frozen). */
  set(ms: number): void;
  /** Moves forward (or back, for a negative ms) by ms. */
  advance(ms: number): void;
  /** Stops the clock at its current time. */
  freeze(): void;
  /** Back to the source's time, running. */
  real(): void;
  state(): ClockState;
}

/** A new controllable clock over its source (the system time by default); a controllable source is used as it is. */
export function createControllableClock(source: Clock = systemClock): ControllableClock {
  if (isControllable(source)) return source;
  let offset = 0;
  let frozenAt: number | null = null;
  const now = () => frozenAt ?? source.now() + offset;
  return {
    now,
    set(ms) {
      if (frozenAt === null) offset = ms - source.now();
      else frozenAt = ms;
    },
    advance(ms) {
      if (frozenAt === null) offset += ms;
      else frozenAt += ms;
    },
    freeze() {
      frozenAt = now();
    },
    real() {
      frozenAt = null;
      offset = 0;
    },
    state() {
      const at = now();
      return { now: at, frozen: frozenAt !== null, offset: at - source.now() };
    },
  };
}

function isControllable(clock: Clock): clock is ControllableClock {
  const candidate = clock as Partial<ControllableClock>;
  return typeof candidate.state === 'function' && typeof candidate.freeze === 'function';
}
