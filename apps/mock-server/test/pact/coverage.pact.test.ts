import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readPact } from './verification';

const ENDPOINTS_TXT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../contracts/spec/endpoints.txt');

/** Every call of the spec, as "METHOD PATH" lines (comments and blank lines skipped). */
function specCalls(): string[] {
  return readFileSync(ENDPOINTS_TXT, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/**
 * The pact must hold at least one interaction per call of contracts/spec/endpoints.txt. None is exempt: the two
 * static GETs (api-mapping.json, main.wasm) and the six HTML previews have interactions of their own
 * (apps/web/pact/documents-static.pact.test.ts), so the list of calls covered elsewhere is empty.
 */
const COVERED_BY_OTHER_TESTS: readonly string[] = [];

describe('pact coverage of the spec calls', () => {
  const interactions = readPact().interactions.map((i) => `${i.request.method.toUpperCase()} ${i.request.path}`);

  it('lists 81 calls', () => {
    expect(specCalls()).toHaveLength(81);
  });

  it('has an interaction for every call of endpoints.txt', () => {
    const covered = new Set(interactions);
    const missing = specCalls().filter((call) => !covered.has(call) && !COVERED_BY_OTHER_TESTS.includes(call));
    expect(missing).toEqual([]);
  });

  it('has no interaction for a call the spec does not list', () => {
    const calls = new Set(specCalls());
    expect([...new Set(interactions)].filter((call) => !calls.has(call))).toEqual([]);
  });
});
