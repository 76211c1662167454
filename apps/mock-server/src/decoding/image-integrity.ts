/**
 * Whether an image file is whole before it is decoded: the canvas library draws what it can of a damaged file (a PNG
 * cut short, pixel data that does not inflate, a BMP or GIF without its pixels) instead of failing, and recognising
 * such a picture would answer "no rows" as if the file were fine. Returns why the file is damaged, or null.
 */
import { inflateSync } from 'node:zlib';
import type { ImageFormat } from './types';

function pngProblem(data: Buffer): string | null {
  let at = 8;
  const idat: Buffer[] = [];
  let ended = false;
  while (at + 8 <= data.length) {
    const length = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    if (at + 12 + length > data.length) return `the ${type} chunk is cut short`;
    if (type === 'IDAT') idat.push(data.subarray(at + 8, at + 8 + length));
    at += 12 + length;
    if (type === 'IEND') {
      ended = true;
      break;
    }
  }
  if (!ended) return 'the file ends before its IEND chunk';
  if (idat.length === 0) return 'no pixel data (IDAT)';
  try {
    inflateSync(Buffer.concat(idat));
  } catch (err) {
    return `the pixel data does not inflate (${(err as Error).message})`;
  }
  return null;
}

function jpegProblem(data: Buffer): string | null {
  const scan = data.indexOf(Buffer.from([0xff, 0xda]), 2);
  if (scan === -1) return 'no scan (SOS) segment';
  if (data.indexOf(Buffer.from([0xff, 0xd9]), scan) === -1) return 'the file ends before its end-of-image marker';
  return null;
}

function bmpProblem(data: Buffer): string | null {
  if (data.length < 54) return 'the headers are cut short';
  const offset = data.readUInt32LE(10);
  const width = Math.abs(data.readInt32LE(18));
  const height = Math.abs(data.readInt32LE(22));
  const bits = data.readUInt16LE(28);
  const compression = data.readUInt32LE(30);
  // Uncompressed (BI_RGB) or bit fields: the rows must all be there.
  if (compression !== 0 && compression !== 3) return null;
  const stride = Math.ceil((width * bits) / 32) * 4;
  if (offset + stride * height > data.length) return 'the pixel rows are cut short';
  return null;
}

function gifProblem(data: Buffer): string | null {
  if (data.indexOf(0x2c, 13) === -1) return 'no image in the file';
  if (data[data.length - 1] !== 0x3b) return 'the file ends before its trailer';
  return null;
}

export function imageProblem(format: ImageFormat, bytes: Uint8Array): string | null {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  switch (format) {
    case 'png':
      return pngProblem(data);
    case 'jpeg':
      return jpegProblem(data);
    case 'bmp':
      return bmpProblem(data);
    case 'gif':
      return gifProblem(data);
    case 'webp':
      return null;
  }
}
