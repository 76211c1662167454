/**
 * Why an uploaded file was not decoded, as a text in each language the product speaks. Every way decoding can fail
 * (a header that does not add up, a decoder exception, a crashed, timed-out or oversized child process) ends in a
 * DecodeError, which the upload route answers as a 1001 (ValidationFailed) envelope.
 */
import type { FileFormat, UploadKind } from './types';

export class DecodeError extends Error {
  /**
   * @param zh the message in Chinese (the product default)
   * @param en the message in English
   * @param detail what the decoder itself said, for the server log only
   */
  constructor(
    readonly zh: string,
    readonly en: string,
    readonly detail = '',
  ) {
    super(en);
    this.name = 'DecodeError';
  }
}

/** The decoder is not installed or cannot start here (the OCR engine's language data): not the file's fault. */
export class DecoderUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'DecoderUnavailableError';
  }
}

/** Every decoding slot and the waiting line are taken: the upload is refused before any work. */
export class DecoderBusyError extends Error {
  constructor() {
    super('too many files are being decoded');
    this.name = 'DecoderBusyError';
  }
}

/** The caller gave up (the client closed its request): the job was dropped, or its child killed mid-work. */
export class DecodeCancelledError extends Error {
  constructor() {
    super('decoding was cancelled');
    this.name = 'DecodeCancelledError';
  }
}

/** What a file is, in words, by the upload kind it was sent as. */
const DAMAGED: Record<UploadKind, { zh: string; en: string }> = {
  image: { zh: '图片文件已损坏或无法解码', en: 'The image is damaged or cannot be decoded' },
  pdf: { zh: 'PDF 文件已损坏或无法解析', en: 'The PDF is damaged or cannot be read' },
  sheet: { zh: '表格文件已损坏或无法读取', en: 'The spreadsheet is damaged or cannot be read' },
  text: { zh: '文本文件无法读取', en: 'The text file cannot be read' },
};

/** The file could not be decoded; `why` (zh, en) says more when something is known. */
export function damaged(kind: UploadKind, detail = '', why?: { zh: string; en: string }): DecodeError {
  const base = DAMAGED[kind];
  return why
    ? new DecodeError(`${base.zh}（${why.zh}）`, `${base.en} (${why.en})`, detail)
    : new DecodeError(base.zh, base.en, detail);
}

const FORMAT_NAMES: Record<FileFormat, { zh: string; en: string; kind: UploadKind }> = {
  png: { zh: 'PNG 图片', en: 'a PNG image', kind: 'image' },
  jpeg: { zh: 'JPEG 图片', en: 'a JPEG image', kind: 'image' },
  bmp: { zh: 'BMP 图片', en: 'a BMP image', kind: 'image' },
  webp: { zh: 'WEBP 图片', en: 'a WEBP image', kind: 'image' },
  gif: { zh: 'GIF 图片', en: 'a GIF image', kind: 'image' },
  pdf: { zh: 'PDF 文件', en: 'a PDF file', kind: 'pdf' },
  zip: { zh: '压缩文件（.xlsx 或 .zip）', en: 'a zip archive (.xlsx or .zip)', kind: 'sheet' },
  ole2: { zh: '旧版 Office 文件（.xls 或 .doc）', en: 'an old Office file (.xls or .doc)', kind: 'sheet' },
};

/** The upload buttons of the batch page (spec §6), to say which one a file belongs to. */
const KIND_LABELS: Record<UploadKind, { zh: string; en: string }> = {
  sheet: { zh: '导入报价单', en: 'sheet import' },
  image: { zh: '图片识别', en: 'image recognition' },
  pdf: { zh: 'PDF识别', en: 'PDF recognition' },
  text: { zh: '文本识别', en: 'text recognition' },
};

/** The bytes are of another kind than the one the file was uploaded as. */
export function mislabelled(kind: UploadKind, actual: FileFormat): DecodeError {
  const name = FORMAT_NAMES[actual];
  const expected = KIND_LABELS[kind];
  const right = KIND_LABELS[name.kind];
  const suggestion =
    name.kind === kind || actual === 'ole2'
      ? { zh: '', en: '' }
      : { zh: `，请用“${right.zh}”上传`, en: `; upload it with ${right.en}` };
  // A space between Chinese and a Latin word (PNG, PDF, Office), none before Chinese.
  const what = /^[A-Za-z]/.test(name.zh) ? ` ${name.zh}` : name.zh;
  return new DecodeError(
    `该文件是${what}，“${expected.zh}”无法读取${suggestion.zh}`,
    `The file is ${name.en}, which ${expected.en} does not read${suggestion.en}`,
  );
}

