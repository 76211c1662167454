/**
 * The twenty-first holdout inquiry corpus: five inquiries written blind (without reading the parser, the server's or
 * the web app's code, docs/, the README's accuracy sections, scripts/ or the git history), from what a Chinese cable
 * supplier's sales staff receive: a WeChat chat copied as text in which the salesperson's own replies (confirmations,
 * questions, a model echoed back with a question mark, stock remarks) sit between the customer's rows; a contractor's
 * 材料计划 workbook with one sheet per 楼栋 and a 汇总 sheet that repeats their totals (the file says to quote the
 * 汇总); a 用友 U8 请购单 list exported to CSV in GBK (千米 / km / 米 / 卷, quoted fields holding commas, a closed line,
 * a 合计 line); an English e-mail from an EPC contractor with IEC cable descriptions (Cu/XLPE/SWA/PVC, 3.5C, drums of
 * 500 m) over a quoted, superseded list; and a tender's 货物需求一览表 over three pages of a text PDF (cells wrapping
 * onto a second line, the header repeated, page footers, a 备注 row). Each file has an answer key written from what the
 * file shows and what a careful salesperson would quote; README.md lists the judgement calls.
 *
 *   npx tsx corpus/holdout21/generate.ts
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
  writeText,
  writeXlsx,
} from '../holdout4/writers';

const HERE = dirname(fileURLToPath(import.meta.url));

const LV = '0.6/1kV';
const MV = '8.7/15kV';
const CV = '450/750V';
const SV = '300/500V';
const JK10 = '10kV';

const COIL = 'building wire 卷 = 100 m';
const DRUM = 'a drum (盘) of cable with no drum length: ask';
const SEVERAL = 'several cables on one line: a key line holds one cable, so the line needs a person (or a split)';
const NETWORK_10KV = 'only the network voltage (10kV) for a YJV/YJV22: 8.7/10kV or 8.7/15kV? ask';
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
/** The salesperson's name as it stands on her messages' header lines (check.ts names her too). */
const SALES = '恒力电缆-王丽';
const CUSTOMER = '刘工（宏达建设）';

/**
 * 1. A WeChat chat between a contractor's engineer and the supplier's salesperson, copied from WeChat for PC as text:
 * a name-and-time line over each message; the salesperson's replies (好的马上报, a model echoed with a question mark,
 * a confirmation with a spec and an amount, stock remarks) between the customer's lines; corrections later (刚才那个4芯
 * 改成5芯, 那个长度改成280米) and a cancellation (ＢＶ４那个不要了); 米 / m / 卷 / 盘 with a stated length / 千米;
 * full-width letters, digits and ×; 0.6/1KV in capitals; a missing hyphen (NHYJV).
 */
