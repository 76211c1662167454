import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { exampleCable, exampleCustomer, exampleHistory, exampleItem, exampleUser } from '../src/examples';
import { AuxiliaryParamsSchema, CataParamsSchema, ConductorParamsSchema } from '../src/schemas/approval';
import { BatchKeywordsSchema, BatchRuleSchema, BatchUsageSchema, SampleQuotationRowSchema } from '../src/schemas/batch';
import { CableCataSchema, CableInfoSchema, InspectionReportFormSchema } from '../src/schemas/cables';
import { GroupSchema, PriceModeSchema, PriceSchema, UnitModeSchema } from '../src/schemas/common';
import {
  ChangeStateSchema,
  ConfigItemSchema,
  CorpSchema,
  DailyPriceSchema,
  MaterialSchema,
  MemberSchema,
  ModuleSchema,
  TemplateSchema,
  UploadInfoSchema,
  UploadTypeSchema,
  VersionInfoSchema,
} from '../src/schemas/config';
import { ArticleSchema, BannerSchema, DocFileSchema, NoticeSchema, ProductSchema } from '../src/schemas/content';
import { CustomerSaveFormSchema, CustomerSchema } from '../src/schemas/customers';
import { DocumentSchema, DocumentTypeSchema, TablePreviewQuerySchema } from '../src/schemas/documents';
import { HistoryRecordSchema } from '../src/schemas/history';
import {
  InventoryAddInfoSchema,
  InventoryChangeFormSchema,
  InventoryMemoFormSchema,
  MaterialUsageSchema,
  QuotationItemSchema,
  SheetDetailSchema,
} from '../src/schemas/inventory';
import {
  KeySigninFormSchema,
  LocalSettingSchema,
  LoginQrSchema,
  ProfitModeSetFormSchema,
  ProfitModesSchema,
  QrStateSchema,
  UserProfileSchema,
} from '../src/schemas/session';

/** A value with one field replaced (a slash-separated path; undefined deletes the field). */
function withField(value: unknown, path: string, replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  const keys = path.split('/');
  const last = keys.pop() as string;
  let target = copy as Record<string, unknown>;
  for (const key of keys) target = target[key] as Record<string, unknown>;
  if (replacement === undefined) delete target[last];
  else target[last] = replacement;
  return copy;
}

const text = (length: number) => '线'.repeat(length);

/** Test titles show long strings by their length. */
const shown = (value: unknown) =>
  typeof value === 'string' && value.length > 12
    ? `a string of ${value.length} characters`
    : (JSON.stringify(value) ?? 'absent');

interface EntityCase {
  name: string;
  schema: TSchema;
  valid: unknown;
  /** [field path, value] pairs that sit exactly on a limit and must pass. */
  accept?: readonly (readonly [string, unknown])[];
  /** [field path, value] pairs just outside a limit (or of the wrong kind) that must fail. */
  reject: readonly (readonly [string, unknown])[];
}

const lengthLimits = (path: string, min: number, max: number) =>
  ({
    accept: [[path, text(max)], ...(min > 0 ? [[path, text(min)]] : [])] as [string, unknown][],
    reject: [[path, text(max + 1)], ...(min > 0 ? [[path, text(min - 1)]] : [])] as [string, unknown][],
  }) as const;

const limits = (...entries: ReturnType<typeof lengthLimits>[]) => ({
  accept: entries.flatMap((entry) => entry.accept),
  reject: entries.flatMap((entry) => entry.reject),
});

const customerLimits = limits(
  lengthLimits('name', 1, 256),
  lengthLimits('leader', 1, 64),
  lengthLimits('linkman', 1, 32),
  lengthLimits('phone', 1, 32),
  lengthLimits('address', 1, 256),
  lengthLimits('taxno', 1, 32),
  lengthLimits('bank/account', 1, 32),
  lengthLimits('bank/name', 1, 64),
  lengthLimits('bank/no', 1, 64),
);

const customCableLimits = limits(
  lengthLimits('memo', 0, 256),
  lengthLimits('model', 0, 32),
  lengthLimits('prop', 0, 32),
  lengthLimits('scope', 0, 32),
  lengthLimits('spec', 0, 64),
);

