import { Kind, type TSchema } from '@sinclair/typebox';
import { CONTROL_ENDPOINTS } from '../src/control-endpoints';
import type { EndpointDef, EndpointTag } from '../src/endpoint';
import { ENDPOINTS } from '../src/endpoints';
import { ErrorEnvelopeSchema, StatSchema, TimestampBodySchema } from '../src/envelope';
import { ERROR_CODES } from '../src/errors';
import {
  GUEST_SECRET,
  GUEST_TOKEN,
  HEADER,
  MAX_BODY_BYTES,
  NONCE_LENGTH,
  PROTOCOL_VERSION,
  REQUEST_ID_LENGTH,
  TIME_WINDOW_MS,
} from '../src/protocol';
import * as approvalSchemas from '../src/schemas/approval';
import * as batchSchemas from '../src/schemas/batch';
import * as cableSchemas from '../src/schemas/cables';
import * as commonSchemas from '../src/schemas/common';
import * as configSchemas from '../src/schemas/config';
import * as contentSchemas from '../src/schemas/content';
import * as customerSchemas from '../src/schemas/customers';
import * as documentSchemas from '../src/schemas/documents';
import * as historySchemas from '../src/schemas/history';
import * as inventorySchemas from '../src/schemas/inventory';
import * as sessionSchemas from '../src/schemas/session';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export const API_TITLE = 'Cable quotation API';

/** Every endpoint table the document covers: the product's calls, then the mock server's control API. */
export const ENDPOINT_TABLES: readonly (readonly EndpointDef[])[] = [ENDPOINTS, CONTROL_ENDPOINTS];

const isTypeBoxSchema = (value: unknown): value is TSchema =>
  typeof value === 'object' && value !== null && Kind in value;

/**
 * Every named entity schema of the spec (section 3), listed in components.schemas even when no
 * call carries it directly (the local setting, the document record), so the document is the whole
 * catalogue of the contract's types.
 */
export const ENTITY_SCHEMAS: readonly TSchema[] = [
  approvalSchemas,
  batchSchemas,
  cableSchemas,
  commonSchemas,
  configSchemas,
  contentSchemas,
  customerSchemas,
  documentSchemas,
  historySchemas,
  inventorySchemas,
  sessionSchemas,
].flatMap((module) => Object.values(module).filter(isTypeBoxSchema));

const TAGS: readonly { name: EndpointTag; description: string }[] = [
  {
    name: 'session',
    description: 'Login and session: QR and account sign-in, profile, pricing modes, user settings (spec §7).',
  },
  {
    name: 'config',
    description:
      'Config and modules: system configs, granted modules, versions, operator data, companies, materials, price adjustment state, templates, membership, daily prices, upload credentials (spec §7).',
  },
  {
    name: 'documents',
    description:
      'Quotation documents: GET previews answering HTML for a new window; the token travels as a query parameter (spec §7).',
  },
  {
    name: 'inventory',
    description:
      'Inventory and quotation: the ten quotation groups (0-9), their items, pricing, totals and saving (spec §7).',
  },
  {
    name: 'customers',
    description: 'Customers (demanders): unique by tax number, error 71 on a duplicate (spec §3, §7, §8).',
  },
  { name: 'history', description: 'Quotation history: list, detail, re-quote into a group, delete (spec §7).' },
  { name: 'cables', description: 'Cable catalogue, cable search, prices and inspection reports (spec §7).' },
  {
    name: 'approval',
    description:
      'Pricing check (approval capability): wire-processing parameters and restoring original versions (spec §7).',
  },
  {
    name: 'batch',
    description:
      'Batch quotation: keyword matching, file recognition (sheet, image, PDF, text), matching rules, usage (spec §7).',
  },
  { name: 'content', description: 'Content area: banners, documents, articles, products, notices (spec §7).' },
  { name: 'static', description: 'Static files fetched at startup, without protocol headers (spec §4, §7).' },
  {
    name: 'control',
    description: 'Scenario control API of the mock server (dev kit only, not part of the product wire).',
  },
];

