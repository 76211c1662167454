import type { UnitMode } from '@cable/contracts/schemas/common';
import { RECOGNITION_CLIENT_MARGIN_MS, RECOGNITION_TIME_LIMIT_MS } from '@cable/contracts/vocabulary';
import type { SWRResponse } from 'swr';
import { api } from '../../../api/app-client';
import { revalidatePaths, timestamped, useApiQuery } from '../../../api/swr';
import type { ResponseData } from '../../../api/types';
import type { UploadKind } from '../utils/batch-rows';
import type { TextRow } from '../utils/parse-text-rows';

/**
 * Uploads a file for recognition; aborting `signal` cancels it (the server stops the decoding when the request closes).
 * A photo or a scanned PDF may take the server up to RECOGNITION_TIME_LIMIT_MS, longer than the 20 s of other calls:
 * the upload waits for that (the user sees the progress and can cancel), so the server's own answer arrives.
 */
export function uploadBatchFile(file: Blob, fileName: string, kind: UploadKind, unit: UnitMode, signal?: AbortSignal) {
  const form = new FormData();
  // Text fields go first so that a streaming multipart parser has them before the file.
  form.append('kind', kind);
  form.append('unit', String(unit));
  form.append('file', file, fileName);
  return api().upload('/biz/qms/batch/file/upload', form, {
    timeoutMs: RECOGNITION_TIME_LIMIT_MS + RECOGNITION_CLIENT_MARGIN_MS,
    ...(signal ? { signal } : {}),
  });
}

export function queryTextRows(rows: readonly TextRow[], unit: UnitMode) {
  return api().post('/biz/qms/batch/cable/query', { cond: { keywords: rows.map((row) => row.keywords), unit } });
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
