/**
 * The deterministic seed: the same state on every start and after every reset, built from the
 * fixtures only (no clock, no randomness).
 */

import { FIELD_OF_MODE, type PriceMode } from '@cable/contracts/vocabulary';
import { buildCatalogue } from '../../fixtures/catalogue';
import { DEFAULT_USER_CONFIGS, OPERATOR_CONFIG, SEED_WEB_VERSION, SYSTEM_CONFIGS } from '../../fixtures/configs';
import { ARTICLES, BANNERS, DAILY_PRICE, DOC_CATAS, DOCS, NOTICES, PRODUCTS } from '../../fixtures/content';
import { CORPS, TEMPLATES } from '../../fixtures/corps';
import { CUSTOMERS } from '../../fixtures/customers';
import { MATERIALS, SEED_MATERIAL_UPDATE } from '../../fixtures/materials';
import { buildDemoUsers, buildModuleTree } from '../../fixtures/users';
import { priceCable } from '../domain/pricing';
import { quote } from '../domain/quote';
import { defaultPlaces, materialPriceTable, pricingSettingsFrom } from './pricing-view';
import {
  type GroupAttr,
  type HistoryItem,
  type HistoryRecord,
  type InventoryGroup,
  STATE_VERSION,
  type State,
} from './types';

export const GROUPS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

export const emptyGroupAttr = (): GroupAttr => ({ freight: { fee: 0, full: 0, mile: 0, price: 0 }, package: 0 });
export const emptyInventory = (): Record<string, InventoryGroup> =>
  Object.fromEntries(GROUPS.map((g) => [g, { items: [], attr: emptyGroupAttr() }]));

const clone = <T>(value: T): T => structuredClone(value);

interface HistorySeed {
  id: string;
  user: string;
  demander: string;
  time: number;
  memo: string;
  mode: number;
  lines: Array<[model: string, scope: string, spec: string, count: number]>;
}

const HISTORY_SEEDS: HistorySeed[] = [
  {
    id: '1',
    user: '1001',
    demander: '2001',
    time: 1794277800,
    memo: '光谷项目一期配电',
    mode: 3,
    lines: [
      ['YJV', '0.6/1kV', '3*240+1*120', 200],
      ['YJV', '0.6/1kV', '4*25+1*16', 350],
      ['BV', '450/750V', '1*2.5', 1000],
    ],
  },
  {
    id: '2',
    user: '1001',
    demander: '2002',
    time: 1794637800,
    memo: '变电站改造',
    mode: 2,
    lines: [
      ['YJV22', '8.7/15kV', '3*300', 600],
      ['KVV', '450/750V', '7*1.5', 400],
    ],
  },
  {
    id: '3',
    user: '1001',
    demander: '2003',
    time: 1794972600,
    memo: '住宅小区二标段',
    mode: 3,
    lines: [
      ['ZR-YJV', '0.6/1kV', '3*70+1*35', 180],
      ['NH-YJV', '0.6/1kV', '4*16', 90],
      ['RVV', '300/500V', '2*1.5', 500],
    ],
  },
  {
    id: '4',
    user: '1005',
    demander: '2006',
    time: 1795073400,
    memo: '地铁11号线车站照明',
    mode: 3,
    lines: [
      ['WDZ-YJY', '0.6/1kV', '4*25', 800],
      ['JKLYJ', '10kV', '1*240', 1200],
    ],
  },
];

const NO_FEES = {
  groupPackage: 0,
  freight: { fee: 0, full: 0, mile: 0, price: 0 },
  include: { package: false, freight: false },
};

export function createSeedState(): State {
  const { catas, cables } = buildCatalogue();
  const users = buildDemoUsers();
  const systemConfigs = clone(SYSTEM_CONFIGS);
  const materials = clone(MATERIALS);
  const prices = materialPriceTable(materials);

  const history: HistoryRecord[] = HISTORY_SEEDS.map((seed) => {
    const user = users.find((u) => u.id === seed.user)!;
    const settings = pricingSettingsFrom(systemConfigs, user.modes.current);
    const customer = CUSTOMERS.find((c) => c.id === seed.demander);
    const items: HistoryItem[] = seed.lines.map(([model, scope, spec, count], index) => {
      const cable = cables.find((c) => c.model === model && c.scope === scope && c.spec === spec);
      if (!cable) throw new Error(`History seed ${seed.id}: no catalogue cable ${model}-${scope} ${spec}`);
      const p = priceCable(cable, prices, settings);
      return {
        cable: cable.id,
        custom: null,
        model,
        scope,
        spec,
        name: cable.name,
        count: String(count),
        memo: '',
        change: '0',
        price: { base: p.base, sale: p.sale, tax: p.tax },
        weightKgPerM: p.weightKgPerM,
        sort: index + 1,
      };
    });
    const mode = seed.mode as PriceMode;
    const places = defaultPlaces(systemConfigs);
    const quoted = quote({
      items: items.map((it) => ({
        perMetre: it.price,
        weightKgPerM: it.weightKgPerM,
        metres: Number(it.count),
        packageFee: 0,
      })),
      modes: [mode],
      unit: 0,
      places,
      fees: NO_FEES,
    });
    const total = quoted.total[FIELD_OF_MODE[mode]] ?? 0;
    const day = new Date((seed.time + 8 * 3600) * 1000).toISOString().slice(0, 10).replace(/-/g, '');
    return {
      id: seed.id,
      user: seed.user,
      demander: seed.demander,
      demanderName: customer?.name ?? '',
      memo: seed.memo,
      desc: '',
      mode: seed.mode,
      unit: 0,
      time: seed.time,
      total,
      goods: total,
      fees: { package: 0, freight: 0, waived: false },
      unpriced: 0,
      places,
      weight: quoted.weightKg,
      count: items.length,
      rno: `BJ${day}-${seed.id.padStart(4, '0')}`,
      info: {},
      conf: {},
      items,
    };
  });

  const inventory = Object.fromEntries(users.map((u) => [u.id, emptyInventory()]));
  const userConfigs = Object.fromEntries(users.map((u) => [u.id, clone(DEFAULT_USER_CONFIGS)]));
  const usage = Object.fromEntries(users.map((u) => [u.id, { batch: 0, ocr: 0 }]));
  const maxId = (ids: string[]) => ids.reduce((m, id) => Math.max(m, Number(id) || 0), 0);

  return {
    version: STATE_VERSION,
    counters: {
      user: maxId(users.map((u) => u.id)),
      customer: maxId(CUSTOMERS.map((c) => c.id)),
      cable: maxId(cables.map((c) => c.id)),
      history: maxId(history.map((h) => h.id)),
      item: 0,
      rno: history.length,
      sno: 0,
      qr: 0,
      report: 0,
    },
    users,
    sessions: {},
    qrs: {},
    systemConfigs,
    userConfigs,
    modules: buildModuleTree(),
    materials,
    adjustment: { run: false, last: SEED_MATERIAL_UPDATE, untilMs: null, target: {} },
    catas,
    cables,
    approvals: {},
    reports: {},
    inventory,
    history,
    customers: clone(CUSTOMERS),
    corps: clone(CORPS),
    templates: clone(TEMPLATES),
    batchRules: {},
    usage,
    content: {
      banners: clone(BANNERS),
      notices: clone(NOTICES),
      articles: clone(ARTICLES),
      docCatas: clone(DOC_CATAS),
      docs: clone(DOCS),
      products: clone(PRODUCTS),
      dailyPrice: clone(DAILY_PRICE),
    },
    server: { webVersion: SEED_WEB_VERSION, maintenance: false, operator: { ...OPERATOR_CONFIG } },
  };
}
