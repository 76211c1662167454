/**
 * The twentieth holdout inquiry corpus: five inquiries written blind (without reading the parser, the server's or the
 * web app's code, docs/, the README's accuracy sections, scripts/ or the git history), from what a Chinese cable
 * supplier's domestic sales staff receive from Chinese customers: a power design institute's 电缆清册 (one row per
 * circuit, 〃 / 同上 and a merged 型号 cell for repeated models, 2(4×240+1×120), 4×160, 数量调整为, 作废, 按实), a
 * 分部分项工程量清单 whose 项目特征描述 cells hold 名称 / 型号 / 规格 / 敷设方式 / 电压等级 on separate lines (电缆头 rows
 * naming a cable, 配线 in single-wire metres), a 1688 buyer's 旺旺 chat pasted as text (亲 / 老板, emoji, full-width
 * digits, a change and a cancellation later in the chat), a 百度爱采购 daily digest of 询盘 (one 采购需求 line a lead),
 * and a competitor's two-page 销售送货单 the customer forwards to be quoted again (卷, 盘, a 退货 line, 单价 / 金额,
 * 大写). Each file has an answer key written from what the file shows and what a careful salesperson would quote;
 * README.md lists the judgement calls.
 *
 *   npx tsx corpus/holdout20/generate.ts
 */

import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
  writePdf,
  writeText,
  writeXlsx,
} from '../holdout4/writers';

const HERE = dirname(fileURLToPath(import.meta.url));

const LV = '0.6/1kV';
const MV = '8.7/15kV';
const HV = '26/35kV';
const CV = '450/750V';
const SV = '300/500V';
const JK10 = '10kV';

const COIL = 'building wire 卷 = 100 m';
const DRUM = 'a drum (盘) of cable with no drum length: ask';
const RANGE = 'a range of lengths, not an amount: ask';
const NETWORK_10KV = 'only the network voltage (10kV) for a YJV/YJV22: 8.7/10kV or 8.7/15kV? ask';
const SEVERAL = 'several cables on one line: a key line holds one cable, so the line needs a person (or a split)';
const ONE_LEVEL = 'no voltage written; the spec is made at one level only';
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
 * 1. A power design institute's 电缆清册 for a 10kV switching station and its distribution: one row per circuit
 * (序号 / 电缆编号 / 起点 / 终点 / 型号 / 规格 / 长度(m) / 敷设方式 / 备注) under section rows 一、10kV电力电缆 …
 * 四、照明及检修; the 型号 repeated by 〃 or 同上 or by a cell merged down over four control circuits; a spare bay with
 * no cable, a YJV22-10kV, 2(4×240+1×120) over 2×135, single cores 4×160, 约280, 按实, a circuit marked 作废, a 备注
 * 数量调整为90, BV-3×2.5 in one conduit, KVVP2-22 / ZR-KVV / KVVP / an optical and a computer cable; notes and the
 * 设计 / 校核 / 审核 / 批准 row with a date.
 */
