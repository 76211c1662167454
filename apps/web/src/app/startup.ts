import { DEFAULT_TEST_API_BASE } from '../config/env';
import { staticUrls } from '../config/paths';

export const MAPPING_FAILURE_LOG = 'Failed to fetch API mapping JSON';
export const UNSAFE_ENVIRONMENT_ALERT = '当前运行环境不安全，请联系技术支持人员进行咨询';

export interface StartupDeps<Digest> {
  fetch: (url: string) => Promise<Response>;
  host: string;
  now: () => number;
  instantiate: (source: Response) => Promise<Digest>;
  mount: (context: { apiBase: string; digest: Digest }) => void;
  alert: (text: string) => void;
  close: () => void;
  logError: (...values: unknown[]) => void;
}

/** api-mapping.json maps page hosts to API bases; a host without an entry uses the default test address. */
export function chooseApiBase(mapping: unknown, host: string, fallback = DEFAULT_TEST_API_BASE): string {
  if (typeof mapping !== 'object' || mapping === null || Array.isArray(mapping)) {
    throw new Error('api-mapping.json is not a JSON object keyed by page host');
  }
  const entry = (mapping as Record<string, unknown>)[host];
  return typeof entry === 'string' && entry !== '' ? entry.replace(/\/+$/, '') : fallback;
}

/**
 * Startup of spec section 4: (1) the mapping with a timestamp query, (2) the API base for this host,
 * (3) the crypto module, (4) mount. Any failure ends with the alert and closes the window (section 8).
 */
export async function startApp<Digest>(deps: StartupDeps<Digest>): Promise<boolean> {
  let apiBase: string;
  try {
    const response = await deps.fetch(`${staticUrls.apiMapping}?timestamp=${deps.now()}`);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    apiBase = chooseApiBase(await response.json(), deps.host);
  } catch (error) {
    deps.logError(MAPPING_FAILURE_LOG, error);
    deps.alert(UNSAFE_ENVIRONMENT_ALERT);
    deps.close();
    return false;
  }
  let digest: Digest;
  try {
    const wasm = await deps.fetch(staticUrls.wasm);
    if (!wasm.ok) throw new Error(`HTTP ${wasm.status} for ${staticUrls.wasm}`);
    digest = await deps.instantiate(wasm);
  } catch (error) {
    deps.logError('Failed to load the crypto module', error);
    deps.alert(UNSAFE_ENVIRONMENT_ALERT);
    deps.close();
    return false;
  }
  deps.mount({ apiBase, digest });
  return true;
}
