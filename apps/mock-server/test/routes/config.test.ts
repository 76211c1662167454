import type { Material, Module } from '@cable/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED_MATERIAL_UPDATE } from '../../fixtures/materials';
import { quoteCable } from '../../src/domain/pricing';
import { buildRoutesApp, call, callBare, control, ok, signIn, type TestApp } from './api-calls';

let test: TestApp;
beforeEach(async () => {
  test = await buildRoutesApp();
});
afterEach(async () => {
  await test.app.close();
});

const codesOf = (modules: Module[]): string[] =>
  modules.flatMap((module) => [module.code, ...codesOf(module.children)]);
const nowSec = () => Math.floor(test.clock.now() / 1000);

describe('system configs, version and operator', () => {
  it('answers the system configs with their category; a malformed body is refused', async () => {
    const { configs } = ok(await callBare<{ configs: { key: string }[] }>(test, '/pub/biz/data/qms/configs'));
    expect(configs).toContainEqual({ key: 'biz.tax.mode', type: 2, value: 1, cata: 'tax' });
    expect(configs).toContainEqual({ key: 'biz.tax.value', type: 2, value: 0.13, cata: 'tax' });
    expect(configs).toContainEqual({ key: 'biz.material.tax.mode', type: 2, value: 1, cata: 'tax' });
    expect((await call(test, '/pub/biz/data/qms/configs', { timestamp: 'now' })).stat.err).toBe(1001);
  });

  it('reports the web version from the server settings, 2.9.12 by default', async () => {
    expect(ok(await callBare(test, '/pub/sys/data/version'))).toEqual({
      'corp.qms.web': '2.9.12',
      'mem.qms.web': '1.4.0',
    });
    await control(test, '/web-version', { version: '2.10.1' });
    expect(ok(await callBare(test, '/pub/sys/data/version'))).toMatchObject({ 'corp.qms.web': '2.10.1' });
    expect((await call(test, '/pub/sys/data/version', { timestamp: 1, extra: true })).stat.err).toBe(1001);
  });

  it('answers the operator configuration with the login key; a malformed body is refused', async () => {
    const data = ok(await callBare<{ confs: Record<string, string> }>(test, '/biz/cms/oper/data'));
    expect(data.confs).toMatchObject({ 'oper.name': '江苏华东线缆集团有限公司', 'oper.icp': '苏ICP备2024081234号-1' });
    expect(data).toHaveProperty('login.key', 'web-qr');
    expect((await call(test, '/biz/cms/oper/data', [])).stat.err).toBe(1001);
  });
});

describe('modules', () => {
  it('gives a guest only the public modules', async () => {
    const { modules } = ok(await callBare<{ modules: Module[] }>(test, '/pub/sys/data/user/modules'));
    expect(codesOf(modules).sort()).toEqual(['Book', 'Hualification', 'index']);
  });

  it('refuses a modules body that is not the timestamp form', async () => {
    const answer = await call(test, '/pub/sys/data/user/modules', { cond: {} });
    expect(answer.stat).toMatchObject({ err: 1001, msg: expect.stringContaining('timestamp') });
  });

  it("gives a user the granted tree: the limited user's few modules plus the public ones, the price folder holding only its right", async () => {
    const session = signIn(test.repos, 'limited');
    const { modules } = ok(await callBare<{ modules: Module[] }>(test, '/pub/sys/data/user/modules', { session }));
    expect(codesOf(modules).sort()).toEqual(
      [
        'Book',
        'Historical',
        'Hualification',
        'PriceAuthTax',
        'Real',
        'Real-quotation',
        'index',
        'price',
        'qms.history.detail',
        'qms.real',
      ].sort(),
    );
    const real = modules.find((module) => module.code === 'Real')!;
    expect(real.children.every((child) => child.parent === real.id)).toBe(true);

    const approver = signIn(test.repos, 'approver');
    const full = codesOf(
      ok(await callBare<{ modules: Module[] }>(test, '/pub/sys/data/user/modules', { session: approver })).modules,
    );
    expect(full).toContain('qms.approve');
    expect(
      codesOf(
        ok(
          await callBare<{ modules: Module[] }>(test, '/pub/sys/data/user/modules', {
            session: signIn(test.repos, 'quote'),
          }),
        ).modules,
      ),
    ).not.toContain('qms.approve');
  });

  it('filters the module tree by parent, name, enable and scope; a guest gets 15', async () => {
    const session = signIn(test.repos, 'quote');
    const list = async (cond: object) =>
      ok(await call<{ modules: Module[] }>(test, '/dev/module/list', { cond }, { session })).modules;
    const roots = await list({ parent: 0 });
    expect(roots.map((module) => module.code)).toContain('Historical');
    expect(roots.every((module) => module.parent === 0)).toBe(true);
    const historical = roots.find((module) => module.code === 'Historical')!;
    expect((await list({ parent: historical.id })).map((module) => module.code)).toEqual([
      'qms.history.detail',
      'qms.history.recalc',
      'qms.history.contract',
      'qms.history.quotation',
    ]);
    expect((await list({ name: '历史详情' })).map((module) => module.code)).toEqual(['qms.history.detail']);
    expect(await list({ enable: false })).toEqual([]);
    expect(await list({ scope: 1 })).toEqual([]);
    expect((await list({})).length).toBe(roots.length);
    expect((await call(test, '/dev/module/list', { cond: { parent: 0 } })).stat.err).toBe(15);
  });
});

