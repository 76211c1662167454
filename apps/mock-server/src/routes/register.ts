import { ENDPOINTS, type EndpointDef, type EndpointId, Envelope } from '@cable/contracts';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { JSON_CONTENT_TYPE, langOf, statOf } from '../plugins/envelope';
import { hiddenPriceFields, withoutHiddenPrices } from '../plugins/price-rights';
import { validateFields } from '../plugins/validation';
import { toUnixSeconds } from '../store/clock';
import { type AnswerMemo, dataSerializer, MEMOIZED_READS } from './answer-memo';
import {
  ApiError,
  type FileResult,
  type HandlerContext,
  type HandlerMap,
  type Store,
  type UploadedFile,
} from './handler';
import { refusal } from './localized';

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
  const lang = langOf(request);
  if (!request.isMultipart()) {
    throw refusal(
      'UnsupportedContentType',
      lang,
      '此接口需要 multipart/form-data 请求，文件放在名为“file”的字段中',
      'This call takes multipart/form-data with the file in a field named "file"',
    );
  }
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname !== 'file') {
          throw refusal(
            'ValidationFailed',
            lang,
            `${part.fieldname}：不是已知字段（文件请放在“file”字段中）`,
            `${part.fieldname}: is not a known field (send the file as "file")`,
          );
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
    throw refusal(
      'ValidationFailed',
      lang,
      `multipart 请求体格式错误：${detail}`,
      `The multipart body is malformed: ${detail}`,
    );
  }
  if (!file) {
    throw refusal(
      'ValidationFailed',
      lang,
      'file：必填（名为“file”的 multipart 文件字段）',
      'file: is required (a multipart file field named "file")',
    );
  }
  return { fields: validateFields(fieldsSchema, fields), file };
}

function sendFile(reply: FastifyReply, endpoint: EndpointDef, result: unknown): FastifyReply {
  if (!isFileResult(result)) {
    throw new Error(`The handler of ${endpoint.id} answered no { file, contentType } for a file endpoint`);
  }
  reply.type(result.contentType);
  if (result.filename) reply.header('content-disposition', contentDisposition(result.filename));
  return reply.send(result.file);
}

export interface RegisterContext {
  store: Store;
  /** Where memoized reads keep their answers; without it every read runs its handler. */
  memo?: AnswerMemo;
}

/**
 * A memoized read: the envelope's head (`{"data":<data>,"stat":`) as UTF-8 bytes, made for an identical request (same
 * user, language and body bytes) at the same state version and second, or built from the handler's answer, filtered
 * for the user's price rights and serialized as the route's serializer would. Sent as one finished Buffer with this
 * request's stat: Fastify neither serializes it again nor measures and encodes a 5 KB string per request.
 */
async function memoizedEnvelope(
  request: FastifyRequest,
  reply: FastifyReply,
  endpoint: EndpointDef,
  memo: AnswerMemo,
  serializeData: (data: unknown) => string,
  run: () => unknown,
  context: RegisterContext,
): Promise<Buffer> {
  const { store } = context;
  const clock = request.server.clock;
  const session = request.session!;
  store.settleDue();
  const moment = { version: store.stateVersion, second: toUnixSeconds(clock.now()) };
  const key = {
    endpoint: endpoint.id,
    userId: session.user.id,
    lang: langOf(request),
    body: request.rawBody?.toString('utf8') ?? '',
  };
  let head = memo.get(key, moment);
  if (head === undefined) {
    const result = await run();
    const data = serializeData(withoutHiddenPrices(result, hiddenPriceFields(session)));
    head = Buffer.from(`{"data":${data},"stat":`, 'utf8');
    // A handler that changed the state answered for a version that is gone: nothing to keep.
    if (store.stateVersion === moment.version) memo.set(key, moment, head);
  }
  reply.type(JSON_CONTENT_TYPE);
  const tail = Buffer.from(`${JSON.stringify(statOf(request, clock, 0))}}`, 'utf8');
  return Buffer.concat([head, tail], head.length + tail.length);
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
  const memo = MEMOIZED_READS.has(endpoint.id) && endpoint.response.kind === 'envelope' ? context.memo : undefined;
  const serializeData = memo ? dataSerializer(endpoint) : undefined;

  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: routeSchema(endpoint),
    config: { endpoint },
    handler: async (request, reply) => {
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
      const ctx = {
        body: endpoint.request.kind === 'json' || endpoint.request.kind === 'multipart' ? body : undefined,
        query: endpoint.request.kind === 'query' ? request.query : undefined,
        file,
        session: request.session,
        store: context.store,
        clock: app.clock,
        lang: langOf(request),
        log: request.log,
        endpoint,
        request,
      } as HandlerContext<EndpointId>;
      if (memo && serializeData && request.session) {
        return memoizedEnvelope(request, reply, endpoint, memo, serializeData, () => handler(ctx as never), context);
      }
      const result = await handler(ctx as never);
      if (endpoint.response.kind === 'file') return sendFile(reply, endpoint, result);
      return { data: result, stat: statOf(request, app.clock, 0) };
    },
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
