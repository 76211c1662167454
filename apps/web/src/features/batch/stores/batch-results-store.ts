import { createStore, useStore } from '../../../stores/create-store';
import type { BatchRowView } from '../utils/batch-rows';

/** The picture the rows were recognised in, as uploaded: unsure cells are cut out of it to show beside their text. */
export interface RecognisedPicture {
  /** Object URL, revoked when other results replace these. */
  src: string;
  width: number;
  height: number;
}

interface BatchResultsState {
  rows: BatchRowView[];
  picture?: RecognisedPicture;
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

export function showBatchResults(rows: BatchRowView[], source: string, picture?: RecognisedPicture): void {
  batchResultsStore.set((state) => {
    if (state.picture && state.picture.src !== picture?.src) URL.revokeObjectURL(state.picture.src);
    return { rows, source, load: state.load + 1, ...(picture ? { picture } : {}) };
  });
}

export function updateBatchRows(update: (rows: BatchRowView[]) => BatchRowView[]): void {
  batchResultsStore.set((state) => ({ ...state, rows: update(state.rows) }));
}

export function clearBatchResults(): void {
  batchResultsStore.set((state) => {
    if (state.picture) URL.revokeObjectURL(state.picture.src);
    return { rows: [], source: '', load: state.load + 1 };
  });
}

export function useBatchResults(): BatchResultsState {
  return useStore(batchResultsStore, (state) => state);
}
