import { type Static, Type } from '@sinclair/typebox';
import { Closed, GroupSchema, IdSchema, PriceModeSchema, UnitModeSchema, UnixSecondsSchema } from './common';
import { QuotationNumberSchema, SheetFreightSchema } from './inventory';

/**
 * Query parameters of the six document previews (spec section 7). Previews open in a new window,
 * so the session token travels as the `token` parameter instead of a header.
 */
const token = Type.String({ minLength: 1, maxLength: 256, description: 'Session token' });
const tmpl = IdSchema;
const corp = IdSchema;
const demander = IdSchema;
const short = (description: string, maxLength = 64) => Type.String({ maxLength, description });
const flag = (description: string) => Type.Integer({ minimum: 0, maximum: 1, description });
/** Our additions: the quote's number (from rno/generate) and the freight typed on its sheet, as its Excel gets them. */
const rno = Type.Optional(QuotationNumberSchema);
const fee = Type.Optional(SheetFreightSchema);

export const ContractPreviewQuerySchema = Closed(
  {
    demander,
    mode: PriceModeSchema,
    tmpl,
    token,
    memo1: Type.Optional(short('Contract remark', 256)),
    corp,
    name: Type.Optional(short('Seller contact name')),
    mobile: Type.Optional(short('Seller contact mobile', 32)),
    unit: UnitModeSchema,
    history: Type.Optional(IdSchema),
    group: Type.Optional(GroupSchema),
    rno,
    fee,
  },
  { title: 'ContractPreviewQuery' },
);

export const TablePreviewQuerySchema = Closed(
  {
    demander,
    mode: PriceModeSchema,
    page: Type.Optional(Type.Integer({ minimum: 1, description: 'Rows per printed page' })),
    memo: Type.Optional(short('Remark', 256)),
    tmpl,
    token,
    corp,
    name: Type.Optional(short('Seller contact name')),
    mobile: Type.Optional(short('Seller contact mobile', 32)),
    f_rno: Type.Optional(flag('1 prints the quotation number')),
    f_isquote: Type.Optional(flag('1 prints prices')),
    unit: UnitModeSchema,
    history: Type.Optional(IdSchema),
    group: Type.Optional(GroupSchema),
    rno,
    fee,
  },
  { title: 'TablePreviewQuery' },
);

export const ReportPreviewQuerySchema = Closed(
  {
    corp,
    tmpl,
    token,
    id: IdSchema,
    name: Type.Optional(short('Inspector name')),
    auditer: Type.Optional(short('Auditor name')),
  },
  { title: 'ReportPreviewQuery', description: 'id is the cable whose inspection report is shown' },
);

/** outbill/preview and cert/preview share their parameters (spec section 7). */
export const DeliveryPreviewQuerySchema = Closed(
  {
    token,
    corp,
    demander,
    tmpl,
    f_rno: Type.Optional(flag('1 prints the quotation number')),
    f_isquote: Type.Optional(flag('1 prints prices')),
    f_unit: Type.Optional(flag('1 prints the unit column')),
    f_address: Type.Optional(flag('1 prints the delivery address')),
    f_tips: Type.Optional(flag('1 prints the tips')),
    f_handler: Type.Optional(flag('1 prints the handler')),
    f_time: Type.Optional(flag('1 prints the date')),
    history: Type.Optional(IdSchema),
    group: Type.Optional(GroupSchema),
    rno,
    fee,
    mode: Type.Optional(PriceModeSchema),
    unit: Type.Optional(UnitModeSchema),
  },
  {
    title: 'DeliveryPreviewQuery',
    description:
      'Our additions: history or group selects the items; rno and fee as in the sheet’s Excel; mode and unit of the printed prices and quantities (default: a record’s own, else the user’s settings)',
  },
);

/** authorization/preview: "parameters not shown" in the spec; this is our design. */
export const AuthorizationPreviewQuerySchema = Closed(
  {
    token,
    corp,
    demander,
    tmpl,
    name: Type.Optional(short('Authorised person')),
    project: Type.Optional(short('Project the authorisation is for', 256)),
    f_time: Type.Optional(flag('1 prints the date')),
  },
  { title: 'AuthorizationPreviewQuery' },
);

export type ContractPreviewQuery = Static<typeof ContractPreviewQuerySchema>;
export type TablePreviewQuery = Static<typeof TablePreviewQuerySchema>;
export type ReportPreviewQuery = Static<typeof ReportPreviewQuerySchema>;
export type DeliveryPreviewQuery = Static<typeof DeliveryPreviewQuerySchema>;
export type AuthorizationPreviewQuery = Static<typeof AuthorizationPreviewQuerySchema>;

/** Document types: 1 company credentials, 2 test report, 3 common quotation sheet. */
export const DocumentTypeSchema = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], {
  title: 'DocumentType',
  description: '1 company credentials, 2 test report, 3 common quotation sheet',
});
export type DocumentType = Static<typeof DocumentTypeSchema>;

/** Document (spec section 3). */
export const DocumentSchema = Closed(
  {
    id: IdSchema,
    title: Type.String({ minLength: 1, maxLength: 128 }),
    addr: Type.String({ maxLength: 2048, description: 'File URL' }),
    cata: Type.String({ maxLength: 64, description: 'Category code' }),
    ext: Type.String({ maxLength: 16, description: 'File extension, e.g. pdf' }),
    size: Type.Integer({ minimum: 0, description: 'Bytes' }),
    publish: UnixSecondsSchema,
    sort: Type.Integer(),
    top: Type.Boolean(),
    type: DocumentTypeSchema,
    visit: Type.Integer({ minimum: 0 }),
  },
  { title: 'Document' },
);
export type CmsDocument = Static<typeof DocumentSchema>;
