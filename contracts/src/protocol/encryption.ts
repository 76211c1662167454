import { fromBase64, toBase64, utf8Bytes, utf8Text } from './encoding';
import { webCrypto } from './webcrypto';

const IV_BYTES = 12;
const GCM_TAG_BYTES = 16;

async function payloadKey(secret: string, usage: KeyUsage): Promise<CryptoKey> {
  const { subtle } = webCrypto();
  const keyBytes = await subtle.digest('SHA-256', utf8Bytes(`enc:${secret}`));
  return subtle.importKey('raw', keyBytes, { name: 'AES-GCM' }, false, [usage]);
}

/** AES-256-GCM with key SHA-256(utf8('enc:' + secret)); returns base64(12-byte iv || ciphertext || 16-byte tag). */
export async function encryptPayload(secret: string, text: string): Promise<string> {
  const crypto = webCrypto();
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const key = await payloadKey(secret, 'encrypt');
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, utf8Bytes(text)));
  const joined = new Uint8Array(IV_BYTES + sealed.length);
  joined.set(iv);
  joined.set(sealed, IV_BYTES);
  return toBase64(joined);
}

/** Inverse of encryptPayload; throws an Error that says why when the input is malformed, altered or keyed differently. */
export async function decryptPayload(secret: string, base64: string): Promise<string> {
  let joined: Uint8Array<ArrayBuffer>;
  try {
    joined = fromBase64(base64);
  } catch (error) {
    throw new Error(`decryptPayload: the payload is ${(error as Error).message}`);
  }
  if (joined.length < IV_BYTES + GCM_TAG_BYTES) {
    throw new Error(
      `decryptPayload: the payload has ${joined.length} bytes, but 12-byte iv + 16-byte tag need at least ${IV_BYTES + GCM_TAG_BYTES}`,
    );
  }
  const key = await payloadKey(secret, 'decrypt');
  let plain: ArrayBuffer;
  try {
    plain = await webCrypto().subtle.decrypt(
      { name: 'AES-GCM', iv: joined.subarray(0, IV_BYTES) },
      key,
      joined.subarray(IV_BYTES),
    );
  } catch {
    throw new Error(
      'decryptPayload: AES-GCM authentication failed: the payload was altered or was encrypted with a different secret',
    );
  }
  try {
    return utf8Text(plain);
  } catch {
    throw new Error('decryptPayload: the decrypted payload is not valid UTF-8 text');
  }
}
