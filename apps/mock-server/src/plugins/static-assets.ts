import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../api-error';
import { WEB_PUBLIC_DIR } from '../config';
import { CONTROL_PREFIX } from '../control/paths';
import type { FileResult } from '../http/handler';
import { pathOf } from '../http/url';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built web app folder when it is served, else null. */
    webDist: string | null;
  }
}

export const FILES_PREFIX = '/files/';
const WASM_RELATIVE = 'static/script/wasm/main.wasm';

/** Page hosts a developer opens: the mock server itself and the Vite dev server (which proxies the API). */
const KNOWN_PAGE_HOSTS = ['localhost:8080', '127.0.0.1:8080', 'localhost:5173', '127.0.0.1:5173'];

/**
 * api-mapping.json: page host -> API base. Every known page talks to its own origin (the mock server serves the API
 * next to the web app; the Vite dev server proxies it), and the host the request came to is always included so the
 * file is right on any port.
 */
export function apiMapping(request: FastifyRequest): Record<string, string> {
  const mapping: Record<string, string> = {};
  for (const host of KNOWN_PAGE_HOSTS) mapping[host] = `http://${host}`;
  mapping[request.host] = `${request.protocol}://${request.host}`;
  return mapping;
}

export function apiMappingFile(request: FastifyRequest): FileResult {
  return { file: JSON.stringify(apiMapping(request)), contentType: 'application/json; charset=utf-8' };
}

/** main.wasm from the built web app, else from the web app's public folder (a checkout that was never built). */
export function wasmPath(webDist: string | null): string | null {
  const candidates = [webDist && join(webDist, WASM_RELATIVE), join(WEB_PUBLIC_DIR, WASM_RELATIVE)];
  return candidates.find((path): path is string => !!path && existsSync(path) && statSync(path).isFile()) ?? null;
}

export function wasmFile(webDist: string | null): FileResult {
  const path = wasmPath(webDist);
  if (!path) {
    const looked = `${webDist ?? 'no web dist'}, ${WEB_PUBLIC_DIR}`;
    throw new ApiError(
      'ResourceNotFound',
      {
        zh: `main.wasm 尚未构建：请运行 "npm run build:wasm -w @cable/web"（已查找 ${looked}）`,
        en: `main.wasm is not built yet: run "npm run build:wasm -w @cable/web" (looked in ${looked})`,
      },
      { httpStatus: 404 },
    );
  }
  return { file: createReadStream(path), contentType: 'application/wasm' };
}

/** API and tool prefixes: a browser GET there is never a page of the web app. */
const NON_PAGE_PATH = new RegExp(`^/(biz|pub|dev|files|assets|static|docs|${CONTROL_PREFIX.slice(1)})(/|$)`);

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return typeof accept === 'string' && accept.includes('text/html');
}

const LANDING_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Cable quote mock server</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem}code{background:#f3f3f3;padding:0 .3em}</style>
</head><body>
<h1>Cable quote mock server</h1>
<p>The web app is not built, so there is no page to serve here. Build it with <code>npm run build -w @cable/web</code>
(or start everything with <code>npm start</code>) and reload.</p>
<ul><li><a href="/docs">API documentation (Swagger UI)</a></li><li><a href="${CONTROL_PREFIX}/">Scenario control page</a></li></ul>
</body></html>`;

async function sendIndexHtml(reply: FastifyReply, webDist: string): Promise<void> {
  // Read on every fallback so a rebuilt web app is picked up without a restart.
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  await reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
}

export interface StaticAssetsOptions {
  webDist: string | null;
  filesDir: string;
}

/**
 * Documents and images of the fixtures at /files/, the built web app at / with history fallback (a GET that accepts
 * HTML and names no file gets index.html, so deep links into the router work). Paths that leave a served folder are
 * refused by @fastify/static.
 */
export const staticAssetsPlugin = fp(
  async (app: FastifyInstance, options: StaticAssetsOptions) => {
    const webDist =
      options.webDist && existsSync(join(options.webDist, 'index.html')) ? resolve(options.webDist) : null;
    app.decorate('webDist', webDist);

    if (existsSync(options.filesDir)) {
      await app.register(fastifyStatic, {
        root: resolve(options.filesDir),
        prefix: FILES_PREFIX,
        decorateReply: false,
        index: false,
      });
    } else {
      app.log.warn({ dir: options.filesDir }, 'fixture files folder missing: /files/ serves nothing');
    }

    if (webDist) {
      await app.register(fastifyStatic, { root: webDist, prefix: '/', decorateReply: false, wildcard: true });
    }

    app.webFallback = async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const path = pathOf(request.url);
      if (!acceptsHtml(request) || NON_PAGE_PATH.test(path)) return false;
      const lastSegment = path.slice(path.lastIndexOf('/') + 1);
      if (lastSegment.includes('.')) return false;
      if (webDist) await sendIndexHtml(reply, webDist);
      else if (path === '/') await reply.code(200).type('text/html; charset=utf-8').send(LANDING_PAGE);
      else return false;
      return true;
    };
  },
  { name: 'static-assets', dependencies: ['errors'] },
);