function wechatSalesman(): Written {
  const C = CUSTOMER;
  const S = SALES;
  const at = (who: string, time: string): [string, Truth] => [`${who} 2025-11-04 ${time}`, noise];
  const OWN = (what: string) => noiseBecause(`the salesperson's own message: ${what}`);
  const lines: Array<[string, Truth]> = [
    at(C, '09:02:15'),
    ['王经理早，厂房二期配电的电缆帮忙报个价，含税送到工地', noise],
    at(S, '09:03:02'),
    ['好的刘工，您发过来我马上报', OWN('a confirmation')],
    at(C, '09:06:40'),
    [
      'YJV22-0.6/1KV 3*185+1*95 260米',
      review('the amount is changed later in the chat (那个长度改成280米): the change is the item'),
    ],
    ['YJV 4*95+1*50 380m', item('YJV', '4*95+1*50', 380, LV, `m is 米; ${ONE_LEVEL} (0.6/1kV)`)],
    [
      'yjv 4*50+1*25 2盘 每盘200米',
      item('YJV', '4*50+1*25', 400, LV, `2 drums with the drum length stated (每盘200米): 400 m; ${ONE_LEVEL}`),
    ],
    [
      'NHYJV 4*25+1*16 ２２０米',
      item('NH-YJV', '4*25+1*16', 220, LV, `NHYJV is NH-YJV without its hyphen; full-width ２２０; ${ONE_LEVEL}`),
    ],
    at(S, '09:08:11'),
    ['YJV22 3*185+1*95？', OWN('the model echoed back with a question mark, not a demand')],
    ['这个是铠装的对吧，现货只有200米左右，260米要从厂里调，交期3天可以吗', OWN('a question and a stock remark')],
    at(C, '09:09:02'),
    ['对 铠装的 3天可以', noiseBecause("answers the salesperson's question; the line it answers is keyed")],
    [
      'ＹＪＶ　３×７０＋２×３５　１５０米',
      item('YJV', '3*70+2*35', 150, LV, `full-width letters, digits, × and ＋ and a full-width space; ${ONE_LEVEL}`),
    ],
    ['VV22 4×35+1×16 90米', item('VV22', '4*35+1*16', 90, LV, ONE_LEVEL)],
    ['yjv 4*10 120米 路灯控制箱用', review('changed in the next message (刚才那个4芯改成5芯): the change is the item')],
    at(C, '09:10:27'),
    [
      '刚才那个4芯改成5芯',
      item(
        'YJV',
        '5*10',
        120,
        LV,
        'the change of the line before (yjv 4*10 120米): its model, its 10 mm² and its 120 m, five cores',
      ),
    ],
    at(S, '09:11:03'),
    ['好的，YJV 5*10 120米，记下了', OWN('a spec and an amount read back, not a second demand')],
    at(C, '09:14:50'),
    ['电线也一起报：', noise],
    ['BV2.5 红黄蓝各5卷', item('BV', '1*2.5', 1500, CV, `three colours × 5 卷 = 15 卷; ${COIL}`)],
    ['BV2.5 双色 3卷', item('BV', '1*2.5', 300, CV, `${COIL}; a second BV 2.5 line (双色), not merged`)],
    ['ＢＶ４　１０卷', review('cancelled later in the chat (ＢＶ４那个不要了): not to be quoted')],
    ['BVR 6平方 黄绿 100m', item('BVR', '1*6', 100, CV, '平方 is mm²')],
    ['rvv 3*1.5 2卷', item('RVV', '3*1.5', 200, SV, 'RVV in 卷: 100 m a 卷')],
    at(S, '09:16:22'),
    ['BV是要国标的吧？我们国标足米，一卷100米', OWN('a question; 一卷100米 is her coil length, not an amount')],
    at(C, '09:17:05'),
    ['要国标的', noise],
    ['控制电缆 kvv 7*1.5 300米', item('KVV', '7*1.5', 300, CV, 'KVV is made at 450/750V only')],
    ['kvv 4*1.5 一盘', review(DRUM)],
    [
      'YJV-0.6/1kV 1*240 单芯 4根×85米',
      item('YJV', '1*240', 340, LV, 'single cores, 4 runs × 85 m; YJV 1×240 is made at three levels: 0.6/1kV written'),
    ],
    ['yjv 4*120+1*70 1.2千米', item('YJV', '4*120+1*70', 1200, LV, `1.2千米; ${ONE_LEVEL}`)],
    ['YJV 4*16 100米 4*25+1*16 80米', review(SEVERAL)],
    at(S, '09:20:40'),
    ['4*120+1*70现货充足，1*240单芯要排产，大概一周', OWN('a stock remark naming specs')],
    at(C, '09:24:13'),
    ['[图片]', noiseBecause('a picture')],
    ['图片上这个也要 YJV 3*4+1*2.5 60米 门卫室的', item('YJV', '3*4+1*2.5', 60, LV, ONE_LEVEL)],
    ['还有PVC线管 20的 50根', unknown(NOT_CABLE('PVC conduit (线管, 根)'))],
    [
      'YJV22 3*185+1*95那个长度改成280米',
      item(
        'YJV22',
        '3*185+1*95',
        280,
        LV,
        'the change of the YJV22-0.6/1KV 3*185+1*95 260米 line: the cable it names at the new 280 m',
      ),
    ],
    ['ＢＶ４那个不要了 现场还有', noiseBecause('a cancellation; the ＢＶ４ line it cancels is the review row')],
    at(S, '09:25:30'),
    ['收到，确认一下：YJV22 3*185+1*95 280米，BV4取消，其他不变对吧？', OWN('a read-back of the changes')],
    at(C, '09:26:02'),
    ['对的', noise],
    at(S, '09:26:15'),
    ['好的马上报', OWN('a confirmation')],
    at(S, '10:02:48'),
    ['[文件] 恒力电缆报价单-宏达厂房二期1104.xlsx', OWN('her quotation file')],
  ];
  const { data, rows } = writeText(lines);
  return {
    name: 'wechat-salesman.txt',
    data,
    key: keyed(
      'wechat-salesman.txt',
      'text',
      "a WeChat chat between a contractor's engineer (刘工（宏达建设）) and the supplier's salesperson (恒力电缆-王丽), copied from WeChat for PC as text: a name-and-time line (2025-11-04 09:06:40) over every message; the salesperson's own replies between the customer's lines (您发过来我马上报, YJV22 3*185+1*95？ echoed back, a stock remark with 现货只有200米左右, a read-back 好的，YJV 5*10 120米，记下了, 一卷100米, 4*120+1*70现货充足, a confirmation of the changes, 好的马上报, her [文件] quotation); the customer's rows: YJV22-0.6/1KV in capitals, NHYJV without a hyphen, 380m, 2盘 每盘200米, full-width ２２０米 and ＹＪＶ　３×７０＋２×３５　１５０米, VV22, 4芯改成5芯 for the line before, BV2.5 红黄蓝各5卷 and 双色 3卷, full-width ＢＶ４　１０卷 cancelled later (ＢＶ４那个不要了), BVR 6平方, rvv 2卷, kvv 一盘, single cores 4根×85米, 1.2千米, two cables on one line, [图片], PVC线管, and a later 那个长度改成280米",
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
interface PlanLine {
  name: string;
  spec: string;
  unit: string;
  /** Amounts per building, in the order of BUILDINGS; undefined where the building has none. */
  amounts: Array<number | undefined>;
  truth: Truth;
  detailNote?: string[];
  summaryNote?: string;
  arrive?: Cell;
}
const BUILDINGS = ['1#楼', '2#楼', '地下车库'];

/**
 * 2. A contractor's 材料计划 workbook: one sheet per building (1#楼, 2#楼, 地下车库) and a 汇总 sheet last whose
 * per-building columns are formulas on the building sheets and whose 合计 column sums them. The 汇总's 说明 row says
 * to ask prices on its amounts, so the key quotes the 汇总 once and keys the building sheets' rows as noise. Merged
 * titles, a merged 材料名称 over rows of one kind in the 汇总, a 备注 column (甲供 on one line), 小计 and 合计 formulas,
 * blank spacer rows, real dates and one 进场时间 typed as text.
 */
async function cailiaoJihua(): Promise<Written> {
  const SUMMED = 'the 汇总 sheet’s 合计 column (the building sheets summed); the 说明 row says to quote the 汇总';
  const sections: Array<{ title: string; lines: PlanLine[] }> = [
    {
      title: '一、电力电缆',
      lines: [
        {
          name: '电力电缆',
          spec: 'YJV-0.6/1kV-4×185+1×95',
          unit: '米',
          amounts: [125.5, 137.5, undefined],
          truth: item('YJV', '4*185+1*95', 263, LV, `${SUMMED}: 125.5 + 137.5`),
          detailNote: ['进线，含预留', '进线，含预留'],
          arrive: { date: '2025-11-15' },
        },
        {
          name: '电力电缆',
          spec: 'YJV-0.6/1kV-4×70+1×35',
          unit: '米',
          amounts: [260, 245, undefined],
          truth: item('YJV', '4*70+1*35', 505, LV, SUMMED),
          detailNote: ['单元总箱', '单元总箱'],
          arrive: { date: '2025-11-15' },
        },
        {
          name: '电力电缆',
          spec: 'YJV-0.6/1kV-4×35+1×16',
          unit: '米',
          amounts: [undefined, undefined, 320],
          truth: item('YJV', '4*35+1*16', 320, LV, SUMMED),
          detailNote: ['', '', '充电桩'],
          arrive: { date: '2025-11-20' },
        },
        {
          name: '铠装电缆',
          spec: 'YJV22-0.6/1kV-4×240+1×120',
          unit: '米',
          amounts: [undefined, undefined, 210],
          truth: item('YJV22', '4*240+1*120', 210, LV, SUMMED),
          detailNote: ['', '', '变配电所至车库总箱，直埋'],
          arrive: { date: '2025-11-20' },
        },
        {
          name: '铠装电缆',
          spec: 'YJV22-8.7/15kV-3×95',
          unit: '米',
          amounts: [undefined, undefined, 165],
          truth: review('the 备注 says 甲供 (the owner supplies it, 不报价): not to be quoted'),
          detailNote: ['', '', '甲供'],
          summaryNote: '甲供（供电局指定品牌），不报价',
          arrive: { date: '2025-11-20' },
        },
        {
          name: '阻燃电缆',
          spec: 'ZR-YJV-0.6/1kV-5×10',
          unit: '米',
          amounts: [340, 300, 180],
          truth: item('ZR-YJV', '5*10', 820, LV, SUMMED),
          detailNote: ['照明干线', '照明干线', '车库照明'],
          arrive: { date: '2025-11-25' },
        },
        {
          name: '耐火电缆',
          spec: 'NH-YJV-0.6/1kV-4×35+1×16',
          unit: '米',
          amounts: [180, 165, 95],
          truth: item('NH-YJV', '4*35+1*16', 440, LV, SUMMED),
          detailNote: ['消防电梯、风机', '消防电梯、风机', '排烟风机'],
          summaryNote: '消防',
          arrive: { date: '2025-11-25' },
        },
        {
          name: '低烟无卤电缆',
          spec: 'WDZ-YJY-0.6/1kV-4×16+1×10',
          unit: '米',
          amounts: [undefined, undefined, 130],
          truth: item('WDZ-YJY', '4*16+1*10', 130, LV, SUMMED),
          detailNote: ['', '', '弱电机房'],
          arrive: '12月上旬',
        },
      ],
    },
    {
      title: '二、电线',
      lines: [
        {
          name: '电线',
          spec: 'BV-450/750V-2.5',
          unit: '米',
          amounts: [3500, 3200, 1800],
          truth: item('BV', '1*2.5', 8500, CV, `${SUMMED}; BV-450/750V-2.5 is the single core 1×2.5`),
          detailNote: ['照明、插座', '照明、插座', '照明'],
          arrive: { date: '2025-11-25' },
        },
        {
          name: '电线',
          spec: 'BV-450/750V-4',
          unit: '米',
          amounts: [1600, 1500, 600],
          truth: item('BV', '1*4', 3700, CV, SUMMED),
          detailNote: ['空调插座', '空调插座', ''],
          arrive: { date: '2025-11-25' },
        },
        {
          name: '软线',
          spec: 'BVR-450/750V-16 黄绿',
          unit: '米',
          amounts: [150, 140, 80],
          truth: item('BVR', '1*16', 370, CV, `${SUMMED}; 黄绿 is the PE colour`),
          detailNote: ['等电位', '等电位', '接地'],
          arrive: { date: '2025-11-25' },
        },
        {
          name: '护套线',
          spec: 'RVV-300/500V-3×1.5',
          unit: '卷',
          amounts: [4, 4, 2],
          truth: item('RVV', '3*1.5', 1000, SV, `${SUMMED}: 10 卷; RVV in 卷: 100 m a 卷`),
          detailNote: ['灯具接线', '灯具接线', ''],
          arrive: { date: '2025-12-01' },
        },
      ],
    },
    {
      title: '三、控制及弱电',
      lines: [
        {
          name: '控制电缆',
          spec: 'KVV-450/750V-7×1.5',
          unit: '米',
          amounts: [undefined, undefined, 260],
          truth: item('KVV', '7*1.5', 260, CV, SUMMED),
          detailNote: ['', '', '排烟风机控制'],
          arrive: { date: '2025-12-01' },
        },
        {
          name: '屏蔽线',
          spec: 'RVVP-2×1.0',
          unit: '米',
          amounts: [200, 200, undefined],
          truth: unknown(NOT_SOLD('RVVP (screened sheathed cord)')),
          detailNote: ['门禁、对讲', '门禁、对讲', ''],
          arrive: { date: '2025-12-01' },
        },
      ],
    },
    {
      title: '四、配管',
      lines: [
        {
          name: '电线管',
          spec: 'JDG20',
          unit: '米',
          amounts: [1800, 1700, 900],
          truth: unknown(NOT_CABLE('JDG conduit')),
          detailNote: ['暗敷', '暗敷', '明敷'],
          arrive: { date: '2025-11-10' },
        },
      ],
    },
  ];

  const detailNoise = (building: string) =>
    noiseBecause(
      `a ${building} detail row: the 汇总 sheet repeats its amount and the file says to quote the 汇总 (说明 row); quoting both would count it twice`,
    );
  const round = (n: number) => Math.round(n * 1000) / 1000;

  /** Where each plan line sits on each building sheet: [section][line][building] → Excel row (1-based). */
  const at: number[][][] = sections.map((s) => s.lines.map(() => BUILDINGS.map(() => 0)));
  const buildingSheets = BUILDINGS.map((building, b) => {
    const rows: SourceRow[] = [
      spanned(noise, `滨江花园二期${building}电气工程材料计划（电线电缆及配管）`),
      row(noise, '工程名称：滨江花园二期住宅及地下车库', '', '', '', `楼栋：${building}`, '', '编制日期：2025-11-03'),
      row(noise, '序号', '材料名称', '型号规格', '单位', '数量', '计划进场时间', '备注'),
    ];
    const subtotalRows: number[] = [];
    let subtotalSum = 0;
    sections.forEach((section, s) => {
      rows.push(spanned(noiseBecause('a section row'), section.title));
      const first = rows.length + 1;
      let n = 0;
      let sum = 0;
      section.lines.forEach((line, l) => {
        const amount = line.amounts[b];
        if (amount === undefined) return;
        n += 1;
        sum += amount;
        rows.push(
          row(
            detailNoise(building),
            n,
            line.name,
            line.spec,
            line.unit,
            amount,
            line.arrive ?? '',
            line.detailNote?.[b] ?? '',
          ),
        );
        at[s]![l]![b] = rows.length;
      });
      if (n === 0) {
        rows.pop();
        return;
      }
      const last = rows.length;
      rows.push(
        row(noiseBecause('a subtotal (小计) of the section'), '', `${section.title.slice(2)}小计`, '', '', {
          formula: `SUM(E${first}:E${last})`,
          result: round(sum),
        }),
      );
      subtotalRows.push(rows.length);
      subtotalSum += sum;
      rows.push(blank());
    });
    rows.pop();
    rows.push(
      row(noiseBecause('the sheet’s 合计'), '', '合计', '', '', {
        formula: subtotalRows.map((r) => `E${r}`).join('+'),
        result: round(subtotalSum),
      }),
      spanned(noise, '注：1. 数量已含5%损耗；2. 本表为楼栋明细，汇总见“汇总”表，询价以汇总表为准。'),
    );
    return { name: building, widths: [6, 14, 28, 6, 10, 14, 24], rows, frozenRows: 3 };
  });

  // The 汇总 sheet: per-building columns E, F, G as formulas on the building sheets, the 合计 column H.
  const sheetRef = (building: string) => `'${building}'`;
  const rows: SourceRow[] = [
    spanned(noise, '滨江花园二期电气工程材料计划汇总表（电线电缆及配管）'),
    spanned(
      noiseBecause('says which sheet to quote: the 汇总'),
      '说明：本表为1#楼、2#楼、地下车库材料计划汇总，各楼栋明细见分表；询价、采购均以本表“合计”数量为准。',
    ),
    row(noise, '序号', '材料名称', '型号规格', '单位', '1#楼', '2#楼', '地下车库', '合计', '备注'),
  ];
  const merges: Array<[number, number, number, number]> = [];
  const subtotals: number[] = [];
  let grand = [0, 0, 0, 0];
  let no = 0;
  sections.forEach((section, s) => {
    rows.push(spanned(noiseBecause('a section row'), section.title));
    const first = rows.length + 1;
    const sums = [0, 0, 0, 0];
    section.lines.forEach((line, l) => {
      no += 1;
      const r = rows.length + 1;
      const cells: Cell[] = line.amounts.map((amount, b) => {
        if (amount === undefined) return '';
        sums[b]! += amount;
        return { formula: `${sheetRef(BUILDINGS[b]!)}!E${at[s]![l]![b]}`, result: amount };
      });
      const total = line.amounts.reduce<number>((a, v) => a + (v ?? 0), 0);
      sums[3]! += total;
      const prev = section.lines[l - 1];
      const sameName = prev !== undefined && prev.name === line.name;
      rows.push(
        row(
          line.truth,
          no,
          sameName ? '' : line.name,
          line.spec,
          line.unit,
          ...cells,
          {
            formula: `SUM(E${r}:G${r})`,
            result: round(total),
          },
          line.summaryNote ?? '',
        ),
      );
      if (sameName) {
        const open = merges.find((m) => m[1] === 2 && m[2] === r - 1);
        if (open) open[2] = r;
        else merges.push([r - 1, 2, r, 2]);
      }
    });
    const last = rows.length;
    rows.push(
      row(
        noiseBecause('a subtotal (小计) of the section'),
        '',
        '小计',
        '',
        '',
        ...['E', 'F', 'G', 'H'].map(
          (c, i): Cell => ({ formula: `SUM(${c}${first}:${c}${last})`, result: round(sums[i]!) }),
        ),
      ),
    );
    subtotals.push(rows.length);
    grand = grand.map((g, i) => g + sums[i]!);
    rows.push(blank());
  });
  rows.pop();
  rows.push(
    row(
      noiseBecause('the 汇总’s 合计'),
      '',
      '合计',
      '',
      '',
      ...['E', 'F', 'G', 'H'].map(
        (c, i): Cell => ({ formula: subtotals.map((r) => `${c}${r}`).join('+'), result: round(grand[i]!) }),
      ),
    ),
    row(noise, '编制：李强', '', '审核：张伟', '', '', '', '日期：', { date: '2025-11-03' }),
  );
  const summary = {
    name: '汇总',
    widths: [6, 14, 28, 6, 10, 10, 10, 10, 26],
    rows,
    merges,
    frozenRows: 3,
  };
  const { data, rows: keyRows } = await writeXlsx([...buildingSheets, summary]);
  return {
    name: 'cailiao-jihua.xlsx',
    data,
    key: keyed(
      'cailiao-jihua.xlsx',
      'sheet',
      "a contractor's 材料计划 workbook for a housing estate's electrical works, four sheets: 1#楼, 2#楼 and 地下车库 (each a merged title, a 工程名称 / 楼栋 / 编制日期 row, the header 序号 | 材料名称 | 型号规格 | 单位 | 数量 | 计划进场时间 | 备注 frozen, merged section rows 一、电力电缆 / 二、电线 / 三、控制及弱电 / 四、配管, a 小计 formula under each section, a blank spacer row, a 合计 formula, and a note 本表为楼栋明细，汇总见“汇总”表，询价以汇总表为准), then 汇总 (a merged title, a merged 说明 row saying to ask prices on the 汇总's 合计, the header 序号 | 材料名称 | 型号规格 | 单位 | 1#楼 | 2#楼 | 地下车库 | 合计 | 备注, the per-building columns formulas on the building sheets ('1#楼'!E5), 合计 a SUM, 材料名称 merged down over rows of one kind, 小计 and 合计 rows, a 编制 / 审核 / 日期 row). Specs such as YJV-0.6/1kV-4×185+1×95 (125.5 and 137.5 m), YJV22-8.7/15kV-3×95 with 甲供 in 备注, BV-450/750V-2.5, BVR-450/750V-16 黄绿, RVV in 卷, RVVP, JDG20 conduit; real dates and one 12月上旬 typed as text. Rows are numbered over the four sheets in order",
      keyRows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/**
 * 3. A 用友 U8 请购单 list exported to CSV by the ERP: GBK, comma-separated, CRLF; two 请购单 of one export (the
 * header fields repeated on every line); 存货编码 / 存货名称 / 规格型号 / 主计量单位 / 数量 / 需求日期 / 建议供应商 /
 * 行关闭人 / 备注; 千米, km, 米 and 卷 by the 存货's unit; quoted fields holding commas (存货名称 电力电缆,铜芯, a
 * 规格型号 YJV22,0.6/1kV,4×120+1×70, 备注, a 数量 1,200.00); a closed line; a 合计 line.
 */
function yonyouQinggou(): Written {
  interface Line {
    code: string;
    name: string;
    spec: string;
    unit: string;
    qty: string;
    due: string;
    closedBy?: string;
    note?: string;
    truth: Truth;
  }
  const KM = (q: string) => `千米 × 1000 (${q})`;
  const first: Line[] = [
    {
      code: '0301010012',
      name: '电力电缆',
      spec: 'YJV-0.6/1kV-4×240+1×120',
      unit: '千米',
      qty: '1.250',
      due: '2025-11-20',
      note: '国标,带第三方检测报告',
      truth: item('YJV', '4*240+1*120', 1250, LV, KM('1.250')),
    },
    {
      code: '0301010021',
      name: '电力电缆,铜芯',
      spec: 'YJV-0.6/1kV-3×95+2×50',
      unit: '米',
      qty: '420.00',
      due: '2025-11-20',
      truth: item('YJV', '3*95+2*50', 420, LV, 'the quoted 存货名称 holds a comma'),
    },
    {
      code: '0301020003',
      name: '铠装电力电缆',
      spec: 'YJV22,0.6/1kV,4×120+1×70',
      unit: 'km',
      qty: '0.60',
      due: '2025-11-25',
      truth: item(
        'YJV22',
        '4*120+1*70',
        600,
        LV,
        'the quoted 规格型号 is model, voltage and spec apart by commas; km × 1000',
      ),
    },
    {
      code: '0301020009',
      name: '铠装电力电缆',
      spec: 'YJV22-8.7/15kV-3×185',
      unit: '千米',
      qty: '2.100',
      due: '2025-12-05',
      note: '每盘500米,余量另计',
      truth: item('YJV22', '3*185', 2100, MV, `${KM('2.100')}; the 备注's 每盘500米 is the drum split, not an amount`),
    },
    {
      code: '0301030002',
      name: '阻燃电力电缆',
      spec: 'ZC-YJV-0.6/1kV-4×70+1×35',
      unit: '米',
      qty: '1,200.00',
      due: '2025-11-25',
      truth: item('ZC-YJV', '4*70+1*35', 1200, LV, 'the 数量 1,200.00 is quoted for its thousands comma'),
    },
    {
      code: '0301030005',
      name: '耐火电力电缆',
      spec: 'NH-YJV-0.6/1kV-5×16',
      unit: '米',
      qty: '285.50',
      due: '2025-11-25',
      note: '消防泵房',
      truth: item('NH-YJV', '5*16', 285.5, LV, 'decimal metres as written'),
    },
    {
      code: '0301050011',
      name: '控制电缆',
      spec: 'KVV-450/750V-19×1.5',
      unit: '米',
      qty: '650.00',
      due: '2025-11-30',
      truth: item('KVV', '19*1.5', 650, CV),
    },
    {
      code: '0301050014',
      name: '控制电缆',
      spec: 'KVV-450/750V-4×2.5',
      unit: 'km',
      qty: '1.5',
      due: '2025-11-30',
      truth: item('KVV', '4*2.5', 1500, CV, 'km × 1000'),
    },
    {
      code: '0302010002',
      name: '布电线',
      spec: 'BV-450/750V-1×6',
      unit: '卷',
      qty: '15.00',
      due: '2025-11-20',
      note: '红黄绿蓝各3卷,双色3卷',
      truth: item('BV', '1*6', 1500, CV, `${COIL}; the 备注's colours add up to the 15 卷 of the 数量`),
    },
    {
      code: '0301010030',
      name: '电力电缆',
      spec: 'YJV-0.6/1kV-4×50+1×25',
      unit: '千米',
      qty: '0.320',
      due: '2025-11-20',
      closedBy: '王磊',
      note: '取消,改用ZC-YJV',
      truth: review('the line is closed in the ERP (行关闭人 王磊, 备注 取消): not to be quoted'),
    },
    {
      code: '0301060001',
      name: '架空绝缘导线',
      spec: 'JKLYJ-10kV-1×120',
      unit: '千米',
      qty: '3.600',
      due: '2025-12-10',
      truth: item('JKLYJ', '1*120', 3600, JK10, `${KM('3.600')}; JKLYJ 1×120 is made at 10kV and 1kV: 10kV written`),
    },
    {
      code: '0303010008',
      name: '电缆终端头',
      spec: '10kV冷缩户外终端 3×185',
      unit: '套',
      qty: '6.00',
      due: '2025-12-05',
      truth: unknown(NOT_CABLE('cold-shrink terminations (套)')),
    },
  ];
  const second: Line[] = [
    {
      code: '0301070002',
      name: '计算机电缆',
      spec: 'DJYPVP-2×2×1.0',
      unit: '米',
      qty: '400.00',
      due: '2025-12-15',
      truth: unknown(NOT_SOLD('a computer cable (DJYPVP)')),
    },
    {
      code: '0301010033',
      name: '电力电缆',
      spec: 'YJV-10kV-3×240',
      unit: '千米',
      qty: '0.900',
      due: '2025-12-15',
      truth: review(NETWORK_10KV),
    },
    {
      code: '0301010041',
      name: '电力电缆',
      spec: 'YJV-0.6/1kV-1×300',
      unit: '米',
      qty: '480.00',
      due: '2025-12-15',
      note: '单芯,3根×160米',
      truth: item(
        'YJV',
        '1*300',
        480,
        LV,
        'the 数量 480 is the 备注’s 3根×160米; YJV 1×300 is made at three levels: 0.6/1kV written',
      ),
    },
    {
      code: '0301030012',
      name: '低烟无卤阻燃电缆',
      spec: 'WDZ-YJY-0.6/1kV-4×25+1×16',
      unit: '米',
      qty: '560.00',
      due: '2025-12-15',
      note: 'B1级,需提供CCC证书',
      truth: item('WDZ-YJY', '4*25+1*16', 560, LV),
    },
    {
      code: '0301010048',
      name: '铠装电力电缆',
      spec: 'VV22-0.6/1kV-4×95+1×50',
      unit: '千米',
      qty: '0.280',
      due: '2025-12-20',
      truth: item('VV22', '4*95+1*50', 280, LV, KM('0.280')),
    },
    {
      code: '0301040001',
      name: '铝芯电力电缆',
      spec: 'YJLV-0.6/1kV-3×185+1×95',
      unit: '千米',
      qty: '0.450',
      due: '2025-12-20',
      truth: item('YJLV', '3*185+1*95', 450, LV, KM('0.450')),
    },
  ];
  const record = (head: string[], no: number, line: Line): SourceRow =>
    row(
      line.truth,
      ...head,
      String(no),
      line.code,
      line.name,
      line.spec,
      line.unit,
      line.qty,
      line.due,
      '',
      line.closedBy ?? '',
      line.note ?? '',
    );
  const headA = ['QG2025110047', '2025-11-05', '工程部-东湖水厂项目', '赵敏'];
  const headB = ['QG2025110052', '2025-11-05', '设备部', '孙涛'];
  const all = [...first, ...second];
  const total = all.reduce((sum, line) => sum + Number(line.qty.replace(/,/g, '')), 0);
  const totalText = total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const rows: SourceRow[] = [
    row(
      noise,
      '请购单号',
      '单据日期',
      '请购部门',
      '请购人员',
      '行号',
      '存货编码',
      '存货名称',
      '规格型号',
      '主计量单位',
      '数量',
      '需求日期',
      '建议供应商',
      '行关闭人',
      '备注',
    ),
    ...first.map((line, i) => record(headA, i + 1, line)),
    ...second.map((line, i) => record(headB, i + 1, line)),
    row(
      noiseBecause('the ERP’s 合计 of the 数量 column over mixed units'),
      '合计',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      totalText,
    ),
  ];
  const { data: utf8, rows: keyRows } = writeCsv(rows, 14, { separator: ',', encoding: 'utf8' });
  const text = utf8.toString('utf8');
  const data = iconv.encode(text, 'gbk');
  if (iconv.decode(data, 'gbk') !== text) throw new Error('yonyou-qinggou.csv holds a character GBK lacks');
  return {
    name: 'yonyou-qinggou.csv',
    data,
    key: keyed(
      'yonyou-qinggou.csv',
      'sheet',
      'a 用友 U8 请购单 list exported to CSV: GBK without a BOM, comma-separated, CRLF, 14 columns 请购单号 | 单据日期 | 请购部门 | 请购人员 | 行号 | 存货编码 | 存货名称 | 规格型号 | 主计量单位 | 数量 | 需求日期 | 建议供应商 | 行关闭人 | 备注, two 请购单 (QG2025110047 工程部, QG2025110052 设备部) with the head fields on every line; 10-digit 存货编码; 主计量单位 千米 (1.250, 0.320, 3.600), km (0.60, 1.5), 米 (420.00, 285.50) and 卷 (15.00); quoted fields holding commas: a 存货名称 电力电缆,铜芯, a 规格型号 YJV22,0.6/1kV,4×120+1×70, a 数量 1,200.00, 备注 国标,带第三方检测报告 / 每盘500米,余量另计 / 红黄绿蓝各3卷,双色3卷 / 单芯,3根×160米; a line closed by 行关闭人 with 取消,改用ZC-YJV; YJV-10kV-3×240; JKLYJ-10kV-1×120; a termination in 套 and a DJYPVP; a 合计 line summing the 数量 column over its mixed units',
      keyRows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/**
 * 4. An English e-mail from an EPC contractor on an overseas (Qatar) project: headers, a revised list (Rev.1) in IEC
 * notation in a plain-text table (4C x 95 sq.mm Cu/XLPE/SWA/PVC 0.6/1kV, 3.5C x 120, 3 core 2.5mm2, 1,850 m, 2.4 km,
 * 4 drums of 500 m, approx. 600 m, 30 coils of 100 m, TBC), an armour note (SWA mandatory for the buried items), a
 * signature with phone numbers; then the thread below it: the supplier's earlier questions (-----Original Message-----)
 * and the first, superseded list quoted with '>'.
 */
function epcEmail(): Written {
  const SWA = (what: string) =>
    unknown(
      `${what} is steel-wire armoured (SWA: YJV32 / KVV32); the catalogue's armoured cables are steel-tape (STA) YJV22 / VV22, and the e-mail says SWA is mandatory for these items: not in the catalogue`,
    );
  const OLD = noiseBecause('the superseded Rev.0 list, quoted below the reply: Rev.1 above replaces it');
  const THREAD = noiseBecause('the quoted thread under the new list');
  const t = (no: string, description: string, qty: string) => `${no.padEnd(6)}${description.padEnd(70)}${qty}`;
  const lines: Array<[string, Truth]> = [
    ['From: Rajesh Menon <rajesh.menon@gulfstar-epc.example>', noise],
    ['Sent: Wednesday, November 5, 2025 11:42 AM', noise],
    ['To: Wang Li <export@hengli-cable.example>', noise],
    ['Cc: Procurement - Al Wakra PS <procurement.awps@gulfstar-epc.example>', noise],
    ['Subject: RE: RFQ GS-AWPS-EL-017 Rev.1 - LV/MV cables for Al Wakra Pumping Station', noise],
    ['', noise],
    ['Dear Ms. Wang,', noise],
    ['', noise],
    [
      'Thank you for your queries. Please find below our revised cable list (Rev.1), which supersedes the list in our',
      noise,
    ],
    ['RFQ of 28 Oct (Rev.0, quoted at the bottom of this mail). Kindly quote against Rev.1 only.', noise],
    ['', noise],
    [
      'Armour: SWA is mandatory for all buried cables (items 1-3, 15 and 17) as per Client spec QCS 2014 Section 21;',
      noise,
    ],
    [
      'STA is accepted for items 4 and 5 (cable trench). Conductors class 2 to IEC 60228, insulation to IEC 60502-1.',
      noise,
    ],
    ['', noise],
    [t('Item', 'Description', 'Qty'), noise],
    [t('1', '4C x 240 sq.mm Cu/XLPE/SWA/PVC 0.6/1kV', '1,850 m'), SWA('4C x 240 Cu/XLPE/SWA/PVC')],
    [t('2', '4C x 95 sq.mm Cu/XLPE/SWA/PVC 0.6/1kV', '2.4 km'), SWA('4C x 95 Cu/XLPE/SWA/PVC')],
    [t('3', '3.5C x 185 sq.mm Cu/XLPE/SWA/PVC 0.6/1kV', '4 drums of 500 m'), SWA('3.5C x 185 Cu/XLPE/SWA/PVC')],
    [
      t('4', '4C x 50 sq.mm Cu/XLPE/STA/PVC 0.6/1kV', '3 drums of 500 m'),
      item('YJV22', '4*50', 1500, LV, 'Cu/XLPE/STA/PVC (steel tape) is YJV22; 3 drums of 500 m = 1500 m'),
    ],
    [
      t('5', '3.5C x 120 sq.mm Cu/XLPE/STA/PVC 0.6/1kV', '640 m'),
      item(
        'YJV22',
        '3*120+1*70',
        640,
        LV,
        '3.5C x 120 is three 120 mm² phases and a reduced (half-size) neutral: 3×120+1×70, the catalogue’s only 3+1 of 120; STA is YJV22',
      ),
    ],
    [
      t('6', '1C x 240 sq.mm Cu/XLPE/PVC 0.6/1kV, single core, 4 runs x 120 m', '480 m'),
      item('YJV', '1*240', 480, LV, 'Cu/XLPE/PVC is YJV; 4 runs x 120 m = the 480 m in Qty; 0.6/1kV written'),
    ],
    [
      t('7', '4C x 16 sq.mm Cu/XLPE/PVC 0.6/1kV', '900 m'),
      item('YJV', '4*16', 900, LV, 'Rev.1’s 900 m, not Rev.0’s 600 m'),
    ],
    [
      t('8', '4C x 70 sq.mm Cu/XLPE/LSZH 0.6/1kV', '350 m'),
      item('WDZ-YJY', '4*70', 350, LV, 'XLPE insulation under a low-smoke zero-halogen sheath is WDZ-YJY'),
    ],
    [
      t('9', '4C x 35 sq.mm Cu/Mica/XLPE/PVC 0.6/1kV fire resistant (IEC 60331)', '260 m'),
      item('NH-YJV', '4*35', 260, LV, 'mica tape under XLPE with a PVC sheath, fire resistant to IEC 60331: NH-YJV'),
    ],
    [
      t('10', '4C x 185 sq.mm Al/XLPE/PVC 0.6/1kV', '2 drums of 500 m'),
      item('YJLV', '4*185', 1000, LV, 'Al/XLPE/PVC is YJLV; 2 drums of 500 m'),
    ],
    [
      t('11', '3 core 2.5mm2 Cu/PVC/PVC 0.6/1kV', '1,500 m'),
      item('VV', '3*2.5', 1500, LV, 'Cu/PVC/PVC power cable at 0.6/1kV is VV; mm2 is mm²'),
    ],
    [t('12', '4C x 10 sq.mm Cu/PVC/PVC 0.6/1kV', 'approx. 600 m'), item('VV', '4*10', 600, LV, 'approx. quotes 600')],
    [
      t('13', '1C x 2.5 sq.mm Cu/PVC 450/750V (60227 IEC 01), red/black/blue', '30 coils of 100 m'),
      item('BV', '1*2.5', 3000, CV, '60227 IEC 01 is BV; 30 coils of 100 m (the coil length stated)'),
    ],
    [
      t('14', '12C x 1.5 sq.mm Cu/PVC/PVC 450/750V control cable', '750 m'),
      item('KVV', '12*1.5', 750, CV, 'a Cu/PVC/PVC control cable is KVV'),
    ],
    [t('15', '7C x 2.5 sq.mm Cu/PVC/SWA/PVC 0.6/1kV control cable', '420 m'), SWA('7C x 2.5 Cu/PVC/SWA/PVC control')],
    [
      t('16', '3C x 95 sq.mm Cu/XLPE/CTS/PVC 8.7/15kV', '1.1 km'),
      item('YJV', '3*95', 1100, MV, 'copper-tape screened (CTS), unarmoured: YJV at 8.7/15kV; 1.1 km'),
    ],
    [
      t('17', '3C x 240 sq.mm Cu/XLPE/CTS/SWA/PVC 6.35/11kV', '0.8 km'),
      unknown(NOT_SOLD('a 6.35/11kV steel-wire-armoured cable (the catalogue’s MV level is 8.7/15kV, armour STA)')),
    ],
    [t('18', '4C x 25 sq.mm Cu/XLPE/PVC 0.6/1kV', 'TBC (after site survey)'), review('Qty TBC: no amount, ask')],
    ['', noise],
    [
      'Please quote CIF Hamad Port in USD with delivery time, drum schedule and type test certificates. Drum length',
      noise,
    ],
    ['500 m +/-5% unless stated otherwise. Offer validity 90 days; please send your offer by 12 Nov 2025.', noise],
    ['', noise],
    ['Best regards,', noise],
    ['', noise],
    ['Rajesh Menon', noise],
    ['Senior Procurement Engineer - Electrical', noise],
    ['Gulfstar EPC Contracting W.L.L.', noise],
    ['P.O. Box 24567, Salwa Road, Doha, Qatar', noise],
    ['Tel: +974 4412 3456 Ext. 218 | Mob: +974 5512 3456 | Fax: +974 4412 3400', noise],
    ['rajesh.menon@gulfstar-epc.example | www.gulfstar-epc.example', noise],
    ['', noise],
    ['-----Original Message-----', noiseBecause('the quoted thread starts here: nothing below is a new demand')],
    ['From: Wang Li <export@hengli-cable.example>', THREAD],
    ['Sent: Thursday, October 30, 2025 4:05 PM', THREAD],
    ['To: Rajesh Menon <rajesh.menon@gulfstar-epc.example>', THREAD],
    ['Subject: RE: RFQ GS-AWPS-EL-017 - LV/MV cables for Al Wakra Pumping Station', THREAD],
    ['', THREAD],
    ['Dear Mr. Menon,', THREAD],
    ['', THREAD],
    ['Thanks for your RFQ. Before we quote, please confirm:', THREAD],
    [
      '1) Item 3, 4C x 240 sq.mm: SWA or STA? We make STA (YJV22) from stock; SWA (YJV32) is made to order.',
      noiseBecause("the supplier's own question, quoted"),
    ],
    [
      '2) Item 7, 3C x 240 sq.mm 11kV: please confirm 6.35/11kV or 8.7/15kV.',
      noiseBecause("the supplier's own question, quoted"),
    ],
    ['', THREAD],
    ['Best regards,', THREAD],
    ['Wang Li | Export Dept. | Hengli Cable Co., Ltd.', THREAD],
    ['Tel: +86 510 8765 4321 | WhatsApp/WeChat: +86 139 0617 2288', THREAD],
    ['', THREAD],
    ['> From: Rajesh Menon <rajesh.menon@gulfstar-epc.example>', THREAD],
    ['> Sent: Tuesday, October 28, 2025 9:15 AM', THREAD],
    ['> Subject: RFQ GS-AWPS-EL-017 - LV/MV cables for Al Wakra Pumping Station', THREAD],
    ['>', THREAD],
    ['> Dear Sir/Madam,', THREAD],
    ['> Please quote for the following cables (Rev.0):', THREAD],
    ['> 1. 4C x 300 sq.mm Cu/XLPE/SWA/PVC 0.6/1kV - 1,200 m', OLD],
    ['> 2. 4C x 95 sq.mm Cu/XLPE/SWA/PVC 0.6/1kV - 2 km', OLD],
    ['> 3. 4C x 240 sq.mm Cu/XLPE/SWA/PVC 0.6/1kV - 1,500 m', OLD],
    ['> 4. 4C x 50 sq.mm Cu/XLPE/SWA/PVC 0.6/1kV - 1,000 m', OLD],
    ['> 5. 4C x 16 sq.mm Cu/XLPE/PVC 0.6/1kV - 600 m', OLD],
    ['> 6. 3 core 2.5mm2 Cu/PVC/PVC - 1 km', OLD],
    ['> 7. 3C x 240 sq.mm Cu/XLPE/SWA/PVC 11kV - 800 m', OLD],
    ['> 8. 12C x 1.5 sq.mm Cu/PVC/PVC control cable - 500 m', OLD],
    ['> Regards,', THREAD],
    ['> Rajesh', THREAD],
  ];
  const { data, rows } = writeText(lines);
  return {
    name: 'epc-email-swa.txt',
    data,
    key: keyed(
      'epc-email-swa.txt',
      'text',
      "an English e-mail from an EPC contractor on a Qatar project, saved as text: From / Sent / To / Cc / Subject (RE: RFQ … Rev.1), a letter saying the revised list supersedes the one of 28 Oct quoted below, an armour note (SWA mandatory for items 1-3, 15 and 17, STA accepted for items 4-5), a plain-text table Item / Description / Qty in IEC notation (4C x 240 sq.mm Cu/XLPE/SWA/PVC 0.6/1kV, 3.5C x 185 and 3.5C x 120, 1C x 240 single core 4 runs x 120 m, Cu/XLPE/LSZH, Cu/Mica/XLPE/PVC fire resistant (IEC 60331), Al/XLPE/PVC, 3 core 2.5mm2 Cu/PVC/PVC, 60227 IEC 01, 12C x 1.5 control, Cu/PVC/SWA/PVC control, Cu/XLPE/CTS/PVC 8.7/15kV, Cu/XLPE/CTS/SWA/PVC 6.35/11kV) with quantities 1,850 m, 2.4 km, 4 drums of 500 m, 640 m, approx. 600 m, 30 coils of 100 m, 1.1 km, 0.8 km, TBC (after site survey); terms (CIF Hamad Port, drum length 500 m +/-5%), a signature with Tel / Mob / Fax; then -----Original Message----- with the supplier's questions naming items and specs and her signature with phone numbers, and below it, quoted with '>', the first RFQ's list (Rev.0), superseded",
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
interface TenderRow {
  truth: Truth;
  /** 序号, 货物名称, 规格型号, 主要技术参数, 电压等级, 单位, 数量, 备注: a cell's wrapped lines apart by \n. */
  cells: string[];
}

/** writePdf's line heights (corpus/holdout4/writers.ts): a text line 14 + 2 (+ 6 over 10 pt) and its gap, a table line 14. */
const lineHeight = (line: PdfLine) =>
  line.kind === 'cells' ? 14 : (line.gapBefore ?? 0) + 14 + ((line.size ?? 9) > 10 ? 6 : 2);

/**
 * 5. A tender's 货物需求一览表 (第三章 of the 招标文件, Word printed to a text PDF, A4 landscape, ruled) over three
 * pages: the 货物名称, 主要技术参数 and two 规格型号 cells wrap onto further lines (the 数量 on the first), the table
 * fills each page and goes on under the header repeated on pages 2 and 3, a running header, 第 n 页 共 3 页 at the foot
 * of each page; 千米 rows, a 10kV-only YJV, 按实, KVVP and terminations, 以下空白, and the table's 备注 row.
 */
async function zhaobiaoHuowu(): Promise<Written> {
  const WRAP = "the wrapped cells' next line (the row is keyed on its first line, with the amount)";
  const N_ARMOURED = '交联聚乙烯绝缘钢带铠装\n聚氯乙烯护套电力电缆';
  const N_PLAIN = '交联聚乙烯绝缘聚氯乙烯\n护套电力电缆';
  const T_MV22 = '铜导体，交联聚乙烯绝缘，铜带屏蔽，\n钢带铠装，聚氯乙烯护套，外护套黑色，\n符合GB/T 12706.2-2020';
  const T_MV = '铜导体，交联聚乙烯绝缘，铜带屏蔽，\n聚氯乙烯护套，局部放电≤5pC，\n符合GB/T 12706.2-2020';
  const T_LV = '铜导体（第2种），交联聚乙烯绝缘，\n聚氯乙烯护套，导体电阻符合\nGB/T 3956，符合GB/T 12706.1-2020';
  const T_LV22 = '铜导体（第2种），交联聚乙烯绝缘，\n双层钢带铠装，聚氯乙烯护套，\n符合GB/T 12706.1-2020';
  const r = (truth: Truth, ...cells: string[]): TenderRow => ({ truth, cells });
  const rowLines = (source: TenderRow): PdfLine[] => {
    const pieces = source.cells.map((cell) => cell.split('\n'));
    const height = Math.max(...pieces.map((p) => p.length));
    return Array.from(
      { length: height },
      (_, k): PdfLine => ({
        kind: 'cells',
        cells: pieces.map((p) => p[k] ?? ''),
        truth: k === 0 ? source.truth : noiseBecause(WRAP),
        ruleFrom: k === height - 1 ? 0 : -1,
      }),
    );
  };
  const header = (page: number): PdfLine => ({
    kind: 'cells',
    cells: ['序号', '货物名称', '规格型号', '主要技术参数', '电压等级', '单位', '数量', '备注'],
    truth: page === 1 ? noise : noiseBecause('the table header repeated at the top of the page'),
    top: true,
  });
  const text = (t: string, truth: Truth = noise, extra: Partial<Extract<PdfLine, { kind: 'text' }>> = {}): PdfLine => ({
    kind: 'text',
    text: t,
    truth,
    ...extra,
  });
  const running = (): PdfLine =>
    text('东湖高新区第三水厂配套供配电工程电缆及附件采购项目  招标文件  第三章', noiseBecause('running header'), {
      size: 8,
      right: true,
    });
  const rows: TenderRow[] = [
    r(
      item('YJV22', '3*300', 2350, MV, '千米 × 1000'),
      '1',
      N_ARMOURED,
      'YJV22-3×300',
      T_MV22,
      '8.7/15kV',
      '千米',
      '2.35',
      '双回路进线',
    ),
    r(
      item('YJV22', '3*120', 860, MV, '千米 × 1000'),
      '2',
      N_ARMOURED,
      'YJV22-3×120',
      T_MV22,
      '8.7/15kV',
      '千米',
      '0.86',
      '至1#箱变',
    ),
    r(item('YJV', '3*70', 320, MV), '3', N_PLAIN, 'YJV-3×70', T_MV, '8.7/15kV', '米', '320', '2#箱变进线'),
    r(review(NETWORK_10KV), '4', N_PLAIN, 'YJV-3×240', T_MV, '10kV', '米', '450', '至加药间'),
    r(
      item('YJV', '4*240+1*120', 1280, LV),
      '5',
      N_PLAIN,
      'YJV-4×240+1×120',
      T_LV,
      '0.6/1kV',
      '米',
      '1280',
      '单盘≥300米',
    ),
    r(item('YJV', '3*185+2*95', 540, LV), '6', N_PLAIN, 'YJV-3×185+2×95', T_LV, '0.6/1kV', '米', '540', '鼓风机房'),
    r(item('YJV22', '4*95+1*50', 760, LV), '7', N_ARMOURED, 'YJV22-4×95+1×50', T_LV22, '0.6/1kV', '米', '760', '直埋'),
    r(
      item('ZC-YJV', '4*50+1*25', 680, LV, 'the 规格型号 wraps after its hyphen: the spec is on the next line'),
      '8',
      '阻燃C类交联聚乙烯绝缘\n电力电缆',
      'ZC-YJV-\n4×50+1×25',
      '铜导体，交联聚乙烯绝缘，阻燃C类，\n成束燃烧试验符合GB/T 18380.33，\n产品标识符合GB/T 19666',
      '0.6/1kV',
      '米',
      '680',
      '',
    ),
    r(
      item('NH-YJV', '5*10', 420, LV),
      '9',
      '耐火交联聚乙烯绝缘电力\n电缆',
      'NH-YJV-5×10',
      '铜导体，云母带绕包，交联聚乙烯绝缘，\n聚氯乙烯护套，耐火试验符合\nGB/T 19216（750℃，90min）',
      '0.6/1kV',
      '米',
      '420',
      '消防',
    ),
    r(
      item('NH-YJV', '4*25+1*16', 380, LV),
      '10',
      '耐火交联聚乙烯绝缘电力\n电缆',
      'NH-YJV-4×25+1×16',
      '铜导体，云母带绕包，交联聚乙烯绝缘，\n聚氯乙烯护套，耐火试验符合\nGB/T 19216（750℃，90min）',
      '0.6/1kV',
      '米',
      '380',
      '消防泵房',
    ),
    r(
      item(
        'WDZ-YJY',
        '4*120+1*70',
        300,
        LV,
        'the 规格型号 wraps after its second hyphen: the spec is on the next line',
      ),
      '11',
      '无卤低烟阻燃电力电缆',
      'WDZ-YJY-\n4×120+1×70',
      '铜导体，交联聚乙烯绝缘，聚烯烃护套，\n无卤低烟，燃烧性能B1级，\n符合GB 31247',
      '0.6/1kV',
      '米',
      '300',
      '中控楼',
    ),
    r(review('数量 按实 (no amount): ask'), '12', N_PLAIN, 'YJV-5×16', T_LV, '0.6/1kV', '米', '按实', '以现场实测为准'),
    r(
      item('YJLV', '4*185+1*95', 620, LV, '千米 × 1000'),
      '13',
      '铝芯交联聚乙烯绝缘电力\n电缆',
      'YJLV-4×185+1×95',
      '铝导体，交联聚乙烯绝缘，\n聚氯乙烯护套，\n符合GB/T 12706.1-2020',
      '0.6/1kV',
      '千米',
      '0.62',
      '厂区路灯',
    ),
    r(
      item('KVV', '10*1.5', 1500, CV),
      '14',
      '控制电缆',
      'KVV-10×1.5',
      '铜导体，聚氯乙烯绝缘及护套，\n绝缘线芯数字编号，\n符合GB/T 9330-2020',
      '450/750V',
      '米',
      '1500',
      '',
    ),
    r(
      unknown(NOT_SOLD('KVVP (screened control cable)')),
      '15',
      '屏蔽控制电缆',
      'KVVP-7×1.5',
      '铜导体，聚氯乙烯绝缘，\n铜丝编织总屏蔽，编织密度≥80%',
      '450/750V',
      '米',
      '600',
      '仪表信号',
    ),
    r(
      item('BV', '1*2.5', 6000, CV),
      '16',
      '聚氯乙烯绝缘电线',
      'BV-1×2.5',
      '铜导体，聚氯乙烯绝缘，\n符合GB/T 5023.3-2008，红黄绿蓝',
      '450/750V',
      '米',
      '6000',
      '照明',
    ),
    r(
      item('BVR', '1*25', 150, CV),
      '17',
      '聚氯乙烯绝缘软电线',
      'BVR-1×25',
      '铜导体（软），聚氯乙烯绝缘',
      '450/750V',
      '米',
      '150',
      '黄绿双色，接地',
    ),
    r(
      item('JKLYJ', '1*185', 2400, JK10, 'JKLYJ 1×185 is made at 10kV and 1kV: the 电压等级 cell writes 10kV'),
      '18',
      '架空绝缘导线',
      'JKLYJ-1×185',
      '铝导体，交联聚乙烯绝缘，\n耐候型黑色，\n符合GB/T 14049-2008',
      '10kV',
      '米',
      '2400',
      '厂外10kV线路',
    ),
    r(
      unknown(NOT_CABLE('cold-shrink terminations (套)')),
      '19',
      '10kV冷缩户外终端',
      '3×300',
      '冷缩式，户外型，含接地线',
      '10kV',
      '套',
      '12',
      '',
    ),
    r(
      unknown(NOT_CABLE('heat-shrink terminations (套)')),
      '20',
      '1kV热缩终端',
      '4×240+1×120',
      '热缩式，户内型',
      '0.6/1kV',
      '套',
      '24',
      '',
    ),
  ];
  const PAGE: [number, number] = [842, 595];
  const TOP = PAGE[1] - 36 - 10;
  const FOOT_Y = 54;
  /** The page's lines with its footer at the foot of the page: the gap above the footer is what the page has left. */
  const close = (lines: PdfLine[], n: number, of: number): PdfLine[] => {
    const used = lines.reduce((sum, line) => sum + lineHeight(line), 0);
    const gap = TOP - used - FOOT_Y;
    if (gap < 4) throw new Error(`page ${n} overflows its footer`);
    return [
      ...lines,
      text(`第 ${n} 页  共 ${of} 页`, noiseBecause('page number'), { size: 8, centred: true, gapBefore: gap }),
    ];
  };
  const room = (lines: PdfLine[]) => TOP - FOOT_Y - 24 - lines.reduce((sum, line) => sum + lineHeight(line), 0);
  const open: PdfLine[][] = [];
  let page: PdfLine[] = [
    text('东湖高新区第三水厂配套供配电工程', noise, { size: 14, centred: true }),
    text('电缆及附件采购项目  招标文件', noise, { size: 12, centred: true }),
    text('第三章  货物需求及技术要求', noise, { size: 11, centred: true }),
    text('招标编号：DHZB-2025-1107-02        包号：第2包（电力电缆、控制电缆及附件）'),
    text('一、项目概况', noise, { size: 10 }),
    text(
      '本项目为东湖高新区第三水厂配套供配电工程，新建10kV开关站1座、箱式变电站2座，以及厂区低压配电、路灯和消防配套线路。',
    ),
    text(
      '本包采购范围为工程所需的10kV及0.6/1kV电力电缆、控制电缆、布电线、架空绝缘导线及电缆附件，含运输、装卸及现场配合。',
    ),
    text('二、货物需求一览表', noise, { size: 10 }),
    text('1. 交货地点：东湖高新区第三水厂施工现场（招标人指定地点），运输、装卸由投标人负责。'),
    text('2. 交货期：合同签订后30日内分批供货，具体以招标人书面通知为准。'),
    text('3. 数量单位：除注明“千米”“套”者外，长度单位均为“米”。'),
    header(1),
  ];
  for (const source of rows) {
    const lines = rowLines(source);
    if (lines.length * 14 > room(page)) {
      open.push(page);
      page = [running(), header(open.length + 1)];
    }
    page.push(...lines);
  }
  page.push(
    {
      kind: 'cells',
      cells: ['', '（以下空白）', '', '', '', '', '', ''],
      truth: noiseBecause('以下空白 closes the table'),
    },
    {
      kind: 'cells',
      cells: ['备注', '', '', '1. 表中数量为暂估量，结算按实际供货数量；', '', '', '', ''],
      truth: noiseBecause('the table’s 备注 row'),
      ruleFrom: -1,
    },
    {
      kind: 'cells',
      cells: ['', '', '', '2. 电缆单盘长度不小于300米，按招标人', '', '', '', ''],
      truth: noiseBecause('the 备注 row’s next line: a drum length, not an amount'),
      ruleFrom: -1,
    },
    {
      kind: 'cells',
      cells: ['', '', '', '分盘表供货；3. 附件与电缆同一品牌。', '', '', '', ''],
      truth: noiseBecause('the 备注 row’s next line'),
    },
    text('三、技术要求', noise, { gapBefore: 10, size: 10 }),
    text('1. 电力电缆应符合GB/T 12706-2020的规定，控制电缆应符合GB/T 9330-2020的规定；'),
    text('2. 阻燃、耐火电缆应符合GB/T 19666-2019的规定，并提供国家级检测机构出具的型式试验报告；'),
    text('3. 投标人须对本包全部货物报价，漏项视为已包含在投标总价中。'),
  );
  open.push(page);
  if (open.length !== 3) throw new Error(`the tender table takes ${open.length} pages, not 3`);
  const pages = open.map((lines, i) => close(lines, i + 1, open.length));
  const { data, rows: keyRows } = await writePdf({
    page: PAGE,
    columns: [0, 28, 136, 224, 424, 480, 512, 562],
    pages,
    producer: 'Microsoft® Word 2019',
  });
  return {
    name: 'zhaobiao-huowu.pdf',
    data,
    key: keyed(
      'zhaobiao-huowu.pdf',
      'pdf',
      "a tender's 货物需求一览表 (招标文件 第三章, Word printed to a text PDF, A4, ruled) over three pages: a title, 招标编号 / 包号, 交货地点 / 交货期 / 数量单位 lines, then a table 序号 | 货物名称 | 规格型号 | 电压等级 | 单位 | 数量 | 备注 whose header is repeated at the top of pages 2 and 3 under a running header; 货物名称 cells wrapping onto a second line (交联聚乙烯绝缘钢带铠装 / 聚氯乙烯护套电力电缆), two 规格型号 wrapping after a hyphen (ZC-YJV- / 4×50+1×25, WDZ-YJY- / 4×120+1×70), the 数量 on the first line; 千米 rows (2.35, 0.86, 0.62), a YJV with 电压等级 10kV only, 按实, JKLYJ with 10kV in the 电压等级 cell, KVVP, terminations in 套; （以下空白）, the table's 备注 row over four lines (单盘长度≥300米), 二、技术要求 with three clauses, and 第 n 页  共 3 页 footers",
      keyRows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
async function main() {
  const files: Written[] = [wechatSalesman(), await cailiaoJihua(), yonyouQinggou(), epcEmail(), await zhaobiaoHuowu()];
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
