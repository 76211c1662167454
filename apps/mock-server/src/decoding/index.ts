/**
 * Decoding untrusted uploads: `decodeUpload` checks the bytes against the upload kind in the server process
 * (admission.ts), then decodes them in a child process (decoder.ts) and returns plain data (types.ts). Every way it
 * can fail is a DecodeError (answered as 1001), DecoderUnavailableError or DecoderBusyError; a job given up by its
 * caller fails with DecodeCancelledError.
 */
import { admit, type Upload } from './admission';
import { childEntry, Decoder } from './decoder';
import { CHILD_LIMITS, type ChildLimits } from './limits';
import type { DecodedFile, UploadKind } from './types';

export { DecodeCancelledError, DecodeError, DecoderBusyError, DecoderUnavailableError } from './errors';
export type { DecodedFile, UploadKind } from './types';

let shared: Promise<Decoder> | null = null;

/** The server's decoder, made on first use. */
export function uploadDecoder(): Promise<Decoder> {
  if (!shared) {
    const made = childEntry().then((entry) => new Decoder(CHILD_LIMITS, entry));
    made.catch(() => {
      if (shared === made) shared = null;
    });
    shared = made;
  }
  return shared;
}

/** Puts a decoder with other limits in place of the server's (tests); the replaced one is closed. */
export async function useUploadDecoder(limits: ChildLimits): Promise<Decoder> {
  await stopDecoding();
  const decoder = new Decoder(limits, await childEntry());
  shared = Promise.resolve(decoder);
  return decoder;
}

/** Ends the decoder's child processes (shutdown, tests); the next upload starts new ones. */
export async function stopDecoding(): Promise<void> {
  const running = shared;
  shared = null;
  await (await running?.catch(() => null))?.close();
}

/** Decodes an upload; when `signal` aborts (the client went away), the job is dropped or its child killed. */
export async function decodeUpload(kind: UploadKind, upload: Upload, signal?: AbortSignal): Promise<DecodedFile> {
  const admitted = admit(kind, upload);
  if ('decoded' in admitted) return admitted.decoded;
  return (await uploadDecoder()).decode(admitted.job, kind, signal);
}
