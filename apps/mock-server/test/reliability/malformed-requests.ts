import type { EndpointDef } from '@cable/contracts';
import { MAX_BODY_BYTES } from '@cable/contracts/protocol';
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/**
 * Malformed requests generated from an endpoint's request schema and its (valid) example request.
 *
 * `mustRefuse` is decided by the schema itself (Value.Check, the check the server runs): a mutation the schema still
 * accepts, e.g. a huge integer where any integer is allowed, is sent too but may legitimately succeed.
 */
export type MalformedRequest =
  | { kind: 'json'; label: string; body: string; contentType: string | null; mustRefuse: boolean }
  | { kind: 'query'; label: string; query: string; mustRefuse: boolean }
  | { kind: 'method'; label: string; method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'; mustRefuse: boolean }
  | { kind: 'multipart'; label: string; payload: Buffer; boundary: string; mustRefuse: boolean };

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = Array<string | number>;

/** Longer than any maxLength in the contract (the longest is a few thousand characters). */
const OVER_LONG = 'x'.repeat(20_000);
const DEEP_NESTING_LEVELS = 5_000;

/**
 * Objects and arrays nested 5,000 deep, as JSON text: built as text because JSON.stringify (and a schema check) of
 * such a value would overflow the test's own stack. Where a request holds it, the value holds DEEP_MARKER instead.
 */
const DEEP_JSON = `${'{"deeper":['.repeat(DEEP_NESTING_LEVELS / 2)}"bottom"${']}'.repeat(DEEP_NESTING_LEVELS / 2)}`;
const DEEP_MARKER = '\u0000deep-nesting\u0000';
/** Same outer shape as DEEP_JSON, for deciding with the schema whether the deep value is allowed there. */
const DEEP_STAND_IN: Json = { deeper: [{ deeper: ['bottom'] }] };

function setAt(root: Json, path: Path, value: Json | undefined): Json {
  if (path.length === 0) return value ?? null;
  const copy = structuredClone(root) as Record<string | number, Json>;
  let parent = copy as Record<string | number, Json>;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, Json>;
  const last = path.at(-1)!;
  if (value === undefined) {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else {
    parent[last] = value;
  }
  return copy as Json;
}

/** Every position in the value (objects' keys and arrays' first element), outermost first. */
function pathsOf(value: Json, path: Path = []): Array<{ path: Path; value: Json }> {
  const here = [{ path, value }];
  if (Array.isArray(value)) return value.length > 0 ? [...here, ...pathsOf(value[0]!, [...path, 0])] : here;
  if (value !== null && typeof value === 'object') {
    return [...here, ...Object.entries(value).flatMap(([key, child]) => pathsOf(child, [...path, key]))];
  }
  return here;
}

/** The values that break a field of the given example value's type, each with a label. */
function replacementsFor(value: Json, depth: number): Array<[string, Json]> {
  const common: Array<[string, Json]> = [['null', null]];
  // Deep nesting stresses the parser and the validator's descent; once per outer position is enough for that.
  if (depth <= 2) common.push(['deep nesting', DEEP_MARKER]);
  if (typeof value === 'string') {
    return [
      ...common,
      ['number for string', 12345],
      ['object for string', { value }],
      ['empty string', ''],
      ['over-long string', OVER_LONG],
      ['control characters', '\u0000\u0007\u001b[31m'],
    ];
  }
  if (typeof value === 'number') {
    return [
      ...common,
      ['string for number', String(value)],
      ['boolean for number', true],
      ['negative number', -1],
      ['huge negative number', -1e15],
      ['huge number', 1e308],
      ['beyond safe integer', 2 ** 53 + 2],
      ['fraction', 0.5],
    ];
  }
  if (typeof value === 'boolean') return [...common, ['string for boolean', 'true'], ['number for boolean', 1]];
  if (Array.isArray(value)) {
    return [
      ...common,
      ['object for array', { 0: value[0] ?? null }],
      ['string for array', 'a,b'],
      ['empty array', []],
      ['array of nulls', [null, null]],
      ['over-long array', Array.from({ length: 2_000 }, () => value[0] ?? 'x')],
    ];
  }
  if (value !== null && typeof value === 'object') {
    return [
      ...common,
      ['array for object', [value]],
      ['string for object', 'object'],
      ['empty object', {}],
      ['extra field', { ...value, unexpectedField: 'x' }],
    ];
  }
  return common;
}

function describePath(path: Path): string {
  return path.length === 0 ? 'body' : path.map((step) => (typeof step === 'number' ? `[${step}]` : step)).join('.');
}

function jsonRequest(schema: TSchema, label: string, value: Json): MalformedRequest {
  const text = JSON.stringify(value);
  const marker = JSON.stringify(DEEP_MARKER);
  const checked = text.includes(marker)
    ? (JSON.parse(text.replace(marker, JSON.stringify(DEEP_STAND_IN))) as Json)
    : value;
  return {
    kind: 'json',
    label,
    body: text.replace(marker, DEEP_JSON),
    contentType: 'application/json',
    mustRefuse: !Value.Check(schema, checked),
  };
}

function jsonMalformations(schema: TSchema, example: Json): MalformedRequest[] {
  const requests: MalformedRequest[] = [];
  const valid = JSON.stringify(example);
  for (const { path, value } of pathsOf(example)) {
    const where = describePath(path);
    if (path.length > 0 && typeof path.at(-1) === 'string') {
      requests.push(jsonRequest(schema, `${where}: missing`, setAt(example, path, undefined)));
    }
    for (const [label, replacement] of replacementsFor(value, path.length)) {
      requests.push(jsonRequest(schema, `${where}: ${label}`, setAt(example, path, replacement)));
    }
  }
  const raw = (label: string, body: string, contentType: string | null = 'application/json'): MalformedRequest => ({
    kind: 'json',
    label,
    body,
    contentType,
    mustRefuse: true,
  });
  requests.push(
    raw('invalid JSON: truncated', valid.slice(0, Math.max(1, valid.length - 2))),
    raw('invalid JSON: single quotes', valid.replaceAll('"', "'")),
    raw('invalid JSON: trailing garbage', `${valid} trailing`),
    raw('invalid JSON: bare word', 'NaN'),
    raw('invalid JSON: empty body', ''),
    raw('prototype pollution: __proto__', `{"__proto__":{"polluted":true},${valid.slice(1)}`),
    raw('prototype pollution: constructor.prototype', `{"constructor":{"prototype":{"polluted":true}}}`),
    raw('wrong content type: text/plain', valid, 'text/plain'),
    raw('wrong content type: form-urlencoded', 'form=1&cond=2', 'application/x-www-form-urlencoded'),
    raw('wrong content type: xml', '<form><id>1</id></form>', 'application/xml'),
    raw('no content type', valid, null),
  );
  return requests;
}

function queryString(values: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) for (const item of value) query.append(key, String(item));
    else query.set(key, String(value));
  }
  return query.toString();
}

