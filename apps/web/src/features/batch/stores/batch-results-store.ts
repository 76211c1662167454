import { createStore, useStore } from '../../../stores/create-store';
import type { BatchRowView } from '../utils/batch-rows';

interface BatchResultsState {
  rows: BatchRowView[];
  /** Where the rows came from, e.g. the file name, shown above the table. */
  source: string;
  /** Counts the recognitions shown, so a screen can start each one afresh (all rows in view). */
  load: number;
}

/**
 * Recognition results outlive a trip through the image cropper (a separate route), so they are kept
 * outside the page; one batch session at a time is what the screens offer.
 */
export const batchResultsStore = createStore<BatchResultsState>({ rows: [], source: '', load: 0 });

export function showBatchResults(rows: BatchRowView[], source: string): void {
  batchResultsStore.set((state) => ({ rows, source, load: state.load + 1 }));
}

export function updateBatchRows(update: (rows: BatchRowView[]) => BatchRowView[]): void {
  batchResultsStore.set((state) => ({ ...state, rows: update(state.rows) }));
}

export function clearBatchResults(): void {
  batchResultsStore.set((state) => ({ rows: [], source: '', load: state.load + 1 }));
}

export function useBatchResults(): BatchResultsState {
  return useStore(batchResultsStore, (state) => state);
}
