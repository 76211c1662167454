import { useSyncExternalStore } from 'react';

/** A minimal external store: state outside React, read with useSyncExternalStore. */
export function createStore<State>(initial: State) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next: State | ((previous: State) => State)) {
      state = typeof next === 'function' ? (next as (previous: State) => State)(state) : next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<State, Selected>(
  store: ReturnType<typeof createStore<State>>,
  select: (state: State) => Selected,
): Selected {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.get()),
  );
}
