import type { SWRResponse } from 'swr';
import { api } from '../../../api/app-client';
import { useMutation } from '../../../api/mutation';
import { revalidatePaths, useApiQuery } from '../../../api/swr';
import type { RequestBody, ResponseData } from '../../../api/types';
import { defaultTemplateOf, fetchTemplates } from '../../../entities/configs/configs-api';
import { defaultCorpOf, fetchCorps } from '../../../entities/corps/corps-api';
import { refreshInventory } from '../../../entities/inventory/inventory-cache';

export type HistoryRecord = ResponseData<'/biz/qms/history/list'>['historys'][number];
export type HistoryDetail = ResponseData<'/biz/qms/history/detail'>;
export type HistoryCond = RequestBody<'/biz/qms/history/list'>['cond'];

export const HISTORY_PAGE_LENGTH = 20;

export function useHistoryList(
  cond: HistoryCond,
  num: number,
): SWRResponse<ResponseData<'/biz/qms/history/list'>, Error> {
  return useApiQuery(
    '/biz/qms/history/list',
    { cond, page: { len: HISTORY_PAGE_LENGTH, num } },
    { keepPreviousData: true },
  );
}

export function useHistoryDetail(id: string | undefined): SWRResponse<HistoryDetail, Error> {
  return useApiQuery('/biz/qms/history/detail', id ? { cond: { id } } : null);
}

export async function deleteHistory(id: string) {
  const result = await api().post('/biz/qms/history/delete', { form: { ids: [id] } });
  await revalidatePaths('/biz/qms/history/list');
  return result;
}

/** Quotes a record's items again into a group (the group's list and totals change: see useRecalcHistory). */
export function recalcHistory(id: string, group: number) {
  return api().post('/biz/qms/history/recalc', { form: { id, group } });
}

export const useRecalcHistory = () => useMutation(recalcHistory, refreshInventory);

export async function documentDefaults(): Promise<{ corp: string; templates: Record<1 | 2, string> }> {
  const [corps, templates] = await Promise.all([fetchCorps(), fetchTemplates()]);
  return {
    corp: defaultCorpOf(corps)?.id ?? '',
    templates: { 1: defaultTemplateOf(templates, 1)?.id ?? '', 2: defaultTemplateOf(templates, 2)?.id ?? '' },
  };
}
