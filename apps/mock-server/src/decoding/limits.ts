import { RECOGNITION_TIME_LIMIT_MS } from '@cable/contracts/vocabulary';

/**
 * How much an uploaded file may ask of the server. The upload body limit (5 MiB) comes first; these bound what the
 * bytes unpack to and what the decoding child process may spend.
 */
export const FILE_LIMITS = {
  /** Bytes of one file, whatever the transport allowed. */
  maxBytes: 20 * 1024 * 1024,
  /** Pixels of one image (width × height from its header): 40 megapixels decode to 160 MB of RGBA. */
  maxPixels: 40_000_000,
  /** Entries of an .xlsx archive. */
  maxZipEntries: 10_000,
  /** What an .xlsx archive unpacks to in all; a 5 MiB workbook of plain cells unpacks to about 50 MiB. */
  maxUnpackedBytes: 64 * 1024 * 1024,
} as const;

export interface ChildLimits {
  /** Wall time of one job from the moment the child receives it; over it, the child is killed. */
  timeoutMs: number;
  /** Recognition is slower than the rest: the wall time of an image, and of a PDF (its pages may be scans). */
  recognitionTimeoutMs: number;
  /** V8 heap of the child (--max-old-space-size). */
  heapMb: number;
  /** Resident memory of the whole child (heap, buffers, WebAssembly); over it, the child ends itself. */
  rssMb: number;
  /** Child processes decoding at once; more jobs wait in line. */
  concurrency: number;
  /** Jobs waiting for a free child; one more is refused as busy. */
  queueLength: number;
  /** A child without work for this long is ended (the next job starts a new one). */
  idleMs: number;
}

export const CHILD_LIMITS: ChildLimits = {
  timeoutMs: 20_000,
  recognitionTimeoutMs: RECOGNITION_TIME_LIMIT_MS,
  heapMb: 512,
  rssMb: 1536,
  concurrency: 2,
  queueLength: 16,
  idleMs: 120_000,
};
