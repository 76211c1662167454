import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../fixtures/catalogue';
import {
  matchLine,
  parseQuoteLine,
  parseQuoteText,
  parseSheetRow,
  quantityInMetres,
  splitModelScope,
} from '../../src/domain/matching';

const FILES = join(dirname(fileURLToPath(import.meta.url)), '../../fixtures/files');
const { cables } = buildCatalogue();

describe('parseQuoteLine', () => {
  it('reads model, voltage, spec, quantity and unit', () => {
    expect(parseQuoteLine('YJV-0.6/1kV 3*240+1*120 200米')).toMatchObject({
      model: 'YJV',
      scope: '0.6/1kV',
      spec: '3*240+1*120',
      quantity: '200',
      unit: '米',
    });
    expect(parseQuoteLine('ZR-YJV22-8.7/15KV 3×300 1.5km')).toMatchObject({
      model: 'ZR-YJV22',
      scope: '8.7/15kV',
      spec: '3*300',
      quantity: '1.5',
      unit: 'km',
    });
    expect(parseQuoteLine('BV 1*2.5，1000')).toMatchObject({ model: 'BV', scope: '', spec: '1*2.5', quantity: '1000' });
    expect(parseQuoteLine('型号 规格 数量')).toBeNull();
  });

  it('splits model and voltage however they are joined', () => {
    expect(splitModelScope('JKLYJ-10kV')).toEqual({ model: 'JKLYJ', scope: '10kV' });
    expect(splitModelScope('WDZ-YJY 0.6/1kV')).toEqual({ model: 'WDZ-YJY', scope: '0.6/1kV' });
    expect(splitModelScope('rvv-300/500v')).toEqual({ model: 'RVV', scope: '300/500V' });
  });

  it('converts lengths to metres', () => {
    expect(quantityInMetres('200', '米')).toBe(200);
    expect(quantityInMetres('1.5', 'km')).toBe(1500);
    expect(quantityInMetres('3', '卷')).toBeNull();
    expect(quantityInMetres('-1', 'm')).toBeNull();
  });
});

describe('matchLine', () => {
  it('matches exactly, by model and spec, by rule, or marks the line', () => {
    const [a, b, c, d] = parseQuoteText(
      'YJV-0.6/1kV 3*240+1*120 200米\nYJV 3*240 10\nXYZ-0.6/1kV 3*50 10m\nYJV-26/35kV 3*240+1*120 5',
    );
    const exact = matchLine(a!, cables);
    expect(exact.by).toBe('exact');
    expect(cables.find((x) => x.id === exact.cable)).toMatchObject({
      model: 'YJV',
      scope: '0.6/1kV',
      spec: '3*240+1*120',
    });
    const loose = matchLine(b!, cables);
    expect(loose.by).toBe('model-spec');
    expect(loose.candidates.length).toBe(2);
    expect(matchLine(c!, cables)).toEqual({ cable: null, candidates: [], by: 'none' });
    expect(matchLine(d!, cables).cable).toBeNull();
    expect(matchLine(c!, cables, [{ cable: '100001', matches: ['xyz'] }])).toMatchObject({
      cable: '100001',
      by: 'rule',
    });
  });
});

describe('fixture quotation sheets', () => {
  it('the PDF has a text layer whose lines all parse, and nine of ten match', async () => {
    const parser = new PDFParse({ data: readFileSync(join(FILES, 'docs/quotation-sample.pdf')) });
    const { text } = await parser.getText();
    await parser.destroy();
    const lines = parseQuoteText(text);
    expect(lines).toHaveLength(10);
    expect(lines[0]).toMatchObject({ model: 'YJV', scope: '0.6/1kV', spec: '3*240+1*120', quantity: '200' });
    const matched = lines.map((l) => matchLine(l, cables)).filter((m) => m.cable);
    expect(matched).toHaveLength(9);
  });

  it('the xlsx and csv sheets read as the same rows', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(join(FILES, 'docs/quotation-sample.xlsx'));
    const sheetRows: string[][] = [];
    wb.worksheets[0]!.eachRow((row) => {
      sheetRows.push((row.values as unknown[]).slice(1).map(String));
    });
    const fromXlsx = sheetRows
      .map(([model, spec, quantity, unit], i) => parseSheetRow({ model, spec, quantity, unit }, i))
      .filter((l) => l !== null);
    const csv = readFileSync(join(FILES, 'docs/quotation-sample.csv'), 'utf8').trim().split('\n');
    const fromCsv = csv
      .map((line, i) => {
        const [model, spec, quantity, unit] = line.split(',');
        return parseSheetRow({ model, spec, quantity, unit }, i);
      })
      .filter((l) => l !== null);
    expect(fromXlsx).toHaveLength(10);
    expect(fromXlsx.map((l) => [l.model, l.scope, l.spec, l.quantity])).toEqual(
      fromCsv.map((l) => [l.model, l.scope, l.spec, l.quantity]),
    );
  });

  it('merged model+spec and quantity+unit columns read the same', () => {
    expect(parseSheetRow({ model: 'KVV-450/750V 7*1.5', quantity: '150米' }, 0)).toMatchObject({
      model: 'KVV',
      scope: '450/750V',
      spec: '7*1.5',
      quantity: '150',
      unit: '米',
    });
  });
});
