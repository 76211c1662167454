/**
 * The twenty-fifth holdout inquiry corpus: five inquiries written blind (without reading the parser, the server's or
 * the web app's code, docs/, the README's accuracy sections, scripts/ or the git history), in forms a Chinese cable
 * supplier's sales staff receive and earlier holdouts do not have:
 * - a 设计院 drawing set's 图纸目录 and 主要设备材料表 printed to a text PDF (A4 landscape, three pages): cables as rows
 *   among switchgear, lighting, tray and conduit, 备注 由厂家配套 on two cable rows, a km row, a wrapped 备注, a 10 kV
 *   cable 由供电部门设计 with no amount, a 续 page with the header again, notes and a signature line;
 * - a cost engineer's 招标控制价 (施工图预算) workbook .xlsx: 定额编号 rows (labour: 电缆敷设, 管内穿线) with a 主材 row
 *   under each, the 主材 数量 a formula = 定额工程量 × 含量 (101.5 m per 100 m for cable: the 1.5% loss is included),
 *   序号 merged down over each 定 / 主 pair, 分部 headings and 小计 / 合计 formulas, 甲供 and a cancelled circuit in
 *   备注, and a hidden second sheet 主材价格表 (prices, no quantities);
 * - a 抖音 live-stream's comment thread pasted as text: times and nicknames, emoji, gifts, the host's replies (一卷都是
 *   100米), 宝子, 链接, "3x2.5的多少一米", 下单 of 2卷 with colours, 三百五十米 then 改成400米, 1.2km;
 * - a Malaysian distributor's mixed Chinese / English WhatsApp export (Android form): a numbered list inside one
 *   message, rolls / coil / drum / box, THHN and AWG, Cat6, an ABC aerial cable, a second list for a shop in Cebu, a
 *   cancelled line and a later change of item 2;
 * - a customer's 补充询价 e-mail that refers back to an earlier list by item numbers (第3项…由600米改为800米, 第5项数量改为
 *   1,200米, 数量同原清单, 新增, 取消) with the quoted original mail under it.
 * Each file has an answer key written from what the file shows and what a careful salesperson would quote;
 * README.md lists the judgement calls. Every file and key is byte-for-byte the same on every run.
 *
 *   npx tsx corpus/holdout25/generate.ts
 */

import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import JSZip from 'jszip';
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
  writePdf,
  writeText,
  writeXlsx,
} from '../holdout4/writers';

const HERE = dirname(fileURLToPath(import.meta.url));

const LV = '0.6/1kV';
const MV = '8.7/15kV';
const CV = '450/750V';
const SV = '300/500V';

const COIL = 'building wire 卷 / roll / coil = 100 m';
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

// ---------------------------------------------------------------------------------------------------------------
/**
 * 1. A 设计院's 图纸目录 and 主要设备材料表 (电施-02) printed to a text PDF, A4 landscape, ruled: page 1 the drawing
 * list (12 drawings), pages 2 and 3 the material table (序号 / 名称 / 型号及规格 / 单位 / 数量 / 备注) with its header on
 * each page, sections 一 配电设备 / 二 电缆、电线 / 三 灯具 / 四 桥架、管材及接地, notes and a signature line.
 */
