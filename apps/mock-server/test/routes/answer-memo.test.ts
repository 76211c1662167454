import type { Price } from '@cable/contracts';
import { decryptPayload } from '@cable/contracts/protocol';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ALL_HANDLERS } from '../../src/http/all-handlers';
import { type AnswerKey, AnswerMemo, type AnswerMoment, MEMO_LIMIT } from '../../src/http/answer-memo';
import type { HandlerMap } from '../../src/http/handler';
import { toUnixSeconds } from '../../src/store/clock';
import { buildTestApp, signedPost } from '../framework/harness';
import { call, control, ok, signIn, type TestApp, type TestSession } from './api-calls';

const LIST = '/biz/qms/cable/info/list';
const LIST_BODY = { cond: {}, page: { len: 20, num: 1 } };

interface ListData {
  cables: { id: string; price: Price }[];
  page: { all: number; num: number; row: number; sec: number };
}

describe('AnswerMemo', () => {
  const key: AnswerKey = { endpoint: 'cableInfoList', userId: '1001', lang: 'zh', body: '{"cond":{}}' };
  const moment: AnswerMoment = { version: 3, second: 1_795_000_000 };

  it('answers the kept data for the same key and moment', () => {
    const memo = new AnswerMemo<string>();
    expect(memo.get(key, moment)).toBeUndefined();
    memo.set(key, moment, '{"cables":[]}');
    expect(memo.get({ ...key }, { ...moment })).toBe('{"cables":[]}');
    expect(memo.size).toBe(1);
  });

  it('misses for another user, language, body or endpoint, and keeps the first answer', () => {
    const memo = new AnswerMemo<string>();
    memo.set(key, moment, 'first');
    const others: AnswerKey[] = [
      { ...key, userId: '1003' },
      { ...key, lang: 'en' },
      { ...key, body: '{"cond":{} }' },
      { ...key, endpoint: 'cableInfoPrice' },
    ];
    for (const other of others) expect(memo.get(other, moment)).toBeUndefined();
    for (const [index, other] of others.entries()) memo.set(other, moment, `other ${index}`);
    expect(memo.size).toBe(5);
    expect(memo.get(key, moment)).toBe('first');
    expect(others.map((other) => memo.get(other, moment))).toEqual(['other 0', 'other 1', 'other 2', 'other 3']);
  });

  it('empties when the state version or the second moves, and does not come back for the old moment', () => {
    const memo = new AnswerMemo<string>();
    memo.set(key, moment, 'at version 3');
    expect(memo.get(key, { ...moment, version: 4 })).toBeUndefined();
    expect(memo.size).toBe(0);
    expect(memo.get(key, moment)).toBeUndefined();

    memo.set(key, moment, 'this second');
    expect(memo.get(key, { ...moment, second: moment.second + 1 })).toBeUndefined();
    expect(memo.size).toBe(0);
    expect(memo.get(key, moment)).toBeUndefined();

    // Set for a new moment empties what the old one kept, too.
    memo.set(key, moment, 'old');
    memo.set({ ...key, lang: 'en' }, { ...moment, second: moment.second + 1 }, 'new');
    expect(memo.size).toBe(1);
    expect(memo.get({ ...key, lang: 'en' }, { ...moment, second: moment.second + 1 })).toBe('new');
  });

  it('empties at its limit before adding the next answer', () => {
    const memo = new AnswerMemo<string>(2);
    memo.set({ ...key, body: 'a' }, moment, 'A');
    memo.set({ ...key, body: 'b' }, moment, 'B');
    expect(memo.size).toBe(2);
    memo.set({ ...key, body: 'c' }, moment, 'C');
    expect(memo.size).toBe(1);
    expect(memo.get({ ...key, body: 'a' }, moment)).toBeUndefined();
    expect(memo.get({ ...key, body: 'b' }, moment)).toBeUndefined();
    expect(memo.get({ ...key, body: 'c' }, moment)).toBe('C');
  });

  it('holds MEMO_LIMIT answers by default', () => {
    const memo = new AnswerMemo<string>();
    for (let index = 0; index < MEMO_LIMIT; index++) memo.set({ ...key, body: String(index) }, moment, String(index));
    expect(memo.size).toBe(MEMO_LIMIT);
    expect(memo.get({ ...key, body: '0' }, moment)).toBe('0');
    memo.set({ ...key, body: 'one more' }, moment, 'last');
    expect(memo.size).toBe(1);
    expect(memo.get({ ...key, body: '0' }, moment)).toBeUndefined();
    expect(memo.get({ ...key, body: 'one more' }, moment)).toBe('last');
  });
});

