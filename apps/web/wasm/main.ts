// SHA-256 over bytes in linear memory: the crypto module the web app loads at startup
// from /static/script/wasm/main.wasm (spec section 4, "Startup").
//
// Interface (built with `--runtime stub`, so allocation is a bump pointer):
//   memory                       exported linear memory; re-read memory.buffer after alloc, it may have grown
//   alloc(len: u32): u32         pointer to len writable bytes (16-byte aligned)
//   free(ptr: u32): void         gives the block back when it is the most recent allocation, so callers
//                                free in reverse order of alloc to keep memory from growing
//   sha256(ptr, len, out): void  writes the 32-byte digest of bytes [ptr, ptr + len) to [out, out + 32)
//
// A caller allocates input and output, copies the input in, calls sha256, reads 32 bytes, then frees
// output and input. apps/web/src/lib/crypto/wasm-digest.ts does exactly that.

// FIPS 180-4 section 4.2.2: first 32 bits of the fractional parts of the cube roots of the first 64 primes.
const ROUND_CONSTANTS: usize = memory.data<u32>([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

// FIPS 180-4 section 5.3.3: first 32 bits of the fractional parts of the square roots of the first 8 primes.
const INITIAL_STATE: usize = memory.data<u32>([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);

const BLOCK_BYTES: usize = 64;
const state: usize = memory.data(32);
const schedule: usize = memory.data(64 * 4);
// The last one or two blocks: the unaligned tail of the input, the 0x80 marker, zeros and the bit length.
const padded: usize = memory.data(128);

export function alloc(len: u32): usize {
  return heap.alloc(<usize>len);
}

export function free(ptr: usize): void {
  heap.free(ptr);
}

function word(index: i32, base: usize): u32 {
  return load<u32>(base + ((<usize>index) << 2));
}

function compress(block: usize): void {
  for (let i = 0; i < 16; i++) {
    // Message words are big-endian; wasm loads little-endian.
    store<u32>(schedule + ((<usize>i) << 2), bswap<u32>(load<u32>(block + ((<usize>i) << 2))));
  }
  for (let i = 16; i < 64; i++) {
    const w15 = word(i - 15, schedule);
    const w2 = word(i - 2, schedule);
    const sigma0 = rotr<u32>(w15, 7) ^ rotr<u32>(w15, 18) ^ (w15 >>> 3);
    const sigma1 = rotr<u32>(w2, 17) ^ rotr<u32>(w2, 19) ^ (w2 >>> 10);
    store<u32>(schedule + ((<usize>i) << 2), word(i - 16, schedule) + sigma0 + word(i - 7, schedule) + sigma1);
  }
  let a = word(0, state);
  let b = word(1, state);
  let c = word(2, state);
  let d = word(3, state);
  let e = word(4, state);
  let f = word(5, state);
  let g = word(6, state);
  let h = word(7, state);
  for (let i = 0; i < 64; i++) {
    const bigSigma1 = rotr<u32>(e, 6) ^ rotr<u32>(e, 11) ^ rotr<u32>(e, 25);
    const choice = (e & f) ^ (~e & g);
    const t1 = h + bigSigma1 + choice + word(i, ROUND_CONSTANTS) + word(i, schedule);
    const bigSigma0 = rotr<u32>(a, 2) ^ rotr<u32>(a, 13) ^ rotr<u32>(a, 22);
    const majority = (a & b) ^ (a & c) ^ (b & c);
    const t2 = bigSigma0 + majority;
    h = g;
    g = f;
    f = e;
    e = d + t1;
    d = c;
    c = b;
    b = a;
    a = t1 + t2;
  }
  store<u32>(state, word(0, state) + a);
  store<u32>(state + 4, word(1, state) + b);
  store<u32>(state + 8, word(2, state) + c);
  store<u32>(state + 12, word(3, state) + d);
  store<u32>(state + 16, word(4, state) + e);
  store<u32>(state + 20, word(5, state) + f);
  store<u32>(state + 24, word(6, state) + g);
  store<u32>(state + 28, word(7, state) + h);
}

export function sha256(ptr: usize, len: u32, out: usize): void {
  memory.copy(state, INITIAL_STATE, 32);
  const whole = <usize>len & ~(BLOCK_BYTES - 1);
  for (let offset: usize = 0; offset < whole; offset += BLOCK_BYTES) compress(ptr + offset);

  const rest = <usize>len - whole;
  // 1 marker byte + 8 length bytes must fit after the rest, else the padding spills into a second block.
  const tailBytes: usize = rest + 9 <= BLOCK_BYTES ? BLOCK_BYTES : 2 * BLOCK_BYTES;
  memory.copy(padded, ptr + whole, rest);
  store<u8>(padded + rest, 0x80);
  memory.fill(padded + rest + 1, 0, tailBytes - rest - 1);
  store<u64>(padded + tailBytes - 8, bswap<u64>((<u64>len) << 3));
  compress(padded);
  if (tailBytes > BLOCK_BYTES) compress(padded + BLOCK_BYTES);

  for (let i = 0; i < 8; i++) store<u32>(out + ((<usize>i) << 2), bswap<u32>(word(i, state)));
}
