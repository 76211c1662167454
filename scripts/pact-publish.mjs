#!/usr/bin/env node
/**
 * Publishes the pacts of contracts/pacts to a Pact Broker and asks can-i-deploy for the consumer version, through
 * the broker's HTTP API (POST /contracts/publish, GET /matrix). Used by `npm run pact:publish` and by the
 * pact-publish service of docker-compose.yml (profile "broker").
 *
 * Environment:
 *   PACT_BROKER_BASE_URL   required, e.g. http://localhost:9292
 *   PACT_BROKER_TOKEN      or PACT_BROKER_USERNAME + PACT_BROKER_PASSWORD (optional; the compose broker is open)
 *   PACT_CONSUMER_VERSION  default: git commit (short), else the web app's package version
 *   PACT_CONSUMER_BRANCH   default: git branch
 *   PACT_CAN_I_DEPLOY      "off" skips the question (publish only)
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PACT_DIR = join(ROOT, 'contracts/pacts');

function git(...args) {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

function authHeaders(env) {
  if (env.PACT_BROKER_TOKEN) return { authorization: `Bearer ${env.PACT_BROKER_TOKEN}` };
  if (env.PACT_BROKER_USERNAME) {
    const basic = Buffer.from(`${env.PACT_BROKER_USERNAME}:${env.PACT_BROKER_PASSWORD ?? ''}`).toString('base64');
    return { authorization: `Basic ${basic}` };
  }
  return {};
}

async function brokerCall(baseUrl, path, init, env) {
  const response = await fetch(new URL(path, baseUrl), {
    ...init,
    headers: { accept: 'application/hal+json, application/json', ...authHeaders(env), ...init.headers },
  });
  const text = await response.text();
  let body;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = { raw: text };
  }
  return { status: response.status, body };
}

export async function publishPacts(env = process.env, log = console.log) {
  const baseUrl = env.PACT_BROKER_BASE_URL?.trim();
  if (!baseUrl) throw new Error('PACT_BROKER_BASE_URL is not set (e.g. http://localhost:9292, see docs/dev-kit.md)');
  const files = readdirSync(PACT_DIR).filter((name) => name.endsWith('.json'));
  if (files.length === 0) throw new Error(`no pact files in ${PACT_DIR}: run npm run test:pact -w @cable/web first`);
  const pacts = files.map((name) => JSON.parse(readFileSync(join(PACT_DIR, name), 'utf8')));
  const consumers = [...new Set(pacts.map((pact) => pact.consumer.name))];
  if (consumers.length !== 1) throw new Error(`expected the pacts of one consumer, found ${consumers.join(', ')}`);
  const consumer = consumers[0];
  const version =
    env.PACT_CONSUMER_VERSION ||
    git('rev-parse', '--short', 'HEAD') ||
    JSON.parse(readFileSync(join(ROOT, 'apps/web/package.json'), 'utf8')).version;
  const branch = env.PACT_CONSUMER_BRANCH || git('rev-parse', '--abbrev-ref', 'HEAD') || undefined;

  const publish = await brokerCall(
    baseUrl,
    '/contracts/publish',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        pacticipantName: consumer,
        pacticipantVersionNumber: version,
        ...(branch ? { branch } : {}),
        contracts: pacts.map((pact) => ({
          consumerName: pact.consumer.name,
          providerName: pact.provider.name,
          specification: 'pact',
          contentType: 'application/json',
          content: Buffer.from(JSON.stringify(pact)).toString('base64'),
        })),
      }),
    },
    env,
  );
  if (publish.status >= 300) {
    throw new Error(`publishing failed: HTTP ${publish.status} ${JSON.stringify(publish.body).slice(0, 500)}`);
  }
  log(`published ${files.join(', ')} as ${consumer} ${version}${branch ? ` (branch ${branch})` : ''}`);

  if (env.PACT_CAN_I_DEPLOY === 'off') return { consumer, version, deployable: null };
  const query = new URLSearchParams({
    'q[][pacticipant]': consumer,
    'q[][version]': version,
    latestby: 'cvp',
    latest: 'true',
  });
  const matrix = await brokerCall(baseUrl, `/matrix?${query}`, { method: 'GET' }, env);
  if (matrix.status >= 300) throw new Error(`can-i-deploy failed: HTTP ${matrix.status}`);
  const summary = matrix.body.summary ?? {};
  log(
    `can-i-deploy ${consumer} ${version}: ${summary.deployable ? 'yes' : 'no'} - ${summary.reason ?? 'no reason given'}`,
  );
  return { consumer, version, deployable: summary.deployable === true };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  publishPacts().then(
    (result) => {
      if (result.deployable === false) process.exitCode = 1;
    },
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
