/**
 * The answer encryption of the protocol (contracts' encryptPayload: AES-256-GCM, key SHA-256('enc:' + secret),
 * base64 of iv || ciphertext || tag) with node:crypto. Through WebCrypto every answer cost three jobs on the thread
 * pool (digest of the key, its import, the encryption) and as many promise hops; here it is one synchronous call with
 * the session's key derived once. Same bytes for the same iv; the web app decrypts it with decryptPayload.
 */
import { createCipheriv, createSecretKey, hash, type KeyObject, randomFillSync } from 'node:crypto';

const IV_BYTES = 12;

/**
 * Derived keys by secret, so a session's key is hashed once rather than on every answer, and kept as a KeyObject
 * (a cipher made from key bytes imports them into a new key object first); bounded.
 */
const KEY_LIMIT = 1000;
const keysBySecret = new Map<string, KeyObject>();

function keyOf(secret: string): KeyObject {
  let key = keysBySecret.get(secret);
  if (!key) {
    if (keysBySecret.size >= KEY_LIMIT) keysBySecret.clear();
    key = createSecretKey(hash('sha256', `enc:${secret}`, 'buffer') as unknown as Buffer);
    keysBySecret.set(secret, key);
  }
  return key;
}

/** Random bytes drawn from the system a few kilobytes at a time: one draw per answer cost a system call each. */
const IV_POOL_BYTES = IV_BYTES * 512;
const ivPool = Buffer.alloc(IV_POOL_BYTES);
let ivOffset = IV_POOL_BYTES;

/** A fresh random iv (copied out of the pool, which is refilled when used up). */
function freshIv(): Buffer {
  if (ivOffset + IV_BYTES > IV_POOL_BYTES) {
    randomFillSync(ivPool);
    ivOffset = 0;
  }
  const iv = Buffer.from(ivPool.subarray(ivOffset, ivOffset + IV_BYTES));
  ivOffset += IV_BYTES;
  return iv;
}

/**
 * encryptPayload's output for `text` (a string, or its UTF-8 bytes); `iv` is for tests (fresh random by default).
 *
 * Base64 of iv || ciphertext || tag, written in three runs rather than over one joined copy: base64 maps every 3
 * bytes to 4 characters on their own, so a run whose length is a multiple of 3 (the 12-byte iv, the ciphertext up to
 * its last multiple of 3) encodes the same alone as inside the whole; only the last bytes of the ciphertext and the
 * tag are joined. A joined copy was a second buffer of the answer's size on every encrypted answer, left to the
 * garbage collector.
 */
export function encryptPayloadSync(secret: string, text: string | Buffer, iv: Buffer = freshIv()): string {
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const sealed = typeof text === 'string' ? cipher.update(text, 'utf8') : cipher.update(text);
  const last = cipher.final();
  const tag = cipher.getAuthTag();
  if (iv.length % 3 !== 0) {
    return Buffer.concat([iv, sealed, last, tag], iv.length + sealed.length + last.length + tag.length).toString(
      'base64',
    );
  }
  const whole = sealed.length - (sealed.length % 3);
  const rest = sealed.subarray(whole);
  return (
    iv.toString('base64') +
    sealed.subarray(0, whole).toString('base64') +
    Buffer.concat([rest, last, tag], rest.length + last.length + tag.length).toString('base64')
  );
}
