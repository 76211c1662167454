import type { UserProfile } from '../api/types';
import { clearProfile, readProfile, storeProfile } from '../lib/storage';
import { createStore, useStore } from './create-store';

export type LoginDialog = 'none' | 'qr' | 'account';

interface SessionState {
  profile: UserProfile | undefined;
  dialog: LoginDialog;
  /** The route to open after sign-in (spec section 2: clicking a menu entry while logged out). */
  afterLogin: string | undefined;
}

export const sessionStore = createStore<SessionState>({
  profile: typeof localStorage === 'undefined' ? undefined : readProfile(),
  dialog: 'none',
  afterLogin: undefined,
});

export function signedIn(profile: UserProfile): void {
  storeProfile(profile);
  sessionStore.set((state) => ({ ...state, profile, dialog: 'none' }));
}

/** Removes the stored user (error 15, idle timeout, sign-out). */
export function forgetUser(): void {
  clearProfile();
  sessionStore.set((state) => ({ ...state, profile: undefined }));
}

export function openLogin(dialog: Exclude<LoginDialog, 'none'> = 'qr', afterLogin?: string): void {
  sessionStore.set((state) => ({ ...state, dialog, afterLogin: afterLogin ?? state.afterLogin }));
}

export function closeLogin(): void {
  sessionStore.set((state) => ({ ...state, dialog: 'none' }));
}

export function takeAfterLogin(): string | undefined {
  const target = sessionStore.get().afterLogin;
  sessionStore.set((state) => ({ ...state, afterLogin: undefined }));
  return target;
}

export function useProfile(): UserProfile | undefined {
  return useStore(sessionStore, (state) => state.profile);
}

export function useLoginDialog(): LoginDialog {
  return useStore(sessionStore, (state) => state.dialog);
}
