/**
 * The texts of the eleventh holdout corpus (and its one PDF): five inquiries as a salesperson receives them, written
 * by an outside reviewer who had not read the parser. Each file is written with its answer key (X.key.json), rows
 * numbered as corpus/holdout4/check.ts numbers them (text line, PDF line in reading order).
 *
 *   npx tsx corpus/holdout11/generate-texts.ts      # writes the five files and their keys (deterministic)
 *   npx tsx corpus/holdout4/check.ts corpus/holdout11
 *
 * - ocr-paste.txt: a printed 材料计划表 photographed and read with a phone's 提取文字 (l for 1, O for 0, x/X for ×,
 *   spaces inside numbers, 乙 for 2, rows wrapped at the photo's edge, two rows run together);
 * - tashkent-ru.txt: a Tashkent buyer's e-mail in Russian with Chinese glosses (ВВГ, АВВГ, ПвВГ, ВБбШв, КВВГ, ПВ1,
 *   ПВ3, ПВС; the Cyrillic х as the times sign, decimal commas, 1 500 м, км, бухта, барабан, a P.S. that changes a
 *   position), pasted into Notepad and saved as UTF-8 with a BOM and CRLF;
 * - voice-note.txt: a contractor's WeChat voice messages turned to text (语音转文字): no punctuation, spoken numbers
 *   (一千二, 两百五, 三卷半, 一卷半, 十来米, 八九百米, 三公里, 一公里半), homophones (平房 for 平方, 心 for 芯, 凯装 for 铠装),
 *   a model carried over from the message before, a correction and a cancellation in later messages;
 * - gulf-whatsapp.txt: a Saudi contractor's WhatsApp export (Android form) in English: Cu/XLPE/PVC, Cu/XLPE/STA/PVC,
 *   Cu/XLPE/SWA/PVC, 3.5C, drums with and without length, 100-yard coils, feet, AWG, 11kV, a correction;
 * - supplementary-inquiry.pdf: a contractor's 补充询价函 to an earlier 询价单: sentences changing the earlier list's
 *   items by number (new amount, corrected spec, 取消, an increase, +20%), then a ruled table of new items numbered on
 *   from the earlier list (千米, 盘 with 每盘, 卷, 3×450, 约, a range, 同第26项), notes and terms.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
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
const HV = '26/35kV';
const WIRE = '450/750V';
const CORD = '300/500V';
/** A yard is 0.9144 m: a 100-yard coil is 91.44 m. */
const yards = (n: number) => Math.round(n * 0.9144 * 100) / 100;