/** Query values as Fastify hands them to validation: strings, or arrays of strings for a repeated name. */
function queryRequest(schema: TSchema, label: string, values: Record<string, unknown>): MalformedRequest {
  const asParsed = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, Array.isArray(value) ? value.map(String) : String(value)]),
  );
  return {
    kind: 'query',
    label,
    query: queryString(values),
    mustRefuse: !Value.Check(schema, Value.Convert(schema, asParsed)),
  };
}

function queryMalformations(schema: TSchema, example: Record<string, unknown>): MalformedRequest[] {
  const requests: MalformedRequest[] = [queryRequest(schema, 'extra parameter', { ...example, unexpected: '1' })];
  for (const [key, value] of Object.entries(example)) {
    const without = { ...example };
    delete without[key];
    requests.push(queryRequest(schema, `${key}: missing`, without));
    const replacements: Array<[string, unknown]> = [
      ['empty', ''],
      ['over-long', OVER_LONG.slice(0, 4_000)],
      ['repeated', [value, value]],
      ['negative', -1],
      ['huge', '1e308'],
      ['not a number', 'abc'],
      ['fraction', '0.5'],
    ];
    for (const [label, replacement] of replacements) {
      requests.push(queryRequest(schema, `${key}: ${label}`, { ...example, [key]: replacement }));
    }
  }
  return requests;
}

