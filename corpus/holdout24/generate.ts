/**
 * The twenty-fourth holdout inquiry corpus: five inquiries written blind (without reading the parser, the server's or
 * the web app's code, docs/, the README's accuracy sections, scripts/ or the git history), in forms a Chinese cable
 * supplier's sales staff receive and earlier holdouts do not have:
 * - a customer pasting an AI assistant's tidy-up of his list into a chat: markdown headings, **bold**, markdown tables
 *   per section (a section heading naming the voltage), a struck-out amount, bullet notes, a "需要你确认" section, a
 *   closing "总计约 2.3 km" and the assistant's offer of more help as a numbered list;
 * - an SAP 询价单 / Request for Quotation printout (ME9A, bilingual) as a text PDF over two pages: item numbers 00010…,
 *   material numbers, short texts (CABLE,YJV22-8.7/15KV-3X240), quantities with three decimals in M / KM / ROL,
 *   delivery dates, a deleted item, a 1.000 M placeholder, long-text lines under items (one naming the voltage the
 *   short text leaves out), page header, column header and footer on each page;
 * - a 飞书多维表格 exported to CSV (UTF-8 with a BOM): a multi-select 特性 ("阻燃,耐火"), an attachment column with
 *   URLs, 创建人 / 创建时间, quantity as text (2卷(100m/卷), 1.2km, 三百米, 500米+300米（二期）, １２０米), 状态 已采购 /
 *   取消, an empty record and a test record;
 * - an iPhone 备忘录 checklist pasted as text: ☐ / ☑ / ✅, emoji, 打勾的是已经买了的, （已买）, a line edited afterwards
 *   (85米 ✏️改95米), amounts in words (两百米, 一百五, 两圈), a price memo;
 * - a 物业 以旧换新 (replacement of aged wiring) 询价清单 .xlsx: 部位 merged down, 原线缆 beside 更换型号规格
 *   (同原规格), 现状 老化 / 破损 / 正常（暂不更换）, 数量 in 米 / m / km / 盘 / 1盘(100米) / 12×35米 / 待测量 in one column.
 * Each file has an answer key written from what the file shows and what a careful salesperson would quote;
 * README.md lists the judgement calls. Every file and key is byte-for-byte the same on every run.
 *
 *   npx tsx corpus/holdout24/generate.ts
 */

import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type AnswerKey,
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

const COIL = 'building wire 卷 / 盘 / 圈 = 100 m';
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
 * 1. An AI assistant's tidy-up of a food factory's list, pasted by the customer into a chat: his own line, the
 * assistant's preamble, markdown headings and bold fields, one markdown table per section (section 一 headed
 * 0.6/1kV, section 四 headed 450/750V), a struck-out amount (~~300 米~~ **360 米**), 2×85 米 and 4×60 米 runs, 0.35
 * 千米 and 0.26 km, 三百米 kept from the original, 卷 for wire, 待定, a section of points to confirm as bullets, notes,
 * a closing total and the assistant's offer as a numbered list.
 */
