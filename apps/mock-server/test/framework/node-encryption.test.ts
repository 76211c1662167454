import { decryptPayload, encryptPayload } from '@cable/contracts/protocol';
import { describe, expect, it } from 'vitest';
import { encryptPayloadSync } from '../../src/plugins/node-encryption';

describe('the server-side answer encryption of the protocol', () => {
  const answers = [
    '',
    '{"data":{"cables":[]},"stat":{"dur":"0","err":0,"sec":1795552224}}',
    '{"data":{"name":"报价单 YJV-0.6/1kV 3*240+1*120"},"stat":{"dur":"1","err":0,"sec":1}}',
    'x'.repeat(70_000),
  ];
  const secrets = ['cable-quote-guest-v1', '会话密钥', 'k'.repeat(64)];

  it.each(answers.map((text) => [text.slice(0, 20), text]))('is read back by the web app (%s)', async (_, text) => {
    for (const secret of secrets) {
      expect(await decryptPayload(secret, encryptPayloadSync(secret, text))).toBe(text);
    }
  });

  it('seals an answer given as its UTF-8 bytes like the same text', async () => {
    const text = answers[2]!;
    const sealed = encryptPayloadSync('会话密钥', Buffer.from(text, 'utf8'));
    expect(await decryptPayload('会话密钥', sealed)).toBe(text);
  });

  it('seals the same bytes as WebCrypto for the same iv, whatever the length of the answer', async () => {
    // Answers of every length modulo 3 (the base64 is written in runs of whole 3-byte groups), short and long.
    const texts = [
      ...answers,
      ...['a', 'ab', 'abc', '报', '报价', '{"data":null}'].flatMap((text) => [text, text.repeat(999)]),
    ];
    for (const text of texts) {
      const webcrypto = await encryptPayload('会话密钥', text);
      const iv = Buffer.from(webcrypto, 'base64').subarray(0, 12);
      expect(encryptPayloadSync('会话密钥', text, iv)).toBe(webcrypto);
      expect(encryptPayloadSync('会话密钥', Buffer.from(text, 'utf8'), iv)).toBe(webcrypto);
    }
  });

  it('uses a fresh iv for every answer', () => {
    // More answers than the pool of random bytes holds ivs for, so it is refilled on the way.
    const sealed = Array.from({ length: 1200 }, () => encryptPayloadSync('k', 'same answer'));
    expect(new Set(sealed).size).toBe(1200);
    expect(new Set(sealed.map((text) => Buffer.from(text, 'base64').subarray(0, 12).toString('hex'))).size).toBe(1200);
  });

  it('is refused by a client holding another secret', async () => {
    await expect(decryptPayload('other secret', encryptPayloadSync('会话密钥', answers[1]!))).rejects.toThrow(
      /authentication failed/,
    );
  });
});
