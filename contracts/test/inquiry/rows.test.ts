import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  type InquiryRow,
  type PdfTextItem,
  readInquiryPdf,
  readInquiryTable,
  readInquiryText,
} from '../../src/inquiry';

const brief = (row: InquiryRow) => ({
  line: row.line,
  model: row.model,
  scope: row.scope,
  spec: row.spec,
  metres: row.metres,
  reasons: row.reasons,
});

describe('readInquiryTable', () => {
  it('asks about a copper model written beside 铝芯 (YJLV meant?), in the cell, the name or a text line', () => {
    const rows = readInquiryTable({
      rows: [
        ['序号', '名称', '型号规格', '单位', '数量'],
        ['1', '', 'YJV 4×120+1×70 铝芯', '米', '300'],
        ['2', '铜芯电力电缆', 'YJLV-4×95+1×50', '米', '200'],
        ['3', '铝芯电缆', 'YJLV-4×95+1×50', '米', '200'],
      ],
    });
    expect(rows.map((r) => r.reasons)).toEqual([['model-uncertain'], ['model-uncertain'], []]);
    expect(readInquiryText('YJV 4×120+1×70 铝芯 300米')[0]!.reasons).toEqual(['model-uncertain']);
  });

  it('reads a cable schedule: 根数 × 单根长度, and a model written once with 同上 or 〃 under it', () => {
    const rows = readInquiryTable({
      rows: [
        ['序号', '电缆编号', '型号', '规格', '根数', '单根长度(m)', '备注'],
        ['1', '1WL1', 'YJV-0.6/1kV', '4×240+1×120', '2', '8', '两根并联'],
        ['2', '1WP1', '同上', '4×95+1×50', '1', '32', ''],
        ['3', '1WP2', '〃', '4×70+1×35', '', '38', ''],
        ['4', '1WC1', 'KVV-450/750V', '7×1.5', '两', '24', ''],
      ],
    });
    expect(rows.map((r) => [r.model, r.scope, r.spec, r.metres, r.reasons])).toEqual([
      ['YJV', '0.6/1kV', '4*240+1*120', 16, []],
      ['YJV', '0.6/1kV', '4*95+1*50', 32, []],
      ['YJV', '0.6/1kV', '4*70+1*35', 38, []],
      // A 根数 that says no whole number: how many lengths is for a person to say.
      ['KVV', '450/750V', '7*1.5', undefined, ['quantity-ambiguous']],
    ]);
  });

  it("moves the words after a 序号 cell's number to the describing column (a folded page's photo)", () => {
    const rows = readInquiryTable({
      rows: [
        ['序号', '电缆型号规格', '数量', '单位'],
        ['4 YJV5×25', '', '140', '米'],
        ['5 YJV22', '3×185+2×95', '95', '米'],
        ['6', 'KVV 5×2.5', '220', '米'],
      ],
    });
    expect(rows.map((r) => [r.model, r.spec, r.metres])).toEqual([
      ['YJV', '5*25', 140],
      ['YJV22', '3*185+2*95', 95],
      ['KVV', '5*2.5', 220],
    ]);
  });

  it('reads a second table under the first by its own header, and a header printed again as the same table', () => {
    const rows = readInquiryTable({
      rows: [
        ['序号', '型号规格', '单位', '数量'],
        ['1', 'YJV-0.6/1kV-4×240+1×120', '米', '650'],
        ['序号', '型号规格', '单位', '数量'],
        ['2', 'YJV-0.6/1kV-4×150+1×70', '米', '1,380'],
        ['二、补充询价（电线及控制电缆）'],
        ['序号', '名称', '规格型号', '数量（米）', '颜色'],
        ['1', '控制电缆', 'KVV-450/750V-19×1.5', '240', ''],
        ['3', '布电线', 'BV-2.5', '2,000', '红'],
      ],
    });
    expect(rows.map((r) => [r.line, r.model, r.spec, r.metres, r.reasons])).toEqual([
      [2, 'YJV', '4*240+1*120', 650, []],
      [4, 'YJV', '4*150+1*70', 1380, []],
      [7, 'KVV', '19*1.5', 240, []],
      [8, 'BV', '1*2.5', 2000, []],
    ]);
  });

  it('asks about a line the list marks closed or cancelled (状态 已关闭, 备注 需求取消), and skips a row of field codes', () => {
    const rows = readInquiryTable({
      rows: [
        ['行项目', '物料描述', '计量单位', '需求数量', '状态', '备注'],
        ['BNFPO', 'MAKTX', 'MEINS', 'MENGE', 'STATU', ''],
        ['00150', '电力电缆\\YJV\\0.6/1kV\\3×95+1×50', '米', '300', '已审批', ''],
        ['00160', '电力电缆\\YJV\\0.6/1kV\\3×95+1×50', '米', '300', '已关闭', '需求取消'],
      ],
    });
    expect(rows.map((r) => r.reasons)).toEqual([[], ['line-cancelled']]);
  });

  it("reads a Korean buyer's bilingual header (단위 Unit, 수량 Q'ty), 각 for each and 취소 for cancelled", () => {
    const rows = readInquiryTable({
      rows: [
        ['No.', '품명 Description', '규격 Size', '전압 Voltage', '단위 Unit', "수량 Q'ty", '비고 Remark'],
        ['1', 'F-CV', '1C×240SQ', '0.6/1kV', 'M', '2,400', 'R/S/T/N 각 600M'],
        ['2', 'F-CV', '4C×35SQ', '0.6/1kV', 'DRUM', '3', ''],
        ['3', 'F-CV', '4C×10SQ', '0.6/1kV', 'M', '450', '취소 (Cancelled)'],
      ],
    });
    expect(rows.map((r) => [r.model, r.spec, r.metres, r.reasons])).toEqual([
      ['YJV', '1*240', 2400, []],
      ['YJV', '4*35', undefined, ['drum-length-missing']],
      ['YJV', '4*10', 450, ['line-cancelled']],
    ]);
  });

  it('asks about metres no inquiry row asks for: under a metre, or over 200 km', () => {
    const rows = readInquiryTable({
      rows: [
        ['物料描述', '计量单位', '需求数量'],
        ['YJV-5*25', '米', '0.5'],
        ['VV22-4×35+1×16', '千米', '1500'],
        ['JKLYJ-1×150', '千米', '150'],
      ],
    });
    expect(rows.map((r) => [r.metres, r.reasons])).toEqual([
      [undefined, ['quantity-ambiguous']],
      [undefined, ['quantity-ambiguous']],
      [150000, []],
    ]);
    expect(readInquiryText('YJV 3×95 0.5米')[0]!.reasons).toEqual(['quantity-ambiguous']);
  });

  it("reads a returned quotation's 本次询价数量, not its old 数量; 同上次 keeps the old one; a row not asked again is none", () => {
    const rows = readInquiryTable({
      rows: [
        ['序号', '型号', '规格', '单位', '数量', '单价(元)', '本次询价数量'],
        ['1', 'YJV', '4×240+1×120', '米', '400', '612.50', '600'],
        ['2', 'YJV', '4×185+1×95', '米', '650', '478.20', ''],
        ['3', 'YJV', '4×150+1×70', '米', '300', '392.00', '同上次'],
        ['4', 'YJV', '4×70+1×35', '米', '360', '188.90', '1.5km'],
        ['5', 'BVR', '1×25', '米', '100', '28.40', '—'],
      ],
    });
    expect(rows.map((r) => [r.line, r.spec, r.metres])).toEqual([
      [2, '4*240+1*120', 600],
      [4, '4*150+1*70', 300],
      [5, '4*70+1*35', 1500],
    ]);
  });

  it('takes the total (数量) of a schedule with 根数 and 单根长度, and 根数 × 单根长度 where the total is empty', () => {
    const rows = readInquiryTable({
      rows: [
        ['序号', '型号', '规格', '单位', '根数', '单根长度(m)', '数量'],
        ['1', 'YJV', '4×185+1×95', '米', '', '', '650'],
        ['2', 'YJV', '4×120+1×70', '米', '2', '185', '370'],
        ['3', 'KVV', '7×1.5', '米', '6', '45', ''],
      ],
    });
    expect(rows.map((r) => [r.spec, r.metres, r.reasons])).toEqual([
      ['4*185+1*95', 650, []],
      ['4*120+1*70', 370, []],
      ['7*1.5', 270, []],
    ]);
  });

  it('joins a cell wrapped onto the next line of a PDF or sheet with its row, and nothing else', () => {
    const rows = readInquiryTable({
      rows: [
        ['序号', '名称', '型号规格', '单位', '数量'],
        ['1', '交联电力电缆', 'YJV-0.6/1kV-', '米', '380'],
        ['', '', '4×240+1×120', '', ''],
        ['2', '铠装电力电缆', 'YJV22-0.6/1kV-4×120', '米', '260'],
        ['', '', '+1×70', '', ''],
        ['3', '交联电力电缆', 'YJV-0.6/1kV-5×16', '米', '180'],
        ['', '控制电缆', '', '', ''],
        ['4', '控制电缆', 'KVV-4×1.5', '米', '300'],
      ],
    });
    expect(rows.map((r) => [r.line, r.model, r.spec, r.metres])).toEqual([
      [2, 'YJV', '4*240+1*120', 380],
      [4, 'YJV22', '4*120+1*70', 260],
      [6, 'YJV', '5*16', 180],
      [8, 'KVV', '4*1.5', 300],
    ]);
  });

  it('joins a wrapped structure when its name and a technical column wrap beside it (a tender PDF)', () => {
    const rows = readInquiryTable({
      rows: [
        ['序号', '货物名称', '规格型号', '主要技术参数', '电压等级', '单位', '数量', '备注'],
        ['8', '阻燃C类交联聚乙烯绝缘', 'ZC-YJV-', '铜导体，交联聚乙烯绝缘，阻燃C类，', '0.6/1kV', '米', '680', ''],
        ['', '电力电缆', '4×50+1×25', '成束燃烧试验符合GB/T 18380.33，', '', '', '', ''],
        ['', '', '', '产品标识符合GB/T 19666', '', '', '', ''],
        [
          '9',
          '交联聚乙烯绝缘聚氯乙烯',
          'YJV-4×240+1×120',
          '铜导体（第2种），交联聚乙烯绝缘，',
          '0.6/1kV',
          '米',
          '1280',
          '',
        ],
        ['', '护套电力电缆', '', '聚氯乙烯护套，导体电阻符合', '', '', '', ''],
      ],
    });
    expect(rows.map((r) => [r.line, r.model, r.spec, r.scope, r.metres])).toEqual([
      [2, 'ZC-YJV', '4*50+1*25', '0.6/1kV', 680],
      [5, 'YJV', '4*240+1*120', '0.6/1kV', 1280],
    ]);
  });

  describe('tables printed side by side', () => {
    it('reads the left table down, then the right one, each row with its own cells and its sheet row', () => {
      const rows = readInquiryTable({
        rows: [
          ['主要设备材料表', '', '', '', '', '', '', ''],
          ['序号', '型号规格', '单位', '数量', '序号', '型号规格', '单位', '数量'],
          ['1', 'YJV-4×35+1×16', '米', '460', '8', 'KVV-5×1.5', '米', '380'],
          ['2', 'YJV-4×70+1×35', '米', '225', '9', 'BV-1.5', '米', '4,000'],
          ['3', 'ZR-YJV-5×4', '米', '1,650', '', '', '', ''],
          ['注：以上数量为估算量', '', '', '', '', '', '', ''],
        ],
      });
      expect(rows.map((r) => ({ ...brief(r), column: r.column }))).toEqual([
        { line: 3, model: 'YJV', scope: '', spec: '4*35+1*16', metres: 460, reasons: [], column: undefined },
        { line: 4, model: 'YJV', scope: '', spec: '4*70+1*35', metres: 225, reasons: [], column: undefined },
        { line: 5, model: 'ZR-YJV', scope: '', spec: '5*4', metres: 1650, reasons: [], column: undefined },
        { line: 3, model: 'KVV', scope: '', spec: '5*1.5', metres: 380, reasons: [], column: 4 },
        { line: 4, model: 'BV', scope: '', spec: '1*1.5', metres: 4000, reasons: [], column: 4 },
      ]);
      expect(rows.map((r) => r.index)).toEqual([0, 1, 2, 3, 4]);
    });

    it("checks each table's cells against its own header (an unsure quantity on the right is text-unclear)", () => {
      const rows = readInquiryTable({
        rows: [
          ['序号', '型号', '规格', '数量', '序号', '型号', '规格', '数量'],
          ['1', 'YJV', '3×95', '130', '2', 'KVV', '4×1.5', '350'],
        ],
        confidence: [
          [1, 1, 1, 1, 1, 1, 1, 1],
          [1, 1, 1, 1, 1, 1, 1, 0.3],
        ],
      });
      expect(rows.map((r) => [r.model, r.reasons])).toEqual([
        ['YJV', []],
        ['KVV', ['text-unclear']],
      ]);
    });

    it('keeps one table whose header names a role twice (型号 and 规格型号), and a right part that is no table', () => {
      const twice = readInquiryTable({
        rows: [
          ['序号', '型号', '规格', '数量', '型号', '备注'],
          ['1', 'YJV', '3×95', '130', 'YJV-3×95', ''],
        ],
      });
      expect(twice.map((r) => [r.line, r.model, r.spec, r.metres, r.column])).toEqual([
        [2, 'YJV', '3*95', 130, undefined],
      ]);
      const notes = readInquiryTable({
        rows: [
          ['序号', '型号规格', '数量', '序号', '备注'],
          ['1', 'YJV-3×95', '130', '1', '现货'],
        ],
      });
      expect(notes.map((r) => [r.line, r.model, r.spec, r.metres, r.column])).toEqual([
        [2, 'YJV', '3*95', 130, undefined],
      ]);
    });

    it('reads side-by-side tables pasted from a sheet (tab-separated)', () => {
      const rows = readInquiryText(
        ['序号\t型号规格\t数量\t序号\t型号规格\t数量', '1\tYJV-3×95\t130\t2\tBV-2.5\t500'].join('\n'),
      );
      expect(rows.map((r) => [r.model, r.spec, r.metres])).toEqual([
        ['YJV', '3*95', 130],
        ['BV', '1*2.5', 500],
      ]);
    });
  });

  it("leaves out a spreadsheet window's sheet tabs read as a row", () => {
    const rows = readInquiryTable({
      rows: [
        ['序号', '型号', '规格', '数量'],
        ['1', 'YJV', '4×25+1×16', '200'],
        ['Sheet1', 'Sheet2', '＋', ''],
        ['', 'Sheetl', 'Sheet2', ''],
        ['工作表1', '', '', ''],
      ],
    });
    expect(rows.map((r) => r.line)).toEqual([2]);
  });

  it('reads a length per drum written in a column of no role (用途), never a quantity from one', () => {
    const rows = readInquiryTable({
      rows: [
        ['序号', '型号', '规格', '数量', '用途'],
        ['7', 'YJV', '4×25+1×16', '2盘', '每盘500米'],
        ['8', 'YJV', '4×25+1×16', '', '2#楼 300米'],
      ],
    });
    expect(rows.map(brief)).toEqual([
      { line: 2, model: 'YJV', scope: '', spec: '4*25+1*16', metres: 1000, reasons: [] },
      { line: 3, model: 'YJV', scope: '', spec: '4*25+1*16', metres: undefined, reasons: ['quantity-missing'] },
    ]);
  });

  it('reads a sheet with a merged title, header words in any order and the quantity in the spec cell', () => {
    const rows = readInquiryTable({
      rows: [
        ['XX项目电缆询价单', '', '', '', '', ''],
        ['序号', '名称', '型号规格', '单位', '数量', '备注'],
        ['1', '电力电缆', 'YJV-3×150mm² 600米', '', '', ''],
        ['2', '电力电缆', 'YJV-0.6/1kV-3×240+1×120', 'km', '3', ''],
        ['3', '电力电缆', 'YJV-4×185+1×95', '盘', '32', ''],
        ['4', '电力电缆', 'YJV-4×185+1×95', '盘', '2', '每盘500米'],
        [],
        ['', '小计', '', '', '', ''],
        ['注：1.报价含税，含运费；2.请注明交货期。', '', '', '', '', ''],
      ],
      merges: [
        { top: 0, left: 0, bottom: 0, right: 5 },
        { top: 8, left: 0, bottom: 8, right: 5 },
      ],
    });
    expect(rows.map(brief)).toEqual([
      { line: 3, model: 'YJV', scope: '', spec: '3*150', metres: 600, reasons: [] },
      { line: 4, model: 'YJV', scope: '0.6/1kV', spec: '3*240+1*120', metres: 3000, reasons: [] },
      { line: 5, model: 'YJV', scope: '', spec: '4*185+1*95', metres: undefined, reasons: ['drum-length-missing'] },
      { line: 6, model: 'YJV', scope: '', spec: '4*185+1*95', metres: 1000, reasons: [] },
    ]);
    expect(rows.map((r) => r.index)).toEqual([0, 1, 2, 3]);
    expect(rows[1]).toMatchObject({ count: '3', unit: 'km', name: '电力电缆' });
  });

  it('takes the one unnamed column of numbers after the description as the quantities when no header names them', () => {
    const rows = readInquiryTable({
      rows: [
        ['', '名称', '规格型号', '单位', ''],
        ['1', '高压电缆', 'YJV 8.7/15 3×240', '米', '600'],
        ['2', '铠装电缆', 'YJV22 0.6/1kV 4×50+1×25', '米', '1,450'],
        ['3', '电力电缆', 'YJV 0.6/1kV 5×6', '', '2km'],
      ],
    });
    expect(rows.map((r) => [r.model, r.spec, r.metres])).toEqual([
      ['YJV', '3*240', 600],
      ['YJV22', '4*50+1*25', 1450],
      ['YJV', '5*6', 2000],
    ]);
  });

  it('takes the one column of structures as the specs when no header word names it (a 规格 read 找格, a blank header)', () => {
    // A photo's header read wrong, the models written in 名称 and its 型号 column left empty on most rows.
    const misread = readInquiryTable({
      rows: [
        ['序号', '物资名称', '型号', '找格', '单位', '数量'],
        ['1', '电力电缆 YJV', '', '3×240+2×120', '米', '1,200'],
        ['2', '阻燃电缆', 'ZC-YJV', '4x70+1x35', '米', '420'],
        ['3', '控制电缆', 'KVV', '10×1.5', '米', '800'],
        ['4', '布电线', 'BV', '6mm²', '米', '2,000'],
      ],
    });
    expect(misread.map((r) => [r.model, r.spec, r.metres, r.reasons])).toEqual([
      ['YJV', '3*240+2*120', 1200, []],
      ['ZC-YJV', '4*70+1*35', 420, []],
      ['KVV', '10*1.5', 800, []],
      ['BV', '1*6', 2000, []],
    ]);
    // A structure in that column that does not read is still said so, as in a named 规格 column.
    const unreadable = readInquiryTable({
      rows: [
        ['型号', '', '数量'],
        ['YJV', '4x120+170', '350'],
        ['YJV', '5×10', '260'],
        ['KVV', '4×1.5', '300'],
      ],
    });
    expect(unreadable.map((r) => [r.model, r.spec, r.metres])).toEqual([
      ['YJV', '', 350],
      ['YJV', '5*10', 260],
      ['KVV', '4*1.5', 300],
    ]);
    expect(unreadable[0]!.reasons).toContain('spec-unreadable');
  });

  it('takes no unnamed column as the specs when two hold structures, or few of its rows do', () => {
    const two = readInquiryTable({
      rows: [
        ['型号', '', '', '数量'],
        ['YJV', '3×240', '3×240', '100'],
        ['YJV', '4×50', '4×50', '200'],
        ['YJV', '5×6', '5×6', '300'],
      ],
    });
    expect(two.every((r) => r.spec === '')).toBe(true);
    const remarks = readInquiryTable({
      rows: [
        ['型号', '数量', ''],
        ['YJV', '100', '同3×240的护套'],
        ['VV', '200', '加急'],
        ['KVV', '300', '国标'],
      ],
    });
    expect(remarks.every((r) => r.spec === '')).toBe(true);
  });

  it('sets a list number apart from the area it runs into between its neighbours (7.25平方四芯 is item 7, 4×25)', () => {
    const rows = readInquiryText(
      ['6.YJV 4芯×25 铜的 120m', '7.25平方四芯 YJV22 60米', '8.yjv 3*95 100M', '电线：', '2.5平方BV线 蓝色 8卷'].join(
        '\n',
      ),
    );
    expect(rows.map((r) => [r.model, r.spec, r.metres])).toEqual([
      ['YJV', '4*25', 120],
      ['YJV22', '4*25', 60],
      ['YJV', '3*95', 100],
      ['BV', '1*2.5', 800],
    ]);
    // The row keeps what the customer wrote.
    expect(rows[1]!.raw).toBe('7.25平方四芯 YJV22 60米');
    // A made cross-section read whole stays one, even between 1. and 3.
    const wire = readInquiryText(['1.YJV 3*95 100米', '2.5平方 BV 100米', '3.KVV 4*1.5 50米'].join('\n'));
    expect(wire[1]).toMatchObject({ model: 'BV', spec: '1*2.5', metres: 100 });
  });

  it('adds the lengths listed one for each run beside 根数 (3 runs of 45、60、38 are 143 m), and only so many', () => {
    const rows = readInquiryTable({
      rows: [
        ['名称', '规格型号', '根数', '数量', '备注'],
        ['电力电缆', 'YJV-0.6/1kV-4×10', '3', '45、60、38', '三个回路长度不同'],
        ['电力电缆', 'YJV-0.6/1kV-4×16', '2', '45/60米', ''],
        ['电力电缆', 'YJV-0.6/1kV-4×25', '2', '1,250', ''],
        ['电力电缆', 'YJV-0.6/1kV-4×35', '2', '45、60、38', ''],
      ],
    });
    expect(rows.slice(0, 3).map((r) => [r.spec, r.metres, r.reasons])).toEqual([
      ['4*10', 143, []],
      ['4*16', 105, []],
      // One length in thousands groups, of each of the two runs.
      ['4*25', 2500, []],
    ]);
    // Three lengths for two runs: which is meant is for a person to say.
    expect(rows[3]!.metres).toBeUndefined();
    expect(rows[3]!.reasons).toContain('quantity-ambiguous');
  });

  it('keeps the rating written with the cable over a bare network level in the 电压 column that it covers', () => {
    const rows = readInquiryTable({
      rows: [
        ['名称', '规格型号', '电压', '单位', '数量'],
        ['中压电力电缆', 'YJV22-8.7/15kV-3×240', '10kV', '米', '3,600'],
        ['电力电缆', 'YJV-0.6/1kV-4×95+1×50', '10kV', '米', '200'],
        ['电力电缆', 'YJV-4×95+1×50', '0.6/1kV', '米', '300'],
      ],
    });
    expect(rows.map((r) => r.scope)).toEqual(['8.7/15kV', '10kV', '0.6/1kV']);
  });

  it('does not take an unnamed serial run, a column before the description or a column of words as quantities', () => {
    const serialLast = readInquiryTable({
      rows: [
        ['名称', '规格型号', '单位', ''],
        ['电力电缆', 'YJV 3×240', '米', '1'],
        ['电力电缆', 'YJV 4×50', '米', '2'],
        ['电力电缆', 'YJV 5×6', '米', '3'],
      ],
    });
    expect(serialLast.map((r) => r.reasons)).toEqual([
      ['quantity-missing'],
      ['quantity-missing'],
      ['quantity-missing'],
    ]);
    const before = readInquiryTable({
      rows: [
        ['', '名称', '规格型号', '单位'],
        ['600', '电力电缆', 'YJV 3×240', '米'],
        ['450', '电力电缆', 'YJV 4×50', '米'],
        ['250', '电力电缆', 'YJV 5×6', '米'],
      ],
    });
    expect(before.every((r) => r.metres === undefined)).toBe(true);
    const words = readInquiryTable({
      rows: [
        ['名称', '规格型号', '单位', ''],
        ['电力电缆', 'YJV 3×240', '米', '国标'],
        ['电力电缆', 'YJV 4×50', '米', '加急'],
        ['电力电缆', 'YJV 5×6', '米', '国标'],
      ],
    });
    expect(words.every((r) => r.metres === undefined)).toBe(true);
  });

  it('reads a two-row header with codes, a voltage column and a repeated header, and leaves codes alone', () => {
    const header1 = ['序号', '物料编码', '材料名称', '型号', '规格', '电压等级', '工程量', '', '备注'];
    const header2 = ['', '', '', '', '', '', '单位', '数量', ''];
    const rows = readInquiryTable({
      rows: [
        header1,
        header2,
        ['一、10kV电力电缆'],
        ['1', 'DL-YJV-0012', '中压电缆', 'YJV', '3×240', '8.7/15kV', '米', '850', ''],
        ['2', '30010458', '电力电缆', 'YJV', '3×240', '0.6/1KV', 'km', '1.5', ''],
        header1,
        header2,
        ['3', '30010501', '控制电缆', 'KVV', '10×1.5', '', '米', '1,200', ''],
        ['合计', '', '', '', '', '', '', '', ''],
      ],
    });
    expect(rows.map(brief)).toEqual([
      { line: 4, model: 'YJV', scope: '8.7/15kV', spec: '3*240', metres: 850, reasons: [] },
      { line: 5, model: 'YJV', scope: '0.6/1kV', spec: '3*240', metres: 1500, reasons: [] },
      { line: 8, model: 'KVV', scope: '', spec: '10*1.5', metres: 1200, reasons: [] },
    ]);
  });

  it('reads 数量 before 单位, quantity and unit in one cell, and a header unit', () => {
    const rows = readInquiryTable({
      rows: [
        ['规格型号', '名称', '数量', '单位'],
        ['YJV22-4×95+1×50', '铠装电缆', '3 km', ''],
        ['BV-2.5', '电线', '100', '卷'],
      ],
    });
    expect(rows.map((r) => r.metres)).toEqual([3000, 10000]);
    const schedule = readInquiryTable({
      rows: [
        ['电缆编号', '型号', '规格', '长度(m)'],
        ['WP1-1', 'YJV', '4×95+1×50', '120'],
      ],
    });
    expect(schedule.map(brief)).toEqual([
      { line: 2, model: 'YJV', scope: '', spec: '4*95+1*50', metres: 120, reasons: [] },
    ]);
  });

  it('keeps an item the catalogue will not know (to be shown unmatched), but not notes and headings', () => {
    const rows = readInquiryTable({
      rows: [
        ['序号', '名称', '型号规格', '单位', '数量'],
        ['1', '镀锌钢管', 'DN50', '米', '120'],
        ['二、控制电缆'],
        ['编制：李工', '', '审核：张工', '', '日期：2025-04-02'],
      ],
    });
    expect(rows.map((r) => [r.line, r.name, r.metres, r.reasons])).toEqual([[2, '镀锌钢管', 120, ['model-unknown']]]);
  });

  it('reads a sheet without a header as lines of text', () => {
    const rows = readInquiryTable({ rows: [['YJV 3*240+1*120', '200米'], ['联系人：王工']] });
    expect(rows.map(brief)).toEqual([
      { line: 1, model: 'YJV', scope: '', spec: '3*240+1*120', metres: 200, reasons: [] },
    ]);
  });
});