describe('companies, templates and membership', () => {
  it('lists the selling companies and the user company; a guest gets 15', async () => {
    const session = signIn(test.repos, 'quote');
    const { corps } = ok(
      await callBare<{ corps: { name: string; default: boolean }[] }>(test, '/biz/qms/inventory/corp/list', {
        session,
      }),
    );
    expect(corps.map((corp) => corp.name)).toEqual(['江苏华东线缆集团有限公司', '宜兴华东特种电缆有限公司']);
    expect(ok(await callBare(test, '/biz/opm/corp/mine', { session }))).toMatchObject({
      corp: {
        id: '1',
        name: '江苏华东线缆集团有限公司',
        taxno: '91320282MA1N7Q2X4H',
        seal: '/files/images/seal-1.png',
      },
    });
    expect((await callBare(test, '/biz/qms/inventory/corp/list')).stat.err).toBe(15);
    expect((await callBare(test, '/biz/opm/corp/mine')).stat.err).toBe(15);
  });

  it('filters templates by type and name; a negative type is refused', async () => {
    const templates = async (cond: object) =>
      ok(await call<{ templates: { id: string; type: number }[] }>(test, '/pub/biz/data/templates', { cond }))
        .templates;
    expect((await templates({ type: 2 })).map((template) => template.id)).toEqual(['3', '4']);
    expect((await templates({ name: '合同' })).map((template) => template.id)).toEqual(['3', '4']);
    expect((await templates({ name: '出库', type: 4 })).map((template) => template.id)).toEqual(['6']);
    expect(await templates({})).toHaveLength(8);
    expect((await call(test, '/pub/biz/data/templates', { cond: { type: -1 } })).stat.err).toBe(1001);
  });

  it("answers the user's membership; a guest gets 15", async () => {
    expect(ok(await callBare(test, '/biz/opm/member/mine', { session: signIn(test.repos, 'approver') }))).toEqual({
      member: { name: '李娜', mobile: '13800000002', rank: { level: 3, expire: 1830268799 } },
    });
    expect((await callBare(test, '/biz/opm/member/mine')).stat.err).toBe(15);
  });
});

