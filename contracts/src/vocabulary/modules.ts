import type { PriceRightCode } from './prices';

/**
 * Module codes (spec section 6). The server lists the modules a user is granted
 * (/pub/sys/data/user/modules); the menu shows the route modules, features check the feature
 * codes, and the three price rights (vocabulary/prices.ts) decide which prices a response may carry. Plain data
 * without TypeBox, so that the web app imports it at runtime.
 */
export const RouteModule = {
  Home: 'index',
  Real: 'Real',
  RealQuotation: 'Real-quotation',
  RealQuotes: 'realQuotes',
  Historical: 'Historical',
  Setting: 'Setting',
  Batch: 'Batch',
  BatchQuotation: 'Batch-quotation',
  Book: 'Book',
  Hualification: 'Hualification',
} as const;

export const FeatureModule = {
  RealQuotation: 'qms.real',
  Dosage: 'qms.dosage',
  ReportWord: 'qms.report.word',
  CableParameter: 'qms.cable.param',
  Certificate: 'qms.doc.cert',
  OutBill: 'qms.doc.outbill',
  Authorization: 'qms.doc.authorization',
  ModelSet: 'qms.model.set',
  QuotationSheet: 'qms.doc.table',
  Contract: 'qms.doc.contract',
  ExcelDownload: 'qms.doc.excel',
  StampTable: 'qms.stamp.table',
  StampContract: 'qms.stamp.contract',
  StampCertificate: 'qms.stamp.cert',
  StampOutBill: 'qms.stamp.outbill',
  StampAuthorization: 'qms.stamp.authorization',
  StampReport: 'qms.stamp.report',
  SaveHistory: 'qms.history.save',
  Approve: 'qms.approve',
  MemoSet: 'qms.memo.set',
  UploadNewModel: 'qms.model.upload',
  Adjust: 'qms.adjust',
  HistoryDetail: 'qms.history.detail',
  HistoryRecalc: 'qms.history.recalc',
  HistoryContract: 'qms.history.contract',
  HistoryQuotation: 'qms.history.quotation',
  Batch: 'qms.batch',
  ImageBatch: 'qms.batch.image',
  Appliance: 'qms.appliance',
  CableImage: 'qms.cable.image',
  CableLine: 'qms.cable.line',
  CableTechnology: 'qms.cable.technology',
} as const;

export type RouteModuleCode = (typeof RouteModule)[keyof typeof RouteModule];
export type FeatureModuleCode = (typeof FeatureModule)[keyof typeof FeatureModule];
export type ModuleCode = RouteModuleCode | FeatureModuleCode | PriceRightCode;
