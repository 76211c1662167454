import type { EndpointDef, EndpointId } from '@cable/contracts';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { TSchema } from '@sinclair/typebox';

/**
 * Reads whose answer is a function of the user, the language, the request body, the state and the current second
 * (a first page answers the server's second as its snapshot marker) and nothing else: no randomness, no counters, no
 * state change. The catalogue reads are the calls the app repeats most (every keystroke of a search, every page).
 */
export const MEMOIZED_READS: ReadonlySet<string> = new Set<EndpointId>([
  'cableCataList',
  'cableInfoList',
  'cableInfoDetail',
  'cableInfoPrice',
]);

/** What an answer depends on besides the state and the time. */
export interface AnswerKey {
  endpoint: string;
  userId: string;
  lang: string;
  /** The exact body bytes as text: the same bytes ask the same question. */
  body: string;
}

/** The moment an answer was made for: the state's version and the Unix second. */
export interface AnswerMoment {
  version: number;
  second: number;
}

/** Answers kept per moment at most; a burst of distinct questions cannot grow the memo without bound. */
export const MEMO_LIMIT = 2000;

/**
 * The answers of memoized reads for one moment (the routes keep envelope bytes: http/register's MemoizedEnvelope).
 * A new state version or a new second empties it, so an answer is never served for a state or a second it was not
 * made for; a change of the state moves its version (store.mutate).
 */
export class AnswerMemo<Answer> {
  private moment: AnswerMoment = { version: -1, second: -1 };
  private readonly answers = new Map<string, Answer>();

  constructor(private readonly limit = MEMO_LIMIT) {}

  private static keyOf(key: AnswerKey): string {
    return `${key.endpoint}\n${key.userId}\n${key.lang}\n${key.body}`;
  }

  private enter(moment: AnswerMoment): void {
    if (moment.version === this.moment.version && moment.second === this.moment.second) return;
    this.answers.clear();
    this.moment = { ...moment };
  }

  get(key: AnswerKey, moment: AnswerMoment): Answer | undefined {
    this.enter(moment);
    return this.answers.get(AnswerMemo.keyOf(key));
  }

  set(key: AnswerKey, moment: AnswerMoment, answer: Answer): void {
    this.enter(moment);
    if (this.answers.size >= this.limit) this.answers.clear();
    this.answers.set(AnswerMemo.keyOf(key), answer);
  }

  get size(): number {
    return this.answers.size;
  }
}

/**
 * The serializer of an endpoint's `data` alone (fast-json-stringify, like the routes' own): fields the contract lacks
 * are dropped, exactly as in a serialized envelope. Compiled on first use.
 */
export function dataSerializer(endpoint: EndpointDef): (data: unknown) => string {
  if (endpoint.response.kind !== 'envelope') throw new Error(`${endpoint.id} answers a file, not an envelope`);
  const schema: TSchema = endpoint.response.data;
  let serialize: ((data: unknown) => string) | undefined;
  return (data) => {
    serialize ??= SerializerSelector()({}, {})({
      schema,
      method: endpoint.method,
      url: endpoint.path,
      httpStatus: '200',
    }) as (data: unknown) => string;
    return serialize(data);
  };
}