describe('upload credentials', () => {
  it('issues a file id, a dated path and a token valid 24 hours by the clock', async () => {
    const first = ok(
      await call<{ info: Record<string, string | number> }>(test, '/pub/tool/qiniu/upload/info', {
        form: { type: 'Image' },
      }),
    ).info;
    expect(first).toMatchObject({
      domain: 'http://localhost:80/files',
      fileid: 'f00000001',
      path: 'uploads/image/2026/11/21/f00000001',
      expire: nowSec() + 86400,
    });
    expect(first.token).toMatch(/^up_[0-9a-f]{40}$/);
    const second = ok(
      await call<{ info: Record<string, string> }>(test, '/pub/tool/qiniu/upload/info', { form: { type: 'File' } }),
    ).info;
    expect(second.fileid).not.toBe(first.fileid);
    expect(second.path).toMatch(/^uploads\/file\//);
    expect(second.token).not.toBe(first.token);
  });

  it('refuses an unknown upload type', async () => {
    const answer = await call(test, '/pub/tool/qiniu/upload/info', { form: { type: 'Audio' } });
    expect(answer.stat).toMatchObject({ err: 1001, msg: expect.stringContaining('type') });
  });
});

describe('materials, daily price and price adjustment', () => {
  it('answers the basic material prices for the header; a guest gets 15', async () => {
    const { infos } = ok(
      await callBare<{ infos: { code: string; price: object }[] }>(test, '/biz/qms/material/basic/info', {
        session: signIn(test.repos, 'quote'),
      }),
    );
    expect(infos).toEqual([
      {
        id: '1',
        code: 'cu',
        name: '电解铜',
        abbr: '铜',
        price: { price: 75.8, unit: '元/kg', update: SEED_MATERIAL_UPDATE },
      },
      {
        id: '2',
        code: 'al',
        name: '铝锭',
        abbr: '铝',
        price: { price: 20.6, unit: '元/kg', update: SEED_MATERIAL_UPDATE },
      },
    ]);
    expect((await callBare(test, '/biz/qms/material/basic/info')).stat.err).toBe(15);
  });

  it('answers every material with floating rule and pending change; a malformed body is refused', async () => {
    const { materials } = ok(await callBare<{ materials: Material[] }>(test, '/pub/biz/data/material/basic'));
    expect(materials).toHaveLength(7);
    const cu = materials.find((material) => material.code === 'cu')!;
    expect(cu).toMatchObject({
      basic: true,
      density: 8.89,
      floating: { fixed: 0.3, refer: '', mode: 2, ratio: 0 },
      price: { modify: 0, price: 75.8, unit: '元/kg' },
      wait: { price: 76.4, modify: 0.6, wait: true },
    });
    expect(materials.find((material) => material.code === 'lszh')).toMatchObject({
      floating: { refer: 'pvc', mode: 1, ratio: 0.68 },
    });
    expect((await call(test, '/pub/biz/data/material/basic', {})).stat.err).toBe(1001);
  });

  it('answers the daily copper and aluminium price; a malformed body is refused', async () => {
    expect(ok(await callBare(test, '/pub/sys/data/price/today'))).toEqual({
      price: {
        date: '2026-11-21',
        week: '星期六',
        cu: { price: 75800, change: 320 },
        ai: { price: 20600, change: -150 },
      },
    });
    expect((await call(test, '/pub/sys/data/price/today', { timestamp: -1 })).stat.err).toBe(1001);
  });

  it('runs an adjustment end to end: before, during (run true, prices pending), after (prices moved, last updated)', async () => {
    const session = signIn(test.repos, 'quote');
    const cableId = test.repos.catalogue.findCables({ model: 'YJV', keyword: '3*240+1*120' })[0]!.id;
    const cablePrice = async () =>
      ok(
        await call<{ cables: { price: { sale: number } }[] }>(
          test,
          '/biz/qms/cable/info/price',
          { cond: { ids: [cableId], unit: 0 } },
          { session },
        ),
      ).cables[0]!.price;
    const material = async (code: string) =>
      ok(await callBare<{ materials: Material[] }>(test, '/pub/biz/data/material/basic')).materials.find(
        (entry) => entry.code === code,
      )!;
    const state = async () => ok(await callBare<{ run: boolean; last: number }>(test, '/pub/biz/data/change/state'));

    const before = { price: await cablePrice(), cu: await material('cu'), state: await state() };
    expect(before.state).toEqual({ run: false, last: SEED_MATERIAL_UPDATE });

    const started = await control(test, '/adjustment/start', { seconds: 60, deltas: { cu: 5, pvc: -10 } });
    expect(started.stat.err).toBe(0);
    const target = Math.round(75.8 * 1.05 * 100) / 100;
    test.clock.advance(30_000);
    expect(await state()).toEqual({ run: true, last: SEED_MATERIAL_UPDATE });
    const during = await material('cu');
    expect(during.price.price).toBe(75.8);
    expect(during.wait).toMatchObject({ price: target, wait: true, modify: Math.round((target - 75.8) * 100) / 100 });
    expect(await cablePrice()).toEqual(before.price);

    test.clock.advance(31_000);
    const after = await state();
    expect(after).toEqual({ run: false, last: nowSec() });
    const cu = await material('cu');
    expect(cu.price).toMatchObject({
      price: target,
      update: nowSec(),
      modify: Math.round((target - 75.8) * 100) / 100,
    });
    // The seeded pending copper price was superseded by the adjustment.
    expect(cu.wait).toBeUndefined();
    expect((await material('pvc')).price.price).toBe(Math.round(8.6 * 0.9 * 100) / 100);

    const moved = await cablePrice();
    expect(moved.sale).toBeGreaterThan(before.price.sale);
    const expected = quoteCable(
      test.repos.catalogue.cableInput(cableId),
      test.repos.materials.materialPrices(),
      test.repos.catalogue.pricingSettings('1001'),
      0,
      2,
    );
    expect(moved).toEqual({ base: expected.base, sale: expected.sale, tax: expected.tax });
    const today = ok(
      await callBare<{ price: { cu: { price: number; change: number } } }>(test, '/pub/sys/data/price/today'),
    ).price;
    expect(today.cu).toEqual({ price: Math.round(target * 1000), change: Math.round(target * 1000) - 75800 });
  });

  it('refuses a malformed change/state body', async () => {
    expect((await call(test, '/pub/biz/data/change/state', { cond: {} })).stat.err).toBe(1001);
  });
});
