/**
 * The third holdout inquiry corpus: inquiry lists written by an outside reviewer who has not read the parser (nor the
 * server's code, docs/ocr.md or the README's accuracy section), from how Chinese buyers, site electricians, design
 * institutes, procurement platforms and foreign EPC buyers write cable inquiries. Each file has an answer key written
 * from what the file shows and what a careful salesperson would quote; README.md lists the judgement calls.
 *
 *   npx tsx corpus/holdout3/generate.ts
 */

import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Dice } from '../inquiries/world';
import {
  type AnswerKey,
  blank,
  type Cell,
  item,
  type KeyRow,
  noise,
  noiseBecause,
  type PdfLine,
  review,
  row,
  type SourceRow,
  spanned,
  type Truth,
  unknown,
  writeCsv,
  writePdf,
  writeText,
  writeXlsx,
} from './writers';

const HERE = dirname(fileURLToPath(import.meta.url));

const LV = '0.6/1kV';
const MV = '8.7/15kV';
const HV = '26/35kV';
const CV = '450/750V';
const SV = '300/500V';
const JK10 = '10kV';
const JK1 = '1kV';

const COIL = 'building wire coil (卷 / 圈 / roll) taken as 100 m';
const TEXT_NUMBER = 'quantity stored as text (green triangle)';
const TWO_CABLES = 'two cables on one line: a key line holds one cable, so the line needs a person (or a split)';
const NO_VOLTAGE_3C = 'three-core cable with no voltage anywhere: 0.6/1kV or 8.7/15kV?';
const NOT_MADE = (what: string) => `${what} is not in the catalogue`;
const NOT_CABLE = (what: string) => `${what}: not a cable`;

interface Written {
  name: string;
  data: Buffer | string;
  key: AnswerKey;
}

const keyed = (file: string, kind: AnswerKey['kind'], layout: string, rows: KeyRow[]): AnswerKey => ({
  file,
  kind,
  layout,
  rows,
});

const f = (formula: string, result: number, format?: string): Cell => ({
  formula,
  result,
  ...(format ? { format } : {}),
});

/** A formula such as F7*G7 must name its own row: fail loudly if a row moved. */
function assertOwnRows(rows: SourceRow[]) {
  rows.forEach((source, i) => {
    for (const cell of source.cells) {
      if (typeof cell !== 'object' || !('formula' in cell)) continue;
      const refs = [...cell.formula.matchAll(/\b([E-I])(\d+)\*([E-I])(\d+)\b/g)];
      for (const ref of refs)
        if (Number(ref[2]) !== i + 1 || Number(ref[4]) !== i + 1)
          throw new Error(`formula ${cell.formula} sits on row ${i + 1}`);
    }
  });
}

/** What SUBTOTAL(109, …) of a column gives: numbers and formula values of rows that are not hidden; text skipped. */
function visibleSum(rows: SourceRow[], column: number, from: number, to: number): number {
  let sum = 0;
  for (const source of rows.slice(from - 1, to)) {
    if (source.hidden) continue;
    const cell = source.cells[column - 1];
    if (typeof cell === 'number') sum += cell;
    else if (typeof cell === 'object' && 'formula' in cell) sum += cell.result;
    else if (typeof cell === 'object' && 'number' in cell) sum += cell.number;
  }
  return Math.round(sum * 1000) / 1000;
}

const hide = (source: SourceRow): SourceRow => ({ ...source, hidden: true });
const red = (source: SourceRow): SourceRow => ({ ...source, red: true });

