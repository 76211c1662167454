import { readInquiryTable } from '@cable/contracts/inquiry';
import { describe, expect, it } from 'vitest';
import type { OcrBox, TableRule } from '../../src/decoding/types';
import { linesOfBoxes, tableOfBoxes } from '../../src/domain/ocr-table';

/** Text about 9 px per character at a 20 px line height, as a 15 px font reads in a screenshot. */
const CHAR = 9;
const LINE = 20;

function box(text: string, x: number, y: number, score = 0.99): OcrBox {
  const width = [...text].reduce((w, ch) => w + (ch.charCodeAt(0) > 0x2e80 ? 2 * CHAR : CHAR), 0);
  return { text, x, y, width, height: LINE, score };
}

/** A table drawn as a sheet would show it: each cell's text at its column's left edge (or centred), rows 28 px apart. */
function drawTable(
  rows: string[][],
  columns: number[],
  options: { top?: number; align?: 'left' | 'centre'; columnWidth?: number[] } = {},
): OcrBox[] {
  const boxes: OcrBox[] = [];
  rows.forEach((cells, r) => {
    cells.forEach((text, c) => {
      if (!text) return;
      const probe = box(text, 0, 0);
      const left =
        options.align === 'centre' ? columns[c]! + (options.columnWidth![c]! - probe.width) / 2 : columns[c]!;
      boxes.push(box(text, left, (options.top ?? 0) + r * 28));
    });
  });
  return boxes;
}

/** A rule at height y drawn across the whole table. */
const acrossTheTable = (y: number): TableRule => ({ y, spans: [{ from: 0, to: 700 }] });

/** Rotates boxes about the origin, as a photo taken askew places them (the boxes stay upright, as the engine gives them). */
function askew(boxes: OcrBox[], degrees: number): OcrBox[] {
  const a = (degrees * Math.PI) / 180;
  return boxes.map((b) => {
    const cx = b.x + b.width / 2;
    const cy = b.y + b.height / 2;
    const rx = cx * Math.cos(a) - cy * Math.sin(a);
    const ry = cx * Math.sin(a) + cy * Math.cos(a);
    return { ...b, x: rx - b.width / 2, y: ry - b.height / 2 };
  });
}

const SHEET = [
  ['序号', '名称', '型号规格', '单位', '数量', '备注'],
  ['1', '电力电缆', 'YJV-0.6/1kV 3×95+1×50', '米', '1200', ''],
  ['2', '控制电缆', 'KVV-450/750V 10×1.5', 'km', '2.5', '加急'],
  ['3', '布电线', 'BV-450/750V 2.5', '盘', '3', '每盘100米'],
  ['4', '低烟无卤电缆', 'WDZ-YJY-0.6/1kV 4×35+1×16', '米', '300', '国标'],
];
const COLUMNS = [10, 70, 200, 460, 520, 600];

describe('linesOfBoxes', () => {
  it('groups boxes into lines top to bottom, each left to right, whatever order they come in', () => {
    const boxes = drawTable(SHEET, COLUMNS).reverse();
    const lines = linesOfBoxes(boxes);
    expect(lines.map((line) => line.map((b) => b.text))).toEqual(SHEET.map((row) => row.filter(Boolean)));
  });

  it('keeps the lines of a page photographed 3° askew apart', () => {
    for (const degrees of [3, -3]) {
      const lines = linesOfBoxes(askew(drawTable(SHEET, COLUMNS, { top: 100 }), degrees));
      expect(lines.map((line) => line.map((b) => b.text))).toEqual(SHEET.map((row) => row.filter(Boolean)));
    }
  });

  it('keeps the rows of a page shot at an angle apart, its lines running together towards its far side', () => {
    // Ten rows; the page's right side further away: at x the rows stand (1 - x / 2400) as far apart about the middle.
    const rows = [
      SHEET[0]!,
      ...Array.from({ length: 9 }, (_, i) => SHEET[1 + (i % 4)]!.map((t, c) => (c === 0 ? String(i + 1) : t))),
    ];
    const drawn = drawTable(rows, COLUMNS, { top: 100 });
    const middle = 100 + (rows.length - 1) * 14;
    const converging = drawn.map((b) => {
      const cx = b.x + b.width / 2;
      const cy = b.y + b.height / 2;
      const scale = 1 - cx / 2400;
      return { ...b, y: middle + (cy - middle) * scale - b.height / 2, height: b.height * scale };
    });
    for (const boxes of [converging, askew(converging, 2)]) {
      const lines = linesOfBoxes(boxes);
      expect(lines.map((line) => line.map((b) => b.text))).toEqual(rows.map((row) => row.filter(Boolean)));
    }
  });

  it('keeps a line whole when a speck read as a character lies in it a little below its middle', () => {
    // Words 40 px high, their centres a few pixels apart (a curled page); a 9 px speck 4 px below the first two.
    const tall = (text: string, x: number, y: number): OcrBox => ({ ...box(text, x, y), height: 40 });
    const line = [tall('序号', 0, 0), tall('用途', 600, -1), { ...box('福', 60, 20), height: 9 }, tall('型号', 100, 5)];
    const below = [tall('1', 0, 60), tall('WDZ-YJY', 100, 60)];
    expect(linesOfBoxes([...line, ...below]).map((l) => l.map((b) => b.text))).toEqual([
      ['序号', '福', '型号', '用途'],
      ['1', 'WDZ-YJY'],
    ]);
  });

  it('leaves out boxes without text', () => {
    expect(linesOfBoxes([box('  ', 0, 0), box('YJV', 40, 0)]).map((l) => l.map((b) => b.text))).toEqual([['YJV']]);
  });
});