describe('a chat with quotes, questions and lines taken back', () => {
  it('reads a reply to a quoted message with the quoted cable, no line taken back, and asks about a question', () => {
    const rows = readInquiryText(
      [
        'ZR-YJV 4*50+1*25 350米',
        '「张工：ZR-YJV 4*50+1*25 350米」',
        '- - - - - - - -',
        '这个改成400米',
        'YJV 3*150+2*70 张工说先不报',
        '收到。YJV 4*120+1*70 是1200米对吧？4*16和4*25我分开报',
        'YJV 4*95+1*50 这个多少钱一米',
        'YJV 5*10 5百米',
      ].join('\n'),
    );
    expect(rows.map((r) => [r.line, r.spec, r.metres, r.reasons])).toEqual([
      // The line quoted and answered no longer holds; the reply is the quoted cable with its own amount.
      [1, '4*50+1*25', undefined, ['quantity-ambiguous']],
      [4, '4*50+1*25', 400, []],
      [6, '4*120+1*70', undefined, ['quantity-ambiguous']],
      [7, '4*95+1*50', undefined, ['quantity-missing']],
      [8, '5*10', 500, []],
    ]);
    expect(rows[1]!.raw).toBe('这个改成400米');
  });

  it("keeps a sender's line that asks for a wire or cable by its word alone, and leaves a label's line a note", () => {
    const rows = readInquiryText(
      [
        '王师傅：网线300米',
        '张工：光缆2盘',
        '王师傅：对 硬线 一盘100米',
        '招标编号：QHZC-2025-0917    包号：01包（电力电缆及附件）',
        '地下车库小计：电力电缆约1.2千米，控制电缆约850米。',
      ].join('\n'),
    );
    // Goods we may not sell, shown unmatched for a person; the label lines and the drum's length are no items.
    expect(rows.map((r) => [r.line, r.model, r.count, r.unit, r.reasons.includes('model-unknown')])).toEqual([
      [1, '', '300', '米', true],
      [2, '', '2', '盘', true],
    ]);
  });
});