const exampleMaterial = {
  id: 'm1',
  code: 'CU',
  name: '电解铜',
  abbr: 'Cu',
  basic: true,
  density: 8.89,
  floating: { fixed: 0, refer: 'CU', mode: 0, ratio: 0.5 },
  price: { modify: 0, price: 78650, unit: '元/吨', update: 1 },
  wait: { modify: 100, price: 78750, unit: '元/吨', update: 2, wait: true },
};

const exampleArticle = {
  id: 'a1',
  title: '铜价周评',
  sub: '',
  author: '市场部',
  cover: '',
  memo: '',
  info: '<p></p>',
  publish: 1,
  show: true,
  sort: 1,
  top: false,
  visit: 0,
  source: { name: '', link: '' },
  files: [{ id: 'f1', name: '附件', type: 'pdf', url: 'https://x/f1.pdf' }],
  cata: { id: 'c', code: 'news', name: '资讯' },
  create: { time: 1 },
};

const exampleModule = {
  id: 1,
  parent: 0,
  code: 'Real',
  name: '实时报价',
  enable: true,
  scope: 1,
  sort: 1,
  type: 1,
  children: [
    { id: 2, parent: 1, code: 'qms.real', name: '报价', enable: true, scope: 1, sort: 1, type: 2, children: [] },
  ],
};

const { creator: _creator, ...customerFields } = exampleCustomer;

