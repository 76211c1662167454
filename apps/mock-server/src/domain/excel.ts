/** The quotation as an Excel workbook (inventory/excel/download), built with exceljs. */
import type ExcelJS from 'exceljs';
import type { QuotationDoc } from './documents/model';

const THIN: Partial<ExcelJS.Borders> = {
  top: { style: 'thin' },
  left: { style: 'thin' },
  bottom: { style: 'thin' },
  right: { style: 'thin' },
};

export async function buildQuotationWorkbook(doc: QuotationDoc, now = new Date()): Promise<Buffer> {
  // Loaded on first use: exceljs is heavy and most server runs never export a workbook.
  const { default: Excel } = await import('exceljs');
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
  const moneyFormat = doc.places > 0 ? `#,##0.${'0'.repeat(doc.places)}` : '#,##0';
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
    const row = sheet.addRow([
      line.index,
      line.model,
      line.scope,
      line.spec,
      line.quantity,
      doc.unitLabel.quantity,
      line.unitPrice ?? null,
      line.amount ?? null,
      line.memo,
    ]);
    row.eachCell({ includeEmpty: true }, (cell) => {
      cell.border = THIN;
    });
    row.getCell('quantity').numFmt = doc.unitLabel.quantity === '米' ? '#,##0.##' : '#,##0.000';
    row.getCell('price').numFmt = moneyFormat;
    row.getCell('amount').numFmt = moneyFormat;
  }

  const sums: Array<[string, number]> = [['货款小计', doc.goods]];
  if (doc.packageFee > 0) sums.push(['包装费', doc.packageFee]);
  if (doc.freight > 0) sums.push(['运费', doc.freight]);
  sums.push(['合计', doc.total]);
  for (const [label, value] of sums) {
    const row = sheet.addRow([label, '', '', '', '', '', '', value, '']);
    sheet.mergeCells(`A${row.number}:G${row.number}`);
    row.font = { bold: label === '合计' };
    row.getCell('amount').numFmt = moneyFormat;
    row.eachCell({ includeEmpty: true }, (cell) => {
      cell.border = THIN;
    });
  }
  const weight = sheet.addRow([`总重约 ${doc.weightKg.toFixed(2)} kg，共 ${doc.lines.length} 项`]);
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
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
