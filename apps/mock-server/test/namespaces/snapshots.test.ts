import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NAMESPACE_HEADER } from '@cable/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { readServerConfig } from '../../src/config';
import { envelopeOf, signedPost, signIn, type TestApp, type TestSession } from '../framework/harness';
import { buildRealApp, dataOf, endpointById, stateText } from '../reliability/support';

let test: TestApp;
let dir: string | undefined;
afterEach(async () => {
  await test?.app.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function control(method: 'GET' | 'POST', path: string, namespace?: string, body?: unknown) {
  return test.app.inject({
    method,
    url: `/__control/${path}`,
    headers: namespace ? { [NAMESPACE_HEADER]: namespace } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

const stateOf = (namespace: string) => stateText(test.app.namespaces.world(namespace).repos);

/** Some quotation lines and a customer in the namespace: a state that differs from the seed. */
async function work(namespace: string, session: TestSession, marker: string): Promise<void> {
  const post = (id: string, body: unknown) =>
    signedPost(test, endpointById(id).path, body, { session, headers: { [NAMESPACE_HEADER]: namespace } }).then(dataOf);
  const cables = test.repos.store.state.cables.slice(0, 5);
  await post('inventoryAdd', {
    form: {
      group: 2,
      infos: cables.map((cable, index) => ({ cable: cable.id, count: String(100 + index), memo: marker })),
    },
  });
}

describe('snapshots', () => {
  it("save a namespace's whole state and restore it equal, into the same or another namespace", async () => {
    test = await buildRealApp();
    const session = signIn(test.app.namespaces.world('demo').repos, 'quote');
    await work('demo', session, '快照前');
    const saved = stateOf('demo');
    const answer = dataOf<{ snapshot: { name: string; namespace: string; bytes: number } }>(
      await control('POST', 'snapshot/save', 'demo', { name: 'five-lines' }),
    );
    expect(answer.snapshot).toMatchObject({ name: 'five-lines', namespace: 'demo' });
    expect(answer.snapshot.bytes).toBe(Buffer.byteLength(saved));

    await work('demo', session, '快照后');
    expect(stateOf('demo')).not.toBe(saved);
    dataOf(await control('POST', 'snapshot/restore', 'demo', { name: 'five-lines' }));
    expect(stateOf('demo')).toBe(saved);
    // The session saved with the state works again after the restore.
    const list = await signedPost(
      test,
      endpointById('inventoryList').path,
      { cond: { group: 2 } },
      {
        session,
        headers: { [NAMESPACE_HEADER]: 'demo' },
      },
    );
    expect(dataOf<{ infos: unknown[] }>(list).infos).toHaveLength(5);

    // Into another namespace, and into default.
    dataOf(await control('POST', 'snapshot/restore', 'copy', { name: 'five-lines' }));
    expect(stateOf('copy')).toBe(saved);
    dataOf(await control('POST', 'snapshot/restore', undefined, { name: 'five-lines' }));
    expect(stateText(test.repos)).toBe(saved);

    const listed = dataOf<{ snapshots: Array<{ name: string }> }>(await control('GET', 'snapshot/list'));
    expect(listed.snapshots.map((entry) => entry.name)).toEqual(['five-lines']);
    dataOf(await control('POST', 'snapshot/delete', undefined, { name: 'five-lines' }));
    const gone = envelopeOf(await control('POST', 'snapshot/restore', 'demo', { name: 'five-lines' }));
    expect(gone.stat.err).toBe(1031);
    expect(gone.stat.msg).toContain('five-lines');
  });

  it('refuse a snapshot name that is not a name', async () => {
    test = await buildRealApp();
    const answer = envelopeOf(await control('POST', 'snapshot/save', undefined, { name: '../etc/passwd' }));
    expect(answer.stat.err).toBe(1001);
  });

  it('survive a restart with --data, each namespace in its own file, and the snapshots too', async () => {
    dir = mkdtempSync(join(tmpdir(), 'mock-ns-'));
    const dataFile = join(dir, 'state.json');
    test = await buildRealApp({ dataFile, repos: undefined });
    const session = signIn(test.app.namespaces.world('kept').repos, 'quote');
    await work('kept', session, '重启前');
    dataOf(await control('POST', 'snapshot/save', 'kept', { name: 'before-restart' }));
    const kept = stateOf('kept');
    const defaultState = stateText(test.app.repos);
    await test.app.close();
    expect(existsSync(join(dir, 'state.ns-kept.json'))).toBe(true);
    expect(existsSync(join(dir, 'state.snapshots.json'))).toBe(true);

    test = await buildRealApp({ dataFile, repos: undefined });
    expect(stateOf('kept')).toBe(kept);
    expect(stateText(test.app.repos)).toBe(defaultState);
    dataOf(await control('POST', 'snapshot/restore', 'fresh', { name: 'before-restart' }));
    expect(stateOf('fresh')).toBe(kept);
    // Deleting the namespace removes its file.
    dataOf(await control('POST', 'namespace/delete', undefined, { name: 'kept' }));
    expect(existsSync(join(dir, 'state.ns-kept.json'))).toBe(false);
  });

  it('delete with --data the file of a namespace that is not in memory (idled out, or not used since a restart)', async () => {
    dir = mkdtempSync(join(tmpdir(), 'mock-ns-'));
    const dataFile = join(dir, 'state.json');
    test = await buildRealApp({ dataFile, repos: undefined });
    await work('asleep', signIn(test.app.namespaces.world('asleep').repos, 'quote'), '闲置');
    await test.app.close();
    const file = join(dir, 'state.ns-asleep.json');
    expect(existsSync(file)).toBe(true);

    test = await buildRealApp({ dataFile, repos: undefined });
    expect(test.app.namespaces.find('asleep')).toBeUndefined();
    expect(dataOf(await control('POST', 'namespace/delete', undefined, { name: 'asleep' }))).toEqual({
      deleted: 'asleep',
    });
    expect(existsSync(file)).toBe(false);
    // Nothing of that name left, in memory or on file: the usual refusal.
    expect(envelopeOf(await control('POST', 'namespace/delete', undefined, { name: 'asleep' })).stat.err).not.toBe(0);
  });

  it('load at start from --snapshot FILE, the JSON an export gives', async () => {
    test = await buildRealApp();
    const session = signIn(test.app.namespaces.world('demo').repos, 'quote');
    await work('demo', session, '导出');
    const saved = stateOf('demo');
    dataOf(await control('POST', 'snapshot/save', 'demo', { name: 'shipped-demo' }));
    const exported = await control('GET', 'snapshot/export?name=shipped-demo');
    expect(exported.headers['content-type']).toContain('application/json');
    expect(exported.headers['content-disposition']).toContain('snapshots-shipped-demo.json');
    await test.app.close();

    dir = mkdtempSync(join(tmpdir(), 'mock-snap-'));
    const file = join(dir, 'demo-states.json');
    writeFileSync(file, exported.body);
    test = await buildRealApp({ snapshotFile: file });
    const listed = dataOf<{ snapshots: Array<{ name: string; namespace: string }> }>(
      await control('GET', 'snapshot/list'),
    );
    expect(listed.snapshots).toEqual([expect.objectContaining({ name: 'shipped-demo', namespace: 'demo' })]);
    dataOf(await control('POST', 'snapshot/restore', 'team', { name: 'shipped-demo' }));
    expect(stateOf('team')).toBe(saved);
    expect(JSON.parse(readFileSync(file, 'utf8')).snapshots[0].state).toEqual(JSON.parse(saved));
  });

  it('refuse to start from a --snapshot FILE that is not an export, naming the file', async () => {
    dir = mkdtempSync(join(tmpdir(), 'mock-snap-'));
    const file = join(dir, 'not-snapshots.json');
    writeFileSync(file, JSON.stringify({ users: [] }));
    await expect(buildApp({ snapshotFile: file, webDist: null })).rejects.toThrow(/not-snapshots\.json.*format/);
  });

  it('take --snapshot, --namespace-limit and --namespace-idle from the command line, refusing a missing file', () => {
    const folder = mkdtempSync(join(tmpdir(), 'mock-snap-'));
    dir = folder;
    const file = join(folder, 'states.json');
    writeFileSync(file, '{}');
    const config = readServerConfig(['--snapshot', file, '--namespace-limit', '8', '--namespace-idle', '90'], {});
    expect(config.options).toMatchObject({ snapshotFile: file, namespaceLimit: 8, namespaceIdleMs: 90_000 });
    expect(() => readServerConfig(['--snapshot', join(folder, 'missing.json')], {})).toThrow(
      /--snapshot.*missing\.json/,
    );
    expect(() => readServerConfig(['--namespace-limit', '0'], {})).toThrow(/--namespace-limit/);
  });
});
