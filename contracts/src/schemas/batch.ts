import { type Static, Type } from '@sinclair/typebox';
import { CableInfoSchema } from './cables';
import { Closed, IdSchema } from './common';

/** Keywords parsed from one row of a batch (spec section 3). */
export const BatchKeywordsSchema = Closed(
  {
    index: Type.Integer({ minimum: 0, description: 'Row index in the source' }),
    name: Type.String({ maxLength: 128 }),
    scope: Type.String({ maxLength: 32 }),
    model: Type.String({ maxLength: 32 }),
    prop: Type.String({ maxLength: 32 }),
    spec: Type.String({ maxLength: 64 }),
  },
  { title: 'BatchKeywords' },
);
export type BatchKeywords = Static<typeof BatchKeywordsSchema>;

export const BatchResultSchema = Closed(
  { index: Type.Integer({ minimum: 0 }), infos: Type.Array(CableInfoSchema) },
  { title: 'BatchResult' },
);
export type BatchResult = Static<typeof BatchResultSchema>;

export const BatchQueryResultSchema = Closed(
  {
    cables: Type.Array(CableInfoSchema, { description: 'Every distinct cable matched' }),
    keywords: Type.Array(BatchKeywordsSchema),
    results: Type.Array(BatchResultSchema),
  },
  { title: 'BatchQueryResult' },
);
export type BatchQueryResult = Static<typeof BatchQueryResultSchema>;

export const BatchUploadKindSchema = Type.Union(
  [Type.Literal('sheet'), Type.Literal('image'), Type.Literal('pdf'), Type.Literal('text')],
  { title: 'BatchUploadKind', description: 'Excel quotation sheet, image (OCR), PDF or plain text' },
);
export type BatchUploadKind = Static<typeof BatchUploadKindSchema>;

/** One recognised row of an uploaded file (our design; the spec only says "file"). */
export const BatchRowSchema = Closed(
  {
    index: Type.Integer({ minimum: 0 }),
    raw: Type.String({ maxLength: 1024, description: 'Text of the row as read from the file' }),
    keywords: BatchKeywordsSchema,
    count: Type.Optional(Type.String({ maxLength: 16, description: 'Quantity read from the row' })),
    unit: Type.Optional(Type.String({ maxLength: 16, description: 'Unit read from the row, e.g. 米' })),
    infos: Type.Array(CableInfoSchema, { description: 'Matching cables; empty when unmatched' }),
  },
  { title: 'BatchRow' },
);
export type BatchRow = Static<typeof BatchRowSchema>;

export const BatchUploadResultSchema = Closed(
  {
    kind: BatchUploadKindSchema,
    results: Type.Array(BatchRowSchema),
    keywords: Type.Array(BatchKeywordsSchema),
    unmatched: Type.Array(Type.Integer({ minimum: 0 }), { description: 'Indexes of rows without a match' }),
  },
  { title: 'BatchUploadResult' },
);
export type BatchUploadResult = Static<typeof BatchUploadResultSchema>;

/** Batch rule (spec section 3): a cable and the texts that should match it. */
export const BatchRuleSchema = Closed(
  {
    cable: IdSchema,
    matches: Type.Array(Type.String({ minLength: 1, maxLength: 128 }), {
      maxItems: 50,
      description: 'Texts that mean this cable; saved empty, the rule of this cable is deleted',
    }),
  },
  { title: 'BatchRule' },
);
export type BatchRule = Static<typeof BatchRuleSchema>;

export const UsageCounterSchema = Closed(
  { used: Type.Integer({ minimum: 0 }), limit: Type.Integer({ minimum: 0 }) },
  { title: 'UsageCounter' },
);
export type UsageCounter = Static<typeof UsageCounterSchema>;

export const BatchUsageSchema = Closed(
  {
    used: Type.Integer({ minimum: 0, description: 'Recognitions used today' }),
    limit: Type.Integer({ minimum: 0, description: 'Recognitions allowed per day' }),
    ocr: UsageCounterSchema,
  },
  { title: 'BatchUsage' },
);
export type BatchUsage = Static<typeof BatchUsageSchema>;

/** Sample quotation row (spec section 3: index, type, specs, price), the rows of the sample sheet. */
export const SampleQuotationRowSchema = Closed(
  {
    index: Type.Integer({ minimum: 1 }),
    type: Type.String({ maxLength: 32, description: 'Model' }),
    specs: Type.String({ maxLength: 64 }),
    price: Type.Number({ minimum: 0 }),
  },
  { title: 'SampleQuotationRow' },
);
export type SampleQuotationRow = Static<typeof SampleQuotationRowSchema>;
