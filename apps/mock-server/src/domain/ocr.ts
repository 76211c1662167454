/**
 * Image recognition with tesseract.js and the English model of @tesseract.js-data/eng, offline: the
 * language data is read from that package's folder and never downloaded or cached to disk. One worker
 * is kept warm and shut down after a quiet spell, so an idle server holds no worker thread.
 */
import { createRequire } from 'node:module';
import type { Worker } from 'tesseract.js';

export class OcrUnavailableError extends Error {
  constructor(reason: string) {
    super(
      `Image recognition is not available on this server (${reason}). This is the documented fallback: no text is made up; use sheet, PDF or text recognition instead`,
    );
    this.name = 'OcrUnavailableError';
  }
}

const IDLE_MS = 120_000;
let worker: Promise<Worker> | null = null;
let idleTimer: NodeJS.Timeout | null = null;

function languageFolder(): string {
  const require = createRequire(import.meta.url);
  const data = require('@tesseract.js-data/eng') as { langPath: string };
  return data.langPath;
}

async function startWorker(): Promise<Worker> {
  let langPath: string;
  try {
    langPath = languageFolder();
  } catch (err) {
    throw new OcrUnavailableError(`the English language data is not installed: ${(err as Error).message}`);
  }
  try {
    // Loaded on first use: tesseract.js is only needed when an image is recognised.
    const { createWorker, OEM } = await import('tesseract.js');
    return await createWorker('eng', OEM.LSTM_ONLY, { langPath, gzip: true, cacheMethod: 'none' });
  } catch (err) {
    throw new OcrUnavailableError(`the OCR engine did not start: ${err instanceof Error ? err.message : String(err)}`);
  }
}

function scheduleIdleStop(): void {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = setTimeout(() => void stopOcr(), IDLE_MS);
  idleTimer.unref();
}

/** Image formats tesseract reads, by their leading bytes. */
export function imageFormat(data: Buffer): 'png' | 'jpeg' | 'bmp' | 'webp' | 'gif' | null {
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.subarray(0, 2).toString('latin1') === 'BM') return 'bmp';
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  if (data.subarray(0, 4).toString('latin1') === 'GIF8') return 'gif';
  return null;
}

/** The text of an image. Throws OcrUnavailableError when the engine cannot run here. */
export async function recognizeImage(data: Buffer): Promise<string> {
  worker ??= startWorker();
  let ready: Worker;
  try {
    ready = await worker;
  } catch (err) {
    worker = null;
    throw err;
  }
  try {
    const { data: result } = await ready.recognize(data);
    return normaliseOcrText(result.text);
  } finally {
    scheduleIdleStop();
  }
}

/** Ends the worker (tests, shutdown); the next recognition starts a new one. */
export async function stopOcr(): Promise<void> {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  const running = worker;
  worker = null;
  if (running) await (await running.catch(() => null))?.terminate();
}

/**
 * Repairs what OCR typically gets wrong on cable lines: a letter split off a model ("YJ V-0.6/1KV"), and
 * the multiplication sign read as x, ×, # or %.
 */
export function normaliseOcrText(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) =>
      line
        .replace(/([A-Z]) (?=[A-Z]+\d*-\d)/g, '$1')
        .replace(/(\d)\s*[xX×#%]\s*(\d)/g, '$1*$2')
        .trim(),
    )
    .join('\n');
}
