/**
 * User Timing of a price-mode switch on the quotation list, read by the benchmark (scripts/bench.ts) and visible in
 * the browser's performance panel: the measure runs from the switch to the first paint showing the new prices.
 */
export const REPRICE_MEASURE = 'quote-list:reprice';
export const REPRICE_START_MARK = 'quote-list:reprice-start';
export const REPRICE_END_MARK = 'quote-list:reprice-end';

/** The mode switched to and not yet shown by the list. */
let pendingMode: number | undefined;

function timingAvailable(): boolean {
  return typeof performance !== 'undefined' && typeof performance.mark === 'function';
}

/** The browser's task scheduler (Chromium 94+, Firefox 142+), where a task can be posted ahead of the page's others. */
interface TaskScheduler {
  postTask: (callback: () => void, options: { priority: 'user-blocking' }) => Promise<unknown>;
}

function taskScheduler(): TaskScheduler | undefined {
  const candidate = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  return typeof candidate?.postTask === 'function' ? (candidate as TaskScheduler) : undefined;
}

/**
 * Calls back right after the next frame is painted: a task queued from inside a frame callback runs once the frame's
 * style, layout and paint are done. Queued as a user-blocking task where the browser can, so that it runs before the
 * tasks already waiting behind the frame (React's background renders, timers), whose work is not part of showing the
 * new prices; a plain message task waited behind them, 3–6 ms after the paint.
 */
function afterNextPaint(callback: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(callback, 0);
    return;
  }
  requestAnimationFrame(() => {
    const scheduler = taskScheduler();
    if (scheduler) {
      void scheduler.postTask(callback, { priority: 'user-blocking' });
      return;
    }
    if (typeof MessageChannel !== 'function') {
      setTimeout(callback, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      callback();
    };
    channel.port2.postMessage(undefined);
  });
}

/** Called where the user switches the price mode, before the new mode is set. */
export function markRepriceStart(mode: number): void {
  if (!timingAvailable()) return;
  performance.clearMarks(REPRICE_START_MARK);
  performance.mark(REPRICE_START_MARK);
  pendingMode = mode;
}

/** Called with the mode the list has just committed its rows in; measures up to the paint that shows them. */
export function markRepriceEnd(shownMode: number): void {
  if (pendingMode === undefined || shownMode !== pendingMode || !timingAvailable()) return;
  pendingMode = undefined;
  afterNextPaint(() => {
    performance.clearMarks(REPRICE_END_MARK);
    performance.mark(REPRICE_END_MARK);
    performance.measure(REPRICE_MEASURE, REPRICE_START_MARK, REPRICE_END_MARK);
  });
}
