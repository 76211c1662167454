import { ErrorCode } from '@cable/contracts/errors';
import {
  type BodyDigest,
  decryptPayload,
  ENCRYPTION,
  GUEST_SECRET,
  GUEST_TOKEN,
  HEADER,
  signRequest,
} from '@cable/contracts/protocol';
import { HTTP_TIMEOUT_MS, MAX_BODY_BYTES } from '../config/constants';
import { type ApiError, ClientError, ServerError } from './errors';
import { createServerTime, type ServerTime } from './server-time';
import type {
  FilePostPath,
  GetPath,
  JsonPostPath,
  MultipartPostPath,
  QueryOf,
  RequestBody,
  ResponseData,
} from './types';

export interface Session {
  token: string;
  /** The signing secret issued at sign-in (profile.key). */
  key: string;
}

export interface ApiClientOptions {
  /** Origin (and optional prefix) of the API; '' means the page's own origin. */
  baseUrl: string | (() => string);
  getSession: () => Session | null | undefined;
  /** Ask the server for AES-256-GCM encrypted responses. */
  encrypt: boolean;
  /** Body digest of the signature; the app passes the WebAssembly SHA-256. */
  digest?: BodyDigest;
  fetch?: typeof fetch;
  timeoutMs?: number;
  maxBodyBytes?: number;
  /** The accept-language header, so that the server words its messages in the UI language. */
  language?: () => string | undefined;
  /** Sees every failure once, classified; the app plugs the error catalogue in here. */
  onError?: (error: ApiError, context: { path: string; silent: boolean }) => void;
  /** The server's time the requests are signed with; default: learnt from the answers' stat.sec. */
  serverTime?: ServerTime;
}

/** A file answer: its bytes and the name the server gave it in Content-Disposition, if any. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | undefined;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Failures are thrown to the caller without reaching onError (the version check throws instead of showing). */
  silent?: boolean;
  /** This call's time-out, when it may take longer than the client's (HTTP_TIMEOUT_MS, spec section 9). */
  timeoutMs?: number;
}

interface EnvelopeLike {
  data: unknown;
  stat: { err: number; msg?: string; sec?: number };
}

function isEnvelope(value: unknown): value is EnvelopeLike {
  if (typeof value !== 'object' || value === null || !('stat' in value)) return false;
  const stat = (value as { stat: unknown }).stat;
  return typeof stat === 'object' && stat !== null && typeof (stat as { err?: unknown }).err === 'number';
}

