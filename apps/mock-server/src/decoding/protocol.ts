/** The messages between the server process and a decoding child process (IPC, structured clone). */
import type { DecodedFile, DecodeJob } from './types';

export interface JobMessage {
  id: number;
  job: DecodeJob;
}

export type ChildMessage =
  | { id: number; decoded: DecodedFile }
  /** The file could not be decoded: the texts the client sees, and what the decoder said (for the log). */
  | { id: number; failure: { zh: string; en: string; detail: string } }
  /** The decoder cannot run on this server (not the file's fault). */
  | { id: number; unavailable: string }
  /** The child is about to end itself (an uncaught error, or over its memory limit). */
  | { ending: 'uncaught' | 'memory'; detail: string };

/** Exit codes a child ends itself with. */
export const CHILD_EXIT = { uncaught: 70, memory: 71 } as const;

/** The child's resident memory limit, passed as its one argument. */
export const RSS_FLAG = '--rss-mb=';
