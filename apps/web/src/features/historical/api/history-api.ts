import type { SWRResponse } from 'swr';
import { api } from '../../../api/app-client';
import { revalidatePaths, useApiQuery } from '../../../api/swr';
import type { RequestBody, ResponseData } from '../../../api/types';

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

export async function recalcHistory(id: string, group: number) {
  const result = await api().post('/biz/qms/history/recalc', { form: { id, group } });
  await revalidatePaths('/biz/qms/inventory/list', '/biz/qms/inventory/summ');
  return result;
}

/** The customer id of a history record, which names its customer only; '' when no customer has that name now. */
export async function customerIdByName(name: string): Promise<string> {
  const { demanders } = await api().post('/biz/qms/demander/list', {
    cond: { name: name.slice(0, 256) },
    page: { len: 20, num: 1 },
  });
  return demanders.find((customer) => customer.name === name)?.id ?? demanders[0]?.id ?? '';
}

export async function documentDefaults(): Promise<{ corp: string; templates: Record<1 | 2, string> }> {
  const [{ corps }, { templates }] = await Promise.all([
    api().post('/biz/qms/inventory/corp/list', { timestamp: Date.now() }),
    api().post('/pub/biz/data/templates', { cond: {} }),
  ]);
  const pick = (type: number) => {
    const ofType = templates.filter((template) => template.type === type);
    return (ofType.find((template) => template.default) ?? ofType[0])?.id ?? '';
  };
  return {
    corp: (corps.find((corp) => corp.default) ?? corps[0])?.id ?? '',
    templates: { 1: pick(1), 2: pick(2) },
  };
}
