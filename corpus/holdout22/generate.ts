/**
 * The twenty-second holdout inquiry corpus: five inquiries written blind (without reading the parser, the server's or
 * the web app's code, docs/, the README's accuracy sections, scripts/ or the git history), from what a Chinese cable
 * supplier's sales staff receive: a 材料表 exported from an AutoCAD drawing as fixed-width plain text (a title block,
 * 根 with the length per 根 in 备注, 项 for non-cable items, Φ / %%c / ㎡ / mm², 设计 / 校对 / 审核 lines); a property
 * developer's 集采询价 workbook in the old Excel 97–2003 .xls format (甲供 / 乙供, a 品牌要求 column, blank price
 * columns, a two-row merged header, a struck-out row, a 合计 row and a 说明 block); a DingTalk group chat copied as text
 * with the customer's 项目经理 and 采购员 and the supplier's 业务员 (小周), whose replies are noise; an English BOM from a
 * Malaysian M&E contractor, also an old .xls (PVC/PVC, XLPE/SWA/PVC, rolls (100m), an Alternate column, a provisional
 * sum); and a 监理 工作联系单 in prose (原设计 → 现变更为, 暂缓, 千米, 约). Each file has an answer key written from
 * what the file shows and what a careful salesperson would quote; README.md lists the judgement calls.
 *
 * The two .xls files are written as .xlsx with holdout4's writers (and exceljs for the one struck-out row, which the
 * writers cannot style), then converted by LibreOffice (soffice --headless --convert-to 'xls:MS Excel 97'); the .xlsx
 * are deleted. Everything but the .xls is byte-for-byte the same on every run.
 *
 *   npx tsx corpus/holdout22/generate.ts
 */

import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import {
  type AnswerKey,
  blank,
  type Cell,
  item,
  type KeyRow,
  noise,
  noiseBecause,
  review,
  row,
  type SourceRow,
  spanned,
  type Truth,
  unknown,
  writeText,
  writeXlsx,
} from '../holdout4/writers';

const HERE = dirname(fileURLToPath(import.meta.url));

const LV = '0.6/1kV';
const MV = '8.7/15kV';
const CV = '450/750V';
const SV = '300/500V';

const COIL = 'building wire 卷 = 100 m';
const NOT_SOLD = (what: string) => `${what} is not in the catalogue`;
const NOT_CABLE = (what: string) => `${what}: not a cable`;

interface Written {
  name: string;
  /** A text file's text, or a workbook's .xlsx bytes (converted to .xls after writing). */
  data: Buffer | string;
  key: AnswerKey;
  /** The .xls is made by LibreOffice from this .xlsx. */
  viaXlsx?: boolean;
}

const keyed = (file: string, kind: AnswerKey['kind'], layout: string, rows: KeyRow[]): AnswerKey => ({
  file,
  kind,
  layout,
  rows,
});

// ---------------------------------------------------------------------------------------------------------------
/** Display width of a text in a fixed-width export: CJK and full-width forms take two columns. */
const displayWidth = (text: string) => [...text].reduce((n, ch) => n + ((ch.codePointAt(0) ?? 0) >= 0x2e80 ? 2 : 1), 0);
const padTo = (text: string, width: number) => text + ' '.repeat(Math.max(1, width - displayWidth(text)));
const padLeft = (text: string, width: number) => ' '.repeat(Math.max(0, width - displayWidth(text))) + text;

/** The 材料表's columns: 编号, 名称, 型号及规格, 单位, 数量 (right-aligned), 备注. */
const CAD_WIDTHS = [6, 22, 40, 6, 8];

/** A row of the CAD 材料表 as the export pads it (trailing spaces cut). */
function cadLine(no: string, name: string, spec: string, unit: string, qty: string, note: string): string {
  const text =
    padTo(padLeft(no, 3), CAD_WIDTHS[0]!) +
    padTo(name, CAD_WIDTHS[1]!) +
    padTo(spec, CAD_WIDTHS[2]!) +
    padTo(unit, CAD_WIDTHS[3]!) +
    padTo(padLeft(qty, 6), CAD_WIDTHS[4]!) +
    note;
  return text.replace(/\s+$/, '');
}

/**
 * 1. A 主要设备材料表 exported from an AutoCAD drawing as plain text: fixed-width columns padded with spaces (CJK two
 * columns wide), a title and a 工程名称 / 子项 line, the header 编号 / 名称 / 型号及规格 / 单位 / 数量 / 备注 between
 * rules, equipment in 台, cables in m and in 根 with the length per 根 in 备注 (每根长85m, 每根约35m, 单根长度L=135m, and
 * one 根 row whose 备注 says 长度现场定), mm² and ㎡, a 备注 running onto a second line, one row marked 利旧, Φ50 and an
 * unconverted AutoCAD %%c32, conduit and earthing, terminations in 套, 项 rows, a 注 block (one note naming a default
 * wire spec), and the drawing's title block: the design institute, the drawing name, 设计 / 校对 / 审核 with names and
 * dates, 图号 电施-07, 比例, 版次.
 */