async function shejiCailiaobiao(): Promise<Written> {
  const cells = (truth: Truth, ...texts: string[]): PdfLine => ({ kind: 'cells', cells: texts, truth });
  const text = (t: string, truth: Truth, more: Partial<Extract<PdfLine, { kind: 'text' }>> = {}): PdfLine => ({
    kind: 'text',
    text: t,
    truth,
    ...more,
  });
  const HEADER: PdfLine = {
    kind: 'cells',
    cells: ['序号', '名称', '型号及规格', '单位', '数量', '备注'],
    truth: noiseBecause('the material table header (on each page)'),
    top: true,
  };
  const FACTORY =
    '备注 由厂家配套 (the notes: supplied with the equipment by its maker, not bought separately): not to be quoted';
  const page1: PdfLine[] = [
    text('中建华东建筑设计研究院有限公司', noise, { size: 12, centred: true }),
    text('图 纸 目 录', noise, { size: 14, centred: true }),
    text('工程名称：宁波杭州湾智能装备产业园 3#厂房    子项：电气    设计阶段：施工图    工程号：2025-NB-0317', noise),
    {
      kind: 'cells',
      cells: ['序号', '图号', '图纸名称', '图幅', '版次', '备注'],
      truth: noiseBecause('the drawing list header'),
      top: true,
    },
    ...(
      [
        ['01', '电施-01', '电气设计说明（一）', 'A1', '0', ''],
        ['02', '电施-02', '电气设计说明（二）、主要设备材料表', 'A1', '0', ''],
        ['03', '电施-03', '高低压配电系统图', 'A1', '0', ''],
        ['04', '电施-04', '低压配电干线系统图', 'A1', '0', ''],
        ['05', '电施-05', '动力配电箱系统图（一）', 'A1', '0', ''],
        ['06', '电施-06', '动力配电箱系统图（二）', 'A1', '0', ''],
        ['07', '电施-07', '一层动力平面图', 'A0', '0', ''],
        ['08', '电施-08', '一层照明平面图', 'A0', '0', ''],
        ['09', '电施-09', '二层动力平面图', 'A0', '0', ''],
        ['10', '电施-10', '二层照明平面图', 'A0', '0', ''],
        ['11', '电施-11', '屋面防雷平面图', 'A1', '0', ''],
        ['12', '电施-12', '基础接地平面图', 'A1', '0', '利用基础钢筋'],
      ] as string[][]
    ).map((c) => cells(noiseBecause('a drawing in the list, not goods'), ...c)),
    text('本目录共 1 页，图纸共 12 张（不含标准图集）', noise, { gapBefore: 6 }),
    text('设计：王晓峰    校对：李敏    审核：周建华    审定：陈国平    日期：2025.08', noise),
  ];
  const page2: PdfLine[] = [
    text('主要设备材料表', noise, { size: 14, centred: true }),
    text('工程名称：宁波杭州湾智能装备产业园 3#厂房（电气）    图号：电施-02    第 1 页 共 2 页', noise),
    HEADER,
    cells(noiseBecause('a section of the table'), '一', '配电设备'),
    cells(
      unknown(NOT_CABLE('low-voltage switchgear (GGD2)')),
      '1',
      '低压配电柜',
      'GGD2 固定式 800×600×2200',
      '面',
      '7',
      '详见系统图',
    ),
    cells(
      unknown(NOT_CABLE('distribution boards')),
      '2',
      '动力配电箱',
      'AP1~AP8 非标 箱体1.5mm',
      '台',
      '8',
      '底边距地1.5m',
    ),
    cells(noiseBecause('a section of the table'), '二', '电缆、电线'),
    {
      kind: 'cells',
      cells: ['3', '电力电缆', 'YJV-0.6/1kV-4×185+1×95', 'm', '260', '变压器至低压柜，长度以'],
      truth: item('YJV', '4*185+1*95', 260, LV, 'an estimated length (长度以实测为准): quote the number'),
      ruleFrom: -1,
    },
    cells(noiseBecause('the 备注 of the row above, wrapped'), '', '', '', '', '', '实测为准'),
    cells(
      item('YJV', '4*120+1*70', 1150, LV, '1,150 with a thousands comma'),
      '4',
      '电力电缆',
      'YJV-0.6/1kV-4×120+1×70',
      'm',
      '1,150',
      '',
    ),
    cells(item('YJV', '4*50+1*25', 380, LV), '5', '电力电缆', 'YJV-0.6/1kV-4×50+1×25', 'm', '380', ''),
    cells(item('YJV', '5*16', 420, LV), '6', '电力电缆', 'YJV-0.6/1kV-5×16', 'm', '420', ''),
    cells(review(FACTORY), '7', '电力电缆', 'YJV-0.6/1kV-5×4', 'm', '150', '由厂家配套'),
    cells(
      item('YJV22', '4*95+1*50', 450, LV, '单位 km: 0.45 km = 450 m'),
      '8',
      '铠装电力电缆',
      'YJV22-0.6/1kV-4×95+1×50',
      'km',
      '0.45',
      '室外直埋',
    ),
    cells(
      item('YJV22', '3*95', 180, MV),
      '9',
      '中压电力电缆',
      'YJV22-8.7/15kV-3×95',
      'm',
      '180',
      '10kV进线（开闭所至高压柜）',
    ),
    cells(
      review(
        '数量 — and 由供电部门设计，不在本次范围 (the utility designs and supplies it): no amount, not in this order',
      ),
      '10',
      '中压电力电缆',
      'YJV22-8.7/15kV-3×70',
      'm',
      '—',
      '由供电部门设计，不在本次范围',
    ),
    cells(
      item('NH-YJV', '4*35+1*16', 210, LV),
      '11',
      '耐火电力电缆',
      'NH-YJV-0.6/1kV-4×35+1×16',
      'm',
      '210',
      '消防水泵',
    ),
    cells(item('NH-YJV', '5*6', 340, LV), '12', '耐火电力电缆', 'NH-YJV-0.6/1kV-5×6', 'm', '340', '排烟风机'),
    cells(item('WDZ-YJY', '5*10', 280, LV), '13', '低烟无卤阻燃电缆', 'WDZ-YJY-0.6/1kV-5×10', 'm', '280', ''),
    cells(
      unknown(NOT_SOLD('WDZN-YJY (low-smoke halogen-free fire-resistant)')),
      '14',
      '低烟无卤阻燃耐火电缆',
      'WDZN-YJY-0.6/1kV-4×25+1×16',
      'm',
      '160',
      '应急照明',
    ),
    cells(item('ZC-YJV', '3*70+1*35', 300, LV), '15', '阻燃电力电缆', 'ZC-YJV-0.6/1kV-3×70+1×35', 'm', '300', ''),
    cells(review(FACTORY), '16', '电力电缆', 'YJV-0.6/1kV-3×4+1×2.5', 'm', '96', '由厂家配套（屋顶风机）'),
    cells(item('KVV', '7*1.5', 520, CV), '17', '控制电缆', 'KVV-450/750V-7×1.5', 'm', '520', ''),
    cells(
      unknown(NOT_SOLD('KVVP (screened control cable)')),
      '18',
      '屏蔽控制电缆',
      'KVVP-450/750V-4×1.5',
      'm',
      '300',
      '',
    ),
    cells(
      item('BV', '1*2.5', 8600, CV, '8,600 with a thousands comma'),
      '19',
      '电线',
      'BV-450/750V-2.5mm²',
      'm',
      '8,600',
      '',
    ),
    cells(item('BV', '1*16', 450, CV), '20', '电线', 'BV-450/750V-16mm²', 'm', '450', '黄绿双色（PE线）'),
  ];
  const page3: PdfLine[] = [
    text('主要设备材料表（续）', noise, { size: 14, centred: true }),
    text('工程名称：宁波杭州湾智能装备产业园 3#厂房（电气）    图号：电施-02    第 2 页 共 2 页', noise),
    HEADER,
    cells(item('BVR', '1*6', 200, CV), '21', '软电线', 'BVR-450/750V-6mm²', 'm', '200', '配电箱内接地'),
    cells(item('RVV', '3*1.5', 150, SV), '22', '护套线', 'RVV-300/500V-3×1.5', 'm', '150', '检修插座'),
    cells(
      unknown(NOT_SOLD('NH-BV (fire-resistant BV)')),
      '23',
      '耐火电线',
      'NH-BV-450/750V-2.5mm²',
      'm',
      '1,800',
      '应急照明',
    ),
    cells(
      item('YJV', '1*240', 260, LV, 'YJV 1×240 is made at three levels; the row writes 0.6/1kV'),
      '24',
      '电力电缆',
      'YJV-0.6/1kV-1×240',
      'm',
      '260',
      '发电机至ATSE（每相一根+N）',
    ),
    cells(noiseBecause('a section of the table'), '三', '灯具'),
    cells(unknown(NOT_CABLE('LED tri-proof lamps')), '25', 'LED三防灯', '1×36W IP65', '套', '186', '吸顶安装'),
    cells(noiseBecause('a section of the table'), '四', '桥架、管材及接地'),
    cells(unknown(NOT_CABLE('cable tray')), '26', '电缆桥架', '槽式 400×150 热镀锌', 'm', '260', ''),
    cells(unknown(NOT_CABLE('hot-dip galvanised flat steel')), '27', '热镀锌扁钢', '-40×4', 'm', '600', '接地干线'),
    text(
      '注：1. 表中电缆、电线长度为估算长度，仅供参考，订货前应以现场实测为准。',
      noiseBecause('a note: the lengths are estimates'),
      {
        gapBefore: 6,
      },
    ),
    text('2. 备注中注明“由厂家配套”者随设备成套供货，不另行采购。', noiseBecause('a note: what 由厂家配套 means')),
    text('3. 未注明者均为铜芯电缆；电缆、电线均应符合GB/T 12706、GB/T 5023的要求。', noise),
    text('设计：王晓峰    校对：李敏    审核：周建华    专业负责人：陈国平', noise, { gapBefore: 6 }),
  ];
  const { data, rows } = await writePdf({
    page: [842, 595],
    columns: [0, 40, 190, 470, 520, 590],
    pages: [page1, page2, page3],
    producer: 'Microsoft® Word 2016',
  });
  return {
    name: 'sheji-cailiaobiao.pdf',
    data,
    key: keyed(
      'sheji-cailiaobiao.pdf',
      'pdf',
      'a 设计院 (design institute) drawing set printed to a text PDF, A4 landscape, ruled, three pages: page 1 the 图纸目录 (序号 / 图号 / 图纸名称 / 图幅 / 版次 / 备注, 12 drawings 电施-01…12, a count and a 设计 / 校对 / 审核 / 审定 line); pages 2–3 the 主要设备材料表 of 电施-02 (序号 / 名称 / 型号及规格 / 单位 / 数量 / 备注, its header on each page, 第 n 页 共 2 页 and 续 on page 3): sections 一 配电设备 (GGD2 柜, 配电箱), 二 电缆、电线 (YJV-0.6/1kV-4×185+1×95 with a 备注 wrapped onto the next line, 1,150, 8,600, a row in km 0.45, YJV22-8.7/15kV-3×95, a 10 kV cable 由供电部门设计 with 数量 —, two rows 由厂家配套, WDZN-YJY, KVVP, NH-BV, YJV-0.6/1kV-1×240), 三 灯具, 四 桥架、管材及接地; notes (lengths estimated, 由厂家配套 not bought separately) and a signature line',
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/** A 定额 row and the 主材 row under it, 序号 merged down over the two. */
interface Pair {
  quota: string;
  work: string;
  unit: string;
  qty: number;
  price: number;
  code: string;
  material: string;
  mUnit: string;
  per: number;
  mPrice: number;
  note?: string;
  truth: (metres: number) => Truth;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * 2. A 招标控制价 of a school's electrical installation (施工图预算, 定额计价) as an .xlsx: a visible sheet 分部分项工程费
 * and a hidden sheet 主材价格表. On the visible sheet a merged title, 工程名称 line and 说明 (主材数量 = 定额工程量 ×
 * 含量, loss included), a header 序号 / 定额编号 / 类别 / 名称及规格 / 单位 / 含量 / 数量 / 单价 / 合价 / 备注, three 分部
 * headings merged across, each 定 row (the labour: 100m) with its 主 row under it (数量 a formula = 定额工程量 × 含量),
 * 序号 merged down over each pair, 分部小计 and 合计 formulas, and a signature row.
 */
async function yusuanKongzhijia(): Promise<Written> {
  const LOSS = (metres: number, qty: number, per: number) =>
    `the 主材 数量 ${metres} m is 定额工程量 ${qty} (100m) × 含量 ${per}: the ${per === 101.5 ? '1.5% cable loss' : 'wire allowance of the 定额'} is already included; quote it as written`;
  const cable =
    (model: string, spec: string, scope: string) =>
    (metres: number, qty = 0, per = 0) =>
      item(model, spec, metres, scope, LOSS(metres, qty, per));
  const pairs: Array<Pair | string> = [
    '一、电缆敷设',
    {
      quota: '4-9-159',
      work: '铜芯电力电缆敷设 电缆(截面mm²以内) 240',
      unit: '100m',
      qty: 2.6,
      price: 1845.32,
      code: '28030145',
      material: '电力电缆 YJV-0.6/1kV-4×185+1×95',
      mUnit: 'm',
      per: 101.5,
      mPrice: 756,
      truth: (m) => cable('YJV', '4*185+1*95', LV)(m, 2.6, 101.5),
    },
    {
      quota: '4-9-158',
      work: '铜芯电力电缆敷设 电缆(截面mm²以内) 120',
      unit: '100m',
      qty: 4.8,
      price: 1236.4,
      code: '28030131',
      material: '电力电缆 YJV-0.6/1kV-4×95+1×50',
      mUnit: 'm',
      per: 101.5,
      mPrice: 392.5,
      truth: (m) => cable('YJV', '4*95+1*50', LV)(m, 4.8, 101.5),
    },
    {
      quota: '4-9-157',
      work: '铜芯电力电缆敷设 电缆(截面mm²以内) 35',
      unit: '100m',
      qty: 6.4,
      price: 702.18,
      code: '28030112',
      material: '电力电缆 YJV-0.6/1kV-5×16',
      mUnit: 'm',
      per: 101.5,
      mPrice: 96.8,
      truth: (m) => cable('YJV', '5*16', LV)(m, 6.4, 101.5),
    },
    {
      quota: '4-9-157',
      work: '铜芯电力电缆敷设 电缆(截面mm²以内) 35',
      unit: '100m',
      qty: 3.2,
      price: 702.18,
      code: '28031208',
      material: '阻燃电力电缆 ZR-YJV-0.6/1kV-4×25+1×16',
      mUnit: 'm',
      per: 101.5,
      mPrice: 128.6,
      truth: (m) => cable('ZR-YJV', '4*25+1*16', LV)(m, 3.2, 101.5),
    },
    {
      quota: '4-9-156',
      work: '铜芯电力电缆敷设 电缆(截面mm²以内) 10',
      unit: '100m',
      qty: 5.5,
      price: 512.77,
      code: '28031511',
      material: '耐火电力电缆 NH-YJV-0.6/1kV-5×6',
      mUnit: 'm',
      per: 101.5,
      mPrice: 46.3,
      truth: (m) => cable('NH-YJV', '5*6', LV)(m, 5.5, 101.5),
    },
    {
      quota: '4-9-158',
      work: '铜芯电力电缆敷设 电缆(截面mm²以内) 120 直埋',
      unit: '100m',
      qty: 1.8,
      price: 1236.4,
      code: '28030320',
      material: '铠装电力电缆 YJV22-0.6/1kV-4×70+1×35',
      mUnit: 'm',
      per: 101.5,
      mPrice: 302.4,
      truth: (m) => cable('YJV22', '4*70+1*35', LV)(m, 1.8, 101.5),
    },
    {
      quota: '4-9-166',
      work: '10kV电力电缆敷设 电缆(截面mm²以内) 120',
      unit: '100m',
      qty: 1.2,
      price: 2210.05,
      code: '28032104',
      material: '高压电力电缆 YJV22-8.7/15kV-3×120',
      mUnit: 'm',
      per: 101.5,
      mPrice: 418,
      note: '甲供',
      truth: () => review('备注 甲供: the owner supplies this cable, the contractor does not buy it'),
    },
    {
      quota: '4-9-157',
      work: '铜芯电力电缆敷设 电缆(截面mm²以内) 35',
      unit: '100m',
      qty: 2.2,
      price: 702.18,
      code: '28031705',
      material: '低烟无卤电缆 WDZ-YJY-0.6/1kV-4×35+1×16',
      mUnit: 'm',
      per: 101.5,
      mPrice: 172.9,
      truth: (m) => cable('WDZ-YJY', '4*35+1*16', LV)(m, 2.2, 101.5),
    },
    {
      quota: '4-9-159',
      work: '铜芯电力电缆敷设 电缆(截面mm²以内) 240',
      unit: '100m',
      qty: 0.9,
      price: 1845.32,
      code: '28030150',
      material: '电力电缆 YJV-0.6/1kV-4×240+1×120',
      mUnit: 'm',
      per: 101.5,
      mPrice: 968,
      note: '该回路已取消（设计变更BG-03），暂列',
      truth: () => review('备注: the circuit is cancelled by a design change (设计变更BG-03), the row only 暂列'),
    },
    {
      quota: '4-9-178',
      work: '户内干包式电力电缆终端头制作安装 1kV以下 截面(mm²以内) 240',
      unit: '个',
      qty: 12,
      price: 186.5,
      code: '29010233',
      material: '户内干包式终端头 4×185+1×95',
      mUnit: '个',
      per: 1.02,
      mPrice: 85,
      truth: () => unknown(NOT_CABLE('cable terminations (终端头)')),
    },
    {
      quota: '4-9-185',
      work: '控制电缆敷设 14芯以内',
      unit: '100m',
      qty: 3.5,
      price: 465.2,
      code: '28050107',
      material: '控制电缆 KVV-450/750V-7×1.5',
      mUnit: 'm',
      per: 101.5,
      mPrice: 12.6,
      truth: (m) => cable('KVV', '7*1.5', CV)(m, 3.5, 101.5),
    },
    {
      quota: '4-9-185',
      work: '控制电缆敷设 14芯以内',
      unit: '100m',
      qty: 1.2,
      price: 465.2,
      code: '28050212',
      material: '屏蔽控制电缆 KVVP-450/750V-4×1.5',
      mUnit: 'm',
      per: 101.5,
      mPrice: 9.8,
      truth: () => unknown(NOT_SOLD('KVVP (screened control cable)')),
    },
    '二、配管配线',
    {
      quota: '4-11-28',
      work: '砖、混凝土结构暗配 焊接钢管 公称直径(mm以内) 20',
      unit: '100m',
      qty: 24.5,
      price: 968.3,
      code: '17010105',
      material: '焊接钢管 SC20',
      mUnit: 'm',
      per: 103,
      mPrice: 8.2,
      truth: () => unknown(NOT_CABLE('welded steel conduit SC20')),
    },
    {
      quota: '4-12-5',
      work: '管内穿线 照明线路 铜芯 导线截面(mm²以内) 2.5',
      unit: '100m单线',
      qty: 86.4,
      price: 88.6,
      code: '28060102',
      material: '绝缘导线 BV-450/750V-2.5mm²',
      mUnit: 'm',
      per: 116,
      mPrice: 2.35,
      truth: (m) => cable('BV', '1*2.5', CV)(m, 86.4, 116),
    },
    {
      quota: '4-12-6',
      work: '管内穿线 照明线路 铜芯 导线截面(mm²以内) 4',
      unit: '100m单线',
      qty: 32,
      price: 72.4,
      code: '28060103',
      material: '绝缘导线 BV-450/750V-4mm²',
      mUnit: 'm',
      per: 110,
      mPrice: 3.72,
      truth: (m) => cable('BV', '1*4', CV)(m, 32, 110),
    },
    {
      quota: '4-12-33',
      work: '管内穿线 动力线路 铜芯 导线截面(mm²以内) 16',
      unit: '100m单线',
      qty: 4.5,
      price: 96.5,
      code: '28060107',
      material: '绝缘导线 BV-450/750V-16mm²',
      mUnit: 'm',
      per: 105,
      mPrice: 14.8,
      truth: (m) => cable('BV', '1*16', CV)(m, 4.5, 105),
    },
    {
      quota: '4-12-31',
      work: '管内穿线 动力线路 铜芯 导线截面(mm²以内) 6',
      unit: '100m单线',
      qty: 2,
      price: 80.1,
      code: '28060215',
      material: '铜芯软导线 BVR-450/750V-6mm²',
      mUnit: 'm',
      per: 105,
      mPrice: 5.9,
      truth: (m) => cable('BVR', '1*6', CV)(m, 2, 105),
    },
    {
      quota: '4-12-78',
      work: '塑料护套线明敷设 三芯 导线截面(mm²以内) 2.5',
      unit: '100m',
      qty: 1.5,
      price: 210.6,
      code: '28070311',
      material: '护套线 RVV-300/500V-3×2.5',
      mUnit: 'm',
      per: 110,
      mPrice: 7.4,
      truth: (m) => cable('RVV', '3*2.5', SV)(m, 1.5, 110),
    },
    {
      quota: '4-12-5',
      work: '管内穿线 照明线路 铜芯 导线截面(mm²以内) 2.5',
      unit: '100m单线',
      qty: 12,
      price: 88.6,
      code: '28060402',
      material: '阻燃绝缘导线 ZR-BV-450/750V-2.5mm²',
      mUnit: 'm',
      per: 116,
      mPrice: 2.6,
      truth: () => unknown(NOT_SOLD('ZR-BV (flame-retardant BV)')),
    },
    '三、照明器具',
    {
      quota: '4-14-203',
      work: '吸顶灯具安装 灯罩直径(mm以内) 350',
      unit: '10套',
      qty: 18.6,
      price: 215.4,
      code: '25010118',
      material: 'LED吸顶灯 18W',
      mUnit: '套',
      per: 10.1,
      mPrice: 45,
      truth: () => unknown(NOT_CABLE('LED ceiling lamps')),
    },
  ];
  const rows: SourceRow[] = [
    spanned(noise, '宁波市镇海区蛟川书院新建工程  电气安装工程  招标控制价'),
    spanned(noise, '工程名称：蛟川书院新建工程（教学楼、食堂）    专业：安装—电气    编制日期：2025年9月'),
    spanned(
      noiseBecause('the 说明: 主材数量 = 定额工程量 × 含量, the loss included'),
      '说明：主材数量＝定额工程量×含量（已含损耗：电缆按1.5%，导线按定额含量）；主材单价采用2025年8月《宁波工程造价信息》价，缺项按市场询价。',
    ),
    row(
      noiseBecause('the header'),
      '序号',
      '定额编号',
      '类别',
      '名称及规格',
      '单位',
      '含量',
      '数量',
      '单价(元)',
      '合价(元)',
      '备注',
    ),
  ];
  const merges: Array<[number, number, number, number]> = [];
  const money = (n: number): Cell => ({ number: n, format: '0.00' });
  let no = 0;
  let sectionFirst = 0;
  const subtotals: number[] = [];
  let sectionSum = 0;
  const closeSection = () => {
    if (sectionFirst === 0) return;
    const last = rows.length;
    rows.push(
      row(noiseBecause('a 分部小计 formula'), '', '', '', '分部小计', '', '', '', '', {
        formula: `SUM(I${sectionFirst}:I${last})`,
        result: round2(sectionSum),
        format: '0.00',
      }),
    );
    subtotals.push(rows.length);
    sectionSum = 0;
  };
  for (const entry of pairs) {
    if (typeof entry === 'string') {
      closeSection();
      rows.push(spanned(noiseBecause('a 分部 heading'), entry));
      sectionFirst = rows.length + 1;
      continue;
    }
    no += 1;
    const q = rows.length + 1;
    const m = q + 1;
    const metres = round2(entry.qty * entry.per);
    const labour = round2(entry.qty * entry.price);
    const materialCost = round2(metres * entry.mPrice);
    sectionSum += labour + materialCost;
    rows.push(
      row(
        noiseBecause('a 定额 row: the labour of laying / pulling, not goods'),
        no,
        entry.quota,
        '定',
        entry.work,
        entry.unit,
        '',
        entry.qty,
        money(entry.price),
        { formula: `G${q}*H${q}`, result: labour, format: '0.00' },
      ),
    );
    rows.push(
      row(
        entry.truth(metres),
        '',
        entry.code,
        '主',
        entry.material,
        entry.mUnit,
        entry.per,
        { formula: `G${q}*F${m}`, result: metres },
        money(entry.mPrice),
        { formula: `G${m}*H${m}`, result: materialCost, format: '0.00' },
        entry.note ?? '',
      ),
    );
    merges.push([q, 1, m, 1]);
  }
  closeSection();
  rows.push(
    row(noiseBecause('the 合计 formula'), '', '', '', '合计（分部分项工程费）', '', '', '', '', {
      formula: subtotals.map((r) => `I${r}`).join('+'),
      result: round2(subtotals.reduce((s, r) => s + ((rows[r - 1]!.cells[8] as { result: number }).result ?? 0), 0)),
      format: '0.00',
    }),
  );
  rows.push(row(noise, '编制人：', '', '', '孙丽华（造价员 浙0325876）', '', '审核人：', '', '钱志强', '', '（盖章）'));
  const prices: SourceRow[] = [
    row(noise, '序号', '材料名称', '规格型号', '单位', '信息价', '采用价', '来源'),
    ...(
      [
        ['电力电缆', 'YJV-0.6/1kV-4×185+1×95', 'm', 768.5, 756, '信息价下浮'],
        ['电力电缆', 'YJV-0.6/1kV-4×95+1×50', 'm', 398.2, 392.5, '信息价下浮'],
        ['电力电缆', 'YJV-0.6/1kV-5×16', 'm', 98.1, 96.8, '信息价下浮'],
        ['阻燃电力电缆', 'ZR-YJV-0.6/1kV-4×25+1×16', 'm', 0, 128.6, '市场询价'],
        ['耐火电力电缆', 'NH-YJV-0.6/1kV-5×6', 'm', 0, 46.3, '市场询价'],
        ['控制电缆', 'KVV-450/750V-7×1.5', 'm', 12.9, 12.6, '信息价下浮'],
        ['绝缘导线', 'BV-450/750V-2.5mm²', 'm', 2.41, 2.35, '信息价下浮'],
      ] as Array<[string, string, string, number, number, string]>
    ).map(([name, spec, unit, info, used, from], i) =>
      row(noise, i + 1, name, spec, unit, info === 0 ? '—' : money(info), money(used), from),
    ),
  ];
  const written = await writeXlsx([
    {
      name: '分部分项工程费',
      widths: [6, 11, 6, 48, 10, 8, 11, 11, 13, 22],
      rows,
      merges,
      frozenRows: 4,
    },
    { name: '主材价格表', widths: [6, 14, 28, 6, 10, 10, 12], rows: prices },
  ]);
  const data = await hideSheet(written.data, '主材价格表');
  const keyRows = written.rows.filter((r) => r.sheet === '分部分项工程费');
  const key: AnswerKey = {
    ...keyed(
      'yusuan-kongzhijia.xlsx',
      'sheet',
      "a cost engineer's 招标控制价 (施工图预算, 定额计价) of a school's electrical installation as an .xlsx: the visible sheet 分部分项工程费 with a merged title, 工程名称 line and 说明 (主材数量＝定额工程量×含量, 已含损耗: 电缆按1.5%), a header 序号 / 定额编号 / 类别 / 名称及规格 / 单位 / 含量 / 数量 / 单价(元) / 合价(元) / 备注 frozen, 分部 headings 一 电缆敷设 / 二 配管配线 / 三 照明器具 merged across; each 定 row (4-9-159 铜芯电力电缆敷设…240, 100m, 2.6) with its 主 row under it (电力电缆 YJV-0.6/1kV-4×185+1×95, m, 含量 101.5, 数量 =G6*F7 (263.9)), 序号 merged down over each pair; BV / BVR / RVV under 管内穿线 with 含量 116 / 110 / 105; 甲供 on a 10 kV YJV22, a circuit cancelled by 设计变更 (暂列), terminations, KVVP, SC20 conduit, ZR-BV and LED lamps as 主材; 分部小计 and 合计 formulas, a 编制人 / 审核人 row; and a hidden second sheet 主材价格表 (prices, no quantities), which the key does not cover",
      keyRows,
    ),
    sheets: ['分部分项工程费'],
  };
  return { name: 'yusuan-kongzhijia.xlsx', data, key };
}

/** The fixed time holdout4's writer stamps on an .xlsx's zip entries, kept when the zip is written again. */
const WRITTEN_AT = new Date(Date.UTC(2025, 8, 22, 1, 30, 0));

/** The workbook with one sheet hidden (state="hidden" in xl/workbook.xml), its zip entries stamped WRITTEN_AT. */
async function hideSheet(xlsx: Buffer, name: string): Promise<Buffer> {
  const zip = await JSZip.loadAsync(xlsx);
  const out = new JSZip();
  const names = Object.keys(zip.files).filter((n) => !zip.files[n]!.dir);
  for (const n of names) {
    let content: Buffer = await zip.files[n]!.async('nodebuffer');
    if (n === 'xl/workbook.xml') {
      const xml = content.toString('utf8');
      const visible = `name="${name}" state="visible"`;
      if (!xml.includes(visible)) throw new Error(`no visible sheet ${name} in workbook.xml`);
      content = Buffer.from(xml.replace(visible, `name="${name}" state="hidden"`), 'utf8');
    }
    out.file(n, content, { date: WRITTEN_AT, createFolders: false });
  }
  return out.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', platform: 'DOS' });
}

// ---------------------------------------------------------------------------------------------------------------
/**
 * 3. A 抖音 live stream's comment thread (a cable factory's own evening stream), copied from the back end and pasted
 * as text: HH:MM:SS nickname：comment, system lines, gifts, emoji, the host's replies (一卷都是100米, 链接4号), price
 * questions, 下单 / 拍了 with 卷 and colours, amounts in words, a correction (改成400米), 1.2km.
 */
function douyinPinglun(): Written {
  const HOST = '鑫达电缆-小美(主播)';
  const L = (time: string, who: string, says: string, truth: Truth): [string, Truth] => [
    `${time} ${who}：${says}`,
    truth,
  ];
  const HOST_LINE = noiseBecause("the host's own line");
  const LIVE_COIL = `${COIL} (the host: 一卷都是100米)`;
  const lines: Array<[string, Truth]> = [
    ['【抖音直播间评论】鑫达电线电缆源头工厂 9月23日晚场 20:00-21:30（后台导出，复制给报价）', noise],
    ['', noise],
    L('20:00:12', '系统', '欢迎来到直播间！抖音严禁未成年人直播或打赏，请理性消费，谨防诈骗。', noise),
    L(
      '20:01:40',
      HOST,
      '宝子们晚上好呀～今天全场国标足米，BV、BVR、护套线一卷都是100米，电缆按米卖，要的直接评论区扣型号+数量👇',
      noiseBecause("the host's line: a 卷 is 100 m"),
    ),
    L('20:02:05', '阿强水电', '来了来了🔥', noise),
    L(
      '20:02:31',
      '电工老陈🔧',
      '3x2.5的多少一米',
      review('a price question: 3×2.5 with no model (RVV or YJV?) and no amount'),
    ),
    L('20:02:50', HOST, '@电工老陈🔧 宝子是护套线RVV3x2.5吗 链接4号 4块8一米', HOST_LINE),
    L('20:03:22', '电工老陈🔧', '对 RVV3x2.5 要200米', item('RVV', '3*2.5', 200, SV)),
    ['20:03:40 💝 小鹿乱撞 送出 小心心 ×5', noiseBecause('a gift')],
    L(
      '20:04:15',
      '小王装修工作室',
      '下单了 BV4 2卷 红蓝各一 链接1',
      item('BV', '1*4', 200, CV, `2卷 (one red, one blue); ${LIVE_COIL}`),
    ),
    L('20:04:48', '用户8816039', '主播好漂亮😍', noise),
    L('20:05:30', '合肥装修队-刘', 'YJV 5*10 要80米 多少钱', item('YJV', '5*10', 80, LV)),
    L(
      '20:06:02',
      '合肥装修队-刘',
      '还有YJV4*10+1*6 60米',
      unknown(NOT_SOLD('YJV 4×10+1×6 (the catalogue makes 4+1 from 16+10)')),
    ),
    L('20:06:40', HOST, '宝子们点点关注不迷路～左下角小黄车🛒', HOST_LINE),
    L('20:07:18', '水电师傅阿杰', '拍了链接5 两卷', review('names only a shop link (链接5), not the cable')),
    L('20:07:55', '水电师傅阿杰', '再来RVV2*1.5 白色 3卷', item('RVV', '2*1.5', 300, SV, LIVE_COIL)),
    L('20:08:10', '系统', '水电师傅阿杰 下单了 [链接5] 🎉', noiseBecause('a system line')),
    L('20:09:26', '宝哥', 'YJV22 4×35+1×16 有没有 要150米 直埋的', item('YJV22', '4*35+1*16', 150, LV)),
    L('20:09:50', '用户2211', '这个是国标吗', noise),
    L('20:10:33', '电工小周', 'bvr6 黄绿 一卷', item('BVR', '1*6', 100, CV, `lower-case bvr; 一卷; ${LIVE_COIL}`)),
    L('20:11:05', '老板娘', 'kvv 4×1.5 两百米', item('KVV', '4*1.5', 200, CV, '两百米 = 200 m')),
    L('20:11:40', '阿强水电', '[赞][赞]', noise),
    L(
      '20:12:15',
      '华哥电气',
      'YJV 4*50+1*25 三百五十米 明天能发吗',
      review('三百五十米 is changed two minutes later (刚才那个… 改成400米): the correction is the item'),
    ),
    L('20:12:40', HOST, '@华哥电气 4*50+1*25 现货 今天下单明天发～', HOST_LINE),
    L(
      '20:14:02',
      '华哥电气',
      '刚才那个YJV 4*50+1*25 改成400米',
      item('YJV', '4*50+1*25', 400, LV, 'the correction of 20:12:15'),
    ),
    L('20:15:20', '路人甲', '铝线有吗 YJLV 4*120+1*70', review('asks whether YJLV is sold: no amount')),
    L('20:16:05', '宝子1号', '网线有没有 六类的', unknown(NOT_SOLD('Cat 6 network cable'))),
    L('20:16:50', '水电工小胡', 'ZR-BV 2.5 五卷', unknown(NOT_SOLD('ZR-BV (flame-retardant BV)'))),
    L('20:17:30', '张姐', '1.5的线 红色 10卷', review('1.5 with no model: BV or BVR?')),
    L('20:18:12', '小李机电', 'NH-YJV 5×4 120米 消防用的', item('NH-YJV', '5*4', 120, LV)),
    L('20:18:40', '小李机电', 'WDZ-YJY 4×25+1×16 80米 一起发', item('WDZ-YJY', '4*25+1*16', 80, LV)),
    L('20:19:02', '电工老陈🔧', '再要 BV1.5 蓝色 5卷', item('BV', '1*1.5', 500, CV, LIVE_COIL)),
    ['20:19:25 🚀 大刘 送出 火箭 ×1', noiseBecause('a gift')],
    L('20:20:03', '老王（周口）', 'YJV 3×95+1×50 1.2km 有现货吗', item('YJV', '3*95+1*50', 1200, LV, '1.2km = 1200 m')),
    L('20:20:40', '老王（周口）', '地址河南周口 能发德邦吗', noise),
    L(
      '20:21:15',
      '阿强水电',
      'BV2.5 红2卷 蓝2卷 双色1卷 已拍',
      item('BV', '1*2.5', 500, CV, `2 + 2 + 1 卷 over the colours; ${LIVE_COIL}`),
    ),
    L('20:22:02', HOST, '今天拍了的宝子 私信发地址和电话哈～还有要YJV的直接扣', HOST_LINE),
    L('20:23:10', '阿强水电', '插座面板卖不卖', unknown(NOT_CABLE('switch and socket plates'))),
    L('20:24:30', '用户5520', '下播了吗', noise),
  ];
  const { data, rows } = writeText(lines);
  return {
    name: 'douyin-pinglun.txt',
    data,
    key: keyed(
      'douyin-pinglun.txt',
      'text',
      "a 抖音 live stream's comment thread (a cable factory's own evening stream), copied from the back end and pasted as text: a title line, HH:MM:SS 昵称：评论 lines, 系统 lines, gifts (送出 小心心 ×5, 火箭), emoji, the host's lines (宝子们, 一卷都是100米, 链接4号, 小黄车); 3x2.5的多少一米, RVV3x2.5 要200米, 下单了 BV4 2卷 红蓝各一 链接1, YJV4*10+1*6, 拍了链接5 两卷, bvr6 黄绿 一卷, kvv 4×1.5 两百米, YJV 4*50+1*25 三百五十米 then 刚才那个… 改成400米, 铝线有吗 YJLV, 网线, ZR-BV 五卷, 1.5的线 with no model, 1.2km, BV2.5 红2卷 蓝2卷 双色1卷 已拍, 插座面板",
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/**
 * 4. A Malaysian distributor's WhatsApp chat exported as text (Android form dd/mm/yyyy, hh:mm - name: message), in
 * mixed English and Chinese: a list numbered 1) … 12) inside one message (rolls, coil, drum, box, 0.5km, meter),
 * THHN / AWG and Cat6, the supplier's replies, <Media omitted>, a second list for a cousin's shop in Cebu (the
 * Philippines) as - bullets (4 runs x 45m, THHN 8.0mm², an ABC aerial cable, a cancelled line), a later change of
 * item 2 and a deleted message.
 */
function whatsappMalaysia(): Written {
  const KEONG = '12/09/2025, %t - Ah Keong (Kepong Elec): ';
  const LI = '12/09/2025, %t - 李经理 鑫达电缆: ';
  const at = (who: string, time: string) => who.replace('%t', time);
  const SUPPLIER = noiseBecause("the supplier's own message");
  const lines: Array<[string, Truth]> = [
    [
      '12/09/2025, 09:38 - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.',
      noise,
    ],
    [`${at(KEONG, '09:41')}老板 good morning 🙏`, noise],
    [`${at(KEONG, '09:43')}Customer factory extension at Klang, 要 quote below, CIF Port Klang, USD can 👇`, noise],
    ['1) YJV 0.6/1kV 4x95+1x50 - 300m', item('YJV', '4*95+1*50', 300, LV)],
    ['2) YJV 4x35+1x16 0.5km', review('item 2 is changed at 11:47 (change to 600m): the change is the item')],
    ['3) YJV22 4x16 armoured 200 meter', item('YJV22', '4*16', 200, LV)],
    ['4) VV 4x25+1x16 300m', item('VV', '4*25+1*16', 300, LV)],
    [
      '5) BV 2.5mm2 red 20 rolls, blue 20 rolls (100m/roll)',
      item('BV', '1*2.5', 4000, CV, 'red 20 rolls and blue 20 rolls, 100m/roll as the line says: 4000 m'),
    ],
    ['6) BV 1.5mm2 yellow/green 10 rolls', item('BV', '1*1.5', 1000, CV, COIL)],
    ['7) THHN 12 AWG black 15 box (305m/box)', unknown(NOT_SOLD('THHN 12 AWG (American building wire)'))],
    ['8) THHN 10 AWG red 10 box', unknown(NOT_SOLD('THHN 10 AWG'))],
    ['9) KVV 7x1.5 500m', item('KVV', '7*1.5', 500, CV)],
    ['10) RVV 3x1.5 flexible 2 coil', item('RVV', '3*1.5', 200, SV, COIL)],
    ['11) Cat6 UTP 305m box x 8', unknown(NOT_SOLD('Cat 6 UTP network cable'))],
    ['12) YJV 3x185+1x95 1 drum', review('1 drum of power cable with no drum length (10:03: customer also not sure)')],
    ['Total 12 items, customer want delivery before end Oct 🙏', noiseBecause('a count of the list')],
    [`${at(LI, '09:50')}收到Keong哥，下午报给你。THHN 和 AWG 的我们没有，可以换 BV 4mm2 / 6mm2 吗？`, SUPPLIER],
    [`${at(KEONG, '10:02')}THHN customer spec fix already, cannot change lah 😅 skip those 2`, noise],
    [`${at(KEONG, '10:03')}item 12 drum length customer also not sure, I confirm you later`, noise],
    [`${at(KEONG, '10:05')}<Media omitted>`, noise],
    [`${at(KEONG, '10:11')}另外 my cousin shop in Cebu (Philippines) also ask, same quote but CIF Cebu:`, noise],
    [
      '- YJV 1x240 0.6/1kV 4 runs x 45m (genset to ATS)',
      item('YJV', '1*240', 180, LV, '4 runs of 45 m; YJV 1×240 is made at three levels, the line writes 0.6/1kV'),
    ],
    ['- WDZ-YJY 4x50+1x25 150 meters', item('WDZ-YJY', '4*50+1*25', 150, LV)],
    ['- BVR 10mm2 2 rolls', item('BVR', '1*10', 200, CV, COIL)],
    ['- NH-YJV 4x35+1x16 120m fire pump', item('NH-YJV', '4*35+1*16', 120, LV)],
    ['- THHN 8.0mm² stranded 3 box', unknown(NOT_SOLD('THHN 8.0 mm² (Philippine building wire)'))],
    ['- ABC aerial cable 4x95 1 drum', unknown(NOT_SOLD('ABC (aerial bundled cable; JKLYJ is single-core)'))],
    ['- YJV 4x16 100m ❌ cancel, he already buy local', review('cancelled (he already buy local): not to be quoted')],
    [`${at(LI, '10:20')}好的👍 两个 list 分开报`, SUPPLIER],
    [
      `${at(KEONG, '11:47')}Sorry boss, item 2 YJV 4x35+1x16 change to 600m ya`,
      item('YJV', '4*35+1*16', 600, LV, 'the change of item 2 (0.5km): 600 m'),
    ],
    [`${at(KEONG, '11:47')}This message was deleted`, noise],
    [`${at(LI, '11:52')}OK noted 👌`, SUPPLIER],
  ];
  const { data, rows } = writeText(lines);
  return {
    name: 'whatsapp-malaysia.txt',
    data,
    key: keyed(
      'whatsapp-malaysia.txt',
      'text',
      "a Malaysian distributor's WhatsApp chat exported as text (Android: dd/mm/yyyy, hh:mm - name: message) in mixed English and Chinese (老板 good morning, 要 quote below, cannot change lah): the encryption notice, a list 1) … 12) under one message on lines of its own (YJV 0.6/1kV 4x95+1x50 - 300m, 0.5km, 200 meter, BV 2.5mm2 red 20 rolls, blue 20 rolls (100m/roll), yellow/green 10 rolls, THHN 12 AWG 15 box (305m/box), RVV 3x1.5 flexible 2 coil, Cat6 UTP, YJV 3x185+1x95 1 drum) and Total 12 items; the supplier's replies, <Media omitted>, a second list for a shop in Cebu as - bullets (YJV 1x240 0.6/1kV 4 runs x 45m, WDZ-YJY, BVR 10mm2 2 rolls, THHN 8.0mm², ABC aerial cable 4x95, YJV 4x16 ❌ cancel); item 2 changed later to 600m, a deleted message",
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/**
 * 5. A customer's 补充询价 e-mail that changes an earlier list (not attached here) by its item numbers: 数量变更 (由600米
 * 改为800米, 第5项数量改为1,200米 with no cable named, 两百五十米, 50卷改为80卷, 3卷→5卷), 规格变更 (数量同原清单, a
 * change to WDZN-YJY), 新增 (0.45km, 2×150米（双拼）, 3×380米, 数量待定, lugs) and 取消, a count, a signature and the
 * quoted original mail under it.
 */
function buchongXunjia(): Written {
  const EARLIER = 'the earlier list (附件 0915) is not in this file';
  const lines: Array<[string, Truth]> = [
    ['发件人：张伟 <zhangwei@hzjdaz.com>', noise],
    ['发送时间：2025年9月19日 星期五 16:42', noise],
    ['收件人：王经理 <wang.sales@xdcable.cn>', noise],
    ['抄送：采购部 李娜', noise],
    ['主题：回复: 杭州经开区XX仓储项目电缆询价 — 补充及变更（请以此为准）', noise],
    ['', noise],
    ['王经理，您好：', noise],
    ['', noise],
    [
      '9月15日发给您的询价清单（附件《XX仓储电缆清单0915.xlsx》，共18项）经设计复核有以下变更，请在原报价基础上调整后重新报价，未提到的项照原清单：',
      noiseBecause('the mail refers to an earlier list that is not attached here'),
    ],
    ['', noise],
    ['一、数量变更', noise],
    [
      '1. 第3项 YJV-0.6/1kV-4×95+1×50，数量由600米改为800米；',
      item('YJV', '4*95+1*50', 800, LV, 'the line restates the cable: 由600米改为800米, the new amount counts'),
    ],
    [
      '2. 第4项 YJV-4×25+1×16 由1.2千米改为1.5千米；',
      item('YJV', '4*25+1*16', 1500, LV, '1.5千米 = 1500 m, the new amount'),
    ],
    ['3. 第5项数量改为1,200米；', review(`names no cable, only 第5项: ${EARLIER}`)],
    ['4. 第10项 YJV-5×6 数量改为两百五十米；', item('YJV', '5*6', 250, LV, '两百五十米 = 250 m')],
    [
      '5. 第11项 BV-2.5 由50卷改为80卷（红、蓝、黄绿按3:3:2）；',
      item('BV', '1*2.5', 8000, CV, `80卷, the new amount; ${COIL}; the colour split does not change the total`),
    ],
    ['6. 第12项 BVR-16 黄绿双色 3卷→5卷；', item('BVR', '1*16', 500, CV, `3卷→5卷: 5卷; ${COIL}`)],
    ['', noise],
    ['二、规格变更', noise],
    [
      '7. 第6项原 YJV-4×70+1×35 改为 YJV-4×120+1×70，数量同原清单；',
      review(`数量同原清单: the amount is in ${EARLIER}`),
    ],
    [
      '8. 第8项 NH-YJV-4×35+1×16 改为 WDZN-YJY-4×35+1×16，数量不变（350米）；',
      unknown(NOT_SOLD('WDZN-YJY (the cable item 8 is changed to)')),
    ],
    [
      '9. 第9项原 KVV-7×1.5 改为 KVV-10×1.5，数量 400米；',
      item('KVV', '10*1.5', 400, CV, 'the new cable KVV-10×1.5, 400 m'),
    ],
    ['10. 第16项 RVV-3×1.5 改为 RVV-3×2.5，300米；', item('RVV', '3*2.5', 300, SV, 'the new cable RVV-3×2.5')],
    ['', noise],
    ['三、新增', noise],
    ['11. 新增：ZC-YJV-0.6/1kV-5×10，260米（消防风机）；', item('ZC-YJV', '5*10', 260, LV)],
    ['12. 新增：YJV22-8.7/15kV-3×150，0.45km（10kV进线）；', item('YJV22', '3*150', 450, MV, '0.45km = 450 m')],
    [
      '13. 新增：YJV-0.6/1kV-3×240+1×120，2×150米（双拼）；',
      item('YJV', '3*240+1*120', 300, LV, '2×150米 双拼: two parallel runs of 150 m'),
    ],
    [
      '14. 新增：JKLYJ-10kV-1×120，3×380米（厂区架空，三相）；',
      item('JKLYJ', '1*120', 1140, '10kV', 'three phases of 380 m of single-core overhead line'),
    ],
    ['15. 新增：YJLV-4×150+1×70，500米；', item('YJLV', '4*150+1*70', 500, LV)],
    ['16. 新增：NH-YJV-4×16 180米；', item('NH-YJV', '4*16', 180, LV)],
    ['17. 新增：铜接线端子 DT-240 24只；', unknown(NOT_CABLE('copper cable lugs DT-240'))],
    ['18. 新增：YJV-4×50+1×25，数量待定（等总包确认）；', review('数量待定: no amount yet')],
    ['', noise],
    ['四、取消', noise],
    ['19. 第2项 YJV-4×185+1×95 取消（甲方自购）；', review('取消 (甲方自购): not to be quoted')],
    ['20. 第14、15项取消。', review(`取消 of items 14 and 15, no cable named: ${EARLIER}`)],
    ['', noise],
    [
      '以上变更后清单共23项，请于9月22日前回复报价（含税，含运费到杭州经开区）。',
      noiseBecause('a count and the terms'),
    ],
    [
      '原清单第1、7、13、17、18项不变，按原报价。',
      noiseBecause('items of the earlier list kept at the earlier quote: nothing new'),
    ],
    ['', noise],
    ['谢谢！', noise],
    ['张伟', noise],
    ['杭州经达机电安装工程有限公司  项目采购', noise],
    ['电话：0571-8672 5510    手机：139 5810 2273', noise],
    ['', noise],
    ['------------------ 原始邮件 ------------------', noise],
    ['发件人：王经理 <wang.sales@xdcable.cn>', noise],
    ['发送时间：2025年9月15日 10:06', noise],
    ['主题：回复: 杭州经开区XX仓储项目电缆询价', noise],
    ['', noise],
    ['张工您好，清单已收到，我们今天内核算后给您报价。', noise],
    ['王磊  138 5712 0963', noise],
  ];
  const { data, rows } = writeText(lines);
  return {
    name: 'buchong-xunjia.txt',
    data,
    key: keyed(
      'buchong-xunjia.txt',
      'text',
      "a customer's 补充询价 e-mail as text: mail headers, a greeting, a paragraph pointing to the earlier list (附件 0915, 18 items) that is not in this file; 一 数量变更 (第3项 YJV-0.6/1kV-4×95+1×50 由600米改为800米, 1.2千米改为1.5千米, 第5项数量改为1,200米 with no cable, 两百五十米, BV-2.5 由50卷改为80卷, BVR-16 3卷→5卷), 二 规格变更 (数量同原清单, NH-YJV 改为 WDZN-YJY, KVV-7×1.5 改为 KVV-10×1.5 400米, RVV 改为 RVV-3×2.5 300米), 三 新增 (ZC-YJV, YJV22-8.7/15kV 0.45km, 2×150米（双拼）, JKLYJ-10kV 3×380米, YJLV, NH-YJV, 铜接线端子, 数量待定), 四 取消 (第2项 named, 第14、15项 not); 共23项, 原清单第1、7…项不变, a signature and the quoted original mail",
      rows,
    ),
  };
}

async function main() {
  const files: Written[] = [
    await shejiCailiaobiao(),
    await yusuanKongzhijia(),
    douyinPinglun(),
    whatsappMalaysia(),
    buchongXunjia(),
  ];
  let items = 0;
  let total = 0;
  for (const { name, data, key } of files) {
    writeFileSync(join(HERE, name), data);
    // A one-element `sheets` on one line, as the repository's formatter (biome) writes it.
    const json = JSON.stringify(key, null, 2).replace(/"sheets": \[\n\s+("[^"]*")\n\s+\]/, '"sheets": [$1]');
    writeFileSync(join(HERE, `${name}.key.json`), `${json}\n`);
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