const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const componentRef = (name: string): JsonObject => ({ $ref: `#/components/schemas/${name}` });

/**
 * Turns TypeBox schemas into OpenAPI 3.1 schemas, lifting every titled object, array or union
 * (and every `$id` schema) into components.schemas so the document reads as named types.
 * Titled primitives stay inline: a `$ref` to "string with maxLength 64" helps nobody.
 */
class ComponentRegistry {
  private readonly schemas = new Map<string, JsonObject>();

  /** Shared schemas without a title of their own, named here so they are not repeated per operation. */
  private readonly sharedNames = new Map<TSchema, string>([[TimestampBodySchema, 'TimestampBody']]);

  /** Registers a schema under a name (its title or `$id` wins) and answers a `$ref` to it. */
  register(schema: TSchema, fallbackName: string): JsonObject {
    const plain = JSON.parse(JSON.stringify(schema)) as JsonObject;
    const name = this.nameOf(plain) ?? this.sharedNames.get(schema) ?? fallbackName;
    this.store(name, plain);
    return componentRef(name);
  }

  /** Registers a schema only if it is one that would be lifted into components anyway. */
  registerIfNamed(schema: TSchema): void {
    const plain = JSON.parse(JSON.stringify(schema)) as JsonObject;
    const name = this.nameOf(plain);
    if (name) this.store(name, plain);
  }

  /** Converts a schema for inline use (its named parts become `$ref`s). */
  inline(schema: TSchema): JsonObject {
    return this.convert(JSON.parse(JSON.stringify(schema)) as JsonObject, true);
  }

  components(): JsonObject {
    const names = [...this.schemas.keys()].sort();
    return Object.fromEntries(names.map((name) => [name, this.schemas.get(name) as JsonObject]));
  }

  private nameOf(node: JsonObject): string | undefined {
    if (typeof node.$id === 'string') return node.$id;
    if (typeof node.title !== 'string') return undefined;
    const lifted = node.type === 'object' || node.type === 'array' || 'anyOf' in node || 'oneOf' in node;
    return lifted ? node.title : undefined;
  }

  private store(name: string, plain: JsonObject): void {
    const body = this.convert(plain, true);
    const existing = this.schemas.get(name);
    if (existing && JSON.stringify(existing) !== JSON.stringify(body)) {
      throw new Error(`Two different schemas are named ${name}: give one of them another title`);
    }
    this.schemas.set(name, body);
  }

  private convert(node: JsonObject, isRoot: boolean): JsonObject {
    if (!isRoot) {
      const name = this.nameOf(node);
      if (name) {
        this.store(name, node);
        return componentRef(name);
      }
    }
    const out: JsonObject = {};
    // A primitive's title is only the TypeBox constant's name; inline it would be noise in every generated comment.
    const dropTitle = !isRoot && typeof node.title === 'string';
    for (const [key, value] of Object.entries(node)) {
      if (key === '$id' || (key === 'title' && dropTitle)) continue;
      if (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) {
        out.$ref = `#/components/schemas/${value}`;
      } else if (key === 'patternProperties' && isObject(value)) {
        // TypeBox writes Record<string, V> as patternProperties '^(.*)$'; additionalProperties says the same plainly.
        const [pattern, valueSchema] = Object.entries(value)[0] ?? [];
        if (pattern === '^(.*)$' && isObject(valueSchema)) out.additionalProperties = this.convert(valueSchema, false);
        else out.patternProperties = this.convertMap(value);
      } else if ((key === 'properties' || key === '$defs') && isObject(value)) {
        out[key] = this.convertMap(value);
      } else if ((key === 'items' || key === 'additionalProperties' || key === 'not') && isObject(value)) {
        out[key] = this.convert(value, false);
      } else if ((key === 'anyOf' || key === 'oneOf' || key === 'allOf') && Array.isArray(value)) {
        out[key] = value.map((entry) => (isObject(entry) ? this.convert(entry, false) : entry));
      } else {
        out[key] = value;
      }
    }
    return out;
  }

