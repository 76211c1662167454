import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { defineEndpoint, type EndpointDef } from './endpoint';
import { PageResultSchema, TimestampBodySchema } from './envelope';
import {
  EXAMPLE_TIME,
  exampleCable,
  exampleCustomer,
  exampleHistory,
  exampleItem,
  examplePage,
  examplePrice,
  exampleSheetConf,
  exampleSheetInfo,
  exampleUser,
} from './examples';
import { AuxiliaryParamsSchema, CataParamsSchema, ConductorParamsSchema } from './schemas/approval';
import {
  BatchKeywordsSchema,
  BatchQueryResultSchema,
  BatchRuleSchema,
  BatchUploadKindSchema,
  BatchUploadResultSchema,
  BatchUsageSchema,
} from './schemas/batch';
import {
  CableCataSchema,
  CableDetailSchema,
  CableInfoSchema,
  CablePriceSchema,
  CataSourceSchema,
  InspectionReportFormSchema,
  InspectionReportSchema,
} from './schemas/cables';
import {
  Closed,
  CondBody,
  FormBody,
  GroupSchema,
  IdSchema,
  IdsSchema,
  PagedCondBody,
  UnitModeSchema,
} from './schemas/common';
import {
  ApiMappingSchema,
  ChangeStateSchema,
  ConfigItemSchema,
  CorpSchema,
  DailyPriceSchema,
  MaterialInfoSchema,
  MaterialSchema,
  MemberSchema,
  ModuleSchema,
  OperatorConfigSchema,
  TemplateSchema,
  UploadInfoSchema,
  UploadTypeSchema,
  VersionInfoSchema,
} from './schemas/config';
import {
  ArticleSchema,
  BannerSchema,
  BannerTagSchema,
  CmsCataSchema,
  DocCataSchema,
  DocFileSchema,
  NoticeSchema,
  ProductSchema,
} from './schemas/content';
import { CustomerSaveFormSchema, CustomerSchema } from './schemas/customers';
import {
  AuthorizationPreviewQuerySchema,
  ContractPreviewQuerySchema,
  DeliveryPreviewQuerySchema,
  ReportPreviewQuerySchema,
  TablePreviewQuerySchema,
} from './schemas/documents';
import { HistoryListCondSchema, HistoryRecalcFormSchema, HistoryRecordSchema } from './schemas/history';
import {
  ContractSaveFormSchema,
  ExcelDownloadFormSchema,
  FreightFormSchema,
  FreightSchema,
  GroupIdsFormSchema,
  GroupSummSchema,
  GroupTotalsSchema,
  InventoryAddFormSchema,
  InventoryAttrFormSchema,
  InventoryAttrSchema,
  InventoryChangeFormSchema,
  InventoryCountFormSchema,
  InventoryInfoFormSchema,
  InventoryMemoFormSchema,
  InventoryPriceFormSchema,
  InventorySaveFormSchema,
  InventorySortFormSchema,
  MaterialUsageSchema,
  PackageFeeFormSchema,
  QuotationItemSchema,
  SheetDetailSchema,
  SummCondSchema,
} from './schemas/inventory';
import {
  KeySigninFormSchema,
  LoginQrSchema,
  MobileSigninFormSchema,
  ProfitModeSchema,
  ProfitModeSetFormSchema,
  ProfitModesSchema,
  QrStateSchema,
  UserLimitSchema,
  UserProfileSchema,
} from './schemas/session';
import { FeatureModule, RouteModule } from './vocabulary/modules';

const json = <T extends TSchema>(body: T) => ({ kind: 'json' as const, body });
const query = <T extends TSchema>(schema: T) => ({ kind: 'query' as const, query: schema });
const multipart = <T extends TSchema>(fields: T) => ({ kind: 'multipart' as const, fields });
const envelope = <T extends TSchema>(data: T) => ({ kind: 'envelope' as const, data });
/** A call "without data" sends only `{ timestamp }` (spec section 7). */
const noData = json(TimestampBodySchema);
const html = { kind: 'file' as const, contentType: 'text/html' };
const timestampExample = { timestamp: EXAMPLE_TIME * 1000 };

/** The data of a call that answers only the ids it removed. */
const DeletedIdsDataSchema = Closed({ ids: IdsSchema }, { title: 'DeletedIds' });
/** Inventory writes answer the group's totals after the write (optional: a client asks summ when they are absent). */
const totalsAfterWrite = { totals: Type.Optional(GroupTotalsSchema) };
const ItemsDataSchema = Closed(
  { infos: Type.Array(QuotationItemSchema), ...totalsAfterWrite },
  { title: 'QuotationItems' },
);
const ItemDataSchema = Closed({ info: QuotationItemSchema, ...totalsAfterWrite }, { title: 'ChangedItem' });

const exampleCata = {
  abbr: 'YJ',
  code: 'YJV',
  id: 'k1',
  mode: 1,
  name: '交联电力电缆',
  props: [{ key: '铠装', models: [{ key: 'YJV22', structs: ['3×95+1×50', '4×120'] }] }],
  sort: 1,
};
const exampleCorp = {
  id: 'corp1',
  default: true,
  name: '华东线缆股份有限公司',
  legal: '陈刚',
  address: '浙江省杭州市余杭区文一西路 998 号',
  bank: '中国银行杭州余杭支行',
  account: '3588 7766 5544 3322',
  taxno: '91330110MA2ABC5678',
  linkman: '张伟',
  linktel: '0571-88886666',
  linkfax: '0571-88886667',
  city: '杭州',
  logo: 'https://static.example.com/corp/logo.png',
  seal: 'https://static.example.com/corp/seal.png',
};
const exampleKeywords = { index: 0, name: '', scope: '0.6/1kV', model: 'YJV22', prop: '', spec: '3×95+1×50' };

