/**
 * A minimal external store: state outside React. Kept free of React so that the entry's startup code (the API client
 * reads the session from it) loads before React does; React reads it with create-store's useStore.
 */
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
