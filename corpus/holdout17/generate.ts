/**
 * The seventeenth holdout inquiry corpus: three inquiries written blind (without reading the parser, the server's or
 * the web app's code, docs/ocr.md, the README's accuracy sections or the git history), from how customers of a Chinese
 * cable supplier write: a French-speaking West African contractor's e-mail (NF C names: U1000 R2V, RVFV, H07V-U), a
 * 请购单 exported from Yonyou U8, and an Iraqi buyer's WhatsApp chat export. Each file has an answer key written from
 * what the file shows and what a careful salesperson would quote; README.md lists the judgement calls.
 *
 *   npx tsx corpus/holdout17/generate.ts
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
  review,
  row,
  type SourceRow,
  spanned,
  type Truth,
  unknown,
  writeText,
  writeXlsx,
} from '../holdout4/writers';

const HERE = dirname(fileURLToPath(import.meta.url));

const LV = '0.6/1kV';
const MV = '8.7/15kV';
const CV = '450/750V';
const SV = '300/500V';

const COIL = 'a coil of building wire is 100 m';
const DRUM = 'a drum of power cable with no drum length: ask';
const RANGE = 'a range of lengths, not an amount: ask';
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
 * 1. An Abidjan electrical contractor's e-mail in French: a Word table pasted as tab-separated text (N° / Désignation /
 * Unité / Qté / P.U. HT / Montant HT / Observations) with the price columns left empty, NF C names (U1000 R2V, AR2V,
 * RVFV, CR1-C1, H07V-U, H07V-K, H05VV-F, H07RN-F), decimal commas, French thousands separators (a space, a no-break
 * space), ml / km / touret / couronne, and a NB cancelling line 5.
 */