function save(file: string, data: string | Buffer, kind: AnswerKey['kind'], layout: string, rows: KeyRow[]) {
  mkdirSync(HERE, { recursive: true });
  writeFileSync(join(HERE, file), data);
  const key: AnswerKey = { file, kind, layout, rows };
  writeFileSync(join(HERE, `${file.replace(/\.[^.]+$/, '')}.key.json`), `${JSON.stringify(key, null, 2)}\n`);
  const count = (expect: Truth['expect']) => rows.filter((r) => r.truth.expect === expect).length;
  console.log(
    `| ${file} | ${kind} | ${rows.length} | ${count('item')} | ${count('review')} | ${count('unknown')} | ${count('noise')} |`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 1. ocr-paste.txt — a phone's 提取文字 of a photographed 材料计划表
// ---------------------------------------------------------------------------------------------------------------

const ocrLines: Array<[string, Truth]> = [
  ['滨江花园二期电气材料计划表', noise],
  ['工程名称：滨江花园二期地下室及1#楼 日期：2025.9.l8', noise],
  ['序号 材料名称 规格型号 单位 数量 备注', noise],
  [
    'l 电力电缆 YJV-O.6/lkV-4x185+lx95 米 32O 变压器至AA1',
    item('YJV', '4*185+1*95', 320, LV, 'O.6/lkV, 32O read as 320'),
  ],
  ['2 电力电缆 YJV-4X12O+1X7O 米 1 250', item('YJV', '4*120+1*70', 1250, LV, '1 250 is 1250')],
  ['3 电力电缆 YJV-4x95+lx5O 米 48O', item('YJV', '4*95+1*50', 480, LV)],
  ['4 电力电缆 YJV-5xl6 米 2l5 从AL1至1#楼强电', item('YJV', '5*16', 215, LV, '5xl6 is 5×16; 2l5 is 215')],
  ['井', noiseBecause('the end of row 4’s 备注, wrapped at the photo’s edge')],
  ['5 阻燃电缆 ZR-YJV-4x5O+1x25', item('ZR-YJV', '4*50+1*25', 160, LV, 'its unit and amount are on the next line')],
  ['米 l6O', noiseBecause('unit and amount of row 5, wrapped: keyed on the line that names the cable')],
  ['6 耐火电缆 NH-YJV-3x4+lx2.5 米 9O 消防', item('NH-YJV', '3*4+1*2.5', 90, LV)],
  ['7 控制电缆 KVV-l4xl.5 米 36O', item('KVV', '14*1.5', 360, WIRE, 'l4xl.5 is 14×1.5')],
  ['8 控制电缆 KVV-7x1.O 米 l2O', item('KVV', '7*1', 120, WIRE)],
  [
    '9 电线 BV-2.5 卷 4O 红黄绿蓝',
    item('BV', '1*2.5', 4000, WIRE, '40 卷 of 100 m (the note at the end says 100米/卷)'),
  ],
  ['1O 电线 BV-4 卷 l5', item('BV', '1*4', 1500, WIRE, '15 卷')],
  ['11 软线 BVR-l6 黄绿 米 2OO', item('BVR', '1*16', 200, WIRE)],
  ['12 护套线 RVV-3xO.75 米 15O', item('RVV', '3*0.75', 150, CORD)],
  ['13 电缆桥架 2OOx1OO 米 12O', unknown('cable tray, 200×100')],
  ['14 镀锌钢管 SC5O 米 8O', unknown('galvanised steel conduit SC50')],
  ['15 电力电缆 YJV22-3x24O+2x12O 米 1 1OO', item('YJV22', '3*240+2*120', 1100, LV, '1 1OO is 1100')],
  ['16 电力电缆 YJV-8.7/l5kV-3x7O 米 45O 高压', item('YJV', '3*70', 450, MV)],
  ['17 铝芯电缆 YJLV-4x24O+lx12O 米 6OO', item('YJLV', '4*240+1*120', 600, LV)],
  ['18 电缆头 4x185 套 8', unknown('cable terminations (电缆头), counted in 套')],
  ['l9 电力电缆 VV-3x35+2xl6 米 2乙0', review('2乙0: a digit read as 乙 (likely 220) — confirm the amount')],
  ['2O 电力电缆 YJV-4x25+lx16 米 l8O 至地下室排风', item('YJV', '4*25+1*16', 180, LV)],
  ['机房', noiseBecause('the end of row 20’s 备注, wrapped')],
  ['2l 低烟无卤 WDZ-YJY-4x35+1xl6 米 26O', item('WDZ-YJY', '4*35+1*16', 260, LV)],
  [
    '22 电力电缆 YJV-3x1O+lx6 米 7O 23 电线 BV-6 卷 3',
    review('two rows of the photo run together on one line: YJV 3×10+1×6 70 m and BV 6 3卷'),
  ],
  ['24 电力电缆 YJV-2x4 米 3 5O', item('YJV', '2*4', 350, LV, '3 5O read as 350')],
  ['25 电力电缆 YJV-4x1O 米 待定', review('amount 待定 (not yet known)')],
  ['备注：电缆长度均含预留，BV按1OO米/卷', noise],
  ['制表：张 审核：', noise],
];

// ---------------------------------------------------------------------------------------------------------------
// 2. tashkent-ru.txt — a Russian e-mail from Tashkent with Chinese glosses (Notepad, UTF-8 with BOM, CRLF)
// ---------------------------------------------------------------------------------------------------------------

const ruLines: Array<[string, Truth]> = [
  ['От: Шерзод Каримов <sh.karimov@tem-group.uz>', noise],
  ['Отправлено: 23 сентября 2025 г. 11:46', noise],
  ['Кому: li.wei@hualan-cable.com', noise],
  ['Тема: Запрос КП / 询价 – кабель на объект ЖК «Яшнабад»', noise],
  ['', noise],
  ['Здравствуйте, Ли Вэй! 您好！', noise],
  ['Просим выставить коммерческое предложение на следующие позиции (请报价以下产品):', noise],
  ['Силовой кабель / 电力电缆:', noise],
  ['1. ВВГ 3х2,5 – 1 500 м', item('VV', '3*2.5', 1500, LV, 'ВВГ is VV; 1 500 м is 1500 m')],
  ['2. ВВГ 4х16 0,66 кВ – 300 м', item('VV', '4*16', 300, LV, '0,66 кВ is the Russian rating of ВВГ: 0.6/1kV')],
  ['3. ВВГ 5х6 мм² – 0,5 км', review('changed by the P.S.: not 5×6 but 5×10')],
  [
    '4. ВВГнг(А)-LS 3х1,5 – 2 000 м',
    unknown('ВВГнг(А)-LS is a flame-retardant low-smoke PVC cable (ZR-VV type): not in the catalogue'),
  ],
  ['5. АВВГ 4х50 – 1,2 км (铝芯)', item('VLV', '4*50', 1200, LV, 'АВВГ is VLV; 1,2 км is 1200 m')],
  ['6. АВВГ 3х95+1х50 – около 400 м', item('VLV', '3*95+1*50', 400, LV, 'около (about) quotes the number')],
  ['7. ПвВГ 4х120 1 кВ – 2 барабана', review('2 барабана (drums) with no drum length')],
  ['8. ПвВГ 4х185+1х95 – 650 м (YJV 4*185+1*95)', item('YJV', '4*185+1*95', 650, LV, 'ПвВГ is YJV')],
  [
    '9. ПвВГ 1х240 10 кВ – 3 х 320 м',
    review('network voltage 10 кВ only for a single-core YJV made at several levels'),
  ],
  ['10. ВБбШв 4х70 – 210 м (铠装)', item('VV22', '4*70', 210, LV, 'ВБбШв is steel-tape armoured PVC: VV22')],
  ['11. ВБбШв 5х10 – 120 м', item('VV22', '5*10', 120, LV)],
  [
    '12. АПвБбШв 4х240 – 800 м',
    unknown('АПвБбШв is aluminium XLPE steel-tape armoured (YJLV22): not in the catalogue'),
  ],
  ['Контрольный кабель / 控制电缆:', noise],
  ['13. КВВГ 10х1,5 – 900 м', item('KVV', '10*1.5', 900, WIRE, 'КВВГ is KVV')],
  ['14. КВВГ 7х2,5 мм² – 350 м', item('KVV', '7*2.5', 350, WIRE)],
  ['15. КВВГЭ 4х1,5 – 200 м (屏蔽)', unknown('КВВГЭ is screened control cable (KVVP): not in the catalogue')],
  ['Провод / 电线:', noise],
  ['16. ПВ1 1х2,5 – 20 бухт по 100 м', item('BV', '1*2.5', 2000, WIRE, 'ПВ1 is BV; 20 coils of 100 m')],
  ['17. ПВ1 4 мм² – 10 бухт (в бухте 100 м)', item('BV', '1*4', 1000, WIRE, '10 coils of 100 m')],
  ['18. ПВ3 1х6 желто-зеленый – 300 м', item('BVR', '1*6', 300, WIRE, 'ПВ3 is the flexible BVR')],
  ['19. ПВС 3х1,5 – 500 м', item('RVV', '3*1.5', 500, CORD, 'ПВС is the PVC flexible cord RVV')],
  ['20. ПВС 2х0,75 – 200-300 м', review('a range, 200-300 м')],
  ['21. Муфта концевая 4ПКВ(Н)Тп-1 (70-120) – 12 шт.', unknown('cable end terminations (муфта концевая), 12 pcs')],
  [
    'P.S. Поз. 3 – не 5х6, а 5х10 мм², количество то же. (第3项改为5×10)',
    item('VV', '5*10', 500, LV, 'corrects position 3: ВВГ 5×10, the same 0,5 км'),
  ],
  ['Условия: DAP Ташкент, оплата 30/70, поставка до 15.11.2025.', noise],
  ['以上请报含税价，运到塔什干，谢谢！', noise],
  ['С уважением,', noise],
  ['Шерзод Каримов, отдел снабжения ООО «TEM Group»', noise],
  ['Тел.: +998 90 351 24 68, WeChat: sherzod_tem', noise],
];

// ---------------------------------------------------------------------------------------------------------------
// 3. voice-note.txt — WeChat voice messages turned to text (语音转文字), one message a line
// ---------------------------------------------------------------------------------------------------------------

const voiceLines: Array<[string, Truth]> = [
  ['【语音转文字】王总（恒达机电） 9月24日 上午', noise],
  ['喂李经理啊我王建军啊锦绣城二标段那个电缆你帮我报个价我说你记一下', noise],
  ['第一个yjv四乘一百八十五加一乘九十五的要三百二十米', item('YJV', '4*185+1*95', 320, LV)],
  ['然后一百二的四加一也是yjv的要一千二', review('corrected in line 15: 一千五, not 一千二')],
  [
    '九十五的四加一同样的要两百五',
    item(
      'YJV',
      '4*95+1*50',
      250,
      LV,
      '同样的: the YJV of the message before; 四加一 of 95 is 4×95+1×50; 两百五 is 250',
    ),
  ],
  [
    '还有凯装的yjv22三乘七十加二乘三十五大概四百米左右',
    item('YJV22', '3*70+2*35', 400, LV, '凯装 is 铠装; 左右 quotes 400'),
  ],
  [
    'bv线二点五平房的红黄蓝各五卷双色的三卷半',
    item('BV', '1*2.5', 1850, WIRE, '平房 is 平方; 3 colours × 5 卷 + 3.5 卷 双色 = 18.5 卷 of 100 m'),
  ],
  ['四平房的bv要十卷', item('BV', '1*4', 1000, WIRE)],
  ['六平房的bvr黄绿双色的要一卷半', item('BVR', '1*6', 150, WIRE, '一卷半 is 1.5 卷')],
  ['控制电缆kvv十心一点五的八百米', item('KVV', '10*1.5', 800, WIRE, '十心 is 十芯')],
  ['kvv四心一点五的十来米就够了', review('十来米: ten-odd metres, no number to quote')],
  ['那个消防的耐火的nh yjv五心十平房的要六百五', item('NH-YJV', '5*10', 650, LV, '六百五 is 650')],
  ['还有五心四平房的耐火也要四百二', review('cancelled in line 31')],
  ['rvv三心一点五的护套线两卷', item('RVV', '3*1.5', 200, CORD, '两卷 of 100 m')],
  [
    '哦对了刚才那个一百二的不是一千二是一千五啊你改一下',
    item('YJV', '4*120+1*70', 1500, LV, 'the correction of line 4: YJV 4×120+1×70, 1500 m'),
  ],
  [
    '路灯那边要yjv22的四乘二十五的八九百米吧具体等我量了再说',
    review('八九百米: 800 or 900 m, to be measured (given in line 30)'),
  ],
  ['然后架空线jklyj十千伏的一百五十平方的三公里', item('JKLYJ', '1*150', 3000, '10kV', '三公里 is 3 km')],
  ['还有一公里半的jklyj一千伏的七十平方', item('JKLYJ', '1*70', 1500, '1kV', '一公里半 is 1.5 km')],
  ['配电房到主楼那段yjv三乘二百四十的十千伏的两百一十米', review('network voltage 十千伏 (10kV) only for YJV 3×240')],
  [
    '还有一个yjv一乘三百的四根每根八十五米',
    item('YJV', '1*300', 340, LV, '4 runs × 85 m; no voltage: 0.6/1kV (the product’s call)'),
  ],
  ['接线端子电缆头那些你也一起报一下', unknown('lugs and terminations (接线端子, 电缆头)')],
  ['pvc线管二十的要五百米', unknown('PVC conduit 20')],
  ['zr yjv阻燃的三乘二十五加二乘十六的要一百八', item('ZR-YJV', '3*25+2*16', 180, LV, '一百八 is 180')],
  [
    '那个wdz低烟无卤的四乘五十加一乘二十五两千三',
    item('WDZ-YJY', '4*50+1*25', 2300, LV, 'wdz 低烟无卤 is the catalogue’s WDZ-YJY; 两千三 is 2300'),
  ],
  ['vv22四乘三十五要五十米', item('VV22', '4*35', 50, LV)],
  ['还有bv十六平方的也要五卷', item('BV', '1*16', 500, WIRE)],
  ['差不多就这些吧价格要含税含运费的明天上午之前给我', noise],
  ['好了就这样谢谢李经理', noise],
  ['【语音转文字】王总（恒达机电） 9月24日 下午', noise],
  [
    '上午说的路灯那个量好了yjv22四乘二十五的八百六十米',
    item('YJV22', '4*25', 860, LV, 'the measured length for line 16'),
  ],
  ['还有那个耐火的五心四平方的不要了取消掉', review('cancels line 13 (NH-YJV 5×4): must not be quoted')],
  ['其他的不变', noise],
];

// ---------------------------------------------------------------------------------------------------------------
// 4. gulf-whatsapp.txt — a Saudi contractor's WhatsApp chat exported on Android
// ---------------------------------------------------------------------------------------------------------------

const F = '24/09/2025, %s - Faisal Alqahtani: ';
const at = (time: string, text: string) => `${F.replace('%s', time)}${text}`;
const waLines: Array<[string, Truth]> = [
  [
    '24/09/2025, 09:02 - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.',
    noise,
  ],
  [at('09:05', 'السلام عليكم Mr Li'), noise],
  [
    at(
      '09:06',
      'We got new villa compound project in Dammam (48 villas + clubhouse). Need your best price CFR Dammam port',
    ),
    noise,
  ],
  [at('09:08', 'Pls quote below:'), noise],
  ['1) Cu/XLPE/PVC 4C x 240mm2 0.6/1kV - 2 drums x 500m', item('YJV', '4*240', 1000, LV, '2 drums × 500 m')],
  [
    '2) Cu/XLPE/SWA/PVC 4C x 95 mm2 - 750 m',
    unknown('SWA is steel-wire armour (YJV32): the catalogue has only steel-tape YJV22'),
  ],
  [
    '3) Cu/XLPE/STA/PVC 3.5C x 185 mm2 - 1 drum 500 m',
    item(
      'YJV22',
      '3*185+1*95',
      500,
      LV,
      'STA is steel-tape armour; 3.5C × 185 is three 185 cores and a reduced 95 neutral',
    ),
  ],
  ['4) Cu/PVC/PVC 4C x 16 mm2 - 300m', review('corrected at 09:31: 4C x 25, not 16')],
  ['5) Cu/PVC/PVC 2C x 6mm2 - 1000 ft', item('VV', '2*6', 304.8, LV, '1000 ft is 304.8 m')],
  [
    '6) 1C x 4 mm2 PVC wire BS6004 - 10 coils x 100 yards (5 red 5 black)',
    item('BV', '1*4', yards(1000), WIRE, '10 coils of 100 yards (91.44 m)'),
  ],
  [
    '7) 1C x 2.5 mm2 PVC wire - 7 coils each R/Y/B, 100 yards coil',
    item('BV', '1*2.5', yards(2100), WIRE, '3 colours × 7 coils of 100 yards'),
  ],
  [
    '8) 1C x 6 mm2 Y/G flexible earth wire - 5 coils 100m',
    item('BVR', '1*6', 500, WIRE, 'flexible single core is BVR'),
  ],
  ['9) 12 AWG THHN - 15 coils', unknown('THHN building wire in AWG: not in the catalogue')],
  ['10) Cu/PVC/PVC control cable 12C x 1.5mm2 - 450m', item('KVV', '12*1.5', 450, WIRE)],
  ['11) 7C x 2.5 mm2 control cable, screened - 200m', unknown('screened control cable (KVVP): not in the catalogue')],
  [
    '12) 11kV Cu/XLPE/CTS/PVC 3C x 240 mm2 - 2 drums',
    review('network voltage 11kV only, and 2 drums with no drum length'),
  ],
  [
    '13) 1C x 630 mm2 Cu/XLPE/PVC 0.6/1kV - 4 runs x 85 m',
    unknown('YJV 0.6/1kV 1×630: the catalogue makes 1×630 only at 8.7/15kV and 26/35kV'),
  ],
  [
    '14) 1C x 300 mm2 Cu/XLPE/PVC 600/1000V - 4 runs x 85 m',
    item('YJV', '1*300', 340, LV, '600/1000V is 0.6/1kV; 4 runs × 85 m'),
  ],
  [
    '24/09/2025, 09:12 - Li Wei: Noted sir 👍 For 6) and 7) you mean single core 6491X? Coil is 100 yards or 100 m?',
    noise,
  ],
  [
    at('09:20', '100 yards, as local market'),
    noiseBecause('the answer confirms the 100-yard coils written on items 6 and 7'),
  ],
  [at('09:21', '<Media omitted>'), noise],
  [at('09:23', 'Also add Cu/XLPE/PVC 4C x 50 + 1C x 25 mm2 around 600-700 m'), review('a range, 600-700 m')],
  [at('09:24', 'And Cu/XLPE/PVC 4C x 10mm2, 2 drums of 250m'), item('YJV', '4*10', 500, LV, '2 drums × 250 m')],
  [at('09:25', 'AWG 10 flexible 5 coils also'), review('AWG 10 (5.26 mm²) has no catalogue size, and no coil length')],
  [
    at('09:31', 'Sorry brother item 4) is 4C x 25 not 16, same qty'),
    item('VV', '4*25', 300, LV, 'corrects item 4: Cu/PVC/PVC 4C x 25, 300 m'),
  ],
  [at('09:32', 'Glands and lugs we buy local, no need'), noiseBecause('says not to quote glands and lugs')],
  [at('09:34', 'Cu/XLPE/STA/PVC 4C x 35 mm2 0.6/1kV - 1.2 km'), item('YJV22', '4*35', 1200, LV)],
  [
    at('09:36', 'Fire resistant Cu/Mica/XLPE/PVC 3C x 2.5mm2 - 800 m'),
    item('NH-YJV', '3*2.5', 800, LV, 'mica-taped fire-resistant: NH-YJV'),
  ],
  [
    at('09:37', 'LSZH Cu/XLPE/LSZH 4C x 16 mm2 - 350 m for clubhouse'),
    item('WDZ-YJY', '4*16', 350, LV, 'XLPE with an LSZH sheath: the catalogue’s WDZ-YJY'),
  ],
  [at('09:40', 'Delivery max 6 weeks. Payment LC at sight.'), noise],
  ['Please send quotation today inshaAllah 🙏', noise],
  [at('09:41', '+966 55 812 4473 my direct'), noise],
];

// ---------------------------------------------------------------------------------------------------------------
// 5. supplementary-inquiry.pdf — a 补充询价函 to an earlier 询价单
// ---------------------------------------------------------------------------------------------------------------

const text = (t: string, truth: Truth, extra: Partial<Extract<PdfLine, { kind: 'text' }>> = {}): PdfLine => ({
  kind: 'text',
  text: t,
  truth,
  ...extra,
});
const cells = (truth: Truth, ...c: string[]): PdfLine => ({ kind: 'cells', cells: c, truth });

const pdfLines: PdfLine[] = [
  text('浙江中恒建设集团有限公司', noise, { size: 14, centred: true }),
  text('补充询价函', noise, { size: 16, centred: true }),
  text('编号：ZH-XJ-2025-0915-B1', noise, { right: true }),
  text('致：杭州华缆电线电缆有限公司 销售部 李经理', noise),
  text('我司于2025年9月15日发出《宁海智造产业园一期配电工程电缆询价单》（编号ZH-XJ-2025-0915，', noise),
  text('共25项）。因设计变更，现补充如下，请在原报价基础上一并报价：', noise),
  text('一、原询价单调整项', noise, { gapBefore: 4 }),
  text(
    '1. 原第3项 YJV-0.6/1kV-4×185+1×95，数量由420米调整为560米。',
    item('YJV', '4*185+1*95', 560, LV, 'the new amount'),
  ),
  text(
    '2. 原第7项 YJV22-0.6/1kV-3×95+2×50，规格更正为3×120+2×70，数量280米不变。',
    item('YJV22', '3*120+2*70', 280, LV, 'the corrected spec, the amount unchanged'),
  ),
  text('3. 原第9项 ZR-YJV-0.6/1kV-5×10 取消。', review('cancels an item of the earlier list: must not be quoted')),
  text(
    '4. 原第12项 KVV-7×1.5，在原数量基础上增加150米。',
    review('150 m more than the earlier list’s amount, which this letter does not give'),
  ),
  text('5. 原第15～18项（BV导线）数量均增加20%。', review('+20% on four earlier BV items, named by number only')),
  text('二、新增询价项目（序号接原询价单）', noise, { gapBefore: 4 }),
  { kind: 'cells', cells: ['序号', '名称', '型号规格', '电压等级', '单位', '数量', '备注'], truth: noise, top: true },
  cells(item('YJV', '3*240+2*120', 380, LV), '26', '电力电缆', 'YJV-3×240+2×120', '0.6/1kV', '米', '380', '1#变至AA1'),
  cells(item('YJV', '3*240', 1150, MV), '27', '电力电缆', 'YJV-3×240', '8.7/15kV', '米', '1,150', '高压进线'),
  cells(
    item('YJV', '1*400', 850, HV, '0.85 千米'),
    '28',
    '电力电缆',
    'YJV-1×400',
    '26/35kV',
    '千米',
    '0.85',
    '35kV进线',
  ),
  cells(
    item('YJV22', '4*50+1*25', 600, LV, '约600, the note says to price 600'),
    '29',
    '铠装电力电缆',
    'YJV22-4×50+1×25',
    '0.6/1kV',
    '米',
    '约600',
    '以实测为准',
  ),
  cells(
    item('ZC-YJV', '4*25+1*16', 500, LV, '2 盘 × 250 m'),
    '30',
    '阻燃电力电缆',
    'ZC-YJV-4×25+1×16',
    '0.6/1kV',
    '盘',
    '2',
    '每盘250米',
  ),
  cells(
    item('NH-YJV', '4*16+1*10', 320, LV),
    '31',
    '耐火电力电缆',
    'NH-YJV-4×16+1×10',
    '0.6/1kV',
    '米',
    '320',
    '消防风机',
  ),
  cells(
    item('YJLV', '4*150+1*70', 1200, LV, '1.2 千米'),
    '32',
    '铝芯电力电缆',
    'YJLV-4×150+1×70',
    '0.6/1kV',
    '千米',
    '1.2',
    '室外景观照明',
  ),
  cells(item('KVV', '19*1.5', 900, WIRE), '33', '控制电缆', 'KVV-19×1.5', '450/750V', '米', '900', ''),
  cells(
    item('BV', '1*2.5', 6000, WIRE, '60 卷 of 100 m'),
    '34',
    '布电线',
    'BV-2.5',
    '450/750V',
    '卷',
    '60',
    '红黄绿蓝各15卷',
  ),
  cells(item('BVR', '1*25', 150, WIRE), '35', '布电线', 'BVR-1×25', '450/750V', '米', '150', '黄绿双色'),
  cells(
    review('a range, 200～260 m, 待深化设计'),
    '36',
    '低烟无卤电缆',
    'WDZ-YJY-5×6',
    '0.6/1kV',
    '米',
    '200～260',
    '待深化设计',
  ),
  cells(
    item('JKLYJ', '1*120', 1350, '10kV', '3 conductors × 450 m'),
    '37',
    '架空绝缘导线',
    'JKLYJ-10kV-1×120',
    '10kV',
    '米',
    '3×450',
    '三相，线路长450米',
  ),
  cells(
    unknown('cold-shrink straight-through joints (电缆中间接头)'),
    '38',
    '电缆中间接头',
    '冷缩式 3×240',
    '8.7/15kV',
    '套',
    '4',
    '',
  ),
  cells(unknown('cable tray 400×150'), '39', '电缆桥架', '400×150 热镀锌', '', '米', '260', ''),
  cells(
    unknown('mineral-insulated BTTZ: not in the catalogue'),
    '40',
    '矿物绝缘电缆',
    'BTTZ-4×35+1×16',
    '750V',
    '米',
    '180',
    '',
  ),
  cells(
    item('VV', '3*35+1*16', 380, LV, '同第26项: the 380 m of item 26 (the same route)'),
    '41',
    '电力电缆',
    'VV-3×35+1×16',
    '0.6/1kV',
    '米',
    '同第26项',
    '同路由',
  ),
  text('注：1. 第29项长度以现场实测为准，暂按600米报价；第30项每盘长度不得少于250米。', noise, { gapBefore: 4 }),
  text('2. 第27、28项须提供近三年型式试验报告。', noise),
  text('三、报价要求', noise, { gapBefore: 4 }),
  text('1. 报价含13%增值税专用发票及运至宁海项目现场的运费，交货期自合同签订之日起20天；', noise),
  text('2. 请于2025年9月26日17:00前回复，报价有效期30天。', noise),
  text('联系人：陈工  电话：138 5741 2368  0574-6512 3456', noise, { gapBefore: 8 }),
  text('浙江中恒建设集团有限公司 物资采购部', noise, { right: true }),
  text('2025年9月22日', noise, { right: true }),
];

async function main() {
  console.log('| file | kind | rows | items | review | unknown | noise |');
  {
    const { data, rows } = writeText(ocrLines);
    save(
      'ocr-paste.txt',
      data,
      'text',
      'a printed 材料计划表 photographed and pasted from a phone’s 提取文字: l for 1, O for 0, x/X for ×, spaces inside numbers, 乙 for 2, rows wrapped, two rows on one line',
      rows,
    );
  }
  {
    const { data, rows } = writeText(ruLines);
    save(
      'tashkent-ru.txt',
      Buffer.from(`\ufeff${data.replace(/\n/g, '\r\n')}`, 'utf8'),
      'text',
      'a Tashkent buyer’s e-mail in Russian with Chinese glosses (ВВГ/АВВГ/ПвВГ/ВБбШв/КВВГ/ПВ1/ПВ3/ПВС, Cyrillic х, decimal commas, км, бухта, барабан, a P.S. correction), Notepad UTF-8 with BOM, CRLF',
      rows,
    );
  }
  {
    const { data, rows } = writeText(voiceLines);
    save(
      'voice-note.txt',
      data,
      'text',
      'WeChat voice messages turned to text: no punctuation, spoken numbers, homophones, a model carried over, a later correction, measurement and cancellation',
      rows,
    );
  }
  {
    const { data, rows } = writeText(waLines);
    save(
      'gulf-whatsapp.txt',
      data,
      'text',
      'a Saudi contractor’s WhatsApp export (Android): one message listing 14 items on continuation lines, Cu/XLPE/STA/SWA/PVC, 3.5C, drums, 100-yard coils, ft, AWG, 11kV, a correction',
      rows,
    );
  }
  {
    const { data, rows } = await writePdf({
      page: [595.28, 841.89],
      columns: [0, 28, 92, 222, 290, 322, 380],
      pages: [pdfLines],
      producer: 'Microsoft® Word 2016',
    });
    save(
      'supplementary-inquiry.pdf',
      data,
      'pdf',
      'a contractor’s 补充询价函: sentences changing an earlier list’s items by number, then a ruled table of new items numbered on from it, notes and terms',
      rows,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
