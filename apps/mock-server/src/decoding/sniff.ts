/**
 * What a file is by its leading bytes (its "magic"), whatever its name or declared type says. Text formats (CSV,
 * plain text) have no magic: they are what is left.
 */
import type { FileFormat, ImageFormat } from './types';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** Readers accept the %PDF- header anywhere in the first KiB (some generators put junk before it). */
const PDF_HEADER_WINDOW = 1024;

export function imageFormatOf(data: Uint8Array): ImageFormat | null {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.toString('latin1', 0, 2) === 'BM') return 'bmp';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.toString('latin1', 0, 6) === 'GIF87a' || bytes.toString('latin1', 0, 6) === 'GIF89a') return 'gif';
  return null;
}

/** Where %PDF- starts within the first KiB, or -1. */
export function pdfHeaderAt(data: Uint8Array): number {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return bytes.subarray(0, PDF_HEADER_WINDOW).indexOf('%PDF-', 0, 'latin1');
}

export function fileFormatOf(data: Uint8Array): FileFormat | null {
  const image = imageFormatOf(data);
  if (image) return image;
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (bytes.toString('latin1', 0, 5) === '%PDF-') return 'pdf';
  // A local file header, or the end record of an empty archive.
  if (bytes.toString('latin1', 0, 4) === 'PK\x03\x04' || bytes.toString('latin1', 0, 4) === 'PK\x05\x06') return 'zip';
  if (bytes.subarray(0, 8).equals(OLE2_SIGNATURE)) return 'ole2';
  return null;
}
