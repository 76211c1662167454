import type { PriceMode, UnitMode } from '@cable/contracts/schemas/common';
import type { SWRResponse } from 'swr';
import { api } from '../../../api/app-client';
import { revalidatePaths, timestamped, useApiQuery } from '../../../api/swr';
import type { ResponseData } from '../../../api/types';
import type { UploadKind } from '../utils/batch-rows';
import type { TextRow } from '../utils/parse-text-rows';

/** Uploads a file for recognition; aborting `signal` cancels it (the server stops the decoding when the request closes). */
export function uploadBatchFile(file: Blob, fileName: string, kind: UploadKind, unit: UnitMode, signal?: AbortSignal) {
  const form = new FormData();
  // Text fields go first so that a streaming multipart parser has them before the file.
  form.append('kind', kind);
  form.append('unit', String(unit));
  form.append('file', file, fileName);
  return api().upload('/biz/qms/batch/file/upload', form, signal ? { signal } : {});
}

export function queryTextRows(rows: readonly TextRow[], unit: UnitMode) {
  return api().post('/biz/qms/batch/cable/query', { cond: { keywords: rows.map((row) => row.keywords), unit } });
}

/** Items to add: a cable and its quantity in metres (the wire's count). */
export async function addRowsToGroup(infos: readonly { cable: string; count: string }[], group: number) {
  const result = await api().post('/biz/qms/inventory/add', { form: { infos: [...infos], group } });
  await revalidatePaths('/biz/qms/inventory/list', '/biz/qms/inventory/summ');
  return result;
}

export function submitForReview(texts: string[]) {
  return api().post('/biz/qms/batch/accurate/rule/submit', { form: { rules: texts } });
}

export function useBatchUsage(): SWRResponse<ResponseData<'/biz/qms/batch/usage/state'>, Error> {
  return useApiQuery('/biz/qms/batch/usage/state', timestamped, { revalidateOnFocus: false });
}

export function useUserLimit(): SWRResponse<ResponseData<'/biz/user/info/limit'>, Error> {
  return useApiQuery('/biz/user/info/limit', timestamped, { revalidateOnFocus: false });
}

export function refreshUsage(): Promise<unknown> {
  return revalidatePaths('/biz/qms/batch/usage/state');
}

/** Items of one quotation group; a group holds at most a few hundred rows, so one page of 1000 is all of it. */
export function useGroupItems(group: number): SWRResponse<ResponseData<'/biz/qms/inventory/list'>, Error> {
  return useApiQuery('/biz/qms/inventory/list', { cond: { group }, page: { len: 1000, num: 1 } });
}

export function useGroupSumms(
  mode: PriceMode,
  unit: UnitMode,
  places: number,
): SWRResponse<ResponseData<'/biz/qms/inventory/summ'>, Error> {
  return useApiQuery('/biz/qms/inventory/summ', { cond: { mode, unit, places } });
}
