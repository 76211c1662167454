import { type Static, Type } from '@sinclair/typebox';
import { REVIEW_REASONS, ROW_STATUSES } from '../inquiry/reasons';
import { CableInfoSchema } from './cables';
import { Closed, IdSchema } from './common';

/** Why a row needs a person's look (stable codes; our design). */
export const ReviewReasonSchema = Type.Union(
  REVIEW_REASONS.map((reason) => Type.Literal(reason)),
  {
    title: 'ReviewReason',
    description:
      'unit-unknown: the unit is not a length; drum-length-missing: drums or coils without a length; quantity-missing; quantity-ambiguous: two quantities; spec-unreadable: no count × area; model-unknown: no catalogue model; model-uncertain: close to a catalogue model (typo, misread letter), shown as a suggestion; voltage-ambiguous: several voltages fit or the one written is not made; not-in-catalogue: the model is not made with this structure; text-unclear: read from a picture with low confidence, check it',
  },
);

/** matched: one cable and the metres are certain; review: a person must look; unmatched: nothing found. */
export const RowStatusSchema = Type.Union(
  ROW_STATUSES.map((status) => Type.Literal(status)),
  {
    title: 'RowStatus',
    description:
      'matched: one catalogue cable and the metres are certain; review: see reasons; unmatched: no cable found',
  },
);

const MetresSchema = Type.Number({ minimum: 0, description: 'Quantity in metres; absent when it cannot be known' });

/**
 * Keywords parsed from one row of a batch (spec section 3). The quantity fields are our addition: a client that read
 * the row itself (pasted text) sends them so the answer can tell the row's state.
 */
export const BatchKeywordsSchema = Closed(
  {
    index: Type.Integer({ minimum: 0, description: 'Row index in the source' }),
    name: Type.String({ maxLength: 128 }),
    scope: Type.String({ maxLength: 32 }),
    model: Type.String({ maxLength: 32 }),
    prop: Type.String({ maxLength: 32 }),
    spec: Type.String({ maxLength: 64 }),
    count: Type.Optional(Type.String({ maxLength: 16, description: 'Quantity as written' })),
    unit: Type.Optional(Type.String({ maxLength: 16, description: 'Unit as written, e.g. 米, km, 盘' })),
    metres: Type.Optional(MetresSchema),
    reasons: Type.Optional(
      Type.Array(ReviewReasonSchema, { maxItems: 10, description: 'What reading the row found uncertain' }),
    ),
  },
  { title: 'BatchKeywords' },
);
export type BatchKeywords = Static<typeof BatchKeywordsSchema>;

export const BatchResultSchema = Closed(
  {
    index: Type.Integer({ minimum: 0 }),
    infos: Type.Array(CableInfoSchema, { description: 'The chosen cable first; suggestions when status is review' }),
    status: RowStatusSchema,
    reasons: Type.Array(ReviewReasonSchema, { description: 'Empty when matched' }),
    metres: Type.Optional(MetresSchema),
  },
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
    line: Type.Optional(
      Type.Integer({ minimum: 1, description: 'Sheet row, text line, or PDF line in reading order (1-based)' }),
    ),
    count: Type.Optional(Type.String({ maxLength: 16, description: 'Quantity read from the row, as written' })),
    unit: Type.Optional(
      Type.String({ maxLength: 16, description: 'Unit read from the row as written, e.g. 米, km, 盘' }),
    ),
    metres: Type.Optional(MetresSchema),
    status: RowStatusSchema,
    reasons: Type.Array(ReviewReasonSchema, { description: 'Empty when matched' }),
    infos: Type.Array(CableInfoSchema, {
      description: 'The chosen cable first (matched), suggestions (review), or none (unmatched)',
    }),
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
