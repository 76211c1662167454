/**
 * The eighth holdout's texts and PDF: four plain texts as a salesperson pastes or uploads them (a WeChat 合并转发
 * group-chat record, a Feishu message with a markdown table, an English RFQ e-mail from a Kenyan distributor, a
 * Telegram thread copied from a customer in Kazakhstan who writes English) and one text PDF (a hospital fit-out
 * contractor's 电线电缆分项报价表). Every key row is what a careful salesperson would quote from the line, read with
 * the lines around it; the product's parser was not read or run.
 *
 *   npx tsx corpus/holdout8/generate-texts.ts     # writes the 5 files and their .key.json (deterministic)
 *   npx tsx corpus/holdout4/check.ts corpus/holdout8
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
  type Truth,
  unknown,
  writePdf,
  writeText,
} from '../holdout4/writers';

const HERE = dirname(fileURLToPath(import.meta.url));

const LV = '0.6/1kV';
const MV = '8.7/15kV';
const WIRE = '450/750V';
const CORD = '300/500V';

function saveKey(file: string, kind: AnswerKey['kind'], layout: string, rows: KeyRow[]) {
  const key: AnswerKey = { file, kind, layout, rows };
  writeFileSync(join(HERE, `${file.replace(/\.[^.]+$/, '')}.key.json`), `${JSON.stringify(key, null, 2)}\n`);
  const count = (what: Truth['expect']) => rows.filter((r) => r.truth.expect === what).length;
  console.log(
    `| ${file} | ${kind} | ${rows.length} | ${count('item')} | ${count('review')} | ${count('unknown')} | ${count('noise')} |`,
  );
}

function saveText(file: string, layout: string, lines: Array<[string, Truth]>) {
  const { data, rows } = writeText(lines);
  writeFileSync(join(HERE, file), data);
  saveKey(file, 'text', layout, rows);
}

/* ------------------------------------------------------------------------------------------------------------- */
/* 1. A WeChat group chat forwarded as one record (合并转发), opened and copied into a text file.                   */
/* ------------------------------------------------------------------------------------------------------------- */

function wechatMerged() {
  const lines: Array<[string, Truth]> = [
    ['「金桥产业园二期电气」群聊的聊天记录', noise],
    ['—————  2025-09-17  —————', noise],
    ['陈工  09:12', noise],
    [
      '二期配电房出线电缆先报这几种，都是铜芯YJV 0.6/1kV：',
      noiseBecause('heading: YJV 0.6/1kV for the bare specs below'),
    ],
    ['4×240+1×120　两根，每根185米', item('YJV', '4*240+1*120', 370, LV, '2 runs × 185 m; model from the heading')],
    ['4×185+1×95　420米', review('changed by 刘总 (line 18: 改成4×150+1×70，185的不要了): not to be quoted')],
    ['3×120+2×70　260米', item('YJV', '3*120+2*70', 260, LV)],
    ['4×50+1×25　约650米', item('YJV', '4*50+1*25', 650, LV, '约 quotes the number')],
    ['5×16　1.2千米', item('YJV', '5*16', 1200, LV)],
    ['路灯：YJV22-4×25+1×16　1.5千米', review('withdrawn by 刘总 at line 29 (路灯那段先不报，等甲方确认)')],
    ['小王  09:20', noise],
    ['@陈工 动力这几根要不要铠装？有一段是地埋的', noiseBecause('a question')],
    ['陈工  09:26', noise],
    ['地埋那段单独列：YJV22-4×95+1×50，380米', item('YJV22', '4*95+1*50', 380, LV)],
    ['刘总  09:41', noise],
    ['「陈工：4×185+1×95　420米」', noiseBecause('a quoted message (the reply under it changes it)')],
    ['- - - - - - - - - - - - - - -', noise],
    [
      '这根改成4×150+1×70，长度不变，185的不要了',
      item('YJV', '4*150+1*70', 420, LV, 'the quoted line changed: 420 m kept'),
    ],
    ['赵师傅  10:05', noise],
    ['[图片]', noise],
    ['照明插座的线也一起报下：', noise],
    ['BV2.5　红黄绿蓝各10卷', item('BV', '1*2.5', 4000, WIRE, '4 colours × 10 卷 × 100 m')],
    ['BV4　双色5卷', item('BV', '1*4', 500, WIRE, '黄绿双色 5 卷 × 100 m')],
    ['BVR10平方　黄绿　100米', item('BVR', '1*10', 100, WIRE)],
    ['控制线KVV 7×1.5 大概三百米', item('KVV', '7*1.5', 300, WIRE, '大概 quotes the number')],
    ['小王  10:30', noise],
    ['[语音] 23"', noise],
    ['刘总  10:32', noise],
    ['路灯那段先不报，等甲方确认', noiseBecause('withdraws line 10')],
    ['小王  10:40', noise],
    ['@鑫达电缆-周经理 以上麻烦按含税到工地价报一下，明天中午前要', noise],
    ['—————  2025-09-18  —————', noise],
    ['陈工  08:55', noise],
    ['补几个：消防风机用NH-YJV 4×35+1×16，120米', item('NH-YJV', '4*35+1*16', 120, LV)],
    ['WDZ-YJY 4×25+1×16 两盘', review('两盘 with no drum length')],
    ['桥架200×100　60米', unknown('cable tray')],
  ];
  saveText(
    'wechat-merged.txt',
    'a WeChat group chat forwarded as one record (合并转发) and copied out: a 「…」群聊的聊天记录 title, ————— date ————— ' +
      'separators, a name-and-time line over each message (陈工  09:12), an engineer who heads bare specs with 都是铜芯YJV ' +
      '0.6/1kV：, the boss quoting one line (「陈工：…」 over a dashed rule) and changing it (改成4×150+1×70，长度不变), a 路灯 ' +
      'line withdrawn later (路灯那段先不报), full-width spaces between spec and amount, 两根，每根185米, 约650米, 1.2千米, ' +
      '红黄绿蓝各10卷, 双色5卷, 大概三百米, 两盘, [图片], [语音], an @ to the supplier, a tray',
    lines,
  );
}

