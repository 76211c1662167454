/**
 * The sheets and the PDF of the tenth holdout corpus (the texts are written by generate-texts.ts): a design
 * institute's 电缆清册 exported by a cable-schedule tool as a GB18030 CSV, a contractor's monthly 材料需用计划 with
 * 合同量/累计进场/本月计划/剩余量, a hospital renovation 询价单 over two sheets whose 备注 column changes the quantity, a
 * Japanese-owned plant's 見積依頼書, and a scanned-looking text PDF 物资采购申请单 with handwritten notes typed in.
 * Deterministic: fixed dates, no randomness; the xlsx and PDF writers of corpus/holdout4 fix their timestamps.
 *
 *   npx tsx corpus/holdout10/generate-sheets.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import iconv from 'iconv-lite';
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
  writeXlsx,
} from '../holdout4/writers';

const HERE = dirname(fileURLToPath(import.meta.url));
const LV = '0.6/1kV';
const MV = '8.7/15kV';

function save(file: string, data: Buffer | string, kind: AnswerKey['kind'], layout: string, rows: KeyRow[]) {
  writeFileSync(join(HERE, file), data);
  const key: AnswerKey = { file, kind, layout, rows };
  writeFileSync(join(HERE, file.replace(/\.[^.]+$/, '.key.json')), `${JSON.stringify(key, null, 2)}\n`);
}

// ---------------------------------------------------------------------------------------------------------------
// 1. cable-schedule.csv — a design institute's 电缆清册, one row per cable run, exported as GB18030 CSV.
// ---------------------------------------------------------------------------------------------------------------

async function cableSchedule() {
  const runs: SourceRow[] = [];
  const r = (truth: Truth, ...cells: Cell[]) => runs.push(row(truth, ...cells));
  r(noise, '城东污水处理厂提标改造工程  电缆清册');
  r(noise, '设计阶段：施工图    专业：电气    图号：DS-E-07    第1页 共1页');
  r(noise, '序号', '电缆编号', '起点', '终点', '型号', '规格', '长度(m)', '敷设方式', '备注');
  r(noise, '一、10kV电缆');
  r(
    item('YJV22', '3*70', 85, MV),
    '1',
    '10W1',
    '10kV进线柜AH1',
    '1#变压器TM1',
    'YJV22-8.7/15kV',
    '3×70',
    '85',
    '电缆沟',
  );
  r(
    item('YJV22', '3*70', 92, MV),
    '2',
    '10W2',
    '10kV出线柜AH4',
    '2#变压器TM2',
    'YJV22-8.7/15kV',
    '3×70',
    '92',
    '电缆沟',
  );
  r(
    review('the 10kV incoming cable is marked 供电部门负责施工，不在本次采购范围: listed, not bought'),
    '3',
    '10W0',
    '市政开闭所',
    '10kV进线柜AH1',
    'YJV22-8.7/15kV',
    '3×240',
    '650',
    '直埋',
    '供电部门负责施工，不在本次采购范围',
  );
  r(noise, '二、0.4kV电力电缆');
  r(
    item('YJV', '4*185+1*95', 120, LV),
    '4',
    '1WP1',
    '低压柜1AA3',
    '鼓风机房动力箱1AP1',
    'YJV-0.6/1kV',
    '4×185+1×95',
    '120',
    '桥架',
  );
  r(
    item('YJV', '4*185+1*95', 126, LV),
    '5',
    '1WP2',
    '低压柜1AA3',
    '鼓风机房动力箱1AP2',
    'YJV-0.6/1kV',
    '4×185+1×95',
    '126',
    '桥架',
  );
  r(
    item('YJV', '3*240+1*120', 190, LV, '2(…) is two cables in parallel over a 95 m route (注2): 2 × 95'),
    '6',
    '1WP3',
    '低压柜1AA4',
    '提升泵房控制柜1AC1',
    'YJV-0.6/1kV',
    '2(3×240+1×120)',
    '95',
    '桥架',
    '两根并联',
  );
  r(
    item('YJV22', '4*95+1*50', 210, LV),
    '7',
    '1WP4',
    '低压柜1AA4',
    '二沉池动力箱2AP1',
    'YJV22-0.6/1kV',
    '4×95+1×50',
    '210',
    '直埋',
  );
  r(
    item('YJV22', '4*95+1*50', 185, LV),
    '8',
    '1WP5',
    '低压柜1AA4',
    '污泥脱水机房3AP1',
    'YJV22-0.6/1kV',
    '4×95+1×50',
    '185',
    '直埋',
  );
  r(
    item('YJV', '4*50+1*25', 160, LV),
    '9',
    '1WP6',
    '低压柜1AA5',
    '加药间4AP1',
    'YJV-0.6/1kV',
    '4×50+1×25',
    '160',
    '桥架',
  );
  r(
    item('YJV22', '4*70+1*35', 240, LV),
    '10',
    '1WP7',
    '低压柜1AA5',
    '综合楼总箱ALZ',
    'YJV22-0.6/1kV',
    '4×70+1×35',
    '240',
    '直埋',
  );
  r(
    review('length 现场定: no amount'),
    '11',
    '1WP8',
    '低压柜1AA5',
    '门卫室AL1',
    'YJV22-0.6/1kV',
    '4×10',
    '现场定',
    '直埋',
  );
  r(
    item('YJV', '4*25+1*16', 45, LV),
    '12',
    '1WL1',
    '综合楼总箱ALZ',
    '1#楼AL1',
    'YJV-0.6/1kV',
    '4×25+1×16',
    '45',
    '桥架',
  );
  r(
    item('YJV', '4*25+1*16', 52, LV),
    '13',
    '1WL2',
    '综合楼总箱ALZ',
    '2#楼AL2',
    'YJV-0.6/1kV',
    '4×25+1×16',
    '52',
    '桥架',
  );
  r(
    item('YJV', '4*25+1*16', 38, LV, 'hand-edited with ASCII x'),
    '14',
    '1WL3',
    '综合楼总箱ALZ',
    '3#楼AL3',
    'YJV-0.6/1kV',
    '4x25+1x16',
    '38',
    '桥架',
  );
  r(
    item('YJV22', '5*10', 310, LV),
    '15',
    '1WL4',
    '综合楼总箱ALZ',
    '厂区路灯箱ALD',
    'YJV22-0.6/1kV',
    '5×10',
    '310',
    '直埋',
  );
  r(
    item('NH-YJV', '5*10', 48, LV),
    '16',
    '1WE1',
    '低压柜1AA2',
    '应急照明箱ALE1',
    'NH-YJV-0.6/1kV',
    '5×10',
    '48',
    '桥架',
    '消防负荷',
  );
  r(
    review('备用回路，本期不敷设: a spare circuit with no length, not laid now'),
    '17',
    '1WP9',
    '低压柜1AA2',
    '备用',
    'YJV-0.6/1kV',
    '4×35+1×16',
    '',
    '',
    '备用回路，本期不敷设',
  );
  r(noise, '三、控制电缆');
  r(item('KVV', '7*1.5', 35, '450/750V'), '18', '1KC1', '低压柜1AA3', 'PLC柜', 'KVV-450/750V', '7×1.5', '35', '桥架');
  r(item('KVV', '7*1.5', 38, '450/750V'), '19', '1KC2', '低压柜1AA4', 'PLC柜', 'KVV-450/750V', '7×1.5', '38', '桥架');
  r(
    item('KVV', '14*1.5', 60, '450/750V'),
    '20',
    '1KC3',
    '提升泵房控制柜1AC1',
    'PLC柜',
    'KVV-450/750V',
    '14×1.5',
    '60',
    '桥架',
  );
  r(
    unknown('KVVP (shielded control cable) is not in the catalogue'),
    '21',
    '1KC4',
    '提升泵房控制柜1AC1',
    '液位计LT101',
    'KVVP-450/750V',
    '4×1.0',
    '80',
    '穿管SC25',
    '屏蔽',
  );
  r(
    unknown('KVV22 (armoured control cable) is not in the catalogue'),
    '22',
    '1KC5',
    '鼓风机房动力箱1AP1',
    '鼓风机就地箱',
    'KVV22-450/750V',
    '10×1.5',
    '25',
    '直埋',
  );
  r(unknown('optical cable GYTA'), '23', '1GX1', 'PLC柜', '中控室', 'GYTA-8B1', '8芯', '420', '桥架', '光缆');
  r(noise, '四、接地及母线');
  r(
    item('BVR', '1*25', 30, '450/750V'),
    '24',
    '1E1',
    '总等电位箱MEB',
    '接地网',
    'BVR-450/750V',
    '1×25',
    '30',
    '穿管',
    '黄绿双色',
  );
  r(unknown('busway (密集型母线槽)'), '25', '—', '1#变压器TM1', '低压柜1AA1', '密集型母线槽', '2500A', '12', '吊装');
  const total = runs.reduce((sum, source) => {
    const length = source.cells[6];
    return typeof length === 'string' && /^\d+$/.test(length) ? sum + Number(length) : sum;
  }, 0);
  r(noiseBecause('the tool sums every run, cables and busway alike'), '合计', '', '', '', '', '', String(total));
  r(
    noise,
    '注：1.长度为单根电缆路径长度，已含5%预留；2.规格栏2(…)表示两根电缆并联敷设；3.10kV进线电缆由供电部门负责。',
  );
  r(noise, '设计：陈XX    校对：刘XX    审核：周XX    日期：2025-09');
  const csv = writeCsv(runs, 9, { separator: ',', encoding: 'utf8' });
  const data = iconv.encode(csv.data.toString('utf8'), 'gb18030');
  save(
    'cable-schedule.csv',
    data,
    'sheet',
    'a design institute 电缆清册 exported by a cable-schedule tool: GB18030 CSV without a BOM, comma-separated, CRLF; one row per cable run (电缆编号/起点/终点/型号/规格/长度(m)/敷设方式/备注), the same cable repeating over several runs; 型号 with voltage (YJV22-8.7/15kV) apart from 规格 (3×70); a 2(3×240+1×120) parallel pair explained in a note; 现场定 and an empty length on a 备用 run; a run marked 供电部门负责; KVVP, KVV22, an optical cable and a busway; a 合计 of all lengths, notes, a signature line',
    csv.rows,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 2. monthly-plan.xlsx — a contractor's 月度材料需用计划: 合同量 / 累计进场 / 本月计划 / 剩余量.
// ---------------------------------------------------------------------------------------------------------------

async function monthlyPlan() {
  const km = (n: number): Cell => ({ number: n, format: '0.000' });
  const left = (r: number, formula: number, format?: string): Cell => ({
    formula: `E${r}-F${r}-G${r}`,
    result: formula,
    ...(format ? { format } : {}),
  });
  const rows: SourceRow[] = [
    spanned(noise, '华建建设集团有限公司  滨江花园二期项目部'),
    spanned(noise, '2025年10月份 电气材料需用计划表'),
    row(noise, '编制单位：项目部物资组', '', '', '', '', '', '', '', '编制日期：', { date: '2025-09-25' }),
    row(
      noise,
      '序号',
      '材料名称',
      '规格型号',
      '单位',
      '合同量',
      '累计进场',
      '本月计划',
      '剩余量',
      '计划进场日期',
      '备注',
    ),
    row(noise, '一', '电力电缆'),
    row(
      item('YJV', '4*240+1*120', 600, undefined, '本月计划 0.6 km'),
      1,
      '电力电缆',
      'YJV-4×240+1×120',
      'km',
      km(2.4),
      km(1.2),
      km(0.6),
      left(6, 0.6, '0.000'),
      { date: '2025-10-08' },
      '分两次进场',
    ),
    row(item('YJV', '4*185+1*95', 650), 2, '', 'YJV-4×185+1×95', 'm', 1850, 1200, 650, left(7, 0), {
      date: '2025-10-08',
    }),
    row(
      noiseBecause('本月计划 empty: delivered in full (已进场完毕), nothing asked this month'),
      3,
      '',
      'YJV-4×120+1×70',
      'm',
      2200,
      2200,
      '',
      left(8, 0),
      '',
      '已进场完毕',
    ),
    row(item('YJV', '4*95+1*50', 1200), 4, '', 'YJV-4×95+1×50', 'm', 3600, 1500, 1200, left(9, 900), {
      date: '2025-10-12',
    }),
    row(item('YJV', '5*16', 1500), 5, '', 'YJV-5×16', 'm', 4800, 2600, 1500, left(10, 700), { date: '2025-10-12' }),
    row(
      item('ZR-YJV', '4*50+1*25', 600),
      6,
      '阻燃电缆',
      'ZR-YJV-4×50+1×25',
      'm',
      1200,
      0,
      600,
      left(11, 600),
      { date: '2025-10-20' },
      '地下室',
    ),
    row(
      item('NH-YJV', '4*35+1*16', 300),
      7,
      '耐火电缆',
      'NH-YJV-4×35+1×16',
      'm',
      900,
      300,
      300,
      left(12, 300),
      '',
      '消防',
    ),
    row(item('NH-YJV', '5*6', 400), 8, '', 'NH-YJV-5×6', 'm', 1500, 800, 400, left(13, 300)),
    row(
      item('YJV22', '4*70+1*35', 760),
      9,
      '铠装电缆',
      'YJV22-4×70+1×35',
      'm',
      760,
      0,
      760,
      left(14, 0),
      { date: '2025-10-15' },
      '室外直埋',
    ),
    row(
      item('YJV22', '3*95', 420, MV),
      10,
      '高压电缆',
      'YJV22-8.7/15kV-3×95',
      'm',
      420,
      0,
      420,
      left(15, 0),
      { date: '2025-10-15' },
      '业主指定品牌',
    ),
    row(
      review('本月计划 按进度: no amount this month'),
      11,
      '低烟无卤电缆',
      'WDZ-YJY-4×25+1×16',
      'm',
      2400,
      600,
      '按进度',
      '',
      '',
      '待二次结构完成',
    ),
    row(
      item('YJV', '4*150+1*70', 400, undefined, 'over the contract (剩余 −200); the plan is still the amount asked'),
      12,
      '电力电缆',
      'YJV-4×150+1×70',
      'm',
      1000,
      800,
      400,
      left(17, -200),
      '',
      '超合同量，已报设计变更',
    ),
    row(noise, '二', '电线'),
    row(
      item('BV', '1*2.5', 20000, undefined, '200 卷 × 100 m (说明 3)'),
      13,
      '电线',
      'BV-2.5',
      '卷',
      800,
      350,
      200,
      left(19, 250),
      { date: '2025-10-05' },
      '红、蓝、黄绿',
    ),
    row(item('BV', '1*4', 15000, undefined, '150 卷 × 100 m'), 14, '', 'BV-4', '卷', 500, 220, 150, left(20, 130), {
      date: '2025-10-05',
    }),
    row(item('BV', '1*10', 800), 15, '', 'BV-10', 'm', 2000, 0, 800, left(21, 1200)),
    row(item('BVR', '1*16', 200), 16, '', 'BVR-16 黄绿', 'm', 600, 100, 200, left(22, 300)),
    row(item('RVV', '3*1.5', 1000, undefined, '10 卷 × 100 m'), 17, '', 'RVV-3×1.5', '卷', 60, 20, 10, left(23, 30)),
    row(noise, '三', '控制电缆'),
    row(item('KVV', '7*1.5', 500), 18, '控制电缆', 'KVV-7×1.5', 'm', 1200, 400, 500, left(25, 300)),
    row(
      unknown('KVVP (shielded control cable) is not in the catalogue'),
      19,
      '',
      'KVVP-4×1.5',
      'm',
      800,
      0,
      300,
      left(26, 500),
    ),
    row(noise, '四', '其他材料'),
    row(unknown('cable tray'), 20, '电缆桥架', '200×100', 'm', 650, 300, 200, left(28, 150), '', '热镀锌'),
    row(unknown('steel conduit'), 21, '镀锌钢管', 'SC25', 'm', 3000, 1200, 800, left(29, 1000)),
    row(unknown('cable terminations'), 22, '电缆终端头', '1kV 4×240 户内', '套', 12, 0, 6, left(30, 6)),
    blank(),
    spanned(
      noise,
      '说明：1. 本月计划量为本次需采购进场数量；2. 电缆须附出厂检测报告及合格证；3. BV线、RVV线每卷按100米。',
    ),
    row(noise, '编制：孙浩', '', '', '审核：', '', '', '项目经理：', '', '', ''),
  ];
  const { data, rows: keyRows } = await writeXlsx([
    {
      name: '10月计划',
      widths: [6, 12, 24, 6, 10, 10, 10, 10, 13, 20],
      rows,
      frozenRows: 4,
      merges: [
        [6, 2, 10, 2],
        [12, 2, 13, 2],
        [19, 2, 23, 2],
        [25, 2, 26, 2],
      ],
    },
  ]);
  save(
    'monthly-plan.xlsx',
    data,
    'sheet',
    "a contractor's monthly 材料需用计划 (one sheet, header frozen): 合同量 / 累计进场 / 本月计划 / 剩余量 (a formula E−F−G with cached values, one negative) / 计划进场日期 (real dates) / 备注; only 本月计划 is asked; 材料名称 merged down over each group; one row in km shown 0.000 (0.600), BV and RVV in 卷 with a 说明 that a 卷 is 100 m; a row delivered in full with 本月计划 empty, one with 按进度; section rows 一…四, KVVP, tray, conduit, terminations, signatures",
    keyRows,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 3. remarks-adjust.xlsx — a renovation 询价单 whose 备注 changes the quantity, over two sheets (强电 / 消防).
// ---------------------------------------------------------------------------------------------------------------

async function remarksAdjust() {
  const amount = (r: number): Cell => ({ formula: `E${r}*F${r}`, result: 0 });
  const power: SourceRow[] = [
    spanned(noise, '市第三人民医院门诊楼改造工程  电气材料询价单（强电）'),
    row(noise, '询价单位：恒远机电安装工程有限公司', '', '', '联系人：赵工 139 1234 5678', '', '', '报价截止：', {
      date: '2025-09-30',
    }),
    row(noise, '序号', '材料名称', '规格型号', '单位', '数量', '单价（元）', '金额（元）', '备注'),
    row(
      item('YJV', '4*120+1*70', 399, LV, '380 + 5%'),
      1,
      '电力电缆',
      'YJV-0.6/1kV-4×120+1×70',
      '米',
      380,
      '',
      amount(4),
      '按图纸量+5%损耗',
    ),
    row(
      item('YJV', '4*70+1*35', 550, LV, '500 + 10%'),
      2,
      '电力电缆',
      'YJV-0.6/1kV-4×70+1×35',
      '米',
      500,
      '',
      amount(5),
      '另加10%',
    ),
    row(
      item('YJV', '4*35+1*16', 260, LV),
      3,
      '电力电缆',
      'YJV-0.6/1kV-4×35+1×16',
      '米',
      260,
      '',
      amount(6),
      '已含损耗',
    ),
    row(
      item('YJV', '5*10', 560, LV, 'one floor’s amount, floors 1-4 the same: 140 × 4'),
      4,
      '电力电缆',
      'YJV-0.6/1kV-5×10',
      '米',
      140,
      '',
      amount(7),
      '为单层用量，1-4层相同',
    ),
    row(
      item('YJV', '3*50+2*25', 600, LV, '800 less the 200 m in stock'),
      5,
      '电力电缆',
      'YJV-0.6/1kV-3×50+2×25',
      '米',
      800,
      '',
      amount(8),
      '库存有200米，按差额采购',
    ),
    row(
      review('需整盘，每盘500米 with 1200 m: three drums (1500 m) or 1200 m?'),
      6,
      '电力电缆',
      'YJV-0.6/1kV-4×25+1×16',
      '米',
      1200,
      '',
      amount(9),
      '需整盘，每盘500米',
    ),
    row(
      review('取消，改用母线: cancelled'),
      7,
      '电力电缆',
      'YJV-0.6/1kV-4×16',
      '米',
      90,
      '',
      amount(10),
      '取消，改用母线',
    ),
    row(
      item('YJV', '4*70+1*35', 300, LV, '备注 changes the spec from 4×50+1×25; the amount stays'),
      8,
      '电力电缆',
      'YJV-0.6/1kV-4×50+1×25',
      '米',
      300,
      '',
      amount(11),
      '改为4×70+1×35，数量不变',
    ),
    row(
      item('YJV22', '4*95+1*50', 230, LV, '170 + 2根×30米'),
      9,
      '铠装电缆',
      'YJV22-0.6/1kV-4×95+1×50',
      '米',
      170,
      '',
      amount(12),
      '另需2根×30米（至水泵房）',
    ),
    row(
      item('YJV22', '4*95+1*50', 45, LV, '同上: the spec of the row above'),
      10,
      '同上',
      '同上',
      '米',
      45,
      '',
      amount(13),
      '至消防水池',
    ),
    row(
      item('YJV', '1*185', 260, LV, 'one run’s length, 4 runs: 65 × 4'),
      11,
      '电力电缆',
      'YJV-0.6/1kV-1×185',
      '米',
      65,
      '',
      amount(14),
      '单根长度，共4根',
    ),
    row(
      item('BV', '1*2.5', 4000, undefined, '40 卷 × 100 m (红黄绿蓝各10卷)'),
      12,
      '电线',
      'BV-2.5',
      '卷',
      40,
      '',
      amount(15),
      '红黄绿蓝各10卷',
    ),
    row(
      item('BV', '1*4', 2500, undefined, '20 + 5 卷 × 100 m'),
      13,
      '电线',
      'BV-4',
      '卷',
      20,
      '',
      amount(16),
      '另加5卷备用',
    ),
    row(
      item('BVR', '1*6', 300, undefined, '暂估: the estimate is what is quoted'),
      14,
      '电线',
      'BVR-6',
      '米',
      300,
      '',
      amount(17),
      '数量暂估，以实际为准',
    ),
    row(
      item('RVV', '2*1.5', 1600, undefined, '8 卷 × 200 m (每卷按200米)'),
      15,
      '护套线',
      'RVV-2×1.5',
      '卷',
      8,
      '',
      amount(18),
      '每卷按200米',
    ),
    row(
      item('KVV', '4*1.5', 441, undefined, '420 + 5%'),
      16,
      '控制电缆',
      'KVV-4×1.5',
      '米',
      420,
      '',
      amount(19),
      '按图纸+5%',
    ),
    row(unknown('cable tray'), 17, '桥架', '300×150 镀锌', '米', 120, '', amount(20), '含弯头三通'),
    row(unknown('JDG conduit'), 18, '线管', 'JDG25', '米', 900, '', amount(21), '另加10%'),
    row(noise, '合计', '', '', '', '', '', { formula: 'SUM(G4:G21)', result: 0 }),
    spanned(noise, '说明：1. 备注栏有数量调整的，以备注为准；2. 报价含税（13%）含运费送至工地；3. 电线每卷100米。'),
  ];
  const fire: SourceRow[] = [
    spanned(noise, '消防及应急照明部分'),
    row(noise, '序号', '材料名称', '规格型号', '单位', '数量', '单价（元）', '金额（元）', '备注'),
    row(
      item('NH-YJV', '4*25+1*16', 231, LV, '220 + 5%'),
      1,
      '耐火电缆',
      'NH-YJV-0.6/1kV-4×25+1×16',
      '米',
      220,
      '',
      '',
      '按图纸+5%',
    ),
    row(item('NH-YJV', '5*4', 360, LV), 2, '耐火电缆', 'NH-YJV-0.6/1kV-5×4', '米', 360, '', '', ''),
    row(
      item('WDZ-YJY', '4*16', 165, LV, '150 + 10%'),
      3,
      '低烟无卤阻燃电缆',
      'WDZ-YJY-0.6/1kV-4×16',
      '米',
      150,
      '',
      '',
      '另加10%',
    ),
    row(item('ZC-YJV', '5*6', 180, LV), 4, '阻燃电缆', 'ZC-YJV-0.6/1kV-5×6', '米', 180, '', '', '两个防火分区各一半'),
    row(
      unknown('NH-BV (fire-resistant wire) is not in the catalogue'),
      5,
      '耐火电线',
      'NH-BV-2.5',
      '卷',
      30,
      '',
      '',
      '',
    ),
    row(unknown('ZR-RVS twisted pair is not in the catalogue'), 6, '消防广播线', 'ZR-RVS-2×1.5', '米', 600, '', '', ''),
    row(unknown('NH-KVV is not in the catalogue'), 7, '耐火控制电缆', 'NH-KVV-7×1.5', '米', 240, '', '', '联动控制'),
    row(
      review('数量 按实, 待消防图审后确定: no amount'),
      8,
      '耐火电缆',
      'NH-YJV-0.6/1kV-4×50+1×25',
      '米',
      '按实',
      '',
      '',
      '待消防图审后确定',
    ),
    row(
      item('NH-YJV', '3*2.5', 550, LV, '500 + 10%'),
      9,
      '应急照明电缆',
      'NH-YJV-0.6/1kV-3×2.5',
      '米',
      500,
      '',
      '',
      '另加10%，分两批送货',
    ),
  ];
  const widths = [6, 14, 26, 6, 8, 10, 12, 26];
  const { data, rows: keyRows } = await writeXlsx([
    { name: '强电', widths, rows: power, frozenRows: 3, merges: [[22, 1, 22, 4]] },
    { name: '消防', widths, rows: fire },
  ]);
  save(
    'remarks-adjust.xlsx',
    data,
    'sheet',
    'a hospital renovation 询价单 from an installation contractor over two sheets (强电, 消防; rows numbered on over both): 序号/材料名称/规格型号/单位/数量/单价/金额/备注 with 金额 formulas (=E*F, cached 0) and a 合计; the 备注 changes what is asked — 按图纸量+5%损耗, 另加10%, 为单层用量，1-4层相同, 库存有200米，按差额采购, 另需2根×30米, 单根长度，共4根, 另加5卷备用, 每卷按200米, 改为4×70+1×35，数量不变 — or leaves it (已含损耗, 数量暂估, 分两批送货); 需整盘，每盘500米 on 1200 m, 取消，改用母线, 按实; a 同上 row; a 说明 that the 备注 rules; NH-BV, ZR-RVS, NH-KVV, tray, JDG conduit',
    keyRows,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 4. mitsumori-jp.xlsx — a Japanese-owned plant's 見積依頼書: sq/C sizes, 巻 with and without drum length, JIS types.
// ---------------------------------------------------------------------------------------------------------------

async function mitsumori() {
  const rows: SourceRow[] = [
    spanned(noise, '見 積 依 頼 書'),
    row(noise, '〇〇電纜有限公司　営業部　御中', '', '', '', '', '依頼日', { date: '2025-09-16' }),
    row(noise, '', '', '', '', '', '依頼No.', 'SZ-PUR-2509-031'),
    row(noise, '下記の通りお見積りをお願い申し上げます。'),
    row(noise, '件名：蘇州工場　第3棟増設　電気工事用ケーブル'),
    row(noise, '希望納期：2025年10月31日　　納入場所：蘇州工業園区　当社工場'),
    blank(),
    row(noise, 'No.', '品名', '型式', 'サイズ', '数量', '単位', '備考'),
    row(item('YJV', '4*95+1*50', 350, LV), 1, '電力ケーブル', 'YJV 0.6/1kV', '4C×95sq+1C×50sq', 350, 'm', ''),
    row(
      item('YJV', '3*150+2*70', 600, LV, '2 巻 × 300m巻'),
      2,
      '電力ケーブル',
      'YJV 0.6/1kV',
      '3C×150sq+2C×70sq',
      2,
      '巻',
      '300m巻',
    ),
    row(item('YJV', '5*10', 420, LV), 3, '電力ケーブル', 'YJV 0.6/1kV', '5C×10sq', 420, 'm', ''),
    row(
      item('YJV', '1*240', 1200, LV, 'three single cores, 各400m'),
      4,
      '電力ケーブル',
      'YJV 0.6/1kV',
      '1C×240sq',
      { number: 1200, format: '#,##0' },
      'm',
      '単心　R・S・T 各400m',
    ),
    row(
      review('range 200～250 m'),
      5,
      '電力ケーブル',
      'YJV 0.6/1kV',
      '4C×120sq+1C×70sq',
      '200～250',
      'm',
      'ルート確定後ご連絡します',
    ),
    row(
      review('3 巻 at 標準巻長: no drum length for a power cable'),
      6,
      '電力ケーブル',
      'YJV 0.6/1kV',
      '4C×35sq+1C×16sq',
      3,
      '巻',
      '標準巻長にて',
    ),
    row(
      unknown('JIS CV 600V 38sq: no such GB section in the catalogue'),
      7,
      '電力ケーブル',
      'CV 600V',
      '38sq-3C',
      150,
      'm',
      'JIS品',
    ),
    row(item('ZR-YJV', '4*25+1*16', 260, LV), 8, '難燃ケーブル', 'ZR-YJV 0.6/1kV', '4C×25sq+1C×16sq', 260, 'm', ''),
    row(item('NH-YJV', '4*16', 180, LV), 9, '耐火ケーブル', 'NH-YJV 0.6/1kV', '4C×16sq', 180, 'm', '非常用照明'),
    row(
      item('YJV22', '4*50+1*25', 350, LV, 'full-width ０．３５ km'),
      10,
      '鎧装ケーブル',
      'YJV22 0.6/1kV',
      '4C×50sq+1C×25sq',
      '０．３５',
      'km',
      '埋設',
    ),
    row(
      item('YJV', '3*95', 250, MV, '1 巻 × 250m巻'),
      11,
      '高圧ケーブル',
      'YJV 8.7/15kV',
      '3C×95sq',
      1,
      '巻',
      '250m巻',
    ),
    row(
      unknown('JIS CVT 6.6kV 60sq triplex: not in the catalogue'),
      12,
      '高圧ケーブル',
      'CVT 6.6kV',
      '60sq',
      120,
      'm',
      'JIS品',
    ),
    row(item('KVV', '10*1.5', 500, '450/750V'), 13, '制御ケーブル', 'KVV 450/750V', '10C×1.5sq', 500, 'm', ''),
    row(
      item('KVV', '4*2.5', 400, '450/750V', '2 巻 × 200m巻'),
      14,
      '制御ケーブル',
      'KVV 450/750V',
      '4C×2.5sq',
      2,
      '巻',
      '200m巻',
    ),
    row(
      unknown('JIS CVV-S 2sq shielded control cable: not in the catalogue'),
      15,
      '制御ケーブル',
      'CVV-S',
      '2sq-4C',
      300,
      'm',
      'シールド付',
    ),
    row(
      item('BV', '1*2.5', 600, '450/750V', '6 巻 × 100 m (赤・白・黒 各2巻)'),
      16,
      'ビニル電線',
      'BV 450/750V',
      '2.5sq',
      6,
      '巻',
      '赤・白・黒 各2巻',
    ),
    row(item('BV', '1*4', 100, '450/750V'), 17, 'ビニル電線', 'BV 450/750V', '4sq 緑', 100, 'm', 'アース用'),
    row(unknown('JIS IV 5.5sq: no such GB section'), 18, 'ビニル電線', 'IV', '5.5sq', 200, 'm', ''),
    row(unknown('JIS VVF flat cable 2.0mm-3C'), 19, 'VVFケーブル', 'VVF', '2.0mm-3C', 5, '巻', '100m巻'),
    row(item('RVV', '3*1', 100, '300/500V'), 20, 'キャブタイヤケーブル', 'RVV 300/500V', '3C×1.0sq', 100, 'm', ''),
    row(item('BVR', '1*35', 80, '450/750V'), 21, 'アース線', 'BVR 450/750V', '1C×35sq 緑/黄', 80, 'm', ''),
    row(unknown('cable rack'), 22, 'ケーブルラック', '溶融亜鉛めっき', 'W400×H100', 60, 'm', '付属品共'),
    blank(),
    row(noise, '※ 単価は税抜・運賃込み（蘇州工場渡し）でお願いします。'),
    row(noise, '※ No.4 は単心3本（R・S・T）です。'),
    row(noise, '※ 見積有効期限：提出日より30日'),
    row(noise, '担当：購買課　山田（TEL 0512-6288-0000 / yamada@example.co.jp）'),
  ];
  const { data, rows: keyRows } = await writeXlsx([
    { name: '見積依頼', widths: [5, 16, 16, 20, 9, 6, 24], rows, frozenRows: 8 },
  ]);
  save(
    'mitsumori-jp.xlsx',
    data,
    'sheet',
    "a Japanese-owned plant's 見積依頼書 in Japanese (one sheet): 御中 / 依頼日 (a real date) / 依頼No. / 件名 / 希望納期 lines above No./品名/型式/サイズ/数量/単位/備考; GB models with the voltage in 型式 (YJV 0.6/1kV) and sizes in the sq/C form (4C×95sq+1C×50sq, 1C×240sq, 10C×1.5sq, 2.5sq); 巻 with 300m巻 / 250m巻 / 200m巻 in 備考, BV 巻 with colours, 巻 at 標準巻長; 1,200 shown with a thousands format, full-width ０．３５ km, a range 200～250; JIS types CV, CVT, CVV-S, IV, VVF; a cable rack; ※ notes and 担当",
    keyRows,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 5. requisition.pdf — a scanned-looking 物资采购申请单 with 申请数量 / 核定数量 and handwritten notes typed in.
// ---------------------------------------------------------------------------------------------------------------

async function requisition() {
  const cells = (truth: Truth, ...texts: Array<string | number>): Extract<PdfLine, { kind: 'cells' }> => ({
    kind: 'cells',
    cells: texts.map(String),
    truth,
  });
  const text = (truth: Truth, line: string, extra: Partial<Extract<PdfLine, { kind: 'text' }>> = {}): PdfLine => ({
    kind: 'text',
    text: line,
    truth,
    ...extra,
  });
  const lines: PdfLine[] = [
    text(noise, '城北水务建设有限公司', { size: 14, centred: true }),
    text(noise, '物 资 采 购 申 请 单', { size: 13, centred: true }),
    text(noise, '申请部门：泵站项目部      申请日期：2025年9月18日      单号：SQ-250918-02', { gapBefore: 4 }),
    text(noise, '项目名称：城北污水管网改造二期 3#提升泵站电气安装      用途：配电及控制'),
    { ...cells(noise, '序号', '物资名称', '规格型号', '单位', '申请数量', '核定数量', '备注'), top: true },
    cells(item('YJV22', '4*150+1*70', 320, LV), 1, '电力电缆', 'YJV22-0.6/1kV-4×150+1×70', '米', 320, 320, ''),
    cells(
      item('YJV22', '4*95+1*50', 400, LV, '核定数量 400 (申请 450, 50 m on site)'),
      2,
      '电力电缆',
      'YJV22-0.6/1kV-4×95+1×50',
      '米',
      450,
      400,
      '（手写）现场余料50米',
    ),
    cells(item('YJV', '3*70+1*35', 180, LV), 3, '电力电缆', 'YJV-0.6/1kV-3×70+1×35', '米', 180, 180, ''),
    cells(item('YJV', '3*120', 260, MV), 4, '电力电缆', 'YJV-8.7/15kV-3×120', '米', 260, 260, '进线'),
    cells(review('YJV-10kV: a network voltage only'), 5, '电力电缆', 'YJV-10kV-3×50', '米', 90, 90, '至箱变'),
    cells(
      item('YJV', '1*300', 300, LV, '申请 4×75, 核定 300'),
      6,
      '电力电缆',
      'YJV-0.6/1kV-1×300',
      '米',
      '4×75',
      300,
      '单芯',
    ),
    cells(
      item('YJV', '4*185+1*95', 240, LV, 'the handwritten 改铜芯YJV makes YJLV copper'),
      7,
      '电力电缆',
      'YJLV-0.6/1kV-4×185+1×95',
      '米',
      240,
      240,
      '（手写）改铜芯YJV',
    ),
    cells(
      review('核定数量 left empty while the approval says 以核定数量为准'),
      8,
      '电力电缆',
      'YJV-0.6/1kV-4×10',
      '米',
      150,
      '',
      '',
    ),
    cells(
      review('核定 — and （手写）暂缓，划去: struck out'),
      9,
      '控制电缆',
      'KVV-14×1.5',
      '米',
      200,
      '—',
      '（手写）暂缓，划去',
    ),
    cells(item('KVV', '4*2.5', 150), 10, '控制电缆', 'KVV-4×2.5', '米', 150, 150, ''),
    cells(item('BV', '1*6', 300, undefined, '3 卷 × 100 m'), 11, '电线', 'BV-6', '卷', 3, 3, ''),
    cells(item('BVR', '1*2.5', 400, undefined, '核定 4 卷 × 100 m'), 12, '电线', 'BVR-2.5', '卷', 5, 4, ''),
    cells(item('RVV', '4*1.5', 100), 13, '软电缆', 'RVV-4×1.5', '米', 100, 100, '仪表'),
    cells(item('JKLYJ', '1*95', 600, '1kV'), 14, '架空绝缘线', 'JKLYJ-1kV-1×95', '米', 600, 600, '临时用电'),
    cells(unknown('cable terminations'), 15, '电缆终端头', '1kV 4×150 户外', '套', 4, 4, ''),
    cells(unknown('MPP protection pipe'), 16, '电缆保护管', 'MPP DN150', '米', 120, 120, ''),
    cells(unknown('flat steel'), 17, '镀锌扁钢', '-40×4', '米', 200, 200, '接地'),
    cells(
      item('YJV', '4*25+1*16', 100, LV, 'a handwritten row added in the empty table line'),
      18,
      '（手写）电缆',
      'YJV-0.6/1kV-4×25+1×16',
      '米',
      100,
      100,
      '（手写）补',
    ),
    text(noise, '（手写批注）第2项现场有余料50米，核减为400米；第9项暂缓。   王 9.19', { gapBefore: 6 }),
    text(noise, '申请人：李明        项目经理：张伟（签字）        物资部：        分管领导：', { gapBefore: 10 }),
    text(noise, '审批意见：同意采购，以核定数量为准。          王建国    2025.9.19', { gapBefore: 6 }),
    text(noise, '注：本单一式三联（白联存根 / 红联物资部 / 黄联财务）', { size: 8, gapBefore: 10 }),
    text(noise, '扫描全能王 创建', { size: 7, right: true, gapBefore: 220 }),
  ];
  const { data, rows } = await writePdf({
    page: [595.28, 841.89],
    columns: [0, 26, 90, 250, 278, 326, 374],
    pages: [lines],
    producer: 'CamScanner',
  });
  save(
    'requisition.pdf',
    data,
    'pdf',
    'a scanned-looking text PDF 物资采购申请单 (one A4 page, ruled): company and title lines, 申请部门/日期/单号 and 项目名称 lines; 序号/物资名称/规格型号/单位/申请数量/核定数量/备注 where 核定数量 is what is bought (450 → 400, 5 → 4 卷, 4×75 → 300); handwritten notes typed in as （手写） (现场余料50米, 改铜芯YJV on a YJLV row, 暂缓，划去 with 核定 —, a row added by hand in the empty last line); a row with 核定数量 empty; YJV-10kV; JKLYJ-1kV; terminations, MPP pipe, flat steel; a 手写批注 line, signatures, 审批意见 以核定数量为准, a 扫描全能王 mark',
    rows,
  );
}

async function main() {
  await cableSchedule();
  await monthlyPlan();
  await remarksAdjust();
  await mitsumori();
  await requisition();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