describe('tableOfBoxes', () => {
  it('puts every cell in the header column it lies under, left-aligned cells wider than their header too', () => {
    const table = tableOfBoxes([drawTable(SHEET, COLUMNS)]);
    expect(table.rows).toEqual(SHEET);
  });

  it('reads centred cells that reach past their header (a Word table) into the right columns', () => {
    const widths = [50, 120, 250, 50, 70, 90];
    const starts = widths.map((_, i) => 10 + widths.slice(0, i).reduce((s, w) => s + w, 0));
    const table = tableOfBoxes([drawTable(SHEET, starts, { align: 'centre', columnWidth: widths })]);
    expect(table.rows).toEqual(SHEET);
  });

  it('keeps short left-aligned models in their column when the header is centred over it (a web page table)', () => {
    // Columns 150 px wide, headers centred, cells left-aligned: the models (YJV, YJLV) end well before their header's
    // middle, and only the long ones (WDZ-YJY) cross it. The gutter is left of the models, not under the header.
    const rows = [
      ['序号', '名称', '型号', '规格', '数量'],
      ['1', '铝芯电缆', 'YJLV', '4×70+1×35', '400'],
      ['2', '低压电力电缆', 'YJV', '4×25+1×16', '100'],
      ['3', '低烟无卤阻燃电缆', 'WDZ-YJY', '5×6', '300'],
      ['4', '铠装电力电缆', 'VV22', '4×35+1×16', '150'],
      ['5', '阻燃电缆', 'ZC-YJV', '4×185+1×95', '450'],
      ['6', '交联电缆', 'YJV', '3×25+1×16', '200'],
      ['7', '耐火电缆', 'NH-YJV', '3×50+1×25', '800'],
      ['8', '铜芯软线', 'BVR', '1×6', '1000'],
    ];
    const starts = [10, 60, 210, 360, 510];
    const widths = [50, 150, 150, 150, 150];
    const header = rows[0]!.map((text, c) => box(text, starts[c]! + (widths[c]! - box(text, 0, 0).width) / 2, 0));
    // Cells 5 px in from their column's left edge; the quantities right-aligned, 5 px in from its right edge.
    const body = rows.slice(1).flatMap((cells, r) =>
      cells.map((text, c) => {
        const width = box(text, 0, 0).width;
        return box(text, c === 4 ? starts[c]! + 145 - width : starts[c]! + 5, 28 + r * 28);
      }),
    );
    expect(tableOfBoxes([[...header, ...body]]).rows).toEqual(rows);
  });

  it('keeps the columns of a photo taken askew', () => {
    const table = tableOfBoxes([askew(drawTable(SHEET, COLUMNS, { top: 40 }), -2.5)]);
    expect(table.rows).toEqual(SHEET);
  });

  it('keeps the title and the customer line above the header as one-cell rows, and the header as its cells', () => {
    const boxes = [box('电缆询价单', 250, 0), box('客户：山东德力工程有限公司', 0, 30), box('联系人：陈女士', 330, 30)];
    const table = tableOfBoxes([[...boxes, ...drawTable(SHEET, COLUMNS, { top: 70 })]]);
    expect(table.rows.slice(0, 3)).toEqual([['电缆询价单'], ['客户：山东德力工程有限公司 联系人：陈女士'], SHEET[0]]);
  });

  it('splits a box that reaches over two columns (two cells read as one) by the position of its words', () => {
    const boxes = drawTable(SHEET.slice(0, 2), COLUMNS).filter((b) => b.text !== '米' && b.text !== '1200');
    // "米" at the unit column's edge and "1200" in the quantity column, read as one box.
    boxes.push({ text: '米 1200', x: 460, y: 28, width: 96, height: LINE, score: 0.9 });
    expect(tableOfBoxes([boxes]).rows[1]).toEqual(SHEET[1]);
  });

  it('joins two boxes under one header into one cell, and gives each cell its least sure box', () => {
    const boxes = drawTable(SHEET.slice(0, 1), COLUMNS);
    boxes.push(box('YJV22-8.7/15kV', 200, 28, 0.97), box('3×240', 340, 28, 0.62), box('500', 520, 28, 0.95));
    const table = tableOfBoxes([boxes]);
    expect(table.rows[1]).toEqual(['', '', 'YJV22-8.7/15kV 3×240', '', '500', '']);
    expect(table.confidence[1]).toEqual([1, 1, 0.62, 1, 0.95, 1]);
  });

  it('reads a second page without a header in the first page’s columns, pages in order', () => {
    const page1 = drawTable(SHEET.slice(0, 3), COLUMNS, { top: 50 });
    const page2 = drawTable(SHEET.slice(3), COLUMNS, { top: 30 });
    expect(tableOfBoxes([page1, page2]).rows).toEqual([...SHEET.slice(0, 3), ...SHEET.slice(3)]);
  });

  it('splits a column under a two-row header ("工程量" over "单位 数量")', () => {
    const boxes = [
      box('序号', 10, 0),
      box('型号规格', 70, 0),
      box('工程量', 330, 0),
      box('单位', 300, 28),
      box('数量', 380, 28),
      box('1', 10, 56),
      box('YJV-0.6/1kV 4×25', 70, 56),
      box('米', 305, 56),
      box('150', 380, 56),
    ];
    expect(tableOfBoxes([boxes]).rows).toEqual([
      ['序号', '型号规格', '单位', '数量'],
      ['1', 'YJV-0.6/1kV 4×25', '米', '150'],
    ]);
  });

  it('gives every line as one-cell text when no page has a header (a chat screenshot)', () => {
    const boxes = [box('王经理您好，请报价：', 0, 0), box('YJV 3*95+1*50', 0, 30), box('200米', 150, 30)];
    expect(tableOfBoxes([boxes]).rows).toEqual([['王经理您好，请报价：'], ['YJV 3*95+1*50 200米']]);
  });

  it('gives the shared row parser the same rows as the sheet of the same inquiry', () => {
    const fromBoxes = readInquiryTable(tableOfBoxes([askew(drawTable(SHEET, COLUMNS, { top: 60 }), 2)]));
    const fromSheet = readInquiryTable({ rows: SHEET });
    expect(fromBoxes.map(({ line, ...row }) => row)).toEqual(fromSheet.map(({ line, ...row }) => row));
    expect(fromBoxes.map((r) => [r.model, r.spec, r.metres])).toEqual([
      ['YJV', '3*95+1*50', 1200],
      ['KVV', '10*1.5', 2500],
      ['BV', '1*2.5', 300],
      ['WDZ-YJY', '4*35+1*16', 300],
    ]);
  });
});

