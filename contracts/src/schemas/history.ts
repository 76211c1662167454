import { type Static, Type } from '@sinclair/typebox';
import { Closed, GroupSchema, IdSchema, PriceModeSchema, UnitModeSchema, UnixSecondsSchema } from './common';

/** History record (spec section 3). */
export const HistoryRecordSchema = Closed(
  {
    id: IdSchema,
    count: Type.Integer({ minimum: 0, description: 'Items on the quotation' }),
    demander: Type.String({ maxLength: 256, description: 'Customer name' }),
    memo: Type.String({ maxLength: 256 }),
    mode: PriceModeSchema,
    time: UnixSecondsSchema,
    total: Type.Number({ minimum: 0, description: 'Total amount, yuan' }),
    user: Type.String({ maxLength: 64, description: 'Name of the user who saved it' }),
    weight: Type.Number({ minimum: 0, description: 'kg' }),
    unit: UnitModeSchema,
  },
  { title: 'HistoryRecord' },
);
export type HistoryRecord = Static<typeof HistoryRecordSchema>;

export const HistoryListCondSchema = Closed(
  {
    begin: Type.Optional(UnixSecondsSchema),
    close: Type.Optional(UnixSecondsSchema),
    keyword: Type.Optional(Type.String({ maxLength: 64, description: 'Matches customer name or memo' })),
  },
  { title: 'HistoryListCond' },
);
export type HistoryListCond = Static<typeof HistoryListCondSchema>;

export const HistoryRecalcFormSchema = Closed(
  { id: IdSchema, group: GroupSchema },
  { title: 'HistoryRecalcForm', description: 'Reprice a history quotation at today’s prices into a group' },
);
export type HistoryRecalcForm = Static<typeof HistoryRecalcFormSchema>;
