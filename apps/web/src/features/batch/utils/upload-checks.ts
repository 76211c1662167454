import type { UploadKind } from './batch-rows';

/** The request body limit of spec section 9 (5 MiB); the file is most of the multipart body. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const ACCEPT: Record<Exclude<UploadKind, 'text'>, string> = {
  sheet: '.xlsx,.xls,.csv',
  image: 'image/png,image/jpeg,image/webp,image/bmp',
  pdf: '.pdf,application/pdf',
};

const EXTENSIONS: Record<Exclude<UploadKind, 'text'>, RegExp> = {
  sheet: /\.(xlsx|xls|csv)$/i,
  image: /\.(png|jpe?g|webp|bmp)$/i,
  pdf: /\.pdf$/i,
};

export type UploadProblem = 'tooLarge' | 'wrongType';

export function checkUpload(file: { name: string; size: number; type: string }, kind: Exclude<UploadKind, 'text'>) {
  const typeOk = EXTENSIONS[kind].test(file.name) || (kind === 'image' && file.type.startsWith('image/'));
  if (!typeOk) return 'wrongType' satisfies UploadProblem;
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge' satisfies UploadProblem;
  return undefined;
}