async function dianlanQingce(): Promise<Written> {
  const DITTO = (model: string) => `〃 / 同上 repeats the 型号 above (${model})`;
  const MERGED = 'the 型号 cell KVV-450/750V is merged down over this circuit';
  const rows: SourceRow[] = [];
  const push = (...r: SourceRow[]) => rows.push(...r);
  const c = (
    truth: Truth,
    no: number,
    code: string,
    from: string,
    to: string,
    model: string,
    spec: string,
    length: Cell,
    lay: string,
    note = '',
  ): SourceRow => row(truth, no, code, from, to, model, spec, length, lay, note);
  push(
    spanned(noise, '江北新材料产业园10kV开关站及配电工程'),
    spanned(noise, '电 缆 清 册'),
    row(noise, '工程编号：JB2025-117', '', '', '卷册号：S0306-D03', '', '设计阶段：施工图', '', '', '第 1 页  共 1 页'),
    row(noise, '序号', '电缆编号', '起点', '终点', '型号', '规格', '长度(m)', '敷设方式', '备注'),
    spanned(noiseBecause('a section row; the rows under it write their own voltage'), '一、10kV电力电缆'),
    c(
      item('YJV22', '3*300', 420, MV),
      1,
      '1AH1-W1',
      '1#进线电缆终端杆',
      '10kV开关站1AH1',
      'YJV22-8.7/15kV',
      '3×300',
      420,
      '直埋',
    ),
    c(
      item('YJV22', '3*300', 435, MV, DITTO('YJV22-8.7/15kV')),
      2,
      '1AH10-W1',
      '2#进线电缆终端杆',
      '10kV开关站1AH10',
      '〃',
      '3×300',
      435,
      '直埋',
    ),
    c(
      item('YJV22', '3*70', 186, MV, 'YJV22 3×70 is made at 0.6/1kV and 8.7/15kV: the 型号 writes 8.7/15kV'),
      3,
      '1AH3-W1',
      '1AH3',
      '1#配电室1T',
      'YJV22-8.7/15kV',
      '3×70',
      186,
      '电缆沟',
    ),
    c(
      item('YJV22', '3*70', 242, MV, DITTO('YJV22-8.7/15kV')),
      4,
      '1AH4-W1',
      '1AH4',
      '2#配电室2T',
      '〃',
      '3×70',
      242,
      '电缆沟',
    ),
    c(
      item('YJV22', '3*95', 318, MV, DITTO('YJV22-8.7/15kV')),
      5,
      '1AH5-W1',
      '1AH5',
      '3#配电室3T',
      '同上',
      '3×95',
      318,
      '电缆沟/穿管',
    ),
    c(
      noiseBecause('a spare bay: no cable this phase'),
      6,
      '1AH6-W1',
      '1AH6',
      '备用',
      '—',
      '—',
      '—',
      '',
      '备用间隔，本期不上电缆',
    ),
    c(item('YJV', '3*35', 25, MV), 7, '1AH7-W1', '1AH7', '站用变ST', 'YJV-8.7/15kV', '3×35', 25, '电缆沟'),
    c(
      item('YJV', '3*50', 18, MV, 'the 规格 cell holds the new spec; the 备注 says it was changed from 3×70'),
      8,
      '1AH8-W1',
      '1AH8',
      '电容器柜1AC',
      'YJV-8.7/15kV',
      '3×50',
      18,
      '电缆沟',
      '原3×70改为3×50',
    ),
    c(review(NETWORK_10KV), 9, '1AH9-W1', '1AH9', '4#配电室4T', 'YJV22-10kV', '3×120', 560, '直埋', '路径待业主确认'),
    spanned(noiseBecause('a section row'), '二、0.4kV电力电缆'),
    c(
      item('YJV', '4*185+1*95', 96, LV),
      10,
      '1T-W1',
      '1#配电室1AA2',
      '1#车间MCC1',
      'YJV-0.6/1kV',
      '4×185+1×95',
      96,
      '桥架',
    ),
    c(
      item('YJV', '4*185+1*95', 112, LV, DITTO('YJV-0.6/1kV')),
      11,
      '1T-W2',
      '1AA2',
      '1#车间MCC2',
      '〃',
      '4×185+1×95',
      112,
      '桥架',
    ),
    c(
      item('YJV', '4*120+1*70', 145, LV, DITTO('YJV-0.6/1kV')),
      12,
      '1T-W3',
      '1AA3',
      '空压站AP1',
      '〃',
      '4×120+1×70',
      145,
      '桥架',
    ),
    c(
      item('YJV', '4*95+1*50', 168, LV, DITTO('YJV-0.6/1kV')),
      13,
      '1T-W4',
      '1AA3',
      '循环水泵房AP2',
      '〃',
      '4×95+1×50',
      168,
      '桥架/穿管',
    ),
    c(
      item('YJV', '4*50+1*25', 210, LV, DITTO('YJV-0.6/1kV')),
      14,
      '1T-W5',
      '1AA4',
      '办公楼AL1',
      '〃',
      '4×50+1×25',
      210,
      '直埋',
    ),
    c(
      item('YJV', '4*16+1*10', 65, LV, DITTO('YJV-0.6/1kV')),
      15,
      '1T-W6',
      '1AA4',
      '门卫室AL2',
      '〃',
      '4×16+1×10',
      65,
      '穿管',
    ),
    c(
      item('YJV', '4*240+1*120', 270, LV, '2(4×240+1×120) is two cables in parallel; 2×135 is 270 m'),
      16,
      '2T-W1',
      '2#配电室2AA1',
      '2#车间MCC',
      'YJV-0.6/1kV',
      '2(4×240+1×120)',
      '2×135',
      '桥架',
      '双拼',
    ),
    c(
      item('YJV', '4*70+1*35', 280, LV, `${DITTO('YJV-0.6/1kV')}; 约280 quotes 280`),
      17,
      '2T-W2',
      '2AA2',
      '污水处理站AP3',
      '〃',
      '4×70+1×35',
      '约280',
      '直埋',
      '路径未最终确定',
    ),
    c(
      item('NH-YJV', '4*95+1*50', 135, LV),
      18,
      '2T-W3',
      '2AA2',
      '消防泵房AP-XF1',
      'NH-YJV-0.6/1kV',
      '4×95+1×50',
      135,
      '桥架',
      '消防负荷',
    ),
    c(
      item('NH-YJV', '4*95+1*50', 138, LV, DITTO('NH-YJV-0.6/1kV')),
      19,
      '2T-W4',
      '2AA3',
      '消防泵房AP-XF2',
      '〃',
      '4×95+1×50',
      138,
      '桥架',
      '消防负荷',
    ),
    c(item('NH-YJV', '5*10', 86, LV), 20, '2T-W5', '2AA3', '应急照明ALE1', 'NH-YJV-0.6/1kV', '5×10', 86, '穿管'),
    c(item('ZC-YJV', '5*6', 154, LV), 21, '2T-W6', '2AA4', '仓库AL3', 'ZC-YJV-0.6/1kV', '5×6', 154, '桥架'),
    c(
      item('YJV22', '4*150+1*70', 220, LV),
      22,
      '3T-W1',
      '3#配电室3AA1',
      '3#车间MCC',
      'YJV22-0.6/1kV',
      '4×150+1×70',
      220,
      '直埋',
    ),
    c(
      item('YJV22', '5*16', 380, LV, DITTO('YJV22-0.6/1kV')),
      23,
      '3T-W2',
      '3AA2',
      '路灯配电箱AL-LD',
      '〃',
      '5×16',
      380,
      '直埋',
    ),
    c(
      review('the circuit is marked 作废 (cancelled) and has no length: not to be quoted'),
      24,
      '3T-W3',
      '3AA2',
      '雨水泵站AP5',
      '〃',
      '4×35+1×16',
      '',
      '直埋',
      '本回路作废',
    ),
    c(
      item('WDZ-YJY', '4*25+1*16', 75, LV),
      25,
      '3T-W4',
      '3AA3',
      '危化品库AP4',
      'WDZ-YJY-0.6/1kV',
      '4×25+1×16',
      75,
      '穿管',
      '低烟无卤',
    ),
    c(
      item('YJLV', '4*240+1*120', 310, LV),
      26,
      '4T-W1',
      '4#配电室4AA1',
      '研发楼AL4',
      'YJLV-0.6/1kV',
      '4×240+1×120',
      310,
      '直埋',
      '铝芯',
    ),
    c(review('长度 按实 (no amount): ask'), 27, '4T-W2', '4AA1', '食堂AL5', 'YJV', '4×50+1×25', '按实', '桥架'),
    c(
      item(
        'YJV',
        '1*240',
        640,
        LV,
        'single cores, 4×160: four cables (three phases and N) of 160 m; the 型号 writes 0.6/1kV',
      ),
      28,
      '4T-W3',
      '4AA2',
      '充电桩箱AP-CD',
      'YJV-0.6/1kV',
      '1×240',
      '4×160',
      '桥架',
      '单芯，三相+N',
    ),
    c(
      item('YJV', '4*185+1*95', 90, LV, `the 备注 数量调整为90 changes the 72 m; ${ONE_LEVEL}`),
      29,
      '4T-W4',
      '4AA2',
      '3AA2（联络）',
      'YJV',
      '4×185+1×95',
      72,
      '桥架',
      '数量调整为90',
    ),
    c(item('BV', '1*95', 30, CV), 30, '4T-PE', '4#配电室', '接地干线', 'BV-450/750V', '1×95', 30, '穿管', '黄绿'),
    spanned(noiseBecause('a section row'), '三、控制电缆'),
    c(
      unknown(NOT_SOLD('KVVP2-22 (screened, armoured control cable)')),
      31,
      '1AH1-K1',
      '1AH1',
      '直流屏PK',
      'KVVP2-22',
      '7×1.5',
      45,
      '电缆沟',
    ),
  );
  const mergedFrom = rows.length + 1;
  push(
    c(item('KVV', '10*1.5', 40, CV), 32, '1AH1-K2', '1AH1', '综自屏PJ', 'KVV-450/750V', '10×1.5', 40, '电缆沟'),
    c(item('KVV', '10*1.5', 38, CV, MERGED), 33, '1AH3-K1', '1AH3', '综自屏PJ', '', '10×1.5', 38, '电缆沟'),
    c(item('KVV', '7*2.5', 36, CV, MERGED), 34, '1AH4-K1', '1AH4', '综自屏PJ', '', '7×2.5', 36, '电缆沟'),
    c(item('KVV', '4*1.5', 190, CV, MERGED), 35, '1AH5-K1', '1AH5', '1#配电室温控箱', '', '4×1.5', 190, '电缆沟/桥架'),
  );
  const mergedTo = rows.length;
  push(
    c(
      unknown(NOT_SOLD('ZR-KVV (flame-retardant control cable)')),
      36,
      '1AH7-K1',
      '1AH7',
      '站用变温控器',
      'ZR-KVV',
      '7×1.5',
      44,
      '电缆沟',
    ),
    c(
      unknown(NOT_SOLD('KVVP (screened control cable)')),
      37,
      '1AH9-K1',
      '1AH9',
      '4#配电室',
      'KVVP',
      '4×1.5',
      575,
      '直埋',
    ),
    c(
      item('KVV', '14*1.5', 35, CV, 'KVV is made at 450/750V only'),
      38,
      '1AH10-K1',
      '1AH10',
      '综自屏PJ',
      'KVV',
      '14×1.5',
      35,
      '电缆沟',
    ),
    c(
      unknown(NOT_SOLD('an optical cable (GYTA53)')),
      39,
      'TX-1',
      '综自屏PJ',
      '调度通信机房',
      'GYTA53',
      '12B1',
      1200,
      '直埋',
      '光缆',
    ),
    c(
      unknown(NOT_SOLD('a computer cable (DJYPVP)')),
      40,
      'JS-1',
      '综自屏PJ',
      '监控主机',
      'DJYPVP',
      '2×2×1.0',
      120,
      '桥架',
      '计算机电缆',
    ),
    spanned(noiseBecause('a section row'), '四、照明及检修'),
    c(
      item(
        'BV',
        '1*2.5',
        450,
        CV,
        'BV-3×2.5 is three single wires in one conduit, 150 m of conduit (长度为管长): 450 m',
      ),
      41,
      'ZM-1',
      '开关站照明箱AL',
      '室内照明',
      'BV-450/750V',
      '3×2.5',
      150,
      '穿SC20',
      '3根穿管，长度为管长',
    ),
    c(item('RVV', '3*2.5', 60, SV), 42, 'ZM-2', 'AL', '检修插座箱', 'RVV-300/500V', '3×2.5', 60, '穿管'),
    c(item('YJV', '3*4+1*2.5', 95, LV), 43, 'ZM-3', 'AL', '室外投光灯', 'YJV-0.6/1kV', '3×4+1×2.5', 95, '直埋'),
    c(item('VV', '3*6', 420, LV), 44, 'ZM-4', 'AL', '围墙照明', 'VV-0.6/1kV', '3×6', 420, '直埋'),
    blank(),
    spanned(noise, '注：1. 电缆长度为估算长度，已计入5%余量，订货前应按现场实测复核。'),
    spanned(noise, '2. 10kV电缆终端及中间接头见主要设备材料表；控制电缆屏蔽层一端接地。'),
    spanned(noiseBecause('explains the ditto mark'), '3. 表中“〃”表示同上。'),
    row(noise, '设计：周明', '', '校核：陈立', '', '审核：刘建华', '', '批准：王海', '', { date: '2025-09-12' }),
  );
  const { data, rows: keyRows } = await writeXlsx([
    {
      name: '电缆清册',
      widths: [6, 12, 18, 18, 18, 16, 10, 12, 24],
      rows,
      merges: [[mergedFrom, 5, mergedTo, 5]],
      frozenRows: 4,
    },
  ]);
  return {
    name: 'dianlan-qingce.xlsx',
    data,
    key: keyed(
      'dianlan-qingce.xlsx',
      'sheet',
      "a power design institute's 电缆清册 for a 10kV switching station and an industrial park's distribution, one row per circuit: a merged title, 工程编号 / 卷册号 / 设计阶段 / 第1页 row, a frozen header 序号 | 电缆编号 | 起点 | 终点 | 型号 | 规格 | 长度(m) | 敷设方式 | 备注, merged section rows 一、10kV电力电缆 / 二、0.4kV电力电缆 / 三、控制电缆 / 四、照明及检修; the 型号 written once and repeated by 〃 or 同上 on the rows under it, and merged down over four KVV circuits; many circuits of one cable (YJV22-8.7/15kV 3×300 twice, YJV-0.6/1kV 4×185+1×95 three times); a spare bay (备用, —), a YJV22-10kV, a changed spec in 备注 (原3×70改为3×50), 2(4×240+1×120) over 2×135, single cores 1×240 over 4×160, 约280, 按实, a circuit marked 本回路作废 with no length, 数量调整为90 in 备注, BV-3×2.5 in one conduit (长度为管长), KVVP2-22, ZR-KVV, KVVP, GYTA53 12B1, DJYPVP; notes (5% 余量, 〃表示同上) and a 设计 / 校核 / 审核 / 批准 row with a real date",
      keyRows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/**
 * 2. A cost consultant's 分部分项工程和单价措施项目清单与计价表 (GB 50500) for a school's electrical works: a two-row
 * header with 金额（元） merged over 综合单价 / 合价 / 其中：暂估价; 项目特征描述 cells holding 1.名称 / 2.型号 / 3.规格 /
 * 4.敷设方式 / 5.电压等级 on separate lines; 电力电缆, 控制电缆, 电力电缆头 (naming a cable, in 个), 保护管, 桥架, 配管,
 * 配线 (单线长度, decimal metres), 接地母线; 合价 formulas, 本页小计 and 合计.
 */
async function qingdanTezheng(): Promise<Written> {
  const rows: SourceRow[] = [];
  const q = (
    truth: Truth,
    no: number,
    code: string,
    name: string,
    features: string[],
    unit: string,
    amount: number,
  ) => {
    const r = rows.length + 1;
    rows.push(
      row(truth, no, code, name, features.join('\n'), unit, amount, '', {
        formula: `F${r}*G${r}`,
        result: 0,
        format: '0.00',
      }),
    );
  };
  const IN_CELL = 'model and spec on separate lines of the 项目特征描述 cell';
  const LV_WRITTEN = '电压等级 1kV以下 / 1kV / 0.6/1 is 0.6/1kV';
  const WIRE = '配线 is measured in single-wire metres (单线长度): the 工程量 as written';
  rows.push(
    spanned(noise, '分部分项工程和单价措施项目清单与计价表'),
    row(
      noise,
      '工程名称：城南实验学校二期（教学楼、风雨操场）电气安装工程',
      '',
      '',
      '',
      '标段：一标段',
      '',
      '',
      '第 1 页  共 1 页',
    ),
    row(noise, '序号', '项目编码', '项目名称', '项目特征描述', '计量单位', '工程量', '金额（元）'),
    row(noise, '', '', '', '', '', '', '综合单价', '合价', '其中：暂估价'),
    row(noise, '', '0304', '电气设备安装工程'),
    row(noiseBecause('a section row'), '', '030408', 'C.4.8 电缆安装'),
  );
  q(
    item('YJV', '4*185+1*95', 356.8, LV, `${IN_CELL}; ${LV_WRITTEN}; decimal metres as written`),
    1,
    '030408001001',
    '电力电缆',
    [
      '1.名称：电力电缆',
      '2.型号：YJV',
      '3.规格：4×185+1×95',
      '4.材质：铜芯',
      '5.敷设方式、部位：桥架内敷设',
      '6.电压等级(kV)：1kV以下',
      '7.地形：平原',
    ],
    'm',
    356.8,
  );
  q(
    item('WDZ-YJY', '4*95+1*50', 218.4, LV, `${IN_CELL}; ${LV_WRITTEN}`),
    2,
    '030408001002',
    '电力电缆',
    [
      '1.名称：低烟无卤阻燃电力电缆',
      '2.型号：WDZ-YJY',
      '3.规格：4×95+1×50',
      '4.材质：铜芯',
      '5.敷设方式、部位：桥架内敷设',
      '6.电压等级(kV)：1kV以下',
    ],
    'm',
    218.4,
  );
  q(
    item('NH-YJV', '5*16', 126.5, LV, `${IN_CELL}; ${LV_WRITTEN}`),
    3,
    '030408001003',
    '电力电缆',
    ['1.名称：耐火电力电缆', '2.型号：NH-YJV', '3.规格：5×16', '4.敷设方式、部位：穿管敷设', '5.电压等级(kV)：0.6/1'],
    'm',
    126.5,
  );
  q(
    item('ZC-YJV', '4*35+1*16', 540.2, LV, `the 规格 line says 变更为4×35+1×16: the new spec; ${LV_WRITTEN}`),
    4,
    '030408001004',
    '电力电缆',
    [
      '1.名称：阻燃电力电缆',
      '2.型号：ZC-YJV',
      '3.规格：4×25+1×16（变更为4×35+1×16，详设计变更单DQ-03）',
      '4.敷设方式、部位：穿管、桥架',
      '5.电压等级(kV)：1kV',
    ],
    'm',
    540.2,
  );
  q(
    review(NETWORK_10KV),
    5,
    '030408001005',
    '电力电缆',
    ['1.名称：铠装电力电缆', '2.型号：YJV22', '3.规格：3×240', '4.敷设方式、部位：直埋', '5.电压等级(kV)：10'],
    'm',
    180,
  );
  q(
    item('YJV', '3*120+2*70', 95.6, LV, 'model, voltage and spec in one line of the cell'),
    6,
    '030408001006',
    '电力电缆',
    ['1.名称：电力电缆', '2.型号、规格：YJV-0.6/1kV-3×120+2×70', '3.敷设方式、部位：电缆沟'],
    'm',
    95.6,
  );
  q(
    item('YJV22', '4*70+1*35', 262, LV, `the model is at the end of the 名称 line; ${LV_WRITTEN}`),
    7,
    '030408001007',
    '电力电缆',
    [
      '1.名称：铜芯交联聚乙烯绝缘钢带铠装电力电缆 YJV22',
      '2.规格：4×70+1×35',
      '3.敷设方式、部位：直埋',
      '4.电压等级(kV)：1kV',
    ],
    'm',
    262,
  );
  q(
    item('YJV', '1*300', 432, LV, 'YJV 1×300 is made at three levels: the cell writes 0.6/1'),
    8,
    '030408001008',
    '电力电缆',
    ['1.名称：电力电缆', '2.型号：YJV', '3.规格：1×300', '4.敷设方式、部位：桥架内敷设', '5.电压等级(kV)：0.6/1'],
    'm',
    432,
  );
  q(
    item('YJV', '4*50+1*25', 312.7, LV, `${IN_CELL}; ${ONE_LEVEL} (0.6/1kV)`),
    9,
    '030408001009',
    '电力电缆',
    ['1.名称：电力电缆', '2.型号：YJV', '3.规格：4*50+1*25', '4.敷设方式、部位：直埋（含揭盖板）'],
    'm',
    312.7,
  );
  q(
    item('KVV', '10*1.5', 460, CV, `${IN_CELL}; KVV is made at 450/750V only`),
    10,
    '030408002001',
    '控制电缆',
    ['1.名称：控制电缆', '2.型号：KVV', '3.规格：10×1.5', '4.敷设方式、部位：桥架内敷设'],
    'm',
    460,
  );
  q(
    unknown(NOT_SOLD('KVVP (screened control cable)')),
    11,
    '030408002002',
    '控制电缆',
    ['1.名称：屏蔽控制电缆', '2.型号：KVVP', '3.规格：4×1.5', '4.敷设方式、部位：穿管敷设'],
    'm',
    220,
  );
  q(
    unknown(NOT_CABLE('cable terminations (电力电缆头, 个) for the YJV 4×185+1×95: installation, not cable')),
    12,
    '030408006001',
    '电力电缆头',
    [
      '1.名称：电力电缆头',
      '2.型号：YJV',
      '3.规格：4×185+1×95',
      '4.材质、类型：铜芯、热缩式',
      '5.安装部位：配电柜',
      '6.电压等级(kV)：1kV以下',
    ],
    '个',
    8,
  );
  q(
    unknown(NOT_CABLE('cable terminations (电力电缆头, 个) for the WDZ-YJY 4×95+1×50')),
    13,
    '030408006002',
    '电力电缆头',
    ['1.名称：电力电缆头', '2.型号：WDZ-YJY', '3.规格：4×95+1×50', '4.材质、类型：铜芯、冷缩式', '5.安装部位：配电箱'],
    '个',
    12,
  );
  q(
    unknown(NOT_CABLE('a galvanised steel protective pipe')),
    14,
    '030408003001',
    '电缆保护管',
    ['1.名称：镀锌钢管', '2.规格：SC50', '3.敷设方式：埋地敷设'],
    'm',
    86,
  );
  q(
    unknown(NOT_CABLE('a cable tray')),
    15,
    '030411003001',
    '桥架',
    ['1.名称：热镀锌槽式桥架', '2.规格：300×100', '3.材质：钢制'],
    'm',
    145,
  );
  rows.push(row(noiseBecause('a section row'), '', '030411', 'C.4.11 配管、配线'));
  q(
    unknown(NOT_CABLE('a JDG conduit')),
    16,
    '030411001001',
    '配管',
    ['1.名称：电线管', '2.材质：JDG', '3.规格：JDG20', '4.配置形式：暗配'],
    'm',
    1260,
  );
  q(
    item('BV', '1*2.5', 3820.5, CV, `${IN_CELL}; ${WIRE}`),
    17,
    '030411004001',
    '配线',
    ['1.名称：管内穿线', '2.配线形式：照明线路', '3.型号：BV', '4.规格：2.5', '5.材质：铜芯'],
    'm',
    3820.5,
  );
  q(
    item('BV', '1*4', 1460.8, CV, `${IN_CELL}; ${WIRE}`),
    18,
    '030411004002',
    '配线',
    ['1.名称：管内穿线', '2.配线形式：插座线路', '3.型号：BV', '4.规格：4mm²', '5.材质：铜芯'],
    'm',
    1460.8,
  );
  q(
    unknown(NOT_SOLD('WDZN-BYJ (halogen-free fire-resistant building wire)')),
    19,
    '030411004003',
    '配线',
    ['1.名称：管内穿线', '2.配线形式：应急照明线路', '3.型号：WDZN-BYJ', '4.规格：2.5'],
    'm',
    980,
  );
  q(
    item('BVR', '1*10', 640, CV, `${IN_CELL}; ${WIRE}`),
    20,
    '030411004004',
    '配线',
    ['1.名称：管内穿线', '2.配线形式：动力线路', '3.型号：BVR', '4.规格：10'],
    'm',
    640,
  );
  q(
    item('RVV', '3*1.5', 260, SV, `${IN_CELL}; RVV is made at 300/500V only`),
    21,
    '030411004005',
    '配线',
    ['1.名称：护套线', '2.型号：RVV', '3.规格：3×1.5', '4.配线部位：吊顶内'],
    'm',
    260,
  );
  q(
    item('BV', '1*16', 185.3, CV, `${IN_CELL}; ${WIRE}; the colour is the PE's`),
    22,
    '030411004006',
    '配线',
    ['1.名称：管内穿线', '2.型号：BV', '3.规格：16', '4.颜色：黄绿双色（PE线）'],
    'm',
    185.3,
  );
  rows.push(row(noiseBecause('a section row'), '', '030409', 'C.4.9 防雷及接地装置'));
  q(
    unknown(NOT_CABLE('a galvanised flat-steel earthing bar')),
    23,
    '030409002001',
    '接地母线',
    ['1.名称：接地母线', '2.材质：镀锌扁钢', '3.规格：-40×4', '4.安装部位：室外埋地'],
    'm',
    320,
  );
  q(
    unknown(NOT_CABLE('earthing rods (根)')),
    24,
    '030409001001',
    '接地极',
    ['1.名称：接地极', '2.材质：镀锌角钢', '3.规格：L50×5，L=2500'],
    '根',
    18,
  );
  const last = rows.length;
  rows.push(
    row(noiseBecause('a page subtotal of money'), '', '', '本页小计', '', '', '', '', {
      formula: `SUM(H7:H${last})`,
      result: 0,
      format: '0.00',
    }),
    row(noise, '', '', '合    计', '', '', '', '', { formula: `SUM(H7:H${last})`, result: 0, format: '0.00' }),
    spanned(
      noise,
      '注：1. 电缆、配线工程量已含预留长度及附加长度，按单线延长米计算；2. 为计取规费等的使用，可在表中增设“其中：定额人工费”。',
    ),
  );
  const { data, rows: keyRows } = await writeXlsx([
    {
      name: '分部分项清单',
      widths: [6, 15, 12, 46, 9, 10, 10, 10, 12],
      rows,
      merges: [
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
    name: 'qingdan-tezheng.xlsx',
    data,
    key: keyed(
      'qingdan-tezheng.xlsx',
      'sheet',
      "a cost consultant's 分部分项工程和单价措施项目清单与计价表 (GB 50500) for a school's electrical works: a merged title, 工程名称 / 标段 / 第1页 row, a two-row header (序号 … 工程量 merged down, 金额（元） merged over 综合单价 / 合价 / 其中：暂估价), section rows 0304 电气设备安装工程, C.4.8 电缆安装, C.4.11 配管、配线, C.4.9 防雷及接地装置; 12-digit 项目编码; 项目特征描述 cells with typed line breaks holding 1.名称 / 2.型号 / 3.规格 / 4.敷设方式、部位 / 5.电压等级(kV) (1kV以下, 1kV, 0.6/1, 10), the model once at the end of the 名称 line, once model-voltage-spec on one line (YJV-0.6/1kV-3×120+2×70), a 规格 with 变更为 in brackets, 4*50+1*25 with asterisks, 4mm²; decimal 工程量 (356.8, 3820.5); 电力电缆头 rows in 个 naming a YJV 4×185+1×95 and a WDZ-YJY 4×95+1×50; 保护管, 桥架, JDG 配管, 配线 in single-wire metres (BV, BVR, WDZN-BYJ, RVV, a yellow-green BV 16), 接地母线 and 接地极; blank 综合单价, 合价 formulas (=F7*G7 (0.00)), 本页小计 and 合计 formulas, a footnote",
      keyRows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/**
 * 3. A 1688 buyer's 旺旺 chat with a cable shop, copied as text: name-and-time lines, 亲 / 老板, emoji, [商品链接],
 * [图片], [表情], a spec the shop must make to order, a list of cables typed on a phone (平方 / mm2 / M / 千米 /
 * 卷 / 一盘 / 两百米 / full-width ＹＪＶ５＊６　６０米), a change (3*95那根改成3*120+1*70 长度不变) and a cancellation
 * (rvv那个取消) later, colours times 卷, 包邮 / 专票 talk, the shop's quotation file.
 */
function alibaba1688(): Written {
  const B = '东莞安达机电李工';
  const S = '长盛线缆官方旗舰店:小美';
  const at = (who: string, time: string): [string, Truth] => [`${who} 2025-10-21 ${time}`, noise];
  const lines: Array<[string, Truth]> = [
    at(B, '14:02:11'),
    ['亲 在吗', noise],
    at(S, '14:02:30'),
    ['在的亲～欢迎光临长盛线缆😊 有什么可以帮您的呢', noise],
    at(B, '14:03:05'),
    [
      '[商品链接] 国标铜芯YJV电力电缆4芯5芯3+1 3+2阻燃电缆线 足米足方 厂家直销 ¥12.80-¥986.00',
      noiseBecause('a product link: the shop’s own listing, not a demand'),
    ],
    [
      '老板 这款yjv 4*10+1*6有吗，要150米😄',
      unknown(NOT_SOLD('YJV 4×10+1×6 (the catalogue’s 4+1 starts at 4×16+1×10)')),
    ],
    at(S, '14:03:48'),
    ['亲，4*10+1*6这个规格要定做哦，起订500米🙏', noise],
    at(B, '14:04:20'),
    [
      '那换yjv 4*16+1*10吧 一样150米',
      item('YJV', '4*16+1*10', 150, LV, `一样150米: the 150 m of the line before; ${ONE_LEVEL} (0.6/1kV)`),
    ],
    at(S, '14:04:51'),
    ['好的亲～还有其他需要的吗，可以把型号规格数量一起发过来，小美给您算个总价💰', noise],
    at(B, '14:08:37'),
    ['我这有个单子你看下', noise],
    [
      'yjv 3*95+1*50 足米 120米',
      review('changed later in the chat (3*95那根改成3*120+1*70 长度不变): the change is the item'),
    ],
    ['yjv 4×35+1×16 两百米', item('YJV', '4*35+1*16', 200, LV, `两百米 is 200; ${ONE_LEVEL}`)],
    ['yjv 4*25+1*16 0.5千米', item('YJV', '4*25+1*16', 500, LV, `0.5千米; ${ONE_LEVEL}`)],
    ['yjv22 4*50+1*25 大概300米左右', item('YJV22', '4*50+1*25', 300, LV, `大概…左右 quotes 300; ${ONE_LEVEL}`)],
    ['yjlv 4*70+1*35 铝的 150M', item('YJLV', '4*70+1*35', 150, LV, `M is 米; ${ONE_LEVEL}`)],
    [
      'ＹＪＶ５＊６　６０米',
      item('YJV', '5*6', 60, LV, `full-width letters and digits (ＹＪＶ５＊６ ６０); ${ONE_LEVEL}`),
    ],
    ['vv 5*4  80-100米', review(RANGE)],
    ['kvv 7*1.5 要一盘', review(DRUM)],
    ['bv2.5 红黄绿蓝各2卷', item('BV', '1*2.5', 800, CV, `four colours × 2 卷 = 8 卷; ${COIL}`)],
    ['bv4平方 10卷', item('BV', '1*4', 1000, CV, `平方 is mm²; ${COIL}`)],
    ['bvr6平方 黄绿的 1卷', item('BVR', '1*6', 100, CV, COIL)],
    ['rvv3*1.5mm2 一卷', review('cancelled later in the chat (rvv那个取消 不要了): not to be quoted')],
    ['超五类网线 1箱', unknown(NOT_SOLD('a Cat5e network cable'))],
    at(S, '14:09:15'),
    ['收到亲～小美这就给您核算，稍等哦🌹', noise],
    at(B, '14:12:02'),
    ['[图片]', noiseBecause('a picture')],
    ['图上那个NH-YJV 4*25+1*16也要 100米 消防用的', item('NH-YJV', '4*25+1*16', 100, LV, ONE_LEVEL)],
    at(B, '14:15:40'),
    [
      '对了 3*95那根 改成3*120+1*70吧 长度不变',
      item(
        'YJV',
        '3*120+1*70',
        120,
        LV,
        'the change of the yjv 3*95+1*50 line: its model and its 120 m (长度不变), the new spec',
      ),
    ],
    ['rvv那个取消 不要了', noiseBecause('a cancellation naming no spec; the rvv line above is the review row')],
    ['非标的便宜多少？', noise],
    at(S, '14:16:22'),
    ['亲 我们家只做国标哦 足米足方 假一赔十👍👍', noise],
    at(B, '14:18:09'),
    ['行吧 再加bv1.5 红色 3卷 灯线用', item('BV', '1*1.5', 300, CV, COIL)],
    ['还有bv2.5双色的 5卷', item('BV', '1*2.5', 500, CV, `${COIL}; a second BV 2.5 line (双色, the yellow-green)`)],
    ['包邮吗老板 到东莞长安', noise],
    at(S, '14:19:01'),
    ['亲 整单满5000包邮哦～可以开13%专票', noise],
    at(B, '14:19:45'),
    ['好 尽快报个总价给我 下午要下单👌', noise],
    ['[表情]', noiseBecause('a sticker')],
    at(S, '14:41:26'),
    ['[文件] 报价单-安达机电李工1021.xlsx', noiseBecause('a file sent in the chat')],
  ];
  const { data, rows } = writeText(lines);
  return {
    name: 'alibaba-1688.txt',
    data,
    key: keyed(
      'alibaba-1688.txt',
      'text',
      "a 1688 buyer's 旺旺 chat with a cable shop's customer service, copied as text: every message under a name-and-time line (东莞安达机电李工 2025-10-21 14:08:37 / 长盛线缆官方旗舰店:小美 …), 亲 / 老板 / 足米足方 / 假一赔十 and emoji (😄🙏💰🌹👍👌), a [商品链接] line with a price range, [图片], [表情], [文件]; a spec the shop must make to order (yjv 4*10+1*6) and the buyer switching to 4*16+1*10 (一样150米); a list typed on a phone, lower case (yjv, yjv22, yjlv, vv, kvv, bv, bvr, rvv), 4×35 / 4*25, 两百米, 0.5千米, 大概300米左右, 150M, 80-100米, 要一盘, 平方 / mm2, 卷 (红黄绿蓝各2卷, 10卷, 1卷), full-width ＹＪＶ５＊６　６０米, 超五类网线 1箱; a cable named after a picture; later a change (3*95那根 改成3*120+1*70吧 长度不变) and a cancellation (rvv那个取消 不要了); 非标 / 国标 talk, 包邮 / 13%专票, two more BV lines",
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/**
 * 4. A 百度爱采购 daily digest of new 询盘 (an e-mail saved as text): mail headers, a greeting, then leads of three
 * lines each (【询盘n】 time / region / buyer; 采购需求：…; 买家留言：…) apart by blank lines, and the platform's footer.
 */
function aicaigouLeads(): Written {
  const lines: Array<[string, Truth]> = [
    ['发件人：百度爱采购商家中心 <noreply@b2b-notice.example.com>', noise],
    ['收件人：sales@changsheng-cable.example', noise],
    ['时间：2025年10月22日 08:00', noise],
    ['主题：【爱采购】您有 14 条新询盘待处理（10月21日）', noise],
    ['', noise],
    ['尊敬的 东莞市长盛电线电缆有限公司：', noise],
    ['您好！10月21日您的店铺共收到 14 条新询盘，请尽快登录商家中心报价。超过24小时未回复将影响店铺响应率。', noise],
    ['', noise],
  ];
  const lead = (
    n: number,
    when: string,
    where: string,
    who: string,
    need: [string, Truth],
    words: string,
    wordsTruth: Truth = noise,
  ) => {
    lines.push([`【询盘${n}】${when}  ${where}  ${who}`, noise], need, [`买家留言：${words}`, wordsTruth], ['', noise]);
  };
  lead(
    1,
    '10-21 09:12',
    '河南省 郑州市',
    '王先生（已实名）',
    ['采购需求：YJV 4*95+1*50 500米', item('YJV', '4*95+1*50', 500, LV, ONE_LEVEL)],
    '国标足米，含税送到郑州多少钱一米',
  );
  lead(
    2,
    '10-21 09:40',
    '河北省 保定市',
    '张女士',
    ['采购需求：阻燃电缆 ZR-YJV 4*50+1*25 200米 急用', item('ZR-YJV', '4*50+1*25', 200, LV, ONE_LEVEL)],
    '今天能发货吗？',
  );
  lead(
    3,
    '10-21 10:05',
    '江苏省 苏州市',
    '苏州某机电（企业认证）',
    ['采购需求：电缆 详见留言', noiseBecause('names no cable; the cables are in the 买家留言 line')],
    'YJV 3*185+2*95 1200米，VV22 4*35+1*16 300米，请分别报价',
    review(SEVERAL),
  );
  lead(
    4,
    '10-21 10:31',
    '安徽省 阜阳市',
    '李先生',
    ['采购需求：铝芯电缆 3*240+1*120 1km', review('铝芯电缆 names no model: YJLV or VLV? ask')],
    '做路灯主干线用',
  );
  lead(
    5,
    '10-21 11:02',
    '山东省 临沂市',
    '临沂某建设集团（企业认证）',
    ['采购需求：YJV22-8.7/15kV-3*300 约2.3公里', item('YJV22', '3*300', 2300, MV, '约2.3公里 quotes 2300 m')],
    '需要提供型式试验报告，盘长按500米分盘',
  );
  lead(
    6,
    '10-21 11:47',
    '湖北省 襄阳市',
    '刘经理',
    [
      '采购需求：JKLYJ-10kV-1*150 3km',
      item('JKLYJ', '1*150', 3000, JK10, 'JKLYJ 1×150 is made at 10kV and 1kV: 10kV written'),
    ],
    '农网改造项目，需带第三方检测报告',
  );
  lead(
    7,
    '10-21 13:20',
    '广东省 佛山市',
    '陈生',
    ['采购需求：BV2.5平方 50卷', item('BV', '1*2.5', 5000, CV, COIL)],
    '颜色要红、蓝、黄绿双色，比例你们看着配',
  );
  lead(
    8,
    '10-21 13:58',
    '浙江省 温州市',
    '周先生',
    ['采购需求：BVR 1*35 数量：面议', review('数量 面议 (no amount): ask')],
    '先报个单价',
  );
  lead(
    9,
    '10-21 14:26',
    '青海省 海西州',
    '某新能源项目部',
    ['采购需求：光伏线 PV1-F 1*4 红黑各1000米', unknown(NOT_SOLD('PV1-F photovoltaic cable'))],
    '要TUV认证',
  );
  lead(
    10,
    '10-21 15:03',
    '四川省 成都市',
    '成都某物业',
    [
      '采购需求：YJV 4*120+1*70（国标） ０．８千米',
      item('YJV', '4*120+1*70', 800, LV, `full-width ０．８千米 is 800 m; ${ONE_LEVEL}`),
    ],
    '报含税价，我们自提',
  );
  lead(
    11,
    '10-21 15:40',
    '福建省 泉州市',
    '黄先生',
    ['采购需求：YJY 4*16 300米', review('YJY is a type of its own (XLPE / PE sheath) as well as a typo for YJV: ask')],
    '',
  );
  lead(
    12,
    '10-21 16:12',
    '天津市',
    '天津某自动化（企业认证）',
    ['采购需求：KVV 19*1.5 1000m', item('KVV', '19*1.5', 1000, CV, 'KVV is made at 450/750V only')],
    '控制柜用，需要每米印字',
  );
  lead(
    13,
    '10-21 16:55',
    '江西省 赣州市',
    '钟女士',
    ['采购需求：电缆线', noiseBecause('names no cable and no amount: a lead to call, nothing to price')],
    '请电话联系我',
  );
  lead(
    14,
    '10-21 17:30',
    '辽宁省 沈阳市',
    '沈阳某电力安装',
    [
      '采购需求：YJV 1*185 26/35kV 1.6km',
      item('YJV', '1*185', 1600, HV, 'YJV 1×185 is made at three levels: 26/35kV written'),
    ],
    '风电场集电线路，铜屏蔽',
  );
  lines.push(
    ['立即报价：https://b2b-notice.example.com/merchant/inquiry?date=20251021', noise],
    ['温馨提示：平台不会以任何形式向商家收取保证金，请谨防诈骗。', noise],
    ['本邮件由系统自动发送，请勿直接回复。如需退订，请在商家中心-消息设置中关闭。', noise],
    ['百度爱采购客服热线：400-000-0000（工作日 9:00-18:00）', noise],
  );
  const { data, rows } = writeText(lines);
  return {
    name: 'aicaigou-leads.txt',
    data,
    key: keyed(
      'aicaigou-leads.txt',
      'text',
      "a 百度爱采购 (B2B platform) daily digest of 14 new 询盘, an e-mail saved as text: 发件人 / 收件人 / 时间 / 主题 lines, a greeting and the 24-hour response warning, then one lead of three lines apart by a blank line (【询盘n】 time, province and city, buyer with 已实名 / 企业认证; 采购需求：…; 买家留言：…); one cable in 采购需求 on most leads (YJV 4*95+1*50 500米, 阻燃电缆 ZR-YJV … 急用, YJV22-8.7/15kV-3*300 约2.3公里, JKLYJ-10kV-1*150 3km, BV2.5平方 50卷, KVV 19*1.5 1000m, YJV 1*185 26/35kV 1.6km, full-width ０．８千米), one 采购需求 电缆 详见留言 with two cables in the 留言, 铝芯电缆 with no model, 数量：面议, a PV1-F, YJY 4*16, a lead 电缆线 / 请电话联系我; an empty 买家留言; the platform's footer (立即报价 link, 保证金 warning, 退订, 客服热线)",
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/** Money in Chinese capital numerals, as a 送货单 prints its total (金额大写). */
function capital(amount: number): string {
  const digits = '零壹贰叁肆伍陆柒捌玖';
  const units = ['', '拾', '佰', '仟'];
  const fen = Math.round(amount * 100);
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor((fen % 100) / 10);
  const cent = fen % 10;
  const group = (n: number) => {
    let out = '';
    let zero = false;
    for (let i = 3; i >= 0; i--) {
      const d = Math.floor(n / 10 ** i) % 10;
      if (d === 0) zero = out !== '';
      else {
        if (zero) out += '零';
        out += digits[d]! + units[i]!;
        zero = false;
      }
    }
    return out;
  };
  const wan = Math.floor(yuan / 10000);
  const rest = yuan % 10000;
  let text = wan > 0 ? `${group(wan)}万` : '';
  if (rest > 0) text += (wan > 0 && rest < 1000 ? '零' : '') + group(rest);
  text += '元';
  if (jiao === 0 && cent === 0) return `${text}整`;
  return text + (jiao > 0 ? `${digits[jiao]}角` : '零') + (cent > 0 ? `${digits[cent]}分` : '');
}

/**
 * 5. A competitor's 销售送货单 (printed from the dealer's billing software to a PDF, on the half-width continuous form,
 * two pages) that the customer forwards with “照这个单子报个价”: the form's header on both pages, 序号 / 品名 / 规格型号 /
 * 单位 / 数量 / 单价 / 金额 / 备注, BV in 卷 by colour, a drum of YJV (整盘), a 退货 line with a negative amount,
 * accessories, 本页小计, 合计 with 金额大写, signatures, payment terms and the 白联 / 红联 / 黄联 line.
 */
async function songhuodan(): Promise<Written> {
  const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  let count = 0;
  let pageQty = 0;
  let pageMoney = 0;
  let totalMoney = 0;
  /** A table line; a price of null leaves 单价 and 金额 empty (a drum charged by the metres measured later). */
  const line = (
    truth: Truth,
    name: string,
    spec: string,
    unit: string,
    qty: number,
    price: number | null,
    note = '',
  ): PdfLine => {
    count += 1;
    const sum = price === null ? 0 : Math.round(qty * price * 100) / 100;
    pageQty += qty;
    pageMoney += sum;
    totalMoney += sum;
    return {
      kind: 'cells',
      cells: [
        String(count),
        name,
        spec,
        unit,
        String(qty),
        price === null ? '' : price.toFixed(2),
        price === null ? '' : money(sum),
        note,
      ],
      truth,
    };
  };
  const text = (t: string, truth: Truth = noise, extra: Partial<Extract<PdfLine, { kind: 'text' }>> = {}): PdfLine => ({
    kind: 'text',
    text: t,
    truth,
    ...extra,
  });
  const AGAIN = 'the form’s header again on page 2';
  const head = (page: number): PdfLine[] => [
    text('东莞市鑫达线缆贸易有限公司', page === 1 ? noise : noiseBecause(AGAIN), { size: 13, centred: true }),
    text('销 售 送 货 单', page === 1 ? noise : noiseBecause(AGAIN), { size: 11, centred: true }),
    text(
      '客户名称：东莞市安达机电安装工程有限公司      送货地址：长安镇上沙社区振安中路（安达工地仓库）',
      page === 1 ? noise : noiseBecause(AGAIN),
    ),
    text(
      `单据编号：XD20250926-031      日期：2025-09-26      联系人：刘工 138 2923 4567      第${page}页/共2页`,
      page === 1 ? noise : noiseBecause(AGAIN),
    ),
    {
      kind: 'cells',
      cells: ['序号', '品名', '规格型号', '单位', '数量', '单价', '金额', '备注'],
      truth: page === 1 ? noise : noiseBecause(AGAIN),
      top: true,
    },
  ];
  const subtotal = (): PdfLine => {
    const t = text(`本页小计：      数量 ${pageQty}      金额 ¥${money(pageMoney)}`, noiseBecause('a page subtotal'), {
      gapBefore: 2,
    });
    pageQty = 0;
    pageMoney = 0;
    return t;
  };
  const page1: PdfLine[] = [
    ...head(1),
    line(item('YJV', '4*70+1*35', 260, LV, '1KV is 0.6/1kV'), '电力电缆', 'YJV-0.6/1KV-4*70+1*35', '米', 260, 198.5),
    line(item('YJV', '4*25+1*16', 185, LV), '电力电缆', 'YJV-0.6/1KV-4*25+1*16', '米', 185, 76.8),
    line(item('YJV22', '4*120+1*70', 96, LV), '铠装电缆', 'YJV22-0.6/1KV-4*120+1*70', '米', 96, 342),
    line(item('BV', '1*2.5', 2000, CV, `${COIL}; 20 卷`), '电线', 'BV2.5 红', '卷', 20, 178, '100米/卷'),
    line(item('BV', '1*2.5', 2000, CV, `${COIL}; a second colour, its own line`), '电线', 'BV2.5 蓝', '卷', 20, 178),
    line(item('BV', '1*2.5', 1000, CV, COIL), '电线', 'BV2.5 双色', '卷', 10, 178),
    line(item('BV', '1*4', 800, CV, COIL), '电线', 'BV4 红', '卷', 8, 285),
    line(item('BVR', '1*10', 150, CV), '软线', 'BVR10 黄绿', '米', 150, 7.6),
    line(item('RVV', '2*1', 500, SV, 'RVV in 卷: 100 m a 卷; 2*1.0 is 2×1'), '护套线', 'RVV2*1.0', '卷', 5, 96),
    line(item('KVV', '4*1.5', 300, CV, 'KVV is made at 450/750V only'), '控制电缆', 'KVV-4*1.5', '米', 300, 6.3),
    line(item('VV22', '3*35+1*16', 120, LV, ONE_LEVEL), '电力电缆', 'VV22-3*35+1*16', '米', 120, 96.4),
    line(
      review(`${DRUM}; the 备注 says the drum is charged by the metres measured later (按实际米数结算)`),
      '电力电缆',
      'YJV-4*240+1*120',
      '盘',
      1,
      null,
      '整盘，按实际米数结算',
    ),
    line(item('ZR-YJV', '4*50+1*25', 210, LV), '阻燃电缆', 'ZR-YJV-4*50+1*25', '米', 210, 152),
  ];
  page1.push(
    subtotal(),
    text('白联：存根      红联：客户      黄联：回单', noiseBecause('the form’s copy line'), {
      size: 8,
      centred: true,
    }),
  );
  const page2: PdfLine[] = [
    ...head(2),
    line(
      review('a negative amount marked 退货: goods returned, not a demand: ask whether to quote it'),
      '电力电缆',
      'YJV-5*10',
      '米',
      -50,
      43.2,
      '退货',
    ),
    line(unknown(NOT_CABLE('cold-shrink terminations')), '冷缩终端', '1KV 四芯 70平方', '套', 6, 65),
    line(unknown(NOT_CABLE('copper lugs')), '铜鼻子', 'DT-70', '只', 30, 4.5),
    line(item('NH-YJV', '5*6', 88, LV), '耐火电缆', 'NH-YJV-5*6', '米', 88, 41.5),
    line(item('YJLV', '3*150+2*70', 240, LV), '铝芯电缆', 'YJLV-3*150+2*70', '米', 240, 58.6),
    line(item('YJV', '3*2.5', 300, LV, ONE_LEVEL), '电力电缆', 'YJV-3*2.5', '米', 300, 7.9),
    line(unknown(NOT_SOLD('KVV22 (armoured control cable)')), '控制电缆', 'KVV22-4*2.5', '米', 90, 12.8),
  ];
  page2.push(
    subtotal(),
    text(`合计金额（大写）：${capital(totalMoney)}      ¥${money(totalMoney)}`, noiseBecause('the total in words')),
    text('注：1. 货物请当面点清，如有质量问题请于收货后7日内提出，逾期视为验收合格；2. 货款月结30天。', noise, {
      gapBefore: 2,
    }),
    text('开户行：中国农业银行东莞长安支行      账号：4423 0101 0400 1234 5      税号：91441900MA5X000000'),
    text('收货单位（签章）：              收货人：              送货人：陈师傅      制单：小陈      审核：', noise, {
      gapBefore: 6,
    }),
    text('地址：东莞市长安镇锦厦社区振安西路88号      电话：0769-8530 1234      手机：139 2690 5678', noise, {
      size: 8,
    }),
    text('白联：存根      红联：客户      黄联：回单', noiseBecause('the form’s copy line'), {
      size: 8,
      centred: true,
    }),
  );
  const { data, rows } = await writePdf({
    page: [684, 396],
    columns: [0, 28, 92, 248, 280, 326, 380, 450],
    pages: [page1, page2],
    producer: '管家婆辉煌版 V8 打印输出',
  });
  return {
    name: 'songhuodan.pdf',
    data,
    key: keyed(
      'songhuodan.pdf',
      'pdf',
      "a competitor's 销售送货单 (a dealer's billing software printed to a text PDF on the 241×140 mm continuous form, two pages, ruled) that the customer forwards to be quoted again: the dealer's name, 销 售 送 货 单, 客户名称 / 送货地址 and 单据编号 / 日期 / 联系人 / 第n页/共2页 lines and the table header on both pages; 序号 | 品名 | 规格型号 | 单位 | 数量 | 单价 | 金额 | 备注 with prices filled; YJV-0.6/1KV-4*70+1*35 (KV in capitals), YJV22, VV22, BV2.5 红 / 蓝 / 双色 and BV4 in 卷 (100米/卷 on the first), BVR10 黄绿, RVV2*1.0 in 卷, KVV, ZR-YJV, NH-YJV, YJLV 3*150+2*70; a YJV-4*240+1*120 in 1 盘 整盘 with no price, a 退货 line of -50 米, cold-shrink terminations (1KV 四芯 70平方, 套), copper lugs (只), KVV22; 本页小计 per page, 合计金额（大写） with the figure, notes, bank and tax number, 收货单位（签章） / 送货人 / 制单 line, address and phones, 白联 / 红联 / 黄联",
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
async function main() {
  const files: Written[] = [
    await dianlanQingce(),
    await qingdanTezheng(),
    alibaba1688(),
    aicaigouLeads(),
    await songhuodan(),
  ];
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
