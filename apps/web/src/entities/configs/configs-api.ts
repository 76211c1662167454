import type { SWRResponse } from 'swr';
import { api } from '../../api/app-client';
import { revalidatePaths, timestamped, useApiQuery } from '../../api/swr';
import type { RequestBody, ResponseData } from '../../api/types';

export type ConfToSave = RequestBody<'/biz/user/conf/save'>['form']['confs'][number];
export type Template = ResponseData<'/pub/biz/data/templates'>['templates'][number];

/** The user's settings (conf/list): quotation preferences, formats and the like. */
export function useUserConfs(): SWRResponse<ResponseData<'/biz/user/conf/list'>, Error> {
  return useApiQuery('/biz/user/conf/list', timestamped, { revalidateOnFocus: false });
}

/** The system's configuration (defaults such as the price places). */
export function useSystemConfigs(): SWRResponse<ResponseData<'/pub/biz/data/qms/configs'>, Error> {
  return useApiQuery('/pub/biz/data/qms/configs', timestamped, { revalidateOnFocus: false });
}

/** Saved settings change how the lists and totals are quoted, so those are asked again. */
export async function saveConfs(confs: ConfToSave[]) {
  const result = await api().post('/biz/user/conf/save', { form: { confs } });
  await revalidatePaths('/biz/user/conf/list', '/biz/qms/inventory/summ', '/biz/qms/inventory/list');
  return result;
}

/** The document templates (quotation table, contract, test report...). */
export function useTemplates(): SWRResponse<ResponseData<'/pub/biz/data/templates'>, Error> {
  return useApiQuery('/pub/biz/data/templates', { cond: {} }, { revalidateOnFocus: false });
}

export async function fetchTemplates(): Promise<Template[]> {
  return (await api().post('/pub/biz/data/templates', { cond: {} })).templates;
}

/** The template of a type documents use when none is chosen: the default one of that type, else its first. */
export function defaultTemplateOf(templates: readonly Template[], type: number): Template | undefined {
  const ofType = templates.filter((template) => template.type === type);
  return ofType.find((template) => template.default) ?? ofType[0];
}
