/**
 * The texts and the PDF of the tenth holdout corpus: five inquiries as a salesperson receives them, written by an
 * outside reviewer who had not read the parser — a WeCom (企业微信) chat whose buyer changes one line twice, cancels
 * another and then asks for a second scheme; a Peruvian importer's Spanish/English e-mail with IEC designations
 * (N2XY, NYY, N2XSY, Cu/XLPE/SWA/PVC) and Spanish number notation; a Chinese e-mail numbered 一、二、三 with (1)(2)
 * sub-items and an 附：技术要求 whose notes change a line; a buyer's 比价 reply that pastes the salesperson's own
 * quotation back with 【】 remarks changing lines (old prices and amounts beside the quantities) above the quoted
 * original mail; a county 政府采购 采购需求公告 PDF with a 采购清单 table among legal paragraphs.
 *
 *   npx tsx corpus/holdout10/generate-texts.ts   # writes the 5 files and their .key.json (deterministic)
 *   npx tsx corpus/holdout4/check.ts corpus/holdout10
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
const SHEATHED = '300/500V';

function save(file: string, kind: AnswerKey['kind'], layout: string, data: string | Buffer, rows: KeyRow[]) {
  writeFileSync(join(HERE, file), data);
  const key: AnswerKey = { file, kind, layout, rows };
  writeFileSync(join(HERE, file.replace(/\.[a-z]+$/, '.key.json')), `${JSON.stringify(key, null, 2)}\n`);
  const count = (expect: Truth['expect']) => rows.filter((r) => r.truth.expect === expect).length;
  console.log(
    `| ${file} | ${kind} | ${rows.length} | ${count('item')} | ${count('review')} | ${count('unknown')} | ${count('noise')} |`,
  );
}

/** A WeCom (企业微信) merged-forward chat record copied from the PC client. */
function wecomChat() {
  const buyer = '刘建国@华晟机电';
  const seller = '王晓燕';
  const lines: Array<[string, Truth]> = [
    [`「${buyer}」和「${seller}」的聊天记录`, noise],
    ['——————  2025-09-24  ——————', noise],
    [`${buyer} 09:12`, noise],
    ['王经理，滨江花园二期配电房出线的电缆，麻烦报个价，清单如下：', noise],
    ['1、YJV-0.6/1kV-4×185+1×95　320米', item('YJV', '4*185+1*95', 320, LV)],
    [
      '2、YJV-0.6/1kV-4×120+1×70　450米',
      review('changed at 09:40 to 4×150+1×70 and back at 10:41 to 4×120+1×70 480米: the later line is the item'),
    ],
    ['3、YJV-0.6/1kV-5×16　　600米', review('cancelled at 10:43 (5×16的不要了，甲方自己供): must not be quoted')],
    ['4、YJV22-8.7/15kV-3×240　两根，各180米', item('YJV22', '3*240', 360, MV)],
    ['5、YJV-0.6/1kV-3×50+2×25　210米', item('YJV', '3*50+2*25', 210, LV)],
    ['6、KVV-7×1.5　280m', item('KVV', '7*1.5', 280, WIRE)],
    ['7、BV-2.5　红黄蓝绿各5卷', item('BV', '1*2.5', 2000, WIRE, '4 colours × 5 卷 × 100 m')],
    ['8、BVR-6 黄绿双色 3卷', item('BVR', '1*6', 300, WIRE)],
    ['9、JKLYJ-1kV-1×120　小区路灯架空线 1.2km', item('JKLYJ', '1*120', 1200, '1kV')],
    ['10、4×185电缆头 户内 12套', unknown('cable terminations, not a cable')],
    [`${seller} 09:15`, noise],
    ['收到刘工，下午给您报过去', noise],
    [`${buyer} 09:40`, noise],
    [
      '第2项改一下，换成4×150+1×70的，米数不变',
      review('a change of item 2 that is itself taken back at 10:41: must not be quoted'),
    ],
    [`${seller} 09:41`, noise],
    ['好的👌', noise],
    [`${buyer} 撤回了一条消息`, noise],
    [`${buyer} 10:41`, noise],
    [
      '刚跟甲方确认了，第2项还是用回4×120+1×70，米数改成480米',
      item('YJV', '4*120+1*70', 480, LV, 'item 2 (YJV-0.6/1kV) as finally decided'),
    ],
    ['第3项5×16的不要了，甲方自己供', noiseBecause('cancels item 3 (row 7); names no cable to quote')],
    [`${seller} 10:45`, noise],
    [
      '明白，那我按第2项4×120+1×70 480米、第3项取消来报',
      noiseBecause("the salesperson's own restatement of row 23, not a further demand"),
    ],
    [`${buyer} 14:06`, noise],
    ['[图片]', noise],
    ['领导要两个方案对比，方案一就是上面这些，方案二动力电缆全部换低烟无卤的，你按下面这个报：', noise],
    ['方案二：', noise],
    ['WDZ-YJY-0.6/1kV 4×185+1×95　320米', item('WDZ-YJY', '4*185+1*95', 320, LV, 'scheme 2')],
    ['WDZ-YJY-0.6/1kV 4×120+1×70　480米', item('WDZ-YJY', '4*120+1*70', 480, LV, 'scheme 2')],
    ['WDZ-YJY-0.6/1kV 3×50+2×25　210米', item('WDZ-YJY', '3*50+2*25', 210, LV, 'scheme 2')],
    [
      'WDZA-YJY23-8.7/15kV-3×240　两根，各180米',
      unknown('a halogen-free armoured 8.7/15kV cable (WDZA-YJY23): not in the catalogue'),
    ],
    ['KVV和架空线两个方案一样，不用重复报', noise],
    [
      '电线方案二换成WDZ-BYJ-2.5，也是红黄蓝绿各5卷，黄绿线不变',
      unknown('WDZ-BYJ (halogen-free building wire) is not in the catalogue'),
    ],
    [`${seller} 14:10`, noise],
    ['好的，两个方案分开列，今天下班前发您', noise],
  ];
  const { data, rows } = writeText(lines);
  save(
    'wecom-two-schemes.txt',
    'text',
    'a WeCom (企业微信) merged-forward chat record copied from the PC client: 「买方@公司」和「卖方」的聊天记录, a date rule, name-and-time lines (刘建国@华晟机电 09:12); a numbered list 1、…10、 with full-width spaces before the amounts (320米, 两根，各180米, 280m, 红黄蓝绿各5卷, 3卷, 1.2km); item 2 changed twice by later messages (换成4×150+1×70的，米数不变, then 还是用回4×120+1×70，米数改成480米), item 3 cancelled by a message naming no cable, the salesperson restating the change, a recalled message and [图片]; then 方案二 with WDZ-YJY lines, an armoured halogen-free MV cable and WDZ-BYJ, and 两个方案一样，不用重复报',
    data,
    rows,
  );
}

