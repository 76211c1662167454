import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { decodePdf } from '../../src/decoding/pdf';
import { filledRows, pdfPlainText } from '../../src/decoding/plain-text';
import type { DecodedFile } from '../../src/decoding/types';
import { decodeXlsx, formatNumber, generalNumber } from '../../src/decoding/xlsx';
import { rowsOfDecoded } from '../../src/domain/sheet-import';
import { fixtureFile } from '../reliability/corrupt-files';

describe('workbook cells as the sheet shows them', () => {
  it('shows numbers in their format, formulas by result, rich text joined, merges once', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('清单');
    sheet.getCell('A2').value = '型号';
    sheet.getCell('B2').value = { richText: [{ text: '规' }, { text: '格', font: { bold: true } }] };
    sheet.getCell('C2').value = '数量';
    sheet.getCell('A3').value = 'YJV-0.6/1kV';
    sheet.getCell('B3').value = '3*240+1*120';
    sheet.getCell('C3').value = 1234.5;
    sheet.getCell('C3').numFmt = '#,##0.00"米"';
    sheet.getCell('D3').value = { formula: 'C3*2', result: 0.1 + 0.2 };
    sheet.getCell('E3').value = 0.125;
    sheet.getCell('E3').numFmt = '0.0%';
    sheet.getCell('F3').value = new Date(Date.UTC(2026, 10, 21));
    sheet.mergeCells('A4:B5');
    sheet.getCell('A4').value = 'BV';
    const decoded = await decodeXlsx(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(decoded).toEqual({
      kind: 'table',
      source: 'xlsx',
      rows: [
        [],
        ['型号', '规格', '数量'],
        ['YJV-0.6/1kV', '3*240+1*120', '1,234.50米', '0.3', '12.5%', '2026/11/21'],
        ['BV'],
        [],
      ],
      merges: [{ top: 3, left: 0, bottom: 4, right: 1 }],
    });
    expect(filledRows(decoded as Extract<DecodedFile, { kind: 'table' }>)).toEqual([
      ['型号', '规格', '数量'],
      ['YJV-0.6/1kV', '3*240+1*120', '1,234.50米', '0.3', '12.5%', '2026/11/21'],
      ['BV', 'BV'],
      ['BV', 'BV'],
    ]);
  });

  it('formats General and fixed formats as Excel does', () => {
    expect(generalNumber(200)).toBe('200');
    expect(generalNumber(1 / 3)).toBe('0.3333333333');
    expect(generalNumber(123456789012)).toBe('1.23457E+11');
    expect(formatNumber(-5, '0.00;(0.00)')).toBe('(5.00)');
    expect(formatNumber(1500, '#,##0')).toBe('1,500');
    expect(formatNumber(2, '0" km"')).toBe('2 km');
    expect(formatNumber(1.5, '# ?/?')).toBe('1.5');
  });
});

describe('a list over two sheets, with rows the customer hid', () => {
  it("asks about a hidden row and numbers the second sheet's rows on after the first's", async () => {
    const workbook = new ExcelJS.Workbook();
    const first = workbook.addWorksheet('电缆清单');
    first.addRow(['序号', '型号', '规格', '单位', '数量']);
    first.addRow(['1', 'YJV', '4×185+1×95', '米', '650']);
    first.addRow(['2', 'YJV', '4×150+1×70', '米', '320']);
    first.getRow(3).hidden = true;
    const second = workbook.addWorksheet('电缆清单 (2)');
    second.addRow(['序号', '型号', '规格', '单位', '数量']);
    second.addRow(['3', 'KVV', '4×1.5', '米', '500']);
    const decoded = await decodeXlsx(Buffer.from(await workbook.xlsx.writeBuffer()));
    const rows = rowsOfDecoded(decoded);
    // The hidden row is there, for a person to say whether it is asked (a row dropped unseen is a line lost).
    expect(rows.map((row) => [row.line, row.model, row.spec, row.metres, row.reasons])).toEqual([
      [2, 'YJV', '4*185+1*95', 650, []],
      [3, 'YJV', '4*150+1*70', 320, ['row-hidden']],
      [5, 'KVV', '4*1.5', 500, []],
    ]);
  });
});

