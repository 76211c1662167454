/** The exports of /static/script/wasm/main.wasm (interface documented at the top of apps/web/wasm/main.ts). */
interface DigestExports {
  memory: WebAssembly.Memory;
  alloc(len: number): number;
  free(ptr: number): void;
  sha256(ptr: number, len: number, out: number): void;
}

export interface WasmDigest {
  sha256Hex(data: Uint8Array): string;
}

const DIGEST_BYTES = 32;
// FIPS 180-2 appendix B.1: running it once at load proves the module computes SHA-256, not merely that it loaded.
const SELF_TEST_INPUT = new TextEncoder().encode('abc');
const SELF_TEST_DIGEST = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';

/** AssemblyScript strings are UTF-16LE with their byte length stored just before the pointer. */
function assemblyScriptString(memory: WebAssembly.Memory, ptr: number): string {
  if (ptr < 4 || ptr + 4 > memory.buffer.byteLength) return '';
  const byteLength = new DataView(memory.buffer).getUint32(ptr - 4, true);
  if (ptr + byteLength > memory.buffer.byteLength) return '';
  return new TextDecoder('utf-16le').decode(new Uint8Array(memory.buffer, ptr, byteLength));
}

function isDigestExports(exports: WebAssembly.Exports): exports is WebAssembly.Exports & DigestExports {
  return (
    exports.memory instanceof WebAssembly.Memory &&
    typeof exports.alloc === 'function' &&
    typeof exports.free === 'function' &&
    typeof exports.sha256 === 'function'
  );
}

function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

async function instantiate(
  source: ArrayBuffer | Response,
  imports: WebAssembly.Imports,
): Promise<WebAssembly.Instance> {
  if (source instanceof ArrayBuffer) return (await WebAssembly.instantiate(source, imports)).instance;
  if (!source.ok)
    throw new Error(`crypto module: fetching ${source.url || 'main.wasm'} failed with HTTP ${source.status}`);
  // instantiateStreaming insists on Content-Type application/wasm; a static host that sends another type still works.
  if (source.headers.get('content-type')?.startsWith('application/wasm')) {
    return (await WebAssembly.instantiateStreaming(source, imports)).instance;
  }
  return (await WebAssembly.instantiate(await source.arrayBuffer(), imports)).instance;
}

/** Loads the crypto module from its bytes or its fetch Response and checks it against a known SHA-256 answer. */
export async function instantiateDigest(source: ArrayBuffer | Response): Promise<WasmDigest> {
  let memoryForAbort: WebAssembly.Memory | undefined;
  const imports = {
    env: {
      abort(messagePtr: number, filePtr: number, line: number, column: number): never {
        const message = memoryForAbort ? assemblyScriptString(memoryForAbort, messagePtr) : '';
        const file = memoryForAbort ? assemblyScriptString(memoryForAbort, filePtr) : '';
        throw new Error(`crypto module aborted: ${message || 'no message'} (${file || 'main.wasm'}:${line}:${column})`);
      },
    },
  };
  const { exports } = await instantiate(source, imports);
  if (!isDigestExports(exports)) {
    throw new Error('crypto module: main.wasm does not export memory, alloc, free and sha256');
  }
  memoryForAbort = exports.memory;

  const digest: WasmDigest = {
    sha256Hex(data) {
      const input = exports.alloc(data.length);
      const output = exports.alloc(DIGEST_BYTES);
      try {
        // alloc may grow memory, which detaches earlier views of memory.buffer: take views only now.
        new Uint8Array(exports.memory.buffer, input, data.length).set(data);
        exports.sha256(input, data.length, output);
        return toHex(new Uint8Array(exports.memory.buffer, output, DIGEST_BYTES));
      } finally {
        exports.free(output);
        exports.free(input);
      }
    },
  };
  if (digest.sha256Hex(SELF_TEST_INPUT) !== SELF_TEST_DIGEST) {
    throw new Error('crypto module: main.wasm failed its SHA-256 self-test');
  }
  return digest;
}
