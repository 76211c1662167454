/**
 * An image's text boxes through the offline OCR engine (src/ocr; runs in the decoding child process): decoded with
 * @napi-rs/canvas, turned upright, read by PaddleOCR's Chinese models. The text is the boxes as lines, for reading
 * and logs; the rows come from the boxes' positions (domain/ocr-table).
 */
import { linesOfBoxes } from '../domain/ocr-table';
import { OcrUnavailableError, ocrEngine } from '../ocr/engine';
import { decodeRaster, type Raster } from '../ocr/raster';
import { DecoderUnavailableError, damaged, NO_TEXT_IN_IMAGE } from './errors';
import { imageProblem } from './image-integrity';
import type { DecodedFile, DecodeJob, OcrBox } from './types';

/** The boxes' text, line by line, boxes of a line separated by a tab. */
export function textOfBoxes(boxes: readonly OcrBox[]): string {
  return linesOfBoxes(boxes)
    .map((line) => line.map((b) => b.text).join('\t'))
    .join('\n');
}

/** Recognises a raster (an image, or a PDF page rendered); OCR failures other than a missing engine are damage. */
export async function recogniseRaster(raster: Raster, kind: 'image' | 'pdf') {
  const engine = await ocrEngine().catch((err: unknown) => {
    if (err instanceof OcrUnavailableError) throw new DecoderUnavailableError(err.message);
    throw err;
  });
  try {
    return await engine.recognise(raster);
  } catch (err) {
    throw damaged(kind, `ocr: ${err instanceof Error ? err.message : String(err)}`);
  }
}

export async function decodeImage(job: Extract<DecodeJob, { format: 'image' }>): Promise<DecodedFile> {
  const problem = imageProblem(job.image, job.data);
  if (problem) throw damaged('image', problem);
  let raster: Raster;
  try {
    raster = await decodeRaster(job.data);
  } catch (err) {
    throw damaged('image', `canvas: ${err instanceof Error ? err.message : String(err)}`);
  }
  const read = await recogniseRaster(raster, 'image');
  if (read.boxes.length === 0) throw NO_TEXT_IN_IMAGE;
  return {
    kind: 'image',
    width: read.width,
    height: read.height,
    rotation: read.rotation,
    boxes: read.boxes,
    text: textOfBoxes(read.boxes),
    rules: read.rules,
    unread: read.unread,
  };
}
