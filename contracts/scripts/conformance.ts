/**
 * Checks one call — a request and its answer — against contracts/openapi.json: the operation exists, the request's
 * body, query parameters and protocol headers are what the contract describes, and the answer's status, media type
 * and JSON body match the schema of that status (a refusal, stat.err ≠ 0, is the operation's default response).
 *
 * Used by the pact-vs-contract check (check-pacts.ts) and the drift report (scripts/drift.ts). Each finding names
 * the field by its path (`data.qr.qrcode`, `form.ids[0]`, `header token`) and its kind, so a reader can act on it.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import { errorEntry } from '../src/errors';

export const OPENAPI_FILE = resolve(dirname(fileURLToPath(import.meta.url)), '../openapi.json');

/**
 * - missing / extra / mistyped: a field the schema requires is absent, one it does not describe is present, or a
 *   value has the wrong JSON type;
 * - invalid: the right type but outside the schema (pattern, enum, range, length);
 * - unknown-code: stat.err is no code of the error table (contracts/src/errors.ts);
 * - unknown-operation, media-type, status: the call itself is not in the contract.
 */
export type IssueKind =
  | 'missing'
  | 'extra'
  | 'mistyped'
  | 'invalid'
  | 'unknown-code'
  | 'unknown-operation'
  | 'media-type'
  | 'status';

export interface ConformanceIssue {
  /** Which part of the call: the request's body, query or headers, or the response. */
  part: 'request body' | 'request query' | 'request header' | 'response' | 'response body' | 'operation';
  kind: IssueKind;
  /** The field, dotted with [index] for array items (`data.infos[0].price`); '' for the whole part. */
  field: string;
  message: string;
}

export interface RequestUnderCheck {
  method: string;
  path: string;
  /** Header names in any case; one value each. */
  headers?: Record<string, string>;
  query?: Record<string, string>;
  /** The media type of the body sent, e.g. application/json; none for a GET. */
  contentType?: string;
  /** The parsed JSON body; undefined when there is none (or it is not JSON, e.g. multipart). */
  body?: unknown;
  hasBody?: boolean;
}

export interface ResponseUnderCheck {
  method: string;
  path: string;
  status: number;
  contentType?: string;
  /** The parsed (decrypted) JSON body, or undefined for HTML and files. */
  body?: unknown;
  /**
   * The body is what a consumer expects, not a whole answer (a pact): fields it leaves out are fields it does not rely
   * on, so only what it names is checked (no "missing"); an extra or mistyped field still fails.
   */
  expectationOnly?: boolean;
}

interface SchemaObject {
  $ref?: string;
  [key: string]: unknown;
}
interface MediaObject {
  schema?: SchemaObject;
}
interface ParameterObject {
  $ref?: string;
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  required?: boolean;
  schema?: SchemaObject;
}
interface ResponseObject {
  $ref?: string;
  content?: Record<string, MediaObject>;
}
interface OperationObject {
  operationId?: string;
  parameters?: ParameterObject[];
  security?: Array<Record<string, string[]>>;
  requestBody?: { required?: boolean; content?: Record<string, MediaObject> };
  responses: Record<string, ResponseObject>;
}
interface SecurityScheme {
  type: string;
  in?: string;
  name?: string;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components: {
    schemas?: Record<string, SchemaObject>;
    responses?: Record<string, ResponseObject>;
    parameters?: Record<string, ParameterObject>;
    securitySchemes?: Record<string, SecurityScheme>;
  };
}