/** A Peruvian importer's e-mail in Spanish and English (Outlook, Spanish headers). */
function spanishRfq() {
  const lines: Array<[string, Truth]> = [
    ['De: Carlos Mendoza Quispe <cmendoza@electroandina.com.pe>', noise],
    ['Enviado el: martes, 23 de septiembre de 2025 18:42', noise],
    ["Para: 'Wang Xiaoyan' <export@hxcable.cn>", noise],
    ['CC: Lucía Ramos <lramos@electroandina.com.pe>', noise],
    ['Asunto: RV: Solicitud de cotización / RFQ – cables Planta Concentradora Arequipa (Ref. EA-2025-311)', noise],
    ['', noise],
    ['Estimada Sra. Wang / Dear Ms. Wang,', noise],
    [
      'Buenas tardes. As we talked by phone, favor cotizar lo siguiente, precio CIF Callao en USD, indicando plazo de entrega (lead time):',
      noise,
    ],
    ['', noise],
    [
      '1. Cable de energía Cu/XLPE/PVC 0,6/1 kV, 3x240+1x120 mm² (tipo N2XY) – 1.850 m',
      item('YJV', '3*240+1*120', 1850, LV, '1.850 is Spanish notation for 1850'),
    ],
    ['2. Cable N2XY 0,6/1 kV 4x70 mm² – 2 bobinas x 500 m', item('YJV', '4*70', 1000, LV, 'N2XY = Cu/XLPE/PVC')],
    ['3. Cable N2XY 3x35+1x16 mm² — 1,2 km (one drum please)', item('YJV', '3*35+1*16', 1200, LV)],
    ['4. Cu/XLPE/PVC 0,6/1 kV 3x150+1x70 mm² – 2 x 350 m', item('YJV', '3*150+1*70', 700, LV)],
    [
      '5. Al/XLPE/PVC 0,6/1 kV 4x95 mm² (NA2XY) – 560 m',
      item('YJLV', '4*95', 560, LV, 'aluminium conductor, XLPE, PVC sheath'),
    ],
    [
      '6. Cable NYY 0,6/1 kV 4x16 mm² – 3 rollos de 100 m',
      item('VV', '4*16', 300, LV, 'NYY = Cu/PVC/PVC; 3 coils of 100 m'),
    ],
    ['7. NYY 2x6 mm² – 400 m', item('VV', '2*6', 400, LV)],
    [
      '8. Armoured cable Cu/XLPE/SWA/PVC 0.6/1kV 4x25 mm² — 640 m',
      unknown('steel-wire armour (SWA, YJV32): the catalogue has only steel-tape armour (YJV22)'),
    ],
    [
      '9. Cu/XLPE/STA/PVC 0,6/1 kV 3x95+1x50 mm² (armado con fleje de acero / steel tape) – 420 m',
      item('YJV22', '3*95+1*50', 420, LV, 'steel-tape armour = YJV22'),
    ],
    ['10. Cable de control 7x2,5 mm² 450/750 V, sin pantalla – 800 m', item('KVV', '7*2.5', 800, WIRE)],
    ['11. Control cable 4x1,5 mm² 450/750 V – 1 km drum', item('KVV', '4*1.5', 1000, WIRE)],
    [
      '12. Cable de control 12x1,5 mm² apantallado (screened, overall Cu tape) – 350 m',
      unknown('a screened control cable (KVVP): not in the catalogue'),
    ],
    [
      '13. Cable THW-90 6 mm², 600 V (rollos de 100 m) – 15 rollos',
      unknown('THW-90 (a UL/NTP building wire): not a catalogue model'),
    ],
    [
      '14. Alambre tipo BV 450/750 V 2,5 mm², colores rojo, negro y blanco – 10 rollos de 100 m c/u',
      item('BV', '1*2.5', 3000, WIRE, '3 colours × 10 coils × 100 m'),
    ],
    [
      '15. Cable MT N2XSY 8,7/15 kV 1x95 mm² – 3 x 420 m (una terna)',
      item('YJV', '1*95', 1260, MV, 'N2XSY = single-core Cu/XLPE/Cu screen/PVC'),
    ],
    ['16. N2XSY 18/30 kV 1x240 mm² – 900 m', unknown('an 18/30kV cable: the catalogue has 8.7/15kV and 26/35kV only')],
    [
      '17. Cable flexible 3x14 AWG (≈ 3x2,5 mm²) para tomacorrientes – 500 m',
      review('size in AWG (14 AWG is 2.08 mm²) with the buyer’s own ≈ 2,5 mm²: a person decides RVV 3×2.5 or asks'),
    ],
    [
      '18. Cu/XLPE/PVC 0,6/1 kV 1x185 mm² – entre 800 y 1.000 m (por confirmar con obra)',
      review('a range, 800 to 1000 m, still to be confirmed'),
    ],
    ['', noise],
    ['Notas / Notes:', noise],
    [
      '- Last order (PO 4500-2291) you quoted USD 41,20/m for item 1 – please keep a similar price.',
      noiseBecause('an old price for item 1, not a demand'),
    ],
    [
      '- Ítems 1 a 9 en bobinas de madera, máx. 1.000 m por bobina; marking "ELECTROANDINA" every meter.',
      noiseBecause('packing and marking; the 1.000 m is a drum limit, not an amount'),
    ],
    [
      '- Item 6: si no tienen NYY, ofrecer N2XY (YJV) del mismo calibre como alternativa.',
      review('an alternative (YJV 4×16, 300 m) asked for by reference to item 6: a person decides whether to offer it'),
    ],
    ['', noise],
    ['Saludos cordiales / Best regards,', noise],
    ['Carlos Mendoza Q.', noise],
    ['Jefe de Compras | Electro Andina S.A.C. | Av. Argentina 2415, Lima 01 | +51 1 615 2280', noise],
  ];
  const { data, rows } = writeText(lines);
  save(
    'spanish-rfq.txt',
    'text',
    'a Peruvian importer’s e-mail in Spanish and English (Outlook with Spanish headers De:/Enviado el:/Para:/Asunto: RV:): 18 numbered lines naming cables by construction and IEC/NTP type (Cu/XLPE/PVC, N2XY, NA2XY, NYY, Cu/XLPE/SWA/PVC, Cu/XLPE/STA/PVC, N2XSY), decimal commas (0,6/1 kV, 2,5 mm², 1,2 km) and dot thousands (1.850 m, 1.000 m), 2 bobinas x 500 m, 3 rollos de 100 m, 1 km drum, 3 x 420 m (una terna), 10 rollos de 100 m c/u over three colours, an AWG size, a range entre 800 y 1.000 m; notes with an old price, a drum limit and an alternative asked for by reference',
    data,
    rows,
  );
}