function aiZhengli(): Written {
  const T = (...cells: string[]) => `| ${cells.join(' | ')} |`;
  const HEAD = T('序号', '名称', '型号规格', '数量', '用途/位置');
  const SEP = '|:---:|------|----------|-----:|------|';
  const table = (): Array<[string, Truth]> => [
    [HEAD, noiseBecause('the markdown table header')],
    [SEP, noiseBecause('the markdown table separator row')],
  ];
  const gap: [string, Truth] = ['', noise];
  const SEC1 = "section 一's heading gives 0.6/1kV";
  const lines: Array<[string, Truth]> = [
    ['老板，帮我按这个报个价。ＡＩ帮我整理的，有看不懂的问我', noiseBecause("the customer's own line over the paste")],
    gap,
    [
      '好的！我已经把你发的内容整理成了一份清晰的电缆采购清单，方便直接发给供应商询价 👇',
      noiseBecause("the assistant's preamble"),
    ],
    gap,
    ['## 📋 电缆采购清单（嘉兴禾丰食品厂 二车间改造）', noise],
    gap,
    ['**项目地点**：嘉兴市秀洲区王店镇', noise],
    ['**联系人**：陈工 138 5730 2291', noise],
    ['**质量要求**：国标铜芯（铝芯电缆除外），需提供合格证及第三方检测报告', noise],
    gap,
    ['---', noise],
    gap,
    ['### 一、低压动力电缆（0.6/1kV）', noiseBecause('a section heading; its 0.6/1kV is the scope of its rows')],
    gap,
    ...table(),
    [T('1', '电力电缆', '**YJV-4×185+1×95**', '320 米', '总配电柜进线'), item('YJV', '4*185+1*95', 320, LV)],
    [
      T('2', '电力电缆', 'YJV-4×95+1×50', '2×85 米', '1#、2#配电箱（各一根）'),
      item('YJV', '4*95+1*50', 170, LV, 'two runs of 85 m (各一根): 170 m'),
    ],
    [
      T('3', '铠装电缆', 'YJV22-4×50+1×25', '0.26 km', '室外直埋至冷库'),
      item('YJV22', '4*50+1*25', 260, LV, '0.26 km = 260 m'),
    ],
    [T('4', '电力电缆', 'YJV-5×16', '450 米', '车间动力箱'), item('YJV', '5*16', 450, LV)],
    [
      T('5', '电力电缆', 'YJV-5×10', '~~300 米~~ **360 米**', '设备配电（已按补充修改）'),
      item(
        'YJV',
        '5*10',
        360,
        LV,
        'the struck-out 300 is replaced by the bold 360 (the note and the customer confirm it)',
      ),
    ],
    [T('6', '电力电缆', 'VV-3×35+2×16', '120 米', '空压机房'), item('VV', '3*35+2*16', 120, LV)],
    [
      T('7', '单芯电缆', 'YJV-1×240', '4×60 米', '变压器低压侧至总柜（每相一根+N）'),
      item(
        'YJV',
        '1*240',
        240,
        LV,
        `four runs of 60 m (three phases and N); YJV 1×240 is made at several levels: ${SEC1}`,
      ),
    ],
    [
      T('8', '铝芯电缆', 'YJLV-4×120+1×70', '0.35 千米', '厂区环路'),
      item('YJLV', '4*120+1*70', 350, LV, '0.35 千米 = 350 m'),
    ],
    [
      T('9', '电力电缆', 'YJV-4×300+1×150', '80 米', '备用电源'),
      unknown(NOT_SOLD('YJV 4×300+1×150 (the catalogue makes 4+1 up to 240+120)')),
    ],
    gap,
    ['### 二、消防及应急电缆', noise],
    gap,
    ...table(),
    [T('10', '耐火电缆', 'NH-YJV-4×35+1×16', '180 米', '消防泵'), item('NH-YJV', '4*35+1*16', 180, LV)],
    [T('11', '阻燃电缆', 'ZC-YJV-5×6', '260 米', '排烟风机'), item('ZC-YJV', '5*6', 260, LV)],
    [
      T('12', '低烟无卤电缆', 'WDZ-YJY-4×25+1×16', '待定', '长度待设计院确认'),
      review('数量 待定 (the length waits for the design institute; the notes say not to quote it yet)'),
    ],
    [
      T('13', '耐火电缆', 'NH-YJV-3×4', '三百米', '应急照明（原文如此，建议核对）'),
      item(
        'NH-YJV',
        '3*4',
        300,
        LV,
        '三百米 = 300 m, kept from the original; 建议核对 is the assistant doubting its wording',
      ),
    ],
    gap,
    ['### 三、控制及弱电', noise],
    gap,
    ...table(),
    [T('14', '控制电缆', 'KVV-10×1.5', '600 米', '设备联锁'), item('KVV', '10*1.5', 600, CV)],
    [T('15', '屏蔽控制电缆', 'KVVP-7×1.0', '200 米', '变频器信号'), unknown(NOT_SOLD('KVVP (screened control cable)'))],
    [T('16', '网线', '超六类网线', '3 箱', '监控'), unknown(NOT_SOLD('Cat 6A network cable'))],
    gap,
    ['### 四、照明及插座电线（450/750V）', noiseBecause('a section heading naming 450/750V')],
    gap,
    ...table(),
    [
      T('17', '电线', 'BV-2.5mm²', '15 卷', '照明、插座（红/蓝/黄绿各5卷）'),
      item('BV', '1*2.5', 1500, CV, `${COIL} (the notes: 电线按 100 米/卷 计); the colours add up to 15 卷`),
    ],
    [T('18', '电线', 'BV-4mm²', '8 卷', '空调插座'), item('BV', '1*4', 800, CV, COIL)],
    [T('19', '软电线', 'BVR-6mm²', '3 卷', '配电箱接地'), item('BVR', '1*6', 300, CV, COIL)],
    [
      T('20', '护套线', 'RVV-3×1.5', '200 米', '移动设备'),
      item(
        'RVV',
        '3*1.5',
        200,
        SV,
        "RVV is made at 300/500V only; the section heading's 450/750V is the building wire's",
      ),
    ],
    [T('21', '阻燃电线', 'ZR-BV-1.5mm²', '10 卷', '应急照明'), unknown(NOT_SOLD('ZR-BV (flame-retardant BV)'))],
    gap,
    ['### 五、需要你确认的项目 ⚠️', noise],
    gap,
    [
      '- **YJV-3×120**，约 150 米（冷库压缩机）：原文未注明电压等级，**建议向供应商说明是 0.6/1kV 还是 10kV**。',
      review('YJV 3×120 is made at 0.6/1kV and 8.7/15kV, no voltage is written and the list itself asks which: ask'),
    ],
    [
      '- “三相的粗线” 约 80 米（食堂）：原文未给出型号和截面，无法整理，请补充。',
      review('no model and no size (三相的粗线): ask'),
    ],
    [
      '- 架空线 JKLYJ-1×70：3×420 米（厂区至泵房，三相），原文写“10kV线路改造”。',
      item(
        'JKLYJ',
        '1*70',
        1260,
        '10kV',
        'three phases of 420 m of single-core overhead line: 1260 m; 10kV from 10kV线路改造 (and the customer confirms it)',
      ),
    ],
    gap,
    ['**备注：**', noise],
    ['- 以上长度为估算，实际以现场测量为准，建议每项预留 5%～10% 余量。', noise],
    [
      '- 第 5 项原为 300 米，已按你的补充改为 360 米。',
      noiseBecause('a note naming an item and amounts; item 5 is the row'),
    ],
    ['- 第 12 项长度待设计院确认，暂不报价。', noiseBecause('a note on item 12, the review row')],
    ['- 电线按 100 米/卷 计。', noiseBecause('a note: the coil length the key uses')],
    gap,
    [
      '**总计约 2.3 km**（第一部分低压动力电缆，不含消防、控制电缆、电线和架空线）',
      noiseBecause(
        "the assistant's total of section 一's lengths (2270 m of items, rounded); money-free but not an item",
      ),
    ],
    gap,
    ['如果需要，我还可以帮你：', noise],
    ['1. 生成 Excel 格式的询价单 📊', noiseBecause("the assistant's offer, a numbered list that is not items")],
    ['2. 按供应商报价做一份比价表', noiseBecause("the assistant's offer")],
    gap,
    ['第5项是360米没错 架空线那个是10kV的', noiseBecause("the customer's confirmation of items 5 and the JKLYJ line")],
  ];
  const { data, rows } = writeText(lines);
  return {
    name: 'ai-zhengli.txt',
    data,
    key: keyed(
      'ai-zhengli.txt',
      'text',
      "a customer's chat paste of an AI assistant's tidy-up of his list (a food factory's workshop): his line over it, the assistant's preamble, a ## heading, **bold** fields (项目地点, 联系人, 质量要求), ---, one markdown table per ### section (序号 / 名称 / 型号规格 / 数量 / 用途/位置 with a :---: separator row), section 一 headed 0.6/1kV and section 四 headed 450/750V; **YJV-4×185+1×95**, 2×85 米, 0.26 km, ~~300 米~~ **360 米**, YJV-1×240 4×60 米, 0.35 千米, YJV-4×300+1×150, 待定, 三百米, KVVP, 网线, BV in 卷, RVV under the 450/750V heading, ZR-BV; a 需要你确认 section as bullets (YJV-3×120 with no voltage, “三相的粗线”, JKLYJ-1×70 3×420 米 with 10kV in the text); 备注 bullets, **总计约 2.3 km**, the assistant's numbered offer (1. 生成 Excel…) and the customer's confirmation",
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/** A short text as an SAP item: the short text, quantity with three decimals, unit, and long-text lines under it. */
interface SapItem {
  no: string;
  material: string;
  text: string;
  qty: string;
  unit: string;
  date: string;
  status?: string;
  long?: string[];
  truth: Truth;
}

/**
 * 2. An SAP 询价单 / Request for Quotation (ME9A) printed to a text PDF, A4 portrait, bilingual: company, title and
 * RFQ number with page on every page, the vendor block on page 1 only, a two-line column header on every page, 23
 * items 00010–00230 (short texts in capitals, quantities with three decimals, M / KM / ROL / SET / PC / AU), long-text
 * lines under some items (two lines under 00010; 100M/ROL; the voltage of a short text that has none), a deleted item
 * (状态 删除) and a 1.000 M placeholder, terms at the end and a footer on every page.
 */
async function sapXunjia(): Promise<Written> {
  const page1: SapItem[] = [
    {
      no: '00010',
      material: '400012871',
      text: 'CABLE,YJV22-8.7/15KV-3X240',
      qty: '1.200',
      unit: 'KM',
      date: '2025.10.20',
      long: ['长文本: 铜芯, GB/T 12706.2-2020,', '每盘长度不少于400米, 附出厂检测报告'],
      truth: item('YJV22', '3*240', 1200, MV, '1.200 KM (three decimals) = 1200 m'),
    },
    {
      no: '00020',
      material: '400012872',
      text: 'CABLE,YJV-0.6/1KV-4X150+1X70',
      qty: '860.000',
      unit: 'M',
      date: '2025.10.20',
      truth: item('YJV', '4*150+1*70', 860, LV),
    },
    {
      no: '00030',
      material: '400012873',
      text: 'CABLE,YJV-0.6/1KV-3X95+2X50',
      qty: '0.450',
      unit: 'KM',
      date: '2025.10.20',
      truth: item('YJV', '3*95+2*50', 450, LV, '0.450 KM = 450 m'),
    },
    {
      no: '00040',
      material: '400013105',
      text: 'CABLE,ZC-YJV-0.6/1KV-5X10',
      qty: '1,500.000',
      unit: 'M',
      date: '2025.10.25',
      truth: item('ZC-YJV', '5*10', 1500, LV, '1,500.000 M: a thousands comma and three decimals'),
    },
    {
      no: '00050',
      material: '400013106',
      text: 'CABLE,NH-YJV-0.6/1KV-4X25+1X16',
      qty: '380.000',
      unit: 'M',
      date: '2025.10.25',
      long: ['长文本: 消防专用, 需提供CCC及耐火试验报告'],
      truth: item('NH-YJV', '4*25+1*16', 380, LV),
    },
    {
      no: '00060',
      material: '400009821',
      text: 'CABLE,KVV-450/750V-14X1.5',
      qty: '2,000.000',
      unit: 'M',
      date: '2025.10.25',
      truth: item('KVV', '14*1.5', 2000, CV),
    },
    {
      no: '00070',
      material: '400009860',
      text: 'CABLE,KVVP2-22-450/750V-7X1.5',
      qty: '600.000',
      unit: 'M',
      date: '2025.10.25',
      truth: unknown(NOT_SOLD('KVVP2-22 (copper-tape screened, armoured control cable)')),
    },
    {
      no: '00080',
      material: '400002210',
      text: 'WIRE,BV-450/750V-1X4,RED',
      qty: '20.000',
      unit: 'ROL',
      date: '2025.10.15',
      long: ['长文本: 100M/ROL, 红色, 国标足米'],
      truth: item('BV', '1*4', 2000, CV, '20 ROL (rolls) of 100M/ROL, as the long text says: 2000 m'),
    },
    {
      no: '00090',
      material: '400002231',
      text: 'WIRE,BVR-450/750V-1X16,YE/GN',
      qty: '300.000',
      unit: 'M',
      date: '2025.10.15',
      truth: item('BVR', '1*16', 300, CV, 'YE/GN is the colour'),
    },
    {
      no: '00100',
      material: '400002305',
      text: 'CABLE,RVV-300/500V-4X1.0',
      qty: '500.000',
      unit: 'M',
      date: '2025.10.15',
      truth: item('RVV', '4*1', 500, SV),
    },
    {
      no: '00110',
      material: '400012880',
      text: 'CABLE,YJV-8.7/15KV-1X300',
      qty: '240.000',
      unit: 'M',
      date: '2025.10.20',
      long: ['长文本: 单芯, 每相80米 x 3相'],
      truth: item('YJV', '1*300', 240, MV, 'the long text splits the 240 m into 3 phases of 80 m: 240 m in all'),
    },
    {
      no: '00120',
      material: '400012881',
      text: 'CABLE,YJLV-0.6/1KV-4X240+1X120',
      qty: '1.050',
      unit: 'KM',
      date: '2025.10.20',
      truth: item('YJLV', '4*240+1*120', 1050, LV, '1.050 KM = 1050 m'),
    },
  ];
  const page2: SapItem[] = [
    {
      no: '00130',
      material: '400015502',
      text: 'TERMINATION,10KV,3X240,OUTDOOR',
      qty: '6.000',
      unit: 'SET',
      date: '2025.10.20',
      truth: unknown(NOT_CABLE('10kV outdoor cable terminations (SET)')),
    },
    {
      no: '00140',
      material: '400015530',
      text: 'CABLE GLAND,M40X1.5,NICKEL BRASS',
      qty: '50.000',
      unit: 'PC',
      date: '2025.10.20',
      truth: unknown(NOT_CABLE('cable glands (PC)')),
    },
    {
      no: '00150',
      material: '400012874',
      text: 'CABLE,YJV-0.6/1KV-4X35+1X16',
      qty: '420.000',
      unit: 'M',
      date: '2025.10.20',
      status: '删除',
      long: ['长文本: 与00020合并, 本行取消'],
      truth: review('状态 删除 (deleted; the long text says it is merged into 00020 and cancelled): not to be quoted'),
    },
    {
      no: '00160',
      material: '400012890',
      text: 'CABLE,VV22-0.6/1KV-4X70+1X35',
      qty: '320.000',
      unit: 'M',
      date: '2025.10.30',
      long: ['长文本: 暂估数量, 以现场实测为准'],
      truth: item('VV22', '4*70+1*35', 320, LV, '暂估 (an estimate): quote the number'),
    },
    {
      no: '00170',
      material: '400014001',
      text: 'CABLE,JKLYJ-10KV-1X120',
      qty: '3.600',
      unit: 'KM',
      date: '2025.10.30',
      truth: item('JKLYJ', '1*120', 3600, '10kV', '3.600 KM = 3600 m'),
    },
    {
      no: '00180',
      material: '400012895',
      text: 'CABLE,YJV-3X120',
      qty: '750.000',
      unit: 'M',
      date: '2025.10.30',
      long: ['长文本: 电压等级 8.7/15kV, 铜芯, 无铠装'],
      truth: item(
        'YJV',
        '3*120',
        750,
        MV,
        'the short text has no voltage; the long text under it gives 8.7/15kV (无铠装: YJV, not YJV22)',
      ),
    },
    {
      no: '00190',
      material: '400013220',
      text: 'CABLE,WDZ-YJY-0.6/1KV-4X50+1X25',
      qty: '680.000',
      unit: 'M',
      date: '2025.10.30',
      truth: item('WDZ-YJY', '4*50+1*25', 680, LV),
    },
    {
      no: '00200',
      material: '400013221',
      text: 'CABLE,WDZN-YJY-0.6/1KV-4X16',
      qty: '260.000',
      unit: 'M',
      date: '2025.10.30',
      truth: unknown(NOT_SOLD('WDZN-YJY (low-smoke halogen-free fire-resistant)')),
    },
    {
      no: '00210',
      material: '',
      text: 'SERVICE,CABLE LAYING & TEST',
      qty: '1.000',
      unit: 'AU',
      date: '2025.11.15',
      truth: unknown(NOT_CABLE('a service item (cable laying and testing, AU)')),
    },
    {
      no: '00220',
      material: '400013107',
      text: 'CABLE,ZR-YJV-0.6/1KV-5X4',
      qty: '150.000',
      unit: 'M',
      date: '2025.10.25',
      truth: item('ZR-YJV', '5*4', 150, LV),
    },
    {
      no: '00230',
      material: '400012875',
      text: 'CABLE,YJV-0.6/1KV-3X120+1X70',
      qty: '1.000',
      unit: 'M',
      date: '2025.10.30',
      long: ['长文本: 数量待定, 请先报单价'],
      truth: review('1.000 M is a placeholder: the long text says 数量待定, quote a unit price only'),
    },
  ];
  const H = (truth: Truth = noise) => truth;
  const header = (page: number): PdfLine[] => [
    { kind: 'text', text: '苏州恒锐精密机械有限公司', truth: H(), size: 12, centred: true },
    { kind: 'text', text: 'Suzhou Hengrui Precision Machinery Co., Ltd.', truth: H(), centred: true },
    { kind: 'text', text: '询价单  Request for Quotation', truth: H(), size: 12, centred: true },
    {
      kind: 'text',
      text: `询价单号 RFQ No.: 6000018842     日期 Date: 2025.09.18     页 Page: ${page} / 2`,
      truth: noiseBecause('the running header, on every page'),
    },
  ];
  const columns: PdfLine[] = [
    {
      kind: 'cells',
      cells: ['项目', '物料号', '短文本', '数量', '单位', '交货日期', '工厂', '状态'],
      truth: noiseBecause('the column header, on every page'),
      top: true,
      ruleFrom: -1,
    },
    {
      kind: 'cells',
      cells: ['Item', 'Material', 'Short text', 'Quantity', 'Un', 'Deliv.date', 'Plnt', 'Stat.'],
      truth: noiseBecause('the column header in English'),
    },
  ];
  const footer = (page: number): PdfLine[] => [
    {
      kind: 'text',
      text: '打印人 Printed by: ZHANGL     打印时间 2025.09.18 10:42:13     ME9A / SAP ECC 6.0',
      truth: noiseBecause('the page footer'),
      gapBefore: 8,
    },
    { kind: 'text', text: `第 ${page} 页 / 共 2 页`, truth: noiseBecause('the page footer'), right: true },
  ];
  const items = (list: SapItem[]): PdfLine[] =>
    list.flatMap((it): PdfLine[] => {
      const long = it.long ?? [];
      return [
        {
          kind: 'cells',
          cells: [it.no, it.material, it.text, it.qty, it.unit, it.date, '1100', it.status ?? ''],
          truth: it.truth,
          ruleFrom: long.length > 0 ? -1 : 0,
        },
        ...long.map(
          (text, i): PdfLine => ({
            kind: 'cells',
            cells: ['', '', text],
            truth: noiseBecause(`a long-text line of item ${it.no}`),
            ruleFrom: i === long.length - 1 ? 0 : -1,
          }),
        ),
      ];
    });
  const pages: PdfLine[][] = [
    [
      ...header(1),
      { kind: 'text', text: '供应商 Vendor: 200345  杭州临安宏达电线电缆有限公司', truth: noise, gapBefore: 4 },
      {
        kind: 'text',
        text: '采购组 Pur. group: P12 (张磊 ZHANG LEI)   电话 Tel: 0512-6285 3310   zhang.lei@hengrui-pm.com',
        truth: noise,
      },
      {
        kind: 'text',
        text: '报价截止日期 Quotation deadline: 2025.09.25   币种 Currency: CNY   单价含13%增值税',
        truth: noise,
      },
      ...columns,
      ...items(page1),
      ...footer(1),
    ],
    [
      ...header(2),
      ...columns,
      ...items(page2),
      {
        kind: 'text',
        text: '交货地址 Delivery address: 苏州工业园区星龙街428号 恒锐二期厂房 (工厂 1100) 收货处',
        truth: noise,
        gapBefore: 6,
      },
      {
        kind: 'text',
        text: '付款条件 Payment terms: 月结90天 / 90 days after invoice   Incoterms: DAP 苏州',
        truth: noise,
      },
      { kind: 'text', text: '项目总数 Number of items: 23', truth: noiseBecause('the count of items, not an amount') },
      {
        kind: 'text',
        text: '请注明每盘长度、交货期及报价有效期。Please state drum length, lead time and validity.',
        truth: noise,
      },
      ...footer(2),
    ],
  ];
  const { data, rows } = await writePdf({
    page: [595, 842],
    columns: [0, 36, 90, 310, 368, 394, 450, 482],
    pages,
    producer: 'SAP NetWeaver 7.50 SAPscript PDF converter',
  });
  return {
    name: 'sap-xunjia.pdf',
    data,
    key: keyed(
      'sap-xunjia.pdf',
      'pdf',
      'an SAP 询价单 / Request for Quotation (ME9A) printed to a text PDF, A4 portrait, ruled, bilingual, two pages: company (Chinese and English), title and 询价单号 … 页 Page n / 2 on every page; the vendor block, 采购组 and deadline on page 1 only; a two-line column header 项目 / 物料号 / 短文本 / 数量 / 单位 / 交货日期 / 工厂 / 状态 over Item / Material / … on every page; 23 items 00010–00230, short texts in capitals (CABLE,YJV22-8.7/15KV-3X240, WIRE,BV-450/750V-1X4,RED, CABLE,YJV-3X120), quantities with three decimals (1.200 KM, 1,500.000 M, 20.000 ROL), long-text lines under some items (two under 00010; 100M/ROL under the BV; 电压等级 8.7/15kV under the YJV-3X120; 每相80米 x 3相; 与00020合并, 本行取消 under the item whose 状态 is 删除; 数量待定, 请先报单价 under a 1.000 M item); terminations, glands, a KVVP2-22, a WDZN-YJY and a service item with no material; 交货地址, 付款条件, 项目总数 23 and a request; a footer (打印人, ME9A / SAP ECC 6.0, 第 n 页 / 共 2 页) on every page',
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/**
 * 3. A 飞书多维表格 exported to CSV: UTF-8 with a BOM, comma-separated, CRLF, one header record. 需求编号 is an
 * auto-number, 特性 a multi-select (阻燃,耐火 quoted), 附件 file names with URLs, 创建人 and 创建时间 automatic; 数量 a
 * text field; 状态 待询价 / 已采购 / 取消; an empty record (only the automatic fields) and a test record.
 */
function feishuDuoweibiao(): Written {
  const HEAD = [
    '需求编号',
    '电缆类别',
    '型号',
    '规格',
    '电压等级',
    '数量',
    '特性',
    '使用区域',
    '状态',
    '附件',
    '创建人',
    '创建时间',
    '备注',
  ];
  const FILE = (name: string, token: string) => `${name} (https://hengtai-jt.feishu.cn/file/${token})`;
  const r = (truth: Truth, ...cells: string[]): SourceRow => row(truth, ...cells);
  const rows: SourceRow[] = [
    r(noiseBecause('the header record'), ...HEAD),
    r(
      item('YJV', '4*240+1*120', 300, LV, '2*150m: two runs of 150 m (备注 两根并联)'),
      'XQ-001',
      '低压电力电缆',
      'YJV',
      '4×240+1×120',
      '0.6/1kV',
      '2*150m',
      '',
      '1#变配电室',
      '待询价',
      FILE('低压系统图.pdf', 'boxcnQ2m8LxP4vK7tRwYd'),
      '周凯',
      '2025/09/15 09:12',
      '两根并联',
    ),
    r(
      item('YJV', '4*95+1*50', 1200, LV, '1.2km = 1200 m'),
      'XQ-002',
      '低压电力电缆',
      'YJV',
      '4×95+1×50',
      '0.6/1kV',
      '1.2km',
      '',
      '地下室',
      '待询价',
      '',
      '周凯',
      '2025/09/15 09:14',
      '',
    ),
    r(
      item('YJV22', '4*50+1*25', 300, LV, '三百米 = 300 m'),
      'XQ-003',
      '低压电力电缆',
      'YJV22',
      '4×50+1×25',
      '0.6/1kV',
      '三百米',
      '铠装',
      '室外',
      '待询价',
      '',
      '周凯',
      '2025/09/15 09:15',
      '直埋',
    ),
    r(
      item('NH-YJV', '5*10', 350, LV, 'the 型号 is NH-YJV; 阻燃,耐火 are its feature tags'),
      'XQ-004',
      '耐火电缆',
      'NH-YJV',
      '5×10',
      '0.6/1kV',
      '350m',
      '阻燃,耐火',
      '消防泵房',
      '待询价',
      '',
      '周凯',
      '2025/09/15 09:20',
      '',
    ),
    r(
      review('型号 YJV but 电缆类别 阻燃电缆 and 特性 阻燃: ZR-YJV or ZC-YJV (which class)? ask'),
      'XQ-005',
      '阻燃电缆',
      'YJV',
      '4×35+1×16',
      '0.6/1kV',
      '500米',
      '阻燃',
      '2#楼',
      '待询价',
      '',
      '李娜',
      '2025/09/15 10:02',
      '',
    ),
    r(
      item('WDZ-YJY', '4*25+1*16', 200, LV, '2卷(100m/卷): the row gives 100 m a 卷'),
      'XQ-006',
      '低烟无卤电缆',
      'WDZ-YJY',
      '4×25+1×16',
      '0.6/1kV',
      '2卷(100m/卷)',
      '低烟无卤,阻燃',
      '地下车库',
      '待询价',
      '',
      '李娜',
      '2025/09/15 10:05',
      '',
    ),
    r(
      item('KVV', '7*1.5', 600, CV),
      'XQ-007',
      '控制电缆',
      'KVV',
      '7×1.5',
      '450/750V',
      '600m',
      '',
      '水泵控制',
      '待询价',
      '',
      '李娜',
      '2025/09/15 10:07',
      '',
    ),
    r(
      unknown(NOT_SOLD('KVVP (screened control cable)')),
      'XQ-008',
      '控制电缆',
      'KVVP',
      '4×1.0',
      '450/750V',
      '300m',
      '屏蔽',
      '楼控',
      '待询价',
      '',
      '李娜',
      '2025/09/15 10:08',
      '',
    ),
    r(
      item('BV', '1*2.5', 3000, CV, `BV written by size only (2.5) is single-core; ${COIL}`),
      'XQ-009',
      '电线',
      'BV',
      '2.5',
      '450/750V',
      '30卷',
      '',
      '照明',
      '待询价',
      '',
      '李娜',
      '2025/09/15 10:11',
      '红蓝双色各10卷',
    ),
    r(
      item('BV', '1*4', 2000, CV, `电压等级 blank: BV is made at 450/750V only; ${COIL}`),
      'XQ-010',
      '电线',
      'BV',
      '4',
      '',
      '20卷',
      '',
      '插座',
      '待询价',
      '',
      '李娜',
      '2025/09/15 10:12',
      '',
    ),
    r(
      item('BVR', '1*16', 120, CV, '１２０米 in full-width digits; 黄绿 is the colour'),
      'XQ-011',
      '电线',
      'BVR',
      '1×16 黄绿',
      '450/750V',
      '１２０米',
      '',
      '接地',
      '待询价',
      '',
      '李娜',
      '2025/09/15 10:13',
      '',
    ),
    r(
      item('RVV', '3*2.5', 500, SV, '100m/卷 x 5: five coils of 100 m'),
      'XQ-012',
      '护套线',
      'RVV',
      '3×2.5',
      '300/500V',
      '100m/卷 x 5',
      '',
      '设备电源',
      '待询价',
      '',
      '李娜',
      '2025/09/15 10:15',
      '',
    ),
    r(
      item('YJV22', '3*185', 800, MV, '0.8千米 = 800 m'),
      'XQ-013',
      '中压电缆',
      'YJV22',
      '3×185',
      '8.7/15kV',
      '0.8千米',
      '铠装',
      '10kV进线',
      '待询价',
      FILE('高压系统图.dwg', 'boxcnH7sZp1Ke9Xq3MvLb'),
      '周凯',
      '2025/09/15 14:31',
      '',
    ),
    r(
      item('YJV', '1*240', 340, LV, '4*85m: four runs of 85 m; 电压等级 blank but 电缆类别 低压电力电缆 is 0.6/1kV'),
      'XQ-014',
      '低压电力电缆',
      'YJV',
      '1×240',
      '',
      '4*85m',
      '',
      '变压器出线',
      '待询价',
      '',
      '周凯',
      '2025/09/15 14:35',
      '三相+N各一根',
    ),
    r(
      review('数量 待定'),
      'XQ-015',
      '低压电力电缆',
      'YJV',
      '3×70+1×35',
      '0.6/1kV',
      '待定',
      '',
      '食堂',
      '待询价',
      '',
      '周凯',
      '2025/09/15 14:40',
      '等厨房设备定了再说',
    ),
    r(
      review('状态 已采购 (备注 8月已从别家采购): not to be quoted'),
      'XQ-016',
      '低压电力电缆',
      'VV',
      '3×50+2×25',
      '0.6/1kV',
      '1,200m',
      '',
      '仓库',
      '已采购',
      '',
      '李娜',
      '2025/09/15 15:02',
      '8月已从别家采购',
    ),
    r(
      item('YJLV', '4*185+1*95', 650, LV),
      'XQ-017',
      '铝芯电缆',
      'YJLV',
      '4×185+1×95',
      '0.6/1kV',
      '650m',
      '',
      '室外',
      '待询价',
      '',
      '周凯',
      '2025/09/16 08:50',
      '',
    ),
    r(
      item('JKLYJ', '1*95', 600, '1kV', '3盘（每盘200米）: the row gives 200 m a 盘'),
      'XQ-018',
      '架空线',
      'JKLYJ',
      '1×95',
      '1kV',
      '3盘（每盘200米）',
      '',
      '厂区架空',
      '待询价',
      '',
      '周凯',
      '2025/09/16 08:52',
      '',
    ),
    r(
      item('ZR-YJV', '4*25+1*16', 500, LV, 'a full-width spec; 约 quotes the number'),
      'XQ-019',
      '低压电力电缆',
      'ZR-YJV',
      '４×２５＋１×１６',
      '0.6/1kV',
      '约500米',
      '阻燃',
      '5#楼',
      '待询价',
      '',
      '王磊',
      '2025/09/16 09:30',
      '',
    ),
    r(
      unknown(NOT_SOLD('ZR-BVR (flame-retardant BVR)')),
      'XQ-020',
      '电线',
      'ZR-BVR',
      '1.5',
      '450/750V',
      '10卷',
      '阻燃',
      '应急照明',
      '待询价',
      '',
      '王磊',
      '2025/09/16 09:32',
      '',
    ),
    r(
      item('YJV', '5*16', 800, LV, '500米+300米（二期）: both phases, 800 m'),
      'XQ-021',
      '低压电力电缆',
      'YJV',
      '5×16',
      '0.6/1kV',
      '500米+300米（二期）',
      '',
      '3#楼',
      '待询价',
      '',
      '王磊',
      '2025/09/16 09:35',
      '',
    ),
    r(
      review('状态 取消 (备注 设计变更取消): not to be quoted'),
      'XQ-022',
      '低压电力电缆',
      'YJV',
      '5×6',
      '0.6/1kV',
      '200m',
      '',
      '门卫',
      '取消',
      '',
      '王磊',
      '2025/09/16 09:40',
      '设计变更取消',
    ),
    r(
      noiseBecause('an empty record: only the automatic fields (编号, 创建人, 创建时间)'),
      'XQ-023',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '王磊',
      '2025/09/16 10:05',
      '',
    ),
    r(
      noiseBecause('a test record'),
      'XQ-024',
      '测试',
      '测试',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '王磊',
      '2025/09/16 10:06',
      '测试一下，可删',
    ),
    r(
      item('BV', '1*6', 500, CV, COIL),
      'XQ-025',
      '电线',
      'BV',
      '6',
      '450/750V',
      '5卷',
      '',
      '配电箱',
      '待询价',
      '',
      '周凯',
      '2025/09/16 11:20',
      '黄绿双色\n要国标足米',
    ),
    r(
      unknown(NOT_CABLE('hot-dip galvanised flat steel (镀锌扁钢)')),
      'XQ-026',
      '其他',
      '镀锌扁钢',
      '40×4',
      '',
      '300m',
      '',
      '接地',
      '待询价',
      '',
      '周凯',
      '2025/09/16 11:25',
      '',
    ),
  ];
  const { data, rows: keyRows } = writeCsv(rows, HEAD.length, { separator: ',', encoding: 'utf8-bom' });
  return {
    name: 'feishu-duoweibiao.csv',
    data,
    key: keyed(
      'feishu-duoweibiao.csv',
      'sheet',
      'a 飞书多维表格 (Feishu Base) table exported to CSV: UTF-8 with a BOM, comma-separated, CRLF, one header record 需求编号 / 电缆类别 / 型号 / 规格 / 电压等级 / 数量 / 特性 / 使用区域 / 状态 / 附件 / 创建人 / 创建时间 / 备注; 需求编号 an auto-number XQ-001…, 特性 a multi-select written 阻燃,耐火 (quoted), 附件 file names with feishu.cn URLs, 创建人 and 创建时间 automatic; 型号 and 规格 in two fields (BV 2.5, 1×16 黄绿, a full-width ４×２５＋１×１６), 电压等级 blank on two rows; 数量 a text field (2*150m, 1.2km, 三百米, 2卷(100m/卷), １２０米, 100m/卷 x 5, 0.8千米, 4*85m, 待定, 1,200m, 3盘（每盘200米）, 约500米, 500米+300米（二期）); 状态 待询价 / 已采购 / 取消; a YJV whose 特性 says 阻燃; KVVP, ZR-BVR, flat steel; an empty record and a test record; a 备注 with a line break',
      keyRows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/**
 * 4. An iPhone 备忘录 checklist, pasted as text into a chat: a title with emoji, 打勾的是已经买了的 不用报价, ☐ lines
 * to buy, ☑ / ✅ lines bought (（已买）, 已到货), 【…】 headings, lower-case and full-width models, amounts in words
 * (两圈, 两百米, 一百五, 五卷), a line edited afterwards (85米 ✏️改95米), a 盘 of cable with no length, a price memo, a
 * phone, a line marked ❌不要了 and a count of the lines.
 */
function beiwanglu(): Written {
  const todo = (text: string, truth: Truth): [string, Truth] => [`☐ ${text}`, truth];
  const BOUGHT = '(ticked) 打勾的是已经买了的 不用报价: already bought, not to be quoted';
  const lines: Array<[string, Truth]> = [
    ['⚡️电料进货 9/20', noise],
    ['（打勾的是已经买了的 不用报价）', noiseBecause('how to read the ticks')],
    ['', noise],
    ['【布电线】', noise],
    todo('BV2.5 红 20卷', item('BV', '1*2.5', 2000, CV, COIL)),
    todo('BV2.5 蓝 20卷', item('BV', '1*2.5', 2000, CV, `${COIL}; a line per colour`)),
    todo('BV2.5 双色 10卷', item('BV', '1*2.5', 1000, CV, COIL)),
    ['☑ BV4 红蓝各5卷（已买）', review(BOUGHT)],
    todo('BV6 黄绿 3卷', item('BV', '1*6', 300, CV, COIL)),
    todo('BVR10 2卷 配电箱用', item('BVR', '1*10', 200, CV, COIL)),
    todo('bvr1.5 两圈', item('BVR', '1*1.5', 200, CV, `lower-case bvr; 两圈 = two coils; ${COIL}`)),
    ['✅ RVV3×1.5 5卷 已到货', review(BOUGHT)],
    todo('RVV2x0.75 白色 10卷', item('RVV', '2*0.75', 1000, SV, COIL)),
    todo('ZR-BVR 1.5 五卷', unknown(NOT_SOLD('ZR-BVR (flame-retardant BVR)'))),
    ['', noise],
    ['【电缆】🔌', noise],
    todo(
      'YJV 4x25+1x16  85米 ✏️改95米',
      item('YJV', '4*25+1*16', 95, LV, 'edited afterwards: 85米 改95米, the new amount counts'),
    ),
    todo('YJV3*50+2*25  120m', item('YJV', '3*50+2*25', 120, LV)),
    todo('铝芯 YJLV 4*70+1*35 两百米', item('YJLV', '4*70+1*35', 200, LV, '两百米 = 200 m')),
    todo('vv22 4*16 一百五', item('VV22', '4*16', 150, LV, 'lower-case vv22; 一百五 = 150 (米 left out)')),
    todo(
      'YJV22 3×70+1×35 一盘（问下一盘多少米）',
      review('a 盘 of power cable with no drum length (the line asks it)'),
    ),
    todo('KVV 7*1.5 300米', item('KVV', '7*1.5', 300, CV)),
    todo('ＹＪＶ５×１０ ８０米', item('YJV', '5*10', 80, LV, 'full-width model, spec and amount')),
    todo('地埋线 问老张要多粗的', review('地埋线 with no size (the line says to ask 老张)')),
    ['☑ NH-YJV 4*16 60米（已买 上周拿的）', review(BOUGHT)],
    todo('yjv 1*35 两根各40米', item('YJV', '1*35', 80, LV, 'two runs of 40 m; YJV 1×35 is made at 0.6/1kV only')),
    ['', noise],
    ['【其他】', noise],
    todo('网线6类 2箱', unknown(NOT_SOLD('Cat 6 network cable'))),
    todo('公牛开关插座 86型 一套', unknown(NOT_CABLE('switches and sockets'))),
    todo('铜鼻子 25平方 50个', unknown(NOT_CABLE('copper cable lugs'))),
    ['', noise],
    ['📌 上次价格：BV2.5 红 235一卷 双色 240', noiseBecause('a price memo naming a wire')],
    ['📌 老张 138 6521 0937 下午去工地', noise],
    ['BV1.5 10卷 ❌不要了', review('crossed out (❌不要了): in the list, not to be quoted')],
    ['共 20 样 周五前送到', noiseBecause('a count of the lines, not an amount')],
  ];
  const { data, rows } = writeText(lines);
  return {
    name: 'beiwanglu.txt',
    data,
    key: keyed(
      'beiwanglu.txt',
      'text',
      'an iPhone 备忘录 checklist pasted as text: a title with emoji (⚡️电料进货 9/20), （打勾的是已经买了的 不用报价）, 【布电线】 / 【电缆】🔌 / 【其他】 headings, ☐ lines to buy and ☑ / ✅ lines bought (☑ BV4 红蓝各5卷（已买）, ✅ RVV3×1.5 5卷 已到货, ☑ NH-YJV … （已买 上周拿的）); BV by colour in 卷, bvr1.5 两圈, RVV2x0.75, ZR-BVR; YJV 4x25+1x16 85米 ✏️改95米 (edited afterwards), 两百米, vv22 4*16 一百五, a YJV22 一盘（问下一盘多少米）, full-width ＹＪＶ５×１０ ８０米, 地埋线 with no size, yjv 1*35 两根各40米; 网线, switches, lugs; a price memo, a phone, BV1.5 10卷 ❌不要了 and 共 20 样',
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/**
 * 5. A 物业 (property management) 以旧换新 询价清单 .xlsx: a merged title, 编制 line and 说明 (quote the 更换型号规格;
 * 盘装电线按100米/盘), the header 序号 / 部位 / 回路/设备 / 原线缆 / 现状 / 更换型号规格 / 数量 / 备注; 部位 merged down
 * over each place's rows; 更换型号规格 unlike the 原线缆 (VV-5×10 → ZC-YJV-5×16), 同原规格, （暂不更换）; 数量 in 米,
 * m, km, 盘, 1盘(100米), 12×35米, 三百米, full-width ４５０米, 1,200米 and 待测量; a 合计, 审核 / 批准 and a note.
 */
async function wuyeHuanxin(): Promise<Written> {
  const WIRE = '说明 2: 盘装电线按100米/盘';
  const rows: SourceRow[] = [
    spanned(noise, '锦绣华庭小区 2025年公共部位电气线路老化更换（以旧换新）询价清单'),
    spanned(noise, '物业服务中心工程部    编制：刘建国    日期：2025-09-10    电话：0571-8870 2265'),
    spanned(
      noiseBecause('the 说明: quote the 更换型号规格; 100 m a 盘 of wire; the old cable is taken back'),
      '说明：1. 请按“更换型号规格”报价，旧线缆由供应商回收并折价抵扣；2. 盘装电线按100米/盘；3. 电缆请报每米单价。',
    ),
    row(noiseBecause('the header'), '序号', '部位', '回路/设备', '原线缆', '现状', '更换型号规格', '数量', '备注'),
    row(
      item(
        'YJV',
        '4*95+1*50',
        85,
        LV,
        'the 更换型号规格 (one size up from the 原线缆); YJV 4+1 is made at 0.6/1kV only',
      ),
      1,
      '1#楼地下室',
      '总配电箱进线',
      'YJV-4×70+1×35（2006年）',
      '绝缘层老化开裂',
      'YJV-4×95+1×50',
      '85米',
      '增容一档',
    ),
    row(
      item('KVV', '7*1.5', 60, CV, '同原规格: the 原线缆 KVV-7×1.5 is the replacement'),
      2,
      '',
      '水泵控制箱',
      'KVV-7×1.5',
      '鼠咬破损',
      '同原规格',
      '60m',
      '',
    ),
    row(item('BV', '1*2.5', 300, CV, `3盘; ${WIRE}`), 3, '', '照明回路', 'BV-2.5', '老化', 'BV-2.5', '3盘', ''),
    row(
      item('ZC-YJV', '5*16', 40, LV, 'the 更换型号规格 ZC-YJV-5×16, not the 原线缆 VV-5×10'),
      4,
      '2#楼电梯机房',
      '电梯主电源',
      'VV-5×10',
      '发热变色',
      'ZC-YJV-5×16',
      '40米',
      '按电梯厂家要求加大',
    ),
    row(
      review('现状 正常 and 更换型号规格 （暂不更换）: 备注 本次不换, not to be quoted'),
      5,
      '',
      '机房照明插座',
      'BV-4',
      '正常',
      '（暂不更换）',
      '1盘',
      '本次不换',
    ),
    row(
      item('BV', '1*2.5', 1200, CV, '1,200米; a line per place'),
      6,
      '地下车库',
      '照明回路',
      'BV-2.5',
      '老化',
      'BV-2.5',
      '1,200米',
      '分12个回路',
    ),
    row(
      item('ZR-YJV', '4*6', 300, LV, '三百米 = 300 m'),
      7,
      '',
      '排风机',
      'VV-4×6',
      '破损',
      'ZR-YJV-4×6',
      '三百米',
      '',
    ),
    row(
      item('YJV22', '4*35+1*16', 300, LV, '0.3km = 300 m; 原线缆 — (新增, a new circuit)'),
      8,
      '',
      '充电桩进线',
      '—',
      '新增',
      'YJV22-4×35+1×16',
      '0.3km',
      '新增回路',
    ),
    row(item('RVV', '2*1', 200, SV, `2盘; ${WIRE}`), 9, '', '监控电源', 'RVV-2×1.0', '老化', 'RVV-2×1.0', '2盘', ''),
    row(
      review(
        '2盘 of power cable (YJV): the 说明 gives 100 m a 盘 for 电线 only, a drum of cable has no set length: ask',
      ),
      10,
      '二次供水泵房',
      '1#泵',
      'YJV-3×25+1×16',
      '浸水老化',
      'YJV-3×25+1×16',
      '2盘',
      '',
    ),
    row(
      item('YJV', '3*25+1*16', 100, LV, '1盘(100米): the row gives the length'),
      11,
      '',
      '2#泵',
      'YJV-3×25+1×16',
      '浸水老化',
      'YJV-3×25+1×16',
      '1盘(100米)',
      '',
    ),
    row(
      unknown(NOT_SOLD('KVVR (flexible control cable)')),
      12,
      '',
      '控制回路',
      'KVV-4×1.5',
      '老化',
      'KVVR-4×1.5',
      '80米',
      '改软线',
    ),
    row(
      item('NH-YJV', '4*10', 50, LV, 'the 更换型号规格 NH-YJV-4×10, not the 原线缆 NH-VV'),
      13,
      '消防控制室',
      '消防电源',
      'NH-VV-4×10',
      '老化',
      'NH-YJV-4×10',
      '50m',
      '',
    ),
    row(
      unknown(NOT_SOLD('ZR-RVS (flame-retardant twisted pair)')),
      14,
      '',
      '报警总线',
      'RVS-2×1.5',
      '破损',
      'ZR-RVS-2×1.5',
      '200米',
      '',
    ),
    row(
      unknown(NOT_SOLD('YJLV22 (aluminium, steel-tape armoured)')),
      15,
      '室外路灯',
      '1#~12#路灯',
      'VLV22-4×16',
      '埋地破损',
      'YJLV22-4×16',
      '600米',
      '',
    ),
    row(
      item('YJV22', '4*16', 450, LV, '４５０米 in full-width digits; 改铜芯: the copper YJV22'),
      16,
      '',
      '13#~20#路灯',
      'VLV22-4×16',
      '埋地破损',
      'YJV22-4×16',
      '４５０米',
      '改铜芯',
    ),
    row(review('数量 待测量 (not measured yet)'), 17, '', '庭院灯', 'VV-3×2.5', '老化', 'YJV-3×4', '待测量', ''),
    row(
      item('BV', '1*6', 200, CV, `2盘 (红蓝各1盘); ${WIRE}; the replacement BV-6, not the 原线缆 BVV-2×4`),
      18,
      '门岗',
      '门岗电源',
      'BVV-2×4',
      '老化',
      'BV-6',
      '2盘',
      '红蓝各1盘',
    ),
    row(
      item('YJV', '4*25+1*16', 420, LV, '12×35米: twelve runs of 35 m (12个单元)'),
      19,
      '各楼栋',
      '单元配电箱进线（12个单元）',
      'YJV-4×16',
      '老化',
      'YJV-4×25+1×16',
      '12×35米',
      '',
    ),
    row(
      item('BV', '1*1.5', 1000, CV, `10盘; ${WIRE}`),
      20,
      '',
      '楼道照明',
      'BV-1.5',
      '老化',
      'BV-1.5',
      '10盘',
      '以旧换新，旧线称重抵扣',
    ),
    row(noiseBecause('the 合计: a count of the rows'), '合计', '', '', '', '', '', '共20项', ''),
    row(noise, '审核：', '', '', '批准：', '', '物业服务中心（盖章）'),
    spanned(noise, '以旧换新说明：旧线缆按当日铜价×折率回收，回收款直接抵扣货款；报价请注明回收折率。'),
  ];
  const merges: Array<[number, number, number, number]> = [
    [5, 2, 7, 2],
    [8, 2, 9, 2],
    [10, 2, 13, 2],
    [14, 2, 16, 2],
    [17, 2, 18, 2],
    [19, 2, 21, 2],
    [23, 2, 24, 2],
    [25, 1, 25, 6],
  ];
  const { data, rows: keyRows } = await writeXlsx([
    { name: '更换清单', widths: [6, 14, 22, 22, 14, 20, 12, 20], rows, merges, frozenRows: 4 },
  ]);
  return {
    name: 'wuye-huanxin.xlsx',
    data,
    key: keyed(
      'wuye-huanxin.xlsx',
      'sheet',
      "a 物业服务中心工程部 以旧换新 询价清单 for a residential estate (锦绣华庭) .xlsx, one sheet 更换清单: a merged title, an 编制 / 日期 / 电话 line and a 说明 (请按“更换型号规格”报价; 盘装电线按100米/盘), the header 序号 / 部位 / 回路/设备 / 原线缆 / 现状 / 更换型号规格 / 数量 / 备注 frozen; 部位 (1#楼地下室, 2#楼电梯机房, 地下车库, 二次供水泵房, 消防控制室, 室外路灯, 各楼栋) merged down over each place's rows, 门岗 on one row; the replacement often not the old cable (VV-5×10 → ZC-YJV-5×16, VLV22 → YJV22 改铜芯, BVV-2×4 → BV-6), 同原规格, 现状 正常 with （暂不更换）, 原线缆 — for a new circuit; 数量 in one column as 85米, 60m, 3盘, 1,200米, 三百米, 0.3km, 1盘(100米), 2盘 of YJV, ４５０米, 待测量, 12×35米, 10盘; KVVR, ZR-RVS and YJLV22; a 合计 共20项 merged over the first six columns, 审核 / 批准 and a 以旧换新说明",
      keyRows,
    ),
  };
}

async function main() {
  const files: Written[] = [aiZhengli(), await sapXunjia(), feishuDuoweibiao(), beiwanglu(), await wuyeHuanxin()];
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
