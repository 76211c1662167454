import { api } from '../../api/app-client';
import { useApiQuery } from '../../api/swr';
import type { RequestBody, ResponseData } from '../../api/types';

export type CableCata = ResponseData<'/biz/qms/cable/cata/list'>['catas'][number];
export type CableInfo = ResponseData<'/biz/qms/cable/info/list'>['cables'][number];
export type CableSearchCond = RequestBody<'/biz/qms/cable/info/list'>['cond'];
export type CablePrice = ResponseData<'/biz/qms/cable/info/price'>['cables'][number];

/** Source 2 is the quotation client (spec section 7). */
const QUOTATION_CLIENT = 2;
export const CABLE_PAGE_LENGTH = 20;

export function useCableCatalogue() {
  return useApiQuery('/biz/qms/cable/cata/list', { cond: { source: QUOTATION_CLIENT } }, { revalidateOnFocus: false });
}

/** Search without empty conditions, so that the server reads a blank field as "any". */
export function cleanSearchCond(cond: CableSearchCond): CableSearchCond {
  const clean: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(cond)) {
    if (typeof value === 'string') {
      if (value.trim()) clean[name] = value.trim();
    } else if (value !== undefined && value !== null) clean[name] = value;
  }
  return clean as CableSearchCond;
}

export function useCableSearch(cond: CableSearchCond, page: number, length = CABLE_PAGE_LENGTH) {
  return useApiQuery(
    '/biz/qms/cable/info/list',
    { cond: cleanSearchCond(cond), page: { len: length, num: page } },
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}

export async function fetchCablePrices(ids: string[], unit: CableSearchCond['unit']): Promise<CablePrice[]> {
  if (ids.length === 0) return [];
  const { cables } = await api().post('/biz/qms/cable/info/price', { cond: { ids, unit } });
  return cables;
}
