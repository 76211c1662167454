import { api } from '../api/app-client';
import type { RequestBody } from '../api/types';

const EXCEL_PATH = '/biz/qms/inventory/excel/download';

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The quotation as an .xlsx file; a refusal has gone through the API client's error catalogue when this rejects. */
export async function downloadExcel(body: RequestBody<typeof EXCEL_PATH>): Promise<{ blob: Blob; fileName: string }> {
  const { blob, fileName } = await api().download(EXCEL_PATH, body);
  return { blob, fileName: fileName ?? 'quotation.xlsx' };
}
