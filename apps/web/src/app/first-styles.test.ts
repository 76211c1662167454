// @vitest-environment node
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_COMPONENTS, firstScreenStylesheet } from './first-styles';

/**
 * The stylesheet as vite build makes it: in a Node process of its own with NODE_ENV=production (this test process has
 * loaded React's development build; React and its server renderer must come from the same mode).
 */
async function buildTimeStylesheet(): Promise<string> {
  const module = fileURLToPath(new URL('./first-styles.ts', import.meta.url));
  const script = `import(${JSON.stringify(module)}).then((m) => m.firstScreenStylesheet()).then((css) => process.stdout.write(css))`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '-e', script], {
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

/** The component's CSS class as antd names it (Button is ant-btn, the others their name in kebab case). */
const classOf = (component: string) =>
  component === 'Button'
    ? 'ant-btn'
    : `ant-${component.replace(/[A-Z]/g, (c, at) => `${at ? '-' : ''}${c.toLowerCase()}`)}`;

describe('the first screens antd styles made at build time', () => {
  it('holds every listed component rules in the production scope, and the cache-path map that lets antd skip them', async () => {
    const css = await buildTimeStylesheet();
    for (const component of FIRST_SCREEN_COMPONENTS) {
      expect(css, component).toContain(`:where(.css-`);
      expect(css, component).toContain(`.${classOf(component)}`);
    }
    expect(css).not.toContain('css-dev-only');
    const map = /\.data-ant-cssinjs-cache-path\{content:"([^"]+)";\}/.exec(css)?.[1] ?? '';
    const paths = map.split(';').map((entry) => entry.slice(0, entry.lastIndexOf(':')));
    // The style scope of this antd version in production (css-<hash>): the first part of every component's path.
    const scope = paths.find((path) => path.startsWith('css-'))?.split('|')[0];
    expect(scope).toMatch(/^css-[a-z0-9]+$/);
    for (const component of FIRST_SCREEN_COMPONENTS.filter((name) => name !== 'Input')) {
      expect(paths, component).toContain(`${scope}|${component}-${component}|${classOf(component)}|anticon`);
    }
    expect(paths).toContain(`${scope}|Input-Component|ant-input|anticon`);
  }, 60_000);

  it('refuses to run outside a production build, whose style scope it would not match', async () => {
    expect(process.env.NODE_ENV).not.toBe('production');
    await expect(firstScreenStylesheet()).rejects.toThrow(/NODE_ENV=production/);
  });
});
