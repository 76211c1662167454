import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { api } from '../src/api/app-client';
import { signOut } from '../src/api/session';
import { timestamped } from '../src/api/swr';
import { setPricingMode } from '../src/app/layout/header/api/header-data';
import { sendConfs } from '../src/entities/configs/configs-api';
import { fetchLoginState, requestLoginQr, signInWithKey, signInWithMobile } from '../src/features/auth/api/login';
import { sessionStore } from '../src/stores/session-store';
import { createPact, EXAMPLE_PROFILE, fromState, present, STATE, timestampBody, verifyJsonCall } from './support/pact';

const { integer, regex, string } = MatchersV3;
const pact = createPact();

/** What the app keeps of a profile (approve is optional: only quote users carry it). */
const PROFILE = {
  id: '1001',
  name: '张伟',
  token: 'tk7f3a9c2e5b8d4f1a0c6e9b2d4f7a1c3e',
  type: 1,
  key: 'k_2d4f6a8c0e1b3d5f',
  code: 'ZW01',
  title: '华东线缆股份有限公司',
  sno: 'HD2026',
};
const DEMO_PWD_HASH = 'd3ad9315b7be5dd53b31a273b3b3aba5defe700808305aa16a3062b76658a791';

describe('login and session', () => {
  it('asks for a login QR code', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.guest]],
        description: 'a request for a login QR code',
        path: '/biz/user/login/info',
        caller: 'guest',
        body: timestampBody(),
        data: { qr: { tag: 'q8Jx2LmP0aVt', url: 'https://mock.local/qr/q8Jx2LmP0aVt', expire: 1763722920 } },
      },
      async () => {
        const { qr } = await requestLoginQr();
        expect(qr.tag).toBe('q8Jx2LmP0aVt');
        expect(qr.expire).toBeGreaterThan(0);
      },
    );
  });

  it('polls a QR code nobody has scanned yet', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.guest], [STATE.qrIssued]],
        description: 'a poll of a QR code that is still waiting',
        path: '/biz/user/login/state',
        caller: 'guest',
        body: { cond: { tag: fromState('tag', 'q8Jx2LmP0aVt') } },
        data: { state: 'Wait' },
      },
      async () => {
        const answer = await fetchLoginState('q8Jx2LmP0aVt');
        expect(answer.state).toBe('Wait');
        expect(answer.user).toBeUndefined();
      },
    );
  });

  it('polls a QR code that was scanned and confirmed, and gets the profile', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.guest], [STATE.qrConfirmed, { account: 'quote' }]],
        description: 'a poll of a confirmed QR code',
        path: '/biz/user/login/state',
        caller: 'guest',
        body: { cond: { tag: fromState('tag', 'q8Jx2LmP0aVt') } },
        data: { state: regex('^Pass$', 'Pass'), user: present(PROFILE) },
      },
      async () => {
        const answer = await fetchLoginState('q8Jx2LmP0aVt');
        expect(answer.state).toBe('Pass');
        expect(answer.user?.token).toBe(PROFILE.token);
        expect(answer.user?.key).toBe(PROFILE.key);
      },
    );
  });

  it('signs in with account and password, sending only the password hash', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.guest], [STATE.account, { account: 'quote', password: 'demo123' }]],
        description: 'an account sign-in',
        path: '/biz/user/login/key/signin',
        caller: 'guest',
        body: { form: { key: string('quote'), pwd: regex('^[0-9a-f]{64}$', DEMO_PWD_HASH) } },
        data: { user: PROFILE },
      },
      async () => {
        const { user } = await signInWithKey('quote', 'demo123');
        expect(user.token).toBe(PROFILE.token);
      },
    );
  });

  it('signs in with a mobile number (debug sign-in)', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.guest], [STATE.mobile, { mobile: '13800000001' }]],
        description: 'a mobile debug sign-in',
        path: '/dev/debug/mobile/signin',
        caller: 'guest',
        body: { form: { mobile: regex('^\\+?[0-9]{5,20}$', '13800000001') } },
        data: { user: PROFILE },
      },
      async () => {
        const { user } = await signInWithMobile('13800000001');
        expect(user.name).toBe(PROFILE.name);
      },
    );
  });

  it('signs out and forgets the user once the server accepted it', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser]],
        description: 'a sign-out',
        path: '/biz/user/login/signout',
        caller: 'user',
        body: timestampBody(),
        data: {},
      },
      async () => {
        await signOut();
        expect(sessionStore.get().profile).toBeUndefined();
      },
    );
  });

  it('reads the signed-in user profile', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser]],
        description: 'a request for the user profile',
        path: '/biz/user/info/profile',
        caller: 'user',
        body: timestampBody(),
        data: { user: PROFILE },
      },
      async () => {
        const { user } = await api().post('/biz/user/info/profile', timestamped());
        expect(user.token).toBe(EXAMPLE_PROFILE.token);
      },
    );
  });

  it('lists the pricing modes of the user', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser]],
        description: 'a request for the pricing modes',
        path: '/biz/user/info/profit/mode/list',
        caller: 'user',
        body: timestampBody(),
        data: { modes: [integer(1)], current: integer(1), memos: [] },
      },
      async () => {
        const modes = await api().post('/biz/user/info/profit/mode/list', timestamped());
        expect(modes.modes).toContain(modes.current);
      },
    );
  });

  it('switches the pricing mode', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser]],
        description: 'a pricing mode switch',
        path: '/biz/user/info/profit/mode/set',
        caller: 'user',
        body: { form: { mode: integer(1) } },
        data: { current: integer(1) },
      },
      async () => {
        await setPricingMode(1);
      },
    );
  });

  it('lists the user settings', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser]],
        description: 'a request for the user settings',
        path: '/biz/user/conf/list',
        caller: 'user',
        body: timestampBody(),
        data: { confs: [{ key: 'qms.price.places', type: 2, value: 2 }] },
      },
      async () => {
        const { confs } = await api().post('/biz/user/conf/list', timestamped());
        expect(confs[0]?.key).toBe('qms.price.places');
      },
    );
  });

  it('saves user settings', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser]],
        description: 'a save of user settings',
        path: '/biz/user/conf/save',
        caller: 'user',
        body: { form: { confs: [{ key: string('qms.price.places'), type: integer(2), value: integer(3) }] } },
        data: { confs: [{ key: 'qms.price.places', type: 2, value: 3 }] },
      },
      async () => {
        await sendConfs([{ key: 'qms.price.places', type: 2, value: 3 }]);
      },
    );
  });

  it('reads the usage limits of the user', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser]],
        description: 'a request for the usage limits',
        path: '/biz/user/info/limit',
        caller: 'user',
        body: timestampBody(),
        data: { limit: 50, ocr: 20 },
      },
      async () => {
        const limits = await api().post('/biz/user/info/limit', timestamped());
        expect(limits.limit).toBeGreaterThanOrEqual(0);
      },
    );
  });
});
