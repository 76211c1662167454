/**
 * The texts and the PDF of the seventh holdout corpus: a dealer's SMS shorthand, a DingTalk document pasted as text,
 * a Hong Kong contractor's e-mail in Traditional Chinese and English, a site manager's voice notes turned into text
 * by the phone, and a one-page 询价单 PDF whose 数量 column is right-aligned and whose 名称/型号 cells look merged
 * over each group's rows. Every file comes with its answer key (<file>.key.json), written from what the file shows
 * and what a careful salesperson would quote.
 *
 *   npx tsx corpus/holdout7/generate-texts.ts   # writes the 5 files and their keys (deterministic, byte for byte)
 *   npx tsx corpus/holdout4/check.ts corpus/holdout7
 *
 * The texts use holdout4's writeText. The PDF is drawn here with pdf-lib (holdout4's writePdf draws every cell from
 * its column's left edge, and this form right-aligns its quantities), embedding the same Noto Sans CJK SC subset.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
import {
  type AnswerKey,
  item,
  type KeyRow,
  noise,
  noiseBecause,
  review,
  type Truth,
  unknown,
  writeText,
} from '../holdout4/writers';

const HERE = dirname(fileURLToPath(import.meta.url));
const NBSP = '\u00a0';
const IDSP = '\u3000';

function save(file: string, data: string | Buffer, layout: string, kind: AnswerKey['kind'], rows: KeyRow[]) {
  writeFileSync(join(HERE, file), data);
  const key: AnswerKey = { file, kind, layout, rows };
  writeFileSync(join(HERE, `${file.replace(/\.[^.]+$/, '')}.key.json`), `${JSON.stringify(key, null, 2)}\n`);
}

const twoCables = 'two cables on one line (a key line holds one cable): quote each after asking / splitting';
const pan = 'a 盘 of power cable with no drum length: ask how long a drum';

// ---------------------------------------------------------------------------------------------------------------
// 1. dealer-sms.txt: a dealer's SMS / WeChat lines in shorthand (model+spec/metres).

const DEALER_SMS: Array<[string, Truth]> = [
  ['王经理，帮报个价，下午要', noise],
  ['yjv4*95+1*50/300 yjv4*70+1*35/200', review(`${twoCables} (YJV 4*95+1*50 300 m and YJV 4*70+1*35 200 m)`)],
  [
    'yjv4*120+1*70/150',
    item('YJV', '4*120+1*70', 150, undefined, 'model+spec/metres: the dealer writes /150 for 150 m'),
  ],
  ['yvj4*50+1*25/100', item('YJV', '4*50+1*25', 100, undefined, 'yvj: YJV with two letters swapped')],
  ['yjv4*95+1*5O/120', item('YJV', '4*95+1*50', 120, undefined, '5O is 50 typed with a letter O')],
  ['yjv5*16／120', item('YJV', '5*16', 120, undefined, 'full-width slash before the metres')],
  ['4*25+1*16 yjv 80m', item('YJV', '4*25+1*16', 80, undefined, 'spec before the model')],
  [
    '同上再来50米',
    item('YJV', '4*25+1*16', 50, undefined, '同上 = the cable of the line above (YJV 4*25+1*16); 再来50米 = 50 m more'),
  ],
  ['yjv22 3*185+1*95 一百五', item('YJV22', '3*185+1*95', 150, undefined, '一百五 = 150, no unit: metres')],
  ['yjv3*150+2*70/两百', item('YJV', '3*150+2*70', 200, undefined, '两百 = 200')],
  [
    'yjv 3*70 350',
    item('YJV', '3*70', 350, '0.6/1kV', 'no voltage: a YJV made at 0.6/1kV and 8.7/15kV is taken as 0.6/1kV'),
  ],
  ['yjv4*185+1*95/一盘', review(pan)],
  ['yjv4*240+1*120/80-100', review('80-100: a range, not an amount: ask')],
  ['yjv22 8.7/15 3*120 0.5km', item('YJV22', '3*120', 500, '8.7/15kV', '8.7/15 without kV; 0.5km = 500 m')],
  ['zr-yjv4*35+1*16/260', item('ZR-YJV', '4*35+1*16', 260)],
  ['nh-yjv 4*16 90米', item('NH-YJV', '4*16', 90)],
  ['vv3*35+2*16/100', item('VV', '3*35+2*16', 100)],
  ['', noise],
  ['电线：', noise],
  ['bv2.5红10卷 蓝10卷', item('BV', '1*2.5', 2000, undefined, '红10卷 + 蓝10卷 = 20 卷 of 100 m')],
  ['bv4 红黄绿各5卷 双色3卷', item('BV', '1*4', 1800, undefined, '3 colours × 5 卷 + 3 卷 双色 = 18 卷 of 100 m')],
  [
    'bvr6黄绿3卷',
    item('BVR', '1*6', 300, undefined, '黄绿 is one wire (the yellow-green earth), not two colours: 3 卷'),
  ],
  ['rvv3*1.5 2卷', item('RVV', '3*1.5', 200, undefined, '2 卷 of 100 m')],
  ['bv10 1盘', item('BV', '1*10', 100, undefined, 'a 盘 of BV is a 100 m coil')],
  ['', noise],
  ['kvv7*1.5——150', review('changed by the 更正 line below (200, not 150): must not be quoted as written')],
  ['kvv4*1.5——300', item('KVV', '4*1.5', 300, undefined, '—— between the spec and the metres')],
  ['kvvp4*1.5/300', unknown('KVVP (screened control cable) is not in the catalogue')],
  ['jklyj 1kv 70 500米', item('JKLYJ', '1*70', 500, '1kV', '70 alone on an overhead conductor: 1*70')],
  ['镀锌管dn50 100米', unknown('galvanised conduit, not a cable')],
  ['铜鼻子95平方 20个', unknown('copper lugs, not a cable')],
  ['更正：上面kvv7*1.5要200不是150', item('KVV', '7*1.5', 200, undefined, 'the correction of kvv7*1.5——150')],
  ['都要国标足米的，含税送到工地', noise],
  ['李记电料 老李 139 0532 7781', noise],
];

// ---------------------------------------------------------------------------------------------------------------
// 2. dingtalk-doc.txt: a DingTalk document pasted as text, with outline numbering and a table pasted as lines.

const DINGTALK_DOC: Array<[string, Truth]> = [
  ['海川产业园二期10kV配电工程 电缆材料需求', noise],
  ['最后编辑：刘振华  9月20日 16:32', noise],
  ['', noise],
  ['一、低压电缆', noise],
  ['（一）配电房', noise],
  [
    '1. 进线柜至变压器低压侧采用YJV-0.6/1kV 4×240+1×120，共计120米。',
    item('YJV', '4*240+1*120', 120, '0.6/1kV', 'the item inside a sentence'),
  ],
  ['2. 出线柜至各楼栋配电箱：', noise],
  ['① YJV 4×95+1×50  350米', item('YJV', '4*95+1*50', 350)],
  ['② YJV 4×50+1×25  280米', item('YJV', '4*50+1*25', 280)],
  ['③ YJV 5×16  160米（含预留）', item('YJV', '5*16', 160, undefined, '（含预留）: the amount includes the spare')],
  ['（二）室外部分', noise],
  ['1. 路灯电缆采用YJV22-4×16，沿道路直埋，长度约650米；', item('YJV22', '4*16', 650, undefined, '约650米: quote 650')],
  [
    '2. 监控立杆电源采用ZR-YJV 3×6+1×4（约200米）和ZR-YJV 3×4，后者暂按150米计。',
    review(`${twoCables} (ZR-YJV 3*6+1*4 约200 m and ZR-YJV 3*4 150 m)`),
  ],
  ['（三）水泵房', noise],
  [
    '1. 消防泵电源NH-YJV 4×25+1×16，两路各45米。',
    item('NH-YJV', '4*25+1*16', 90, undefined, '两路各45米: 2 runs × 45 m'),
  ],
  ['二、控制电缆及电线', noise],
  ['1. 控制电缆', noise],
  [
    `型号${IDSP}${IDSP}规格${IDSP}${IDSP}${IDSP}数量${IDSP}${IDSP}单位${IDSP}${IDSP}备注`,
    noiseBecause('the pasted table header'),
  ],
  [
    'KVV    4×1.5    300    米    ',
    item('KVV', '4*1.5', 300, undefined, 'a table row pasted as text, trailing spaces'),
  ],
  ['KVV    10×1.5    120    米    阀门控制', item('KVV', '10*1.5', 120)],
  ['KVVP    7×1.0    80    米    屏蔽', unknown('KVVP (screened control cable) is not in the catalogue')],
  ['RVV    3×1.5    2    卷    照明插座', item('RVV', '3*1.5', 200, undefined, '2 卷 of 100 m')],
  ['2. 电线', noise],
  [
    'BV 2.5mm²：红、黄、绿各10卷，蓝色15卷',
    item('BV', '1*2.5', 4500, undefined, '3 colours × 10 卷 + 15 卷 = 45 卷 of 100 m'),
  ],
  ['BV 4mm²  20卷', item('BV', '1*4', 2000, undefined, '20 卷 of 100 m')],
  ['BVR 16mm²（接地）  150米', item('BVR', '1*16', 150)],
  ['三、中压电缆', noise],
  [
    '1. 10kV进线：YJV22-8.7/15kV 3×240，约1.2公里（分两段敷设，每段600米）。',
    item('YJV22', '3*240', 1200, '8.7/15kV', '约1.2公里 = 1200 m, the two 600 m runs together'),
  ],
  [
    '2. 环网柜联络：YJV-10kV 3×95，80米。',
    review('10kV is the network voltage, not a rating (8.7/15kV? 6/10kV?): ask'),
  ],
  ['四、其他', noise],
  ['1. 电缆桥架 200×100，120米', unknown('cable tray, not a cable')],
  ['2. 热缩户内终端头 4×240，6套', unknown('heat-shrink terminations, not a cable')],
  ['注：', noise],
  ['1. 以上数量均为图纸量，未含损耗。', noise],
  ['2. 电缆要求国标铜芯，足米足方。', noise],
  [
    '3. 如YJV 4×95+1×50有现货请优先安排。',
    noiseBecause('a note on the cable of ① (already listed), not another demand'),
  ],
  [
    '4. （一）2.③如改为YJV 5×25，数量不变，请另行报价。',
    review('an alternative to ③ (YJV 5*25 at 160 m by reference) to be offered beside it, not added to the order'),
  ],
];

// ---------------------------------------------------------------------------------------------------------------
// 3. hk-email.txt: a Hong Kong contractor's e-mail, Traditional Chinese mixed with English.

const HK_EMAIL: Array<[string, Truth]> = [
  ['From: Kelvin Chan <kelvin.chan@wahfung-eng.com.hk>', noise],
  ['Sent: Monday, 22 September 2025 10:15', noise],
  ['To: Sales 銷售部 <sales@hengtong-cable.cn>', noise],
  ['Subject: RE: 電纜詢價 Cable enquiry – Tsuen Wan 荃灣項目', noise],
  ['', noise],
  ['Dear Ms. Wong,', noise],
  ['', noise],
  ['多謝回覆。請按以下清單報價（全部銅芯 copper conductor），數量如下：', noise],
  ['', noise],
  [
    '1. XLPE/SWA/PVC 4C 95mm² 300m',
    unknown('steel-wire armoured (YJV32 in GB terms); the catalogue has steel-tape YJV22 only: offer it only if asked'),
  ],
  [`2. YJV${NBSP}4×70+1×35 約500米`, item('YJV', '4*70+1*35', 500, undefined, '約500米: quote 500; NBSP after YJV')],
  ['3. BV 2.5mm² 紅色 10卷', item('BV', '1*2.5', 1000, undefined, '10 卷 of 100 m')],
  ['4. BV 2.5mm² 啡色、藍色 各5卷', item('BV', '1*2.5', 1000, undefined, '啡色 (brown) and 藍色 各5卷 = 10 卷')],
  [
    '5. XLPE/PVC 4C 50mm² 150m',
    item('YJV', '4*50', 150, undefined, 'XLPE-insulated, PVC-sheathed copper: YJV; 4C 50mm² = 4*50'),
  ],
  ['6. 電纜 YJV 3×185+2×95，數量：2 drums × 250m', item('YJV', '3*185+2*95', 500, undefined, '2 drums × 250 m')],
  ['7. PVC/PVC 銅芯 2C 1.5mm²（即VV）200米', item('VV', '2*1.5', 200, undefined, 'the customer names VV')],
  [
    '8. Fire resistant cable 4C 25mm² + E 16mm²（NH-YJV）120m',
    item('NH-YJV', '4*25+1*16', 120, undefined, '4C 25 + E 16 = 4*25+1*16'),
  ],
  ['9. LSOH cable 5C 10mm²，數量待定', review('數量待定: no amount yet (and LSOH: WDZ-YJY?): ask')],
  [
    '10. YJV 1×240 單芯 4 runs × 45m',
    item('YJV', '1*240', 180, '0.6/1kV', '4 runs × 45 m; no voltage: taken as 0.6/1kV'),
  ],
  ['11. YJV22 4×35+1×16 150 M', item('YJV22', '4*35+1*16', 150)],
  [
    '12. 11kV XLPE/PVC 3C 150mm² 1.2km',
    review('11kV is the network voltage (6.35/11kV or 8.7/15kV cable?): ask before quoting YJV 3*150'),
  ],
  ['13. Cable tray 300×100 HDG 2.4m/length × 50', unknown('cable tray, not a cable')],
  ['14. KVV 7×1.5mm² 1卷（100m/卷）', item('KVV', '7*1.5', 100, undefined, 'the coil length is written: 100 m')],
  ['', noise],
  ['交貨地點：荃灣地盤，10月15日前。Price in HKD please, 包運費。', noise],
  ['如有問題請致電。Thanks!', noise],
  ['', noise],
  ['Best regards,', noise],
  ['Kelvin Chan 陳嘉輝', noise],
  ['Project Engineer | Wah Fung Engineering Co., Ltd.', noise],
  ['T: +852 2345 6789 | M: +852 9123 4567', noise],
  ['Unit 1205, 12/F, Tower 2, Millennium City, Kwun Tong, Kowloon, Hong Kong', noise],
  ['This email and any attachments are confidential and intended solely for the addressee.', noise],
  ['', noise],
  ['-----Original Message-----', noise],
  [
    '> 2. YJV 4×70+1×35 400m',
    noiseBecause('the earlier message the reply quotes: superseded by item 2 above (約500米)'),
  ],
];

// ---------------------------------------------------------------------------------------------------------------
// 4. voice-note.txt: a site manager's voice messages as the phone transcribed them.

const VOICE_NOTE: Array<[string, Truth]> = [
  ['【语音转文字】张工 09-21 07:58', noise],
  ['喂王总，那个，我跟你说一下啊，我们这边配电房的电缆要报个价。', noise],
  [
    '嗯，第一个是YJV的，四乘以九十五加一乘以五十的，要三百米左右。',
    item('YJV', '4*95+1*50', 300, undefined, '三百米左右: quote 300'),
  ],
  [
    '然后那个四乘以七十加一乘以三十五的也是YJV，要幺百五十米。',
    item('YJV', '4*70+1*35', 150, undefined, '幺 is the spoken 1: 幺百五十 = 150'),
  ],
  [
    '嗯还有一个五芯十六平方的YJV，要两百米。',
    review('cancelled in the 09:30 message (五芯十六的先不要了): must not be quoted'),
  ],
  [
    '还有那个YJV四乘以十六的，要一百二十米，嗯，一百二。',
    item('YJV', '4*16', 120, undefined, '一百二十米, said again as 一百二'),
  ],
  [
    'YJV二二的三乘以一百八十五加一乘以九十五，一盘五百米的要两盘。',
    item('YJV22', '3*185+1*95', 1000, undefined, 'YJV二二 = YJV22; 2 drums × 500 m'),
  ],
  [
    '然后KVV四乘一点五的要两百米，七乘一点五的要一百米，嗯，都是控制柜那边的。',
    review('two cables in one sentence (KVV 4*1.5 200 m and KVV 7*1.5 100 m): a key line holds one cable'),
  ],
  [
    'BV二点五的红的蓝的各俩卷，然后黄绿双色的一卷。',
    item('BV', '1*2.5', 500, undefined, '2 colours × 俩(2)卷 + 1 卷 = 5 卷'),
  ],
  ['BV四平方的，嗯，先要十卷吧。', item('BV', '1*4', 1000, undefined, '十卷 = 10 卷 of 100 m')],
  [
    '那个路灯的电缆是YJV22的四乘以二十五加一乘以十六，大概八百到一千米吧。',
    review('八百到一千米: a range, not an amount: ask'),
  ],
  [
    '还有消防那块用耐火的YJV，四乘以三十五加一乘以十六，两百八十米。',
    item('NH-YJV', '4*35+1*16', 280, undefined, '耐火的YJV = NH-YJV'),
  ],
  ['然后YJV3×120+2×70的，150米。', item('YJV', '3*120+2*70', 150, undefined, 'the phone wrote digits here')],
  ['嗯还有那个线管，镀锌管二十的要五百米。', unknown('galvanised conduit, not a cable')],
  ['就先这些，麻烦尽快哈，下午要报给甲方。', noise],
  ['', noise],
  ['【语音转文字】张工 09-21 08:05', noise],
  [
    '王总补充一下啊，那个单芯的YJV一乘以二百四十，十千伏的，要三根，每根一百二十米。',
    review('十千伏 (10kV) is the network voltage, not a rating (8.7/15kV?): ask'),
  ],
  [
    '控制电缆再加一个KVV十芯一点五的，一百二十米。',
    review('changed in the 09:30 message (一百二十米不够，改成一百六十米): must not be quoted as 120'),
  ],
  [
    '然后RVV三芯一点五的要一卷，俩卷吧，嗯两卷。',
    item('RVV', '3*1.5', 200, undefined, 'he settles on 两卷 (said twice): 2 卷 of 100 m'),
  ],
  [
    '那个三乘七十的YJV要一百米，就是三芯的，没有地线。',
    item('YJV', '3*70', 100, '0.6/1kV', 'no voltage: taken as 0.6/1kV'),
  ],
  ['嗯，YJV4乘以50加1乘以25的那个，那个，要一百八。', item('YJV', '4*50+1*25', 180, undefined, '一百八 = 180')],
  [
    '还有低烟无卤阻燃的YJY，四乘一百二加一乘七十，两百五十米。',
    item('WDZ-YJY', '4*120+1*70', 250, undefined, '低烟无卤阻燃的YJY = WDZ-YJY; 四乘一百二 = 4*120'),
  ],
  ['先这样，有问题你给我回电话。', noise],
  ['', noise],
  ['【语音转文字】张工 09-21 09:30', noise],
  [
    '王总，我想了一下，那个五芯十六的先不要了，甲方还没定。',
    review('a cancellation of the 五芯十六 YJV: must not be quoted'),
  ],
  [
    '然后那个KVV十芯的，嗯，一百二十米不够，改成一百六十米。',
    item('KVV', '10*1.5', 160, undefined, 'the change of the KVV 10*1.5 of 08:05: 160 m'),
  ],
  ['好的就这些。', noise],
];

// ---------------------------------------------------------------------------------------------------------------
// 5. quote-request.pdf: a one-page 询价单 (text PDF); 数量 right-aligned; 名称/型号 written on a group's first row.

interface TableRow {
  cells: [string, string, string, string, string, string, string];
  truth: Truth;
  /** Columns (名称 1, 型号 2) whose cell goes on over the next row: no rule under it. */
  open?: number[];
}

