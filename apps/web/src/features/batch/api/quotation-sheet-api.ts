import type { PriceMode, UnitMode } from '@cable/contracts/schemas/common';
import type { SWRResponse } from 'swr';
import { api } from '../../../api/app-client';
import { revalidatePaths, timestamped, useApiQuery } from '../../../api/swr';
import type { ResponseData } from '../../../api/types';

export type Customer = ResponseData<'/biz/qms/demander/list'>['demanders'][number];
export type Corp = ResponseData<'/biz/qms/inventory/corp/list'>['corps'][number];
export type Template = ResponseData<'/pub/biz/data/templates'>['templates'][number];

/** Template types (mock fixtures): 1 quotation table, 2 contract, 3 test report, 4 out bill, 5 certificate, 6 authorization. */
export const TEMPLATE_TYPE = { table: 1, contract: 2, report: 3, outbill: 4, cert: 5, authorization: 6 } as const;
export type DocumentKind = keyof typeof TEMPLATE_TYPE;

export function useCustomers(name: string): SWRResponse<ResponseData<'/biz/qms/demander/list'>, Error> {
  return useApiQuery(
    '/biz/qms/demander/list',
    { cond: name ? { name } : {}, page: { len: 50, num: 1 } },
    { keepPreviousData: true },
  );
}

export function useCorps(): SWRResponse<ResponseData<'/biz/qms/inventory/corp/list'>, Error> {
  return useApiQuery('/biz/qms/inventory/corp/list', timestamped, { revalidateOnFocus: false });
}

export function useTemplates(): SWRResponse<ResponseData<'/pub/biz/data/templates'>, Error> {
  return useApiQuery('/pub/biz/data/templates', { cond: {} }, { revalidateOnFocus: false });
}

export interface SaveSheetInput {
  demander: string;
  mode: PriceMode;
  unit: UnitMode;
  places: number;
  memo: string;
  group: number;
  corp: string;
  name?: string;
  mobile?: string;
}

/** Saves the group as a history quotation with a fresh quotation number and serial number. */
export async function saveSheetToHistory(input: SaveSheetInput): Promise<{ id: string; rno: string; sno: string }> {
  const { rno } = await api().post('/biz/qms/inventory/rno/generate', timestamped());
  const { sno } = await api().post('/biz/qms/inventory/sno/generate', timestamped());
  const { id } = await api().post('/biz/qms/inventory/save', {
    form: {
      demander: input.demander,
      mode: input.mode,
      memo: input.memo,
      desc: '',
      info: {
        rno,
        sno,
        corp: input.corp,
        ...(input.name ? { name: input.name } : {}),
        ...(input.mobile ? { mobile: input.mobile } : {}),
      },
      conf: { mode: input.mode, unit: input.unit, places: input.places },
      unit: input.unit,
      group: input.group,
    },
  });
  await revalidatePaths('/biz/qms/history/list');
  return { id, rno, sno };
}
