import type Cropper from 'cropperjs';
import { MAX_UPLOAD_BYTES } from './upload-checks';

/**
 * The long side of the picture sent for recognition at most, in pixels: the photo's own resolution up to a little
 * over an A4 page at 150 dpi (what the server renders scanned pages at), so a phone photo stays within the upload limit.
 */
const LONG_SIDE = 2400;

/** Puts the selection over the picture as shown (the canvas around it is empty), for the user to narrow. */
export function selectWholePicture(cropper: Cropper): void {
  const canvas = cropper.getCropperCanvas();
  const image = cropper.getCropperImage();
  const selection = cropper.getCropperSelection();
  if (!canvas || !image || !selection) return;
  const frame = canvas.getBoundingClientRect();
  const shown = image.getBoundingClientRect();
  const x = Math.max(0, shown.left - frame.left);
  const y = Math.max(0, shown.top - frame.top);
  const width = Math.min(frame.width, shown.right - frame.left) - x;
  const height = Math.min(frame.height, shown.bottom - frame.top) - y;
  if (width > 10 && height > 10) selection.$change(x, y, width, height);
}

/**
 * Keeps the selection over the picture while the picture is placed, centred or turned, until the user adjusts the
 * selection; `refit` puts it back over the picture (Reset). Returns a function that stops following.
 */
export function followPicture(cropper: Cropper): { refit(): void; stop(): void } {
  const image = cropper.getCropperImage();
  let frame = 0;
  /** The selection as last fitted; a selection that differs was adjusted by the user. */
  let fitted: string | undefined;
  const place = () => {
    const selection = cropper.getCropperSelection();
    return selection ? [selection.x, selection.y, selection.width, selection.height].join(',') : '';
  };
  const fitSoon = (force: boolean) => {
    cancelAnimationFrame(frame);
    // After the image has its new transform (the event comes before it is applied).
    frame = requestAnimationFrame(() => {
      if (!force && fitted !== undefined && place() !== fitted) return;
      selectWholePicture(cropper);
      fitted = place();
    });
  };
  const onTransform = () => fitSoon(false);
  image?.addEventListener('transform', onTransform);
  void image?.$ready().then(() => fitSoon(fitted === undefined));
  return {
    refit: () => fitSoon(true),
    stop: () => {
      cancelAnimationFrame(frame);
      image?.removeEventListener('transform', onTransform);
    },
  };
}

export interface CroppedPicture {
  blob: Blob;
  /** The file name to upload it as (the chosen picture's, with the format's extension). */
  name: string;
  width: number;
  height: number;
}

function encode(canvas: HTMLCanvasElement, type: 'image/png' | 'image/jpeg'): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('empty canvas'))), type, 0.92),
  );
}

/**
 * The selected region at the picture's own resolution (not the size it is shown at, which would blur small text),
 * capped to LONG_SIDE; a PNG, or a JPEG when the PNG is over the upload limit (a noisy photo). Undefined when the
 * selection has no picture under it.
 */
export async function croppedPicture(cropper: Cropper, fileName: string): Promise<CroppedPicture | undefined> {
  const selection = cropper.getCropperSelection();
  const image = cropper.getCropperImage();
  if (!selection || !image || selection.width < 1 || selection.height < 1) return undefined;
  await image.$ready();
  const [a = 1, b = 0] = image.$getTransform();
  // Screen pixels per picture pixel, whatever the turn.
  const shownScale = Math.hypot(a, b) || 1;
  const scale = Math.min(1 / shownScale, LONG_SIDE / Math.max(selection.width, selection.height));
  const canvas = await selection.$toCanvas({ width: Math.max(1, Math.round(selection.width * scale)) });
  const base = fileName.replace(/\.[^.]+$/, '') || 'image';
  let blob = await encode(canvas, 'image/png');
  let name = `${base}.png`;
  if (blob.size > MAX_UPLOAD_BYTES) {
    blob = await encode(canvas, 'image/jpeg');
    name = `${base}.jpg`;
  }
  return { blob, name, width: canvas.width, height: canvas.height };
}
