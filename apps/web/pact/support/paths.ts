import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CONSUMER = 'cable-quote-web';
export const PROVIDER = 'cable-quote-mock';
/** Committed with the contract so that the mock server (and a real backend) can be verified from a clone. */
export const PACT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../contracts/pacts');
export const PACT_FILE = resolve(PACT_DIR, `${CONSUMER}-${PROVIDER}.json`);
