/** What the batch page hands to the image cropper route (router state; no route has parameters). */
export interface CropperState {
  /** Object URL of the chosen image, alive while the document is. */
  src: string;
  name: string;
  /** The route to return to with the recognition results. */
  back: string;
}

export function isCropperState(value: unknown): value is CropperState {
  if (typeof value !== 'object' || value === null) return false;
  const { src, name, back } = value as Record<string, unknown>;
  return typeof src === 'string' && typeof name === 'string' && typeof back === 'string';
}
