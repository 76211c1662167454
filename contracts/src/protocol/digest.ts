import { asBytes, type BinaryInput, toHex, utf8Bytes } from './encoding';
import { webCrypto } from './webcrypto';

/** Lowercase hex SHA-256 of bytes, or of the UTF-8 encoding of a string. */
export async function sha256Hex(data: string | BinaryInput): Promise<string> {
  return toHex(await webCrypto().subtle.digest('SHA-256', asBytes(data)));
}

/** Lowercase hex HMAC-SHA256 with the UTF-8 bytes of `secret` as the key. */
export async function hmacSha256Hex(secret: string, message: string | BinaryInput): Promise<string> {
  const { subtle } = webCrypto();
  const key = await subtle.importKey('raw', utf8Bytes(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return toHex(await subtle.sign('HMAC', key, asBytes(message)));
}

export const SHA256_HEX_PATTERN = /^[0-9a-f]{64}$/;
