/**
 * Image recognition with tesseract.js and the English model of @tesseract.js-data/eng, offline: the
 * language data is read from that package's folder and never downloaded or cached to disk. One worker
 * is kept warm and shut down after a quiet spell. This runs only inside the decoding child process
 * (src/decoding): an image the engine cannot read must never reach the server process.
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
    return await createWorker('eng', OEM.LSTM_ONLY, {
      langPath,
      gzip: true,
      cacheMethod: 'none',
      // Without a handler tesseract.js throws a job's failure ("Error attempting to read image") from its message
      // listener, where nothing can catch it; the failure still rejects the job's own promise.
      errorHandler: () => undefined,
    });
  } catch (err) {
    throw new OcrUnavailableError(`the OCR engine did not start: ${err instanceof Error ? err.message : String(err)}`);
  }
}

function scheduleIdleStop(): void {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = setTimeout(() => void stopOcr(), IDLE_MS);
  idleTimer.unref();
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
