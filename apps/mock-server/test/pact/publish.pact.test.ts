import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SCRIPT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../scripts/pact-publish.mjs');

interface PublishResult {
  consumer: string;
  version: string;
  deployable: boolean | null;
}
type PublishPacts = (env: Record<string, string>, log: (line: string) => void) => Promise<PublishResult>;

interface Received {
  method: string;
  url: string;
  authorization?: string;
  body: string;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((done) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
  });
}

/** `npm run pact:publish` against a stand-in broker that speaks the two calls of the broker API it uses. */
describe('pact:publish', () => {
  const received: Received[] = [];
  let deployable = true;
  const broker = createServer(async (request, response) => {
    received.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization,
      body: await readBody(request),
    });
    response.setHeader('content-type', 'application/hal+json');
    if (request.url?.startsWith('/contracts/publish')) {
      response.end(JSON.stringify({ notices: [{ type: 'success', text: 'published' }] }));
    } else if (request.url?.startsWith('/matrix')) {
      response.end(JSON.stringify({ summary: { deployable, reason: deployable ? 'All verified' : 'Not verified' } }));
    } else {
      response.statusCode = 404;
      response.end('{}');
    }
  });
  let baseUrl = '';
  let publishPacts: PublishPacts;

  beforeAll(async () => {
    await new Promise<void>((done) => broker.listen(0, '127.0.0.1', done));
    baseUrl = `http://127.0.0.1:${(broker.address() as AddressInfo).port}`;
    ({ publishPacts } = (await import(SCRIPT)) as { publishPacts: PublishPacts });
  });
  afterAll(() => new Promise<void>((done) => broker.close(() => done())));

  it('publishes the web pact with version and branch, then asks can-i-deploy', async () => {
    const lines: string[] = [];
    const result = await publishPacts(
      {
        PACT_BROKER_BASE_URL: baseUrl,
        PACT_BROKER_TOKEN: 't0k',
        PACT_CONSUMER_VERSION: '2.9.12-abc',
        PACT_CONSUMER_BRANCH: 'main',
      },
      (line) => lines.push(line),
    );
    expect(result).toEqual({ consumer: 'cable-quote-web', version: '2.9.12-abc', deployable: true });
    const [publish, matrix] = received;
    expect(publish?.method).toBe('POST');
    expect(publish?.authorization).toBe('Bearer t0k');
    const body = JSON.parse(publish?.body ?? '{}') as {
      pacticipantName: string;
      branch: string;
      contracts: Array<{ providerName: string; content: string }>;
    };
    expect(body.pacticipantName).toBe('cable-quote-web');
    expect(body.branch).toBe('main');
    expect(body.contracts[0]?.providerName).toBe('cable-quote-mock');
    const pact = JSON.parse(Buffer.from(body.contracts[0]?.content ?? '', 'base64').toString('utf8')) as {
      interactions: unknown[];
    };
    expect(pact.interactions.length).toBeGreaterThan(80);
    expect(decodeURIComponent(matrix?.url ?? '')).toContain('q[][version]=2.9.12-abc');
    expect(lines.at(-1)).toContain('can-i-deploy cable-quote-web 2.9.12-abc: yes');
  });

  it('reports "no" when the broker says the version cannot be deployed', async () => {
    deployable = false;
    const result = await publishPacts({ PACT_BROKER_BASE_URL: baseUrl, PACT_CONSUMER_VERSION: 'x1' }, () => undefined);
    expect(result.deployable).toBe(false);
  });

  it('refuses to run without a broker address', async () => {
    await expect(publishPacts({}, () => undefined)).rejects.toThrow(/PACT_BROKER_BASE_URL/);
  });
});
