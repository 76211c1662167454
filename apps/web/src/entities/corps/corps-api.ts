import type { SWRResponse } from 'swr';
import { api } from '../../api/app-client';
import { timestamped, useApiQuery } from '../../api/swr';
import type { ResponseData } from '../../api/types';

/** A company of the user's that quotes (its name, stamp and bank details print on the documents). */
export type Corp = ResponseData<'/biz/qms/inventory/corp/list'>['corps'][number];

export function useCorps(): SWRResponse<ResponseData<'/biz/qms/inventory/corp/list'>, Error> {
  return useApiQuery('/biz/qms/inventory/corp/list', timestamped, { revalidateOnFocus: false });
}

export async function fetchCorps(): Promise<Corp[]> {
  return (await api().post('/biz/qms/inventory/corp/list', timestamped())).corps;
}

/** The company documents are issued by when none is chosen: the default one, else the first. */
export function defaultCorpOf(corps: readonly Corp[]): Corp | undefined {
  return corps.find((corp) => corp.default) ?? corps[0];
}
