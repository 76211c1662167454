/**
 * The text layer of a PDF with positions, page by page (runs in the decoding child process), through pdf.js with
 * eval, system fonts and font loading off. A page without a text layer (a scan) is rendered and recognised.
 */
import { rasterFromRgba } from '../ocr/raster';
import { DecodeError, DecoderUnavailableError, damaged, PDF_ENCRYPTED } from './errors';
import { recogniseRaster } from './image';
import type { DecodedFile, PdfPage, PdfTextItem } from './types';

/** Pages read; a quotation is a few pages, a longer document is read up to here. */
const MAX_PAGES = 200;

interface TextRun {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

/** A scanned page is rendered with its long side this many pixels (an A4 page at 150 dpi) for recognition. */
const SCAN_LONG_SIDE = 1754;

interface RenderablePage {
  getViewport(options: { scale: number }): { width: number; height: number };
  render(options: object): { promise: Promise<void> };
}

interface CanvasFactory {
  create(
    width: number,
    height: number,
  ): {
    canvas: unknown;
    context: { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } };
  };
}

/**
 * A page without a text layer (a scan, a photo put in a PDF): rendered with pdf.js on @napi-rs/canvas and read by
 * the OCR engine; the boxes come back in page units. A page on which nothing is recognised has no boxes.
 */
async function recognisePage(page: RenderablePage, document: unknown): Promise<PdfPage['scan']> {
  const size = page.getViewport({ scale: 1 });
  const scale = SCAN_LONG_SIDE / Math.max(size.width, size.height);
  const viewport = page.getViewport({ scale });
  const width = Math.round(viewport.width);
  const height = Math.round(viewport.height);
  const factory = (document as { canvasFactory: CanvasFactory }).canvasFactory;
  const { canvas, context } = factory.create(width, height);
  await page.render({ canvasContext: context, viewport, canvas }).promise;
  const raster = rasterFromRgba(context.getImageData(0, 0, width, height).data, width, height);
  const read = await recogniseRaster(raster, 'pdf');
  return {
    rotation: read.rotation,
    boxes: read.boxes.map((b) => ({
      ...b,
      x: b.x / scale,
      y: b.y / scale,
      width: b.width / scale,
      height: b.height / scale,
    })),
    rules: read.rules.map((rule) => ({
      y: rule.y / scale,
      spans: rule.spans.map((span) => ({ from: span.from / scale, to: span.to / scale })),
    })),
    unread: read.unread.map((a) => ({
      x: a.x / scale,
      y: a.y / scale,
      width: a.width / scale,
      height: a.height / scale,
    })),
  };
}

export async function decodePdf(data: Uint8Array): Promise<DecodedFile> {
  // Loaded on first use: pdf.js costs startup time and memory.
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    // pdf.js takes ownership of (and detaches) the buffer it is given: hand it a copy.
    data: new Uint8Array(data),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    const document = await task.promise.catch((err: Error) => {
      throw err.name === 'PasswordException' ? PDF_ENCRYPTED : damaged('pdf', `pdf.js: ${err.message}`);
    });
    const pages: PdfPage[] = [];
    for (let number = 1; number <= Math.min(document.numPages, MAX_PAGES); number++) {
      try {
        const page = await document.getPage(number);
        const viewport = page.getViewport({ scale: 1 });
        const content = await page.getTextContent();
        const items: PdfTextItem[] = [];
        for (const item of content.items) {
          if (!('str' in item) || item.str === '') continue;
          const run = item as TextRun;
          const [x, baseline] = viewport.convertToViewportPoint(run.transform[4]!, run.transform[5]!) as [
            number,
            number,
          ];
          const height = Math.abs(run.height);
          items.push({ text: run.str, x, y: baseline - height, width: Math.abs(run.width), height });
        }
        const scan = items.length === 0 ? await recognisePage(page, document) : undefined;
        pages.push({ width: viewport.width, height: viewport.height, items, ...(scan ? { scan } : {}) });
        page.cleanup();
      } catch (err) {
        if (err instanceof DecodeError || err instanceof DecoderUnavailableError) throw err;
        throw damaged('pdf', `page ${number}: ${(err as Error).message}`);
      }
    }
    return { kind: 'pdf', pages };
  } finally {
    await task.destroy().catch(() => undefined);
  }
}
