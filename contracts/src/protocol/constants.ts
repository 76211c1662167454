/** Value of the `version` request header (spec section 9: API version 10000). */
export const PROTOCOL_VERSION = '10000';

/** Token a visitor who is not signed in sends. */
export const GUEST_TOKEN = 'Guest';

/** Public signing secret of the Guest token; it only proves the client speaks the protocol. */
export const GUEST_SECRET = 'cable-quote-guest-v1';

/** A request is accepted only if |server now - time header| is at most this many milliseconds. */
export const TIME_WINDOW_MS = 300_000;

/** Value of the `encrypt` header: asks for (request) or marks (response) an AES-256-GCM encrypted body. */
export const ENCRYPTION = 'aes-256-gcm';

/** Client HTTP timeout (spec section 9: 20 s). */
export const REQUEST_TIMEOUT_MS = 20_000;

/** Largest request body accepted (spec section 9: 5 MiB). */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;

export const NONCE_LENGTH = 10;
export const REQUEST_ID_LENGTH = 21;

/** Request/response header names, lowercase as they appear on the wire. */
export const HEADER = {
  token: 'token',
  time: 'time',
  nonce: 'nonce',
  version: 'version',
  requestId: 'request-id',
  sign: 'sign',
  encrypt: 'encrypt',
} as const;
export type HeaderName = (typeof HEADER)[keyof typeof HEADER];
