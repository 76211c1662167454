/**
 * The text layer of a PDF with positions, page by page (runs in the decoding child process), through pdf.js with
 * eval, system fonts and font loading off: only text content is read, nothing is rendered.
 */
import { damaged, PDF_ENCRYPTED } from './errors';
import type { DecodedFile, PdfPage, PdfTextItem } from './types';

/** Pages read; a quotation is a few pages, a longer document is read up to here. */
const MAX_PAGES = 200;

interface TextRun {
  str: string;
  transform: number[];
  width: number;
  height: number;
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
        pages.push({ width: viewport.width, height: viewport.height, items });
        page.cleanup();
      } catch (err) {
        throw damaged('pdf', `page ${number}: ${(err as Error).message}`);
      }
    }
    return { kind: 'pdf', pages };
  } finally {
    await task.destroy().catch(() => undefined);
  }
}
