import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../fixtures/catalogue';
import { SYSTEM_CONFIGS } from '../../fixtures/configs';
import { DOCS } from '../../fixtures/content';
import { MATERIALS } from '../../fixtures/materials';
import { buildDemoUsers, buildModuleTree } from '../../fixtures/users';
import { effectiveMaterialPrices, priceCable } from '../../src/domain/pricing';
import { parseStructure } from '../../src/domain/structure-parser';
import { pricingSettingsFrom } from '../../src/store/pricing-view';

const FILES = join(dirname(fileURLToPath(import.meta.url)), '../../fixtures/files');

describe('catalogue', () => {
  const { catas, cables } = buildCatalogue();

  it('covers the real families and voltage levels with several hundred specs', () => {
    expect(cables.length).toBeGreaterThanOrEqual(400);
    const models = new Set(cables.map((c) => c.model));
    for (const m of [
      'YJV',
      'YJLV',
      'VV',
      'VLV',
      'BV',
      'BVR',
      'RVV',
      'KVV',
      'YJV22',
      'VV22',
      'ZR-YJV',
      'ZC-YJV',
      'NH-YJV',
      'WDZ-YJY',
      'JKLYJ',
    ])
      expect(models).toContain(m);
    expect(new Set(cables.map((c) => c.scope))).toEqual(
      new Set(['0.6/1kV', '8.7/15kV', '26/35kV', '450/750V', '300/500V', '10kV', '1kV']),
    );
    expect(new Set(cables.map((c) => c.id)).size).toBe(cables.length);
    for (const spec of ['3*240+1*120', '4*25+1*16', '1*2.5', '2*1.5', '7*1.5'])
      expect(cables.some((c) => c.spec === spec)).toBe(true);
  });

  it('prices every cable, and every cata tree lists exactly its cables', () => {
    const prices = effectiveMaterialPrices(
      MATERIALS.map((m) => ({ code: m.code, price: m.price.price, floating: m.floating })),
    );
    const settings = pricingSettingsFrom(SYSTEM_CONFIGS, 1);
    for (const c of cables) {
      const p = priceCable(c, prices, settings);
      expect(p.base, c.code).toBeGreaterThan(0);
      expect(p.tax).toBeGreaterThan(p.sale);
      expect(parseStructure(c.spec).length).toBeGreaterThan(0);
    }
    for (const cata of catas) {
      const fromTree = cata.props.flatMap((p) => p.models.map((m) => `${p.key}/${m.key}`));
      const fromCables = [...new Set(cables.filter((c) => c.cata === cata.id).map((c) => `${c.prop}/${c.model}`))];
      expect(fromTree.sort()).toEqual(fromCables.sort());
    }
    expect(catas.filter((c) => c.mode === 0).map((c) => c.code)).toEqual(['overhead']);
  });

  it('orders prices sensibly: bigger conductors cost more, aluminium less than copper', () => {
    const prices = effectiveMaterialPrices(
      MATERIALS.map((m) => ({ code: m.code, price: m.price.price, floating: m.floating })),
    );
    const settings = pricingSettingsFrom(SYSTEM_CONFIGS, 1);
    const tax = (model: string, spec: string) => priceCable({ model, scope: '0.6/1kV', spec }, prices, settings).tax;
    expect(tax('YJV', '3*240+1*120')).toBeGreaterThan(tax('YJV', '3*185+1*95'));
    expect(tax('YJLV', '3*240+1*120')).toBeLessThan(tax('YJV', '3*240+1*120') / 2);
    expect(tax('NH-YJV', '4*25')).toBeGreaterThan(tax('ZR-YJV', '4*25'));
  });
});

describe('users and modules', () => {
  it('grants only codes that exist in the module tree', () => {
    const codes = new Set<string>();
    const walk = (nodes: ReturnType<typeof buildModuleTree>) => {
      for (const n of nodes) {
        codes.add(n.code);
        walk(n.children);
      }
    };
    walk(buildModuleTree());
    for (const u of buildDemoUsers()) for (const g of u.grants) expect(codes, `${u.account}: ${g}`).toContain(g);
  });

  it('demonstrates the required roles', () => {
    const users = Object.fromEntries(buildDemoUsers().map((u) => [u.account, u]));
    expect(users.quote).toMatchObject({ type: 1, approve: false });
    expect(users.approver?.approve).toBe(true);
    expect(users.approver?.grants).toContain('qms.approve');
    expect(users.nobase?.grants).not.toContain('PriceAuthBase');
    expect(users.nobase?.grants).toContain('PriceAuthSale');
    expect(
      users.limited?.grants.filter((g) => ['index', 'Real', 'Historical', 'Setting', 'Batch'].includes(g)),
    ).toEqual(['index', 'Real', 'Historical']);
    expect(users.multimode?.modes.list).toEqual([1, 2, 3, 4]);
  });
});

describe('fixture files', () => {
  const list = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? list(join(dir, e.name)) : [relative(FILES, join(dir, e.name)).split('\\').join('/')],
    );

  it('the manifest matches the files on disk and stays small', () => {
    const manifest = JSON.parse(readFileSync(join(FILES, 'manifest.json'), 'utf8')) as Record<string, number>;
    const files = list(FILES).filter((f) => f !== 'manifest.json');
    expect(Object.keys(manifest).sort()).toEqual(files.sort());
    for (const [path, size] of Object.entries(manifest)) expect(statSync(join(FILES, path)).size, path).toBe(size);
    expect(Object.values(manifest).reduce((s, n) => s + n, 0)).toBeLessThan(2 * 1024 * 1024);
  });

  it('every document points at a file that exists', () => {
    for (const doc of DOCS) {
      for (const addr of [doc.addr, ...doc.pages])
        expect(statSync(join(FILES, addr.replace(/^\/files\//, ''))).isFile()).toBe(true);
      if (doc.type === 1) expect(doc.pages.length).toBeGreaterThan(0);
    }
    const pdf = readFileSync(join(FILES, 'docs/report-yjv.pdf'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const png = readFileSync(join(FILES, 'images/seal-1.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });
});