  private convertMap(map: JsonObject): JsonObject {
    return Object.fromEntries(
      Object.entries(map).map(([key, value]) => [key, isObject(value) ? this.convert(value, false) : value]),
    );
  }
}

const errorCodesTable = Object.values(ERROR_CODES)
  .map((entry) => `| ${entry.code} | ${entry.httpStatus} | ${entry.zh} | ${entry.en} |`)
  .join('\n');

const ERROR_DESCRIPTION = [
  'A refused request: the envelope with data null and stat.err the error code, stat.msg the message.',
  'Codes answered with HTTP 200 (15, 20, 71 and the business codes) come with this body too, so clients',
  'check stat.err on every answer (spec §8).',
  '',
  '| err | HTTP | zh-cn | en |',
  '|---|---|---|---|',
  errorCodesTable,
].join('\n');

const INFO_DESCRIPTION = [
  'The wire of the cable quotation web app (product spec §7), served for development by the mock server.',
  '',
  'Conventions: every call is POST with a JSON body unless stated. Queries send `{ cond, page? }`,',
  'mutations send `{ form }`, a call without data sends `{ timestamp }`. Answers are the envelope',
  '`{ data, stat: { dur, err, msg?, sec } }`; err 0 is success. Prices are `{ base?, sale?, tax? }`: a price',
  'the user has no right to (PriceAuthBase / PriceAuthSale / PriceAuthTax) is left out.',
  '',
  `Every request (except the static files and the previews) carries the protocol headers \`${HEADER.token}\`,`,
  `\`${HEADER.time}\`, \`${HEADER.nonce}\`, \`${HEADER.version}\`, \`${HEADER.requestId}\` and \`${HEADER.sign}\``,
  '(components.parameters; they are added by the client middleware, so operations do not list them).',
  `The body may be at most ${MAX_BODY_BYTES} bytes. x-modules on an operation lists the module codes any one of`,
  'which grants the call (empty: any signed-in user).',
].join('\n');

const SIGNATURE_DESCRIPTION = [
  `sign = lowercase hex HMAC-SHA256(secret, canonical), canonical = [METHOD, path without query, ${HEADER.time},`,
  `${HEADER.nonce}, ${HEADER.version}, ${HEADER.requestId}, ${HEADER.token}, sha256hex(body bytes)].join("\\n")`,
  "(GET and multipart requests digest the empty string). secret = the signed-in user's key (profile.key), or",
  `"${GUEST_SECRET}" with token "${GUEST_TOKEN}". The server accepts |now - time| <= ${TIME_WINDOW_MS} ms and each`,
  'nonce once per token within that window.',
].join(' ');

const headerParameters: JsonObject = {
  TokenHeader: {
    name: HEADER.token,
    in: 'header',
    required: true,
    description: `Session token, or "${GUEST_TOKEN}" when not signed in`,
    schema: { type: 'string', minLength: 1 },
  },
  TimeHeader: {
    name: HEADER.time,
    in: 'header',
    required: true,
    description: 'Client Unix time in milliseconds, decimal',
    schema: { type: 'string', pattern: '^\\d{13}$' },
  },
  NonceHeader: {
    name: HEADER.nonce,
    in: 'header',
    required: true,
    description: `${NONCE_LENGTH} decimal digits, used once per token`,
    schema: { type: 'string', pattern: `^\\d{${NONCE_LENGTH}}$` },
  },
  VersionHeader: {
    name: HEADER.version,
    in: 'header',
    required: true,
    description: 'API version',
    schema: { type: 'string', const: PROTOCOL_VERSION },
  },
  RequestIdHeader: {
    name: HEADER.requestId,
    in: 'header',
    required: true,
    description: `${REQUEST_ID_LENGTH} characters of [A-Za-z0-9_-]`,
    schema: { type: 'string', pattern: `^[A-Za-z0-9_-]{${REQUEST_ID_LENGTH}}$` },
  },
  SignHeader: {
    name: HEADER.sign,
    in: 'header',
    required: true,
    description: SIGNATURE_DESCRIPTION,
    schema: { type: 'string', pattern: '^[0-9a-f]{64}$' },
  },
  EncryptHeader: {
    name: HEADER.encrypt,
    in: 'header',
    required: false,
    description:
      'aes-256-gcm asks for an encrypted answer: body {"enc": base64(12-byte iv || ciphertext+tag)}, key = SHA-256("enc:" + secret)',
    schema: { type: 'string', const: 'aes-256-gcm' },
  },
};

