/**
 * The twenty-third holdout inquiry corpus: five inquiries written blind (without reading the parser, the server's or
 * the web app's code, docs/, the README's accuracy sections, scripts/ or the git history), from what a Chinese cable
 * supplier's sales staff receive: an electrician's (电工师傅) SMS / WeChat lines for a house and a small shop
 * (household shorthand with no model letters, 盘 of wire, voice-input homophones, prices asked); a 比选文件 分项报价表
 * as a text PDF over two pages in two 标段 (a 最高限价 column, one row in 万米, the header repeated, 小计 and 合计); an
 * English e-mail from a Gulf contractor in BS names (BS 5467 / BS 6724 / BS 6004 6491X / 6242Y, drums of 250m, 3 x
 * 150m lengths, an item to ignore); a WPS user's 电缆信息表 in the old .xls format (芯数 and 截面 in two columns, 长度
 * in km, merged 楼层 cells, a hidden helper column, a 合计 row); and a 企业微信 微文档 table exported to .xlsx (a
 * two-level header, 一期 / 二期 / 合计, a 状态 column with 已下单 and 待询价). Each file has an answer key written
 * from what the file shows and what a careful salesperson would quote; README.md lists the judgement calls.
 *
 * The .xls is written as .xlsx with holdout4's writers (and exceljs to hide its helper column, which the writers
 * cannot do), then converted by LibreOffice (soffice --headless --convert-to 'xls:MS Excel 97'); the .xlsx is
 * deleted. Everything but the .xls is byte-for-byte the same on every run.
 *
 *   npx tsx corpus/holdout23/generate.ts
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

const COIL = 'building wire 盘 / 卷 / coil = 100 m';
const NOT_SOLD = (what: string) => `${what} is not in the catalogue`;
const NOT_CABLE = (what: string) => `${what}: not a cable`;

interface Written {
  name: string;
  /** A text file's text, a PDF's or an .xlsx's bytes (for the .xls: the .xlsx converted after writing). */
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
/** The electrician as the supplier's phone shows him, and the salesperson's own lines (check.ts names both). */
const SHIFU = '王师傅';
const ME = '我';

/**
 * 1. An electrician's messages, copied from the supplier's phone (SMS and WeChat to the same number): a contact line,
 * date-time lines, each message one line under the sender (王师傅：/ 我：). A house and a small shop: household
 * shorthand with no model letters (2.5的线5盘, 4平房的3盘, 6平方黄绿2盘, 10平方电缆4心50米, 网线一箱), 盘 of wire
 * (100 m, 半盘 50 m), 软线 and 软护套线, a voice-input line in words (二点五的线再加两盘), lower-case yjv and vv with
 * a spec, a change (改成4盘) and a cancellation (先不要了), tape and conduit, prices asked, a delivery address.
 */
