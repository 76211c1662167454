/**
 * File persistence for the store (--data FILE or MOCK_DATA_FILE).
 *
 * Writes are synchronous on purpose: the store saves inside the mutation call, so when a handler
 * has its answer the bytes are already on disk (write temp file in the same directory, fsync,
 * rename over the target, fsync the directory). A kill -9 at any point leaves either the old or
 * the new complete file, never a torn one; synchronous calls cannot interleave.
 */
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { STATE_VERSION, type State } from './types';

export class PersistenceError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(message);
    this.name = 'PersistenceError';
  }
}

export interface Persistence {
  /** The saved state, or null when there is none yet. Throws PersistenceError for an unusable file. */
  load(): State | null;
  save(state: State): void;
  describe(): string;
}

const REQUIRED_KEYS: ReadonlyArray<keyof State> = [
  'counters',
  'users',
  'sessions',
  'qrs',
  'systemConfigs',
  'userConfigs',
  'modules',
  'materials',
  'adjustment',
  'catas',
  'cables',
  'approvals',
  'reports',
  'inventory',
  'history',
  'customers',
  'corps',
  'templates',
  'batchRules',
  'usage',
  'content',
  'server',
];

/** Checks the shape of a parsed data file; returns a reason when it is not a state of this version. */
export function stateProblem(value: unknown): string | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'the top level is not a JSON object';
  const record = value as Record<string, unknown>;
  if (record.version !== STATE_VERSION)
    return `its version is ${JSON.stringify(record.version)}, this server reads version ${STATE_VERSION}`;
  const missing = REQUIRED_KEYS.filter((k) => !(k in record));
  if (missing.length > 0) return `it lacks ${missing.join(', ')}`;
  if (!Array.isArray(record.users) || !Array.isArray(record.cables)) return 'users and cables must be arrays';
  return null;
}

export function filePersistence(file: string): Persistence {
  const target = resolve(file);
  const dir = dirname(target);
  const tempPrefix = `.${basename(target)}.`;

  return {
    describe: () => target,
    load() {
      // A fresh clone has no data directory (.data/ is not in git): it is made like the file itself would be.
      try {
        mkdirSync(dir, { recursive: true });
      } catch (err) {
        throw new PersistenceError(target, `Data directory ${dir} cannot be created: ${(err as Error).message}`);
      }
      for (const name of readdirSync(dir)) {
        // A temp file is only ever complete once renamed; one left behind is from a crash mid-write.
        if (name.startsWith(tempPrefix) && name.endsWith('.tmp')) rmSync(join(dir, name), { force: true });
      }
      if (!existsSync(target)) return null;
      const text = readFileSync(target, 'utf8');
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch (err) {
        throw new PersistenceError(
          target,
          `Data file ${target} is not valid JSON (${(err as Error).message}). It was left untouched: fix it, or remove it to start from the seed.`,
        );
      }
      const problem = stateProblem(parsed);
      if (problem)
        throw new PersistenceError(
          target,
          `Data file ${target} is not a mock-server state: ${problem}. It was left untouched: remove it to start from the seed.`,
        );
      return parsed as State;
    },
    save(state: State) {
      writeFileAtomically(target, JSON.stringify(state));
    },
  };
}

let writeSequence = 0;

/**
 * Writes text to the file so that a crash leaves the old or the new content whole: a temp file beside it
 * (`.<name>.<unique>.tmp`), fsync, rename over the target, fsync the directory.
 */
export function writeFileAtomically(target: string, text: string): void {
  const dir = dirname(target);
  const temp = join(dir, `.${basename(target)}.${process.pid}.${++writeSequence}.tmp`);
  const fd = openSync(temp, 'w', 0o600);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, target);
  syncDirectory(dir);
}

function syncDirectory(dir: string) {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // Some platforms (Windows) cannot fsync a directory; the rename itself is still atomic there.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** The data file named by `--data FILE` / `--data=FILE` or MOCK_DATA_FILE, if any. */
export function dataFileFromArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): string | null {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--data') {
      const next = argv[i + 1];
      if (!next || next.startsWith('--')) throw new Error('--data needs a file name, e.g. --data ./mock-data.json');
      return next;
    }
    if (arg.startsWith('--data=')) {
      const value = arg.slice('--data='.length);
      if (!value) throw new Error('--data= needs a file name');
      return value;
    }
  }
  return env.MOCK_DATA_FILE?.trim() || null;
}

/**
 * The data file of a namespace with --data FILE: FILE itself for the namespace default (as before namespaces), and
 * `<FILE's name>.ns-<name>.json` beside it for any other.
 */
export function namespaceDataFile(dataFile: string, namespace: string, defaultNamespace: string): string {
  if (namespace === defaultNamespace) return dataFile;
  return join(dirname(dataFile), `${stemOf(dataFile)}.ns-${namespace}.json`);
}

/** The snapshots' file with --data FILE: `<FILE's name>.snapshots.json` beside it. */
export function snapshotsFile(dataFile: string): string {
  return join(dirname(dataFile), `${stemOf(dataFile)}.snapshots.json`);
}

function stemOf(file: string): string {
  return basename(file).replace(/\.json$/i, '');
}
