import { type Static, Type } from '@sinclair/typebox';
import { CableApprovalParamsSchema } from './approval';
import { Closed, IdSchema, PriceSchema } from './common';

/** Cable info (spec section 3); `scope` is the voltage level, price follows the user's price rights. */
export const CableInfoSchema = Closed(
  {
    id: IdSchema,
    model: Type.String({ minLength: 1, maxLength: 32, description: 'Model, e.g. YJV22' }),
    price: PriceSchema,
    prop: Type.String({ maxLength: 32, description: 'Property, e.g. 阻燃' }),
    scope: Type.String({ maxLength: 32, description: 'Voltage level, e.g. 0.6/1kV' }),
    spec: Type.String({ minLength: 1, maxLength: 64, description: 'Specification, e.g. 3×95+1×50' }),
    sort: Type.Integer(),
    new: Type.Boolean({ description: 'A model added recently / a repriced version' }),
    name: Type.String({ maxLength: 128 }),
    type: Type.Integer({ minimum: 0, description: 'Cable type (values not shown in the spec)' }),
    code: Type.Optional(Type.String({ maxLength: 64 })),
    main: Type.Optional(Type.String({ maxLength: 64, description: 'Main conductor structure, e.g. 3×95' })),
    ground: Type.Optional(Type.String({ maxLength: 64, description: 'Ground conductor structure, e.g. 1×50' })),
  },
  { title: 'CableInfo' },
);
export type CableInfo = Static<typeof CableInfoSchema>;

export const CableModelStructsSchema = Closed(
  { key: Type.String({ maxLength: 32 }), structs: Type.Array(Type.String({ maxLength: 64 })) },
  { title: 'CableModelStructs' },
);
export type CableModelStructs = Static<typeof CableModelStructsSchema>;

export const CableCataPropSchema = Closed(
  { key: Type.String({ maxLength: 32 }), models: Type.Array(CableModelStructsSchema) },
  { title: 'CableCataProp' },
);
export type CableCataProp = Static<typeof CableCataPropSchema>;

/** Cable catalogue (spec section 3): mode 0 is unconfigured (base price applies); mode 1 hides sort. */
export const CableCataSchema = Closed(
  {
    abbr: Type.String({ maxLength: 16 }),
    code: Type.String({ maxLength: 32 }),
    id: IdSchema,
    mode: Type.Integer({ minimum: 0 }),
    name: Type.String({ minLength: 1, maxLength: 64 }),
    props: Type.Array(CableCataPropSchema),
    sort: Type.Integer(),
  },
  { title: 'CableCata' },
);
export type CableCata = Static<typeof CableCataSchema>;

export const CataSourceSchema = Type.Union([Type.Literal(1), Type.Literal(2)], {
  title: 'CataSource',
  description: '1 mini-program, 2 quotation client',
});
export type CataSource = Static<typeof CataSourceSchema>;

/** Inspection report (spec section 3): reports [{id, result (strings)}] of a cable id. */
export const InspectionReportSchema = Closed(
  { id: IdSchema, result: Type.Array(Type.String({ maxLength: 256 }), { maxItems: 100 }) },
  { title: 'InspectionReport' },
);
export type InspectionReport = Static<typeof InspectionReportSchema>;

export const InspectionReportFormSchema = Closed(
  { reports: Type.Array(InspectionReportSchema, { maxItems: 100 }), id: IdSchema },
  { title: 'InspectionReportForm' },
);
export type InspectionReportForm = Static<typeof InspectionReportFormSchema>;

export const CableDetailSchema = Closed(
  {
    ...CableInfoSchema.properties,
    reports: Type.Array(InspectionReportSchema),
    params: Type.Optional(CableApprovalParamsSchema),
  },
  { title: 'CableDetail' },
);
export type CableDetail = Static<typeof CableDetailSchema>;

export const CablePriceSchema = Closed(
  { id: IdSchema, new: Type.Boolean(), price: PriceSchema },
  { title: 'CablePrice' },
);
export type CablePrice = Static<typeof CablePriceSchema>;