describe('lists tidied by an assistant, checklists and table exports (the twenty-fourth holdout)', () => {
  it("reads markdown's struck amount as taken back and its bold as emphasis; a cell struck whole takes its row out", () => {
    const [row] = readInquiryText('| 5 | 电力电缆 | YJV-5×10 | ~~300 米~~ **360 米** | 设备配电 |');
    expect(row).toMatchObject({ model: 'YJV', spec: '5*10', metres: 360, reasons: [] });
    expect(readInquiryText('- **YJV-4×95+1×50**，~~200~~ 240 米')[0]).toMatchObject({ spec: '4*95+1*50', metres: 240 });
    const struck = readInquiryText(
      [
        '| 序号 | 名称 | 型号规格 | 单位 | 数量 | 备注 |',
        '| --- | --- | --- | --- | --- | --- |',
        '| 3 | 电力电缆 | YJV-4×95+1×50 | m | 180 | |',
        '| ~~4~~ | ~~电力电缆~~ | ~~YJV-4×70+1×35~~ | ~~m~~ | ~~220~~ | 取消 |',
      ].join('\n'),
    );
    expect(struck.map((r) => [r.spec, r.metres, r.reasons.includes('line-cancelled')])).toEqual([
      ['4*95+1*50', 180, false],
      ['4*70+1*35', 220, true],
    ]);
    // A range's tilde is no strike.
    expect(readInquiryText('YJV 4×25+1×16 300~400米')[0]!.reasons).toContain('quantity-ambiguous');
  });

  it('asks about a line bought already (已买, 已到货) and a line offering two levels (0.6/1kV 还是 10kV)', () => {
    for (const line of ['☑ BV4 红蓝各5卷（已买）', '✅ RVV3×1.5 5卷 已到货', '☑ NH-YJV 4*16 60米（已买 上周拿的）'])
      expect(readInquiryText(line)[0]!.reasons, line).toContain('line-cancelled');
    const [choice] = readInquiryText(
      '- YJV-3×120，约 150 米（冷库）：原文未注明电压等级，请说明是 0.6/1kV 还是 10kV。',
    );
    expect(choice!.reasons).toContain('voltage-ambiguous');
    expect(readInquiryText('YJV 3×120 0.6/1kV or 8.7/15kV 150m')[0]!.reasons).toContain('voltage-ambiguous');
    // One level written twice is no choice.
    expect(readInquiryText('YJV-0.6/1kV 3×120 150米 (0.6/1kV)')[0]!.reasons).not.toContain('voltage-ambiguous');
  });

  it('asks about a plain model whose 特性 tags say it is fire retardant, and reads a file attached as no row', () => {
    const rows = readInquiryTable({
      rows: [
        ['需求编号', '电缆类别', '型号', '规格', '电压等级', '数量', '特性'],
        ['XQ-005', '阻燃电缆', 'YJV', '4×35+1×16', '0.6/1kV', '500米', '阻燃'],
        ['XQ-006', '耐火电缆', 'NH-YJV', '4×25+1×16', '0.6/1kV', '380米', '阻燃,耐火'],
      ],
    });
    expect(rows.map((r) => [r.model, r.reasons])).toEqual([
      ['YJV', ['model-uncertain']],
      ['NH-YJV', []],
    ]);
    expect(readInquiryText('电缆清单.xlsx | 18.2KB')).toEqual([]);
    expect(readInquiryText('附件：报价清单.pdf (1.2 MB)')).toEqual([]);
  });

  it("reads an ERP's long text under its item: the voltage its line left out, an amount not settled, the line taken out", () => {
    const rows = readInquiryTable({
      rows: [
        ['项目', '物料号', '短文本', '数量', '单位'],
        ['00180', '400012895', 'CABLE,YJV-3X120', '750', 'M'],
        ['长文本: 电压等级 8.7/15kV, 铜芯, 无铠装'],
        ['00230', '400012875', 'CABLE,YJV-0.6/1KV-3X120+1X70', '1', 'M'],
        ['长文本: 数量待定, 请先报单价'],
        ['00240', '400012874', 'CABLE,YJV-0.6/1KV-4X35+1X16', '420', 'M'],
        ['长文本: 与00020合并, 本行取消'],
        ['00250', '400012876', 'CABLE,YJV-0.6/1KV-4X50+1X25', '300', 'M'],
        ['长文本: 铜芯, GB/T 12706.2-2020, 8.7/15kV 的不要'],
      ],
    });
    expect(rows.map((r) => [r.spec, r.scope, r.metres, r.reasons])).toEqual([
      ['3*120', '8.7/15kV', 750, []],
      ['3*120+1*70', '0.6/1kV', undefined, ['quantity-ambiguous']],
      ['4*35+1*16', '0.6/1kV', 420, ['line-cancelled']],
      // A level its own line writes stays.
      ['4*50+1*25', '0.6/1kV', 300, []],
    ]);
  });

  it('shows a crossed-out line naming no earlier line as taken out, and a switch asked for as a row nothing matches', () => {
    const rows = readInquiryText(
      ['☐ YJV 4x25+1x16 95米', 'BV1.5 10卷 ❌不要了', '☐ 公牛开关插座 86型 一套'].join('\n'),
    );
    expect(rows.map((r) => [r.line, r.model, r.spec, r.reasons.includes('line-cancelled')])).toEqual([
      [1, 'YJV', '4*25+1*16', false],
      [2, 'BV', '1*1.5', true],
      [3, '', '', false],
    ]);
    // A line taking back an earlier one flags that line and is no row of its own; "先不报" (not now) is none either.
    const back = readInquiryText(['YJV 5×16 200米', '那个YJV 5×16的不要了', 'YJV 3*150+2*70 张工说先不报'].join('\n'));
    expect(back.map((r) => [r.line, r.reasons.includes('line-cancelled')])).toEqual([[1, true]]);
    // Wire for the sockets is no socket.
    expect(readInquiryText('照明插座的线也一起报下：')).toEqual([]);
  });

  it('asks how many a bare number is when no unit is written and another cell gives a coil length', () => {
    const rows = readInquiryTable({
      rows: [
        ['品名', '规格型号', '单位', '数量', '备注'],
        ['电线', 'BV 2.5', '卷', '20', '100米/卷'],
        ['电线', 'BV 4', '', '8', '100米/卷'],
        ['电缆', 'YJV 4×16', '米', '350', ''],
      ],
    });
    expect(rows.map((r) => [r.spec, r.metres, r.reasons])).toEqual([
      ['1*2.5', 2000, []],
      ['1*4', undefined, ['quantity-ambiguous']],
      ['4*16', 350, []],
    ]);
  });
});

describe('accessories asked for beside the cables', () => {
  it('keeps a tray, lugs, conduit or terminations with an amount, or asked to be quoted, as a row nothing matches', () => {
    const lines = [
      '（1）热镀锌槽式电缆桥架 200×100，180米；',
      '13. Cable tray 300×100 HDG 2.4m/length × 50',
      '[12/10/25, 09:29:12] Ahmed: 20 pcs cable lugs 95mm',
      '電線喉 20mm 50枝',
      '21. Муфта концевая 4ПКВ(Н)Тп-1 (70-120) – 12 шт.',
      '接线端子电缆头那些你也一起报一下',
      'Please also quote cable lugs and glands separately if you can supply.',
      '（13）电缆中间接头、终端头按实际报量，另行询价',
    ];
    for (const line of lines) {
      const rows = readInquiryText(line);
      expect(rows, line).toHaveLength(1);
      expect(rows[0]!.model, line).toBe('');
      expect(rows[0]!.reasons, line).toContain('model-unknown');
    }
  });

  it('leaves prose that only mentions them, and a heading, no row', () => {
    for (const line of [
      '【行动项2】总包刘工：10月10日前提交桥架深化图及电缆敷设路径图。',
      'Kindly also confirm the drum lengths for items 2 and 5 (max 250m per drum), and quote cable glands separately.',
      '（2）电缆附件',
      '电缆终端头由施工单位自理',
    ])
      expect(readInquiryText(line), line).toEqual([]);
  });
});

describe("a mail's signature and subject line", () => {
  it('reads a postal box and a subject in any language as no item', () => {
    for (const line of [
      'P.O. Box 24518, Doha, Qatar | Dubai office: Office 1204, Al Shafar Tower 1, Barsha Heights, Dubai, UAE',
      'Gulf Crest Contracting LLC | PO Box 000000, Dubai, UAE',
      'Asunto: RV: Solicitud de cotización / RFQ – cables Planta Concentradora Arequipa (Ref. EA-2025-311)',
      'Objet : Demande de prix câbles U1000 R2V 4x35 – Lot 3',
      'Tiêu đề: Báo giá cáp CXV 4x95 dự án 2',
    ])
      expect(readInquiryText(line), line).toEqual([]);
    // A cable line with a box count stays an item.
    expect(readInquiryText('YJV 4*95+1*50 2 boxes of 100m')[0]?.spec).toBe('4*95+1*50');
  });
});

describe('a text message typed in a hurry', () => {
  it('reads a structure typed without its signs right after the model, and cores written with 芯', () => {
    const rows = readInquiryText(
      [
        'yjv 4 95 1 50 300米',
        'zr yjv 5 6 100米',
        'yjv 1kv 1 240 4根各50米',
        'kvv 7 1.5 120米',
        'yjv 10平方 4芯 70米',
        'kvv 10芯1.5 90米',
        // Neither a count of cores after a plus, nor numbers that are no made structure, are read as one.
        'YJV 3+1芯 120平方 150米',
        'yjv 4 97 300米',
      ].join('\n'),
    );
    expect(rows.map((r) => [r.model, r.scope, r.spec, r.metres])).toEqual([
      ['YJV', '', '4*95+1*50', 300],
      ['ZR-YJV', '', '5*6', 100],
      ['YJV', '1kV', '1*240', 200],
      ['KVV', '', '7*1.5', 120],
      ['YJV', '', '4*10', 70],
      ['KVV', '', '10*1.5', 90],
      ['YJV', '', '', 150],
      ['YJV', '', '', 300],
    ]);
  });
});