export function readOpenApi(file = OPENAPI_FILE): OpenApiDocument {
  return JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

/** `/a/0/b` (a JSON pointer) as `a[0].b`. */
export function fieldPath(pointer: string, extra?: string): string {
  const steps = pointer.split('/').slice(1);
  if (extra !== undefined) steps.push(extra);
  let path = '';
  for (const raw of steps) {
    const step = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (/^\d+$/.test(step)) path += `[${step}]`;
    else path += path ? `.${step}` : step;
  }
  return path;
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (Number.isInteger(value)) return 'integer';
  return typeof value;
}

function valueAt(root: unknown, pointer: string): unknown {
  let node = root;
  for (const step of pointer.split('/').slice(1)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[step.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node;
}

/** Ajv's errors as findings; the alternatives of an anyOf/oneOf are reported once, as the value not matching. */
function issuesOf(errors: ErrorObject[] | null | undefined, root: unknown, part: ConformanceIssue['part']) {
  const issues: ConformanceIssue[] = [];
  const seen = new Set<string>();
  const add = (issue: ConformanceIssue) => {
    const key = `${issue.kind} ${issue.field}`;
    if (seen.has(key)) return;
    seen.add(key);
    issues.push(issue);
  };
  const alternatives = (errors ?? []).filter((error) => error.keyword === 'anyOf' || error.keyword === 'oneOf');
  const insideAlternative = (error: ErrorObject) =>
    alternatives.some(
      (alt) => error !== alt && error.schemaPath.startsWith(alt.schemaPath.replace(/\/(anyOf|oneOf)$/, '/$1/')),
    );
  for (const error of errors ?? []) {
    if (insideAlternative(error)) continue;
    const params = error.params as Record<string, unknown>;
    if (error.keyword === 'required') {
      const field = fieldPath(error.instancePath, String(params.missingProperty));
      add({ part, kind: 'missing', field, message: `${field}: missing (the contract requires it)` });
    } else if (error.keyword === 'additionalProperties') {
      const field = fieldPath(error.instancePath, String(params.additionalProperty));
      add({ part, kind: 'extra', field, message: `${field}: not in the contract (extra field)` });
    } else if (error.keyword === 'type') {
      const field = fieldPath(error.instancePath);
      const found = typeName(valueAt(root, error.instancePath));
      add({
        part,
        kind: 'mistyped',
        field,
        message: `${field || '(body)'}: ${found}, the contract says ${params.type}`,
      });
    } else if (error.keyword === 'anyOf' || error.keyword === 'oneOf') {
      const field = fieldPath(error.instancePath);
      add({ part, kind: 'invalid', field, message: `${field || '(body)'}: matches none of the contract's forms` });
    } else if (error.keyword !== 'if') {
      const field = fieldPath(error.instancePath);
      const value = JSON.stringify(valueAt(root, error.instancePath));
      add({ part, kind: 'invalid', field, message: `${field || '(body)'}: ${value} ${error.message ?? 'is invalid'}` });
    }
  }
  return issues;
}

function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

function templateMatcher(template: string): RegExp {
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+');
  return new RegExp(`^${pattern}$`);
}

function unknownOperation(method: string, path: string): ConformanceIssue {
  return {
    part: 'operation',
    kind: 'unknown-operation',
    field: '',
    message: `${method.toUpperCase()} ${path}: no such operation in openapi.json`,
  };
}

export interface Conformance {
  /** The operation of a method and path, or undefined when the contract has none. */
  operation(method: string, path: string): OperationObject | undefined;
  checkRequest(request: RequestUnderCheck): ConformanceIssue[];
  checkResponse(response: ResponseUnderCheck): ConformanceIssue[];
}

/** A copy of a schema (with the components it refers to) in which no property is required. */
function withoutRequired<T>(node: T): T {
  if (Array.isArray(node)) return node.map(withoutRequired) as T;
  if (node === null || typeof node !== 'object') return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'required' && Array.isArray(value)) continue;
    copy[key] = withoutRequired(value);
  }
  return copy as T;
}

export function createConformance(document: OpenApiDocument = readOpenApi()): Conformance {
  const strictAjv = new Ajv2020({ strict: false, allErrors: true });
  const expectationAjv = new Ajv2020({ strict: false, allErrors: true });
  // Query and header values travel as text: "3" is a valid integer parameter.
  const textAjv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: true });
  const validators = new Map<Ajv2020, Map<object, ValidateFunction>>();
  let optionalComponents: OpenApiDocument['components'] | undefined;
  const validatorFor = (schema: object, ajv: Ajv2020 = strictAjv): ValidateFunction => {
    let compiled = validators.get(ajv);
    if (!compiled) {
      compiled = new Map();
      validators.set(ajv, compiled);
    }
    let validate = compiled.get(schema);
    if (!validate) {
      if (ajv === expectationAjv) {
        optionalComponents ??= withoutRequired(document.components);
        validate = ajv.compile({ ...withoutRequired(schema), components: optionalComponents });
      } else {
        validate = ajv.compile({ ...schema, components: document.components });
      }
      compiled.set(schema, validate);
    }
    return validate;
  };
  const templated = Object.keys(document.paths)
    .filter((path) => path.includes('{'))
    .map((path) => ({ path, matcher: templateMatcher(path) }));

  const operation = (method: string, path: string): OperationObject | undefined => {
    const bare = path.split('?')[0]!;
    const item = document.paths[bare] ?? document.paths[templated.find((t) => t.matcher.test(bare))?.path ?? ''];
    return item?.[method.toLowerCase()];
  };

  const resolve = <T extends { $ref?: string }>(node: T, kind: 'responses' | 'parameters'): T => {
    if (!node.$ref) return node;
    const name = node.$ref.replace(`#/components/${kind}/`, '');
    const found = document.components[kind]?.[name] as T | undefined;
    if (!found) throw new Error(`openapi.json: unresolved ${node.$ref}`);
    return found;
  };

  /** The header parameters a signed call carries (components.parameters; operations do not list them). */
  const protocolHeaders = Object.values(document.components.parameters ?? {}).filter((p) => p.in === 'header');

  const wrappers = new Map<ParameterObject, object>();
  const wrappedSchema = (parameter: ParameterObject): object => {
    let wrapper = wrappers.get(parameter);
    if (!wrapper) {
      wrapper = { properties: { value: parameter.schema } };
      wrappers.set(parameter, wrapper);
    }
    return wrapper;
  };

  const checkParameter = (
    parameter: ParameterObject,
    value: string | undefined,
    part: 'request query' | 'request header',
  ): ConformanceIssue[] => {
    const field = parameter.name;
    if (value === undefined) {
      return parameter.required
        ? [{ part, kind: 'missing', field, message: `${field}: missing (the contract requires it)` }]
        : [];
    }
    if (!parameter.schema) return [];
    // Coercion works on a property of an object, so the value is validated where Ajv can rewrite it.
    const wrapped = validatorFor(wrappedSchema(parameter), textAjv);
    if (wrapped({ value })) return [];
    return [
      { part, kind: 'invalid', field, message: `${field}: ${JSON.stringify(value)} does not match the contract` },
    ];
  };

  const checkRequest = (request: RequestUnderCheck): ConformanceIssue[] => {
    const found = operation(request.method, request.path);
    if (!found) return [unknownOperation(request.method, request.path)];
    const issues: ConformanceIssue[] = [];
    const headers = new Map(Object.entries(request.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
    const signed = (found.security ?? []).some((requirement) => 'signature' in requirement);
    if (signed) {
      for (const parameter of protocolHeaders) {
        issues.push(...checkParameter(parameter, headers.get(parameter.name.toLowerCase()), 'request header'));
      }
    }
    for (const raw of found.parameters ?? []) {
      const parameter = resolve(raw, 'parameters');
      if (parameter.in === 'query')
        issues.push(...checkParameter(parameter, request.query?.[parameter.name], 'request query'));
      if (parameter.in === 'header') {
        issues.push(...checkParameter(parameter, headers.get(parameter.name.toLowerCase()), 'request header'));
      }
    }
    const declared = found.requestBody?.content ?? {};
    const hasBody = request.hasBody ?? request.body !== undefined;
    if (!hasBody) {
      if (found.requestBody?.required) {
        issues.push({
          part: 'request body',
          kind: 'missing',
          field: '',
          message: '(body): missing (the contract requires one)',
        });
      }
      return issues;
    }
    const mediaType = mediaTypeOf(request.contentType ?? headers.get('content-type'));
    const media = declared[mediaType];
    if (!media) {
      const expected = Object.keys(declared).join(', ') || 'no body';
      issues.push({
        part: 'request body',
        kind: 'media-type',
        field: '',
        message: `(body): sent as ${mediaType || 'no media type'}, the contract takes ${expected}`,
      });
      return issues;
    }
    if (mediaType === 'application/json' && media.schema && request.body !== undefined) {
      const validate = validatorFor(media.schema);
      if (!validate(request.body)) issues.push(...issuesOf(validate.errors, request.body, 'request body'));
    }
    return issues;
  };

  const checkResponse = (response: ResponseUnderCheck): ConformanceIssue[] => {
    const found = operation(response.method, response.path);
    if (!found) return [unknownOperation(response.method, response.path)];
    const issues: ConformanceIssue[] = [];
    const err = (response.body as { stat?: { err?: unknown } } | undefined)?.stat?.err;
    const refused = typeof err === 'number' && err !== 0;
    if (refused && !errorEntry(err)) {
      issues.push({
        part: 'response body',
        kind: 'unknown-code',
        field: 'stat.err',
        message: `stat.err: ${err} is no code of the contract's error table`,
      });
    }
    const declaredRaw = refused
      ? (found.responses.default ?? found.responses[String(response.status)])
      : (found.responses[String(response.status)] ?? found.responses.default);
    if (!declaredRaw) {
      issues.push({
        part: 'response',
        kind: 'status',
        field: '',
        message: `HTTP ${response.status}: the contract declares no such status (nor a default) for this call`,
      });
      return issues;
    }
    const declared = resolve(declaredRaw, 'responses');
    const mediaType = mediaTypeOf(response.contentType);
    const media = declared.content?.[mediaType];
    if (declared.content && !media) {
      issues.push({
        part: 'response',
        kind: 'media-type',
        field: '',
        message: `answered ${mediaType || 'no media type'}, the contract says ${Object.keys(declared.content).join(', ')}`,
      });
      return issues;
    }
    if (mediaType === 'application/json' && media?.schema && response.body !== undefined) {
      const validate = validatorFor(media.schema, response.expectationOnly ? expectationAjv : strictAjv);
      if (!validate(response.body)) issues.push(...issuesOf(validate.errors, response.body, 'response body'));
    }
    return issues;
  };

  return { operation, checkRequest, checkResponse };
}
