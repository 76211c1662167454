import type { SWRResponse } from 'swr';
import { api } from '../../api/app-client';
import { type CacheWriter, type Mutation, useMutation } from '../../api/mutation';
import { timestamped, useApiQuery } from '../../api/swr';
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

/** The conf/save request alone (screens use useSaveConfs, which also updates the cache). */
export function sendConfs(confs: ConfToSave[]) {
  return api().post('/biz/user/conf/save', { form: { confs } });
}

/**
 * conf/save answers all the user's settings after the save: they become the cached conf/list without asking again.
 * Saved settings change how the lists and totals are quoted, so those are asked again.
 */
async function writeSavedConfs(cache: CacheWriter, answer: ResponseData<'/biz/user/conf/save'>) {
  await cache.update('/biz/user/conf/list', () => answer);
  await cache.revalidate('/biz/qms/inventory/summ', '/biz/qms/inventory/list');
}

/** Saves settings (conf/save): `pending` while it is on its way; resolves undefined when it was refused. */
export function useSaveConfs(): Mutation<[confs: ConfToSave[]], ResponseData<'/biz/user/conf/save'>> {
  return useMutation(sendConfs, writeSavedConfs);
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