describe('a chat that corrects an earlier line', () => {
  it('asks about the line corrected and reads the correction as its item', () => {
    const rows = readInquiryText(
      ['3、YJV 5*10平 1 200米', '4、KVV 4*1.5 300米', '更正：第3条 YJV 5*10 改为1500米'].join('\n'),
    );
    expect(rows.map((r) => [r.line, r.model, r.spec, r.metres, r.reasons])).toEqual([
      [1, 'YJV', '5*10', undefined, ['quantity-ambiguous']],
      [2, 'KVV', '4*1.5', 300, []],
      [3, 'YJV', '5*10', 1500, []],
    ]);
  });
});

describe('a mail reply with rows pasted from a sheet', () => {
  const mail = [
    '刘经理：清单有调整，请以本邮件为准：',
    '序号\t名称\t型号规格\t单位\t数量\t备注',
    '1\t电力电缆\tYJV-0.6/1kV-4×240+1×120\t米\t1,650\t',
    '',
    '另外还要下面几项（没带表头）：',
    'WDZ-YJY-5×16\t米\t360',
    'NH-YJV\t4×25+1×16\t180\t消防',
    'YJV 3*4+1*2.5\t2盘\t每盘100米',
    '谢谢！',
    '------------------ 原始邮件 ------------------',
    '发件人: "陈晓东"',
    '1\t电力电缆\tYJV-0.6/1kV-4×240+1×120\t米\t1,500\t',
  ].join('\n');

  it("reads the rows in the header's layout as its table, the rows pasted without it as lines, and nothing of the quoted mail", () => {
    expect(readInquiryText(mail).map((r) => [r.line, r.model, r.spec, r.metres])).toEqual([
      [3, 'YJV', '4*240+1*120', 1650],
      [6, 'WDZ-YJY', '5*16', 360],
      [7, 'NH-YJV', '4*25+1*16', 180],
      [8, 'YJV', '3*4+1*2.5', 200],
    ]);
  });
});

describe('a picture read as lines of text (no header)', () => {
  it('flags a line read unsure: without a header any of its words may be the cable or the amount', () => {
    const rows = readInquiryTable({
      rows: [['王经理您好'], ['1.YJV 4×95+1×50 350米'], ['2.KVV 4×1.5 700米']],
      confidence: [[0.99], [0.97], [0.42]],
    });
    expect(rows.map((r) => [r.model, r.reasons])).toEqual([
      ['YJV', []],
      ['KVV', ['text-unclear']],
    ]);
  });

  it('leaves out what a chat app writes itself', () => {
    const rows = readInquiryText(['"张工" 撤回了一条消息', '[图片]', 'YJV 4×95+1×50 350米'].join('\n'));
    expect(rows.map((r) => r.line)).toEqual([3]);
  });

  it("leaves out the closing line's summary and a text editor's status bar", () => {
    const rows = readInquiryText(
      [
        '1.YJV 4×95+1×50 350米',
        '以上共11项，麻烦尽快报价，谢谢！（含税含运，送到芜湖三山区）',
        '第 15 行，第 31 列 100% Windows (CRLF) UTF-8',
      ].join('\n'),
    );
    expect(rows.map((r) => r.line)).toEqual([1]);
  });
});

describe('readInquiryText', () => {
  it('reads a chat message line by line, skipping the greeting and sign-off', () => {
    const rows = readInquiryText(
      [
        '王经理您好，麻烦报个价：',
        '1、BV2.5 100卷',
        '2. BV-2.5 100米',
        '3）KVV10*1.5 500m',
        '4、YJV22-8.7/15-3*240 1.2km',
        '5、YJV 4×240+1×120，2盘，每盘500米',
        '6、KVV 4*2.5 300',
        '以上含税含运费，谢谢！',
        '张工 13912345678',
      ].join('\n'),
    );
    expect(rows.map(brief)).toEqual([
      { line: 2, model: 'BV', scope: '', spec: '1*2.5', metres: 10000, reasons: [] },
      { line: 3, model: 'BV', scope: '', spec: '1*2.5', metres: 100, reasons: [] },
      { line: 4, model: 'KVV', scope: '', spec: '10*1.5', metres: 500, reasons: [] },
      { line: 5, model: 'YJV22', scope: '8.7/15kV', spec: '3*240', metres: 1200, reasons: [] },
      { line: 6, model: 'YJV', scope: '', spec: '4*240+1*120', metres: 1000, reasons: [] },
      { line: 7, model: 'KVV', scope: '', spec: '4*2.5', metres: 300, reasons: [] },
    ]);
  });

  it('reads rows copied from a sheet (tab-separated) by their header, whatever the column order', () => {
    const text = '序号\t名称\t规格型号\t单位\t数量\n1\t电力电缆\tYJV-3×150\t米\t600\n2\t控制电缆\tKVV 4×1.5\tkm\t1.2\n';
    expect(readInquiryText(text).map((r) => [r.line, r.model, r.spec, r.metres])).toEqual([
      [2, 'YJV', '3*150', 600],
      [3, 'KVV', '4*1.5', 1200],
    ]);
  });

  it('reads a serial with a dot before a voltage: "27.1kV YJV…" is item 27 at 1kV', () => {
    expect(readInquiryText('27.1kV YJV-3×4+1×2.5mm2 250 米')[0]).toMatchObject({ scope: '1kV', metres: 250 });
  });
});

describe('a line that asks for a cable without saying how much', () => {
  it('is a row for review when it names a model and an unstated amount (若干, 待定), not a note', () => {
    const rows = readInquiryText(
      '9）BV线若干，规格数量待现场确认；\n另需电缆桥架，规格待定\n以上均需国标，请于本周五前回复',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ line: 1, model: 'BV', spec: '', count: '' });
    expect(rows[0]!.metres).toBeUndefined();
    expect(rows[0]!.reasons).toEqual(expect.arrayContaining(['quantity-missing', 'spec-unreadable']));
  });
});

describe("a change notice, a cable-run list and a foreman's note (the fourth holdout)", () => {
  it('takes the adjusted quantity of a tender clarification, not the original', () => {
    const rows = readInquiryTable({
      rows: [
        ['序号', '货物名称', '规格型号', '单位', '原数量', '调整后数量'],
        ['1', '电力电缆', 'YJV22-8.7/15kV-3×240', '米', '1200', '1500'],
        ['2', '电力电缆', 'YJV-0.6/1kV-4×95+1×50', '米', '600', '600'],
      ],
    });
    expect(rows.map((r) => [r.model, r.spec, r.metres])).toEqual([
      ['YJV22', '3*240', 1500],
      ['YJV', '4*95+1*50', 600],
    ]);
  });

  it('takes a total written as one (共600米) whatever 根数 says', () => {
    const rows = readInquiryTable({
      rows: [
        ['序号', '电缆编号', '型号规格', '根数', '长度'],
        ['1', 'M-01', 'YJV-4×25+1×16', '3', '共600米'],
        ['2', 'M-02', 'YJV-4×16', '2', '80米'],
      ],
    });
    expect(rows.map((r) => r.metres)).toEqual([600, 160]);
  });

  it('asks about 铠装 written beside a model with no armour (YJV22 meant?), not beside an armoured one', () => {
    const rows = readInquiryTable({
      rows: [
        ['序号', '名称', '型号规格', '单位', '数量'],
        ['1', '铠装电力电缆', 'YJV-3×185+2×95', '米', '220'],
        ['2', '铠装电力电缆', 'YJV22-3×185+2×95', '米', '220'],
        ['3', '非铠装电力电缆', 'YJV-3×185+2×95', '米', '220'],
      ],
    });
    expect(rows.map((r) => r.reasons)).toEqual([['model-uncertain'], [], []]);
  });

  it("reads a state-grid description's fire class as the model's prefix (阻燃C级 ZC-, 耐火 NH-), not 无阻燃", () => {
    const rows = readInquiryTable({
      rows: [
        ['序号', '物料描述', '单位', '数量'],
        ['1', '电力电缆,AC1kV,YJV,4×50+1×25,阻燃C级,无铠装', '千米', '0.210'],
        ['2', '电力电缆,AC1kV,YJV,5×16,阻燃A级,无铠装', '千米', '0.090'],
        ['3', '电力电缆,AC1kV,YJV,4×35+1×16,耐火,无铠装', '千米', '0.145'],
        ['4', '电力电缆,AC1kV,YJV,4×35+1×16,阻燃,无铠装', '千米', '0.1'],
        ['5', '电力电缆,AC10kV,YJV,3×70,22,无阻燃', '千米', '0.5'],
      ],
    });
    expect(rows.map((r) => [r.model, r.metres])).toEqual([
      ['ZC-YJV', 210],
      ['ZA-YJV', 90],
      ['NH-YJV', 145],
      ['ZR-YJV', 100],
      ['YJV22', 500],
    ]);
  });

  it("reads a change notice's lines: the new cable, 新增第N项 no amount, 删除第N项 cancelled", () => {
    const rows = readInquiryText(
      [
        '1. 第11项原“YJV-0.6/1kV-3×150+2×70”变更为“YJV-0.6/1kV-3×150+1×70”，数量360米不变。',
        '3. 第16项“KVV-450/750V-7×1.5”改为“KVV-450/750V-7×2.5”，数量300米。',
        '4. 新增第21项：低烟无卤电力电缆 WDZ-YJY-0.6/1kV-5×10，300米。',
        '7. 删除第17项 BV-450/750V-1×6（原50卷）。',
        '8. 删除第19项。',
      ].join('\n'),
    );
    expect(rows.map((r) => [r.model, r.spec, r.reasons.includes('line-cancelled') ? 'cancelled' : r.metres])).toEqual([
      ['YJV', '3*150+1*70', 360],
      ['KVV', '7*2.5', 300],
      ['WDZ-YJY', '5*10', 300],
      ['BV', '1*6', 'cancelled'],
    ]);
  });

  it('reads an amount in financial numerals (壹佰伍拾米 is 150 m)', () => {
    expect(readInquiryText('12.YJLV 4*120+1*70 壹佰伍拾米')[0]!.metres).toBe(150);
    expect(readInquiryText('YJV 4*25 贰仟米')[0]!.metres).toBe(2000);
    expect(readInquiryText('5.电揽YJV 5*10 两佰米')[0]!.metres).toBe(200);
  });

  it('asks again about a line a later correction names by its cable, and about a shortfall to be made up', () => {
    const rows = readInquiryText(
      [
        'WDZ-YJY 4*50+1*25 400米',
        'KVV 7*1.5 200米',
        '更正：WDZ-YJY 4*50+1*25 要600米，不是400',
        '上次的BV2.5红色少了1卷，这次一起补上',
      ].join('\n'),
    );
    expect(rows.map((r) => [r.model, r.metres])).toEqual([
      ['WDZ-YJY', undefined],
      ['KVV', 200],
      ['WDZ-YJY', 600],
      ['BV', undefined],
    ]);
  });

  it('reads a second description column (扩展描述) with the first: its rated voltage over the network level', () => {
    const rows = readInquiryTable({
      rows: [
        ['序号', '物料描述', '扩展描述', '单位', '数量'],
        ['1', '电力电缆,AC10kV,YJV22,3×240,无阻燃,钢带铠装', '额定电压8.7/15kV', '千米', '0.860'],
      ],
    });
    expect(rows.map((r) => [r.model, r.scope, r.spec, r.metres, r.reasons])).toEqual([
      ['YJV22', '8.7/15kV', '3*240', 860, []],
    ]);
  });

  it('asks which of a range of lengths is meant, and reads 1.2k at the end of a line as 1200 m', () => {
    for (const text of ['YJV 4*95 800-1000米', 'YJV 4*95 800 ~ 1000米', 'YJV 4*95 800至1000米']) {
      const [row] = readInquiryText(text);
      expect([row!.metres, row!.reasons]).toEqual([undefined, ['quantity-ambiguous']]);
    }
    // A dash with spaces around it is no range: a model stood there.
    expect(readInquiryText('30 1kV ZC-YJV-3X120+1X70 400M')[0]!.metres).toBe(400);
    expect(readInquiryText('bv2.5 1.2k')[0]!.metres).toBe(1200);
  });
});

