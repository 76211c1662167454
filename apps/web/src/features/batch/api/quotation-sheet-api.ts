import type { PriceMode, UnitMode } from '@cable/contracts/schemas/common';
import { api } from '../../../api/app-client';
import { revalidatePaths, timestamped } from '../../../api/swr';

/** Template types (mock fixtures): 1 quotation table, 2 contract, 3 test report, 4 out bill, 5 certificate, 6 authorization. */
export const TEMPLATE_TYPE = { table: 1, contract: 2, report: 3, outbill: 4, cert: 5, authorization: 6 } as const;
export type DocumentKind = keyof typeof TEMPLATE_TYPE;

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