describe('recognition confidence in the rows', () => {
  it('flags a row whose quantity was read unsure, or whose unit the recognition missed, as text-unclear', () => {
    const boxes = drawTable(SHEET, COLUMNS).map((b) => (b.text === '2.5' ? { ...b, score: 0.4 } : b));
    const table = tableOfBoxes([boxes.filter((b) => b.text !== '盘')]);
    expect(table.confidence[3]![3]).toBe(0);
    const rows = readInquiryTable(table);
    expect(rows.map((r) => r.reasons.includes('text-unclear'))).toEqual([false, true, true, false]);
  });

  it('is unsure of a whole number of kilometres of two digits or more (a point a picture may lose: 3.6 read 36)', () => {
    const sheet = [
      ['序号', '名称', '型号规格', '单位', '数量', '备注'],
      ['1', '架空绝缘线', 'JKLYJ-10kV 1×240', '千米', '36', ''],
      ['2', '架空绝缘线', 'JKLYJ-1kV 1×70', '公里', '12', ''],
      ['3', '架空绝缘线', 'JKLYJ-1kV 1×50', '千米', '3.6', ''],
      ['4', '钢芯铝绞线', 'LGJ-95/15', 'km', '2', ''],
      ['5', '电力电缆', 'YJV-0.6/1kV 3×95+1×50', '米', '36', ''],
      ['6', '电力电缆', 'YJV-0.6/1kV 3×95+1×50', '', '15km', ''],
    ];
    const table = tableOfBoxes([drawTable(sheet, COLUMNS)]);
    expect(table.confidence.slice(1).map((row) => row[4]! < 0.6)).toEqual([true, true, false, false, false, true]);
  });

  it('trusts a blank cell on a page read cleanly where detection saw nothing in it, and only there', () => {
    const boxes = drawTable(SHEET, COLUMNS).filter((b) => b.text !== '盘');
    // The 盘 cell of row 3 (y 84): nothing detected there at all.
    expect(tableOfBoxes([boxes], [], [[]]).confidence[3]![3]).toBe(1);
    // Something detection could not read lies in it: missed, not blank.
    const speck = { x: COLUMNS[3]! + 2, y: 86, width: 14, height: 16 };
    expect(tableOfBoxes([boxes], [], [[speck]]).confidence[3]![3]).toBe(0);
    // Without the page's unread places (an older decoder), or on a page read unsurely (a photo), it stays unsure.
    expect(tableOfBoxes([boxes]).confidence[3]![3]).toBe(0);
    const photo = boxes.map((b) => ({ ...b, score: 0.8 }));
    expect(tableOfBoxes([photo], [], [[]]).confidence[3]![3]).toBe(0);
  });
});

