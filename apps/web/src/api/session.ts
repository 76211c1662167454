import { mutate } from 'swr';
import { forgetUser, signedIn } from '../stores/session-store';
import { api, resetErrorCatalogue } from './app-client';
import { timestamped } from './swr';
import type { UserProfile } from './types';

/** Every cached read depends on who is signed in, so a session change refetches them all. */
function refetchEverything(): Promise<unknown> {
  return mutate(() => true);
}

export async function completeSignIn(profile: UserProfile): Promise<void> {
  signedIn(profile);
  resetErrorCatalogue();
  await refetchEverything();
}

/** Sign-out clears the browser storage only once the server accepted it (spec section 7). */
export async function signOut(): Promise<void> {
  await api().post('/biz/user/login/signout', timestamped());
  localStorage.clear();
  forgetUser();
  await refetchEverything();
}

/** Local-only sign-out: idle timeout and the login-expired code do not need the server's consent. */
export async function dropSession(): Promise<void> {
  forgetUser();
  await refetchEverything();
}
