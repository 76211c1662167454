import { createHash } from 'node:crypto';
import type { UserProfile } from '@cable/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../fixtures/users';
import { QR_LIFETIME_MS } from '../../src/routes/session';
import { buildRoutesApp, call, callBare, control, ok, signIn, type TestApp } from './api-calls';

let test: TestApp;
beforeEach(async () => {
  test = await buildRoutesApp();
});
afterEach(async () => {
  await test.app.close();
});

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const DEMO_PWD = sha256(DEMO_PASSWORD);

async function issueQr() {
  return ok(await callBare<{ qr: { tag: string; url: string; expire: number } }>(test, '/biz/user/login/info')).qr;
}
const pollState = (tag: string) =>
  call<{ state: string; user?: UserProfile }>(test, '/biz/user/login/state', { cond: { tag } });

describe('QR login', () => {
  it('issues a code whose url opens the phone page and which expires after its lifetime', async () => {
    const qr = await issueQr();
    expect(qr.tag).toMatch(/^[0-9a-f]{24}$/);
    expect(qr.url).toBe(`http://localhost:80/__control/qr/phone?tag=${qr.tag}`);
    expect(qr.expire).toBe(Math.floor((test.clock.now() + QR_LIFETIME_MS) / 1000));
    const phone = await test.app.inject({ method: 'GET', url: new URL(qr.url).pathname + new URL(qr.url).search });
    expect(phone.statusCode).toBe(200);
    expect(phone.body).toContain(qr.tag);
  });

  it('refuses a login/info body without the timestamp', async () => {
    const answer = await call(test, '/biz/user/login/info', {});
    expect(answer.stat).toMatchObject({ err: 1001, msg: expect.stringContaining('timestamp') });
  });

  it('walks Wait -> Scan -> Pass; Pass carries a profile whose token opens a session', async () => {
    const { tag } = await issueQr();
    expect(ok(await pollState(tag))).toEqual({ state: 'Wait' });
    await control(test, '/qr/scan', { tag });
    expect(ok(await pollState(tag))).toEqual({ state: 'Scan' });
    await control(test, '/qr/confirm', { tag, user: 'approver' });
    const passed = ok(await pollState(tag));
    expect(passed).toMatchObject({ state: 'Pass', user: { name: '李娜', approve: true, code: 'HD0002' } });
    const session = { token: passed.user!.token, key: passed.user!.key };
    const profile = ok(await callBare<{ user: UserProfile }>(test, '/biz/user/info/profile', { session }));
    expect(profile.user.id).toBe('1002');
  });

  it('answers Error after a rejection and Expire once the code outlives its lifetime', async () => {
    const rejected = await issueQr();
    await control(test, '/qr/scan', { tag: rejected.tag });
    await control(test, '/qr/reject', { tag: rejected.tag });
    expect(ok(await pollState(rejected.tag))).toEqual({ state: 'Error' });

    const waiting = await issueQr();
    test.clock.advance(QR_LIFETIME_MS - 1000);
    expect(ok(await pollState(waiting.tag)).state).toBe('Wait');
    test.clock.advance(2000);
    expect(ok(await pollState(waiting.tag))).toEqual({ state: 'Expire' });
    // An expired code can no longer be confirmed from the phone.
    expect((await control(test, '/qr/confirm', { tag: waiting.tag })).stat.err).toBe(1050);
  });

  it('answers Expire for a confirmed code whose session was signed out', async () => {
    const { tag } = await issueQr();
    await control(test, '/qr/confirm', { tag, user: 'quote' });
    const user = ok(await pollState(tag)).user!;
    ok(await callBare(test, '/biz/user/login/signout', { session: { token: user.token, key: user.key } }));
    expect(ok(await pollState(tag))).toEqual({ state: 'Expire' });
  });

  it('refuses an unknown tag with 1031 in the client language', async () => {
    expect((await pollState('feedface')).stat).toMatchObject({ err: 1031, msg: expect.stringContaining('二维码') });
    const english = await call(test, '/biz/user/login/state', { cond: { tag: 'feedface' } }, { lang: 'en' });
    expect(english.stat.msg).toContain('No login QR code feedface');
  });
});