describe('readInquiryPdf', () => {
  /** Text items of one printed line, each cell at its column's x, y downwards. */
  const line = (y: number, cells: Array<[number, string]>): PdfTextItem[] =>
    cells.map(([x, text]) => ({ text, x, y, width: text.length * 9, height: 10 }));

  it('puts a cell left-aligned under a centred header, or right-aligned, in its own column (the blank no cell crosses)', () => {
    const items = [
      ...line(100, [
        [44, '序号'],
        [103, '名称'],
        [179, '型号'],
        [265, '规格'],
        [347, '数量'],
        [398, '单位'],
        [485, '备注'],
      ]),
      ...line(120, [
        [40, '17'],
        [74, '电线'],
        [158, 'BV'],
        [226, '2.5'],
        [364, '30'],
        [390, '卷'],
        [432, '红、蓝各15卷'],
      ]),
      ...line(140, [
        [40, '18'],
        [226, '4'],
        [364, '20'],
        [390, '卷'],
      ]),
      ...line(160, [
        [40, '21'],
        [74, '架空绝缘导线'],
        [158, 'JKLYJ'],
        [226, '1×95'],
        [355, '800'],
        [390, '米'],
        [432, '1kV'],
      ]),
      ...line(200, [[40, '备注：以上价格含税含运，电线按100米/卷报价，请于本周五前回复。']]),
    ];
    expect(readInquiryPdf([{ items }]).map(brief)).toEqual([
      { line: 2, model: 'BV', scope: '', spec: '1*2.5', metres: 3000, reasons: [] },
      // 名称 and 型号 left blank under the item above: its model, the row's own size.
      { line: 3, model: 'BV', scope: '', spec: '1*4', metres: 2000, reasons: [] },
      // 1kV in 备注, nothing else: the row's voltage.
      { line: 4, model: 'JKLYJ', scope: '1kV', spec: '1*95', metres: 800, reasons: [] },
    ]);
  });

  it('rebuilds the columns from the header positions, with 单位 before 数量 or after it', () => {
    for (const [unitX, qtyX] of [
      [300, 360],
      [360, 300],
    ] as const) {
      const items = [
        ...line(40, [[200, 'XX工程电缆询价单']]),
        ...line(70, [
          [40, '序号'],
          [80, '名称'],
          [160, '型号规格'],
          [unitX, '单位'],
          [qtyX, '数量'],
          [420, '备注'],
        ]),
        ...line(90, [
          [40, '1'],
          [80, '电力电缆'],
          [160, 'YJV-4×95+1×50'],
          [unitX, '米'],
          [qtyX, '350'],
        ]),
        ...line(110, [
          [40, '2'],
          [80, '电力电缆'],
          [160, 'YJV-4×70+1×35'],
          [unitX, '盘'],
          [qtyX, '2'],
          [420, '每盘500米'],
        ]),
        ...line(140, [[40, '注：报价含税。']]),
      ];
      expect(readInquiryPdf([{ items }]).map(brief)).toEqual([
        { line: 3, model: 'YJV', scope: '', spec: '4*95+1*50', metres: 350, reasons: [] },
        { line: 4, model: 'YJV', scope: '', spec: '4*70+1*35', metres: 1000, reasons: [] },
      ]);
    }
  });

  it('gives the rows under one 序号 the model of its merged 名称 cell, and a 规格型号 cell its lines (a tender 货物需求一览表)', () => {
    const header = line(70, [
      [40, '序号'],
      [80, '货物名称'],
      [220, '规格型号'],
      [360, '单位'],
      [400, '数量'],
    ]);
    const items = [
      ...line(40, [[120, '某污水处理厂电缆采购项目']]),
      ...header,
      // Item 1: the merged 货物名称's two lines centred over its three rows.
      ...line(90, [
        [40, '1'],
        [80, '阻燃电力电缆'],
        [220, '4×95+1×50'],
        [360, '米'],
        [400, '540'],
      ]),
      ...line(104, [
        [80, 'ZR-YJV-0.6/1kV'],
        [220, '4×50+1×25'],
        [360, '米'],
        [400, '380'],
      ]),
      ...line(118, [
        [220, '5×10'],
        [360, '米'],
        [400, '260'],
      ]),
      // Item 2: a 规格型号 cell of three lines, model, voltage, structure.
      ...line(132, [
        [40, '2'],
        [80, '耐火电力电缆'],
        [220, 'NH-YJV'],
        [360, '米'],
        [400, '210'],
      ]),
      ...line(146, [[220, '0.6/1kV']]),
      ...line(160, [[220, '4×35+1×16']]),
      // Item 3 under its own name: no model of item 1's.
      ...line(174, [
        [40, '3'],
        [80, '控制电缆'],
        [220, '4×1.5'],
        [360, '米'],
        [400, '600'],
      ]),
      ...line(188, [
        [220, '7×1.5'],
        [360, '米'],
        [400, '450'],
      ]),
    ];
    expect(readInquiryPdf([{ items }]).map((r) => [r.model, r.scope, r.spec, r.metres])).toEqual([
      ['ZR-YJV', '0.6/1kV', '4*95+1*50', 540],
      ['ZR-YJV', '0.6/1kV', '4*50+1*25', 380],
      ['ZR-YJV', '0.6/1kV', '5*10', 260],
      ['NH-YJV', '0.6/1kV', '4*35+1*16', 210],
      ['', '', '4*1.5', 600],
      ['', '', '7*1.5', 450],
    ]);
  });

  it("joins a 规格型号 cell broken over the page end, past the page number and the next page's running head", () => {
    const pageOne = [
      ...line(20, [[120, '某污水处理厂电缆采购项目 招标文件']]),
      ...line(70, [
        [40, '序号'],
        [80, '货物名称'],
        [220, '规格型号'],
        [360, '单位'],
        [400, '数量'],
      ]),
      ...line(90, [
        [40, '11'],
        [80, '低烟无卤电缆'],
        [220, 'WDZ-YJY-0.6/1kV'],
        [360, '米'],
        [400, '320'],
      ]),
      ...line(700, [[240, '第 1 页 共 2 页']]),
    ];
    const pageTwo = [
      ...line(20, [[120, '某污水处理厂电缆采购项目 招标文件']]),
      ...line(40, [[220, '4×120+1×70']]),
      ...line(54, [
        [40, '12'],
        [80, '电力电缆'],
        [220, 'YJV-0.6/1kV-5×16'],
        [360, '米'],
        [400, '260'],
      ]),
      ...line(700, [[240, '第 2 页 共 2 页']]),
    ];
    const rows = readInquiryPdf([{ items: pageOne }, { items: pageTwo }]);
    expect(rows.map((r) => [r.model, r.spec, r.metres, r.reasons])).toEqual([
      ['WDZ-YJY', '4*120+1*70', 320, []],
      ['YJV', '5*16', 260, []],
    ]);
  });

  it("reads a letter's lines above its table as text (a change notice's added line)", () => {
    const items = [
      ...line(40, [[40, '关于电缆采购数量的澄清：新增 YJV-4×25+1×16 150米']]),
      ...line(70, [
        [40, '序号'],
        [160, '规格型号'],
        [300, '单位'],
        [360, '数量'],
      ]),
      ...line(90, [
        [40, '1'],
        [160, 'YJV-4×95+1×50'],
        [300, '米'],
        [360, '350'],
      ]),
    ];
    expect(readInquiryPdf([{ items }]).map((r) => [r.model, r.spec, r.metres])).toEqual([
      ['YJV', '4*25+1*16', 150],
      ['YJV', '4*95+1*50', 350],
    ]);
  });

  it('reads a list printed in two halves side by side, the right half half a line lower, each line in its half', () => {
    const half = (x: number, y: number, cells: string[]) =>
      line(
        y,
        cells.map((text, k): [number, string] => [x + [0, 30, 150, 190][k]!, text]),
      );
    const items = [
      ...half(40, 70, ['序号', '型号规格', '单位', '数量']),
      ...half(300, 79, ['序号', '型号规格', '单位', '数量']),
      ...half(40, 100, ['1', 'YJV-4×240+1×120', '米', '320']),
      ...half(300, 109, ['13', 'VV-3×25+2×16', '米', '200']),
      ...half(40, 130, ['2', 'YJV-4×185+1×95', '米', '450']),
      ...half(300, 139, ['14', 'KVV-4×1.5', '米', '850']),
    ];
    // The left half's rows, then the right half's, each at its own line.
    expect(readInquiryPdf([{ items }]).map(brief)).toEqual([
      { line: 3, model: 'YJV', scope: '', spec: '4*240+1*120', metres: 320, reasons: [] },
      { line: 5, model: 'YJV', scope: '', spec: '4*185+1*95', metres: 450, reasons: [] },
      { line: 4, model: 'VV', scope: '', spec: '3*25+2*16', metres: 200, reasons: [] },
      { line: 6, model: 'KVV', scope: '', spec: '4*1.5', metres: 850, reasons: [] },
    ]);
  });

  it('reads a PDF without a table header as lines of text', () => {
    const items = [
      ...line(40, [[40, '请报价：']]),
      ...line(60, [
        [40, 'YJV 3*240+1*120'],
        [200, '200米'],
      ]),
    ];
    expect(readInquiryPdf([{ items }]).map(brief)).toEqual([
      { line: 2, model: 'YJV', scope: '', spec: '3*240+1*120', metres: 200, reasons: [] },
    ]);
  });
});

describe('records and lists typed by hand', () => {
  it("reads a line of labelled fields as one row of a table under its labels (an approval app's 明细)", () => {
    const text = [
      '明细1',
      '物品名称：电力电缆  规格型号：YJV-0.6/1KV-4*95+1*50  数量：1,200  单位：米  用途：1#楼',
      '物品名称：布电线　规格型号：BV-2.5　数量：20　单位：卷　用途：照明',
      '物品名称：YJV电缆  规格型号：4*16  数量：260  单位：米  用途：路灯',
      '物品名称：高压电缆  规格型号：YJV-8.7/15KV-3*95  数量：1.2  单位：千米  用途：环网柜进线',
      '物品名称：电力电缆  规格型号：YJV-4*240+1*120  数量：2  单位：盘  用途：总进线',
      '申请人：李明',
    ].join('\n');
    expect(readInquiryText(text).map(brief)).toEqual([
      { line: 2, model: 'YJV', scope: '0.6/1kV', spec: '4*95+1*50', metres: 1200, reasons: [] },
      { line: 3, model: 'BV', scope: '', spec: '1*2.5', metres: 2000, reasons: [] },
      { line: 4, model: 'YJV', scope: '', spec: '4*16', metres: 260, reasons: [] },
      { line: 5, model: 'YJV', scope: '8.7/15kV', spec: '3*95', metres: 1200, reasons: [] },
      { line: 6, model: 'YJV', scope: '', spec: '4*240+1*120', metres: undefined, reasons: ['drum-length-missing'] },
    ]);
  });

  it('reads a line of labelled fields separated by commas the same way (…，数量：20，单位：卷)', () => {
    const text = [
      '物品名称：布电线，规格型号：BV-2.5，数量：20，单位：卷，用途：照明',
      '物品名称：高压电缆, 规格型号：YJV-8.7/15KV-3*95, 数量：1.2, 单位：千米; 用途：环网柜进线',
      '型号: YJV 4*95+1*50, 数量: 300, 单位: 米',
    ].join('\n');
    expect(readInquiryText(text).map(brief)).toEqual([
      { line: 1, model: 'BV', scope: '', spec: '1*2.5', metres: 2000, reasons: [] },
      { line: 2, model: 'YJV', scope: '8.7/15kV', spec: '3*95', metres: 1200, reasons: [] },
      { line: 3, model: 'YJV', scope: '', spec: '4*95+1*50', metres: 300, reasons: [] },
    ]);
  });

  it('reads a Notepad list lined up with tabs by where its cells stand under the header', () => {
    const text = [
      '序号\t型号\t规格\t\t单位\t数量\t备注',
      // One cell too few: the eye reads 米 under 单位 and 260 under 数量, not one column to the left.
      '1\tYJV\t4×185+1×95\t米\t２６０\tAP1进线',
      '4\tZR-YJV\t5×16\t\t米\t150\t排风机',
      // A structure wrapped by hand: its rest on the next line, under the same column ...
      '6\tNH-YJV\t4×50+\t米\t２１０\t消防',
      '\t\t1×25',
      // ... or with the amount on the next line.
      '7\tZC-YJV\t４×９５＋',
      '\t１×５０\t米\t１２０\t ',
    ].join('\n');
    expect(readInquiryText(text).map(brief)).toEqual([
      { line: 2, model: 'YJV', scope: '', spec: '4*185+1*95', metres: 260, reasons: [] },
      { line: 3, model: 'ZR-YJV', scope: '', spec: '5*16', metres: 150, reasons: [] },
      { line: 4, model: 'NH-YJV', scope: '', spec: '4*50+1*25', metres: 210, reasons: [] },
      { line: 7, model: 'ZC-YJV', scope: '', spec: '4*95+1*50', metres: 120, reasons: [] },
    ]);
  });

  it('reads a wire\'s area before its unit when the amount follows the unit ("BVR 1.5 卷 8")', () => {
    expect(readInquiryText('12  BVR   1.5     卷  ８').map(brief)).toEqual([
      { line: 1, model: 'BVR', scope: '', spec: '1*1.5', metres: 800, reasons: [] },
    ]);
  });

  it("reads no row from a specification's requirements in prose, a clause's number no amount", () => {
    const text = [
      '2.1 0.6/1kV交联聚乙烯绝缘电力电缆（YJV、YJV22）执行GB/T 12706.1-2020，导体采用第2类绞合铜导体。',
      '2.4 四芯加一芯电缆（如YJV-4×185+1×95）的中性线截面按标准配置，不接受减小截面。',
      '3 YJV-4×185+1×95 电缆 按实际',
    ].join('\n');
    expect(readInquiryText(text).map((row) => [row.line, row.spec, row.reasons])).toEqual([
      [3, '4*185+1*95', ['quantity-missing']],
    ]);
  });

  it('takes no amount from a standard\'s number ("执行GB/T 12706-2020标准")', () => {
    expect(readInquiryText('所供电缆须为铜芯，执行GB/T 12706-2020标准，YJV22系列须为钢带铠装。')).toEqual([]);
  });
});