function isEncryptedBody(value: unknown): value is { enc: string } {
  return typeof value === 'object' && value !== null && typeof (value as { enc?: unknown }).enc === 'string';
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

/** The file name of a Content-Disposition header, RFC 5987 filename* first. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape falls through to the plain filename.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() || undefined;
}

/** A refusal of a file call is still an envelope, so anything JSON (or encrypted JSON) is read as one. */
function isEnvelopeAnswer(response: Response): boolean {
  return (
    response.headers.get(HEADER.encrypt) === ENCRYPTION || /\bjson\b/i.test(response.headers.get('content-type') ?? '')
  );
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export type ApiClient = ReturnType<typeof createApiClient>;

/*
 * Why not openapi-fetch: tried with createClient<paths>() and a middleware, it keeps the types of two of our four call
 * kinds only. A JSON call's `data` is typed as the whole {data, stat} envelope or undefined, so a middleware that
 * decrypts and opens the envelope cannot change what callers see (every caller would unwrap `data?.data`); the Excel
 * download's blob is typed as string (the generated binary content); a multipart upload's body is typed as an object
 * with `file: string`, so a FormData with a Blob does not type-check. Each needs a cast at the call site. This client
 * takes its request and answer types from the same generated `paths` (types.ts) with no hand-written shape; its one
 * assumption, that a checked envelope's data has the contract's type, is stated where post/upload return it.
 */

export function createApiClient(options: ApiClientOptions) {
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;
  const maxBodyBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const baseUrl = () => (typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl);
  const serverTime = options.serverTime ?? createServerTime();
  const credentials = () => {
    const session = options.getSession();
    return session?.token
      ? { token: session.token, secret: session.key }
      : { token: GUEST_TOKEN, secret: GUEST_SECRET };
  };

  /**
   * Signs and sends one POST within the time limit; `read` consumes the answer's body inside that limit too,
   * so a slow download times out like a slow call.
   */
  async function exchange<T>(
    path: string,
    body: string | FormData,
    contentType: string | undefined,
    callOptions: CallOptions,
    read: (response: Response) => Promise<T>,
  ): Promise<{ response: Response; answer: T; secret: string; sentAt: number; receivedAt: number }> {
    const bodySize = typeof body === 'string' ? new TextEncoder().encode(body).byteLength : formDataSize(body);
    if (bodySize > maxBodyBytes) {
      throw new ClientError(
        'bad-request',
        `request body is ${bodySize} bytes, over the ${maxBodyBytes}-byte limit (5 MiB)`,
        path,
      );
    }
    if (callOptions.signal?.aborted) throw new ClientError('canceled', 'request canceled before it was sent', path);

    const { token, secret } = credentials();
    const signed = await signRequest(
      {
        method: 'POST',
        path,
        body: typeof body === 'string' ? body : undefined,
        token,
        secret,
        now: Math.round(serverTime.now()),
      },
      { digest: options.digest },
    );
    // Signing is asynchronous: a caller may have given up meanwhile, and the request has not left yet.
    if (callOptions.signal?.aborted) throw new ClientError('canceled', 'request canceled before it was sent', path);
    const headers: Record<string, string> = { ...signed };
    if (contentType) headers['content-type'] = contentType;
    if (options.encrypt) headers[HEADER.encrypt] = ENCRYPTION;
    const language = options.language?.();
    if (language) headers['accept-language'] = language;

    const callTimeoutMs = callOptions.timeoutMs ?? timeoutMs;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, callTimeoutMs);
    const forwardAbort = () => controller.abort();
    callOptions.signal?.addEventListener('abort', forwardAbort, { once: true });

    try {
      const sentAt = Date.now();
      const response = await fetchImpl(joinUrl(baseUrl(), path), {
        method: 'POST',
        headers,
        body,
        signal: controller.signal,
      });
      return { response, answer: await read(response), secret, sentAt, receivedAt: Date.now() };
    } catch (error) {
      if (timedOut)
        throw new ClientError('timeout', `no answer within ${callTimeoutMs / 1000} s`, path, { cause: error });
      if (callOptions.signal?.aborted) throw new ClientError('aborted', 'request aborted', path, { cause: error });
      throw new ClientError('network', `network error: ${errorText(error)}`, path, { cause: error });
    } finally {
      clearTimeout(timer);
      callOptions.signal?.removeEventListener('abort', forwardAbort);
    }
  }

  /** Decrypts and checks a {data, stat} envelope; resolves with data, rejects with the refusal. */
  async function openEnvelope(
    path: string,
    response: Response,
    text: string,
    secret: string,
    timing: { sentAt: number; receivedAt: number },
  ): Promise<unknown> {
    let parsed: unknown;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      const kind = response.status >= 400 && response.status < 500 ? 'bad-request' : 'bad-response';
      throw new ClientError(kind, `HTTP ${response.status}: the answer is not JSON`, path);
    }
    if (response.headers.get(HEADER.encrypt) === ENCRYPTION || isEncryptedBody(parsed)) {
      if (!isEncryptedBody(parsed)) throw new ClientError('bad-response', 'encrypted answer without "enc"', path);
      try {
        parsed = JSON.parse(await decryptPayload(secret, parsed.enc));
      } catch (error) {
        throw new ClientError('bad-response', `cannot decrypt the answer: ${errorText(error)}`, path, { cause: error });
      }
    }
    if (!isEnvelope(parsed)) {
      const kind = response.status >= 400 && response.status < 500 ? 'bad-request' : 'bad-response';
      throw new ClientError(kind, `HTTP ${response.status}: the answer is not a {data, stat} envelope`, path);
    }
    if (typeof parsed.stat.sec === 'number') serverTime.observe(parsed.stat.sec, timing.sentAt, timing.receivedAt);
    if (parsed.stat.err !== 0) {
      throw new ServerError(parsed.stat.err, parsed.stat.msg ?? `error ${parsed.stat.err}`, path, parsed.data);
    }
    return parsed.data;
  }

  async function send(
    path: string,
    body: string | FormData,
    contentType: string | undefined,
    callOptions: CallOptions,
  ): Promise<unknown> {
    const once = async () => {
      const { response, answer, secret, ...timing } = await exchange(path, body, contentType, callOptions, (r) =>
        r.text(),
      );
      return openEnvelope(path, response, answer, secret, timing);
    };
    try {
      return await once();
    } catch (error) {
      // Refused as outside the time window: the refusal's stat.sec has taught the server's time, so it goes once more.
      if (error instanceof ServerError && error.code === ErrorCode.TimeOutOfWindow) return once();
      throw error;
    }
  }

  async function report<T>(path: string, callOptions: CallOptions, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      const apiError =
        error instanceof ClientError || error instanceof ServerError
          ? error
          : new ClientError('bad-request', `cannot send the request: ${errorText(error)}`, path, { cause: error });
      if (!callOptions.silent) options.onError?.(apiError, { path, silent: false });
      throw apiError;
    }
  }

  function serialise(path: string, body: object): string {
    try {
      return JSON.stringify(body);
    } catch (error) {
      throw new ClientError('bad-request', `the body cannot be serialised: ${errorText(error)}`, path);
    }
  }

  return {
    /**
     * A JSON POST call; resolves with the envelope's data (typed by the contract: the server is trusted to answer it),
     * rejects with ClientError or ServerError.
     */
    post<Path extends JsonPostPath>(
      path: Path,
      body: RequestBody<Path>,
      callOptions: CallOptions = {},
    ): Promise<ResponseData<Path>> {
      return report(
        path,
        callOptions,
        async () => (await send(path, serialise(path, body), 'application/json', callOptions)) as ResponseData<Path>,
      );
    },

    /**
     * A JSON POST call answered with a file (Excel download). Signed, size- and time-limited like every call; a
     * refusal comes as an envelope and fails through the same error catalogue.
     */
    download<Path extends FilePostPath>(
      path: Path,
      body: RequestBody<Path>,
      callOptions: CallOptions = {},
    ): Promise<DownloadedFile> {
      return report(path, callOptions, async () => {
        const { response, answer, secret, ...timing } = await exchange(
          path,
          serialise(path, body),
          'application/json',
          callOptions,
          async (r): Promise<{ kind: 'envelope'; text: string } | { kind: 'file'; blob: Blob }> =>
            isEnvelopeAnswer(r) ? { kind: 'envelope', text: await r.text() } : { kind: 'file', blob: await r.blob() },
        );
        if (answer.kind === 'envelope') {
          await openEnvelope(path, response, answer.text, secret, timing);
          throw new ClientError('bad-response', 'the answer is an envelope without an error, not a file', path);
        }
        if (!response.ok) {
          const kind = response.status >= 400 && response.status < 500 ? 'bad-request' : 'bad-response';
          throw new ClientError(kind, `HTTP ${response.status}: the answer is neither a file nor an envelope`, path);
        }
        return { blob: answer.blob, fileName: fileNameOf(response.headers.get('content-disposition')) };
      });
    },

    /** A multipart upload; the file travels as a file (spec section 5), signed with the empty-body digest. */
    upload<Path extends MultipartPostPath>(
      path: Path,
      form: FormData,
      callOptions: CallOptions = {},
    ): Promise<ResponseData<Path>> {
      return report(
        path,
        callOptions,
        async () => (await send(path, form, undefined, callOptions)) as ResponseData<Path>,
      );
    },

    /**
     * URL of a GET document (preview, download) that opens in a new window: the token travels as a query
     * parameter and the answer is a document, so no envelope check applies (spec section 8).
     */
    documentUrl<Path extends GetPath>(path: Path, query: Partial<Record<keyof QueryOf<Path>, unknown>> = {}): string {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(query)) {
        if (value !== undefined && value !== null) params.set(name, String(value));
      }
      params.set('token', credentials().token);
      return `${joinUrl(baseUrl(), path)}?${params.toString()}`;
    },

    /**
     * Asks a document URL (a preview) what a new window would get, before one shows it: a refusal is an envelope
     * (in the UI language), which fails through the error catalogue like any call, so the frame never shows raw
     * JSON; a document resolves, with its text when it is an HTML page (the preview shows that text instead of asking
     * the server to make the document a second time) and undefined for another kind (a PDF), which a frame loads.
     */
    checkDocument(url: string, callOptions: CallOptions = {}): Promise<string | undefined> {
      const path = new URL(url, 'http://document.invalid').pathname;
      return report(path, callOptions, async () => {
        const headers: Record<string, string> = {};
        const language = options.language?.();
        if (language) headers['accept-language'] = language;
        const controller = new AbortController();
        let timedOut = false;
        const timer = setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs);
        const forwardAbort = () => controller.abort();
        callOptions.signal?.addEventListener('abort', forwardAbort, { once: true });
        let response: Response;
        let page: string | undefined;
        try {
          const sentAt = Date.now();
          response = await fetchImpl(url, { method: 'GET', headers, signal: controller.signal });
          if (isEnvelopeAnswer(response)) {
            const text = await response.text();
            await openEnvelope(path, response, text, credentials().secret, { sentAt, receivedAt: Date.now() });
            throw new ClientError('bad-response', 'the document answered an envelope without an error', path);
          }
          if (response.ok && /^text\/html\b/i.test(response.headers.get('content-type') ?? '')) {
            page = await response.text();
          } else {
            await response.body?.cancel();
          }
        } catch (error) {
          if (error instanceof ClientError || error instanceof ServerError) throw error;
          if (timedOut)
            throw new ClientError('timeout', `no answer within ${timeoutMs / 1000} s`, path, { cause: error });
          if (callOptions.signal?.aborted) throw new ClientError('aborted', 'request aborted', path, { cause: error });
          throw new ClientError('network', `network error: ${errorText(error)}`, path, { cause: error });
        } finally {
          clearTimeout(timer);
          callOptions.signal?.removeEventListener('abort', forwardAbort);
        }
        if (!response.ok) {
          const kind = response.status >= 400 && response.status < 500 ? 'bad-request' : 'bad-response';
          throw new ClientError(kind, `HTTP ${response.status}: the document is neither a page nor an envelope`, path);
        }
        return page;
      });
    },

    /** A file URL served by the API host (uploads, PDFs), or an absolute URL unchanged. */
    fileUrl(pathOrUrl: string): string {
      return /^[a-z][a-z0-9+.-]*:/i.test(pathOrUrl) || pathOrUrl.startsWith('//')
        ? pathOrUrl
        : joinUrl(baseUrl(), pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`);
    },
  };
}

function formDataSize(form: FormData): number {
  let size = 0;
  for (const [, value] of form.entries()) {
    size += typeof value === 'string' ? new TextEncoder().encode(value).byteLength : value.size;
  }
  return size;
}
