import type { ControllableClock } from '../clock/controllable-clock';
import { ControlState } from '../control/control-state';
import { AnswerMemo } from '../http/answer-memo';
import type { MemoizedEnvelope } from '../http/register';
import { RequestJournal } from '../plugins/journal';
import type { Repositories } from '../store/repositories';

export interface WorldOptions {
  journalSize: number;
  /** The --verify-signature setting a new world starts with. */
  verifySignature: boolean;
  /** Keep memoized read answers (http/answer-memo) for this world. */
  memoizeReads: boolean;
}

/**
 * Everything one namespace holds: its store (with the clock the store's time runs on, sessions and login QRs
 * included), the scenario switches (faults, auto-confirm, the adjustment timer), the request journal, the signature
 * switch and the read memo. Nothing a request can see or change lives outside its world, so two
 * namespaces never cross.
 */
export class World {
  readonly control = new ControlState();
  readonly journal: RequestJournal;
  /** Whether product calls in this namespace must carry valid protocol headers and signature. */
  verifySignature: boolean;
  readonly memo: AnswerMemo<MemoizedEnvelope> | undefined;
  /** Base-clock Unix ms of the last request, for the idle expiry. */
  lastUsedMs: number;
  /** The demo timer of control adjustment/repeat, stopped when the world is reset or dropped. */
  private repeatTimer: NodeJS.Timeout | null = null;

  constructor(
    readonly name: string,
    readonly repos: Repositories,
    options: WorldOptions,
    nowMs: number,
  ) {
    this.journal = new RequestJournal(options.journalSize);
    this.verifySignature = options.verifySignature;
    this.memo = options.memoizeReads ? new AnswerMemo<MemoizedEnvelope>() : undefined;
    this.lastUsedMs = nowMs;
  }

  /** The world's time: its store's controllable clock. */
  get clock(): ControllableClock {
    return this.repos.store.clock;
  }

  /** Runs tick every `everyMs` (unref'd) in place of any earlier timer. */
  startRepeat(everyMs: number, tick: () => void): void {
    this.clearRepeatTimer();
    this.repeatTimer = setInterval(tick, everyMs);
    this.repeatTimer.unref();
  }

  /** Stops the repeated adjustment: its timer and its settings. */
  stopRepeat(): void {
    this.clearRepeatTimer();
    this.control.adjustmentRepeat = null;
  }

  private clearRepeatTimer(): void {
    if (this.repeatTimer) clearInterval(this.repeatTimer);
    this.repeatTimer = null;
  }

  /** The scenario switches back to their start (faults, auto-confirm, timers); the state is the caller's. */
  resetSwitches(): void {
    this.stopRepeat();
    this.control.reset();
  }
}