/* ------------------------------------------------------------------------------------------------------------- */
/* 2. A Feishu (Lark) message with a markdown table, copied as markdown.                                           */
/* ------------------------------------------------------------------------------------------------------------- */

function feishuTable() {
  const lines: Array<[string, Truth]> = [
    ['**【询价】华东物流中心三期 · 低压电缆及电线**', noise],
    ['@周经理 你好，本期电缆清单如下，麻烦周五（9/26）前回个含税价 🙏', noise],
    ['> 交货地点：昆山花桥，含运费；国标足方，随货附检测报告', noise],
    ['', noise],
    ['| 序号 | 名称 | 型号规格 | 单位 | 数量 | 备注 |', noise],
    ['| :-: | --- | --- | :-: | --: | --- |', noise],
    ['| 1 | 电力电缆 | YJV-0.6/1kV-4×240+1×120 | m | 1,260 | 主进线 |', item('YJV', '4*240+1*120', 1260, LV)],
    ['| 2 | 电力电缆 | YJV-0.6/1kV-3×185+2×95 | m | 480 |  |', item('YJV', '3*185+2*95', 480, LV)],
    ['| 3 | 电力电缆 | YJV 4\\*95+1\\*50 | m | 355.5 |  |', item('YJV', '4*95+1*50', 355.5, LV, 'markdown-escaped *')],
    [
      '| ~~4~~ | ~~电力电缆~~ | ~~YJV-4×70+1×35~~ | ~~m~~ | ~~220~~ | 取消 |',
      review('struck through and 取消 (and note 3: 第4项已取消)'),
    ],
    ['| 5 | 铠装电缆 | YJV22-0.6/1kV-4×35+1×16 | km | 0.86 | 室外埋地 |', item('YJV22', '4*35+1*16', 860, LV)],
    [
      '| 6 | 阻燃电缆 | ZR-YJV-5×10 | m | 640 | 见注1 |',
      item('NH-YJV', '5*10', 640, LV, 'note 1: 第6项…按耐火电缆 NH-YJV 报价，规格不变'),
    ],
    ['| 7 | 控制电缆 | KVV-10×1.5 | m | 1,100 |  |', item('KVV', '10*1.5', 1100, WIRE)],
    [
      '| 8 | 控制电缆 | KVVP-4×1.0 | m | 300 | 屏蔽 |',
      unknown('KVVP (screened control cable) is not in the catalogue'),
    ],
    [
      '| 9 | 电线 | BV-2.5<br>红/蓝/黄绿 | 卷 | 各20 | 100m/卷 |',
      item('BV', '1*2.5', 6000, WIRE, '3 colours × 20 卷 × 100 m'),
    ],
    ['| 10 | 电线 | BV-4 | 卷 | 30 |  |', item('BV', '1*4', 3000, WIRE, '卷 of 100 m (note 2)')],
    ['| 11 | 软线 | BVR-6 | m | 500 |  |', item('BVR', '1*6', 500, WIRE)],
    ['| 12 | 护套线 | RVV-3×1.5 | 卷 | 8 | 100m/卷 |', item('RVV', '3*1.5', 800, CORD)],
    ['| 13 | 中压电缆 | YJV-8.7/15kV-3×95 | m | 2×450 | 两回路 |', item('YJV', '3*95', 900, MV, '2 circuits × 450 m')],
    ['| 14 | 架空线 | JKLYJ-10kV-1×150 | 千米 | 1.2 |  |', item('JKLYJ', '1*150', 1200, '10kV')],
    ['| 15 | 电缆桥架 | 300×150 热镀锌 | m | 260 |  |', unknown('cable tray')],
    ['| 16 | 电力电缆 | YJV-0.6/1kV-4×25+1×16 | m | 待定 | 等深化图 |', review('待定: no amount yet')],
    ['| 17 | 低烟无卤 | WDZ-YJY-4×16+1×10 | m | 380 |  |', item('WDZ-YJY', '4*16+1*10', 380, LV)],
    ['| 18 | 铝芯电缆 | YJLV-0.6/1kV-4×120+1×70 | m | 720 |  |', item('YJLV', '4*120+1*70', 720, LV)],
    ['| **合计** |  |  |  |  | 共18项 |', noise],
    ['', noise],
    ['注：', noise],
    ['1. 第6项是消防回路，请按耐火电缆 NH-YJV 报价，规格不变；', noiseBecause('changes row 12 to NH-YJV')],
    ['2. 第9、10项电线每卷100米，颜色按规范配；', noise],
    ['3. 第4项已取消，不用报。', noise],
    ['谢谢！', noise],
  ];
  saveText(
    'feishu-table.txt',
    'a Feishu (Lark) message copied as markdown: a bold title, an @ line with an emoji, a > quote with delivery terms, ' +
      'a pipe table with its :-: / --: alignment row (序号/名称/型号规格/单位/数量/备注), a row struck through with ~~…~~ ' +
      'and 取消, a spec with markdown-escaped \\* (YJV 4\\*95+1\\*50), a cell with <br> (BV-2.5<br>红/蓝/黄绿, 卷, 各20), ' +
      'km and 千米 rows, 2×450 with 两回路, 待定, 1,260 with a comma, a bold 合计 row, and notes under the table that ' +
      'change a row (第6项 ZR-YJV to be quoted as NH-YJV) or repeat a cancellation',
    lines,
  );
}