function xinxinShifu(): Written {
  const he = (text: string, truth: Truth = noise): [string, Truth] => [`${SHIFU}：${text}`, truth];
  const me = (text: string, what: string): [string, Truth] => [
    `${ME}：${text}`,
    noiseBecause(`the salesperson's own message: ${what}`),
  ];
  const HOUSE_BV = (n: string) => `household wire written by size only (${n}): BV, the single-core hard wire; ${COIL}`;
  const lines: Array<[string, Truth]> = [
    ['王师傅(水电) 139 0571 6612', noiseBecause('the contact line')],
    ['11月12日 07:41', noise],
    he('老板在吗 我姓王 做水电的 之前在你家拿过线'),
    me('在的王师傅，要点啥', 'a greeting'),
    he('一个房子装修 一个小门面 要点线 给我报个价 都要国标的'),
    he('房子那边'),
    he('2.5的线5盘 红2盘蓝2盘双色1盘', item('BV', '1*2.5', 500, CV, HOUSE_BV('2.5的线; the colours add up to 5盘'))),
    he(
      '4平房的3盘 空调插座用',
      review(
        'its amount is changed later (刚才说的4平方的 改成4盘吧): the change is the item; 平房 is voice input for 平方',
      ),
    ),
    he('1.5的2盘 灯线', review('cancelled later (1.5的先不要了): not to be quoted')),
    he('6平方黄绿2盘', item('BV', '1*6', 200, CV, HOUSE_BV('6平方; 黄绿 is the colour of the earth wire'))),
    he(
      '10平方电缆4心50米 总箱进线',
      review('a 4-core 10 mm² cable with no model (YJV, VV or armoured?); 心 is voice input for 芯: ask the model'),
    ),
    he('网线一箱 超五类的', unknown(NOT_SOLD('Cat 5e network cable (一箱)'))),
    he('软护套线2芯1.0的一盘 监控用', item('RVV', '2*1', 100, SV, `软护套线 is RVV; ${COIL}`)),
    he('2.5的软线半盘 箱子里配线', item('BVR', '1*2.5', 50, CV, '软线 (single-core flexible) is BVR; 半盘 is 50 m')),
    me('好的师傅，2.5的线是BV单芯硬线吧？一盘100米国标足米', 'a question naming a spec and her coil length'),
    he('对 硬线 一盘100米', noiseBecause("answers the salesperson's question")),
    ['11月12日 08:15', noise],
    he(
      '[语音转文字] 门面那边二点五的线再加两盘 插座多',
      item('BV', '1*2.5', 200, CV, HOUSE_BV('二点五的线, voice input in words: 两盘 = 200 m; the shop, its own line')),
    ),
    he(
      '门面进线vv3*6+1*4 大概40米左右',
      item('VV', '3*6+1*4', 40, LV, 'lower-case vv; 左右 quotes the number; VV is made at 0.6/1kV only'),
    ),
    he('门面空调 3*2.5的护套线 软的 20米', item('RVV', '3*2.5', 20, SV, '护套线, 软的: RVV')),
    he(
      '16平方进户线 30米',
      review('16 mm² 进户线 with no model and no cores: single wires (BV / BVR, how many?) or a cable? ask'),
    ),
    he(
      'yjv4*16 要35米 穿管埋地',
      item('YJV', '4*16', 35, LV, 'lower-case yjv; 穿管 (in conduit): unarmoured YJV as written'),
    ),
    he('电工胶布带两卷', unknown(NOT_CABLE('insulating tape (卷)'))),
    he('线管20的 50根', unknown(NOT_CABLE('PVC conduit (根)'))),
    ['11月12日 09:02', noise],
    he(
      '刚才说的4平方的 改成4盘吧 柜机多一个',
      item('BV', '1*4', 400, CV, HOUSE_BV('the change of 4平房的3盘: 4平方 at the new 4盘')),
    ),
    he('1.5的先不要了 上次还剩一盘多', noiseBecause('a cancellation; the line it cancels is the review row')),
    he('多少钱一盘 给个实价 2.5的现在啥价', noiseBecause('a price question naming a size')),
    he('总共多少钱微信发我 明天上午送到幸福里小区12栋 电话13905716612'),
    me('好的，算好发您', 'a promise'),
  ];
  const { data, rows } = writeText(lines);
  return {
    name: 'xinxin-shifu.txt',
    data,
    key: keyed(
      'xinxin-shifu.txt',
      'text',
      "an electrician's (王师傅, 水电) SMS / WeChat messages copied from the supplier's phone: a contact line, date-time lines (11月12日 07:41), each message one line under its sender (王师傅： / 我：, the salesperson); for a house and a small shop, household shorthand with no model letters (2.5的线5盘 红2盘蓝2盘双色1盘, 4平房的3盘 with 平房 for 平方, 1.5的2盘, 6平方黄绿2盘, 10平方电缆4心50米 with 心 for 芯, 网线一箱, 软护套线2芯1.0的一盘, 2.5的软线半盘, 16平方进户线 30米); a question from the salesperson (BV单芯硬线吧？一盘100米) and his answer; a voice-input line in words ([语音转文字] 二点五的线再加两盘); lower-case vv3*6+1*4 大概40米左右 and yjv4*16 要35米; 3*2.5的护套线 软的; tape and conduit; a change (刚才说的4平方的 改成4盘吧) and a cancellation (1.5的先不要了); prices asked (多少钱一盘 给个实价), a delivery address and phone number",
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/** A 报价表 row: its 最高限价 单价 is per the row's unit (元/米, 元/万米), its 合价 is 数量 × 单价. */
interface BidRow {
  no: string;
  name: string;
  spec: string;
  unit: string;
  qty: string;
  /** 最高限价 单价 in yuan. */
  price: number;
  note?: string;
  truth: Truth;
}

const yuan = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });
const cents = (qty: string, price: number) => (/^[\d.]+$/.test(qty) ? Math.round(Number(qty) * price * 100) : 0);

/**
 * 2. A 比选文件's 第五章 分项报价表 as a text PDF (Word, A4 landscape, ruled) over two pages in two 标段, each with
 * its own 序号 from 1: a two-line header (最高限价（元） and 投标报价（元） over 单价 / 合价), repeated on page 2 under a
 * running header; 数量 in 米 and one row in 万米 (0.12); the 最高限价 单价 and 合价 filled, the 投标报价 columns blank; a
 * 小计 per 标段 and a 合计; a 10kV YJV, JKLYJ, 按实, a 暂不采购 row, terminations and conduit; a signature line.
 */
async function xuanbiWenjian(): Promise<Written> {
  const lot1: BidRow[] = [
    {
      no: '1',
      name: '电力电缆',
      spec: 'YJV-0.6/1kV-4×185+1×95',
      unit: '米',
      qty: '860',
      price: 412,
      truth: item('YJV', '4*185+1*95', 860, LV),
    },
    {
      no: '2',
      name: '电力电缆',
      spec: 'YJV-0.6/1kV-4×120+1×70',
      unit: '米',
      qty: '540',
      price: 285.5,
      truth: item('YJV', '4*120+1*70', 540, LV),
    },
    {
      no: '3',
      name: '电力电缆',
      spec: 'YJV-0.6/1kV-5×10',
      unit: '万米',
      qty: '0.12',
      price: 238000,
      note: '路灯及仪表',
      truth: item('YJV', '5*10', 1200, LV, '0.12 万米 × 10000 = 1200 m; its 单价 238,000.00 is per 万米'),
    },
    {
      no: '4',
      name: '铠装电力电缆',
      spec: 'YJV22-0.6/1kV-4×95+1×50',
      unit: '米',
      qty: '420',
      price: 248,
      note: '直埋',
      truth: item('YJV22', '4*95+1*50', 420, LV),
    },
    {
      no: '5',
      name: '中压电力电缆',
      spec: 'YJV22-8.7/15kV-3×120',
      unit: '米',
      qty: '1350',
      price: 386,
      note: '两回路',
      truth: item('YJV22', '3*120', 1350, MV, 'YJV22 3×120 is made at 0.6/1kV and 8.7/15kV: 8.7/15kV written'),
    },
    {
      no: '6',
      name: '中压电力电缆',
      spec: 'YJV-10kV-3×70',
      unit: '米',
      qty: '260',
      price: 228,
      truth: review('10kV is a network voltage (6/10kV or 8.7/10kV, or 8.7/15kV meant?): ask the rated voltage'),
    },
    {
      no: '7',
      name: '耐火电力电缆',
      spec: 'NH-YJV-0.6/1kV-4×25+1×16',
      unit: '米',
      qty: '320',
      price: 118,
      note: '消防泵',
      truth: item('NH-YJV', '4*25+1*16', 320, LV),
    },
    {
      no: '8',
      name: '控制电缆',
      spec: 'KVV-450/750V-10×1.5',
      unit: '米',
      qty: '480',
      price: 16.8,
      truth: item('KVV', '10*1.5', 480, CV),
    },
    {
      no: '9',
      name: '布电线',
      spec: 'BV-450/750V-1×4',
      unit: '米',
      qty: '1500',
      price: 3.2,
      truth: item('BV', '1*4', 1500, CV),
    },
    {
      no: '10',
      name: '电缆终端头',
      spec: '10kV户外冷缩终端 3×120',
      unit: '套',
      qty: '6',
      price: 1650,
      truth: unknown(NOT_CABLE('cold-shrink terminations (套)')),
    },
  ];
  const lot2a: BidRow[] = [
    {
      no: '1',
      name: '电力电缆',
      spec: 'YJV-0.6/1kV-4×240+1×120',
      unit: '米',
      qty: '380',
      price: 528,
      note: '加压泵站',
      truth: item('YJV', '4*240+1*120', 380, LV),
    },
    {
      no: '2',
      name: '铝芯电力电缆',
      spec: 'YJLV-0.6/1kV-3×95+2×50',
      unit: '米',
      qty: '760',
      price: 62,
      truth: item('YJLV', '3*95+2*50', 760, LV),
    },
    {
      no: '3',
      name: '阻燃电力电缆',
      spec: 'ZC-YJV-0.6/1kV-4×35+1×16',
      unit: '米',
      qty: '640',
      price: 142,
      truth: item('ZC-YJV', '4*35+1*16', 640, LV),
    },
    {
      no: '4',
      name: '铠装电力电缆',
      spec: 'YJV22-0.6/1kV-4×50+1×25',
      unit: '米',
      qty: '1100',
      price: 176,
      note: '直埋',
      truth: item('YJV22', '4*50+1*25', 1100, LV),
    },
  ];
  const lot2b: BidRow[] = [
    {
      no: '5',
      name: '架空绝缘导线',
      spec: 'JKLYJ-10kV-1×95',
      unit: '米',
      qty: '2400',
      price: 21.5,
      truth: item('JKLYJ', '1*95', 2400, '10kV', 'JKLYJ is made at 10kV and 1kV: 10kV written'),
    },
    {
      no: '6',
      name: '架空绝缘导线',
      spec: 'JKLYJ-1kV-1×70',
      unit: '米',
      qty: '900',
      price: 9.6,
      truth: item('JKLYJ', '1*70', 900, '1kV', 'JKLYJ 1×70 at 1kV as written'),
    },
    {
      no: '7',
      name: '低烟无卤电缆',
      spec: 'WDZ-YJY-0.6/1kV-4×16+1×10',
      unit: '米',
      qty: '280',
      price: 92,
      note: '控制室',
      truth: item('WDZ-YJY', '4*16+1*10', 280, LV),
    },
    {
      no: '8',
      name: '控制电缆',
      spec: 'KVV-450/750V-7×1.5',
      unit: '米',
      qty: '按实',
      price: 14.2,
      truth: review('数量 按实 (no amount): ask'),
    },
    {
      no: '9',
      name: '电力电缆',
      spec: 'YJV-0.6/1kV-4×70+1×35',
      unit: '米',
      qty: '350',
      price: 198,
      note: '暂不采购',
      truth: review('备注 暂不采购 (not bought now): not to be quoted'),
    },
    {
      no: '10',
      name: '镀锌钢管',
      spec: 'SC50',
      unit: '米',
      qty: '300',
      price: 38,
      truth: unknown(NOT_CABLE('galvanised steel conduit')),
    },
  ];
  const cells = (truth: Truth, ...c: string[]): Extract<PdfLine, { kind: 'cells' }> => ({
    kind: 'cells',
    cells: c,
    truth,
  });
  const bidLine = (r: BidRow) => {
    const total = r.note === '暂不采购' || !/^[\d.]+$/.test(r.qty) ? '—' : yuan(cents(r.qty, r.price) / 100);
    return cells(r.truth, r.no, r.name, r.spec, r.unit, r.qty, yuan(r.price), total, '', '', r.note ?? '');
  };
  const lotTotal = (rows: BidRow[]) =>
    rows.filter((r) => r.note !== '暂不采购').reduce((n, r) => n + cents(r.qty, r.price), 0);
  const t1 = lotTotal(lot1);
  const t2 = lotTotal([...lot2a, ...lot2b]);
  const header = (): PdfLine[] => [
    {
      ...cells(
        noise,
        '序号',
        '货物名称',
        '型号规格',
        '单位',
        '数量',
        '最高限价（元）',
        '',
        '投标报价（元）',
        '',
        '备注',
      ),
      top: true,
      ruleFrom: 5,
    },
    cells(noiseBecause('the second header line'), '', '', '', '', '', '单价', '合价', '单价', '合价', ''),
  ];
  const text = (t: string, truth: Truth = noise, extra: Partial<Extract<PdfLine, { kind: 'text' }>> = {}): PdfLine => ({
    kind: 'text',
    text: t,
    truth,
    ...extra,
  });
  const lotTitle = (t: string): PdfLine => text(t, noiseBecause('a 标段 heading'), { gapBefore: 4 });
  const subtotal = (label: string, n: number): PdfLine =>
    cells(
      noiseBecause(`the ${label}: a sum of 最高限价 合价 in yuan`),
      '',
      label,
      '',
      '',
      '',
      '',
      yuan(n / 100),
      '',
      '',
      '',
    );
  const footer = (n: number): PdfLine =>
    text(`第 ${n} 页 共 2 页`, noiseBecause('page footer'), { size: 8, centred: true, gapBefore: 6 });
  const TITLE = '溪口镇城乡供水一体化工程（一期）电线电缆采购';
  const pages: PdfLine[][] = [
    [
      text(TITLE, noise, { size: 14, centred: true }),
      text('比选文件  第五章  分项报价表', noise, { size: 11, centred: true }),
      text('比选编号：XKGS-BX-2025-031    比选人：溪口镇供水有限公司    代理机构：浙西工程咨询有限公司'),
      text('说明：1. 数量单位除注明外为“米”；最高限价单价为含税到现场价，按该行单位计；'),
      text('2. 报价超过最高限价（单价或合价）的按无效报价处理；比选申请人可对一个或两个标段报价。'),
      lotTitle('第一标段：水厂及取水泵站'),
      ...header(),
      ...lot1.map(bidLine),
      subtotal('第一标段小计', t1),
      lotTitle('第二标段：配水管网及加压泵站'),
      ...header(),
      ...lot2a.map(bidLine),
      footer(1),
    ],
    [
      text(`${TITLE}比选文件`, noiseBecause('running header'), { size: 8, right: true }),
      ...header(),
      ...lot2b.map(bidLine),
      subtotal('第二标段小计', t2),
      subtotal('合计（一、二标段）', t1 + t2),
      text(
        '比选申请人（盖章）：                    法定代表人或其委托代理人（签字）：                    日期：    年    月    日',
        noise,
        {
          gapBefore: 10,
        },
      ),
      footer(2),
    ],
  ];
  const { data, rows } = await writePdf({
    page: [842, 595],
    columns: [0, 30, 120, 300, 336, 396, 476, 576, 646, 716],
    pages,
    producer: 'Microsoft® Word 2016',
  });
  return {
    name: 'xuanbi-wenjian.pdf',
    data,
    key: keyed(
      'xuanbi-wenjian.pdf',
      'pdf',
      "a 比选文件's 第五章 分项报价表 as a text PDF (Word, A4 landscape, ruled) over two pages: title, 比选编号 / 比选人 / 代理机构, two 说明 lines (数量单位除注明外为“米”, 最高限价 by the row's unit); two 标段 (第一标段：水厂及取水泵站, 第二标段：配水管网及加压泵站) each with its own 序号 from 1 and its own two-line header 序号 | 货物名称 | 型号规格 | 单位 | 数量 | 最高限价（元） | 投标报价（元） | 备注 over 单价 | 合价 | 单价 | 合价; the 最高限价 单价 and 合价 filled (412.00, 354,320.00), the 投标报价 columns blank; one row in 万米 (YJV-0.6/1kV-5×10 0.12 万米, 单价 238,000.00 per 万米); YJV22-8.7/15kV-3×120, YJV-10kV-3×70, JKLYJ-10kV-1×95 and JKLYJ-1kV-1×70, YJLV, ZC-YJV, WDZ-YJY, NH-YJV, KVV, BV; a KVV row 按实, a row 暂不采购 with 合价 —, terminations in 套, SC50 conduit; 第二标段 breaks over the page: page 2 has a running header and the header repeated; a 小计 per 标段 and a 合计 (sums of 最高限价 合价); a 比选申请人 / 法定代表人 / 日期 line; 第 n 页 共 2 页 footers",
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/**
 * 3. An English e-mail from a Qatar MEP contractor with a Dubai office: mail headers, a numbered list 1.–17. in BS
 * names (Cu/XLPE/PVC unarmoured, BS 5467 Cu/XLPE/SWA/PVC, BS 6724 Cu/XLPE/SWA/LSZH, Cu/XLPE/LSZH unarmoured, 6491X
 * singles by colour, 6242Y twin & earth, 3183Y flexible, BS 6346 Cu/PVC/PVC, a multicore control cable, BS 7846 F2,
 * BS 6622 11kV), amounts as 3 x 150m lengths, drums of 250m, coils of 100m (each colour), 1,200m; "Please ignore item
 * 7, quoted by others"; a request for drum lengths and glands; a signature and a disclaimer.
 */
function bsEmail(): Written {
  const SWA = (what: string) =>
    unknown(
      `${what} is steel-wire armoured (SWA: YJV32); the catalogue's armour is steel tape (YJV22) and the e-mail accepts no alternative for it: not in the catalogue`,
    );
  const lines: Array<[string, Truth]> = [
    ['From: Rajesh Menon <r.menon@alkhaleej-mep.com>', noise],
    ['To: sales@hualan-cable.com', noise],
    ['Cc: procurement@alkhaleej-mep.com', noise],
    ['Date: Tue, 11 Nov 2025 09:42:17 +0300', noise],
    ['Subject: RFQ AKM/PR/2025/1187 – LV cables for Lusail residential towers (Plot 27)', noise],
    ['', noise],
    ['Dear Sir/Madam,', noise],
    ['', noise],
    [
      'Good day. We are the MEP contractor for the above project in Lusail, Qatar (procurement is handled by our Dubai office). Please send your best CIF Hamad Port price for the cables below, with delivery time and country of origin.',
      noise,
    ],
    ['', noise],
    [
      "All cables copper. Descriptions are as per the consultant's specification (BS); IEC / GB equivalents are acceptable where stated.",
      noise,
    ],
    ['', noise],
    [
      '1. 4C x 240mm² Cu/XLPE/PVC 600/1000V unarmoured (BS 7889 / IEC 60502-1 equivalent accepted) – 3 x 150m lengths',
      item('YJV', '4*240', 450, LV, 'Cu/XLPE/PVC unarmoured is YJV; 600/1000V is 0.6/1kV; 3 × 150 m = 450 m'),
    ],
    ['2. 4C x 185mm² Cu/XLPE/SWA/PVC 600/1000V to BS 5467 – 2 drums of 250m', SWA('BS 5467 Cu/XLPE/SWA/PVC')],
    ['3. 4C x 35mm² Cu/XLPE/SWA/PVC 600/1000V to BS 5467 – 600m', SWA('BS 5467 Cu/XLPE/SWA/PVC')],
    [
      '4. 4C x 50mm² Cu/XLPE/SWA/LSZH 600/1000V to BS 6724 – 400m',
      SWA('BS 6724 Cu/XLPE/SWA/LSZH (armoured, low smoke zero halogen)'),
    ],
    [
      '5. 4C x 95mm² Cu/XLPE/LSZH 600/1000V unarmoured (IEC 60502-1) – 4 drums of 250m',
      item('WDZ-YJY', '4*95', 1000, LV, 'Cu/XLPE under an LSZH sheath, unarmoured, is WDZ-YJY; 4 drums × 250 m'),
    ],
    [
      '6. 1C x 300mm² Cu/XLPE/PVC 600/1000V unarmoured – 1,200m',
      item('YJV', '1*300', 1200, LV, 'YJV 1×300 is made at three levels: 600/1000V (0.6/1kV) written; 1,200m'),
    ],
    [
      '7. 4C x 16mm² Cu/XLPE/PVC 600/1000V unarmoured – 350m',
      review('"Please ignore item 7, quoted by others": not to be quoted'),
    ],
    [
      '8. 6491X 1C x 2.5mm² PVC singles to BS 6004, 450/750V, red/yellow/blue – 10 coils of 100m each colour',
      item('BV', '1*2.5', 3000, CV, '6491X (BS 6004 PVC single, non-sheathed) is BV; 3 colours × 10 coils × 100 m'),
    ],
    [
      '9. 6491X 1C x 4mm² PVC singles, green/yellow – 5 coils of 100m',
      item('BV', '1*4', 500, CV, '6491X is BV; 5 coils × 100 m'),
    ],
    ['10. 6491X 1C x 16mm² PVC singles, brown – 200m', item('BV', '1*16', 200, CV, '6491X is BV')],
    [
      '11. 6491X 1C x 70mm² PVC single, green/yellow (main earth) – 150m',
      item('BV', '1*70', 150, CV, '6491X is BV; the earth is a line of its own'),
    ],
    [
      '12. 2 core 1.5mm² 6242Y twin & earth, grey PVC, to BS 6004 – 20 coils of 100m',
      unknown(NOT_SOLD('6242Y flat twin & earth (two cores and a bare CPC, PVC sheathed)')),
    ],
    [
      '13. 3183Y 3 core 1.5mm² PVC/PVC flexible 300/500V (H05VV-F) – 300m',
      item('RVV', '3*1.5', 300, SV, '3183Y (H05VV-F) is the flexible PVC/PVC cord RVV'),
    ],
    [
      '14. 4C x 10mm² Cu/PVC/PVC 600/1000V (BS 6346 unarmoured) – 250m',
      item('VV', '4*10', 250, LV, 'Cu/PVC/PVC unarmoured power cable is VV'),
    ],
    [
      '15. 12C x 1.5mm² Cu/PVC/PVC multicore control cable 450/750V, unarmoured – 500m',
      item('KVV', '12*1.5', 500, CV, 'a Cu PVC/PVC control cable at 450/750V is KVV'),
    ],
    ['16. 4C x 25mm² BS 7846 F2 fire resistant Cu/XLPE/SWA/LSZH – 220m', SWA('BS 7846 F2 (fire resistant, SWA, LSZH)')],
    [
      '17. 3C x 240mm² Cu/XLPE/CWS/SWA/PVC 6.35/11kV to BS 6622 – 2 x 500m lengths',
      unknown(NOT_SOLD('a 6.35/11kV BS 6622 SWA cable (neither the level nor the armour)')),
    ],
    ['', noise],
    ['Please ignore item 7, quoted by others.', noiseBecause('takes item 7 out; item 7 is the review row')],
    ['', noise],
    [
      'Kindly also confirm the drum lengths you can supply for items 2 and 5 (max 250m per drum preferred for site handling), and quote cable glands separately if available.',
      noiseBecause('a drum-length question and glands, not amounts'),
    ],
    ['', noise],
    [
      'We would appreciate your offer by 18th November. Test certificates and BASEC or equivalent third-party approval to be submitted with the offer.',
      noise,
    ],
    ['', noise],
    ['Best regards,', noise],
    ['', noise],
    ['Rajesh Menon', noise],
    ['Senior Procurement Engineer', noise],
    ['Al Khaleej MEP Contracting W.L.L.', noise],
    ['P.O. Box 24518, Doha, Qatar | Dubai office: Office 1204, Al Shafar Tower 1, Barsha Heights, Dubai, UAE', noise],
    ['Tel: +974 4412 7788 | Mob: +974 5512 3409 | +971 50 718 2245', noise],
    ['www.alkhaleej-mep.com', noise],
    ['', noise],
    [
      'This e-mail and any attachments are confidential and intended solely for the addressee. If you have received it in error, please notify the sender and delete it.',
      noise,
    ],
  ];
  const { data, rows } = writeText(lines);
  return {
    name: 'bs-email.txt',
    data,
    key: keyed(
      'bs-email.txt',
      'text',
      'an English e-mail from a Qatar MEP contractor with a Dubai office (RFQ for Lusail towers): From / To / Cc / Date / Subject headers, greeting, CIF Hamad Port request, a note that descriptions are BS with IEC / GB equivalents accepted where stated; a numbered list 1.–17., one item a line: 4C x 240mm² Cu/XLPE/PVC 600/1000V unarmoured – 3 x 150m lengths, BS 5467 Cu/XLPE/SWA/PVC (2 drums of 250m, 600m), BS 6724 Cu/XLPE/SWA/LSZH, Cu/XLPE/LSZH unarmoured – 4 drums of 250m, 1C x 300mm² – 1,200m, 4C x 16mm², 6491X singles (red/yellow/blue – 10 coils of 100m each colour; green/yellow; brown; a 70mm² main earth), 2 core 1.5mm² 6242Y twin & earth, 3183Y 3 core 1.5mm² (H05VV-F), BS 6346 Cu/PVC/PVC 4C x 10mm², a 12C x 1.5mm² control cable, BS 7846 F2, a BS 6622 6.35/11kV SWA cable; "Please ignore item 7, quoted by others."; a drum-length and glands request, a deadline, a signature (name, title, company, P.O. Box Doha and a Dubai office, phones, web) and a confidentiality disclaimer',
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/** One line of the 信息表: 回路编号, 型号, 芯数, 截面, 长度 (km, or a word), 备注. */
type InfoLine = [string, string, string, string, number | string, string, Truth];

/**
 * 4. A WPS user's 配电干线电缆信息表, old .xls: a merged title and a merged 注 (all 0.6/1kV, lengths in km), the header
 * 序号 | 楼层 | 回路编号 | 型号 | 芯数 | 截面 | 长度(km) | 辅助 | 备注; 芯数 "3+1" / "4+1" / "3+2" / "5" / "4" and 截面
 * "120/70" / "95/50" / "16" in their own columns; 长度 in km shown 0.000; 楼层 merged down over each floor's rows; the
 * helper column 辅助 (=ROUND(G*1000,0), the metres) hidden; one 长度 待定; a 合计 row of SUMs and a 制表 line.
 */
async function xinxiBiao(): Promise<Written> {
  const SPLIT = 'the spec is 芯数 × 截面 (芯数 4+1, 截面 a/b is 4×a+1×b); 长度 in km × 1000; 0.6/1kV from the 注';
  const floors: Array<{ floor: string; lines: InfoLine[] }> = [
    {
      floor: 'B1',
      lines: [
        ['AL-B1-1', 'YJV', '4+1', '120/70', 0.285, '变配电室引', item('YJV', '4*120+1*70', 285, LV, SPLIT)],
        ['AL-B1-2', 'YJV', '4+1', '95/50', 0.16, '', item('YJV', '4*95+1*50', 160, LV, SPLIT)],
        ['APE-B1', 'NH-YJV', '4+1', '35/16', 0.095, '消防风机', item('NH-YJV', '4*35+1*16', 95, LV, SPLIT)],
        ['AT-XF', 'NH-YJV', '5', '10', 0.12, '消防双电源', item('NH-YJV', '5*10', 120, LV, '芯数 5, 截面 10: 5×10')],
      ],
    },
    {
      floor: '1F',
      lines: [
        ['AL-1-1', 'YJV', '3+1', '120/70', 0.075, '', item('YJV', '3*120+1*70', 75, LV, SPLIT)],
        ['AL-1-2', 'YJV', '5', '16', 0.21, '商铺', item('YJV', '5*16', 210, LV, '芯数 5, 截面 16: 5×16')],
        ['ALE-1', 'ZC-YJV', '4+1', '25/16', 0.06, '应急照明', item('ZC-YJV', '4*25+1*16', 60, LV, SPLIT)],
        [
          'AP-1',
          'YJV',
          '3+2',
          '150/70',
          0.045,
          '',
          item('YJV', '3*150+2*70', 45, LV, '芯数 3+2, 截面 150/70: 3×150+2×70'),
        ],
      ],
    },
    {
      floor: '2F~5F',
      lines: [
        ['AL-2~5', 'YJV', '4+1', '70/35', 0.32, '竖井内', item('YJV', '4*70+1*35', 320, LV, SPLIT)],
        ['ALE-2~5', 'WDZ-YJY', '5', '6', 0.18, '', item('WDZ-YJY', '5*6', 180, LV, '芯数 5, 截面 6: 5×6')],
        [
          'AP-2~5',
          'YJV',
          '4+1',
          '300/150',
          0.14,
          '',
          unknown(NOT_SOLD('YJV 4×300+1×150 (the 4+1 range stops at 240/120)')),
        ],
      ],
    },
    {
      floor: '屋面',
      lines: [
        ['AP-WM', 'YJV22', '4+1', '50/25', 0.11, '屋面风机', item('YJV22', '4*50+1*25', 110, LV, SPLIT)],
        ['AL-WM', 'YJV', '3+1', '95/50', '待定', '', review('长度 待定 (no amount yet): ask')],
      ],
    },
    {
      floor: '室外',
      lines: [
        ['AL-LD', 'YJLV', '4', '25', 0.35, '景观照明', item('YJLV', '4*25', 350, LV, '芯数 4, 截面 25: 4×25; 350 m')],
        [
          'WL-XF',
          'BTLY',
          '4+1',
          '25/16',
          0.05,
          '消防水泵房',
          unknown(NOT_SOLD('BTLY (flexible mineral-insulated cable)')),
        ],
      ],
    },
  ];
  const rows: SourceRow[] = [
    spanned(noise, '翠湖花园3#楼 配电干线电缆信息表'),
    spanned(
      noiseBecause('the voltage and the length unit of every row'),
      '注：电缆电压等级均为0.6/1kV；长度单位为千米（km），已含预留及损耗。',
    ),
    row(noise, '序号', '楼层', '回路编号', '型号', '芯数', '截面', '长度(km)', '辅助', '备注'),
  ];
  const merges: Array<[number, number, number, number]> = [];
  let no = 0;
  const first = rows.length + 1;
  for (const { floor, lines } of floors) {
    const top = rows.length + 1;
    lines.forEach(([circuit, model, cores, area, length, note, truth], i) => {
      no += 1;
      const r = rows.length + 1;
      const km = typeof length === 'number' ? { number: length, format: '0.000' } : length;
      const helper =
        typeof length === 'number' ? { formula: `ROUND(G${r}*1000,0)`, result: Math.round(length * 1000) } : '';
      rows.push(row(truth, no, i === 0 ? floor : '', circuit, model, cores, area, km, helper, note));
    });
    if (lines.length > 1) merges.push([top, 2, rows.length, 2]);
  }
  const last = rows.length;
  const kmSum = floors.flatMap((f) => f.lines).reduce((n, l) => n + (typeof l[4] === 'number' ? l[4] : 0), 0);
  const mSum = floors
    .flatMap((f) => f.lines)
    .reduce((n, l) => n + (typeof l[4] === 'number' ? Math.round(l[4] * 1000) : 0), 0);
  rows.push(
    row(
      noiseBecause('the 合计 row: SUMs of 长度 and of the hidden 辅助'),
      '合计',
      '',
      '',
      '',
      '',
      '',
      { formula: `SUM(G${first}:G${last})`, result: Math.round(kmSum * 1000) / 1000, format: '0.000' },
      { formula: `SUM(H${first}:H${last})`, result: mSum },
      '',
    ),
    blank(),
    row(noise, '制表：李工', '', '', '', '', '', '2025.11.10'),
  );
  const { data: xlsx, rows: keyRows } = await writeXlsx([
    { name: 'Sheet1', widths: [6, 8, 12, 10, 7, 10, 10, 8, 14], rows, merges, frozenRows: 3 },
  ]);
  // The writers cannot hide a column: hide the helper column 辅助 (H) here.
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx as unknown as ExcelJS.Buffer);
  workbook.getWorksheet('Sheet1')!.getColumn(8).hidden = true;
  const data = Buffer.from(await workbook.xlsx.writeBuffer());
  return {
    name: 'xinxi-biao.xls',
    data,
    viaXlsx: true,
    key: keyed(
      'xinxi-biao.xls',
      'sheet',
      "a WPS user's 配电干线电缆信息表 in the old Excel 97–2003 .xls format (written as .xlsx, converted by LibreOffice), one sheet Sheet1: a merged title (翠湖花园3#楼), a merged 注 (电压等级均为0.6/1kV；长度单位为千米（km）), the header 序号 | 楼层 | 回路编号 | 型号 | 芯数 | 截面 | 长度(km) | 辅助 | 备注; 楼层 (B1, 1F, 2F~5F, 屋面, 室外) merged down over each floor's rows; the spec split into 芯数 (4+1, 3+1, 3+2, 5, 4) and 截面 (120/70, 95/50, 150/70, 16, 10); 长度 in km shown 0.000 (0.285, 0.045); the helper column 辅助 (H, =ROUND(G*1000,0): the metres) hidden; models YJV, NH-YJV, ZC-YJV, WDZ-YJY, YJV22, YJLV and BTLY; a 4+1 300/150 row; one 长度 待定; a 合计 row (SUM of 长度 and of 辅助) and a 制表 line",
      keyRows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/** One row of the 微文档: 型号, 规格, 电压, 单位, 一期, 二期, 合计, 状态, 负责人, 备注. */
type WecomLine = [
  string,
  string,
  string,
  string,
  number | string,
  number | string,
  number | string,
  string,
  string,
  string,
  Truth,
];

/**
 * 5. A 企业微信 微文档 table exported to .xlsx: a two-level header (序号 | 规格型号 over 型号 / 规格 / 电压 | 单位 |
 * 需求数量 over 一期 / 二期 / 合计 | 状态 | 负责人 | 备注, the single header cells merged down); 状态 已下单 (ordered
 * already, with the supplier and date in 备注) or 待询价; 一期 blank or —, 二期 blank or 待定; 千米 and 卷 rows.
 */
async function qiweiWendang(): Promise<Written> {
  const ORDERED = review('状态 已下单 (ordered already): not to be quoted');
  const TOTAL = 'the 合计 of 需求数量 (一期 + 二期)';
  const lines: WecomLine[] = [
    [
      'YJV',
      '4*240+1*120',
      '0.6/1kV',
      '米',
      600,
      450,
      1050,
      '待询价',
      '张磊',
      '主楼低压',
      item('YJV', '4*240+1*120', 1050, LV, TOTAL),
    ],
    ['YJV', '4*185+1*95', '0.6/1kV', '米', 800, '', 800, '已下单', '张磊', '11/3已下单（远东）', ORDERED],
    [
      'YJV22',
      '3*240',
      '8.7/15kV',
      '米',
      420,
      380,
      800,
      '待询价',
      '陈晓',
      '10kV进线',
      item('YJV22', '3*240', 800, MV, `${TOTAL}; YJV22 3×240 is made at two levels: 8.7/15kV written`),
    ],
    [
      'YJV',
      '3*240',
      '0.6/1kV',
      '米',
      150,
      150,
      300,
      '待询价',
      '陈晓',
      '',
      item('YJV', '3*240', 300, LV, `${TOTAL}; YJV 3×240 is made at two levels: 0.6/1kV written`),
    ],
    ['NH-YJV', '4*50+1*25', '0.6/1kV', '米', 360, 240, 600, '已下单', '张磊', '11/5已下单', ORDERED],
    [
      'NH-YJV',
      '5*10',
      '0.6/1kV',
      '米',
      280,
      320,
      600,
      '待询价',
      '张磊',
      '应急照明',
      item('NH-YJV', '5*10', 600, LV, TOTAL),
    ],
    [
      'ZR-YJV',
      '4*95+1*50',
      '0.6/1kV',
      '米',
      '—',
      520,
      520,
      '待询价',
      '李娜',
      '二期新增',
      item('ZR-YJV', '4*95+1*50', 520, LV, `${TOTAL}; 一期 is —`),
    ],
    [
      'WDZ-YJY',
      '4*70+1*35',
      '0.6/1kV',
      '米',
      300,
      300,
      600,
      '待询价',
      '李娜',
      '',
      item('WDZ-YJY', '4*70+1*35', 600, LV, TOTAL),
    ],
    [
      'YJLV',
      '4*150+1*70',
      '0.6/1kV',
      '千米',
      0.8,
      0.45,
      1.25,
      '待询价',
      '陈晓',
      '室外',
      item('YJLV', '4*150+1*70', 1250, LV, `${TOTAL}: 1.25 千米 × 1000`),
    ],
    [
      'BV',
      '1*2.5',
      '450/750V',
      '卷',
      120,
      80,
      200,
      '待询价',
      '李娜',
      '每卷100米',
      item('BV', '1*2.5', 20000, CV, `${TOTAL}: 200 卷; ${COIL}`),
    ],
    ['BV', '1*4', '450/750V', '卷', 60, 40, 100, '已下单', '李娜', '11/6已下单', ORDERED],
    [
      'BVR',
      '1*25',
      '450/750V',
      '米',
      200,
      '',
      200,
      '待询价',
      '李娜',
      '接地',
      item('BVR', '1*25', 200, CV, `${TOTAL}; 二期 blank`),
    ],
    ['KVV', '8*1.5', '450/750V', '米', 500, 300, 800, '待询价', '陈晓', '', item('KVV', '8*1.5', 800, CV, TOTAL)],
    ['RVV', '4*1.5', '300/500V', '米', 300, 200, 500, '已下单', '李娜', '11/6已下单', ORDERED],
    [
      'RVVP',
      '2*1.0',
      '300/500V',
      '米',
      600,
      400,
      1000,
      '待询价',
      '陈晓',
      '屏蔽',
      unknown(NOT_SOLD('RVVP (screened sheathed cord)')),
    ],
    [
      'YJV',
      '4*300',
      '0.6/1kV',
      '米',
      200,
      '',
      200,
      '待询价',
      '张磊',
      '',
      unknown(NOT_SOLD('YJV 4×300 (four equal cores stop at 240)')),
    ],
    [
      'YJV',
      '5*16',
      '0.6/1kV',
      '米',
      400,
      '待定',
      '待定',
      '待询价',
      '张磊',
      '二期未定',
      review('合计 待定 (二期 not decided): the amount to quote is not known; ask'),
    ],
    [
      'YJV22',
      '4*120+1*70',
      '0.6/1kV',
      '米',
      260,
      180,
      440,
      '待询价',
      '陈晓',
      '直埋',
      item('YJV22', '4*120+1*70', 440, LV, TOTAL),
    ],
  ];
  const rows: SourceRow[] = [
    row(noise, '序号', '规格型号', '', '', '单位', '需求数量', '', '', '状态', '负责人', '备注'),
    row(noiseBecause('the second header row'), '', '型号', '规格', '电压', '', '一期', '二期', '合计', '', '', ''),
  ];
  const merges: Array<[number, number, number, number]> = [
    [1, 2, 1, 4],
    [1, 6, 1, 8],
    ...[1, 5, 9, 10, 11].map((c): [number, number, number, number] => [1, c, 2, c]),
  ];
  lines.forEach((l, i) => {
    const truth = l[10];
    rows.push(row(truth, i + 1, ...l.slice(0, 10).map((c) => c as string | number)));
  });
  const { data, rows: keyRows } = await writeXlsx([
    { name: '电缆需求汇总', widths: [6, 10, 14, 10, 6, 8, 8, 8, 8, 8, 18], rows, merges, frozenRows: 2 },
  ]);
  return {
    name: 'qiwei-wendang.xlsx',
    data,
    key: keyed(
      'qiwei-wendang.xlsx',
      'sheet',
      'a 企业微信 微文档 table exported to .xlsx, one sheet 电缆需求汇总: a two-level header (序号 | 规格型号 over 型号 / 规格 / 电压 | 单位 | 需求数量 over 一期 / 二期 / 合计 | 状态 | 负责人 | 备注; 序号, 单位, 状态, 负责人, 备注 merged down over both rows); 18 rows, 状态 待询价 or 已下单 (备注 11/3已下单（远东）); 一期 — on one row, 二期 blank or 待定; units 米, 千米 (YJLV 0.8 / 0.45 / 1.25) and 卷 (BV, 每卷100米); YJV and YJV22 3*240 at 0.6/1kV and 8.7/15kV; RVVP 2*1.0, YJV 4*300; one 合计 待定',
      keyRows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/** The .xls files from their .xlsx, by LibreOffice (a private profile, so a running office does not get in the way). */
function convertToXls(workbooks: Written[]) {
  if (workbooks.length === 0) return;
  const work = mkdtempSync(join(tmpdir(), 'holdout23-'));
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
}

async function main() {
  const files: Written[] = [xinxinShifu(), await xuanbiWenjian(), bsEmail(), await xinxiBiao(), await qiweiWendang()];
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
