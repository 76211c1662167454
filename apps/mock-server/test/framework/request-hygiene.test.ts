import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, envelopeOf, signedPost, signIn, type TestApp } from './harness';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(async () => {
  await test.app.close();
});

describe('request bodies the server will not guess at', () => {
  it('refuses JSON declared in another charset instead of reading it as UTF-8', async () => {
    const response = await signedPost(
      test,
      '/pub/sys/data/version',
      { timestamp: test.clock.now() },
      {
        headers: { 'content-type': 'application/json; charset=utf-16' },
      },
    );
    expect(envelopeOf(response).stat.err).toBe(1003);
    expect(envelopeOf(response).stat.msg).toContain('utf-16');
    const utf8 = await signedPost(
      test,
      '/pub/sys/data/version',
      { timestamp: test.clock.now() },
      {
        headers: { 'content-type': 'application/json; charset=UTF-8' },
      },
    );
    expect(envelopeOf(utf8).stat.err).toBe(0);
  });

  it('refuses a page number of 1e308 and any number no integer field holds exactly', async () => {
    const session = signIn(test.repos, 'quote');
    const page = await signedPost(test, '/biz/qms/history/list', '{"cond":{},"page":{"len":20,"num":1e308}}', {
      session,
    });
    expect(envelopeOf(page).stat.err).toBe(1001);
    expect(envelopeOf(page).stat.msg).toContain('page.num');
    const large = await signedPost(test, '/biz/qms/history/list', '{"cond":{},"page":{"len":20,"num":2000000}}', {
      session,
      headers: { 'accept-language': 'en' },
    });
    expect(envelopeOf(large).stat.err).toBe(1001);
    expect(envelopeOf(large).stat.msg).toMatch(/page\.num/);
  });
});

describe('headers that keep a browser from running what it should only show', () => {
  it('sends nosniff on every answer and a no-script policy on rendered documents', async () => {
    const session = signIn(test.repos, 'quote');
    const preview = await test.app.inject({
      method: 'GET',
      url: `/biz/qms/inventory/table/preview?token=${session.token}&mode=3&unit=0&tmpl=1&corp=1&demander=&group=0`,
    });
    expect(preview.headers['content-type']).toContain('text/html');
    expect(preview.headers['x-content-type-options']).toBe('nosniff');
    const policy = String(preview.headers['content-security-policy']);
    expect(policy).toContain("script-src 'none'");
    expect(policy).toContain("default-src 'none'");
    const envelope = await signedPost(test, '/pub/sys/data/version', { timestamp: test.clock.now() });
    expect(envelope.headers['x-content-type-options']).toBe('nosniff');
    const controlPage = await test.app.inject({ method: 'GET', url: '/__control/' });
    expect(controlPage.headers['content-security-policy']).toBeUndefined();
  });
});
