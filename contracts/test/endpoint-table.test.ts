import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import type { EndpointDef } from '../src/endpoint';
import { ENDPOINTS, endpointById, endpointByRoute } from '../src/endpoints';
import { FeatureModule, PriceRight, RouteModule } from '../src/vocabulary';

const PACKAGE_ROOT = resolve(import.meta.dirname, '..');

const specRoutes = readFileSync(resolve(PACKAGE_ROOT, 'spec/endpoints.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));

const openapi = JSON.parse(readFileSync(resolve(PACKAGE_ROOT, 'openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, { operationId: string; tags: string[] }>>;
};
const openapiRoutes = Object.entries(openapi.paths).flatMap(([path, item]) =>
  Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
);

const requestSchemaOf = (endpoint: EndpointDef): TSchema | undefined => {
  const request = endpoint.request;
  if (request.kind === 'json') return request.body;
  if (request.kind === 'query') return request.query;
  if (request.kind === 'multipart') return request.fields;
  return undefined;
};
const dataSchemaOf = (endpoint: EndpointDef): TSchema | undefined =>
  endpoint.response.kind === 'envelope' ? endpoint.response.data : endpoint.response.schema;

const errorsOf = (schema: TSchema, value: unknown) =>
  [...Value.Errors(schema, value)].map((error) => `${error.path} ${error.message}`);

describe('endpoint table against spec/endpoints.txt', () => {
  it('lists 81 calls in the spec copy', () => {
    expect(specRoutes).toHaveLength(81);
  });

  it.each(specRoutes)('%s has an entry in ENDPOINTS and an operation in openapi.json', (route) => {
    const [method = '', path = ''] = route.split(' ');
    expect(endpointByRoute(method, path), `no ENDPOINTS entry for ${route}`).toBeDefined();
    expect(openapiRoutes).toContain(route);
  });

  it('has nothing beyond the spec lines', () => {
    const tableRoutes = ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect([...tableRoutes].sort()).toEqual([...specRoutes].sort());
    const extraOperations = Object.entries(openapi.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => !specRoutes.includes(`${method.toUpperCase()} ${path}`))
        .map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, tags: operation.tags })),
    );
    expect(extraOperations.filter((operation) => operation.tags.join() !== 'control')).toEqual([]);
  });

  it('has unique operation ids that match openapi.json', () => {
    const ids = ENDPOINTS.map((endpoint) => endpoint.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const endpoint of ENDPOINTS) {
      expect(openapi.paths[endpoint.path]?.[endpoint.method.toLowerCase()]?.operationId).toBe(endpoint.id);
    }
  });
});

describe('lookups', () => {
  it('finds an endpoint by id and by route, ignoring the query string and method case', () => {
    expect(endpointById('inventorySumm').path).toBe('/biz/qms/inventory/summ');
    expect(endpointByRoute('get', '/biz/qms/inventory/table/preview?token=x')?.id).toBe('tablePreview');
    expect(endpointByRoute('GET', '/biz/qms/inventory/summ')).toBeUndefined();
    expect(() => endpointById('nope' as never)).toThrow(/No endpoint with id nope/);
  });
});

describe('auth and modules follow the spec', () => {
  const guestPaths = new Set([
    '/biz/user/login/info',
    '/biz/user/login/state',
    '/biz/user/login/key/signin',
    '/dev/debug/mobile/signin',
    '/biz/cms/banner/data',
    '/biz/cms/doc/file/data',
    '/biz/cms/notice/list',
    '/biz/cms/article/detail',
    '/biz/cms/product/data',
    '/biz/cms/oper/data',
  ]);
  const knownModules = new Set<string>([
    ...Object.values(RouteModule),
    ...Object.values(FeatureModule),
    ...Object.values(PriceRight),
  ]);

  it.each(ENDPOINTS.map((endpoint): [string, EndpointDef] => [endpoint.id, endpoint]))('%s', (_id, endpoint) => {
    const expected =
      endpoint.path.startsWith('/pub/') || guestPaths.has(endpoint.path)
        ? 'guest'
        : endpoint.path.endsWith('/preview')
          ? 'query-token'
          : endpoint.tag === 'static'
            ? 'public-static'
            : 'token';
    expect(endpoint.auth).toBe(expected);
    for (const code of endpoint.modules) expect(knownModules).toContain(code);
    expect(endpoint.description).toMatch(/Spec §\d/);
  });

  it('grants the guarded features by their module codes', () => {
    expect(endpointById('historyRecalc').modules).toEqual([FeatureModule.HistoryRecalc]);
    expect(endpointById('excelDownload').modules).toEqual([FeatureModule.ExcelDownload]);
    for (const endpoint of ENDPOINTS.filter((entry) => entry.tag === 'approval')) {
      expect(endpoint.modules).toEqual([FeatureModule.Approve]);
    }
    for (const endpoint of ENDPOINTS.filter((entry) => entry.tag === 'batch')) {
      expect(endpoint.modules).toContain(FeatureModule.Batch);
    }
    for (const endpoint of ENDPOINTS.filter((entry) => entry.tag === 'documents')) {
      expect(endpoint.modules).toHaveLength(1);
    }
  });
});

describe('examples validate against their schemas', () => {
  it.each(ENDPOINTS.map((endpoint): [string, EndpointDef] => [endpoint.id, endpoint]))('%s', (_id, endpoint) => {
    const requestSchema = requestSchemaOf(endpoint);
    if (requestSchema) {
      expect(endpoint.example.request, 'example request missing').toBeDefined();
      expect(errorsOf(requestSchema, endpoint.example.request)).toEqual([]);
    }
    const dataSchema = dataSchemaOf(endpoint);
    if (dataSchema) {
      const data = (endpoint.example as { data?: unknown }).data;
      expect(data, 'example data missing').toBeDefined();
      expect(errorsOf(dataSchema, data)).toEqual([]);
    }
  });

  it('refuses an example request that breaks a rule (the check is not vacuous)', () => {
    const body = endpointById('inventoryMemoSet').request.body;
    expect(Value.Check(body, { form: { ids: ['i1'], memo: 'x'.repeat(257), group: 0 } })).toBe(false);
    expect(Value.Check(body, { form: { ids: ['i1'], memo: 'ok', group: 10 } })).toBe(false);
    expect(Value.Check(body, { form: { ids: ['i1'], memo: 'ok', group: 9 } })).toBe(true);
  });
});