describe('photos of tight tables', () => {
  /** 数量 left-aligned over right-aligned numbers, the next column's texts starting a few pixels after them. */
  const HEADER = ['序号', '型号规格', '数量（米）', '交货地点'];
  const LEFT = [10, 60, 300, 380];
  const QUANTITIES = ['800', '50', '2,500', '80', '400', '500', '320', '100', '1,500'];
  function tightTable(quantities: string[]): OcrBox[] {
    const boxes = drawTable([HEADER], LEFT);
    quantities.forEach((quantity, r) => {
      const y = 28 * (r + 1);
      const right = 376;
      const q = box(quantity, 0, y);
      // Detection draws its boxes a few pixels beyond the text: the quantity's box reaches into the next one's.
      boxes.push(box(String(r + 1), 10, y), box('YJV 3×95', 60, y));
      boxes.push({ ...q, x: right - q.width - 3, width: q.width + 6 });
      boxes.push({ ...box('2#楼', 0, y), x: 377, width: 4 * CHAR + 6 });
    });
    return boxes;
  }

  it('keeps right-aligned quantities in their column when the gutter after them is narrower than the margins', () => {
    const rows = tableOfBoxes([tightTable(QUANTITIES)]).rows;
    expect(rows.slice(1).map((row) => row[2])).toEqual(QUANTITIES);
    expect(rows.slice(1).every((row) => row[3] === '2#楼')).toBe(true);
  });

  it('keeps the gutter when one box of many lines was read across it', () => {
    const boxes = tightTable(QUANTITIES);
    // Line 1: "800" and the "2" of "2#楼" found as one region, reaching into the next column.
    const stray = boxes.findIndex((b) => b.text === '800');
    boxes[stray] = { ...boxes[stray]!, text: '8002', width: boxes[stray]!.width + 14 };
    const table = tableOfBoxes([boxes]);
    expect(table.rows.slice(2).map((row) => row[2])).toEqual(QUANTITIES.slice(1));
    // Two boxes over the same characters: both readings are unsure, so the row goes to review.
    expect(table.rows[1]![2]).toBe('8002');
    expect(table.confidence[1]![2]).toBeLessThan(0.45);
    expect(table.confidence[1]![3]).toBeLessThan(0.45);
    expect(table.confidence[2]![2]).toBe(0.99);
  });

  it('does not doubt two boxes whose edges overlap by less than a character (a region found a little wide)', () => {
    const boxes = tightTable(QUANTITIES);
    // Line 1: the remark's region starts 8 px further left, inside the quantity's box: their texts (margins left out)
    // share 2 px, less than a character.
    const remark = boxes.findIndex((b) => b.text === '2#楼' && b.y === 28);
    boxes[remark] = { ...boxes[remark]!, x: boxes[remark]!.x - 8, width: boxes[remark]!.width + 8 };
    const table = tableOfBoxes([boxes]);
    expect(table.rows[1]![2]).toBe('800');
    expect(table.confidence[1]![2]).toBe(0.99);
    expect(table.confidence[1]![3]).toBe(0.99);
  });

  it('is unsure of a quantity run into the words of the cell after it ("1007月底" for 100 and 7月底), not of 600米', () => {
    const rows = [
      ['序号', '名称', '型号规格', '单位', '数量'],
      ['1', '塑铜线', 'BV-450/750V 2.5', '米', '1007月底'],
      ['2', '电力电缆', 'YJV 3×95+1×50', '米', '40015天'],
      ['3', '电力电缆', 'YJV 3×70', '', '600米'],
      ['4', '控制电缆', 'KVV 4×1.5', '', '2.5km'],
    ];
    const table = tableOfBoxes([drawTable(rows, [10, 70, 200, 460, 520])]);
    expect(table.rows.slice(1).map((row) => row[4])).toEqual(['1007月底', '40015天', '600米', '2.5km']);
    expect(table.confidence.slice(1).map((row) => row[4]! < 0.45)).toEqual([true, true, false, false]);
    const read = readInquiryTable(table);
    expect(read.slice(0, 2).every((row) => row.reasons.includes('text-unclear'))).toBe(true);
  });
});

