import { mutate } from 'swr';
import { clearKeepingPreferences } from '../lib/storage';
import { forgetUser, signedIn } from '../stores/session-store';
import { api, resetErrorCatalogue } from './app-client';
import { timestamped } from './swr';
import type { UserProfile } from './types';

/** Every cached read depends on who is signed in, so a session change refetches them all. */
function refetchEverything(): Promise<unknown> {
  return mutate(() => true);
}

/**
 * Once the page has rendered without the user: the parts only a signed-in user has (the header's material prices and
 * quote modes) are gone by then, so the refetch that follows does not read them again as a guest. React renders a
 * store change before the next task.
 */
function afterSignedOutRender(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export async function completeSignIn(profile: UserProfile): Promise<void> {
  signedIn(profile);
  resetErrorCatalogue();
  await refetchEverything();
}

/** Sign-out clears the browser storage only once the server accepted it (spec section 7). */
export async function signOut(): Promise<void> {
  await api().post('/biz/user/login/signout', timestamped());
  clearKeepingPreferences();
  forgetUser();
  await afterSignedOutRender();
  await refetchEverything();
}

/**
 * Idle timeout: the server is asked to end the session, so the idle token cannot be used again, but its answer is
 * not waited for (a failure is ignored): the user is signed out here either way.
 */
export async function endIdleSession(): Promise<void> {
  await api()
    .post('/biz/user/login/signout', timestamped(), { silent: true })
    .catch(() => undefined);
  await dropSession();
}

/** Local-only sign-out: the login-expired code does not need the server's consent. */
export async function dropSession(): Promise<void> {
  forgetUser();
  await afterSignedOutRender();
  await refetchEverything();
}
