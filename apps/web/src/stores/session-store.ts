import type { UserProfile } from '../api/types';
import { useStore } from './create-store';
import { type LoginDialog, sessionStore } from './session-state';

export * from './session-state';

export function useProfile(): UserProfile | undefined {
  return useStore(sessionStore, (state) => state.profile);
}

export function useLoginDialog(): LoginDialog {
  return useStore(sessionStore, (state) => state.dialog);
}
