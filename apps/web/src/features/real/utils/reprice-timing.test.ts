import { afterEach, describe, expect, it, vi } from 'vitest';
import { markRepriceEnd, markRepriceStart, REPRICE_MEASURE } from './reprice-timing';

const measures = () => performance.getEntriesByName(REPRICE_MEASURE, 'measure');
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('reprice timing of a price-mode switch', () => {
  afterEach(() => {
    performance.clearMeasures(REPRICE_MEASURE);
    performance.clearMarks();
  });

  it('measures from the switch to the paint after the list shows the chosen mode', async () => {
    markRepriceStart(2);
    markRepriceEnd(2);
    await settle();
    expect(measures()).toHaveLength(1);
    expect(measures()[0]?.duration).toBeGreaterThanOrEqual(0);
  });

  it('waits while the list still shows another mode, and measures a switch once', async () => {
    markRepriceStart(3);
    markRepriceEnd(1);
    await settle();
    expect(measures()).toHaveLength(0);
    markRepriceEnd(3);
    markRepriceEnd(3);
    await settle();
    expect(measures()).toHaveLength(1);
  });

  it("ends at the paint where the browser can run it ahead of the page's waiting tasks", async () => {
    const postTask = vi.fn((callback: () => void) => Promise.resolve().then(callback));
    vi.stubGlobal('scheduler', { postTask });
    try {
      markRepriceStart(2);
      markRepriceEnd(2);
      await settle();
      expect(postTask).toHaveBeenCalledWith(expect.any(Function), { priority: 'user-blocking' });
      expect(measures()).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('records nothing when the list renders without a switch', async () => {
    markRepriceEnd(2);
    await settle();
    expect(measures()).toHaveLength(0);
  });
});
