/**
 * The session's state outside React (the stored profile, the login dialog, the route to open after sign-in): free of
 * React, so that the API client and the first route's reads can use it before React has loaded. Hooks: session-store.
 */
import type { UserProfile } from '../api/types';
import { clearProfile, readProfile, storeProfile } from '../lib/storage';
import { createStore } from './external-store';

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