const CASES: EntityCase[] = [
  {
    name: 'Local setting',
    schema: LocalSettingSchema,
    valid: { lang: 'zh-cn', color: '#0059FF' },
    accept: [['lang', 'en']],
    reject: [
      ['lang', 'fr'],
      ['color', 'blue'],
      ['color', '#0059F'],
    ],
  },
  {
    name: 'Sample quotation row',
    schema: SampleQuotationRowSchema,
    valid: { index: 1, type: 'YJV22', specs: '3×95+1×50', price: 227.81 },
    reject: [
      ['index', 0],
      ['price', -1],
      ['specs', undefined],
    ],
  },
  { name: 'Customer', schema: CustomerSchema, valid: exampleCustomer, ...customerLimits },
  {
    name: 'Customer save form',
    schema: CustomerSaveFormSchema,
    valid: { ...customerFields, id: '', create: true },
    accept: [...customerLimits.accept, ['leader', undefined], ['bank', undefined], ['id', undefined]],
    reject: [...customerLimits.reject, ['name', undefined], ['unknown', 1]],
  },
  {
    name: 'Quotation item',
    schema: QuotationItemSchema,
    valid: { ...exampleItem, id: '' },
    accept: customCableLimits.accept,
    reject: [...customCableLimits.reject, ['count', 500], ['count', 'five'], ['price/base', '1'], ['price/other', 1]],
  },
  {
    name: 'Inventory add row (custom cable)',
    schema: InventoryAddInfoSchema,
    valid: { count: '10', model: 'YJV', spec: '3×95', prop: '', scope: '0.6/1kV', memo: '' },
    accept: customCableLimits.accept,
    reject: [...customCableLimits.reject, ['count', undefined]],
  },
  {
    name: 'Inventory memo form',
    schema: InventoryMemoFormSchema,
    valid: { ids: ['i1'], memo: '', group: 9 },
    accept: [
      ['memo', text(256)],
      ['group', 0],
    ],
    reject: [
      ['memo', text(257)],
      ['group', 10],
      ['group', -1],
      ['group', 1.5],
      ['ids', []],
    ],
  },
  {
    name: 'Inventory change form',
    schema: InventoryChangeFormSchema,
    valid: { group: 0, change: '0', ids: ['i1'], ai: 20310, cu: 78650 },
    accept: [
      ['change', '-5.5'],
      ['ai', undefined],
    ],
    reject: [
      ['change', 'five'],
      ['change', 5],
      ['group', 10],
    ],
  },
  {
    name: 'Price',
    schema: PriceSchema,
    valid: {},
    accept: [['base', 1.5]],
    reject: [
      ['sale', '1'],
      ['vat', 1],
    ],
  },
  {
    name: 'User profile',
    schema: UserProfileSchema,
    valid: exampleUser,
    accept: [['approve', undefined]],
    reject: [
      ['token', ''],
      ['approve', 'yes'],
      ['type', 1.5],
    ],
  },
  {
    name: 'Login QR',
    schema: LoginQrSchema,
    valid: { tag: 't', url: 'https://x', expire: 1 },
    reject: [
      ['tag', ''],
      ['expire', -1],
    ],
  },
  {
    name: 'Key sign-in form',
    schema: KeySigninFormSchema,
    valid: { key: 'zhangwei', pwd: 'a'.repeat(64) },
    accept: [['mobile', '13900001111']],
    reject: [
      ['pwd', 'secret'],
      ['pwd', 'A'.repeat(64)],
      ['key', ''],
    ],
  },
  {
    name: 'Modes',
    schema: ProfitModesSchema,
    valid: { roles: [{ role: 'r1', modes: [1, 4], current: 1 }], modes: [1, 2, 3, 4], current: 4, memos: [] },
    accept: [['roles', undefined]],
    reject: [
      ['current', 5],
      ['current', 0],
      ['modes', [1, 5]],
    ],
  },
  {
    name: 'Config item',
    schema: ConfigItemSchema,
    valid: { key: 'biz.tax.mode', type: 1, value: 1, cata: 'biz' },
    accept: [
      ['key', 'k'.repeat(100)],
      ['value', [1, 'a']],
      ['value', true],
      ['value', { a: 1 }],
      ['value', null],
      ['value', 'text'],
      ['cata', undefined],
    ],
    reject: [
      ['key', 'k'.repeat(101)],
      ['key', ''],
      ['value', undefined],
    ],
  },
  {
    name: 'Module',
    schema: ModuleSchema,
    valid: exampleModule,
    accept: [
      ['code', 'c'.repeat(100)],
      ['name', text(50)],
    ],
    reject: [
      ['code', 'c'.repeat(101)],
      ['name', text(51)],
      ['children/0/name', text(51)],
      ['parent', -1],
    ],
  },
  {
    name: 'Material',
    schema: MaterialSchema,
    valid: exampleMaterial,
    accept: [
      ['floating/ratio', -1],
      ['floating/ratio', 1],
      ['wait', undefined],
    ],
    reject: [
      ['floating/ratio', -1.01],
      ['floating/ratio', 1.01],
      ['wait/wait', 'yes'],
      ['density', 0],
    ],
  },
  {
    name: 'Cable info',
    schema: CableInfoSchema,
    valid: exampleCable,
    accept: [
      ['code', undefined],
      ['price', { sale: 1 }],
    ],
    reject: [
      ['model', 'M'.repeat(33)],
      ['spec', 'S'.repeat(65)],
      ['new', 'no'],
    ],
  },
  {
    name: 'Cable catalogue',
    schema: CableCataSchema,
    valid: {
      abbr: 'YJ',
      code: 'YJV',
      id: 'k1',
      mode: 0,
      name: '交联',
      props: [{ key: 'p', models: [{ key: 'm', structs: ['3×95'] }] }],
      sort: 1,
    },
    reject: [
      ['mode', -1],
      ['props/0/models/0/structs', [1]],
    ],
  },
  {
    name: 'Inspection report form',
    schema: InspectionReportFormSchema,
    valid: { id: 'c1', reports: [{ id: 'c1', result: ['合格'] }] },
    reject: [
      ['reports/0/result', '合格'],
      ['id', undefined],
    ],
  },
  {
    name: 'History record',
    schema: HistoryRecordSchema,
    valid: exampleHistory,
    accept: [
      ['mode', 1],
      ['unit', 2],
    ],
    reject: [
      ['mode', 4],
      ['mode', 0],
      ['unit', 3],
      ['unit', -1],
      ['weight', -1],
    ],
  },
  {
    name: 'Quotation sheet detail',
    schema: SheetDetailSchema,
    valid: {
      infos: [exampleItem],
      summ: { price: 1, weight: 2, memo: '' },
      info: {},
      conf: { mode: 1, unit: 0, places: 2 },
      unit: 0,
    },
    reject: [
      ['conf/places', 7],
      ['summ/memo', text(257)],
      ['unit', 3],
    ],
  },
  {
    name: 'Corporate body',
    schema: CorpSchema,
    valid: {
      id: 'c',
      default: true,
      name: '华东线缆',
      legal: '',
      address: '',
      bank: '',
      account: '',
      taxno: '',
      linkman: '',
      linktel: '',
      linkfax: '',
      city: '杭州',
      logo: '',
      seal: '',
    },
    reject: [
      ['name', ''],
      ['default', 1],
    ],
  },
  {
    name: 'Article',
    schema: ArticleSchema,
    valid: exampleArticle,
    ...limits(
      lengthLimits('author', 0, 64),
      lengthLimits('cover', 0, 256),
      lengthLimits('memo', 0, 512),
      lengthLimits('source/name', 0, 64),
      lengthLimits('source/link', 0, 256),
    ),
  },
  {
    name: 'Banner',
    schema: BannerSchema,
    valid: {
      title: '',
      image: 'https://x/1.jpg',
      sort: 1,
      tag: 'WEB_INDEX_1',
      visit: 0,
      action: { type: 'none', param: '' },
    },
    ...limits(lengthLimits('title', 0, 50), lengthLimits('tag', 1, 30)),
  },
  {
    name: 'Document',
    schema: DocumentSchema,
    valid: {
      id: 'd',
      title: '报告',
      addr: 'https://x.pdf',
      cata: 'power',
      ext: 'pdf',
      size: 10,
      publish: 1,
      sort: 1,
      top: false,
      type: 2,
      visit: 0,
    },
    accept: [
      ['type', 1],
      ['type', 3],
    ],
    reject: [
      ['type', 0],
      ['type', 4],
      ['size', -1],
    ],
  },
  {
    name: 'Doc file',
    schema: DocFileSchema,
    valid: { id: 'd', name: 'n', cata: 'c', publish: 1, addr: 'a' },
    reject: [['publish', '1']],
  },
  {
    name: 'Product',
    schema: ProductSchema,
    valid: { id: 'p', name: '电缆', images: [], cata: 'c' },
    reject: [['images', 'x']],
  },
  { name: 'Notice', schema: NoticeSchema, valid: { id: 'n', title: '通知' }, reject: [['title', '']] },
  {
    name: 'Template',
    schema: TemplateSchema,
    valid: { id: 't', memo: '', name: '模板', type: 1 },
    accept: [['default', true]],
    reject: [['name', '']],
  },
  {
    name: 'Member',
    schema: MemberSchema,
    valid: { name: '张伟', mobile: '139', rank: { level: 1, expire: 1 } },
    reject: [['rank/level', -1]],
  },
  {
    name: 'Daily price',
    schema: DailyPriceSchema,
    valid: { date: '2026-11-21', week: '星期六', cu: { price: 1, change: -1 }, ai: { price: 1, change: 0 } },
    reject: [
      ['date', '21/11/2026'],
      ['cu/price', -1],
    ],
  },
  {
    name: 'Upload info',
    schema: UploadInfoSchema,
    valid: { domain: 'https://u', fileid: 'f', path: 'p', token: 't', expire: 1 },
    reject: [['token', '']],
  },
  {
    name: 'Version info',
    schema: VersionInfoSchema,
    valid: { 'corp.qms.web': '2.9.12', 'mem.qms.web': '1.0.0' },
    reject: [['corp.qms.web', '2.9']],
  },
  { name: 'Change state', schema: ChangeStateSchema, valid: { run: false, last: 0 }, reject: [['run', 0]] },
  {
    name: 'Material usage info',
    schema: MaterialUsageSchema,
    valid: { cata: '导体', name: '铜', weight: 1.25, label: '铜', percent: 80 },
    accept: [['label', undefined]],
    reject: [
      ['percent', 101],
      ['weight', -0.01],
    ],
  },
  {
    name: 'Batch keywords',
    schema: BatchKeywordsSchema,
    valid: { index: 0, name: '', scope: '', model: 'YJV', prop: '', spec: '3×95' },
    reject: [
      ['index', -1],
      ['model', 'M'.repeat(33)],
    ],
  },
  {
    name: 'Batch rule',
    schema: BatchRuleSchema,
    // An empty list is valid: saved that way, the cable's rule is deleted.
    valid: { cable: 'c', matches: ['YJV 3*95'] },
    reject: [
      ['matches', ['']],
      ['matches', Array.from({ length: 51 }, (_, n) => `text ${n}`)],
    ],
  },
  {
    name: 'Batch usage',
    schema: BatchUsageSchema,
    valid: { used: 0, limit: 10, ocr: { used: 0, limit: 5 } },
    reject: [['used', -1]],
  },
  {
    name: 'Wire parameters, set one',
    schema: AuxiliaryParamsSchema,
    valid: {
      did: 'c1',
      density: 1.38,
      count: 3,
      thickness: 1.6,
      jc1: 1,
      jc2: 2,
      jcdia: 3,
      rb1: 1,
      rb2: 2,
      rbdia: 3,
      dia: 20,
      overlap: 0.2,
      weight: 1,
      consume: 1.02,
      strand: 1,
      price: 9800,
      bzmd: 1,
    },
    accept: [
      ['did', undefined],
      ['density', undefined],
    ],
    reject: [
      ['did', 1],
      ['density', '1.38'],
      ['nht', 1],
    ],
  },
  {
    name: 'Wire parameters, set two',
    schema: CataParamsSchema,
    valid: { did: 'c1', nht: 1, bzmd: 2, djbzmd: 3, kylx: 4 },
    accept: [['kylx', undefined]],
    reject: [
      ['kylx', 'a'],
      ['density', 1],
    ],
  },
  {
    name: 'Wire parameters, set three',
    schema: ConductorParamsSchema,
    valid: { did: 'c1', density: 8.89, outer: 1, area: 95, weight: 1, consume: 1, strand: 19, price: 78650 },
    accept: [['area', undefined]],
    reject: [
      ['area', '95'],
      ['jc1', 1],
    ],
  },
  {
    name: 'Table preview query',
    schema: TablePreviewQuerySchema,
    valid: { demander: 'd', mode: 1, tmpl: 't', token: 'tk', corp: 'c', unit: 0 },
    accept: [
      ['f_isquote', 1],
      ['group', 9],
    ],
    reject: [
      ['f_isquote', 2],
      ['token', undefined],
      ['group', 10],
      ['mode', 4],
    ],
  },
];

