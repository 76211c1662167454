/**
 * Build-time environment, read and checked in one place. VITE_APP_ENV says which backend family the
 * build talks to: 'local' (a developer machine), 'test' (the shared test backend) or 'prod'.
 */
export type AppEnv = 'local' | 'test' | 'prod';

function readAppEnv(raw: string | undefined, dev: boolean): AppEnv {
  if (raw === undefined || raw === '') return dev ? 'local' : 'test';
  if (raw === 'local' || raw === 'test' || raw === 'prod') return raw;
  throw new Error(`VITE_APP_ENV must be local, test or prod, got "${raw}"`);
}

export const appEnv: AppEnv = readAppEnv(import.meta.env.VITE_APP_ENV, import.meta.env.DEV);
export const isDev = import.meta.env.DEV;
export const isLocal = appEnv === 'local';
export const isTest = appEnv === 'test';

/**
 * The API base used when api-mapping.json has no entry for the page host (spec section 4). The test
 * backend (the mock server, or the dev server's proxy to it) answers on the page's own origin, so the
 * default is the empty base, i.e. same-origin requests.
 */
export const DEFAULT_TEST_API_BASE: string = import.meta.env.VITE_TEST_API_BASE ?? '';
