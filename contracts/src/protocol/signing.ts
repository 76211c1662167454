import { ENCRYPTION, GUEST_SECRET, GUEST_TOKEN, HEADER, PROTOCOL_VERSION, TIME_WINDOW_MS } from './constants';
import { hmacSha256Hex, SHA256_HEX_PATTERN, sha256Hex } from './digest';
import { asBytes, type BinaryInput } from './encoding';
import { NONCE_PATTERN, newNonce, newRequestId, REQUEST_ID_PATTERN } from './ids';

/** The eight lines of the canonical string, in order. */
export interface CanonicalParts {
  method: string;
  /** Request path; a query string, fragment or scheme://host prefix is dropped. */
  path: string;
  time: string;
  nonce: string;
  version: string;
  requestId: string;
  token: string;
  /** sha256 hex of the body bytes (of the empty string for GET and multipart). */
  bodyDigest: string;
}

/** The request path as it enters the canonical string: no scheme, host, query or fragment. */
export function canonicalPath(pathOrUrl: string): string {
  // A path (the usual input) starts with "/" and has no scheme to strip.
  const withoutOrigin =
    pathOrUrl.startsWith('/') || !/^[a-z][a-z0-9+.-]*:\/\//i.test(pathOrUrl) ? pathOrUrl : new URL(pathOrUrl).pathname;
  const end = withoutOrigin.search(/[?#]/);
  return end === -1 ? withoutOrigin : withoutOrigin.slice(0, end);
}

export function canonicalString(parts: CanonicalParts): string {
  return `${parts.method.toUpperCase()}\n${canonicalPath(parts.path)}\n${parts.time}\n${parts.nonce}\n${parts.version}\n${parts.requestId}\n${parts.token}\n${parts.bodyDigest}`;
}

/**
 * Bodies that are not plain text or bytes (FormData of an upload) are signed as empty:
 * the multipart boundary is chosen by the browser after signing, so the client cannot hash the bytes sent.
 */
export type SignableBody = string | BinaryInput | FormData | Blob | null | undefined;

function isUnsignedMethod(method: string): boolean {
  const upper = method.toUpperCase();
  return upper === 'GET' || upper === 'HEAD';
}

function signedBodyBytes(method: string, body: SignableBody): Uint8Array<ArrayBuffer> {
  if (isUnsignedMethod(method) || body === null || body === undefined) return new Uint8Array(0);
  if (typeof body === 'string' || body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return asBytes(body);
  return new Uint8Array(0);
}

/** A body digest function, e.g. the web app's WebAssembly SHA-256; must return 64 lowercase hex digits. */
export type BodyDigest = (bytes: Uint8Array) => Promise<string> | string;

async function bodyDigestOf(bytes: Uint8Array<ArrayBuffer>, digest: BodyDigest | undefined): Promise<string> {
  if (!digest) return sha256Hex(bytes);
  const hex = await digest(bytes);
  if (typeof hex !== 'string' || !SHA256_HEX_PATTERN.test(hex)) {
    throw new Error(`signRequest: the digest option returned ${JSON.stringify(hex)}; expected 64 lowercase hex digits`);
  }
  return hex;
}

export interface SignRequestInput {
  method: string;
  path: string;
  body?: SignableBody;
  token: string;
  secret: string;
  /** Unix ms; defaults to Date.now(). */
  now?: number;
  nonce?: string;
  requestId?: string;
}

export interface SignRequestOptions {
  digest?: BodyDigest;
}

export type SignedHeaders = Record<
  | typeof HEADER.token
  | typeof HEADER.time
  | typeof HEADER.nonce
  | typeof HEADER.version
  | typeof HEADER.requestId
  | typeof HEADER.sign,
  string
>;

/** Headers that authenticate one request (see PROTOCOL.md). */
export async function signRequest(input: SignRequestInput, options: SignRequestOptions = {}): Promise<SignedHeaders> {
  const now = input.now ?? Date.now();
  if (!Number.isSafeInteger(now) || now < 0)
    throw new TypeError(`signRequest: now must be Unix milliseconds, got ${now}`);
  if (!input.token) throw new TypeError(`signRequest: token is empty; send "${GUEST_TOKEN}" when not signed in`);
  if (!input.secret) throw new TypeError('signRequest: secret is empty; use the key from sign-in or GUEST_SECRET');
  if (!input.path.startsWith('/') && !/^[a-z][a-z0-9+.-]*:\/\//i.test(input.path)) {
    throw new TypeError(`signRequest: path must start with "/", got ${JSON.stringify(input.path)}`);
  }
  const nonce = input.nonce ?? newNonce();
  if (!NONCE_PATTERN.test(nonce)) throw new TypeError(`signRequest: nonce must be 10 decimal digits, got ${nonce}`);
  const requestId = input.requestId ?? newRequestId();
  if (!REQUEST_ID_PATTERN.test(requestId)) {
    throw new TypeError(`signRequest: requestId must be 21 characters of [A-Za-z0-9_-], got ${requestId}`);
  }
  const time = String(now);
  const bodyDigest = await bodyDigestOf(signedBodyBytes(input.method, input.body), options.digest);
  const canonical = canonicalString({
    method: input.method,
    path: input.path,
    time,
    nonce,
    version: PROTOCOL_VERSION,
    requestId,
    token: input.token,
    bodyDigest,
  });
  return {
    [HEADER.token]: input.token,
    [HEADER.time]: time,
    [HEADER.nonce]: nonce,
    [HEADER.version]: PROTOCOL_VERSION,
    [HEADER.requestId]: requestId,
    [HEADER.sign]: await hmacSha256Hex(input.secret, canonical),
  };
}

/** Node's IncomingHttpHeaders and plain records both fit; names are matched case-insensitively. */
export type IncomingHeaders = Readonly<Record<string, string | readonly string[] | undefined>>;

export interface VerifyRequestInput {
  method: string;
  path: string;
  headers: IncomingHeaders;
  /** The raw body bytes as received; ignored for GET/HEAD and multipart/* content types. */
  body?: string | BinaryInput | null;
  /** Server Unix ms; defaults to Date.now(). */
  now?: number;
  /** The signing secret of a token, or undefined when the token is not a live session. */
  secretFor(token: string): string | undefined | null | Promise<string | undefined | null>;
  /**
   * Returns true when this token already used this nonce within the window, otherwise records it and returns false.
   * Called only after the signature checked out, so forged requests cannot burn a client's nonces.
   */
  nonceSeen(token: string, nonce: string): boolean | Promise<boolean>;
}

export type VerifyFailureReason = 'headers' | 'signature' | 'time' | 'replay';

export type VerifyResult =
  | { ok: true; token: string; requestId: string; encryptResponse: boolean }
  | { ok: false; reason: VerifyFailureReason; message: string; expected?: string };

const HEADER_FORMATS: Record<string, { pattern: RegExp; format: string }> = {
  [HEADER.token]: { pattern: /^\S+$/, format: `the session token from sign-in, or "${GUEST_TOKEN}"` },
  [HEADER.time]: {
    pattern: /^[0-9]{1,16}$/,
    format: 'Unix time in milliseconds as a decimal string, e.g. "1763722800000"',
  },
  [HEADER.nonce]: { pattern: NONCE_PATTERN, format: '10 decimal digits, e.g. "0123456789"' },
  [HEADER.version]: { pattern: /^10000$/, format: `exactly "${PROTOCOL_VERSION}"` },
  [HEADER.requestId]: { pattern: REQUEST_ID_PATTERN, format: '21 characters of [A-Za-z0-9_-]' },
  [HEADER.sign]: {
    pattern: SHA256_HEX_PATTERN,
    format: '64 lowercase hex digits: HMAC-SHA256(secret, canonical string)',
  },
  [HEADER.encrypt]: { pattern: /^aes-256-gcm$/, format: `"${ENCRYPTION}", or no header for a plain response` },
};

type HeaderLookup = { value: string } | { problem: string } | { absent: true };

/** The protocol's headers (and content-type) of a request, under lowercase names: one value, or every value sent. */
interface CollectedHeaders {
  values: Partial<Record<string, string | string[]>>;
  contentType: string;
}

const isProtocolHeader = (name: string) => Object.hasOwn(HEADER_FORMATS, name);

/**
 * One pass over the headers: names are matched case-insensitively, other headers are skipped. A header sent once
 * (the usual case) is kept as its string, so the pass allocates nothing per header.
 */
function collectHeaders(headers: IncomingHeaders): CollectedHeaders {
  const values: Partial<Record<string, string | string[]>> = {};
  let contentType: string | undefined;
  for (const key of Object.keys(headers)) {
    const raw = headers[key];
    if (raw === undefined) continue;
    const name = isProtocolHeader(key) || key === 'content-type' ? key : key.toLowerCase();
    if (name === 'content-type') {
      contentType ??= (typeof raw === 'string' ? raw : (raw[0] ?? '')).toLowerCase();
    } else if (isProtocolHeader(name)) {
      const previous = values[name];
      if (previous === undefined && typeof raw === 'string') values[name] = raw;
      else
        values[name] = [
          ...(previous === undefined ? [] : [previous].flat()),
          ...(typeof raw === 'string' ? [raw] : raw),
        ];
    }
  }
  return { values, contentType: contentType ?? '' };
}

function lookupHeader(collected: CollectedHeaders, name: string): HeaderLookup {
  const sent = collected.values[name];
  const rule = HEADER_FORMATS[name]!;
  if (sent === undefined || sent.length === 0) return { absent: true };
  if (typeof sent !== 'string' && sent.length > 1)
    return { problem: `header "${name}" was sent ${sent.length} times (send it once: ${rule.format})` };
  const value = (typeof sent === 'string' ? sent : sent[0]!).trim();
  if (!rule.pattern.test(value)) {
    return { problem: `header "${name}" is ${JSON.stringify(value)} (expected ${rule.format})` };
  }
  return { value };
}

function requiredHeader(collected: CollectedHeaders, name: string): { value: string } | { problem: string } {
  const found = lookupHeader(collected, name);
  if ('absent' in found) return { problem: `missing header "${name}" (expected ${HEADER_FORMATS[name]!.format})` };
  return found;
}

/** Compares every character so the time taken does not reveal how much of a forged signature was right. */
function sameHex(left: string, right: string): boolean {
  if (left.length !== right.length) return false;
  let difference = 0;
  for (let index = 0; index < left.length; index++) difference |= left.charCodeAt(index) ^ right.charCodeAt(index);
  return difference === 0;
}

const CANONICAL_LAYOUT = 'METHOD, path, time, nonce, version, request-id, token, sha256hex(body) joined by "\\n"';

/**
 * The two hashes verification needs. By default they are WebCrypto's (browser and Node alike); a server may pass
 * synchronous ones (node:crypto) to skip WebCrypto's thread-pool hop on every request. Both return lowercase hex.
 */
export interface VerifyHashes {
  sha256Hex(bytes: Uint8Array): Promise<string> | string;
  hmacSha256Hex(secret: string, message: string): Promise<string> | string;
}

/** Hashes that answer at once (node:crypto), for verifyRequestSync. */
export interface SyncVerifyHashes extends VerifyHashes {
  sha256Hex(bytes: Uint8Array): string;
  hmacSha256Hex(secret: string, message: string): string;
}

/** A VerifyRequestInput whose session and nonce look-ups answer at once, for verifyRequestSync. */
export interface SyncVerifyRequestInput extends VerifyRequestInput {
  secretFor(token: string): string | undefined | null;
  nonceSeen(token: string, nonce: string): boolean;
}

const WEBCRYPTO_HASHES: VerifyHashes = { sha256Hex, hmacSha256Hex };

type MaybePromise<T> = T | Promise<T>;

/** How verify moves from one check to the next: `next(value)` once the hash or look-up has its answer. */
type Step = <T, U>(value: MaybePromise<T>, next: (settled: T) => MaybePromise<U>) => MaybePromise<U>;

/** next(value) at once when value is plain, after it settles when it is a promise. */
const anyStep: Step = (value, next) => (value instanceof Promise ? value.then(next) : next(value));

/** next(value) at once; a promise stops verification here (nothing later runs, no nonce is recorded). */
const syncStep: Step = (value, next) => {
  if (value instanceof Promise) {
    value.catch(() => {}); // refused unread: its failure must not surface as an unhandled rejection
    throw new TypeError('verifyRequestSync: a hash or look-up answered a promise');
  }
  return next(value);
};

/** The headers every signed request carries. */
const REQUIRED_HEADERS = [
  HEADER.token,
  HEADER.time,
  HEADER.nonce,
  HEADER.version,
  HEADER.requestId,
  HEADER.sign,
] as const;

/**
 * The checks in order: headers, time window, body digest and canonical string, signature, nonce. Synchronous
 * whenever the hashes and look-ups are, so a server verifying with node:crypto pays for no promise.
 */
function verify(input: VerifyRequestInput, hashes: VerifyHashes, andThen: Step): MaybePromise<VerifyResult> {
  const collected = collectHeaders(input.headers);
  const found: Partial<Record<(typeof REQUIRED_HEADERS)[number], string>> = {};
  const problems: string[] = [];
  for (const name of REQUIRED_HEADERS) {
    const header = requiredHeader(collected, name);
    if ('problem' in header) problems.push(header.problem);
    else found[name] = header.value;
  }
  const encrypt = lookupHeader(collected, HEADER.encrypt);
  if ('problem' in encrypt) problems.push(encrypt.problem);
  if (problems.length > 0) return { ok: false, reason: 'headers', message: problems.join('; ') };
  const token = found.token!;
  const time = found.time!;
  const nonce = found.nonce!;
  const requestId = found['request-id']!;

  const now = input.now ?? Date.now();
  const skew = Number(time) - now;
  if (Math.abs(skew) > TIME_WINDOW_MS) {
    return {
      ok: false,
      reason: 'time',
      message:
        `header "time" is ${time} but the server time is ${now}: ${Math.abs(skew)} ms ${skew < 0 ? 'behind' : 'ahead'}, ` +
        `outside the window of ±${TIME_WINDOW_MS} ms; send the current Unix time in ms (check the client clock)`,
    };
  }

  const { body } = input;
  if (
    !(
      body === null ||
      body === undefined ||
      typeof body === 'string' ||
      body instanceof ArrayBuffer ||
      ArrayBuffer.isView(body)
    )
  ) {
    throw new TypeError(
      `verifyRequest: body must be the raw request body (string or bytes), got ${typeof body}; a parsed JSON object cannot be hashed byte for byte`,
    );
  }
  const unsignedBody = isUnsignedMethod(input.method) || collected.contentType.startsWith('multipart/');
  const bodyBytes = unsignedBody || body === null || body === undefined ? '' : body;
  return andThen(hashes.sha256Hex(asBytes(bodyBytes)), (bodyDigest) => {
    const expected = canonicalString({
      method: input.method,
      path: input.path,
      time,
      nonce,
      version: found.version!,
      requestId,
      token,
      bodyDigest,
    });
    return andThen(input.secretFor(token), (secret): MaybePromise<VerifyResult> => {
      if (!secret) {
        return {
          ok: false,
          reason: 'signature',
          message: `token "${token}" is not a live session, so there is no secret to check the signature with; sign in again or send token "${GUEST_TOKEN}"`,
          expected,
        };
      }
      return andThen(hashes.hmacSha256Hex(secret, expected), (signature): MaybePromise<VerifyResult> => {
        if (!sameHex(signature, found.sign!)) {
          const secretSource =
            token === GUEST_TOKEN
              ? `GUEST_SECRET "${GUEST_SECRET}"`
              : `the key issued to token "${token}" at sign-in (profile.key)`;
          return {
            ok: false,
            reason: 'signature',
            message:
              `signature mismatch: the server signed the canonical string in "expected" (${CANONICAL_LAYOUT}) ` +
              `with HMAC-SHA256 keyed by ${secretSource}; compare it line by line with the string your client signed`,
            expected,
          };
        }
        return andThen(input.nonceSeen(token, nonce), (replayed): VerifyResult => {
          if (replayed) {
            return {
              ok: false,
              reason: 'replay',
              message: `nonce "${nonce}" was already used by this token within the last ${TIME_WINDOW_MS} ms; send a fresh nonce with every request`,
            };
          }
          return { ok: true, token, requestId, encryptResponse: 'value' in encrypt };
        });
      });
    });
  });
}

/** Checks a request's protocol headers; the failure says exactly what to fix on the client. */
export async function verifyRequest(
  input: VerifyRequestInput,
  hashes: VerifyHashes = WEBCRYPTO_HASHES,
): Promise<VerifyResult> {
  return verify(input, hashes, anyStep);
}

/** verifyRequest without a promise, for servers whose hashes and look-ups are synchronous (node:crypto, a Map). */
export function verifyRequestSync(input: SyncVerifyRequestInput, hashes: SyncVerifyHashes): VerifyResult {
  return verify(input, hashes, syncStep) as VerifyResult;
}
