import {
  ACTIVITY_THROTTLE_MS,
  IDLE_CHECK_MS,
  IDLE_LIMIT_MS,
  IDLE_SLOW_AFTER_MS,
  IDLE_SLOW_CHECK_MS,
} from '../config/constants';

export const ACTIVITY_EVENTS = ['click', 'mousemove', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

export interface IdleWatchOptions {
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  onTimeout: () => void;
  now?: () => number;
  /** Persisted last-active time, so that a reload does not reset the idle clock. */
  load?: () => number | undefined;
  save?: (time: number) => void;
  limitMs?: number;
}

export interface IdleWatch {
  stop: () => void;
  lastActive: () => number;
}

/** The delay before the next idle check: 30 s, or 60 s once the user has been idle for over 30 minutes. */
export function nextIdleCheckDelay(idleMs: number): number {
  return idleMs > IDLE_SLOW_AFTER_MS ? IDLE_SLOW_CHECK_MS : IDLE_CHECK_MS;
}

export function startIdleWatch(options: IdleWatchOptions): IdleWatch {
  const now = options.now ?? Date.now;
  const limit = options.limitMs ?? IDLE_LIMIT_MS;
  let lastActive = options.load?.() ?? now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const onActivity = () => {
    const time = now();
    if (time - lastActive < ACTIVITY_THROTTLE_MS) return;
    lastActive = time;
    options.save?.(time);
  };

  const stop = () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    for (const name of ACTIVITY_EVENTS) options.target.removeEventListener(name, onActivity);
  };

  const check = () => {
    if (stopped) return;
    const idle = now() - lastActive;
    if (idle > limit) {
      stop();
      options.onTimeout();
      return;
    }
    timer = setTimeout(check, nextIdleCheckDelay(idle));
  };

  for (const name of ACTIVITY_EVENTS) options.target.addEventListener(name, onActivity, { passive: true });
  options.save?.(lastActive);
  timer = setTimeout(check, nextIdleCheckDelay(now() - lastActive));
  return { stop, lastActive: () => lastActive };
}
