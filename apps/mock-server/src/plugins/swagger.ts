import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const DOCS_PREFIX = '/docs';

/** contracts/openapi.json, generated from the endpoint table and committed; null when it was not generated yet. */
export function openApiDocumentPath(): string | null {
  try {
    const path = createRequire(import.meta.url).resolve('@cable/contracts/openapi.json');
    return existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

/**
 * Swagger UI of the contract's own OpenAPI document (static mode): the documentation is what the contract says,
 * so it cannot drift from what clients are generated from.
 */
export const swaggerPlugin = fp(
  async (app: FastifyInstance) => {
    const path = openApiDocumentPath();
    if (!path) {
      app.log.warn('contracts/openapi.json is missing (run npm run contract:generate): /docs is not served');
      return;
    }
    const document = JSON.parse(readFileSync(path, 'utf8'));
    await app.register(swagger, { mode: 'static', specification: { document } });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { docExpansion: 'none', deepLinking: true, displayOperationId: true },
    });
  },
  { name: 'swagger' },
);
