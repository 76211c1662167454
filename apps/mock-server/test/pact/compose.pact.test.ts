import { readFileSync } from 'node:fs';
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
  command?: string | string[];
  environment?: Record<string, string>;
  ports?: string[];
  profiles?: string[];
  healthcheck?: { test: string[] };
}

const compose = parse(readFileSync(resolve(ROOT, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, Service>;
};
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

/** The npm invocations of a command: `sh -c "a && b"` is split into its steps. */
function npmSteps(command: string | string[]): string[][] {
  const parts = Array.isArray(command) ? command : command.split(/\s+/);
  const shell = parts[0] === 'sh' && parts[1] === '-c' ? parts.slice(2).join(' ') : undefined;
  const steps = shell ? shell.split('&&').map((step) => step.trim().split(/\s+/)) : [parts];
  return steps.filter((step) => step[0] === 'npm');
}

/** The package script an npm step runs, or null for npm's own commands (ci). */
function scriptOf(step: string[]): { workspace: string; script: string } | null {
  const [, verb, ...rest] = step;
  if (verb === 'ci') return null;
  if (verb === 'start') return { workspace: '.', script: 'start' };
  if (verb !== 'run' || !rest[0]) throw new Error(`unexpected npm step: ${step.join(' ')}`);
  const flag = rest.indexOf('-w');
  const workspaceName = flag === -1 ? undefined : rest[flag + 1];
  const workspace = workspaceName ? WORKSPACES.find((dir) => scriptsOf(dir).name === workspaceName) : '.';
  if (!workspace) throw new Error(`no workspace named ${workspaceName}`);
  return { workspace, script: rest[0] };
}

function hostPorts(entry: Service): Array<[number, number]> {
  return (entry.ports ?? []).map((mapping) => {
    const [host, container] = mapping.split(':').map(Number);
    return [host ?? Number.NaN, container ?? Number.NaN];
  });
}

/** There is no Docker engine on CI: the file is checked against the scripts and the server it starts. */
describe('docker-compose.yml', () => {
  it('runs only real package scripts, the same ones the tests and developers run', () => {
    const checked: string[] = [];
    for (const [name, entry] of Object.entries(compose.services)) {
      if (!entry.command) continue;
      for (const step of npmSteps(entry.command)) {
        const target = scriptOf(step);
        if (!target) continue;
        const scripts = scriptsOf(target.workspace).scripts;
        expect(scripts[target.script], `${name}: npm script "${target.script}" in ${target.workspace}`).toBeTypeOf(
          'string',
        );
        checked.push(`${name}: ${target.script}`);
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining(['mock-server: start', 'web-dev: dev', 'pact-publish: pact:publish']),
    );
  });

  it('publishes the mock server on the port its configuration reads', () => {
    const mock = service('mock-server');
    const config = readServerConfig([], { ...mock.environment });
    expect(config.port).toBe(8080);
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
