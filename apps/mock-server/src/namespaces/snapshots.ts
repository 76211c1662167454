import { existsSync, readFileSync } from 'node:fs';
import {
  type ControlSnapshot,
  NAMESPACE_NAME_PATTERN,
  SNAPSHOT_FILE_FORMAT,
  SNAPSHOT_FILE_VERSION,
} from '@cable/contracts';
import { ApiError } from '../api-error';
import { stateProblem, writeFileAtomically } from '../store/persistence';
import { cloneState } from '../store/transaction';
import type { State } from '../store/types';

/** One snapshot as kept and exported: where and when it was taken, and the namespace's whole state. */
export interface SnapshotRecord {
  name: string;
  namespace: string;
  savedAt: number;
  state: State;
}

/** The JSON of an export, of the --data snapshots file and of a --snapshot FILE. */
export interface SnapshotFile {
  format: typeof SNAPSHOT_FILE_FORMAT;
  version: typeof SNAPSHOT_FILE_VERSION;
  snapshots: SnapshotRecord[];
}

/** How many snapshots the server keeps at most. */
export const SNAPSHOT_LIMIT = 100;

const NAME = new RegExp(NAMESPACE_NAME_PATTERN);

/** The snapshots of a snapshot file's text; throws an Error naming the file and what is wrong. */
export function parseSnapshotFile(text: string, file: string): SnapshotRecord[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`Snapshot file ${file} is not valid JSON (${(error as Error).message})`);
  }
  const record = parsed as Partial<SnapshotFile> | null;
  if (!record || typeof record !== 'object' || record.format !== SNAPSHOT_FILE_FORMAT)
    throw new Error(`Snapshot file ${file} is not a snapshot export (its "format" is not "${SNAPSHOT_FILE_FORMAT}")`);
  if (record.version !== SNAPSHOT_FILE_VERSION)
    throw new Error(
      `Snapshot file ${file} has version ${JSON.stringify(record.version)}; this server reads ${SNAPSHOT_FILE_VERSION}`,
    );
  if (!Array.isArray(record.snapshots)) throw new Error(`Snapshot file ${file} has no "snapshots" array`);
  return record.snapshots.map((entry, index) => {
    const where = `Snapshot file ${file}, snapshots[${index}]`;
    if (!entry || typeof entry.name !== 'string' || !NAME.test(entry.name))
      throw new Error(`${where}: "name" must be letters, digits, _ and - (at most 64)`);
    const problem = stateProblem(entry.state);
    if (problem) throw new Error(`${where} (${entry.name}): its state is not a mock-server state: ${problem}`);
    return {
      name: entry.name,
      namespace: typeof entry.namespace === 'string' && NAME.test(entry.namespace) ? entry.namespace : 'default',
      savedAt: Number.isSafeInteger(entry.savedAt) ? entry.savedAt : 0,
      state: entry.state,
    };
  });
}

/**
 * Named copies of a namespace's whole state, shared by all namespaces (save in one, restore into another). With a
 * file (--data) every change is written to it atomically and it is read at start.
 */
export class SnapshotStore {
  private readonly records = new Map<string, SnapshotRecord & { bytes: number }>();

  constructor(private readonly file: string | null) {
    if (file && existsSync(file)) this.add(parseSnapshotFile(readFileSync(file, 'utf8'), file), false);
  }

  /** Adds (or replaces by name) the given snapshots, e.g. those of --snapshot FILE. */
  add(records: readonly SnapshotRecord[], persist = true): void {
    for (const record of records) this.keep({ ...record, state: cloneState(record.state) });
    if (persist) this.persist();
  }

  save(name: string, namespace: string, state: State, savedAt: number): ControlSnapshot {
    if (!this.records.has(name) && this.records.size >= SNAPSHOT_LIMIT)
      throw new ApiError('UsageLimitReached', {
        zh: `快照已达上限（${SNAPSHOT_LIMIT} 个）：请先删除不用的快照`,
        en: `The server keeps at most ${SNAPSHOT_LIMIT} snapshots; delete one first`,
      });
    const summary = this.keep({ name, namespace, savedAt, state: cloneState(state) });
    this.persist();
    return summary;
  }

  /** The snapshot's state (a copy the caller may keep); refuses an unknown name. */
  state(name: string): { summary: ControlSnapshot; state: State } {
    const record = this.records.get(name);
    if (!record) throw this.unknown(name);
    return { summary: summaryOf(record), state: cloneState(record.state) };
  }

  list(): ControlSnapshot[] {
    return [...this.records.values()].sort((a, b) => a.name.localeCompare(b.name)).map(summaryOf);
  }

  delete(name: string): void {
    if (!this.records.delete(name)) throw this.unknown(name);
    this.persist();
  }

  /** The export of one snapshot (refused when unknown) or of all of them. */
  export(name?: string): SnapshotFile {
    const chosen = name === undefined ? [...this.records.values()] : [this.records.get(name) ?? this.missing(name)];
    return {
      format: SNAPSHOT_FILE_FORMAT,
      version: SNAPSHOT_FILE_VERSION,
      snapshots: chosen.map(({ bytes: _bytes, ...record }) => record),
    };
  }

  private keep(record: SnapshotRecord): ControlSnapshot {
    const stored = { ...record, bytes: Buffer.byteLength(JSON.stringify(record.state)) };
    this.records.set(record.name, stored);
    return summaryOf(stored);
  }

  private persist(): void {
    if (this.file) writeFileAtomically(this.file, JSON.stringify(this.export()));
  }

  private missing(name: string): never {
    throw this.unknown(name);
  }

  private unknown(name: string): ApiError {
    const names = [...this.records.keys()].join(', ') || '(none)';
    return new ApiError('ResourceNotFound', {
      zh: `快照“${name}”不存在；现有快照：${names}`,
      en: `No snapshot "${name}"; the snapshots are ${names}`,
    });
  }
}

function summaryOf(record: SnapshotRecord & { bytes: number }): ControlSnapshot {
  return { name: record.name, namespace: record.namespace, savedAt: record.savedAt, bytes: record.bytes };
}