/* ------------------------------------------------------------------------------------------------------------- */
/* 3. An English RFQ e-mail from a Kenyan distributor.                                                             */
/* ------------------------------------------------------------------------------------------------------------- */

function emailNairobi() {
  const lines: Array<[string, Truth]> = [
    ['From: Samuel Otieno <procurement@kipande-electricals.co.ke>', noise],
    ['Sent: Monday, 22 September 2025 10:14', noise],
    ['To: sales@xinda-cable.com', noise],
    ['Subject: RFQ KE-0922 / Cables for Thika Road warehouse project', noise],
    ['', noise],
    ['Dear Sir/Madam,', noise],
    ['', noise],
    [
      'Kindly quote your best CIF Mombasa price for the cables below. All copper conductors, to IEC 60502-1 unless stated.',
      noise,
    ],
    ['', noise],
    ['1) 4C x 240mm2 + 1C x 120mm2 Cu/XLPE/PVC 0.6/1kV - 3 drums x 500m', item('YJV', '4*240+1*120', 1500, LV)],
    ['2) 4C x 95mm2 Cu/XLPE/STA/PVC (steel tape armoured) - 1,200m', item('YJV22', '4*95', 1200, LV, 'STA is YJV22')],
    [
      '3) 4C x 35mm2 Cu/XLPE/SWA/PVC - 2 drums x 250m',
      unknown('SWA is steel-wire armour (YJV32); the catalogue has steel-tape YJV22 only'),
    ],
    [
      '4) 3C x 2.5mm2 Cu/PVC/PVC flexible cord - 20 rolls (100m/roll)',
      item('RVV', '3*2.5', 2000, CORD, 'PVC/PVC flexible cord is RVV'),
    ],
    [
      '5) 2.5mm2 single core PVC wire, solid, red/black/green-yellow - 30 rolls each',
      item('BV', '1*2.5', 9000, WIRE, '3 colours × 30 rolls × 100 m'),
    ],
    [
      '6) 4mm2 single core PVC wire, stranded - 40 rolls',
      item('BVR', '1*6', 4000, WIRE, 'the note after the list: item 6 is 6mm2, same quantity; 40 rolls × 100 m'),
    ],
    ['7) 12 AWG THHN, black - 10 rolls', unknown('THHN building wire in AWG is not in the catalogue')],
    ['8) 7C x 1.5mm2 Cu/PVC/PVC control cable - 2 x 500m drums', item('KVV', '7*1.5', 1000, WIRE)],
    ['9) 1C x 300mm2 Cu/XLPE/PVC 0.6/1kV - 800m (single core, transformer tails)', item('YJV', '1*300', 800, LV)],
    ['10) 3C x 185mm2 Cu/XLPE/CTS/PVC 8.7/15kV - 1 drum', review('1 drum with no drum length')],
    ['11) Aluminium XLPE insulated overhead conductor 10kV 1x95mm2 (JKLYJ) - 3km', item('JKLYJ', '1*95', 3000, '10kV')],
    ['12) Copper cable lugs 240mm2 - 50 pcs', unknown('cable lugs')],
    ['13) 5C x 6mm2 Cu/XLPE/PVC - 350m', item('YJV', '5*6', 350, LV)],
    ['14) 4C x 16mm2 Cu/PVC/PVC - 2 coils of 100m', item('VV', '4*16', 200, LV, 'Cu/PVC/PVC power cable is VV')],
    [
      '15) 2 x 1.5mm2 flat twin and earth - 15 rolls',
      unknown('flat twin and earth (BVVB-type) is not in the catalogue'),
    ],
    ['', noise],
    ['Please indicate lead time, drum lengths and payment terms. Prices to be valid 30 days minimum.', noise],
    ['Note: on item 6 please quote 6mm2 instead of 4mm2, same quantity.', noiseBecause('changes row 15 to 6mm2')],
    ['', noise],
    ['Best regards,', noise],
    ['Samuel Otieno', noise],
    ['Procurement Officer | Kipande Electricals Ltd', noise],
    ['Mombasa Road, Nairobi | +254 722 000 318', noise],
  ];
  saveText(
    'email-nairobi.txt',
    'an English RFQ e-mail from a Kenyan distributor (Outlook headers, greeting, a numbered list 1) … 15), a note after ' +
      'the list, a signature): IEC construction codes instead of models (Cu/XLPE/PVC, Cu/XLPE/STA/PVC, Cu/XLPE/SWA/PVC, ' +
      'Cu/PVC/PVC, flexible cord, solid / stranded single core), 4C x 240mm2 + 1C x 120mm2, 3 drums x 500m, ' +
      '2 x 500m drums, 1,200m, 20 rolls (100m/roll), 30 rolls each of three colours, 2 coils of 100m, 1 drum, 3km, ' +
      '50 pcs of lugs, 12 AWG THHN, flat twin and earth, and a note that changes item 6 from 4mm2 to 6mm2',
    lines,
  );
}