describe('sheets that give the amount or the structure in parts', () => {
  it('reads a list by place: the 合计 column is the quantity, the places its parts', () => {
    const rows = [
      ['序号', '名称', '型号规格', '单位', '1#楼', '2#楼', '3#楼', '地下室', '合计(米)', '备注'],
      ['1', '电力电缆', 'YJV-0.6/1kV 4×185+1×95', '米', '120', '135', '128', '260', '643', '进户'],
      // The total left empty: the places add up to it.
      ['4', '电力电缆', 'YJV 5×16', '米', '340', '360', '355', '120'],
      // A total that is not the places' sum: which is meant is asked.
      ['9', '电力电缆', 'YJV 4×35+1×16', '米', '150', '150', '150', '', '500'],
      ['6', '电力电缆', 'YJV 1×240', '千米', '0.36', '0.36', '0.36', '0.9', '1.98'],
    ];
    expect(readInquiryTable({ rows }).map(brief)).toEqual([
      { line: 2, model: 'YJV', scope: '0.6/1kV', spec: '4*185+1*95', metres: 643, reasons: [] },
      { line: 3, model: 'YJV', scope: '', spec: '5*16', metres: 1175, reasons: [] },
      { line: 4, model: 'YJV', scope: '', spec: '4*35+1*16', metres: undefined, reasons: ['quantity-ambiguous'] },
      { line: 5, model: 'YJV', scope: '', spec: '1*240', metres: 1980, reasons: [] },
    ]);
  });

  it('takes no 合计 beside a price for the quantity (a sum of money)', () => {
    const rows = [
      ['序号', '型号规格', '单位', '单价', '合计'],
      ['1', 'YJV 4×35+1×16', '米', '85.5', '25650'],
    ];
    expect(readInquiryTable({ rows }).map((row) => [row.metres, row.count])).toEqual([[undefined, '']]);
  });

  it('reads 芯数 and 截面 in columns of their own as one structure, a bare 电压 level as kV', () => {
    const rows = [
      ['序号', '型号', '电压(kV)', '芯数', '截面(mm²)', '长度(m)'],
      ['1', 'YJV', '0.6/1', '4+1', '95+50', '320'],
      ['2', 'YJV', '0.6/1', '4＋1', '185＋95', '260'],
      ['3', 'YJV', '0.6/1', '四芯', '35', '150'],
      ['4', 'JKLYJ', '10', '1', '150', '900'],
      // A fourth core whose size is not said: the spec is asked.
      ['5', 'YJV', '0.6/1', '3+1', '70', '95'],
      [],
      // The same header again with another unit: its rows are in that unit.
      ['序号', '型号', '电压(kV)', '芯数', '截面(mm²)', '长度(km)'],
      ['6', 'YJV22', '8.7/15', '3', '240', '1.250'],
    ];
    expect(readInquiryTable({ rows }).map(brief)).toEqual([
      { line: 2, model: 'YJV', scope: '0.6/1kV', spec: '4*95+1*50', metres: 320, reasons: [] },
      { line: 3, model: 'YJV', scope: '0.6/1kV', spec: '4*185+1*95', metres: 260, reasons: [] },
      { line: 4, model: 'YJV', scope: '0.6/1kV', spec: '4*35', metres: 150, reasons: [] },
      { line: 5, model: 'JKLYJ', scope: '10kV', spec: '1*150', metres: 900, reasons: [] },
      { line: 6, model: 'YJV', scope: '0.6/1kV', spec: '', metres: 95, reasons: ['spec-unreadable'] },
      { line: 9, model: 'YJV22', scope: '8.7/15kV', spec: '3*240', metres: 1250, reasons: [] },
    ]);
  });

  it('reads a 规格型号 beside a 物料描述 as the same item described further', () => {
    const rows = [
      ['行号', '物料编码', '物料描述', '规格型号', '单位', '需求数量'],
      ['1', '1.02031E+11', '电力电缆', 'YJV,0.6/1kV,4*70+1*35', '米', '500.00'],
    ];
    expect(readInquiryTable({ rows }).map(brief)).toEqual([
      { line: 2, model: 'YJV', scope: '0.6/1kV', spec: '4*70+1*35', metres: 500, reasons: [] },
    ]);
  });
});

describe('sheets of the sixth holdout', () => {
  it('reads a bilingual header (单位\\nUnit), Ditto rows, rolls in English, and a line the owner buys as a question', () => {
    const rows = [
      ['序号\nItem', '名称\nDescription', '规格型号\nSize', '单位\nUnit', "数量\nQ'ty", '备注\nRemark'],
      ['A6', '低烟无卤电缆 LSZH cable WDZ-YJY-0.6/1kV', '3×50+2×25', 'm', '190'],
      ['A11', '交联电力电缆 XLPE power cable YJV-0.6/1kV', '4×120+1×70', 'm', '300', 'By owner 业主自购'],
      ['B4', '软护套线 Flexible sheathed cable RVV-300/500V', '3×1.5', 'Roll', '4'],
      ['C1', 'PVC insulated wire BV-450/750V', '1×2.5 红 Red', 'Roll', '30'],
      ['C2', '同上 Ditto', '1×2.5 蓝 Blue', '卷', '20'],
    ];
    expect(readInquiryTable({ rows }).map(brief)).toEqual([
      { line: 2, model: 'WDZ-YJY', scope: '0.6/1kV', spec: '3*50+2*25', metres: 190, reasons: [] },
      { line: 3, model: 'YJV', scope: '0.6/1kV', spec: '4*120+1*70', metres: 300, reasons: ['line-cancelled'] },
      { line: 4, model: 'RVV', scope: '300/500V', spec: '3*1.5', metres: 400, reasons: [] },
      { line: 5, model: 'BV', scope: '450/750V', spec: '1*2.5', metres: 3000, reasons: [] },
      { line: 6, model: 'BV', scope: '450/750V', spec: '1*2.5', metres: 2000, reasons: [] },
    ]);
  });

  it('reads wire by colour under a 数量(卷) header: a total, so much of each colour, and a total that disagrees', () => {
    const rows = [
      ['名称', '规格', '颜色', '数量(卷)', '备注'],
      ['单芯硬线', 'BV 1.5', '红/黄/绿/蓝/黑', '10', '照明'],
      ['单芯硬线', 'BV 2.5', '红黄绿各2', '6', '插座'],
      ['同上　颜色：蓝', '', '', '4', '零线'],
      ['单芯硬线', 'BV4', '红/黄/绿', '各2'],
      ['单芯硬线', 'BV 6㎡', '红黄绿蓝', '8'],
      ['多股软线', 'BVR 2.5', '红黄绿各2', '10'],
      ['单芯硬线', 'bv16', '黄绿', '1'],
    ];
    expect(readInquiryTable({ rows }).map(brief)).toEqual([
      { line: 2, model: 'BV', scope: '', spec: '1*1.5', metres: 1000, reasons: [] },
      { line: 3, model: 'BV', scope: '', spec: '1*2.5', metres: 600, reasons: [] },
      { line: 4, model: 'BV', scope: '', spec: '1*2.5', metres: 400, reasons: [] },
      { line: 5, model: 'BV', scope: '', spec: '1*4', metres: 600, reasons: [] },
      { line: 6, model: 'BV', scope: '', spec: '1*6', metres: 800, reasons: [] },
      { line: 7, model: 'BVR', scope: '', spec: '1*2.5', metres: undefined, reasons: ['quantity-ambiguous'] },
      { line: 8, model: 'BV', scope: '', spec: '1*16', metres: 100, reasons: [] },
    ]);
  });

  it('reads an item over two rows whose 单位 and 数量 are merged down over both', () => {
    const rows = [
      ['序号', '名称', '规格型号', '单位', '数量', '备注'],
      ['1', '电力电缆', 'YJV22-0.6/1kV', '米', '350', '直埋'],
      ['', '', '4×95+1×50'],
      ['7', '高压电缆', 'YJV22-8.7/15kV', '米', '2根×185'],
      ['', '', '3×120'],
    ];
    const merges = [3, 4, 5].flatMap((left) => [
      { top: 1, left, bottom: 2, right: left },
      { top: 3, left, bottom: 4, right: left },
    ]);
    expect(readInquiryTable({ rows, merges }).map(brief)).toEqual([
      { line: 2, model: 'YJV22', scope: '0.6/1kV', spec: '4*95+1*50', metres: 350, reasons: [] },
      { line: 4, model: 'YJV22', scope: '8.7/15kV', spec: '3*120', metres: 370, reasons: [] },
    ]);
  });

  it('reads an amount with a tolerance, how it is delivered or its breakdown as the amount; (铝) under a copper model asks', () => {
    const rows = [
      ['序号', '规格型号', '单位', '数量'],
      ['2', '0.6/1kV YJV 4×95+1×50', '米', '500±5%'],
      ['3', '0.6/1kV YJV22 3X185+1X95mm²', '米', '300(分3盘)'],
      ['4', '0.6/1kV YJV 4*120+1*70(铝)', '米', '260'],
      ['17', '26/35kV YJV 1×400', '米', '630(3×210)'],
    ];
    expect(readInquiryTable({ rows }).map(brief)).toEqual([
      { line: 2, model: 'YJV', scope: '0.6/1kV', spec: '4*95+1*50', metres: 500, reasons: [] },
      { line: 3, model: 'YJV22', scope: '0.6/1kV', spec: '3*185+1*95', metres: 300, reasons: [] },
      { line: 4, model: 'YJV', scope: '0.6/1kV', spec: '4*120+1*70', metres: 260, reasons: ['model-uncertain'] },
      { line: 5, model: 'YJV', scope: '26/35kV', spec: '1*400', metres: 630, reasons: [] },
    ]);
  });
});

describe('texts of the sixth holdout', () => {
  it("reads a table a mail client drew with pipes, and stops at the mail it quotes (Outlook's From: and Sent:)", () => {
    const text = [
      'From: Ahmed Raza <ahmed@example.com>',
      'Sent: Tuesday, October 14, 2025 3:42 PM',
      'Subject: RE: RFQ-2025-118',
      'Please quote the revised list below, previous list is cancelled.',
      '| No. | Description                 | Size                | Qty   | Unit |',
      '|-----|------|------|------|------|',
      '| 1   | Cu/XLPE/PVC (YJV) 0.6/1kV   | 4C x 240 + 1C x 120 | 850   | m    |',
      '| 6   | Fire resistant NH-YJV 0.6/1kV | 4C x 25 +         | 180   | m    |',
      '|     |                             | 1C x 16             |       |      |',
      '| 13  | KVV 450/750V control cable  | 4C x 2.5            | TBA   | m    |',
      'Best regards,',
      'From: Ahmed Raza <ahmed@example.com>',
      'Sent: Monday, October 6, 2025 10:02 AM',
      '| No. | Description | Size | Qty | Unit |',
      '| 1   | YJV 0.6/1kV | 4C x 240 + 1C x 120 | 700 | m |',
    ].join('\n');
    expect(readInquiryText(text).map(brief)).toEqual([
      { line: 7, model: 'YJV', scope: '0.6/1kV', spec: '4*240+1*120', metres: 850, reasons: [] },
      { line: 8, model: 'NH-YJV', scope: '0.6/1kV', spec: '4*25+1*16', metres: 180, reasons: [] },
      { line: 10, model: 'KVV', scope: '450/750V', spec: '4*2.5', metres: undefined, reasons: ['quantity-missing'] },
    ]);
  });

  it('asks about the lines above "以上都要阻燃的", and takes back a line a quote-reply cancels (这个不要了)', () => {
    const text = [
      'YJV 4*185+1*95 260米',
      'YJV 5*10 450米',
      '以上都要阻燃的',
      '',
      'VV 3*16+1*10 150米',
      '李建华 10月15日 09:31',
      '「张工(鑫达机电)：VV 3*16+1*10 150米」',
      '- - - - - - - - - - - - - - -',
      '这个不要了',
    ].join('\n');
    expect(readInquiryText(text).map(brief)).toEqual([
      { line: 1, model: 'YJV', scope: '', spec: '4*185+1*95', metres: 260, reasons: ['model-uncertain'] },
      { line: 2, model: 'YJV', scope: '', spec: '5*10', metres: 450, reasons: ['model-uncertain'] },
      {
        line: 5,
        model: 'VV',
        scope: '',
        spec: '3*16+1*10',
        metres: undefined,
        reasons: ['quantity-ambiguous', 'line-cancelled'],
      },
    ]);
  });

  it('reads cores said in words over two groups, and coils of two colours as their sum', () => {
    expect(readInquiryText('嗯还有YJV的四芯二十五加一芯十六 一百五十米\nBVR2.5 一卷红的一卷蓝的').map(brief)).toEqual([
      { line: 1, model: 'YJV', scope: '', spec: '4*25+1*16', metres: 150, reasons: [] },
      { line: 2, model: 'BVR', scope: '', spec: '1*2.5', metres: 200, reasons: [] },
    ]);
  });
});

