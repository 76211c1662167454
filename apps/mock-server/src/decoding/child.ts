/**
 * The decoding child process: receives one job at a time over IPC, decodes it with exceljs, pdf.js or the OCR engine (src/ocr)
 * and answers plain data. Anything that goes wrong in here (a decoder exception, an uncaught error from a library's
 * own thread, memory over the limit) is reported and, when the process state is in doubt, ends this process; the
 * server process only ever sees a message or an exit. Ends itself when the server process goes away.
 */

import { runDecodeJob } from './decode-job';
import { DecodeError, DecoderUnavailableError } from './errors';
import { CHILD_EXIT, type ChildMessage, type JobMessage, RSS_FLAG } from './protocol';

const rssLimitMb = Number(process.argv.find((arg) => arg.startsWith(RSS_FLAG))?.slice(RSS_FLAG.length) ?? 0);
const MEMORY_CHECK_MS = 100;

function send(message: ChildMessage): Promise<void> {
  return new Promise((resolve) => {
    if (!process.connected || !process.send) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });
}

async function end(reason: 'uncaught' | 'memory', detail: string): Promise<never> {
  await send({ ending: reason, detail });
  process.exit(CHILD_EXIT[reason]);
}

process.on('uncaughtException', (err) => void end('uncaught', err.stack ?? String(err)));
process.on('unhandledRejection', (reason) => void end('uncaught', String(reason)));
process.on('disconnect', () => process.exit(0));

/** Ends the process when its resident memory is over the limit; false when it is not. */
function endIfOverMemory(): boolean {
  if (rssLimitMb <= 0) return false;
  const rssMb = process.memoryUsage.rss() / (1024 * 1024);
  if (rssMb <= rssLimitMb) return false;
  void end('memory', `resident memory ${rssMb.toFixed(0)} MB over ${rssLimitMb} MB`);
  return true;
}

if (rssLimitMb > 0) setInterval(endIfOverMemory, MEMORY_CHECK_MS).unref();

process.on('message', async ({ id, job }: JobMessage) => {
  try {
    const decoded = await runDecodeJob(job);
    // A decoding that took the process over its limit is not answered, however quickly it ran (between two checks).
    if (endIfOverMemory()) return;
    await send({ id, decoded });
  } catch (err) {
    if (err instanceof DecoderUnavailableError) {
      await send({ id, unavailable: err.reason });
      return;
    }
    const failure =
      err instanceof DecodeError
        ? { zh: err.zh, en: err.en, detail: err.detail }
        : { zh: '', en: '', detail: err instanceof Error ? (err.stack ?? err.message) : String(err) };
    await send({ id, failure });
  }
});
