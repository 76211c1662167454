import { type Static, type TSchema, Type } from '@sinclair/typebox';

/** stat of every response (spec section 3, "Response envelope"). */
export const StatSchema = Type.Object(
  {
    dur: Type.String({ description: 'Handling time in milliseconds, as a string', examples: ['3'] }),
    err: Type.Integer({ description: 'Error code: 0 is success (see the error-code table)', examples: [0] }),
    msg: Type.Optional(Type.String({ description: 'Human-readable message, present on errors' })),
    sec: Type.Integer({ description: "Server's Unix time in seconds", examples: [1763722800] }),
  },
  { $id: 'Stat', additionalProperties: false },
);
export type Stat = Static<typeof StatSchema>;

/** The envelope `{ data, stat }` around any data schema. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ data, stat: StatSchema }, { additionalProperties: false });
export type EnvelopeOf<T> = { data: T; stat: Stat };

/** The envelope of a refused request: data is null. */
export const ErrorEnvelopeSchema = Type.Object(
  { data: Type.Null(), stat: StatSchema },
  { $id: 'ErrorEnvelope', additionalProperties: false },
);
export type ErrorEnvelope = Static<typeof ErrorEnvelopeSchema>;

/** Page request of paged calls (spec section 3): len rows per page, num 1-based page number. */
export const PageRequestSchema = Type.Object(
  {
    len: Type.Integer({ minimum: 1, maximum: 1000, description: 'Rows per page' }),
    num: Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'Page number, 1-based' }),
    sec: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 4_294_967_295,
        description: 'Client Unix seconds of the first page (snapshot marker)',
      }),
    ),
  },
  { $id: 'PageRequest', additionalProperties: false },
);
export type PageRequest = Static<typeof PageRequestSchema>;

/** Page result: all total pages, num current page, row total records, sec snapshot marker. */
export const PageResultSchema = Type.Object(
  {
    all: Type.Integer({ minimum: 0, description: 'Total pages' }),
    num: Type.Integer({ minimum: 1, description: 'Current page number' }),
    row: Type.Integer({ minimum: 0, description: 'Total records' }),
    sec: Type.Integer({ minimum: 0, description: 'Snapshot marker (server Unix seconds)' }),
  },
  { $id: 'PageResult', additionalProperties: false },
);
export type PageResult = Static<typeof PageResultSchema>;

/** "A body without data carries only a timestamp" (spec section 7). */
export const TimestampBodySchema = Type.Object(
  { timestamp: Type.Integer({ minimum: 0, description: 'Client Unix time in milliseconds' }) },
  { additionalProperties: false },
);
export type TimestampBody = Static<typeof TimestampBodySchema>;