/* ------------------------------------------------------------------------------------------------------------- */
/* 4. A Telegram thread copied from Telegram Desktop: a customer in Kazakhstan writing English.                    */
/* ------------------------------------------------------------------------------------------------------------- */

function telegramAlmaty() {
  // The customer types the Cyrillic х (U+0445) for "x" and the Cyrillic м for metres, a decimal comma (1,5 km,
  // 10х1,5) and a space between thousands (2 400 m).
  const x = 'х';
  const lines: Array<[string, Truth]> = [
    ['Aleksandr Kim, [22.09.2025 11:03]', noise],
    [
      'Hello Mr. Li, good day! We have new project in Almaty (shopping mall), need your price for cables, CIP Almaty',
      noise,
    ],
    ['Aleksandr Kim, [22.09.2025 11:05]', noise],
    [`1. YJV 4${x}185+1${x}95 — 1,5 km`, item('YJV', '4*185+1*95', 1500, LV, 'decimal comma: 1.5 km')],
    [`2. YJV 4${x}120+1${x}70 — 850 m`, item('YJV', '4*120+1*70', 850, LV)],
    [`3. YJV 5${x}10 — 2 400 m`, review('cancelled at line 27 (item 3 cancel, change to YJV 5х16)')],
    [`4. YJV22 4${x}70+1${x}35 — 600 м`, item('YJV22', '4*70+1*35', 600, LV, 'Cyrillic м is metres')],
    [`5. KVV 10${x}1,5 — 1,2 km`, item('KVV', '10*1.5', 1200, WIRE, 'decimal commas: 10×1.5, 1.2 km')],
    [
      `6. VVGng(A)-LS 3${x}2,5 — 20 bukhta (100 m)`,
      review('a GOST VVGng(A)-LS the supplier does not make; replaced at line 16 by ZR-YJV 3×2.5'),
    ],
    [`7. YJV 1${x}240 mm2 — 4 × 150 m`, item('YJV', '1*240', 600, LV, '4 runs × 150 m; no voltage: 0.6/1kV')],
    [`8. RVV 5${x}1,5 — 300 m`, item('RVV', '5*1.5', 300, CORD)],
    ['Li Wei (Xinda Cable), [22.09.2025 11:20]', noise],
    ["Received 👍 Item 6: we don't make GOST VVGng, can offer ZR-YJV (flame retardant) 3x2.5. Ok?", noise],
    ['Aleksandr Kim, [22.09.2025 11:34]', noise],
    ['[In reply to Li Wei (Xinda Cable)]', noise],
    [
      `Ok, give ZR-YJV 3${x}2,5 instead, same 2000 m`,
      item('ZR-YJV', '3*2.5', 2000, LV, 'replaces item 6 (20 bukhta × 100 m)'),
    ],
    ['Aleksandr Kim, [22.09.2025 11:36]', noise],
    ['[Forwarded from Dmitry Sokolov]', noise],
    [`Sasha, add for the parking: YJV 3${x}95+1${x}50 — 2 pcs × 320 m`, item('YJV', '3*95+1*50', 640, LV)],
    [`and NH-YJV 4${x}25+1${x}16 — 180 m for fire pumps`, item('NH-YJV', '4*25+1*16', 180, LV)],
    [`BV 1${x}2,5 — 30 bukhta, BV 1${x}4 — 15 bukhta`, review('two cables on one line')],
    ['Aleksandr Kim, [22.09.2025 11:40]', noise],
    [
      `also need aluminium AVBbShv 4${x}240 — 1 km`,
      unknown('АВБбШв: aluminium steel-tape-armoured PVC cable (VLV22 type), not in the catalogue'),
    ],
    [`and SIP-2 3${x}70+1${x}54,6 — 2,3 km`, unknown('СИП-2 self-supporting aerial bundle, not in the catalogue')],
    ['Aleksandr Kim, [22.09.2025 14:02]', noise],
    ['Sorry, correction from designer:', noise],
    [`item 3 cancel, change to YJV 5${x}16, same length`, item('YJV', '5*16', 2400, LV, 'replaces item 3: 2 400 m')],
    ['Price please till Thursday. Thank you!', noise],
    ['Li Wei (Xinda Cable), [22.09.2025 14:10]', noise],
    ['Noted, offer tomorrow', noise],
  ];
  saveText(
    'telegram-almaty.txt',
    'a Telegram Desktop thread copied as text (Name, [dd.mm.yyyy hh:mm] over each message, [In reply to …], ' +
      '[Forwarded from …]) with a customer in Kazakhstan writing English: Chinese model names with the Cyrillic х ' +
      '(U+0445) for ×, decimal commas (1,5 km, 10х1,5, 2,3 km), a space between thousands (2 400 m), the Cyrillic м, ' +
      '— before the amount, 4 × 150 m and 2 pcs × 320 m, bukhta (бухта) coils, GOST names (VVGng(A)-LS, AVBbShv, ' +
      'SIP-2), the supplier offering a substitute and the customer taking it, and an item cancelled and changed later',
    lines,
  );
}

