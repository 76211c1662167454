export { type AuthorizationDoc, authorizationHtml } from './authorization';
export { contractHtml } from './contract';
export { certificateHtml, type DeliveryFlags, outBillHtml } from './delivery';
export { escapeHtml, html, Markup, safeUrl } from './escape';
export { amountInWords } from './layout';
export type { DocCorp, DocCustomer, DocLine, QuotationDoc } from './model';
export { quotationTableHtml } from './quotation-table';
export { type ReportDoc, type ReportItem, reportHtml } from './report';
export { reportItems, standardOfModel } from './report-items';