export const IMAGE_FORMATS_NEEDED = new DecodeError(
  '图片须为 PNG、JPEG、BMP、WEBP 或 GIF 文件',
  'The image must be a PNG, JPEG, BMP, WEBP or GIF file',
);

export const SHEET_FORMATS_NEEDED = new DecodeError(
  '报价单须为 .xlsx、.xls 或 .csv 文件',
  'A quotation sheet must be an .xlsx, .xls or .csv file',
);

/** An old Office file (OLE2) that holds no Excel workbook: a Word .doc or PowerPoint .ppt uploaded as a sheet. */
export const OLD_OFFICE_NOT_A_WORKBOOK = new DecodeError(
  '该文件是旧版 Office 文件，但其中没有 Excel 工作簿，报价单须为 .xlsx、.xls 或 .csv 文件',
  'The old Office file holds no Excel workbook; a quotation sheet must be an .xlsx, .xls or .csv file',
);

export const NOT_A_PDF = new DecodeError(
  '文件不是 PDF（缺少 %PDF- 文件头）',
  'The file is not a PDF (no %PDF- header)',
);

export const NOT_AN_XLSX = new DecodeError(
  '压缩文件中没有 Excel 工作簿，报价单须为 .xlsx、.xls 或 .csv 文件',
  'The zip archive holds no Excel workbook; a quotation sheet must be an .xlsx, .xls or .csv file',
);

export const PDF_ENCRYPTED = new DecodeError(
  'PDF 文件有密码保护，请去掉密码后再上传',
  'The PDF is password-protected; remove the password and upload again',
);

export const PDF_WITHOUT_TEXT = new DecodeError(
  'PDF 没有文字层（扫描件），请把页面截图后用“图片识别”上传',
  'The PDF has no text layer (a scanned document); upload a picture of it for image recognition',
);

/** Recognition found no text at all: never answered as a recognition that found nothing to match. */
export const NO_TEXT_IN_IMAGE = new DecodeError(
  '图片中没有识别到文字，请确认图片清晰完整后重新上传',
  'No text was recognised in the image; check that it is sharp and complete, and upload it again',
);

export const WORKBOOK_WITHOUT_ROWS = new DecodeError('工作簿中没有任何数据行', 'The workbook has no rows');

export function notText(kind: 'sheet' | 'text'): DecodeError {
  return kind === 'sheet'
    ? new DecodeError(
        'CSV 文件不是可读的文本（须为 UTF-8 或 GB18030 编码）',
        'The CSV file is not readable text (UTF-8 or GB18030 is needed)',
      )
    : new DecodeError(
        '文本文件不是可读的文本（须为 UTF-8 或 GB18030 编码）',
        'The text file is not readable text (UTF-8 or GB18030 is needed)',
      );
}

export function tooManyBytes(limitBytes: number): DecodeError {
  const mb = Math.round(limitBytes / (1024 * 1024));
  return new DecodeError(`文件超过 ${mb} MB，无法读取`, `The file is larger than ${mb} MB and is not read`);
}

export function tooManyPixels(width: number, height: number, limitPixels: number): DecodeError {
  const mega = Math.round(limitPixels / 1_000_000);
  return new DecodeError(
    `图片尺寸过大（${width}×${height} 像素），最多 ${Math.round(limitPixels / 10_000)} 万像素`,
    `The image is too large (${width}×${height} pixels); at most ${mega} megapixels are read`,
  );
}

export function unpacksTooLarge(limitBytes: number): DecodeError {
  const mb = Math.round(limitBytes / (1024 * 1024));
  return damaged('sheet', '', {
    zh: `解压后超过 ${mb} MB，疑似压缩炸弹`,
    en: `it unpacks to more than ${mb} MB, like a zip bomb`,
  });
}

export function tooManyEntries(limit: number): DecodeError {
  return damaged('sheet', '', { zh: `压缩包内文件超过 ${limit} 个`, en: `the archive holds more than ${limit} files` });
}

/** Reasons the parent gives when the child process did not answer. */
export const CHILD_FAILURES = {
  timeout: (seconds: number) => ({ zh: `解析超过 ${seconds} 秒未完成`, en: `decoding took longer than ${seconds} s` }),
  memory: (mb: number) => ({ zh: `解析所需内存超过 ${mb} MB`, en: `decoding needed more than ${mb} MB of memory` }),
  crashed: { zh: '解析进程意外退出', en: 'the decoding process stopped unexpectedly' },
} as const;