describe('a quantity read run into the next column', () => {
  it('ends a quantity in thousands groups at its last group ("1,20020天内" is 1,200 and 20天内); one without stays unsure', () => {
    // As a photo of such a sheet read (world3's p2): the header's 数量 and 交货期 read as one box too (split into its
    // two columns), and each quantity with the delivery time after it.
    const rows = [
      ['序号', '型号', '规格', '单位', '数量交货期', '备注'],
      ['1', 'YJV', '3×240+2×120', '米', '1,20020天内', ''],
      ['2', 'BV', '6mm²', '米', '2,0003天', '红黄绿蓝各500米'],
      ['3', 'JKLYJ', '1×120', '米', '1,50025天', ''],
      ['4', 'YJV', '4×70+1×35', '米', '35015天', '分两批到货'],
    ];
    // Where the photo's boxes of the quantities stood (x from, to): its digits are wider than a screenshot's.
    const photo: Record<string, [number, number]> = {
      '1,20020天内': [837, 939],
      '2,0003天': [838, 929],
      '1,50025天': [838, 942],
      '35015天': [848, 923],
    };
    const boxes = drawTable(rows, [300, 460, 560, 715, 843, 974]).map((b) => {
      const at = photo[b.text];
      return at ? { ...b, x: at[0], width: at[1] - at[0] } : b;
    });
    const table = tableOfBoxes([boxes]);
    expect(table.rows.slice(1, 4).map((row) => [row[4], row[5]])).toEqual([
      ['1,200', '20天内'],
      ['2,000', '3天'],
      ['1,500', '25天'],
    ]);
    const read = readInquiryTable(table);
    expect(read.slice(0, 3).map((row) => [row.metres, row.reasons])).toEqual([
      [1200, []],
      [2000, []],
      [1500, []],
    ]);
    // 35015天 may be 350 and 15天 or 3501 and 5天: no amount is taken as sure.
    expect(read[3]!.reasons.length).toBeGreaterThan(0);
  });
});

describe('a photo whose columns lean from row to row', () => {
  const ROWS = [
    ['1', 'YJV 3×95+1×50', '100', '现货'],
    ['2', 'RVV 3×1.5', '800', '7月底'],
    ['3', 'BV 2.5', '1200', '15天'],
    ['4', 'KVV 4×1.5', '600', '米'],
    ['5', 'YJV22 3×120', '450', '7月底'],
    ['6', 'VV 4×35', '80', '现货'],
  ];
  /**
   * A monitor photographed at an angle: the right-aligned quantities end at x 509 in the first row and 489 in the
   * last, and the next column's texts start at 505 in the first row and 485 in the last, so every x between the
   * columns is crossed by some row's text.
   */
  function leaningTable(rows = ROWS): OcrBox[] {
    const boxes = [box('序号', 10, 0), box('型号规格', 120, 0), box('数量', 446, 0), box('交货期', 540, 0)];
    rows.forEach(([serial, spec, quantity, after], r) => {
      const y = 28 * (r + 1);
      const amount = box(quantity!, 0, y);
      boxes.push(box(serial!, 12, y), box(spec!, 120, y), { ...amount, x: 509 - 4 * r - amount.width });
      if (after) boxes.push(box(after, 505 - 4 * r, y));
    });
    return boxes;
  }
  const READ = [
    ['100', '现货'],
    ['800', '7月底'],
    ['1200', '15天'],
    ['600 米', ''],
    ['450', '7月底'],
    ['80', '现货'],
  ];

  it("gives each row's words after a bare quantity to the empty column after it, keeping its unit", () => {
    const table = tableOfBoxes([leaningTable()]);
    expect(table.rows.slice(1).map((row) => [row[2], row[3]])).toEqual(READ);
    expect(readInquiryTable(table).map((row) => row.metres)).toEqual([100, 800, 1200, 600, 450, 80]);
  });
});

