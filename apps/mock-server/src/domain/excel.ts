/** The quotation as an Excel workbook (inventory/excel/download), built with exceljs. */
import type ExcelJS from 'exceljs';
import type { QuotationDoc } from './documents/model';
import { lineCells } from './documents/quotation-table';
import { sumRows, UNPRICED_TEXT, weightText } from './documents/sums';

const THIN: Partial<ExcelJS.Borders> = {
  top: { style: 'thin' },
  left: { style: 'thin' },
  bottom: { style: 'thin' },
  right: { style: 'thin' },
};

let excelLibrary: Promise<typeof ExcelJS> | undefined;

/** exceljs, loaded on first use: it is heavy (~40 MB, 0.3-0.7 s to load) and most server runs never export a workbook. */
function loadExcel(): Promise<typeof ExcelJS> {
  excelLibrary ??= import('exceljs')
    .then((module) => module.default)
    .catch((error: unknown) => {
      // A failed load is reported by the download that needs it, and the next one tries again.
      excelLibrary = undefined;
      throw error;
    });
  return excelLibrary;
}

/**
 * Loads exceljs after the current answer has gone out, where a quotation's Excel is likely to be asked for next (its
 * documents are being previewed): the first download of a server run then does not wait for the library (0.3-0.7 s
 * on the 2-core machine, more than the download's own work).
 */
export function prepareWorkbooks(): void {
  if (excelLibrary) return;
  setImmediate(() => {
    loadExcel().catch(() => undefined);
  });
}

/** `now`: the server clock's time, stamped as the workbook's created and modified time. */
export async function buildQuotationWorkbook(doc: QuotationDoc, now: Date): Promise<Buffer> {
  const Excel = await loadExcel();
  const workbook = new Excel.Workbook();
  workbook.creator = doc.corp.name;
  workbook.created = now;
  workbook.modified = now;
  const sheet = workbook.addWorksheet('报价单', {
    pageSetup: { paperSize: 9, orientation: 'portrait', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = [
    { key: 'index', width: 6 },
    { key: 'model', width: 16 },
    { key: 'scope', width: 12 },
    { key: 'spec', width: 16 },
    { key: 'quantity', width: 12 },
    { key: 'unit', width: 8 },
    { key: 'price', width: 14 },
    { key: 'amount', width: 16 },
    { key: 'memo', width: 24 },
  ];
  const decimals = (places: number) => (places > 0 ? `#,##0.${'0'.repeat(places)}` : '#,##0');
  const priceFormat = decimals(doc.places.price);
  const moneyFormat = decimals(doc.places.amount);
  const quantityFormat = `#,##0.${'#'.repeat(doc.places.quantity)}`;
  const lastColumn = 'I';

  const title = sheet.addRow([`${doc.corp.name} 报价单`]);
  sheet.mergeCells(`A${title.number}:${lastColumn}${title.number}`);
  title.font = { size: 16, bold: true };
  title.alignment = { horizontal: 'center' };
  title.height = 28;

  const info: Array<[string, string]> = [
    ['客户', doc.customer?.name ?? ''],
    ['报价日期', doc.date],
    ['报价单号', doc.rno],
    ['价格类型', `${doc.modeLabel}（${doc.unitLabel.price}）`],
    ['报价人', `${doc.seller.name} ${doc.seller.mobile}`.trim()],
  ];
  for (const [label, value] of info) {
    const row = sheet.addRow([label, value]);
    sheet.mergeCells(`B${row.number}:${lastColumn}${row.number}`);
    row.getCell(1).font = { bold: true };
  }

  const header = sheet.addRow([
    '序号',
    '型号',
    '电压等级',
    '规格',
    '数量',
    '单位',
    `单价(${doc.unitLabel.price})`,
    '金额(元)',
    '备注',
  ]);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.border = THIN;
    cell.alignment = { horizontal: 'center' };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EDF5' } };
  });

  for (const line of doc.lines) {
    const priced = line.unitPrice !== undefined && line.amount !== undefined;
    // A line without a price or weight says so in words; every number in the sheet is one the total counts.
    const row = sheet.addRow([
      line.index,
      line.model,
      line.scope,
      line.spec,
      line.quantity ?? lineCells(doc, line).quantity,
      doc.unitLabel.quantity,
      priced ? line.unitPrice! : UNPRICED_TEXT,
      priced ? line.amount! : UNPRICED_TEXT,
      line.memo,
    ]);
    row.eachCell({ includeEmpty: true }, (cell) => {
      cell.border = THIN;
    });
    row.getCell('quantity').numFmt = quantityFormat;
    row.getCell('price').numFmt = priceFormat;
    row.getCell('amount').numFmt = moneyFormat;
  }

  for (const sum of sumRows(doc)) {
    const row = sheet.addRow([
      sum.note ? `${sum.label}（${sum.note}）` : sum.label,
      '',
      '',
      '',
      '',
      '',
      '',
      sum.amount,
      '',
    ]);
    sheet.mergeCells(`A${row.number}:G${row.number}`);
    row.font = { bold: sum.kind === 'total' };
    row.getCell('amount').numFmt = moneyFormat;
    row.eachCell({ includeEmpty: true }, (cell) => {
      cell.border = THIN;
    });
  }
  const weight = sheet.addRow([weightText(doc)]);
  sheet.mergeCells(`A${weight.number}:${lastColumn}${weight.number}`);

  if (doc.memo) {
    const memo = sheet.addRow([`备注：${doc.memo}`]);
    sheet.mergeCells(`A${memo.number}:${lastColumn}${memo.number}`);
    memo.alignment = { wrapText: true };
  }
  sheet.addRow([]);
  for (const text of [
    `报价单位：${doc.corp.name}`,
    `地址：${doc.corp.address}　电话：${doc.corp.linktel}`,
    `开户行：${doc.corp.bank}　账号：${doc.corp.account}　税号：${doc.corp.taxno}`,
  ]) {
    const row = sheet.addRow([text]);
    sheet.mergeCells(`A${row.number}:${lastColumn}${row.number}`);
  }
  // The fastest deflate level: the same workbook, ~10 % more bytes, in half the time of the default level (6).
  return Buffer.from(await workbook.xlsx.writeBuffer({ zip: { compressionOptions: { level: 1 } } }));
}