export interface MultipartPart {
  name: string;
  value: string | Buffer;
  filename?: string;
}

export function multipartPayload(parts: readonly MultipartPart[], boundary = 'reliability-boundary'): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream`
      : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

function multipartMalformations(example: Record<string, unknown>): MalformedRequest[] {
  const boundary = 'reliability-boundary';
  const fields = Object.entries(example).map(([name, value]) => ({ name, value: String(value) }));
  const file = { name: 'file', value: 'YJV 3*95 100米', filename: 'rows.txt' };
  const request = (label: string, parts: MultipartPart[]): MalformedRequest => ({
    kind: 'multipart',
    label,
    payload: multipartPayload(parts, boundary),
    boundary,
    mustRefuse: true,
  });
  return [
    request('no file', fields),
    request('file under another field name', [...fields, { ...file, name: 'upload' }]),
    request('two files', [...fields, file, file]),
    request('unknown text field', [...fields, { name: 'unexpected', value: '1' }, file]),
    ...fields.flatMap((field) => [
      request(`${field.name}: missing`, [...fields.filter((other) => other !== field), file]),
      request(`${field.name}: not one of the allowed values`, [
        ...fields.filter((other) => other !== field),
        { name: field.name, value: 'no-such-value' },
        file,
      ]),
      request(`${field.name}: over-long`, [
        ...fields.filter((other) => other !== field),
        { name: field.name, value: OVER_LONG },
        file,
      ]),
    ]),
    {
      kind: 'multipart',
      label: 'broken framing (no closing boundary)',
      payload: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nsheet`),
      boundary,
      mustRefuse: true,
    },
    {
      kind: 'json',
      label: 'JSON instead of multipart',
      body: JSON.stringify(example),
      contentType: 'application/json',
      mustRefuse: true,
    },
  ];
}

function wrongMethods(endpoint: EndpointDef): MalformedRequest[] {
  const methods = (['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const).filter((method) => method !== endpoint.method);
  return methods.map((method) => ({ kind: 'method', label: `wrong method ${method}`, method, mustRefuse: true }));
}

function requestsOfKind(endpoint: EndpointDef, example: Json): MalformedRequest[] {
  switch (endpoint.request.kind) {
    case 'json':
      return jsonMalformations(endpoint.request.body, example);
    case 'query':
      return queryMalformations(endpoint.request.query, example as Record<string, unknown>);
    case 'multipart':
      return multipartMalformations(example as Record<string, unknown>);
    case 'none':
      return [{ kind: 'query', label: 'unexpected parameters', query: 'a=1&b=%00&c=<script>', mustRefuse: false }];
  }
}

/** Generated bad requests for one endpoint, from its request kind, schema and example. */
export function malformedRequestsFor(
  endpoint: EndpointDef,
  validRequest: unknown = endpoint.example.request ?? {},
): MalformedRequest[] {
  return [...requestsOfKind(endpoint, validRequest as Json), ...wrongMethods(endpoint)];
}

/** A JSON body just over the 5 MiB limit, well-formed, so only its size is wrong. */
export function overLimitJsonBody(): string {
  const head = '{"form":{"memo":"';
  const tail = '"}}';
  return `${head}${'m'.repeat(MAX_BODY_BYTES + 1 - head.length - tail.length)}${tail}`;
}

/** A multipart upload whose file is just over the 5 MiB limit. */
export function overLimitMultipart(fields: Record<string, string>, boundary = 'reliability-boundary'): Buffer {
  return multipartPayload(
    [
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      { name: 'file', value: Buffer.alloc(MAX_BODY_BYTES + 1, 0x61), filename: 'big.txt' },
    ],
    boundary,
  );
}
