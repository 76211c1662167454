/**
 * Template (document) types. The spec names a template's type without listing the values; these are ours, one per
 * printed document the product makes, in the order of the settings screen's stamp list.
 */
import type { VocabularyText } from './text';

export const TEMPLATE_TYPE = {
  quotationTable: 1,
  contract: 2,
  testReport: 3,
  outBill: 4,
  certificate: 5,
  authorization: 6,
} as const;
export type TemplateType = (typeof TEMPLATE_TYPE)[keyof typeof TEMPLATE_TYPE];

export const TEMPLATE_TYPES: readonly TemplateType[] = Object.values(TEMPLATE_TYPE);

export function isTemplateType(value: unknown): value is TemplateType {
  return TEMPLATE_TYPES.some((type) => type === value);
}

/** What each document is called. */
export const TEMPLATE_TYPE_TERMS: Readonly<Record<TemplateType, VocabularyText>> = {
  1: { 'zh-cn': '报价单', en: 'quotation table' },
  2: { 'zh-cn': '合同', en: 'contract' },
  3: { 'zh-cn': '检测报告', en: 'test report' },
  4: { 'zh-cn': '出库单', en: 'out bill' },
  5: { 'zh-cn': '合格证', en: 'certificate' },
  6: { 'zh-cn': '授权书', en: 'authorization' },
};
