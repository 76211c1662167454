/**
 * The sheets and the PDF of the eleventh holdout corpus: four spreadsheets and one text PDF, written by an outside
 * reviewer from how Chinese buyers write these forms (never from the product's parser), each with its answer key.
 *
 *   npx tsx corpus/holdout11/generate-sheets.ts   # writes the 5 files and their .key.json (deterministic)
 *   npx tsx corpus/holdout4/check.ts corpus/holdout11
 *
 * - jicai-tender-list.xlsx: a real-estate developer's 年度集中采购 招标清单 over two sheets (暂定数量, 品牌要求 merged
 *   down over a group, 上年中标价 beside the amounts, 暂估 / 按实 / 本次不招 in 备注);
 * - takeoff-by-box.xlsx: an installer's 电缆工程量计算书 grouped by 配电箱 (the box code merged down over its 回路), the
 *   amount a formula (水平+垂直+预留)×根数 with its cached value;
 * - spare-parts.xlsx: a paper mill's 备品备件需求申请表, one sheet per workshop, with 物料编码, 现有库存 / 安全库存 beside
 *   the amount, and 根 × 每根 n 米, 卷, 盘, 千米 units;
 * - supplier-portal.csv: a supplier-collaboration portal's bilingual RFQ line export (Part Number, Description EN / 物料
 *   描述, UOM, Qty, Line Status, Remarks), UTF-8 with a BOM;
 * - contract-appendix.pdf: a 供货合同附件 (清单及价格), A4 landscape, with 数量 / 含税单价 / 金额, a 合计 and its 大写金额.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
  writeXlsx,
} from '../holdout4/writers';

const HERE = dirname(fileURLToPath(import.meta.url));
const LV = '0.6/1kV';
const MV = '8.7/15kV';
const WIRE = '450/750V';
const FLEX = '300/500V';

const summary: string[] = [];

function save(file: string, data: Buffer | string, kind: AnswerKey['kind'], layout: string, rows: KeyRow[]) {
  writeFileSync(join(HERE, file), data);
  const key: AnswerKey = { file, kind, layout, rows };
  writeFileSync(join(HERE, `${file.replace(/\.[^.]+$/, '')}.key.json`), `${JSON.stringify(key, null, 2)}\n`);
  const count = (expect: Truth['expect']) => rows.filter((r) => r.truth.expect === expect).length;
  summary.push(
    `| ${file} | ${kind} | ${rows.length} | ${count('item')} | ${count('review')} | ${count('unknown')} | ${count('noise')} |`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 1. A developer's 集采 招标清单: two list sheets.

async function jicaiTenderList() {
  const head = (price: string) =>
    row(
      noise,
      '序号',
      '物料编码',
      '物料名称',
      '规格型号',
      '单位',
      '暂定数量',
      '品牌要求（三选一）',
      price,
      '投标单价（元）',
      '投标合价（元）',
      '备注',
    );
  const widths = [6, 13, 20, 28, 6, 10, 18, 14, 12, 12, 26];
  const power: SourceRow[] = [
    spanned(noise, '鼎晟置业集团2025—2026年度电线电缆战略集中采购  招标清单'),
    spanned(
      noise,
      '标段：第二标段（华东区域：苏州、无锡、常州项目）    说明：以下数量为暂定数量，仅作投标报价依据，按实际订单结算',
    ),
    head('上年中标价（元/米）'),
    spanned(noise, '一、低压电力电缆（0.6/1kV）'),
    row(
      item('WDZ-YJY', '4*185+1*95', 2800, LV),
      1,
      '1001020001',
      '低烟无卤阻燃电力电缆',
      'WDZ-YJY 4×185+1×95',
      '米',
      2800,
      '远东 / 宝胜 / 上上',
      438.5,
      '',
      '',
      '暂估',
    ),
    row(
      item('WDZ-YJY', '4*120+1*70', 3500, LV),
      2,
      '1001020002',
      '低烟无卤阻燃电力电缆',
      'WDZ-YJY 4×120+1×70',
      '米',
      3500,
      '',
      286.2,
      '',
      '',
      '暂估',
    ),
    row(
      item('WDZ-YJY', '4*95+1*50', 1200, LV),
      3,
      '1001020003',
      '低烟无卤阻燃电力电缆',
      'WDZ-YJY 4×95+1×50',
      'km',
      { number: 1.2, format: '0.000' },
      '',
      228.0,
      '',
      '',
      '暂估',
    ),
    row(
      item('WDZ-YJY', '5*16', 4200, LV),
      4,
      '1001020004',
      '低烟无卤阻燃电力电缆',
      'WDZ-YJY 5×16',
      '米',
      4200,
      '',
      52.6,
      '',
      '',
      '',
    ),
    row(
      item('WDZ-YJY', '5*10', 6000, LV),
      5,
      '1001020005',
      '低烟无卤阻燃电力电缆',
      'WDZ-YJY-5×10',
      '米',
      { number: 6000, format: '#,##0' },
      '',
      34.8,
      '',
      '',
      '',
    ),
    row(
      item('WDZ-YJY', '3*240+2*120', 900, LV),
      6,
      '1001020006',
      '低烟无卤阻燃电力电缆',
      'WDZ-YJY 3×240+2×120',
      '米',
      900,
      '',
      512.0,
      '',
      '',
      '暂估',
    ),
    row(
      unknown('WDZN-YJY (low-smoke halogen-free fire-resistant) is not in the catalogue'),
      7,
      '1001020011',
      '低烟无卤耐火电力电缆',
      'WDZN-YJY 4×50+1×25',
      '米',
      1500,
      '远东 / 宝胜',
      132.4,
      '',
      '',
      '消防回路用',
    ),
    row(
      item('NH-YJV', '4*35+1*16', 1800, LV),
      8,
      '1001020012',
      '耐火电力电缆',
      'NH-YJV 4×35+1×16',
      '米',
      1800,
      '远东 / 宝胜 / 上上',
      98.7,
      '',
      '',
      '',
    ),
    row(
      review('暂定数量 is 按实: no amount to quote'),
      9,
      '1001020013',
      '耐火电力电缆',
      'NH-YJV 5×6',
      '米',
      '按实',
      '远东 / 宝胜 / 上上',
      31.5,
      '',
      '',
      '仅报单价',
    ),
    row(
      item('YJV22', '4*240+1*120', 600, LV),
      10,
      '1001010021',
      '铠装电力电缆',
      'YJV22 4×240+1×120',
      '米',
      600,
      '远东 / 宝胜 / 上上',
      571.3,
      '',
      '',
      '室外直埋',
    ),
    row(
      review('备注 says 本次不招 (bought by the main contractor): not to be quoted'),
      11,
      '1001010022',
      '电力电缆',
      'YJV 4×25+1×16',
      '米',
      2000,
      '远东 / 宝胜 / 上上',
      76.9,
      '',
      '',
      '本次不招，已由总包采购',
    ),
    row(
      unknown('YJLHV (aluminium-alloy cable) is not in the catalogue'),
      12,
      '1001030001',
      '铝合金电力电缆',
      'YJLHV 4×150+1×70',
      '米',
      1600,
      '南平太阳 / 远东',
      68.0,
      '',
      '',
      '',
    ),
    spanned(noise, '二、中压电力电缆'),
    row(
      item('YJV22', '3*300', 1500, MV),
      13,
      '1001040001',
      '中压电力电缆',
      'YJV22-8.7/15kV 3×300',
      'km',
      { number: 1.5, format: '0.000' },
      '远东 / 宝胜 / 上上',
      628.0,
      '',
      '',
      '单盘长度≥500米',
    ),
    row(
      review('YJV22 with the network voltage 10kV only (6/10 or 8.7/15kV?)'),
      14,
      '1001040002',
      '中压电力电缆',
      'YJV22-10kV 3×70',
      '米',
      800,
      '远东 / 宝胜 / 上上',
      186.0,
      '',
      '',
      '',
    ),
    row(
      item('YJV', '3*95', 450, MV),
      15,
      '1001040003',
      '中压电力电缆',
      'YJV-8.7/15kV-3×95',
      '米',
      450,
      '远东 / 宝胜 / 上上',
      232.5,
      '',
      '',
      '',
    ),
    row(
      unknown('a cold-shrink termination: an accessory, not a cable'),
      16,
      '1001050001',
      '冷缩电缆终端头',
      '10kV 3×300 户内',
      '套',
      12,
      '3M / 长缆',
      860.0,
      '',
      '',
      '',
    ),
    spanned(
      noise,
      '注：1. 规格型号中未注明电压等级者均为0.6/1kV；2. 品牌要求合并单元格内品牌适用于所列各项；3. 投标单价为含13%增值税、运费及装卸费的到场价。',
    ),
  ];
  const wires: SourceRow[] = [
    spanned(noise, '鼎晟置业集团2025—2026年度电线电缆战略集中采购  招标清单（续）  电线及控制电缆'),
    head('上年中标价（元）'),
    spanned(noise, '（一）布电线（450/750V）'),
    row(
      item('BV', '1*2.5', 50000, WIRE),
      17,
      '1002010001',
      '聚氯乙烯绝缘电线',
      'BV-2.5',
      '卷',
      500,
      '熊猫 / 起帆 / 远东',
      172.0,
      '',
      '',
      '100米/卷，红黄绿蓝双色按比例',
    ),
    row(item('BV', '1*4', 30000, WIRE), 18, '1002010002', '聚氯乙烯绝缘电线', 'BV-4', '卷', 300, '', 276.0, '', '', ''),
    row(
      item('BVR', '1*2.5', 20000, WIRE),
      19,
      '1002010003',
      '聚氯乙烯绝缘软电线',
      'BVR-2.5',
      '卷',
      200,
      '',
      185.0,
      '',
      '',
      '',
    ),
    row(
      item('BVR', '1*16', 1200, WIRE),
      20,
      '1002010004',
      '聚氯乙烯绝缘软电线',
      'BVR-16（黄绿双色）',
      '米',
      1200,
      '',
      14.6,
      '',
      '',
      '接地用',
    ),
    row(
      unknown('WDZ-BYJ (low-smoke halogen-free building wire) is not in the catalogue'),
      21,
      '1002020001',
      '低烟无卤阻燃电线',
      'WDZ-BYJ-2.5',
      '卷',
      400,
      '熊猫 / 起帆 / 远东',
      205.0,
      '',
      '',
      '100米/卷',
    ),
    spanned(noise, '（二）护套线及控制电缆'),
    row(
      item('RVV', '3*1.5', 5000, FLEX),
      22,
      '1002030001',
      '聚氯乙烯护套软电缆',
      'RVV 3×1.5',
      '米',
      5000,
      '熊猫 / 起帆 / 远东',
      6.8,
      '',
      '',
      '',
    ),
    row(
      item('RVV', '2*1', 6000, FLEX),
      23,
      '1002030002',
      '聚氯乙烯护套软电缆',
      'RVV-2×1.0',
      '卷',
      60,
      '熊猫 / 起帆 / 远东',
      245.0,
      '',
      '',
      '100米/卷',
    ),
    row(
      item('KVV', '7*1.5', 2000, WIRE),
      24,
      '1002040001',
      '控制电缆',
      'KVV-7×1.5',
      '米',
      2000,
      '远东 / 宝胜 / 上上',
      12.9,
      '',
      '',
      '',
    ),
    row(
      unknown('KVVP (shielded control cable) is not in the catalogue'),
      25,
      '1002040002',
      '屏蔽控制电缆',
      'KVVP-4×1.5',
      '米',
      800,
      '远东 / 宝胜 / 上上',
      9.6,
      '',
      '',
      '',
    ),
    row(
      review('暂定数量 is a range 1500~2000'),
      26,
      '1002040003',
      '控制电缆',
      'KVV-4×2.5',
      '米',
      '1500~2000',
      '远东 / 宝胜 / 上上',
      10.2,
      '',
      '',
      '',
    ),
    row(
      unknown('ZR-RVS (fire-alarm twisted pair) is not in the catalogue'),
      27,
      '1002050001',
      '阻燃双绞线',
      'ZR-RVS 2×1.5',
      '米',
      3000,
      '熊猫 / 起帆',
      3.9,
      '',
      '',
      '消防报警',
    ),
    row(
      item('ZC-YJV', '5*4', 2500, LV),
      28,
      '1002060001',
      '阻燃电力电缆',
      'ZC-YJV-5×4',
      '米',
      2500,
      '远东 / 宝胜 / 上上',
      21.4,
      '',
      '',
      '规格更正：原招标文件为5×2.5，以本清单为准',
    ),
    spanned(
      noise,
      '注：1. 布电线按卷报价者每卷100米；2. 暂定数量为各项目需求汇总，中标后以订单为准；3. 投标人须对全部项报价，漏项视为无效标。',
    ),
    spanned(noise, '填表：采购中心 王敏    联系电话：0512-6688 2135    日期：2025-09-22'),
  ];
  const { data, rows } = await writeXlsx([
    { name: '电力电缆', widths, rows: power, merges: [[5, 7, 10, 7]], frozenRows: 3 },
    { name: '电线及控制电缆', widths, rows: wires, merges: [[4, 7, 7, 7]], frozenRows: 2 },
  ]);
  save(
    'jicai-tender-list.xlsx',
    data,
    'sheet',
    'a real-estate developer’s 年度战略集中采购 招标清单 over two list sheets (电力电缆, 电线及控制电缆), each with its own title and header (序号/物料编码/物料名称/规格型号/单位/暂定数量/品牌要求/上年中标价/投标单价/投标合价/备注) frozen; 品牌要求 merged down over a group; the previous year’s unit price beside every amount; WDZ-YJY in 米, km (1.200 shown 0.000) and 6,000; 暂估 / 按实 / 本次不招 in 备注; WDZN-YJY, YJLHV, WDZ-BYJ, KVVP, ZR-RVS not catalogue cables; a 10kV-only YJV22; BV/BVR/RVV in 卷 (100米/卷 in a note); a range 1500~2000; a 规格更正 note on a row; section headings with the voltage',
    rows,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 2. An installer's 电缆工程量计算书 grouped by 配电箱.

async function takeoffByBox() {
  const rows: SourceRow[] = [];
  const merges: Array<[number, number, number, number]> = [];
  const round = (n: number) => Math.round(n * 100) / 100;
  /** One run: 工程量 = (水平 + 垂直 + 预留) × 根数, a formula with its cached value. */
  const run = (
    truth: (metres: number) => Truth,
    no: number,
    box: string,
    circuit: string,
    cable: string,
    from: string,
    to: string,
    h: number,
    v: number,
    r: number,
    n: number,
    note = '',
  ) => {
    const at = rows.length + 1;
    const total = round((h + v + r) * n);
    const formula: Cell = { formula: `(G${at}+H${at}+I${at})*J${at}`, result: total, format: '0.0' };
    rows.push(row(truth(total), no, box, circuit, cable, from, to, h, v, r, n, formula, note));
  };
  const cable =
    (model: string, spec: string, scope: string) =>
    (metres: number): Truth =>
      item(model, spec, metres, scope);
  const group = (top: number, bottom: number) => merges.push([top, 2, bottom, 2]);

  rows.push(spanned(noise, '星湖科创园二期 2#研发楼  变配电及低压配电干线、支线  电缆工程量计算书'));
  rows.push(
    spanned(
      noise,
      '计算依据：电施-03《低压配电系统图》、电施-05《配电干线平面图》、电施-07《竖井大样》    计量单位：m',
    ),
  );
  rows.push(
    row(
      noise,
      '序号',
      '配电箱编号',
      '回路编号',
      '电缆型号规格',
      '起点',
      '终点',
      '水平长度(m)',
      '垂直长度(m)',
      '预留长度(m)',
      '根数',
      '工程量(m)',
      '备注',
    ),
  );
  rows.push(spanned(noise, '一、10kV 进线'));
  run(
    cable('YJV22', '3*95', MV),
    1,
    '高压进线',
    'G1',
    'YJV22-8.7/15kV-3×95',
    '开闭所K1',
    '2#楼变电所',
    168,
    0,
    5,
    1,
    '穿管埋地',
  );
  run(
    () => unknown('a galvanised steel conduit (SC150): not a cable'),
    2,
    '高压进线',
    'G1',
    '热镀锌钢管 SC150',
    '开闭所K1',
    '2#楼变电所',
    150,
    0,
    0,
    1,
    '电缆保护管',
  );
  rows.push(spanned(noise, '二、低压干线及支线'));
  const box1 = rows.length + 1;
  run(
    cable('YJV', '4*95+1*50', LV),
    3,
    '1AL1',
    '进线',
    'YJV-0.6/1kV-4×95+1×50',
    '低压柜AA3',
    '1AL1',
    46.5,
    4.2,
    3,
    1,
    '桥架敷设',
  );
  run(cable('YJV', '5*10', LV), 4, '', 'WP1', 'YJV-5×10', '1AL1', '1AP1-1', 18, 3.5, 2, 1);
  run(cable('YJV', '5*6', LV), 5, '', 'WP2', 'YJV-5×6', '1AL1', '1AC1（空调）', 22, 0, 2, 1);
  run(cable('BV', '1*2.5', WIRE), 6, '', 'WL1~WL6', 'BV-2.5', '1AL1', '照明回路', 35, 3, 1, 18, '6回路×3根，穿管SC20');
  group(box1, rows.length);
  const box2 = rows.length + 1;
  run(cable('YJV', '4*70+1*35', LV), 7, '2AL1', '进线', 'YJV-0.6/1kV-4×70+1×35', '低压柜AA3', '2AL1', 52, 8.4, 3, 1);
  run(cable('ZC-YJV', '5*16', LV), 8, '', 'WP1', 'ZC-YJV-5×16', '2AL1', '2AP1', 12.5, 0, 2, 1);
  run(cable('YJV', '4*25+1*16', LV), 9, '', 'WP2', 'YJV-4×25+1×16', '2AL1', '2AP2', 30, 4.2, 2, 2, '双拼');
  rows.push(
    row(
      noiseBecause('a spare circuit with no cable'),
      10,
      '',
      'WP3',
      '备用',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '备用回路，不计',
    ),
  );
  group(box2, rows.length);
  const box3 = rows.length + 1;
  run(
    cable('NH-YJV', '4*50+1*25', LV),
    11,
    '3AT1（消防）',
    '进线',
    'NH-YJV-0.6/1kV-4×50+1×25',
    '低压柜AA5/AA9',
    '3AT1',
    60,
    12.6,
    3,
    2,
    '双电源，主备各一根',
  );
  run(cable('NH-YJV', '5*4', LV), 12, '', 'WPE1', 'NH-YJV-5×4', '3AT1', '排烟风机PY-1', 28, 6, 2, 1);
  run(
    () => unknown('NH-KVV (fire-resistant control cable) is not in the catalogue'),
    13,
    '',
    'WPE2',
    'NH-KVV-4×1.5',
    '3AT1',
    '风机控制箱',
    28,
    6,
    1,
    1,
  );
  group(box3, rows.length);
  const box4 = rows.length + 1;
  run(cable('YJV', '4*150+1*70', LV), 14, '4AL1', '进线', 'YJV-4×150+1×70', '低压柜AA4', '4AL1', 70, 16.8, 3, 1);
  run(cable('YJV', '3*35+2*16', LV), 15, '', 'WP1', 'YJV 3×35+2×16', '4AL1', '电梯机房', 25, 0, 2, 1);
  run(
    () => review('the spec is not decided: 5×10 or 5×16 (待电气复核)'),
    16,
    '',
    'WP2',
    'YJV-5×10（或5×16，待电气复核）',
    '4AL1',
    '4AP1',
    8,
    0,
    2,
    1,
  );
  run(cable('RVV', '3*1.5', FLEX), 17, '', 'WX1', 'RVV-3×1.5', '4AL1', '门禁控制器', 15, 3, 1, 1);
  group(box4, rows.length);
  const box5 = rows.length + 1;
  run(
    cable('YJV', '4*120+1*70', LV),
    18,
    '5AL1',
    '进线',
    'YJV-4×120+1×70',
    '低压柜AA4',
    '5AL1',
    78,
    21,
    3,
    1,
    '路由待设计确认，暂按此计',
  );
  run(cable('YJV', '5*6', LV), 19, '', 'WP1~WP4', 'YJV-5×6', '5AL1', '5AP1~5AP4', 16, 0, 2, 4, '每回路按16m计');
  run(cable('KVV', '4*1.5', WIRE), 20, '', 'WC1', 'KVV-4×1.5', '5AL1', 'BA控制箱', 20, 3, 1, 1);
  group(box5, rows.length);
  rows.push(
    row(
      review('水平长度 待定 (6#楼未出图): no amount yet'),
      21,
      '6AL1',
      '进线',
      'YJV-4×185+1×95',
      '低压柜AA6',
      '6AL1',
      '待定',
      25.2,
      3,
      1,
      '',
      '6#楼未出图',
    ),
  );
  run(
    () => unknown('a cable tray (CT-300×150): not a cable'),
    22,
    '干线',
    '—',
    '电缆桥架 CT-300×150',
    '低压配电室',
    '强电竖井',
    85,
    25.2,
    0,
    1,
    '',
  );
  rows.push(
    spanned(
      noise,
      '注：1. 工程量=（水平长度+垂直长度+预留长度）×根数，已含配电箱、柜端头预留，未计损耗；2. 垂直长度按层高4.2m计；3. 6AL1待6#楼施工图出图后补充。',
    ),
  );
  rows.push(spanned(noise, '计算：赵磊    校对：孙婷    日期：2025-09-18'));
  const { data, rows: keyRows } = await writeXlsx([
    {
      name: '电缆计算书',
      widths: [5, 12, 10, 30, 13, 14, 10, 10, 10, 6, 11, 24],
      rows,
      merges,
      frozenRows: 3,
    },
  ]);
  save(
    'takeoff-by-box.xlsx',
    data,
    'sheet',
    'an installer’s 电缆工程量计算书 for one building: title, 计算依据, a 12-column header (序号/配电箱编号/回路编号/电缆型号规格/起点/终点/水平长度/垂直长度/预留长度/根数/工程量/备注) frozen; sections 一、10kV 进线 / 二、低压干线及支线; the 配电箱 code merged down over its 回路 rows; 工程量 a formula (G+H+I)*J with its cached value shown 0.0 (53.7, 151.2 for 2 runs, 702 for BV-2.5 × 18 wires); a 备用 circuit with no cable, a spec not decided (5×10 或 5×16), a 待定 length with no 工程量, conduit, tray and NH-KVV; notes on how 工程量 is computed',
    keyRows,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 3. A paper mill's 备品备件需求申请表, one sheet per workshop.

async function spareParts() {
  const widths = [5, 13, 12, 26, 6, 10, 9, 9, 16, 12, 24];
  const head = () =>
    row(
      noise,
      '序号',
      '物料编码',
      '物料名称',
      '规格型号',
      '单位',
      '申请数量',
      '现有库存',
      '安全库存',
      '使用设备/部位',
      '要求到货日期',
      '备注',
    );
  const title = spanned(noise, '江苏恒远纸业有限公司  设备动力部  2025年第四季度备品备件需求申请表（电气·电缆类）');
  const power: SourceRow[] = [
    title,
    spanned(noise, '申请部门：热电车间    申请人：陈立军    申请日期：2025-09-19    预算科目：维修费'),
    head(),
    row(
      item('YJV', '3*120+1*70', 120, LV),
      1,
      '3020100154',
      '电力电缆',
      'YJV 3×120+1×70 0.6/1kV',
      '米',
      120,
      35,
      100,
      '1#锅炉引风机',
      { date: '2025-10-31' },
      '',
    ),
    row(
      item('YJV22', '3*70+1*35', 90, LV),
      2,
      '3020100161',
      '铠装电力电缆',
      'YJV22-3x70+1X35',
      '根',
      2,
      0,
      2,
      '2#给水泵电机',
      { date: '2025-10-31' },
      '每根45米',
    ),
    row(
      item('YJV', '4*16', 100, LV),
      3,
      '3020100178',
      '电力电缆',
      'ＹＪＶ－４×１６',
      '根',
      4,
      1,
      4,
      '输煤皮带电机',
      { date: '2025-10-31' },
      'L=25m/根',
    ),
    row(
      review('KVV in 盘 with no drum length'),
      4,
      '3020100102',
      '控制电缆',
      'KVV-10×1.5',
      '盘',
      1,
      0,
      1,
      'DCS机柜',
      { date: '2025-11-15' },
      '',
    ),
    row(
      item('KVV', '4*1.5', 300, WIRE),
      5,
      '3020100103',
      '控制电缆',
      'KVV 4*1.5',
      '米',
      300,
      80,
      200,
      '现场仪表',
      { date: '2025-11-15' },
      '',
    ),
    row(
      item('BVR', '1*6', 300, WIRE),
      6,
      '3020100211',
      '软电线',
      'BVR-6mm2',
      '卷',
      3,
      1,
      2,
      '配电柜二次',
      { date: '2025-10-31' },
      '黄绿双色',
    ),
    row(
      item('BVR', '1*2.5', 600, WIRE),
      7,
      '3020100212',
      '软电线',
      'BVR 2.5',
      '卷',
      '红黄绿各2',
      2,
      3,
      '配电柜二次',
      { date: '2025-10-31' },
      '',
    ),
    row(
      unknown('BPYJVP2 (shielded VFD cable) is not in the catalogue'),
      8,
      '3020100305',
      '变频电缆',
      'BPYJVP2 3×95+3×16',
      '米',
      60,
      0,
      30,
      '循环水泵变频器',
      { date: '2025-11-15' },
      '',
    ),
    row(
      unknown('YGC (silicone-rubber high-temperature cable) is not in the catalogue'),
      9,
      '3020100310',
      '耐高温电缆',
      'YGC 3×2.5',
      '米',
      50,
      10,
      30,
      '锅炉本体测点',
      { date: '2025-11-15' },
      '',
    ),
    row(
      unknown('a cold-shrink termination kit: an accessory'),
      10,
      '3020100401',
      '冷缩终端',
      '1kV 四芯 120-185',
      '套',
      4,
      2,
      4,
      '',
      { date: '2025-10-31' },
      '',
    ),
    row(
      item('YJV', '3*185', 300, MV),
      11,
      '3020100120',
      '高压电力电缆',
      'YJV-8.7/15kV 3×185',
      '千米',
      0.3,
      0,
      0.3,
      '循环水泵',
      { date: '2025-12-20' },
      '备用',
    ),
    row(
      review('申请数量 0 (库存充足，本季度不申请): not requested'),
      12,
      '3020100133',
      '电力电缆',
      'YJV 5×4',
      '米',
      0,
      260,
      200,
      '照明检修',
      '',
      '库存充足，本季度不申请',
    ),
    spanned(noise, '以上共12项，经车间主任签字后报设备动力部汇总。'),
    spanned(noise, '车间主任：刘海波        设备动力部：        分管副总：'),
  ];
  const packing: SourceRow[] = [
    title,
    spanned(noise, '申请部门：包装车间    申请人：周敏    申请日期：2025-09-22    预算科目：维修费'),
    head(),
    row(
      unknown('TRVV (drag-chain cable) is not in the catalogue'),
      1,
      '3020100145',
      '拖链电缆',
      'TRVV 4×1.0',
      '米',
      80,
      0,
      50,
      '码垛机器人',
      { date: '2025-10-20' },
      '高柔性',
    ),
    row(
      item('RVV', '3*0.75', 200, FLEX),
      2,
      '3020100147',
      '护套软线',
      'RVV 3×0.75',
      '米',
      200,
      40,
      100,
      '输送线传感器',
      { date: '2025-10-20' },
      '',
    ),
    row(
      item('VV', '4*10', 36, LV),
      3,
      '3020100152',
      '电力电缆',
      'VV-4×10',
      '根',
      3,
      0,
      2,
      '打包机',
      { date: '2025-10-20' },
      '每根约12米',
    ),
    row(
      item('YJV', '4*35+1*16', 150, LV),
      4,
      '3020100166',
      '电力电缆',
      'YJV-4*35+1*16',
      '米',
      150,
      20,
      100,
      '缠绕机配电箱',
      { date: '2025-10-20' },
      '',
    ),
    row(
      item('YJLV', '4*95+1*50', 240, LV),
      5,
      '3020100170',
      '铝芯电力电缆',
      'YJLV-4×95+1×50',
      '米',
      200,
      0,
      0,
      '新增成品库',
      { date: '2025-11-10' },
      '改为240米（9月22日补充）',
    ),
    row(
      item('KVV', '7*1', 120, WIRE),
      6,
      '3020100180',
      '控制电缆',
      'KVV-7×1.0',
      '米',
      120,
      30,
      60,
      '封箱机',
      { date: '2025-10-20' },
      '',
    ),
    row(
      unknown('YC (rubber-sheathed flexible cable) is not in the catalogue'),
      7,
      '3020100190',
      '橡套电缆',
      'YC 3×6+1×4',
      '米',
      100,
      15,
      50,
      '行车',
      { date: '2025-10-20' },
      '',
    ),
    row(
      item('BV', '1*1.5', 200, WIRE),
      8,
      '3020100195',
      '电线',
      'BV 1.5',
      '盘',
      2,
      0,
      1,
      '控制柜',
      { date: '2025-10-20' },
      '100米/盘',
    ),
    row(
      item('ZR-YJV', '3*25+2*16', 90, LV),
      9,
      '3020100198',
      '阻燃电力电缆',
      'ZR-YJV 3×25+2×16',
      '米',
      90,
      0,
      0,
      '新增成品库',
      { date: '2025-11-10' },
      '',
    ),
    row(
      item('YJV', '2*4', 150, LV),
      10,
      '3020100200',
      '电力电缆',
      'YJV 2×4',
      '千米',
      0.15,
      0,
      0.1,
      '车间照明',
      { date: '2025-10-20' },
      '',
    ),
    spanned(noise, '车间主任：吴建国        设备动力部：        分管副总：'),
  ];
  const { data, rows } = await writeXlsx([
    { name: '热电车间', widths, rows: power, frozenRows: 3 },
    { name: '包装车间', widths, rows: packing, frozenRows: 3 },
  ]);
  save(
    'spare-parts.xlsx',
    data,
    'sheet',
    'a paper mill maintenance department’s 备品备件需求申请表, one sheet per workshop (热电车间, 包装车间), each with title, 申请部门 line and an 11-column header (序号/物料编码/物料名称/规格型号/单位/申请数量/现有库存/安全库存/使用设备/要求到货日期/备注): 10-digit 物料编码, stock and safety-stock numbers beside the amount, real dates; units 米, 根 with 每根45米 / L=25m/根 / 每根约12米 in 备注, 卷 (红黄绿各2), 盘 with and without 100米/盘, 千米 (0.3, 0.15); a full-width ＹＪＶ－４×１６, 3x70+1X35, 4*35+1*16, 6mm2; a 备注 改为240米 changing the amount; 0 with 库存充足，本季度不申请; BPYJVP2, YGC, TRVV, YC and a termination kit',
    rows,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 4. A supplier-collaboration portal's bilingual RFQ export.

function supplierPortal() {
  const rfq = 'RFQ-2025-0921-0137';
  const line = (
    truth: Truth,
    n: number,
    part: string,
    en: string,
    cn: string,
    uom: string,
    qty: string,
    status = 'Open 未报价',
    remarks = '',
    site = 'DG01 松山湖基地',
    date = '2025-10-15',
  ): SourceRow => row(truth, rfq, String(n), part, en, cn, uom, qty, date, site, status, remarks);
  const rows: SourceRow[] = [
    row(noise, 'Supplier Collaboration Portal 供应商协同平台 - RFQ Line Export 询价行导出'),
    row(
      noise,
      'RFQ No. 询价单号: RFQ-2025-0921-0137',
      'Buyer 采购员: Li Na 李娜',
      'Deadline 截止: 2025-09-26 18:00 (UTC+8)',
    ),
    row(noise, 'Currency 币种: CNY (含13% VAT)', 'Incoterms: DAP 东莞松山湖', 'Supplier 供应商: 江苏华缆电缆有限公司'),
    row(
      noise,
      'RFQ No.',
      'Line 行号',
      'Part Number 物料编码',
      'Description (EN)',
      '物料描述',
      'UOM 单位',
      'Qty 数量',
      'Need-by Date 需求日期',
      'Ship-to 收货地点',
      'Line Status 行状态',
      'Remarks 备注',
    ),
    line(
      item('YJV', '4*25+1*16', 1200, LV),
      10,
      '04150123',
      'Power cable,0.6/1kV,YJV,4x25+1x16mm^2,Cu,XLPE,PVC sheath',
      '电力电缆,0.6/1kV,YJV,4×25+1×16mm²,铜芯',
      'm',
      '1200.000',
    ),
    line(
      item('YJV', '4*95+1*50', 650, LV),
      20,
      '04150124',
      'Power cable,0.6/1kV,YJV,4x95+1x50mm^2,Cu,XLPE,PVC sheath',
      '电力电缆,0.6/1kV,YJV,4×95+1×50mm²,铜芯',
      'm',
      '650.000',
    ),
    line(
      item('YJV22', '3*120+2*70', 350, LV),
      30,
      '04150131',
      'Power cable,0.6/1kV,YJV22,3x120+2x70mm^2,steel tape armoured',
      '电力电缆,0.6/1kV,YJV22,3×120+2×70mm²,钢带铠装',
      'km',
      '0.350',
    ),
    line(
      item('YJV22', '3*240', 420, MV),
      40,
      '04150140',
      'MV power cable,8.7/15kV,YJV22,3x240mm^2,Cu',
      '中压电力电缆,8.7/15kV,YJV22,3×240mm²,铜芯',
      'm',
      '420.000',
    ),
    line(
      item('YJV', '1*300', 900, '26/35kV'),
      50,
      '04150142',
      'HV power cable,26/35kV,YJV,1x300mm^2,single core',
      '高压电力电缆,26/35kV,YJV,1×300mm²,单芯',
      'm',
      '900.000',
      'Open 未报价',
      '3 phases x 300 m 三相各300米',
    ),
    line(
      item('ZC-YJV', '5*6', 300, LV),
      60,
      '04150150',
      'Flame-retardant power cable,0.6/1kV,ZC-YJV,5x6mm^2',
      '阻燃电力电缆,0.6/1kV,ZC-YJV,5×6mm²',
      'm',
      '300.000',
    ),
    line(
      item('NH-YJV', '4*16', 1440, LV),
      70,
      '04150152',
      'Fire-resistant power cable,0.6/1kV,NH-YJV,4x16mm^2',
      '耐火电力电缆,0.6/1kV,NH-YJV,4×16mm²',
      'm',
      '480.000',
      'Open 未报价',
      'Qty is per site, 3 sites 数量为单个站点用量，共3个站点',
      'DG01/DG02/DG03',
    ),
    line(
      item('BVR', '1*25', 500, WIRE),
      80,
      '14010187',
      'Grounding cable,450/750V,BVR,1x25mm^2,yellow/green',
      '接地线,450/750V,BVR,1×25mm²,黄绿',
      'roll',
      '5.000',
      'Open 未报价',
      '100m/roll',
    ),
    line(
      item('RVV', '2*1', 1500, FLEX),
      90,
      '14010190',
      'Signal cable,300/500V,RVV,2x1.0mm^2,grey',
      '信号线,300/500V,RVV,2×1.0mm²,灰色',
      'm',
      '1500.000',
    ),
    line(
      review('Line Status Cancelled: the buyer withdrew the line'),
      100,
      '14010201',
      'Control cable,450/750V,KVV,8x1.5mm^2',
      '控制电缆,450/750V,KVV,8×1.5mm²',
      'm',
      '600.000',
      'Cancelled 已取消',
      'Cancelled by buyer 2025-09-21, see line 110',
    ),
    line(
      item('KVV', '8*1', 600, WIRE),
      110,
      '14010202',
      'Control cable,450/750V,KVV,8x1.0mm^2',
      '控制电缆,450/750V,KVV,8×1.0mm²',
      'm',
      '600.000',
      'Open 未报价',
      'Replaces line 100 替代第100行',
    ),
    line(
      unknown('RVVZ (telecom -48V DC power cable) is not in the catalogue'),
      120,
      '14010210',
      'DC power cable,-48V,RVVZ,1x35mm^2,black',
      '直流电源线,-48V,RVVZ,1×35mm²,黑色',
      'm',
      '800.000',
    ),
    line(
      unknown('an optical fibre cable (GYTA): not a catalogue cable'),
      130,
      '07020033',
      'Optical fibre cable,outdoor,GYTA,24B1.3',
      '室外光缆,GYTA-24B1.3',
      'km',
      '2.000',
    ),
    line(
      item('YJV', '3*185+1*95', 1000, LV),
      140,
      '04150160',
      'Power cable,0.6/1kV,YJV,3x185+1x95mm^2,Cu',
      '电力电缆,0.6/1kV,YJV,3×185+1×95mm²,铜芯',
      'M',
      '1,000.000',
    ),
    line(
      item('YJV', '1*240', 600, LV),
      150,
      '04150161',
      'Power cable,0.6/1kV,YJV,1x240mm^2,single core',
      '电力电缆,0.6/1kV,YJV,1×240mm²,单芯',
      'm',
      '600.000',
    ),
    line(
      unknown('a copper cable lug (DT-240): an accessory'),
      160,
      '14020005',
      'Cable lug,Cu,DT-240',
      '铜鼻子,DT-240',
      'PCS',
      '40.000',
    ),
    line(
      review('Qty 0.000 with 待现场勘察后确定: no amount yet'),
      170,
      '04150170',
      'Power cable,0.6/1kV,YJLV,4x150+1x70mm^2,Al',
      '铝芯电力电缆,0.6/1kV,YJLV,4×150+1×70mm²',
      'm',
      '0.000',
      'Open 未报价',
      'Qty TBD after site survey 待现场勘察后确定，请先报单价',
    ),
    line(
      item('VV', '3*50+1*25', 260, LV),
      180,
      '04150175',
      'Power cable,0.6/1kV,VV,3x50+1x25mm^2,PVC',
      '电力电缆,0.6/1kV,VV,3×50+1×25mm²',
      'm',
      '260.000',
    ),
    line(
      item('WDZ-YJY', '4*50+1*25', 1100, LV),
      190,
      '04150180',
      'LSZH power cable,0.6/1kV,WDZ-YJY,4x50+1x25mm^2',
      '低烟无卤阻燃电力电缆,0.6/1kV,WDZ-YJY,4×50+1×25mm²',
      'm',
      '1100.000',
    ),
    row(noise, 'Total lines 行数: 19', 'Open: 18', 'Cancelled: 1'),
    row(noise, 'Exported by SCP v5.3 at 2025-09-22 09:30:12 (UTC+8)'),
  ];
  const { data, rows: keyRows } = writeCsv(rows, 11, { separator: ',', encoding: 'utf8-bom' });
  save(
    'supplier-portal.csv',
    data,
    'sheet',
    'a supplier-collaboration portal’s RFQ line export (Huawei/ZTE style), UTF-8 with a BOM, comma-separated, CRLF: three header lines (RFQ No., buyer, deadline, currency, Incoterms), a bilingual header (RFQ No./Line/Part Number/Description (EN)/物料描述/UOM/Qty/Need-by Date/Ship-to/Line Status/Remarks); descriptions packed with commas and quoted (Power cable,0.6/1kV,YJV,4x25+1x16mm^2,Cu,… beside 电力电缆,0.6/1kV,YJV,4×25+1×16mm²,铜芯); Qty with three decimals (1200.000, 0.350 km, a quoted 1,000.000 in M); UOM m / km / M / roll (100m/roll) / PCS; a Cancelled line and the line that replaces it; a Remarks that makes the Qty per site over 3 sites; 26/35kV and 8.7/15kV lines; RVVZ, GYTA, a cable lug; a Qty 0.000 TBD; a total-lines footer',
    keyRows,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 5. A 供货合同附件 (清单及价格) PDF.

const DIGITS = '零壹贰叁肆伍陆柒捌玖';

/** An amount in 大写 as a cheque or contract writes it: 人民币壹佰贰拾万零伍佰元捌角整. */
export function moneyInWords(amount: number): string {
  const cents = Math.round(amount * 100);
  const yuan = Math.floor(cents / 100);
  const jiao = Math.floor(cents / 10) % 10;
  const fen = cents % 10;
  const group = (n: number) => {
    let out = '';
    let zero = false;
    [1000, 100, 10, 1].forEach((unit, i) => {
      const d = Math.floor(n / unit) % 10;
      if (d === 0) {
        if (out !== '') zero = true;
        return;
      }
      if (zero) out += '零';
      zero = false;
      out += DIGITS[d]! + ['仟', '佰', '拾', ''][i]!;
    });
    return out;
  };
  const groups = [Math.floor(yuan / 100000000), Math.floor(yuan / 10000) % 10000, yuan % 10000];
  let words = '';
  let pendingZero = false;
  groups.forEach((g, i) => {
    if (g === 0) {
      if (words !== '') pendingZero = true;
      return;
    }
    if (words !== '' && (pendingZero || g < 1000)) words += '零';
    pendingZero = false;
    words += group(g) + ['亿', '万', ''][i]!;
  });
  words += '元';
  if (jiao === 0 && fen === 0) return `${words}整`;
  if (jiao > 0) words += `${DIGITS[jiao]}角`;
  else words += '零';
  return fen > 0 ? `${words}${DIGITS[fen]}分` : `${words}整`;
}

async function contractAppendix() {
  const money = (n: number) =>
    n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });
  const qtyText = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 3, useGrouping: true });
  let total = 0;
  const lines: PdfLine[] = [];
  const text = (t: string, truth: Truth = noise, extra: Partial<Extract<PdfLine, { kind: 'text' }>> = {}) =>
    lines.push({ kind: 'text', text: t, truth, ...extra });
  /** A priced row: 金额 = 数量 × 单价, added to the 合计. */
  const priced = (
    truth: Truth,
    no: number,
    name: string,
    model: string,
    spec: string,
    voltage: string,
    unit: string,
    qty: number,
    price: number,
    note = '',
  ) => {
    const amount = Math.round(qty * price * 100) / 100;
    total += amount;
    lines.push({
      kind: 'cells',
      cells: [String(no), name, model, spec, voltage, unit, qtyText(qty), money(price), money(amount), note],
      truth,
    });
  };
  text('附件一：供货清单及价格明细', noise, { size: 14, centred: true });
  text('合同名称：星湖科创园二期电线电缆供货合同            合同编号：XHKC-2025-DL-0917');
  text('买方（甲方）：苏州星湖建设发展有限公司            卖方（乙方）：江苏华缆电缆有限公司', noise, {
    gapBefore: 0,
  });
  lines.push({
    kind: 'cells',
    cells: [
      '序号',
      '产品名称',
      '型号',
      '规格（mm²）',
      '电压等级',
      '单位',
      '数量',
      '含税单价（元）',
      '金额（元）',
      '备注',
    ],
    truth: noise,
    top: true,
  });
  priced(item('YJV', '4*240+1*120', 860, LV), 1, '交联聚乙烯电力电缆', 'YJV', '4×240+1×120', LV, '米', 860, 528.6);
  priced(item('YJV', '4*185+1*95', 1250, LV), 2, '交联聚乙烯电力电缆', 'YJV', '4×185+1×95', LV, '米', 1250, 412.3);
  priced(item('YJV', '4*120+1*70', 2100, LV), 3, '交联聚乙烯电力电缆', 'YJV', '4×120+1×70', LV, '米', 2100, 284.75);
  priced(item('YJV22', '4*70+1*35', 680, LV), 4, '钢带铠装电力电缆', 'YJV22', '4×70+1×35', LV, '米', 680, 181.4);
  priced(
    item('YJV22', '3*150', 1350, MV),
    5,
    '钢带铠装电力电缆',
    'YJV22',
    '3×150',
    MV,
    '千米',
    1.35,
    418600,
    '单价为元/千米',
  );
  priced(item('ZR-YJV', '5*16', 1600, LV), 6, '阻燃电力电缆', 'ZR-YJV', '5×16', LV, '米', 1600, 76.2);
  priced(item('ZR-YJV', '5*10', 2400, LV), 7, '阻燃电力电缆', 'ZR-YJV', '5×10', LV, '米', 2400, 49.85);
  priced(item('NH-YJV', '4*25+1*16', 950, LV), 8, '耐火电力电缆', 'NH-YJV', '4×25+1×16', LV, '米', 950, 106.3);
  priced(item('BV', '1*2.5', 32000, WIRE), 9, '聚氯乙烯绝缘电线', 'BV', '2.5', WIRE, '卷', 320, 192, '100米/卷');
  priced(item('BV', '1*4', 18000, WIRE), 10, '聚氯乙烯绝缘电线', 'BV', '4', WIRE, '卷', 180, 305, '100米/卷');
  priced(
    unknown('WDZN-BYJ (low-smoke halogen-free fire-resistant wire) is not in the catalogue'),
    11,
    '低烟无卤耐火电线',
    'WDZN-BYJ',
    '2.5',
    WIRE,
    '卷',
    60,
    236,
    '100米/卷',
  );
  priced(item('BVR', '1*35', 300, WIRE), 12, '聚氯乙烯绝缘软电线', 'BVR', '1×35', WIRE, '米', 300, 96.5, '黄绿双色');
  priced(item('KVV', '4*1.5', 1800, WIRE), 13, '控制电缆', 'KVV', '4×1.5', WIRE, '米', 1800, 7.45);
  priced(item('KVV', '14*1.5', 600, WIRE), 14, '控制电缆', 'KVV', '14×1.5', WIRE, '米', 600, 22.1);
  priced(item('JKLYJ', '1*240', 2700, '10kV'), 15, '架空绝缘导线', 'JKLYJ', '1×240', '10kV', '米', 2700, 35.8);
  priced(
    unknown('a 10kV cold-shrink outdoor termination: an accessory'),
    16,
    '冷缩电缆终端',
    '户外终端',
    '3×150',
    '10kV',
    '套',
    6,
    685,
  );
  priced(
    unknown('a 1kV straight-through joint: an accessory'),
    17,
    '电缆中间接头',
    '直通接头',
    '4×185',
    '1kV',
    '套',
    4,
    520,
  );
  lines.push({
    kind: 'cells',
    cells: ['18', '交联聚乙烯电力电缆', 'YJV', '4×50+1×25', LV, '米', '按实', '132.80', '—', '按实际供货结算'],
    truth: review('数量 按实 (settled on what is delivered): no amount to quote'),
  });
  lines.push({
    kind: 'cells',
    cells: ['', '合计', '', '', '', '', '', '', money(total), ''],
    truth: noiseBecause('the money total'),
  });
  text(`合计金额（大写）：人民币${moneyInWords(total)}          （小写）：¥${money(total)}`, noise, { gapBefore: 4 });
  text('说明：', noise, { gapBefore: 4 });
  text('1. 上述单价为含13%增值税、运输至甲方指定地点并卸货的到场价，合同有效期内单价固定不变；');
  text('2. 数量为暂定数量，结算以甲方签收的送货单为准，第18项按实际供货数量结算；');
  text('3. BV、WDZN-BYJ电线每卷100米；电缆单盘长度不小于300米，JKLYJ每盘不小于1000米；');
  text('4. 交货期：合同签订后15日内按甲方通知分批供货。');
  text('甲方（盖章）：                                                        乙方（盖章）：', noise, {
    gapBefore: 10,
  });
  text('授权代表：                                                            授权代表：');
  text('日期：2025年9月17日                                                   日期：2025年9月17日');
  const { data, rows } = await writePdf({
    page: [842, 595],
    columns: [0, 30, 140, 210, 300, 360, 400, 470, 555, 655],
    pages: [lines],
    producer: 'Microsoft® Word 2019',
  });
  save(
    'contract-appendix.pdf',
    data,
    'pdf',
    'a 供货合同附件一 (供货清单及价格明细) as a text PDF, A4 landscape, one page: title, 合同名称/编号 and the two parties, a ruled table 序号/产品名称/型号/规格（mm²）/电压等级/单位/数量/含税单价/金额/备注 with model and spec in separate columns and the voltage in its own; quantities 1,250 / 1.35 千米 (单价 元/千米) / 卷 (100米/卷); money columns of the same size as the amounts (528.60, 454,596.00); JKLYJ at 10kV, WDZN-BYJ, a termination and a joint; a 按实 row with a unit price only; a 合计 row, the 大写金额, 说明 notes and a signature block',
    rows,
  );
}

async function main() {
  await jicaiTenderList();
  await takeoffByBox();
  await spareParts();
  supplierPortal();
  await contractAppendix();
  console.log(summary.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
