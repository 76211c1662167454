/**
 * The checks an upload passes in the server process before any decoder sees it: the bytes must be of the kind the
 * file was uploaded as (by their magic, not their name), an image's header must be whole and its pixel count within
 * the limit, an .xlsx archive's directory must be whole, small enough unpacked and hold a workbook. What passes
 * becomes a DecodeJob for the child process; a text upload is decoded right here (it needs no decoder library).
 */
import {
  damaged,
  IMAGE_FORMATS_NEEDED,
  mislabelled,
  NOT_A_PDF,
  NOT_AN_XLSX,
  notText,
  SHEET_FORMATS_NEEDED,
  tooManyBytes,
  tooManyEntries,
  tooManyPixels,
  unpacksTooLarge,
} from './errors';
import { imageSizeOf } from './image-header';
import { FILE_LIMITS } from './limits';
import { fileFormatOf, imageFormatOf, pdfHeaderAt } from './sniff';
import { decodeText } from './text';
import type { DecodedFile, DecodeJob, UploadKind } from './types';
import { readZipDirectory } from './zip-directory';

export interface Upload {
  filename: string;
  mimetype: string;
  data: Uint8Array;
}

export type Admitted = { job: DecodeJob } | { decoded: DecodedFile };

function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot === -1 ? '' : filename.slice(dot + 1).toLowerCase();
}

/** Throws DecodeError when the upload cannot be decoded as its kind. */
export function admit(kind: UploadKind, upload: Upload): Admitted {
  if (upload.data.length > FILE_LIMITS.maxBytes) throw tooManyBytes(FILE_LIMITS.maxBytes);
  switch (kind) {
    case 'sheet':
      return { job: admitSheet(upload) };
    case 'pdf':
      return { job: admitPdf(upload) };
    case 'image':
      return { job: admitImage(upload) };
    case 'text':
      return { decoded: admitText(upload) };
  }
}

function admitSheet(upload: Upload): DecodeJob {
  const format = fileFormatOf(upload.data);
  const ext = extensionOf(upload.filename);
  if (format === 'zip') return { format: 'xlsx', data: admitXlsx(upload.data) };
  // An Excel 97–2003 workbook; and an ERP's "xls" export that is an HTML table or tab-separated text under that name.
  if (format === 'ole2') return { format: 'xls', data: upload.data };
  if (format !== null) throw mislabelled('sheet', format);
  if (ext === 'xls') {
    if (decodeText(upload.data) === null) throw damaged('sheet', 'an .xls name on neither a workbook nor text');
    return { format: 'xls', data: upload.data };
  }
  if (ext === 'xlsx') throw damaged('sheet', 'an .xlsx name without a zip archive in it');
  if (ext === 'csv' || upload.mimetype === 'text/csv') {
    if (decodeText(upload.data) === null) throw notText('sheet');
    return { format: 'csv', data: upload.data };
  }
  throw SHEET_FORMATS_NEEDED;
}

function admitXlsx(data: Uint8Array): Uint8Array {
  const directory = readZipDirectory(data, {
    maxEntries: FILE_LIMITS.maxZipEntries,
    maxUncompressedBytes: FILE_LIMITS.maxUnpackedBytes,
  });
  if (!directory.ok) {
    if (directory.problem === 'too-large') throw unpacksTooLarge(FILE_LIMITS.maxUnpackedBytes);
    if (directory.problem === 'too-many-entries') throw tooManyEntries(FILE_LIMITS.maxZipEntries);
    throw damaged('sheet', directory.detail);
  }
  const names = new Set(directory.entries.map((entry) => entry.name));
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) throw NOT_AN_XLSX;
  return data;
}

function admitPdf(upload: Upload): DecodeJob {
  if (pdfHeaderAt(upload.data) === -1) {
    const format = fileFormatOf(upload.data);
    throw format ? mislabelled('pdf', format) : NOT_A_PDF;
  }
  return { format: 'pdf', data: upload.data };
}

function admitImage(upload: Upload): DecodeJob {
  const image = imageFormatOf(upload.data);
  if (!image) {
    const format = fileFormatOf(upload.data);
    throw format ? mislabelled('image', format) : IMAGE_FORMATS_NEEDED;
  }
  const size = imageSizeOf(image, upload.data);
  if (!size) throw damaged('image', `the ${image.toUpperCase()} header is not valid`);
  if (size.width * size.height > FILE_LIMITS.maxPixels) {
    throw tooManyPixels(size.width, size.height, FILE_LIMITS.maxPixels);
  }
  return { format: 'image', data: upload.data, image, width: size.width, height: size.height };
}

function admitText(upload: Upload): DecodedFile {
  const format = fileFormatOf(upload.data);
  if (format) throw mislabelled('text', format);
  const text = decodeText(upload.data);
  if (text === null) throw notText('text');
  return { kind: 'text', text };
}