describe('the seventh holdout', () => {
  it("gives a group heading's model to the rows under it, and reads a Traditional Chinese list and a 是否报价 column", () => {
    const rows = [
      ['序号', '型号及名称', '规格', '單位', '數量', '是否报价'],
      ['一', 'YJV-0.6/1kV 交联聚乙烯绝缘电力电缆'],
      ['1', '', '4×95+1×50', '米', '420', '√'],
      ['2', '', '4×70+1×35', '公尺', '385', '×'],
      ['二', 'BV-450/750V 布电线'],
      ['3', '', '2.5', '捲', '30', '是'],
      ['4', '', '4', '盤', '20', ''],
    ];
    expect(readInquiryTable({ rows }).map(brief)).toEqual([
      { line: 3, model: 'YJV', scope: '0.6/1kV', spec: '4*95+1*50', metres: 420, reasons: [] },
      { line: 4, model: 'YJV', scope: '0.6/1kV', spec: '4*70+1*35', metres: 385, reasons: ['line-cancelled'] },
      { line: 6, model: 'BV', scope: '450/750V', spec: '1*2.5', metres: 3000, reasons: [] },
      { line: 7, model: 'BV', scope: '450/750V', spec: '1*4', metres: 2000, reasons: ['line-cancelled'] },
    ]);
  });

  it("gives a row whose 名称 is blank right under an item, and names no model, the item's model", () => {
    const rows = [
      ['序号', '名称', '型号', '规格', '数量', '单位'],
      ['1', '电力电缆', 'YJV', '4×185+1×95', '220', '米'],
      ['2', '', '', '4×120+1×70', '380', '米'],
      ['3', '控制电缆', 'KVV', '4×1.5', '100', '米'],
      ['4', '', '', '7×2.5', '120', '米'],
      [],
      ['5', '', '', '5×10', '460', '米'],
    ];
    expect(readInquiryTable({ rows }).map((row) => [row.line, row.model, row.spec, row.reasons])).toEqual([
      [2, 'YJV', '4*185+1*95', []],
      [3, 'YJV', '4*120+1*70', []],
      [4, 'KVV', '4*1.5', []],
      [5, 'KVV', '7*2.5', []],
      // Not right under an item: no model to take.
      [7, '', '5*10', ['model-unknown']],
    ]);
  });

  it("reads a dealer's shorthand, voice input, a level no cable is rated at, a bare range and a cancellation by its cable", () => {
    const text = [
      'yjv4*120+1*70/150',
      'kvv7*1.5——150',
      'yjv4*240+1*120/80-100',
      'bv2.5红10卷 蓝10卷',
      '嗯,第一个是YJV的,四乘以九十五加一乘以五十的,要三百米左右。',
      'YJV二二的三乘以一百八十五加一乘以九十五,一盘五百米的要两盘。',
      '还有消防那块用耐火的YJV,四乘以三十五加一乘以十六,两百八十米。',
      '那个单芯的YJV一乘以二百四十,十千伏的,要三根,每根一百二十米。',
      '12. 11kV XLPE/PVC 3C 150mm² 1.2km',
      '嗯还有一个五芯十六平方的YJV,要两百米。',
      '那个五芯十六的先不要了。',
    ].join('\n');
    expect(readInquiryText(text).map(brief)).toEqual([
      { line: 1, model: 'YJV', scope: '', spec: '4*120+1*70', metres: 150, reasons: [] },
      { line: 2, model: 'KVV', scope: '', spec: '7*1.5', metres: 150, reasons: [] },
      { line: 3, model: 'YJV', scope: '', spec: '4*240+1*120', metres: undefined, reasons: ['quantity-ambiguous'] },
      { line: 4, model: 'BV', scope: '', spec: '1*2.5', metres: 2000, reasons: [] },
      { line: 5, model: 'YJV', scope: '', spec: '4*95+1*50', metres: 300, reasons: [] },
      { line: 6, model: 'YJV22', scope: '', spec: '3*185+1*95', metres: 1000, reasons: [] },
      { line: 7, model: 'NH-YJV', scope: '', spec: '4*35+1*16', metres: 280, reasons: [] },
      { line: 8, model: 'YJV', scope: '10kV', spec: '1*240', metres: 360, reasons: [] },
      { line: 9, model: 'YJV', scope: '', spec: '3*150', metres: 1200, reasons: ['voltage-ambiguous'] },
      {
        line: 10,
        model: 'YJV',
        scope: '',
        spec: '5*16',
        metres: undefined,
        reasons: ['quantity-ambiguous', 'line-cancelled'],
      },
    ]);
  });
});

describe('overseas customers', () => {
  it('reads a Russian keyboard (4х185, 600 м), decimal commas (1,5 km, 10х1,5), drums, coils and rolls in English', () => {
    const text = [
      '1. YJV 4х185+1х95 — 1,5 km',
      '2. YJV22 4х70+1х35 — 600 м',
      '3. KVV 10х1,5 — 1,2 km',
      '4. YJV 3х95+1х50 — 2 pcs × 320 m',
      '5) 2.5mm2 single core PVC wire, solid, red/black/green-yellow - 30 rolls each',
      '6) 4mm2 single core PVC wire, stranded - 40 rolls',
      '8) 7C x 1.5mm2 Cu/PVC/PVC control cable - 2 x 500m drums',
      '14) 4C x 16mm2 Cu/PVC/PVC - 2 coils of 100m',
    ].join('\n');
    expect(readInquiryText(text).map((r) => [r.line, r.model, r.spec, r.metres, r.reasons])).toEqual([
      [1, 'YJV', '4*185+1*95', 1500, []],
      [2, 'YJV22', '4*70+1*35', 600, []],
      [3, 'KVV', '10*1.5', 1200, []],
      [4, 'YJV', '3*95+1*50', 640, []],
      [5, 'BV', '1*2.5', 9000, []],
      [6, 'BVR', '1*4', 4000, []],
      [7, 'KVV', '7*1.5', 1000, []],
      [8, 'VV', '4*16', 200, []],
    ]);
  });

  it("reads a trader's sheet: a drum's length in the unit or the remark, feet, harmonised wire codes", () => {
    const rows = [
      ['S/N', 'Description', 'Size (mm²)', 'Voltage', 'Unit', 'Qty', 'Remarks'],
      ['8', 'Cu/XLPE/PVC power cable', '4C x 16', '0.6/1kV', 'Drum', '1', '500m drum'],
      ['9', 'Cu/XLPE/PVC power cable', '2C x 4', '0.6/1kV', 'Coil (100m)', '10', ''],
      ['10', 'Cu/XLPE/PVC power cable', '3C x 2.5', '0.6/1kV', 'ft', '1,000', 'site measured in feet'],
      ['18', 'Cu/PVC single core wire (H07V-U / 60227 IEC 01)', '1C x 2.5', '450/750V', 'Coil', '50', '100m/coil'],
      ['19', 'Cu/PVC single core wire (H07V-K)', '1C x 6', '450/750V', 'Coil', '20', '100m/coil'],
    ];
    expect(readInquiryTable({ rows }).map((r) => [r.line, r.model, r.spec, r.metres, r.reasons])).toEqual([
      [2, 'YJV', '4*16', 500, []],
      [3, 'YJV', '2*4', 1000, []],
      [4, 'YJV', '3*2.5', 304.8, []],
      [5, 'BV', '1*2.5', 5000, []],
      [6, 'BVR', '1*6', 2000, []],
    ]);
  });

  it('follows an English note on an item: another cable with the same length, another size of its own model', () => {
    const text = [
      '3. YJV 4х50+1х25 — 2400 m',
      '6) 4mm2 single core PVC wire, stranded - 40 rolls',
      'item 3 cancel, change to YJV 5х16, same length',
      'Note: on item 6 please quote 6mm2 instead of 4mm2, same quantity.',
    ].join('\n');
    expect(readInquiryText(text).map((r) => [r.line, r.model, r.spec, r.metres, r.reasons])).toEqual([
      [1, 'YJV', '4*50+1*25', 2400, ['line-cancelled']],
      [2, 'BVR', '1*4', 4000, ['line-cancelled']],
      [3, 'YJV', '5*16', 2400, []],
      [4, 'BVR', '1*6', 4000, []],
    ]);
  });

  it('reads a markdown table: escaped signs, a <br> in a cell, 各20 under the colours its description names', () => {
    const text = [
      '| 序号 | 名称 | 型号规格 | 单位 | 数量 | 备注 |',
      '| --- | --- | --- | --- | --- | --- |',
      '| 3 | 电力电缆 | YJV 4\\*95+1\\*50 | m | 355.5 |  |',
      '| 9 | 电线 | BV-2.5<br>红/蓝/黄绿 | 卷 | 各20 | 100m/卷 |',
      '| 10 | 电线 | BV-4<br>红黄绿 | 卷 | 各5 |  |',
    ].join('\n');
    expect(readInquiryText(text).map((r) => [r.line, r.model, r.spec, r.metres])).toEqual([
      [3, 'YJV', '4*95+1*50', 355.5],
      [4, 'BV', '1*2.5', 6000],
      [5, 'BV', '1*4', 1500],
    ]);
  });
});

describe('the ninth holdout', () => {
  it('asks which of two structures written for a row is meant, and about two structures on one line', () => {
    const rows = [
      ['序号', '项目特征', '单位', '工程量'],
      ['8', '1.名称：电力电缆 2.型号：YJV 3.规格：3×120+1×70（或3×120+2×70，以设计为准）', 'm', '154.00'],
    ];
    expect(readInquiryTable({ rows }).map((r) => [r.spec, r.metres, r.reasons])).toEqual([
      ['3*120+1*70', 154, ['spec-ambiguous']],
    ]);
    expect(readInquiryText('YJV 4×16、4×10 各100米').map((r) => [r.spec, r.metres, r.reasons])).toEqual([
      ['4*16', undefined, ['quantity-ambiguous']],
    ]);
    // "另外加一条": one more line of the list, not one piece.
    expect(readInquiryText('@赵经理 另外加一条 YJV 3×240+1×120，二百二十米').map((r) => [r.spec, r.metres])).toEqual([
      ['3*240+1*120', 220],
    ]);
  });

  it("follows a DingTalk reply's quote and a summary that replaces the lines before it", () => {
    const text = [
      '老周：yjv4×70+1×35 二百米',
      '老周：vv 3×50+2×25 150米',
      '老周：刚跟老板对过，以这个为准：',
      '１．ＹＪＶ ４×９５＋１×５０  ２００米',
      '２．VV 3×50+2×25  150米',
      '３．YJV22-0.6/1kV 3×150+2×70  260米',
      '回复 老周：３．YJV22-0.6/1kV 3×150+2×70  260米',
      '第3条改成3×185+2×95，长度不变',
    ].join('\n');
    expect(readInquiryText(text).map((r) => [r.line, r.model, r.spec, r.metres, r.reasons])).toEqual([
      [1, 'YJV', '4*70+1*35', undefined, ['quantity-ambiguous', 'line-cancelled']],
      [2, 'VV', '3*50+2*25', undefined, ['quantity-ambiguous', 'line-cancelled']],
      [4, 'YJV', '4*95+1*50', 200, []],
      [5, 'VV', '3*50+2*25', 150, []],
      [6, 'YJV22', '3*150+2*70', undefined, ['quantity-ambiguous']],
      [8, 'YJV22', '3*185+2*95', 260, []],
    ]);
  });

  it('reads a rating with its highest voltage in brackets, a screened cable as no plain model, 本次先不报 in 备注', () => {
    const read = (line: string) => readInquiryText(line).map((r) => [r.model, r.scope, r.spec]);
    expect(read('13. MV cable Cu/XLPE/PVC/DSTA/PVC 12.7/22(24)kV 3x240 mm2: 1,6 km')).toEqual([
      ['YJV22', '12.7/22kV', '3*240'],
    ]);
    expect(read('11. Control cable Cu/PVC/Cu screen/PVC 4Cx1.5 mm2: 300 m')).toEqual([['', '', '4*1.5']]);
    const rows = [
      ['序号', '名称', '型号规格', '单位', '数量', '备注'],
      ['4', '电力电缆', 'YJV-5×10', '米', '380', '2#楼暂缓，本次先不报'],
    ];
    expect(readInquiryTable({ rows }).map((r) => r.reasons)).toEqual([['line-cancelled']]);
  });
});

