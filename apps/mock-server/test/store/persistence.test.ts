import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeClock } from '../../src/store/clock';
import { dataFileFromArgs, PersistenceError } from '../../src/store/persistence';
import { createRepositories } from '../../src/store/repositories';

const HERE = dirname(fileURLToPath(import.meta.url));
const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mock-store-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('file persistence', () => {
  it('writes the seed on first start and every mutation; a new store reads the same state', () => {
    const file = join(tempDir(), 'state.json');
    const clock = fakeClock(Date.UTC(2026, 10, 21));
    const repos = createRepositories({ dataFile: file, clock, seed: 1 });
    expect(existsSync(file)).toBe(true);
    repos.inventory.addItems('1001', 0, [{ cable: '100001', count: '42' }]);
    repos.customers.saveCustomer('1001', { name: '杭州测试电气有限公司', taxno: '91330100MA2B000001' });
    const session = repos.sessions.openSession('1001', 'password');

    const reopened = createRepositories({ dataFile: file, clock });
    expect(reopened.store.state).toEqual(repos.store.state);
    expect(reopened.sessions.findSession(session.token)?.user.account).toBe('quote');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(repos.store.state);
  });

  it('creates a missing data directory, as on a fresh clone where .data/ does not exist yet', () => {
    const root = tempDir();
    const file = join(root, '.data', 'mock-state.json');
    const repos = createRepositories({ dataFile: file, seed: 1 });
    repos.customers.saveCustomer('1001', { name: '新克隆测试有限公司', taxno: '91330100MA2B000002' });
    expect(readdirSync(join(root, '.data'))).toEqual(['mock-state.json']);
    const reopened = createRepositories({ dataFile: file });
    expect(reopened.customers.customersOf('1001').some((c) => c.taxno === '91330100MA2B000002')).toBe(true);
  });

  it('says which data directory it cannot create, and why', () => {
    const root = tempDir();
    writeFileSync(join(root, '.data'), 'a file where the directory should be');
    const file = join(root, '.data', 'mock-state.json');
    expect(() => createRepositories({ dataFile: file })).toThrow(PersistenceError);
    expect(() => createRepositories({ dataFile: file })).toThrow(
      `Data directory ${join(root, '.data')} cannot be created: EEXIST`,
    );
  });

  it('leaves the main file intact when a crash left a half-written temp file, and cleans it up', () => {
    const dir = tempDir();
    const file = join(dir, 'state.json');
    const repos = createRepositories({ dataFile: file });
    repos.config.setMaintenance(true);
    const good = readFileSync(file, 'utf8');
    const leftover = join(dir, '.state.json.99999.1.tmp');
    writeFileSync(leftover, good.slice(0, good.length / 2));

    const reopened = createRepositories({ dataFile: file });
    expect(reopened.store.state.server.maintenance).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(good);
    expect(readdirSync(dir)).toEqual(['state.json']);
  });

  it('reports a corrupt file clearly and does not replace it', () => {
    const file = join(tempDir(), 'state.json');
    writeFileSync(file, '{"version":1, "users": [');
    expect(() => createRepositories({ dataFile: file })).toThrow(PersistenceError);
    expect(() => createRepositories({ dataFile: file })).toThrow(/is not valid JSON .*left untouched/);
    expect(readFileSync(file, 'utf8')).toBe('{"version":1, "users": [');
  });

  it('refuses JSON of another version or shape', () => {
    const file = join(tempDir(), 'state.json');
    writeFileSync(file, JSON.stringify({ version: 99 }));
    expect(() => createRepositories({ dataFile: file })).toThrow(/version is 99, this server reads version 1/);
    writeFileSync(file, JSON.stringify({ version: 1, users: [] }));
    expect(() => createRepositories({ dataFile: file })).toThrow(/lacks counters/);
  });

  it('loses nothing acknowledged when the process is killed with SIGKILL right after a mutation', () => {
    const file = join(tempDir(), 'state.json');
    const script = `
      import { createRepositories } from ${JSON.stringify(join(HERE, '../../src/store/repositories.ts'))};
      const repos = createRepositories({ dataFile: ${JSON.stringify(file)} });
      repos.inventory.addItems('1001', 3, [{ cable: '100002', count: '77' }]);
      repos.customers.saveCustomer('1001', { name: '重启测试有限公司', taxno: '91110000MA00KILL09' });
      process.kill(process.pid, 'SIGKILL');
    `;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: join(HERE, '../..'),
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(child.signal).toBe('SIGKILL');
    const reopened = createRepositories({ dataFile: file });
    expect(reopened.inventory.listItems('1001', 3).map((i) => [i.cable, i.count])).toEqual([['100002', '77']]);
    expect(reopened.customers.customersOf('1001').some((c) => c.taxno === '91110000MA00KILL09')).toBe(true);
  });
});

describe('dataFileFromArgs', () => {
  it('reads --data FILE, --data=FILE and MOCK_DATA_FILE', () => {
    expect(dataFileFromArgs(['--data', 'a.json'], {})).toBe('a.json');
    expect(dataFileFromArgs(['--port', '1', '--data=b.json'], {})).toBe('b.json');
    expect(dataFileFromArgs([], { MOCK_DATA_FILE: 'c.json' })).toBe('c.json');
    expect(dataFileFromArgs([], {})).toBeNull();
    expect(() => dataFileFromArgs(['--data'], {})).toThrow(/needs a file name/);
  });
});
