/**
 * The sixteenth holdout inquiry corpus: five inquiry files written by an outside reviewer who has not read the parser,
 * the server's code, docs/ocr.md, the README's accuracy sections or any corpus but holdout4 (its README, check.ts,
 * generate.ts and writers.ts, for the key format and the writers). Each file has an answer key written from what the
 * file shows and what a careful salesperson would quote; README.md lists the judgement calls.
 *
 *   npx tsx corpus/holdout16/generate.ts
 *   npx tsx corpus/holdout4/check.ts corpus/holdout16
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
  writeText,
  writeXlsx,
} from '../holdout4/writers';

const HERE = dirname(fileURLToPath(import.meta.url));

const LV = '0.6/1kV';
const MV = '8.7/15kV';
const CV = '450/750V';
const SV = '300/500V';

const NETWORK_10KV = 'only the network voltage (10kV) for a YJV22: 8.7/10kV or 8.7/15kV? ask';
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

const q = (n: number): Cell => ({ number: n, format: '0.00' });

// ---------------------------------------------------------------------------------------------------------------
/**
 * 1. A 分部分项工程和单价措施项目清单与计价表 exported from a cost-estimating program (GLodon style): 12-digit 项目编码,
 * 项目特征描述 cells of numbered lines, 计量单位 m, 工程量 with two decimals, prices blank; terminations, tray, conduit.
 */
