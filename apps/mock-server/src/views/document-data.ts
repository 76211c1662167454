/** Assembles the data of printed documents and the Excel download from the store. */
import type { PriceMode, UnitMode } from '@cable/contracts/schemas/common';
import { isTemplateType, PRICE_MODE_TERMS, TEMPLATE_TYPE_TERMS, type TemplateType } from '@cable/contracts/vocabulary';
import { ApiError } from '../api-error';
import type { DocCorp, DocCustomer, QuotationDoc } from '../domain/documents';
import type { Repositories } from '../store/repositories';
import type { CorpRecord, CustomerRecord, TemplateRecord, UserRecord } from '../store/types';
import { corpOf, customerOf, quotationSheet, unitLabel } from './quotation-view';

export function templateOf(repos: Repositories, id: string, type: TemplateType): TemplateRecord {
  const template = repos.store.state.templates.find((t) => t.id === id);
  if (!template) throw new ApiError('ResourceNotFound', { zh: `模板 ${id} 不存在`, en: `No template ${id}` });
  if (template.type !== type) {
    const kind = isTemplateType(template.type) ? TEMPLATE_TYPE_TERMS[template.type] : undefined;
    const needed = TEMPLATE_TYPE_TERMS[type];
    throw new ApiError('ValidationFailed', {
      zh: `tmpl：模板 ${id}（${template.name}）是${kind?.['zh-cn'] ?? `类型 ${template.type} 的`}模板，此单据需要${needed['zh-cn']}模板`,
      en: `tmpl: template ${id} (${template.name}) is a ${kind?.en ?? `type ${template.type}`} template; this document needs a ${needed.en} template`,
    });
  }
  return template;
}

export function docCorp(corp: CorpRecord): DocCorp {
  const { id: _id, default: _default, ...printed } = corp;
  return printed;
}

export function docCustomer(customer: CustomerRecord | null): DocCustomer | null {
  if (!customer) return null;
  const { name, leader, linkman, phone, address, taxno, bank } = customer;
  return { name, leader, linkman, phone, address, taxno, bank: { ...bank } };
}

/** yyyy-mm-dd of a Unix-seconds time in China (UTC+8), the product's time zone. */
export function chinaDate(sec: number): string {
  return new Date(sec * 1000 + 8 * 3600_000).toISOString().slice(0, 10);
}

export interface QuotationDocOptions {
  corp: string;
  demander: string;
  mode: PriceMode;
  unit: UnitMode;
  places: number;
  history?: string | undefined;
  group?: number | undefined;
  /** Remark typed for this print; a saved record's memo otherwise. */
  memo?: string | undefined;
  /** Freight typed on the quotation sheet: above 0 it is the freight of a live group's documents. */
  sheetFreight?: number | undefined;
  /** The quotation number the sheet was given (a saved record prints its own). */
  rno?: string | undefined;
  templateName?: string;
  /** The stamp module of this document kind; the seal prints only when the user holds it. */
  stampModule?: string;
  seller?: { name?: string | undefined; mobile?: string | undefined };
  showPrices?: boolean;
}

/** A quotation as every document and the workbook print it: the quoting rule's lines and totals in one mode. */
export function quotationDocument(repos: Repositories, user: UserRecord, options: QuotationDocOptions): QuotationDoc {
  const corp = corpOf(repos, options.corp);
  const showPrices = options.showPrices !== false;
  const sheet = quotationSheet(repos, user, {
    history: options.history,
    group: options.group,
    mode: options.mode,
    unit: options.unit,
    places: options.places,
    sheetFreight: options.sheetFreight,
    rno: options.rno,
    printsPrices: showPrices,
  });
  const demanderId = options.demander || sheet.history?.demander || '';
  const customer = customerOf(repos, user.id, demanderId);
  return {
    corp: docCorp(corp),
    customer: docCustomer(customer),
    lines: sheet.lines.map((line, n) => ({
      index: n + 1,
      model: line.model,
      scope: line.scope,
      spec: line.spec,
      name: line.name,
      memo: line.memo,
      metres: line.metres,
      quantity: line.quantity,
      unitPrice: showPrices ? line.unitPrice : undefined,
      amount: showPrices ? line.amount : undefined,
      weightKg: line.weightKg,
    })),
    modeLabel: PRICE_MODE_TERMS[options.mode].label['zh-cn'],
    unitLabel: unitLabel(options.unit),
    places: sheet.places,
    goods: sheet.goods,
    packageFee: sheet.packageFee,
    freight: sheet.freight,
    freightWaived: sheet.freightWaived,
    total: sheet.total,
    unpriced: sheet.unpriced,
    weightKg: sheet.weightKg,
    weightUnknown: sheet.weightUnknown,
    memo: options.memo || sheet.memo,
    rno: sheet.rno,
    date: chinaDate(sheet.time),
    seller: { name: options.seller?.name || user.name, mobile: options.seller?.mobile || user.mobile },
    templateName: options.templateName ?? '',
    stamp: options.stampModule ? user.grants.includes(options.stampModule) : false,
    showPrices,
  };
}
