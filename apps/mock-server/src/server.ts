import type { FastifyBaseLogger } from 'fastify';
import { buildDemoUsers, DEMO_PASSWORD } from '../fixtures/users';
import { buildApp } from './app';
import { readServerConfig, SERVER_USAGE } from './config';
import { CONTROL_PREFIX } from './control/paths';
import { prepareNumberFormats } from './domain/documents/layout';
import { DOCS_PREFIX } from './plugins/swagger';

function publicHost(host: string): string {
  return host === '0.0.0.0' || host === '::' ? 'localhost' : host;
}

/**
 * The last resort: an error nothing caught (a library throwing from its own callback or thread) is logged and the
 * server keeps serving, so one bad request cannot end every user's session and, without --data, their state.
 * Uploaded files are decoded in a child process (src/decoding), so decoders never get here; this is for the rest.
 */
function keepServingOnStrayErrors(log: FastifyBaseLogger): void {
  process.on('uncaughtException', (error, origin) => {
    log.error({ err: error, origin }, 'uncaught error; the server keeps serving');
  });
  process.on('unhandledRejection', (reason) => {
    log.error({ err: reason }, 'unhandled promise rejection; the server keeps serving');
  });
}

async function main(): Promise<void> {
  if (process.argv.includes('--help')) {
    console.log(SERVER_USAGE);
    return;
  }
  let config: ReturnType<typeof readServerConfig>;
  try {
    config = readServerConfig(process.argv.slice(2), process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 2;
    return;
  }
  const app = await buildApp(config.options);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });
  keepServingOnStrayErrors(app.log);
  prepareNumberFormats();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${publicHost(config.host)}:${port}`;
  const users = buildDemoUsers()
    .map((user) => `  ${user.account.padEnd(10)} ${user.name}`)
    .join('\n');
  console.log(`
Cable quote mock server on ${url}
  web app        ${app.webDist ? `${url}/` : '(not built: npm run build -w @cable/web)'}
  API docs       ${url}${DOCS_PREFIX}
  control page   ${url}${CONTROL_PREFIX}/
  signatures     ${app.verifySignature ? 'verified' : 'NOT verified (MOCK_VERIFY_SIGNATURE=off)'}
  state          ${config.options.dataFile ? `persisted in ${config.options.dataFile}` : 'in memory (seeded)'}
Demo accounts (password "${DEMO_PASSWORD}"):
${users}
`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