async function glodonBoq(): Promise<Written> {
  const feature = (...lines: string[]) => lines.map((l, i) => `${i + 1}.${l}`).join('\n');
  const cable = (
    truth: Truth,
    n: number,
    code: string,
    name: string,
    lines: string[],
    unit: string,
    amount: number,
  ): SourceRow => row(truth, n, code, name, feature(...lines), unit, q(amount));
  const rows: SourceRow[] = [
    spanned(noise, '分部分项工程和单价措施项目清单与计价表'),
    row(noise, '工程名称：新城实验学校综合楼电气安装工程', '', '', '', '标段：一标段', '', '', '第 1 页  共 1 页'),
    row(noise, '序号', '项目编码', '项目名称', '项目特征描述', '计量单位', '工程量', '金额（元）'),
    row(noise, '', '', '', '', '', '', '综合单价', '合价', '其中：暂估价'),
    row(noise, '', '', '0304 电气设备安装工程'),
    row(noise, '', '', 'C.4.8 电缆安装'),
    cable(
      item('YJV', '4*185+1*95', 356.82, LV, '1kV以下 is 0.6/1kV; the 工程量 as written'),
      1,
      '030408001001',
      '电力电缆',
      [
        '名称：电力电缆',
        '型号：YJV',
        '规格：4×185+1×95',
        '材质：铜芯',
        '敷设方式、部位：桥架内敷设',
        '电压等级(kV)：1kV以下',
      ],
      'm',
      356.82,
    ),
    cable(
      item('YJV', '4*95+1*50', 218.45, LV),
      2,
      '030408001002',
      '电力电缆',
      [
        '名称：电力电缆',
        '型号：YJV',
        '规格：4×95+1×50',
        '材质：铜芯',
        '敷设方式、部位：桥架内敷设',
        '电压等级(kV)：0.6/1',
      ],
      'm',
      218.45,
    ),
    cable(
      item('YJV22', '4*120+1*70', 142.3, LV),
      3,
      '030408001003',
      '电力电缆',
      [
        '名称：铠装电力电缆',
        '型号：YJV22',
        '规格：4×120+1×70',
        '材质：铜芯',
        '敷设方式、部位：室外直埋',
        '电压等级(kV)：1kV',
      ],
      'm',
      142.3,
    ),
    cable(
      item('ZC-YJV', '4*35+1*16', 486.9, LV),
      4,
      '030408001004',
      '电力电缆',
      [
        '名称：阻燃电力电缆',
        '型号：ZC-YJV',
        '规格：4×35+1×16',
        '材质：铜芯',
        '敷设方式、部位：穿管暗敷',
        '电压等级(kV)：0.6/1',
      ],
      'm',
      486.9,
    ),
    cable(
      item('NH-YJV', '4*50+1*25', 267.14, LV),
      5,
      '030408001005',
      '电力电缆',
      [
        '名称：耐火电力电缆（消防）',
        '型号：NH-YJV',
        '规格：4×50+1×25',
        '材质：铜芯',
        '敷设方式、部位：桥架内敷设',
        '电压等级(kV)：0.6/1',
      ],
      'm',
      267.14,
    ),
    cable(
      unknown(NOT_SOLD('WDZN-YJY (low-smoke halogen-free fire-resistant)')),
      6,
      '030408001006',
      '电力电缆',
      [
        '名称：低烟无卤耐火电力电缆',
        '型号：WDZN-YJY',
        '规格：5×10',
        '材质：铜芯',
        '敷设方式、部位：桥架内敷设',
        '电压等级(kV)：0.6/1',
      ],
      'm',
      96.75,
    ),
    cable(
      item('WDZ-YJY', '5*16', 193.6, LV),
      7,
      '030408001007',
      '电力电缆',
      [
        '名称：低烟无卤阻燃电力电缆',
        '型号：WDZ-YJY',
        '规格：5×16',
        '材质：铜芯',
        '敷设方式、部位：桥架内敷设',
        '电压等级(kV)：0.6/1',
      ],
      'm',
      193.6,
    ),
    cable(
      item('YJLV', '4*240+1*120', 88.4, LV, '材质 铝芯 with the model YJLV'),
      8,
      '030408001008',
      '电力电缆',
      [
        '名称：电力电缆',
        '型号：YJLV',
        '规格：4×240+1×120',
        '材质：铝芯',
        '敷设方式、部位：电缆沟内敷设',
        '电压等级(kV)：1kV以下',
      ],
      'm',
      88.4,
    ),
    cable(
      review(NETWORK_10KV),
      9,
      '030408001009',
      '电力电缆',
      [
        '名称：高压电力电缆',
        '型号：YJV22',
        '规格：3×240',
        '材质：铜芯',
        '敷设方式、部位：室外直埋',
        '电压等级(kV)：10',
      ],
      'm',
      85.5,
    ),
    cable(
      item('YJV22', '3*70', 62.4, MV),
      10,
      '030408001010',
      '电力电缆',
      [
        '名称：高压电力电缆',
        '型号：YJV22',
        '规格：3×70',
        '材质：铜芯',
        '敷设方式、部位：电缆沟内敷设',
        '电压等级(kV)：8.7/15',
      ],
      'm',
      62.4,
    ),
    cable(
      review('no size: 规格 详见设计图纸; ask'),
      11,
      '030408001011',
      '电力电缆',
      [
        '名称：电力电缆',
        '型号：YJV',
        '规格：详见设计图纸',
        '材质：铜芯',
        '敷设方式、部位：桥架内敷设',
        '电压等级(kV)：1kV以下',
      ],
      'm',
      45.2,
    ),
    cable(
      item('KVV', '10*1.5', 312.6, CV),
      12,
      '030408002001',
      '控制电缆',
      ['名称：控制电缆', '型号：KVV', '规格：10×1.5', '敷设方式、部位：桥架内敷设', '电压等级(kV)：0.45/0.75'],
      'm',
      312.6,
    ),
    cable(
      unknown(NOT_SOLD('KVVP (screened control cable)')),
      13,
      '030408002002',
      '控制电缆',
      ['名称：屏蔽控制电缆', '型号：KVVP', '规格：4×1.5', '敷设方式、部位：穿管敷设'],
      'm',
      128.35,
    ),
    cable(
      unknown(NOT_CABLE('cable terminations (电力电缆头)')),
      14,
      '030408006001',
      '电力电缆头',
      [
        '名称：电力电缆头',
        '型号：YJV',
        '规格：4×185+1×95',
        '材质、类型：铜芯，干包式',
        '安装部位：配电柜',
        '电压等级(kV)：1kV以下',
      ],
      '个',
      8,
    ),
    cable(
      unknown(NOT_CABLE('cable terminations (电力电缆头)')),
      15,
      '030408006002',
      '电力电缆头',
      ['名称：电力电缆头', '型号：YJV22', '规格：3×240', '材质、类型：冷缩式户外终端', '电压等级(kV)：10'],
      '个',
      2,
    ),
    row(noise, '', '', 'C.4.11 配管、配线'),
    cable(
      unknown(NOT_CABLE('cable tray (桥架)')),
      16,
      '030411003001',
      '桥架',
      ['名称：槽式桥架', '材质：热镀锌钢', '规格：200×100', '类型：含盖板'],
      'm',
      128.5,
    ),
    cable(
      unknown(NOT_CABLE('conduit (配管)')),
      17,
      '030411001001',
      '配管',
      ['名称：紧定式钢导管', '材质：镀锌钢', '规格：JDG20', '配置形式：暗配'],
      'm',
      865.3,
    ),
    cable(
      item('BV', '1*2.5', 2460.8, CV, '配线 in 单线延长米: the 工程量 as written'),
      18,
      '030411004001',
      '配线',
      ['名称：管内穿线', '配线形式：照明线路', '型号：BV', '规格：2.5', '材质：铜芯'],
      'm',
      2460.8,
    ),
    cable(
      item('BV', '1*4', 1180.52, CV),
      19,
      '030411004002',
      '配线',
      ['名称：管内穿线', '配线形式：插座线路', '型号：BV', '规格：4', '材质：铜芯'],
      'm',
      1180.52,
    ),
    cable(
      item('BVR', '1*16', 35.6, CV),
      20,
      '030411004003',
      '配线',
      ['名称：等电位联结线', '型号：BVR', '规格：16 黄绿双色', '材质：铜芯'],
      'm',
      35.6,
    ),
    cable(
      unknown(NOT_SOLD('RVS (twisted pair)')),
      21,
      '030411004004',
      '配线',
      ['名称：管内穿线', '配线形式：消防广播线路', '型号：RVS', '规格：2×1.5', '材质：铜芯'],
      'm',
      420.0,
    ),
    row(noise, '', '', '本页小计'),
    row(noise, '', '', '合    计'),
    spanned(noise, '注：为计取规费等的使用，可在表中增设其中：“定额人工费”。'),
  ];
  const { data, rows: keyRows } = await writeXlsx([
    {
      name: '分部分项工程清单',
      widths: [6, 15, 12, 40, 8, 11, 10, 10, 10],
      rows,
      merges: [
        [2, 1, 2, 4],
        [2, 5, 2, 7],
        [3, 1, 4, 1],
        [3, 2, 4, 2],
        [3, 3, 4, 3],
        [3, 4, 4, 4],
        [3, 5, 4, 5],
        [3, 6, 4, 6],
        [3, 7, 3, 9],
      ],
      frozenRows: 4,
    },
  ]);
  return {
    name: 'glodon-boq.xlsx',
    data,
    key: keyed(
      'glodon-boq.xlsx',
      'sheet',
      'a 分部分项工程和单价措施项目清单与计价表 exported from a cost-estimating program (GLodon style): a merged title, 工程名称/标段/第 1 页 共 1 页, a two-row header (金额（元） merged over 综合单价/合价/其中：暂估价, the other header cells merged down), 分部 headings 0304 / C.4.8 / C.4.11, 12-digit 项目编码 as text (030408001001), 项目特征描述 cells of six numbered lines with line breaks (1.名称 2.型号 3.规格 4.材质 5.敷设方式、部位 6.电压等级(kV)：1kV以下 / 0.6/1 / 1kV / 10 / 8.7/15 / 0.45/0.75), 工程量 shown 0.00 (356.82, 2460.80), prices blank; YJLV 铝芯, WDZN-YJY, KVVP, RVS, a 规格 详见设计图纸, 电力电缆头 in 个, 桥架, 配管 JDG20, BV/BVR 配线; 本页小计, 合计 and a note',
      keyRows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/**
 * 2. A Kazakh buyer's message in Russian with GOST cable names, Cyrillic х in the specs, decimal commas, м / км /
 * бухта / барабан, a note changing one position and dropping another.
 */
function kzGost(): Written {
  const GOST = (what: string, ours: string) => `${what}: read as ${ours} (same construction)`;
  const lines: Array<[string, Truth]> = [
    ['Тема: Запрос КП — кабель, ТОО «Астана ЭлектроМонтаж Сервис»', noise],
    ['', noise],
    ['Добрый день, уважаемые коллеги!', noise],
    ['Просим предоставить коммерческое предложение на кабельно-проводниковую продукцию по ГОСТ 31996-2012,', noise],
    ['условия поставки DAP Хоргос (Казахстан), оплата 30/70. Объект: ТП и склад, г. Астана.', noise],
    ['', noise],
    ['Перечень:', noise],
    ['1. ВВГнг(А)-LS 5х10 — 850 м', unknown(NOT_SOLD('ВВГнг(А)-LS (flame-retardant low-smoke PVC; no ZR-VV)'))],
    ['2. ВВГ 4х16 0,66кВ — 1,2 км', review('changed by the Примечание below (1,5 км)')],
    ['3. ПуВ 1х2,5 (белый) — 20 бухт по 100 м', item('BV', '1*2.5', 2000, CV, `${GOST('ПуВ', 'BV')}; 20 × 100 m`)],
    ['4. АВБбШв 4х120 — 2 барабана', unknown(NOT_SOLD('АВБбШв (aluminium, steel-tape armour: VLV22)'))],
    ['5. ПвБбШв 3х95+1х50 1кВ — 320 м', item('YJV22', '3*95+1*50', 320, LV, GOST('ПвБбШв', 'YJV22'))],
    ['6. КГ 3х6+1х4 — 150 м', unknown(NOT_SOLD('КГ (rubber flexible cable, YC)'))],
    ['7. ПуГВ 1х16 ж/з — 2 бухты', item('BVR', '1*16', 200, CV, `${GOST('ПуГВ', 'BVR')}; бухта of wire = 100 m`)],
    ['8. КВВГ 10х1,5 — 0,5 км', item('KVV', '10*1.5', 500, CV, GOST('КВВГ', 'KVV'))],
    ['9. ПвВГ 1х185 1кВ — 3х150 м (по фазам)', item('YJV', '1*185', 450, LV, `${GOST('ПвВГ', 'YJV')}; 3 × 150 m`)],
    ['10. ВВГ 3х1,5 — 5 бухт', review('бухта of a power cable (ВВГ) with no length: ask')],
    ['11. АВВГ 4х50 — 600м', review('dropped by the Примечание below (Поз. 11 исключить)')],
    ['12. ВВГнг(А)-FRLS 4х25 — 300 м', unknown(NOT_SOLD('ВВГнг(А)-FRLS (fire-resistant low-smoke PVC)'))],
    ['13. ПвВГ 4х70+1х35 — 280-300 м', review('a range of lengths, not an amount: ask')],
    ['14. СИП-2 3х70+1х54,6 — 1 км', unknown(NOT_SOLD('СИП-2 (aerial bundled cable)'))],
    ['15. ВВГ 5х6 — 240 м', item('VV', '5*6', 240, LV, GOST('ВВГ', 'VV'))],
    ['16. ПвВГ 4х240 0,66кВ — 2х95 м', item('YJV', '4*240', 190, LV, `${GOST('ПвВГ', 'YJV')}; 2 × 95 m`)],
    ['', noise],
    [
      'Примечание: по поз. 2 количество увеличить до 1,5 км. Поз. 11 исключить — алюминий заказчик не согласовал.',
      item('VV', '4*16', 1500, LV, 'поз. 2 ВВГ 4х16 0,66кВ, now 1,5 км'),
    ],
    ['Кабель прошу предложить в барабанах, длины строительные, с сертификатом соответствия ЕАЭС.', noise],
    ['Срок поставки: до 15.11.2025. Просим указать цену в USD и в тенге.', noise],
    ['', noise],
    ['С уважением,', noise],
    ['Ерлан Жумабаев, менеджер по снабжению', noise],
    ['ТОО «Астана ЭлектроМонтаж Сервис», БИН 000000000000', noise],
    ['+7 701 000 23 18 (WhatsApp, Telegram)', noise],
  ];
  const { data, rows } = writeText(lines);
  return {
    name: 'kz-gost.txt',
    data,
    key: keyed(
      'kz-gost.txt',
      'text',
      "a Kazakh buyer's e-mail in Russian (.txt): subject, greeting and terms (ГОСТ 31996-2012, DAP Хоргос, 30/70), a numbered Перечень of GOST names with the Cyrillic х in the specs and decimal commas (ВВГнг(А)-LS 5х10, ВВГ 4х16 0,66кВ, ПуВ 1х2,5, АВБбШв 4х120, ПвБбШв 3х95+1х50, КГ 3х6+1х4, ПуГВ 1х16 ж/з, КВВГ 10х1,5, ПвВГ 1х185, АВВГ, ВВГнг(А)-FRLS, СИП-2 3х70+1х54,6); amounts in м, км (1,2 км, 0,5 км), бухт по 100 м, бухты, барабана, 3х150 м, 2х95 м, 280-300 м; a Примечание raising поз. 2 to 1,5 км and dropping поз. 11; a signature with a БИН and a phone",
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/**
 * 3. An order export from an e-commerce purchasing platform (京东慧采 style): 商品名称 packs brand, model, spec, length
 * per coil and colour; 商品规格 as 属性:值;属性:值; 卷 / 米 / 盘 / 件; a cancelled line, 运费, 优惠, 合计.
 */
function jdOrder(): Written {
  const C = 'a coil of building wire = 100 m';
  const r = (truth: Truth, ...cells: string[]): SourceRow => row(truth, ...cells);
  const O1 = '252093118842';
  const O2 = '252093118843';
  const rows: SourceRow[] = [
    r(noise, '订单编号', '商品编号', '商品名称', '商品规格', '单价(元)', '购买数量', '单位', '小计(元)', '订单状态'),
    r(
      item('BV', '1*2.5', 500, CV, '5 coils of 100 m'),
      O1,
      '100012345678',
      '远东电缆 BV2.5平方 国标铜芯 单芯硬线 100米/卷 红色',
      '颜色:红色;长度:100米',
      '219.00',
      '5',
      '卷',
      '1095.00',
      '已完成',
    ),
    r(
      item('BV', '1*2.5', 500, CV, '5 coils of 100 m'),
      O1,
      '100012345679',
      '远东电缆 BV2.5平方 国标铜芯 单芯硬线 100米/卷 蓝色',
      '颜色:蓝色;长度:100米',
      '219.00',
      '5',
      '卷',
      '1095.00',
      '已完成',
    ),
    r(
      item('BV', '1*2.5', 200, CV, '2 coils of 100 m'),
      O1,
      '100012345681',
      '远东电缆 BV2.5平方 国标铜芯 单芯硬线 100米/卷 黄绿双色',
      '颜色:黄绿双色;长度:100米',
      '219.00',
      '2',
      '卷',
      '438.00',
      '已完成',
    ),
    r(
      item('BVR', '1*4', 300, CV),
      O1,
      '100020887412',
      '熊猫电线 国标铜芯多股软线 整卷',
      '型号:BVR 4平方;颜色:蓝色;长度:整卷100米',
      '365.00',
      '3',
      '卷',
      '1095.00',
      '已完成',
    ),
    r(
      item('BV', '1*6', 200, CV, 'full-width ＢＶ; 4 coils of 50 m (the name says 50米/卷)'),
      O1,
      '100031456002',
      '正泰电线 ＢＶ6平方 铜芯硬线 50米/卷 黑色',
      '颜色:黑色;长度:50米',
      '268.00',
      '4',
      '卷',
      '1072.00',
      '已完成',
    ),
    r(
      item('RVV', '3*1.5', 85, SV),
      O1,
      '100045120936',
      '德力西 RVV3*1.5平方 三芯护套线 白色 按米销售',
      '颜色:白色;规格:3*1.5',
      '6.80',
      '85',
      '米',
      '578.00',
      '已完成',
    ),
    r(
      item('YJV', '3*4+1*2.5', 120, LV),
      O1,
      '100052218870',
      '起帆电缆 YJV 3*4+1*2.5 国标0.6/1kV 铜芯电力电缆 按米',
      '规格:3*4+1*2.5',
      '15.60',
      '120',
      '米',
      '1872.00',
      '已完成',
    ),
    r(
      item('YJV22', '4*16', 60, LV, 'made at 0.6/1kV only'),
      O1,
      '100060031547',
      '金杯电工 YJV22 4*16平方 铠装电缆 1米价',
      '规格:4*16',
      '58.50',
      '60',
      '米',
      '3510.00',
      '已完成',
    ),
    r(
      item('KVV', '7*1.5', 200, CV),
      O1,
      '100071106688',
      '胜华电缆 KVV 7*1.5 控制电缆 国标足方',
      '芯数:7芯;截面:1.5平方',
      '9.20',
      '200',
      '米',
      '1840.00',
      '已完成',
    ),
    r(
      item('BV', '1*1.5', 200, CV, `no length on the listing: ${C}`),
      O2,
      '100012345690',
      '远东电缆 BV1.5平方 单芯硬线 国标足米',
      '颜色:红色',
      '139.00',
      '2',
      '卷',
      '278.00',
      '已完成',
    ),
    r(
      item('BV', '1*4', 100, CV, '单股硬线 (no model) is BV; 1 件 of a 100米 listing'),
      O2,
      '100088812345',
      '家装电线 4平方 单股硬线 国标铜芯 100米 红色',
      '颜色:红色;长度:100米',
      '329.00',
      '1',
      '件',
      '329.00',
      '已完成',
    ),
    r(
      item('YJV', '5*10', 300, LV, '3 drums of 100 m (100米/盘 on the listing)'),
      O2,
      '100052219011',
      '起帆 YJV 5*10 电力电缆 0.6/1KV 100米/盘',
      '规格:5*10;长度:100米/盘',
      '4260.00',
      '3',
      '盘',
      '12780.00',
      '已完成',
    ),
    r(
      item('RVV', '2*1', 400, SV, '2 coils of 200 m (200米/卷 on the listing)'),
      O2,
      '100045121007',
      '远东 RVV 2*1.0 护套线 黑色 200米/卷',
      '颜色:黑色;长度:200米',
      '436.00',
      '2',
      '卷',
      '872.00',
      '已完成',
    ),
    r(
      review('a cancelled order line (已取消): ask before quoting'),
      O2,
      '100020887455',
      '熊猫电线 BVR2.5平方 多股软线 100米 红色',
      '型号:BVR 2.5平方;颜色:红色',
      '239.00',
      '4',
      '卷',
      '956.00',
      '已取消',
    ),
    r(
      unknown(NOT_CABLE('sockets')),
      O2,
      '100099001122',
      '公牛 五孔插座 86型 白色 10只装',
      '颜色:白色',
      '89.00',
      '2',
      '盒',
      '178.00',
      '已完成',
    ),
    r(
      unknown(NOT_CABLE('PVC conduit')),
      O2,
      '100099004410',
      '联塑 PVC电工穿线管 20mm 3.8米/根',
      '管径:20mm',
      '4.50',
      '50',
      '根',
      '225.00',
      '已完成',
    ),
    r(
      unknown(NOT_SOLD('category 5e network cable')),
      O2,
      '100099007733',
      '安普 超五类网线 305米/箱',
      '类别:超五类',
      '560.00',
      '1',
      '箱',
      '560.00',
      '已完成',
    ),
    r(noiseBecause('freight'), O1, '', '运费', '', '', '', '', '15.00', ''),
    r(noiseBecause('a coupon'), O2, '', '店铺优惠券', '', '', '', '', '-20.00', ''),
    r(noiseBecause('the total'), '合计', '', '', '', '', '', '', '27812.00', ''),
  ];
  const { data, rows: keyRows } = writeCsv(rows, 9, { separator: ',', encoding: 'utf8-bom' });
  return {
    name: 'jd-order.csv',
    data,
    key: keyed(
      'jd-order.csv',
      'sheet',
      'an order export from an e-commerce purchasing platform (京东慧采 style), UTF-8 with a BOM, comma-separated, CRLF: 订单编号/商品编号/商品名称/商品规格/单价/购买数量/单位/小计/订单状态 over two orders; 商品名称 packs brand, model, spec, length and colour (远东电缆 BV2.5平方 国标铜芯 单芯硬线 100米/卷 红色; a full-width ＢＶ6平方 50米/卷; 100米/盘; 200米/卷; 按米销售; 1米价), 商品规格 as 属性:值;属性:值 (型号:BVR 4平方;…;长度:整卷100米), the same BV in three colour lines, a 家装电线 4平方 单股硬线 without a model in 件, a BV with no coil length; 卷, 米, 盘, 件, 盒, 根, 箱; an 已取消 line; sockets, conduit and network cable; 运费, 店铺优惠券 and 合计 rows',
      keyRows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/**
 * 4. An RFQ e-mail from a Dubai EPC contractor with a cable schedule pasted as tab-separated text: BS 7671 wording,
 * SWA / STA / LSZH / CPC, Rm / lm / mtrs, a Provisional Sum, coils, 3.5C, and a Rev B note changing two items and
 * deleting one.
 */
function epcEmail(): Written {
  const t = (...cells: string[]) => cells.join('\t');
  const SWA = NOT_SOLD('Cu/XLPE/SWA/PVC (steel-wire armour, YJV32)');
  const lines: Array<[string, Truth]> = [
    ['From: Rajesh Menon <r.menon@gulfcrest-contracting.example>', noise],
    ['To: export@cable-supplier.example', noise],
    ['Date: Mon, 22 Sep 2025 10:14:07 +0400', noise],
    ['Subject: RFQ - LV cables - Al Qusais Warehouse (GC-2417) - Rev B', noise],
    ['', noise],
    ['Dear Sir / Madam,', noise],
    ['', noise],
    [
      'Please quote your best CIF Jebel Ali price for the cables below, to BS 7671 / IEC 60502-1, with type test certificates.',
      noise,
    ],
    [
      'All quantities are in running metres unless noted. Please note the Rev B changes at the end of this mail.',
      noise,
    ],
    ['', noise],
    [t('Item', 'Description', 'Size', 'Unit', 'Qty', 'Remarks'), noise],
    [
      t('1', 'Cu/XLPE/PVC 600/1000V', '4C x 240mm2', 'Rm', '1,250', 'MDB-01 to SMDB-G1'),
      item('YJV', '4*240', 1250, LV, '600/1000V is 0.6/1kV'),
    ],
    [t('2', 'Cu/XLPE/SWA/PVC 0.6/1kV', '4Cx16mm2 + 16mm2 CPC', 'Rm', '480', 'to chillers CH-1/2'), unknown(SWA)],
    [
      t('3', 'Cu/XLPE/STA/PVC 0.6/1kV', '4C x 95mm2', 'lm', '320', 'buried, trench T-2'),
      review('changed by Rev B below (450 lm)'),
    ],
    [
      t('4', 'Cu/XLPE/LSZH 0.6/1kV', '4C x 35mm2', 'mtrs', '610', 'car park'),
      item('WDZ-YJY', '4*35', 610, LV, 'XLPE/LSZH is WDZ-YJY'),
    ],
    [
      t('5', 'Cu/XLPE/PVC 0.6/1kV', '4C x 25mm2 + 16mm2 CPC', 'Rm', '275', 'DB-L1 to DB-L4'),
      review('a CPC after the cores: a separate 16mm2 earth cable (BS 7671) or a fifth core 4×25+1×16? ask'),
    ],
    [
      t('6', 'Cu/PVC 450/750V (6491X)', '1C x 6mm2', 'mtrs', '2 x 100m coils', 'G/Y'),
      item('BV', '1*6', 200, CV, '6491X is BV; 2 × 100 m'),
    ],
    [
      t('7', 'Cu/XLPE/PVC 0.6/1kV', '4C x 70mm2', 'Rm', '540', 'see Rev B'),
      review('changed by Rev B below (4C x 95mm2)'),
    ],
    [
      t('8', 'Fire resistant Cu/Mica/XLPE/PVC 0.6/1kV', '4C x 50mm2', 'Rm', '1.2 km', 'fire pumps, BS 8519'),
      item('NH-YJV', '4*50', 1200, LV, 'mica-taped XLPE is NH-YJV; 1.2 km'),
    ],
    [
      t('9', 'Multicore control cable Cu/PVC/PVC (KVV) 450/750V', '12C x 1.5mm2', 'Rm', '400', 'BMS'),
      item('KVV', '12*1.5', 400, CV),
    ],
    [
      t('10', 'Cu/XLPE/PVC 0.6/1kV', '1C x 300mm2', 'Rm', 'Provisional Sum', 'subject to final route survey'),
      review('Provisional Sum: no length; ask'),
    ],
    [
      t('11', 'Cu/XLPE/PVC 0.6/1kV', '1C x 185mm2', 'Rm', '4 runs x 65m', 'per phase + N, TX-2'),
      item('YJV', '1*185', 260, LV, '4 runs × 65 m'),
    ],
    [
      t('12', 'Cu/PVC 450/750V (6491X)', '1C x 2.5mm2', 'coils', '15', 'R/Y/B/Blk/G-Y x 3 each'),
      item('BV', '1*2.5', 1500, CV, '15 coils of 100 m'),
    ],
    [
      t('13', 'Cu/XLPE/PVC 0.6/1kV', '3.5C x 150mm2', 'Rm', '0.35 km', 'MCC-2'),
      item('YJV', '3*150+1*70', 350, LV, '3.5C is three phase cores and a reduced neutral: 3×150+1×70; 0.35 km'),
    ],
    [t('14', 'Cu/XLPE/PVC 0.6/1kV', '2C x 6mm2', 'Rm', '180', 'external lighting'), item('YJV', '2*6', 180, LV)],
    [
      t('15', 'Cable glands CW type, brass, c/w shroud', 'for item 2', 'Nos', '40', ''),
      unknown(NOT_CABLE('cable glands')),
    ],
    [t('16', 'Cable tray HDG, heavy duty, 300mm', '', 'lm', '120', 'c/w covers'), unknown(NOT_CABLE('cable tray'))],
    [t('17', 'Cu/XLPE/PVC 0.6/1kV', '4C x 10mm2', 'Rm', '300', ''), review('deleted by Rev B below')],
    [t('18', 'Cu/XLPE/SWA/PVC 0.6/1kV', '4C x 185mm2 + 95mm2 CPC', 'Rm', '220', 'TX-1 LV feeder'), unknown(SWA)],
    ['', noise],
    ['Rev B (22-Sep-2025) changes:', noise],
    [
      '- Item 3 (4C x 95mm2 STA): quantity increased to 450 lm.',
      item('YJV22', '4*95', 450, LV, 'item 3 is Cu/XLPE/STA/PVC 0.6/1kV: YJV22'),
    ],
    [
      '- Item 7 revised to 4C x 95mm2 Cu/XLPE/PVC 0.6/1kV, quantity unchanged.',
      item('YJV', '4*95', 540, LV, 'item 7 quantity unchanged: 540 Rm'),
    ],
    ['- Item 17 deleted (by others).', noiseBecause('a deletion naming no cable')],
    ['', noise],
    ['Delivery required by 30-Oct-2025. Please state drum lengths, lead time and validity (min. 60 days).', noise],
    ['', noise],
    ['Best regards,', noise],
    ['Rajesh Menon | Procurement Engineer', noise],
    ['Gulf Crest Contracting LLC | P.O. Box 000000, Dubai, UAE', noise],
    ['T +971 4 000 0000 | M +971 50 000 0000', noise],
    ['This e-mail and any attachments are confidential and intended solely for the addressee.', noise],
  ];
  const { data, rows } = writeText(lines);
  return {
    name: 'epc-email.txt',
    data,
    key: keyed(
      'epc-email.txt',
      'text',
      "an RFQ e-mail from a Dubai EPC contractor (.txt): mail headers, greeting, a cable schedule pasted as tab-separated text (Item/Description/Size/Unit/Qty/Remarks) in BS 7671 wording — Cu/XLPE/PVC 600/1000V, Cu/XLPE/SWA/PVC, Cu/XLPE/STA/PVC, Cu/XLPE/LSZH, Cu/PVC 450/750V (6491X), Cu/Mica/XLPE/PVC, a KVV control cable; sizes 4C x 240mm2, 4Cx16mm2 + 16mm2 CPC, 1C x 6mm2, 3.5C x 150mm2; units Rm / lm / mtrs / coils / Nos; quantities 1,250, 1.2 km, 0.35 km, 2 x 100m coils, 4 runs x 65m, Provisional Sum; glands and tray; a Rev B note raising one item, changing another's size (quantity unchanged) and deleting a third; a signature and a disclaimer",
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/**
 * 5. A factory maintenance department's 材料申请单（领料单） as a text PDF: typed abbreviations (YJV-4*95+1*50 100M,
 * BV4平方 5盘, 3*2.5护套线), a 已领 column, a 作废 line, a 补充 note changing one line, signatures and an approval stamp.
 */
async function maintRequisition(): Promise<Written> {
  const text = (t: string, truth: Truth = noise, extra: Partial<Extract<PdfLine, { kind: 'text' }>> = {}): PdfLine => ({
    kind: 'text',
    text: t,
    truth,
    ...extra,
  });
  const cells = (truth: Truth, ...c: string[]): PdfLine => ({ kind: 'cells', cells: c, truth });
  const page: PdfLine[] = [
    text('江南精密机械有限公司', noise, { size: 13, centred: true }),
    text('材料申请单（领料单）', noise, { size: 12, centred: true }),
    text('申请部门：设备维修部        单号：WX-2509-037        申请日期：2025.09.16'),
    text('用途：2#车间空压机房配电改造及日常维修备件'),
    { ...cells(noise, '序号', '物料名称', '规格型号', '单位', '申请数量', '已领', '备注'), top: true },
    cells(
      item('YJV', '4*95+1*50', 100, LV, '100M in the spec cell'),
      '1',
      '电缆',
      'YJV-4*95+1*50 100M',
      '',
      '',
      '',
      '空压机主回路',
    ),
    cells(item('BV', '1*4', 500, CV, 'BV in 盘 = 100 m a coil: 5 × 100'), '2', '电线', 'BV4平方 5盘', '', '', '', ''),
    cells(
      item('RVV', '3*2.5', 200, SV, '护套线 3*2.5 is RVV'),
      '3',
      '护套线',
      '3*2.5护套线',
      '米',
      '200',
      '',
      '照明插座',
    ),
    cells(
      review('已领 = 申请数量 with 库存已发: issued from stock, probably nothing to buy; ask'),
      '4',
      '控制电缆',
      'KVV-4*1.5',
      '米',
      '150',
      '150',
      '库存已发',
    ),
    cells(review('changed by the 补充 note below'), '5', '铠装电缆', 'YJV22-3*70+1*35', '米', '60', '', '埋地段'),
    cells(item('YJV', '4*10', 80, LV, '约80 quoted as 80'), '6', '电缆', 'yjv 4*10', '米', '约80', '', ''),
    cells(
      item('YJV', '3*120+2*70', 90, LV, '2 runs × 45 m'),
      '7',
      '电缆',
      'YJV-3*120+2*70',
      '米',
      '2根×45M',
      '',
      '变压器至总柜',
    ),
    cells(item('NH-YJV', '5*4', 200, LV, '0.2千米'), '8', '耐火电缆', 'NH-YJV 5*4', '米', '0.2千米', '', '消防风机'),
    cells(item('BVR', '1*6', 50, CV), '9', '软线', 'BVR-6 黄绿', '米', '50', '', '接地'),
    cells(
      item('BV', '1*2.5', 300, CV, 'three colours × 1 盘 of 100 m'),
      '10',
      '电线',
      'BV2.5 红/蓝/黄 各1盘',
      '盘',
      '3',
      '',
      '',
    ),
    cells(
      item('VV', '3*10+1*6', 50, LV, '申请 80, 已领 30, 库存不足，差额采购: the 50 m to buy'),
      '11',
      '电缆',
      'VV-3*10+1*6',
      '米',
      '80',
      '30',
      '库存不足，差额采购',
    ),
    cells(unknown(NOT_SOLD('YC (rubber flexible cable)')), '12', '橡套线', 'YC-3*4+1*2.5', '米', '40', '', '行车'),
    cells(unknown(NOT_SOLD('KVVP (screened control cable)')), '13', '屏蔽线', 'KVVP-10*1.0', '米', '100', '', '变频器'),
    cells(unknown(NOT_CABLE('cold-shrink terminations')), '14', '终端头', '冷缩终端 4*95', '套', '2', '', ''),
    cells(unknown(NOT_CABLE('PVC conduit')), '15', '线管', 'PVC Φ25', '根', '30', '', ''),
    cells(unknown(NOT_CABLE('cable ties and tape')), '16', '辅料', '扎带、电工胶布', '包', '10', '', ''),
    cells(
      review('the line is marked 作废 (void): it must not be quoted'),
      '17',
      '电缆',
      'ZR-YJV-4*25+1*16',
      '米',
      '120',
      '',
      '作废',
    ),
    text('补充：第5项改为YJV22-3*95+1*50，数量不变。', item('YJV22', '3*95+1*50', 60, LV, 'line 5 is 60 米'), {
      gapBefore: 6,
    }),
    text('合计：17项'),
    text('申请人：刘伟      部门负责人：陈国强      审批人：张建民      仓管员：王芳', noise, { gapBefore: 10 }),
    text('审批意见：同意，请采购部询价后按最低价采购。      【设备维修部 已审批 2025-09-16】'),
    text('注：本单一式三联，第一联存根，第二联仓库，第三联财务。', noise, { size: 8 }),
  ];
  const { data, rows } = await writePdf({
    page: [595, 842],
    columns: [0, 26, 82, 232, 262, 318, 358],
    pages: [page],
    producer: 'WPS 表格',
  });
  return {
    name: 'maint-requisition.pdf',
    data,
    key: keyed(
      'maint-requisition.pdf',
      'pdf',
      "a factory maintenance department's 材料申请单（领料单） (a text PDF, one page, ruled): 申请部门/单号/日期 and 用途 lines, 序号/物料名称/规格型号/单位/申请数量/已领/备注; abbreviations typed as written (YJV-4*95+1*50 100M and BV4平方 5盘 with 单位/数量 empty, 3*2.5护套线, yjv 4*10, BVR-6 黄绿, BV2.5 红/蓝/黄 各1盘); 约80, 2根×45M, 0.2千米; 已领 = 申请 with 库存已发, 已领 30 of 80 with 库存不足，差额采购; YC, KVVP, terminations, conduit, ties; a line marked 作废; a 补充 note changing line 5 (数量不变); 合计, signatures, an approval stamp line, a 一式三联 note",
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
async function main() {
  const files: Written[] = [await glodonBoq(), kzGost(), jdOrder(), epcEmail(), await maintRequisition()];
  let items = 0;
  let total = 0;
  for (const { name, data, key } of files) {
    writeFileSync(join(HERE, name), data);
    writeFileSync(join(HERE, `${name}.key.json`), `${JSON.stringify(key, null, 2)}\n`);
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
