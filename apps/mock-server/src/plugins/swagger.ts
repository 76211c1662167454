import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** Headers of the docs app's answer that describe its own connection, not the content. */
const HOP_HEADERS = new Set(['connection', 'content-length', 'date', 'keep-alive', 'transfer-encoding']);

/**
 * Swagger UI and its yaml parser cost about a third of the server's start, and most runs never open the docs:
 * they live in their own Fastify instance, built on the first /docs request, and the main app forwards to it.
 */
async function buildDocsApp(documentPath: string): Promise<FastifyInstance> {
  const [{ default: Fastify }, { default: swagger }, { default: swaggerUi }] = await Promise.all([
    import('fastify'),
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
  ]);
  const docs = Fastify({ logger: false });
  const document = JSON.parse(readFileSync(documentPath, 'utf8'));
  await docs.register(swagger, { mode: 'static', specification: { document } });
  await docs.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { docExpansion: 'none', deepLinking: true, displayOperationId: true },
  });
  await docs.ready();
  return docs;
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
    let docsApp: Promise<FastifyInstance> | null = null;
    app.addHook('onClose', async () => {
      if (docsApp) await (await docsApp.catch(() => null))?.close();
    });
    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      docsApp ??= buildDocsApp(path).catch((error) => {
        docsApp = null;
        throw error;
      });
      const answer = await (await docsApp).inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
      });
      // A path the docs do not have gets the main app's envelope 404, like every other unknown path.
      if (answer.statusCode === 404) return reply.callNotFound();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !HOP_HEADERS.has(name)) reply.header(name, value);
      }
      return reply.code(answer.statusCode).send(answer.rawPayload.length > 0 ? answer.rawPayload : undefined);
    };
    app.get(DOCS_PREFIX, forward);
    app.get(`${DOCS_PREFIX}/*`, forward);
  },
  { name: 'swagger' },
);