describe('meeting minutes with the list in an action item', () => {
  it('reads (n) items, a fire class the line changes, a line the owner supplies, a note cancelling one', () => {
    const text = [
      '【行动项1】采购部陈静：下列电缆9月30日前完成三家询价比价（数量已含损耗）',
      '（1）1#～3#层干线 YJV-0.6/1kV 4×150+1×70，640米（按会议内容第1条改为阻燃C类）',
      '（9）配电间接地 BVR-1×25 黄绿，100米',
      '（10）插座回路 BV-2.5，按6盘考虑（红、蓝、黄绿各2盘）',
      '（11）原清单第（11）项 YJV-4×16 210米 已由甲供，本次不询',
      '注：行动项1第（9）项取消，配电间接地改用-40×4镀锌扁钢，由总包自购。',
    ].join('\n');
    expect(readInquiryText(text).map((r) => [r.line, r.model, r.spec, r.metres, r.reasons])).toEqual([
      [2, 'ZC-YJV', '4*150+1*70', 640, []],
      [3, 'BVR', '1*25', 100, ['line-cancelled']],
      [4, 'BV', '1*2.5', 600, []],
      [5, 'YJV', '4*16', 210, ['line-cancelled']],
    ]);
  });
});

describe('a chat record forwarded whole', () => {
  it("gives a heading line's model to the structures under it, and follows a quote's reply and a taking back", () => {
    const text = [
      '陈工  09:12',
      '二期配电房出线电缆先报这几种，都是铜芯YJV 0.6/1kV：',
      '4×185+1×95　420米',
      '3×120+2×70　260米',
      '路灯：YJV22-4×25+1×16　1.5千米',
      '小王  09:20',
      '5×16　1.2千米',
      '刘总  09:41',
      '「陈工：4×185+1×95　420米」',
      '- - - - - - - - - - - - - - -',
      '这根改成4×150+1×70，长度不变，185的不要了',
      '刘总  10:32',
      '路灯那段先不报，等甲方确认',
    ].join('\n');
    expect(readInquiryText(text).map((r) => [r.line, r.model, r.spec, r.metres, r.reasons])).toEqual([
      [3, 'YJV', '4*185+1*95', undefined, ['quantity-ambiguous']],
      [4, 'YJV', '3*120+2*70', 260, []],
      [5, 'YJV22', '4*25+1*16', undefined, ['quantity-ambiguous', 'line-cancelled']],
      // Another message: the heading is not its.
      [7, '', '5*16', 1200, ['model-unknown']],
      [11, 'YJV', '4*150+1*70', 420, []],
    ]);
  });
});

describe('revised lists and ERP exports', () => {
  it('quotes the latest version under one 数量 (第一版 | 第二版), 同第一版 its first, and shows a 删除 row taken out', () => {
    const rows = [
      ['序号', '名称', '型号规格', '单位', '数量', '', '变更'],
      ['序号', '名称', '型号规格', '单位', '第一版', '第二版', '变更'],
      ['1', '电力电缆', 'YJV-0.6/1kV-4×240+1×120', '米', '420', '460', '增加'],
      ['2', '电力电缆', 'YJV-0.6/1kV-3×185+2×95', '米', '120', '同第一版', ''],
      ['3', '电力电缆', 'YJV-0.6/1kV-4×95+1×50', '米', '260', '', '删除'],
      ['4', '电力电缆', 'YJV-0.6/1kV-4×120+1×70', '米', '', '280', '新增'],
      ['5', '软线', '~~BVR-1×10~~', '~~米~~', '~~200~~', '~~200~~', ''],
    ];
    const merges = [{ top: 0, left: 4, bottom: 0, right: 5 }];
    expect(readInquiryTable({ rows, merges }).map(brief)).toEqual([
      { line: 3, model: 'YJV', scope: '0.6/1kV', spec: '4*240+1*120', metres: 460, reasons: [] },
      { line: 4, model: 'YJV', scope: '0.6/1kV', spec: '3*185+2*95', metres: 120, reasons: [] },
      {
        line: 5,
        model: 'YJV',
        scope: '0.6/1kV',
        spec: '4*95+1*50',
        metres: undefined,
        reasons: ['quantity-missing', 'line-cancelled'],
      },
      { line: 6, model: 'YJV', scope: '0.6/1kV', spec: '4*120+1*70', metres: 280, reasons: [] },
      { line: 7, model: 'BVR', scope: '', spec: '1*10', metres: 200, reasons: ['line-cancelled'] },
    ]);
  });

  it('reads a table that writes numbers the continental way only when two cells show it, and a 删除标识', () => {
    const header = ['短文本', '申请数量', '单位', '评估价格', '删除标识'];
    const continental = [
      header,
      ['电缆,YJV,1*240', '180,000', 'M', '198,60', ''],
      ['电缆,YJV,0.6/1KV,4*50+1*25', '0,450', 'KM', '118,20', 'X'],
    ];
    expect(readInquiryTable({ rows: continental }).map((r) => [r.metres, r.reasons])).toEqual([
      [180, []],
      [450, ['line-cancelled']],
    ]);
    // One cell alone ("412,50") does not decide it: 1,200 is the thousands Chinese sheets write.
    const chinese = [header, ['电缆,YJV,1*240', '1,200', 'M', '412,50', '']];
    expect(readInquiryTable({ rows: chinese }).map((r) => r.metres)).toEqual([1200]);
  });
});

describe('colours, circuits and amendments typed in a message', () => {
  it('adds the coils of colours one after another, each of a list with 各 and single colours', () => {
    const text = [
      'BV 2.5mm²：红、黄、绿各10卷，蓝色15卷',
      'bv4 红黄绿各5卷 双色3卷',
      'BV二点五的红的蓝的各俩卷，然后黄绿双色的一卷。',
      'BV 2.5mm² 啡色、藍色 各5卷',
      'BV6 红黄绿10卷',
    ].join('\n');
    expect(readInquiryText(text).map((r) => [r.line, r.spec, r.count, r.metres])).toEqual([
      [1, '1*2.5', '45', 4500],
      [2, '1*4', '18', 1800],
      [3, '1*2.5', '5', 500],
      [4, '1*2.5', '10', 1000],
      // A list of colours without 各 before one count: the count as written (of all, or of each?).
      [5, '1*6', '10', 1000],
    ]);
  });

  it('reads so many circuits of one length, and a total whose parts are given in brackets', () => {
    const text = [
      '1. 消防泵电源NH-YJV 4×25+1×16，两路各45米。',
      '2. 10kV进线：YJV22-8.7/15kV 3×240，约1.2公里（分两段敷设，每段600米）。',
      '3. YJV 4×95+1×50，约1公里（分两段敷设，每段600米）',
    ].join('\n');
    expect(readInquiryText(text).map(brief)).toEqual([
      { line: 1, model: 'NH-YJV', scope: '', spec: '4*25+1*16', metres: 90, reasons: [] },
      { line: 2, model: 'YJV22', scope: '8.7/15kV', spec: '3*240', metres: 1200, reasons: [] },
      // Parts that do not come to the total: which holds is for a person to say.
      { line: 3, model: 'YJV', scope: '', spec: '4*95+1*50', metres: undefined, reasons: ['quantity-ambiguous'] },
    ]);
  });

  it('reads a further group of cores joined by 加 or 带 as part of the structure, never dropped', () => {
    const text = [
      'YJV 4芯25平方加1芯16平方 200米',
      'YJV 3芯95平方 加 1芯50平方 100米',
      'YJV 3芯95平方带1芯50 100米',
      'YJV 三芯95平方加一芯五十平方 100米',
      'YJV 25平方4芯加16平方1芯 200米',
      // What follows 加 is no group of cores: no structure is read, rather than the first group alone.
      'YJV 3芯95平方加1芯 100米',
    ].join('\n');
    expect(readInquiryText(text).map((row) => [row.line, row.spec, row.metres, row.reasons])).toEqual([
      [1, '4*25+1*16', 200, []],
      [2, '3*95+1*50', 100, []],
      [3, '3*95+1*50', 100, []],
      [4, '3*95+1*50', 100, []],
      [5, '4*25+1*16', 200, []],
      [6, '', 100, ['spec-unreadable']],
    ]);
  });

  it('reads a total delivered in parts (分两盘, 分3盘发货, 分2批) as the total, and drums with no length still ask', () => {
    const text = [
      'YJV 4*50 +1*25   150米（分两盘）',
      'YJV 3*240+2*120 600米分两盘发货',
      'YJV22 3*185 300m (分3盘)',
      'ZR-YJV 5*10 240米，分2批',
      'YJV 4*95+1*50 分两盘',
    ].join('\n');
    expect(readInquiryText(text).map(brief)).toEqual([
      { line: 1, model: 'YJV', scope: '', spec: '4*50+1*25', metres: 150, reasons: [] },
      { line: 2, model: 'YJV', scope: '', spec: '3*240+2*120', metres: 600, reasons: [] },
      { line: 3, model: 'YJV22', scope: '', spec: '3*185', metres: 300, reasons: [] },
      { line: 4, model: 'ZR-YJV', scope: '', spec: '5*10', metres: 240, reasons: [] },
      // Two drums and no length of the whole or of a drum: how long they are is for the customer to say.
      { line: 5, model: 'YJV', scope: '', spec: '4*95+1*50', metres: undefined, reasons: ['drum-length-missing'] },
    ]);
  });

  it('takes 同上 as the whole cable of the line before, and an amount said instead of another without its unit', () => {
    const text = ['yjv4*25+1*16/80', '同上再来50米', 'kvv7*1.5——150', '更正：上面kvv7*1.5要200不是150'].join('\n');
    expect(readInquiryText(text).map((r) => [r.line, r.model, r.spec, r.metres, r.reasons])).toEqual([
      [1, 'YJV', '4*25+1*16', 80, []],
      [2, 'YJV', '4*25+1*16', 50, []],
      [3, 'KVV', '7*1.5', undefined, ['quantity-ambiguous']],
      [4, 'KVV', '7*1.5', 200, []],
    ]);
  });

  it('reads a letter O typed for a zero in a structure, an earth core written E, and keeps an accessory as a row', () => {
    const text = [
      'yjv4*95+1*5O/120',
      '8. Fire resistant cable 4C 25mm² + E 16mm²（NH-YJV）120m',
      '2. 热缩户内终端头 4×240，6套',
    ].join('\n');
    expect(readInquiryText(text).map((r) => [r.line, r.model, r.spec, r.count, r.unit, r.metres])).toEqual([
      [1, 'YJV', '4*95+1*50', '120', '', 120],
      [2, 'NH-YJV', '4*25+1*16', '120', 'm', 120],
      [3, '', '4*240', '6', '套', undefined],
    ]);
  });
});

describe('a chat exported from WhatsApp, in English', () => {
  it('reads each message without its sender and time, a line "same as before" with the cable before, and a correction', () => {
    const text = [
      '[12/10/25, 09:12:40] Ahmed: \u200eMessages and calls are end-to-end encrypted. No one outside of this chat can read them.',
      '[12/10/25, 09:15:10] Ahmed: need 500m 4core 95mm2 XLPE cable',
      '[12/10/25, 09:15:52] Ahmed: 4 x 95 + 1 x 50 sqmm cu xlpe pvc 0.6/1kv – 1.2 km',
      '[12/10/25, 09:16:30] Ahmed: same as before but 240mm single core 6 runs of 80m',
      '\u200e[12/10/25, 09:18:20] Ahmed: \u200e<attached: 00000012-PHOTO-2025-10-12-09-18-20.jpg>',
      '[12/10/25, 10:06:12] Ahmed: sorry 700m not 500m for the 4 core 95',
      '[12/10/25, 10:08:03] Li Wei: Sure, will send by 3pm',
    ].join('\n');
    expect(readInquiryText(text).map(brief)).toEqual([
      // Taken back by the correction below: a person settles it.
      { line: 2, model: 'YJV', scope: '', spec: '4*95', metres: undefined, reasons: ['quantity-ambiguous'] },
      { line: 3, model: 'YJV', scope: '0.6/1kV', spec: '4*95+1*50', metres: 1200, reasons: [] },
      { line: 4, model: 'YJV', scope: '0.6/1kV', spec: '1*240', metres: 480, reasons: [] },
      { line: 6, model: 'YJV', scope: '', spec: '4*95', metres: 700, reasons: [] },
    ]);
  });
});

describe('the inquiry module', () => {
  it('loads in a browser: no TypeBox, no Node API, nothing from outside its folder', () => {
    const folder = join(dirname(fileURLToPath(import.meta.url)), '../../src/inquiry');
    for (const file of readdirSync(folder)) {
      const source = readFileSync(join(folder, file), 'utf8');
      const imports = [...source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]!);
      expect(
        imports.filter((path) => !path.startsWith('./')),
        file,
      ).toEqual([]);
      expect(source, file).not.toMatch(/\brequire\(|\bprocess\.|\bBuffer\b/);
    }
  });
});
