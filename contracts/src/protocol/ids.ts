import { NONCE_LENGTH, REQUEST_ID_LENGTH } from './constants';
import { webCrypto } from './webcrypto';

const REQUEST_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** 10 decimal digits, each uniform (leading zeros kept). */
export function newNonce(): string {
  let nonce = '';
  while (nonce.length < NONCE_LENGTH) {
    for (const byte of webCrypto().getRandomValues(new Uint8Array(NONCE_LENGTH * 2))) {
      // 250 is the largest multiple of 10 below 256: dropping 250..255 avoids a bias towards 0..5.
      if (byte < 250 && nonce.length < NONCE_LENGTH) nonce += String(byte % 10);
    }
  }
  return nonce;
}

/** 21 characters of [A-Za-z0-9_-]; 64 divides 256, so masking a random byte keeps them uniform. */
export function newRequestId(): string {
  let id = '';
  for (const byte of webCrypto().getRandomValues(new Uint8Array(REQUEST_ID_LENGTH))) {
    id += REQUEST_ID_ALPHABET[byte & 63];
  }
  return id;
}

export const NONCE_PATTERN = /^[0-9]{10}$/;
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{21}$/;
