/**
 * The pact-vs-contract check: every interaction of the pact files — the request the consumer sends and the answer it
 * expects — must be valid against contracts/openapi.json, so a consumer test cannot expect a field, a code or a call
 * the provider's contract lacks. Part of `npm run contract:check` (and so of `npm test`).
 *
 *   tsx scripts/check-pacts.ts                 # every contracts/pacts/*.json
 *   tsx scripts/check-pacts.ts FILE [FILE...]  # the given pact files
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Conformance, type ConformanceIssue, createConformance } from './conformance';

export const PACTS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../pacts');

interface PactBody {
  content?: unknown;
  contentType?: string;
  encoded?: boolean | string;
}
interface PactInteraction {
  description: string;
  type?: string;
  request: {
    method: string;
    path: string;
    query?: Record<string, string[] | string>;
    headers?: Record<string, string[] | string>;
    body?: PactBody;
  };
  response: { status?: number; headers?: Record<string, string[] | string>; body?: PactBody };
}

export interface InteractionFinding {
  file: string;
  interaction: string;
  call: string;
  side: 'request' | 'response';
  issue: ConformanceIssue;
}

function firstValues(record: Record<string, string[] | string> | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(record ?? {})) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) values[name] = first;
  }
  return values;
}

function headerValue(headers: Record<string, string>, name: string): string | undefined {
  return Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
}

/** The JSON of a pact body, or undefined for text, files and base64-encoded (multipart) bodies. */
function jsonOf(body: PactBody | undefined): unknown {
  if (!body || body.content === undefined || body.encoded) return undefined;
  return body.content;
}

export function checkInteraction(conformance: Conformance, file: string, interaction: PactInteraction) {
  const { request, response } = interaction;
  const call = `${request.method.toUpperCase()} ${request.path}`;
  const requestHeaders = firstValues(request.headers);
  const responseHeaders = firstValues(response.headers);
  const findings: InteractionFinding[] = [];
  const status = response.status ?? 200;
  // A request the provider is expected to refuse (400 validation, 401 signature ...) breaks the contract on purpose:
  // only that its call exists is checked.
  const refusedOnPurpose = status >= 400;
  const requestIssues = conformance.checkRequest({
    method: request.method,
    path: request.path,
    headers: requestHeaders,
    query: firstValues(request.query),
    contentType: request.body?.contentType ?? headerValue(requestHeaders, 'content-type'),
    body: jsonOf(request.body),
    hasBody: request.body?.content !== undefined,
  });
  for (const issue of requestIssues) {
    if (refusedOnPurpose && issue.kind !== 'unknown-operation') continue;
    findings.push({ file, interaction: interaction.description, call, side: 'request', issue });
  }
  if (requestIssues.some((issue) => issue.kind === 'unknown-operation')) return findings;
  const responseIssues = conformance.checkResponse({
    method: request.method,
    path: request.path,
    status,
    contentType: response.body?.contentType ?? headerValue(responseHeaders, 'content-type'),
    body: jsonOf(response.body),
    expectationOnly: true,
  });
  for (const issue of responseIssues) {
    findings.push({ file, interaction: interaction.description, call, side: 'response', issue });
  }
  return findings;
}

export function checkPactFiles(files: readonly string[], conformance = createConformance()) {
  const findings: InteractionFinding[] = [];
  let interactions = 0;
  for (const file of files) {
    const pact = JSON.parse(readFileSync(file, 'utf8')) as { interactions?: PactInteraction[] };
    for (const interaction of pact.interactions ?? []) {
      if (interaction.type && interaction.type !== 'Synchronous/HTTP') continue;
      interactions += 1;
      findings.push(...checkInteraction(conformance, file, interaction));
    }
  }
  return { interactions, findings };
}

/** One line per finding: the file, the interaction, the call, the side and the field path with what is wrong. */
export function formatFinding(finding: InteractionFinding, base = process.cwd()): string {
  const where = finding.issue.part === 'operation' ? finding.side : finding.issue.part;
  return `${relative(base, finding.file)}: interaction "${finding.interaction}" (${finding.call}) ${where} ${finding.issue.message}`;
}

export function pactFilesIn(dir = PACTS_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => resolve(dir, name));
}

function main(): void {
  const args = process.argv.slice(2);
  const files = args.length > 0 ? args.map((file) => resolve(file)) : pactFilesIn();
  const { interactions, findings } = checkPactFiles(files);
  if (findings.length > 0) {
    for (const finding of findings) console.error(formatFinding(finding));
    console.error(
      `\n${findings.length} problem(s) in the pact(s): a consumer test expects what contracts/openapi.json does not describe.` +
        '\nFix the consumer test (apps/web/pact) or the contract (contracts/src, then npm run contract:generate).',
    );
    process.exit(1);
  }
  console.log(`${interactions} pact interaction(s) in ${files.length} file(s) conform to contracts/openapi.json`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