describe("a photo whose quantities stand under the next column's header", () => {
  /** Right-aligned quantities ending at x 500 (the first row) to 520 (the sixth), beside a 备注 header at 480. */
  function table(rows: string[][]): OcrBox[] {
    const boxes = [
      box('序号', 10, 0),
      box('型号规格', 120, 0),
      box('单位', 330, 0),
      box('数量', 400, 0),
      box('备注', 480, 0),
    ];
    rows.forEach(([serial, spec, quantity, remark], r) => {
      const y = 28 * (r + 1);
      boxes.push(box(serial!, 12, y), box(spec!, 120, y), box('米', 335, y));
      if (quantity) {
        const amount = box(quantity, 0, y);
        boxes.push({ ...amount, x: 500 + 4 * r - amount.width });
      }
      if (remark) boxes.push(box(remark, 530 + 4 * r, y));
    });
    return boxes;
  }

  it("takes each row's quantity back from the column after it when the rows mostly put it there", () => {
    const rows = [
      ['1', 'YJV 3×95', '320', ''],
      ['2', 'RVV 3×1.5', '1,150', ''],
      ['3', 'BV 2.5', '260', '直埋'],
      ['4', 'KVV 4×1.5', '480', ''],
      ['5', 'YJV22 3×120', '150', '消防泵'],
      ['6', 'VV 4×35', '600', ''],
    ];
    const read = tableOfBoxes([table(rows)]);
    expect(read.rows.slice(1).map((row) => [row[3], row[4]])).toEqual([
      ['320', ''],
      ['1,150', ''],
      ['260', '直埋'],
      ['480', ''],
      ['150', '消防泵'],
      ['600', ''],
    ]);
    expect(readInquiryTable(read).map((row) => row.metres)).toEqual([320, 1150, 260, 480, 150, 600]);
  });

  it('leaves a remark that begins with a number beside a blank quantity when the other rows have theirs', () => {
    const boxes = [box('序号', 10, 0), box('型号规格', 120, 0), box('数量', 400, 0), box('备注', 520, 0)];
    boxes.push(box('1', 12, 28), box('YJV 3×95', 120, 28), box('3', 520, 28), box('天内回复', 540, 28));
    boxes.push(box('2', 12, 56), box('RVV 3×1.5', 120, 56), box('500', 410, 56));
    boxes.push(box('3', 12, 84), box('BV 2.5', 120, 84), box('300', 410, 84));
    const read = tableOfBoxes([boxes]);
    expect(read.rows.slice(1).map((row) => [row[2], row[3]])).toEqual([
      ['', '3 天内回复'],
      ['500', ''],
      ['300', ''],
    ]);
  });
});

describe('two header words read as one box', () => {
  it('splits "数量交货期" into its two columns, and keeps "型号规格" whole', () => {
    // A right-aligned 数量 header against a left-aligned 交货期: one region "数量交货期" (9 px a character... 18 for CJK).
    const boxes = [box('序号', 10, 0), box('型号规格', 120, 0), box('数量交货期', 400, 0), box('备注', 560, 0)];
    const rows = [
      ['1', 'YJV 4×120+1×70', '350', '15天', '分两批到货'],
      ['2', 'YJLV 4×240+1×120', '2400', '30天', '每盘不少于400米'],
      ['3', 'BV 6mm²', '2,000', '3天', '红黄绿蓝各500米'],
    ];
    rows.forEach(([serial, spec, quantity, delivery, remark], r) => {
      const y = 28 * (r + 1);
      const amount = box(quantity!, 0, y);
      boxes.push(box(serial!, 12, y), box(spec!, 120, y), { ...amount, x: 434 - amount.width });
      boxes.push(box(delivery!, 442, y), box(remark!, 560, y));
    });
    const table = tableOfBoxes([boxes]);
    expect(table.rows[0]).toEqual(['序号', '型号规格', '数量', '交货期', '备注']);
    expect(table.rows.slice(1).map((row) => [row[2], row[3]])).toEqual([
      ['350', '15天'],
      ['2400', '30天'],
      ['2,000', '3天'],
    ]);
    expect(readInquiryTable(table).map((row) => row.metres)).toEqual([350, 2400, 2000]);
  });
});

