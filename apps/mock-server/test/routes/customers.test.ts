import type { Customer } from '@cable/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildRoutesApp, call, ok, signIn, type TestApp, type TestSession } from './api-calls';

let test: TestApp;
let quote: TestSession;
beforeEach(async () => {
  test = await buildRoutesApp();
  quote = signIn(test.repos, 'quote');
});
afterEach(async () => {
  await test.app.close();
});

const save = (session: TestSession, form: object, lang?: 'en' | 'zh') =>
  call<{ demander: Customer }>(test, '/biz/qms/demander/save', { form }, { session, ...(lang ? { lang } : {}) });

const list = async (session: TestSession, cond: object = {}, page?: object) =>
  ok(
    await call<{ demanders: Customer[]; page: { row: number; all: number } }>(
      test,
      '/biz/qms/demander/list',
      { cond, ...(page ? { page } : {}) },
      { session },
    ),
  );

describe('customers (demanders)', () => {
  it('creates with the quick form, updates without touching the tax number, and lists by name', async () => {
    const created = ok(
      await save(quote, { name: '南京地铁集团有限公司', taxno: '91320100134886473n', create: true }),
    ).demander;
    expect(created).toMatchObject({
      name: '南京地铁集团有限公司',
      taxno: '91320100134886473N',
      creator: '张伟',
      default: false,
    });
    const updated = ok(
      await save(quote, {
        id: created.id,
        name: '南京地铁集团有限公司',
        taxno: 'CHANGED',
        leader: '王军',
        linkman: '刘敏',
        phone: '025-84781234',
        address: '南京市玄武区中山路228号',
        bank: { account: '南京地铁集团有限公司', name: '南京银行', no: '0101200000123' },
      }),
    ).demander;
    expect(updated).toMatchObject({
      id: created.id,
      taxno: '91320100134886473N',
      leader: '王军',
      bank: { name: '南京银行' },
    });
    const found = await list(quote, { name: '地铁' });
    expect(found.demanders.map((c) => c.id)).toEqual([created.id]);
    const all = await list(quote);
    expect(all.page.row).toBe(all.demanders.length);
    expect(all.demanders.map((c) => c.sort)).toEqual([...all.demanders.map((c) => c.sort)].sort((a, b) => a - b));
    const paged = await list(quote, {}, { len: 2, num: 1 });
    expect(paged.demanders).toHaveLength(2);
    expect(paged.page.all).toBe(Math.ceil(all.page.row / 2));
  });

  it('a duplicate tax number answers 71 naming the customer, the tax number and its creator (any user)', async () => {
    const other = signIn(test.repos, 'approver');
    const zh = await save(other, { name: '另一家公司', taxno: '91420000177681302x' });
    expect(zh.stat.err).toBe(71);
    expect(zh.stat.msg).toBe('客户名称「中建三局集团有限公司」已被使用（税号：91420000177681302X，创建人：张伟）');
    const en = await save(other, { name: '另一家公司', taxno: '91420000177681302X' }, 'en');
    expect(en.stat.err).toBe(71);
    expect(en.stat.msg).toBe(
      'The customer name "中建三局集团有限公司" is already used (tax number: 91420000177681302X, creator: 张伟)',
    );
    expect(test.repos.store.state.customers.filter((c) => c.taxno === '91420000177681302X')).toHaveLength(1);
  });

  it("refuses a creation without tax number, a too long name, and another user's customer", async () => {
    const noTaxno = await save(quote, { name: '无税号公司' });
    expect(noTaxno.stat.err).toBe(1001);
    expect(noTaxno.stat.msg).toContain('taxno');
    const longName = await save(quote, { name: 'x'.repeat(257), taxno: 'T1' });
    expect(longName.stat.err).toBe(1001);
    const other = signIn(test.repos, 'approver');
    const foreign = await save(other, { id: '2001', name: '改名' });
    expect(foreign.stat.err).toBe(1031);
  });

  it('sets the default customer and deletes customers', async () => {
    const { demander } = ok(
      await call<{ demander: Customer }>(
        test,
        '/biz/qms/demander/default/set',
        { form: { id: '2002' } },
        { session: quote },
      ),
    );
    expect(demander).toMatchObject({ id: '2002', default: true });
    expect((await list(quote)).demanders.filter((c) => c.default).map((c) => c.id)).toEqual(['2002']);
    expect(ok(await call(test, '/biz/qms/demander/delete', { form: { ids: ['2002'] } }, { session: quote }))).toEqual({
      ids: ['2002'],
    });
    expect((await list(quote)).demanders.some((c) => c.id === '2002')).toBe(false);
    const gone = await call(test, '/biz/qms/demander/default/set', { form: { id: '2002' } }, { session: quote });
    expect(gone.stat.err).toBe(1031);
    const again = await call(test, '/biz/qms/demander/delete', { form: { ids: ['2002'] } }, { session: quote });
    expect(again.stat.err).toBe(1031);
  });
});