export const ENDPOINTS = [
  // ---- login and session (spec section 7, "Login and session") ----
  defineEndpoint({
    id: 'loginInfo',
    method: 'POST',
    path: '/biz/user/login/info',
    tag: 'session',
    summary: 'Request a login QR code',
    description:
      'Spec §7 Login and session, §4 QR login: returns qr {tag, url, expire}; the dialog draws url as a 210 px QR and polls login/state by tag every second.',
    auth: 'guest',
    modules: [],
    request: noData,
    response: envelope(Closed({ qr: LoginQrSchema })),
    example: {
      request: timestampExample,
      data: { qr: { tag: 'q8Jx2LmP0aVt', url: 'https://mock.local/qr/q8Jx2LmP0aVt', expire: EXAMPLE_TIME + 120 } },
    },
  }),
  defineEndpoint({
    id: 'loginState',
    method: 'POST',
    path: '/biz/user/login/state',
    tag: 'session',
    summary: 'Poll the scan state of a login QR',
    description:
      'Spec §7 Login and session, §4 QR login: cond {tag}; returns state (Pass, Wait, Scan, Error, Expire) and, on Pass, the signed-in user profile.',
    auth: 'guest',
    modules: [],
    request: json(CondBody(Closed({ tag: Type.String({ minLength: 1, maxLength: 64 }) }))),
    response: envelope(Closed({ state: QrStateSchema, user: Type.Optional(UserProfileSchema) })),
    example: { request: { cond: { tag: 'q8Jx2LmP0aVt' } }, data: { state: 'Pass', user: exampleUser } },
  }),
  defineEndpoint({
    id: 'signout',
    method: 'POST',
    path: '/biz/user/login/signout',
    tag: 'session',
    summary: 'Sign out',
    description:
      'Spec §7 Login and session: ends the session (the token stops working); on success the client clears storage and goes to the root page. Answer data is an empty object (not shown in the spec).',
    auth: 'token',
    modules: [],
    request: noData,
    response: envelope(Closed({})),
    example: { request: timestampExample, data: {} },
  }),
  defineEndpoint({
    id: 'keySignin',
    method: 'POST',
    path: '/biz/user/login/key/signin',
    tag: 'session',
    summary: 'Sign in with account name and password',
    description:
      'Spec §7 Login and session, §5: form {mobile?, key, pwd} where pwd = sha256 hex of the password (hashed client side). Returns the user profile with token and signing key (answer shape not shown in the spec; {user} is our design).',
    auth: 'guest',
    modules: [],
    request: json(FormBody(KeySigninFormSchema)),
    response: envelope(Closed({ user: UserProfileSchema })),
    example: {
      request: {
        form: { key: 'zhangwei', pwd: 'ef797c8118f02dfb649607dd5d3f8c7623048c9c063d532cc95c5ed7a898a64f' },
      },
      data: { user: exampleUser },
    },
  }),
  defineEndpoint({
    id: 'mobileSignin',
    method: 'POST',
    path: '/dev/debug/mobile/signin',
    tag: 'session',
    summary: 'Sign in by mobile number (test environments only)',
    description:
      'Spec §7 Login and session, §5: form {mobile}; only offered in test or local environments. Returns {user} like key/signin (answer shape not shown in the spec).',
    auth: 'guest',
    modules: [],
    request: json(FormBody(MobileSigninFormSchema)),
    response: envelope(Closed({ user: UserProfileSchema })),
    example: { request: { form: { mobile: '13900001111' } }, data: { user: exampleUser } },
  }),
  defineEndpoint({
    id: 'userProfile',
    method: 'POST',
    path: '/biz/user/info/profile',
    tag: 'session',
    summary: 'Profile of the signed-in user',
    description: 'Spec §7 Login and session, §3 User profile: returns {user} (answer shape not shown; our design).',
    auth: 'token',
    modules: [],
    request: noData,
    response: envelope(Closed({ user: UserProfileSchema })),
    example: { request: timestampExample, data: { user: exampleUser } },
  }),
  defineEndpoint({
    id: 'profitModeList',
    method: 'POST',
    path: '/biz/user/info/profit/mode/list',
    tag: 'session',
    summary: 'Pricing modes of the user',
    description:
      'Spec §7 Login and session, §3 Modes, §4 Pricing mode switch: returns roles?, modes, current and memos; the switcher shows only with more than one mode.',
    auth: 'token',
    modules: [],
    request: noData,
    response: envelope(ProfitModesSchema),
    example: {
      request: timestampExample,
      data: {
        roles: [{ role: 'r1', name: '销售', modes: [1, 2, 3], current: 2 }],
        modes: [1, 2, 3],
        current: 2,
        memos: [{ mode: 1, memo: '工程价' }],
      },
    },
  }),
  defineEndpoint({
    id: 'profitModeSet',
    method: 'POST',
    path: '/biz/user/info/profit/mode/set',
    tag: 'session',
    summary: 'Switch pricing mode (or role)',
    description:
      'Spec §7 Login and session, §4 Pricing mode switch: form {role} or {mode}; returns the mode now current (answer shape not shown; our design). The client reloads the page afterwards.',
    auth: 'token',
    modules: [],
    request: json(FormBody(ProfitModeSetFormSchema)),
    response: envelope(Closed({ current: ProfitModeSchema })),
    example: { request: { form: { mode: 3 } }, data: { current: 3 } },
  }),
  defineEndpoint({
    id: 'confList',
    method: 'POST',
    path: '/biz/user/conf/list',
    tag: 'session',
    summary: 'Quotation settings of the user',
    description: 'Spec §7 Login and session, §3 Config item: returns {confs} (answer shape not shown; our design).',
    auth: 'token',
    modules: [],
    request: noData,
    response: envelope(Closed({ confs: Type.Array(ConfigItemSchema) })),
    example: {
      request: timestampExample,
      data: { confs: [{ key: 'quote.places', type: 2, value: 2 }] },
    },
  }),
  defineEndpoint({
    id: 'confSave',
    method: 'POST',
    path: '/biz/user/conf/save',
    tag: 'session',
    summary: 'Save quotation settings',
    description:
      'Spec §7 Login and session, §5 (config key ≤ 100): form.confs [{key, type, value}]; returns all settings of the user after the save (our design).',
    auth: 'token',
    modules: [],
    request: json(
      FormBody(
        Closed({
          confs: Type.Array(
            Closed({
              key: ConfigItemSchema.properties.key,
              type: Type.Integer(),
              value: ConfigItemSchema.properties.value,
            }),
            {
              minItems: 1,
              maxItems: 200,
            },
          ),
        }),
      ),
    ),
    response: envelope(Closed({ confs: Type.Array(ConfigItemSchema) })),
    example: {
      request: { form: { confs: [{ key: 'quote.places', type: 2, value: 3 }] } },
      data: { confs: [{ key: 'quote.places', type: 2, value: 3 }] },
    },
  }),
  defineEndpoint({
    id: 'infoLimit',
    method: 'POST',
    path: '/biz/user/info/limit',
    tag: 'session',
    summary: 'Usage and OCR limits of the user',
    description:
      'Spec §7 Login and session, §6: returns limit and ocr (daily allowances; meaning not shown, our design).',
    auth: 'token',
    modules: [],
    request: noData,
    response: envelope(UserLimitSchema),
    example: { request: timestampExample, data: { limit: 50, ocr: 20 } },
  }),

  // ---- config and modules (spec section 7, "Config and modules") ----
  defineEndpoint({
    id: 'qmsConfigs',
    method: 'POST',
    path: '/pub/biz/data/qms/configs',
    tag: 'config',
    summary: 'System configs',
    description:
      'Spec §7 Config and modules, §9: system configs (with cata), e.g. biz.tax.mode, biz.tax.value, biz.material.tax.mode; returns {configs} (shape not shown; our design).',
    auth: 'guest',
    modules: [],
    request: noData,
    response: envelope(Closed({ configs: Type.Array(ConfigItemSchema) })),
    example: {
      request: timestampExample,
      data: {
        configs: [
          { key: 'biz.tax.mode', type: 2, value: 1, cata: 'biz' },
          { key: 'biz.tax.value', type: 2, value: 0.13, cata: 'biz' },
        ],
      },
    },
  }),
  defineEndpoint({
    id: 'userModules',
    method: 'POST',
    path: '/pub/sys/data/user/modules',
    tag: 'config',
    summary: 'Modules granted to the caller',
    description:
      'Spec §7 Config and modules, §6: returns {modules} (a tree); the menu shows the granted, non-hidden route modules and features check the codes. Refreshed every 2 hours. A guest gets the public modules.',
    auth: 'guest',
    modules: [],
    request: noData,
    response: envelope(Closed({ modules: Type.Array(ModuleSchema) })),
    example: {
      request: timestampExample,
      data: {
        modules: [
          {
            id: 1,
            parent: 0,
            code: 'Real',
            name: '实时报价',
            enable: true,
            scope: 1,
            sort: 1,
            type: 1,
            children: [
              {
                id: 11,
                parent: 1,
                code: 'qms.real',
                name: '实时报价',
                enable: true,
                scope: 1,
                sort: 1,
                type: 2,
                children: [],
              },
            ],
          },
        ],
      },
    },
  }),
  defineEndpoint({
    id: 'version',
    method: 'POST',
    path: '/pub/sys/data/version',
    tag: 'config',
    summary: 'Current web versions',
    description:
      'Spec §7 Config and modules, §4 Version update: returns corp.qms.web and mem.qms.web; the client compares major*10000+minor*100+patch with its built-in 2.9.12.',
    auth: 'guest',
    modules: [],
    request: noData,
    response: envelope(VersionInfoSchema),
    example: { request: timestampExample, data: { 'corp.qms.web': '2.9.12', 'mem.qms.web': '1.4.0' } },
  }),
  defineEndpoint({
    id: 'operData',
    method: 'POST',
    path: '/biz/cms/oper/data',
    tag: 'config',
    summary: 'Operator configuration',
    description:
      'Spec §7 Config and modules, §3 Operator config: returns confs (oper.title, oper.name, oper.icp, oper.logosmall, oper.sno…) and login.key (the login page key; its use is not shown in the spec).',
    auth: 'guest',
    modules: [],
    request: noData,
    response: envelope(Closed({ confs: OperatorConfigSchema, 'login.key': Type.String({ maxLength: 256 }) })),
    example: {
      request: timestampExample,
      data: {
        confs: {
          'oper.title': '线缆报价系统',
          'oper.name': '华东线缆股份有限公司',
          'oper.icp': '浙ICP备2026000001号',
          'oper.logosmall': 'https://static.example.com/logo-small.png',
          'oper.sno': 'HD2026',
        },
        'login.key': 'web-qr',
      },
    },
  }),
  defineEndpoint({
    id: 'inventoryCorpList',
    method: 'POST',
    path: '/biz/qms/inventory/corp/list',
    tag: 'config',
    summary: 'Selling companies available on documents',
    description: 'Spec §7 Config and modules, §3 Corporate body: returns {corps}.',
    auth: 'token',
    modules: [],
    request: noData,
    response: envelope(Closed({ corps: Type.Array(CorpSchema) })),
    example: { request: timestampExample, data: { corps: [exampleCorp] } },
  }),
  defineEndpoint({
    id: 'corpMine',
    method: 'POST',
    path: '/biz/opm/corp/mine',
    tag: 'config',
    summary: 'The company of the signed-in user',
    description: 'Spec §7 Config and modules, §3 Corporate body: returns {corp}.',
    auth: 'token',
    modules: [],
    request: noData,
    response: envelope(Closed({ corp: CorpSchema })),
    example: { request: timestampExample, data: { corp: exampleCorp } },
  }),
  defineEndpoint({
    id: 'materialBasicInfo',
    method: 'POST',
    path: '/biz/qms/material/basic/info',
    tag: 'config',
    summary: 'Material prices for the header dropdown',
    description:
      'Spec §7 Config and modules, §3 Material info, §6: returns {infos} (short material info); the dropdown shows only with base-price authorization.',
    auth: 'token',
    modules: [],
    request: noData,
    response: envelope(Closed({ infos: Type.Array(MaterialInfoSchema) })),
    example: {
      request: timestampExample,
      data: {
        infos: [
          {
            id: 'm1',
            code: 'CU',
            name: '电解铜',
            abbr: 'Cu',
            price: { price: 78650, unit: '元/吨', update: EXAMPLE_TIME },
          },
        ],
      },
    },
  }),
  defineEndpoint({
    id: 'materialBasic',
    method: 'POST',
    path: '/pub/biz/data/material/basic',
    tag: 'config',
    summary: 'Basic materials with prices and pending changes',
    description:
      'Spec §7 Config and modules, §3 Material: returns {materials} with floating rule (ratio -1..1), current price and pending change (shape of the answer not shown; our design).',
    auth: 'guest',
    modules: [],
    request: noData,
    response: envelope(Closed({ materials: Type.Array(MaterialSchema) })),
    example: {
      request: timestampExample,
      data: {
        materials: [
          {
            id: 'm1',
            code: 'CU',
            name: '电解铜',
            abbr: 'Cu',
            basic: true,
            density: 8.89,
            floating: { fixed: 0, refer: 'CU', mode: 0, ratio: 0 },
            price: { modify: 120, price: 78650, unit: '元/吨', update: EXAMPLE_TIME },
          },
        ],
      },
    },
  }),
  defineEndpoint({
    id: 'devModuleList',
    method: 'POST',
    path: '/dev/module/list',
    tag: 'config',
    summary: 'Module tree (filtered)',
    description: 'Spec §7 Config and modules, §3 Module: cond {enable, name, parent, scope}; returns {modules}.',
    auth: 'token',
    modules: [],
    request: json(
      CondBody(
        Closed({
          enable: Type.Optional(Type.Boolean()),
          name: Type.Optional(Type.String({ maxLength: 50 })),
          parent: Type.Optional(Type.Integer({ minimum: 0 })),
          scope: Type.Optional(Type.Integer()),
        }),
      ),
    ),
    response: envelope(Closed({ modules: Type.Array(ModuleSchema) })),
    example: {
      request: { cond: { enable: true, parent: 0 } },
      data: {
        modules: [
          {
            id: 2,
            parent: 0,
            code: 'Historical',
            name: '历史报价',
            enable: true,
            scope: 1,
            sort: 2,
            type: 1,
            children: [],
          },
        ],
      },
    },
  }),
  defineEndpoint({
    id: 'changeState',
    method: 'POST',
    path: '/pub/biz/data/change/state',
    tag: 'config',
    summary: 'Price adjustment state',
    description:
      'Spec §7 Config and modules, §4 Price adjustment: returns run and last; polled every 20 s; run true or a changed last shows the blocking modal 系统执行调价中，请稍后使用！',
    auth: 'guest',
    modules: [],
    request: noData,
    response: envelope(ChangeStateSchema),
    example: { request: timestampExample, data: { run: false, last: EXAMPLE_TIME } },
  }),
  defineEndpoint({
    id: 'templates',
    method: 'POST',
    path: '/pub/biz/data/templates',
    tag: 'config',
    summary: 'Document templates',
    description: 'Spec §7 Config and modules, §3 Template: cond {name, type}; returns {templates}.',
    auth: 'guest',
    modules: [],
    request: json(
      CondBody(
        Closed({
          name: Type.Optional(Type.String({ maxLength: 64 })),
          type: Type.Optional(Type.Integer({ minimum: 0 })),
        }),
      ),
    ),
    response: envelope(Closed({ templates: Type.Array(TemplateSchema) })),
    example: {
      request: { cond: { type: 1 } },
      data: { templates: [{ default: true, id: 't1', memo: '标准报价单', name: '报价单模板一', type: 1 }] },
    },
  }),
  defineEndpoint({
    id: 'memberMine',
    method: 'POST',
    path: '/biz/opm/member/mine',
    tag: 'config',
    summary: 'Membership of the signed-in user',
    description: 'Spec §7 Config and modules, §3 Member: returns {member}.',
    auth: 'token',
    modules: [],
    request: noData,
    response: envelope(Closed({ member: MemberSchema })),
    example: {
      request: timestampExample,
      data: { member: { name: '张伟', mobile: '13900001111', rank: { level: 2, expire: EXAMPLE_TIME + 31536000 } } },
    },
  }),
  defineEndpoint({
    id: 'priceToday',
    method: 'POST',
    path: '/pub/sys/data/price/today',
    tag: 'config',
    summary: "Today's copper and aluminium prices",
    description: 'Spec §7 Config and modules, §3 Daily price: returns {price} (date, week, cu, ai).',
    auth: 'guest',
    modules: [],
    request: noData,
    response: envelope(Closed({ price: DailyPriceSchema })),
    example: {
      request: timestampExample,
      data: {
        price: {
          date: '2026-11-21',
          week: '星期六',
          cu: { price: 78650, change: 120 },
          ai: { price: 20310, change: -40 },
        },
      },
    },
  }),
  defineEndpoint({
    id: 'uploadInfo',
    method: 'POST',
    path: '/pub/tool/qiniu/upload/info',
    tag: 'config',
    summary: 'Upload credentials',
    description:
      'Spec §7 Config and modules, §3 Upload info: form {type: Image, Video or File}; returns {info} (domain, fileid, path, token valid 24 hours, expire).',
    auth: 'guest',
    modules: [],
    request: json(FormBody(Closed({ type: UploadTypeSchema }))),
    response: envelope(Closed({ info: UploadInfoSchema })),
    example: {
      request: { form: { type: 'Image' } },
      data: {
        info: {
          domain: 'https://upload.example.com',
          fileid: 'f_9a8b7c6d',
          path: 'image/2026/11/21/f_9a8b7c6d',
          token: 'up_5f4e3d2c1b0a',
          expire: EXAMPLE_TIME + 86400,
        },
      },
    },
  }),

  // ---- quotation documents (spec section 7, GET with query parameters) ----
  defineEndpoint({
    id: 'contractPreview',
    method: 'GET',
    path: '/biz/qms/inventory/contract/preview',
    tag: 'documents',
    summary: 'Contract preview (HTML)',
    description:
      'Spec §7 Quotation documents: query demander, mode, tmpl, token, memo1, corp, name, mobile, unit, history, group; answers an HTML page for a new window (preview URLs skip the envelope check, §8).',
    auth: 'query-token',
    modules: [FeatureModule.Contract],
    request: query(ContractPreviewQuerySchema),
    response: html,
    example: {
      request: { demander: 'd40001', mode: 3, tmpl: 't1', token: exampleUser.token, corp: 'corp1', unit: 0, group: 0 },
    },
  }),
  defineEndpoint({
    id: 'tablePreview',
    method: 'GET',
    path: '/biz/qms/inventory/table/preview',
    tag: 'documents',
    summary: 'Quotation sheet preview (HTML)',
    description:
      'Spec §7 Quotation documents: query demander, mode, page, memo, tmpl, token, corp, name, mobile, f_rno, f_isquote, unit, history, group; answers an HTML page.',
    auth: 'query-token',
    modules: [FeatureModule.QuotationSheet],
    request: query(TablePreviewQuerySchema),
    response: html,
    example: {
      request: {
        demander: 'd40001',
        mode: 3,
        tmpl: 't1',
        token: exampleUser.token,
        corp: 'corp1',
        f_rno: 1,
        f_isquote: 1,
        unit: 0,
        group: 0,
      },
    },
  }),
  defineEndpoint({
    id: 'reportPreview',
    method: 'GET',
    path: '/biz/qms/inventory/report/preview',
    tag: 'documents',
    summary: 'Inspection report preview (HTML)',
    description: 'Spec §7 Quotation documents: query corp, tmpl, token, id, name, auditer; answers an HTML page.',
    auth: 'query-token',
    modules: [FeatureModule.ReportWord],
    request: query(ReportPreviewQuerySchema),
    response: html,
    example: {
      request: { corp: 'corp1', tmpl: 't3', token: exampleUser.token, id: 'c20001', name: '赵强', auditer: '孙丽' },
    },
  }),
  defineEndpoint({
    id: 'outbillPreview',
    method: 'GET',
    path: '/biz/qms/inventory/outbill/preview',
    tag: 'documents',
    summary: 'Delivery note preview (HTML)',
    description:
      'Spec §7 Quotation documents: query token, corp, demander, tmpl, f_rno, f_isquote, f_unit, f_address, f_tips, f_handler, f_time (history and group select the items: our addition); answers an HTML page.',
    auth: 'query-token',
    modules: [FeatureModule.OutBill],
    request: query(DeliveryPreviewQuerySchema),
    response: html,
    example: {
      request: {
        token: exampleUser.token,
        corp: 'corp1',
        demander: 'd40001',
        tmpl: 't4',
        f_rno: 1,
        f_time: 1,
        group: 0,
      },
    },
  }),
  defineEndpoint({
    id: 'certPreview',
    method: 'GET',
    path: '/biz/qms/inventory/cert/preview',
    tag: 'documents',
    summary: 'Certificate preview (HTML)',
    description:
      'Spec §7 Quotation documents: same parameters as outbill/preview (token, corp, demander, tmpl, f_rno, f_isquote, f_unit, f_address, f_tips, f_handler, f_time); answers an HTML page.',
    auth: 'query-token',
    modules: [FeatureModule.Certificate],
    request: query(DeliveryPreviewQuerySchema),
    response: html,
    example: { request: { token: exampleUser.token, corp: 'corp1', demander: 'd40001', tmpl: 't5', group: 0 } },
  }),
  defineEndpoint({
    id: 'authorizationPreview',
    method: 'GET',
    path: '/biz/qms/inventory/authorization/preview',
    tag: 'documents',
    summary: 'Letter of authorisation preview (HTML)',
    description:
      'Spec §7 Quotation documents: parameters not shown in the spec; our design is token, corp, demander, tmpl, name (authorised person), project, f_time. Answers an HTML page.',
    auth: 'query-token',
    modules: [FeatureModule.Authorization],
    request: query(AuthorizationPreviewQuerySchema),
    response: html,
    example: {
      request: { token: exampleUser.token, corp: 'corp1', demander: 'd40001', tmpl: 't6', name: '张伟', f_time: 1 },
    },
  }),

  // ---- inventory and quotation (spec section 7, "Inventory and quotation") ----
  defineEndpoint({
    id: 'contractSave',
    method: 'POST',
    path: '/biz/qms/inventory/contract/save',
    tag: 'inventory',
    summary: 'Save a contract',
    description:
      'Spec §7 Inventory and quotation: form {addr, demander, memo, mode, total, weight}; returns {id} of the saved contract (answer not shown; our design).',
    auth: 'token',
    modules: [FeatureModule.Contract],
    request: json(FormBody(ContractSaveFormSchema)),
    response: envelope(
      Closed({
        id: IdSchema,
        no: Type.Optional(
          Type.String({ maxLength: 64, description: 'Contract number, HT + date + the day’s sequence (our design)' }),
        ),
      }),
    ),
    example: {
      request: {
        form: {
          addr: '南京市建邺区江东中路 188 号',
          demander: 'd40001',
          memo: '',
          mode: 3,
          total: 113905,
          weight: 2915.5,
        },
      },
      data: { id: 'ct60001', no: 'HT20261121-001' },
    },
  }),
  defineEndpoint({
    id: 'excelDownload',
    method: 'POST',
    path: '/biz/qms/inventory/excel/download',
    tag: 'inventory',
    summary: 'Download the quotation as Excel',
    description:
      'Spec §7 Inventory and quotation: form {demander, mode, fee, corp, memo, unit, history, group}; answers the .xlsx file (download URLs skip the envelope check, §8).',
    auth: 'token',
    modules: [FeatureModule.ExcelDownload],
    request: json(FormBody(ExcelDownloadFormSchema)),
    response: { kind: 'file', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    example: { request: { form: { demander: 'd40001', mode: 3, fee: 0, corp: 'corp1', memo: '', unit: 0, group: 0 } } },
  }),
  defineEndpoint({
    id: 'inventoryMemoSet',
    method: 'POST',
    path: '/biz/qms/inventory/memo/set',
    tag: 'inventory',
    summary: 'Set the memo of items',
    description:
      'Spec §7 Inventory and quotation, §5 (memo up to 256): form {ids, memo, group}; returns the changed items (our design).',
    auth: 'token',
    modules: [FeatureModule.MemoSet],
    request: json(FormBody(InventoryMemoFormSchema)),
    response: envelope(ItemsDataSchema),
    example: {
      request: { form: { ids: ['i30001'], memo: '含税含运', group: 0 } },
      data: { infos: [{ ...exampleItem, memo: '含税含运' }] },
    },
  }),
  defineEndpoint({
    id: 'inventoryAdd',
    method: 'POST',
    path: '/biz/qms/inventory/add',
    tag: 'inventory',
    summary: 'Add items to a group',
    description:
      'Spec §7 Inventory and quotation, §4 Quotation items: form {infos, group}; a row with cable adds that catalogue cable, a row without it adds a custom cable (limits of §5). Returns the added items (our design).',
    auth: 'token',
    modules: [FeatureModule.RealQuotation],
    request: json(FormBody(InventoryAddFormSchema)),
    response: envelope(ItemsDataSchema),
    example: {
      request: { form: { infos: [{ cable: 'c20001', count: '500' }], group: 0 } },
      data: { infos: [exampleItem] },
    },
  }),
  defineEndpoint({
    id: 'inventoryList',
    method: 'POST',
    path: '/biz/qms/inventory/list',
    tag: 'inventory',
    summary: 'Items of a group',
    description:
      'Spec §7 Inventory and quotation: cond {group} + page; returns {infos, page}. cond.unit (our addition) prices the items in that unit instead of the user’s qms.price.unit.',
    auth: 'token',
    modules: [FeatureModule.RealQuotation],
    request: json(PagedCondBody(Closed({ group: GroupSchema, unit: Type.Optional(UnitModeSchema) }))),
    response: envelope(Closed({ infos: Type.Array(QuotationItemSchema), page: PageResultSchema })),
    example: {
      request: { cond: { group: 0 }, page: { len: 20, num: 1 } },
      data: { infos: [exampleItem], page: examplePage },
    },
  }),
  defineEndpoint({
    id: 'inventoryDelete',
    method: 'POST',
    path: '/biz/qms/inventory/delete',
    tag: 'inventory',
    summary: 'Delete items from a group',
    description: 'Spec §7 Inventory and quotation: form {ids, group}; returns the deleted ids (our design).',
    auth: 'token',
    modules: [FeatureModule.RealQuotation],
    request: json(FormBody(GroupIdsFormSchema)),
    response: envelope(DeletedIdsDataSchema),
    example: { request: { form: { ids: ['i30001'], group: 0 } }, data: { ids: ['i30001'] } },
  }),
  defineEndpoint({
    id: 'inventorySave',
    method: 'POST',
    path: '/biz/qms/inventory/save',
    tag: 'inventory',
    summary: 'Save a group as a history quotation',
    description:
      'Spec §7 Inventory and quotation: form {demander, mode, memo, desc, info, conf, unit, group}; creates a history record and returns its {id} (info and conf fields are not shown in the spec; our design).',
    auth: 'token',
    modules: [FeatureModule.SaveHistory],
    request: json(FormBody(InventorySaveFormSchema)),
    response: envelope(Closed({ id: IdSchema })),
    example: {
      request: {
        form: {
          demander: 'd40001',
          mode: 3,
          memo: '一期项目',
          desc: '',
          info: exampleSheetInfo,
          conf: exampleSheetConf,
          unit: 0,
          group: 0,
        },
      },
      data: { id: 'h50001' },
    },
  }),
  defineEndpoint({
    id: 'inventoryMaterial',
    method: 'POST',
    path: '/biz/qms/inventory/material',
    tag: 'inventory',
    summary: 'Material usage of items',
    description:
      'Spec §7 Inventory and quotation, §2 Material-usage panel: form {ids, group}; returns infos [{cata, name, weight}] (kg) and total weight.',
    auth: 'token',
    modules: [FeatureModule.Dosage],
    request: json(FormBody(GroupIdsFormSchema)),
    response: envelope(
      Closed({ infos: Type.Array(MaterialUsageSchema), total: Type.Optional(Type.Number({ minimum: 0 })) }),
    ),
    example: {
      request: { form: { ids: ['i30001'], group: 0 } },
      data: {
        infos: [
          { cata: '导体', name: '铜', weight: 1425.3 },
          { cata: '绝缘', name: '交联聚乙烯', weight: 312.8 },
        ],
        total: 1738.1,
      },
    },
  }),
  defineEndpoint({
    id: 'inventoryInfoSet',
    method: 'POST',
    path: '/biz/qms/inventory/info/set',
    tag: 'inventory',
    summary: 'Edit the texts of an item',
    description:
      'Spec §7 Inventory and quotation, §5 custom cable limits: form {id, scope, prop, model, spec, name}; returns the changed item (our design).',
    auth: 'token',
    modules: [FeatureModule.RealQuotation],
    request: json(FormBody(InventoryInfoFormSchema)),
    response: envelope(ItemDataSchema),
    example: {
      request: { form: { id: 'i30001', scope: '0.6/1kV', prop: '铠装', model: 'YJV22', spec: '3×95+1×50', name: '' } },
      data: { info: exampleItem },
    },
  }),
  defineEndpoint({
    id: 'inventoryPriceSet',
    method: 'POST',
    path: '/biz/qms/inventory/price/set',
    tag: 'inventory',
    summary: 'Set the price of an item by hand',
    description:
      'Spec §7 Inventory and quotation: form {price {base, sale, tax}, id, type}; returns the changed item (our design).',
    auth: 'token',
    modules: [FeatureModule.RealQuotation],
    request: json(FormBody(InventoryPriceFormSchema)),
    response: envelope(ItemDataSchema),
    example: {
      request: { form: { price: { tax: 230 }, id: 'i30001', type: 3 } },
      data: { info: { ...exampleItem, price: { ...examplePrice, tax: 230 } } },
    },
  }),
  defineEndpoint({
    id: 'inventoryChangeSet',
    method: 'POST',
    path: '/biz/qms/inventory/change/set',
    tag: 'inventory',
    summary: 'Adjust items by a percentage',
    description:
      'Spec §7 Inventory and quotation, §3 Inventory-change form: form {group, change, ids, ai, cu}; change is a percentage string, 0 restores the system price. Returns the repriced items (our design).',
    auth: 'token',
    modules: [FeatureModule.Adjust],
    request: json(FormBody(InventoryChangeFormSchema)),
    response: envelope(ItemsDataSchema),
    example: {
      request: { form: { group: 0, change: '5', ids: ['i30001'] } },
      data: { infos: [{ ...exampleItem, change: 5 }] },
    },
  }),
  defineEndpoint({
    id: 'inventoryCountSet',
    method: 'POST',
    path: '/biz/qms/inventory/count/set',
    tag: 'inventory',
    summary: 'Set the count of items',
    description:
      'Spec §7 Inventory and quotation: form {count, ids, group} (count is a string); returns the changed items with new totals (our design).',
    auth: 'token',
    modules: [FeatureModule.RealQuotation],
    request: json(FormBody(InventoryCountFormSchema)),
    response: envelope(ItemsDataSchema),
    example: { request: { form: { count: '500', ids: ['i30001'], group: 0 } }, data: { infos: [exampleItem] } },
  }),
  defineEndpoint({
    id: 'inventoryFreightSet',
    method: 'POST',
    path: '/biz/qms/inventory/freight/set',
    tag: 'inventory',
    summary: 'Set the freight of a group',
    description:
      'Spec §7 Inventory and quotation: form {fee, full, mile, price, group}; returns the freight now applied to the group (our design).',
    auth: 'token',
    modules: [FeatureModule.RealQuotation],
    request: json(FormBody(FreightFormSchema)),
    response: envelope(Closed({ group: GroupSchema, freight: FreightSchema })),
    example: {
      request: { form: { fee: 800, full: 200000, mile: 320, price: 2.5, group: 0 } },
      data: { group: 0, freight: { fee: 800, full: 200000, mile: 320, price: 2.5 } },
    },
  }),
  defineEndpoint({
    id: 'inventoryPkgfeeSet',
    method: 'POST',
    path: '/biz/qms/inventory/pkgfee/set',
    tag: 'inventory',
    summary: 'Set the package fee of an item',
    description: 'Spec §7 Inventory and quotation: form {id, fee, flag}; returns the changed item (our design).',
    auth: 'token',
    modules: [FeatureModule.RealQuotation],
    request: json(FormBody(PackageFeeFormSchema)),
    response: envelope(ItemDataSchema),
    example: { request: { form: { id: 'i30001', fee: 120, flag: true } }, data: { info: exampleItem } },
  }),
  defineEndpoint({
    id: 'inventoryAttrSet',
    method: 'POST',
    path: '/biz/qms/inventory/attr/set',
    tag: 'inventory',
    summary: 'Include packaging and freight in a group',
    description:
      'Spec §7 Inventory and quotation: form {package, freight, group}; returns the attributes now set (our design).',
    auth: 'token',
    modules: [FeatureModule.RealQuotation],
    request: json(FormBody(InventoryAttrFormSchema)),
    response: envelope(Closed({ group: GroupSchema, attr: InventoryAttrSchema })),
    example: {
      request: { form: { package: true, freight: false, group: 0 } },
      data: { group: 0, attr: { package: true, freight: false } },
    },
  }),
  defineEndpoint({
    id: 'inventorySortSet',
    method: 'POST',
    path: '/biz/qms/inventory/sort/set',
    tag: 'inventory',
    summary: 'Move an item',
    description:
      'Spec §7 Inventory and quotation, §4 (items can be re-sorted): form {id, sort, group}; returns the items of the group in their new order (our design).',
    auth: 'token',
    modules: [FeatureModule.RealQuotation],
    request: json(FormBody(InventorySortFormSchema)),
    response: envelope(ItemsDataSchema),
    example: { request: { form: { id: 'i30001', sort: 1, group: 0 } }, data: { infos: [exampleItem] } },
  }),
  defineEndpoint({
    id: 'inventorySumm',
    method: 'POST',
    path: '/biz/qms/inventory/summ',
    tag: 'inventory',
    summary: 'Totals of every group',
    description:
      'Spec §7 Inventory and quotation: cond {mode, unit, places}; returns summs [{count, group, total {base, sale, tax}}] (places: price precision, §5).',
    auth: 'token',
    modules: [FeatureModule.RealQuotation],
    request: json(CondBody(SummCondSchema)),
    response: envelope(Closed({ summs: Type.Array(GroupSummSchema) })),
    example: {
      request: { cond: { mode: 3, unit: 0, places: 2 } },
      data: { summs: [{ count: 1, group: 0, total: { base: 91175, sale: 100800, tax: 113905 } }] },
    },
  }),
  defineEndpoint({
    id: 'rnoGenerate',
    method: 'POST',
    path: '/biz/qms/inventory/rno/generate',
    tag: 'inventory',
    summary: 'New quotation number',
    description: 'Spec §7 Inventory and quotation: no body (timestamp only); returns {rno}.',
    auth: 'token',
    modules: [FeatureModule.RealQuotation],
    request: noData,
    response: envelope(Closed({ rno: Type.String({ minLength: 1, maxLength: 64 }) })),
    example: { request: timestampExample, data: { rno: 'BJ20261121001' } },
  }),
  defineEndpoint({
    id: 'snoGenerate',
    method: 'POST',
    path: '/biz/qms/inventory/sno/generate',
    tag: 'inventory',
    summary: 'New serial number',
    description: 'Spec §7 Inventory and quotation: no body (timestamp only); returns {sno}.',
    auth: 'token',
    modules: [FeatureModule.RealQuotation],
    request: noData,
    response: envelope(Closed({ sno: Type.String({ minLength: 1, maxLength: 64 }) })),
    example: { request: timestampExample, data: { sno: 'S20261121001' } },
  }),

  // ---- customers (spec section 7, demander calls) ----
  defineEndpoint({
    id: 'demanderSave',
    method: 'POST',
    path: '/biz/qms/demander/save',
    tag: 'customers',
    summary: 'Create or update a customer',
    description:
      'Spec §7, §3 Customer, §5 Customer save, §8 (71): form with the customer fields (a blank id creates; the quick create form is {name, taxno, create}). taxno is globally unique and only taken on creation; a duplicate answers 71. Returns the saved {demander} (our design).',
    auth: 'token',
    modules: [],
    request: json(FormBody(CustomerSaveFormSchema)),
    response: envelope(Closed({ demander: CustomerSchema })),
    example: {
      request: {
        form: {
          name: exampleCustomer.name,
          leader: exampleCustomer.leader,
          linkman: exampleCustomer.linkman,
          phone: exampleCustomer.phone,
          address: exampleCustomer.address,
          taxno: exampleCustomer.taxno,
          bank: exampleCustomer.bank,
        },
      },
      data: { demander: exampleCustomer },
    },
  }),
  defineEndpoint({
    id: 'demanderList',
    method: 'POST',
    path: '/biz/qms/demander/list',
    tag: 'customers',
    summary: 'Customers',
    description: 'Spec §7: cond {name}, page; returns {demanders, page} in ascending sort.',
    auth: 'token',
    modules: [],
    request: json(PagedCondBody(Closed({ name: Type.Optional(Type.String({ maxLength: 256 })) }))),
    response: envelope(Closed({ demanders: Type.Array(CustomerSchema), page: PageResultSchema })),
    example: {
      request: { cond: { name: '恒远' }, page: { len: 20, num: 1 } },
      data: { demanders: [exampleCustomer], page: examplePage },
    },
  }),
  defineEndpoint({
    id: 'demanderDelete',
    method: 'POST',
    path: '/biz/qms/demander/delete',
    tag: 'customers',
    summary: 'Delete customers',
    description: 'Spec §7: form {ids}; returns the deleted ids (our design).',
    auth: 'token',
    modules: [],
    request: json(FormBody(Closed({ ids: IdsSchema }))),
    response: envelope(DeletedIdsDataSchema),
    example: { request: { form: { ids: ['d40001'] } }, data: { ids: ['d40001'] } },
  }),
  defineEndpoint({
    id: 'demanderDefaultSet',
    method: 'POST',
    path: '/biz/qms/demander/default/set',
    tag: 'customers',
    summary: 'Make a customer the default',
    description:
      'Spec §7, §4 (a default customer is set by a separate call): form {id}; returns the customer now default (our design).',
    auth: 'token',
    modules: [],
    request: json(FormBody(Closed({ id: IdSchema }))),
    response: envelope(Closed({ demander: CustomerSchema })),
    example: { request: { form: { id: 'd40001' } }, data: { demander: exampleCustomer } },
  }),

  // ---- history (spec section 7) ----
  defineEndpoint({
    id: 'historyList',
    method: 'POST',
    path: '/biz/qms/history/list',
    tag: 'history',
    summary: 'History quotations',
    description: 'Spec §7, §3 History record: cond {begin, close, keyword}, page; returns {historys, page}.',
    auth: 'token',
    modules: [RouteModule.Historical],
    request: json(PagedCondBody(HistoryListCondSchema)),
    response: envelope(Closed({ historys: Type.Array(HistoryRecordSchema), page: PageResultSchema })),
    example: {
      request: { cond: { keyword: '恒远' }, page: { len: 20, num: 1 } },
      data: { historys: [exampleHistory], page: examplePage },
    },
  }),
  defineEndpoint({
    id: 'historyDetail',
    method: 'POST',
    path: '/biz/qms/history/detail',
    tag: 'history',
    summary: 'One history quotation',
    description: 'Spec §7, §3 Quotation sheet detail: cond {id}; returns infos, summ, info, conf, unit.',
    auth: 'token',
    modules: [FeatureModule.HistoryDetail],
    request: json(CondBody(Closed({ id: IdSchema }))),
    response: envelope(SheetDetailSchema),
    example: {
      request: { cond: { id: 'h50001' } },
      data: {
        infos: [exampleItem],
        summ: { price: 113905, weight: 2915.5, memo: '一期项目' },
        info: exampleSheetInfo,
        conf: exampleSheetConf,
        unit: 0,
      },
    },
  }),
  defineEndpoint({
    id: 'historyRecalc',
    method: 'POST',
    path: '/biz/qms/history/recalc',
    tag: 'history',
    summary: 'Re-quote a history quotation into a group',
    description:
      "Spec §7, §4 (inventory can be recalculated from history): form {id, group}; the items are repriced at today's prices into the group. Returns {group, count} (items added).",
    auth: 'token',
    modules: [FeatureModule.HistoryRecalc],
    request: json(FormBody(HistoryRecalcFormSchema)),
    response: envelope(Closed({ group: GroupSchema, count: Type.Integer({ minimum: 0 }) })),
    example: { request: { form: { id: 'h50001', group: 1 } }, data: { group: 1, count: 3 } },
  }),
  defineEndpoint({
    id: 'historyDelete',
    method: 'POST',
    path: '/biz/qms/history/delete',
    tag: 'history',
    summary: 'Delete history quotations',
    description: 'Spec §7, §4: form {ids}; returns the deleted ids (our design).',
    auth: 'token',
    modules: [RouteModule.Historical],
    request: json(FormBody(Closed({ ids: IdsSchema }))),
    response: envelope(DeletedIdsDataSchema),
    example: { request: { form: { ids: ['h50001'] } }, data: { ids: ['h50001'] } },
  }),

  // ---- cables (spec section 7, "Cables and batch") ----
  defineEndpoint({
    id: 'cableCataList',
    method: 'POST',
    path: '/biz/qms/cable/cata/list',
    tag: 'cables',
    summary: 'Cable catalogue',
    description:
      'Spec §7 Cables and batch, §3 Cable catalogue: cond {source: 1 mini-program, 2 quotation client}; returns {catas}.',
    auth: 'token',
    modules: [FeatureModule.RealQuotation, FeatureModule.Batch],
    request: json(CondBody(Closed({ source: CataSourceSchema }))),
    response: envelope(Closed({ catas: Type.Array(CableCataSchema) })),
    example: { request: { cond: { source: 2 } }, data: { catas: [exampleCata] } },
  }),
  defineEndpoint({
    id: 'cableInfoDetail',
    method: 'POST',
    path: '/biz/qms/cable/info/detail',
    tag: 'cables',
    summary: 'One cable',
    description:
      'Spec §7 Cables and batch, §3 Cable info: cond {id, code} (either); returns {cable} with its inspection reports, and for a user with the approval capability (qms.approve) its current wire-processing parameters, the values the approval forms start from (reports and params: our addition).',
    auth: 'token',
    modules: [FeatureModule.RealQuotation, FeatureModule.Batch],
    request: json(
      CondBody(Closed({ id: Type.Optional(IdSchema), code: Type.Optional(Type.String({ maxLength: 64 })) })),
    ),
    response: envelope(Closed({ cable: CableDetailSchema })),
    example: {
      request: { cond: { id: 'c20001' } },
      data: { cable: { ...exampleCable, reports: [{ id: 'c20001', result: ['导体电阻 合格', '耐压试验 合格'] }] } },
    },
  }),
  defineEndpoint({
    id: 'cableInfoList',
    method: 'POST',
    path: '/biz/qms/cable/info/list',
    tag: 'cables',
    summary: 'Search cables',
    description:
      'Spec §7 Cables and batch: cond {cata, keyword, model, prop, struct, unit}, page; returns {cables, page} priced in the unit mode.',
    auth: 'token',
    modules: [FeatureModule.RealQuotation, FeatureModule.Batch],
    request: json(
      PagedCondBody(
        Closed({
          cata: Type.Optional(IdSchema),
          keyword: Type.Optional(Type.String({ maxLength: 64 })),
          model: Type.Optional(Type.String({ maxLength: 32 })),
          prop: Type.Optional(Type.String({ maxLength: 32 })),
          struct: Type.Optional(Type.String({ maxLength: 64 })),
          unit: Type.Optional(UnitModeSchema),
        }),
      ),
    ),
    response: envelope(Closed({ cables: Type.Array(CableInfoSchema), page: PageResultSchema })),
    example: {
      request: { cond: { cata: 'k1', model: 'YJV22', unit: 0 }, page: { len: 20, num: 1 } },
      data: { cables: [exampleCable], page: examplePage },
    },
  }),
  defineEndpoint({
    id: 'cableInfoPrice',
    method: 'POST',
    path: '/biz/qms/cable/info/price',
    tag: 'cables',
    summary: 'Current prices of cables',
    description:
      'Spec §7 Cables and batch: cond {ids, unit}; returns cables [{id, new, price}]. Our addition: with cond.group (刷新实时价 on a quotation group) the user accepts the current prices of that group’s items — the prices an item was added or last confirmed at become its current ones, so their `previous` marker (价格已变动) clears — and `accepted` counts the items whose price had changed.',
    auth: 'token',
    modules: [FeatureModule.RealQuotation, FeatureModule.Batch],
    request: json(
      CondBody(Closed({ ids: IdsSchema, unit: Type.Optional(UnitModeSchema), group: Type.Optional(GroupSchema) })),
    ),
    response: envelope(
      Closed({
        cables: Type.Array(CablePriceSchema),
        accepted: Type.Optional(
          Type.Integer({
            minimum: 0,
            description: 'With cond.group: how many items of the group had a changed price (a previous marker)',
          }),
        ),
      }),
    ),
    example: {
      request: { cond: { ids: ['c20001'], unit: 0, group: 0 } },
      data: { cables: [{ id: 'c20001', new: false, price: examplePrice }], accepted: 1 },
    },
  }),
  defineEndpoint({
    id: 'cableReportUpdate',
    method: 'POST',
    path: '/biz/qms/cable/info/report/update',
    tag: 'cables',
    summary: 'Set the inspection report of a cable',
    description:
      'Spec §7 Cables and batch, §3 Inspection report: form {reports [{id, result}], id}; returns the stored reports (our design).',
    auth: 'token',
    modules: [FeatureModule.ReportWord],
    request: json(FormBody(InspectionReportFormSchema)),
    response: envelope(InspectionReportFormSchema),
    example: {
      request: { form: { id: 'c20001', reports: [{ id: 'c20001', result: ['导体电阻 合格'] }] } },
      data: { id: 'c20001', reports: [{ id: 'c20001', result: ['导体电阻 合格'] }] },
    },
  }),
  defineEndpoint({
    id: 'cableReportClear',
    method: 'POST',
    path: '/biz/qms/cable/info/report/clear',
    tag: 'cables',
    summary: 'Clear the inspection report of a cable',
    description: 'Spec §7 Cables and batch: form {id}; returns the cable id and its (now empty) reports (our design).',
    auth: 'token',
    modules: [FeatureModule.ReportWord],
    request: json(FormBody(Closed({ id: IdSchema }))),
    response: envelope(Closed({ id: IdSchema, reports: Type.Array(InspectionReportSchema) })),
    example: { request: { form: { id: 'c20001' } }, data: { id: 'c20001', reports: [] } },
  }),

  // ---- approval, pricing check (spec section 7) ----
  defineEndpoint({
    id: 'approveAuxiliaryChange',
    method: 'POST',
    path: '/biz/qms/approve/cable/auxiliary/change',
    tag: 'approval',
    summary: 'Change auxiliary-material parameters',
    description:
      'Spec §7 Cables and batch, §3 Wire-processing parameter set one: form with the wire parameters (did names the cable). Returns the repriced cable and the id of the original version for restore (answer not shown; our design).',
    auth: 'token',
    modules: [FeatureModule.Approve],
    request: json(FormBody(AuxiliaryParamsSchema)),
    response: envelope(Closed({ cable: CableInfoSchema, origin: IdSchema })),
    example: {
      request: { form: { did: 'c20001', density: 1.38, thickness: 1.6, consume: 1.02, price: 9.8 } },
      data: { cable: { ...exampleCable, new: true }, origin: 'c20001' },
    },
  }),
  defineEndpoint({
    id: 'approveCataChange',
    method: 'POST',
    path: '/biz/qms/approve/cable/cata/change',
    tag: 'approval',
    summary: 'Change catalogue-level parameters',
    description:
      'Spec §7 Cables and batch, §3 Wire-processing parameter set two (nht, bzmd, djbzmd, kylx). Returns the repriced cable and its original version id (answer not shown; our design).',
    auth: 'token',
    modules: [FeatureModule.Approve],
    request: json(FormBody(CataParamsSchema)),
    response: envelope(Closed({ cable: CableInfoSchema, origin: IdSchema })),
    example: {
      request: { form: { did: 'c20001', nht: 1.05, bzmd: 90 } },
      data: { cable: { ...exampleCable, new: true }, origin: 'c20001' },
    },
  }),
  defineEndpoint({
    id: 'approveConductorChange',
    method: 'POST',
    path: '/biz/qms/approve/cable/conductor/change',
    tag: 'approval',
    summary: 'Change conductor parameters',
    description:
      'Spec §7 Cables and batch, §3 Wire-processing parameter set three (density, outer, area, weight, consume, strand, price). Returns the repriced cable and its original version id (answer not shown; our design).',
    auth: 'token',
    modules: [FeatureModule.Approve],
    request: json(FormBody(ConductorParamsSchema)),
    response: envelope(Closed({ cable: CableInfoSchema, origin: IdSchema })),
    example: {
      request: { form: { did: 'c20001', density: 8.89, area: 95, consume: 1.01 } },
      data: { cable: { ...exampleCable, new: true }, origin: 'c20001' },
    },
  }),
  defineEndpoint({
    id: 'approveClear',
    method: 'POST',
    path: '/biz/qms/approve/cable/clear',
    tag: 'approval',
    summary: "Delete a cable's recorded pricing check",
    description:
      'Spec §7 Cables and batch: clear {id} "deletes a historical quotation". In the approval (pricing check) family we read that as the cable\'s recorded pricing check: id is the cable id; its approved wire parameters are deleted and its price returns to the catalogue price. Returns the cleared {id} (our design).',
    auth: 'token',
    modules: [FeatureModule.Approve],
    request: json(FormBody(Closed({ id: IdSchema }))),
    response: envelope(Closed({ id: IdSchema })),
    example: { request: { form: { id: 'c20001' } }, data: { id: 'c20001' } },
  }),
  defineEndpoint({
    id: 'approveRestore',
    method: 'POST',
    path: '/biz/qms/approve/cable/restore',
    tag: 'approval',
    summary: 'Restore the original version of a cable',
    description:
      'Spec §7 Cables and batch, §4 (restoring a cable restores the original version): form {origin, id}; returns cable and origin.',
    auth: 'token',
    modules: [FeatureModule.Approve],
    request: json(FormBody(Closed({ origin: IdSchema, id: IdSchema }))),
    response: envelope(Closed({ cable: CableInfoSchema, origin: IdSchema })),
    example: { request: { form: { origin: 'c20001', id: 'c20001' } }, data: { cable: exampleCable, origin: 'c20001' } },
  }),

  // ---- batch (spec section 7, "Cables and batch") ----
  defineEndpoint({
    id: 'batchCableQuery',
    method: 'POST',
    path: '/biz/qms/batch/cable/query',
    tag: 'batch',
    summary: 'Match keyword rows to cables',
    description:
      "Spec §7 Cables and batch, §3 Batch cable query: the request is not shown in the spec; our design is cond {keywords [{index, name, scope, model, prop, spec}], unit}; a client that read the rows itself (pasted text, with @cable/contracts/inquiry) adds each row's count, unit, metres and reading reasons. Returns cables, keywords and results (index plus infos, and the row's status and review reasons).",
    auth: 'token',
    modules: [FeatureModule.Batch],
    request: json(
      CondBody(
        Closed({
          keywords: Type.Array(BatchKeywordsSchema, { minItems: 1, maxItems: 500 }),
          unit: Type.Optional(UnitModeSchema),
        }),
      ),
    ),
    response: envelope(BatchQueryResultSchema),
    example: {
      request: { cond: { keywords: [exampleKeywords], unit: 0 } },
      data: {
        cables: [exampleCable],
        keywords: [exampleKeywords],
        results: [{ index: 0, infos: [exampleCable], status: 'matched', reasons: [] }],
      },
    },
  }),
  defineEndpoint({
    id: 'batchFileUpload',
    method: 'POST',
    path: '/biz/qms/batch/file/upload',
    tag: 'batch',
    summary: 'Recognise a quotation sheet, image, PDF or text file',
    description:
      'Spec §7 Cables and batch, §2 Batch page, §5 (batch import needs model, spec, quantity, unit; request ≤ 5 MiB): multipart with the file and kind. The answer is our design: every row with its raw text, source line, parsed keywords, quantity as written and in metres, status (matched / review / unmatched) with review reasons, and matched or suggested cables, plus the indexes of unmatched rows. kind image additionally needs qms.batch.image (image batch), checked by the server.',
    auth: 'token',
    modules: [FeatureModule.Batch],
    request: multipart(Closed({ kind: BatchUploadKindSchema, unit: Type.Optional(UnitModeSchema) })),
    response: envelope(BatchUploadResultSchema),
    example: {
      request: { kind: 'sheet', unit: 0 },
      data: {
        kind: 'sheet',
        results: [
          {
            index: 0,
            raw: 'YJV22 0.6/1kV 3×95+1×50 500 米',
            keywords: exampleKeywords,
            line: 2,
            count: '500',
            unit: '米',
            metres: 500,
            status: 'matched',
            reasons: [],
            infos: [exampleCable],
          },
        ],
        keywords: [exampleKeywords],
        unmatched: [],
      },
    },
  }),
  defineEndpoint({
    id: 'batchRuleSave',
    method: 'POST',
    path: '/biz/qms/batch/accurate/rule/save',
    tag: 'batch',
    summary: 'Save matching rules',
    description:
      'Spec §7 Cables and batch, §3 Batch rule: form.rules [{cable, matches}]. Our design, since the spec has no call that lists rules: each rule sent replaces the user’s rule for that cable (its matches become the texts sent, trimmed, duplicates dropped; an empty matches deletes it), and a text sent for one cable leaves the user’s other rules, as one wording means one cable. Rules of cables not sent stay as they are, so rules [] changes nothing and reads the list. Returns all rules of the user after the save, and the cables they name (priced per metre).',
    auth: 'token',
    modules: [FeatureModule.Batch],
    request: json(FormBody(Closed({ rules: Type.Array(BatchRuleSchema, { maxItems: 200 }) }))),
    response: envelope(
      Closed({
        rules: Type.Array(BatchRuleSchema),
        cables: Type.Array(CableInfoSchema, { description: 'The cables the rules name' }),
      }),
    ),
    example: {
      request: { form: { rules: [{ cable: 'c20001', matches: ['YJV22-3*95+1*50'] }] } },
      data: { rules: [{ cable: 'c20001', matches: ['YJV22-3*95+1*50'] }], cables: [exampleCable] },
    },
  }),
  defineEndpoint({
    id: 'batchRuleSubmit',
    method: 'POST',
    path: '/biz/qms/batch/accurate/rule/submit',
    tag: 'batch',
    summary: 'Submit unrecognised models for review',
    description:
      'Spec §7 Cables and batch, §3 Batch rule (on submit rules is an array of strings), §2 (unrecognised models can be uploaded for review): returns the accepted texts and how many are waiting for review (our design).',
    auth: 'token',
    modules: [FeatureModule.Batch],
    request: json(
      FormBody(
        Closed({ rules: Type.Array(Type.String({ minLength: 1, maxLength: 128 }), { minItems: 1, maxItems: 200 }) }),
      ),
    ),
    response: envelope(
      Closed({ rules: Type.Array(Type.String({ maxLength: 128 })), pending: Type.Integer({ minimum: 0 }) }),
    ),
    example: {
      request: { form: { rules: ['ZR-YJV22 8.7/15kV 3×240'] } },
      data: { rules: ['ZR-YJV22 8.7/15kV 3×240'], pending: 1 },
    },
  }),
  defineEndpoint({
    id: 'batchUsageState',
    method: 'POST',
    path: '/biz/qms/batch/usage/state',
    tag: 'batch',
    summary: 'Recognition usage today',
    description:
      'Spec §7 Cables and batch: no body; returns used, limit and the OCR counter (shape not shown; our design).',
    auth: 'token',
    modules: [FeatureModule.Batch],
    request: noData,
    response: envelope(BatchUsageSchema),
    example: { request: timestampExample, data: { used: 3, limit: 50, ocr: { used: 1, limit: 20 } } },
  }),

  // ---- content (spec section 7) ----
  defineEndpoint({
    id: 'bannerData',
    method: 'POST',
    path: '/biz/cms/banner/data',
    tag: 'content',
    summary: 'Banners by tag',
    description: 'Spec §7 Content, §3 Banner: cond {size, tags}; returns {banners}. Home uses tag WEB_INDEX_1, size 9.',
    auth: 'guest',
    modules: [],
    request: json(
      CondBody(
        Closed({
          size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
          tags: Type.Array(BannerTagSchema, { minItems: 1, maxItems: 20 }),
        }),
      ),
    ),
    response: envelope(Closed({ banners: Type.Array(BannerSchema) })),
    example: {
      request: { cond: { size: 9, tags: ['WEB_INDEX_1'] } },
      data: {
        banners: [
          {
            title: '新品上市',
            image: 'https://static.example.com/banner/1.jpg',
            sort: 1,
            tag: 'WEB_INDEX_1',
            visit: 128,
            action: { type: 'none', param: '' },
          },
        ],
      },
    },
  }),
  defineEndpoint({
    id: 'docFileData',
    method: 'POST',
    path: '/biz/cms/doc/file/data',
    tag: 'content',
    summary: 'Document categories and files',
    description:
      'Spec §7 Content, §3 Document, §2 Book and Hualification pages: cond {cata, type 1 or 2}, page; returns catas, docs and page. Category cover, count and update are our addition for the qualification cards.',
    auth: 'guest',
    modules: [],
    request: json(
      PagedCondBody(
        Closed({
          cata: Type.Optional(Type.String({ maxLength: 64 })),
          type: Type.Union([Type.Literal(1), Type.Literal(2)]),
        }),
      ),
    ),
    response: envelope(
      Closed({ catas: Type.Array(DocCataSchema), docs: Type.Array(DocFileSchema), page: PageResultSchema }),
    ),
    example: {
      request: { cond: { type: 2, cata: 'power' }, page: { len: 100, num: 1 } },
      data: {
        catas: [{ code: 'power', name: '电力电缆' }],
        docs: [
          {
            id: 'doc1',
            name: 'YJV22 0.6/1kV 型式试验报告',
            cata: 'power',
            publish: EXAMPLE_TIME,
            addr: 'https://static.example.com/docs/yjv22.pdf',
          },
        ],
        page: examplePage,
      },
    },
  }),
  defineEndpoint({
    id: 'articleDetail',
    method: 'POST',
    path: '/biz/cms/article/detail',
    tag: 'content',
    summary: 'One article',
    description: 'Spec §7 Content, §3 Article: cond {id}; returns {article}.',
    auth: 'guest',
    modules: [],
    request: json(CondBody(Closed({ id: IdSchema }))),
    response: envelope(Closed({ article: ArticleSchema })),
    example: {
      request: { cond: { id: 'a1' } },
      data: {
        article: {
          id: 'a1',
          title: '铜价周评',
          sub: '本周铜价小幅上涨',
          author: '市场部',
          cover: 'https://static.example.com/a1.jpg',
          memo: '',
          info: '<p>本周沪铜主力合约上涨 1.2%。</p>',
          publish: EXAMPLE_TIME,
          show: true,
          sort: 1,
          top: false,
          visit: 56,
          source: { name: '华东线缆', link: 'https://www.example.com' },
          files: [],
          cata: { id: 'ac1', code: 'news', name: '行业资讯' },
          create: { time: EXAMPLE_TIME },
        },
      },
    },
  }),
  defineEndpoint({
    id: 'productData',
    method: 'POST',
    path: '/biz/cms/product/data',
    tag: 'content',
    summary: 'Product catalogue',
    description:
      'Spec §7 Content, §3 Product catalogue: request not shown (our design: cond {cata} optional, or a timestamp body); returns {catas, products}.',
    auth: 'guest',
    modules: [],
    request: json(
      Type.Object(
        {
          cond: Type.Optional(Closed({ cata: Type.Optional(IdSchema) })),
          timestamp: Type.Optional(Type.Integer({ minimum: 0 })),
        },
        { additionalProperties: false },
      ),
    ),
    response: envelope(Closed({ catas: Type.Array(CmsCataSchema), products: Type.Array(ProductSchema) })),
    example: {
      request: { cond: { cata: 'pc1' } },
      data: {
        catas: [{ id: 'pc1', code: 'power', name: '电力电缆' }],
        products: [
          { id: 'p1', name: 'YJV22 铠装电力电缆', images: ['https://static.example.com/p1.jpg'], cata: 'pc1' },
        ],
      },
    },
  }),
  defineEndpoint({
    id: 'noticeList',
    method: 'POST',
    path: '/biz/cms/notice/list',
    tag: 'content',
    summary: 'Notices for the header ticker',
    description: 'Spec §7 Content, §3 Notice: cond {title, scope}, page (8 per page, §9); returns {notices, page}.',
    auth: 'guest',
    modules: [],
    request: json(
      PagedCondBody(
        Closed({
          title: Type.Optional(Type.String({ maxLength: 256 })),
          scope: Type.Optional(Type.Integer({ minimum: 0 })),
        }),
      ),
    ),
    response: envelope(Closed({ notices: Type.Array(NoticeSchema), page: PageResultSchema })),
    example: {
      request: { cond: { scope: 1 }, page: { len: 8, num: 1 } },
      data: { notices: [{ id: 'n1', title: '11 月 21 日铜价上调 120 元/吨' }], page: examplePage },
    },
  }),

  // ---- static (spec section 7, "Static") ----
  defineEndpoint({
    id: 'apiMapping',
    method: 'GET',
    path: '/assets/api-mapping.json',
    tag: 'static',
    summary: 'API base address per page host',
    description:
      'Spec §7 Static, §4 Startup: fetched with a timestamp query from the static host; JSON keyed by page host, values are API base addresses. No protocol headers.',
    auth: 'public-static',
    modules: [],
    request: query(Closed({ timestamp: Type.Optional(Type.Integer({ minimum: 0 })) })),
    response: { kind: 'file', contentType: 'application/json', schema: ApiMappingSchema },
    example: { request: { timestamp: EXAMPLE_TIME * 1000 }, data: { 'localhost:5173': 'http://localhost:3000' } },
  }),
  defineEndpoint({
    id: 'mainWasm',
    method: 'GET',
    path: '/static/script/wasm/main.wasm',
    tag: 'static',
    summary: 'The crypto WebAssembly module',
    description: 'Spec §7 Static, §4 Startup: the crypto module, streamed (application/wasm). No protocol headers.',
    auth: 'public-static',
    modules: [],
    request: { kind: 'none' },
    response: { kind: 'file', contentType: 'application/wasm' },
    example: {},
  }),
] as const satisfies readonly EndpointDef[];

export type Endpoint = (typeof ENDPOINTS)[number];
export type EndpointId = Endpoint['id'];
export type EndpointOf<Id extends EndpointId> = Extract<Endpoint, { id: Id }>;

type StaticOfRequest<R> = R extends { kind: 'json'; body: infer S extends TSchema }
  ? Static<S>
  : R extends { kind: 'query'; query: infer S extends TSchema }
    ? Static<S>
    : R extends { kind: 'multipart'; fields: infer S extends TSchema }
      ? Static<S>
      : undefined;

type StaticOfResponse<R> = R extends { kind: 'envelope'; data: infer S extends TSchema }
  ? Static<S>
  : R extends { kind: 'file'; schema: infer S extends TSchema }
    ? Static<S>
    : Blob;

/** The JSON body, query or multipart text fields of a call. */
export type RequestOf<Id extends EndpointId> = StaticOfRequest<EndpointOf<Id>['request']>;
/** The envelope's data of a call (or the file's JSON / Blob for static and document calls). */
export type DataOf<Id extends EndpointId> = StaticOfResponse<EndpointOf<Id>['response']>;

const byId = new Map<string, Endpoint>(ENDPOINTS.map((endpoint) => [endpoint.id, endpoint]));
const byRoute = new Map<string, Endpoint>(
  ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint]),
);

export function endpointById<Id extends EndpointId>(id: Id): EndpointOf<Id> {
  const endpoint = byId.get(id);
  if (!endpoint) throw new Error(`No endpoint with id ${id}`);
  return endpoint as EndpointOf<Id>;
}

/** The endpoint of a method and path (the path without its query string), or undefined. */
export function endpointByRoute(method: string, path: string): Endpoint | undefined {
  return byRoute.get(`${method.toUpperCase()} ${path.split('?')[0]}`);
}
