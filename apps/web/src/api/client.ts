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
import type { GetPath, JsonPostPath, MultipartPostPath, QueryOf, RequestBody, ResponseData } from './types';

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
  /** Sees every failure once, classified; the app plugs the error catalogue in here. */
  onError?: (error: ApiError, context: { path: string; silent: boolean }) => void;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Failures are thrown to the caller without reaching onError (the version check throws instead of showing). */
  silent?: boolean;
}

interface EnvelopeLike {
  data: unknown;
  stat: { err: number; msg?: string };
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

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions) {
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;
  const maxBodyBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const baseUrl = () => (typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl);
  const credentials = () => {
    const session = options.getSession();
    return session?.token
      ? { token: session.token, secret: session.key }
      : { token: GUEST_TOKEN, secret: GUEST_SECRET };
  };

  async function send(
    path: string,
    body: string | FormData,
    contentType: string | undefined,
    callOptions: CallOptions,
  ): Promise<unknown> {
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
      { method: 'POST', path, body: typeof body === 'string' ? body : undefined, token, secret },
      { digest: options.digest },
    );
    // Signing is asynchronous: a caller may have given up meanwhile, and the request has not left yet.
    if (callOptions.signal?.aborted) throw new ClientError('canceled', 'request canceled before it was sent', path);
    const headers: Record<string, string> = { ...signed };
    if (contentType) headers['content-type'] = contentType;
    if (options.encrypt) headers[HEADER.encrypt] = ENCRYPTION;

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort();
    callOptions.signal?.addEventListener('abort', forwardAbort, { once: true });

    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(joinUrl(baseUrl(), path), {
        method: 'POST',
        headers,
        body,
        signal: controller.signal,
      });
      text = await response.text();
    } catch (error) {
      if (timedOut) throw new ClientError('timeout', `no answer within ${timeoutMs / 1000} s`, path, { cause: error });
      if (callOptions.signal?.aborted) throw new ClientError('aborted', 'request aborted', path, { cause: error });
      throw new ClientError('network', `network error: ${errorText(error)}`, path, { cause: error });
    } finally {
      clearTimeout(timer);
      callOptions.signal?.removeEventListener('abort', forwardAbort);
    }

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
    if (parsed.stat.err !== 0) {
      throw new ServerError(parsed.stat.err, parsed.stat.msg ?? `error ${parsed.stat.err}`, path, parsed.data);
    }
    return parsed.data;
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

  return {
    /** A JSON POST call; resolves with the envelope's data, rejects with ClientError or ServerError. */
    post<Path extends JsonPostPath>(
      path: Path,
      body: RequestBody<Path>,
      callOptions: CallOptions = {},
    ): Promise<ResponseData<Path>> {
      return report(path, callOptions, async () => {
        let json: string;
        try {
          json = JSON.stringify(body);
        } catch (error) {
          throw new ClientError('bad-request', `the body cannot be serialised: ${errorText(error)}`, path);
        }
        return (await send(path, json, 'application/json', callOptions)) as ResponseData<Path>;
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
