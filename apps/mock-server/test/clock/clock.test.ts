import { CLOCK_MAX_MS, type ControlClock } from '@cable/contracts';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QR_LIFETIME_MS } from '../../src/routes/session';
import { envelopeOf, signedPost, TEST_START_MS } from '../framework/harness';
import { type Answer, buildRoutesApp, control, ok, signIn, type TestApp, type TestSession } from '../routes/api-calls';

/**
 * The control API's clock moves every time-based behaviour of the server. The calls are signed as the web app signs
 * them once it follows the server's stat.sec: with the server's time (the fake clock is the "real" time underneath).
 */
let test: TestApp;
let quote: TestSession;
/** The server's time as a client following stat.sec knows it (the last answer's second). */
let serverMs: number;

beforeEach(async () => {
  test = await buildRoutesApp();
  quote = signIn(test.repos, 'quote');
  serverMs = test.clock.now();
});
afterEach(async () => {
  await test.app.close();
});

const DAY_MS = 86_400_000;
/** 2027-03-05 10:00:00 +08:00 */
const MARCH_5_MS = Date.UTC(2027, 2, 5, 2, 0, 0);

async function post<T = Record<string, unknown>>(path: string, body: unknown, session?: TestSession) {
  const answer = envelopeOf(
    await signedPost(test, path, body, { now: serverMs, ...(session ? { session } : {}) }),
  ) as Answer<T>;
  serverMs = answer.stat.sec * 1000;
  return answer;
}

async function clock(path: '' | '/set' | '/advance' | '/freeze' | '/real', body?: unknown): Promise<ControlClock> {
  const state = ok(await control<ControlClock>(test, `/clock${path}`, body ?? (path === '' ? undefined : {})));
  serverMs = state.now;
  return state;
}

async function controlPost(path: string, body: unknown = {}) {
  return control(test, path, body);
}

describe('the control clock', () => {
  it('answers the real time until moved: set, advance, freeze and real', async () => {
    expect(await clock('')).toEqual({ now: TEST_START_MS, frozen: false, offset: 0 });
    expect(await clock('/set', { time: MARCH_5_MS })).toEqual({
      now: MARCH_5_MS,
      frozen: false,
      offset: MARCH_5_MS - TEST_START_MS,
    });
    // Running: it moves on as the real time does.
    test.clock.advance(1_500);
    expect((await clock('')).now).toBe(MARCH_5_MS + 1_500);
    expect((await clock('/advance', { ms: 20_000 })).now).toBe(MARCH_5_MS + 21_500);
    // Frozen: the real time passes, the server's does not; advance still moves it.
    expect(await clock('/freeze')).toMatchObject({ now: MARCH_5_MS + 21_500, frozen: true });
    test.clock.advance(60_000);
    expect((await clock('')).now).toBe(MARCH_5_MS + 21_500);
    expect((await clock('/advance', { ms: 1_000 })).now).toBe(MARCH_5_MS + 22_500);
    expect(await clock('/real')).toEqual({ now: TEST_START_MS + 61_500, frozen: false, offset: 0 });
  });

  it('a reset puts the clock back on the real time', async () => {
    await clock('/set', { time: MARCH_5_MS });
    await clock('/freeze');
    ok(await controlPost('/reset'));
    expect(await clock('')).toEqual({ now: TEST_START_MS, frozen: false, offset: 0 });
  });

  it('refuses bad bodies with 1001 naming the field, in the client language', async () => {
    const refusals = [
      ['/clock/set', { time: 'tomorrow' }, 'time'],
      ['/clock/set', { time: -1 }, 'time'],
      ['/clock/set', { time: CLOCK_MAX_MS + 1 }, 'time'],
      ['/clock/set', {}, 'time'],
      ['/clock/advance', { ms: -20_000 }, 'ms'],
      ['/clock/advance', { ms: 1.5 }, 'ms'],
      ['/clock/advance', { ms: 1000, extra: true }, 'extra'],
    ] as const;
    for (const [path, body, field] of refusals) {
      const answer = await controlPost(path, body);
      expect(answer.data, `${path} ${JSON.stringify(body)}`).toBeNull();
      expect(answer.stat).toMatchObject({ err: 1001, msg: expect.stringContaining(field) });
    }
    const english = await test.app.inject({
      method: 'POST',
      url: '/__control/clock/advance',
      headers: { 'accept-language': 'en' },
      payload: { ms: 'soon' },
    });
    expect(english.statusCode).toBe(400);
    expect(envelopeOf(english).stat).toMatchObject({ err: 1001, msg: 'ms: must be an integer' });
    // Nothing moved.
    expect(await clock('')).toEqual({ now: TEST_START_MS, frozen: false, offset: 0 });
  });
});

