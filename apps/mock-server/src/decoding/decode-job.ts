/** Runs one decoding job by its format (inside the decoding child process). */

import { notText } from './errors';
import { decodeImage } from './image';
import { decodePdf } from './pdf';
import { decodeText, parseCsv } from './text';
import type { DecodedFile, DecodeJob } from './types';
import { decodeXls } from './xls';
import { decodeXlsx } from './xlsx';

export async function runDecodeJob(job: DecodeJob): Promise<DecodedFile> {
  switch (job.format) {
    case 'xlsx':
      return decodeXlsx(job.data);
    case 'xls':
      return decodeXls(job.data);
    case 'csv': {
      const text = decodeText(job.data);
      if (text === null) throw notText('sheet');
      return { kind: 'table', source: 'csv', rows: parseCsv(text), merges: [] };
    }
    case 'pdf':
      return decodePdf(job.data);
    case 'image':
      return decodeImage(job);
  }
}
