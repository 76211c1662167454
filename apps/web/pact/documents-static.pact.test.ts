import { MatchersV3, type V3MockServer } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { startApp } from '../src/app/startup';
import { type DocumentKind, type DocumentSource, documentPreviewUrl } from '../src/components/document-preview';
import { uploadBatchFile } from '../src/features/batch/api/batch-api';
import { downloadExcel } from '../src/lib/excel-download';
import {
  connectApp,
  createPact,
  dataShape,
  EXAMPLE,
  fromState,
  okEnvelope,
  protocolHeaders,
  STATE,
  type StateName,
  type StateParams,
  settleMockServer,
} from './support/pact';

const { integer, number, regex, string } = MatchersV3;
const pact = createPact();

const digit = (example: string) => regex('^[0-9]+$', example);
const tokenParam = () => regex('^[A-Za-z0-9_.-]{8,256}$', EXAMPLE.token);
const corpParam = () => fromState('corpId', '1');
const customerParam = () => fromState('customerId', 'd40001');
const templateParam = (type: number, example: string) => fromState(`template${type}`, example);

const TAXNO = '91320105MA1XYZ1234';
const QUOTE_WITH_GROUP: ReadonlyArray<readonly [StateName, StateParams?]> = [
  [STATE.quoteUser],
  [STATE.groupItems, { group: 0 }],
  [STATE.customer, { taxno: TAXNO }],
];

interface PreviewCase {
  kind: DocumentKind;
  path: string;
  states: ReadonlyArray<readonly [StateName, StateParams?]>;
  source: DocumentSource;
  query: Record<string, unknown>;
}

const PREVIEWS: PreviewCase[] = [
  {
    kind: 'table',
    path: '/biz/qms/inventory/table/preview',
    states: QUOTE_WITH_GROUP,
    source: { demander: 'd40001', corp: '1', tmpl: '1', mode: 3, unit: 0, rno: true, isquote: true, group: 0 },
    query: {
      demander: customerParam(),
      mode: digit('3'),
      tmpl: templateParam(1, '1'),
      corp: corpParam(),
      f_rno: digit('1'),
      f_isquote: digit('1'),
      unit: digit('0'),
      group: digit('0'),
      token: tokenParam(),
    },
  },
  {
    kind: 'contract',
    path: '/biz/qms/inventory/contract/preview',
    states: QUOTE_WITH_GROUP,
    source: { demander: 'd40001', corp: '1', tmpl: '3', mode: 3, unit: 0, group: 0 },
    query: {
      demander: customerParam(),
      mode: digit('3'),
      tmpl: templateParam(2, '3'),
      corp: corpParam(),
      unit: digit('0'),
      group: digit('0'),
      token: tokenParam(),
    },
  },
  {
    kind: 'report',
    path: '/biz/qms/inventory/report/preview',
    states: [[STATE.quoteUser], [STATE.cableReport]],
    source: { demander: '', corp: '1', tmpl: '5', cable: 'c20001', name: '赵强' },
    query: {
      corp: corpParam(),
      tmpl: templateParam(3, '5'),
      id: fromState('cableId', 'c20001'),
      name: string('赵强'),
      token: tokenParam(),
    },
  },
  {
    kind: 'outbill',
    path: '/biz/qms/inventory/outbill/preview',
    states: QUOTE_WITH_GROUP,
    source: { demander: 'd40001', corp: '1', tmpl: '6', rno: true, group: 0 },
    query: {
      corp: corpParam(),
      demander: customerParam(),
      tmpl: templateParam(4, '6'),
      f_rno: digit('1'),
      f_time: digit('1'),
      group: digit('0'),
      token: tokenParam(),
    },
  },
  {
    kind: 'cert',
    path: '/biz/qms/inventory/cert/preview',
    states: QUOTE_WITH_GROUP,
    source: { demander: 'd40001', corp: '1', tmpl: '7', group: 0 },
    query: {
      corp: corpParam(),
      demander: customerParam(),
      tmpl: templateParam(5, '7'),
      f_time: digit('1'),
      group: digit('0'),
      token: tokenParam(),
    },
  },
  {
    kind: 'authorization',
    path: '/biz/qms/inventory/authorization/preview',
    states: [[STATE.quoteUser], [STATE.customer, { taxno: TAXNO }]],
    source: { demander: 'd40001', corp: '1', tmpl: '8', name: '张伟' },
    query: {
      corp: corpParam(),
      demander: customerParam(),
      tmpl: templateParam(6, '8'),
      name: string('张伟'),
      f_time: digit('1'),
      token: tokenParam(),
    },
  },
];

