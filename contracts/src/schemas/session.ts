import { type Static, Type } from '@sinclair/typebox';
import { Closed, IdSchema, UnixSecondsSchema } from './common';

/** Login QR (spec section 3): the dialog draws `url` as a QR code and polls the state by `tag`. */
export const LoginQrSchema = Closed(
  {
    tag: Type.String({ minLength: 1, maxLength: 64, description: 'Poll key of this QR' }),
    url: Type.String({ minLength: 1, maxLength: 2048, description: 'Content of the QR code' }),
    expire: UnixSecondsSchema,
  },
  { title: 'LoginQr' },
);
export type LoginQr = Static<typeof LoginQrSchema>;

export const QrStateSchema = Type.Union(
  [Type.Literal('Pass'), Type.Literal('Wait'), Type.Literal('Scan'), Type.Literal('Error'), Type.Literal('Expire')],
  { title: 'QrState', description: 'Scan state of a login QR (spec section 4)' },
);
export type QrState = Static<typeof QrStateSchema>;

/** User profile (spec section 3); `key` is the signing secret of the session (see the protocol). */
export const UserProfileSchema = Closed(
  {
    id: IdSchema,
    name: Type.String({ maxLength: 64 }),
    token: Type.String({ minLength: 1, maxLength: 256, description: 'Session token, sent in the token header' }),
    type: Type.Integer({ description: 'User type (a number; role names are not shown in the spec)' }),
    key: Type.String({ minLength: 1, maxLength: 256, description: 'Signing secret issued at login' }),
    code: Type.String({ maxLength: 64, description: 'User code, part of the watermark' }),
    approve: Type.Optional(Type.Boolean({ description: 'Approval capability; returned for quote users only' })),
    title: Type.String({ maxLength: 256, description: 'Company title, part of the watermark' }),
    sno: Type.String({ maxLength: 64, description: 'Company serial, part of the watermark' }),
  },
  { title: 'UserProfile' },
);
export type UserProfile = Static<typeof UserProfileSchema>;

/** Password on the wire: sha256 hex of the UTF-8 password. */
export const PasswordHashSchema = Type.String({ title: 'PasswordHash', pattern: '^[0-9a-f]{64}$' });
export type PasswordHash = Static<typeof PasswordHashSchema>;

export const MobileSchema = Type.String({
  title: 'Mobile',
  pattern: '^\\+?[0-9]{5,20}$',
  description: 'Mobile number',
});
export type Mobile = Static<typeof MobileSchema>;

export const KeySigninFormSchema = Closed(
  {
    mobile: Type.Optional(MobileSchema),
    key: Type.String({ minLength: 1, maxLength: 64, description: 'Account name' }),
    pwd: PasswordHashSchema,
  },
  { title: 'KeySigninForm' },
);
export type KeySigninForm = Static<typeof KeySigninFormSchema>;

export const MobileSigninFormSchema = Closed({ mobile: MobileSchema }, { title: 'MobileSigninForm' });
export type MobileSigninForm = Static<typeof MobileSigninFormSchema>;

/** Pricing modes 1-4 are named 报价模式A/B/C/D unless a memo replaces the name (spec section 4). */
export const ProfitModeSchema = Type.Integer({ title: 'ProfitMode', minimum: 1, maximum: 4 });
export type ProfitMode = Static<typeof ProfitModeSchema>;

export const ModeMemoSchema = Closed(
  { mode: ProfitModeSchema, memo: Type.String({ maxLength: 64 }) },
  { title: 'ModeMemo' },
);
export type ModeMemo = Static<typeof ModeMemoSchema>;

/** A role's modes; `role` identifies it for profit/mode/set (the spec lists roles [{modes, current}]). */
export const RoleModesSchema = Closed(
  {
    role: IdSchema,
    name: Type.Optional(Type.String({ maxLength: 64 })),
    modes: Type.Array(ProfitModeSchema),
    current: ProfitModeSchema,
  },
  { title: 'RoleModes' },
);
export type RoleModes = Static<typeof RoleModesSchema>;

export const ProfitModesSchema = Closed(
  {
    roles: Type.Optional(Type.Array(RoleModesSchema)),
    modes: Type.Array(ProfitModeSchema),
    current: ProfitModeSchema,
    memos: Type.Array(ModeMemoSchema),
  },
  { title: 'ProfitModes' },
);
export type ProfitModes = Static<typeof ProfitModesSchema>;

export const ProfitModeSetFormSchema = Type.Union([Closed({ role: IdSchema }), Closed({ mode: ProfitModeSchema })], {
  title: 'ProfitModeSetForm',
  description: 'Either a role to switch to or a mode of the current role',
});
export type ProfitModeSetForm = Static<typeof ProfitModeSetFormSchema>;

/** Usage limits of the user (spec: info/limit returns limit, ocr). */
export const UserLimitSchema = Closed(
  {
    limit: Type.Integer({ minimum: 0, description: 'Batch recognitions allowed per day' }),
    ocr: Type.Integer({ minimum: 0, description: 'Image (OCR) recognitions allowed per day' }),
  },
  { title: 'UserLimit' },
);
export type UserLimit = Static<typeof UserLimitSchema>;

/** Local setting (spec section 3): browser storage under the key `setting`, created only if absent. */
export const LocalSettingSchema = Closed(
  {
    lang: Type.Union([Type.Literal('zh-cn'), Type.Literal('en')], { default: 'zh-cn' }),
    color: Type.String({ pattern: '^#[0-9A-Fa-f]{6}$', default: '#0059FF', description: 'Theme primary colour' }),
  },
  { title: 'LocalSetting' },
);
export type LocalSetting = Static<typeof LocalSettingSchema>;
export const LOCAL_SETTING_KEY = 'setting';