/** A Chinese e-mail whose list is numbered 一、二、三 with (1)(2) sub-items, and an 附：技术要求 that changes lines. */
function emailOutline() {
  const lines: Array<[string, Truth]> = [
    ['发件人：赵敏 <zhaomin@cbwater-eng.com>', noise],
    ['发送时间：2025年9月25日(星期四) 上午10:26', noise],
    ['收件人：王晓燕 <wangxy@hxcable.cn>', noise],
    ['抄送：李军 <lijun@cbwater-eng.com>', noise],
    ['主题：城北污水厂提标改造工程电缆询价（请于9月28日前回复）', noise],
    ['', noise],
    ['王经理：', noise],
    ['　　您好！我司承建的城北污水处理厂提标改造工程需采购下列电缆，请报含税到工地价（13%专票），明细如下：', noise],
    ['一、高压部分（10kV进线及变压器出线）', noise],
    ['（1）YJV22-8.7/15kV-3×185，1.35km；', item('YJV22', '3*185', 1350, MV)],
    ['（2）YJV-8.7/15kV-1×300，单芯，3根×220m；', item('YJV', '1*300', 660, MV)],
    ['二、低压动力部分', noise],
    ['（1）YJV-0.6/1kV-4×240+1×120，共计560米；', item('YJV', '4*240+1*120', 560, LV)],
    [
      '（2）YJV-0.6/1kV-4×50+1×25，两段，分别为185m、240m；',
      item('YJV', '4*50+1*25', 240, LV, '技术要求 3: the 185 m run is re-used, only the 240 m run is bought'),
    ],
    ['（3）YJV22-0.6/1kV-3×70+2×35，300米；', item('YJV22', '3*70+2*35', 300, LV)],
    ['（4）NH-YJV-0.6/1kV-5×10，消防风机配电用，420m；', item('NH-YJV', '5*10', 420, LV)],
    [
      '（5）ZC-YJV-4×35+1×16，约800米（以现场实测为准）；',
      item('ZC-YJV', '4*35+1*16', 800, LV, '约 quotes the number'),
    ],
    ['（6）YJV-0.6/1kV-4×300+1×150，2根×95米；', unknown('YJV 4×300+1×150 is not in the catalogue (4-core up to 240)')],
    ['三、控制及照明部分', noise],
    ['（1）KVV-450/750V-10×1.5，1,200米；', item('KVV', '10*1.5', 1200, WIRE)],
    ['（2）KVV-4×2.5，650米；', item('KVV', '4*2.5', 650, WIRE)],
    ['（3）BV-450/750V-1×4，20卷（100m/卷）；', item('BV', '1*4', 2000, WIRE)],
    ['（4）BVR-1×16 黄绿双色，3卷；', item('BVR', '1*16', 300, WIRE)],
    ['（5）RVV-3×1.5，数量待定，请先报单价；', review('amount 待定: a unit price only')],
    ['四、其他', noise],
    ['（1）热镀锌槽式电缆桥架 200×100，180米；', unknown('cable tray')],
    ['（2）10kV冷缩户内终端 3×185，6套；', unknown('cable terminations')],
    ['附：技术要求', noise],
    ['1. 电缆执行GB/T 12706-2020、GB/T 9330-2020，导体为无氧铜，提供第三方型式试验报告；', noise],
    ['2. 10kV电缆单盘长度不小于500m，一（1）可分两盘供货；', noiseBecause('drum length, not an amount')],
    [
      '3. 二（2）中185m一段利用旧电缆，本次只采购240m一段；',
      noiseBecause('changes row 14 to 240 m; names no further cable'),
    ],
    [
      '4. 二（4）如无现货，可用同规格ZC-YJV替代，请分别报价；',
      review('an alternative (ZC-YJV 5×10, 420 m) asked for by reference to 二（4）: a person adds it as an option'),
    ],
    ['5. 交货期：合同签订后15日内送达施工现场，卸货由我方负责。', noise],
    ['', noise],
    ['如有疑问请联系：赵敏 138-0625-7716', noise],
    ['江苏城北水务工程有限公司　采购部', noise],
  ];
  const { data, rows } = writeText(lines);
  save(
    'email-outline.txt',
    'text',
    'a Chinese e-mail (Foxmail headers 发件人/发送时间/收件人/抄送/主题) whose list is an outline: sections 一、高压部分 … 四、其他 and sub-items （1）…（6） ending in ；, amounts after a full-width comma (1.35km, 3根×220m, 共计560米, 两段，分别为185m、240m, 约800米（以现场实测为准）, 1,200米, 20卷（100m/卷）, 3卷, 数量待定); YJV22 and YJV at 8.7/15kV, NH-YJV, ZC-YJV, a 4×300+1×150 the catalogue lacks, tray and terminations; then 附：技术要求 1–5 where 3 cuts 二（2） to its 240 m run and 4 asks for a ZC-YJV alternative to 二（4）; signature',
    data,
    rows,
  );
}