describe('a picture cropped through the 数量 header', () => {
  const CROPPED = [
    ['序号', '材料名称', '规格型号', '单位'],
    ['1', '高压电缆', 'YJV 8.7/15 3×240', '米'],
    ['2', '铠装电力电缆', 'YJV22 0.6/1kV 4×50+1×25', '米'],
    ['3', '铜芯电力电缆', 'YJV 0.6/1kV 5×6', '米'],
    ['4', '电力电缆', 'YJV 3×6+1×4', '米'],
  ];
  const QUANTITIES = ['600', '450', '250', '85'];
  function cropped(): OcrBox[] {
    const boxes = drawTable(CROPPED, [10, 50, 170, 400]);
    for (const [r, q] of QUANTITIES.entries()) boxes.push(box(q, 440, 28 * (r + 1)));
    return boxes;
  }

  it('reads the numbers beyond the last header as their own column, and the table reading takes them as quantities', () => {
    const table = tableOfBoxes([cropped()]);
    expect(table.rows[0]).toEqual(['序号', '材料名称', '规格型号', '单位', '']);
    expect(table.rows.slice(1).map((row) => [row[3], row[4]])).toEqual(QUANTITIES.map((q) => ['米', q]));
    const read = readInquiryTable(table);
    expect(read.map((r) => [r.model, r.spec, r.metres])).toEqual([
      ['YJV', '3*240', 600],
      ['YJV22', '4*50+1*25', 450],
      ['YJV', '5*6', 250],
      ['YJV', '3*6+1*4', 85],
    ]);
  });

  it('leaves the columns alone when the header names the quantity (a remark after it stays in the last column)', () => {
    const rows = CROPPED.map((cells, r) => [...cells.slice(0, 3), r === 0 ? '数量' : QUANTITIES[r - 1]!]);
    const boxes = drawTable(rows, [10, 50, 170, 400]);
    for (const r of [1, 2, 3]) boxes.push(box('国标', 450, 28 * r));
    const table = tableOfBoxes([boxes]);
    expect(table.rows[0]).toHaveLength(4);
    expect(table.rows[1]![3]).toBe('600 国标');
  });

  it('does not split the last column when its own cells are all beyond its header word (right-aligned)', () => {
    const boxes = drawTable([CROPPED[0]!], [10, 50, 170, 400]);
    CROPPED.slice(1).forEach((cells, r) => {
      boxes.push(...drawTable([cells.slice(0, 3)], [10, 50, 170], { top: 28 * (r + 1) }));
      boxes.push(box('米', 450, 28 * (r + 1)));
    });
    const table = tableOfBoxes([boxes]);
    expect(table.rows[0]).toHaveLength(4);
    expect(table.rows.slice(1).every((row) => row[3] === '米')).toBe(true);
  });
});

describe('a sheet whose cells wrap onto two lines, its rows ruled', () => {
  const HEADER = ['序号', '名称', '型号规格', '单位', '数量', '备注'];
  const COLS = [10, 60, 160, 330, 380, 440];
  /** Rows 46 px apart, ruled above and below; the model on a first line, the spec and the other cells on a second. */
  function wrapped(): { boxes: OcrBox[]; rules: TableRule[] } {
    const boxes = drawTable([HEADER], COLS);
    const rows = [
      ['YJV-8.7/15', ['1', '高压电缆', '3×185', '米', '200'], '分两批到货，首', '批月底前'],
      ['YJLV-0.6/1kV', ['2', '铝芯电缆', '4×70+1×35', '米', '85'], '', ''],
      ['', ['3', '架空绝缘导线', 'JKLYJ-10kV-1×120', '米', '320'], '', ''],
    ] as const;
    const rules = [LINE + 4];
    rows.forEach(([model, cells, remark1, remark2], r) => {
      const top = LINE + 8 + r * 46;
      if (model) boxes.push(box(model, COLS[2]!, top));
      if (remark1) boxes.push(box(remark1, COLS[5]!, top));
      for (const [c, text] of cells.entries()) boxes.push(box(text, COLS[c]!, top + 22));
      if (remark2) boxes.push(box(remark2, COLS[5]!, top + 22));
      rules.push(top + 44);
    });
    return { boxes, rules: rules.map(acrossTheTable) };
  }

  it('joins the lines between two rules into one row, each cell top to bottom', () => {
    const { boxes, rules } = wrapped();
    const table = tableOfBoxes([boxes], [rules]);
    expect(table.rows.slice(1)).toEqual([
      ['1', '高压电缆', 'YJV-8.7/15 3×185', '米', '200', '分两批到货，首 批月底前'],
      ['2', '铝芯电缆', 'YJLV-0.6/1kV 4×70+1×35', '米', '85', ''],
      ['3', '架空绝缘导线', 'JKLYJ-10kV-1×120', '米', '320', ''],
    ]);
    expect(readInquiryTable(table).map((r) => [r.model, r.spec, r.scope, r.metres])).toEqual([
      ['YJV', '3*185', '8.7/15kV', 200],
      ['YJLV', '4*70+1*35', '0.6/1kV', 85],
      ['JKLYJ', '1*120', '10kV', 320],
    ]);
  });

  it('leaves the lines apart without rules (the wrapped lines are flagged, never joined by guess)', () => {
    const { boxes } = wrapped();
    expect(tableOfBoxes([boxes]).rows).toHaveLength(1 + 5);
  });

  it('keeps two rows apart when the rule between them was not found: both fill the quantity', () => {
    const { boxes, rules } = wrapped();
    const table = tableOfBoxes([boxes], [rules.filter((_, i) => i !== 2)]);
    expect(table.rows.slice(1).map((row) => row[4])).toEqual(['200', '', '85', '320']);
  });
});

