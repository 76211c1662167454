/** Refusals raised by the store answer in the request's language: Chinese by default, English on request. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError as StoreError } from '../../src/api-error';
import { buildRoutesApp, call, signIn, type TestApp, type TestSession } from './api-calls';

let test: TestApp;
let quote: TestSession;
beforeEach(async () => {
  test = await buildRoutesApp();
  quote = signIn(test.repos, 'quote');
});
afterEach(async () => {
  await test.app.close();
});

const both = async (path: string, body: object) => ({
  zh: (await call(test, path, body, { session: quote })).stat,
  en: (await call(test, path, body, { session: quote, lang: 'en' })).stat,
});

describe('store refusals in both languages', () => {
  it('an unknown customer: 1031 客户 … 不存在, or No customer … in English', async () => {
    const deleted = await both('/biz/qms/demander/delete', { form: { ids: ['nope'] } });
    expect(deleted.zh).toMatchObject({ err: 1031, msg: '客户 nope 不存在' });
    expect(deleted.en).toMatchObject({ err: 1031, msg: 'No customer nope' });
    const madeDefault = await both('/biz/qms/demander/default/set', { form: { id: '12' } });
    expect(madeDefault.zh).toMatchObject({ err: 1031, msg: '客户 12 不存在' });
    expect(madeDefault.en).toMatchObject({ err: 1031, msg: 'No customer 12' });
  });

  it('an unknown history record and an unknown inventory item', async () => {
    const detail = await both('/biz/qms/history/detail', { cond: { id: '999' } });
    expect(detail.zh).toMatchObject({ err: 1031, msg: '历史报价 999 不存在' });
    expect(detail.en).toMatchObject({ err: 1031, msg: 'No history record 999' });
    const removed = await both('/biz/qms/inventory/delete', { form: { group: 0, ids: ['x1', 'x2'] } });
    expect(removed.zh).toMatchObject({ err: 1031, msg: '报价分组 0 中没有清单项 x1、x2' });
    expect(removed.en).toMatchObject({ err: 1031, msg: 'No item x1, x2 in group 0' });
  });

  it('a business rule: saving a group whose list is empty', async () => {
    const conf = { mode: 3, unit: 0, places: 2 };
    const form = { demander: '', mode: 3, memo: '', desc: '', info: {}, conf, unit: 0, group: 9 };
    const historyBefore = test.repos.store.state.history.length;
    const saved = await both('/biz/qms/inventory/save', { form });
    expect(saved.zh).toMatchObject({ err: 1050, msg: '报价分组 9 的清单为空，无法保存' });
    expect(saved.en).toMatchObject({ err: 1050, msg: 'Group 9 has no items to save' });
    expect(test.repos.store.state.history).toHaveLength(historyBefore);
  });

  it('a duplicate customer (71) names the customer, tax number and creator in either language', async () => {
    const form = { name: '另一家公司', taxno: '91420000177681302X' };
    const saved = await both('/biz/qms/demander/save', { form });
    expect(saved.zh).toMatchObject({
      err: 71,
      msg: '客户名称「中建三局集团有限公司」已被使用（税号：91420000177681302X，创建人：张伟）',
    });
    expect(saved.en).toMatchObject({
      err: 71,
      msg: 'The customer name "中建三局集团有限公司" is already used (tax number: 91420000177681302X, creator: 张伟)',
    });
  });

  it('a used-up limit carries both texts; the English one stays the message for logs', () => {
    const userId = test.repos.users.userByAccount('quote')!.id;
    test.repos.store.mutate((s) => {
      s.usage[userId] = { batch: 200, ocr: 50 };
    });
    const refusalOf = (kind: 'batch' | 'ocr') => {
      try {
        test.repos.usage.recordUsage(userId, kind);
      } catch (error) {
        if (error instanceof StoreError) return error;
        throw error;
      }
      throw new Error('expected a StoreError');
    };
    const batch = refusalOf('batch');
    expect(batch.code).toBe('UsageLimitReached');
    expect(batch.messages).toEqual({
      zh: '批量识别次数已达上限（200 次）',
      en: 'The batch limit of 200 is used up',
    });
    expect(batch.message).toBe(batch.messages.en);
    expect(refusalOf('ocr').messages.zh).toBe('图片识别次数已达上限（50 次）');
  });
});
