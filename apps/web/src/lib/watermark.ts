/** Watermark of spec section 9: company title + serial + user code (or guest), 330°, 16 px, grey at alpha 0.3, 520x300 tiles. */
export const WATERMARK_TILE = { width: 520, height: 300 } as const;
export const WATERMARK_ROTATION_DEG = 330;
export const WATERMARK_FONT = '16px sans-serif';
export const WATERMARK_COLOR = 'rgba(128, 128, 128, 0.3)';
export const WATERMARK_ATTRIBUTE = 'data-watermark';

export function watermarkText(parts: { title?: string; sno?: string; code?: string }): string {
  return [parts.title, parts.sno, parts.code || 'guest'].filter(Boolean).join(' ');
}

/** The tile with the text drawn on it; undefined where the document has no 2D canvas. */
function drawTile(text: string, doc: Document): HTMLCanvasElement | undefined {
  const canvas = doc.createElement('canvas');
  canvas.width = WATERMARK_TILE.width;
  canvas.height = WATERMARK_TILE.height;
  let context: CanvasRenderingContext2D | null = null;
  try {
    context = canvas.getContext('2d');
  } catch {
    context = null;
  }
  if (!context) return undefined;
  context.translate(WATERMARK_TILE.width / 2, WATERMARK_TILE.height / 2);
  context.rotate((WATERMARK_ROTATION_DEG * Math.PI) / 180);
  context.font = WATERMARK_FONT;
  context.fillStyle = WATERMARK_COLOR;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, 0, 0);
  return canvas;
}

/** The tile as a PNG image URL, handed over when encoded; toBlob encodes off the page's main thread. */
function encodeTile(canvas: HTMLCanvasElement, done: (url: string, revoke?: () => void) => void): void {
  if (typeof canvas.toBlob !== 'function' || typeof URL.createObjectURL !== 'function') {
    done(canvas.toDataURL('image/png'));
    return;
  }
  canvas.toBlob((blob) => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    done(url, () => URL.revokeObjectURL(url));
  }, 'image/png');
}

function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 200 });
  else setTimeout(work, 0);
}

function styleOf(image: string | undefined): string {
  return [
    'position:fixed',
    'inset:0',
    'pointer-events:none',
    'z-index:9999',
    `background-size:${WATERMARK_TILE.width}px ${WATERMARK_TILE.height}px`,
    'background-repeat:repeat',
    image ? `background-image:url("${image}")` : '',
  ]
    .filter(Boolean)
    .join(';');
}

/**
 * Mounts the watermark layer and puts it back whenever something removes it or changes its style,
 * so that it cannot be switched off from the developer tools without also stopping the script.
 */
export function mountWatermark(text: string, container: HTMLElement = document.body): () => void {
  const doc = container.ownerDocument;
  let style = styleOf(undefined);
  let layer: HTMLDivElement | undefined;
  let disposed = false;
  let revokeImage: (() => void) | undefined;

  const create = () => {
    layer = doc.createElement('div');
    layer.setAttribute(WATERMARK_ATTRIBUTE, text);
    layer.setAttribute('aria-hidden', 'true');
    layer.setAttribute('style', style);
    container.appendChild(layer);
    layerObserver.observe(layer, { attributes: true });
  };

  const restore = () => {
    if (disposed) return;
    layerObserver.disconnect();
    layer?.remove();
    create();
  };

  const layerObserver = new MutationObserver(() => {
    if (layer && layer.getAttribute('style') !== style) restore();
  });
  const containerObserver = new MutationObserver(() => {
    if (layer && !layer.isConnected) restore();
  });

  create();
  containerObserver.observe(container, { childList: true });
  // The tile is drawn when the page is next idle (within 200 ms): the first canvas and its text (the font's fallback to
  // Chinese glyphs) took 15-19 ms of main thread in the first page render, which the page's first answers waited for.
  whenIdle(() => {
    const tile = disposed ? undefined : drawTile(text, doc);
    if (!tile) return;
    encodeTile(tile, (image, revoke) => {
      if (disposed) {
        revoke?.();
        return;
      }
      revokeImage = revoke;
      // The expected style first: the layer observer then sees the layer's new style as its own.
      style = styleOf(image);
      layer?.setAttribute('style', style);
    });
  });
  return () => {
    disposed = true;
    layerObserver.disconnect();
    containerObserver.disconnect();
    layer?.remove();
    revokeImage?.();
  };
}
