/**
 * Signed requests for the load cases, made the way the web app makes them: the canonical string and HMAC of
 * contracts' protocol (computed synchronously with node:crypto, so signing a pool of them is quick), a fresh nonce,
 * request id and time on every request.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { canonicalString, ENCRYPTION, HEADER, PROTOCOL_VERSION } from '@cable/contracts/protocol';

export interface Credentials {
  token: string;
  secret: string;
}

const REQUEST_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

export interface SignOptions {
  /** Ask for an encrypted answer, as the web app does on every call. */
  encrypt?: boolean;
}

/**
 * Protocol headers for one request: the same canonical string and HMAC as contracts' signRequest. Every request gets
 * a fresh nonce, so the server's replay check and signature verification run on every request.
 */
export function signer(credentials: Credentials, options: SignOptions = {}) {
  let sequence = Number.parseInt(randomBytes(3).toString('hex'), 16);
  return (method: 'POST', path: string, body: string): Record<string, string> => {
    sequence = (sequence + 1) % 1e10;
    const nonce = String(sequence).padStart(10, '0');
    const requestId = Array.from(randomBytes(21), (byte) => REQUEST_ID_ALPHABET[byte & 63]).join('');
    const time = String(Date.now());
    const canonical = canonicalString({
      method,
      path,
      time,
      nonce,
      version: PROTOCOL_VERSION,
      requestId,
      token: credentials.token,
      bodyDigest: createHash('sha256').update(body).digest('hex'),
    });
    return {
      'content-type': 'application/json',
      [HEADER.token]: credentials.token,
      [HEADER.time]: time,
      [HEADER.nonce]: nonce,
      [HEADER.version]: PROTOCOL_VERSION,
      [HEADER.requestId]: requestId,
      [HEADER.sign]: createHmac('sha256', credentials.secret).update(canonical).digest('hex'),
      ...(options.encrypt ? { [HEADER.encrypt]: ENCRYPTION } : {}),
    };
  };
}
