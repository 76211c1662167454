/**
 * Runs decoding jobs in child processes (node:child_process fork), so that nothing a decoder does (a WebAssembly
 * abort, a V8 fatal out-of-memory, an error thrown from a library's own thread, an endless loop) can reach the
 * server process. A child process rather than a worker thread: a worker's resourceLimits cap only its JS heap
 * (buffers and WebAssembly memory are outside it), and some heap exhaustion in a worker still aborts the whole
 * process; the OCR runtime also starts threads of its own.
 *
 * At most `concurrency` children run, one job each; further jobs wait in a short line, and past it are refused as
 * busy. A job has a wall time; over it the child is killed. A child that ends (killed, crashed, over its memory
 * limit) fails its job with a DecodeError and the next job starts a fresh one. Idle children end after a while.
 * A job whose caller gives up (its signal aborts) leaves the line, or has its child killed, so the CPU is freed; it
 * fails with a DecodeCancelledError.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CHILD_FAILURES,
  DecodeCancelledError,
  DecodeError,
  DecoderBusyError,
  DecoderUnavailableError,
  damaged,
} from './errors';
import type { ChildLimits } from './limits';
import { CHILD_EXIT, type ChildMessage, type JobMessage, RSS_FLAG } from './protocol';
import type { DecodedFile, DecodeJob, UploadKind } from './types';

interface Pending {
  id: number;
  job: DecodeJob;
  kind: UploadKind;
  resolve(decoded: DecodedFile): void;
  reject(error: Error): void;
}

interface Slot {
  child: ChildProcess;
  running: Pending | null;
  timer: NodeJS.Timeout | null;
  idleTimer: NodeJS.Timeout | null;
  /** Why the child said it is ending, when it did. */
  ending: { reason: 'uncaught' | 'memory'; detail: string } | null;
  timedOut: boolean;
  /** Killed because its job's caller gave up. */
  cancelled: boolean;
}

export interface ChildEntry {
  file: string;
  execArgv: string[];
}

/**
 * The child's entry file: dist/decode-child.mjs next to the bundled dist/server.mjs (scripts/build.mjs emits both),
 * or, when the server runs from TypeScript, child.ts bundled on first use (dev-child.ts).
 */
export async function childEntry(): Promise<ChildEntry> {
  const here = fileURLToPath(import.meta.url);
  if (!here.endsWith('.ts')) return { file: join(dirname(here), 'decode-child.mjs'), execArgv: [] };
  const { devChildBundle } = await import('./dev-child');
  return { file: await devChildBundle(), execArgv: [] };
}

