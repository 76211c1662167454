import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type LiveServer, SignedClient, startServer } from './live-server';

const GROUP = 4;
const WRITERS = 6;
/** Acknowledged adds after which the server is killed, with more still in flight. */
const KILL_AFTER_ACKS = 40;

const dir = mkdtempSync(join(tmpdir(), 'mock-kill-'));
const dataFile = join(dir, 'state.json');
const servers: LiveServer[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill()));
  rmSync(dir, { recursive: true, force: true });
});

interface AddedItem {
  id: string;
  count: string;
}

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

    const acknowledged: AddedItem[] = [];
    let sequence = 0;
    let killed = false;
    const writer = async () => {
      while (!killed) {
        sequence += 1;
        const count = String(sequence);
        try {
          const answer = await client.post<{ infos: Array<{ id: string; count: string }> }>('/biz/qms/inventory/add', {
            form: { group: GROUP, infos: [{ cable: cables[sequence % cables.length]!, count }] },
          });
          if (answer.stat.err === 0) acknowledged.push({ id: answer.data.infos[0]!.id, count });
          else throw new Error(`add refused: ${answer.stat.err} ${answer.stat.msg}`);
        } catch (error) {
          // Requests in flight when the process dies fail at the socket: they were never acknowledged.
          if (!killed) throw error;
        }
        if (acknowledged.length >= KILL_AFTER_ACKS && !killed) {
          killed = true;
          await first.kill();
        }
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, writer));
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);

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
    const lost = acknowledged.filter((item) => present.get(item.id) !== item.count);
    expect(lost).toEqual([]);
  }, 120_000);
});