function frAfrique(): Written {
  const R2V = 'U1000 R2V (XLPE, PVC sheath) read as YJV 0.6/1kV';
  const H07VU = 'H07V-U (solid PVC wire) read as BV';
  const H07VK = 'H07V-K (flexible PVC wire) read as BVR';
  const KVV = 'câble de commande read as KVV';
  const t = (...cells: string[]) => cells.join('\t');
  const lines: Array<[string, Truth]> = [
    ["De : Koffi N'Guessan <k.nguessan@batelec-ci.example>", noise],
    ['À : export@cable-supplier.example', noise],
    ['Cc : achats@batelec-ci.example', noise],
    ['Date : mar. 14 oct. 2025 à 08:52', noise],
    ['Objet : Demande de prix – câbles BT – Résidence Les Palmiers, Cocody (Réf. DP-2025-114)', noise],
    ['', noise],
    ['Bonjour Madame, Monsieur,', noise],
    ['', noise],
    [
      'Suite à notre échange sur WeChat, veuillez trouver ci-dessous notre demande de cotation pour le chantier cité en objet.',
      noise,
    ],
    [
      "Merci de nous faire votre meilleure offre CFR Port d'Abidjan, avec délai de fabrication et conditionnement (tourets / couronnes).",
      noise,
    ],
    ['Les prix sont à renseigner par vos soins dans les colonnes P.U. et Montant.', noise],
    ['', noise],
    [t('N°', 'Désignation', 'Unité', 'Qté', 'P.U. HT (USD)', 'Montant HT', 'Observations'), noise],
    [t('', 'LOT 1 – CÂBLES DE PUISSANCE (CUIVRE / ALU)', '', '', '', '', ''), noise],
    [t('1', 'Câble U1000 R2V 3x2,5mm²', 'ml', '1 200', '', '', 'circuits prises'), item('YJV', '3*2.5', 1200, LV, R2V)],
    [
      t('2', 'Câble U1000 R2V 3x4mm²', 'ml', 'env. 850', '', '', ''),
      item('YJV', '3*4', 850, LV, `${R2V}; env. quotes the number`),
    ],
    [t('3', 'Câble U1000 R2V 4x16mm²', 'ml', '350', '', '', 'alim. TD étages'), item('YJV', '4*16', 350, LV, R2V)],
    [
      t('4', 'Câble U1000 R2V 3x35+1x16mm²', 'touret', '2', '', '', 'tourets de 500 m'),
      item('YJV', '3*35+1*16', 1000, LV, `${R2V}; 2 drums × 500 m`),
    ],
    [
      t('5', 'Câble U1000 R2V 4x95+1x50mm²', 'ml', '600', '', '', 'TGBT'),
      review('cancelled by the NB below (annuler la ligne 5)'),
    ],
    [
      t('6', 'Câble U1000 R2V 1x240mm²', 'ml', '4 x 85', '', '', 'colonne montante, 4 conducteurs'),
      item('YJV', '1*240', 340, LV, `${R2V}; 4 runs × 85 m`),
    ],
    [
      t('7', 'Câble U1000 R2V 5G6mm²', 'ml', '275,5', '', '', ''),
      item('YJV', '5*6', 275.5, LV, `${R2V}; 5G6 is 5 cores of 6 (one green/yellow); decimal comma`),
    ],
    [t('8', 'Câble U1000 R2V 4x35mm²', 'touret', '1', '', '', ''), review(DRUM)],
    [t('9', 'Câble U1000 R2V 2x10mm²', 'ml', '400 à 450', '', '', 'selon relevé'), review(RANGE)],
    [
      t('10', 'Câble U1000 AR2V 4x50mm² (alu)', 'ml', '300', '', '', 'éclairage extérieur'),
      item('YJLV', '4*50', 300, LV, 'AR2V (aluminium U1000 R2V) read as YJLV'),
    ],
    [t('', 'LOT 2 – CÂBLES ARMÉS (POSE ENTERRÉE)', '', '', '', '', ''), noise],
    [
      t('11', 'Câble armé RVFV 4x25mm²', 'ml', '420', '', '', 'vers forage'),
      item(
        'YJV22',
        '4*25',
        420,
        LV,
        'RVFV (XLPE insulation, its R réticulé as in R2V; steel-tape armour, PVC sheath) read as YJV22 (key corrected in session 24: it said VV22)',
      ),
    ],
    [
      t('12', 'Câble armé U1000 RVFV 3x50+1x25mm²', 'touret', '2', '', '', 'tourets de 250 m'),
      item('YJV22', '3*50+1*25', 500, LV, 'RVFV read as YJV22 (key corrected in session 24); 2 drums × 250 m'),
    ],
    [
      t('13', 'Câble armé 4x10mm²', 'ml', '180', '', '', 'pompe de relevage'),
      review('câble armé with no type: an armoured PVC (VV22) or XLPE (YJV22) cable? ask'),
    ],
    [
      t('14', 'Câble CR1-C1 3x2,5mm² (sécurité incendie)', 'ml', '150', '', '', 'désenfumage'),
      item('NH-YJV', '3*2.5', 150, LV, 'CR1-C1 (fire-resistant, circuit integrity) read as NH-YJV'),
    ],
    [t('', 'LOT 3 – FILERIE', '', '', '', '', ''), noise],
    [
      t('15', 'Fil H07V-U 2,5mm² bleu', 'couronne', '10', '', '', 'couronnes de 100 m'),
      item('BV', '1*2.5', 1000, CV, `${H07VU}; 10 × 100 m`),
    ],
    [
      t('16', 'Fil H07V-U 2,5mm² rouge', 'couronne', '10', '', '', ''),
      item('BV', '1*2.5', 1000, CV, `${H07VU}; ${COIL}`),
    ],
    [
      t('17', 'Fil H07V-U 1,5mm² vert/jaune', 'couronne', '6', '', '', ''),
      item('BV', '1*1.5', 600, CV, `${H07VU}; ${COIL}`),
    ],
    [
      t('18', 'Fil H07V-U 4mm² noir', 'ml', '2\u00a0400', '', '', ''),
      item('BV', '1*4', 2400, CV, `${H07VU}; 2 400 with a no-break space`),
    ],
    [
      t('19', 'Fil H07V-K 6mm²', 'couronne', '3', '', '', 'couronnes de 100 m'),
      item('BVR', '1*6', 300, CV, `${H07VK}; 3 × 100 m`),
    ],
    [
      t('20', 'Fil H07V-K 16mm² vert/jaune', 'ml', '150', '', '', 'liaisons équipotentielles'),
      item('BVR', '1*16', 150, CV, H07VK),
    ],
    [
      t('21', 'Câble souple H05VV-F 3G2,5', 'couronne', '2', '', '', ''),
      item('RVV', '3*2.5', 200, SV, `H05VV-F read as RVV 300/500V; ${COIL}`),
    ],
    [t('', 'LOT 4 – COMMANDE ET DIVERS', '', '', '', '', ''), noise],
    [t('22', 'Câble de commande 7x1,5mm²', 'km', '0,5', '', '', ''), item('KVV', '7*1.5', 500, CV, `${KVV}; 0,5 km`)],
    [t('23', 'Câble de commande 12x1,5mm²', 'ml', '240', '', '', 'GTC'), item('KVV', '12*1.5', 240, CV, KVV)],
    [
      t('24', 'Câble H07RN-F 4G10', 'ml', '100', '', '', 'groupe électrogène'),
      unknown(NOT_SOLD('H07RN-F (rubber flexible cable, YC)')),
    ],
    [t('25', 'Câble UTP Cat 6', 'carton', '4', '', '', 'cartons de 305 m'), unknown(NOT_SOLD('UTP Cat 6 data cable'))],
    [t('26', 'Presse-étoupe PE 25 laiton', 'u', '40', '', '', ''), unknown(NOT_CABLE('a cable gland'))],
    [t('', 'TOTAL GÉNÉRAL HT', '', '', '', '', ''), noise],
    ['', noise],
    [
      'NB : merci d’annuler la ligne 5 (R2V 4x95+1x50), le TGBT sera alimenté par le concessionnaire.',
      review('a deletion: line 5 must not be quoted'),
    ],
    ['Les quantités en couronnes s’entendent en couronnes de 100 m ; tourets consignés à préciser.', noise],
    [
      'Livraison souhaitée : fin novembre 2025. Une partie (lots 3 et 4) sera réexpédiée sur notre agence de Dakar.',
      noise,
    ],
    ["Merci de préciser l'origine, les normes (NF C 32-321 / IEC 60502-1) et la validité de l'offre.", noise],
    ['', noise],
    ['Cordialement,', noise],
    ['', noise],
    ["Koffi N'GUESSAN", noise],
    ['Responsable Achats – BATELEC CI SARL', noise],
    ['Cocody Riviera 3, 01 BP 0000 Abidjan 01 – Côte d’Ivoire', noise],
    ['Tél. : +225 07 00 00 00 00 / WhatsApp : +225 05 00 00 00 00', noise],
    ['RCCM : CI-ABJ-0000-B-00000 – NCC : 0000000 X', noise],
  ];
  const { data, rows } = writeText(lines);
  return {
    name: 'fr-afrique.txt',
    data,
    key: keyed(
      'fr-afrique.txt',
      'text',
      "an Abidjan electrical contractor's e-mail in French (.txt): mail headers, greeting, a Word table pasted as tab-separated text (N°/Désignation/Unité/Qté/P.U. HT/Montant HT/Observations) with the price columns empty and LOT headings; NF C names U1000 R2V, AR2V (alu), RVFV (câble armé), a câble armé with no type, CR1-C1, H07V-U, H07V-K, H05VV-F 3G2,5, H07RN-F 4G10, câble de commande; 3x2,5mm², 5G6mm², 3x35+1x16mm²; ml, km (0,5), touret (tourets de 500 m / 250 m, one touret with no length), couronne (couronnes de 100 m); 1 200 and 2 400 (space and no-break space), 275,5, env. 850, 4 x 85, 400 à 450; UTP and a cable gland; a TOTAL line, a NB cancelling line 5, a signature with RCCM/NCC",
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/**
 * 2. A factory's 请购单 exported from Yonyou U8: a merged title, 单据号/日期/部门 rows, 行号/存货编码/存货名称/规格型号/
 * 主计量单位/数量/本币单价/需求日期/备注, 数量 with three decimals in 米 / 千米 / 卷 / 盘 / 套, a 合计 formula, 制单人 and
 * 审核人 at the bottom.
 */
async function u8Qinggou(): Promise<Written> {
  const qty = (n: number): Cell => ({ number: n, format: '0.000' });
  const day = (date: string): Cell => ({ date });
  const D1 = day('2025-10-25');
  const D2 = day('2025-11-05');
  const D3 = day('2025-11-20');
  type Line = [Truth, string, string, string, string, Cell, Cell, string];
  const lines: Line[] = [
    [
      item('YJV', '4*95+1*50', 1200, LV, '含10%损耗: the amount already holds the allowance'),
      '0301010001',
      '电力电缆',
      'YJV-0.6/1kV-4*95+1*50',
      '米',
      qty(1200),
      D1,
      '含10%损耗',
    ],
    [item('YJV', '3*185+2*95', 460, LV), '0301010002', '电力电缆', 'YJV-0.6/1kV-3*185+2*95', '米', qty(460), D1, ''],
    [
      item('YJV22', '4*120+1*70', 350, LV, '0.350 千米'),
      '0301010015',
      '铠装电缆',
      'YJV22-0.6/1kV-4*120+1*70',
      '千米',
      qty(0.35),
      D1,
      '',
    ],
    [
      item('YJV22', '3*120', 1200, MV, '1.200 千米'),
      '0301010016',
      '铠装电缆',
      'YJV22-8.7/15kV-3*120',
      '千米',
      qty(1.2),
      D1,
      '急',
    ],
    [
      item('ZR-YJV', '4*35+1*16', 280, LV),
      '0301020003',
      '阻燃电缆',
      'ZR-YJV-0.6/1kV-4*35+1*16',
      '米',
      qty(280),
      D2,
      '',
    ],
    [item('ZC-YJV', '5*10', 150, LV), '0301020007', '阻燃电缆', 'ZC-YJV 5*10', '米', qty(150), D2, ''],
    [
      item('NH-YJV', '4*25+1*16', 95.5, LV),
      '0301030001',
      '耐火电缆',
      'NH-YJV-0.6/1kV-4*25+1*16',
      '米',
      qty(95.5),
      D2,
      '消防泵房',
    ],
    [
      item('WDZ-YJY', '4*50+1*25', 320, LV),
      '0301040002',
      '低烟无卤电缆',
      'WDZ-YJY-0.6/1kV-4*50+1*25',
      '米',
      qty(320),
      D2,
      '',
    ],
    [
      item('YJLV', '3*150+1*70', 600, LV, '0.600 千米'),
      '0301050001',
      '铝芯电缆',
      'YJLV-0.6/1kV-3*150+1*70',
      '千米',
      qty(0.6),
      D2,
      '路灯',
    ],
    [
      item('BV', '1*2.5', 4000, CV, `40 卷; ${COIL}`),
      '0302010003',
      '塑铜线',
      'BV-450/750V 1*2.5',
      '卷',
      qty(40),
      D1,
      '红、蓝、黄、绿各10卷',
    ],
    [item('BV', '1*4', 2000, CV, `20 卷; ${COIL}`), '0302010004', '塑铜线', 'BV-4', '卷', qty(20), D1, ''],
    [item('BVR', '1*10', 300, CV), '0302020001', '软铜线', 'BVR 1*10', '米', qty(300), D1, ''],
    [
      item('BVR', '1*16', 500, CV, `5 卷; ${COIL}`),
      '0302020002',
      '软铜线',
      'BVR-16 黄绿双色',
      '卷',
      qty(5),
      D1,
      '接地',
    ],
    [item('KVV', '4*1.5', 800, CV), '0303010001', '控制电缆', 'KVV-450/750V-4*1.5', '米', qty(800), D2, ''],
    [
      unknown(NOT_SOLD('KVVP (screened control cable)')),
      '0303010002',
      '控制电缆',
      'KVVP-10*1.0',
      '米',
      qty(200),
      D2,
      '',
    ],
    [item('KVV', '19*1.5', 250, CV, '0.250 千米'), '0303010005', '控制电缆', 'KVV 19*1.5', '千米', qty(0.25), D2, '急'],
    [item('RVV', '3*1.5', 800, SV, `8 卷; ${COIL}`), '0304010001', '护套线', 'RVV 3*1.5', '卷', qty(8), D1, ''],
    [
      review('数量 0.000 with 库存已有，取消: nothing to quote'),
      '0301010021',
      '电力电缆',
      'VV-0.6/1kV-3*16+1*10',
      '米',
      qty(0),
      D2,
      '库存已有，取消',
    ],
    [
      item('YJV', '1*300', 90, MV, '单芯; 三相各30米 adds up to the 90'),
      '0301010009',
      '电力电缆',
      'YJV-8.7/15kV-1*300',
      '米',
      qty(90),
      D3,
      '三相各30米',
    ],
    [review('no 数量: 待设计确认'), '0301010010', '电力电缆', 'YJV-4*16', '米', '', D3, '数量待设计确认'],
    [
      item('YJV', '4*70+1*35', 600, LV, '2 盘 × 每盘300米'),
      '0301010011',
      '电力电缆',
      'YJV 4*70+1*35',
      '盘',
      qty(2),
      D3,
      '每盘300米',
    ],
    [item('VV22', '4*50', 210, LV), '0301060001', '电力电缆', 'VV22-0.6/1kV-4*50', '米', qty(210), D3, ''],
    [unknown(NOT_CABLE('cable tray')), '0309010001', '电缆桥架', '槽式 200*100 热镀锌', '米', qty(60), D3, ''],
    [unknown(NOT_CABLE('cable termination')), '0309020001', '冷缩终端头', '1kV 四芯 95-120', '套', qty(6), D3, ''],
  ];
  const first = 5;
  const last = first + lines.length - 1;
  const sum =
    Math.round(
      lines.reduce((s, line) => {
        const cell = line[5];
        return s + (typeof cell === 'object' && 'number' in cell ? cell.number : 0);
      }, 0) * 1000,
    ) / 1000;
  const rows: SourceRow[] = [
    spanned(noise, '请购单'),
    row(noise, '单据号：QG2510000123', '', '日期：2025-10-15', '', '业务类型：普通采购', '', '采购类型：生产用料'),
    row(noise, '请购部门：设备动力部', '', '请购人员：王海涛', '', '项目：二号车间扩建', '', '币种：人民币'),
    row(noise, '行号', '存货编码', '存货名称', '规格型号', '主计量单位', '数量', '本币单价', '需求日期', '备注'),
    ...lines.map(([truth, code, name, spec, unit, amount, date, note], i) =>
      row(truth, String(i + 1), code, name, spec, unit, amount, '', date, note),
    ),
    row(noiseBecause('合计 of mixed units'), '合计', '', '', '', '', {
      formula: `SUM(F${first}:F${last})`,
      result: sum,
      format: '0.000',
    }),
    blank(),
    row(noise, '制单人：李娜', '', '审核人：张建国', '', '审核日期：2025-10-16', '', '打印时间：2025-10-16 09:12'),
  ];
  const { data, rows: keyRows } = await writeXlsx([
    { name: '请购单', widths: [6, 14, 14, 28, 10, 12, 10, 12, 20], rows, frozenRows: 4 },
  ]);
  return {
    name: 'u8-qinggou.xlsx',
    data,
    key: keyed(
      'u8-qinggou.xlsx',
      'sheet',
      "a factory's 请购单 exported from Yonyou U8: a title merged over the width, 单据号/日期/业务类型 and 请购部门/请购人员/项目 rows, a header 行号/存货编码/存货名称/规格型号/主计量单位/数量/本币单价/需求日期/备注 (frozen), 10-digit 存货编码 as text, 存货名称 as a category (电力电缆, 铠装电缆, 塑铜线, 护套线) with the model in 规格型号 (YJV-0.6/1kV-4*95+1*50, ZC-YJV 5*10, BV-4, BVR-16 黄绿双色, KVVP-10*1.0); 数量 shown 0.000 in 米 (1200.000, 95.500), 千米 (0.350, 1.200, 0.250), 卷, 盘 with 每盘300米 in 备注, 套; a 0.000 with 库存已有，取消, an empty 数量 with 数量待设计确认; real dates; 备注 含10%损耗, 急, 红、蓝、黄、绿各10卷, 三相各30米; tray and terminations; a 合计 formula over mixed units; 制单人/审核人",
      keyRows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/**
 * 3. An Iraqi buyer's WhatsApp chat, exported twice and pasted together: the first day from an iPhone ([12/10/25,
 * 09:27:19] Name: …), the second from an Android phone (14/10/2025, 9:21 - Name: …); messages of several lines,
 * English with Arabic, emojis, attachments, the supplier's questions, a correction and a cancellation.
 */
function iraqWhatsapp(): Written {
  const ali = (time: string, text: string) => `[12/10/25, ${time}] Ali Hassan: ${text}`;
  const lily = (time: string, text: string) => `[12/10/25, ${time}] Lily Cable Export: ${text}`;
  const ali2 = (time: string, text: string) => `14/10/2025, ${time} - Ali Hassan: ${text}`;
  const lily2 = (time: string, text: string) => `14/10/2025, ${time} - Lily Cable Export: ${text}`;
  const WIRE = 'under "wires single core solid 450/750v" (BV) / "flexible" (BVR)';
  const lines: Array<[string, Truth]> = [
    [
      ali(
        '09:27:19',
        '\u200eMessages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.',
      ),
      noise,
    ],
    [ali('09:27:19', 'السلام عليكم 🙏'), noise],
    [ali('09:27:45', 'Hello my friend, we need price for project in Basra, Zubair substation building 👇'), noise],
    [lily('09:28:30', 'Hello Ali 😊 welcome, please send the list'), noise],
    [ali('09:31:02', 'cables:'), noise],
    ['1- 4x16mm2 cu/xlpe/pvc 0.6/1kv 250m', item('YJV', '4*16', 250, LV, 'cu/xlpe/pvc is YJV')],
    [
      '2- 4x95+1x50mm2 cu/xlpe/sta/pvc armoured 2 drums 500m each',
      item(
        'YJV22',
        '4*95+1*50',
        1000,
        LV,
        'cu/xlpe/sta/pvc is YJV22 (STA confirmed below); 2 drums × 500 m; no voltage, made at 0.6/1kV only',
      ),
    ],
    ['3- 1x240mm2 cu/xlpe/pvc 0.6/1kv single core 200m', review('corrected later in the chat (300m not 200)')],
    ['4- 5x6mm2 cu/pvc/pvc 0.6/1kv 180m', item('VV', '5*6', 180, LV, 'cu/pvc/pvc 0.6/1kv is VV')],
    ['wires single core solid 450/750v:', noise],
    ['5- 10 rolls 2.5mm red', item('BV', '1*2.5', 1000, CV, `${WIRE}; ${COIL}`)],
    ['6- 10 rolls 2.5mm blue', item('BV', '1*2.5', 1000, CV, `${WIRE}; ${COIL}`)],
    ['7- 6 rolls 4mm yellow/green', item('BV', '1*4', 600, CV, `${WIRE}; ${COIL}`)],
    ['8- 4 rolls 6mm flexible black', item('BVR', '1*6', 400, CV, `${WIRE}; ${COIL}`)],
    [
      ali('09:33:40', '9- control cable 7x1.5mm 450m'),
      item('KVV', '7*1.5', 450, CV, 'control cable (cu/pvc/pvc 450/750v confirmed below) is KVV'),
    ],
    ['10- control cable 12x2.5 shielded 200m', unknown(NOT_SOLD('a screened control cable (KVVP)'))],
    [ali('09:34:05', '\u200e<attached: 00000014-PHOTO-2025-10-12-09-34-05.jpg>'), noise],
    [ali('09:34:20', 'this is from the drawing, last page 👆'), noise],
    [lily('09:41:12', 'Received 👍 Item 2 you need STA armoured or SWA?'), noise],
    [ali('09:44:50', 'STA ok'), noise],
    [lily('09:45:03', 'Ok. Price CIF Umm Qasr or FOB Shanghai? And item 1 250m in one length?'), noise],
    [ali('09:47:31', 'CIF Umm Qasr please. one length yes'), noise],
    [ali('09:47:55', 'also add'), noise],
    ['11- 4x35+1x16 cu/xlpe/pvc 0.6/1kv 1 drum', review(DRUM)],
    [
      '12- 3x150+1x70 al/xlpe/pvc 600m',
      item('YJLV', '3*150+1*70', 600, LV, 'al/xlpe/pvc is YJLV; made at 0.6/1kV only'),
    ],
    ['13- 2x10mm2 cu/pvc/pvc 100-150m', review(`${RANGE}; cancelled later in the chat`)],
    ['14- 4x25mm2 cu/xlpe/lszh 0.6/1kv 120m', item('WDZ-YJY', '4*25', 120, LV, 'cu/xlpe/lszh is WDZ-YJY')],
    [
      '15- fire resistant cu/mica/xlpe/pvc 3x4mm2 80m',
      item('NH-YJV', '3*4', 80, LV, 'cu/mica/xlpe/pvc (fire resistant) is NH-YJV'),
    ],
    [
      '16- 2x2.5 flexible cu/pvc/pvc 300/500v 5 rolls',
      item('RVV', '2*2.5', 500, SV, `flexible cu/pvc/pvc 300/500v is RVV; ${COIL}`),
    ],
    [
      '17- كيبل نحاس XLPE 4x10 طول ٢٠٠ متر',
      item(
        'YJV',
        '4*10',
        200,
        LV,
        'Arabic: copper XLPE cable 4x10, length 200 metres (Arabic-Indic digits); made at 0.6/1kV only',
      ),
    ],
    [lily('09:52:10', 'Noted ✅ we will check and send you the offer'), noise],
    [ali('09:52:31', 'شكرا حبيبي 🌹'), noise],
    [ali2('9:21', 'Good morning 🌹 any update about the price?'), noise],
    [lily2('9:23', 'Good morning Ali, offer tomorrow. Item 9 is cu/pvc/pvc 450/750v right?'), noise],
    [ali2('9:25', 'yes'), noise],
    [
      ali2('9:26', 'sorry, make item 3 (1x240) 300m not 200 🙏'),
      item('YJV', '1*240', 300, LV, 'item 3, 1x240mm2 cu/xlpe/pvc 0.6/1kv, now 300 m'),
    ],
    [
      ali2('9:27', 'and cancel item 13, not needed'),
      noiseBecause('a cancellation naming no cable (item 13 is keyed review)'),
    ],
    [ali2('9:30', '<Media omitted>'), noise],
    [ali2('9:31', '18- 4x50+1x25 cu/xlpe/pvc 0.6/1kv 2x180m'), item('YJV', '4*50+1*25', 360, LV, '2 runs × 180 m')],
    [lily2('9:33', 'Noted. What is your target price for item 2? 💰'), noise],
    [
      ali2('9:40', 'إن شاء الله I will tell you after I see your offer. total around 5 km, we need delivery 30 days'),
      noise,
    ],
  ];
  const { data, rows } = writeText(lines);
  return {
    name: 'iraq-whatsapp.txt',
    data,
    key: keyed(
      'iraq-whatsapp.txt',
      'text',
      "an Iraqi buyer's WhatsApp chat (English with Arabic, emojis) exported twice and pasted together: an iPhone export ([12/10/25, 09:27:19] Ali Hassan: …, the encryption notice, <attached: …jpg>) then an Android one (14/10/2025, 9:21 - Ali Hassan: …, <Media omitted>); a numbered list over messages of several lines (the continuation lines carry no timestamp) in IEC wording: cu/xlpe/pvc 0.6/1kv, cu/xlpe/sta/pvc armoured, cu/pvc/pvc, al/xlpe/pvc, cu/xlpe/lszh, cu/mica/xlpe/pvc, control cable, shielded; 4x16mm2, 2.5mm, 4x35+1x16; 250m, 2 drums 500m each, 1 drum, 10 rolls 2.5mm red under a 'wires single core solid 450/750v:' heading, 100-150m, 2x180m, an Arabic line with Arabic-Indic digits (طول ٢٠٠ متر); the supplier's questions (STA or SWA, CIF or FOB, target price); a correction (make item 3 (1x240) 300m not 200) and a cancellation (cancel item 13)",
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
async function main() {
  const files: Written[] = [frAfrique(), await u8Qinggou(), iraqWhatsapp()];
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