describe('sign-in, profile and sign-out', () => {
  it('signs in with account and sha256 password hash and the token works', async () => {
    const { user } = ok(
      await call<{ user: UserProfile }>(test, '/biz/user/login/key/signin', { form: { key: 'quote', pwd: DEMO_PWD } }),
    );
    expect(user).toMatchObject({
      id: '1001',
      name: '张伟',
      type: 1,
      approve: false,
      title: '江苏华东线缆集团有限公司',
    });
    expect(user).not.toHaveProperty('pwd');
    const profile = ok(await callBare<{ user: UserProfile }>(test, '/biz/user/info/profile', { session: user }));
    expect(profile.user).toEqual(user);
  });

  it('refuses a wrong password or unknown account with the same message (zh and en)', async () => {
    const wrong = await call(test, '/biz/user/login/key/signin', { form: { key: 'quote', pwd: sha256('nope') } });
    expect(wrong.stat).toMatchObject({ err: 1050, msg: '用户名或密码错误' });
    const unknown = await call(
      test,
      '/biz/user/login/key/signin',
      { form: { key: 'ghost', pwd: DEMO_PWD } },
      { lang: 'en' },
    );
    expect(unknown.stat).toMatchObject({ err: 1050, msg: 'Wrong user name or password' });
    const plain = await call(test, '/biz/user/login/key/signin', { form: { key: 'quote', pwd: DEMO_PASSWORD } });
    expect(plain.stat).toMatchObject({ err: 1001, msg: expect.stringContaining('pwd') });
  });

  it('checks the optional mobile against the account', async () => {
    const form = { key: 'quote', pwd: DEMO_PWD, mobile: '13800000002' };
    expect((await call(test, '/biz/user/login/key/signin', { form })).stat.err).toBe(1050);
    const right = await call(test, '/biz/user/login/key/signin', { form: { ...form, mobile: '13800000001' } });
    expect(ok(right)).toMatchObject({ user: { id: '1001' } });
  });

  it('signs in by mobile (test environments) and refuses an unknown number', async () => {
    const answer = await call<{ user: UserProfile }>(test, '/dev/debug/mobile/signin', {
      form: { mobile: '13800000005' },
    });
    // Manager accounts (type 2) carry no approve flag: the spec returns it for quote users only.
    expect(ok(answer).user).toMatchObject({ id: '1005', type: 2 });
    expect(ok(answer).user).not.toHaveProperty('approve');
    const unknown = await call(test, '/dev/debug/mobile/signin', { form: { mobile: '13999999999' } });
    expect(unknown.stat).toMatchObject({ err: 1031, msg: expect.stringContaining('13999999999') });
  });

  it('signs out: the token answers 15 afterwards; a guest cannot sign out', async () => {
    const session = signIn(test.repos, 'quote');
    expect(ok(await callBare(test, '/biz/user/login/signout', { session }))).toEqual({});
    expect((await callBare(test, '/biz/user/info/profile', { session })).stat.err).toBe(15);
    expect((await callBare(test, '/biz/user/login/signout')).stat.err).toBe(15);
  });

  it('needs a session for the profile', async () => {
    expect((await callBare(test, '/biz/user/info/profile')).stat.err).toBe(15);
  });
});

describe('pricing modes', () => {
  it('lists modes, current and memos, switches modes and refuses one the user lacks', async () => {
    const session = signIn(test.repos, 'multimode');
    expect(ok(await callBare(test, '/biz/user/info/profit/mode/list', { session }))).toEqual({
      modes: [1, 2, 3, 4],
      current: 1,
      memos: [
        { mode: 2, memo: '工程项目价' },
        { mode: 4, memo: '战略客户价' },
      ],
    });
    expect(ok(await call(test, '/biz/user/info/profit/mode/set', { form: { mode: 4 } }, { session }))).toEqual({
      current: 4,
    });
    expect(ok(await callBare(test, '/biz/user/info/profit/mode/list', { session }))).toMatchObject({ current: 4 });

    const single = signIn(test.repos, 'quote');
    const refused = await call(test, '/biz/user/info/profit/mode/set', { form: { mode: 2 } }, { session: single });
    expect(refused.stat).toMatchObject({ err: 1050, msg: expect.stringContaining('报价模式 2') });
  });

  it('needs a session for the mode list', async () => {
    expect((await callBare(test, '/biz/user/info/profit/mode/list')).stat.err).toBe(15);
  });

  it('refuses a role switch for users without roles, and a mode outside 1-4', async () => {
    const session = signIn(test.repos, 'multimode');
    const role = await call(test, '/biz/user/info/profit/mode/set', { form: { role: 'r9' } }, { session });
    expect(role.stat).toMatchObject({ err: 1050, msg: expect.stringContaining('r9') });
    const range = await call(test, '/biz/user/info/profit/mode/set', { form: { mode: 5 } }, { session });
    expect(range.stat.err).toBe(1001);
  });
});