describe("a tracking sheet's cell notes", () => {
  it('leaves a row to a person when a note on its cell changes it, and keeps one whose note only explains it', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('采购跟踪');
    sheet.addRow(['序号', '型号规格', '单位', '数量', '备注']);
    sheet.addRow(['1', 'YJV-0.6/1kV-4×95+1×50', '米', '280', '']);
    sheet.addRow(['2', 'YJV-0.6/1kV-4×70+1×35', '米', '450', '']);
    sheet.addRow(['3', 'YJV-0.6/1kV-4×25+1×16', '米', '220', '']);
    sheet.addRow(['4', 'BV-2.5', '米', '600', '']);
    sheet.getCell('B2').note = '王工:\n直埋段，业主要求改YJV22铠装';
    sheet.getCell('D3').note = { texts: [{ text: '李工:\n' }, { text: '图纸变更后应为520米，等设计院回复' }] };
    sheet.getCell('D4').note = '王工:\n已含10%损耗';
    const decoded = await decodeXlsx(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(decoded.kind === 'table' && decoded.notes).toEqual([
      { row: 1, column: 1, text: '直埋段，业主要求改YJV22铠装' },
      { row: 2, column: 3, text: '图纸变更后应为520米，等设计院回复' },
      { row: 3, column: 3, text: '已含10%损耗' },
    ]);
    expect(rowsOfDecoded(decoded).map((row) => [row.line, row.model, row.metres, row.reasons])).toEqual([
      [2, 'YJV', 280, ['note-changes-row']],
      [3, 'YJV', 450, ['note-changes-row']],
      [4, 'YJV', 220, []],
      [5, 'BV', 600, []],
    ]);
  });
});

describe('a workbook of one sheet per building and a 汇总 of them', () => {
  it('quotes the 汇总 sheet alone when it names every cable of the building sheets, and every sheet when not', async () => {
    const workbook = (summaryCables: string[][]) => {
      const book = new ExcelJS.Workbook();
      for (const [name, cables] of [
        ['1#楼', [['1', 'YJV-4×95+1×50', '米', '185']]],
        [
          '2#楼',
          [
            ['1', 'YJV-4×95+1×50', '米', '210'],
            ['2', 'BV-2.5', '米', '2900'],
          ],
        ],
      ] as const) {
        const sheet = book.addWorksheet(name);
        sheet.addRow(['序号', '型号规格', '单位', '数量']);
        for (const cable of cables) sheet.addRow([...cable]);
      }
      const summary = book.addWorksheet('汇总表（询价用）');
      summary.addRow(['序号', '型号规格', '单位', '数量']);
      for (const cable of summaryCables) summary.addRow(cable);
      return book;
    };
    const read = async (book: ExcelJS.Workbook) =>
      rowsOfDecoded(await decodeXlsx(Buffer.from(await book.xlsx.writeBuffer()))).map((row) => [
        row.line,
        row.spec,
        row.metres,
      ]);
    expect(
      await read(
        workbook([
          ['1', 'YJV-4×95+1×50', '米', '395'],
          ['2', 'BV-2.5', '米', '2900'],
        ]),
      ),
    ).toEqual([
      [7, '4*95+1*50', 395],
      [8, '1*2.5', 2900],
    ]);
    // A 汇总 that leaves a building's cable out is no roll-up of them: every sheet is read.
    expect(await read(workbook([['1', 'YJV-4×95+1×50', '米', '395']]))).toEqual([
      [2, '4*95+1*50', 185],
      [4, '4*95+1*50', 210],
      [5, '1*2.5', 2900],
      [7, '4*95+1*50', 395],
    ]);
  });
});