/** A buyer's 比价 reply: the salesperson's quotation pasted back (tab-separated) with 【】 remarks, above the original. */
function quoteBack() {
  const t = (...cells: string[]) => cells.join('\t');
  const lines: Array<[string, Truth]> = [
    ['主题：回复：【华兴电缆】报价单HX-Q250920-07（阳光城三期）', noise],
    ['发件人：采购部 陈琳 <chenlin@ygc-mep.com>', noise],
    ['时间：2025-09-26 16:05', noise],
    ['', noise],
    ['王经理好，', noise],
    [
      '你们9月20日的报价我们和另外两家比过了，整体偏高。清单也有调整，我直接在你们报价单上改了，【】里是我们的意见，请按调整后的重新报：',
      noise,
    ],
    [t('序号', '名称', '型号规格', '单位', '数量', '单价(元)', '金额(元)', '我方意见'), noise],
    [
      t(
        '1',
        '电力电缆',
        'YJV-0.6/1kV-4×185+1×95',
        '米',
        '300',
        '586.00',
        '175,800.00',
        '【数量改为360米，单价能否到560】',
      ),
      item('YJV', '4*185+1*95', 360, LV, 'the remark changes 300 to 360'),
    ],
    [
      t('2', '电力电缆', 'YJV-0.6/1kV-4×70+1×35', '米', '500', '238.50', '119,250.00', '【不变，价格再让点】'),
      item('YJV', '4*70+1*35', 500, LV),
    ],
    [
      t(
        '3',
        '电力电缆',
        'YJV22-0.6/1kV-4×35+1×16',
        '米',
        '260',
        '132.00',
        '34,320.00',
        '【改为不铠装的，YJV-4×35+1×16，数量不变】',
      ),
      item('YJV', '4*35+1*16', 260, LV, 'the remark changes YJV22 to YJV'),
    ],
    [
      t('4', '电力电缆', 'YJV-0.6/1kV-5×10', '米', '680', '52.30', '35,564.00', '【别家报48.6】'),
      item('YJV', '5*10', 680, LV),
    ],
    [
      t('5', '阻燃电缆', 'ZR-YJV-0.6/1kV-3×50+2×25', '米', '210', '198.00', '41,580.00', '【改成4×50+1×25】'),
      item('ZR-YJV', '4*50+1*25', 210, LV, 'the remark changes the spec'),
    ],
    [
      t('6', '耐火电缆', 'NH-YJV-0.6/1kV-4×25+1×16', '米', '150', '118.60', '17,790.00', '【取消，改由消防单位自购】'),
      review('cancelled by the remark: must not be quoted'),
    ],
    [t('7', '控制电缆', 'KVV-450/750V-7×1.5', '米', '400', '9.80', '3,920.00', ''), item('KVV', '7*1.5', 400, WIRE)],
    [
      t('8', '控制电缆', 'KVV-450/750V-14×1.5', '米', '260', '17.20', '4,472.00', '【数量待设计确认，先报单价】'),
      review('amount 待设计确认: the quoted 260 m is no longer the demand'),
    ],
    [
      t('9', '布电线', 'BV-450/750V-1×2.5', '卷', '60', '168.00', '10,080.00', '【红黄绿各20卷】'),
      item('BV', '1*2.5', 6000, WIRE, '60 卷 (3 colours × 20) × 100 m'),
    ],
    [
      t('10', '布电线', 'BV-450/750V-1×4', '卷', '40', '265.00', '10,600.00', '【改成30卷】'),
      item('BV', '1*4', 3000, WIRE, 'the remark changes 40 卷 to 30 卷'),
    ],
    [
      t('11', '软电线', 'BVR-450/750V-1×10', '米', '300', '9.60', '2,880.00', '【改成1×16，米数不变】'),
      item('BVR', '1*16', 300, WIRE, 'the remark changes 1×10 to 1×16'),
    ],
    [
      t('12', '架空线', 'JKLYJ-10kV-1×95', '米', '1500', '7.85', '11,775.00', '【改为1.8千米】'),
      item('JKLYJ', '1*95', 1800, '10kV', 'the remark changes 1500 m to 1.8 km'),
    ],
    [t('13', '电缆头', '4×185 户内热缩', '套', '8', '95.00', '760.00', '【不变】'), unknown('cable terminations')],
    [t('', '合计', '', '', '', '', '468,791.00', ''), noise],
    ['新增：', noise],
    [
      t('14', '电力电缆', 'YJV-0.6/1kV-4×120+1×70', '米', '240', '', '', '【新增】'),
      item('YJV', '4*120+1*70', 240, LV),
    ],
    [
      t('15', '电力电缆', 'YJV22-8.7/15kV-3×95', '千米', '0.65', '', '', '【新增，环网柜进线】'),
      item('YJV22', '3*95', 650, MV),
    ],
    [
      t('16', '护套线', 'RVV-2×1.0', '米', '200左右', '', '', '【新增】'),
      item('RVV', '2*1', 200, SHEATHED, '左右 quotes the number'),
    ],
    [t('17', '桥架', '槽式桥架200×100 热镀锌', '米', '120', '', '', '【新增】'), unknown('cable tray')],
    ['', noise],
    ['另外付款方式还是按合同：到货验收后付70%，余款3个月内结清。报价有效期请写30天。', noise],
    ['', noise],
    ['陈琳', noise],
    ['阳光城三期机电项目部 采购部  电话：0571-8826 3390', noise],
    ['', noise],
    ['------------------ 原始邮件 ------------------', noise],
    ['发件人: "王晓燕"<wangxy@hxcable.cn>;', noise],
    ['发送时间: 2025年9月20日(星期六) 上午9:31', noise],
    ['主题: 【华兴电缆】报价单HX-Q250920-07（阳光城三期）', noise],
    ['陈经理您好，附件是阳光城三期电缆报价单，含税含运费，有效期15天，请查收。', noise],
    ['[附件] HX-Q250920-07.xlsx', noise],
  ];
  const { data, rows } = writeText(lines);
  save(
    'quote-back.txt',
    'text',
    'a buyer’s 比价 reply (QQ-mail style): the salesperson’s own quotation pasted back tab-separated (序号/名称/型号规格/单位/数量/单价(元)/金额(元)/我方意见) with the old unit prices and amounts beside the quantities (586.00, 175,800.00) and 【】 remarks that change the amount (数量改为360米, 改成30卷, 改为1.8千米), the model (改为不铠装的 YJV), the spec (改成4×50+1×25, 改成1×16) or cancel the line (取消) or leave the amount open (数量待设计确认), or only bargain (别家报48.6); 卷 of BV with colours, a 合计, a 新增 block without prices (0.65 千米, 200左右); the quoted original mail below ------------------ 原始邮件 ------------------',
    data,
    rows,
  );
}