describe.each(CASES)('$name', ({ schema, valid, accept = [], reject }) => {
  const compiled = TypeCompiler.Compile(schema);

  it('accepts a valid example', () => {
    expect([...Value.Errors(schema, valid)].map((error) => `${error.path} ${error.message}`)).toEqual([]);
    expect(compiled.Check(valid)).toBe(true);
  });

  it.each(accept.map(([path, value]) => [path, shown(value), value] as const))(
    'accepts %s = %s',
    (path, _shown, value) => {
      expect(Value.Check(schema, withField(valid, path, value))).toBe(true);
    },
  );

  it.each(reject.map(([path, value]) => [path, shown(value), value] as const))(
    'rejects %s = %s',
    (path, _shown, value) => {
      const candidate = withField(valid, path, value);
      expect(Value.Check(schema, candidate)).toBe(false);
      expect(compiled.Check(candidate)).toBe(false);
    },
  );
});

describe('enumerations', () => {
  it.each([
    ['group', GroupSchema, [0, 9], [-1, 10, 1.5, '1']],
    ['price mode', PriceModeSchema, [1, 2, 3], [0, 4, '1']],
    ['unit mode', UnitModeSchema, [0, 1, 2], [-1, 3]],
    ['QR state', QrStateSchema, ['Pass', 'Wait', 'Scan', 'Error', 'Expire'], ['pass', 'Done', '']],
    ['document type', DocumentTypeSchema, [1, 2, 3], [0, 4]],
    ['upload type', UploadTypeSchema, ['Image', 'Video', 'File'], ['image', 'Audio']],
  ] as const)('%s', (_name, schema, good, bad) => {
    for (const value of good) expect(Value.Check(schema, value), `${value} should pass`).toBe(true);
    for (const value of bad) expect(Value.Check(schema, value), `${value} should fail`).toBe(false);
  });

  it('mode switch takes a role or a mode, not both and not neither', () => {
    expect(Value.Check(ProfitModeSetFormSchema, { role: 'r1' })).toBe(true);
    expect(Value.Check(ProfitModeSetFormSchema, { mode: 2 })).toBe(true);
    expect(Value.Check(ProfitModeSetFormSchema, { mode: 5 })).toBe(false);
    expect(Value.Check(ProfitModeSetFormSchema, {})).toBe(false);
    expect(Value.Check(ProfitModeSetFormSchema, { role: 'r1', mode: 2 })).toBe(false);
  });
});