describe('time-based behaviour follows the moved clock', () => {
  it('stat.sec is the moved time', async () => {
    await clock('/set', { time: MARCH_5_MS });
    const answer = await post('/pub/sys/data/version', { timestamp: serverMs });
    expect(answer.stat.sec).toBe(MARCH_5_MS / 1000);
  });

  it('a login QR expires once the clock is advanced past its expire time', async () => {
    const { qr } = ok(await post<{ qr: { tag: string; expire: number } }>('/biz/user/login/info', { timestamp: 1 }));
    expect(qr.expire).toBe((TEST_START_MS + QR_LIFETIME_MS) / 1000);
    const state = async () =>
      ok(await post<{ state: string }>('/biz/user/login/state', { cond: { tag: qr.tag } })).state;
    expect(await state()).toBe('Wait');
    await clock('/advance', { ms: QR_LIFETIME_MS - 1_000 });
    expect(await state()).toBe('Wait');
    await clock('/advance', { ms: 2_000 });
    expect(await state()).toBe('Expire');
    expect((await controlPost('/qr/confirm', { tag: qr.tag })).stat.err).toBe(1050);
  });

  it('a 20 s price adjustment completes and change/state.last moves when the clock is advanced 20 s', async () => {
    const changeState = async () =>
      ok(await post<{ run: boolean; last: number }>('/pub/biz/data/change/state', { timestamp: 1 }));
    const before = await changeState();
    ok(await controlPost('/adjustment/start', { seconds: 20, deltas: { cu: 2 } }));
    expect(await changeState()).toEqual({ run: true, last: before.last });
    await clock('/advance', { ms: 19_000 });
    expect((await changeState()).run).toBe(true);
    await clock('/advance', { ms: 1_000 });
    expect(await changeState()).toEqual({ run: false, last: (TEST_START_MS + 20_000) / 1000 });
  });

  it('a repeated adjustment runs again when the clock reaches its period, not on the real timer', async () => {
    const changeState = async () =>
      ok(await post<{ run: boolean; last: number }>('/pub/biz/data/change/state', { timestamp: 1 }));
    ok(await controlPost('/adjustment/repeat', { every: 600, seconds: 20 }));
    expect((await changeState()).run).toBe(true);
    await clock('/advance', { ms: 20_000 });
    const done = await changeState();
    expect(done).toEqual({ run: false, last: (TEST_START_MS + 20_000) / 1000 });
    await clock('/advance', { ms: 579_000 });
    expect(await changeState()).toEqual(done);
    await clock('/advance', { ms: 1_000 });
    expect((await changeState()).run).toBe(true);
    await clock('/advance', { ms: 20_000 });
    expect(await changeState()).toEqual({ run: false, last: (TEST_START_MS + 620_000) / 1000 });
    ok(await controlPost('/adjustment/repeat', { every: 0 }));
  });

  it("upload tokens expire 24 hours after the moved clock and are filed under the moved day's folder", async () => {
    await clock('/set', { time: MARCH_5_MS });
    const { info } = ok(
      await post<{ info: { path: string; expire: number } }>('/pub/tool/qiniu/upload/info', {
        form: { type: 'Image' },
      }),
    );
    expect(info.expire).toBe((MARCH_5_MS + DAY_MS) / 1000);
    expect(info.path).toContain('/2027/03/05/');
    await clock('/advance', { ms: DAY_MS + 1_000 });
    expect(serverMs).toBeGreaterThan(info.expire * 1000);
  });

  it('quotation numbers carry the date of the set clock (China time)', async () => {
    await clock('/set', { time: MARCH_5_MS });
    const first = ok(await post<{ rno: string }>('/biz/qms/inventory/rno/generate', { timestamp: 1 }, quote)).rno;
    expect(first).toMatch(/^BJ20270305-\d{4}$/);
    // 16:30 UTC is already the next day in China.
    await clock('/set', { time: Date.UTC(2027, 2, 5, 16, 30) });
    const next = ok(await post<{ rno: string }>('/biz/qms/inventory/rno/generate', { timestamp: 1 }, quote)).rno;
    expect(next).toMatch(/^BJ20270306-\d{4}$/);
  });

  it('a document preview prints the date of the set clock', async () => {
    await clock('/set', { time: MARCH_5_MS });
    const response = await test.app.inject({
      method: 'GET',
      url: `/biz/qms/inventory/report/preview?corp=1&tmpl=5&id=100001&token=${quote.token}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('2027-03-05');
    expect(response.body).toContain('JC20270305-100001');
  });

  it('an Excel quotation is dated and stamped with the set time', async () => {
    await clock('/set', { time: MARCH_5_MS });
    const yjv = test.repos.store.state.cables.find((cable) => cable.model === 'YJV')!.id;
    ok(await post('/biz/qms/inventory/add', { form: { group: 2, infos: [{ cable: yjv, count: '50' }] } }, quote));
    const response = await signedPost(
      test,
      '/biz/qms/inventory/excel/download',
      { form: { demander: '2001', mode: 3, fee: 0, corp: '1', memo: '', unit: 0, group: 2 } },
      { session: quote, now: serverMs },
    );
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.created.getTime()).toBe(MARCH_5_MS);
    const texts: string[] = [];
    workbook.worksheets[0]!.eachRow((row) => {
      texts.push((row.values as unknown[]).map((value) => String(value ?? '')).join('|'));
    });
    expect(texts.join('\n')).toContain('2027-03-05');
  });

  describe('history', () => {
    const cableId = () => test.repos.store.state.cables.find((cable) => cable.model === 'YJV')!.id;

    async function saveQuotation(memo: string): Promise<string> {
      ok(
        await post(
          '/biz/qms/inventory/add',
          { form: { group: 4, infos: [{ cable: cableId(), count: '100' }] } },
          quote,
        ),
      );
      const saved = await post<{ id: string }>(
        '/biz/qms/inventory/save',
        {
          form: {
            demander: '2001',
            mode: 3,
            memo,
            desc: '',
            info: { title: memo },
            conf: { mode: 3, unit: 0, places: 2 },
            unit: 0,
            group: 4,
          },
        },
        quote,
      );
      return ok(saved).id;
    }

    async function historyList(cond: object) {
      return ok(
        await post<{ historys: { id: string; time: number; memo: string }[] }>(
          '/biz/qms/history/list',
          { cond },
          quote,
        ),
      ).historys;
    }

    it('a saved quotation is stamped with the set time, and the date filter finds it on that day only', async () => {
      await clock('/set', { time: MARCH_5_MS });
      const march = await saveQuotation('三月报价');
      await clock('/advance', { ms: 40 * DAY_MS });
      const april = await saveQuotation('四月报价');

      const all = await historyList({ keyword: '月报价' });
      expect(all.map((record) => [record.id, record.time])).toEqual([
        [april, (MARCH_5_MS + 40 * DAY_MS) / 1000],
        [march, MARCH_5_MS / 1000],
      ]);
      // 2027-03-05 in China time, as the history screen's date range sends it.
      const dayBegin = Date.UTC(2027, 2, 4, 16, 0, 0) / 1000;
      const onMarch5 = await historyList({ begin: dayBegin, close: dayBegin + 86_399 });
      expect(onMarch5.map((record) => record.id)).toEqual([march]);
      const fromApril = await historyList({ begin: dayBegin + 86_400 });
      expect(fromApril.map((record) => record.id)).toEqual([april]);
    });
  });
});

describe('the signature time window is the moved clock', () => {
  const versionCall = (now: number) => signedPost(test, '/pub/sys/data/version', { timestamp: now }, { now });

  it('a client signing with the real time is still accepted after a move within the window', async () => {
    await clock('/advance', { ms: 60_000 });
    expect(envelopeOf(await versionCall(test.clock.now())).stat.err).toBe(0);
  });

  it('after a big move the real time is refused (1012, naming the server time); the time of stat.sec is accepted', async () => {
    await clock('/set', { time: MARCH_5_MS });
    const refused = await versionCall(test.clock.now());
    expect(refused.statusCode).toBe(401);
    const { stat } = envelopeOf(refused);
    expect(stat).toMatchObject({ err: 1012, sec: MARCH_5_MS / 1000 });
    expect(stat.msg).toContain(`the server time is ${MARCH_5_MS}`);
    // A client following stat.sec signs with the server's second and is accepted.
    const accepted = envelopeOf(await versionCall(stat.sec * 1000));
    expect(accepted.stat).toMatchObject({ err: 0, sec: MARCH_5_MS / 1000 });
  });

  it('moving back a day refuses the real time too, and the moved time is accepted', async () => {
    await clock('/set', { time: TEST_START_MS - DAY_MS });
    expect(envelopeOf(await versionCall(test.clock.now())).stat.err).toBe(1012);
    expect(envelopeOf(await versionCall(TEST_START_MS - DAY_MS)).stat.err).toBe(0);
    await clock('/real');
    expect(envelopeOf(await versionCall(test.clock.now())).stat.err).toBe(0);
  });
});
