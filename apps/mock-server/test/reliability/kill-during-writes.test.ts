import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type LiveServer, SignedClient, startServer } from './live-server';

const GROUP = 4;
const WRITERS = 6;
/** Acknowledged writes after which the server is killed, with more still in flight. */
const KILL_AFTER_ACKS = 60;

const dir = mkdtempSync(join(tmpdir(), 'mock-kill-'));
const dataFile = join(dir, 'state.json');
const servers: LiveServer[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill()));
  rmSync(dir, { recursive: true, force: true });
});

describe('persistence under SIGKILL', () => {
  it('keeps every acknowledged change and an intact data file when the server is killed mid-load', async () => {
    const first = await startServer({ args: ['--data', dataFile] });
    servers.push(first);
    const client = await SignedClient.signIn(first.url, 'quote');
    const cables = (
      await client.post<{ cables: Array<{ id: string }> }>('/biz/qms/cable/info/list', {
        cond: {},
        page: { len: 20, num: 1 },
      })
    ).data.cables.map((cable) => cable.id);
    expect(cables.length).toBeGreaterThan(0);

    /** Per item: the count of the last acknowledged write, and of a write still in flight when the server died. */
    const items = new Map<string, { acknowledged: string; inFlight: string | null }>();
    let acknowledgedWrites = 0;
    let sequence = 0;
    let killed = false;
    // Each writer alternates between adding a row and changing the count of one of its own rows, so the order of
    // the changes to a row is the order of that writer's acknowledgements.
    const writer = async () => {
      const own: string[] = [];
      while (!killed) {
        sequence += 1;
        const count = String(sequence);
        const target = own.length > 0 && sequence % 2 === 0 ? own[sequence % own.length]! : null;
        if (target) items.get(target)!.inFlight = count;
        try {
          const answer = target
            ? await client.post('/biz/qms/inventory/count/set', { form: { group: GROUP, ids: [target], count } })
            : await client.post<{ infos: Array<{ id: string }> }>('/biz/qms/inventory/add', {
                form: { group: GROUP, infos: [{ cable: cables[sequence % cables.length]!, count }] },
              });
          if (answer.stat.err !== 0) throw new Error(`write refused: ${answer.stat.err} ${answer.stat.msg}`);
          if (target) {
            items.set(target, { acknowledged: count, inFlight: null });
          } else {
            const id = (answer.data as { infos: Array<{ id: string }> }).infos[0]!.id;
            items.set(id, { acknowledged: count, inFlight: null });
            own.push(id);
          }
          acknowledgedWrites += 1;
        } catch (error) {
          // Requests in flight when the process dies fail at the socket: they were never acknowledged.
          if (!killed) throw error;
        }
        if (acknowledgedWrites >= KILL_AFTER_ACKS && !killed) {
          killed = true;
          await first.kill();
        }
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, writer));
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acknowledgedWrites).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);

    const text = readFileSync(dataFile, 'utf8');
    expect(() => JSON.parse(text)).not.toThrow();

    const second = await startServer({ args: ['--data', dataFile] });
    servers.push(second);
    const again = await SignedClient.signIn(second.url, 'quote');
    const list = await again.post<{ infos: Array<{ id: string; count: string }> }>('/biz/qms/inventory/list', {
      cond: { group: GROUP },
      page: { len: 1000, num: 1 },
    });
    expect(list.stat.err).toBe(0);
    const present = new Map(list.data.infos.map((item) => [item.id, item.count]));
    // A write in flight at the kill may or may not have landed; an acknowledged one must have.
    const lost = [...items].filter(
      ([id, { acknowledged, inFlight }]) => present.get(id) !== acknowledged && present.get(id) !== inFlight,
    );
    expect(lost).toEqual([]);
  }, 120_000);
});
