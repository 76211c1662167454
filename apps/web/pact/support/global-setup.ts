import { rmSync } from 'node:fs';
import { PACT_FILE } from './paths';

/** Pact merges into an existing file: start from nothing so that a removed interaction leaves the contract too. */
export default function removeOldPact(): void {
  rmSync(PACT_FILE, { force: true });
}
