// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { instantiateDigest, type WasmDigest } from './wasm-digest';

const WEB_ROOT = join(import.meta.dirname, '../../..');
const WASM_SOURCE = join(WEB_ROOT, 'wasm/main.ts');
const WASM_OUTPUT = join(WEB_ROOT, 'public/static/script/wasm/main.wasm');

function nodeSha256(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

function wasmBytes(): ArrayBuffer {
  const file = readFileSync(WASM_OUTPUT);
  return file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
}

let digest: WasmDigest;

beforeAll(async () => {
  // main.wasm is a build output: build it when it is missing or older than its source.
  if (!existsSync(WASM_OUTPUT) || statSync(WASM_OUTPUT).mtimeMs < statSync(WASM_SOURCE).mtimeMs) {
    execFileSync('npm', ['run', 'build:wasm'], { cwd: WEB_ROOT, stdio: 'pipe' });
  }
  digest = await instantiateDigest(wasmBytes());
}, 60_000);

describe('WebAssembly SHA-256 (main.wasm)', () => {
  it('matches node on the empty input and on "abc"', () => {
    expect(digest.sha256Hex(new Uint8Array(0))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(digest.sha256Hex(new TextEncoder().encode('abc'))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it.each([55, 56, 63, 64, 65, 119, 120, 127, 128, 129])(
    'matches node at the padding boundary of %i bytes',
    (length) => {
      const data = randomBytes(length);
      expect(digest.sha256Hex(data)).toBe(nodeSha256(data));
    },
  );

  it('matches node on every length from 0 to 300 bytes', () => {
    const data = randomBytes(300);
    for (let length = 0; length <= 300; length++) {
      expect(digest.sha256Hex(data.subarray(0, length)), `length ${length}`).toBe(nodeSha256(data.subarray(0, length)));
    }
  });

  it('matches node on a 1 MiB random buffer, repeatedly', () => {
    const data = randomBytes(1024 * 1024);
    const expected = nodeSha256(data);
    for (let round = 0; round < 3; round++) expect(digest.sha256Hex(data)).toBe(expected);
  });

  it('hashes a view into a larger buffer by the view only', () => {
    const whole = randomBytes(200);
    const view = new Uint8Array(whole.buffer, whole.byteOffset + 17, 100);
    expect(digest.sha256Hex(view)).toBe(nodeSha256(view));
  });

  it('gives its memory back after each digest, so repeated large inputs do not grow it', async () => {
    const { instance } = await WebAssembly.instantiate(wasmBytes(), { env: { abort: () => undefined } });
    const { memory, alloc, free, sha256 } = instance.exports as unknown as {
      memory: WebAssembly.Memory;
      alloc(len: number): number;
      free(ptr: number): void;
      sha256(ptr: number, len: number, out: number): void;
    };
    const hashOnce = () => {
      const input = alloc(1024 * 1024);
      const output = alloc(32);
      sha256(input, 1024 * 1024, output);
      free(output);
      free(input);
    };
    hashOnce();
    const pagesAfterFirst = memory.buffer.byteLength;
    for (let round = 0; round < 5; round++) hashOnce();
    expect(memory.buffer.byteLength).toBe(pagesAfterFirst);
  });
});

describe('instantiateDigest', () => {
  it('loads from a streamed Response served as application/wasm', async () => {
    const response = new Response(wasmBytes(), { headers: { 'content-type': 'application/wasm' } });
    const fromStream = await instantiateDigest(response);
    expect(fromStream.sha256Hex(new TextEncoder().encode('abc'))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('loads from a Response served with another content type', async () => {
    const response = new Response(wasmBytes(), { headers: { 'content-type': 'application/octet-stream' } });
    const data = randomBytes(1000);
    expect((await instantiateDigest(response)).sha256Hex(data)).toBe(nodeSha256(data));
  });

  it('rejects a failed fetch with its HTTP status', async () => {
    await expect(instantiateDigest(new Response('not found', { status: 404 }))).rejects.toThrow(
      /crypto module: fetching .* failed with HTTP 404/,
    );
  });

  it('rejects bytes that are not this crypto module', async () => {
    // The smallest valid module: magic number and version, no exports.
    const emptyModule = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]).buffer;
    await expect(instantiateDigest(emptyModule)).rejects.toThrow(
      'crypto module: main.wasm does not export memory, alloc, free and sha256',
    );
    await expect(instantiateDigest(new TextEncoder().encode('<!doctype html>').buffer)).rejects.toThrow();
  });
});
