import { api } from '../../../api/app-client';
import { revalidatePaths, useApiQuery } from '../../../api/swr';
import type { ApprovalForms, ApprovalSetName } from '../utils/approval-params';

const CHANGE_PATHS = {
  conductor: '/biz/qms/approve/cable/conductor/change',
  auxiliary: '/biz/qms/approve/cable/auxiliary/change',
  cata: '/biz/qms/approve/cable/cata/change',
} as const;

const DETAIL_PATH = '/biz/qms/cable/info/detail';

/**
 * A repriced cable changes every price shown for it (the search results, the lists and their totals) and the values
 * its approval forms start from.
 */
function refreshPrices(): Promise<unknown> {
  return revalidatePaths('/biz/qms/cable/info/list', '/biz/qms/inventory/list', '/biz/qms/inventory/summ', DETAIL_PATH);
}

/** The cable with its current wire-processing parameters (params: answered to users with the approval capability). */
export function useApprovalCable(id: string | undefined) {
  return useApiQuery(DETAIL_PATH, id === undefined ? null : { cond: { id } }, { revalidateOnFocus: false });
}

export async function submitApproval<Set extends ApprovalSetName>(set: Set, form: ApprovalForms[Set]) {
  const path = CHANGE_PATHS[set];
  const result = await api().post(path, { form } as never);
  await refreshPrices();
  return result as { cable: unknown; origin: string };
}

export async function restoreApprovedCable(origin: string, id: string) {
  const result = await api().post('/biz/qms/approve/cable/restore', { form: { origin, id } });
  await refreshPrices();
  return result;
}

/** Deletes the pricing-check record of a cable (approve/cable/clear {id}); its prices return to the system's. */
export async function clearApproval(id: string) {
  const result = await api().post('/biz/qms/approve/cable/clear', { form: { id } });
  await refreshPrices();
  return result;
}