/** A county 政府采购 采购需求公告 as a text PDF: legal paragraphs, a ruled 采购清单 and closing sections. */
async function procurementNotice() {
  const text = (s: string, truth: Truth = noise, extra: Partial<Extract<PdfLine, { kind: 'text' }>> = {}): PdfLine => ({
    kind: 'text',
    text: s,
    truth,
    ...extra,
  });
  const cells = (truth: Truth, ...c: string[]): PdfLine => ({ kind: 'cells', cells: c, truth });
  const page1: PdfLine[] = [
    text('清溪县政府采购网 > 采购公告 > 采购需求公告', noise, { size: 8, right: true }),
    text('清溪县城市管理局2025年城区道路照明线路改造电缆采购项目', noise, { size: 13, centred: true }),
    text('采购需求公告', noise, { size: 13, centred: true }),
    text('项目编号：QXCG2025-0918-062　　采购方式：询价　　预算金额：人民币68.50万元（最高限价）'),
    text('一、项目概况', noise, { gapBefore: 4 }),
    text('　　根据《中华人民共和国政府采购法》《中华人民共和国政府采购法实施条例》等法律法规的规定，清溪'),
    text('县城市管理局（以下简称“采购人”）就2025年城区道路照明线路改造电缆采购项目进行询价采购，欢迎'),
    text('符合资格条件的供应商参加。本项目专门面向中小企业采购，不接受联合体报价，不允许分包、转包。'),
    text('二、采购需求及采购清单', noise, { gapBefore: 4 }),
    { kind: 'cells', cells: ['序号', '货物名称', '规格型号', '单位', '数量', '备注'], truth: noise, top: true },
    cells(item('YJV22', '4*35+1*16', 2600, LV), '1', '电力电缆', 'YJV22-0.6/1kV-4×35+1×16', '米', '2600', '主干线'),
    cells(item('YJV22', '4*25+1*16', 1850, LV), '2', '电力电缆', 'YJV22-0.6/1kV-4×25+1×16', '米', '1850', '支线'),
    cells(item('YJV', '5*10', 920, LV), '3', '电力电缆', 'YJV-0.6/1kV-5×10', '米', '920', '路灯箱变出线'),
    cells(item('YJV22', '3*70', 1250, MV), '4', '电力电缆', 'YJV22-8.7/15kV-3×70', '千米', '1.25', '箱变进线'),
    cells(
      item('JKLYJ', '1*70', 12800, '1kV', '数量 is conductor length: 3.2 km of line × 4 conductors'),
      '5',
      '架空绝缘导线',
      'JKLYJ-1kV-1×70',
      '千米',
      '12.8',
      '线路3.2km，四线架设',
    ),
    cells(item('JKLYJ', '1*120', 2100, '10kV'), '6', '架空绝缘导线', 'JKLYJ-10kV-1×120', '千米', '2.1', ''),
    cells(item('KVV', '4*1.5', 1600, WIRE), '7', '控制电缆', 'KVV-450/750V-4×1.5', '米', '1600', '路灯控制箱'),
    cells(item('BV', '1*2.5', 3000, WIRE), '8', '铜芯导线', 'BV-450/750V-1×2.5', '米', '3000', '灯杆内穿线'),
    cells(
      review('amount 按实 (by actual use): a unit price only'),
      '9',
      '护套软线',
      'RVV-300/500V-3×2.5',
      '米',
      '按实',
      '',
    ),
    cells(
      item('YJV', '4*16', 2000, LV, '暂估 is a provisional amount the notice prices on'),
      '10',
      '电力电缆',
      'YJV-0.6/1kV-4×16',
      '米',
      '暂估2000',
      '据实结算',
    ),
    cells(unknown('MPP cable conduit'), '11', '电缆保护管', 'MPP-Φ110×8', '米', '860', ''),
    cells(unknown('a cable branch box'), '12', '电缆分支箱', 'DFW-1kV 一进四出', '台', '6', ''),
    cells(item('YJLV', '4*50+1*25', 1350, LV), '13', '电力电缆', 'YJLV-0.6/1kV-4×50+1×25', '米', '1,350', '铝芯'),
    cells(noise, '合计', '', '', '', '', '最高限价68.50万元'),
    text('注：1. 表中“按实”“暂估”数量的货物按单价报价，结算数量以采购人现场签证的实际用量为准。', noise, {
      gapBefore: 4,
    }),
    text('　　2. 除第13项外均为铜芯电缆，执行GB/T 12706-2020，须提供CCC认证证书及型式试验报告。'),
    text('第 1 页 共 2 页', noise, { size: 8, centred: true, gapBefore: 20 }),
  ];
  const page2: PdfLine[] = [
    text('三、供应商资格要求'),
    text('　　满足《中华人民共和国政府采购法》第二十二条规定；未被“信用中国”、中国政府采购网列入失信'),
    text('被执行人、重大税收违法失信主体、政府采购严重违法失信行为记录名单；'),
    text('四、报价文件的递交', noise, { gapBefore: 4 }),
    text('　　供应商应于2025年9月28日9:30（北京时间）前通过清溪县政府采购电子交易平台递交电子报价文件，'),
    text('逾期送达或未按要求加密的报价文件，采购人不予受理。报价一经递交不得修改，报价有效期为60日历日。'),
    text('五、询问与质疑', noise, { gapBefore: 4 }),
    text('　　供应商认为采购文件、采购过程和成交结果使自己的权益受到损害的，可以在知道或者应知其权益受到'),
    text('损害之日起7个工作日内，以书面形式向采购人或采购代理机构提出质疑。'),
    text('采购人：清溪县城市管理局　　地址：清溪县城关镇人民路88号　　联系人：周工　　电话：0578-5521 6630', noise, {
      gapBefore: 8,
    }),
    text('采购代理机构：浙江中诚工程咨询有限公司　　联系人：吴女士　　电话：0578-5526 1187'),
    text('2025年9月18日', noise, { right: true }),
    text('第 2 页 共 2 页', noise, { size: 8, centred: true, gapBefore: 20 }),
  ];
  const { data, rows } = await writePdf({
    page: [595, 842],
    columns: [0, 32, 112, 292, 328, 388],
    pages: [page1, page2],
    producer: 'Microsoft® Word 2016',
  });
  save(
    'procurement-notice.pdf',
    'pdf',
    'a county 政府采购 采购需求公告 (Word to a text PDF, A4, two pages): site breadcrumb, a two-line centred title, 项目编号/采购方式/预算金额, legal paragraphs wrapped over several lines (政府采购法, 中小企业, 资格要求, 递交, 质疑); a ruled 采购清单 (序号/货物名称/规格型号/单位/数量/备注) with YJV22 and YJV at 0.6/1kV and 8.7/15kV, YJLV, JKLYJ-1kV and -10kV in 千米 (1.25, 12.8 with 线路3.2km，四线架设, 2.1), KVV, BV, 按实, 暂估2000 with 据实结算, 1,350, conduit and a branch box, a 合计 row with the price ceiling; notes under the table; contacts, date and 第 n 页 共 2 页 footers',
    data,
    rows,
  );
}

async function main() {
  console.log('| file | kind | rows | items | review | unknown | noise |');
  wecomChat();
  spanishRfq();
  emailOutline();
  quoteBack();
  await procurementNotice();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