/* ------------------------------------------------------------------------------------------------------------- */
/* 5. A contractor's 电线电缆分项报价表 (Word to a text PDF, A4, ruled).                                              */
/* ------------------------------------------------------------------------------------------------------------- */

async function tenderBreakdown() {
  const c = (truth: Truth, cells: string[], extra: Partial<Extract<PdfLine, { kind: 'cells' }>> = {}): PdfLine => ({
    kind: 'cells',
    cells,
    truth,
    ...extra,
  });
  const t = (truth: Truth, text: string, extra: Partial<Extract<PdfLine, { kind: 'text' }>> = {}): PdfLine => ({
    kind: 'text',
    text,
    truth,
    ...extra,
  });
  const page: PdfLine[] = [
    t(noise, '华东医院门急诊楼机电安装工程', { size: 13, centred: true }),
    t(noise, '电线电缆分项报价表', { size: 13, centred: true }),
    t(noise, '招标编号：HDYY-2025-JD-017　　报价单位（盖章）：　　　　　　　　　　币种：人民币（元）'),
    c(noise, ['序号', '名称', '规格型号', '单位', '数量', '单价', '合价', '备注'], { top: true }),
    c(noiseBecause('分项 heading'), ['一', '变配电工程', '', '', '', '', '', '']),
    c(item('YJV', '3*120', 860, MV), ['1', '电力电缆', 'YJV-8.7/15kV-3×120', 'm', '860', '', '', '高压进线']),
    c(item('YJV', '1*240', 1440, LV), ['2', '电力电缆', 'YJV-0.6/1kV-1×240', 'm', '1,440', '', '', '变压器出线']),
    c(unknown('cable terminations'), ['3', '电缆终端头', '10kV户内冷缩 3×120', '套', '4', '', '', '']),
    c(noiseBecause('subtotal'), ['', '小计', '', '', '', '', '', '']),
    c(noiseBecause('分项 heading'), ['二', '低压配电工程', '', '', '', '', '', '']),
    c(item('ZC-YJV', '4*185+1*95', 756.8, LV), [
      '4',
      '阻燃电缆',
      'ZC-YJV-0.6/1kV-4×185+1×95',
      'm',
      '756.8',
      '',
      '',
      '',
    ]),
    c(unknown('ZC-YJV is made up to 185 mm² only: 4×240+1×120 is not in the catalogue'), [
      '5',
      '阻燃电缆',
      'ZC-YJV-0.6/1kV-4×240+1×120',
      'm',
      '320',
      '',
      '',
      '见说明4',
    ]),
    c(item('NH-YJV', '4*50+1*25', 412.5, LV), ['6', '耐火电缆', 'NH-YJV-0.6/1kV-4×50+1×25', 'm', '412.5', '', '', '']),
    c(item('NH-YJV', '5*6', 1085, LV), ['7', '耐火电缆', 'NH-YJV-0.6/1kV-5×6', 'm', '1,085', '', '', '']),
    c(
      item('WDZ-YJY', '3*70+2*35', 630, LV, 'the spec goes on to the next line (typed line break in the cell)'),
      ['8', '低烟无卤电缆', 'WDZ-YJY-0.6/1kV-', 'km', '0.63', '', '', ''],
      { ruleFrom: -1 },
    ),
    c(noiseBecause('second line of row 8’s 规格型号'), ['', '', '3×70+2×35', '', '', '', '', '']),
    c(item('YJV22', '4*120+1*70', 600, LV, '说明3: 第9项数量按600米报价'), [
      '9',
      '铠装电缆',
      'YJV22-0.6/1kV-4×120+1×70',
      'm',
      '530',
      '',
      '',
      '见说明3',
    ]),
    c(item('KVV', '14*1.5', 980, WIRE, '0.45/0.75kV is 450/750V'), [
      '10',
      '控制电缆',
      'KVV-0.45/0.75kV-14×1.5',
      'm',
      '980',
      '',
      '',
      '',
    ]),
    c(unknown('cable tray'), ['11', '电缆桥架', '400×150 热镀锌', 'm', '180', '', '', '']),
    c(noiseBecause('subtotal'), ['', '小计', '', '', '', '', '', '']),
    c(noiseBecause('分项 heading'), ['三', '照明及插座工程', '', '', '', '', '', '']),
    c(item('BV', '1*2.5', 12600, WIRE, '2.15 is last tender’s unit price'), [
      '12',
      '电线',
      'BV-450/750V-2.5',
      'm',
      '12,600',
      '2.15',
      '27,090.00',
      '上期价',
    ]),
    c(item('BV', '1*4', 5400, WIRE), ['13', '电线', 'BV-450/750V-4', 'm', '5,400', '', '', '']),
    c(item('BVR', '1*16', 260, WIRE), ['14', '软电线', 'BVR-450/750V-16（黄绿）', 'm', '260', '', '', '']),
    c(review('按实: no amount'), ['15', '护套线', 'RVV-300/500V-3×1.0', 'm', '按实', '', '', '']),
    c(unknown('WDZ-BYJ (halogen-free building wire) is not in the catalogue'), [
      '16',
      '电线',
      'WDZ-BYJ-450/750V-2.5',
      'm',
      '3,200',
      '',
      '',
      '',
    ]),
    c(noiseBecause('subtotal'), ['', '小计', '', '', '', '', '', '']),
    c(noiseBecause('分项 heading'), ['四', '室外工程', '', '', '', '', '', '']),
    c(item('YJV22', '4*35+1*16', 1150, LV, '86.20 is last tender’s unit price'), [
      '17',
      '铠装电缆',
      'YJV22-0.6/1kV-4×35+1×16',
      'm',
      '1,150',
      '86.20',
      '99,130.00',
      '上期价',
    ]),
    c(item('JKLYJ', '1*70', 2400, '1kV'), ['18', '架空绝缘导线', 'JKLYJ-1kV-1×70', 'm', '2,400', '', '', '']),
    c(review('2 盘 with no drum length'), ['19', '电力电缆', 'YJV-0.6/1kV-4×16', '盘', '2', '', '', '']),
    c(noiseBecause('subtotal'), ['', '小计', '', '', '', '', '', '']),
    c(noiseBecause('total'), ['', '合计', '', '', '', '', '', '']),
    t(noise, '说明：', { gapBefore: 6 }),
    t(noise, '1. 数量为施工图工程量，供货按实际结算；单价含13%增值税及运至现场的运费、装卸费。'),
    t(noise, '2. 单价、合价栏由报价单位填写；已填数字的为上期中标价，仅供参考，请按本期行情报价。'),
    t(noiseBecause('changes row 17 to 600 m'), '3. 第9项数量按600米报价（原530米为初设工程量）。'),
    t(noise, '4. 第5项如不能供货，请在备注栏注明。'),
    t(noise, '报价人：　　　　　　　　联系电话：　　　　　　　　日期：2025年9月23日', { gapBefore: 10 }),
    t(noise, '第 1 页 共 1 页', { centred: true, gapBefore: 10 }),
  ];
  const { data, rows } = await writePdf({
    page: [595.28, 841.89],
    columns: [0, 28, 100, 250, 280, 330, 385, 445],
    pages: [page],
    producer: 'Microsoft® Word 2016',
  });
  writeFileSync(join(HERE, 'tender-breakdown.pdf'), data);
  saveKey(
    'tender-breakdown.pdf',
    'pdf',
    'a hospital fit-out contractor’s 电线电缆分项报价表 (Word to a text PDF, A4, ruled, one page): title, a 招标编号 / ' +
      '报价单位 line, 序号/名称/规格型号/单位/数量/单价/合价/备注 with four 分项 headings (一 变配电工程 … 四 室外工程) and a ' +
      '小计 after each, a 合计; model-voltage-spec strings (YJV-8.7/15kV-3×120, KVV-0.45/0.75kV-14×1.5, ' +
      'BV-450/750V-2.5), decimal metres (756.8, 412.5), km 0.63, 12,600 with a comma, last tender’s 单价 and 合价 ' +
      'filled on two rows (上期价), a spec broken over two lines, ZC-YJV 4×240 (not made), WDZ-BYJ, terminations ' +
      'in 套, a tray, 按实, 2 盘; 说明 under the table, one of which changes 第9项 to 600米',
    rows,
  );
}

async function main() {
  wechatMerged();
  feishuTable();
  emailNairobi();
  telegramAlmaty();
  await tenderBreakdown();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
