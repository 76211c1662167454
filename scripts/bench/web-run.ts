/**
 * `npm run bench:web`: the web part of the benchmark alone (bytes and browser timings, about a minute), without the
 * mock server's load cases. Builds the web app when its sources are newer than dist, starts the built mock server
 * serving it, seeds the groups the browser figures need and prints every figure against its target.
 * Writes bench-results/web.json and replaces the web section of docs/benchmarks.md (the server's figures stay as the
 * last full `npm run bench` left them).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SignedClient, startServer } from '../../apps/mock-server/test/reliability/live-server';
import { browserFigures, seedGroup } from './web-browser';
import { buildWebIfStale, webReport } from './web-report';
import { webSizes } from './web-sizes';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const LIST_ITEMS = 1000;
export const SCROLL_ITEMS = 5000;

async function main(): Promise<void> {
  const loadAtStart = os.loadavg().map((value) => Number(value.toFixed(2)));
  const build = buildWebIfStale(ROOT);
  console.log(`web build: ${build.ok ? 'ok' : `failed: ${build.detail}`} (${build.reason})`);
  const server = spawnSync('npm', ['run', 'build', '-w', '@cable/mock-server'], { cwd: ROOT, encoding: 'utf8' });
  if (server.status !== 0) throw new Error(`npm run build -w @cable/mock-server failed: ${server.stderr}`);
  const live = await startServer({ built: true });
  try {
    const client = await SignedClient.signIn(live.url, 'quote');
    const session = { url: live.url, post: client.post.bind(client) };
    await seedGroup(session, 0, LIST_ITEMS);
    await seedGroup(session, 1, SCROLL_ITEMS);
    const sizes = webSizes(ROOT);
    const browser = await browserFigures(session, LIST_ITEMS, SCROLL_ITEMS);
    const results = { date: new Date().toISOString(), loadAverageAtStart: loadAtStart, build, sizes, browser };
    mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
    writeFileSync(join(ROOT, 'bench-results/web.json'), `${JSON.stringify(results, null, 2)}\n`);
    const loadAtEnd = os.loadavg().map((value) => value.toFixed(2));
    const section = [
      `Web figures of \`npm run bench:web\` at ${results.date}: ${os.cpus()[0]?.model ?? 'unknown'}, ${os.cpus().length} cores, Node ${process.version}; load average ${loadAtStart.join(' / ')} at its start, ${loadAtEnd.join(' / ')} at its end.`,
      '',
      ...webReport({ build, sizes, browser }),
    ];
    console.log(section.join('\n'));
    replaceWebSection(section);
  } finally {
    await live.stop();
  }
}

/** Where the figures a run writes end in docs/benchmarks.md: the notes of earlier rounds after it stay. */
const WEB_FIGURES_END = '<!-- the figures of the latest bench:web run end here; notes of earlier rounds follow -->';

/**
 * Puts the run's figures between "## Web" and the end marker of docs/benchmarks.md (or "## Reproduce" when there is no
 * marker), formatted as the lint asks; the notes after the marker stay as they are.
 */
function replaceWebSection(section: string[]): void {
  const file = join(ROOT, 'docs/benchmarks.md');
  if (!existsSync(file)) return;
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf('## Web\n');
  const marker = text.indexOf(WEB_FIGURES_END, start);
  const end = marker >= 0 ? marker : text.indexOf('## Reproduce', start);
  if (start < 0 || end < 0) return;
  const rest = marker >= 0 ? text.slice(end) : `${WEB_FIGURES_END}\n\n${text.slice(end)}`;
  writeFileSync(file, `${text.slice(0, start)}## Web\n\n${section.join('\n')}\n\n${rest}`);
  spawnSync(join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', 'docs/benchmarks.md'], { cwd: ROOT });
  console.log('written: bench-results/web.json, the web section of docs/benchmarks.md');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