/**
 * Previews open in a new window (an iframe in the app): the browser GETs the URL the app built, token in the query.
 * The pact holds the document type only; the page itself is the server's.
 */
describe('document previews', () => {
  for (const preview of PREVIEWS) {
    it(`opens the ${preview.kind} preview`, async () => {
      let interaction = pact.addInteraction();
      for (const [state, params] of preview.states) interaction = interaction.given(state, params);
      await interaction
        .uponReceiving(`a ${preview.kind} preview opened in a new window`)
        .withRequest('GET', preview.path, (builder) => {
          builder.query(preview.query as never);
        })
        .willRespondWith(200, (builder) => {
          // A media type without parameters: the verifier compares Content-Type by type and lets charset differ.
          builder.headers({ 'Content-Type': 'text/html' });
        })
        .executeTest(async (mockServer) => {
          connectApp(mockServer, 'user');
          const response = await fetch(documentPreviewUrl(preview.kind, preview.source));
          expect(response.status).toBe(200);
          expect(response.headers.get('content-type')).toMatch(/^text\/html/);
          await settleMockServer();
        });
    });
  }
});

describe('Excel download', () => {
  it('downloads the quotation sheet of a group as a file', async () => {
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    let interaction = pact.addInteraction();
    for (const [state, params] of QUOTE_WITH_GROUP) interaction = interaction.given(state, params);
    await interaction
      .uponReceiving('an Excel download of group 0')
      .withRequest('POST', '/biz/qms/inventory/excel/download', (builder) => {
        builder
          .headers({ ...protocolHeaders('user'), 'Content-Type': regex('^application/json', 'application/json') })
          .jsonBody({
            form: {
              demander: customerParam(),
              mode: integer(3),
              fee: number(0),
              corp: corpParam(),
              memo: string(''),
              unit: integer(0),
              group: integer(0),
            },
          });
      })
      .willRespondWith(200, (builder) => {
        builder.headers({
          'Content-Type': xlsx,
        });
      })
      .executeTest(async (mockServer) => {
        connectApp(mockServer, 'user');
        const { fileName } = await downloadExcel({
          form: { demander: 'd40001', mode: 3, fee: 0, corp: '1', memo: '', unit: 0, group: 0 },
        });
        // The file name is the server's choice (Content-Disposition); the app falls back to its own name.
        expect(fileName).toMatch(/\.xlsx$/);
        await settleMockServer();
      });
  });
});

/**
 * Pact's mock server compares the multipart boundary as part of the content type (pact-reference issue 482), and
 * the boundary is the fetch implementation's random choice. This fetch serialises the app's FormData exactly
 * like undici does, only with the pact's boundary; the fields, their order and the file are still the app's.
 */
async function withMultipartBoundary<T>(boundary: string, run: () => Promise<T>): Promise<T> {
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    if (!(init?.body instanceof FormData)) return realFetch(input, init);
    const chunks: Buffer[] = [];
    for (const [name, value] of init.body.entries()) {
      const head =
        typeof value === 'string'
          ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`
          : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: ${value.type}\r\n\r\n`;
      chunks.push(
        Buffer.from(head),
        typeof value === 'string' ? Buffer.from(value) : Buffer.from(await value.arrayBuffer()),
      );
      chunks.push(Buffer.from('\r\n'));
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    const headers = new Headers(init.headers);
    headers.set('content-type', `multipart/form-data; boundary=${boundary}`);
    return realFetch(input, { ...init, headers, body: Buffer.concat(chunks) });
  };
  try {
    return await run();
  } finally {
    globalThis.fetch = realFetch;
  }
}