// ---------------------------------------------------------------------------------------------------------------
/** 1. A contractor's list over two sheets: the second repeats the header; hidden rows, formulas, text numbers. */
async function twoSheetList(): Promise<Written> {
  const header = row(noise, '序号', '名称', '型号', '规格', '单位', '根数', '单根长度(m)', '数量', '备注');
  const widths = [6, 12, 10, 14, 6, 6, 12, 12, 24];
  const first: SourceRow[] = [
    spanned(noise, '云栖花园二期（地下室及1#~3#楼）电缆采购清单'),
    spanned(noise, '编制：王工（项目部）    日期：2025年5月8日    数量单位：米（有根数的行按 根数×单根长度 计）'),
    header,
    spanned(noise, '一、低压电力电缆（0.6/1kV）'),
    row(item('YJV', '4*185+1*95', 650, LV), 1, '电力电缆', 'YJV', '4×185+1×95', '米', '', '', 650, '变电所至1#楼总箱'),
    hide(
      row(
        noiseBecause('hidden row (备注 一期已采购): the workbook does not show it'),
        2,
        '电力电缆',
        'YJV',
        '4×150+1×70',
        '米',
        '',
        '',
        320,
        '一期已采购',
      ),
    ),
    row(
      item('YJV', '4*120+1*70', 370, LV, '根数 2 × 单根长度 185 by formula'),
      3,
      '电力电缆',
      'YJV',
      '4×120+1×70',
      '米',
      2,
      185,
      f('F7*G7', 370),
      '2#楼，双回路',
    ),
    row(
      item('YJV', '4*95+1*50', 420, LV, '型号 and 规格 in one cell merged over both columns'),
      4,
      '电力电缆',
      'YJV-4×95+1×50',
      '',
      '米',
      '',
      '',
      420,
      '3#楼',
    ),
    row(
      item('YJV', '4*70+1*35', 1000, LV, '=2*500'),
      5,
      '电力电缆',
      'YJV',
      '4×70+1×35',
      '米',
      '',
      '',
      f('2*500', 1000),
      '两盘，每盘500米',
    ),
    row(item('YJV', '5*16', 450, LV, TEXT_NUMBER), 6, '电力电缆', 'YJV', '5×16', '米', '', '', '450', '地下室照明总箱'),
    row(item('YJV', '5*10', 288, LV), 7, '电力电缆', 'YJV', '5×10', '米', 3, 96, f('F11*G11', 288), '电梯机房'),
    row(item('YJV', '3*35+2*16', 260, LV), 8, '电力电缆', 'YJV', '3×35+2×16', '米', '', '', 260, '排烟风机'),
    row(item('YJV22', '4*50+1*25', 180, LV), 9, '铠装电缆', 'YJV22', '4×50+1×25', '米', '', '', 180, '室外直埋'),
    row(
      item('YJV', '4*25+1*16', 1200, LV, TEXT_NUMBER),
      10,
      '电力电缆',
      'YJV',
      '4×25+1×16',
      '米',
      '',
      '',
      '1200',
      '各层配电箱',
    ),
    hide(
      row(
        noiseBecause('hidden row with no remark: the workbook does not show it'),
        11,
        '电力电缆',
        'YJV',
        '3×4+1×2.5',
        '米',
        '',
        '',
        80,
      ),
    ),
    row(
      item('YJV', '4*10', 143, LV, '=45+60+38'),
      12,
      '电力电缆',
      'YJV',
      '4×10',
      '米',
      '',
      '',
      f('45+60+38', 143),
      '水泵房、消控室、门卫',
    ),
    spanned(noise, '二、消防电缆（0.6/1kV）'),
    row(
      item('NH-YJV', '4*35+1*16', 260, LV),
      13,
      '耐火电缆',
      'NH-YJV',
      '4×35+1×16',
      '米',
      4,
      65,
      f('F18*G18', 260),
      '消防泵房',
    ),
    row(item('NH-YJV', '5*6', 90, LV), 14, '耐火电缆', 'NH-YJV', '5×6', '米', '', '', 90, '应急照明'),
    row(item('ZR-YJV', '4*50+1*25', 330, LV, TEXT_NUMBER), 15, '阻燃电缆', 'ZR-YJV', '4×50+1×25', '米', '', '', '330'),
    row(item('WDZ-YJY', '4*16', 240, LV), 16, '低烟无卤电缆', 'WDZ-YJY', '4×16', '米', '', '', 240, '人防区'),
    row(
      review('no quantity (长度待现场确认)'),
      17,
      '耐火电缆',
      'NH-YJV',
      '4×95+1×50',
      '米',
      '',
      '',
      '',
      '长度待现场确认',
    ),
  ];
  first.push(row(noise, '', '本页小计', '', '', '', '', '', f('SUBTOTAL(109,H5:H22)', 0), ''));
  first[first.length - 1]!.cells[7] = f('SUBTOTAL(109,H5:H22)', visibleSum(first, 8, 5, 22));
  first.push(spanned(noise, '（控制电缆、电线及10kV电缆见工作表“电缆清单 (2)”）'));
  assertOwnRows(first);

  const second: SourceRow[] = [
    spanned(noise, '云栖花园二期 电缆采购清单（续）'),
    header,
    spanned(noise, '三、控制电缆及电线'),
    row(item('KVV', '7*1.5', 270), 18, '控制电缆', 'KVV', '7×1.5', '米', 6, 45, f('F4*G4', 270), '消防联动'),
    row(item('KVV', '4*1.5', 500, undefined, TEXT_NUMBER), 19, '控制电缆', 'KVV', '4×1.5', '米', '', '', '500'),
    row(
      item('KVV', '10*1.5', 265, undefined, '=120+85+60'),
      20,
      '控制电缆',
      'KVV',
      '10×1.5',
      '米',
      '',
      '',
      f('120+85+60', 265),
      '三段',
    ),
    row(item('BV', '1*2.5', 3000, undefined, COIL), 21, '电线', 'BV', '2.5', '卷', '', '', 30, '红、黄、蓝各10卷'),
    row(item('BV', '1*4', 2000, undefined, COIL), 22, '电线', 'BV', '4', '卷', '', '', 20),
    row(item('BVR', '1*16', 150), 23, '软线', 'BVR', '1×16', '米', '', '', 150, '黄绿双色，接地'),
    row(item('RVV', '3*1.5', 300), 24, '护套线', 'RVV', '3×1.5', '米', '', '', 300),
    hide(
      row(
        noiseBecause('hidden row (备注 甲供): the workbook does not show it'),
        25,
        '电线',
        'BV',
        '10',
        '卷',
        '',
        '',
        5,
        '甲供',
      ),
    ),
    spanned(noise, '四、10kV电力电缆'),
    row(
      item('YJV22', '3*120', 820, MV, '根数 2 × 410 by formula; the 10kV heading gives the voltage'),
      26,
      '高压电缆',
      'YJV22',
      '3×120',
      '米',
      2,
      410,
      f('F13*G13', 820),
      '市政进线，两回',
    ),
    row(
      item('YJV', '3*70', 260, MV, 'the 10kV heading gives the voltage'),
      27,
      '高压电缆',
      'YJV',
      '3×70',
      '米',
      '',
      '',
      260,
      '开关站至1#箱变',
    ),
    row(unknown(NOT_CABLE('cable termination')), 28, '电缆终端头', '10kV冷缩户内终端', '3×120', '套', '', '', 4),
  ];
  second.push(row(noise, '', '本页小计', '', '', '', '', '', f('SUBTOTAL(109,H4:H15)', 0), ''));
  second[second.length - 1]!.cells[7] = f('SUBTOTAL(109,H4:H15)', visibleSum(second, 8, 4, 15));
  second.push(
    spanned(noise, '备注：1. 以上电缆均为铜芯国标；2. 10kV电缆需提供出厂试验报告；3. 报价含税含运费到工地。'),
  );
  assertOwnRows(second);

  const { data, rows } = await writeXlsx([
    { name: '电缆清单', widths, rows: first, merges: [[8, 3, 8, 4]], frozenRows: 3, keyed: true },
    { name: '电缆清单 (2)', widths, rows: second, frozenRows: 2, keyed: true },
  ]);
  return {
    name: 'two-sheet-list.xlsx',
    data,
    key: keyed(
      'two-sheet-list.xlsx',
      'sheet',
      "a contractor's list over two sheets (电缆清单, 电缆清单 (2)): title and info rows, header frozen on both, the header repeated on the second sheet, 一、–四、 sections (the first two name 0.6/1kV, the fourth 10kV); quantities as numbers, as text (green triangle), as formulas (=F7*G7 from 根数 × 单根长度, =2*500, =45+60+38); 型号 and 规格 merged into one cell on one row; three hidden rows (一期已采购, 甲供, one with no remark); SUBTOTAL 本页小计 rows. Rows are numbered over both sheets: sheet 2's row n is key row 24 + n (each key row also gives sheet and sheetRow)",
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/** 2. A price-comparison sheet sent to several suppliers: brand column, empty prices, tax rate, km with 3 decimals. */
async function priceComparison(): Promise<Written> {
  const dice = new Dice(31);
  const km = (n: number): Cell => ({ number: n, format: '0.000' });
  const tax: Cell = { number: 0.13, format: '0%' };
  const brands = ['远东/宝胜/起帆', '远东/宝胜/起帆', '远东/宝胜/起帆', '远东、宝胜或同档次'];
  let n = 0;
  const r = (truth: Truth, name: string, spec: string, unit: string, qty: Cell | '', note = '') => {
    n++;
    const at = n + 4;
    return row(
      truth,
      n,
      name,
      spec,
      unit,
      qty,
      dice.pick(brands),
      '',
      f(`E${at}*G${at}${unit === '千米' ? '*1000' : ''}`, 0, '#,##0.00'),
      tax,
      dice.pick(['7天', '10天', '15天', '7天']),
      note,
    );
  };
  const rows: SourceRow[] = [
    spanned(noise, '中建XX局滨江物流园B区项目  电线电缆询比价单'),
    spanned(noise, '询价编号：BJWL-XJ-2025-0612    询价日期：2025-06-12    报价截止：2025-06-16 17:00    联系人：刘工'),
    spanned(noise, '供应商名称：                              报价人：                    联系电话：'),
    row(
      noise,
      '序号',
      '物资名称',
      '规格型号',
      '单位',
      '数量',
      '品牌要求',
      '含税单价(元)',
      '含税合价(元)',
      '税率',
      '交货期',
      '备注',
    ),
    r(item('YJV', '4*240+1*120', 350, LV, '0.350 千米'), '电力电缆', 'YJV-0.6/1kV 4×240+1×120', '千米', km(0.35)),
    r(item('YJV', '4*185+1*95', 1200, LV, '1.200 千米'), '电力电缆', 'YJV-0.6/1kV 4×185+1×95', '千米', km(1.2)),
    r(item('YJV', '4*120+1*70', 865, LV, '0.865 千米'), '电力电缆', 'YJV-0.6/1kV 4×120+1×70', '千米', km(0.865)),
    r(item('YJV', '3*150+2*70', 255, LV, '0.255 千米'), '电力电缆', 'YJV-0.6/1kV 3×150+2×70', '千米', km(0.255)),
    r(item('YJV', '5*16', 85, LV, '0.085 千米'), '电力电缆', 'YJV-0.6/1kV 5×16', '千米', km(0.085)),
    r(
      review('no quantity (数量待定，先报单价)'),
      '电力电缆',
      'YJV-0.6/1kV 4×95+1×50',
      '千米',
      '',
      '数量待定，先报单价',
    ),
    r(item('YJV22', '4*70+1*35', 420, LV), '铠装电缆', 'YJV22-0.6/1kV 4×70+1×35', '千米', km(0.42)),
    r(item('ZC-YJV', '4*35+1*16', 640, LV), '阻燃电缆', 'ZC-YJV-0.6/1kV 4×35+1×16', '千米', km(0.64), '阻燃C类'),
    r(item('NH-YJV', '5*10', 300, LV), '耐火电缆', 'NH-YJV-0.6/1kV 5×10', '千米', km(0.3)),
    r(item('WDZ-YJY', '4*50+1*25', 180, LV), '低烟无卤电缆', 'WDZ-YJY-0.6/1kV 4×50+1×25', '千米', km(0.18)),
    r(
      item('YJV22', '3*240', 1000, MV, '1.000 千米 in a column of 千米 with three decimals'),
      '中压电缆',
      'YJV22-8.7/15kV 3×240',
      '千米',
      km(1),
    ),
    r(item('YJV', '3*95', 575, MV), '中压电缆', 'YJV-8.7/15kV 3×95', '千米', km(0.575)),
    r(item('KVV', '7*1.5', 960, CV), '控制电缆', 'KVV-450/750V 7×1.5', '千米', km(0.96)),
    r(item('KVV', '14*1.5', 235), '控制电缆', 'KVV 14×1.5', '千米', km(0.235)),
    r(item('BV', '1*4', 2500, CV), '布电线', 'BV-450/750V 1×4', '千米', km(2.5)),
    r(
      item('BV', '1*2.5', 4000, CV, '40 卷 with 备注 100米/卷 (shown 40.000 by the column format)'),
      '布电线',
      'BV-450/750V 1×2.5',
      '卷',
      km(40),
      '100米/卷',
    ),
    r(item('BVR', '1*10', 150, CV), '软电线', 'BVR-450/750V 1×10', '千米', km(0.15), '黄绿双色'),
    r(
      review('0.450 米 of a power cable in a sheet whose quantities are in km: 450 m? the unit cell says 米'),
      '电力电缆',
      'YJV-0.6/1kV 4×50+1×25',
      '米',
      km(0.45),
    ),
    r(
      unknown(NOT_MADE('YTTW flexible mineral-insulated cable')),
      '柔性矿物绝缘电缆',
      'YTTW-0.6/1kV 4×25+1×16',
      '千米',
      km(0.12),
    ),
    r(unknown(NOT_MADE('DJYPVP computer cable')), '计算机电缆', 'DJYPVP 2×2×1.0', '千米', km(0.4)),
    r(unknown(NOT_CABLE('cable joint')), '电缆中间接头', '1kV热缩 4×185+1×95', '套', km(6)),
  ];
  rows.push(row(noise, '', '合计', '', '', '', '', '', f('SUM(H5:H25)', 0, '#,##0.00'), '', '', ''));
  rows.push(blank());
  rows.push(spanned(noise, '报价说明：'));
  rows.push(spanned(noise, '1. 报价为含13%增值税专用发票、含运费及卸车费的到工地价格；'));
  rows.push(spanned(noise, '2. 品牌限远东、宝胜、起帆，其他品牌报价视为无效；须对全部清单报价；'));
  rows.push(spanned(noise, '3. 数量单位为千米（km），保留三位小数，结算按实际到货长度；'));
  rows.push(spanned(noise, '4. 单盘长度不低于500米（布电线除外），交货期自合同签订之日起算。'));
  rows.push(blank());
  rows.push(spanned(noise, '供应商（盖章）：                                        日期：      年    月    日'));
  const { data, rows: keyRows } = await writeXlsx([
    { name: '询比价单', widths: [5, 14, 28, 6, 10, 18, 12, 14, 7, 8, 16], rows, frozenRows: 4 },
  ]);
  return {
    name: 'price-comparison.xlsx',
    data,
    key: keyed(
      'price-comparison.xlsx',
      'sheet',
      "a buyer's 询比价单 sent to several suppliers: three title rows (询价编号, 供应商 blanks), 序号/物资名称/规格型号/单位/数量/品牌要求 (远东/宝胜/起帆)/含税单价/含税合价 (formula, 0.00)/税率 (13% as a percent-formatted number)/交货期/备注; 数量 in 千米 shown with three decimals (0.350, 1.200, 0.085, 1.000); one row in 卷 (40.000 with 100米/卷), one in 米 showing 0.450, one empty (先报单价); YTTW, DJYPVP, a joint; 合计, 报价说明 footnotes, a stamp line",
      keyRows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/** 3. A design institute's 主要设备材料表: 型号规格 with voltage inside, 长度(m) and 数量 columns, accessories. */
async function designBom(): Promise<Written> {
  let n = 0;
  const cable = (truth: Truth, name: string, spec: string, metres: number, note = '') =>
    row(truth, ++n, name, spec, 'm', metres, '', note);
  const piece = (truth: Truth, name: string, spec: string, unit: string, count: number, note = '') =>
    row(truth, ++n, name, spec, unit, '', count, note);
  const rows: SourceRow[] = [
    spanned(noise, 'XX市高新区10kV开闭所及配套线路工程'),
    spanned(noise, '主要设备材料表'),
    spanned(noise, '工程号：2025-E-118    设计阶段：施工图    专业：电气    图号：E-07-03'),
    row(noise, '序号', '名称', '型号规格', '单位', '长度(m)', '数量', '备注'),
    spanned(noise, '一、10kV电缆'),
    cable(
      item('YJV22', '3*300', 1260, MV, '8.7/15 written without kV'),
      '10kV交联电力电缆',
      'YJV22-8.7/15 3×300',
      1260,
      '双回路，长度已含10%裕量',
    ),
    cable(item('YJV22', '3*240', 880, MV), '10kV交联电力电缆', 'YJV22-8.7/15 3×240', 880, '至1#、2#环网柜'),
    cable(item('YJV', '3*95', 145, MV), '10kV交联电力电缆', 'YJV-8.7/15 3×95', 145, '开闭所内，电缆沟敷设'),
    cable(item('YJV', '3*70', 460, MV), '10kV交联电力电缆', 'YJV-8.7/15 3×70', 460, '分支线'),
    cable(
      item('YJV', '1*400', 225, MV, '三相共225m: the total of three phases'),
      '10kV单芯电缆',
      'YJV-8.7/15 1×400',
      225,
      '主变10kV侧，三相共225m（每相75m）',
    ),
    piece(
      unknown(NOT_CABLE('termination (the remark names the cable it fits)')),
      '电缆终端头',
      '10kV户内冷缩终端 3×300',
      '套',
      4,
      '与YJV22-8.7/15 3×300配套',
    ),
    piece(unknown(NOT_CABLE('termination')), '电缆终端头', '10kV户外冷缩终端 3×240', '套', 2),
    piece(unknown(NOT_CABLE('joint')), '电缆中间接头', '10kV冷缩中间接头 3×300', '套', 2, '每回路1个'),
    spanned(noise, '二、低压电缆'),
    cable(
      item('ZC-YJV', '4*185+1*95', 360, LV, 'ZRC-YJV = 阻燃C类 YJV = ZC-YJV (footnote 3 says so)'),
      '阻燃电力电缆',
      'ZRC-YJV-0.6/1kV-4×185+1×95',
      360,
    ),
    cable(item('ZC-YJV', '4*120+1*70', 540, LV, 'ZRC-YJV = ZC-YJV'), '阻燃电力电缆', 'ZRC-YJV-0.6/1kV-4×120+1×70', 540),
    cable(item('ZC-YJV', '5*10', 210, LV, 'ZRC-YJV = ZC-YJV'), '阻燃电力电缆', 'ZRC-YJV-0.6/1kV-5×10', 210),
    cable(item('NH-YJV', '4*50+1*25', 95, LV), '耐火电力电缆', 'NH-YJV-0.6/1kV-4×50+1×25', 95, '消防负荷'),
    cable(item('NH-YJV', '5*4', 130, LV), '耐火电力电缆', 'NH-YJV-0.6/1kV-5×4', 130),
    cable(item('YJV', '3*240+2*120', 48, LV), '电力电缆', 'YJV-0.6/1kV-3×240+2×120', 48, '站用变'),
    cable(
      item('YJV', '1*240', 144, LV, 'the length column holds the total (4根×36m in 备注)'),
      '电力电缆',
      'YJV-0.6/1kV-1×240',
      144,
      '4根×36m',
    ),
    cable(item('YJV22', '4*95+1*50', 310, LV), '铠装电力电缆', 'YJV22-0.6/1kV-4×95+1×50', 310, '直埋段'),
    piece(unknown(NOT_CABLE('termination')), '电缆终端头', '1kV热缩终端 4×185+1×95', '套', 6),
    spanned(noise, '三、控制电缆'),
    cable(
      unknown(NOT_MADE('ZRC-KVV (flame-retardant control cable; the catalogue has plain KVV)')),
      '阻燃控制电缆',
      'ZRC-KVV-450/750V-7×1.5',
      420,
    ),
    cable(item('KVV', '4*2.5', 320, CV), '控制电缆', 'KVV-450/750V-4×2.5', 320),
    cable(item('KVV', '10*1.5', 260, CV), '控制电缆', 'KVV-450/750V-10×1.5', 260),
    cable(unknown(NOT_MADE('KVVR flexible control cable')), '软控制电缆', 'KVVR-450/750V-7×1.0', 150),
    spanned(noise, '四、其他材料'),
    cable(item('BVR', '1*25', 80, CV), '接地线', 'BVR-450/750V-1×25', 80, '黄绿双色'),
    cable(
      item('JKLYJ', '1*120', 1140, JK10, 'the length column holds the three conductors (线路长380m)'),
      '架空绝缘导线',
      'JKLYJ-10kV-1×120',
      1140,
      '三相，线路长380m',
    ),
    cable(unknown(NOT_CABLE('steel conduit')), '电缆保护管', 'SC100 热镀锌钢管', 60),
    cable(unknown(NOT_CABLE('cable tray')), '电缆桥架', '400×150 热镀锌槽式', 120),
    piece(unknown(NOT_CABLE('fire-stopping compound')), '防火堵料', '有机/无机', 'kg', 200),
    blank(),
    spanned(noise, '注：1. 电缆长度为设计估算长度（已含敷设及预留裕量），订货前应现场实测复核。'),
    spanned(noise, '2. 10kV电缆额定电压8.7/15kV，铜芯，直埋段采用钢带铠装电缆。'),
    spanned(noise, '3. 表中“ZRC”表示阻燃C类，执行GB/T 19666-2019。'),
    spanned(noise, '4. 电缆终端头、中间接头的规格与所配电缆截面一致。'),
  ];
  const { data, rows: keyRows } = await writeXlsx([
    { name: '材料表', widths: [5, 16, 30, 5, 9, 6, 30], rows, frozenRows: 4 },
  ]);
  return {
    name: 'design-bom.xlsx',
    data,
    key: keyed(
      'design-bom.xlsx',
      'sheet',
      "a design institute's 主要设备材料表 for a 10kV switching station: three title rows, 序号/名称/型号规格/单位/长度(m)/数量/备注 (cables fill 长度(m), accessories 数量), 一、–四、 sections; 型号规格 with the voltage inside (YJV22-8.7/15 3×300 without kV, ZRC-YJV-0.6/1kV-4×185+1×95, KVV-450/750V-4×2.5, JKLYJ-10kV-1×120); single-core totals (三相共225m, 4根×36m); terminations and joints whose remark names a cable; ZRC-KVV, KVVR, conduit, tray, fire-stopping; four 注 footnotes (one explains ZRC)",
      keyRows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/** 4. A WPS document table exported to PDF: long cells wrap inside their column; a 续表 page. */
async function wpsPdf(): Promise<Written> {
  const columns = [0, 26, 104, 214, 244, 290, 440];
  const header = (top = true): PdfLine => ({
    kind: 'cells',
    source: row(noise, '序号', '名称', '型号规格', '单位', '数量', '备注', '要求到货时间'),
    top,
  });
  const text = (t: string, extra: Partial<Extract<PdfLine, { kind: 'text' }>> = {}): PdfLine => ({
    kind: 'text',
    text: t,
    truth: noise,
    ...extra,
  });
  let n = 0;
  const r = (truth: Truth, name: string, spec: string, unit: string, qty: Cell, note = ''): PdfLine => {
    n++;
    return { kind: 'wrapped', source: row(truth, n, name, spec, unit, qty, note, n < 14 ? '7月20日前' : '8月5日前') };
  };
  const pages: PdfLine[][] = [
    [
      text('南通XX机电安装工程有限公司', { centred: true, size: 14 }),
      text('电缆采购询价单', { centred: true, size: 12 }),
      text('项目名称：通州湾XX新材料厂房二期                                   询价日期：2025年7月3日'),
      text('致：XX电缆有限公司 王经理                                             联系人：周工'),
      header(),
      r(item('YJV', '4*240+1*120', 380, LV), '交联电力电缆', 'YJV-0.6/1kV-4×240+1×120', '米', 380, '配电房至A车间'),
      r(item('YJV', '4*185+1*95', 520, LV), '交联电力电缆', 'YJV-0.6/1kV-4×185+1×95', '米', 520, '配电房至B车间'),
      r(
        item('YJV22', '4*120+1*70', 260, LV, 'typed with a space before +1×70, where the cell wraps'),
        '铠装电力电缆',
        'YJV22-0.6/1kV-4×120 +1×70',
        '米',
        260,
        '室外直埋',
      ),
      r(item('YJV', '5*16', 180, LV), '交联电力电缆', 'YJV-0.6/1kV-5×16', '米', 180),
      r(item('YJV', '3*70+2*35', 95, LV), '交联电力电缆', 'YJV-0.6/1kV-3×70+2×35', '米', 95, '空压机'),
      r(item('NH-YJV', '5*6', 240, LV), '耐火电力电缆', 'NH-YJV-0.6/1kV-5×6', '米', 240, '消防风机、排烟风机'),
      r(item('ZR-YJV', '4*25+1*16', 300, LV), '阻燃电力电缆', 'ZR-YJV-0.6/1kV-4×25+1×16', '米', 300),
      r(
        item('YJV22', '3*185', 1150, MV),
        '交联聚乙烯绝缘钢带铠装电力电缆',
        'YJV22-8.7/15KV-3×185',
        '米',
        1150,
        '10kV进线，两回路',
      ),
      r(item('YJV', '3*70', 430, MV), '交联电力电缆', 'YJV-8.7/15KV-3×70', '米', 430, '至箱变'),
      r(item('KVV', '7*1.5', 600, CV), '控制电缆', 'KVV-450/750V-7×1.5', '米', 600),
      r(item('KVV', '4*1.5', 850), '控制电缆', 'KVV-4×1.5', '米', 850, '需提供检测报告及合格证，每盘长度不少于200米'),
      r(
        item('BV', '1*2.5', 2000, CV, '备注 红、黄、蓝、黑、黄绿各400米 agrees with 2000'),
        '铜芯聚氯乙烯绝缘电线',
        'BV-450/750V-2.5',
        '米',
        2000,
        '红、黄、蓝、黑、黄绿各400米',
      ),
      r(item('BV', '1*4', 1500, CV), '铜芯聚氯乙烯绝缘电线', 'BV-450/750V-4', '米', 1500, '红、黄、蓝各500米'),
      text('第 1 页  共 2 页', { centred: true, size: 8, gapBefore: 20 }),
    ],
    [
      text('续表'),
      header(),
      r(item('BVR', '1*6', 500, CV), '铜芯软电线', 'BVR-450/750V-1×6', '米', 500, '黄绿双色'),
      r(item('RVV', '3*2.5', 400, SV), '软护套线', 'RVV-300/500V-3×2.5', '米', 400),
      r(item('YJLV', '4*35+1*16', 700, LV), '铝芯电力电缆', 'YJLV-0.6/1kV-4×35+1×16', '米', 700, '路灯'),
      r(review('quantity 待定'), '交联电力电缆', 'YJV-0.6/1kV-4×150+1×70', '米', '待定'),
      r(
        unknown(NOT_MADE('YFD prefabricated branch cable')),
        '预分支电缆',
        'YFD-ZR-YJV-0.6/1kV-4×70+1×35',
        '米',
        160,
        '带分支，分支规格见附图',
      ),
      r(unknown(NOT_CABLE('termination')), '电缆终端头', '10kV冷缩户外终端 3×185', '套', 4),
      r(item('YJV', '4*50+1*25', 260, LV), '交联电力电缆', 'YJV 0.6/1kV 4×50+1×25', '米', 260),
      r(
        item('YJV', '4*95+1*50', 330, LV, 'typed in full-width characters, which WPS breaks anywhere'),
        '交联电力电缆',
        'ＹＪＶ－０．６／１ｋＶ－４×９５＋１×５０',
        '米',
        330,
      ),
      r(
        item('YJV', '1*300', 360, LV, '单芯，三根一组: 360 m is the total'),
        '交联电力电缆',
        'YJV-0.6/1kV-1×300',
        '米',
        360,
        '单芯，三根一组',
      ),
      r(item('KVV', '14*1.5', 320, CV), '控制电缆', 'KVV-450/750V-14×1.5', '米', 320),
      text('以上数量为预估，最终按实际用量结算。请于7月8日前回复报价（含税含运费）。', { gapBefore: 10 }),
      text('周工  138 0000 5678'),
      text('第 2 页  共 2 页', { centred: true, size: 8, gapBefore: 20 }),
    ],
  ];
  const { data, rows } = await writePdf({ page: [595, 842], columns, pages, producer: 'WPS 文字' });
  return {
    name: 'wps-wrapped.pdf',
    data,
    key: keyed(
      'wps-wrapped.pdf',
      'pdf',
      'a WPS 文字 table exported to a text PDF, A4, ruled cells: company and title lines, 项目名称 / 致 lines, 序号/名称/型号规格/单位/数量/备注; long 型号规格, 名称 and 备注 cells wrap inside their column onto a second line (after a hyphen, a plus sign or between Chinese characters: "YJV-0.6/1kV-" then "4×240+1×120"), the row\'s other cells on its first line; page 2 starts with 续表 and the header again; 第 n 页 共 2 页 footers; 待定, YFD, a termination',
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/** 5. A procurement platform's RFQ export in GBK: 规格型号 with voltage and mm2, 数量 with its unit in brackets. */
function platformCsv(): Written {
  let n = 0;
  let code = 20010100;
  const r = (truth: Truth, name: string, spec: string, qty: string, tech = 'GB/T 12706-2020，铜芯', note = '') =>
    row(truth, ++n, String(++code), name, spec, qty, '2025/8/10', 'XX光伏电站项目部', tech, note);
  const rows: SourceRow[] = [
    row(noise, '询价单号：CG-RFQ-20250715-0033'),
    row(noise, '采购单位：XX能源工程有限公司（华东分公司）', '', '', '', '', '', '', '', '报价截止：2025/7/22 17:00'),
    row(noise, '序号', '物料编码', '物料名称', '规格型号', '数量', '需求日期', '收货单位', '技术要求', '备注'),
    r(item('YJV', '4*95+1*50', 1200, LV, '1.2(km)'), '电力电缆', 'YJV 0.6/1KV 4*95+1*50mm2', '1.2(km)'),
    r(item('YJV', '4*150+1*70', 500, LV), '电力电缆', 'YJV 0.6/1KV 4*150+1*70mm2', '500(米)'),
    r(item('YJV', '3*185+2*95', 360, LV), '电力电缆', 'YJV 0.6/1KV 3*185+2*95mm2', '0.36(km)'),
    r(
      item('YJV22', '3*240+1*120', 800, LV),
      '铠装电缆',
      'YJV22 0.6/1KV 3*240+1*120mm2',
      '800(米)',
      'GB/T 12706-2020，铜芯，钢带铠装',
    ),
    r(item('YJV', '3*185', 2150, MV), '中压电缆', 'YJV 8.7/15KV 3*185mm2', '2.15(km)', 'GB/T 12706.3-2020'),
    r(
      item('YJV', '1*400', 1800, HV, 'full-width brackets'),
      '中压电缆',
      'YJV 26/35KV 1*400mm2',
      '1.8（km）',
      'GB/T 12706.4-2020',
    ),
    r(item('VV', '4*35+1*16', 300, LV), '电力电缆', 'VV 0.6/1KV 4*35+1*16mm2', '300(米)'),
    r(item('VV22', '4*50+1*25', 260, LV), '电力电缆', 'VV22 0.6/1KV 4*50+1*25mm2', '260(米)'),
    r(
      item('YJLV', '4*240+1*120', 1500, LV),
      '铝芯电缆',
      'YJLV 0.6/1KV 4*240+1*120mm2',
      '1.5(km)',
      'GB/T 12706-2020，铝芯',
    ),
    r(item('VLV', '3*95+1*50', 400, LV), '铝芯电缆', 'VLV 0.6/1KV 3*95+1*50mm2', '400(米)', 'GB/T 12706-2020，铝芯'),
    r(item('KVV', '19*1.5', 650, CV), '控制电缆', 'KVV 450/750V 19*1.5mm2', '650(米)', 'GB/T 9330-2020'),
    r(
      item('KVV', '24*1', 400, CV, '24*1.0 is the catalogue 24*1'),
      '控制电缆',
      'KVV 450/750V 24*1.0mm2',
      '0.4(km)',
      'GB/T 9330-2020',
    ),
    r(item('BV', '1*6', 2000, CV, COIL), '布电线', 'BV 450/750V 1*6mm2', '20(卷)', 'GB/T 5023-2008', '100米/卷'),
    r(item('RVV', '5*1.5', 300, SV), '软护套线', 'RVV 300/500V 5*1.5mm2', '300(米)', 'GB/T 5023-2008'),
    r(review('drums (盘) with no length'), '电力电缆', 'YJV 0.6/1KV 4*70+1*35mm2', '2(盘)'),
    r(
      review('quantity 0 (数量以设计变更为准)'),
      '电力电缆',
      'YJV 0.6/1KV 4*25+1*16mm2',
      '0(米)',
      'GB/T 12706-2020，铜芯',
      '数量以设计变更为准',
    ),
    r(unknown(NOT_MADE('DJYVP computer cable')), '计算机电缆', 'DJYVP 2*2*1.0mm2', '300(米)', '屏蔽,阻燃'),
    r(unknown(NOT_MADE('PV1-F solar cable')), '光伏电缆', 'PV1-F 1*4mm2', '2(km)', 'TUV认证,红黑各半'),
    r(
      unknown(NOT_MADE('YJHLV aluminium-alloy cable')),
      '铝合金电缆',
      'YJHLV 0.6/1KV 4*120+1*70mm2',
      '600(米)',
      '铝合金导体',
    ),
    r(item('YJV', '4*16+1*10', 1200, LV), '电力电缆', 'YJV 0.6/1KV 4*16+1*10mm2', '1200(米)'),
    r(item('YJV', '5*4', 1050, LV), '电力电缆', 'YJV 0.6/1KV 5*4mm2', '1.05(km)'),
    r(item('YJV22', '3*70', 650, MV), '中压电缆', 'YJV22 8.7/15KV 3*70mm2', '0.65(km)', 'GB/T 12706.3-2020，钢带铠装'),
  ];
  const { data, rows: keyRows } = writeCsv(rows, 9, 'gbk');
  return {
    name: 'platform-gbk.csv',
    data,
    key: keyed(
      'platform-gbk.csv',
      'sheet',
      "a procurement platform's RFQ export saved as a GBK CSV (CRLF): 询价单号 and 采购单位 lines before the header, 序号/物料编码/物料名称/规格型号/数量/需求日期/收货单位/技术要求/备注, no unit column: 规格型号 as YJV 0.6/1KV 4*95+1*50mm2 (voltage before the spec, mm2 after it), 数量 with its unit in brackets (1.2(km), 500(米), 1.8（km）, 20(卷), 2(盘), 0(米)); quoted fields holding commas; DJYVP, PV1-F, YJHLV",
      keyRows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/** 6. A WeChat project group copied out: a forwarded chat record, quoted replies, colloquial quantities. */
function wechatForward(): Written {
  const lines: Array<[string, Truth]> = [
    ['周经理 09:41', noise],
    ['[聊天记录]', noise],
    ['张工和周经理的聊天记录', noise],
    ['张工 7月20日 18:02', noise],
    ['地下车库配电这块的电缆', noise],
    ['张工 7月20日 18:03', noise],
    ['YJV 4*120+1*70 一公里二', item('YJV', '4*120+1*70', 1200, undefined, '一公里二 = 1.2 km')],
    ['张工 7月20日 18:03', noise],
    ['YJV4*16和YJV4*25各200米', review(TWO_CABLES)],
    ['张工 7月20日 18:04', noise],
    ['YJV 5*10 5百米', item('YJV', '5*10', 500, undefined, '5百米')],
    ['张工 7月20日 18:05', noise],
    [
      'BV2.5 一卷',
      review('一卷 of BV 2.5 is changed later in the group (红黄蓝三色，每色一卷): the later line is the item'),
    ],
    ['BVR 16平方 黄绿 两圈', item('BVR', '1*16', 200, undefined, `两圈: ${COIL}`)],
    ['张工 7月20日 18:07', noise],
    ['YJV22 4*35+1*16 1.2k米', item('YJV22', '4*35+1*16', 1200, undefined, '1.2k米')],
    ['张工 7月20日 18:09', noise],
    ['[图片]', noise],
    ['张工 7月20日 18:10', noise],
    ['照片里那个配电箱进线，NH-YJV 5*6，80米', item('NH-YJV', '5*6', 80)],
    ['周经理 09:42', noise],
    ['@王总 这是工地张工报的量，您按这个报，今天下班前给我', noise],
    ['张工 09:50', noise],
    [
      'YJV 4*95+1*50 这个多少钱一米',
      review("a price question with no quantity; the quantity comes in 周经理's quoted reply below (the item)"),
    ],
    ['张工 09:51', noise],
    ['ZR-YJV 4*50+1*25 350米', review("changed to 400米 in 周经理's quoted reply below (the item)")],
    ['周经理 09:52', noise],
    ['「张工：YJV 4*95+1*50 这个多少钱一米」', noiseBecause('a quoted message')],
    ['- - - - - - - - - - - - - - -', noise],
    [
      '要500米，一起报',
      item('YJV', '4*95+1*50', 500, undefined, 'the reply to the quoted 张工 line: its cable, 500 m'),
    ],
    ['周经理 09:53', noise],
    ['「张工：ZR-YJV 4*50+1*25 350米」', noiseBecause('a quoted message')],
    ['- - - - - - - - - - - - - - -', noise],
    [
      '这个改成400米，张工刚打电话说的',
      item('ZR-YJV', '4*50+1*25', 400, undefined, 'the quoted line corrected to 400 m'),
    ],
    ['王总 10:12', noise],
    ['收到。YJV 4*120+1*70 是1200米对吧？4*16和4*25我分开报', noiseBecause("the supplier's own message")],
    ['周经理 10:15', noise],
    ['对', noise],
    ['周经理 10:16', noise],
    ['还有控制线 KVV 7*1.5 两百米', item('KVV', '7*1.5', 200)],
    ['KVV 4*1.5 也是两百', item('KVV', '4*1.5', 200, undefined, '也是两百: 200 m like the line above')],
    ['RVV 2*1.5 一卷', item('RVV', '2*1.5', 100, undefined, COIL)],
    ['周经理 10:17', noise],
    ['YJV 3*150+2*70 张工说先不报', noiseBecause('the buyer says not to quote it yet')],
    ['周经理 10:18', noise],
    ['[语音]', noise],
    ['周经理 10:20', noise],
    ['补一个：YJV 1*185 四根 每根60米 1kv', item('YJV', '1*185', 240, LV, '四根 × 每根60米')],
    ['张工 10:31', noise],
    ['@王总 BV2.5要红黄蓝三色，每色一卷', item('BV', '1*2.5', 300, undefined, `three colours × one coil; ${COIL}`)],
    ['周经理 10:32', noise],
    ['谢谢王总🙏', noise],
  ];
  const { data, rows } = writeText(lines);
  return {
    name: 'wechat-forward.txt',
    data,
    key: keyed(
      'wechat-forward.txt',
      'text',
      'a WeChat project group (buyer, site engineer, supplier) copied out: a forwarded [聊天记录] block with its own names and dates, [图片], [语音], @mentions; quoted replies (「张工：…」, a dashed line, then the reply that gives the quantity or corrects it); two cables on one line (YJV4*16和YJV4*25各200米); 一公里二, 5百米, 1.2k米, 两百米, 也是两百, 一卷, 两圈, 四根 每根60米; a line the buyer says not to quote yet; a later message that changes an earlier quantity',
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/** 7. An e-mail from a foreign EPC buyer, English and Chinese mixed: mtrs, M, LM, drums, IEC-style designations. */
function emailMixed(): Written {
  const lines: Array<[string, Truth]> = [
    ['From: Rizal Pratama <rizal.pratama@example.co.id>', noise],
    ['To: 王经理 <sales@example.cn>', noise],
    ['Subject: RFQ-2025-0916 Cables for Cikarang Warehouse 询价', noise],
    ['', noise],
    ['Dear Mr. Wang 王经理,', noise],
    ['', noise],
    ['Please quote your best FOB Shanghai price for the following cables. 麻烦尽快报价，谢谢！', noise],
    ['', noise],
    ['A. LV power cables / 低压电缆 (0.6/1kV)', noise],
    ['1) Please quote: YJV 3x95+1x50, 0.6/1kV, 1,200 m', item('YJV', '3*95+1*50', 1200, LV)],
    ['2) YJV 4x240+1x120 0.6/1kV - 850 mtrs', item('YJV', '4*240+1*120', 850, LV)],
    ['3) YJV22 3x185+2x95, 0.6/1kV, 2 drums x 500m', item('YJV22', '3*185+2*95', 1000, LV, '2 drums × 500 m')],
    [
      '4) Cu/XLPE/PVC 4C x 50 sqmm 0.6/1kV — 600M',
      item('YJV', '4*50', 600, LV, 'Cu/XLPE/PVC is YJV; 4C x 50 is four equal cores'),
    ],
    [
      '5) Cu/XLPE/STA/PVC 4C x 25 sqmm 0.6/1kV, 1,500 LM',
      item('YJV22', '4*25', 1500, LV, 'steel-tape armour (STA) is YJV22; LM = linear metres'),
    ],
    ['6) Cu/XLPE/SWA/PVC 4C x 16 sqmm, 300 m', unknown(NOT_MADE('steel-wire armoured (SWA, YJV32) cable'))],
    [
      '7) 3.5C x 120 sqmm Cu/XLPE/PVC, 0.6/1kV, 450 m',
      review("3.5C: the reduced neutral's size is not written (3×120+1×70?)"),
    ],
    [
      '8) YJV 1x300 single core 0.6/1kV, 3 x 420m (one circuit)',
      item('YJV', '1*300', 1260, LV, 'three phases × 420 m'),
    ],
    ['9) YJV 5x6, 1kV, 0.8km', item('YJV', '5*6', 800, LV)],
    ['10) VV 4x10 0.6/1kV 250 M', item('VV', '4*10', 250, LV)],
    ['', noise],
    ['B. MV cables / 中压电缆', noise],
    ['11) YJV22 8.7/15kV 3x300 - 2,350 M', item('YJV22', '3*300', 2350, MV)],
    ['12) YJV 26/35kV 1x240, 3 x 1.2 km', item('YJV', '1*240', 3600, HV, '3 × 1.2 km')],
    ['13) N2XSY 1x240 18/30kV, 900 m', unknown(NOT_MADE('N2XSY 18/30kV (IEC/DIN) cable'))],
    ['', noise],
    ['C. Control cables & wires / 控制电缆、电线', noise],
    ['14) KVV 10x1.5 450/750V 600 mtrs  另外这个也报一下', item('KVV', '10*1.5', 600, CV)],
    ['15) KVV 4x2.5, 1,000 m', item('KVV', '4*2.5', 1000)],
    [
      '16) BV 2.5mm2 450/750V red/blue/yellow/G-Y, 20 rolls each (100m/roll)',
      item('BV', '1*2.5', 8000, CV, 'four colours × 20 rolls × 100 m'),
    ],
    ['17) BVR 1x6 mm2 yellow-green, 5 rolls (100m/roll)', item('BVR', '1*6', 500, undefined, '5 rolls × 100 m')],
    ['18) RVV 3x1.5 300/500V 500 meters', item('RVV', '3*1.5', 500, SV)],
    ['', noise],
    ['Remarks / 备注:', noise],
    ['- Standard: GB/T 12706 / IEC 60502-1, copper conductor class 2', noise],
    ['- Packing: steel-wooden drums, max. 500m per drum for MV', noise],
    ['- Delivery: 30 days after PO, partial shipment allowed', noise],
    ['- Please state drum length, gross weight and HS code in your offer.', noise],
    ['', noise],
    ['Best regards / 此致', noise],
    ['Rizal Pratama', noise],
    ['Procurement Engineer, PT Example EPC Indonesia', noise],
    ['Tel: +62 21 5555 0100', noise],
  ];
  const { data, rows } = writeText(lines);
  return {
    name: 'email-mixed.txt',
    data,
    key: keyed(
      'email-mixed.txt',
      'text',
      'an e-mail from a foreign EPC buyer, English with Chinese: From/To/Subject lines, A./B./C. sections (the first names 0.6/1kV), numbered lines 1) … 18) with x for ×, the voltage after the spec, metres as 1,200 m, mtrs, 600M, 1,500 LM, 0.8km, 2 drums x 500m, 3 x 420m, 3 x 1.2 km, 20 rolls each (100m/roll), 500 meters; IEC-style Cu/XLPE/PVC and Cu/XLPE/STA/PVC 4C x 50 sqmm (YJV, YJV22), SWA, 3.5C, N2XSY; remarks with numbers (IEC 60502-1, 500m per drum, 30 days) and a signature',
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/** 8. An SMS from an electrician to a cable shop: no punctuation, spaces for × and +. */
function smsNoPunctuation(): Written {
  const lines: Array<[string, Truth]> = [
    ['王老板 明天上午要货 帮我备一下', noise],
    ['yjv 4 95 1 50 300米', item('YJV', '4*95+1*50', 300, undefined, 'spaces for × and +')],
    ['yjv 4 25 1 16 两百米', item('YJV', '4*25+1*16', 200)],
    ['vv 3 35 2 16 150米', item('VV', '3*35+2*16', 150)],
    ['yjv 5 4 两百五', item('YJV', '5*4', 250, undefined, '两百五 = 250, no unit')],
    ['yjv 3 4 1 2.5 60米', item('YJV', '3*4+1*2.5', 60)],
    ['yjv22 3 120 200米 kvv 4 1.5 100米', review(`${TWO_CABLES}; and yjv22 3×120 has no voltage`)],
    ['yjlv 4 120 1 70 80米', item('YJLV', '4*120+1*70', 80)],
    ['zr yjv 5 6 100米', item('ZR-YJV', '5*6', 100)],
    ['nh yjv 4 35 1 16 120米', item('NH-YJV', '4*35+1*16', 120)],
    [
      'bv 2.5 红蓝黄各3卷 双色2卷',
      item('BV', '1*2.5', 1100, undefined, `three colours × 3 coils + 2 coils 黄绿双色; ${COIL}`),
    ],
    ['bv4 10卷', item('BV', '1*4', 1000, undefined, COIL)],
    ['bvr 16 黄绿 50米', item('BVR', '1*16', 50)],
    ['rvv 3 1.5 1卷', item('RVV', '3*1.5', 100, undefined, COIL)],
    ['kvv 7 1.5 120米', item('KVV', '7*1.5', 120)],
    ['jklyj 70 400米', review('JKLYJ 1×70 with no voltage: 1kV or 10kV?')],
    ['yjv 1kv 1 240 4根各50米', item('YJV', '1*240', 200, LV, '4根 × 各50米')],
    ['yjv 3 95 100米', review(NO_VOLTAGE_3C)],
    ['yjv 10平方 4芯 70米', item('YJV', '4*10', 70, undefined, 'area before cores: 10平方 4芯')],
    ['kvv 10芯1.5 90米', item('KVV', '10*1.5', 90)],
    ['yjv 4 16 150米 vv 4 16 80米', review(TWO_CABLES)],
    ['下午3点前送到开发区工地 到了打我电话', noise],
    ['老李', noise],
  ];
  const { data, rows } = writeText(lines);
  return {
    name: 'sms-no-punctuation.txt',
    data,
    key: keyed(
      'sms-no-punctuation.txt',
      'text',
      'an SMS from an electrician to a cable shop: lower case, no punctuation, spaces for × and + (yjv 4 95 1 50 300米, yjv 3 4 1 2.5 60米), zr yjv / nh yjv, bv4, 10平方 4芯, 10芯1.5, 两百米, 两百五 with no unit, 卷, 4根各50米, two cables run together on one line (twice), a 3-core and an overhead line with no voltage; a delivery note and a name',
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/** 9. A site requisition typed by an electrician: a voltage column typed every way, and typical spec mistakes. */
async function siteRequisition(): Promise<Written> {
  let n = 0;
  const r = (truth: Truth, name: string, spec: string, volts: string, unit: string, qty: Cell, where = '', note = '') =>
    row(truth, ++n, name, spec, volts, unit, qty, where, note);
  const rows: SourceRow[] = [
    spanned(noise, '滨湖新城B地块项目部  材料申请单'),
    row(noise, '申请班组：电气一班', '', '申请人：赵师傅', '', '申请日期：2025.8.12', '', '编号：CL-0812-03'),
    row(noise, '序号', '材料名称', '规格型号', '电压等级', '单位', '申请数量', '使用部位', '备注'),
    r(
      review('3×95+2×50+1×25 is six conductors, a structure nobody makes: 3×95+2×50?'),
      '电缆',
      'YJV 3*95+2*50+1*25',
      '0.6/1kv',
      '米',
      240,
      '1#配电间',
    ),
    r(
      review("4+1芯120: the fifth core's size is not written (4×120+1×70?)"),
      '电缆',
      'YJV 4+1芯120',
      '1KV',
      '米',
      180,
      '2#配电间',
    ),
    r(
      item('YJV', '3*95+1*50', 300, LV, 'a stray space in 9 5; 3×95+1×50 is the only reading'),
      '电缆',
      'YJV 3×9 5+1×50',
      '1KV',
      '米',
      300,
      '水泵房',
    ),
    r(review('3×100 is not a conductor size (3×95? 3×120?)'), '高压电缆', 'YJV 3×100', '8.7/15KV', '米', 420, '进线'),
    r(item('YJV', '4*16+1*10', 150, LV), '电缆', 'YJV 4*16+1*10', '0.6/1kv', '米', 150, '地下室'),
    r(item('YJV22', '4*95+1*50', 260, LV), '电缆', 'YJV22 4*95+1*50', '1KV', '米', 260, '室外'),
    r(item('YJV', '3*150+1*70', 95, LV), '电缆', 'YJV 3*150+1*70', '1KV', '米', 95, '冷冻机房'),
    r(
      item('YJV', '1*185', 180, LV, '4根×45米 in the quantity cell'),
      '电缆',
      'YJV 1*185',
      '1KV',
      '米',
      '4根×45米',
      '变压器低压侧',
    ),
    r(item('VV', '3*50+1*25', 110, LV), '电缆', 'VV 3*50+1*25', '0.6/1kv', '米', 110, '临电'),
    r(item('ZR-YJV', '3*70+2*35', 200, LV), '阻燃电缆', 'ZR-YJV 3*70+2*35', '1KV', '米', 200, '商业'),
    r(item('NH-YJV', '4*25+1*16', 160, LV), '耐火电缆', 'NH-YJV 4*25+1*16', '0.6/1kv', '米', 160, '消防'),
    r(
      unknown('YJV 4×35+1×10 is not made with this structure (the catalogue has 4×35+1×16)'),
      '电缆',
      'YJV 4*35+1*10',
      '1KV',
      '米',
      130,
      '车库',
    ),
    r(unknown('YJV22 is not made below 4 mm² (4×2.5)'), '铠装电缆', 'YJV22 4×2.5', '0.6/1kv', '米', 60, '室外照明'),
    r(item('YJV', '3*400', 85, MV), '高压电缆', 'YJV 3*400', '8.7/15KV', '米', 85, '高压室'),
    r(item('YJV22', '3*70', 640, MV), '高压电缆', 'YJV22 3*70', '8.7/15KV', '米', 640, '环网'),
    r(
      item('YJV', '1*300', 270, MV, '8.7/15 without kV; 备注 三相各90米 agrees with 270'),
      '高压电缆',
      'YJV 1*300',
      '8.7/15',
      '米',
      270,
      '主变',
      '三相各90米',
    ),
    r(item('BV', '1*2.5', 1500, CV, COIL), '电线', 'BV 2.5', '450/750v', '卷', 15, '照明', '100米/卷'),
    r(item('BV', '1*4', 1000, CV, COIL), '电线', 'BV 4', '450/750v', '卷', 10, '插座'),
    r(item('BVR', '1*10', 200, CV), '软线', 'BVR 10', '450/750V', '米', 200, '接地', '黄绿'),
    r(item('KVV', '4*1.5', 350, CV), '控制电缆', 'KVV 4*1.5', '450/750v', '米', 350, '控制箱'),
    r(
      review("KVV written at 0.6/1kV: the catalogue's KVV is 450/750V"),
      '控制电缆',
      'KVV 8×1.5',
      '0.6/1kV',
      '米',
      120,
      '控制箱',
    ),
    r(
      review("RVV written at 450/750v: the catalogue's RVV is 300/500V"),
      '护套线',
      'RVV 2*1.0',
      '450/750v',
      '米',
      300,
      '弱电',
    ),
    r(item('YJV', '5*2.5', 90, LV), '电缆', 'YJV 5*2.5', '1KV', '米', 90, '门卫'),
    r(
      item('YJV', '4*50+1*25', 300, LV, "0.3km in the cell: the cell's own unit, not the m column"),
      '电缆',
      'YJV 4*50+1*25',
      '0.6/1kv',
      'm',
      '0.3km',
      '商业',
    ),
    r(item('YJV', '4*70+1*35', 200, LV), '电缆', 'YJV 4*70+1*35', '0.6/1kv', '米', '200m', '车库'),
    r(
      item('YJV', '4*185+1*95', 200, LV, 'Chinese numeral 二百'),
      '电缆',
      'YJV 4×185+1×95',
      '1kv',
      '米',
      '二百',
      '1#配电间',
    ),
    r(
      item('YJV', '3*240+1*120', 75, undefined, 'no voltage, but 3×240+1×120 is only made as a 0.6/1kV cable'),
      '电缆',
      'YJV 3*240+1*120',
      '',
      '米',
      75,
      '变配电',
    ),
    r(review(NO_VOLTAGE_3C), '电缆', 'YJV 3*185', '', '米', 150, '变配电'),
    blank(),
    row(noise, '', '合计：约5000米', '', '', '', '', '', '急用，8月20日前到场'),
    row(noise, '审核：', '', '项目经理：', '', '材料员：'),
  ];
  const { data, rows: keyRows } = await writeXlsx([
    { name: '申请单', widths: [5, 10, 22, 10, 6, 10, 14, 14], rows, frozenRows: 3 },
  ]);
  return {
    name: 'site-requisition.xlsx',
    data,
    key: keyed(
      'site-requisition.xlsx',
      'sheet',
      "a site electrician's 材料申请单: title, 申请班组/申请人/日期 row, 序号/材料名称/规格型号/电压等级/单位/申请数量/使用部位/备注; the voltage column typed as 0.6/1kv, 1KV, 1kv, 0.6/1kV, 8.7/15KV, 8.7/15, 450/750v, 450/750V or left empty; typical mistakes: 3*95+2*50+1*25 (six conductors), 4+1芯120, 3×9 5 (a stray space), 3×100 (no such size), 4*35+1*10, YJV22 4×2.5, KVV at 0.6/1kV, RVV at 450/750v; quantities 4根×45米, 0.3km in a m row, 200m, 二百, 卷; a 合计 and a signature row",
      keyRows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/** 10. Our old quotation sent back with a 本次询价数量 column: only the rows with a new quantity are asked. */
async function requote(): Promise<Written> {
  const money = (n: number): Cell => ({ number: n, format: '#,##0.00' });
  let n = 0;
  const rows: SourceRow[] = [
    spanned(noise, 'XX电缆有限公司  报价单'),
    spanned(noise, '客户：XX建工集团第三工程公司    报价日期：2025-03-18    报价编号：BJ20250318-07    有效期：7天'),
    red(
      spanned(
        noise,
        '王经理：还是上次这个单子，J列加了本次数量，只报有数量的行，价格按今天铜价更新，新增的在最下面。——刘工 9.2',
      ),
    ),
    row(
      noise,
      '序号',
      '产品名称',
      '型号',
      '规格',
      '电压等级',
      '单位',
      '数量',
      '单价(元)',
      '金额(元)',
      '本次询价数量',
      '备注',
    ),
  ];
  const line = (
    truth: Truth,
    name: string,
    model: string,
    spec: string,
    volts: string,
    unit: string,
    old: number,
    price: number,
    now: Cell,
    note = '',
  ) => {
    const at = rows.length + 1;
    rows.push(
      row(
        truth,
        ++n,
        name,
        model,
        spec,
        volts,
        unit,
        old,
        money(price),
        f(`G${at}*H${at}`, Math.round(old * price * 100) / 100, '#,##0.00'),
        now,
        note,
      ),
    );
  };
  const notAsked = noiseBecause('no 本次询价数量: the customer asks only the rows with one');
  line(
    item('YJV', '4*240+1*120', 600, LV, '本次询价数量, not the old 数量 400'),
    '电力电缆',
    'YJV',
    '4×240+1×120',
    '0.6/1kV',
    '米',
    400,
    612.5,
    600,
  );
  line(notAsked, '电力电缆', 'YJV', '4×185+1×95', '0.6/1kV', '米', 650, 478.2, '');
  line(
    item('YJV', '4*150+1*70', 300, LV, '同上次: the old 数量'),
    '电力电缆',
    'YJV',
    '4×150+1×70',
    '0.6/1kV',
    '米',
    300,
    392,
    '同上次',
  );
  line(
    item('YJV', '4*120+1*70', 800, LV, 'not the old 520'),
    '电力电缆',
    'YJV',
    '4×120+1×70',
    '0.6/1kV',
    '米',
    520,
    318.6,
    800,
  );
  line(
    noiseBecause('本次询价数量 0: not asked this time'),
    '电力电缆',
    'YJV',
    '4×95+1×50',
    '0.6/1kV',
    '米',
    280,
    256.4,
    0,
  );
  line(
    item('YJV', '4*70+1*35', 1500, LV, '1.5km'),
    '电力电缆',
    'YJV',
    '4×70+1×35',
    '0.6/1kV',
    '米',
    360,
    188.9,
    '1.5km',
  );
  line(item('YJV', '5*16', 200, LV), '电力电缆', 'YJV', '5×16', '0.6/1kV', '米', 200, 72.3, 200);
  line(item('YJV22', '4*50+1*25', 250, LV), '铠装电缆', 'YJV22', '4×50+1×25', '0.6/1kV', '米', 180, 148.6, 250);
  line(notAsked, '阻燃电缆', 'ZR-YJV', '4×35+1×16', '0.6/1kV', '米', 240, 121.8, '');
  line(item('NH-YJV', '5*10', 150, LV), '耐火电缆', 'NH-YJV', '5×10', '0.6/1kV', '米', 150, 61.5, 150);
  line(item('YJV22', '3*185', 1100, MV), '中压电缆', 'YJV22', '3×185', '8.7/15kV', '米', 900, 368, 1100);
  line(item('YJV', '3*120', 300, MV, '同上次'), '中压电缆', 'YJV', '3×120', '8.7/15kV', '米', 300, 246, '同上次');
  line(item('KVV', '7*1.5', 500, CV), '控制电缆', 'KVV', '7×1.5', '450/750V', '米', 500, 12.8, 500);
  line(
    noiseBecause('本次询价数量 —: not asked this time'),
    '控制电缆',
    'KVV',
    '14×1.5',
    '450/750V',
    '米',
    260,
    22.6,
    '—',
  );
  line(item('BV', '1*2.5', 2000, CV, `20 卷; ${COIL}`), '电线', 'BV', '1×2.5', '450/750V', '卷', 30, 168, 20);
  line(item('BV', '1*4', 2000, CV, `20 卷; ${COIL}`), '电线', 'BV', '1×4', '450/750V', '卷', 20, 268, 20);
  line(review('本次询价数量 待定'), '软线', 'BVR', '1×25', '450/750V', '米', 100, 28.4, '待定');
  const total = rows.slice(4).reduce((sum, r) => {
    const cell = r.cells[8];
    return sum + (typeof cell === 'object' && 'formula' in cell ? cell.result : 0);
  }, 0);
  rows.push(
    row(noise, '', '合计', '', '', '', '', '', '', f('SUM(I5:I21)', Math.round(total * 100) / 100, '#,##0.00'), '', ''),
  );
  const added = (truth: Truth, name: string, model: string, spec: string, now: number, note: string) =>
    red(row(truth, ++n, name, model, spec, '0.6/1kV', '米', '', '', '', now, note));
  rows.push(added(item('YJV', '4*16', 180, LV), '电力电缆', 'YJV', '4×16', 180, '新增'));
  rows.push(added(item('YJV', '3*50+2*25', 90, LV), '电力电缆', 'YJV', '3×50+2×25', 90, '新增'));
  rows.push(added(item('YJLV', '4*95+1*50', 300, LV), '铝芯电缆', 'YJLV', '4×95+1×50', 300, '新增，铝芯'));
  rows.push(blank());
  rows.push(
    spanned(noise, '报价说明：1. 以上价格含13%增值税及运费；2. 铜价按长江现货68,500元/吨；3. 交货期：款到7天。'),
  );
  rows.push(spanned(noise, 'XX电缆有限公司 销售部  王XX'));
  const { data, rows: keyRows } = await writeXlsx([
    { name: '报价单', widths: [5, 10, 9, 12, 10, 5, 8, 10, 13, 13, 12], rows, frozenRows: 4 },
  ]);
  return {
    name: 'requote-this-time.xlsx',
    data,
    key: keyed(
      'requote-this-time.xlsx',
      'sheet',
      "the supplier's own earlier 报价单 sent back by the customer: title and 客户/报价编号 rows, a red note (只报有数量的行, 新增的在最下面), 序号/产品名称/型号/规格/电压等级/单位/数量/单价/金额 (formula)/本次询价数量/备注; the old 数量 stays filled on every row, 本次询价数量 holds the new metres, 同上次, 1.5km, 待定, 0, — or nothing; a 合计 row, then three rows added in red below it; 报价说明 with 13%, 68,500元/吨, 7天",
      keyRows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/** 11. A requisition printed from an old ERP to a .txt: fixed-width columns padded with spaces. */
function erpPrint(): Written {
  const wide = (ch: string) => /[\u2e80-\u9fff\u3000-\u303f\uff00-\uff60]/.test(ch);
  const widthOf = (text: string) => [...text].reduce((w, ch) => w + (wide(ch) ? 2 : 1), 0);
  const pad = (text: string, width: number) => text + ' '.repeat(Math.max(1, width - widthOf(text)));
  const left = (text: string, width: number) => ' '.repeat(Math.max(1, width - widthOf(text))) + text;
  const amount = (n: number, decimals = 2) =>
    n.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  const rule = '-'.repeat(110);
  let n = 0;
  const dice = new Dice(7);
  const r = (truth: Truth, code: string, name: string, spec: string, unit: string, qty: number): [string, Truth] => {
    n++;
    const due = `2025-08-${dice.pick(['15', '15', '20', '25'])}`;
    return [
      `${pad(String(n), 6)}${pad(code, 14)}${pad(name, 18)}${pad(spec, 32)}${pad(unit, 6)}${left(amount(qty), 12)}    ${due}`,
      truth,
    ];
  };
  const lines: Array<[string, Truth]> = [
    [`${' '.repeat(46)}请  购  单`, noise],
    [`${pad('单据号：QG20250801003', 34)}${pad('单据日期：2025-08-01', 30)}请购部门：设备动力部`, noise],
    [`${pad('项目：热电联产技改工程', 34)}${pad('业务员：孙XX', 30)}打印时间：2025-08-01 15:32`, noise],
    [rule, noise],
    [
      `${pad('行号', 6)}${pad('存货编码', 14)}${pad('存货名称', 18)}${pad('规格型号', 32)}${pad('主计量', 6)}${left('数量', 12)}    需求日期`,
      noise,
    ],
    [rule, noise],
    r(item('YJV', '4*120+1*70', 1250, LV, '1,250.00'), '0301000125', '电力电缆', 'YJV-0.6/1kV-4*120+1*70', '米', 1250),
    r(item('YJV', '3*185+1*95', 860, LV), '0301000131', '电力电缆', 'YJV-0.6/1kV-3*185+1*95', '米', 860),
    r(item('YJV', '3*240+2*120', 320, LV), '0301000140', '电力电缆', 'YJV-0.6/1kV-3*240+2*120', '米', 320),
    r(item('YJV22', '3*150+2*70', 540, LV), '0301000152', '铠装电力电缆', 'YJV22-0.6/1kV-3*150+2*70', '米', 540),
    r(
      item('YJV22', '3*300', 2450, MV, '2.45 千米'),
      '0301000208',
      '高压电力电缆',
      'YJV22-8.7/15kV-3*300',
      '千米',
      2.45,
    ),
    r(item('YJV', '3*150', 850, MV, '0.85 千米'), '0301000209', '高压电力电缆', 'YJV-8.7/15kV-3*150', '千米', 0.85),
    r(item('YJV', '1*630', 210, MV), '0301000215', '高压电力电缆', 'YJV-8.7/15kV-1*630', '米', 210),
    r(item('ZR-YJV', '3*120+2*70', 460, LV), '0301000301', '阻燃电力电缆', 'ZR-YJV-0.6/1kV-3*120+2*70', '米', 460),
    r(item('ZC-YJV', '5*6', 180, LV), '0301000305', '阻燃电力电缆', 'ZC-YJV-0.6/1kV-5*6', '米', 180),
    r(item('NH-YJV', '4*70+1*35', 220, LV), '0301000320', '耐火电力电缆', 'NH-YJV-0.6/1kV-4*70+1*35', '米', 220),
    r(review('drums (盘) with no length'), '0301000128', '电力电缆', 'YJV-0.6/1kV-4*35+1*16', '盘', 3),
    r(item('KVV', '12*1.5', 900, CV), '0301000402', '控制电缆', 'KVV-450/750V-12*1.5', '米', 900),
    r(item('KVV', '16*1', 360, CV, '16*1.0'), '0301000403', '控制电缆', 'KVV-450/750V-16*1.0', '米', 360),
    r(unknown(NOT_MADE('KVVP shielded control cable')), '0301000404', '控制电缆', 'KVVP-450/750V-4*1.5', '米', 600),
    r(
      item('BV', '1*10', 1200, CV, `12.00 卷; ${COIL}`),
      '0301000501',
      '聚氯乙烯绝缘电线',
      'BV-450/750V-1*10',
      '卷',
      12,
    ),
    r(item('BV', '1*6', 800, CV), '0301000502', '聚氯乙烯绝缘电线', 'BV-450/750V-1*6', '米', 800),
    r(item('JKLYJ', '1*95', 1600, JK1), '0301000610', '架空绝缘导线', 'JKLYJ-1kV-1*95', '米', 1600),
    r(item('JKLYJ', '1*150', 3600, JK10, '3.60 千米'), '0301000611', '架空绝缘导线', 'JKLYJ-10kV-1*150', '千米', 3.6),
    r(unknown(NOT_CABLE('termination')), '0301000701', '电缆终端头', '10kV-3*300户外冷缩', '套', 6),
    r(item('YJV', '2*10', 150, LV), '0301000810', '电力电缆', 'YJV-0.6/1kV-2*10', '米', 150),
    r(item('VV', '3*16+1*10', 130, LV), '0301000811', '电力电缆', 'VV-0.6/1kV-3*16+1*10', '米', 130),
    [rule, noise],
    [
      `${pad('合计', 76)}${left(amount(1250 + 860 + 320 + 540 + 2.45 + 0.85 + 210 + 460 + 180 + 220 + 3 + 900 + 360 + 600 + 12 + 800 + 1600 + 3.6 + 6 + 150 + 130), 12)}`,
      noise,
    ],
    [`${pad('制单人：孙XX', 34)}${pad('审核人：', 30)}审批状态：未审核`, noise],
  ];
  const { data, rows } = writeText(lines);
  return {
    name: 'erp-print.txt',
    data,
    key: keyed(
      'erp-print.txt',
      'text',
      'a 请购单 printed from an old ERP to a text file: a centred title, 单据号/日期/部门 lines, dashed rules, fixed-width columns padded with spaces (行号/存货编码/存货名称/规格型号/主计量/数量/需求日期, Chinese characters two columns wide), 规格型号 as YJV-0.6/1kV-4*120+1*70 and YJV22-8.7/15kV-3*300, quantities right-aligned with two decimals and thousands commas (1,250.00, 2.45 in 千米, 12.00 in 卷, 3.00 in 盘), a 合计 over mixed units, 制单人/审核人',
      rows,
    ),
  };
}

async function main() {
  const files: Written[] = [
    await twoSheetList(),
    await priceComparison(),
    await designBom(),
    await wpsPdf(),
    platformCsv(),
    wechatForward(),
    emailMixed(),
    smsNoPunctuation(),
    await siteRequisition(),
    await requote(),
    erpPrint(),
  ];
  let items = 0;
  let total = 0;
  for (const { name, data, key } of files) {
    writeFileSync(join(HERE, name), data);
    writeFileSync(join(HERE, `${name.slice(0, name.lastIndexOf('.'))}.key.json`), `${JSON.stringify(key, null, 2)}\n`);
    const count = (expect: string) => key.rows.filter((r) => r.truth.expect === expect).length;
    items += count('item');
    total += key.rows.length;
    console.log(
      `${name}: ${key.rows.length} rows (${count('item')} items, ${count('review')} review, ${count('unknown')} unknown, ${count('noise')} noise)`,
    );
  }
  console.log(`${files.length} files, ${total} rows, ${items} item rows`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
