import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildApp } from '../../src/app';
import { readServerConfig } from '../../src/config';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const WORKSPACES = ['contracts', 'apps/mock-server', 'apps/web'];

interface Service {
  image?: string;
  entrypoint?: string[];
  command?: string | string[];
  environment?: Record<string, string>;
  ports?: string[];
  profiles?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
}

// `merge: true` resolves the file's `<<: *node` keys the way Compose does.
const compose = parse(readFileSync(resolve(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
/** The services that run the kit's own code from the checkout (the Pact Broker and its database do not). */
const kitServices = Object.entries(compose.services).filter(([, entry]) => entry.image?.startsWith('node:'));
/** The script a service runs from the checkout (mounted at /app), as a path in the repo. */
const scriptIn = (command: string[] | undefined): string | undefined =>
  command?.[0] === 'sh' && command[1]?.startsWith('/app/') ? command[1].slice('/app/'.length) : undefined;
const service = (name: string): Service => {
  const found = compose.services[name];
  if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
  return found;
};

function scriptsOf(dir: string): { name: string; scripts: Record<string, string> } {
  return JSON.parse(readFileSync(resolve(ROOT, dir, 'package.json'), 'utf8')) as {
    name: string;
    scripts: Record<string, string>;
  };
}

/** The package script an npm command runs. */
function scriptOf(step: string[]): { workspace: string; script: string } {
  const [, verb, ...rest] = step;
  if (verb === 'start') return { workspace: '.', script: 'start' };
  if (verb !== 'run' || !rest[0]) throw new Error(`unexpected npm step: ${step.join(' ')}`);
  const flag = rest.indexOf('-w');
  const workspaceName = flag === -1 ? undefined : rest[flag + 1];
  const workspace = workspaceName ? WORKSPACES.find((dir) => scriptsOf(dir).name === workspaceName) : '.';
  if (!workspace) throw new Error(`no workspace named ${workspaceName}`);
  return { workspace, script: rest[0] };
}

/** Host and container port of each mapping; a host port given as `${VARIABLE:-default}` counts as its default. */
function hostPorts(entry: Service): Array<[number, number]> {
  return (entry.ports ?? []).map((mapping) => {
    const [host, container] = mapping
      .replace(/\$\{[A-Z_]+:-(\d+)\}/, '$1')
      .split(':')
      .map(Number);
    return [host ?? Number.NaN, container ?? Number.NaN];
  });
}

/**
 * scripts/compose-check.sh runs the services for real in CI (a container engine, the image, npm ci in the
 * containers); this checks the file against the scripts and the server it starts, and covers the Pact Broker
 * profile, whose images an offline machine cannot build.
 */
describe('docker-compose.yml', () => {
  it('runs only real package scripts, the same ones the tests and developers run', () => {
    const checked: string[] = [];
    for (const [name, entry] of kitServices) {
      const command = entry.command;
      if (!Array.isArray(command) || command[0] !== 'npm') continue;
      const target = scriptOf(command);
      const scripts = scriptsOf(target.workspace).scripts;
      expect(scripts[target.script], `${name}: npm script "${target.script}" in ${target.workspace}`).toBeTypeOf(
        'string',
      );
      checked.push(`${name}: ${target.script}`);
    }
    expect(checked).toEqual(['mock-server: start', 'web-dev: dev', 'pact-publish: pact:publish']);
  });

  it("runs the kit's services through the entry script, after the checkout is prepared", () => {
    const prepare = service('prepare-checkout');
    const prepareScript = scriptIn(Array.isArray(prepare.command) ? prepare.command : undefined);
    expect(prepareScript && existsSync(resolve(ROOT, prepareScript)), `${prepareScript}`).toBe(true);
    for (const [name, entry] of kitServices) {
      if (name === 'prepare-checkout') continue;
      const entryScript = scriptIn(entry.entrypoint);
      expect(entryScript, name).toBe('scripts/compose/service.sh');
      expect(existsSync(resolve(ROOT, entryScript ?? '')), name).toBe(true);
      expect(entry.depends_on?.['prepare-checkout']?.condition, `${name} starts after prepare-checkout`).toBe(
        'service_completed_successfully',
      );
    }
  });

  it("keeps every node_modules folder of the checkout in a volume, so a container never writes the host's", () => {
    const workspaces = (JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] })
      .workspaces;
    const expected = ['/app/node_modules', ...workspaces.map((dir) => `/app/${dir}/node_modules`)].sort();
    for (const [name, entry] of kitServices) {
      if (name === 'prepare-checkout') continue;
      const mounts = (entry.volumes ?? []).map((volume) => volume.split(':'));
      expect(mounts.find(([, target]) => target === '/app')?.[0], name).toBe('.');
      const modules = mounts.filter(([, target]) => target?.endsWith('/node_modules'));
      expect(modules.map(([, target]) => target).sort(), name).toEqual(expected);
      for (const [volume] of modules) expect(Object.keys(compose.volumes), name).toContain(volume);
    }
  });

  it('publishes the mock server on the port its configuration reads, listening on every interface', () => {
    const mock = service('mock-server');
    const config = readServerConfig([], { ...mock.environment });
    expect(config.port).toBe(8080);
    // The server's own default is this machine only, which a published container port cannot reach.
    expect(config.host).toBe('0.0.0.0');
    expect(config.options.dataFile).toBe(mock.environment?.MOCK_DATA_FILE);
    expect(hostPorts(mock)).toEqual([[8080, 8080]]);
  });

  it('runs the web dev server on the port Vite is configured for, proxied to the mock server', () => {
    const web = service('web-dev');
    const viteConfig = readFileSync(resolve(ROOT, 'apps/web/vite.config.ts'), 'utf8');
    expect(viteConfig).toMatch(/port:\s*5173/);
    expect(hostPorts(web)).toEqual([[5173, 5173]]);
    expect(web.command).toEqual(expect.arrayContaining(['--port', '5173']));
    const proxyVariables = Object.keys(web.environment ?? {}).filter((name) =>
      viteConfig.includes(`process.env.${name}`),
    );
    expect(proxyVariables).toEqual(['MOCK_BACKEND_URL']);
    expect(web.environment?.MOCK_BACKEND_URL).toBe('http://mock-server:8080');
  });

  it('runs the official Pact Broker with its database under the broker profile, on 9292', () => {
    const broker = service('pact-broker');
    expect(broker.image).toMatch(/^pactfoundation\/pact-broker(:|$)/);
    expect(broker.profiles).toEqual(['broker']);
    expect(broker.environment?.PACT_BROKER_PORT).toBe('9292');
    expect(hostPorts(broker)).toEqual([[9292, 9292]]);
    expect(broker.environment?.PACT_BROKER_DATABASE_URL).toContain('pact-broker-db');
    expect(service('pact-broker-db').profiles).toEqual(['broker']);
    expect(service('pact-publish').environment?.PACT_BROKER_BASE_URL).toBe('http://pact-broker:9292');
  });

  it('health-checks a path the mock server answers', async () => {
    const test = service('mock-server').healthcheck?.test.join(' ') ?? '';
    const url = /https?:\/\/localhost:(\d+)(\/[^'"\s)]*)/.exec(test);
    expect(url?.[1]).toBe('8080');
    const app = await buildApp({ webDist: null });
    try {
      const response = await app.inject({ method: 'GET', url: url?.[2] ?? '/' });
      expect(response.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
