/**
 * The central directory of a zip archive (an .xlsx is one), read without unpacking anything: how many entries, what
 * they unpack to, whether they lie inside the file. It lets the server refuse a zip bomb or a truncated archive
 * before a workbook reader inflates it; `inflatedSizesHold` then checks, with a hard output cap, that no entry
 * unpacks to more than the directory says (a bomb may lie in its directory).
 */
import { inflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderAt: number;
}

export type ZipDirectory =
  | { ok: true; entries: ZipEntry[]; uncompressedTotal: number }
  | { ok: false; problem: 'damaged' | 'too-many-entries' | 'too-large' | 'unsupported'; detail: string };

export interface ZipLimits {
  maxEntries: number;
  maxUncompressedBytes: number;
}

const EOCD = 0x06054b50;
const EOCD64 = 0x06064b50;
const EOCD64_LOCATOR = 0x07064b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const MAX_COMMENT = 0xffff;
const ZIP64_EXTRA = 0x0001;

const damaged = (detail: string): ZipDirectory => ({ ok: false, problem: 'damaged', detail });

/** The end-of-central-directory record: the last one, searched back over the longest possible comment. */
function endRecordAt(bytes: Buffer): number {
  const earliest = Math.max(0, bytes.length - 22 - MAX_COMMENT);
  for (let at = bytes.length - 22; at >= earliest; at--) {
    if (bytes.readUInt32LE(at) === EOCD) return at;
  }
  return -1;
}

interface DirectoryPlace {
  count: number;
  size: number;
  offset: number;
}

function directoryPlace(bytes: Buffer, endAt: number): DirectoryPlace | string {
  const count = bytes.readUInt16LE(endAt + 10);
  const size = bytes.readUInt32LE(endAt + 12);
  const offset = bytes.readUInt32LE(endAt + 16);
  if (count !== 0xffff && size !== 0xffffffff && offset !== 0xffffffff) return { count, size, offset };
  // ZIP64: a locator just before the end record points at the 64-bit end record.
  const locatorAt = endAt - 20;
  if (locatorAt < 0 || bytes.readUInt32LE(locatorAt) !== EOCD64_LOCATOR) return 'no ZIP64 end record locator';
  const end64At = Number(bytes.readBigUInt64LE(locatorAt + 8));
  if (end64At + 56 > bytes.length || bytes.readUInt32LE(end64At) !== EOCD64) return 'no ZIP64 end record';
  return {
    count: Number(bytes.readBigUInt64LE(end64At + 32)),
    size: Number(bytes.readBigUInt64LE(end64At + 40)),
    offset: Number(bytes.readBigUInt64LE(end64At + 48)),
  };
}

/** Sizes and offset from the ZIP64 extra field, for the fields the fixed header marks as 0xffffffff. */
function zip64Values(extra: Buffer, entry: ZipEntry): boolean {
  let at = 0;
  while (at + 4 <= extra.length) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === ZIP64_EXTRA) {
      let field = at + 4;
      const next = () => {
        if (field + 8 > at + 4 + length) return null;
        const value = Number(extra.readBigUInt64LE(field));
        field += 8;
        return value;
      };
      if (entry.uncompressedSize === 0xffffffff) entry.uncompressedSize = next() ?? -1;
      if (entry.compressedSize === 0xffffffff) entry.compressedSize = next() ?? -1;
      if (entry.localHeaderAt === 0xffffffff) entry.localHeaderAt = next() ?? -1;
      return entry.uncompressedSize >= 0 && entry.compressedSize >= 0 && entry.localHeaderAt >= 0;
    }
    at += 4 + length;
  }
  return false;
}

export function readZipDirectory(data: Uint8Array, limits: ZipLimits): ZipDirectory {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (bytes.length < 22) return damaged('shorter than an end record');
  const endAt = endRecordAt(bytes);
  if (endAt === -1) return damaged('no end of central directory (truncated?)');
  const place = directoryPlace(bytes, endAt);
  if (typeof place === 'string') return damaged(place);
  if (place.count > limits.maxEntries) {
    return { ok: false, problem: 'too-many-entries', detail: `${place.count} entries` };
  }
  if (place.offset + place.size > endAt) return damaged('the central directory lies outside the file');
  const entries: ZipEntry[] = [];
  let uncompressedTotal = 0;
  let at = place.offset;
  for (let index = 0; index < place.count; index++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL_HEADER) {
      return damaged(`central directory entry ${index} is not where the directory says`);
    }
    const flags = bytes.readUInt16LE(at + 8);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const end = at + 46 + nameLength + extraLength + commentLength;
    if (end > bytes.length) return damaged(`central directory entry ${index} runs past the file`);
    const entry: ZipEntry = {
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      uncompressedSize: bytes.readUInt32LE(at + 24),
      localHeaderAt: bytes.readUInt32LE(at + 42),
    };
    const needs64 = [entry.compressedSize, entry.uncompressedSize, entry.localHeaderAt].includes(0xffffffff);
    if (needs64 && !zip64Values(bytes.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength), entry)) {
      return damaged(`entry ${entry.name} has no valid ZIP64 sizes`);
    }
    if (flags & 0x1) return { ok: false, problem: 'unsupported', detail: `entry ${entry.name} is encrypted` };
    if (entry.method !== 0 && entry.method !== 8) {
      return {
        ok: false,
        problem: 'unsupported',
        detail: `entry ${entry.name} uses compression method ${entry.method}`,
      };
    }
    if (entry.localHeaderAt + 30 + entry.compressedSize > bytes.length) {
      return damaged(`entry ${entry.name} runs past the end of the file (truncated?)`);
    }
    uncompressedTotal += entry.uncompressedSize;
    if (uncompressedTotal > limits.maxUncompressedBytes) {
      return { ok: false, problem: 'too-large', detail: `unpacks to more than ${limits.maxUncompressedBytes} bytes` };
    }
    entries.push(entry);
    at = end;
  }
  return { ok: true, entries, uncompressedTotal };
}

/**
 * Inflates every entry with its output capped at the size the directory declares: null when all hold, else what
 * went wrong. Costs one extra inflate of the archive, bounded by the declared total.
 */
export function inflatedSizesHold(data: Uint8Array, entries: readonly ZipEntry[]): string | null {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  for (const entry of entries) {
    const at = entry.localHeaderAt;
    if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER) return `no local header for ${entry.name}`;
    const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
    const packed = bytes.subarray(start, start + entry.compressedSize);
    if (packed.length !== entry.compressedSize) return `${entry.name} is cut short`;
    if (entry.method === 0) {
      if (entry.compressedSize !== entry.uncompressedSize) return `${entry.name}: stored sizes differ`;
      continue;
    }
    try {
      const inflated = inflateRawSync(packed, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
      if (inflated.length !== entry.uncompressedSize) return `${entry.name} unpacks to another size than declared`;
    } catch (err) {
      return `${entry.name} does not unpack within its declared size (${(err as Error).message})`;
    }
  }
  return null;
}