const securitySchemes: JsonObject = {
  token: {
    type: 'apiKey',
    in: 'header',
    name: HEADER.token,
    description: `The session token issued at sign-in (user.token). Signed-out callers send "${GUEST_TOKEN}". A missing or revoked token answers err 15.`,
  },
  signature: { type: 'apiKey', in: 'header', name: HEADER.sign, description: SIGNATURE_DESCRIPTION },
  queryToken: {
    type: 'apiKey',
    in: 'query',
    name: 'token',
    description: 'Document previews open in a new window, so the session token is a query parameter.',
  },
};

const SECURITY: Record<EndpointDef['auth'], Json> = {
  token: [{ token: [], signature: [] }],
  guest: [{ signature: [] }],
  'query-token': [{ queryToken: [] }],
  'public-static': [],
};

const AUTH_NOTE: Record<EndpointDef['auth'], string> = {
  token: 'Needs a signed-in token.',
  guest: `Open to guests (token "${GUEST_TOKEN}"); a signed-in token is still read when sent.`,
  'query-token': 'Token as the query parameter token; no protocol headers.',
  'public-static': 'Static file: no token and no protocol headers.',
};

const EXAMPLE_STAT = { dur: '3', err: 0, sec: 1763722800 };

function operationFor(endpoint: EndpointDef, registry: ComponentRegistry): JsonObject {
  const name = pascal(endpoint.id);
  const modulesNote = endpoint.modules.length ? `Granted by: ${endpoint.modules.join(', ')}.` : '';
  const operation: JsonObject = {
    operationId: endpoint.id,
    summary: endpoint.summary,
    description: [endpoint.description, AUTH_NOTE[endpoint.auth], modulesNote].filter(Boolean).join('\n\n'),
    tags: [endpoint.tag],
    security: SECURITY[endpoint.auth],
    'x-auth': endpoint.auth,
    'x-modules': [...endpoint.modules],
  };
  const exampleRequest = endpoint.example.request as Json | undefined;
  const exampleData = endpoint.example.data as Json | undefined;

  const request = endpoint.request;
  if (request.kind === 'json') {
    const media: JsonObject = { schema: registry.register(request.body, `${name}Request`) };
    if (exampleRequest !== undefined) media.example = exampleRequest;
    operation.requestBody = { required: true, content: { 'application/json': media } };
  } else if (request.kind === 'query') {
    const querySchema = registry.inline(request.query);
    const required = new Set(Array.isArray(querySchema.required) ? querySchema.required : []);
    const properties = isObject(querySchema.properties) ? querySchema.properties : {};
    operation.parameters = Object.entries(properties).map(([paramName, schema]) => {
      const parameter: JsonObject = { name: paramName, in: 'query', required: required.has(paramName), schema };
      if (isObject(schema) && typeof schema.description === 'string') parameter.description = schema.description;
      if (isObject(exampleRequest) && exampleRequest[paramName] !== undefined)
        parameter.example = exampleRequest[paramName];
      return parameter;
    });
  } else if (request.kind === 'multipart') {
    const fields = registry.inline(request.fields);
    const fieldProperties = isObject(fields.properties) ? fields.properties : {};
    const fieldRequired = Array.isArray(fields.required) ? fields.required : [];
    const formName = `${name}Form`;
    const form: JsonObject = {
      type: 'object',
      properties: {
        file: {
          type: 'string',
          format: 'binary',
          contentMediaType: 'application/octet-stream',
          description: 'The file',
        },
        ...fieldProperties,
      },
      required: ['file', ...fieldRequired],
      additionalProperties: false,
    };
    registry.register(form as unknown as TSchema, formName);
    const media: JsonObject = { schema: componentRef(formName) };
    if (exampleRequest !== undefined) media.example = exampleRequest;
    operation.requestBody = { required: true, content: { 'multipart/form-data': media } };
  }

  const response = endpoint.response;
  const responses: JsonObject = {};
  if (response.kind === 'envelope') {
    const media: JsonObject = {
      schema: {
        type: 'object',
        properties: { data: registry.register(response.data, `${name}Data`), stat: componentRef('Stat') },
        required: ['data', 'stat'],
        additionalProperties: false,
      },
    };
    if (exampleData !== undefined) media.example = { data: exampleData, stat: EXAMPLE_STAT };
    responses['200'] = {
      description: 'Success: the envelope with err 0 and the data of the call',
      content: { 'application/json': media },
    };
  } else {
    const schema = response.schema
      ? registry.register(response.schema, `${name}File`)
      : response.contentType === 'text/html'
        ? { type: 'string' }
        : { type: 'string', format: 'binary', contentMediaType: response.contentType };
    const media: JsonObject = { schema };
    if (exampleData !== undefined) media.example = exampleData;
    responses['200'] = {
      description: `The file (${response.contentType})`,
      content: { [response.contentType]: media },
    };
  }
  if (endpoint.auth !== 'public-static') responses.default = { $ref: '#/components/responses/Error' };
  operation.responses = responses;
  return operation;
}

