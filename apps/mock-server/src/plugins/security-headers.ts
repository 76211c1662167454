import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The policy of the HTML documents the server renders from user texts (quotation previews): no script of any kind,
 * no form, no plugin; styles inline and images from anywhere (a corporate body's logo may live on a CDN).
 */
export const DOCUMENT_CSP =
  "default-src 'none'; script-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https: http:; font-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/** Every answer says its content type is what it is: a browser never sniffs an upload or a preview into script. */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', (_request, reply, payload, done) => {
      reply.header('x-content-type-options', 'nosniff');
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
