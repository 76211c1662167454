import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { api } from '../src/api/app-client';
import { flattenModules } from '../src/api/hooks/use-modules';
import { operatorConfigOf } from '../src/api/hooks/use-operator';
import { timestamped } from '../src/api/swr';
import { webVersionOf } from '../src/app/version-check';
import { createPact, present, STATE, timestampBody, verifyJsonCall } from './support/pact';

const { boolean, integer, regex } = MatchersV3;
const pact = createPact();

/**
 * Reads that screens make through SWR hooks (useApiQuery) are exercised here through the same client call the
 * hook makes, api().post(path, body): the hook adds only caching.
 */
describe('config and modules', () => {
  it('reads the system configs', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.guest]],
        description: 'a request for the system configs',
        path: '/pub/biz/data/qms/configs',
        caller: 'guest',
        body: timestampBody(),
      },
      async () => {
        const { configs } = await api().post('/pub/biz/data/qms/configs', timestamped());
        expect(configs.length).toBeGreaterThan(0);
      },
    );
  });

  it('reads the module tree of the visitor', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser]],
        description: 'a request for the modules of the signed-in user',
        path: '/pub/sys/data/user/modules',
        caller: 'user',
        body: timestampBody(),
      },
      async () => {
        const { modules } = await api().post('/pub/sys/data/user/modules', timestamped());
        expect(flattenModules(modules).map((module) => module.code)).toContain('qms.real');
      },
    );
  });

  it('reads the web version for the version check', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.guest]],
        description: 'a request for the published versions',
        path: '/pub/sys/data/version',
        caller: 'guest',
        body: timestampBody(),
        data: { 'corp.qms.web': regex('^[0-9]+\\.[0-9]+\\.[0-9]+$', '2.9.12') },
      },
      async () => {
        const data = await api().post('/pub/sys/data/version', timestamped(), { silent: true });
        expect(webVersionOf(data)).toBe('2.9.12');
      },
    );
  });

  it('reads the operator settings for the header and footer', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.guest]],
        description: 'a request for the operator settings',
        path: '/biz/cms/oper/data',
        caller: 'guest',
        body: timestampBody(),
        data: { confs: { 'oper.title': present('线缆报价系统') } },
      },
      async () => {
        const data = await api().post('/biz/cms/oper/data', timestamped());
        expect(operatorConfigOf(data)['oper.title']).toBe('线缆报价系统');
      },
    );
  });

  it('lists the seller companies', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser]],
        description: 'a request for the seller companies',
        path: '/biz/qms/inventory/corp/list',
        caller: 'user',
        body: timestampBody(),
      },
      async () => {
        const { corps } = await api().post('/biz/qms/inventory/corp/list', timestamped());
        expect(corps[0]?.name).toBe('华东线缆股份有限公司');
      },
    );
  });

  it('reads the company of the user', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser]],
        description: 'a request for the company of the user',
        path: '/biz/opm/corp/mine',
        caller: 'user',
        body: timestampBody(),
      },
      async () => {
        const { corp } = await api().post('/biz/opm/corp/mine', timestamped());
        expect(corp.taxno).toBeTruthy();
      },
    );
  });

  it('reads the material prices for the header', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser]],
        description: 'a request for the material prices of the header',
        path: '/biz/qms/material/basic/info',
        caller: 'user',
        body: timestampBody(),
      },
      async () => {
        const { infos } = await api().post('/biz/qms/material/basic/info', timestamped());
        expect(infos[0]?.price.price).toBeGreaterThan(0);
      },
    );
  });

  it('reads the basic materials', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.guest]],
        description: 'a request for the basic materials',
        path: '/pub/biz/data/material/basic',
        caller: 'guest',
        body: timestampBody(),
      },
      async () => {
        const { materials } = await api().post('/pub/biz/data/material/basic', timestamped());
        expect(materials.length).toBeGreaterThan(0);
      },
    );
  });

  it('lists modules under a parent', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser]],
        description: 'a request for the enabled top-level modules',
        path: '/dev/module/list',
        caller: 'user',
        body: { cond: { enable: boolean(true), parent: integer(0) } },
      },
      async () => {
        const { modules } = await api().post('/dev/module/list', { cond: { enable: true, parent: 0 } });
        expect(modules.every((module) => module.enable)).toBe(true);
      },
    );
  });

  it('polls the price adjustment while one is running', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.guest], [STATE.adjustment]],
        description: 'a poll of the price adjustment state while it runs',
        path: '/pub/biz/data/change/state',
        caller: 'guest',
        body: timestampBody(),
        data: { run: true, last: 1763722800 },
      },
      async () => {
        const state = await api().post('/pub/biz/data/change/state', timestamped(), { silent: true });
        expect(state.run).toBe(true);
      },
    );
  });

  it('lists the document templates', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser]],
        description: 'a request for the document templates',
        path: '/pub/biz/data/templates',
        caller: 'user',
        body: { cond: {} },
        data: { templates: [{ default: true, id: 't1', memo: '标准报价单', name: '报价单模板一', type: 1 }] },
      },
      async () => {
        const { templates } = await api().post('/pub/biz/data/templates', { cond: {} });
        expect(templates[0]?.type).toBe(1);
      },
    );
  });

  it('reads the membership of the user', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser]],
        description: 'a request for the membership of the user',
        path: '/biz/opm/member/mine',
        caller: 'user',
        body: timestampBody(),
      },
      async () => {
        const { member } = await api().post('/biz/opm/member/mine', timestamped());
        expect(member.rank.level).toBeGreaterThan(0);
      },
    );
  });

  it("reads today's metal prices", async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.guest]],
        description: "a request for today's metal prices",
        path: '/pub/sys/data/price/today',
        caller: 'guest',
        body: timestampBody(),
        data: {
          price: {
            date: regex('^[0-9]{4}-[0-9]{2}-[0-9]{2}$', '2026-11-21'),
            week: '星期六',
            cu: { price: 78650, change: 120 },
            ai: { price: 20310, change: -40 },
          },
        },
      },
      async () => {
        const { price } = await api().post('/pub/sys/data/price/today', timestamped());
        expect(price.cu.price).toBeGreaterThan(0);
      },
    );
  });

  it('asks for upload credentials', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.guest]],
        description: 'a request for image upload credentials',
        path: '/pub/tool/qiniu/upload/info',
        caller: 'guest',
        body: { form: { type: regex('^(Image|Video|File)$', 'Image') } },
      },
      async () => {
        const { info } = await api().post('/pub/tool/qiniu/upload/info', { form: { type: 'Image' } });
        expect(info.token).toBe('up_5f4e3d2c1b0a');
      },
    );
  });
});
