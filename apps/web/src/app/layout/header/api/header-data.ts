import { api } from '../../../../api/app-client';
import { revalidatePaths, timestamped, useApiQuery } from '../../../../api/swr';
import { NOTICE_PAGE_SIZE } from '../../../../config/constants';

export function useNotices(pageNumber: number) {
  return useApiQuery('/biz/cms/notice/list', { cond: { title: '' }, page: { len: NOTICE_PAGE_SIZE, num: pageNumber } });
}

export function useMaterialPrices(enabled: boolean) {
  return useApiQuery('/biz/qms/material/basic/info', enabled ? timestamped : null);
}

export function usePricingModes(enabled: boolean) {
  return useApiQuery('/biz/user/info/profit/mode/list', enabled ? timestamped : null);
}

/** Saving a mode changes every price, so the page reloads afterwards (spec section 4). */
export async function setPricingMode(mode: number): Promise<void> {
  await api().post('/biz/user/info/profit/mode/set', { form: { mode } });
  await revalidatePaths('/biz/user/info/profit/mode/list');
}
