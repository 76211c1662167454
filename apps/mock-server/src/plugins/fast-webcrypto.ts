/**
 * The request protocol (@cable/contracts/protocol) hashes and signs through WebCrypto so the same code runs in
 * browsers. In Node every WebCrypto call is an asynchronous job on the thread pool: for the two SHA-256 digests and
 * one HMAC of each signed request that hop cost more than the rest of a cable-list request. The protocol looks
 * WebCrypto up on every call so a host can swap in its own; the server process installs this one, which answers
 * SHA-256 digests and HMAC-SHA256 signatures with node:crypto at once and passes every other call (AES-GCM for
 * encrypted answers, other algorithms) to Node's WebCrypto unchanged.
 */
import { createHash, createHmac, webcrypto } from 'node:crypto';

type Algorithm = string | { name: string; hash?: string | { name: string } };

/** Raw HMAC-SHA256 secrets behind the key handles this module gave out. */
const hmacSecrets = new WeakMap<object, Buffer>();

function algorithmName(algorithm: Algorithm): string {
  return (typeof algorithm === 'string' ? algorithm : algorithm.name).toUpperCase();
}

function hashName(algorithm: Algorithm): string | undefined {
  if (typeof algorithm === 'string' || algorithm.hash === undefined) return undefined;
  return (typeof algorithm.hash === 'string' ? algorithm.hash : algorithm.hash.name).toUpperCase();
}

function bytesOf(data: BufferSource): Buffer {
  if (data instanceof ArrayBuffer) return Buffer.from(data);
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}

function arrayBufferOf(bytes: Buffer): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

function isBufferSource(value: unknown): value is BufferSource {
  return value instanceof ArrayBuffer || ArrayBuffer.isView(value);
}

/** A SubtleCrypto that answers SHA-256 and HMAC-SHA256 signing synchronously and forwards everything else. */
export function fastSubtle(native: SubtleCrypto = webcrypto.subtle as SubtleCrypto): SubtleCrypto {
  const fast = {
    digest(algorithm: Algorithm, data: BufferSource) {
      if (algorithmName(algorithm) !== 'SHA-256') return native.digest(algorithm, data);
      return Promise.resolve(arrayBufferOf(createHash('sha256').update(bytesOf(data)).digest()));
    },
    importKey(...args: Parameters<SubtleCrypto['importKey']>) {
      const [format, keyData, algorithm, extractable, usages] = args;
      const signOnly = usages.length === 1 && usages[0] === 'sign';
      if (
        format !== 'raw' ||
        !isBufferSource(keyData) ||
        algorithmName(algorithm as Algorithm) !== 'HMAC' ||
        hashName(algorithm as Algorithm) !== 'SHA-256' ||
        extractable ||
        !signOnly
      ) {
        return native.importKey(...args);
      }
      const secret = Buffer.from(bytesOf(keyData));
      const handle = Object.freeze({
        type: 'secret',
        extractable: false,
        algorithm: { name: 'HMAC', hash: { name: 'SHA-256' }, length: secret.length * 8 },
        usages: ['sign'],
      }) as unknown as CryptoKey;
      hmacSecrets.set(handle, secret);
      return Promise.resolve(handle);
    },
    sign(algorithm: Algorithm, key: CryptoKey, data: BufferSource) {
      const secret = hmacSecrets.get(key);
      if (!secret) return native.sign(algorithm as AlgorithmIdentifier, key, data);
      if (algorithmName(algorithm) !== 'HMAC') {
        return Promise.reject(new TypeError(`this key signs HMAC only, not ${algorithmName(algorithm)}`));
      }
      return Promise.resolve(arrayBufferOf(createHmac('sha256', secret).update(bytesOf(data)).digest()));
    },
  };
  return new Proxy(native, {
    get(target, key) {
      if (key === 'digest' || key === 'importKey' || key === 'sign') return fast[key];
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Makes globalThis.crypto.subtle the fast one for this process; returns how to undo it (tests). */
export function installFastWebCrypto(): () => void {
  const original = globalThis.crypto;
  const subtle = fastSubtle(original.subtle);
  const replacement = new Proxy(original, {
    get(target, key) {
      if (key === 'subtle') return subtle;
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  Object.defineProperty(globalThis, 'crypto', { value: replacement, configurable: true, writable: true });
  return () => Object.defineProperty(globalThis, 'crypto', { value: original, configurable: true, writable: true });
}