describe('batch file upload', () => {
  const BOUNDARY = 'pact-boundary-7MA4YWxkTrZu0gW';
  const TEXT = 'YJV22 0.6/1kV 3×95+1×50 500 米\n';
  const multipartBody = Buffer.from(
    [
      `--${BOUNDARY}`,
      'Content-Disposition: form-data; name="kind"',
      '',
      'text',
      `--${BOUNDARY}`,
      'Content-Disposition: form-data; name="unit"',
      '',
      '0',
      `--${BOUNDARY}`,
      'Content-Disposition: form-data; name="file"; filename="rows.txt"',
      'Content-Type: text/plain',
      '',
      TEXT,
      `--${BOUNDARY}--`,
      '',
    ].join('\r\n'),
  );

  it('uploads a text file of rows and gets them recognised', async () => {
    await pact
      .addInteraction()
      .given(STATE.quoteUser)
      .uponReceiving('a batch upload of a text file')
      .withRequest('POST', '/biz/qms/batch/file/upload', (builder) => {
        builder
          .headers({
            ...protocolHeaders('user'),
            'Content-Type': regex('^multipart/form-data; boundary=.+$', `multipart/form-data; boundary=${BOUNDARY}`),
          })
          .body(`multipart/form-data; boundary=${BOUNDARY}`, multipartBody)
          // The body-wide content-type rule that body() adds would otherwise be applied to the text parts too.
          .matchingRules({
            body: [
              { path: '$.kind', rules: [MatchersV3.equal('text')] },
              { path: '$.unit', rules: [MatchersV3.equal('0')] },
              { path: '$.file', rules: [MatchersV3.contentType('text/plain')] },
            ],
          });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(
          okEnvelope(
            dataShape('/biz/qms/batch/file/upload', {
              kind: 'text',
              results: [{ index: 0, raw: 'YJV22 0.6/1kV 3×95+1×50 500 米', keywords: {}, infos: [] }],
              keywords: [],
              unmatched: [],
            }),
          ),
        );
      })
      .executeTest(async (mockServer: V3MockServer) => {
        connectApp(mockServer, 'user');
        const result = await withMultipartBoundary(BOUNDARY, () =>
          uploadBatchFile(new Blob([TEXT], { type: 'text/plain' }), 'rows.txt', 'text', 0),
        );
        expect(result.kind).toBe('text');
        expect(result.results[0]?.raw).toContain('YJV22');
        await settleMockServer();
      });
  });
});

/**
 * Startup (spec section 4): the mapping of page hosts to API bases, then the crypto module. Each is one
 * interaction; the other file comes from the local build, as it would from the static host.
 */
describe('static files of startup', () => {
  const localWasm = () =>
    new Response(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]), { headers: { 'content-type': 'application/wasm' } });

  it('reads api-mapping.json and picks the API base of the page host', async () => {
    await pact
      .addInteraction()
      .given(STATE.guest)
      .uponReceiving('a request for api-mapping.json with a timestamp')
      .withRequest('GET', '/assets/api-mapping.json', (builder) => {
        builder.query({ timestamp: regex('^[0-9]{13}$', EXAMPLE.time) });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(
          MatchersV3.eachValueMatches(
            { 'localhost:8080': 'http://localhost:8080' },
            regex('^https?://[^/]+$', 'http://localhost:8080'),
          ),
        );
      })
      .executeTest(async (mockServer) => {
        let apiBase: string | undefined;
        const started = await startApp({
          fetch: (url) =>
            url.startsWith('/assets/') ? fetch(`${mockServer.url}${url}`) : Promise.resolve(localWasm()),
          host: 'localhost:8080',
          now: () => Number(EXAMPLE.time),
          instantiate: async () => 'digest',
          mount: (context) => {
            apiBase = context.apiBase;
          },
          alert: () => undefined,
          close: () => undefined,
          logError: () => undefined,
        });
        expect(started).toBe(true);
        expect(apiBase).toBe('http://localhost:8080');
        await settleMockServer();
      });
  });

  it('loads the crypto module', async () => {
    await pact
      .addInteraction()
      .given(STATE.guest)
      .uponReceiving('a request for the crypto module main.wasm')
      .withRequest('GET', '/static/script/wasm/main.wasm')
      .willRespondWith(200, (builder) => {
        builder.headers({ 'Content-Type': 'application/wasm' });
      })
      .executeTest(async (mockServer) => {
        let contentType: string | null = null;
        const started = await startApp({
          fetch: (url) =>
            url.startsWith('/static/')
              ? fetch(`${mockServer.url}${url}`)
              : Promise.resolve(Response.json({ 'localhost:8080': 'http://localhost:8080' })),
          host: 'localhost:8080',
          now: () => Number(EXAMPLE.time),
          instantiate: async (source) => {
            contentType = source.headers.get('content-type');
            return 'digest';
          },
          mount: () => undefined,
          alert: () => undefined,
          close: () => undefined,
          logError: () => undefined,
        });
        expect(started).toBe(true);
        expect(contentType).toMatch(/^application\/wasm/);
        await settleMockServer();
      });
  });
});