export function buildOpenApiDocument(
  tables: readonly (readonly EndpointDef[])[] = ENDPOINT_TABLES,
  version = '1.0.0',
): JsonObject {
  const registry = new ComponentRegistry();
  registry.register(StatSchema, 'Stat');
  registry.register(ErrorEnvelopeSchema, 'ErrorEnvelope');
  for (const schema of ENTITY_SCHEMAS) registry.registerIfNamed(schema);

  const paths: JsonObject = {};
  const seen = new Set<string>();
  for (const endpoint of tables.flat()) {
    if (seen.has(endpoint.id)) throw new Error(`Duplicate operationId ${endpoint.id}`);
    seen.add(endpoint.id);
    const pathItem = (paths[endpoint.path] ?? {}) as JsonObject;
    const method = endpoint.method.toLowerCase();
    if (pathItem[method]) throw new Error(`Duplicate route ${endpoint.method} ${endpoint.path}`);
    pathItem[method] = operationFor(endpoint, registry);
    paths[endpoint.path] = pathItem;
  }

  return {
    openapi: '3.1.0',
    info: { title: API_TITLE, version, description: INFO_DESCRIPTION },
    servers: [
      {
        url: '/',
        description:
          'The API base of the page host (from /assets/api-mapping.json); the mock server answers at its root',
      },
    ],
    tags: TAGS.map((tag) => ({ ...tag })),
    paths,
    components: {
      schemas: registry.components(),
      responses: {
        Error: {
          description: ERROR_DESCRIPTION,
          content: {
            'application/json': {
              schema: componentRef('ErrorEnvelope'),
              examples: {
                loginExpired: {
                  summary: 'Login expired (15)',
                  value: { data: null, stat: { dur: '1', err: 15, msg: ERROR_CODES.LoginExpired.zh, sec: 1763722800 } },
                },
                validationFailed: {
                  summary: 'Validation failed (1001)',
                  value: {
                    data: null,
                    stat: {
                      dur: '1',
                      err: 1001,
                      msg: '/form/name: Expected string length less or equal to 256',
                      sec: 1763722800,
                    },
                  },
                },
              },
            },
          },
        },
      },
      parameters: headerParameters,
      securitySchemes,
    },
  };
}

/** The committed form: 2-space JSON with a trailing newline. */
export const renderOpenApiJson = (document: JsonObject): string => `${JSON.stringify(document, null, 2)}\n`;