/** A routes app with memoized reads on or off (the default); the same seed and clock start for both. */
function buildMemoApp(memoizeReads: boolean, handlers: HandlerMap = ALL_HANDLERS): Promise<TestApp> {
  return buildTestApp({ handlers, memoizeReads });
}

/** The answer a client reads, with the handling time (which differs from call to call) blanked. */
function comparable(response: LightMyRequestResponse): { status: number; type: unknown; body: string } {
  return {
    status: response.statusCode,
    type: response.headers['content-type'],
    body: response.body.replace(/"dur":"\d+"/, '"dur":"-"'),
  };
}

const priceOf = (data: ListData, id: string) => data.cables.find((cable) => cable.id === id)!.price;

describe('memoized reads through the routes', () => {
  let memoOn: TestApp;
  let memoOff: TestApp;
  beforeEach(async () => {
    memoOn = await buildMemoApp(true);
    memoOff = await buildMemoApp(false);
  });
  afterEach(async () => {
    await memoOn.app.close();
    await memoOff.app.close();
  });

  it('is off unless asked for: the server as started by default runs the handler for every read', async () => {
    let runs = 0;
    const plain = await buildTestApp({
      handlers: {
        ...ALL_HANDLERS,
        cableInfoList: (ctx) => {
          runs += 1;
          return ALL_HANDLERS.cableInfoList!(ctx);
        },
      },
    });
    try {
      const session = signIn(plain.repos, 'quote');
      await signedPost(plain, LIST, LIST_BODY, { session });
      await signedPost(plain, LIST, LIST_BODY, { session });
      expect(runs).toBe(2);
    } finally {
      await plain.app.close();
    }
  });

  it('answers two identical list reads of one user with identical data, each with its own stat', async () => {
    let runs = 0;
    const counting = await buildMemoApp(true, {
      ...ALL_HANDLERS,
      cableInfoList: (ctx) => {
        runs += 1;
        return ALL_HANDLERS.cableInfoList!(ctx);
      },
    });
    try {
      const session = signIn(counting.repos, 'quote');
      const first = await signedPost(counting, LIST, LIST_BODY, { session });
      const second = await signedPost(counting, LIST, LIST_BODY, { session });
      // The second read reused the first answer (same user, body, version and second).
      expect(runs).toBe(1);
      const [one, two] = [first.json(), second.json()] as { data: ListData; stat: Record<string, unknown> }[];
      expect(one!.data.cables).toHaveLength(20);
      expect(two!.data).toEqual(one!.data);
      const sec = toUnixSeconds(counting.clock.now());
      for (const answer of [one!, two!]) {
        expect(answer.stat).toEqual({ dur: expect.stringMatching(/^\d+$/), err: 0, sec });
      }
      expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
      // The journal records each call on its own: two entries, each with its request id and err 0.
      const journal = ok(
        await control<{ entries: { path: string; err: number; requestId: string }[] }>(counting, '/journal'),
      );
      const reads = journal.entries.filter((entry) => entry.path === LIST);
      expect(reads.map((entry) => entry.err)).toEqual([0, 0]);
      expect(new Set(reads.map((entry) => entry.requestId)).size).toBe(2);
      // A memoized answer is encrypted like any other when the client asks.
      const encrypted = await signedPost(counting, LIST, LIST_BODY, { session, headers: { encrypt: 'aes-256-gcm' } });
      expect(runs).toBe(1);
      expect(encrypted.headers.encrypt).toBe('aes-256-gcm');
      const { enc } = encrypted.json() as { enc: string };
      const decrypted = JSON.parse(await decryptPayload(session.key, enc)) as { data: ListData; stat: { err: number } };
      expect(decrypted.data).toEqual(one!.data);
      expect(decrypted.stat.err).toBe(0);
    } finally {
      await counting.app.close();
    }
  });

  it('a memoized answer that took time carries its own dur beside the kept data', async () => {
    const session = signIn(memoOn.repos, 'quote');
    const first = await signedPost(memoOn, LIST, LIST_BODY, { session });
    // The next read waits 30 ms (real time) before its handler; the fake clock keeps it in the same second.
    ok(await control(memoOn, '/faults', { pattern: LIST, kind: 'latency', ms: 30, times: 1 }));
    const slow = await signedPost(memoOn, LIST, LIST_BODY, { session });
    const [one, two] = [first.json(), slow.json()] as { data: ListData; stat: { dur: string; err: number } }[];
    expect(two!.data).toEqual(one!.data);
    expect(Number(two!.stat.dur)).toBeGreaterThanOrEqual(30);
    expect(two!.stat).toEqual({ dur: two!.stat.dur, err: 0, sec: toUnixSeconds(memoOn.clock.now()) });
    expect(slow.headers['content-length']).toBe(String(Buffer.byteLength(slow.body)));
  });

  /** The same read by the same user, before and after `change`, within one second of the clock. */
  async function readAround(test: TestApp, account: string, change: (session: TestSession) => Promise<void>) {
    const session = signIn(test.repos, account);
    const read = async () => ok(await call<ListData>(test, LIST, LIST_BODY, { session }));
    const before = await read();
    const again = await read();
    await change(session);
    const after = await read();
    return { before, again, after };
  }

  it('answers the new prices after a price adjustment in the same second, as without the memo', async () => {
    const adjust = (test: TestApp) => async () => {
      ok(await control(test, '/adjustment/start', { seconds: 60, deltas: { cu: 10 } }));
      ok(await control(test, '/adjustment/stop', {}));
    };
    const on = await readAround(memoOn, 'quote', adjust(memoOn));
    const off = await readAround(memoOff, 'quote', adjust(memoOff));
    expect(toUnixSeconds(memoOn.clock.now())).toBe(on.before.page.sec);
    expect(on.again).toEqual(on.before);
    expect(on.after.cables.map((cable) => cable.price)).not.toEqual(on.before.cables.map((cable) => cable.price));
    expect(on).toEqual(off);
  });

  it('answers the new prices when a running adjustment ends within the second of a memoized read', async () => {
    // The adjustment ends at x.500 s: the reads at x.200 s (before) and x.700 s (after) share their second.
    const scenario = async (test: TestApp) => {
      test.clock.advance(500);
      ok(await control(test, '/adjustment/start', { seconds: 1, deltas: { cu: 10, al: -5 } }));
      test.clock.advance(700);
      return readAround(test, 'quote', async () => {
        test.clock.advance(500);
      });
    };
    const on = await scenario(memoOn);
    const off = await scenario(memoOff);
    expect(on.after.page.sec).toBe(on.before.page.sec);
    expect(on.again).toEqual(on.before);
    expect(on.after.cables.map((cable) => cable.price)).not.toEqual(on.before.cables.map((cable) => cable.price));
    expect(on).toEqual(off);
  });

  it('answers the prices of the new profit mode after a mode switch, as without the memo', async () => {
    const switchMode = (test: TestApp) => async (session: TestSession) => {
      ok(await call(test, '/biz/user/info/profit/mode/set', { form: { mode: 3 } }, { session }));
    };
    const on = await readAround(memoOn, 'multimode', switchMode(memoOn));
    const off = await readAround(memoOff, 'multimode', switchMode(memoOff));
    const id = on.before.cables[0]!.id;
    expect(priceOf(on.after, id).base).toBe(priceOf(on.before, id).base);
    expect(priceOf(on.after, id).sale).toBeGreaterThan(priceOf(on.before, id).sale!);
    expect(on).toEqual(off);
  });

  it('answers the new unit of the quotation settings after they are saved, as without the memo', async () => {
    const saveUnit = (test: TestApp) => async (session: TestSession) => {
      const confs = [{ key: 'qms.price.unit', type: 2, value: 1 }];
      ok(await call(test, '/biz/user/conf/save', { form: { confs } }, { session }));
    };
    const on = await readAround(memoOn, 'quote', saveUnit(memoOn));
    const off = await readAround(memoOff, 'quote', saveUnit(memoOff));
    expect(on.after.cables.map((cable) => cable.price)).not.toEqual(on.before.cables.map((cable) => cable.price));
    expect(on).toEqual(off);
  });

  it('never shows a user a price field it has no right to, right after another user read the same body', async () => {
    const quote = signIn(memoOn.repos, 'quote');
    const nobase = signIn(memoOn.repos, 'nobase');
    const limited = signIn(memoOn.repos, 'limited');
    const read = async (session: TestSession) => ok(await call<ListData>(memoOn, LIST, LIST_BODY, { session }));

    const byQuote = await read(quote);
    const byNobase = await read(nobase);
    const byLimited = await read(limited);
    const byQuoteAgain = await read(quote);

    expect(byQuote.cables).toHaveLength(20);
    for (const cable of byQuote.cables) expect(Object.keys(cable.price).sort()).toEqual(['base', 'sale', 'tax']);
    for (const cable of byNobase.cables) expect(Object.keys(cable.price).sort()).toEqual(['sale', 'tax']);
    for (const cable of byLimited.cables) expect(Object.keys(cable.price)).toEqual(['tax']);
    expect(byQuoteAgain).toEqual(byQuote);
    // Same profit mode: the visible fields are the same numbers as quote's.
    expect(byNobase.cables.map((cable) => cable.price.sale)).toEqual(byQuote.cables.map((cable) => cable.price.sale));

    const offRead = async (account: string) =>
      ok(await call<ListData>(memoOff, LIST, LIST_BODY, { session: signIn(memoOff.repos, account) }));
    await offRead('quote');
    expect(byNobase).toEqual(await offRead('nobase'));
    expect(byLimited).toEqual(await offRead('limited'));
  });

  it('moves page.sec of a first page with the clock to the next second', async () => {
    const session = signIn(memoOn.repos, 'quote');
    const read = async () => call<ListData>(memoOn, LIST, LIST_BODY, { session });
    const first = await read();
    const startSec = toUnixSeconds(memoOn.clock.now());
    expect(first.data.page.sec).toBe(startSec);

    memoOn.clock.advance(999);
    const sameSecond = await read();
    expect(sameSecond.data.page.sec).toBe(startSec);
    expect(sameSecond.stat.sec).toBe(startSec);

    memoOn.clock.advance(1);
    const nextSecond = await read();
    expect(nextSecond.data.page.sec).toBe(startSec + 1);
    expect(nextSecond.stat).toMatchObject({ err: 0, sec: startSec + 1 });
    expect(nextSecond.data.cables).toEqual(first.data.cables);

    memoOn.clock.advance(60_000);
    const minuteLater = await read();
    expect(minuteLater.data.page.sec).toBe(startSec + 61);
    // A later page that sends the marker back keeps it, whatever the clock says.
    const secondPage = await call<ListData>(
      memoOn,
      LIST,
      { cond: {}, page: { len: 20, num: 2, sec: startSec } },
      { session },
    );
    expect(secondPage.data.page).toMatchObject({ num: 2, sec: startSec });
  });

  it('answers every memoized read exactly as the server without the memo does (users, languages, bodies)', async () => {
    const cableIdOf = (model: string, spec: string, scope = '0.6/1kV') =>
      memoOn.repos.store.state.cables.find(
        (cable) => cable.model === model && cable.spec === spec && cable.scope === scope,
      )!.id;
    const ids = [cableIdOf('YJV', '4*25'), cableIdOf('WDZ-YJY', '4*25'), cableIdOf('KVV', '7*1.5', '450/750V')];
    const reads: [path: string, body: unknown][] = [
      ['/biz/qms/cable/cata/list', { cond: { source: 2 } }],
      ['/biz/qms/cable/cata/list', { cond: { source: 1 } }],
      [LIST, LIST_BODY],
      [LIST, { cond: { model: 'YJV', unit: 1 }, page: { len: 5, num: 2 } }],
      [LIST, { cond: { cata: '4', prop: '硬线', unit: 2 }, page: { len: 5, num: 1 } }],
      [LIST, { cond: { keyword: '3×240+1×120 0.6/1kV' }, page: { len: 20, num: 1 } }],
      ['/biz/qms/cable/info/detail', { cond: { id: ids[2] } }],
      ['/biz/qms/cable/info/detail', { cond: { code: 'KVV-450/750V-7*1.5' } }],
      ['/biz/qms/cable/info/price', { cond: { ids } }],
      ['/biz/qms/cable/info/price', { cond: { ids, unit: 1 } }],
      ['/biz/qms/cable/info/price', { cond: { ids: [ids[1]!], unit: 2 } }],
      // Refusals are never kept; they read the same too.
      [LIST, { cond: { cata: '99' } }],
      ['/biz/qms/cable/info/price', { cond: { ids: ['x1'] } }],
    ];
    const accounts = ['quote', 'approver', 'nobase', 'limited', 'multimode'];
    const sessionsOn = new Map(accounts.map((account) => [account, signIn(memoOn.repos, account)]));
    const sessionsOff = new Map(accounts.map((account) => [account, signIn(memoOff.repos, account)]));
    let compared = 0;
    for (const lang of ['zh', 'en']) {
      for (const account of accounts) {
        for (const [path, body] of reads) {
          const headers = { 'accept-language': lang };
          const session = sessionsOn.get(account)!;
          const miss = await signedPost(memoOn, path, body, { session, headers });
          const hit = await signedPost(memoOn, path, body, { session, headers });
          const plain = await signedPost(memoOff, path, body, { session: sessionsOff.get(account)!, headers });
          const expected = comparable(plain);
          expect(comparable(miss), `${lang} ${account} ${path} ${JSON.stringify(body)}`).toEqual(expected);
          expect(comparable(hit), `${lang} ${account} ${path} ${JSON.stringify(body)} (again)`).toEqual(expected);
          compared += 1;
        }
      }
    }
    expect(compared).toBe(2 * accounts.length * reads.length);
  });
});
