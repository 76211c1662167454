import { ClientError, ServerError } from '../api/errors';

/** A request as a screen sends it: a JSON body ({cond}, {form}, {timestamp}) or, for uploads, the form's fields. */
export interface SentRequest {
  cond?: Record<string, unknown>;
  form?: Record<string, unknown>;
  page?: { len: number; num: number; sec?: number };
  timestamp?: number;
  /** Text fields and file names of a multipart upload. */
  fields?: Record<string, string>;
}

type Handler = (request: SentRequest) => unknown;

const handlers = new Map<string, Handler>();
const calls: { path: string; request: SentRequest }[] = [];

/**
 * An in-memory stand-in for the shell's API client (src/api/app-client): a test answers the paths a
 * screen calls and reads back what the screen sent. An unanswered path is refused like a server error,
 * so a call nobody expected shows up as a failure.
 */
export const fakeApiServer = {
  on(path: string, answer: Handler | object) {
    handlers.set(path, typeof answer === 'function' ? (answer as Handler) : () => answer);
  },
  refuse(path: string, code: number, message: string, data?: unknown) {
    handlers.set(path, () => {
      throw new ServerError(code, message, path, data);
    });
  },
  sent(path: string): SentRequest[] {
    return calls.filter((call) => call.path === path).map((call) => call.request);
  },
  paths(): string[] {
    return calls.map((call) => call.path);
  },
  reset() {
    handlers.clear();
    calls.length = 0;
  },
};

async function answer(path: string, request: SentRequest) {
  calls.push({ path, request });
  const handler = handlers.get(path);
  if (!handler) throw new ServerError(1030, `no fake answer for ${path}`, path, undefined);
  return handler(request);
}

const client = {
  post: (path: string, body: SentRequest) => answer(path, JSON.parse(JSON.stringify(body)) as SentRequest),
  /** An upload; aborting options.signal rejects it as the real client does (code aborted), whatever the answer does. */
  upload: (path: string, form: FormData, options: { signal?: AbortSignal } = {}) => {
    const fields: Record<string, string> = {};
    for (const [name, value] of form.entries()) fields[name] = typeof value === 'string' ? value : (value as File).name;
    const { signal } = options;
    if (!signal) return answer(path, { fields });
    const aborted = new Promise<never>((_resolve, reject) =>
      signal.addEventListener('abort', () => reject(new ClientError('aborted', 'request aborted', path)), {
        once: true,
      }),
    );
    return Promise.race([answer(path, { fields }), aborted]);
  },
  documentUrl: (path: string, query: Record<string, unknown> = {}) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
    params.set('token', 'test-token');
    return `${path}?${params.toString()}`;
  },
  fileUrl: (path: string) => path,
  /** A file call: the test answers {blob, fileName}, or refuses the path. */
  download: (path: string, body: SentRequest) => answer(path, JSON.parse(JSON.stringify(body)) as SentRequest),
  /**
   * A document opens unless the test refuses its path (fakeApiServer.refuse); its query is recorded as cond. A path
   * answered with a string is an HTML page (its text, as the real client reads it); any other answer is a file.
   */
  checkDocument: async (url: string) => {
    const target = new URL(url, 'http://app.test');
    const query = Object.fromEntries(target.searchParams);
    calls.push({ path: target.pathname, request: { cond: query } });
    const page = handlers.get(target.pathname)?.({ cond: query });
    return typeof page === 'string' ? page : undefined;
  },
};

/** The module that replaces src/api/app-client: vi.mock('<relative>/api/app-client', () => fakeAppClientModule). */
export const fakeAppClientModule = {
  api: () => client,
  apiBaseUrl: () => '',
  configureApi: () => client,
  attachErrorUi: () => undefined,
  resetErrorCatalogue: () => undefined,
};

// antd measures with ResizeObserver, which jsdom lacks; nothing is laid out there, so nothing ever resizes.
if (typeof window !== 'undefined' && !('ResizeObserver' in globalThis)) {
  class InertResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(globalThis, { ResizeObserver: InertResizeObserver });
}