type PdfLine =
  | { kind: 'text'; text: string; truth: Truth; size?: number; centred?: boolean; right?: boolean }
  | ({ kind: 'row' } & TableRow)
  | { kind: 'header' }
  | { kind: 'total' };

const grouped = 'the blank 型号 cell lies in the merged-looking cell of the group model above';

const QUOTE_ROWS: TableRow[] = [
  {
    cells: ['1', '电力电缆', 'YJV', '4×185+1×95', '220', '米', '1#配电房'],
    truth: item('YJV', '4*185+1*95', 220),
    open: [1, 2],
  },
  {
    cells: ['2', '', '', '4×120+1×70', '380', '米', ''],
    truth: item('YJV', '4*120+1*70', 380, undefined, grouped),
    open: [1, 2],
  },
  {
    cells: ['3', '', '', '4×50+1×25', '1,250', '米', ''],
    truth: item('YJV', '4*50+1*25', 1250, undefined, `${grouped}; 1,250 with a thousands separator`),
    open: [1, 2],
  },
  {
    cells: ['4', '', '', '3×95', '240', '米', '无地线'],
    truth: item('YJV', '3*95', 240, '0.6/1kV', `${grouped}; no voltage: taken as 0.6/1kV`),
    open: [1, 2],
  },
  { cells: ['5', '', '', '5×10', '460', '米', ''], truth: item('YJV', '5*10', 460, undefined, grouped) },
  {
    cells: ['6', '铠装电力电缆', 'YJV22', '4×95+1×50', '150', '米', '直埋'],
    truth: item('YJV22', '4*95+1*50', 150),
    open: [1, 2],
  },
  {
    cells: ['7', '', '', '3×240+2×120', '85', '米', ''],
    truth: item('YJV22', '3*240+2*120', 85, undefined, grouped),
    open: [1, 2],
  },
  {
    cells: ['8', '', '', '4×35+1×16', '0.6', '千米', ''],
    truth: item('YJV22', '4*35+1*16', 600, undefined, `${grouped}; 0.6 千米 = 600 m`),
  },
  {
    cells: ['9', '阻燃电缆', 'ZR-YJV', '4×25+1×16', '300', '米', ''],
    truth: item('ZR-YJV', '4*25+1*16', 300),
    open: [1, 2],
  },
  {
    cells: ['10', '', '', '3×6+2×4', '200', '米', ''],
    truth: unknown('ZR-YJV 3×6+2×4 (the group model): the catalogue makes 3*6+1*4 only, not 3+2 cores of 6/4'),
  },
  {
    cells: ['11', '耐火电缆', 'NH-YJV', '4×16+1×10', '150', '米', '消防'],
    truth: item('NH-YJV', '4*16+1*10', 150),
    open: [1, 2],
  },
  { cells: ['12', '', '', '5×6', '260', '米', '消防'], truth: item('NH-YJV', '5*6', 260, undefined, grouped) },
  {
    cells: ['13', '控制电缆', 'KVV', '4×1.5', '500', '米', ''],
    truth: item('KVV', '4*1.5', 500),
    open: [1, 2],
  },
  { cells: ['14', '', '', '7×2.5', '120', '米', ''], truth: item('KVV', '7*2.5', 120, undefined, grouped), open: [1] },
  {
    cells: ['15', '', 'KVVP', '4×1.0', '200', '米', '屏蔽'],
    truth: unknown('KVVP (screened control cable) is not in the catalogue'),
    open: [1, 2],
  },
  {
    cells: ['16', '', '', '2×1.5', '300', '米', '屏蔽'],
    truth: unknown(
      'the blank 型号 lies in the KVVP cell (ruled off from KVV above), so KVVP 2×1.5: not in the catalogue — not KVV',
    ),
  },
  {
    cells: ['17', '电线', 'BV', '2.5', '30', '卷', '红、蓝各15卷'],
    truth: item('BV', '1*2.5', 3000, undefined, '30 卷 of 100 m (红、蓝各15卷 is the same 30)'),
    open: [1, 2],
  },
  {
    cells: ['18', '', '', '4', '20', '卷', ''],
    truth: item('BV', '1*4', 2000, undefined, `${grouped}; 20 卷 of 100 m`),
    open: [1, 2],
  },
  {
    cells: ['19', '', '', '2×1.5', '5', '卷', '护套线'],
    truth: review('under BV, but BV is single-core and 2×1.5 护套线 is a sheathed twin (BVV? RVV?): ask'),
    open: [1],
  },
  {
    cells: ['20', '', 'BVR', '16', '200', '米', '黄绿双色'],
    truth: item('BVR', '1*16', 200),
  },
  {
    cells: ['21', '架空绝缘导线', 'JKLYJ', '1×95', '800', '米', '1kV'],
    truth: item('JKLYJ', '1*95', 800, '1kV', 'the voltage is in 备注'),
  },
  {
    cells: ['22', '电缆桥架', '', '200×100', '150', '米', '热镀锌'],
    truth: unknown('cable tray, not a cable (its blank 型号 is its own group: nothing to take)'),
  },
  {
    cells: ['23', '电缆终端头', '', '4×185', '8', '套', '冷缩'],
    truth: unknown('cold-shrink terminations, not a cable'),
  },
];

