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

export type SheetItem = ResponseData<'/biz/qms/inventory/list'>['infos'][number];
export type SheetSumm = ResponseData<'/biz/qms/inventory/summ'>['summs'][number];

/** The items of a group priced in the sheet's unit (a group holds at most a few hundred rows: one page of 1000). */
export function useSheetItems(
  group: number,
  unit: UnitMode,
): SWRResponse<ResponseData<'/biz/qms/inventory/list'>, Error> {
  return useApiQuery('/biz/qms/inventory/list', { cond: { group, unit }, page: { len: 1000, num: 1 } });
}

/** The groups' totals as the sheet's documents print them: its mode, unit, places and typed freight. */
export function useSheetSumms(
  mode: PriceMode,
  unit: UnitMode,
  places: number,
  fee: number,
): SWRResponse<ResponseData<'/biz/qms/inventory/summ'>, Error> {
  return useApiQuery('/biz/qms/inventory/summ', { cond: { mode, unit, places, ...(fee > 0 ? { fee } : {}) } });
}

/** A new quotation number: the sheet takes one when it opens, and every document of the sheet prints it. */
export async function newQuotationNumber(): Promise<string> {
  return (await api().post('/biz/qms/inventory/rno/generate', timestamped())).rno;
}

export interface SaveSheetInput {
  /** The number the sheet's documents printed; the record keeps it. */
  rno: string;
  demander: string;
  mode: PriceMode;
  unit: UnitMode;
  places: number;
  memo: string;
  group: number;
  corp: string;
  /** Freight typed on the sheet (0: the group's). */
  fee: number;
  name?: string;
  mobile?: string;
}

/** Saves the group as a history quotation under the sheet's quotation number, with a fresh serial number. */
export async function saveSheetToHistory(input: SaveSheetInput): Promise<{ id: string; rno: string; sno: string }> {
  const { rno } = input;
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
      ...(input.fee > 0 ? { fee: input.fee } : {}),
    },
  });
  await revalidatePaths('/biz/qms/history/list');
  return { id, rno, sno };
}
