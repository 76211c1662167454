/**
 * A recording of the proxy (--record DIR) as a data file the mock server starts from:
 *
 *   npm run seed:recording -w @cable/mock-server -- DIR FILE
 *   npm start -w @cable/mock-server -- --data FILE
 *
 * The seed state with the real backend's web version, system configs, operator settings and templates laid over it
 * (src/proxy/recording-seed.ts). FILE must not exist yet: a data file holds a server's changes and is never overwritten.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SEEDED_CALLS, seedFromRecording } from '../src/proxy/recording-seed';

function main(): number {
  const [dir, file, ...rest] = process.argv.slice(2);
  if (!dir || !file || rest.length > 0) {
    console.error('Usage: npm run seed:recording -w @cable/mock-server -- RECORDING_DIR DATA_FILE');
    return 2;
  }
  if (!existsSync(resolve(dir))) {
    console.error(`${resolve(dir)} does not exist; name the folder a proxy recorded into (--record DIR)`);
    return 2;
  }
  const target = resolve(file);
  if (existsSync(target)) {
    console.error(`${target} exists; name a new data file (a data file is never overwritten)`);
    return 2;
  }
  const { state, taken } = seedFromRecording(resolve(dir));
  writeFileSync(target, JSON.stringify(state));
  const missing = SEEDED_CALLS.filter((path) => !taken.includes(path));
  console.log(`wrote ${target}: the seed with ${taken.length ? taken.join(', ') : 'nothing'} from the recording`);
  if (missing.length > 0) console.log(`not in the recording (left as seeded): ${missing.join(', ')}`);
  console.log(`start the mock server on it: npm start -w @cable/mock-server -- --data ${target}`);
  return 0;
}

process.exitCode = main();
