import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signRequest } from '@cable/contracts/protocol';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createRepositories } from '../../src/store/repositories';
import { createProviderStates } from './provider-states';
import { type PactInteraction, readPact } from './verification';

const OPENAPI_FILE = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../contracts/openapi.json');

interface MediaObject {
  schema?: object;
}
interface ResponseObject {
  $ref?: string;
  content?: Record<string, MediaObject>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, ResponseObject> }>>;
  components: { responses?: Record<string, ResponseObject> } & Record<string, unknown>;
}

const openapi = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as OpenApiDocument;
const ajv = new Ajv2020({ strict: false, allErrors: true });
const validators = new Map<object, ValidateFunction>();

/** A validator for one response schema; its $refs point into the document's components. */
function validatorFor(schema: object): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile({ ...schema, components: openapi.components });
    validators.set(schema, validate);
  }
  return validate;
}

/** A refusal travels as the error envelope even with HTTP 200 (15, 20, 71): it is the operation's default response. */
function responseObject(interaction: PactInteraction, status: number, refused: boolean): ResponseObject {
  const operation = openapi.paths[interaction.request.path]?.[interaction.request.method.toLowerCase()];
  if (!operation) throw new Error(`openapi.json has no ${interaction.request.method} ${interaction.request.path}`);
  const found = refused
    ? operation.responses.default
    : (operation.responses[String(status)] ?? operation.responses.default);
  if (!found) throw new Error(`openapi.json declares no ${status} (nor default) for ${interaction.request.path}`);
  if (!found.$ref) return found;
  const name = found.$ref.replace('#/components/responses/', '');
  const shared = openapi.components.responses?.[name];
  if (!shared) throw new Error(`openapi.json: unresolved ${found.$ref}`);
  return shared;
}

/** Pact's provider-state generators: "$.form.ids[0]" in the body, a parameter name in the query. */
function setAtPath(target: unknown, path: string, value: string): void {
  const steps = [...path.replace(/^\$\.?/, '').matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => m[1] ?? Number(m[2]));
  let node = target as Record<string | number, unknown>;
  for (const step of steps.slice(0, -1)) node = node[step as string] as Record<string | number, unknown>;
  node[steps[steps.length - 1] as string] = value;
}

function injected(expression: string, values: Record<string, string>): string {
  return expression.replace(/\$\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * Replays every recorded request of the pact against the mock server (state set up as in the verification,
 * freshly signed) and validates each answer against contracts/openapi.json: status, media type and, for JSON,
 * the schema of that status. The OpenAPI document, the server and the pacts cannot drift apart unnoticed.
 */
describe('live OpenAPI validation of the pact replay', () => {
  let app: FastifyInstance;
  const repos = createRepositories();
  const states = createProviderStates(repos);

  beforeAll(async () => {
    app = await buildApp({ repos, webDist: null });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  for (const interaction of readPact().interactions) {
    it(`${interaction.request.method} ${interaction.request.path}: ${interaction.description}`, async () => {
      states.reset();
      const values: Record<string, string> = {};
      for (const state of interaction.providerStates ?? []) {
        const handler = states.handlers[state.name];
        if (!handler) throw new Error(`no provider state handler for "${state.name}"`);
        Object.assign(values, await handler(state.params));
      }

      const { request } = interaction;
      const generators = (request as { generators?: Record<string, Record<string, { expression: string }>> })
        .generators;
      const query: Record<string, string> = {};
      for (const [name, list] of Object.entries(request.query ?? {})) query[name] = list[0] ?? '';
      for (const [name, generator] of Object.entries(generators?.query ?? {})) {
        query[name.replace(/^\$\./, '')] = injected(generator.expression, values);
      }
      if ('token' in query) query.token = states.credentials().token;

      const headers: Record<string, string> = {};
      for (const [name, list] of Object.entries(request.headers ?? {})) headers[name.toLowerCase()] = list[0] ?? '';
      let payload: string | Buffer | undefined;
      const body = request.body;
      if (body?.encoded === 'base64' && typeof body.content === 'string') {
        payload = Buffer.from(body.content, 'base64');
      } else if (body?.content !== undefined) {
        const content = structuredClone(body.content);
        for (const [path, generator] of Object.entries(generators?.body ?? {})) {
          setAtPath(content, path, injected(generator.expression, values));
        }
        payload = JSON.stringify(content);
      }
      if (headers.sign) {
        const { token, key } = headers.token === 'Guest' ? { token: 'Guest', key: '' } : states.credentials();
        const signed = await signRequest({
          method: request.method,
          path: request.path,
          body: typeof payload === 'string' ? payload : undefined,
          token,
          secret: token === 'Guest' ? 'cable-quote-guest-v1' : key,
        });
        Object.assign(headers, signed);
      }

      const response = await app.inject({
        method: request.method as 'GET' | 'POST',
        url: request.path,
        query,
        headers,
        ...(payload === undefined ? {} : { payload }),
      });

      expect(response.statusCode).toBe(interaction.response.status);
      const mediaType =
        String(response.headers['content-type'] ?? '')
          .split(';')[0]
          ?.trim() ?? '';
      const answer: unknown = mediaType === 'application/json' ? response.json() : undefined;
      const refused =
        (answer as { stat?: { err?: unknown } } | undefined)?.stat?.err !== undefined &&
        (answer as { stat: { err: unknown } }).stat.err !== 0;
      const declared = responseObject(interaction, response.statusCode, refused);
      expect(Object.keys(declared.content ?? {})).toContain(mediaType);
      const schema = declared.content?.[mediaType]?.schema;
      if (mediaType === 'application/json' && schema) {
        const validate = validatorFor(schema);
        const valid = validate(answer);
        expect(valid, ajv.errorsText(validate.errors, { separator: '\n' })).toBe(true);
      }
    });
  }
});