const QUOTE_LINES: PdfLine[] = [
  { kind: 'text', text: '询  价  单', truth: noise, size: 16, centred: true },
  { kind: 'text', text: '询价单位：青岛恒远建设工程有限公司          项目名称：海湾花园二期配电工程', truth: noise },
  { kind: 'text', text: '联系人：赵立新    电话：0532-85927716          询价日期：2025年9月22日', truth: noise },
  { kind: 'header' },
  ...QUOTE_ROWS.map((r): PdfLine => ({ kind: 'row', ...r })),
  { kind: 'total' },
  { kind: 'text', text: '备注：1. 请报含税（13%增值税）送货到工地价格，并注明品牌及交货期；', truth: noise },
  { kind: 'text', text: '2. 电缆须符合国标，随货附出厂检测报告；报价有效期30天。', truth: noise },
  { kind: 'text', text: '询价单位（盖章）', truth: noiseBecause('the stamp line'), right: true },
  { kind: 'text', text: '经办人：赵立新            审核：', truth: noise },
];

const HEADER = ['序号', '名称', '型号', '规格', '数量', '单位', '备注'];
/** Left edges of the columns from the left margin; the table ends at the right margin. */
const COLUMNS = [0, 34, 118, 186, 290, 350, 392];
/** The column whose texts end at its right edge. */
const RIGHT_ALIGNED = 4;

