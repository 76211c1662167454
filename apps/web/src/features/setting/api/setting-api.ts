import type { SWRResponse } from 'swr';
import { api } from '../../../api/app-client';
import { revalidatePaths, timestamped, useApiQuery } from '../../../api/swr';
import type { RequestBody, ResponseData } from '../../../api/types';
import type { CustomerSaveForm } from '../utils/customer-validation';

export type Customer = ResponseData<'/biz/qms/demander/list'>['demanders'][number];
export type Corp = ResponseData<'/biz/qms/inventory/corp/list'>['corps'][number];
export type Template = ResponseData<'/pub/biz/data/templates'>['templates'][number];
export type ConfToSave = RequestBody<'/biz/user/conf/save'>['form']['confs'][number];

export const CUSTOMER_PAGE_LENGTH = 20;

export function useUserConfs(): SWRResponse<ResponseData<'/biz/user/conf/list'>, Error> {
  return useApiQuery('/biz/user/conf/list', timestamped, { revalidateOnFocus: false });
}

export function useSystemConfigs(): SWRResponse<ResponseData<'/pub/biz/data/qms/configs'>, Error> {
  return useApiQuery('/pub/biz/data/qms/configs', timestamped, { revalidateOnFocus: false });
}

export async function saveConfs(confs: ConfToSave[]) {
  const result = await api().post('/biz/user/conf/save', { form: { confs } });
  await revalidatePaths('/biz/user/conf/list', '/biz/qms/inventory/summ', '/biz/qms/inventory/list');
  return result;
}

export function useCustomerList(name: string, num: number): SWRResponse<ResponseData<'/biz/qms/demander/list'>, Error> {
  return useApiQuery(
    '/biz/qms/demander/list',
    { cond: name ? { name } : {}, page: { len: CUSTOMER_PAGE_LENGTH, num } },
    { keepPreviousData: true },
  );
}

export async function saveCustomer(form: CustomerSaveForm) {
  const result = await api().post('/biz/qms/demander/save', { form });
  await revalidatePaths('/biz/qms/demander/list');
  return result;
}

export async function deleteCustomer(id: string) {
  const result = await api().post('/biz/qms/demander/delete', { form: { ids: [id] } });
  await revalidatePaths('/biz/qms/demander/list');
  return result;
}

export async function setDefaultCustomer(id: string) {
  const result = await api().post('/biz/qms/demander/default/set', { form: { id } });
  await revalidatePaths('/biz/qms/demander/list');
  return result;
}

export function useCorps(): SWRResponse<ResponseData<'/biz/qms/inventory/corp/list'>, Error> {
  return useApiQuery('/biz/qms/inventory/corp/list', timestamped, { revalidateOnFocus: false });
}

export function useTemplates(): SWRResponse<ResponseData<'/pub/biz/data/templates'>, Error> {
  return useApiQuery('/pub/biz/data/templates', { cond: {} }, { revalidateOnFocus: false });
}

export function submitRuleTexts(texts: string[]) {
  return api().post('/biz/qms/batch/accurate/rule/submit', { form: { rules: texts } });
}
