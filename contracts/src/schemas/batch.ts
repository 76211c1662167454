import { type Static, Type } from '@sinclair/typebox';
import type { ColumnRole } from '../inquiry/columns';
import { REVIEW_REASONS, ROW_STATUSES } from '../inquiry/reasons';
import { SURE_READING } from '../inquiry/rows';
import { CableInfoSchema } from './cables';
import { Closed, IdSchema } from './common';

/** Why a row needs a person's look (stable codes; our design). */
export const ReviewReasonSchema = Type.Union(
  REVIEW_REASONS.map((reason) => Type.Literal(reason)),
  {
    title: 'ReviewReason',
    description:
      "unit-unknown: the unit is not a length; drum-length-missing: drums or coils without a length; quantity-missing; quantity-ambiguous: two quantities, or a number that reads two ways (2.500 米: 2.5 m or 2,500 m); spec-unreadable: no count × area; model-unknown: no catalogue model; model-uncertain: close to a catalogue model (typo, misread letter), shown as a suggestion; voltage-ambiguous: several voltages fit or the one written is not made; not-in-catalogue: the model is not made with this structure; text-unclear: read from a picture with low confidence, check it; line-cancelled: the list marks the line closed or cancelled; spec-ambiguous: two structures are written for the row (X or Y); note-changes-row: a note on the list changes the row, or the row points to one (见注1); row-hidden: the customer's sheet hides the row (filtered out or hidden by hand)",
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
    section: Type.Optional(
      Type.String({
        maxLength: 32,
        description:
          "The voltage the section heading above the row names (一、10kV电缆), when the row states none: it chooses among the cable's voltages",
      }),
    ),
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

/** The columns whose recognised cells are checked for confidence (a cell naming the cable or the amount). */
const CHECKED_ROLES = Object.keys(SURE_READING) as ColumnRole[];

/**
 * A cell of a picture or scanned page that was read with low confidence (why a row is text-unclear), with where it is
 * so the client can show that part of its own picture beside the text read: a box, not the image itself, keeps the
 * answer small (our design).
 */
export const UnclearCellSchema = Closed(
  {
    column: Type.Union(
      CHECKED_ROLES.map((role) => Type.Literal(role)),
      {
        description:
          'What the cell says: model, spec, modelSpec (model and spec), voltage, quantity, unit or runs (how many lengths of the row)',
      },
    ),
    text: Type.String({
      maxLength: 256,
      description: 'The cell as read; empty when nothing was read where the column has text in nearly every row',
    }),
    confidence: Type.Number({ minimum: 0, maximum: 1, description: "The least sure character's probability" }),
    page: Type.Integer({ minimum: 1, description: 'Page of a scanned PDF; 1 for an image' }),
    box: Closed(
      {
        x: Type.Integer({ minimum: 0 }),
        y: Type.Integer({ minimum: 0 }),
        width: Type.Integer({ minimum: 1 }),
        height: Type.Integer({ minimum: 1 }),
      },
      {
        title: 'CellBox',
        description:
          "Where the cell is: pixels of the uploaded image, or units of the PDF page, as uploaded (before any turn); the row's whole line when the cell was read empty",
      },
    ),
    rotation: Type.Union([Type.Literal(0), Type.Literal(90), Type.Literal(180), Type.Literal(270)], {
      description: 'Quarter turns clockwise that show the picture (and the cell) upright',
    }),
  },
  { title: 'UnclearCell' },
);
export type UnclearCell = Static<typeof UnclearCellSchema>;

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
    unclear: Type.Optional(
      Type.Array(UnclearCellSchema, {
        maxItems: 8,
        description: 'The cells read with low confidence, when the reasons include text-unclear (images, scanned PDFs)',
      }),
    ),
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
