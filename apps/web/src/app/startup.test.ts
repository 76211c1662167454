import { describe, expect, it, vi } from 'vitest';
import { chooseApiBase, MAPPING_FAILURE_LOG, type StartupDeps, startApp, UNSAFE_ENVIRONMENT_ALERT } from './startup';

function deps(overrides: Partial<StartupDeps<string>> = {}) {
  const fetched: string[] = [];
  const value: StartupDeps<string> = {
    fetch: vi.fn(async (url: string) => {
      fetched.push(url);
      return url.startsWith('/assets/api-mapping.json')
        ? new Response(JSON.stringify({ 'quote.example.com': 'https://api.example.com/' }))
        : new Response(new Uint8Array([0, 97, 115, 109]));
    }),
    host: 'quote.example.com',
    now: () => 1763722800000,
    instantiate: vi.fn(async () => 'digest'),
    mount: vi.fn(),
    alert: vi.fn(),
    close: vi.fn(),
    logError: vi.fn(),
    ...overrides,
  };
  return { value, fetched };
}

describe('startup (spec section 4)', () => {
  it('fetches the mapping with a timestamp, loads the crypto module, then mounts with the host API base', async () => {
    const { value, fetched } = deps();
    await expect(startApp(value)).resolves.toBe(true);
    expect(fetched).toEqual(['/assets/api-mapping.json?timestamp=1763722800000', '/static/script/wasm/main.wasm']);
    expect(value.mount).toHaveBeenCalledWith({ apiBase: 'https://api.example.com', digest: 'digest' });
    expect(value.alert).not.toHaveBeenCalled();
  });

  it('uses the default test address for a host the mapping does not list', () => {
    expect(chooseApiBase({ 'a.example': 'https://a' }, 'b.example', 'https://test.example')).toBe(
      'https://test.example',
    );
  });

  it('a failed mapping fetch logs, alerts the unsafe-environment text and closes the window', async () => {
    const { value } = deps({ fetch: vi.fn(async () => Promise.reject(new TypeError('offline'))) });
    await expect(startApp(value)).resolves.toBe(false);
    expect(value.logError).toHaveBeenCalledWith(MAPPING_FAILURE_LOG, expect.any(TypeError));
    expect(value.alert).toHaveBeenCalledWith('当前运行环境不安全，请联系技术支持人员进行咨询');
    expect(value.close).toHaveBeenCalledOnce();
    expect(value.mount).not.toHaveBeenCalled();
  });

  it('a crypto module that fails to instantiate alerts and closes without mounting', async () => {
    const { value } = deps({ instantiate: vi.fn(async () => Promise.reject(new Error('self-test failed'))) });
    await expect(startApp(value)).resolves.toBe(false);
    expect(value.alert).toHaveBeenCalledWith(UNSAFE_ENVIRONMENT_ALERT);
    expect(value.close).toHaveBeenCalledOnce();
    expect(value.logError).not.toHaveBeenCalledWith(MAPPING_FAILURE_LOG, expect.anything());
    expect(value.mount).not.toHaveBeenCalled();
  });
});
