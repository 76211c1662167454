import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DecodeCancelledError, decodeUpload, stopDecoding, useUploadDecoder } from '../../src/decoding';
import { CHILD_LIMITS } from '../../src/decoding/limits';

const IMAGES = join(dirname(fileURLToPath(import.meta.url)), '../../../../corpus/images');
const photo = () => ({
  filename: 'photo.jpg',
  mimetype: 'image/jpeg',
  data: readFileSync(join(IMAGES, 'd-photo-skewed.jpg')),
});

afterAll(async () => {
  await stopDecoding();
});

describe('a decoding job given up by its caller', () => {
  it('waiting its turn, leaves the line at once; the job before it is decoded as usual', {
    timeout: 120_000,
  }, async () => {
    const decoder = await useUploadDecoder({ ...CHILD_LIMITS, concurrency: 1 });
    const first = decodeUpload('image', photo());
    const caller = new AbortController();
    const second = decodeUpload('image', photo(), caller.signal).catch((err: unknown) => err);
    await expect.poll(() => decoder.childPids().busy.length, { timeout: 20_000 }).toBe(1);
    const [working] = decoder.childPids().busy;
    caller.abort();
    expect(await second).toBeInstanceOf(DecodeCancelledError);
    // The child decoding the first job was left alone.
    expect(decoder.childPids().busy).toEqual([working]);
    expect((await first).kind).toBe('image');
  });

  it('already given up, is never started', async () => {
    const decoder = await useUploadDecoder(CHILD_LIMITS);
    const given = AbortSignal.abort();
    await expect(decodeUpload('image', photo(), given)).rejects.toBeInstanceOf(DecodeCancelledError);
    expect(decoder.childPids()).toEqual({ busy: [], idle: [] });
  });
});
