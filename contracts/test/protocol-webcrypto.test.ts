import { webcrypto } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_LIST_VECTOR } from './protocol-vectors';

const PROTOCOL_DIR = join(import.meta.dirname, '../src/protocol');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** Only what a browser's window.crypto offers, with the subtle calls counted to prove they are the ones used. */
function browserLikeCrypto(calls: string[]): Crypto {
  const subtle = new Proxy(webcrypto.subtle, {
    get(target, name, receiver) {
      const member = Reflect.get(target, name, receiver);
      if (typeof member !== 'function') return member;
      return (...args: unknown[]) => {
        calls.push(String(name));
        return member.apply(target, args);
      };
    },
  });
  return {
    subtle: subtle as unknown as SubtleCrypto,
    getRandomValues: <T extends ArrayBufferView | null>(array: T) => webcrypto.getRandomValues(array as never) as T,
    randomUUID: () => webcrypto.randomUUID(),
  };
}

describe('protocol module under browser-only globals', () => {
  it('signs the fixed vector, verifies it and round-trips encryption with globalThis.crypto = webcrypto and no Buffer', async () => {
    const calls: string[] = [];
    vi.stubGlobal('crypto', browserLikeCrypto(calls));
    vi.stubGlobal('Buffer', undefined);
    const protocol = await import('../src/protocol/index');

    const headers = await protocol.signRequest(GUEST_LIST_VECTOR);
    expect(headers.sign).toBe(GUEST_LIST_VECTOR.sign);
    expect(calls).toEqual(expect.arrayContaining(['digest', 'importKey', 'sign']));

    const verdict = await protocol.verifyRequest({
      method: 'POST',
      path: GUEST_LIST_VECTOR.path,
      headers,
      body: GUEST_LIST_VECTOR.body,
      now: GUEST_LIST_VECTOR.now,
      secretFor: () => protocol.GUEST_SECRET,
      nonceSeen: protocol.createNonceRegistry(),
    });
    expect(verdict).toMatchObject({ ok: true });

    const sealed = await protocol.encryptPayload('secret', '报价单');
    expect(await protocol.decryptPayload('secret', sealed)).toBe('报价单');
    expect(protocol.newNonce()).toMatch(/^[0-9]{10}$/);
    expect(calls).toEqual(expect.arrayContaining(['encrypt', 'decrypt']));
  });

  it('fails with a clear error where WebCrypto is missing (an insecure browser context)', async () => {
    vi.stubGlobal('crypto', undefined);
    const protocol = await import('../src/protocol/index');
    await expect(protocol.sha256Hex('abc')).rejects.toThrow(/WebCrypto is unavailable/);
    expect(() => protocol.newRequestId()).toThrow(/WebCrypto is unavailable/);
  });

  it('imports nothing from Node and uses no Node-only globals', () => {
    for (const file of readdirSync(PROTOCOL_DIR)) {
      const source = readFileSync(join(PROTOCOL_DIR, file), 'utf8');
      expect(source, file).not.toMatch(/from ['"](node:|crypto['"]|buffer['"])/);
      expect(source, file).not.toMatch(/\b(Buffer|process|require)\b/);
    }
  });
});