function cadCailiaobiao(): Written {
  const EQUIP = (what: string) => unknown(NOT_CABLE(`${what} (台)`));
  type Row = [string, string, string, string, string, string, Truth];
  const rows: Row[] = [
    ['1', '低压开关柜', 'GCS型  0.4kV', '台', '6', '', EQUIP('low-voltage switchgear')],
    ['2', '动力配电箱', 'AP1~AP4  非标', '台', '4', '落地安装', EQUIP('distribution boards')],
    ['3', '变频控制柜', 'VFD-1~3  75kW', '台', '3', '', EQUIP('VFD panels')],
    ['4', '电力电缆', 'YJV-0.6/1kV  4×185+1×95mm²', 'm', '320', '变压器至开关柜', item('YJV', '4*185+1*95', 320, LV)],
    ['5', '电力电缆', 'YJV-0.6/1kV  4×120+1×70mm²', 'm', '265', '', item('YJV', '4*120+1*70', 265, LV)],
    [
      '6',
      '电力电缆',
      'YJV-0.6/1kV  1×240mm²',
      '根',
      '8',
      '每根长85m',
      item('YJV', '1*240', 680, LV, '8 根 × 85 m a 根 (备注); YJV 1×240 is made at three levels: 0.6/1kV written'),
    ],
    [
      '7',
      '电力电缆',
      'YJV22-0.6/1kV  3×95+2×50mm²',
      'm',
      '180',
      '直埋，穿越道路处',
      item(
        'YJV22',
        '3*95+2*50',
        180,
        LV,
        'the 备注 goes on to the next line (穿SC100保护管): conduit for the crossing',
      ),
    ],
    [
      '8',
      '电力电缆',
      'YJV-0.6/1kV  4×70+1×35mm²',
      'm',
      '90',
      '利旧',
      review('备注 利旧 (existing cable reused) and 注 3 says it is not bought: not to be quoted'),
    ],
    ['9', '电力电缆', 'YJV-0.6/1kV  5×16mm²', 'm', '420', '', item('YJV', '5*16', 420, LV)],
    [
      '10',
      '电力电缆',
      'YJV-0.6/1kV  4×25+1×16㎡',
      'm',
      '360',
      '',
      item('YJV', '4*25+1*16', 360, LV, '㎡ (square metre) is written for mm²'),
    ],
    ['11', '电力电缆', 'YJV-0.6/1kV  5×6㎡', 'm', '150', '', item('YJV', '5*6', 150, LV, '㎡ is written for mm²')],
    [
      '12',
      '电力电缆',
      'YJV-0.6/1kV  1×150mm²',
      '根',
      '4',
      '长度现场定',
      review('4 根 with no length per 根 (长度现场定): no amount, ask'),
    ],
    ['13', '耐火电缆', 'NH-YJV-0.6/1kV  4×16+1×10mm²', 'm', '210', '消防风机', item('NH-YJV', '4*16+1*10', 210, LV)],
    [
      '14',
      '变频电缆',
      'BPYJVP-0.6/1kV  3×95+3×16mm²',
      'm',
      '150',
      '变频器至风机',
      unknown(NOT_SOLD('BPYJVP (screened VFD cable)')),
    ],
    [
      '15',
      '中压电缆',
      'YJV22-8.7/15kV  3×70mm²',
      '根',
      '2',
      '单根长度L=135m',
      item('YJV22', '3*70', 270, MV, '2 根 × L=135m; YJV22 3×70 is made at two levels: 8.7/15kV written'),
    ],
    ['16', '控制电缆', 'KVV-450/750V  10×1.5mm²', 'm', '480', '', item('KVV', '10*1.5', 480, CV)],
    [
      '17',
      '控制电缆',
      'KVV-450/750V  4×1.5mm²',
      '根',
      '12',
      '每根约35m',
      item('KVV', '4*1.5', 420, CV, '12 根 × about 35 m a 根 (约 quotes the number)'),
    ],
    [
      '18',
      '屏蔽控制电缆',
      'KVVP-450/750V  4×1.0mm²',
      'm',
      '300',
      '仪表信号',
      unknown(NOT_SOLD('KVVP (screened control cable)')),
    ],
    [
      '19',
      '电线',
      'BV-450/750V  2.5mm²',
      'm',
      '1200',
      '',
      item('BV', '1*2.5', 1200, CV, 'BV 2.5mm² is the single core 1×2.5'),
    ],
    ['20', '电线', 'BV-450/750V  4㎡', 'm', '600', '', item('BV', '1*4', 600, CV, '㎡ is written for mm²')],
    ['21', '接地线', 'BVR-450/750V  1×25mm²  黄绿', 'm', '80', '', item('BVR', '1*25', 80, CV)],
    ['22', '电缆桥架', '热镀锌  400×150', 'm', '120', '含支吊架', unknown(NOT_CABLE('cable tray'))],
    ['23', '镀锌钢管', 'SC50  Φ50', 'm', '85', '', unknown(NOT_CABLE('galvanised conduit'))],
    [
      '24',
      '焊接钢管',
      '%%c32',
      'm',
      '60',
      '暗敷',
      unknown(NOT_CABLE('steel conduit (%%c is AutoCAD’s code for Φ, left unconverted)')),
    ],
    ['25', '接地扁钢', '热镀锌  -40×4', 'm', '150', '', unknown(NOT_CABLE('earthing flat steel'))],
    ['26', '电缆终端头', '1kV热缩  4×185+1×95', '套', '4', '', unknown(NOT_CABLE('heat-shrink terminations (套)'))],
    ['27', '防火封堵', '有机堵料、防火板', '项', '1', '', unknown(NOT_CABLE('fire stopping (项)'))],
    ['28', '电缆敷设辅材', '标识牌、扎带、膨胀螺栓等', '项', '1', '', unknown(NOT_CABLE('cable-laying sundries (项)'))],
  ];
  const RULE = '-'.repeat(100);
  const DOUBLE = '='.repeat(100);
  const lines: Array<[string, Truth]> = [
    [`${' '.repeat(40)}主要设备材料表`, noise],
    [`${padTo('工程名称：城东污水处理厂提标改造工程（二期）', 66)}子项：鼓风机房及加药间`, noise],
    [DOUBLE, noise],
    [cadLine('编号', '名称', '型号及规格', '单位', '数量', '备注'), noise],
    [RULE, noise],
  ];
  for (const [no, name, spec, unit, qty, note, truth] of rows) {
    lines.push([cadLine(no, name, spec, unit, qty, note), truth]);
    if (no === '7')
      lines.push([
        cadLine('', '', '', '', '', '穿SC100保护管'),
        noiseBecause('编号 7’s 备注 going on: conduit at the road crossing'),
      ]);
  }
  lines.push(
    [RULE, noise],
    ['注：1. 电缆长度为估算长度，订货前须现场复核。', noise],
    [
      '    2. 图中未注明的电线均为BV-450/750V-2.5mm²，穿SC20管暗敷。',
      noiseBecause('a drawing default for unmarked wiring, not an amount'),
    ],
    ['    3. 编号8电缆利旧，不计入采购。', noiseBecause('says 编号 8 is not bought; 编号 8 is the review row')],
    [DOUBLE, noise],
    [`${padTo(' 华东市政工程设计研究院有限公司', 44)}城东污水处理厂提标改造工程（二期）`, noise],
    [`${' '.repeat(44)}鼓风机房及加药间主要设备材料表`, noise],
    [`${padTo(' 设  计   李 明', 20)}${padTo('2025.10', 13)}${padTo('图  号', 10)}电施-07`, noise],
    [`${padTo(' 校  对   王 磊', 20)}${padTo('2025.10', 13)}${padTo('比  例', 10)}—`, noise],
    [`${padTo(' 审  核   陈志远', 20)}${padTo('2025.10', 13)}${padTo('版  次', 10)}A`, noise],
  );
  const { data, rows: keyRows } = writeText(lines);
  return {
    name: 'cad-cailiaobiao.txt',
    data,
    key: keyed(
      'cad-cailiaobiao.txt',
      'text',
      'a 主要设备材料表 exported from an AutoCAD drawing (电施-07) as plain text: fixed-width columns padded with spaces (CJK two columns wide), a title, a 工程名称 / 子项 line, = and - rules, the header 编号 | 名称 | 型号及规格 | 单位 | 数量 | 备注; equipment in 台 (GCS switchgear, AP boxes, VFD panels); cables as model-voltage, two spaces, spec with mm² or ㎡ (YJV-0.6/1kV  4×185+1×95mm², 4×25+1×16㎡, BV-450/750V  2.5mm², BV 4㎡), in m and in 根 with the length per 根 in 备注 (8 根 每根长85m, 12 根 每根约35m, 2 根 单根长度L=135m; 4 根 长度现场定); a 备注 running onto a second line (穿SC100保护管); a cable marked 利旧; YJV22-8.7/15kV, NH-YJV, BPYJVP, KVV, KVVP, BVR 黄绿; tray, SC50 Φ50, an unconverted AutoCAD %%c32, flat steel, terminations in 套, two 项 rows; a 注 block (lengths estimated, a default BV-450/750V-2.5mm² for unmarked wiring, 编号8利旧不计入采购); the title block with the design institute, the drawing name, 设计 / 校对 / 审核 with names and 2025.10, 图号 电施-07, 比例, 版次',
      keyRows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
interface JicaiLine {
  name: string;
  spec: string;
  unit: string;
  qty: number;
  supply: '甲供' | '乙供';
  brand: string;
  note?: string;
  truth: Truth;
  struck?: boolean;
}

const BRAND_A = '远东、宝胜、上上（三选一）';
const BRAND_W = '远东、起帆、金杯（三选一）';

/**
 * 2. A property developer's 集采询价 workbook, old .xls: a merged title row and a merged 项目 / 询价编号 / 报价截止 row, a
 * two-row header (投标报价（投标人填写） merged over 含税单价（元） / 含税合价（元）, the other header cells merged down),
 * merged section rows, a 供货方式 column with 甲供 (the owner supplies it: no price) and 乙供, a 品牌要求 column (同上),
 * the price columns blank for the bidder, one row struck out in the font (removed), a 合计 row (a SUM over the blank
 * 合价 column), a 说明 block and a 报价单位 line.
 */
async function kaifashangJicai(): Promise<Written> {
  const OWNER = (what: string) =>
    review(`供货方式 甲供: the owner supplies ${what} (说明 1: 甲供材料投标人无需报价): not to be quoted`);
  const sections: Array<{ title: string; lines: JicaiLine[] }> = [
    {
      title: '一、电力电缆',
      lines: [
        {
          name: '电力电缆',
          spec: 'YJV-0.6/1kV-4×240+1×120',
          unit: '米',
          qty: 860,
          supply: '乙供',
          brand: BRAND_A,
          note: '1#~4#楼',
          truth: item('YJV', '4*240+1*120', 860, LV),
        },
        {
          name: '电力电缆',
          spec: 'YJV-0.6/1kV-4×185+1×95',
          unit: '米',
          qty: 1240,
          supply: '乙供',
          brand: '同上',
          truth: item('YJV', '4*185+1*95', 1240, LV, '品牌要求 同上: the brands of the row above'),
        },
        {
          name: '铜芯交联电力电缆（YJV）',
          spec: '0.6/1kV 3×185+2×95',
          unit: '米',
          qty: 380,
          supply: '乙供',
          brand: '同上',
          note: '商业配电',
          truth: item('YJV', '3*185+2*95', 380, LV, 'the model is in the 材料名称, the voltage and spec in 规格型号'),
        },
        {
          name: '电力电缆',
          spec: 'YJV-0.6/1kV-4×150+1×70',
          unit: '米',
          qty: 620,
          supply: '乙供',
          brand: '同上',
          truth: item('YJV', '4*150+1*70', 620, LV),
        },
        {
          name: '电力电缆',
          spec: 'YJV-0.6/1kV-4×95+1×50',
          unit: '米',
          qty: 300,
          supply: '乙供',
          brand: '同上',
          struck: true,
          truth: review(
            'the whole row is struck through in the font (removed; nothing else on the row says so, and 说明 5 says 划线删除的项目不再采购): not to be quoted',
          ),
        },
        {
          name: '电力电缆',
          spec: 'YJV-0.6/1kV-5×16',
          unit: '米',
          qty: 1580,
          supply: '乙供',
          brand: '同上',
          note: '户内配电箱',
          truth: item('YJV', '5*16', 1580, LV),
        },
        {
          name: '铠装电力电缆',
          spec: 'YJV22-0.6/1kV-4×120+1×70',
          unit: '米',
          qty: 450,
          supply: '乙供',
          brand: '同上',
          note: '室外直埋',
          truth: item('YJV22', '4*120+1*70', 450, LV),
        },
        {
          name: '高压电力电缆',
          spec: 'YJV22-8.7/15kV-3×240',
          unit: '米',
          qty: 1350,
          supply: '甲供',
          brand: '供电局入围品牌',
          note: '甲方与供电局签约',
          truth: OWNER('the 10kV incoming cable'),
        },
        {
          name: '高压电力电缆',
          spec: 'YJV-8.7/15kV-3×95',
          unit: '米',
          qty: 280,
          supply: '甲供',
          brand: '供电局入围品牌',
          truth: OWNER('the 10kV ring cable'),
        },
        {
          name: '阻燃电力电缆',
          spec: 'ZC-YJV-0.6/1kV-4×70+1×35',
          unit: '米',
          qty: 980,
          supply: '乙供',
          brand: BRAND_A,
          truth: item('ZC-YJV', '4*70+1*35', 980, LV),
        },
        {
          name: '耐火电力电缆',
          spec: 'NH-YJV-0.6/1kV-4×50+1×25',
          unit: '米',
          qty: 760,
          supply: '乙供',
          brand: '同上',
          note: '消防风机、水泵',
          truth: item('NH-YJV', '4*50+1*25', 760, LV),
        },
        {
          name: '耐火电力电缆',
          spec: 'NH-YJV-0.6/1kV-5×6',
          unit: '米',
          qty: 1120,
          supply: '乙供',
          brand: '同上',
          note: '应急照明',
          truth: item('NH-YJV', '5*6', 1120, LV),
        },
        {
          name: '低烟无卤阻燃耐火电缆',
          spec: 'WDZN-YJY-0.6/1kV-4×35+1×16',
          unit: '米',
          qty: 540,
          supply: '乙供',
          brand: '同上',
          note: '避难层',
          truth: unknown(NOT_SOLD('WDZN-YJY (low-smoke halogen-free and fire resistant)')),
        },
        {
          name: '矿物绝缘电缆',
          spec: 'BTTZ-750V-1×95',
          unit: '米',
          qty: 400,
          supply: '乙供',
          brand: '品牌库内',
          note: '消防水泵房',
          truth: unknown(NOT_SOLD('BTTZ (mineral-insulated cable)')),
        },
      ],
    },
    {
      title: '二、电线',
      lines: [
        {
          name: '电线',
          spec: 'BV-450/750V-1×2.5',
          unit: '卷',
          qty: 420,
          supply: '乙供',
          brand: BRAND_W,
          note: '每卷100米',
          truth: item('BV', '1*2.5', 42000, CV, `420 卷; ${COIL} (备注 and 说明 4 say so)`),
        },
        {
          name: '电线',
          spec: 'BV-450/750V-1×4',
          unit: '卷',
          qty: 260,
          supply: '乙供',
          brand: '同上',
          note: '每卷100米',
          truth: item('BV', '1*4', 26000, CV, `260 卷; ${COIL}`),
        },
        {
          name: '电线',
          spec: 'BV-450/750V-1×6',
          unit: '卷',
          qty: 80,
          supply: '乙供',
          brand: '同上',
          note: '每卷100米',
          truth: item('BV', '1*6', 8000, CV, `80 卷; ${COIL}`),
        },
        {
          name: '低烟无卤电线',
          spec: 'WDZ-BYJ-450/750V-1×2.5',
          unit: '卷',
          qty: 150,
          supply: '乙供',
          brand: '同上',
          note: '公共区域',
          truth: unknown(NOT_SOLD('WDZ-BYJ (low-smoke halogen-free building wire)')),
        },
        {
          name: '软电线',
          spec: 'BVR-450/750V-1×10',
          unit: '米',
          qty: 600,
          supply: '乙供',
          brand: '同上',
          note: '等电位、接地',
          truth: item('BVR', '1*10', 600, CV),
        },
        {
          name: '护套线',
          spec: 'RVV-300/500V-2×1.0',
          unit: '米',
          qty: 1500,
          supply: '甲供',
          brand: '—',
          note: '智能化分包',
          truth: OWNER('the sheathed cord (the smart-building subcontract)'),
        },
      ],
    },
    {
      title: '三、控制电缆及电缆附件',
      lines: [
        {
          name: '控制电缆',
          spec: 'KVV-450/750V-7×1.5',
          unit: '米',
          qty: 350,
          supply: '乙供',
          brand: BRAND_A,
          note: '消防联动',
          truth: item('KVV', '7*1.5', 350, CV),
        },
        {
          name: '控制电缆',
          spec: 'KVV-450/750V-4×1.5',
          unit: '米',
          qty: 620,
          supply: '乙供',
          brand: '同上',
          truth: item('KVV', '4*1.5', 620, CV),
        },
        {
          name: '电缆附件',
          spec: '1kV热缩终端头 4×240+1×120',
          unit: '套',
          qty: 60,
          supply: '乙供',
          brand: '与电缆同品牌',
          truth: unknown(NOT_CABLE('heat-shrink terminations (套)')),
        },
      ],
    },
  ];

  const rows: SourceRow[] = [
    spanned(noise, '恒泰置业集团有限公司2025年度第四批次电线电缆集中采购询价清单'),
    spanned(
      noise,
      '项目名称：恒泰·云樾府一期（1#~8#楼及地下室）    询价编号：HT-JC-2025-DL-04    报价截止：2025年11月14日17:00',
    ),
    row(
      noise,
      '序号',
      '材料名称',
      '规格型号',
      '单位',
      '暂估数量',
      '供货方式',
      '品牌要求',
      '投标报价（投标人填写）',
      '',
      '备注',
    ),
    row(noiseBecause('the second header row'), '', '', '', '', '', '', '', '含税单价（元）', '含税合价（元）', ''),
  ];
  const merges: Array<[number, number, number, number]> = [
    ...[1, 2, 3, 4, 5, 6, 7, 10].map((c): [number, number, number, number] => [3, c, 4, c]),
    [3, 8, 3, 9],
  ];
  const struckRows: number[] = [];
  let no = 0;
  let firstItem = 0;
  for (const section of sections) {
    rows.push(spanned(noiseBecause('a section row'), section.title));
    for (const line of section.lines) {
      no += 1;
      rows.push(
        row(
          line.truth,
          no,
          line.name,
          line.spec,
          line.unit,
          line.qty,
          line.supply,
          line.brand,
          '',
          '',
          line.note ?? '',
        ),
      );
      if (firstItem === 0) firstItem = rows.length;
      if (line.struck) struckRows.push(rows.length);
    }
  }
  const lastItem = rows.length;
  rows.push(
    row(
      noiseBecause('the 合计 row: a SUM over the blank 含税合价 column'),
      '',
      '合计（乙供部分，元）',
      '',
      '',
      '',
      '',
      '',
      '',
      {
        formula: `SUM(I${firstItem}:I${lastItem})`,
        result: 0,
      },
    ),
    blank(),
    spanned(noise, '说明：'),
    spanned(
      noiseBecause('says 甲供 rows are not priced'),
      '1、供货方式为“甲供”的材料由甲方另行采购，投标人无需报价；仅对“乙供”材料报价。',
    ),
    spanned(noise, '2、含税单价为到现场价，含13%增值税、运输、装卸、保险及检测费用，合同期内单价固定不变。'),
    spanned(noise, '3、暂估数量仅供报价参考，结算按实际送货签收数量；投标人须满足品牌要求，否则视为无效报价。'),
    spanned(
      noiseBecause('the coil length the 卷 rows are priced in'),
      '4、BV、BVR电线按卷报价的，每卷长度为100米（国标足米）。',
    ),
    spanned(noise, '5、表中划线删除的项目不再采购，请勿报价。'),
    blank(),
    row(noise, '报价单位（盖章）：', '', '', '报价人：', '', '联系电话：', '', '日期：'),
  );
  const { data: xlsx, rows: keyRows } = await writeXlsx([
    { name: '询价清单', widths: [6, 22, 28, 6, 10, 10, 26, 14, 14, 16], rows, merges, frozenRows: 4 },
  ]);
  // The writers cannot style a font: strike the removed row through here, over its ten columns.
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx as unknown as ExcelJS.Buffer);
  const sheet = workbook.getWorksheet('询价清单')!;
  for (const r of struckRows)
    for (let c = 1; c <= 10; c++) sheet.getCell(r, c).font = { name: '宋体', size: 11, strike: true };
  const data = Buffer.from(await workbook.xlsx.writeBuffer());
  return {
    name: 'kaifashang-jicai.xls',
    data,
    viaXlsx: true,
    key: keyed(
      'kaifashang-jicai.xls',
      'sheet',
      "a property developer's 集采询价清单 in the old Excel 97–2003 .xls format (written as .xlsx, converted by LibreOffice), one sheet 询价清单: a merged title row, a merged 项目名称 / 询价编号 / 报价截止 row, a two-row header (序号 | 材料名称 | 规格型号 | 单位 | 暂估数量 | 供货方式 | 品牌要求 | 投标报价（投标人填写） over 含税单价（元） / 含税合价（元） | 备注; the other header cells merged down over both rows), merged section rows 一、电力电缆 / 二、电线 / 三、控制电缆及电缆附件, 序号 1–23 running on; 供货方式 甲供 (YJV22-8.7/15kV-3×240 and YJV-8.7/15kV-3×95 with 供电局入围品牌, RVV-300/500V-2×1.0 for the 智能化分包) and 乙供; 品牌要求 远东、宝胜、上上（三选一） and 同上; the price columns blank; one row (YJV-0.6/1kV-4×95+1×50) struck through in the font, nothing else marking it; the model in the 材料名称 once (铜芯交联电力电缆（YJV） | 0.6/1kV 3×185+2×95); BV in 卷 (每卷100米); WDZN-YJY, BTTZ, WDZ-BYJ, terminations in 套; a 合计 row (SUM over the blank 含税合价 column), a 说明 block (甲供无需报价, 含税到现场, 暂估数量, 每卷100米, 划线删除的项目不再采购) and a 报价单位 / 报价人 / 联系电话 / 日期 line",
      keyRows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/** The supplier's salesperson as she shows in the group (check.ts names her too): her name names no company. */
const SALES = '小周';
const PM = '王建华-项目经理';
const BUYER = '刘婷-采购';

/**
 * 3. A DingTalk group chat copied as text: three people, the customer's 项目经理 and 采购员 and the supplier's 业务员
 * 小周, a name-and-time line (name, two spaces, MM-DD HH:mm) over each message, a system line for the invitation and
 * one for a recalled message, @ mentions, a numbered list, an addition, a change of amount for an earlier line (第2项
 * 4*95的改成520米), a cancellation (NH-YJV 4*35+1*16 那个先不要了), a reply quoting 小周's question in 「」, a tentative
 * line (等我确认下再说), [图片] and [文件]; her replies read specs and amounts back, remark on stock and lead time, and ask.
 */
function dingdingQun(): Written {
  const at = (who: string, time: string): [string, Truth] => [`${who}  11-06 ${time}`, noise];
  const OWN = (what: string) => noiseBecause(`the salesperson's own message: ${what}`);
  const lines: Array<[string, Truth]> = [
    [`${PM} 邀请 ${SALES}、${BUYER} 加入了群聊`, noiseBecause('a system line')],
    at(PM, '09:02'),
    [`@${SALES} 周经理你好，云樾府二标段配电的电缆，清单让采购刘婷发群里，你这边尽快报个价，含税含运费到现场`, noise],
    at(SALES, '09:03'),
    ['好的王总，收到', OWN('a confirmation')],
    at(BUYER, '09:10'),
    ['二标段电缆清单如下：', noise],
    ['1、YJV-0.6/1kV 4*240+1*120 220米', item('YJV', '4*240+1*120', 220, LV)],
    [
      '2、YJV 4*95+1*50 480米',
      review('its amount is changed later in the chat (第2项 4*95的改成520米): the change is the item'),
    ],
    [
      '3、YJV22 4*70+1*35 300米 直埋',
      item('YJV22', '4*70+1*35', 300, LV, 'no voltage written; the spec is made at one level only'),
    ],
    ['4、ZC-YJV 5*10 650米', item('ZC-YJV', '5*10', 650, LV, 'no voltage written; the spec is made at one level only')],
    [
      '5、NH-YJV 4*35+1*16 280米',
      review('cancelled later in the chat (NH-YJV 4*35+1*16 那个先不要了): not to be quoted'),
    ],
    [
      '6、YJV 3*240 8.7/15kV 180米 环网柜进线',
      item('YJV', '3*240', 180, MV, 'YJV 3×240 is made at 0.6/1kV and 8.7/15kV: 8.7/15kV written'),
    ],
    ['7、BV2.5 红黄蓝各10卷', item('BV', '1*2.5', 3000, CV, `three colours × 10 卷 = 30 卷; ${COIL}`)],
    ['8、BV4 双色 6卷', item('BV', '1*4', 600, CV, COIL)],
    ['9、KVV 8*1.5 200米', item('KVV', '8*1.5', 200, CV, 'KVV is made at 450/750V only')],
    at(SALES, '09:14'),
    [
      '收到刘工，我先核对一下：YJV 4*240+1*120 220米，YJV22 4*70+1*35 300米，ZC-YJV 5*10 650米，没问题吧？',
      OWN('specs and amounts read back'),
    ],
    ['YJV 3*240 8.7/15kV 是三芯的对吧？BV是要国标足米的吧，一卷100米', OWN('questions; 一卷100米 is her coil length')],
    at(BUYER, '09:16'),
    ['「小周：YJV 3*240 8.7/15kV 是三芯的对吧？」', noiseBecause("the salesperson's question, quoted in the reply")],
    ['对，三芯，BV要国标的', noiseBecause("answers the salesperson's question")],
    at(SALES, '09:18'),
    [
      '好的。4*240+1*120和YJV22 4*70+1*35现货有，8.7/15kV 3*240要排产，大概7到10天',
      OWN('a stock and lead-time remark naming specs'),
    ],
    at(BUYER, '09:25'),
    ['[图片]', noiseBecause('a picture')],
    [`${BUYER} 撤回了一条消息`, noiseBecause('a system line')],
    at(PM, '09:31'),
    ['再加几个：', noise],
    ['路灯用 YJLV 4*25+1*16 1.5km', item('YJLV', '4*25+1*16', 1500, LV, 'an addition; km × 1000; one level only')],
    ['地下室排风机 NH-YJV 5*6 240米', item('NH-YJV', '5*6', 240, LV, 'an addition')],
    ['弱电的 RVV 4*1.0 3卷', item('RVV', '4*1', 300, SV, `an addition; RVV in 卷: 100 m a 卷`)],
    at(SALES, '09:33'),
    ['好的王总，YJLV 4*25+1*16 1500米，NH-YJV 5*6 240米，RVV 4*1.0 3卷，记下了', OWN('the additions read back')],
    at(PM, '10:20'),
    [
      '第2项 4*95的改成520米，之前B区少算了',
      item('YJV', '4*95+1*50', 520, LV, 'the change of list line 2 (YJV 4*95+1*50 480米): its cable at the new 520 m'),
    ],
    [
      'NH-YJV 4*35+1*16 那个先不要了，消防那块甲方另外定',
      noiseBecause('a cancellation; the list line it cancels is the review row'),
    ],
    at(SALES, '10:22'),
    [
      '好的，确认一下：第2项 YJV 4*95+1*50 改为520米，NH-YJV 4*35+1*16 取消，其他不变对吧？',
      OWN('a read-back of the change and the cancellation'),
    ],
    at(PM, '10:23'),
    ['对', noise],
    at(BUYER, '10:24'),
    [
      '另外YJV 4*16的有没有现货？可能要150米左右，等我确认下再说',
      review('tentative (可能要…等我确认下再说): a stock question, not yet a demand; ask before quoting'),
    ],
    at(SALES, '10:26'),
    ['4*16有现货的。好的，报价下午发群里', OWN('a stock remark and a promise')],
    at(SALES, '15:40'),
    ['[文件] 云樾府二标段电缆报价-1106.xlsx', OWN('her quotation file')],
  ];
  const { data, rows } = writeText(lines);
  return {
    name: 'dingding-qun.txt',
    data,
    key: keyed(
      'dingding-qun.txt',
      'text',
      "a DingTalk group chat copied as text with three people: the customer's 项目经理 (王建华-项目经理) and 采购员 (刘婷-采购) and the supplier's 业务员 (小周, her display name naming no company); a name-and-time line (name, two spaces, 11-06 09:10) over every message; system lines (邀请 … 加入了群聊, 撤回了一条消息); an @小周 mention; the buyer's numbered list 1、…9、 (YJV-0.6/1kV 4*240+1*120, YJV 4*95+1*50 480米, YJV22 直埋, ZC-YJV 5*10, NH-YJV 4*35+1*16, YJV 3*240 8.7/15kV, BV2.5 红黄蓝各10卷, BV4 双色 6卷, KVV 8*1.5); 小周's read-back of three lines, her questions (三芯? 国标足米, 一卷100米), the buyer's reply quoting her question in 「」, her stock and lead-time remark; [图片]; the PM's additions (YJLV 4*25+1*16 1.5km, NH-YJV 5*6, RVV 4*1.0 3卷) read back by 小周; the PM's 第2项 4*95的改成520米 and NH-YJV 4*35+1*16 那个先不要了, read back; the buyer's tentative YJV 4*16 可能要150米左右，等我确认下再说; 小周's [文件] quotation",
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/**
 * 4. An English BOM from a Malaysian M&E contractor, old .xls: merged title, project, contractor / ref / date and
 * request rows, the header Item / Description / Unit / Qty / Alternate / Rate (RM) / Amount (RM) / Remarks, sections A
 * / B / C with sub-totals, descriptions in Malaysian (BS/IEC) notation (XLPE/PVC 4C x 185mm² Cu 0.6/1kV, XLPE/SWA/PVC,
 * Cu/Mica/XLPE/PVC and /LSOH fire resistant, Cu/XLPE/LSOH, Al, PVC insulated 1C x 4mm² (Red/Yellow/Blue) 450/750V,
 * PVC/PVC 3C x 2.5mm² Cu, PVC/PVC flexible), units m / rolls (100m) / nos / lot / boxes (305m), a quantity shown
 * 1,250, an Alternate column (brands; one XLPE/STA/PVC accepted), a provisional sum in RM, and notes (All cables to be
 * MS IEC 60502 compliant).
 */
async function myBom(): Promise<Written> {
  const SWA = (what: string) =>
    unknown(
      `${what} is steel-wire armoured (SWA: YJV32); the catalogue's armour is steel tape (YJV22), and this row's Alternate accepts nothing else: not in the catalogue`,
    );
  const ROLL = 'rolls (100m)';
  const BRANDS = 'Southern / Fujikura / Universal';
  const r = (
    truth: Truth,
    itemNo: string,
    description: string,
    unit: string,
    qty: Cell,
    alternate = '',
    remarks = '',
    amount: Cell = '',
  ): SourceRow => row(truth, itemNo, description, unit, qty, alternate, '', amount, remarks);
  const rows: SourceRow[] = [
    spanned(noise, 'BILL OF MATERIALS (BOM) – ELECTRICAL INSTALLATION'),
    spanned(
      noise,
      'Project: Proposed 5-Storey Office Building on Lot 12345, Seksyen 13, Shah Alam, Selangor Darul Ehsan',
    ),
    spanned(
      noise,
      'M&E Contractor: Teknik Jaya Elektrikal Sdn. Bhd.    Ref: TJE/BOM/EL/2025/041 Rev.A    Date: 06/11/2025',
    ),
    spanned(
      noise,
      'To: Cable suppliers – please quote unit rates in RM, delivered to site (Shah Alam), validity 60 days, with lead time.',
    ),
    blank(),
    row(noise, 'Item', 'Description', 'Unit', 'Qty', 'Alternate', 'Rate (RM)', 'Amount (RM)', 'Remarks'),
    row(noiseBecause('a section row'), 'A', 'MAIN INCOMING & SUB-MAIN CABLES'),
    r(
      item('YJV', '1*300', 960, LV, 'XLPE/PVC Cu is YJV; YJV 1×300 is made at three levels: 0.6/1kV written'),
      'A1',
      'XLPE/PVC 1C x 300mm² Cu 0.6/1kV',
      'm',
      960,
      BRANDS,
      'TNB substation to MSB, 2 sets x 4 x 1C, 120m per run',
    ),
    r(
      item('YJV', '4*185', 1250, LV, 'the Qty shown 1,250 (#,##0)'),
      'A2',
      'XLPE/PVC 4C x 185mm² Cu 0.6/1kV',
      'm',
      { number: 1250, format: '#,##0' },
      BRANDS,
      'MSB to SSB-1 ~ SSB-4',
    ),
    r(
      SWA('4C x 95mm² XLPE/SWA/PVC'),
      'A3',
      'XLPE/SWA/PVC 4C x 95mm² Cu 0.6/1kV',
      'm',
      180,
      BRANDS,
      'Direct buried to guard house & pump room',
    ),
    r(
      item(
        'YJV22',
        '4*35',
        320,
        LV,
        "SWA is asked for, but the row's Alternate accepts XLPE/STA/PVC (steel tape): YJV22 is quoted as the alternate",
      ),
      'A4',
      'XLPE/SWA/PVC 4C x 35mm² Cu 0.6/1kV',
      'm',
      320,
      'XLPE/STA/PVC accepted',
      'In cable trench',
    ),
    r(
      item('YJLV', '4*240', 420, LV, 'XLPE/PVC with Al conductors is YJLV'),
      'A5',
      'XLPE/PVC 4C x 240mm² Al 0.6/1kV',
      'm',
      420,
      '-',
      'Car park SSB',
    ),
    r(
      item('NH-YJV', '4*25', 260, LV, 'mica tape under XLPE with a PVC sheath, fire resistant to IEC 60331: NH-YJV'),
      'A6',
      'Cu/Mica/XLPE/PVC fire resistant 4C x 25mm² 0.6/1kV (MS IEC 60331)',
      'm',
      260,
      '-',
      'Fire pump & fireman lift',
    ),
    r(
      unknown(
        NOT_SOLD(
          'a fire-resistant cable with an LSOH sheath (Cu/Mica/XLPE/LSOH, WDZN-YJY; NH-YJV has a PVC sheath, WDZ-YJY is not fire resistant)',
        ),
      ),
      'A7',
      'Cu/Mica/XLPE/LSOH fire resistant 4C x 16mm² 0.6/1kV',
      'm',
      300,
      '-',
      'Smoke spill fans',
    ),
    r(
      item('WDZ-YJY', '4*50', 150, LV, 'XLPE under a low-smoke zero-halogen (LSOH) sheath is WDZ-YJY'),
      'A8',
      'Cu/XLPE/LSOH 4C x 50mm² 0.6/1kV',
      'm',
      150,
      '-',
      'Server room',
    ),
    r(
      review('a provisional sum in money (RM 25,000.00 for 1 lot), no length: not a quantity to quote; ask'),
      'A9',
      'Provisional Sum: additional XLPE/PVC 4C x 70mm² Cu 0.6/1kV sub-main cables as and when instructed by the S.O.',
      'lot',
      1,
      '',
      'Provisional sum',
      { number: 25000, format: '#,##0.00' },
    ),
    row(noiseBecause('a sub-total row'), '', 'Sub-total A – carried to Summary'),
    row(noiseBecause('a section row'), 'B', 'FINAL CIRCUIT WIRING'),
    r(
      item('BV', '1*2.5', 4500, CV, '45 rolls of 100 m (the unit states the roll); PVC insulated 1C 450/750V is BV'),
      'B1',
      'PVC insulated 1C x 2.5mm² (Red/Yellow/Blue) 450/750V',
      ROLL,
      45,
      '-',
      '15 rolls per colour',
    ),
    r(
      item('BV', '1*4', 2400, CV, '24 rolls of 100 m'),
      'B2',
      'PVC insulated 1C x 4mm² (Red/Yellow/Blue) 450/750V',
      ROLL,
      24,
      '-',
      '8 rolls per colour',
    ),
    r(
      item('BV', '1*2.5', 1500, CV, '15 rolls of 100 m; the CPC (earth) line is its own row, not merged with B1'),
      'B3',
      'PVC insulated 1C x 2.5mm² Green/Yellow (CPC) 450/750V',
      ROLL,
      15,
      '-',
      '',
    ),
    r(
      item('BV', '1*6', 500, CV),
      'B4',
      'PVC insulated 1C x 6mm² Green/Yellow (CPC) 450/750V',
      'm',
      500,
      '-',
      'Sub-circuit CPC for DB',
    ),
    r(
      item('VV', '3*2.5', 800, LV, 'PVC/PVC Cu (PVC insulation, PVC sheath) power cable is VV, made at 0.6/1kV only'),
      'B5',
      'PVC/PVC 3C x 2.5mm² Cu',
      'm',
      800,
      '-',
      'Socket outlet circuits, surface on tray',
    ),
    r(
      item('RVV', '3*1.5', 400, SV, 'a flexible PVC/PVC cord at 300/500V is RVV'),
      'B6',
      'PVC/PVC flexible 3C x 1.5mm² Cu 300/500V',
      'm',
      400,
      '-',
      'Luminaire drops',
    ),
    r(unknown(NOT_CABLE('cable glands (nos)')), 'B7', 'Cable gland 20mm brass c/w PVC shroud', 'nos', 120, '-', ''),
    row(noiseBecause('a sub-total row'), '', 'Sub-total B – carried to Summary'),
    row(noiseBecause('a section row'), 'C', 'CONTROL & ELV'),
    r(
      item('KVV', '12*1.5', 350, CV, 'a Cu PVC/PVC control cable at 450/750V is KVV'),
      'C1',
      'PVC/PVC 12C x 1.5mm² Cu 450/750V control cable',
      'm',
      350,
      '-',
      'BMS / fire alarm interface',
    ),
    r(
      unknown(NOT_SOLD('a screened instrumentation cable (PVC/OS/PVC, pairs)')),
      'C2',
      'PVC/OS/PVC 2P x 1.5mm2 screened instrumentation cable',
      'm',
      200,
      '-',
      'Genset controls',
    ),
    r(unknown(NOT_SOLD('Cat 6 UTP data cable')), 'C3', 'Cat 6 UTP 4P 23AWG LSZH', 'boxes (305m)', 12, '-', ''),
    r(
      unknown(NOT_CABLE('cable accessories (lot)')),
      'C4',
      'Cable accessories (lugs, ties, markers, heat-shrink)',
      'lot',
      1,
      '-',
      '',
    ),
    row(noiseBecause('a sub-total row'), '', 'Sub-total C – carried to Summary'),
    blank(),
    spanned(noise, 'Notes:'),
    spanned(noiseBecause('a standard, not an item'), '1. All cables to be MS IEC 60502 compliant'),
    spanned(noise, '2. Quantities include 5% wastage; supplier to propose drum lengths.'),
    spanned(noise, '3. "nos" = numbers; "lot" = lump sum; rolls are 100m each unless stated.'),
    blank(),
    row(noise, 'Prepared by: Ir. Tan Wei Ming', '', '', '', 'Checked by: Nurul Aina', '', '', 'Date: 06/11/2025'),
  ];
  const { data, rows: keyRows } = await writeXlsx([
    { name: 'BOM', widths: [6, 62, 12, 8, 28, 10, 14, 40], rows, frozenRows: 6 },
  ]);
  return {
    name: 'my-bom.xls',
    data,
    viaXlsx: true,
    key: keyed(
      'my-bom.xls',
      'sheet',
      'an English bill of materials from a Malaysian M&E contractor in the old Excel 97–2003 .xls format (written as .xlsx, converted by LibreOffice), one sheet BOM: merged title, project (Shah Alam), contractor / Ref / Date and request rows, a blank row, the header Item | Description | Unit | Qty | Alternate | Rate (RM) | Amount (RM) | Remarks, sections A MAIN INCOMING & SUB-MAIN CABLES / B FINAL CIRCUIT WIRING / C CONTROL & ELV each closed by a Sub-total row; descriptions XLPE/PVC 1C x 300mm² Cu 0.6/1kV, XLPE/PVC 4C x 185mm² Cu (Qty shown 1,250), XLPE/SWA/PVC 4C x 95mm² and 4C x 35mm² (Alternate: XLPE/STA/PVC accepted), XLPE/PVC Al, Cu/Mica/XLPE/PVC fire resistant (MS IEC 60331), Cu/Mica/XLPE/LSOH fire resistant, Cu/XLPE/LSOH, a Provisional Sum (lot, RM 25,000.00) naming a cable, PVC insulated 1C x 2.5 / 4mm² (Red/Yellow/Blue) 450/750V and Green/Yellow (CPC) in rolls (100m) and m, PVC/PVC 3C x 2.5mm² Cu, PVC/PVC flexible 3C x 1.5mm² 300/500V, cable glands in nos, PVC/PVC 12C x 1.5mm² control, PVC/OS/PVC 2P x 1.5mm2 screened, Cat 6 in boxes (305m), accessories in lot; Alternate brands (Southern / Fujikura / Universal) or -; Rate (RM) blank; notes (1. All cables to be MS IEC 60502 compliant) and a Prepared / Checked / Date line',
      keyRows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/**
 * 5. A 监理 工程监理工作联系单 to the cable supplier, saved as text: 编号, 工程名称, 致 / 抄送 / 事由, then prose in
 * sections 一、二、三、四 with sub-items 1. 2. 3.: cables to supply (one in 千米, one 约…米（以现场实测为准）, one in 卷 by
 * colour), 原设计…现变更为… changes (数量不变, 数量由…调整为…), a 暂缓供货 section, requirements naming a drum length for a
 * spec and a return of cable already delivered; signatures, date, 签收.
 */
function jianliTongzhi(): Written {
  const lines: Array<[string, Truth]> = [
    [`${' '.repeat(24)}工程监理工作联系单`, noise],
    [`${' '.repeat(48)}编号：JL-LX-2025-037`, noise],
    ['工程名称：恒泰·云樾府二期配电及室外管网工程', noise],
    ['致：苏州华缆电线电缆有限公司（材料供应单位）', noise],
    ['抄送：恒泰置业集团有限公司（建设单位）、中建科工华东分公司（施工单位）', noise],
    ['事由：关于二期配电工程电缆供货及规格变更事宜', noise],
    ['', noise],
    ['内容：', noise],
    [
      '根据建设单位2025年11月7日专题会议纪要及设计变更通知单（编号：BG-DQ-2025-012），结合现场施工进度，现将二期配电工程电缆供货有关事项通知如下：',
      noise,
    ],
    ['一、以下电缆按原合同清单规格，请于11月20日前分批供货至施工现场：', noise],
    ['1. YJV-0.6/1kV-4×150+1×70电力电缆，用于1#~3#箱变至各单元总箱，数量460米；', item('YJV', '4*150+1*70', 460, LV)],
    ['2. YJV22-0.6/1kV-4×50+1×25铠装电缆，直埋敷设，数量380米；', item('YJV22', '4*50+1*25', 380, LV)],
    [
      '3. YJLV-0.6/1kV-4×95+1×50铝芯电缆，用于室外道路照明，数量1.35千米；',
      item('YJLV', '4*95+1*50', 1350, LV, '1.35千米 × 1000'),
    ],
    [
      '4. KVV-450/750V-7×1.5控制电缆，约460米（以现场实测为准）；',
      item('KVV', '7*1.5', 460, CV, '约 quotes the number; 以现场实测为准 is settlement, not a missing amount'),
    ],
    [
      '5. BV-450/750V-1×4电线，红、黄、绿、蓝各20卷。',
      item('BV', '1*4', 8000, CV, `four colours × 20 卷 = 80 卷; ${COIL}`),
    ],
    ['二、以下电缆按设计变更通知单调整，请按变更后规格供货：', noise],
    [
      '1. 3#箱变至B区配电房电缆，原设计YJV22-0.6/1kV-4×185+1×95，现变更为YJV22-0.6/1kV-4×240+1×120，数量320米不变；',
      item('YJV22', '4*240+1*120', 320, LV, '现变更为: the new spec; 数量 320 m 不变 (the 原设计 spec is not quoted)'),
    ],
    [
      '2. 消防泵房电缆原设计ZR-YJV-0.6/1kV-4×35+1×16，现变更为NH-YJV-0.6/1kV-4×35+1×16，数量由180米调整为210米；',
      item(
        'NH-YJV',
        '4*35+1*16',
        210,
        LV,
        'the model changes (ZR → NH) and the amount from 180 to 210 m: the new ones',
      ),
    ],
    [
      '3. 路灯电缆原设计VV22-0.6/1kV-4×16，现变更为YJV22-0.6/1kV-4×16，数量560米；',
      item('YJV22', '4*16', 560, LV, '现变更为: the new model at 560 m'),
    ],
    [
      '4. 弱电机房原设计RVV-300/500V-2×1.0，现变更为RVVP-300/500V-2×1.0屏蔽线，数量150米不变。',
      unknown(NOT_SOLD('the new spec RVVP (screened sheathed cord)')),
    ],
    [
      '三、原清单中B区地下室照明干线YJV-0.6/1kV-5×10（原清单数量420米），因B区地下室图纸尚在调整，暂缓供货，待设计确认后另行通知，在此之前请勿发货。',
      review('暂缓供货 (on hold until the design is confirmed, 请勿发货): not to be quoted now'),
    ],
    ['四、其他要求：', noise],
    ['1. 所有电缆进场时须提供出厂合格证、型式试验报告及CCC认证证书，并经监理见证取样送检合格后方可使用；', noise],
    [
      '2. 电缆盘须标明型号规格、长度及生产日期，单盘长度不小于200米（YJV22-0.6/1kV-4×240+1×120单盘长度不小于320米）；',
      noiseBecause('drum lengths, not an amount (the 320 m is the whole of 二、1 on one drum)'),
    ],
    [
      '3. 按原设计已到场的YJV22-0.6/1kV-4×185+1×95电缆80米，由施工单位退回材料供应单位，请做好接收及退货手续。',
      review('cable already delivered and being returned (退回): not a demand, not to be quoted'),
    ],
    ['请贵单位收到本联系单后2日内书面回复供货计划及各批次到货时间。', noise],
    ['', noise],
    ['监理单位：江城建设工程监理咨询有限公司（章）', noise],
    ['总监理工程师：孙立平        专业监理工程师：何军', noise],
    ['日期：2025年11月10日', noise],
    ['签收单位：                  签收人：                  签收日期：', noise],
  ];
  const { data, rows } = writeText(lines);
  return {
    name: 'jianli-tongzhi.txt',
    data,
    key: keyed(
      'jianli-tongzhi.txt',
      'text',
      'a 监理 工程监理工作联系单 to the cable supplier, saved as text (one paragraph a line): title, 编号 JL-LX-2025-037, 工程名称, 致 (材料供应单位) / 抄送 / 事由, 内容 citing a meeting and a 设计变更通知单; 一、cables to supply by the contract list in sentences (YJV-0.6/1kV-4×150+1×70电力电缆，…，数量460米; YJV22 直埋; YJLV 1.35千米; KVV 约460米（以现场实测为准）; BV 红、黄、绿、蓝各20卷); 二、changes 原设计…，现变更为… (数量320米不变; ZR-YJV → NH-YJV with 数量由180米调整为210米; VV22 → YJV22 560米; RVV → RVVP 数量150米不变); 三、a YJV-0.6/1kV-5×10 (原清单数量420米) 暂缓供货 请勿发货; 四、requirements: certificates, a drum-length clause naming a spec (单盘长度不小于320米), and 80 m of the 原设计 cable to be returned; a reply request, 监理单位 (章), 总监理工程师 / 专业监理工程师, 日期, 签收 line',
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/** The .xls files from their .xlsx, by LibreOffice (a private profile, so a running office does not get in the way). */
function convertToXls(workbooks: Written[]) {
  if (workbooks.length === 0) return;
  const work = mkdtempSync(join(tmpdir(), 'holdout22-'));
  try {
    const sources = workbooks.map(({ name, data }) => {
      const path = join(work, name.replace(/\.xls$/, '.xlsx'));
      writeFileSync(path, data);
      return path;
    });
    execFileSync(
      'soffice',
      [
        `-env:UserInstallation=file://${join(work, 'profile')}`,
        '--headless',
        '--calc',
        '--convert-to',
        'xls:MS Excel 97',
        '--outdir',
        HERE,
        ...sources,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    for (const { name } of workbooks)
      if (!existsSync(join(HERE, name))) throw new Error(`LibreOffice did not write ${name}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  for (const { name } of workbooks) rmSync(join(HERE, name.replace(/\.xls$/, '.xlsx')), { force: true });
}

async function main() {
  const files: Written[] = [cadCailiaobiao(), await kaifashangJicai(), dingdingQun(), await myBom(), jianliTongzhi()];
  let items = 0;
  let total = 0;
  for (const { name, data, key, viaXlsx } of files) {
    if (!viaXlsx) writeFileSync(join(HERE, name), data);
    writeFileSync(join(HERE, `${name}.key.json`), `${JSON.stringify(key, null, 2)}\n`);
    const count = (expect: string) => key.rows.filter((r) => r.truth.expect === expect).length;
    items += count('item');
    total += key.rows.length;
    console.log(
      `${name}: ${key.rows.length} rows (${count('item')} items, ${count('review')} review, ${count('unknown')} unknown, ${count('noise')} noise)`,
    );
  }
  convertToXls(files.filter((f) => f.viaXlsx));
  console.log(`${files.length} files, ${total} rows, ${items} item rows`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
