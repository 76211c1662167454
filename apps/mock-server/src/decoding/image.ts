/** An image's text through the offline OCR engine (runs in the decoding child process). */
import { OcrUnavailableError, recognizeImage } from '../domain/ocr';
import { DecoderUnavailableError, damaged } from './errors';
import type { DecodedFile, DecodeJob } from './types';

export async function decodeImage(job: Extract<DecodeJob, { format: 'image' }>): Promise<DecodedFile> {
  try {
    const text = await recognizeImage(Buffer.from(job.data.buffer, job.data.byteOffset, job.data.byteLength));
    return { kind: 'image', width: job.width, height: job.height, text };
  } catch (err) {
    if (err instanceof OcrUnavailableError) throw new DecoderUnavailableError(err.message);
    throw damaged('image', `tesseract: ${err instanceof Error ? err.message : String(err)}`);
  }
}
