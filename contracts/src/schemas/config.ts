import { type Static, Type } from '@sinclair/typebox';
import { CONFIG_KEY_MAX_LENGTH, OPERATOR_CONFIG_KEYS } from '../vocabulary/config';
import { Closed, IdSchema, UnixSecondsSchema } from './common';

/** Config value: "array, boolean, number, object, null or string" (spec section 3). */
export const ConfigValueSchema = Type.Union(
  [
    Type.Array(Type.Unknown()),
    Type.Boolean(),
    Type.Number(),
    Type.Record(Type.String(), Type.Unknown()),
    Type.Null(),
    Type.String(),
  ],
  { title: 'ConfigValue' },
);
export type ConfigValue = Static<typeof ConfigValueSchema>;

export const ConfigKeySchema = Type.String({ title: 'ConfigKey', minLength: 1, maxLength: CONFIG_KEY_MAX_LENGTH });
export type ConfigKey = Static<typeof ConfigKeySchema>;

export const ConfigItemSchema = Closed(
  {
    key: ConfigKeySchema,
    type: Type.Integer({ description: 'Value type code' }),
    value: ConfigValueSchema,
    cata: Type.Optional(Type.String({ maxLength: 64, description: 'Category; system configs only' })),
  },
  { title: 'ConfigItem' },
);
export type ConfigItem = Static<typeof ConfigItemSchema>;

/** Operator configuration: key/value pairs; the footer and header read the named keys. */
export const OperatorConfigSchema = Type.Object(
  {
    [OPERATOR_CONFIG_KEYS.title]: Type.Optional(Type.String()),
    [OPERATOR_CONFIG_KEYS.name]: Type.Optional(Type.String()),
    [OPERATOR_CONFIG_KEYS.icp]: Type.Optional(Type.String({ description: 'Filing number shown in the home footer' })),
    [OPERATOR_CONFIG_KEYS.logoSmall]: Type.Optional(Type.String({ description: 'Small logo URL' })),
    [OPERATOR_CONFIG_KEYS.sno]: Type.Optional(Type.String()),
  },
  { title: 'OperatorConfig', additionalProperties: Type.String() },
);
export type OperatorConfig = Static<typeof OperatorConfigSchema>;

export const ModuleCodeSchema = Type.String({ title: 'ModuleCode', minLength: 1, maxLength: 100 });

/** Module tree node (spec section 3); parent 0 is top level. Recursive, hence the `$id`. */
export const ModuleSchema = Type.Recursive(
  (This) =>
    Type.Object(
      {
        id: Type.Integer({ minimum: 1 }),
        parent: Type.Integer({ minimum: 0, description: '0 is top level' }),
        code: ModuleCodeSchema,
        name: Type.String({ minLength: 1, maxLength: 50 }),
        enable: Type.Boolean(),
        scope: Type.Integer({ description: 'Where the module applies (number; values not shown in the spec)' }),
        sort: Type.Integer(),
        type: Type.Integer({ description: 'Module type (number; values not shown in the spec)' }),
        children: Type.Array(This),
      },
      { additionalProperties: false },
    ),
  { $id: 'Module', title: 'Module' },
);
export type Module = Static<typeof ModuleSchema>;

export const SemverSchema = Type.String({ title: 'Semver', pattern: '^\\d+\\.\\d+\\.\\d+$' });
export type Semver = Static<typeof SemverSchema>;

export const VersionInfoSchema = Closed(
  { 'corp.qms.web': SemverSchema, 'mem.qms.web': SemverSchema },
  { title: 'VersionInfo' },
);
export type VersionInfo = Static<typeof VersionInfoSchema>;

/** Corporate body (spec section 3): the seller shown on quotations and contracts. */
export const CorpSchema = Closed(
  {
    id: IdSchema,
    default: Type.Boolean(),
    name: Type.String({ minLength: 1, maxLength: 256 }),
    legal: Type.String({ maxLength: 64, description: 'Legal person' }),
    address: Type.String({ maxLength: 256 }),
    bank: Type.String({ maxLength: 64 }),
    account: Type.String({ maxLength: 64 }),
    taxno: Type.String({ maxLength: 32 }),
    linkman: Type.String({ maxLength: 32 }),
    linktel: Type.String({ maxLength: 32 }),
    linkfax: Type.String({ maxLength: 32 }),
    city: Type.String({ maxLength: 64, description: 'Signing place' }),
    logo: Type.String({ maxLength: 2048 }),
    seal: Type.String({ maxLength: 2048, description: 'Quotation stamp image URL' }),
  },
  { title: 'Corp' },
);
export type Corp = Static<typeof CorpSchema>;

export const MaterialPriceSchema = Closed(
  {
    modify: Type.Number({ description: 'Change against the previous price' }),
    price: Type.Number({ minimum: 0 }),
    unit: Type.String({ maxLength: 16, description: 'Price unit, e.g. 元/吨' }),
    update: UnixSecondsSchema,
  },
  { title: 'MaterialPrice' },
);
export type MaterialPrice = Static<typeof MaterialPriceSchema>;

