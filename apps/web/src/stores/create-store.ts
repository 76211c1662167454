import { useSyncExternalStore } from 'react';
import { createStore } from './external-store';

export { createStore };

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
