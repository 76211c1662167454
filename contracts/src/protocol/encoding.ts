const utf8Encoder = new TextEncoder();
const utf8Decoder = new TextDecoder('utf-8', { fatal: true });

export type BinaryInput = ArrayBuffer | ArrayBufferView;

export function utf8Bytes(text: string): Uint8Array<ArrayBuffer> {
  return utf8Encoder.encode(text);
}

/** Throws on malformed UTF-8 instead of silently inserting U+FFFD, so corrupt payloads are noticed. */
export function utf8Text(bytes: BinaryInput): string {
  return utf8Decoder.decode(bytes);
}

export function asBytes(data: string | BinaryInput): Uint8Array<ArrayBuffer> {
  if (typeof data === 'string') return utf8Bytes(data);
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (data.buffer instanceof ArrayBuffer) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  // WebCrypto refuses views over SharedArrayBuffer, so copy into a plain ArrayBuffer.
  const copy = new Uint8Array(data.byteLength);
  copy.set(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
  return copy;
}

export function toHex(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let hex = '';
  for (const byte of view) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

// String.fromCharCode with a spread argument list overflows the call stack on large inputs.
const BASE64_CHUNK = 0x8000;

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += BASE64_CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + BASE64_CHUNK));
  }
  return btoa(binary);
}

const BASE64_PATTERN = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
/** With a length that is a multiple of 4, the same texts as BASE64_PATTERN, in one cheap pass. */
const BASE64_ALPHABET = /^[A-Za-z0-9+/]*={0,2}$/;
const NOT_BASE64 = 'not valid base64 (alphabet A-Z a-z 0-9 + /, padded with =)';

/** A base64 decoder of the engine's own (Uint8Array.fromBase64: recent browsers and Node), when it has one. */
export type Base64Decoder = (text: string) => Uint8Array<ArrayBuffer>;
const engineDecoder = (Uint8Array as unknown as { fromBase64?: Base64Decoder }).fromBase64?.bind(Uint8Array) ?? null;

/**
 * Base64 to bytes, refusing anything that is not padded base64 of the standard alphabet. The engine's decoder, when
 * there is one, decodes a 300 KB answer (the 1,000-item quotation list) in a fraction of the time of the loop below;
 * it would skip whitespace and take unpadded text, so the text is checked first either way. `null`: the loop.
 */
export function fromBase64(text: string, decoder: Base64Decoder | null = engineDecoder): Uint8Array<ArrayBuffer> {
  if (decoder) {
    if (text.length % 4 !== 0 || !BASE64_ALPHABET.test(text)) throw new Error(NOT_BASE64);
    try {
      return decoder(text);
    } catch {
      throw new Error(NOT_BASE64);
    }
  }
  if (!BASE64_PATTERN.test(text)) throw new Error(NOT_BASE64);
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
