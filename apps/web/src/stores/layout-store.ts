import { createStore, useStore } from './create-store';

/**
 * The transient layout state of spec section 3: topHeight is the height of the fixed top area (header
 * and breadcrumb), 0 until measured, so that full-height screens can size themselves below it.
 */
export const layoutStore = createStore({ topHeight: 0 });

export function setTopHeight(topHeight: number): void {
  if (layoutStore.get().topHeight !== topHeight) layoutStore.set({ topHeight });
}

export function useTopHeight(): number {
  return useStore(layoutStore, (state) => state.topHeight);
}
