import { createHash, createHmac, webcrypto } from 'node:crypto';
import {
  decryptPayload,
  encryptPayload,
  hmacSha256Hex,
  sha256Hex,
  signRequest,
  verifyRequest,
} from '@cable/contracts/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { fastSubtle, installFastWebCrypto } from '../../src/plugins/fast-webcrypto';

const hex = (buffer: ArrayBuffer) => Buffer.from(buffer).toString('hex');
const native = webcrypto.subtle as SubtleCrypto;

describe('fast WebCrypto for the server process', () => {
  let uninstall: (() => void) | null = null;
  afterEach(() => {
    uninstall?.();
    uninstall = null;
  });

  it('digests and signs byte for byte like Node WebCrypto', async () => {
    const subtle = fastSubtle(native);
    const inputs = [new Uint8Array(0), new TextEncoder().encode('电缆 cable\n'), new Uint8Array(100_000).fill(7)];
    for (const data of inputs) {
      expect(hex(await subtle.digest('SHA-256', data))).toBe(hex(await native.digest('SHA-256', data)));
      expect(hex(await subtle.digest({ name: 'sha-256' }, data.buffer))).toBe(
        createHash('sha256').update(data).digest('hex'),
      );
      const secret = new TextEncoder().encode('key-of-a-session');
      const algorithm = { name: 'HMAC', hash: 'SHA-256' };
      const fastKey = await subtle.importKey('raw', secret, algorithm, false, ['sign']);
      const nativeKey = await native.importKey('raw', secret, algorithm, false, ['sign']);
      expect(hex(await subtle.sign('HMAC', fastKey, data))).toBe(hex(await native.sign('HMAC', nativeKey, data)));
    }
  });

  it('passes other algorithms and key uses to Node WebCrypto', async () => {
    const subtle = fastSubtle(native);
    const data = new TextEncoder().encode('abc');
    expect(hex(await subtle.digest('SHA-1', data))).toBe(createHash('sha1').update(data).digest('hex'));
    const verifyKey = await subtle.importKey('raw', data, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    expect(verifyKey).toBeInstanceOf(globalThis.CryptoKey);
    const aes = await subtle.importKey('raw', new Uint8Array(32), 'AES-GCM', false, ['encrypt']);
    expect(aes).toBeInstanceOf(globalThis.CryptoKey);
  });

  it('keeps the protocol working once installed: hashes, signatures, verification and encryption', async () => {
    uninstall = installFastWebCrypto();
    expect(await sha256Hex('body')).toBe(createHash('sha256').update('body').digest('hex'));
    expect(await hmacSha256Hex('secret', 'message')).toBe(
      createHmac('sha256', 'secret').update('message').digest('hex'),
    );
    const body = JSON.stringify({ cond: {}, page: { len: 20, num: 1 } });
    const now = Date.now();
    const headers = await signRequest({ method: 'POST', path: '/biz/x', body, token: 't1', secret: 's1', now });
    const check = (signedBody: string) =>
      verifyRequest({
        method: 'POST',
        path: '/biz/x',
        headers,
        body: signedBody,
        now,
        secretFor: () => 's1',
        nonceSeen: () => false,
      });
    expect(await check(body)).toMatchObject({ ok: true });
    expect(await check(`${body} `)).toMatchObject({ ok: false, reason: 'signature' });
    expect(await decryptPayload('s1', await encryptPayload('s1', '{"data":1}'))).toBe('{"data":1}');
    expect(globalThis.crypto.getRandomValues(new Uint8Array(4))).toHaveLength(4);
  });
});
