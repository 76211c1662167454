/**
 * The twelfth holdout corpus, its sheets and one PDF: four .xlsx workbooks and a text PDF, written from how Chinese
 * dealers, EPC contractors, bidders, project buyers and owners' tender offices send cable lists — a distributor's
 * weekly 库存及订货表 filled in by a sub-dealer, a PV plant's 电缆清册 keyed by 电缆编号 ranges, a 投标报价 workbook
 * (cover, 编制说明, list on the third sheet) with 一/（一）/1 levels and 小计 rows, a project buyer's 询价单 whose 数量
 * are text with units, and a 技术规格书 annex whose 电缆一览表 has 长度(km), 盘长(m) and 盘数.
 *
 * Every key row is what a careful salesperson would quote from the file (see README-sheets.md, "Judgement calls").
 * Deterministic: fixed dates, no randomness; a rerun writes the same bytes.
 *
 *   npx tsx corpus/holdout12/generate-sheets.ts
 *   npx tsx corpus/holdout4/check.ts corpus/holdout12
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
  type SheetSpec,
  type SourceRow,
  spanned,
  type Truth,
  unknown,
  writePdf,
  writeXlsx,
} from '../holdout4/writers';

const HERE = dirname(fileURLToPath(import.meta.url));

const LV = '0.6/1kV';
const MV = '8.7/15kV';
const HV = '26/35kV';
const WIRE = '450/750V';
const FLEX = '300/500V';

const summary: string[] = [];

function save(file: string, kind: AnswerKey['kind'], layout: string, data: Buffer, rows: KeyRow[], sheets?: string[]) {
  writeFileSync(join(HERE, file), data);
  const key: AnswerKey = { file, kind, layout, rows, ...(sheets ? { sheets } : {}) };
  writeFileSync(join(HERE, file.replace(/\.[^.]+$/, '.key.json')), `${JSON.stringify(key, null, 2)}\n`);
  const count = (expect: Truth['expect']) => rows.filter((r) => r.truth.expect === expect).length;
  summary.push(
    `| ${file} | ${kind} | ${rows.length} | ${count('item')} | ${count('review')} | ${count('unknown')} | ${count('noise')} |`,
  );
}

const notOrdered = noiseBecause('not ordered: the 订货数量 cell is empty (the sheet says an empty cell is no order)');

// ---------------------------------------------------------------------------------------------------------------
// 1. A cable brand's regional distributor sends its weekly 库存及订货表; a sub-dealer fills 订货数量 on some rows.
// ---------------------------------------------------------------------------------------------------------------
async function dealerStockOrder() {
  const price = (n: number): Cell => ({ number: n, format: '0.00' });
  const rows: SourceRow[] = [
    spanned(noise, '宏远电缆 东莞总代理 库存及订货表（2025年第38周）'),
    spanned(
      noise,
      '客户：长安镇鸿发电料行　　请在“订货数量”栏填写，未填视为不订；单价为本周出厂价（元/卷、元/米），含税不含运。',
    ),
    row(noise, '序号', '品名', '型号规格', '单位', '包装', '本周单价', '库存', '订货数量', '备注'),
    spanned(noise, '一、布电线（100米/卷）'),
    row(item('BV', '1*1.5', 2000, WIRE), 1, '铜芯聚氯乙烯绝缘电线', 'BV 1.5', '卷', '100米/卷', price(178), 326, 20),
    row(
      item('BV', '1*2.5', 3000, WIRE, '30 卷: 红15 蓝10 双色5'),
      2,
      '',
      'BV 2.5',
      '卷',
      '100米/卷',
      price(285),
      512,
      30,
      '红15 蓝10 双色5',
    ),
    row(notOrdered, 3, '', 'BV 4', '卷', '100米/卷', price(452), 208),
    row(item('BV', '1*6', 1000, WIRE), 4, '', 'BV 6', '卷', '100米/卷', price(668), 95, 10),
    row(notOrdered, 5, '', 'BV 10', '卷', '100米/卷', price(1105), 40),
    row(item('BVR', '1*16', 200, WIRE), 6, '铜芯聚氯乙烯绝缘软电线', 'BVR 16', '卷', '100米/卷', price(1860), 12, 2),
    row(
      item('BVR', '1*25', 100, WIRE, 'out of stock, ordered anyway'),
      7,
      '',
      'BVR 25',
      '卷',
      '100米/卷',
      price(2890),
      0,
      1,
      '缺货也先订上',
    ),
    row(item('RVV', '3*1.5', 500, FLEX), 8, '护套线', 'RVV3*1.5', '卷', '100米/卷', price(310), 60, 5, '白色'),
    row(
      review('订货 5或10 卷: two amounts, the customer has not decided'),
      9,
      '',
      'RVV2*1.0',
      '卷',
      '100米/卷',
      price(152),
      88,
      '5或10',
    ),
    spanned(noise, '二、电力电缆（按米，散装可裁）'),
    row(
      item('YJV', '3*4+1*2.5', 300, LV, '单位 米; the 100米/卷 packing is not the amount'),
      10,
      '交联电力电缆',
      'YJV 3×4+1×2.5',
      '米',
      '100米/卷',
      price(9.6),
      1200,
      300,
    ),
    row(item('YJV', '3*10+1*6', 500, LV), 11, '', 'YJV 3×10+1×6', '米', '散装', price(21.8), 860, 500),
    row(notOrdered, 12, '', 'YJV 4×16+1×10', '米', '散装', price(42.5), 420),
    row(item('YJV', '4*25+1*16', 300, LV), 13, '', 'YJV 4X25+1X16', '米', '散装', price(63.2), 300, 300, '库存全要'),
    row(
      item('YJV', '3*35+1*16', 200, LV, 'asks when stock arrives; the order stands'),
      14,
      '',
      'YJV 3×35+1×16',
      '米',
      '散装',
      price(71),
      0,
      200,
      '缺货，几天能到？',
    ),
    row(
      item('YJV', '4*50+1*25', 500, LV, '1盘 with the row’s 包装 500米/盘'),
      15,
      '',
      'YJV 4×50+1×25',
      '米',
      '500米/盘',
      price(128.6),
      1000,
      '1盘',
    ),
    row(
      review('订货 先报价: the customer asks for a price first, no amount'),
      16,
      '',
      'YJV 4×240+1×120',
      '米',
      '按需',
      price(598),
      150,
      '先报价',
    ),
    row(item('YJLV', '4*95+1*50', 400, LV), 17, '铝芯电缆', 'YJLV 4×95+1×50', '米', '散装', price(38.4), 650, 400),
    row(noiseBecause('not ordered: 订货 0'), 18, '聚氯乙烯电缆', 'VV 3×2.5', '米', '100米/卷', price(6.8), 2000, 0),
    row(item('ZR-YJV', '5*10', 350, LV), 19, '阻燃交联电缆', 'ZR-YJV 5×10', '米', '散装', price(31.5), 350, 350),
    spanned(noise, '三、控制电缆'),
    row(
      item('KVV', '4*1.5', 400, WIRE, '2卷 of the row’s 200米/卷'),
      20,
      '控制电缆',
      'KVV 4×1.5',
      '米',
      '200米/卷',
      price(5.2),
      1600,
      '2卷',
    ),
    row(notOrdered, 21, '', 'KVV 7×1.5', '米', '200米/卷', price(8.9), 400),
    row(
      unknown('KVVP (screened control cable) is not in the catalogue'),
      22,
      '',
      'KVVP 4×1.0',
      '米',
      '200米/卷',
      price(6.1),
      600,
      200,
    ),
    spanned(noise, '四、其他'),
    row(unknown('network cable'), 23, '网线', '超五类 UTP 4对', '箱', '305米/箱', price(265), 35, 3),
    row(unknown('insulating tape'), 24, '电工胶布', '永乐 PVC 黑', '筒', '10卷/筒', price(28), 120, 5),
    row(
      unknown('PV1-F solar cable is not in the catalogue'),
      25,
      '光伏线',
      'PV1-F 1×4',
      '卷',
      '100米/卷',
      price(320),
      30,
      4,
    ),
    row(
      item('BV', '1*16', 500, WIRE, 'a line the customer added under the list: 5 卷'),
      '',
      '（客户加）',
      'BV16平方 黄绿双色',
      '卷',
      '',
      '',
      '',
      5,
      '表里没有的',
    ),
  ];
  const ordered = rows.slice(4).filter((r) => r.cells[7] !== undefined && r.cells[7] !== '').length;
  rows.push(
    row(noise, '', '订货品种数', '', '', '', '', '', { formula: `COUNTA(H5:H${rows.length})`, result: ordered }),
  );
  rows.push(
    spanned(
      noise,
      '说明：1. 库存为9月19日17:00数据，仅供参考；2. 请于周五中午前回传，周六统一配送；3. 缺货品种到货时间另行通知。',
    ),
  );
  const sheet: SheetSpec = {
    name: '库存订货',
    widths: [6, 22, 20, 6, 11, 10, 8, 10, 20],
    rows,
    merges: [
      [5, 2, 9, 2],
      [10, 2, 11, 2],
      [12, 2, 13, 2],
      [15, 2, 21, 2],
      [26, 2, 28, 2],
    ],
    frozenRows: 3,
  };
  const { data, rows: keyRows } = await writeXlsx([sheet]);
  save(
    'dealer-stock-order.xlsx',
    'sheet',
    'a cable brand’s regional distributor’s weekly 库存及订货表 sent back by a sub-dealer: 序号/品名/型号规格/单位/包装/本周单价/库存/订货数量/备注 with 库存 and a price beside every amount, 订货数量 filled on some rows only (the sheet says an empty cell is no order; one 0), 品名 merged down over each group, section rows 一、布电线（100米/卷）…, 单位 卷 for BV/BVR/RVV and 米 for YJV/KVV with a 包装 column (100米/卷 beside a 米 row, 500米/盘 with 订货 1盘, 200米/卷 with 2卷), 5或10, 先报价, 缺货也先订上, a line the customer added under the list (BV16平方 黄绿双色 5卷), a COUNTA row and a note',
    data,
    keyRows,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 2. A rooftop PV plant's 电缆清册: one row per 电缆编号 range (W101~W112), the length is that of one cable.
// ---------------------------------------------------------------------------------------------------------------
async function pvCableSchedule() {
  const power: SourceRow[] = [
    spanned(noise, '鹏程新材料厂区 8.6MWp 屋顶分布式光伏发电项目　电缆清册（动力）'),
    spanned(noise, '说明：“单根长度”为每根电缆的长度（已含两端预留及弧垂），编号区间内各根长度相同。'),
    row(noise, '序号', '电缆编号', '起点', '终点', '型号', '规格', '单根长度(m)', '备注'),
    spanned(noise, '一、直流部分'),
    row(
      unknown('PV1-F solar DC cable is not in the catalogue'),
      1,
      'PV1-01~PV1-24',
      '组串',
      '1#逆变器',
      'PV1-F',
      '1×4',
      45,
      '光伏专用直流电缆',
    ),
    row(unknown('MC4 connectors, an accessory'), 2, '—', '组串', '逆变器', 'MC4连接器', '公母对', '', '共480对'),
    spanned(noise, '二、交流0.4kV部分'),
    row(
      item('YJV22', '3*70+2*35', 1020, LV, 'W101~W112 = 12 cables × 85 m'),
      3,
      'W101~W112',
      '1#~12#逆变器',
      '1#交流汇流箱',
      'YJV22-0.6/1kV',
      '3×70+2×35',
      85,
    ),
    row(
      item('YJV22', '3*70+2*35', 880, LV, 'W113~W120 = 8 × 110 m'),
      4,
      'W113~W120',
      '13#~20#逆变器',
      '2#交流汇流箱',
      'YJV22-0.6/1kV',
      '3×70+2×35',
      110,
    ),
    row(
      item('YJV22', '3*240+1*120', 520, LV, '4 circuits × 2 cables in parallel × 65 m'),
      5,
      'W121~W124',
      '1#、2#汇流箱',
      '并网柜',
      'YJV22-0.6/1kV',
      '3×240+1×120',
      65,
      '每回路2根并联，编号按回路',
    ),
    row(
      item('YJV', '4*35+1*16', 80, LV, 'W125~W126 = 2 × 40 m'),
      6,
      'W125~W126',
      '站用变',
      '低压配电屏',
      'YJV-0.6/1kV',
      '4×35+1×16',
      40,
    ),
    row(
      item('ZR-YJV', '5*10', 165, LV, 'three numbers listed × 55 m'),
      7,
      'W127、W129、W131',
      '低压配电屏',
      '1AL~3AL照明箱',
      'ZR-YJV-0.6/1kV',
      '5×10',
      55,
    ),
    row(item('ZR-YJV', '5*6', 70, LV), 8, 'W130', '低压配电屏', '检修箱', 'ZR-YJV-0.6/1kV', '5×6', 70),
    row(
      item('NH-YJV', '4*25+1*16', 192, LV, 'W132~W135 = 4 × 48 m'),
      9,
      'W132~W135',
      '低压配电屏',
      '消防泵控制箱',
      'NH-YJV-0.6/1kV',
      '4×25+1×16',
      48,
    ),
    row(
      item('YJV', '3*6', 140, LV, 'W136~W140 less W138 = 4 × 35 m'),
      10,
      'W136~W140',
      '低压配电屏',
      '监控立杆箱',
      'YJV-0.6/1kV',
      '3×6',
      35,
      'W138取消',
    ),
    row(
      review('length 待定 (二期预留): no amount'),
      11,
      'W141~W150',
      '3#汇流箱',
      '并网柜',
      'YJV22-0.6/1kV',
      '3×70+2×35',
      '待定',
      '二期预留，长度待定',
    ),
    row(
      item('BVR', '1*35', 300, WIRE, '共300 is the total'),
      12,
      '—',
      '设备外壳',
      '接地网',
      'BVR-450/750V',
      '1×35 黄绿',
      '共300',
      '接地跨接',
    ),
    spanned(noise, '三、10kV部分'),
    row(
      item('YJV22', '3*95', 1260, MV, '1W1~1W3 = 3 × 420 m'),
      13,
      '1W1~1W3',
      '1#~3#箱变',
      '10kV开关站',
      'YJV22-8.7/15kV',
      '3×95',
      420,
    ),
    row(
      item('YJV22', '3*240', 1350, MV, 'one cable laid in two lengths; the joint is not priced here'),
      14,
      '1W4',
      '10kV开关站',
      '厂区110kV站',
      'YJV22-8.7/15kV',
      '3×240',
      1350,
      '分两段敷设，设中间接头1套',
    ),
    row(item('YJV22', '3*35', 25, MV), 15, '1W5', '10kV开关站', '站用变', 'YJV22-8.7/15kV', '3×35', 25),
    row(
      item('YJV', '3*70', 120, MV, '1W6~1W7 = 2 × 60 m'),
      16,
      '1W6~1W7',
      '10kV开关站',
      'SVG',
      'YJV-8.7/15kV',
      '3×70',
      60,
    ),
    row(
      review('length 800~1000 m, a range (路径未定)'),
      17,
      '1W8',
      '10kV开关站',
      '二期箱变',
      'YJV22-8.7/15kV',
      '3×300',
      '800~1000',
      '路径未定',
    ),
    row(unknown('cable terminations, an accessory'), 18, '1W1~1W3配套', '—', '—', '冷缩户外终端', '3×95', '', '6套'),
    row(unknown('a cable joint, an accessory'), 19, '1W4配套', '—', '—', '10kV中间接头', '3×240', '', '1套'),
    row(noise, '', '编制：李明', '', '校核：张伟', '', '审核：', { date: '2025-09-10' }),
  ];
  const control: SourceRow[] = [
    spanned(noise, '电缆清册（控制及通信）'),
    row(noise, '序号', '电缆编号', '起点', '终点', '型号', '规格', '单根长度(m)', '备注'),
    row(
      unknown('RVSP (RS485 twisted screened pair) is not in the catalogue'),
      1,
      'K101~K120',
      '1#~20#逆变器',
      '数据采集器',
      'RVSP',
      '2×1.0',
      90,
      'RS485通讯',
    ),
    row(unknown('KVVP2-22 is not in the catalogue'), 2, 'K121~K126', '10kV开关柜', '综自屏', 'KVVP2-22', '4×2.5', 40),
    row(
      item('KVV', '4*2.5', 210, WIRE, 'K127~K132 = 6 × 35 m'),
      3,
      'K127~K132',
      '10kV开关柜',
      '直流屏',
      'KVV',
      '4×2.5',
      35,
    ),
    row(
      item('KVV', '10*1.5', 3680, WIRE, 'K133~K140 = 8 × 460 m'),
      4,
      'K133~K140',
      '箱变测控装置',
      '综自屏',
      'KVV',
      '10×1.5',
      460,
    ),
    row(
      item('KVV', '7*1', 110, WIRE, 'two numbers × 55 m'),
      5,
      'K141、K142',
      '10kV开关站',
      '火灾报警控制器',
      'KVV',
      '7×1.0',
      55,
    ),
    row(
      item('KVV', '4*1.5', 90, WIRE, 'K143~K145 = 3 × 30 m'),
      6,
      'K143~K145',
      '交流屏',
      '二次设备',
      'KVV',
      '4×1.5',
      30,
    ),
    row(unknown('optical cable'), 7, 'G1~G3', '10kV开关站', '调度通信', 'GYTA53', '24B1', 1200, '光缆'),
    spanned(noise, '注：控制电缆屏蔽层两端接地；光缆另行招标，本次一并询价。'),
  ];
  const { data, rows } = await writeXlsx([
    { name: '动力电缆', widths: [6, 18, 16, 16, 18, 14, 12, 26], rows: power, frozenRows: 3 },
    { name: '控制及通信', widths: [6, 18, 16, 16, 18, 14, 12, 26], rows: control, frozenRows: 2 },
  ]);
  save(
    'pv-cable-schedule.xlsx',
    'sheet',
    'a rooftop PV plant’s 电缆清册 over two sheets (动力电缆, 控制及通信), rows numbered on over both: 序号/电缆编号/起点/终点/型号/规格/单根长度(m)/备注 with no 根数 column — the count is the 电缆编号 range (W101~W112, 1W1~1W3, K133~K140), a list (W127、W129、W131, K141、K142), a range less one (W136~W140 with W138取消) or a range of circuits of two cables each (每回路2根并联); the note above the header says the length is one cable’s; voltage in the model cell (YJV22-0.6/1kV, YJV22-8.7/15kV), none on KVV; 共300 for a total, 待定 and 800~1000 lengths; PV1-F, MC4, RVSP, KVVP2-22, terminations, a joint and optical cable; a 编制/校核/审核 row with a date',
    data,
    rows,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 3. A contractor's 投标报价 workbook: 封面, 编制说明 and the list on the third sheet, 一/（一）/1 with 小计 rows.
// ---------------------------------------------------------------------------------------------------------------
async function bidPriceWorkbook() {
  const cover: SourceRow[] = [
    row(noise, '滨海产业园二期 10kV配电及室外管网工程'),
    row(noise, '电缆材料询价（投标报价用）'),
    row(noise, '询价单位：中建某局安装工程有限公司 滨海项目部　联系人：刘工', { date: '2025-09-15' }),
  ];
  const notes: SourceRow[] = [
    row(noise, '编制说明'),
    row(noise, '1. 报价含13%增值税及运至工地费用，报价有效期30天。'),
    row(noise, '2. 数量为清单暂定量，结算按实际供货量。'),
    row(noise, '3. 备注栏注明“甲供”的材料由建设单位供货，不需报价，仅列出供核对规格。'),
    row(noise, '4. 未注明电压等级的低压电缆均为0.6/1kV；布电线按100米/卷包装。'),
  ];
  const list: SourceRow[] = [];
  const line = (truth: Truth, no: string | number, name: string, spec: string, unit: string, qty: Cell, note = '') => {
    const r = list.length + 1;
    list.push(row(truth, no, name, spec, unit, qty, '', { formula: `E${r}*F${r}`, result: 0 }, note));
  };
  const heading = (no: string, name: string) => list.push(row(noise, no, name));
  const subtotal = (from: number) => {
    const r = list.length + 1;
    list.push(row(noise, '', '小计', '', '', '', '', { formula: `SUM(G${from}:G${r - 1})`, result: 0 }));
  };
  list.push(spanned(noise, '分部分项材料报价表'));
  list.push(row(noise, '序号', '名称', '规格型号', '单位', '数量', '单价(元)', '合价(元)', '备注'));
  heading('一', '10kV电缆工程');
  heading('（一）', '进线电缆');
  let from = list.length + 1;
  line(item('YJV22', '3*300', 860, MV), 1, '高压电力电缆', 'YJV22-8.7/15kV 3×300', 'm', 860);
  line(item('YJV22', '3*120', 640, MV), 2, '高压电力电缆', 'YJV22-8.7/15kV 3×120', 'm', 640);
  line(unknown('cable terminations, an accessory'), 3, '冷缩终端头', '10kV 3×300 户外', '套', 4);
  subtotal(from);
  heading('（二）', '环网柜出线');
  from = list.length + 1;
  line(item('YJV', '3*70', 145, MV), 1, '高压电力电缆', 'YJV-8.7/15kV 3×70', 'm', 145);
  line(item('YJV', '1*400', 240, MV), 2, '高压电力电缆', 'YJV-8.7/15 1×400', 'm', 240, '单芯，品字形敷设');
  subtotal(from);
  heading('二', '低压电缆工程');
  heading('（一）', '动力干线');
  from = list.length + 1;
  line(item('YJV', '4*240+1*120', 1260, LV), 1, '电力电缆', 'YJV-4×240+1×120', 'm', 1260);
  line(
    review('甲供: 编制说明 3 says owner-supplied materials are listed for reference, not to be priced'),
    2,
    '电力电缆',
    'YJV-4×185+1×95',
    'm',
    980,
    '甲供',
  );
  line(item('YJV', '4*150+1*70', 1420, LV), 3, '电力电缆', 'YJV-4×150+1×70', 'm', { number: 1420, format: '#,##0' });
  line(item('ZC-YJV', '4*120+1*70', 660, LV), 4, '阻燃电力电缆', 'ZC-YJV-4×120+1×70', 'm', 660);
  line(unknown('busway, not a cable'), 5, '密集型母线槽', '1600A', 'm', 45);
  subtotal(from);
  heading('（二）', '消防及应急');
  from = list.length + 1;
  line(item('NH-YJV', '5*16', 530, LV), 1, '耐火电力电缆', 'NH-YJV-5×16', 'm', 530);
  line(
    item('NH-YJV', '4*35+1*16', 380, LV, 'the remark names the spec it replaced'),
    2,
    '耐火电力电缆',
    'NH-YJV-4×35+1×16',
    'm',
    380,
    '原4×25+1×16，设计变更后',
  );
  line(unknown('BTTZ mineral-insulated cable is not in the catalogue'), 3, '矿物绝缘电缆', 'BTTZ-4×25', 'm', 210);
  line(item('WDZ-YJY', '4*25+1*16', 450, LV), 4, '无卤低烟电缆', 'WDZ-YJY-4×25+1×16', 'm', 450);
  subtotal(from);
  heading('（三）', '照明及控制');
  from = list.length + 1;
  line(item('BV', '1*2.5', 12000, WIRE), 1, '布电线', 'BV-2.5', 'm', 12000);
  line(item('BV', '1*4', 6500, WIRE), 2, '布电线', 'BV-4', 'm', 6500);
  line(item('KVV', '8*1.5', 350, WIRE), 3, '控制电缆', 'KVV-8×1.5', 'm', 350);
  subtotal(from);
  const subtotals = list.map((r, i) => (r.cells[1] === '小计' ? `G${i + 1}` : '')).filter(Boolean);
  list.push(row(noise, '', '合计', '', '', '', '', { formula: subtotals.join('+'), result: 0 }));
  const { data, rows } = await writeXlsx([
    { name: '封面', widths: [64, 14], rows: cover },
    { name: '编制说明', widths: [80], rows: notes },
    { name: '报价表', widths: [7, 16, 24, 6, 10, 10, 12, 22], rows: list, frozenRows: 2 },
  ]);
  // Maintainer's change after the reviewer's run (session 19): the product numbers a workbook's rows over its list
  // sheets only, a cover's and a 说明's rows not counted (writers.ts AnswerKey.sheets, as holdout6's
  // price-request-sheet2.xlsx is keyed); the key covers 报价表, its rows numbered by their sheet row. The cover's and
  // the 说明's rows were keyed noise; nothing else of the key changed.
  const listRows = rows.filter((r) => r.sheet === '报价表').map((r) => ({ ...r, row: r.sheetRow! }));
  save(
    'bid-price-workbook.xlsx',
    'sheet',
    'a contractor’s 投标报价 material inquiry as a workbook of three sheets, the key covering the third (its rows numbered by their sheet row): 封面 (project, 询价单位, a date cell), 编制说明 (含税到工地; 暂定量; 甲供 rows are listed for reference and not to be priced; unmarked low-voltage cables are 0.6/1kV) and the list on the third sheet 报价表: 序号/名称/规格型号/单位/数量/单价(元)/合价(元)/备注 with 一 / （一） / 1 levels, a 小计 formula after every （n） group and a 合计 of the 小计, 合价 formulas =E*F with 单价 empty (cached 0), one 数量 shown 1,420, YJV-8.7/15 without kV, a 甲供 row, a 原4×25+1×16 remark, terminations, a busway and BTTZ',
    data,
    listRows,
    ['报价表'],
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 4. A project buyer's 询价单 whose 数量 column is text with its unit (3盘×500m, 2000米（分4盘）, 约1.2km, 同上).
// ---------------------------------------------------------------------------------------------------------------
async function textQuantities() {
  const rows: SourceRow[] = [
    spanned(noise, '电缆询价单'),
    row(noise, '项目：滨江花园三期1#~6#楼', '', '询价人：采购部 王敏 13712345678', '询价日期', { date: '2025-09-17' }),
    row(noise, '序号', '材料名称', '型号规格', '数量（含单位）', '要求到货', '备注'),
    row(item('YJV', '4*95+1*50', 1500, LV), 1, '电力电缆', 'YJV-0.6/1kV 4×95+1×50', '3盘×500m', '9月25日'),
    row(item('YJV', '4*70+1*35', 2000, LV), 2, '同上', 'YJV-0.6/1kV 4×70+1×35', '2000米（分4盘）', '9月25日'),
    row(item('YJV22', '3*185+2*95', 1200, LV), 3, '铠装电缆', 'YJV22-0.6/1kV 3x185+2x95', '约1.2km', '10月初'),
    row(review('2盘 with no drum length'), 4, '电力电缆', 'YJV 4×50+1×25', '2盘'),
    row(item('YJV', '5*16', 650, LV), 5, '同上', 'YJV 5×16', '650m（一整盘，不要接头）'),
    row(item('YJV', '4*35+1*16', 650, LV, '数量 同上: the row above’s 650m'), 6, '同上', 'YJV 4×35+1×16', '同上'),
    row(item('YJV', '3*25+2*16', 600, LV), 7, '同上', 'YJV 3×25+2×16', '300m*2根'),
    row(item('YJV', '4*25+1*16', 1500, LV), 8, '同上', 'YJV-4×25+1x16', '1.5公里'),
    row(
      unknown('YJV 3×16+2×10 is not in the catalogue (its 3+2 specs start at 3×25+2×16)'),
      9,
      '同上',
      'YJV 3×16+2×10',
      '400米',
    ),
    row(
      review('changed by note 3 (改为 YJV 4×25, 数量不变): not to be quoted as written'),
      10,
      '同上',
      'YJV 4×16',
      '800米+350米',
    ),
    row(item('ZR-YJV', '3*10+1*6', 3000, LV), 11, '阻燃电缆', 'ZR-YJV 3×10+1×6', '500m/盘，共6盘'),
    row(item('NH-YJV', '4*10', 800, LV), 12, '耐火电缆', 'NH-YJV 4*10', '约 800 M'),
    row(review('500-600m, a range'), 13, '同上', 'NH-YJV 3×4', '500-600m'),
    row(item('KVV', '5*1.5', 200, WIRE), 14, '控制电缆', 'KVV 5×1.5', '1卷（200米）'),
    row(item('KVV', '14*1', 500, WIRE), 15, '同上', 'KVV 14×1.0', '两盘，每盘250米'),
    row(item('BV', '1*2.5', 3000, WIRE, '3 colours × 10 卷 = 30 卷'), 16, '布电线', 'BV 2.5', '红、蓝、黄绿各10卷'),
    row(item('BV', '1*4', 2000, WIRE), 17, '同上', 'BV 4', '20卷（100m/卷）'),
    row(item('BV', '1*6', 1200, WIRE, 'full-width digits'), 18, '同上', 'BV 6', '１２００ｍ'),
    row(item('BVR', '1*10', 300, WIRE), 19, '软线', 'BVR 10', '3卷'),
    row(item('RVV', '3*2.5', 1000, FLEX), 20, '护套线', 'RVV 3×2.5', '壹仟米'),
    row(item('YJLV', '3*120+1*70', 800, LV), 21, '铝芯电缆', 'YJLV 3×120+1×70', '0.8千米'),
    row(item('JKLYJ', '1*95', 4800, '1kV', '4 conductors × 1.2 km'), 22, '架空绝缘线', 'JKLYJ-1kV 1×95', '1.2km×4根'),
    row(item('JKLYJ', '1*150', 2700, '10kV', 'three phases × 0.9 km'), 23, '同上', 'JKLYJ-10kV 1×150', '三相 3×0.9km'),
    row(unknown('a cable branch box'), 24, '电缆分支箱', 'DFW-12/630', '2台'),
    row(review('按图纸，待定: no amount'), 25, '电力电缆', 'YJV 3×150+2×70', '按图纸，待定'),
    row(
      item('YJV', '3*240', 350, MV, 'one length, no joint'),
      26,
      '高压电缆',
      'YJV-8.7/15kV 3×240',
      '0.35km（单根，中间不可有接头）',
    ),
    row(item('YJV', '1*300', 720, LV, 'no voltage: the product’s 0.6/1kV'), 27, '单芯电缆', 'YJV 1×300', '6根×120m'),
    row(item('VV', '4*10', 150, LV), 28, '电力电缆', 'VV 4×10', '150米', '', '现货优先'),
    spanned(noise, '注：1. 以上电缆均为铜芯（铝芯已注明），国标，须提供出厂检测报告；'),
    spanned(noise, '2. 第16项颜色：红、蓝、黄绿三色各10卷，不要其他颜色；'),
    spanned(
      item('YJV', '4*25', 1150, LV, 'the correction of row 10: 800米+350米 of YJV 4×25'),
      '3. 第10项 YJV 4×16 改为 YJV 4×25，数量不变。',
    ),
  ];
  const { data, rows: keyRows } = await writeXlsx([
    { name: 'Sheet1', widths: [6, 12, 26, 28, 10, 12], rows, frozenRows: 3 },
  ]);
  save(
    'text-quantities.xlsx',
    'sheet',
    'a residential project buyer’s 询价单 whose 数量（含单位） column is text with the unit in it and no 单位 column: 3盘×500m, 2000米（分4盘）, 约1.2km, 2盘 (no drum length), 650m（一整盘，不要接头） and 同上 under it, 300m*2根, 1.5公里, 800米+350米, 500m/盘，共6盘, 约 800 M, 500-600m, 1卷（200米）, 两盘，每盘250米, 红、蓝、黄绿各10卷, 20卷（100m/卷）, full-width １２００ｍ, 壹仟米, 0.8千米, 1.2km×4根, 三相 3×0.9km, 2台, 按图纸，待定, 0.35km（单根…）, 6根×120m; 材料名称 同上 on most rows; 3x185+2x95 and 4*10; three note rows under the list, the last changing row 10’s spec (第10项 YJV 4×16 改为 YJV 4×25，数量不变)',
    data,
    keyRows,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 5. A 技术规格书 annex PDF: 附件2 电缆一览表 with 长度(km), 盘长(m) and 盘数, over two pages.
// ---------------------------------------------------------------------------------------------------------------
async function specAnnex() {
  const cells = (truth: Truth, ...texts: Array<string | number>): PdfLine => ({
    kind: 'cells',
    cells: texts.map(String),
    truth,
  });
  const text = (truth: Truth, t: string, extra: Partial<Extract<PdfLine, { kind: 'text' }>> = {}): PdfLine => ({
    kind: 'text',
    text: t,
    truth,
    ...extra,
  });
  const header: PdfLine = {
    kind: 'cells',
    cells: ['序号', '名称', '型号', '额定电压', '规格(mm²)', '长度(km)', '盘长(m)', '盘数', '备注'],
    truth: noise,
    top: true,
  };
  const table1: Array<[Truth, ...Array<string | number>]> = [
    [item('YJV22', '3*300', 4200, MV), 1, '高压电力电缆', 'YJV22', '8.7/15kV', '3×300', '4.200', 700, 6, '主供回路'],
    [item('YJV22', '3*240', 2850, MV), 2, '高压电力电缆', 'YJV22', '8.7/15kV', '3×240', '2.850', 950, 3, ''],
    [item('YJV22', '3*95', 960, MV), 3, '高压电力电缆', 'YJV22', '8.7/15kV', '3×95', '0.960', 480, 2, ''],
    [item('YJV', '1*400', 1500, HV), 4, '单芯电力电缆', 'YJV', '26/35kV', '1×400', '1.500', 500, 3, '品字形敷设'],
    [item('YJV', '1*630', 720, MV), 5, '单芯电力电缆', 'YJV', '8.7/15kV', '1×630', '0.720', 240, 3, ''],
    [
      review('长度 3.000 km but 盘长 500 m × 5 盘 = 2.5 km (the spec says 盘数 = 长度 ÷ 盘长): ask which'),
      6,
      '低压电力电缆',
      'YJV22',
      '0.6/1kV',
      '4×185+1×95',
      '3.000',
      500,
      5,
      '',
    ],
    [item('YJV', '4*120+1*70', 1600, LV), 7, '低压电力电缆', 'YJV', '0.6/1kV', '4×120+1×70', '1.600', 400, 4, ''],
    [item('ZC-YJV', '5*10', 600, LV), 8, '阻燃电力电缆', 'ZC-YJV', '0.6/1kV', '5×10', '0.600', 300, 2, ''],
    [item('NH-YJV', '4*50+1*25', 450, LV), 9, '耐火电力电缆', 'NH-YJV', '0.6/1kV', '4×50+1×25', '0.450', 450, 1, ''],
    [item('WDZ-YJY', '3*35+2*16', 800, LV), 10, '低烟无卤电缆', 'WDZ-YJY', '0.6/1kV', '3×35+2×16', '0.800', 400, 2, ''],
    [item('KVV', '7*1.5', 1200, WIRE), 11, '控制电缆', 'KVV', '450/750V', '7×1.5', '1.200', 600, 2, ''],
    [
      unknown('KVVP2-22 is not in the catalogue'),
      12,
      '控制电缆',
      'KVVP2-22',
      '450/750V',
      '10×1.5',
      '0.800',
      400,
      2,
      '',
    ],
    [
      item('JKLYJ', '1*185', 3000, '10kV', '长度 —: note 1 says stock 盘长 × 盘数 = 3 × 1000 m'),
      13,
      '架空绝缘导线',
      'JKLYJ',
      '10kV',
      '1×185',
      '—',
      1000,
      3,
      '见注1',
    ],
    [item('BVR', '1*70', 300, WIRE), 14, '接地软线', 'BVR', '450/750V', '1×70 黄绿', '0.300', 100, 3, ''],
    [unknown('optical cable'), 15, '光缆', 'GYFTZY-48B1', '—', '48芯', '5.200', 2000, 3, '随电缆同沟'],
    [
      unknown('cable terminations, an accessory'),
      16,
      '10kV电缆终端',
      '冷缩户内',
      '8.7/15kV',
      '3×300',
      '—',
      '—',
      '—',
      '12套',
    ],
    [
      item('YJV', '4*240+1*120', 800, LV, 'range 0.5～0.8 km; note 2 says stock the upper bound'),
      17,
      '低压电力电缆',
      'YJV',
      '0.6/1kV',
      '4×240+1×120',
      '0.5～0.8',
      400,
      '—',
      '见注2',
    ],
    [item('YJV22', '3*150', 1800, MV), 18, '高压电力电缆', 'YJV22', '8.7/15kV', '3×150', '1.8', 600, 3, ''],
  ];
  const table2: Array<[Truth, ...Array<string | number>]> = [
    [
      review('备注 备用，是否采购待定: the purchase itself is undecided'),
      19,
      '高压电力电缆',
      'YJV',
      '8.7/15kV',
      '3×70',
      '0.36',
      360,
      1,
      '备用，是否采购待定',
    ],
    [item('VV22', '3*50+1*25', 250, LV), 20, '低压电力电缆', 'VV22', '0.6/1kV', '3×50+1×25', '0.250', 250, 1, ''],
    [item('YJLV', '4*150+1*70', 900, LV), 21, '低压电力电缆', 'YJLV', '0.6/1kV', '4×150+1×70', '0.9', 450, 2, '铝芯'],
    [
      unknown('YJV22 at 26/35kV is not in the catalogue'),
      22,
      '高压电力电缆',
      'YJV22',
      '26/35kV',
      '3×185',
      '2.4',
      800,
      3,
      '',
    ],
  ];
  const km = [...table1, ...table2]
    .map((r) => Number(r[6]))
    .filter((n) => Number.isFinite(n))
    .reduce((a, b) => a + b, 0);
  const page1: PdfLine[] = [
    text(noise, '滨海新区综合管廊一期工程电力电缆采购　技术规格书', { size: 14, centred: true }),
    text(noise, '第三章　货物需求及技术要求', { size: 10 }),
    text(noise, '3.1 本规格书适用于综合管廊一期工程 10kV 及 0.6/1kV 电力电缆、控制电缆及架空绝缘导线的采购。'),
    text(noise, '3.2 导体采用无氧铜（架空导线为铝），执行 GB/T 12706-2020；阻燃、耐火电缆执行 GB/T 19666-2019。'),
    text(noise, '3.3 交货盘长按附件2“盘长”栏执行，单盘长度偏差不超过±1%，同一盘内不得有中间接头。'),
    text(noise, '3.4 附件2中“长度”以 km 计，为本次采购长度；盘数 = 长度 ÷ 盘长。'),
    text(noise, '3.5 电缆外护套应连续印有制造厂名、型号、额定电压、规格及米标，米标误差不大于0.5%。'),
    text(noise, '附件2　电缆一览表', { size: 11, gapBefore: 6 }),
    header,
    ...table1.map(([truth, ...rest]) => cells(truth, ...rest)),
    text(noise, '第 1 页　共 2 页', { centred: true, gapBefore: 60 }),
  ];
  const page2: PdfLine[] = [
    text(noise, '附件2　电缆一览表（续）', { size: 11 }),
    header,
    ...table2.map(([truth, ...rest]) => cells(truth, ...rest)),
    cells(noise, '', '合计', '', '', '', km.toFixed(3), '', '', ''),
    text(noise, '注：1. 第13项长度待线路设计确认，暂按盘长×盘数备货；', { gapBefore: 8 }),
    text(noise, '2. 第17项长度视管廊内实际路径确定，投标人按区间上限备料；'),
    text(noise, '3. 本表与招标文件其他部分不一致时，以本表为准。'),
    text(noise, '滨海新区综合管廊建设管理有限公司　2025年9月', { right: true, gapBefore: 16 }),
    text(noise, '第 2 页　共 2 页', { centred: true, gapBefore: 250 }),
  ];
  const { data, rows } = await writePdf({
    page: [842, 595],
    columns: [0, 34, 130, 220, 290, 390, 460, 530, 580],
    pages: [page1, page2],
    producer: 'Microsoft® Word 2016',
  });
  save(
    'spec-annex.pdf',
    'pdf',
    'an owner’s 技术规格书 (utility tunnel, 10kV and 0.6/1kV) as a text PDF over two pages: paragraphs 3.1–3.4 (长度 is in km and is the purchase length; 盘数 = 长度 ÷ 盘长), then 附件2 电缆一览表 with 序号/名称/型号/额定电压/规格(mm²)/长度(km)/盘长(m)/盘数/备注 — model and voltage in their own columns, 长度 4.200 / 0.36 / 1.8 in km beside 盘长 in m; a row whose 长度 disagrees with 盘长×盘数; a 长度 — and a 0.5～0.8 settled by the notes under the table (按盘长×盘数备货, 按区间上限备料); a row 备用，是否采购待定; header repeated on page 2 under a （续） title, a 合计 of the km column, page footers, KVVP2-22, optical cable, terminations, YJV22 at 26/35kV',
    data,
    rows,
  );
}

async function main() {
  await dealerStockOrder();
  await pvCableSchedule();
  await bidPriceWorkbook();
  await textQuantities();
  await specAnnex();
  console.log(summary.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