describe('quotation settings and limits', () => {
  it('lists the seeded settings and saves changes', async () => {
    const session = signIn(test.repos, 'quote');
    const before = ok(
      await callBare<{ confs: { key: string; value: unknown }[] }>(test, '/biz/user/conf/list', { session }),
    );
    expect(before.confs).toContainEqual({ key: 'qms.price.places', type: 2, value: 2 });
    const saved = ok(
      await call<{ confs: { key: string; value: unknown }[] }>(
        test,
        '/biz/user/conf/save',
        {
          form: {
            confs: [
              { key: 'qms.price.places', type: 2, value: 3 },
              { key: 'qms.custom.flag', type: 3, value: true },
            ],
          },
        },
        { session },
      ),
    );
    expect(saved.confs).toContainEqual({ key: 'qms.price.places', type: 2, value: 3 });
    expect(saved.confs).toContainEqual({ key: 'qms.custom.flag', type: 3, value: true });
    const after = ok(await callBare<{ confs: unknown[] }>(test, '/biz/user/conf/list', { session }));
    expect(after.confs).toEqual(saved.confs);
    // Settings are per user.
    const other = ok(
      await callBare<{ confs: unknown[] }>(test, '/biz/user/conf/list', { session: signIn(test.repos, 'nobase') }),
    );
    expect(other.confs).toContainEqual({ key: 'qms.price.places', type: 2, value: 2 });
  });

  it('needs a session for the settings', async () => {
    expect((await callBare(test, '/biz/user/conf/list')).stat.err).toBe(15);
  });

  it('refuses a value of the wrong type, an out-of-range setting and a key over 100 characters', async () => {
    const session = signIn(test.repos, 'quote');
    const save = (conf: object) => call(test, '/biz/user/conf/save', { form: { confs: [conf] } }, { session });
    expect((await save({ key: 'qms.price.places', type: 2, value: '3' })).stat).toMatchObject({
      err: 1001,
      msg: expect.stringContaining('qms.price.places'),
    });
    expect((await save({ key: 'qms.price.unit', type: 2, value: 5 })).stat).toMatchObject({ err: 1001 });
    expect((await save({ key: 'x'.repeat(101), type: 1, value: 'a' })).stat).toMatchObject({ err: 1001 });
    expect((await save({ key: 'qms.any', type: 9, value: 1 })).stat.msg).toContain('类型 9');
    // Nothing of a refused save is kept.
    const confs = ok(await callBare<{ confs: unknown[] }>(test, '/biz/user/conf/list', { session })).confs;
    expect(confs).toContainEqual({ key: 'qms.price.unit', type: 2, value: 0 });
  });

  it('refuses a default price mode whose price the user may not see (nobase and 成本价), keeping the saved one', async () => {
    const session = signIn(test.repos, 'nobase');
    const save = (value: number) =>
      call(test, '/biz/user/conf/save', { form: { confs: [{ key: 'qms.price.mode', type: 2, value }] } }, { session });
    const before = ok(await callBare<{ confs: unknown[] }>(test, '/biz/user/conf/list', { session })).confs;
    expect((await save(1)).stat).toMatchObject({ err: 1020, msg: expect.stringContaining('成本价') });
    expect(ok(await callBare<{ confs: unknown[] }>(test, '/biz/user/conf/list', { session })).confs).toEqual(before);
    expect((await save(2)).stat.err).toBe(0);
    // A user with the cost right may make it the default.
    const quote = signIn(test.repos, 'quote');
    const costDefault = { form: { confs: [{ key: 'qms.price.mode', type: 2, value: 1 }] } };
    expect((await call(test, '/biz/user/conf/save', costDefault, { session: quote })).stat.err).toBe(0);
  });

  it('answers the usage limits of the user; a guest gets 15', async () => {
    expect(ok(await callBare(test, '/biz/user/info/limit', { session: signIn(test.repos, 'limited') }))).toEqual({
      limit: 20,
      ocr: 5,
    });
    expect((await callBare(test, '/biz/user/info/limit')).stat.err).toBe(15);
  });
});
