import { ENDPOINTS, type EndpointDef, type EndpointId, Envelope, type Stat } from '@cable/contracts';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { ApiError } from '../api-error';
import { clockOf } from '../clock/clock-of';
import { JSON_CONTENT_TYPE, langOf, statOf } from '../plugins/envelope';
import { checkReferences } from '../plugins/ownership';
import { hiddenPriceFields, withoutHiddenPrices } from '../plugins/price-rights';
import { DOCUMENT_CSP } from '../plugins/security-headers';
import { validateFields } from '../plugins/validation';
import { toUnixSeconds } from '../store/clock';
import { type AnswerKey, dataSerializer, MEMOIZED_READS } from './answer-memo';
import type { FileResult, HandlerContext, HandlerMap, UploadedFile } from './handler';

/** A handler with its endpoint's types erased (any handler fits): the table is walked at run time. */
export type AnyHandler = (ctx: never) => unknown;

/** Contract endpoints that a handler map leaves out (call it with ALL_HANDLERS to check the route files). */
export function missingHandlers(handlers: HandlerMap, endpoints: readonly EndpointDef[] = ENDPOINTS): EndpointDef[] {
  const table = handlers as Record<string, unknown>;
  return endpoints.filter((endpoint) => typeof table[endpoint.id] !== 'function');
}

/** The route schema: validation of the request, serialization of the envelope, and the OpenAPI identity. */
export function routeSchema(endpoint: EndpointDef): FastifySchema {
  const schema: FastifySchema & Record<string, unknown> = {
    operationId: endpoint.id,
    summary: endpoint.summary,
    description: endpoint.description,
    tags: [endpoint.tag],
  };
  if (endpoint.request.kind === 'json') schema.body = endpoint.request.body;
  if (endpoint.request.kind === 'query') schema.querystring = endpoint.request.query;
  // Serializing through the data schema drops any field a handler leaves on a store object that the contract lacks.
  if (endpoint.response.kind === 'envelope') schema.response = { 200: Envelope(endpoint.response.data) };
  return schema;
}

function isReadable(value: unknown): value is NodeJS.ReadableStream {
  return typeof value === 'object' && value !== null && typeof (value as { pipe?: unknown }).pipe === 'function';
}

function isFileResult(value: unknown): value is FileResult {
  if (typeof value !== 'object' || value === null) return false;
  const file = (value as { file?: unknown }).file;
  return (
    typeof (value as { contentType?: unknown }).contentType === 'string' &&
    (typeof file === 'string' || Buffer.isBuffer(file) || isReadable(file))
  );
}

/** RFC 6266: an ASCII fallback plus the UTF-8 name, so Chinese file names survive every browser. */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

async function readUpload(
  request: FastifyRequest,
  fieldsSchema: TSchema,
): Promise<{ fields: unknown; file: UploadedFile }> {
  if (!request.isMultipart()) {
    throw new ApiError('UnsupportedContentType', {
      zh: '此接口需要 multipart/form-data 请求，文件放在名为“file”的字段中',
      en: 'This call takes multipart/form-data with the file in a field named "file"',
    });
  }
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname !== 'file') {
          throw new ApiError('ValidationFailed', {
            zh: `${part.fieldname}：不是已知字段（文件请放在“file”字段中）`,
            en: `${part.fieldname}: is not a known field (send the file as "file")`,
          });
        }
        file = { filename: part.filename, mimetype: part.mimetype, data };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    // The multipart parser's own errors (size and count limits) carry codes the error plugin maps; a broken
    // framing (missing boundary end, truncated part) is the client's malformed body, not a server fault.
    if (error instanceof ApiError || (error as { code?: unknown }).code !== undefined) throw error;
    const detail = (error as Error).message;
    throw new ApiError('ValidationFailed', {
      zh: `multipart 请求体格式错误：${detail}`,
      en: `The multipart body is malformed: ${detail}`,
    });
  }
  if (!file) {
    throw new ApiError('ValidationFailed', {
      zh: 'file：必填（名为“file”的 multipart 文件字段）',
      en: 'file: is required (a multipart file field named "file")',
    });
  }
  return { fields: validateFields(fieldsSchema, fields), file };
}

function sendFile(reply: FastifyReply, endpoint: EndpointDef, result: unknown): FastifyReply {
  if (!isFileResult(result)) {
    throw new Error(`The handler of ${endpoint.id} answered no { file, contentType } for a file endpoint`);
  }
  reply.type(result.contentType);
  // The control API's own pages run their script; every other HTML is a document rendered from user texts.
  if (endpoint.tag !== 'control' && result.contentType.startsWith('text/html')) {
    reply.header('content-security-policy', DOCUMENT_CSP);
  }
  if (result.filename) reply.header('content-disposition', contentDisposition(result.filename));
  return reply.send(result.file);
}

export interface RegisterContext {
  /** Refuse ids the caller does not own before the handler runs (plugins/ownership); default true. */
  checkReferences?: boolean;
  /** Memoize the reads of MEMOIZED_READS, each namespace in its own memo (request.world.memo); default off. */
  memoizeReads?: boolean;
}

/** The envelope around a memoized `data`: its head, and the whole answer for the usual stat of a memo hit. */
export interface MemoizedEnvelope {
  /** `{"data":<data>,"stat":` as UTF-8 bytes. */
  head: Buffer;
  /** head + `{"dur":"0","err":0,"sec":<the moment's second>}}`: what nearly every hit answers, sent as it is. */
  instant: Buffer;
}