export const MaterialFloatingSchema = Closed(
  {
    fixed: Type.Number({ description: 'Fixed amount in yuan' }),
    refer: Type.String({ maxLength: 64, description: 'Code of the referenced material' }),
    mode: Type.Integer({ minimum: 0, description: 'Floating mode (values not shown in the spec)' }),
    ratio: Type.Number({ minimum: -1, maximum: 1 }),
  },
  { title: 'MaterialFloating' },
);
export type MaterialFloating = Static<typeof MaterialFloatingSchema>;

export const MaterialSchema = Closed(
  {
    id: IdSchema,
    code: Type.String({ minLength: 1, maxLength: 32 }),
    name: Type.String({ minLength: 1, maxLength: 64 }),
    abbr: Type.String({ maxLength: 16 }),
    basic: Type.Boolean({ description: 'A basic material (copper, aluminium) quoted daily' }),
    density: Type.Number({ exclusiveMinimum: 0, description: 'g/cm³' }),
    floating: MaterialFloatingSchema,
    price: MaterialPriceSchema,
    wait: Type.Optional(
      Closed(
        {
          modify: Type.Number(),
          price: Type.Number({ minimum: 0 }),
          unit: Type.String({ maxLength: 16 }),
          update: UnixSecondsSchema,
          wait: Type.Boolean(),
        },
        { title: 'MaterialPendingPrice' },
      ),
    ),
  },
  { title: 'Material' },
);
export type Material = Static<typeof MaterialSchema>;

export const MaterialInfoSchema = Closed(
  {
    id: IdSchema,
    code: Type.String({ minLength: 1, maxLength: 32 }),
    name: Type.String({ minLength: 1, maxLength: 64 }),
    abbr: Type.String({ maxLength: 16 }),
    price: Closed(
      { price: Type.Number({ minimum: 0 }), unit: Type.String({ maxLength: 16 }), update: UnixSecondsSchema },
      { title: 'MaterialInfoPrice' },
    ),
  },
  { title: 'MaterialInfo' },
);
export type MaterialInfo = Static<typeof MaterialInfoSchema>;

export const ChangeStateSchema = Closed(
  {
    run: Type.Boolean({ description: 'A price adjustment is running' }),
    last: UnixSecondsSchema,
  },
  { title: 'ChangeState' },
);
export type ChangeState = Static<typeof ChangeStateSchema>;

export const TemplateSchema = Closed(
  {
    default: Type.Optional(Type.Boolean()),
    id: IdSchema,
    memo: Type.String({ maxLength: 256 }),
    name: Type.String({ minLength: 1, maxLength: 64 }),
    type: Type.Integer({ minimum: 0, description: 'Document kind the template renders' }),
  },
  { title: 'Template' },
);
export type Template = Static<typeof TemplateSchema>;

export const MemberSchema = Closed(
  {
    name: Type.String({ maxLength: 64 }),
    mobile: Type.String({ maxLength: 32 }),
    rank: Closed({ level: Type.Integer({ minimum: 0 }), expire: UnixSecondsSchema }, { title: 'MemberRank' }),
  },
  { title: 'Member' },
);
export type Member = Static<typeof MemberSchema>;

export const MetalPriceSchema = Closed(
  { price: Type.Number({ minimum: 0 }), change: Type.Number({ description: 'Change against the previous day' }) },
  { title: 'MetalPrice' },
);
export type MetalPrice = Static<typeof MetalPriceSchema>;

export const DailyPriceSchema = Closed(
  {
    date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
    week: Type.String({ maxLength: 16 }),
    cu: MetalPriceSchema,
    ai: MetalPriceSchema,
  },
  { title: 'DailyPrice' },
);
export type DailyPrice = Static<typeof DailyPriceSchema>;

export const UploadTypeSchema = Type.Union([Type.Literal('Image'), Type.Literal('Video'), Type.Literal('File')], {
  title: 'UploadType',
});
export type UploadType = Static<typeof UploadTypeSchema>;

export const UploadInfoSchema = Closed(
  {
    domain: Type.String({ maxLength: 2048 }),
    fileid: Type.String({ maxLength: 128 }),
    path: Type.String({ maxLength: 1024 }),
    token: Type.String({ minLength: 1, maxLength: 1024, description: 'Upload token, valid 24 hours' }),
    expire: UnixSecondsSchema,
  },
  { title: 'UploadInfo' },
);
export type UploadInfo = Static<typeof UploadInfoSchema>;

/** The api-mapping file: page host -> API base address (spec section 7, Static). */
export const ApiMappingSchema = Type.Record(Type.String({ minLength: 1 }), Type.String({ minLength: 1 }), {
  title: 'ApiMapping',
});
export type ApiMapping = Static<typeof ApiMappingSchema>;
