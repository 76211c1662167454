import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announcePricesChanged, type ChangeState, onPricesChanged, startPriceAdjustWatch } from './price-adjust';

describe('price adjustment watch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('blocks while a run is active or right after last moved, polling every 20 s', async () => {
    const answers: ChangeState[] = [
      { run: false, last: 100 },
      { run: true, last: 100 },
      { run: false, last: 200 },
      { run: false, last: 200 },
    ];
    const fetchState = vi.fn(async () => answers.shift() ?? { run: false, last: 200 });
    const changes: boolean[] = [];
    const stop = startPriceAdjustWatch({ fetchState, onBlockingChange: (blocking) => changes.push(blocking) });
    await vi.advanceTimersByTimeAsync(0);
    expect(changes).toEqual([]);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(fetchState).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(changes).toEqual([true]);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(changes).toEqual([true]);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(changes).toEqual([true, false]);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchState).toHaveBeenCalledTimes(4);
  });
});

describe('prices changed', () => {
  it('tells every listener until it unsubscribes', () => {
    const heard: string[] = [];
    const stopFirst = onPricesChanged(() => heard.push('first'));
    const stopSecond = onPricesChanged(() => heard.push('second'));
    announcePricesChanged();
    expect(heard).toEqual(['first', 'second']);
    stopFirst();
    announcePricesChanged();
    expect(heard).toEqual(['first', 'second', 'second']);
    stopSecond();
    announcePricesChanged();
    expect(heard).toHaveLength(3);
  });
});