export class Decoder {
  private readonly slots = new Set<Slot>();
  private readonly waiting: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    readonly limits: ChildLimits,
    private readonly entry: ChildEntry,
  ) {}

  /**
   * Decodes a checked job; rejects with DecodeError, DecoderUnavailableError or DecoderBusyError, or, when `signal`
   * aborts first, with DecodeCancelledError (the job leaves the line, or its child is killed).
   */
  decode(job: DecodeJob, kind: UploadKind, signal?: AbortSignal): Promise<DecodedFile> {
    if (this.closed) return Promise.reject(new Error('the decoder is closed'));
    if (signal?.aborted) return Promise.reject(new DecodeCancelledError());
    return new Promise((resolve, reject) => {
      const stopListening = () => signal?.removeEventListener('abort', cancel);
      const pending: Pending = {
        id: this.nextId++,
        job,
        kind,
        resolve: (decoded) => {
          stopListening();
          resolve(decoded);
        },
        reject: (error) => {
          stopListening();
          reject(error);
        },
      };
      const cancel = () => this.cancel(pending);
      signal?.addEventListener('abort', cancel, { once: true });
      const slot = this.freeSlot();
      if (slot) this.start(slot, pending);
      else if (this.waiting.length < this.limits.queueLength) this.waiting.push(pending);
      else pending.reject(new DecoderBusyError());
    });
  }

  /** A job's caller gave up: out of the line, or its child killed (onExit fails the job as cancelled). */
  private cancel(pending: Pending): void {
    const waiting = this.waiting.indexOf(pending);
    if (waiting !== -1) {
      this.waiting.splice(waiting, 1);
      pending.reject(new DecodeCancelledError());
      return;
    }
    for (const slot of this.slots) {
      if (slot.running !== pending) continue;
      slot.cancelled = true;
      slot.child.kill('SIGKILL');
    }
  }

  /** Process ids of the children, those running a job and the idle ones (a test ends one mid-job). */
  childPids(): { busy: number[]; idle: number[] } {
    const busy: number[] = [];
    const idle: number[] = [];
    for (const slot of this.slots) (slot.running ? busy : idle).push(slot.child.pid ?? -1);
    return { busy, idle };
  }

  /** Ends every child and refuses what waits; the decoder takes no more jobs. */
  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.waiting.splice(0)) pending.reject(new Error('the decoder was closed'));
    const exits = [...this.slots].map((slot) => {
      const exited = new Promise<void>((resolve) => {
        const ended = slot.child.exitCode !== null || slot.child.signalCode !== null;
        if (ended || slot.child.pid === undefined) resolve();
        else slot.child.once('exit', () => resolve());
      });
      slot.child.kill('SIGKILL');
      return exited;
    });
    await Promise.all(exits);
  }

  /** A picture or a PDF (whose pages may be scans) is recognised, which takes longer than reading a sheet. */
  private timeoutOf(kind: UploadKind): number {
    return kind === 'image' || kind === 'pdf' ? this.limits.recognitionTimeoutMs : this.limits.timeoutMs;
  }

  private freeSlot(): Slot | null {
    for (const slot of this.slots) if (!slot.running) return slot;
    return this.slots.size < this.limits.concurrency ? this.spawn() : null;
  }

  private spawn(): Slot {
    const child = fork(this.entry.file, [`${RSS_FLAG}${this.limits.rssMb}`], {
      execArgv: [...this.entry.execArgv, `--max-old-space-size=${this.limits.heapMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const slot: Slot = {
      child,
      running: null,
      timer: null,
      idleTimer: null,
      ending: null,
      timedOut: false,
      cancelled: false,
    };
    this.slots.add(slot);
    child.on('message', (message: ChildMessage) => this.onMessage(slot, message));
    child.on('exit', (code, signal) => this.onExit(slot, code, signal));
    // A process that could not be started emits 'error' and no 'exit'.
    child.on('error', () => {
      if (child.pid === undefined) this.onExit(slot, null, null);
    });
    return slot;
  }

  private start(slot: Slot, pending: Pending): void {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
    slot.running = pending;
    // While it works, the child keeps the server's event loop alive; idle, it does not.
    slot.child.ref();
    slot.child.channel?.ref();
    const timeoutMs = this.timeoutOf(pending.kind);
    slot.timer = setTimeout(() => {
      slot.timedOut = true;
      slot.child.kill('SIGKILL');
    }, timeoutMs);
    const message: JobMessage = { id: pending.id, job: pending.job };
    slot.child.send(message, (err) => {
      if (err) slot.child.kill('SIGKILL');
    });
  }

  private finish(slot: Slot): Pending | null {
    const pending = slot.running;
    slot.running = null;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    return pending;
  }

  private onMessage(slot: Slot, message: ChildMessage): void {
    if ('ending' in message) {
      slot.ending = { reason: message.ending, detail: message.detail };
      return;
    }
    if (slot.running?.id !== message.id) return;
    const pending = this.finish(slot)!;
    if ('decoded' in message) pending.resolve(message.decoded);
    else if ('unavailable' in message) pending.reject(new DecoderUnavailableError(message.unavailable));
    else if (message.failure.zh) {
      pending.reject(new DecodeError(message.failure.zh, message.failure.en, message.failure.detail));
    } else pending.reject(damaged(pending.kind, message.failure.detail));
    this.idle(slot);
  }

  private idle(slot: Slot): void {
    const next = this.waiting.shift();
    if (next) {
      this.start(slot, next);
      return;
    }
    slot.child.unref();
    slot.child.channel?.unref();
    slot.idleTimer = setTimeout(() => {
      // Out of the pool before the signal, so no job is handed to a child on its way out.
      this.slots.delete(slot);
      slot.child.kill('SIGTERM');
    }, this.limits.idleMs);
    slot.idleTimer.unref();
  }

  private onExit(slot: Slot, code: number | null, signal: NodeJS.Signals | null): void {
    this.slots.delete(slot);
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
    const pending = this.finish(slot);
    if (pending)
      pending.reject(slot.cancelled ? new DecodeCancelledError() : this.exitError(slot, pending, code, signal));
    // A job that waited for a busy child gets a fresh one.
    if (!this.closed && this.waiting.length > 0 && this.slots.size < this.limits.concurrency) {
      this.start(this.spawn(), this.waiting.shift()!);
    }
  }

  private exitError(slot: Slot, pending: Pending, code: number | null, signal: NodeJS.Signals | null): DecodeError {
    const how = `child exited with ${signal ?? `code ${code}`}`;
    if (slot.timedOut) {
      const ms = this.timeoutOf(pending.kind);
      return damaged(pending.kind, how, CHILD_FAILURES.timeout(Number((ms / 1000).toPrecision(3))));
    }
    if (slot.ending?.reason === 'memory' || code === CHILD_EXIT.memory) {
      return damaged(pending.kind, slot.ending?.detail ?? how, CHILD_FAILURES.memory(this.limits.rssMb));
    }
    return damaged(pending.kind, slot.ending?.detail ?? how, CHILD_FAILURES.crashed);
  }
}
