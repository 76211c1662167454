/**
 * An image's size in pixels read from its header alone (PNG IHDR, JPEG SOF, GIF screen, BMP info header, WEBP
 * VP8/VP8L/VP8X), so a picture that would need gigabytes once decoded is refused before any decoder sees it, and a
 * header that does not add up is refused as damaged. No pixel data is read.
 */
import { crc32 } from 'node:zlib';
import type { ImageFormat } from './types';

export interface ImageSize {
  width: number;
  height: number;
}

/** The size, or null when the header is cut short or not valid for its format. */
export function imageSizeOf(format: ImageFormat, data: Uint8Array): ImageSize | null {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const size = READERS[format](bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}

const READERS: Record<ImageFormat, (bytes: Buffer) => ImageSize | null> = {
  png: pngSize,
  jpeg: jpegSize,
  gif: gifSize,
  bmp: bmpSize,
  webp: webpSize,
};

const PNG_BIT_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

/** The first chunk must be a 13-byte IHDR with a valid CRC, bit depth and colour type. */
function pngSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 33) return null;
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  if (crc32(bytes.subarray(12, 29)) !== bytes.readUInt32BE(29)) return null;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const depth = bytes[24]!;
  const colourType = bytes[25]!;
  if (width > 0x7fffffff || height > 0x7fffffff) return null;
  if (!PNG_BIT_DEPTHS[colourType]?.includes(depth)) return null;
  if (bytes[26] !== 0 || bytes[27] !== 0 || bytes[28]! > 1) return null;
  return { width, height };
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic); C4, C8 and CC are other tables. */
const JPEG_SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** Walks the marker segments from SOI to the first SOF; a scan or the end before it means no usable header. */
function jpegSize(bytes: Buffer): ImageSize | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // no length
      continue;
    }
    if (marker === 0xd8 || marker === 0xd9 || marker === 0xda) return null;
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return null;
    if (JPEG_SOF.has(marker)) {
      if (length < 8 || at + 9 > bytes.length) return null;
      const components = bytes[at + 9];
      if (components === undefined || components < 1 || components > 4) return null;
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/** The logical screen, and the first image descriptor must fit in it. */
function gifSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 13) return null;
  const width = bytes.readUInt16LE(6);
  const height = bytes.readUInt16LE(8);
  const flags = bytes[10]!;
  let at = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  // Extensions (0x21) come before the first image descriptor (0x2c).
  while (at < bytes.length && bytes[at] === 0x21) {
    at += 2;
    while (at < bytes.length && bytes[at] !== 0) at += bytes[at]! + 1;
    at += 1;
  }
  if (at + 10 > bytes.length || bytes[at] !== 0x2c) return null;
  const left = bytes.readUInt16LE(at + 1);
  const top = bytes.readUInt16LE(at + 3);
  const frameWidth = bytes.readUInt16LE(at + 5);
  const frameHeight = bytes.readUInt16LE(at + 7);
  if (left + frameWidth > width || top + frameHeight > height) return null;
  return { width, height };
}

const BMP_BITS = new Set([1, 4, 8, 16, 24, 32]);

/** BITMAPCOREHEADER (12 bytes) or BITMAPINFOHEADER and later (40+); the pixels must start inside the file. */
function bmpSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 26) return null;
  const pixelsAt = bytes.readUInt32LE(10);
  const headerSize = bytes.readUInt32LE(14);
  if (pixelsAt >= bytes.length || pixelsAt < 14 + headerSize) return null;
  if (headerSize === 12) {
    const bits = bytes.readUInt16LE(24);
    return BMP_BITS.has(bits) ? { width: bytes.readUInt16LE(18), height: bytes.readUInt16LE(20) } : null;
  }
  if (headerSize < 40 || bytes.length < 30) return null;
  const width = bytes.readInt32LE(18);
  const height = bytes.readInt32LE(22);
  const bits = bytes.readUInt16LE(28);
  if (width <= 0 || height === 0 || height === -0x80000000 || !BMP_BITS.has(bits)) return null;
  return { width, height: Math.abs(height) };
}

/** Lossy (VP8), lossless (VP8L) or extended (VP8X) WEBP. */
function webpSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 30) return null;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') {
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return null;
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  return null;
}
