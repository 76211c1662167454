import { checkPactFiles, formatFinding, pactFilesIn } from '@cable/contracts/check-pacts';
import { describe, expect, it } from 'vitest';

/**
 * The pact the consumer tests just wrote (this suite runs after them) is checked against contracts/openapi.json, as
 * `npm run contract:check` checks the committed one: no interaction may expect a field, a type or a code the
 * provider's contract lacks.
 */
describe('the freshly written pact against the contract', () => {
  it('has no interaction that openapi.json does not describe', () => {
    const { interactions, findings } = checkPactFiles(pactFilesIn());
    expect(interactions).toBeGreaterThan(0);
    expect(findings.map((finding) => formatFinding(finding))).toEqual([]);
  });
});
