import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextIdleCheckDelay, startIdleWatch } from './idle';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('idle watch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T08:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks every 30 s, and every 60 s once idle for over 30 minutes', () => {
    expect(nextIdleCheckDelay(0)).toBe(30_000);
    expect(nextIdleCheckDelay(30 * MINUTE)).toBe(30_000);
    expect(nextIdleCheckDelay(30 * MINUTE + 1)).toBe(60_000);
  });

  it('times out after more than 5 hours without activity', () => {
    const onTimeout = vi.fn();
    startIdleWatch({ target: window, onTimeout });
    vi.advanceTimersByTime(5 * HOUR);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE);
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('activity resets the clock', () => {
    const onTimeout = vi.fn();
    startIdleWatch({ target: window, onTimeout });
    vi.advanceTimersByTime(4 * HOUR);
    window.dispatchEvent(new MouseEvent('mousemove'));
    vi.advanceTimersByTime(4 * HOUR);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(HOUR + 2 * MINUTE);
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('throttles activity to one update per second', () => {
    const save = vi.fn();
    startIdleWatch({ target: window, onTimeout: vi.fn(), save });
    save.mockClear();
    vi.advanceTimersByTime(5000);
    for (let index = 0; index < 10; index++) window.dispatchEvent(new KeyboardEvent('keydown'));
    expect(save).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(999);
    window.dispatchEvent(new Event('scroll'));
    expect(save).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1);
    window.dispatchEvent(new Event('wheel'));
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('resumes from a stored last-active time (a reload does not reset the clock)', () => {
    const onTimeout = vi.fn();
    startIdleWatch({ target: window, onTimeout, load: () => Date.now() - 5 * HOUR - 1 });
    vi.advanceTimersByTime(60_000);
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('stops listening and checking when stopped', () => {
    const onTimeout = vi.fn();
    const watch = startIdleWatch({ target: window, onTimeout });
    watch.stop();
    vi.advanceTimersByTime(6 * HOUR);
    expect(onTimeout).not.toHaveBeenCalled();
  });
});
