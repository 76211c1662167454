import { createHmac } from 'node:crypto';
import { hmacSha256Hex, sha256Hex } from '@cable/contracts/protocol';
import { describe, expect, it } from 'vitest';
import { NODE_HASHES } from '../../src/plugins/node-hashes';

describe('the server-side hashes of the protocol', () => {
  const bodies = [
    '',
    '{"cond":{"group":0},"page":{"len":20,"num":1}}',
    '报价单 YJV-0.6/1kV 3*240+1*120',
    'x'.repeat(70_000),
  ];

  it.each(bodies.map((body) => [body.slice(0, 20), body]))('digest the same as WebCrypto (%s)', async (_, body) => {
    const bytes = new TextEncoder().encode(body);
    expect(NODE_HASHES.sha256Hex(bytes)).toBe(await sha256Hex(bytes));
  });

  it.each(bodies.map((body) => [body.slice(0, 20), body]))('sign the same as WebCrypto (%s)', async (_, body) => {
    // A short key, a non-ASCII one, one of exactly a block (64 bytes) and one longer than a block (hashed first).
    for (const secret of ['cable-quote-guest-v1', '会话密钥', 'k'.repeat(64), 'long key '.repeat(20)]) {
      expect(NODE_HASHES.hmacSha256Hex(secret, body)).toBe(await hmacSha256Hex(secret, body));
    }
  });

  it('signs right with the pads kept for a secret, also after the kept pads were dropped at their limit', () => {
    const plain = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest('hex');
    for (let round = 0; round < 2; round++) {
      for (let index = 0; index < 1500; index++) {
        const secret = `session-key-${index}`;
        expect(NODE_HASHES.hmacSha256Hex(secret, `message ${index}`)).toBe(plain(secret, `message ${index}`));
      }
    }
  });
});