describe("an ERP's export: hidden columns, struck-out rows, numbers the continental way", () => {
  it('reads a hidden column blank, a struck-out row as taken out, and 1.200,000 | M as 1200 m', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('ME5A');
    sheet.addRow(['项目', '短文本', '申请数量', '单位', '评估价格', '删除标识', '上年耗用']);
    sheet.addRow(['00010', '电缆,YJV,0.6/1KV,4*185+1*95', '1.200,000', 'M', '412,50', '', '980']);
    sheet.addRow(['00020', '电缆,YJV,1*240', '180,000', 'M', '198,60', '', '']);
    sheet.addRow(['00030', '电线,BV,450/750V,1*2.5,红', '30,000', 'ROL', '176,00', '', '40']);
    sheet.addRow(['00040', '电缆,YJV,0.6/1KV,4*50+1*25', '600,000', 'M', '118,20', 'X', '']);
    sheet.addRow(['00050', '电缆,YJV,0.6/1KV,4*95+1*50', '260,000', 'M', '221,40', '', '']);
    sheet.getColumn(7).hidden = true;
    for (const cell of ['A6', 'B6', 'C6', 'D6']) sheet.getCell(cell).font = { strike: true };
    const decoded = await decodeXlsx(Buffer.from(await workbook.xlsx.writeBuffer()));
    if (decoded.kind !== 'table') throw new Error(decoded.kind);
    expect(decoded.rows[1]).toEqual(['00010', '电缆,YJV,0.6/1KV,4*185+1*95', '1.200,000', 'M', '412,50', '']);
    expect(decoded.rows[5]![1]).toBe('~~电缆,YJV,0.6/1KV,4*95+1*50~~');
    const rows = rowsOfDecoded(decoded);
    expect(rows.map((row) => [row.line, row.model, row.spec, row.metres, row.reasons])).toEqual([
      [2, 'YJV', '4*185+1*95', 1200, []],
      [3, 'YJV', '1*240', 180, []],
      [4, 'BV', '1*2.5', 3000, []],
      [5, 'YJV', '4*50+1*25', 600, ['line-cancelled']],
      [6, 'YJV', '4*95+1*50', 260, ['line-cancelled']],
    ]);
  });

  it('leaves out the struck-out part of a cell that has text standing beside it ("300 350")', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('清单');
    sheet.getCell('A1').value = { richText: [{ text: '300', font: { strike: true } }, { text: ' 350' }] };
    sheet.getCell('B1').value = { richText: [{ text: '作废', font: { strike: true } }] };
    const decoded = await decodeXlsx(Buffer.from(await workbook.xlsx.writeBuffer()));
    if (decoded.kind !== 'table') throw new Error(decoded.kind);
    expect(decoded.rows[0]).toEqual(['350', '~~作废~~']);
  });
});

describe('PDF text with positions', () => {
  it('reads the fixture quotation as items top to bottom, and joins them into lines', async () => {
    const decoded = await decodePdf(fixtureFile('quotation-sample.pdf'));
    if (decoded.kind !== 'pdf') throw new Error(decoded.kind);
    const [page] = decoded.pages;
    expect(page).toMatchObject({ width: 595, height: 842 });
    const ys = page!.items.map((item) => item.y);
    expect(ys).toEqual([...ys].sort((a, b) => a - b));
    const lines = pdfPlainText(decoded).split('\n');
    expect(lines[0]).toBe('Quotation Sheet');
    expect(lines).toContain('YJV-0.6/1kV 3*240+1*120 200 m');
  });

  it('groups items by their vertical middle and orders each line left to right', () => {
    const item = (text: string, x: number, y: number, width = 20) => ({ text, x, y, width, height: 10 });
    const text = pdfPlainText({
      kind: 'pdf',
      pages: [
        { width: 600, height: 800, items: [item('200', 200, 101), item('YJV', 10, 100), item('3*240', 60, 99)] },
        { width: 600, height: 800, items: [] },
        { width: 600, height: 800, items: [item('BV', 10, 50), item('1*2.5', 30, 50)] },
      ],
    });
    expect(text).toBe('YJV 3*240 200\nBV1*2.5');
  });
});
