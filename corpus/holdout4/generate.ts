/**
 * The fourth holdout inquiry corpus: inquiry lists written by an outside reviewer who has not read the parser (nor the
 * server's code, docs/ocr.md, the README's accuracy sections or the earlier corpora's notes beyond their layouts), from
 * how state-grid county companies, tendering agents, contractors, site foremen, electrical shops and cost engineers in
 * China write cable inquiries. Each file has an answer key written from what the file shows and what a careful
 * salesperson would quote; README.md lists the judgement calls.
 *
 *   npx tsx corpus/holdout4/generate.ts
 */

import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Dice } from '../inquiries/world';
import {
  type AnswerKey,
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

const NETWORK_10KV = 'only the network voltage (AC10kV / 10kV) for a YJV/YJV22: 8.7/10kV or 8.7/15kV? ask';
const UNSTATED_LV = 'no voltage written: a power cable made at 0.6/1kV and 8.7/15kV is taken as 0.6/1kV';
const COIL = 'building wire 卷 = 100 m';
const DRUMS = 'drums (盘) of power cable with no drum length: ask';
const RANGE = 'a range of lengths, not an amount: ask';
const SEVERAL = 'several cables on one line: a key line holds one cable, so the line needs a person (or a split)';
const NOT_SOLD = (what: string) => `${what} is not in the catalogue`;
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

const km = (n: number): Cell => ({ number: n, format: '0.000' });
const day = (date: string): Cell => ({ date });

/** A sum of the numbers of a column over rows (text skipped), to three decimals, as a 小计 formula caches it. */
function columnSum(rows: SourceRow[], column: number, from: number, to: number): number {
  let sum = 0;
  for (const source of rows.slice(from - 1, to)) {
    const cell = source.cells[column - 1];
    if (typeof cell === 'number') sum += cell;
    else if (typeof cell === 'object' && 'number' in cell) sum += cell.number;
    else if (typeof cell === 'object' && 'formula' in cell) sum += cell.result;
  }
  return Math.round(sum * 1000) / 1000;
}

// ---------------------------------------------------------------------------------------------------------------
/**
 * 1. A county power-supply company's 物资需求计划 (state-grid style): five 项目, 物料编码 and comma-packed 物料描述,
 * 单位 千米 with three decimals, 需求单位, real dates, 小计 per 项目, and a 填表说明 sheet with a 填写示例 after the list.
 */
async function sgccPlan(): Promise<Written> {
  const dice = new Dice(40_001);
  const code = () => `500${String(100_000 + Math.floor(dice.next() * 900_000))}`;
  type Line = [Truth, string, string, string, Cell, string, Cell, string];
  interface Project {
    name: string;
    code: string;
    merged: boolean;
    lines: Line[];
  }
  const D1 = day('2025-10-20');
  const D2 = day('2025-11-05');
  const D3 = day('2025-11-20');
  const projects: Project[] = [
    {
      name: '清河县城区10kV迎宾线等3条线路改造工程',
      code: '1806QH25001A',
      merged: true,
      lines: [
        [
          review(NETWORK_10KV),
          '电力电缆,AC10kV,YJV22,3×300,无阻燃,钢带铠装',
          '',
          '千米',
          km(1.25),
          '城区供电所',
          D1,
          '',
        ],
        [
          item('YJV22', '3*240', 860, MV, '扩展描述 names 8.7/15kV'),
          '电力电缆,AC10kV,YJV22,3×240,无阻燃,钢带铠装',
          '额定电压8.7/15kV',
          '千米',
          km(0.86),
          '城区供电所',
          D1,
          '',
        ],
        [
          item('YJV', '3*70', 320, MV, '扩展描述 names 8.7/15kV'),
          '电力电缆,AC10kV,YJV,3×70,无阻燃,无铠装',
          '8.7/15kV',
          '千米',
          km(0.32),
          '城区供电所',
          D1,
          '',
        ],
        [
          item('YJV', '1*400', 135, MV, '单芯; 扩展描述 names 8.7/15kV'),
          '电力电缆,AC10kV,YJV,1×400,无阻燃,无铠装',
          '8.7/15kV，单芯',
          '千米',
          km(0.135),
          '城区供电所',
          D1,
          '三相合计',
        ],
        [
          item('JKLYJ', '1*240', 3600, JK10),
          '架空绝缘导线,AC10kV,JKLYJ,240',
          '',
          '千米',
          km(3.6),
          '配电运检班',
          D1,
          '',
        ],
        [
          item('JKLYJ', '1*150', 2400, JK10),
          '架空绝缘导线,AC10kV,JKLYJ,150',
          '',
          '千米',
          km(2.4),
          '配电运检班',
          D1,
          '',
        ],
        [item('JKLYJ', '1*70', 900, JK10), '架空绝缘导线,AC10kV,JKLYJ,70', '', '千米', km(0.9), '配电运检班', D1, ''],
        [
          unknown(NOT_SOLD('LGJ steel-cored aluminium strand')),
          '钢芯铝绞线,LGJ,95/20',
          '',
          '吨',
          km(1.2),
          '配电运检班',
          D1,
          '',
        ],
        [
          unknown(NOT_CABLE('cable termination')),
          '电缆终端,AC10kV,3×300,户外终端,冷缩,铜',
          '',
          '套',
          6,
          '城区供电所',
          D1,
          '',
        ],
        [
          unknown(NOT_CABLE('cable termination')),
          '电缆终端,AC10kV,3×240,户内终端,冷缩,铜',
          '',
          '套',
          4,
          '城区供电所',
          D1,
          '',
        ],
        [
          unknown(NOT_CABLE('straight joint')),
          '电缆中间接头,AC10kV,3×300,直通接头,冷缩,铜',
          '',
          '套',
          2,
          '城区供电所',
          D1,
          '',
        ],
        [
          item('KVV', '4*2.5', 150, CV),
          '控制电缆,AC450/750V,KVV,4×2.5,无阻燃,无铠装',
          '',
          '千米',
          km(0.15),
          '变电运维班',
          D2,
          '',
        ],
        [
          item('KVV', '10*1.5', 80, CV),
          '控制电缆,AC450/750V,KVV,10×1.5,无阻燃,无铠装',
          '',
          '千米',
          km(0.08),
          '变电运维班',
          D2,
          '',
        ],
      ],
    },
    {
      name: '清河县新区2#、3#开闭所配套低压配网工程',
      code: '1806QH25007B',
      merged: false,
      lines: [
        [
          item('YJV', '4*240+1*120', 420, LV),
          '电力电缆,AC1kV,YJV,4×240+1×120,无阻燃,无铠装',
          '',
          '千米',
          km(0.42),
          '新区供电所',
          D1,
          '',
        ],
        [
          item('YJV', '4*185+1*95', 125, LV),
          '电力电缆,AC1kV,YJV,4×185+1×95,无阻燃,无铠装',
          '',
          '千米',
          km(0.125),
          '新区供电所',
          D1,
          '',
        ],
        [
          item('YJV', '4*150+1*70', 360, LV),
          '电力电缆,AC1kV,YJV,4×150+1×70,无阻燃,无铠装',
          '',
          '千米',
          km(0.36),
          '新区供电所',
          D1,
          '',
        ],
        [
          item('YJV22', '4*120+1*70', 255, LV),
          '电力电缆,AC1kV,YJV22,4×120+1×70,无阻燃,钢带铠装',
          '',
          '千米',
          km(0.255),
          '新区供电所',
          D1,
          '直埋',
        ],
        [
          item('YJV22', '4*95+1*50', 500, LV),
          '电力电缆,AC1kV,YJV22,4×95+1×50,无阻燃,钢带铠装',
          '',
          '千米',
          km(0.5),
          '新区供电所',
          D1,
          '直埋',
        ],
        [
          item('ZC-YJV', '4*50+1*25', 210, LV, '阻燃C级 YJV is ZC-YJV'),
          '电力电缆,AC1kV,YJV,4×50+1×25,阻燃C级,无铠装',
          '',
          '千米',
          km(0.21),
          '新区供电所',
          D2,
          '',
        ],
        [
          unknown(NOT_SOLD('阻燃A级 (ZA-YJV)')),
          '电力电缆,AC1kV,YJV,5×16,阻燃A级,无铠装',
          '',
          '千米',
          km(0.09),
          '新区供电所',
          D2,
          '',
        ],
        [
          item('NH-YJV', '4*35+1*16', 145, LV, '耐火 YJV is NH-YJV'),
          '电力电缆,AC1kV,YJV,4×35+1×16,耐火,无铠装',
          '',
          '千米',
          km(0.145),
          '新区供电所',
          D2,
          '消防',
        ],
        [
          item('YJV', '1*240', 480, LV),
          '电力电缆,AC1kV,YJV,1×240,无阻燃,无铠装',
          '单芯，每回路4根',
          '千米',
          km(0.48),
          '新区供电所',
          D2,
          '',
        ],
        [unknown(NOT_CABLE('straight joint')), '电缆中间接头,AC1kV,4×185,冷缩,铜', '', '套', 3, '新区供电所', D2, ''],
        [
          review('350 千米 of a 4×25 feeder: metres typed into a kilometre column? ask'),
          '电力电缆,AC1kV,YJV,4×25+1×16,无阻燃,无铠装',
          '',
          '千米',
          350,
          '新区供电所',
          D2,
          '',
        ],
        [item('BV', '1*2.5', 500, CV), '布电线,AC450/750V,BV,2.5', '', '千米', km(0.5), '新区供电所', D2, ''],
        [item('BV', '1*4', 300, CV), '布电线,AC450/750V,BV,4', '', '千米', km(0.3), '新区供电所', D2, ''],
      ],
    },
    {
      name: '清河县农网台区改造工程（第二批）',
      code: '1806QH25012C',
      merged: true,
      lines: [
        [
          item('YJV', '4*70+1*35', 1050, LV),
          '电力电缆,AC1kV,YJV,4×70+1×35,无阻燃,无铠装',
          '',
          '千米',
          km(1.05),
          '马庄供电所',
          D2,
          '',
        ],
        [
          item('YJV22', '4*70+1*35', 600, LV),
          '电力电缆,AC1kV,YJV22,4×70+1×35,无阻燃,钢带铠装',
          '',
          '千米',
          km(0.6),
          '马庄供电所',
          D2,
          '',
        ],
        [
          item('YJLV', '4*120+1*70', 800, LV),
          '电力电缆,AC1kV,YJLV,4×120+1×70,无阻燃,无铠装',
          '',
          '千米',
          km(0.8),
          '马庄供电所',
          D2,
          '',
        ],
        [
          item('YJLV', '4*70+1*35', 450, LV),
          '电力电缆,AC1kV,YJLV,4×70+1×35,无阻燃,无铠装',
          '',
          '千米',
          km(0.45),
          '王村供电所',
          D2,
          '',
        ],
        [item('JKLYJ', '1*120', 4800, JK1), '架空绝缘导线,AC1kV,JKLYJ,120', '', '千米', km(4.8), '马庄供电所', D3, ''],
        [item('JKLYJ', '1*70', 3200, JK1), '架空绝缘导线,AC1kV,JKLYJ,70', '', '千米', km(3.2), '王村供电所', D3, ''],
        [item('JKLYJ', '1*35', 1500, JK1), '架空绝缘导线,AC1kV,JKLYJ,35', '', '千米', km(1.5), '王村供电所', D3, ''],
        [
          unknown(NOT_SOLD('bundled four-core JKLYJ 4×70 (集束)')),
          '集束绝缘导线,AC1kV,JKLYJ,4×70',
          '',
          '千米',
          km(0.6),
          '王村供电所',
          D3,
          '',
        ],
        [
          item('YJV', '3*35+1*16', 180, LV),
          '电力电缆,AC1kV,YJV,3×35+1×16,无阻燃,无铠装',
          '',
          '千米',
          km(0.18),
          '王村供电所',
          D2,
          '',
        ],
        [
          unknown(NOT_SOLD('ZC-YJV22 (阻燃C类 armoured)')),
          '电力电缆,AC1kV,YJV,240,4+1,22,ZC,无阻水',
          '',
          '千米',
          km(0.3),
          '马庄供电所',
          D2,
          '',
        ],
        [
          item('YJV', '4*150+1*70', 220, LV, '150,4+1: four cores of 150 and the standard reduced core 70'),
          '电力电缆,AC1kV,YJV,150,4+1,无铠装,无阻燃,无阻水',
          '',
          '千米',
          km(0.22),
          '马庄供电所',
          D2,
          '',
        ],
        [
          item('YJV', '4*10', 240, LV, '10,4: four cores of 10'),
          '电力电缆,AC1kV,YJV,10,4,无铠装,无阻燃,无阻水',
          '',
          '千米',
          km(0.24),
          '王村供电所',
          D2,
          '',
        ],
        [
          item('YJV', '4*16+1*10', 150, LV, 'quantity stored as text'),
          '电力电缆,AC1kV,YJV,4×16+1×10,无阻燃,无铠装',
          '',
          '千米',
          '0.150',
          '王村供电所',
          D2,
          '',
        ],
        [unknown(NOT_CABLE('cable branch box')), '电缆分支箱,AC1kV,一进三出', '', '台', 2, '王村供电所', D3, ''],
      ],
    },
    {
      name: '清河县老旧小区配电设施改造工程（一期）',
      code: '1806QH25015D',
      merged: false,
      lines: [
        [
          item('YJV', '4*95+1*50', 620, LV),
          '电力电缆,AC1kV,YJV,4×95+1×50,无阻燃,无铠装',
          '',
          '千米',
          km(0.62),
          '城区供电所',
          D2,
          '',
        ],
        [
          item('ZC-YJV', '4*120+1*70', 370, LV, '阻燃C级 YJV is ZC-YJV'),
          '电力电缆,AC1kV,YJV,4×120+1×70,阻燃C级,无铠装',
          '',
          '千米',
          km(0.37),
          '城区供电所',
          D2,
          '',
        ],
        [
          item('ZC-YJV', '4*70+1*35', 290, LV, '阻燃C级 YJV is ZC-YJV'),
          '电力电缆,AC1kV,YJV,4×70+1×35,阻燃C级,无铠装',
          '',
          '千米',
          km(0.29),
          '城区供电所',
          D2,
          '',
        ],
        [
          item('ZC-YJV', '5*10', 110, LV, '阻燃C级 YJV is ZC-YJV'),
          '电力电缆,AC1kV,YJV,5×10,阻燃C级,无铠装',
          '',
          '千米',
          km(0.11),
          '城区供电所',
          D2,
          '',
        ],
        [
          item('NH-YJV', '4*25+1*16', 85, LV, '耐火 YJV is NH-YJV'),
          '电力电缆,AC1kV,YJV,4×25+1×16,耐火,无铠装',
          '',
          '千米',
          km(0.085),
          '城区供电所',
          D2,
          '消防',
        ],
        [
          item('WDZ-YJY', '4*50+1*25', 160, LV),
          '电力电缆,AC1kV,WDZ-YJY,4×50+1×25,低烟无卤阻燃,无铠装',
          '',
          '千米',
          km(0.16),
          '城区供电所',
          D2,
          '',
        ],
        [
          item('WDZ-YJY', '5*6', 75, LV),
          '电力电缆,AC1kV,WDZ-YJY,5×6,低烟无卤阻燃,无铠装',
          '',
          '千米',
          km(0.075),
          '城区供电所',
          D2,
          '',
        ],
        [
          item('VV', '4*35+1*16', 95, LV),
          '电力电缆,AC1kV,VV,4×35+1×16,无阻燃,无铠装',
          '',
          '千米',
          km(0.095),
          '城区供电所',
          D2,
          '',
        ],
        [
          item('VV22', '4*50+1*25', 140, LV),
          '电力电缆,AC1kV,VV22,4×50+1×25,无阻燃,钢带铠装',
          '',
          '千米',
          km(0.14),
          '城区供电所',
          D2,
          '',
        ],
        [
          review('数量 0 (备注 已利库: taken from stock): nothing to price; a person should see it'),
          '电力电缆,AC1kV,YJV,4×50+1×25,无阻燃,无铠装',
          '',
          '千米',
          km(0),
          '城区供电所',
          D2,
          '已利库',
        ],
        [item('BVR', '1*6', 200, CV), '布电线,AC450/750V,BVR,6', '', '千米', km(0.2), '城区供电所', D3, ''],
        [item('RVV', '3*1.5', 300, SV), '布电线,AC300/500V,RVV,3×1.5', '', '千米', km(0.3), '城区供电所', D3, ''],
        [
          item('YJV', '3*4+1*2.5', 60, LV),
          '电力电缆,AC1kV,YJV,3×4+1×2.5,无阻燃,无铠装',
          '',
          '千米',
          km(0.06),
          '城区供电所',
          D3,
          '',
        ],
        [
          item('YJV', '2*10', 45, LV),
          '电力电缆,AC1kV,YJV,2×10,无阻燃,无铠装',
          '',
          '千米',
          km(0.045),
          '城区供电所',
          '2025.11.30',
          '',
        ],
      ],
    },
    {
      name: '清河县工业园区10kV配套工程',
      code: '1806QH25020E',
      merged: true,
      lines: [
        [
          item('YJV22', '3*400', 950, MV, '扩展描述 names 8.7/15kV'),
          '电力电缆,AC10kV,YJV22,3×400,无阻燃,钢带铠装',
          '8.7/15kV',
          '千米',
          km(0.95),
          '园区供电所',
          D1,
          '',
        ],
        [
          review(NETWORK_10KV),
          '电力电缆,AC10kV,YJV22,3×185,无阻燃,钢带铠装',
          '',
          '千米',
          km(1.4),
          '园区供电所',
          D1,
          '',
        ],
        [
          unknown(NOT_SOLD('ZC-YJV22 (阻燃C级 armoured)')),
          '电力电缆,AC10kV,YJV22,3×185,阻燃C级,钢带铠装',
          '8.7/15kV',
          '千米',
          km(0.3),
          '园区供电所',
          D1,
          '',
        ],
        [
          item('YJV', '1*300', 360, HV, 'AC35kV and 26/35kV written'),
          '电力电缆,AC35kV,YJV,1×300,无阻燃,无铠装',
          '26/35kV',
          '千米',
          km(0.36),
          '园区供电所',
          D1,
          '',
        ],
        [
          item('YJV', '3*120', 280, MV, '扩展描述 names 8.7/15kV'),
          '电力电缆,AC10kV,YJV,3×120,无阻燃,无铠装',
          '8.7/15kV',
          '千米',
          km(0.28),
          '园区供电所',
          D1,
          '',
        ],
        [
          item('YJV', '3*185+2*95', 115, LV),
          '电力电缆,AC1kV,YJV,3×185+2×95,无阻燃,无铠装',
          '',
          '千米',
          km(0.115),
          '园区供电所',
          D2,
          '',
        ],
        [
          item('YJV', '3*95+2*50', 95, LV),
          '电力电缆,AC1kV,YJV,3×95+2×50,无阻燃,无铠装',
          '',
          '千米',
          km(0.095),
          '园区供电所',
          D2,
          '',
        ],
        [
          item('YJV22', '3*150+2*70', 200, LV),
          '电力电缆,AC1kV,YJV22,3×150+2×70,无阻燃,钢带铠装',
          '',
          '千米',
          km(0.2),
          '园区供电所',
          D2,
          '',
        ],
        [
          item('KVV', '7*1.5', 250, CV),
          '控制电缆,AC450/750V,KVV,7×1.5,无阻燃,无铠装',
          '',
          '千米',
          km(0.25),
          '园区供电所',
          D2,
          '',
        ],
        [
          unknown(NOT_SOLD('KVV22 (armoured control cable)')),
          '控制电缆,AC450/750V,KVV22,7×2.5,无阻燃,钢带铠装',
          '',
          '千米',
          km(0.12),
          '园区供电所',
          D2,
          '',
        ],
        [
          unknown(NOT_SOLD('KVVP (screened control cable)')),
          '控制电缆,AC450/750V,KVVP,4×1.5,无阻燃,无铠装',
          '',
          '千米',
          km(0.18),
          '园区供电所',
          D2,
          '',
        ],
        [
          unknown(NOT_CABLE('cable termination')),
          '电缆终端,AC35kV,1×300,户外终端,冷缩,铜',
          '',
          '套',
          6,
          '园区供电所',
          D1,
          '',
        ],
        [
          review('单位 米 with 0.2 in a 千米 plan: 0.2 m or 200 m? ask'),
          '电力电缆,AC1kV,YJV,4×185+1×95,无阻燃,无铠装',
          '',
          '米',
          0.2,
          '园区供电所',
          D2,
          '',
        ],
      ],
    },
  ];

  const header = row(
    noise,
    '序号',
    '项目名称',
    '项目编码',
    '物料编码',
    '物料描述',
    '扩展描述',
    '单位',
    '数量',
    '需求单位',
    '交货日期',
    '交货地点',
    '备注',
  );
  const rows: SourceRow[] = [
    spanned(noise, '国网清河县供电公司2025年第三批配网工程物资需求计划（电缆及导线类）'),
    spanned(
      noise,
      '填报部门：发展策划部（项目管理中心）    填报日期：2025-09-10    计量单位以物料主数据为准（电缆、导线：千米）',
    ),
    header,
  ];
  const merges: Array<[number, number, number, number]> = [];
  let seq = 0;
  const subtotals: number[] = [];
  for (const project of projects) {
    const first = rows.length + 1;
    project.lines.forEach(([truth, description, extension, unit, quantity, department, date, remark], i) => {
      seq++;
      const shown = !project.merged || i === 0;
      rows.push(
        row(
          truth,
          seq,
          shown ? project.name : '',
          shown ? project.code : '',
          code(),
          description,
          extension,
          unit,
          quantity,
          department,
          date,
          '县公司物资仓库',
          remark,
        ),
      );
    });
    const last = rows.length;
    if (project.merged) {
      merges.push([first, 2, last, 2]);
      merges.push([first, 3, last, 3]);
    }
    const sum = columnSum(rows, 8, first, last);
    subtotals.push(rows.length + 1);
    rows.push(
      row(noiseBecause('小计 of the 项目 (km, tonnes and sets added together)'), '', '小计', '', '', '', '', '', {
        formula: `SUM(H${first}:H${last})`,
        result: sum,
        format: '0.000',
      }),
    );
  }
  const total = subtotals.reduce((s, r) => s + (rows[r - 1]!.cells[7] as { result: number }).result, 0);
  rows.push(
    row(noiseBecause('合计 of the 小计 rows'), '', '合计', '', '', '', '', '', {
      formula: subtotals.map((r) => `H${r}`).join('+'),
      result: Math.round(total * 1000) / 1000,
      format: '0.000',
    }),
  );
  rows.push(row(noise, '', '编制：李敏', '', '', '审核：赵建国', '', '', '', '批准：', '', '', ''));

  const notes: SourceRow[] = [
    spanned(noise, '填表说明'),
    row(noise, '1', '物料编码、物料描述须与ECP物料主数据一致，不得自行修改或合并。'),
    row(noise, '2', '电缆、导线类计量单位为千米（如500米填0.5），钢芯铝绞线为吨，附件类为套。'),
    row(
      noiseBecause('an example in the instructions, not a demand'),
      '3',
      '填写示例：电力电缆,AC10kV,YJV22,3×300,无阻燃,钢带铠装',
      '千米',
      0.5,
    ),
    row(noise, '4', '交货日期按项目里程碑计划填写；需求单位填至供电所或班组。'),
  ];
  const { data, rows: keyRows } = await writeXlsx([
    {
      name: '需求计划',
      widths: [6, 30, 14, 12, 46, 16, 6, 10, 12, 12, 14, 10],
      rows,
      merges,
      frozenRows: 3,
    },
    { name: '填表说明', widths: [6, 60, 8, 8], rows: notes },
  ]);
  return {
    name: 'sgcc-demand-plan.xlsx',
    data,
    key: keyed(
      'sgcc-demand-plan.xlsx',
      'sheet',
      "a county power-supply company's 物资需求计划 (state-grid style) over 5 项目: title and 填报 rows, a 12-column header frozen, 项目名称/项目编码 merged down over three of the projects and repeated on every row in the other two, 9-digit 物料编码, 物料描述 packed with commas (电力电缆,AC1kV,YJV,4×185+1×95,无阻燃,无铠装; 阻燃C级 / 阻燃A级 / 耐火 / 钢带铠装 as words beside the model; the ECP form YJV,150,4+1,无铠装 and YJV,240,4+1,22,ZC), 扩展描述 naming 8.7/15kV on some AC10kV rows only, 单位 千米 with 0.000 formatting (0.125, 0.085, 1.050), one quantity as text, 吨/套/台 rows, a 350 in 千米 and a 0.2 in 米, a 0 with 已利库, real dates in 交货日期 (one typed 2025.11.30), a 小计 formula per 项目 and a 合计; a second sheet 填表说明 after the list with a 填写示例 row (YJV22 3×300, 千米, 0.5). Rows are numbered over both sheets.",
      keyRows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
interface PdfRow {
  truth: Truth;
  /** The cells right of the merged columns; a cell may hold typed line breaks. */
  cells: string[];
}

/**
 * A group of table rows sharing merged cells on the left (序号, 货物名称): the merged texts are drawn from the group's
 * first line down (top) or centred on its lines (middle); each row's cells go on over as many lines as the cell with
 * the most lines needs, the row's truth on its first line and its further lines noise.
 */
function group(merged: string[], align: 'top' | 'middle', rows: PdfRow[], next: string): PdfLine[] {
  const lines: { cells: string[]; truth: Truth; ruleFrom: number }[] = [];
  rows.forEach((source, r) => {
    const pieces = source.cells.map((cell) => cell.split('\n'));
    const height = Math.max(...pieces.map((p) => p.length));
    for (let k = 0; k < height; k++) {
      const lastLine = k === height - 1;
      lines.push({
        cells: [...merged.map(() => ''), ...pieces.map((p) => p[k] ?? '')],
        truth: k === 0 ? source.truth : noiseBecause(next),
        ruleFrom: !lastLine ? -1 : r === rows.length - 1 ? 0 : merged.length,
      });
    }
  });
  merged.forEach((text, column) => {
    const pieces = text.split('\n');
    const start = align === 'top' ? 0 : (lines.length - pieces.length) / 2;
    if (!Number.isInteger(start) || start + pieces.length > lines.length) throw new Error(`cannot place ${text}`);
    pieces.forEach((piece, k) => {
      lines[start + k]!.cells[column] = piece;
    });
  });
  return lines.map((line) => ({ kind: 'cells', ...line }));
}

const pr = (truth: Truth, ...cells: string[]): PdfRow => ({ truth, cells });

/** The first table line of a page is ruled above. */
const ruledAbove = (lines: PdfLine[]): PdfLine[] => {
  const i = lines.findIndex((line) => line.kind === 'cells');
  return lines.map((line, k) => (k === i && line.kind === 'cells' ? { ...line, top: true } : line));
};

/**
 * 2. A tendering agent's 货物需求一览表 (Word to PDF) over two pages: 序号 and 货物名称 merged over the rows of each
 * group (top-aligned, one group centred), 规格型号 cells with typed line breaks, the header on page 1 only, a row whose
 * 规格型号 breaks over the page end, running header and page footers.
 */
async function tenderGoods(): Promise<Written> {
  const NEXT = "the 规格型号 cell's next line";
  const T30 = '合同签订后30天';
  const T45 = '合同签订后45天';
  const header: PdfLine = {
    kind: 'cells',
    cells: ['序号', '货物名称', '规格型号', '单位', '数量', '交货期', '备注'],
    truth: noise,
  };
  const page1Table: PdfLine[] = [
    header,
    ...group(
      ['1', '低压电力电缆'],
      'top',
      [
        pr(item('YJV', '4*240+1*120', 680, LV), 'YJV-0.6/1kV\n4×240+1×120', '米', '680', T30, '单盘≥300米'),
        pr(item('YJV', '4*185+1*95', 1150, LV), 'YJV-0.6/1kV\n4×185+1×95', '米', '1150', T30, ''),
        pr(item('YJV', '4*120+1*70', 420, LV), 'YJV-0.6/1kV\n4×120+1×70', '米', '420', T30, ''),
      ],
      NEXT,
    ),
    ...group(
      ['2', '铠装电力电缆'],
      'top',
      [
        pr(item('YJV22', '4*95+1*50', 960, LV), 'YJV22-0.6/1kV\n4×95+1×50', '米', '960', T30, '直埋'),
        pr(item('YJV22', '3*150+2*70', 300, LV), 'YJV22-0.6/1kV\n3×150+2×70', '米', '300', T30, '直埋'),
      ],
      NEXT,
    ),
    ...group(
      ['3', '阻燃电力电缆\nZR-YJV-0.6/1kV'],
      'top',
      [
        pr(
          item('ZR-YJV', '4*95+1*50', 540, LV, 'the model and voltage are in the merged 货物名称 cell'),
          '4×95+1×50',
          '米',
          '540',
          T30,
          '',
        ),
        pr(
          item('ZR-YJV', '4*50+1*25', 380, LV, 'the model and voltage are in the merged 货物名称 cell'),
          '4×50+1×25',
          '米',
          '380',
          T30,
          '',
        ),
        pr(
          item('ZR-YJV', '5*10', 260, LV, 'the model and voltage are in the merged 货物名称 cell'),
          '5×10',
          '米',
          '260',
          T30,
          '',
        ),
      ],
      NEXT,
    ),
    ...group(
      ['4', '耐火电力电缆'],
      'top',
      [
        pr(item('NH-YJV', '4*35+1*16', 210, LV), 'NH-YJV\n0.6/1kV\n4×35+1×16', '米', '210', T30, '消防泵'),
        pr(item('NH-YJV', '5*6', 180, LV), 'NH-YJV\n0.6/1kV\n5×6', '米', '180', T30, '应急照明'),
      ],
      NEXT,
    ),
    ...group(
      ['5', '控制电缆'],
      'middle',
      [
        pr(item('KVV', '4*1.5', 600, CV), 'KVV-450/750V-4×1.5', '米', '600', T30, ''),
        pr(
          item('KVV', '7*1.5', 450, CV, '序号 and 货物名称 are centred on this row'),
          'KVV-450/750V-7×1.5',
          '米',
          '450',
          T30,
          '',
        ),
        pr(item('KVV', '14*1.5', 200, CV), 'KVV-450/750V-14×1.5', '米', '200', T30, ''),
      ],
      NEXT,
    ),
    ...group(
      ['6', '中压电力电缆'],
      'top',
      [
        pr(item('YJV22', '3*300', 1350, MV), 'YJV22-8.7/15kV\n3×300', '千米', '1.35', T45, '两回路'),
        pr(item('YJV22', '3*120', 420, MV), 'YJV22-8.7/15kV\n3×120', '千米', '0.42', T45, ''),
        pr(item('YJV', '1*400', 210, MV), 'YJV-8.7/15kV\n1×400', '米', '210', T45, '单芯，三相合计'),
      ],
      NEXT,
    ),
    ...group(
      ['7', '布电线'],
      'top',
      [
        pr(item('BV', '1*2.5', 3000, CV), 'BV-450/750V\n1×2.5', '米', '3000', T30, ''),
        pr(item('BV', '1*4', 1500, CV), 'BV-450/750V\n1×4', '米', '1500', T30, ''),
        pr(item('BVR', '1*16', 200, CV), 'BVR-450/750V\n1×16', '米', '200', T30, '黄绿双色'),
      ],
      NEXT,
    ),
    ...group(
      ['8', '屏蔽控制电缆'],
      'top',
      [pr(unknown(NOT_SOLD('KVVP (screened control cable)')), 'KVVP-450/750V\n10×1.5', '米', '350', T30, '')],
      NEXT,
    ),
    ...group(
      ['9', '架空绝缘导线'],
      'top',
      [
        pr(
          item('JKLYJ', '1*240', 1800, JK10, 'JKLYJ-10/240: rated 10kV, 240 mm²'),
          'JKLYJ-10/240',
          '米',
          '1800',
          T45,
          '厂区10kV进线',
        ),
        pr(
          item('JKLYJ', '1*150', 650, JK1, 'JKLYJ-1/150: rated 1kV, 150 mm²'),
          'JKLYJ-1/150',
          '米',
          '650',
          T45,
          '厂区路灯',
        ),
        pr(unknown(NOT_SOLD('LGJ steel-cored aluminium strand')), 'LGJ-95/20', '米', '900', T45, ''),
      ],
      NEXT,
    ),
    ...group(
      ['10', '铝芯电力电缆'],
      'top',
      [
        pr(item('YJLV', '4*240+1*120', 460, LV), 'YJLV-0.6/1kV\n4×240+1×120', '米', '460', T30, ''),
        pr(item('YJLV', '3*185+1*95', 280, LV), 'YJLV-0.6/1kV\n3×185+1×95', '米', '280', T30, ''),
      ],
      NEXT,
    ),
  ];
  // The eleventh row breaks over the page end: its first line closes page 1, its spec opens page 2.
  const broken = group(
    ['11', '低烟无卤电缆'],
    'top',
    [
      pr(
        item('WDZ-YJY', '4*120+1*70', 320, LV, 'the 规格型号 cell breaks over the page end: its spec is on page 2'),
        'WDZ-YJY-0.6/1kV\n4×120+1×70',
        '米',
        '320',
        T30,
        '',
      ),
    ],
    "the 规格型号 cell's next line, at the top of page 2",
  );
  const first = broken[0]!;
  if (first.kind === 'cells') first.ruleFrom = 0;
  const page2Table: PdfLine[] = [
    broken[1]!,
    ...group(
      ['12', '电力电缆'],
      'top',
      [
        pr(item('YJV', '5*16', 260, LV), 'YJV-0.6/1kV\n5×16', '米', '260', T30, ''),
        pr(review('数量 按实 (no amount): ask'), 'YJV-0.6/1kV\n1×300', '米', '按实', T30, '单芯'),
      ],
      NEXT,
    ),
    ...group(
      ['13', '电缆附件'],
      'top',
      [
        pr(unknown(NOT_CABLE('cable termination')), '10kV户外冷缩终端\n3×300', '套', '4', T45, ''),
        pr(unknown(NOT_CABLE('straight joint')), '1kV冷缩中间接头\n4×185', '套', '6', T45, ''),
      ],
      "the cell's next line",
    ),
    ...group(
      ['14', '电缆桥架'],
      'top',
      [pr(unknown(NOT_CABLE('cable tray')), '热镀锌槽式桥架\n400×150', '米', '260', T45, '含盖板')],
      "the cell's next line",
    ),
  ];
  const footer = (n: number): PdfLine => ({
    kind: 'text',
    text: `第 ${n} 页 共 2 页`,
    truth: noiseBecause('page footer'),
    size: 8,
    centred: true,
    gapBefore: 6,
  });
  const text = (t: string, truth: Truth = noise, extra: Partial<Extract<PdfLine, { kind: 'text' }>> = {}): PdfLine => ({
    kind: 'text',
    text: t,
    truth,
    ...extra,
  });
  const pages: PdfLine[][] = [
    ruledAbove([
      text('清河县第二污水处理厂扩建工程电缆采购项目', noise, { size: 14, centred: true }),
      text('招标文件  第五章  货物需求一览表', noise, { size: 11, centred: true }),
      text('招标编号：QHZC-2025-0917    包号：01包（电力电缆及附件）'),
      text('1. 交货地点：清河县第二污水处理厂扩建工程施工现场（招标人指定地点），卸货由投标人负责。'),
      text('2. 数量单位：除注明“千米”“套”者外均为“米”；同一规格的电缆按设计长度分盘。'),
      ...page1Table,
      first,
      footer(1),
    ]),
    ruledAbove([
      text('清河县第二污水处理厂扩建工程电缆采购项目 招标文件', noiseBecause('running header'), {
        size: 8,
        right: true,
      }),
      ...page2Table,
      text('注：1. 表中数量为暂估量，结算按实际供货数量，投标人不得因数量变化调整单价；', noise, { gapBefore: 8 }),
      text('2. 电缆应符合GB/T 12706-2020、GB/T 19666-2019的规定，单盘长度按招标人要求；'),
      text('3. 投标人须对本包全部货物报价，漏项视为已包含在投标总价中。'),
      footer(2),
    ]),
  ];
  const { data, rows } = await writePdf({
    page: [595, 842],
    columns: [0, 28, 104, 262, 292, 342, 422],
    pages,
    producer: 'Microsoft® Word 2016',
  });
  return {
    name: 'tender-goods.pdf',
    data,
    key: keyed(
      'tender-goods.pdf',
      'pdf',
      "a tendering agent's 货物需求一览表 (Word to a text PDF, A4, ruled) over two pages: two lines of 交货地点/数量单位 above the table, the header on page 1 only, a running header on page 2, 第 n 页 共 2 页 footers; 序号 and 货物名称 merged over the rows of each group and drawn on the group's first line (group 5 centred, on its middle row); 规格型号 cells with typed line breaks (YJV-0.6/1kV / 4×240+1×120; NH-YJV / 0.6/1kV / 4×35+1×16), so a row's spec is on the line under its quantity; group 3 has only the spec in 规格型号 and the model in the merged 货物名称 cell's second line (阻燃电力电缆 / ZR-YJV-0.6/1kV); the last row of page 1 breaks over the page (its spec is the first table line of page 2, under the running header); 千米 rows (1.35, 0.42), JKLYJ-10/240, JKLYJ-1/150, LGJ-95/20, KVVP, 按实, accessories and a cable tray; notes after the table",
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/**
 * 3. A logistics park's 询价单 in which the model, voltage and spec are in one cell on some rows and in 型号 / 电压 /
 * 规格 on others; stray spaces, non-breaking spaces, full-width parentheses and slash, quantities as text.
 */
async function mixedColumns(): Promise<Written> {
  const NBSP = '\u00a0';
  const rows: SourceRow[] = [
    spanned(noise, '金桥物流园二期 电缆询价单'),
    spanned(noise, '联系人：周工 13900001111    报价请注明品牌、交货期，含税含运费'),
    row(noise, '序号', '名称', '型号', '电压', '规格', '单位', '数量', '备注'),
    row(item('YJV', '4*120+1*70', 450, LV), 1, '电力电缆', 'YJV-0.6/1kV-4×120+1×70', '', '', '米', 450, '1#仓库'),
    row(
      item('YJV', '4*95+1*50', 380, LV, 'spaces around the model, a non-breaking space after the spec'),
      2,
      '电力电缆',
      ' YJV ',
      '0.6/1kV',
      `4×95+1×50${NBSP}`,
      '米',
      380,
      '2#仓库',
    ),
    row(
      item('YJV', '4*70+1*35', 260, LV, 'non-breaking spaces inside the cell; quantity as text with spaces'),
      3,
      '电力电缆（铜芯）',
      `YJV${NBSP}0.6/1kV${NBSP}4×70+1×35`,
      '',
      '',
      '米',
      ' 260 ',
      '3#仓库',
    ),
    row(
      item('YJV', '3*95+2*50', 320, LV, 'full-width slash in the voltage'),
      4,
      '电力电缆',
      'YJV',
      '0.6／1kV',
      '3×95+2×50',
      '米',
      320,
      '冷库',
    ),
    row(
      item('YJV', '5*16', 1500, LV, 'voltage in full-width parentheses after the model'),
      5,
      '电力电缆',
      'YJV（0.6/1kV）',
      '',
      '5×16',
      '米',
      '1500（米）',
      '路灯及照明',
    ),
    row(item('YJV', '4*16', 200), 6, '电力电缆', 'YJV-4*16', '', '', '米', 200, '门卫'),
    row(item('YJV', '4*10', 150), 7, '电力电缆', 'YJV4X10', '', '', 'm', 150, '消防控制室'),
    row(item('YJV', '4*6', 120), 8, '电力电缆', 'YJV 4*6mm²', '', '', 'm', 120, '水泵房'),
    row(item('YJV22', '4*185+1*95', 210, LV), 9, '铠装电缆', 'YJV22', '1kV', '4×185+1×95', '米', 210, '室外直埋'),
    row(
      review('YJV written with （铠装）: armoured YJV22 meant? ask'),
      10,
      '电力电缆',
      'YJV 4×70+1×35（铠装）',
      '',
      '',
      '米',
      90,
      '室外',
    ),
    row(
      item('ZC-YJV', '4*35+1*16', 175, LV, 'trailing space after the voltage, leading space before the spec'),
      11,
      '阻燃电缆',
      'ZC-YJV',
      '0.6/1kV ',
      ' 4×35+1×16',
      '米',
      175,
      '',
    ),
    row(item('NH-YJV', '5*10', 140, LV), 12, '耐火电缆', 'NH-YJV-0.6/1kV-5×10', '', '', '米', 140, '排烟风机'),
    row(item('YJV22', '3*185', 560, MV), 13, '中压电缆', 'YJV22', '8.7/15kV', '3×185', '米', 560, '10kV进线'),
    row(
      item('YJV22', '3*95', 1200, MV, 'quantity shown with a thousands separator'),
      14,
      '中压电缆',
      'YJV22-8.7/15kV-3×95',
      '',
      '',
      '米',
      { number: 1200, format: '#,##0' },
      '',
    ),
    row(review(NETWORK_10KV), 15, '中压电缆', 'YJV', '10kV', '3×240', '米', 300, '至箱变'),
    row(item('BV', '1*2.5', 3000, CV, COIL), 16, '电线', 'BV', '450/750V', '1×2.5', '卷', 30, '红黄蓝各10卷'),
    row(item('BV', '1*4', 1000, undefined, COIL), 17, '电线', 'BV-4mm²', '', '', '卷', 10, ''),
    row(item('BV', '1*6', 500), 18, '电线', 'BV 1*6', '', '', '米', 500, ''),
    row(item('BVR', '1*10', 200), 19, '软线', 'BVR', '', '1×10', '米', 200, '黄绿'),
    row(item('RVV', '3*2.5', 400, SV), 20, '护套线', 'RVV', '300/500V', '3×2.5', '米', 400, ''),
    row(item('KVV', '7*1.5', 350), 21, '控制电缆', 'KVV', '', '7×1.5', '米', 350, ''),
    row(item('KVV', '14*1.5', 180, CV), 22, '控制电缆', 'KVV-450/750V-14×1.5', '', '', '米', 180, ''),
    row(item('YJLV', '3*185+1*95', 240, LV), 23, '铝芯电缆', 'YJLV', '0.6/1kV', '3×185+1×95', '米', 240, ''),
    row(unknown(NOT_SOLD('optical fibre cable GYTA')), 24, '光缆', 'GYTA-24B1', '', '', '米', 800, ''),
    row(
      review('3+1×70: the phase cores are not sized (3×120+1×70? 3×150+1×70?): ask'),
      25,
      '电力电缆',
      'YJV',
      '0.6/1kV',
      '3+1×70',
      '米',
      120,
      '',
    ),
    row(noiseBecause('合计 over mixed units'), '', '合计', '', '', '', '', { formula: 'SUM(G4:G28)', result: 0 }, ''),
    spanned(noise, '备注：1、以上均为铜芯国标电缆；2、报价有效期30天；3、送货至金桥物流园二期工地。'),
  ];
  const sumRow = rows[rows.length - 2]!;
  (sumRow.cells[6] as { result: number }).result = columnSum(rows, 7, 4, 28);
  const { data, rows: keyRows } = await writeXlsx([{ name: '询价单', widths: [6, 16, 28, 10, 14, 6, 12, 16], rows }]);
  return {
    name: 'mixed-columns.xlsx',
    data,
    key: keyed(
      'mixed-columns.xlsx',
      'sheet',
      "a logistics park's 询价单 with 序号/名称/型号/电压/规格/单位/数量/备注: on some rows the whole 型号规格 is in 型号 (YJV-0.6/1kV-4×120+1×70, YJV-4*16, YJV4X10, YJV 4*6mm², BV-4mm², BV 1*6) and 电压/规格 are empty, on others it is split over three columns; cells with leading/trailing spaces ( YJV , 0.6/1kV ) and non-breaking spaces (YJV 0.6/1kV 4×70+1×35 joined by NBSP, a spec with a trailing NBSP), full-width parentheses (电力电缆（铜芯）, YJV（0.6/1kV）, （铠装）, 1500（米）) and a full-width slash (0.6／1kV); quantities as text with spaces and a number shown 1,200; 卷 for BV; a 10kV YJV, a 3+1×70, an optical cable; a 合计 formula and a note",
      keyRows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/** 4. A purchasing platform's RFQ export with semicolons (物料描述 holds commas), quoted fields with line breaks. */
function semicolonCsv(): Written {
  const rows: SourceRow[] = [
    row(noise, '行号', '物料编码', '物料名称', '物料描述', '计量单位', '需求数量', '需求日期', '技术要求'),
    row(
      item('YJV', '4*185+1*95', 650, LV, 'the 300米 in 技术要求 is the drum length, not the amount'),
      '1',
      '10020301',
      '电力电缆',
      '交联聚乙烯绝缘电力电缆,YJV,0.6/1kV,4×185+1×95',
      '米',
      '650',
      '2025-10-08',
      '1.铜芯，国标\n2.单盘长度≥300米',
    ),
    row(
      item('YJV', '4*95+1*50', 450, LV),
      '2',
      '10020302',
      '电力电缆',
      '交联聚乙烯绝缘电力电缆,YJV,0.6/1kV,4×95+1×50',
      '千米',
      '0.45',
      '2025-10-08',
      '',
    ),
    row(
      item('YJV22', '4*120+1*70', 1500, LV, '物料描述 holds a line break; 1,500.00 with a thousands comma'),
      '3',
      '10020303',
      '电力电缆',
      '电力电缆\nYJV22-0.6/1kV-4×120+1×70',
      '米',
      '1,500.00',
      '2025-10-08',
      '直埋',
    ),
    row(
      item('YJV', '3*240+1*120', 1000, LV, '2 盘 with 每盘500米'),
      '4',
      '10020307',
      '电力电缆',
      '交联聚乙烯绝缘电力电缆,YJV,0.6/1kV,3×240+1×120',
      '盘',
      '2',
      '2025-10-15',
      '每盘500米',
    ),
    row(
      review(DRUMS),
      '5',
      '10020308',
      '电力电缆',
      '交联聚乙烯绝缘电力电缆,YJV,0.6/1kV,3×120+2×70',
      '盘',
      '3',
      '2025-10-15',
      '',
    ),
    row(
      item('ZC-YJV', '4*25+1*16', 800, LV, '技术要求 holds a semicolon and a line break'),
      '6',
      '10030101',
      '阻燃电缆',
      '阻燃C类电力电缆,ZC-YJV,0.6/1kV,4×25+1×16',
      '米',
      '800',
      '2025-10-15',
      '阻燃C类;\n需提供型式试验报告',
    ),
    row(
      item('BV', '1*2.5', 2000, undefined, `${COIL}; the colours (5 × 4 卷) add up to the 20`),
      '7',
      '10040011',
      '布电线',
      '铜芯聚氯乙烯绝缘电线,BV-2.5mm²',
      '卷',
      '20',
      '2025-10-20',
      '颜色：红;黄;绿;蓝;双色各4卷',
    ),
    row(
      item('BV', '1*4', 1000, undefined, COIL),
      '8',
      '10040012',
      '布电线',
      '铜芯聚氯乙烯绝缘电线,BV 1*4',
      '卷',
      '10',
      '2025-10-20',
      '红;蓝各5卷',
    ),
    row(
      item('BVR', '1*4', 300),
      '9',
      '10040021',
      '软电线',
      '铜芯聚氯乙烯绝缘软电线,BVR-1×4',
      '米',
      '300',
      '2025-10-20',
      '',
    ),
    row(
      item('KVV', '10*1.5', 1200, CV),
      '10',
      '10050033',
      '控制电缆',
      '控制电缆,KVV,450/750V,10×1.5',
      '米',
      '1,200',
      '2025-10-20',
      '',
    ),
    row(
      unknown(NOT_SOLD('KVVR (flexible control cable)')),
      '11',
      '10050034',
      '控制电缆',
      '控制电缆,KVVR,450/750V,7×1.0',
      '米',
      '400',
      '',
      '',
    ),
    row(
      item('YJV22', '3*240', 1050, MV),
      '12',
      '10060102',
      '中压电缆',
      '交联聚乙烯绝缘电力电缆,YJV22,8.7/15kV,3×240',
      '千米',
      '1.05',
      '2025-11-01',
      '1.铜芯\n2.单盘长度以设计为准\n3.钢带铠装',
    ),
    row(
      item('YJV', '3*70', 430, MV),
      '13',
      '10060103',
      '中压电缆',
      '交联聚乙烯绝缘电力电缆,YJV,8.7/15kV,3×70',
      '米',
      '430',
      '2025-11-01',
      '',
    ),
    row(
      item('JKLYJ', '1*185', 2200, JK10),
      '14',
      '10070001',
      '架空线',
      '架空绝缘电缆,JKLYJ,10kV,1×185',
      '千米',
      '2.2',
      '2025-11-01',
      '',
    ),
    row(
      unknown(NOT_SOLD('LGJ steel-cored aluminium strand')),
      '15',
      '10070002',
      '架空线',
      '钢芯铝绞线,LGJ-95/20',
      '吨',
      '1.5',
      '',
      '',
    ),
    row(
      item('YJV', '4*16+1*10', 500, LV, '500米左右: about 500 m, quoted as 500'),
      '16',
      '10020315',
      '电力电缆',
      '交联聚乙烯绝缘电力电缆,YJV,0.6/1kV,4×16+1×10',
      '米',
      '500米左右',
      '2025-10-08',
      '',
    ),
    row(
      review(RANGE),
      '17',
      '10020316',
      '电力电缆',
      '交联聚乙烯绝缘电力电缆,YJV,0.6/1kV,5×6',
      '米',
      '800-1000',
      '2025-10-08',
      '按现场实际',
    ),
    row(
      item('WDZ-YJY', '4*120+1*70', 260, LV),
      '18',
      '10080005',
      '低烟无卤电缆',
      '低烟无卤阻燃电力电缆,WDZ-YJY,0.6/1kV,4×120+1×70',
      '米',
      '260',
      '2025-10-15',
      '',
    ),
    row(
      item('YJV', '1*185', 450, LV, '3根×150米'),
      '19',
      '10020320',
      '电力电缆',
      '交联聚乙烯绝缘电力电缆,YJV,0.6/1kV,1×185',
      '米',
      '3根×150米',
      '2025-10-15',
      '单芯',
    ),
    row(
      item('YJV', '4*50+1*25', 1500, LV, '0.5km×3'),
      '20',
      '10020321',
      '电力电缆',
      '交联聚乙烯绝缘电力电缆,YJV,0.6/1kV,4×50+1×25',
      '米',
      '0.5km×3',
      '2025-10-15',
      '三个回路',
    ),
  ];
  const { data, rows: keyRows } = writeCsv(rows, 8, { separator: ';', encoding: 'utf8' });
  return {
    name: 'semicolon-export.csv',
    data,
    key: keyed(
      'semicolon-export.csv',
      'sheet',
      "a purchasing platform's RFQ export, UTF-8 without a BOM, CRLF, separated by semicolons because 物料描述 holds commas (交联聚乙烯绝缘电力电缆,YJV,0.6/1kV,4×185+1×95); quoted fields with line breaks (技术要求 1.铜芯，国标⏎2.单盘长度≥300米; a 物料描述 电力电缆⏎YJV22-…) and with semicolons inside (颜色：红;黄;绿;蓝;双色各4卷); 需求数量 1,500.00 and 1,200 unquoted; 千米, 盘 with and without 每盘500米, 卷, 吨; 500米左右, 800-1000, 3根×150米, 0.5km×3 in the quantity column",
      keyRows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/** 5. A cost engineer's 人材机汇总 saved as Unicode text (UTF-16LE, tabs) and named .csv: labour, materials, machines. */
function boqUnicode(): Written {
  const dice = new Dice(40_005);
  const money = (quantity: number, price: number) => (Math.round(quantity * price * 100) / 100).toFixed(2);
  const priced = (truth: Truth, n: string, code: string, name: string, spec: string, unit: string, q: number) => {
    const budget = Math.round((5 + dice.next() * 300) * 100) / 100;
    const market = Math.round(budget * (1.05 + dice.next() * 0.3) * 100) / 100;
    return row(truth, n, code, name, spec, unit, String(q), budget.toFixed(2), market.toFixed(2), money(q, market));
  };
  const rows: SourceRow[] = [
    row(noise, '工程名称：金桥物流园二期配电工程'),
    row(noise, '人材机汇总表'),
    row(noise, '序号', '编码', '名称', '规格型号', '单位', '数量', '预算价', '市场价', '市场价合计'),
    row(noise, '一', '', '人工'),
    priced(noiseBecause('labour'), '1', 'R00001', '综合工日', '', '工日', 125.36),
    priced(noiseBecause('labour'), '2', 'R00002', '安装技工', '', '工日', 48.2),
    row(noise, '二', '', '材料'),
    priced(item('YJV', '4*185+1*95', 365.72, LV), '3', 'C2801025', '电力电缆', 'YJV-0.6/1kV-4×185+1×95', 'm', 365.72),
    priced(item('YJV', '4*95+1*50', 512.46, LV), '4', 'C2801021', '电力电缆', 'YJV-0.6/1kV-4×95+1×50', 'm', 512.46),
    priced(item('YJV', '4*50+1*25', 228.65, LV), '5', 'C2801018', '电力电缆', 'YJV-0.6/1kV-4×50+1×25', 'm', 228.65),
    priced(
      unknown(NOT_SOLD('YJV 3×4+2×2.5 (a 3+2 under 25 mm²)')),
      '6',
      'C2801033',
      '电力电缆',
      'YJV-3×4+2×2.5',
      'm',
      96.35,
    ),
    priced(item('YJV22', '4*70+1*35', 75.6, LV), '7', 'C2801201', '铠装电力电缆', 'YJV22-0.6/1kV-4×70+1×35', 'm', 75.6),
    priced(item('YJV22', '3*70', 1024.8, MV), '8', 'C2802105', '中压电力电缆', 'YJV22-8.7/15kV-3×70', 'm', 1024.8),
    priced(
      item('NH-YJV', '4*50+1*25', 148.35, LV),
      '9',
      'C2803011',
      '耐火电缆',
      'NH-YJV-0.6/1kV-4×50+1×25',
      'm',
      148.35,
    ),
    priced(item('ZR-YJV', '5*10', 96.9, LV), '10', 'C2803025', '阻燃电缆', 'ZR-YJV-0.6/1kV-5×10', 'm', 96.9),
    priced(
      unknown(NOT_SOLD('prefabricated branch cable YFD-ZR-YJV')),
      '11',
      'C2805002',
      '预制分支电缆',
      'YFD-ZR-YJV-4×35+1×16',
      'm',
      180,
    ),
    priced(
      unknown(NOT_SOLD('flexible mineral-insulated cable BBTRZ')),
      '12',
      'C2805011',
      '柔性矿物绝缘电缆',
      'BBTRZ-4×25+1×16',
      'm',
      64.5,
    ),
    priced(item('KVV', '4*1.5', 230.2), '13', 'C2811003', '铜芯控制电缆', 'KVV-4×1.5', 'm', 230.2),
    priced(item('KVV', '8*1.5', 84.05), '14', 'C2811005', '铜芯控制电缆', 'KVV-8×1.5', 'm', 84.05),
    priced(item('BV', '1*2.5', 1860.45), '15', 'C2821001', '铜芯聚氯乙烯绝缘电线', 'BV-2.5', 'm', 1860.45),
    priced(item('BV', '1*4', 620.18), '16', 'C2821002', '铜芯聚氯乙烯绝缘电线', 'BV-4', 'm', 620.18),
    priced(item('BV', '1*10', 212.1), '17', 'C2821004', '铜芯聚氯乙烯绝缘电线', 'BV-10', 'm', 212.1),
    priced(item('BVR', '1*16', 95.4), '18', 'C2822006', '铜芯聚氯乙烯绝缘软电线', 'BVR-16 黄绿', 'm', 95.4),
    priced(item('RVV', '2*1.5', 330), '19', 'C2831002', '铜芯护套软电缆', 'RVV-2×1.5', 'm', 330),
    priced(unknown(NOT_CABLE('galvanised steel conduit')), '20', 'C2901010', '镀锌钢管', 'SC50', 'm', 120.6),
    priced(unknown(NOT_CABLE('galvanised flat steel')), '21', 'C2902004', '镀锌扁钢', '-40×4', 'kg', 356.2),
    priced(unknown(NOT_CABLE('cable termination')), '22', 'C2911012', '电缆终端头', '1kV 4×185', '个', 8),
    priced(unknown(NOT_CABLE('cable tray')), '23', 'C2931001', '电缆桥架', '200×100', 'm', 86),
    row(noise, '三', '', '机械'),
    priced(noiseBecause('machine shifts'), '24', 'J03012', '汽车式起重机', '8t', '台班', 2.35),
    priced(noiseBecause('machine shifts'), '25', 'J04005', '载货汽车', '5t', '台班', 3.1),
  ];
  const sum = rows.reduce((s, r) => s + (r.cells.length === 9 && r.cells[0] !== '序号' ? Number(r.cells[8]) : 0), 0);
  rows.push(row(noiseBecause('合计 of the money column'), '', '', '合计', '', '', '', '', '', sum.toFixed(2)));
  const { data, rows: keyRows } = writeCsv(rows, 9, { separator: '\t', encoding: 'utf16le' });
  return {
    name: 'boq-unicode.csv',
    data,
    key: keyed(
      'boq-unicode.csv',
      'sheet',
      "a cost engineer's 人材机汇总表 from a pricing program, saved as Unicode text and named .csv: UTF-16LE with a BOM, tab-separated, CRLF; 工程名称 and title lines, a header 序号/编码/名称/规格型号/单位/数量/预算价/市场价/市场价合计, sections 一 人工 / 二 材料 / 三 机械; materials with decimal metres (365.72, 1860.45, 75.6) beside prices of the same size (预算价 and 市场价 filled, 合计 in money); 规格型号 as YJV-0.6/1kV-4×185+1×95, BV-2.5, BVR-16 黄绿, KVV-4×1.5, YJV-3×4+2×2.5; labour in 工日, machines in 台班, conduit, flat steel, terminations, tray; a 合计 line",
      keyRows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/** 6. A WeChat chat exported from WeChat for PC: name and time lines, [文件] / [图片], a recalled message, 更正. */
function wechatPc(): Written {
  const A = '周工(金桥项目)';
  const B = '王建国';
  const at = (who: string, time: string): [string, Truth] => [`${who} 2025/9/18 ${time}`, noise];
  const lines: Array<[string, Truth]> = [
    at(A, '09:12:36'),
    ['王经理早，物流园二期还有一批电缆，麻烦报个价', noise],
    at(A, '09:12:58'),
    ['[文件] 电缆清单0918.xlsx', noiseBecause('a file sent in the chat')],
    at(A, '09:13:20'),
    ['表格里的你先报，另外还有几样表里没有的：', noise],
    at(A, '09:14:05'),
    ['YJV 4*95+1*50 300米；YJV 4*70+1*35 200米；BV2.5 10卷', review(SEVERAL)],
    at(B, '09:20:41'),
    ['好的周工，我这边整理一下', noise],
    at(A, '09:25:10'),
    ['[图片]', noiseBecause('a picture')],
    at(A, '09:25:33'),
    ['图片上这几根也一起报，型号照铭牌来', noise],
    at(B, '09:31:02'),
    ['图片看不清，麻烦打字发一下', noise],
    at(A, '09:40:17'),
    ['YJV22-4×150+1×70 1.2千米/根 要2根', item('YJV22', '4*150+1*70', 2400, undefined, '1.2 km per run × 2 runs')],
    ['YJV 1×240 3根×150米', item('YJV', '1*240', 450, LV, `3 runs × 150 m; ${UNSTATED_LV}`)],
    ['ZR-YJV 5×10 500米左右', item('ZR-YJV', '5*10', 500, undefined, 'about 500 m, quoted as 500')],
    ['YJV 3×70+2×35 800-1000米，看现场', review(RANGE)],
    ['KVV-10*1.5、KVV-7*1.5各200米', review(SEVERAL)],
    ['RVV 3*1.5 约2km', item('RVV', '3*1.5', 2000, undefined, '约2km')],
    at(A, '09:41:02'),
    [`"${A}" 撤回了一条消息`, noiseBecause('a recalled message')],
    at(A, '09:41:30'),
    ['NH-YJV 4×25+1×16 2.5公里（含余量）', item('NH-YJV', '4*25+1*16', 2500, undefined, '2.5 km including spare')],
    at(B, '09:45:12'),
    ['收到，KVV那两个都是200米对吧？', noiseBecause("the supplier's question")],
    at(A, '09:46:03'),
    ['对，各200', noiseBecause('answers the question about a line already flagged')],
    at(A, '09:52:19'),
    ['电线也要一些：', noise],
    ['BV-1.5 红色 5卷', item('BV', '1*1.5', 500, undefined, COIL)],
    ['BV-4 黄绿 3卷', item('BV', '1*4', 300, undefined, COIL)],
    ['BVR 1*2.5 红蓝各3卷', item('BVR', '1*2.5', 600, undefined, `${COIL}; two colours × 3 卷`)],
    at(A, '10:02:44'),
    ['还有路灯的：JKLYJ-1/70 600米', item('JKLYJ', '1*70', 600, JK1, 'JKLYJ-1/70: rated 1kV, 70 mm²')],
    ['LGJ-95/20 300米 这个你们有没有', unknown(NOT_SOLD('LGJ steel-cored aluminium strand'))],
    ['YJV22 4*25+1*16 两盘', review(DRUMS)],
    at(A, '10:05:19'),
    ['WDZ-YJY 4*50+1*25 400米', review('corrected below (更正: 600米)')],
    ['YJV 5*16 150m', item('YJV', '5*16', 150)],
    at(A, '10:15:47'),
    ['更正：WDZ-YJY 4*50+1*25 要600米，不是400', item('WDZ-YJY', '4*50+1*25', 600, undefined, 'the correction')],
    at(B, '10:16:30'),
    ['好的，今天下午给您报过去', noise],
    at(B, '10:16:52'),
    ['[文件] 报价单-金桥物流园二期0918.pdf', noiseBecause('a file sent in the chat')],
  ];
  const { data, rows } = writeText(lines);
  return {
    name: 'wechat-pc.txt',
    data,
    key: keyed(
      'wechat-pc.txt',
      'text',
      'a chat exported from WeChat for PC (buyer and supplier): every message under a name-and-time line (周工(金桥项目) 2025/9/18 09:40:17), messages of several lines, [文件] 电缆清单0918.xlsx, [图片], a recalled message; one line with three cables separated by ； and one with two separated by 、 (各200米); 1.2千米/根 要2根, 3根×150米, 500米左右, 800-1000米, 约2km, 2.5公里（含余量）, 两盘, 红蓝各3卷; JKLYJ-1/70 and LGJ-95/20; a line corrected later by 更正：… 要600米，不是400',
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/** Display width of a text in a fixed-width font (Chinese and full-width forms two columns). */
const displayWidth = (text: string) =>
  [...text].reduce((n, ch) => n + (/[\u2e80-\u9fff\uff00-\uffef\u3000-\u303f（）]/.test(ch) ? 2 : 1), 0);
const pad = (text: string, width: number) => text + ' '.repeat(Math.max(2, width - displayWidth(text)));

/** 7. An e-mail with an HTML table pasted as text (cells apart by runs of spaces), a signature and a disclaimer. */
function emailHtml(): Written {
  const widths = [7, 16, 34, 7, 22];
  const table = (truth: Truth, ...cells: string[]): [string, Truth] => [
    cells
      .map((cell, i) => (i < cells.length - 1 ? pad(cell, widths[i]!) : cell))
      .join('')
      .trimEnd(),
    truth,
  ];
  const lines: Array<[string, Truth]> = [
    ['发件人: 陈莉 <chen.li@binjiang-water.example>', noise],
    ['发送时间: 2025年9月17日 星期三 14:32', noise],
    ['收件人: 王建国 <sales@hengtong-cable.example>', noise],
    ['抄送: 刘强', noise],
    ['主题: 询价：滨江污水厂提标改造工程电缆（请9月20日前回复）', noise],
    ['', noise],
    ['王经理：', noise],
    ['    您好！我司滨江污水处理厂提标改造工程需采购以下电缆，请按下表报价（含13%增值税、含运费送至现场），', noise],
    ['并注明品牌、交货期及付款方式。', noise],
    ['', noise],
    table(noise, '序号', '名称', '规格型号', '单位', '数量', '备注'),
    table(
      item('YJV', '3*185+2*95', 1500, LV, '1,500.00m'),
      '1',
      '电力电缆',
      'YJV-0.6/1kV-3×185+2×95',
      '米',
      '1,500.00m',
      '鼓风机房',
    ),
    table(item('YJV', '4*120+1*70', 2000, LV, '约2km'), '2', '电力电缆', 'YJV-0.6/1kV-4×120+1×70', '米', '约2km', ''),
    table(item('YJV', '4*16', 1500, undefined, '1500（米）'), '3', '电力电缆', 'YJV 4*16 mm²', '米', '1500（米）', ''),
    table(
      item('YJV22', '4*70+1*35', 2500, LV, '2.5 km including spare'),
      '4',
      '铠装电缆',
      'YJV22-0.6/1kV-4×70+1×35',
      '米',
      '2.5公里（含余量）',
      '室外直埋',
    ),
    table(
      item('YJV', '1*300', 1500, LV, '0.5km×3: three single cores of one circuit'),
      '5',
      '电力电缆',
      'YJV-0.6/1kV-1×300',
      '米',
      '0.5km×3',
      '单芯，一回路',
    ),
    table(item('YJV22', '3*150', 860, MV), '6', '中压电缆', 'YJV22-8.7/15kV-3×150', '米', '860', ''),
    table(review(NETWORK_10KV), '7', '中压电缆', 'YJV-10kV-3×240', '米', '420', '至2#变电所'),
    table(item('NH-YJV', '3*50+1*25', 160, LV), '8', '耐火电缆', 'NH-YJV-0.6/1kV-3×50+1×25', '米', '160', '消防泵'),
    table(item('WDZ-YJY', '5*4', 300, LV), '9', '低烟无卤电缆', 'WDZ-YJY-0.6/1kV-5×4', '米', '300', ''),
    table(item('KVV', '19*1.5', 240, CV), '10', '控制电缆', 'KVV-450/750V-19×1.5', '米', '240', ''),
    table(
      unknown(NOT_SOLD('KVVP2-22 (screened armoured control cable)')),
      '11',
      '控制电缆',
      'KVVP2-22-450/750V-7×1.5',
      '米',
      '180',
      '',
    ),
    table(item('BV', '1*2.5', 4000, CV, COIL), '12', '电线', 'BV-450/750V-1×2.5', '卷', '40', ''),
    table(item('BVR', '1*4', 800, CV, COIL), '13', '电线', 'BVR-450/750V-1×4', '卷', '8', '黄绿双色'),
    table(item('RVV', '5*1.5', 200, SV), '14', '软电缆', 'RVV-300/500V-5×1.5', '米', '200', ''),
    table(
      unknown(NOT_SOLD('BPYJVP variable-frequency cable')),
      '15',
      '变频电缆',
      'BPYJVP-0.6/1kV-3×95+3×16',
      '米',
      '120',
      '',
    ),
    table(review('数量 待定: ask'), '16', '电力电缆', 'YJV-0.6/1kV-4×50+1×25', '米', '待定', ''),
    table(item('YJLV', '4*185+1*95', 650, LV), '17', '铝芯电缆', 'YJLV-0.6/1kV-4×185+1×95', '米', '650', ''),
    ['', noise],
    ['以上，谢谢！如有疑问请随时联系。', noise],
    ['', noise],
    ['--', noise],
    ['陈莉', noise],
    ['采购部 | 滨江水务工程有限公司', noise],
    ['地址：滨江市江南大道1888号  邮编：310000', noise],
    ['电话：0571-86000000  手机：139 0000 1234', noise],
    ['', noise],
    [
      '【保密声明】本邮件及其附件可能包含保密信息，仅供指定收件人使用。如您并非指定收件人，请立即通知发件人并删除本邮件。',
      noise,
    ],
    [
      'This e-mail and any attachments are confidential and intended solely for the addressee. If you have received it in error, please notify the sender and delete it.',
      noise,
    ],
  ];
  const { data, rows } = writeText(lines);
  return {
    name: 'email-html.txt',
    data,
    key: keyed(
      'email-html.txt',
      'text',
      'an e-mail whose HTML table was pasted as text: mail headers, greeting, a table whose cells are apart by runs of spaces (a cell such as "YJV 4*16 mm²" holds single spaces), quantities 1,500.00m, 约2km, 1500（米）, 2.5公里（含余量）, 0.5km×3 in a 米 column, 卷 for BV/BVR, 待定, a 10kV YJV, KVVP2-22 and BPYJVP; a signature with an address, 邮编 and phone numbers, a Chinese and an English disclaimer',
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/** 8. A site foreman's list typed on a phone: typos and homophones, M / m / mi, numbers in words and in 大写. */
function foremanNote(): Written {
  const lines: Array<[string, Truth]> = [
    ['张总，明天要的电揽清单，帮忙报个价，要现货', noise],
    ['（都是地下室和3号楼的）', noise],
    ['', noise],
    ['1.YVJ 4*95+1*50 280M', item('YJV', '4*95+1*50', 280, undefined, 'YVJ: YJV with two letters swapped')],
    ['2.YJB 4x25+1x16 150m', review('YJB is no model (YJV? YJY? YJV22?): ask')],
    ['3.YGV 3*70+2*35 90mi', review('YGV is a silicone-rubber cable as well as a typo of YJV: ask')],
    ['4.yjv22 4*35+1*16 要一百八', item('YJV22', '4*35+1*16', 180, undefined, '一百八 = 180')],
    ['5.电揽YJV 5*10 两佰米', item('YJV', '5*10', 200, undefined, '两佰 = 200')],
    ['6.YJV 4芯×25 铜的 120m', item('YJV', '4*25', 120, undefined, '4芯×25 = 4*25')],
    ['7.25平方四芯 YJV22 60米', item('YJV22', '4*25', 60, undefined, '25平方四芯 = 4*25')],
    ['8.yjv 3+1×70 100M', review('3+1×70: the phase cores are not sized: ask')],
    ['9.YVJ 1*240 单芯 4根各65m', item('YJV', '1*240', 260, LV, `4 runs × 65 m; ${UNSTATED_LV}`)],
    ['10.ZR-YJV 4*50+1*25 1.2k', item('ZR-YJV', '4*50+1*25', 1200, undefined, '1.2k = 1.2 km')],
    ['11.NH-YJV 5*6 80米 消防的', item('NH-YJV', '5*6', 80)],
    ['12.YJLV 4*120+1*70 壹佰伍拾米', item('YJLV', '4*120+1*70', 150, undefined, '壹佰伍拾 = 150')],
    ['13.YJV 3*4+1*2.5 五十米', item('YJV', '3*4+1*2.5', 50)],
    ['', noise],
    ['电线：', noise],
    ['bv 2.5平放 红的10卷', item('BV', '1*2.5', 1000, undefined, `平放 = 平方; ${COIL}`)],
    ['bv4平放 黄绿双色 5卷', item('BV', '1*4', 500, undefined, `平放 = 平方; ${COIL}`)],
    ['BVR-1×4 黑色 3卷', item('BVR', '1*4', 300, undefined, COIL)],
    ['2.5平方BV线 蓝色 8卷', item('BV', '1*2.5', 800, undefined, COIL)],
    ['', noise],
    ['控制线：', noise],
    ['kvv 10*1.5 3百米', item('KVV', '10*1.5', 300, undefined, '3百 = 300')],
    ['kvvr 4*1.5 100m', unknown(NOT_SOLD('KVVR (flexible control cable)'))],
    ['rvvp 2*1.0 200m', unknown(NOT_SOLD('RVVP (screened sheathed cord)'))],
    ['', noise],
    ['路灯那边：', noise],
    ['JKLYJ-1/150 六百米', item('JKLYJ', '1*150', 600, JK1, 'JKLYJ-1/150: rated 1kV, 150 mm²')],
    ['LGJ-95/20 也报一下 300mi', unknown(NOT_SOLD('LGJ steel-cored aluminium strand'))],
    ['', noise],
    ['YJV 4*16 1千2', item('YJV', '4*16', 1200, undefined, '1千2 = 1200')],
    ['YJV22 4*70+1*35 2盘', review(DRUMS)],
    ['以上 谢谢张总！工地小李', noise],
  ];
  const { data, rows } = writeText(lines);
  return {
    name: 'foreman-note.txt',
    data,
    key: keyed(
      'foreman-note.txt',
      'text',
      "a site foreman's list typed on a phone (.txt): 电揽 for 电缆, 平放 for 平方, YVJ (twice), YJB and YGV for YJV, lower-case yjv/bv/kvv, 4x25+1x16 with x, 4芯×25, 25平方四芯, 3+1×70, 2.5平方BV线; amounts 280M, 150m, 90mi, 300mi, 要一百八, 两佰米, 1.2k, 壹佰伍拾米, 五十米, 3百米, 六百米, 1千2, 4根各65m, 卷, 2盘; headings 电线： / 控制线： / 路灯那边：; kvvr, rvvp, JKLYJ-1/150, LGJ-95/20",
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/**
 * 9. An electrical contractor's list of MCC outgoing cables with a 根数 column and a note saying 数量 is per run where
 * 根数 is filled; quantities written every way a site writes them.
 */
async function cableRuns(): Promise<Written> {
  const PER_RUN = 'the note: with 根数 filled, 数量 is the length of one run';
  const rows: SourceRow[] = [
    spanned(noise, '滨江污水厂提标改造 MCC配电柜出线电缆询价'),
    spanned(noise, '说明：填了根数的，数量为每根长度（另有注明的除外）；型号规格按设计图。'),
    row(noise, '序号', '名称', '规格型号', '根数', '数量', '备注'),
    row(
      item('YJV', '4*185+1*95', 2400, LV, '1.2 km per run × 2'),
      1,
      '电力电缆',
      'YJV-0.6/1kV-4×185+1×95',
      2,
      '1.2千米/根',
      '进线',
    ),
    row(
      item('YJV', '1*240', 340, LV, `${PER_RUN}: 4 × 85`),
      2,
      '电力电缆',
      'YJV-0.6/1kV-1×240',
      4,
      85,
      '单芯，至变压器',
    ),
    row(
      item('YJV', '3*95+2*50', 450, LV, '3×95+1×50+PE50: the PE is a fifth core, so 3×95+2×50; 3 runs × 150 m'),
      3,
      '电力电缆',
      'YJV-0.6/1kV-3×95+1×50+PE50',
      '',
      '3根×150米',
      '鼓风机1#~3#',
    ),
    row(
      item('YJV', '4*25+1*16', 180, undefined, `4×25+PE16 is the five-core 4×25+1×16; ${PER_RUN}: 3 × 60`),
      4,
      '电力电缆',
      'YJV-4×25+PE16',
      3,
      60,
      '格栅机',
    ),
    row(item('YJV', '3*95+2*50', 1500, undefined, '0.5km×3'), 5, '电力电缆', 'YJV 3×95+2×50', '', '0.5km×3', '三回路'),
    row(
      item('YJV', '4*50+1*25', 600, LV, '共600米 is the total (the note’s exception)'),
      6,
      '电力电缆',
      'YJV-0.6/1kV-4×50+1×25',
      2,
      '共600米',
      '',
    ),
    row(
      item('YJV', '5*16', 500, LV, 'about 500 m, quoted as 500'),
      7,
      '电力电缆',
      'YJV-0.6/1kV-5×16',
      '',
      '500米左右',
      '照明',
    ),
    row(review(RANGE), 8, '电力电缆', 'YJV-0.6/1kV-4×35+1×16', '', '800-1000米', '看现场'),
    row(item('YJV', '3*120+1*70', 2000, LV, '约2km'), 9, '电力电缆', 'YJV-0.6/1kV-3×120+1×70', '', '约2km', ''),
    row(
      item('YJV22', '4*95+1*50', 2500, LV, '2.5 km including spare'),
      10,
      '铠装电缆',
      'YJV22-0.6/1kV-4×95+1×50',
      '',
      '2.5公里（含余量）',
      '室外直埋',
    ),
    row(item('YJV', '4*70+1*35', 1500, LV), 11, '电力电缆', 'YJV-0.6/1kV-4×70+1×35', '', '1500（米）', ''),
    row(item('YJV', '3*150+2*70', 1250, LV), 12, '电力电缆', 'YJV-0.6/1kV-3×150+2×70', '', '1,250.00m', ''),
    row(review('3+1×70: the phase cores are not sized: ask'), 13, '电力电缆', 'YJV-0.6/1kV-3+1×70', 2, 120, ''),
    row(item('KVV', '10*1.5', 270, undefined, `${PER_RUN}: 6 × 45`), 14, '控制电缆', 'KVV-10*1.5', 6, 45, '各泵就地箱'),
    row(unknown(NOT_SOLD('KVVR (flexible control cable)')), 15, '控制电缆', 'KVVR-7×1.0', 4, 30, ''),
    row(item('KVV', '4*2.5', 400, undefined, '100m×4根'), 16, '控制电缆', 'KVV-4×2.5', '', '100m×4根', ''),
    row(item('YJV', '4*16', 160, LV, '80 m per run × 2'), 17, '电力电缆', 'YJV-0.6/1kV-4×16', 2, '80米/根', ''),
    row(
      item('YJV', '3*185+2*95', 350, LV, '1 run of 0.35 km'),
      18,
      '电力电缆',
      'YJV-0.6/1kV-3×185+2×95',
      1,
      '0.35千米',
      '',
    ),
    row(review('no length (— , 长度待设计): ask'), 19, '电力电缆', 'YJV-0.6/1kV-4×240+1×120', 2, '—', '长度待设计'),
    row(unknown(NOT_SOLD('BPYJVP2 variable-frequency cable')), 20, '变频电缆', 'BPYJVP2-3×70+3×10', '', 300, ''),
    row(
      item('YJV', '4*10', 143, LV, 'three runs of 45, 60 and 38 m'),
      21,
      '电力电缆',
      'YJV-0.6/1kV-4×10',
      3,
      '45、60、38',
      '三个回路长度不同',
    ),
    row(item('YJV', '2*10', 250, LV, `${PER_RUN}: 10 × 25`), 22, '电力电缆', 'YJV-0.6/1kV-2×10', 10, 25, '阀门电动头'),
    row(item('YJV', '4*6', 200, LV), 23, '电力电缆', 'YJV-0.6/1kV-4×6', '', 200, ''),
    spanned(noise, '注：以上均需铜芯国标，请3天内回复报价及交期。'),
  ];
  const { data, rows: keyRows } = await writeXlsx([{ name: '电缆', widths: [6, 12, 30, 6, 18, 20], rows }]);
  return {
    name: 'cable-runs.xlsx',
    data,
    key: keyed(
      'cable-runs.xlsx',
      'sheet',
      "an electrical contractor's list of MCC outgoing cables (序号/名称/规格型号/根数/数量/备注) under a note that, with 根数 filled, 数量 is the length of one run unless marked: 2 × 1.2千米/根, 4 × 85, 3 × 60, 6 × 45, 10 × 25, 2 × 80米/根, 1 × 0.35千米, 2 × 共600米 (a total), 3 × 45、60、38; without 根数: 3根×150米, 0.5km×3, 500米左右, 800-1000米, 约2km, 2.5公里（含余量）, 1500（米）, 1,250.00m, 100m×4根, —; specs 3×95+1×50+PE50, 4×25+PE16, 3+1×70, KVV-10*1.5, KVVR, BPYJVP2",
      keyRows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/** 10. An electrical shop's restock list typed in Notepad: building wire in 卷 and 盘, colours, non-cables in 卷. */
function shopRestock(): Written {
  const lines: Array<[string, Truth]> = [
    ['恒通线缆 补货单 2025.9.19', noise],
    ['送货到：城东五金机电市场B区12号 老陈', noise],
    ['', noise],
    ['BV1.5 红 蓝 各5卷', item('BV', '1*1.5', 1000, undefined, `${COIL}; two colours × 5 卷`)],
    ['BV2.5 红黄绿蓝黑各3卷', item('BV', '1*2.5', 1500, undefined, `${COIL}; five colours × 3 卷`)],
    ['BV4 双色 2卷', item('BV', '1*4', 200, undefined, COIL)],
    ['BV 1.5、2.5、4 每种各100米', review(SEVERAL)],
    ['BV10 半卷', item('BV', '1*10', 50, undefined, 'half a 100 m coil')],
    ['BV16 1盘', item('BV', '1*16', 100, undefined, 'a 盘 of building wire is a 100 m coil')],
    ['BVR 6平方 红 2卷', item('BVR', '1*6', 200, undefined, COIL)],
    ['BVR-1×2.5 黄绿 4卷 100米/卷', item('BVR', '1*2.5', 400, undefined, '4 卷 of 100 m')],
    ['RVV 3*1.5 5卷', item('RVV', '3*1.5', 500, undefined, COIL)],
    ['RVV2*1.0 白色 3卷', item('RVV', '2*1', 300, undefined, COIL)],
    ['RVV 4×1 2卷', item('RVV', '4*1', 200, undefined, COIL)],
    ['RVVP 2*1.0 屏蔽线 2卷', unknown(NOT_SOLD('RVVP (screened sheathed cord)'))],
    ['RVS 2*1.5 双绞线 3卷', unknown(NOT_SOLD('RVS (twisted pair cord)'))],
    ['KVV 4*1.5 200米', item('KVV', '4*1.5', 200)],
    ['YJV 3*4+1*2.5 50米', item('YJV', '3*4+1*2.5', 50)],
    ['YJV 5*4 一百米', item('YJV', '5*4', 100)],
    ['YJV 3*2.5 2卷', review('a power cable in 卷 with no coil length: ask')],
    ['电工胶布 20卷', unknown(NOT_CABLE('insulating tape'))],
    ['PVC线管 20 100根', unknown(NOT_CABLE('PVC conduit'))],
    ['超五类网线 3箱', unknown(NOT_SOLD('Cat 5e network cable'))],
    ['86型开关面板 50个', unknown(NOT_CABLE('switch plates'))],
    ['', noise],
    ['上次的BV2.5红色少了1卷，这次一起补上', review('a coil missing from the last delivery: to be sent, not priced')],
    ['老陈', noise],
  ];
  const { data, rows } = writeText(lines);
  return {
    name: 'shop-restock.txt',
    data,
    key: keyed(
      'shop-restock.txt',
      'text',
      "an electrical shop's restock list typed in Notepad: building wire in 卷 with colours (红 蓝 各5卷, 红黄绿蓝黑各3卷, 双色), 半卷, 1盘, 100米/卷, BV 1.5、2.5、4 每种各100米, BVR 6平方, RVV2*1.0, RVVP, RVS; KVV and small YJV in 米 and 一百米, a YJV in 卷; tape in 卷, conduit, network cable, switch plates; a missing coil from the last delivery",
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/**
 * 11. A tender's 澄清及变更通知 (Word to PDF): changes written as sentences (规格变更 原…变更为…, 新增, 删除) and a
 * table of quantity changes with both 原数量 and 调整后数量.
 */
async function tenderClarification(): Promise<Written> {
  const text = (t: string, truth: Truth = noise, extra: Partial<Extract<PdfLine, { kind: 'text' }>> = {}): PdfLine => ({
    kind: 'text',
    text: t,
    truth,
    ...extra,
  });
  const cells = (truth: Truth, ...c: string[]): PdfLine => ({ kind: 'cells', cells: c, truth });
  const NEW = 'the 调整后数量';
  const pages: PdfLine[][] = [
    ruledAbove([
      text('滨江污水处理厂提标改造工程电缆采购项目', noise, { size: 13, centred: true }),
      text('澄清及变更通知（第1号）', noise, { size: 12, centred: true }),
      text('招标编号：BJSW-2025-DL-006', noise, { right: true }),
      text('各潜在投标人：', noise, { gapBefore: 4 }),
      text('    现对本项目招标文件第五章《货物需求一览表》作如下澄清与变更，请各投标人以本通知为准。'),
      text('一、规格变更', noise, { gapBefore: 4 }),
      text(
        '1. 第11项原“YJV-0.6/1kV-3×150+2×70”变更为“YJV-0.6/1kV-3×150+1×70”，数量360米不变。',
        item('YJV', '3*150+1*70', 360, LV, 'the new spec'),
      ),
      text(
        '2. 第14项原“ZR-YJV-0.6/1kV-4×50+1×25”变更为“NH-YJV-0.6/1kV-4×50+1×25”，数量500米。',
        item('NH-YJV', '4*50+1*25', 500, LV, 'the new model'),
      ),
      text(
        '3. 第16项“KVV-450/750V-7×1.5”改为“KVV-450/750V-7×2.5”，数量300米。',
        item('KVV', '7*2.5', 300, CV, 'the new spec'),
      ),
      text('二、新增货物', noise, { gapBefore: 4 }),
      text('4. 新增第21项：低烟无卤电力电缆 WDZ-YJY-0.6/1kV-5×10，300米。', item('WDZ-YJY', '5*10', 300, LV)),
      text('5. 新增第22项：中压电力电缆 YJV-8.7/15kV-3×95，1.1千米。', item('YJV', '3*95', 1100, MV)),
      text('6. 新增第23项：架空绝缘导线 JKLYJ-1kV-1×70，0.8千米。', item('JKLYJ', '1*70', 800, JK1)),
      text('三、删除货物', noise, { gapBefore: 4 }),
      text(
        '7. 删除第17项 BV-450/750V-1×6（原50卷）。',
        review('a deleted item: nothing to price; it must not be quoted'),
      ),
      text('8. 删除第19项。', noiseBecause('a deletion naming no cable')),
      text('四、数量调整（见下表，表中未列项目数量不变）', noise, { gapBefore: 4 }),
      cells(noise, '序号', '原清单序号', '规格型号', '单位', '原数量', '调整后数量', '备注'),
      cells(item('YJV', '4*185+1*95', 1200, LV, NEW), '1', '3', 'YJV-0.6/1kV-4×185+1×95', '米', '800', '1200', ''),
      cells(item('YJV22', '4*70+1*35', 900, LV, NEW), '2', '5', 'YJV22-0.6/1kV-4×70+1×35', '千米', '1.5', '0.9', ''),
      cells(item('YJV22', '3*240', 2450, MV, NEW), '3', '6', 'YJV22-8.7/15kV-3×240', '千米', '2.1', '2.45', '两回路'),
      cells(item('ZC-YJV', '4*35+1*16', 750, LV, NEW), '4', '8', 'ZC-YJV-0.6/1kV-4×35+1×16', '米', '600', '750', ''),
      cells(
        review('调整后数量 取消: the item is cancelled'),
        '5',
        '9',
        'KVV-450/750V-10×1.5',
        '米',
        '400',
        '取消',
        '改用第16项',
      ),
      cells(item('BV', '1*2.5', 8000, CV, `${NEW}; ${COIL}`), '6', '12', 'BV-450/750V-1×2.5', '卷', '60', '80', ''),
      cells(
        item('YJV', '5*16', 250, LV, 'listed unchanged'),
        '7',
        '13',
        'YJV-0.6/1kV-5×16',
        '米',
        '250',
        '250',
        '不变',
      ),
      cells(item('JKLYJ', '1*185', 1800, JK10, NEW), '8', '15', 'JKLYJ-10kV-1×185', '米', '1500', '1800', ''),
      text('五、其他', noise, { gapBefore: 8 }),
      text('    投标截止时间及开标时间不变，仍为2025年9月28日9:30，地点不变。'),
      text('    本通知为招标文件的组成部分，与招标文件具有同等效力。'),
      text('招标人：滨江水务工程有限公司        招标代理机构：滨江建设咨询有限公司', noise, { gapBefore: 12 }),
      text('2025年9月22日', noise, { right: true }),
    ]),
  ];
  const { data, rows } = await writePdf({
    page: [595, 842],
    columns: [0, 30, 92, 250, 284, 338, 410],
    pages,
    producer: 'WPS 文字',
  });
  return {
    name: 'tender-clarification.pdf',
    data,
    key: keyed(
      'tender-clarification.pdf',
      'pdf',
      "a tender's 澄清及变更通知（第1号） (a text PDF, one page): changes as sentences — 第11项原“…3×150+2×70”变更为“…3×150+1×70”，数量360米不变; a model changed (ZR-YJV to NH-YJV); 新增第21-23项 with 300米, 1.1千米, 0.8千米; 删除第17项 BV (原50卷) and 删除第19项 — then a ruled table of quantity changes with both 原数量 and 调整后数量 (800 → 1200, 1.5 → 0.9 千米, 60 → 80 卷, 取消, 250 → 250 不变) and a 原清单序号 column; closing paragraphs with a date and time",
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
async function main() {
  const files: Written[] = [
    await sgccPlan(),
    await tenderGoods(),
    await mixedColumns(),
    semicolonCsv(),
    boqUnicode(),
    wechatPc(),
    emailHtml(),
    foremanNote(),
    await cableRuns(),
    shopRestock(),
    await tenderClarification(),
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
