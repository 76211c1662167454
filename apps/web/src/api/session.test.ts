import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, signedIn } from '../stores/session-store';
import { configureApi } from './app-client';
import { endIdleSession } from './session';
import type { UserProfile } from './types';

const PROFILE = { id: '1', token: 'tok-idle', key: 'key-idle', name: '张伟' } as unknown as UserProfile;

describe('sign-out after the idle timeout', () => {
  let calls: Array<{ path: string; token: string | undefined }>;
  beforeEach(() => {
    calls = [];
    configureApi({ baseUrl: '', encrypt: false });
    signedIn(PROFILE);
  });
  afterEach(() => vi.unstubAllGlobals());

  function answerWith(response: () => Response | Promise<Response>) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({
          path: new URL(url, 'http://local').pathname,
          token: (init.headers as Record<string, string>).token,
        });
        return response();
      }),
    );
  }

  it('asks the server to end the session with the idle token, then forgets the user', async () => {
    answerWith(() => new Response(JSON.stringify({ data: {}, stat: { dur: '1', err: 0, sec: 1 } })));
    await endIdleSession();
    expect(calls).toEqual([{ path: '/biz/user/login/signout', token: 'tok-idle' }]);
    expect(sessionStore.get().profile).toBeUndefined();
  });

  it('forgets the user even when the server cannot be reached', async () => {
    answerWith(() => Promise.reject(new TypeError('Failed to fetch')));
    await endIdleSession();
    expect(calls.map((call) => call.path)).toEqual(['/biz/user/login/signout']);
    expect(sessionStore.get().profile).toBeUndefined();
  });
});
