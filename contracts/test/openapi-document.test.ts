import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { staleContractFiles } from '../scripts/generate';
import { buildOpenApiDocument, renderOpenApiJson } from '../scripts/openapi-document';
import { defineEndpoint } from '../src/endpoint';
import { ENDPOINTS } from '../src/endpoints';

const PACKAGE_ROOT = resolve(import.meta.dirname, '..');
const committed = readFileSync(resolve(PACKAGE_ROOT, 'openapi.json'), 'utf8');
const document = JSON.parse(committed);

describe('openapi.json', () => {
  it('is fresh: regenerating openapi.json and generated/api.ts gives the committed files', async () => {
    expect(await staleContractFiles()).toEqual([]);
  }, 60_000);

  it('passes the OpenAPI 3.1 schema validator', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('resolves every $ref inside the document', () => {
    const refs = new Set<string>();
    const collect = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(collect);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === '$ref' && typeof value === 'string') refs.add(value);
          else collect(value);
        }
      }
    };
    collect(document);
    const unresolved = [...refs].filter((ref) => {
      const [, section, name] = ref.match(/^#\/components\/(\w+)\/(.+)$/) ?? [];
      return !section || !name || document.components[section]?.[name] === undefined;
    });
    expect(unresolved).toEqual([]);
    expect(refs.size).toBeGreaterThan(50);
  });

  it('is deterministic', () => {
    expect(renderOpenApiJson(buildOpenApiDocument())).toBe(renderOpenApiJson(buildOpenApiDocument()));
    expect(committed.endsWith('}\n')).toBe(true);
  });

  it('wraps envelope data in {data, stat} and answers errors with the shared ErrorEnvelope', () => {
    const operation = document.paths['/biz/qms/inventory/summ'].post;
    const schema = operation.responses['200'].content['application/json'].schema;
    expect(schema.properties.stat).toEqual({ $ref: '#/components/schemas/Stat' });
    expect(schema.properties.data).toEqual({ $ref: '#/components/schemas/InventorySummData' });
    expect(operation.responses.default).toEqual({ $ref: '#/components/responses/Error' });
    expect(document.components.responses.Error.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorEnvelope',
    });
    expect(document.components.responses.Error.description).toContain('| 71 |');
  });

  it('documents the protocol headers and the token security scheme', () => {
    const names = Object.values(document.components.parameters).map(
      (parameter) => (parameter as { name: string }).name,
    );
    expect(names).toEqual(['token', 'time', 'nonce', 'version', 'request-id', 'sign', 'encrypt']);
    expect(document.components.securitySchemes.token).toMatchObject({ type: 'apiKey', in: 'header', name: 'token' });
    expect(document.paths['/biz/qms/history/list'].post.security).toEqual([{ token: [], signature: [] }]);
    expect(document.paths['/assets/api-mapping.json'].get.security).toEqual([]);
  });

  it('uses query parameters for previews, multipart for the batch upload and file types for downloads', () => {
    const preview = document.paths['/biz/qms/inventory/table/preview'].get;
    expect(preview.parameters.map((parameter: { name: string }) => parameter.name)).toContain('f_isquote');
    expect(preview.parameters.find((parameter: { name: string }) => parameter.name === 'token').required).toBe(true);
    expect(Object.keys(preview.responses['200'].content)).toEqual(['text/html']);
    const upload = document.paths['/biz/qms/batch/file/upload'].post;
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
    expect(document.components.schemas.BatchFileUploadForm.required).toContain('file');
    expect(Object.keys(document.paths['/biz/qms/inventory/excel/download'].post.responses['200'].content)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(Object.keys(document.paths['/static/script/wasm/main.wasm'].get.responses['200'].content)).toEqual([
      'application/wasm',
    ]);
  });

  it('names entity schemas as components and keeps the spec limits', () => {
    const customer = document.components.schemas.Customer;
    expect(customer.properties.name).toMatchObject({ minLength: 1, maxLength: 256 });
    expect(customer.properties.bank).toEqual({ $ref: '#/components/schemas/CustomerBank' });
    expect(document.components.schemas.Module.properties.children.items).toEqual({
      $ref: '#/components/schemas/Module',
    });
    expect(document.components.schemas.QrState.anyOf.map((entry: { const: string }) => entry.const)).toEqual([
      'Pass',
      'Wait',
      'Scan',
      'Error',
      'Expire',
    ]);
  });

  it('lists every named entity schema as a component, even those no call carries', () => {
    for (const name of ['LocalSetting', 'Document', 'SampleQuotationRow', 'Customer', 'Material', 'AuxiliaryParams']) {
      expect(document.components.schemas).toHaveProperty([name]);
    }
  });

  it('takes extra endpoint tables, such as the control API', () => {
    const control = defineEndpoint({
      id: 'controlReset',
      method: 'POST',
      path: '/__control/reset',
      tag: 'control',
      summary: 'Reset',
      description: 'Dev kit only.',
      auth: 'public-static',
      modules: [],
      request: { kind: 'json', body: Type.Object({ seed: Type.Integer() }) },
      response: { kind: 'envelope', data: Type.Object({ ok: Type.Boolean() }) },
      example: { request: { seed: 1 }, data: { ok: true } },
    });
    const extended = buildOpenApiDocument([ENDPOINTS, [control]]);
    expect(extended.paths).toHaveProperty(['/__control/reset', 'post', 'tags'], ['control']);
    expect(() => buildOpenApiDocument([ENDPOINTS, [{ ...control, path: '/biz/qms/inventory/summ' }]])).toThrow(
      /Duplicate route POST \/biz\/qms\/inventory\/summ/,
    );
  });

  it('refuses two different schemas under one component name', () => {
    const clash = (id: string, maxLength: number) =>
      defineEndpoint({
        ...ENDPOINTS[0],
        id,
        path: `/clash/${id}`,
        response: { kind: 'envelope', data: Type.Object({ a: Type.String({ maxLength }) }, { title: 'Clash' }) },
      });
    expect(() => buildOpenApiDocument([[clash('one', 1), clash('two', 2)]])).toThrow(
      /Two different schemas are named Clash/,
    );
  });
});