/** The date holdout4's writers stamp into their files, so the PDF is the same on every run. */
const WRITTEN_AT = new Date(Date.UTC(2025, 8, 22, 1, 30, 0));

function cjkFontBytes(): Uint8Array {
  for (const path of [
    '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
    '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
  ]) {
    try {
      return readFileSync(path);
    } catch {}
  }
  throw new Error('NotoSansCJK-Regular.ttc not found: install fonts-noto-cjk to regenerate the PDF');
}

const quantity = (text: string) => Number(text.replace(/,/g, ''));

async function writeQuotePdf(lines: PdfLine[]): Promise<{ data: Buffer; rows: KeyRow[] }> {
  const doc = await PDFDocument.create();
  doc.setCreationDate(WRITTEN_AT);
  doc.setModificationDate(WRITTEN_AT);
  doc.setProducer('Microsoft® Excel® 2016');
  doc.setCreator('Microsoft® Excel® 2016');
  doc.registerFontkit({
    create: (bytes: Uint8Array) =>
      (fontkit as { create: (b: Uint8Array, name: string) => unknown }).create(bytes, 'NotoSansCJKsc-Regular'),
  } as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
  const font = await doc.embedFont(cjkFontBytes(), { subset: true });
  const [width, height] = [595.28, 841.89];
  const page = doc.addPage([width, height]);
  const margin = 36;
  const right = width - margin;
  const step = 16;
  const size = 9;
  const grey = rgb(0.25, 0.25, 0.25);
  const rows: KeyRow[] = [];
  const total = QUOTE_ROWS.reduce((sum, r) => sum + quantity(r.cells[4]), 0);
  const totalText = total.toLocaleString('en-US', { maximumFractionDigits: 2 });
  let y = height - margin - 16;

  const edges = [...COLUMNS.map((c) => margin + c), right];
  const cellRow = (cells: string[], open: number[], centred: boolean, topRule = false) => {
    cells.forEach((text, i) => {
      if (text === '') return;
      const left = edges[i]!;
      const next = edges[i + 1]!;
      const w = font.widthOfTextAtSize(text, size);
      if (w > next - left - 6) throw new Error(`a PDF cell is wider than its column: ${text}`);
      const x = centred ? (left + next - w) / 2 : i === RIGHT_ALIGNED ? next - 4 - w : left + 4;
      page.drawText(text, { x, y, size, font });
    });
    const top = y + step - 5;
    const bottom = y - 5;
    if (topRule)
      page.drawLine({ start: { x: margin, y: top }, end: { x: right, y: top }, thickness: 0.8, color: grey });
    for (const x of edges) page.drawLine({ start: { x, y: top }, end: { x, y: bottom }, thickness: 0.5, color: grey });
    for (let i = 0; i < COLUMNS.length; i++) {
      if (open.includes(i)) continue;
      page.drawLine({
        start: { x: edges[i]!, y: bottom },
        end: { x: edges[i + 1]!, y: bottom },
        thickness: 0.5,
        color: grey,
      });
    }
    y -= step;
  };

  for (const line of lines) {
    if (line.kind === 'text') {
      const s = line.size ?? 9;
      const w = font.widthOfTextAtSize(line.text, s);
      if (w > width - 2 * margin) throw new Error(`a PDF line is wider than the page: ${line.text}`);
      const x = line.centred ? (width - w) / 2 : line.right ? right - 40 - w : margin;
      page.drawText(line.text, { x, y, size: s, font });
      rows.push({ row: rows.length + 1, text: line.text, truth: line.truth });
      y -= s > 10 ? 30 : 18;
      continue;
    }
    if (line.kind === 'header') {
      y -= 4;
      cellRow(HEADER, [], true, true);
      rows.push({ row: rows.length + 1, text: HEADER.join(' | '), truth: noiseBecause('the table header') });
      continue;
    }
    if (line.kind === 'total') {
      const cells = ['', '合计', '', '', totalText, '', ''];
      cellRow(cells, [], false);
      rows.push({
        row: rows.length + 1,
        text: `合计 | ${totalText}`,
        truth: noiseBecause('the sum of the 数量 column over 米, 千米, 卷 and 套: not an amount'),
      });
      y -= 8;
      continue;
    }
    cellRow(line.cells, line.open ?? [], false);
    rows.push({ row: rows.length + 1, text: line.cells.filter((c) => c !== '').join(' | '), truth: line.truth });
    if (y < margin) throw new Error('the PDF page overflows');
  }
  return { data: Buffer.from(await doc.save({ useObjectStreams: false })), rows };
}

// ---------------------------------------------------------------------------------------------------------------

const LAYOUTS = {
  dealerSms:
    "a dealer's SMS/WeChat lines in shorthand: model+spec/metres (yjv4*120+1*70/150), two cables on one line, 5O with a letter O, yvj, a full-width ／, spec before the model (4*25+1*16 yjv 80m), 同上再来50米, 一百五 and 两百 without a unit, 8.7/15 without kV, 0.5km, /一盘, a range 80-100, —— before the metres, a 更正 line changing an earlier one; building wire in 卷 by colour (红10卷 蓝10卷, 红黄绿各5卷 双色3卷, 黄绿3卷), 1盘 of BV; KVVP, conduit and lugs; a signature",
  dingtalk:
    'a DingTalk document pasted as text: outline numbering 一、 / （一） / 1. / ①, items inside sentences (采用YJV-0.6/1kV 4×240+1×120，共计120米；约650米；两路各45米；约1.2公里（分两段敷设，每段600米）) and as short lines, two cables in one sentence, a table pasted as lines whose cells are apart by runs of spaces (its header by full-width spaces, a row with trailing spaces), BV in 卷 by colour (红、黄、绿各10卷，蓝色15卷), mm², YJV-10kV, tray and terminations; 注： notes, one naming a listed cable and one asking for an alternative',
  hkEmail:
    "a Hong Kong contractor's e-mail in Traditional Chinese mixed with English: mail headers, a numbered list with XLPE/SWA/PVC 4C 95mm², XLPE/PVC 4C 50mm², 約500米 (a NBSP after YJV), 紅色 / 啡色、藍色 各5卷, 2 drums × 250m, PVC/PVC 2C 1.5mm²（即VV）, 4C 25mm² + E 16mm², LSOH 數量待定, 4 runs × 45m, 150 M, 11kV, a cable tray, KVV 1卷（100m/卷）; an English signature with phone numbers and an address, a disclaimer, and a quoted earlier message naming a superseded amount",
  voice:
    "a site manager's voice messages as the phone transcribed them (three messages under 【语音转文字】 lines): numbers in words (四乘以九十五加一乘以五十, 幺百五十米, 一百二, 一百八, 两百八十米), 两/俩, 三百米左右, 一盘五百米的要两盘, YJV二二, 耐火的YJV, 低烟无卤阻燃的YJY, digits where the phone chose them (YJV3×120+2×70), filler words (那个, 嗯, 然后), two cables in one sentence, a range 八百到一千米, 十千伏, colours × 俩卷, a self-correction inside a sentence (一卷，俩卷吧，嗯两卷), a later change (改成一百六十米) and a cancellation (先不要了), conduit",
  quote:
    'a one-page 询价单 (text PDF, A4, ruled): title, 询价单位/联系人 lines, a table 序号/名称/型号/规格/数量/单位/备注 with 数量 right-aligned; 名称 and 型号 written on the first row of each group only, their cells drawn open (no rule) over the group so they look merged, the 型号 cell ruled off where a model changes inside a group (KVV then KVVP, BV then BVR); 1,250, 0.6 千米, 卷 for BV, bare sections (2.5, 4, 16) for BV/BVR, a 2×1.5 护套线 under BV, 1kV in 备注, ZR-YJV 3×6+2×4, tray and terminations with a blank 型号; a 合计 over mixed units, 备注 lines, （盖章） and 经办人 lines',
};

async function main() {
  const sms = writeText(DEALER_SMS);
  save('dealer-sms.txt', sms.data, LAYOUTS.dealerSms, 'text', sms.rows);
  const ding = writeText(DINGTALK_DOC);
  save('dingtalk-doc.txt', ding.data, LAYOUTS.dingtalk, 'text', ding.rows);
  const hk = writeText(HK_EMAIL);
  save('hk-email.txt', hk.data, LAYOUTS.hkEmail, 'text', hk.rows);
  const voice = writeText(VOICE_NOTE);
  save('voice-note.txt', voice.data, LAYOUTS.voice, 'text', voice.rows);
  const pdf = await writeQuotePdf(QUOTE_LINES);
  save('quote-request.pdf', pdf.data, LAYOUTS.quote, 'pdf', pdf.rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
