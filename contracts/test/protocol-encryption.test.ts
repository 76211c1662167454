import { createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fromBase64 } from '../src/protocol/encoding';
import { decryptPayload, encryptPayload, hashPassword } from '../src/protocol/index';
import { GUEST_ENCRYPTED_VECTOR } from './protocol-vectors';

const SECRET = 'k-5d2e8b14c0a94f67';

function nodeDecrypt(secret: string, base64: string): string {
  const joined = Buffer.from(base64, 'base64');
  const key = createHash('sha256').update(`enc:${secret}`, 'utf8').digest();
  const decipher = createDecipheriv('aes-256-gcm', key, joined.subarray(0, 12));
  decipher.setAuthTag(joined.subarray(joined.length - 16));
  return Buffer.concat([decipher.update(joined.subarray(12, joined.length - 16)), decipher.final()]).toString('utf8');
}

describe('encryptPayload / decryptPayload', () => {
  it.each([
    ['ASCII JSON', '{"data":{"rno":"Q20251121-0001"},"stat":{"dur":"3","err":0,"sec":1763722800}}'],
    ['Chinese text', '{"data":{"msg":"登录超时，将退出重新登录"},"stat":{"err":0}}'],
    ['the empty string', ''],
  ])('round-trips %s, and node:crypto decrypts the same payload', async (_label, text) => {
    const sealed = await encryptPayload(SECRET, text);
    expect(sealed).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(await decryptPayload(SECRET, sealed)).toBe(text);
    expect(nodeDecrypt(SECRET, sealed)).toBe(text);
  });

  it('decrypts the fixed payload that node:crypto encrypted', async () => {
    expect(await decryptPayload(GUEST_ENCRYPTED_VECTOR.secret, GUEST_ENCRYPTED_VECTOR.enc)).toBe(
      GUEST_ENCRYPTED_VECTOR.text,
    );
  });

  it('round-trips 1 MiB of text', async () => {
    const text = randomBytes(768 * 1024).toString('base64');
    expect(text.length).toBe(1024 * 1024);
    expect(await decryptPayload(SECRET, await encryptPayload(SECRET, text))).toBe(text);
  });

  it('lays out base64(12-byte iv || ciphertext || 16-byte tag) with a fresh iv each time', async () => {
    const first = Buffer.from(await encryptPayload(SECRET, 'abc'), 'base64');
    const second = Buffer.from(await encryptPayload(SECRET, 'abc'), 'base64');
    expect(first.length).toBe(12 + 3 + 16);
    expect(first.subarray(0, 12).equals(second.subarray(0, 12))).toBe(false);
  });

  it('refuses a payload with one flipped bit', async () => {
    const sealed = Buffer.from(await encryptPayload(SECRET, '{"data":{"price":{"base":12.5}}}'), 'base64');
    for (const position of [0, 12, sealed.length - 1]) {
      const altered = Buffer.from(sealed);
      altered[position]! ^= 1;
      await expect(decryptPayload(SECRET, altered.toString('base64'))).rejects.toThrow(
        'decryptPayload: AES-GCM authentication failed: the payload was altered or was encrypted with a different secret',
      );
    }
  });

  it('refuses a payload encrypted with another secret', async () => {
    const sealed = await encryptPayload('cable-quote-guest-v1', 'hello');
    await expect(decryptPayload(SECRET, sealed)).rejects.toThrow(/encrypted with a different secret/);
  });

  it('refuses text that is not base64 and payloads too short to hold iv and tag', async () => {
    await expect(decryptPayload(SECRET, 'not base64!')).rejects.toThrow(
      'decryptPayload: the payload is not valid base64',
    );
    await expect(decryptPayload(SECRET, 'AAAA')).rejects.toThrow(
      /has 3 bytes, but 12-byte iv \+ 16-byte tag need at least 28/,
    );
  });
});

describe('fromBase64', () => {
  // Node's decoder stands for the engine's (Uint8Array.fromBase64): lenient, so the check before it decides.
  const engine = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));
  const decodedBy = (text: string, decoder: typeof engine | null) => {
    try {
      return [...fromBase64(text, decoder)];
    } catch (error) {
      return (error as Error).message;
    }
  };

  it("accepts and refuses the same texts with the engine's decoder as without it", () => {
    const valid = [
      '',
      'YQ==',
      'YWI=',
      'YWJj',
      randomBytes(1000).toString('base64'),
      randomBytes(999).toString('base64'),
    ];
    const invalid = [
      'YQ',
      'YWI',
      'YQ= =',
      ' YWJj',
      'YWJj\n',
      'YQ===',
      'Y===',
      '====',
      'YQ==YQ==',
      'YW=j',
      'not base64!',
      'YW-_',
    ];
    for (const text of valid) {
      expect(decodedBy(text, engine)).toEqual([...Buffer.from(text, 'base64')]);
      expect(decodedBy(text, null)).toEqual([...Buffer.from(text, 'base64')]);
    }
    for (const text of invalid) {
      expect(decodedBy(text, engine)).toBe('not valid base64 (alphabet A-Z a-z 0-9 + /, padded with =)');
      expect(decodedBy(text, null)).toBe('not valid base64 (alphabet A-Z a-z 0-9 + /, padded with =)');
    }
  });
});

describe('hashPassword', () => {
  it('is the lowercase sha256 hex of the UTF-8 password', async () => {
    expect(await hashPassword('demo123')).toBe(createHash('sha256').update('demo123', 'utf8').digest('hex'));
    expect(await hashPassword('demo123')).toBe('d3ad9315b7be5dd53b31a273b3b3aba5defe700808305aa16a3062b76658a791');
    expect(await hashPassword('密码123')).toBe(createHash('sha256').update('密码123', 'utf8').digest('hex'));
  });
});
