import { ServerError } from '../../../api/errors';

/** A request body as the screens send it: a query, a mutation or a bare timestamp. */
export interface SentBody {
  cond?: Record<string, unknown>;
  form?: Record<string, unknown>;
  page?: { len: number; num: number; sec?: number };
  timestamp?: number;
}

type Handler = (body: SentBody) => unknown;

const handlers = new Map<string, Handler>();
const calls: { path: string; body: SentBody }[] = [];

/**
 * An in-memory stand-in for the API client: tests answer the paths a screen calls and read back what
 * the screen sent. An unanswered path fails like a server refusal, so a forgotten call is visible.
 */
export const fakeServer = {
  on(path: string, handler: Handler | unknown) {
    handlers.set(path, typeof handler === 'function' ? (handler as Handler) : () => handler);
  },
  /** The server refuses a call with an error code and message (what the error catalogue would show). */
  refuse(path: string, code: number, message: string) {
    handlers.set(path, () => {
      throw new ServerError(code, message, path, undefined);
    });
  },
  sent(path: string): SentBody[] {
    return calls.filter((call) => call.path === path).map((call) => call.body);
  },
  reset() {
    handlers.clear();
    calls.length = 0;
  },
};

const client = {
  async post(path: string, body: SentBody) {
    calls.push({ path, body: JSON.parse(JSON.stringify(body)) as SentBody });
    const handler = handlers.get(path);
    if (!handler) throw new ServerError(1030, `no fake answer for ${path}`, path, undefined);
    return handler(body);
  },
  async upload(path: string) {
    throw new ServerError(1030, `no fake upload for ${path}`, path, undefined);
  },
  documentUrl: (path: string) => path,
  fileUrl: (path: string) => path,
};

/** Replaces src/api/app-client in tests: vi.mock(path, () => import('../testing/fake-api').then(m => m.fakeAppClient)). */
export const fakeAppClient = {
  api: () => client,
  apiBaseUrl: () => '',
  configureApi: () => client,
  attachErrorUi: () => undefined,
  resetErrorCatalogue: () => undefined,
};