function memoKeyOf(request: FastifyRequest, endpoint: EndpointDef): AnswerKey {
  return {
    endpoint: endpoint.id,
    userId: request.session!.user.id,
    lang: langOf(request),
    body: request.rawBody?.toString('utf8') ?? '',
  };
}

function statBytes(stat: Stat): Buffer {
  return Buffer.from(`${JSON.stringify(stat)}}`, 'utf8');
}

/**
 * The finished answer of a memoized read: the instant envelope when this request's stat is the usual one (answered
 * within the millisecond, in the moment's second), else the head with this request's stat.
 */
function answerFrom(request: FastifyRequest, reply: FastifyReply, envelope: MemoizedEnvelope, second: number): Buffer {
  const stat = statOf(request, 0);
  reply.type(JSON_CONTENT_TYPE);
  if (stat.dur === '0' && stat.sec === second) return envelope.instant;
  const tail = statBytes(stat);
  return Buffer.concat([envelope.head, tail], envelope.head.length + tail.length);
}

/**
 * The memo's answer to a read (same user, language and body bytes, at the same state version and second), or
 * undefined when the handler must run. Synchronous: a hit is sent without a promise or a serializer.
 */
function memoHit(request: FastifyRequest, reply: FastifyReply, endpoint: EndpointDef) {
  const { memo, repos } = request.world;
  if (!memo) return undefined;
  repos.store.settleDue();
  const moment = { version: repos.store.stateVersion, second: toUnixSeconds(clockOf(request).now()) };
  const envelope = memo.get(memoKeyOf(request, endpoint), moment);
  return envelope ? answerFrom(request, reply, envelope, moment.second) : undefined;
}

/**
 * A memoized read the memo could not answer: the handler's answer, filtered for the user's price rights and serialized
 * as the route's serializer would, kept as envelope bytes (unless the handler changed the state) and sent.
 */
async function memoizedEnvelope(
  request: FastifyRequest,
  reply: FastifyReply,
  endpoint: EndpointDef,
  serializeData: (data: unknown) => string,
  run: () => unknown,
): Promise<Buffer> {
  const { memo, repos } = request.world;
  const moment = { version: repos.store.stateVersion, second: toUnixSeconds(clockOf(request).now()) };
  const result = await run();
  const data = serializeData(withoutHiddenPrices(result, hiddenPriceFields(request.session)));
  const head = Buffer.from(`{"data":${data},"stat":`, 'utf8');
  const instantStat = statBytes({ dur: '0', err: 0, sec: moment.second });
  const envelope = { head, instant: Buffer.concat([head, instantStat], head.length + instantStat.length) };
  // A handler that changed the state answered for a version that is gone: nothing to keep.
  if (memo && repos.store.stateVersion === moment.version) memo.set(memoKeyOf(request, endpoint), moment, envelope);
  return answerFrom(request, reply, envelope, moment.second);
}

/** One route for the endpoint: guards run in the hooks (protocol, session, modules), the handler gets a typed context. */
export function registerEndpoint(
  app: FastifyInstance,
  endpoint: EndpointDef,
  handler: AnyHandler | undefined,
  context: RegisterContext,
): void {
  const methods = app.knownPaths.get(endpoint.path) ?? new Set<string>();
  methods.add(endpoint.method);
  if (endpoint.method === 'GET') methods.add('HEAD');
  app.knownPaths.set(endpoint.path, methods);
  const memoized = MEMOIZED_READS.has(endpoint.id) && endpoint.response.kind === 'envelope' && context.memoizeReads;
  const serializeData = memoized ? dataSerializer(endpoint) : undefined;

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!handler) {
      throw new ApiError(
        'RouteNotFound',
        `${endpoint.method} ${endpoint.path} (${endpoint.id}) is in the contract but not implemented in the mock yet`,
      );
    }
    let body: unknown = request.body;
    let file: UploadedFile | undefined;
    if (endpoint.request.kind === 'multipart') {
      const upload = await readUpload(request, endpoint.request.fields);
      body = upload.fields;
      file = upload.file;
    }
    if (context.checkReferences !== false) {
      checkReferences(
        request.world.repos,
        endpoint,
        endpoint.request.kind === 'query' ? request.query : body,
        request.session?.user.id ?? null,
      );
    }
    const ctx = {
      body: endpoint.request.kind === 'json' || endpoint.request.kind === 'multipart' ? body : undefined,
      query: endpoint.request.kind === 'query' ? request.query : undefined,
      file,
      session: request.session,
      repos: request.world.repos,
      world: request.world,
      clock: clockOf(request),
      log: request.log,
      endpoint,
      request,
    } as HandlerContext<EndpointId>;
    if (serializeData && request.session) {
      return memoizedEnvelope(request, reply, endpoint, serializeData, () => handler(ctx as never));
    }
    const result = await handler(ctx as never);
    if (endpoint.response.kind === 'file') return sendFile(reply, endpoint, result);
    return { data: result, stat: statOf(request, 0) };
  };

  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: routeSchema(endpoint),
    config: { endpoint },
    // Not async: a memo hit answers its Buffer at once; everything else goes through the async answer.
    handler: (request, reply) =>
      (serializeData && request.session && handler && memoHit(request, reply, endpoint)) || answer(request, reply),
  });
}

/** Every endpoint of the table gets a route; one without a handler answers 1030 until a route file provides it. */
export function registerEndpoints(
  app: FastifyInstance,
  endpoints: readonly EndpointDef[],
  handlers: HandlerMap,
  context: RegisterContext,
): void {
  const table = handlers as Record<string, AnyHandler | undefined>;
  for (const endpoint of endpoints) registerEndpoint(app, endpoint, table[endpoint.id], context);
}