describe('a Word table whose 名称, 型号 and 电压等级 are merged down each group of rows', () => {
  const HEADER = ['序号', '名称', '型号', '电压等级', '规格', '单位', '数量'];
  const COLS = [10, 60, 160, 240, 340, 460, 510];
  const ROW = 30;
  const TABLE = { from: 5, to: 580 };
  /** Two groups: YJV 0.6/1kV over three rows, KVV 450/750V over two; the merged cells' text in their first row. */
  function mergedTable(options: { ruleBetweenGroupRows: boolean; blankInsteadOfMerged?: boolean }) {
    const groups = [
      {
        name: '电力电缆',
        model: 'YJV',
        voltage: '0.6/1kV',
        rows: [
          ['3×150+2×70', '180'],
          ['4×25+1×16', '240'],
          ['5×10', '180'],
        ],
      },
      {
        name: '控制电缆',
        model: 'KVV',
        voltage: '450/750V',
        rows: [
          ['4×1.5', '260'],
          ['7×2.5', '300'],
        ],
      },
    ];
    const boxes = drawTable([HEADER], COLS);
    const rules: TableRule[] = [acrossTheTable(LINE + 4)];
    let r = 0;
    for (const group of groups) {
      group.rows.forEach(([spec, quantity], i) => {
        const top = LINE + 10 + r * ROW;
        boxes.push(box(String(r + 1), COLS[0]!, top), box(spec!, COLS[4]!, top), box('米', COLS[5]!, top));
        boxes.push(box(quantity!, COLS[6]!, top));
        if (i === 0) boxes.push(box(group.name, COLS[1]!, top), box(group.model, COLS[2]!, top));
        if (i === 0) boxes.push(box(group.voltage, COLS[3]!, top));
        const bottom = top + ROW - 6;
        const last = i === group.rows.length - 1;
        // Inside a group the rule leaves out the merged columns (名称 to 电压等级: x 55–335).
        if (last || options.blankInsteadOfMerged) rules.push(acrossTheTable(bottom));
        else if (options.ruleBetweenGroupRows)
          rules.push({
            y: bottom,
            spans: [
              { from: TABLE.from, to: 55 },
              { from: 335, to: TABLE.to },
            ],
          });
        r++;
      });
    }
    return { boxes, rules };
  }

  it('gives each row of a group the merged cells, as a sheet with those merges reads', () => {
    const { boxes, rules } = mergedTable({ ruleBetweenGroupRows: true });
    const table = tableOfBoxes([boxes], [rules]);
    expect(table.merges).toEqual([
      { top: 1, left: 1, bottom: 3, right: 1 },
      { top: 4, left: 1, bottom: 5, right: 1 },
      { top: 1, left: 2, bottom: 3, right: 2 },
      { top: 4, left: 2, bottom: 5, right: 2 },
      { top: 1, left: 3, bottom: 3, right: 3 },
      { top: 4, left: 3, bottom: 5, right: 3 },
    ]);
    const read = readInquiryTable(table).map((row) => [row.model, row.spec, row.scope, row.metres, row.reasons]);
    expect(read).toEqual([
      ['YJV', '3*150+2*70', '0.6/1kV', 180, []],
      ['YJV', '4*25+1*16', '0.6/1kV', 240, []],
      ['YJV', '5*10', '0.6/1kV', 180, []],
      ['KVV', '4*1.5', '450/750V', 260, []],
      ['KVV', '7*2.5', '450/750V', 300, []],
    ]);
  });

  it('merges nothing where a rule is drawn across the row (the cells were left blank) or none was found', () => {
    for (const rules of [mergedTable({ ruleBetweenGroupRows: true, blankInsteadOfMerged: true }).rules, []]) {
      const { boxes } = mergedTable({ ruleBetweenGroupRows: false });
      const table = tableOfBoxes([boxes], [rules]);
      expect(table.merges).toEqual([]);
      expect(readInquiryTable(table).map((row) => row.model)).toEqual(['YJV', '', '', 'KVV', '']);
    }
  });
});
