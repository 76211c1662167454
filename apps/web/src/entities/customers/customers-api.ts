import type { SWRResponse } from 'swr';
import { api } from '../../api/app-client';
import { useMutation } from '../../api/mutation';
import { revalidatePaths, useApiQuery } from '../../api/swr';
import type { RequestBody, ResponseData } from '../../api/types';

export type Customer = ResponseData<'/biz/qms/demander/list'>['demanders'][number];
export type CustomerList = ResponseData<'/biz/qms/demander/list'>;
export type CustomerSaveForm = RequestBody<'/biz/qms/demander/save'>['form'];

export const CUSTOMER_PAGE_LENGTH = 20;
/** A picker shows the first 50 customers whose name matches what is typed. */
const PICKER_PAGE_LENGTH = 50;
const LIST_PATH = '/biz/qms/demander/list';

/** One page of the customers whose name contains `name` (all when it is empty). */
export function useCustomerList(
  name: string,
  num: number,
  length = CUSTOMER_PAGE_LENGTH,
): SWRResponse<CustomerList, Error> {
  return useApiQuery(LIST_PATH, { cond: name ? { name } : {}, page: { len: length, num } }, { keepPreviousData: true });
}

/** The customers a picker offers for what is typed. */
export function useCustomerChoices(name: string): SWRResponse<CustomerList, Error> {
  return useCustomerList(name, 1, PICKER_PAGE_LENGTH);
}

export async function saveCustomer(form: CustomerSaveForm) {
  const result = await api().post('/biz/qms/demander/save', { form });
  await revalidatePaths(LIST_PATH);
  return result;
}

/** Saving a customer from a form: its pending flag for the OK button. */
export const useSaveCustomer = () => useMutation(saveCustomer);

export async function deleteCustomer(id: string) {
  const result = await api().post('/biz/qms/demander/delete', { form: { ids: [id] } });
  await revalidatePaths(LIST_PATH);
  return result;
}

export async function setDefaultCustomer(id: string) {
  const result = await api().post('/biz/qms/demander/default/set', { form: { id } });
  await revalidatePaths(LIST_PATH);
  return result;
}

/** The customer id of a name (a history record names its customer only); '' when no customer has that name now. */
export async function customerIdByName(name: string): Promise<string> {
  const { demanders } = await api().post(LIST_PATH, {
    cond: { name: name.slice(0, 256) },
    page: { len: CUSTOMER_PAGE_LENGTH, num: 1 },
  });
  return demanders.find((customer) => customer.name === name)?.id ?? demanders[0]?.id ?? '';
}
