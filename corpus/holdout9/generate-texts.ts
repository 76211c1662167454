/**
 * The ninth holdout corpus, its texts and one PDF: a DingTalk group chat with @mentions and 回复 quotes, an SMS thread
 * corrected several times and closed by a 以这个为准 summary, an English e-mail from a Vietnamese contractor (CXV / CVV /
 * DSTA, 1.200 meter, 0,45 km), typed meeting minutes (会议纪要) with the cable list inside an action item, and a
 * Word 询价函 saved as a text PDF with a two-column table, notes that change rows and a signature block.
 *
 * Written by an outside reviewer from how buyers write, not from the product's parser. Deterministic: no clock, no
 * randomness; the PDF carries writers.ts's fixed dates.
 *
 *   npx tsx corpus/holdout9/generate-texts.ts
 *   npx tsx corpus/holdout4/check.ts corpus/holdout9
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

function save(file: string, kind: AnswerKey['kind'], layout: string, data: string | Buffer, rows: KeyRow[]) {
  writeFileSync(join(HERE, file), data);
  const key: AnswerKey = { file, kind, layout, rows };
  writeFileSync(join(HERE, file.replace(/\.[^.]+$/, '.key.json')), `${JSON.stringify(key, null, 2)}\n`);
  const count = (e: Truth['expect']) => rows.filter((r) => r.truth.expect === e).length;
  console.log(
    `${file}: ${rows.length} rows, ${count('item')} items, ${count('review')} review, ${count('unknown')} unknown, ${count('noise')} noise`,
  );
}

const LV = '0.6/1kV';
const MV = '8.7/15kV';
const HV = '26/35kV';
const WIRE = '450/750V';
const FLEX = '300/500V';

// ---------------------------------------------------------------------------------------------------------------
// 1. DingTalk group chat, copied out of the PC client: name-and-time lines, @mentions, 回复 quotes, emoji digits.
// ---------------------------------------------------------------------------------------------------------------
function dingtalk() {
  const lines: Array<[string, Truth]> = [
    ['钉钉群聊记录：滨江花园二期机电采购群（5人）', noise],
    ['导出时间：2025-09-23 16:40', noise],
    ['陈静(采购部)  2025-09-23 09:02', noise],
    ['@赵经理(鑫达电缆) @刘工-机电 二期地下室配电的电缆先询个价，清单刘工发一下', noise],
    ['', noise],
    ['刘工-机电  2025-09-23 09:10', noise],
    ['1、YJV-0.6/1kV 4×185+1×95  420米', item('YJV', '4*185+1*95', 420, LV)],
    ['2、YJV-0.6/1kV 4×120+1×70  380米', item('YJV', '4*120+1*70', 380, LV)],
    [
      '3、YJV22-0.6/1kV 3×150+2×70  260米',
      review('corrected later: 王磊 replies to this line (row 16) and changes it to 3×185+2×95 (row 17)'),
    ],
    ['4、ZC-YJV 4×50+1×25  150米', item('ZC-YJV', '4*50+1*25', 150, LV)],
    ['5、NH-YJV 4×35+1×16  90米（消防风机）', item('NH-YJV', '4*35+1*16', 90, LV)],
    ['6、BV2.5 红黄绿各10卷', item('BV', '1*2.5', 3000, WIRE, '3 colours × 10 卷 × 100 m')],
    ['7、BVR-6 双色 5卷', item('BVR', '1*6', 500, WIRE, '5 卷 × 100 m')],
    ['', noise],
    ['王磊(项目经理)  2025-09-23 09:26', noise],
    ['回复 刘工-机电：3、YJV22-0.6/1kV 3×150+2×70  260米', noiseBecause('a 回复 quote repeating row 9')],
    [
      '第3条改成3×185+2×95，长度不变',
      item('YJV22', '3*185+2*95', 260, LV, 'the quoted row 9 with its new spec: model and voltage from the quote'),
    ],
    ['@赵经理(鑫达电缆) 另外加一条 YJV 3×240+1×120，二百二十米', item('YJV', '3*240+1*120', 220, LV)],
    ['', noise],
    ['赵经理(鑫达电缆)  2025-09-23 09:40', noise],
    ['收到👌 BV要国标的吧？4×185那条单盘能接受分两段吗', noiseBecause("the supplier's question")],
    ['', noise],
    ['刘工-机电  2025-09-23 09:52', noise],
    ['回复 赵经理(鑫达电缆)：收到👌 BV要国标的吧？4×185那条单盘能接受分两段吗', noiseBecause('a 回复 quote')],
    ['国标。BV2.5再加蓝色10卷', item('BV', '1*2.5', 1000, WIRE, 'a further 10 卷 beside row 12')],
    ['4×185可以分两段，每段不少于200米', noiseBecause('a delivery condition: the drum split, not an amount')],
    ['', noise],
    ['陈静(采购部)  2025-09-23 10:05', noise],
    ['照明和控制补两条：', noise],
    ['1️⃣ RVV 3×1.5 两百米', item('RVV', '3*1.5', 200, FLEX, 'the keycap emoji 1️⃣ is the list number')],
    ['2️⃣ KVV 7×1.5 120m', item('KVV', '7*1.5', 120, WIRE, 'the keycap emoji 2️⃣ is the list number')],
    ['桥架、接线端子不用报，我们另外采购', noiseBecause('tray and terminals are not to be quoted')],
    ['', noise],
    ['王磊(项目经理)  2025-09-23 10:30', noise],
    ['@所有人 变电所出线 YJV-8.7/15kV 3×95 要0.65km，一起报', item('YJV', '3*95', 650, MV)],
    ['路灯用 YJLV22 4×25 500米', unknown('YJLV22 (aluminium, armoured) is not in the catalogue')],
    ['YJV 4×16、4×10 各100米', review('two cables on one line (4×16 and 4×10, 100 m each)')],
    ['陈静(采购部)撤回了一条消息', noise],
    ['陈静(采购部)  2025-09-23 11:13', noise],
    ['@赵经理(鑫达电缆) 以上今天下班前给个报价，含税含运到工地', noise],
  ];
  const { data, rows } = writeText(lines);
  save(
    'dingtalk-group.txt',
    'text',
    'a DingTalk group chat copied out of the PC client (UTF-8): a title and 导出时间 line, every message under a name-and-time line, @mentions (@赵经理(鑫达电缆), @所有人), 回复 quotes that repeat an earlier line before the reply (第3条改成3×185+2×95，长度不变 — the model and voltage only in the quote), a supplier question quoted back and answered with 再加蓝色10卷, keycap emoji digits 1️⃣ 2️⃣ as list numbers, 红黄绿各10卷, 二百二十米, 两百米, 0.65km, a YJLV22, two cables on one line with 、 and 各100米, a recalled message',
    data,
    rows,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 2. SMS thread with an electrician: lower-case models, corrections, a 以这个为准 summary in full-width digits, a
//    correction after the summary.
// ---------------------------------------------------------------------------------------------------------------
function sms() {
  const superseded = (what: string) =>
    review(`superseded: the 以这个为准 summary (rows 13–29) replaces the morning's lines (上午发的那几条作废)${what}`);
  const lines: Array<[string, Truth]> = [
    ['信息  老周(电工)  138****6621', noise],
    ['9月24日 周三 07:52', noise],
    ['老周：小李早，帮我报个价，厂里配电房改造用的', noise],
    ['老周：yjv4×70+1×35 二百米', superseded('; also corrected at row 10 to 4×95+1×50')],
    ['老周：vv 3×50+2×25 150米', superseded('; restated at row 15')],
    ['老周：bv4平方 红蓝黄绿各2卷', superseded('; the summary asks 各3卷 (row 16)')],
    ['我：好的周哥。都是0.6/1kV吧？YJV要不要阻燃', noiseBecause("the salesperson's question")],
    ['9月24日 周三 08:31', noise],
    ['老周：普通的就行，不用阻燃', noise],
    ['老周：刚才写错了，第一个不是4×70是4×95+1×50', superseded(': a correction of row 4, restated at row 14')],
    ['我：收到，按4×95+1×50报', noiseBecause("the salesperson's reply")],
    ['9月24日 周三 12:06', noise],
    ['老周：刚跟老板对过，以这个为准：', noise],
    ['１．ＹＪＶ ４×９５＋１×５０  ２００米', item('YJV', '4*95+1*50', 200, LV, 'full-width letters and digits')],
    ['２．VV 3×50+2×25  150米', item('VV', '3*50+2*25', 150, LV)],
    ['３．BV 4平方 红蓝黄绿各3卷', item('BV', '1*4', 1200, WIRE, '4 colours × 3 卷 × 100 m')],
    ['４．BV 2.5平方 红蓝各5卷 双色2卷', item('BV', '1*2.5', 1200, WIRE, '(2 × 5 + 2) 卷 × 100 m')],
    ['５．KVV 10×1.5  八十米', item('KVV', '10*1.5', 80, WIRE)],
    ['６．YJV 5×10  一百二', review('corrected later: row 33 changes item 6 to YJV 5×16, 数量不变')],
    ['７．RVV 3×2.5  一卷', item('RVV', '3*2.5', 100, FLEX, '一卷 of RVV is 100 m')],
    ['８．YJV22 4×120+1×70  0.3km', item('YJV22', '4*120+1*70', 300, LV)],
    ['９．YJV 1×240 单芯 3根×45米', item('YJV', '1*240', 135, LV, '3 runs × 45 m; no voltage written: 0.6/1kV')],
    ['１０．电缆头 4×95 户内终端 2套', unknown('cable terminations (an accessory), 套')],
    ['１１．YJV 4×25+1×16  2盘', review('2盘 of power cable with no drum length')],
    ['１２．BVR 16平方 黄绿 30米', item('BVR', '1*16', 30, WIRE)],
    ['１３．VV22 4×35  180米', item('VV22', '4*35', 180, LV)],
    ['１４．KVVP 4×1.5 100米', unknown('KVVP (screened control cable) is not in the catalogue')],
    ['１５．ZR-YJV 4×16  260米', item('ZR-YJV', '4*16', 260, LV)],
    ['１６．BV 6平方 黑色 1卷', item('BV', '1*6', 100, WIRE)],
    ['以上都是国标铜芯，上午发的那几条作废', noiseBecause('a note: it voids rows 4–6 and 10')],
    ['我：好的，下午3点前发您', noise],
    ['9月24日 周三 15:10', noise],
    ['老周：第6条改成YJV 5×16，数量不变', item('YJV', '5*16', 120, LV, 'item 6 of the summary (一百二 = 120 m)')],
    ['老周：谢了', noise],
  ];
  const { data, rows } = writeText(lines);
  save(
    'sms-thread.txt',
    'text',
    'an SMS thread between an electrician (老周) and the salesperson (我), pasted from a phone (UTF-8): day-and-time lines, lower-case yjv/vv/bv, 平方, 二百米; a correction (第一个不是4×70是4×95+1×50); then 以这个为准： and a 16-line summary numbered in full-width digits (１．…１６．, one line in full-width letters and digits ＹＪＶ ４×９５＋１×５０ ２００米) with 红蓝黄绿各3卷, 红蓝各5卷 双色2卷, 八十米, 一百二, 一卷 of RVV, 0.3km, 3根×45米, 2盘, 电缆头 in 套, KVVP; a note 上午发的那几条作废; a correction after the summary (第6条改成YJV 5×16，数量不变)',
    data,
    rows,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 3. English e-mail from a Vietnamese M&E contractor: CXV/CVV/CV/DSTA, dot thousands and comma decimals.
// ---------------------------------------------------------------------------------------------------------------
function vietnam() {
  const lines: Array<[string, Truth]> = [
    ['From: Nguyen Thi Thu Ha <ha.ntt@hoangphat-me.vn>', noise],
    ['Sent: Thursday, September 25, 2025 9:14 AM', noise],
    ['To: Zhao Lei <sales@xinda-cable.com>', noise],
    ['Cc: Tran Van Minh <minh.tv@hoangphat-me.vn>', noise],
    ['Subject: RFQ HP-2509-017 // LV & MV cables for Binh Duong factory project', noise],
    ['', noise],
    ['Dear Mr. Zhao,', noise],
    ['', noise],
    [
      'Hope this email finds you well. Please kindly send us your best price CIF Cat Lai port, HCMC for below cables.',
      noise,
    ],
    ['All cables copper conductor, standard IEC 60502-1 / TCVN 5935. Quantity in meter unless noted.', noise],
    ['', noise],
    [
      '1. CXV 4x95+1x50 mm2 0.6/1kV (4 core 95 sqmm + 1 core 50 sqmm): 1.200 meter',
      item('YJV', '4*95+1*50', 1200, LV, 'CXV = Cu/XLPE/PVC; 1.200 with a dot for thousands, as Vietnamese write it'),
    ],
    ['2. CXV 3x240+1x120 mm2 0.6/1kV: 650 m', item('YJV', '3*240+1*120', 650, LV)],
    ['3. CXV 1x300 mm2 0.6/1kV single core: 4 runs x 85 m', item('YJV', '1*300', 340, LV, '4 runs × 85 m')],
    [
      '4. CXV/DSTA 4x35 mm2 0.6/1kV (armoured, direct burial): 0,45 km',
      item('YJV22', '4*35', 450, LV, 'DSTA = double steel tape armour; 0,45 km with a decimal comma'),
    ],
    ['5. CVV 4x16 mm2 0.6/1kV: 2 drums x 250 m', item('VV', '4*16', 500, LV, 'CVV = Cu/PVC/PVC; 2 drums × 250 m')],
    [
      '6. CV 2.5 mm2 (Cu/PVC single core 450/750V): 20 rolls, 100m/roll (last PO price USD 19.8/roll)',
      item('BV', '1*2.5', 2000, WIRE, 'CV = single-core Cu/PVC wire; the old price is not an amount'),
    ],
    [
      '7. CV 4.0 mm2: red 10 rolls, black 10 rolls, yellow-green 5 rolls',
      item('BV', '1*4', 2500, WIRE, '25 rolls × 100 m'),
    ],
    [
      '8. Fire resistant cable Cu/Mica/XLPE/PVC 0.6/1kV 4Cx25+1Cx16 mm2: 380 m',
      item('NH-YJV', '4*25+1*16', 380, LV, 'mica-taped fire-resistant XLPE cable'),
    ],
    [
      '9. LSZH cable Cu/XLPE/LSZH 0.6/1kV 4x50+1x25 mm2: 220 m',
      item('WDZ-YJY', '4*50+1*25', 220, LV, 'XLPE with a low-smoke halogen-free sheath'),
    ],
    ['10. Control cable Cu/PVC/PVC 7Cx1.5 mm2 450/750V: 600 m', item('KVV', '7*1.5', 600, WIRE)],
    [
      '11. Control cable Cu/PVC/Cu screen/PVC 4Cx1.5 mm2: 300 m',
      unknown('a screened control cable (KVVP) is not in the catalogue'),
    ],
    ['12. MV cable Cu/XLPE/PVC 8.7/15(17.5)kV 3x95 mm2: 450 m', item('YJV', '3*95', 450, MV)],
    [
      '13. MV cable Cu/XLPE/PVC/DSTA/PVC 12.7/22(24)kV 3x240 mm2: 1,6 km',
      unknown('a 12.7/22(24)kV cable: the catalogue makes 8.7/15kV and 26/35kV only'),
    ],
    [
      '14. Aerial ABC 4x95 mm2 aluminium (LV-ABC): 500-600 m, TBC after site survey',
      unknown('aerial bundled cable (LV-ABC 4×95) is not in the catalogue'),
    ],
    [
      '15. Earthing cable Cu/PVC 1x70 mm2 yellow-green: approx. 150 m',
      item('BV', '1*70', 150, WIRE, 'single-core Cu/PVC, approx. quotes the number'),
    ],
    ['16. Cu/XLPE/PVC 0.6/1kV 5x10 mm2: 120 m', item('YJV', '5*10', 120, LV)],
    ['17. CXV 4x6 mm2 0.6/1kV: as per drawing (TBC)', review('no amount: as per drawing (TBC)')],
    ['', noise],
    ['Delivery: 4-5 weeks after PO. Payment: T/T 30% deposit, 70% before shipment.', noise],
    [
      'Please also quote cable lugs and glands separately if you can supply.',
      unknown('cable lugs and glands (accessories), no amount'),
    ],
    ['', noise],
    ['Thanks and best regards,', noise],
    ['Nguyen Thi Thu Ha (Ms.)', noise],
    ['Purchasing Executive | Hoang Phat M&E JSC', noise],
    ['Lot B2, Tan Thuan EPZ, District 7, Ho Chi Minh City, Vietnam', noise],
    ['Tel: +84 28 3770 1234 | Mobile/Zalo: +84 903 456 789', noise],
  ];
  const { data, rows } = writeText(lines);
  save(
    'vietnam-email.txt',
    'text',
    "an English e-mail from a Vietnamese M&E contractor (Outlook headers, UTF-8): a numbered list with Vietnamese designations (CXV = Cu/XLPE/PVC, CVV = Cu/PVC/PVC, CV = single-core wire, CXV/DSTA armoured), specs as 4x95+1x50 mm2 with '(4 core 95 sqmm + 1 core 50 sqmm)', 4Cx25+1Cx16, 7Cx1.5; amounts in Vietnamese notation (1.200 meter = 1200, 0,45 km, 1,6 km), 4 runs x 85 m, 2 drums x 250 m, 20 rolls 100m/roll beside a last PO price, colours in rolls, approx., as per drawing (TBC); a fire-resistant mica cable, an LSZH cable, a screened control cable, a 12.7/22(24)kV MV cable, LV-ABC, lugs and glands; a signature with Zalo",
    data,
    rows,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 4. 会议纪要: the cable list is an action item; meeting decisions and a note change rows of it.
// ---------------------------------------------------------------------------------------------------------------
function minutes() {
  const lines: Array<[string, Truth]> = [
    ['滨湖区人民医院门诊楼改造工程', noise],
    ['机电专业协调会会议纪要（第7期）', noise],
    ['', noise],
    ['会议时间：2025年9月26日（周五）14:00—16:30', noise],
    ['会议地点：项目部二楼会议室', noise],
    ['参会人员：建设单位 王处；设计院 孙工；总包 李经理、刘工、采购部 陈静；监理 周工', noise],
    ['记录：刘工      审核：李经理', noise],
    ['', noise],
    ['一、会议内容', noise],
    [
      '1. 设计院孙工说明：配电间至各楼层配电箱的干线由 YJV 改为 ZC-YJV（阻燃C类），规格、长度不变；消防负荷仍用 NH-YJV。',
      noiseBecause('a decision: it makes the trunk lines of action item 1 ZC-YJV (rows 16, 17)'),
    ],
    ['2. 总包刘工汇报：地下室电缆桥架已完成80%，剩余部分10月15日前完成。', noise],
    ['3. 监理周工要求：进场电缆须提供型式试验报告及3C证书，每批见证取样送检。', noise],
    ['', noise],
    ['二、行动项', noise],
    ['【行动项1】采购部陈静：下列电缆9月30日前完成三家询价比价（数量已含损耗）', noise],
    [
      '（1）1#～3#层干线 YJV-0.6/1kV 4×150+1×70，640米（按会议内容第1条改为阻燃C类）',
      item('ZC-YJV', '4*150+1*70', 640, LV, 'YJV written, changed to 阻燃C类 by the line itself and row 10'),
    ],
    [
      '（2）4#～6#层干线 YJV-0.6/1kV 4×95+1×50，520米（同上，改阻燃C类）',
      item('ZC-YJV', '4*95+1*50', 520, LV, 'as row 16'),
    ],
    ['（3）消防电梯、排烟风机 NH-YJV-0.6/1kV 4×35+1×16，260米', item('NH-YJV', '4*35+1*16', 260, LV)],
    ['（4）应急照明箱 NH-YJV 5×6，1.2千米', item('NH-YJV', '5*6', 1200, LV)],
    ['（5）一般照明箱 ZC-YJV 5×10，780米', item('ZC-YJV', '5*10', 780, LV)],
    ['（6）变电所至配电间 YJV-0.6/1kV 1×240 单芯，共16根，每根55米', item('YJV', '1*240', 880, LV, '16 runs × 55 m')],
    [
      '（7）高压进线 YJV22-8.7/15kV 3×120，暂按380米（待设计院复核路由后确认）',
      item('YJV22', '3*120', 380, MV, '暂按 quotes the provisional length'),
    ],
    ['（8）控制电缆 KVV 14×1.5，350米；KVV 4×2.5，200米', review('two cables on one line, separated by ；')],
    [
      '（9）配电间接地 BVR-1×25 黄绿，100米',
      review('cancelled by the note at row 29 (接地改用镀锌扁钢): must not be quoted'),
    ],
    ['（10）插座回路 BV-2.5，按6盘考虑（红、蓝、黄绿各2盘）', item('BV', '1*2.5', 600, WIRE, 'BV in 盘: a 100 m coil')],
    [
      '（11）原清单第（11）项 YJV-4×16 210米 已由甲供，本次不询',
      review('supplied by the owner (甲供), not to be quoted'),
    ],
    ['（12）室外路灯 YJV22-0.6/1kV 4×16，约300米（穿管敷设）', item('YJV22', '4*16', 300, LV)],
    ['（13）电缆中间接头、终端头按实际报量，另行询价', unknown('joints and terminations (accessories), no amount')],
    ['注：行动项1第（9）项取消，配电间接地改用-40×4镀锌扁钢，由总包自购。', noiseBecause('a note: it cancels row 24')],
    ['【行动项2】总包刘工：10月10日前提交桥架深化图及电缆敷设路径图。', noise],
    ['【行动项3】设计院孙工：10月8日前复核高压进线路由及长度，书面回复。', noise],
    ['', noise],
    ['下次会议：2025年10月10日 14:00，地点同上。', noise],
    ['抄送：建设单位、监理单位、设计院、项目部各专业', noise],
  ];
  const { data, rows } = writeText(lines);
  save(
    'meeting-minutes.txt',
    'text',
    'typed meeting minutes (机电专业协调会会议纪要, a Word page saved as UTF-8 text): title, 会议时间/地点/参会人员/记录 lines, 一、会议内容 with a decision that changes the trunk lines from YJV to ZC-YJV, 二、行动项 with the cable list inside 【行动项1】 as （1）…（13） lines (YJV-0.6/1kV … 640米（按会议内容第1条改为阻燃C类）, 同上, 1.2千米, 共16根，每根55米, 暂按380米（待…复核）, two KVV on one line separated by ；, 按6盘 of BV with colours, an item 已由甲供，本次不询, joints and terminations); a 注 after the list cancelling item (9); further action items, next meeting and 抄送 lines',
    data,
    rows,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 5. 询价函: a Word letter saved as a text PDF, the list in a two-column ruled table, notes and a signature block.
// ---------------------------------------------------------------------------------------------------------------
async function letter() {
  const cells = (left: string, right: string, truth: Truth, top = false): PdfLine => ({
    kind: 'cells',
    cells: [left, right],
    truth,
    ...(top ? { top: true } : {}),
  });
  const text = (t: string, truth: Truth, more: Partial<Extract<PdfLine, { kind: 'text' }>> = {}): PdfLine => ({
    kind: 'text',
    text: t,
    truth,
    ...more,
  });
  const page: PdfLine[] = [
    text('瑞丰新能源工程有限公司', noise, { size: 14, centred: true }),
    text('询 价 函', noise, { size: 16, centred: true }),
    text('编号：RF-XJ-2025-0926-03', noise, { right: true }),
    text('致：江苏鑫达电缆有限公司 销售部', noise, { gapBefore: 6 }),
    text('我司承建的定远县100MW农光互补光伏电站EPC项目（35kV集电线路及升压站部分）现需采购下列电缆，', noise),
    text('请贵司于2025年9月30日17:00前将含税（13%增值税）到场报价加盖公章后回传。具体如下：', noise),
    { ...cells('电缆型号及规格', '数量', noise, true) },
    cells('1. YJV-26/35kV 1×300', '2.35 km', item('YJV', '1*300', 2350, HV)),
    cells('2. YJV-26/35kV 1×95', '1,860 米', item('YJV', '1*95', 1860, HV)),
    cells(
      '3. YJV22-26/35kV 3×185',
      '4.2 km',
      unknown('YJV22 at 26/35kV (three-core, armoured) is not in the catalogue'),
    ),
    cells('4. YJV22-8.7/15kV 3×70', '600 米', item('YJV22', '3*70', 600, MV)),
    cells('5. YJLV-0.6/1kV 3×240+1×120', '720 米', item('YJLV', '3*240+1*120', 720, LV)),
    cells('6. YJV-0.6/1kV 4×185+1×95', '6 盘（每盘 500 米）', item('YJV', '4*185+1*95', 3000, LV, '6 drums × 500 m')),
    cells('7. YJV22-0.6/1kV 4×50+1×25', '约 1500 m', item('YJV22', '4*50+1*25', 1500, LV)),
    cells('8. ZC-YJV-0.6/1kV 4×16', '380 米', item('ZC-YJV', '4*16', 380, LV)),
    cells(
      '9. NH-YJV-0.6/1kV 5×4',
      '260 米',
      review('note 2 (row 26): a spare, not bought now, unit price only — the 260 m is not to be quoted as an order'),
    ),
    cells('10. KVV-450/750V 10×1.5', '1,200 米', item('KVV', '10*1.5', 1200, WIRE)),
    cells('11. KVVP2-22 4×1.5', '800 米', unknown('KVVP2-22 is not in the catalogue')),
    cells('12. 光伏专用电缆 PV1-F 1×4', '48 km', unknown('PV1-F photovoltaic cable is not in the catalogue')),
    cells('13. BVR-450/750V 1×4 黄绿', '5 卷', item('BVR', '1*4', 500, WIRE, '5 卷 × 100 m')),
    cells('14. JKLYJ-10/240', '3.6 km', item('JKLYJ', '1*240', 3600, '10kV', 'JKLYJ-10/240: 10kV, 1×240')),
    cells('15. YJV-8.7/15kV 3×120', '按设计图纸', review('no amount: 按设计图纸')),
    cells('16. BV-450/750V 1×2.5', '30 卷（红、蓝、黄绿各 10 卷）', item('BV', '1*2.5', 3000, WIRE, '30 卷 × 100 m')),
    cells('17. 电缆终端头 35kV 户外冷缩 1×300', '18 套', unknown('cable terminations (an accessory), 套')),
    text('注：1. 以上数量为设计量，结算按实际供货量；', noise, { gapBefore: 8 }),
    text('2. 第 9 项为备品，本次暂不采购，仅请报单价；', noiseBecause('a note: it takes row 16 out of the order')),
    text('3. 第 6 项单盘长度不小于 500 米，不得有中间接头；', noise),
    text('4. 交货地点：安徽省滁州市定远县施工现场；交货期：合同签订后 30 天内。', noise),
    text('联系人：高工    电话：0551-6538 2716    手机：139 5601 2288', noise, { gapBefore: 10 }),
    text('邮箱：gaoyf@ruifeng-ne.com', noise),
    text('瑞丰新能源工程有限公司物资采购部（盖章）', noise, { right: true, gapBefore: 18 }),
    text('2025年9月26日', noise, { right: true }),
  ];
  const { data, rows } = await writePdf({
    page: [595, 842],
    columns: [0, 360],
    pages: [page],
    producer: 'Microsoft® Word 2019',
  });
  save(
    'inquiry-letter.pdf',
    'pdf',
    'a 询价函 typed in Word and saved as a text PDF (A4, one page): company name and 询 价 函 centred, a 编号 right, 致： and two lines of request, a ruled two-column table 电缆型号及规格 | 数量 whose first cell numbers the row (1. YJV-26/35kV 1×300) and whose 数量 cell carries the unit (2.35 km, 1,860 米, 6 盘（每盘 500 米）, 约 1500 m, 5 卷, 30 卷（红、蓝、黄绿各 10 卷）, 按设计图纸); 26/35kV singles beside a YJV22-26/35kV 3×185, YJLV, JKLYJ-10/240, KVVP2-22, PV1-F, terminations; numbered notes under the table, one taking row 9 out of the order (备品，本次暂不采购，仅请报单价); contact lines and a right-aligned 盖章 block with the date',
    data,
    rows,
  );
}

async function main() {
  dingtalk();
  sms();
  vietnam();
  minutes();
  await letter();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
