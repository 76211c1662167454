/**
 * The fifteenth holdout inquiry corpus: inquiry files written by an outside reviewer who has not read the parser, the
 * server's code, docs/ocr.md, the README's accuracy sections or any corpus but holdout4 (its README, check.ts and
 * writers), in forms a Chinese cable supplier's sales staff receive beside the usual tidy list: a Japanese 見積依頼書
 * with JIS names, a Spanish-language RFQ mail from Peru, a 比价表 asking to re-quote some lines, a WeChat voice-to-text
 * chat, and a tender's 分项报价表 with 分包 and a 澄清. Each file has an answer key written from what the file shows
 * and what a careful salesperson would quote; README.md lists the judgement calls.
 *
 *   npx tsx corpus/holdout15/generate.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type AnswerKey,
  type Cell,
  item,
  type KeyRow,
  noise,
  noiseBecause,
  type PdfLine,
  review,
  row,
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
const _SV = '300/500V';
const JK10 = '10kV';

const _COIL = 'building wire 卷 = 100 m';
const DRUMS = 'drums of power cable with no drum length: ask';
const RANGE = 'a range of lengths, not an amount: ask';
const SEVERAL = 'several cables on one line: a key line holds one cable, so the line needs a person (or a split)';
const NOT_SOLD = (what: string) => `${what} is not in the catalogue`;
const NOT_CABLE = (what: string) => `${what}: not a cable`;
const CHANGED = (how: string) => `changed by a note below: ${how}; the note line is the item`;

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
/** 1. A Japanese factory's 見積依頼書 (in China, asking for GB equivalents) with JIS names, 1本長さ × 本数 and 巻. */
async function jpMitsumori(): Promise<Written> {
  type Line = [Truth, ...Cell[]];
  // No. | 品名 | 型式 | 電圧 | サイズ | 1本長さ(m) | 本数 | 数量 | 単位 | 備考
  const body: Line[] = [
    [
      item('YJV', '4*150', 170, LV, 'CV 600V = YJV 0.6/1kV; 85 m × 2本'),
      1,
      '動力ケーブル',
      'CV',
      '600V',
      '4C-150sq',
      85,
      2,
      { formula: 'F6*G6', result: 170 },
      'm',
      '受電盤→MCC-1',
    ],
    [
      item('YJV', '1*400', 252, LV, '42 m × 6本'),
      2,
      '動力ケーブル',
      'CV',
      '600V',
      '1C-400sq',
      42,
      6,
      { formula: 'F7*G7', result: 252 },
      'm',
      '変圧器二次側',
    ],
    [
      review(`${CHANGED('※No.3 は 3C-35sq に変更 (数量同じ)')}; 38sq is a JIS section with no GB size anyway`),
      3,
      '動力ケーブル',
      'CV',
      '600V',
      '3C-38sq',
      60,
      3,
      { formula: 'F8*G8', result: 180 },
      'm',
      'MCC-1→ポンプ',
    ],
    [
      unknown(NOT_SOLD('CVT (triplex: three single-core CV twisted)')),
      4,
      '動力ケーブル',
      'CVT',
      '600V',
      '150sq',
      120,
      1,
      { formula: 'F9*G9', result: 120 },
      'm',
      '',
    ],
    [item('YJV', '4*95+1*50', 350, LV), 5, '動力ケーブル', 'CV', '0.6/1kV', '4C×95+1C×50', '', '', 350, 'm', 'GB品可'],
    [
      review('CV 6600V: a 6.6 kV cable — 6/10kV or 8.7/15kV in GB terms? ask'),
      6,
      '高圧ケーブル',
      'CV',
      '6600V',
      '3C-150sq',
      95,
      1,
      { formula: 'F11*G11', result: 95 },
      'm',
      '高圧受電',
    ],
    [
      item('KVV', '10*1.5', 240, CV, 'CVV (JIS control cable, PVC/PVC) = KVV; 1.5mm² written as a GB size'),
      7,
      '制御ケーブル',
      'CVV',
      '600V',
      '10C×1.5mm²（GB）',
      30,
      8,
      { formula: 'F12*G12', result: 240 },
      'm',
      '',
    ],
    [item('BV', '1*2.5', 500, CV, 'IV = BV; 5巻 × 100m巻'), 8, '電線', 'IV', '', '2.5sq', '', '', 5, '巻', '100m巻'],
    [
      review(
        'IV 1.6mm is a solid wire by diameter (≈2.0 mm²), no GB size, and 巻 with no coil length (300 m in Japan, 100 m in China): ask',
      ),
      9,
      '電線',
      'IV',
      '',
      '1.6mm',
      '',
      '',
      4,
      '巻',
      '',
    ],
    [
      item('BV', '1*4', 600, CV, '2巻 × 300m巻 as the row says'),
      10,
      '電線',
      'IV',
      '',
      '4sq',
      '',
      '',
      2,
      '巻',
      '300m巻',
    ],
    [
      unknown(NOT_SOLD('VVF (flat PVC building cable)')),
      11,
      'VVFケーブル',
      'VVF',
      '',
      '2.0mm-3C',
      '',
      '',
      10,
      '巻',
      '',
    ],
    [
      item('WDZ-YJY', '5*16', 180, LV, 'EM-CE (eco, halogen-free XLPE/PE) = WDZ-YJY; 45 m × 4本'),
      12,
      'エコケーブル',
      'EM-CE',
      '0.6/1kV',
      '5C×16mm²',
      45,
      4,
      { formula: 'F17*G17', result: 180 },
      'm',
      '低煙ハロゲンフリー',
    ],
    [
      unknown(NOT_SOLD('EM-IE (halogen-free single-core wire, WDZ-BYJ)')),
      13,
      'エコ電線',
      'EM-IE',
      '',
      '2.5sq',
      '',
      '',
      3,
      '巻',
      '',
    ],
    [
      item('YJV', '2*2.5', 240, LV, '30 m × 8本'),
      14,
      '動力ケーブル',
      'CV',
      '600V',
      '2C-2.5sq',
      30,
      8,
      { formula: 'F19*G19', result: 240 },
      'm',
      '照明盤',
    ],
    [unknown(NOT_CABLE('terminations (端末処理材)')), 15, '付属品', '端末処理材', '', '150sq用', '', '', 4, '組', ''],
    [unknown(NOT_CABLE('cable rack (tray)')), 16, 'ケーブルラック', '', '', 'W600', '', '', 60, 'm', '溶融亜鉛めっき'],
    [
      item('YJV', '3*70+1*35', 300, LV, '0.3km'),
      17,
      '動力ケーブル',
      'CV',
      '600V',
      '3C×70+1C×35',
      '',
      '',
      '0.3km',
      '',
      '',
    ],
    [review(`${DRUMS} (1 ドラム)`), 18, '動力ケーブル', 'CV', '600V', '4C-95sq', '', '', 1, 'ドラム', '予備'],
  ];
  const sum = body.reduce((s, l) => {
    const c = l[8];
    return s + (typeof c === 'number' ? c : typeof c === 'object' && 'formula' in c ? c.result : 0);
  }, 0);
  const rows = [
    spanned(noise, '見　積　依　頼　書'),
    row(noise, '東洋精機（蘇州）有限公司　設備課', '', '', '', '', '', '', '発行日', { date: '2025-09-19' }),
    row(noise, '江蘇華纜電線電纜有限公司　営業部　御中'),
    spanned(
      noise,
      '下記の通りお見積りをお願い致します。中国規格（GB）相当品にてご提示ください。納期：10月末　納入場所：蘇州工業園区 第2工場',
    ),
    row(noise, 'No.', '品名', '型式', '電圧', 'サイズ', '1本長さ(m)', '本数', '数量', '単位', '備考'),
    ...body.map(([truth, ...cells]) => row(truth, ...cells)),
    row(
      noiseBecause('a 合計 of mixed units'),
      '',
      '',
      '',
      '',
      '合計',
      '',
      '',
      { formula: 'SUM(H6:H23)', result: sum },
      '',
      '',
    ),
    spanned(noise, '※CVT・VVFは中国で入手困難な場合、代替品をご提案ください。'),
    spanned(
      item('YJV', '3*35', 180, LV, 'No.3 changed to 3C-35sq, 数量同じ (60 m × 3本 = 180 m), CV 600V'),
      '※No.3 は 3C-35sq に変更します（数量同じ）。',
    ),
    spanned(noise, '担当：設備課　山田　TEL 0512-6288-3175　yamada@toyo-seiki.cn'),
  ];
  const { data, rows: keyRows } = await writeXlsx([
    { name: '見積依頼', widths: [5, 14, 10, 9, 16, 10, 6, 18, 6, 14], rows, frozenRows: 5 },
  ]);
  return {
    name: 'jp-mitsumori.xlsx',
    data,
    key: keyed(
      'jp-mitsumori.xlsx',
      'sheet',
      "a Japanese factory's 見積依頼書 (in China, asking for GB 相当品): 発行日 as a real date, 宛先 御中, header No./品名/型式/電圧/サイズ/1本長さ(m)/本数/数量/単位/備考 frozen; JIS names CV 600V (4C-150sq, 1C-400sq, 3C-38sq, 2C-2.5sq, 4C×95+1C×50), CV 6600V, CVT, CVV 10C×1.5mm²（GB）, IV 2.5sq 5巻 100m巻 / 4sq 2巻 300m巻 / 1.6mm 4巻, VVF 2.0mm-3C, EM-CE 5C×16mm², EM-IE; 数量 a formula 1本長さ×本数 on most cable rows, 0.3km as text, 1 ドラム; 端末処理材 and ケーブルラック; a 合計 formula, notes under the table (代替品をご提案ください; No.3 は 3C-35sq に変更（数量同じ）) and the 担当 line",
      keyRows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/** 2. A Peruvian buyer's RFQ mail in Spanish: DIN/IEC names (N2XY, NYY, N2XOH, N2XSY), THW, dot thousands, bobinas. */
function esCotizacion(): Written {
  const N2XY = 'N2XY (XLPE/PVC, IEC 60502) = YJV';
  const lines: Array<[string, Truth]> = [
    ['De: Jorge Quispe Mamani <jquispe@electroandina.pe>', noise],
    ['Enviado el: jueves, 18 de septiembre de 2025 10:14', noise],
    ['Para: ventas@hualan-cable.com', noise],
    ['Asunto: Solicitud de cotización - Proyecto Planta Concentradora Arequipa / RFQ-EA-2025-0917', noise],
    ['', noise],
    ['Estimados señores:', noise],
    ['', noise],
    ['Por medio del presente les solicitamos cotizar los siguientes materiales, precio CIF Callao, norma IEC:', noise],
    ['', noise],
    [
      '1. Cable N2XY 4x95+1x50 mm2, 0,6/1 kV ............ 1.200 m',
      item('YJV', '4*95+1*50', 1200, LV, `${N2XY}; 1.200 = 1200`),
    ],
    [
      '2. Cable N2XOH 3-1x240 mm2, 0,6/1 kV ............ 450 ml (por fase)',
      item(
        'WDZ-YJY',
        '1*240',
        1350,
        LV,
        'N2XOH (XLPE, halogen-free) = WDZ-YJY; 3-1x240 = three single cores, 450 ml por fase × 3',
      ),
    ],
    [
      '3. Cable NYY 3x35+16 mm2, 0,6/1 kV ............ 2 bobinas x 500 m',
      item('VV', '3*35+1*16', 1000, LV, 'NYY (PVC/PVC) = VV; 2 × 500 m'),
    ],
    ['4. Cable NYY 4x16 mm2 ............ 3 bobinas', review(`${DRUMS} (3 bobinas)`)],
    [
      '5. Cable N2XSY 3-1x95 mm2, 8,7/15 kV ............ 1,2 km (cada fase)',
      item('YJV', '1*95', 3600, MV, 'N2XSY (XLPE, copper screen, PVC) = YJV single core; 1,2 km = 1200 m a phase × 3'),
    ],
    [
      '6. Conductor THW 2.5 mm2, rollo x 100 m ............ 20 rollos (rojo, negro, blanco, verde)',
      unknown(NOT_SOLD('THW (American PVC building wire)')),
    ],
    ['7. Conductor THW 6 mm2 ............ 8 rollos', unknown(NOT_SOLD('THW (American PVC building wire)'))],
    [
      '8. Conductor NH-80 (libre de halógenos) 4 mm2 ............ 1.000 m',
      unknown(NOT_SOLD('NH-80 (halogen-free single-core wire)')),
    ],
    ['9. Cable de control tipo KVV 12x1,5 mm2, 450/750 V ............ 600 m', item('KVV', '12*1.5', 600, CV)],
    [
      '10. Cable N2XY 3x10 mm2 ............ 850 ml',
      review(CHANGED('Nota: cambiar el ítem 10 a N2XY 3x16 mm2, misma cantidad')),
    ],
    ['11. Cable N2XY 1x185 mm2 ............ entre 900 y 1.100 m (por confirmar)', review(RANGE)],
    ['12. Cable N2XY 3x50+1x25 mm2, 0,6/1 kV ............ 1.500 m', item('YJV', '3*50+1*25', 1500, LV, N2XY)],
    ['13. Terminales de compresión para 240 mm2 ............ 36 und', unknown(NOT_CABLE('compression lugs'))],
    ['14. Bandeja portacable tipo escalera 300x100 mm ............ 120 m', unknown(NOT_CABLE('ladder cable tray'))],
    ['', noise],
    [
      'Nota: favor cambiar el ítem 10 a N2XY 3x16 mm2, misma cantidad.',
      item('YJV', '3*16', 850, LV, `${N2XY}; misma cantidad = 850 ml`),
    ],
    [
      'Plazo de entrega requerido: 45 días. Forma de pago: carta de crédito a 60 días. Validez de la oferta: 30 días.',
      noise,
    ],
    ['Favor indicar peso y dimensiones de cada bobina.', noise],
    ['', noise],
    ['Saludos cordiales,', noise],
    ['', noise],
    ['Jorge Quispe Mamani', noise],
    ['Jefe de Compras | Electro Andina S.A.C.', noise],
    ['Av. Parra 245, Cercado, Arequipa - Perú | Tel. +51 54 282100 | Cel. 959 412 387', noise],
  ];
  const { data, rows } = writeText(lines);
  return {
    name: 'es-cotizacion.txt',
    data,
    key: keyed(
      'es-cotizacion.txt',
      'text',
      "a Peruvian contractor's RFQ e-mail in Spanish (.txt): Outlook headers, a numbered list with dot leaders; IEC/DIN names N2XY, NYY 3x35+16, N2XOH 3-1x240 450 ml (por fase), N2XSY 3-1x95 8,7/15 kV 1,2 km (cada fase); 0,6/1 kV with a decimal comma; 1.200 m / 1.500 m / 1.000 m with a dot for thousands, ml (metros lineales), 2 bobinas x 500 m, 3 bobinas, rollos of THW, NH-80, KVV 12x1,5, entre 900 y 1.100 m; lugs and a ladder tray; a Nota after the list changing ítem 10 to 3x16 (misma cantidad); terms and a signature",
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/** 3. A 询价回复对比表 (第二轮): three suppliers' earlier prices per line, 是否重新报价 是/否/已定, merged 名称, 汇总. */
async function bijiaRequote(): Promise<Written> {
  const SETTLED = '已定: settled with another supplier, not to be quoted';
  const NOT_AGAIN = '是否重新报价 否: not to be re-quoted';
  type Line = [Truth, string, string, string, Cell, number, number, number, string, string];
  const lines: Line[] = [
    [item('YJV', '4*185+1*95', 420, LV), '电力电缆', 'YJV-0.6/1kV-4×185+1×95', '米', 420, 812.5, 798, 805.6, '是', ''],
    [review(CHANGED('第2项数量调整为750米')), '', 'YJV-0.6/1kV-4×120+1×70', '米', 680, 536.2, 529.8, 541, '是', ''],
    [review(SETTLED), '铠装电力电缆', 'YJV22-0.6/1kV-4×70+1×35', '米', 350, 352.4, 346, 349.9, '已定', '乙'],
    [
      item('ZR-YJV', '3*95+2*50', 500, LV),
      '阻燃电力电缆',
      'ZR-YJV-0.6/1kV-3×95+2×50',
      '米',
      500,
      418.6,
      425,
      409.3,
      '是',
      '',
    ],
    [review(NOT_AGAIN), '耐火电缆', 'NH-YJV-0.6/1kV-5×10', '米', 260, 68.5, 66.2, 67, '否', '价格可接受'],
    [
      item('YJV', '4*50+1*25', 300, LV, 'YJY typed, 备注 says 应为YJV'),
      '电力电缆',
      'YJY-0.6/1kV-4×50+1×25',
      '米',
      300,
      228.4,
      231,
      226.7,
      '是',
      '型号笔误，应为YJV',
    ],
    [
      unknown(
        `${NOT_SOLD('YJY (XLPE/PE sheath; only WDZ-YJY is sold)')}; nothing on this row says it is a typo for YJV`,
      ),
      '电力电缆',
      'YJY-0.6/1kV-3×25+1×16',
      '米',
      180,
      96.3,
      98,
      95.1,
      '是',
      '',
    ],
    [item('KVV', '7*2.5', 1200, CV), '控制电缆', 'KVV-450/750V-7×2.5', '米', '1,200', 18.6, 18.2, 19, '是', ''],
    [
      item('KVV', '4*1.5', 800, CV, '0.8 千米'),
      '',
      'KVV-450/750V-4×1.5',
      '千米',
      0.8,
      7820,
      7650,
      7900,
      '是',
      '单价为元/千米',
    ],
    [
      item('BV', '1*4', 4000, CV, '40卷 × 100米/卷'),
      '布电线',
      'BV-450/750V-1×4',
      '卷',
      40,
      265,
      259,
      262,
      '是',
      '100米/卷',
    ],
    [review(SETTLED), '软铜线', 'BVR-450/750V-1×16', '米', 600, 14.2, 13.9, 14.5, '已定', '丙'],
    [item('YJV', '3*120', 230, MV), '中压电缆', 'YJV-8.7/15kV-3×120', '米', 230, 412, 405.5, 418, '是', ''],
    [
      item('YJLV', '4*240+1*120', 900, LV, '约900'),
      '铝芯电缆',
      'YJLV-0.6/1kV-4×240+1×120',
      '米',
      '约900',
      118.6,
      121,
      116.9,
      '是',
      '',
    ],
    [unknown(NOT_CABLE('cable terminations')), '铜芯电缆终端头', '4×185 户内热缩', '套', 12, 185, 176, 190, '是', ''],
    [unknown(NOT_CABLE('cable tray')), '电缆桥架', '槽式 300×150', '米', 180, 142, 138, 145, '已定', '甲'],
    [
      item('YJV', '1*300', 300, LV, '2×150'),
      '电力电缆',
      'YJV-0.6/1kV-1×300',
      '米',
      '2×150',
      362,
      358,
      365.5,
      '是',
      '两根并联',
    ],
    [
      item('VV', '3*16+1*10', 150, LV),
      '电力电缆',
      'VV-0.6/1kV-3×16+1×10',
      '米',
      150,
      64.8,
      63.5,
      66,
      '是（补充）',
      '本轮新增',
    ],
  ];
  const first = 4;
  const numeric = lines.map((l) => (typeof l[4] === 'number' ? l[4] : 0)).reduce((a, b) => a + b, 0);
  const rows = [
    spanned(noise, '华东石化仓储二期　电缆询价回复对比表（第二轮）'),
    spanned(
      noise,
      '说明：请贵司仅对“是否重新报价”为“是”的行报价；标“已定”的行已与其他供应商签约，无需报价。报价含税含运，有效期30天。',
    ),
    row(
      noise,
      '序号',
      '物资名称',
      '规格型号',
      '单位',
      '数量',
      '甲供应商单价',
      '乙供应商单价',
      '丙供应商单价',
      '上轮最低价',
      '是否重新报价',
      '备注',
    ),
    ...lines.map(([truth, name, spec, unit, qty, a, b, c, again, note], i) =>
      row(truth, i + 1, name, spec, unit, qty, a, b, c, Math.min(a, b, c), again, note),
    ),
    row(noiseBecause('汇总'), '汇总', '', '', '', {
      formula: `SUM(E${first}:E${first + lines.length - 1})`,
      result: Math.round(numeric * 1000) / 1000,
    }),
    spanned(
      noise,
      '报价联系人：采购部 陈工 13962218875　　报价截止：2025年9月26日17:00，盖章扫描件发送至 cg@hdsh-cc.com',
    ),
    spanned(
      item('YJV', '4*120+1*70', 750, LV, '第2项 YJV-0.6/1kV-4×120+1×70 调整为750米'),
      '备注：第2项数量调整为750米，其余不变。',
    ),
  ];
  const { data, rows: keyRows } = await writeXlsx([
    {
      name: '比价表',
      widths: [6, 14, 28, 6, 10, 12, 12, 12, 12, 12, 14],
      rows,
      merges: [
        [4, 2, 5, 2],
        [11, 2, 12, 2],
      ],
      frozenRows: 3,
    },
  ]);
  return {
    name: 'bijia-requote.xlsx',
    data,
    key: keyed(
      'bijia-requote.xlsx',
      'sheet',
      "a buyer's 询价回复对比表（第二轮）: a 说明 that only 是否重新报价 = 是 rows are to be quoted and 已定 rows are settled; 序号/物资名称/规格型号/单位/数量, three suppliers' unit prices (甲/乙/丙, one in 元/千米), 上轮最低价, 是否重新报价 (是, 否, 已定, 是（补充）) and 备注; 物资名称 merged over two rows twice; YJY typed once with 备注 型号笔误，应为YJV and once without; 1,200 and 约900 and 2×150 as text, a 千米 row (0.8), BV in 卷 with 100米/卷; terminations and tray; a 汇总 formula, a contact line and a 备注 below changing 第2项 to 750米",
      keyRows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/** 4. WeChat messages copied from a phone: voice-to-text with the errors speech recognition makes, and corrections. */
function wechatAsr(): Written {
  const lines: Array<[string, Truth]> = [
    ['恒通机电李工', noise],
    ['9月23日 上午9:12', noise],
    ['李工：[语音转文字] 喂王经理你好，我这边金山那个厂房项目要报一批电缆，你帮我报个价啊', noise],
    [
      '李工：[语音转文字] 第一个是歪杰威零点六一千伏的四芯九五加一芯五十，要两百五十米',
      review(CHANGED('李工 later: 四芯九五的…改成三百五十米')),
    ],
    [
      '李工：[语音转文字] 第二个YJV三乘一百二加一乘七十，一千二',
      item('YJV', '3*120+1*70', 1200, LV, '一千二 = 1200 m'),
    ],
    [
      '李工：[语音转文字] 然后要压铁的，YJV二二，四芯三十五加一芯幺六，三百米',
      item('YJV22', '4*35+1*16', 300, LV, '压铁 = 铠装, 幺六 = 16'),
    ],
    [
      '李工：[语音转文字] 还有一个高压的，八点七十五千伏三芯的二百四，YJV二二，幺百八十米',
      review(CHANGED('哦不好意思说错了…是三芯一百五，不是二百四，数量不变')),
    ],
    ['王经理：好的李工，BV线要不要？', noise],
    ['李工：[语音转文字] 要的BV二点五平放的红黄蓝各十卷，四平放的双色五卷', review(SEVERAL)],
    ['李工：[语音转文字] 控制电缆KVV十芯一点五的，四百五十米', item('KVV', '10*1.5', 450, CV)],
    ['上午9:20', noise],
    [
      '李工：[语音转文字] 对了那个四芯九五的不要两百五了，改成三百五十米',
      item('YJV', '4*95+1*50', 350, LV, 'the 歪杰威 (YJV) 零点六一千伏 4×95+1×50 of the first message'),
    ],
    ['李工：[语音转文字] 电缆头也一起报一下，四芯九五的户内终端六套', unknown(NOT_CABLE('cable terminations'))],
    ['王经理：收到，下午给你', noise],
    ['李工：[语音转文字] 还有路灯那边的YJV五芯十六，大概八百到一千米吧', review(RANGE)],
    ['李工：[语音转文字] 耐火的NH-YJV五乘四，两盘', review(`${DRUMS} (两盘)`)],
    [
      '李工：[语音转文字] 另外阻燃的ZR歪杰威三乘五十加二乘二五，每根一百五十米，一共四根',
      item('ZR-YJV', '3*50+2*25', 600, LV, '150 m × 4根'),
    ],
    ['李工：[语音转文字] 再加个铝芯的YJLV四乘一百八十五加一乘九十五，六百米', item('YJLV', '4*185+1*95', 600, LV)],
    [
      '李工：[语音转文字] 哦不好意思说错了，刚才那个高压的是三芯一百五，不是二百四，数量不变',
      item('YJV22', '3*150', 180, MV, '高压的 = the YJV二二 八点七十五千伏 (8.7/15kV) line, 幺百八十米 = 180 m'),
    ],
    ['李工：[图片]', noise],
    ['李工：[语音转文字] 就这些，尽快啊，月底要货', noise],
    ['王经理：好的，中午前发你', noise],
  ];
  const { data, rows } = writeText(lines);
  return {
    name: 'wechat-asr.txt',
    data,
    key: keyed(
      'wechat-asr.txt',
      'text',
      "a WeChat chat copied from a phone, the buyer talking in voice messages shown as [语音转文字]: 歪杰威 for YJV, 零点六一千伏, 八点七十五千伏 for 8.7/15kV, 压铁 for 铠装, 平放 for 平方, YJV二二, 幺 for 1 (幺六, 幺百八十米), 四芯九五加一芯五十, 三乘一百二加一乘七十, 一千二 with no unit, 两百五十米, 两盘, 八百到一千米, 每根一百五十米，一共四根, 红黄蓝各十卷 with a second wire on the line; time separators, the supplier's replies, [图片]; two corrections in later messages (改成三百五十米; 是三芯一百五，不是二百四，数量不变)",
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/** 5. A tender's 分项报价表 (货物清单) in three 包, over two pages, 暂估数量, notes and a 澄清 changing one line. */
async function tenderFenbao(): Promise<Written> {
  const ESTIMATE = '暂估数量: quoted as written';
  const text = (t: string, truth: Truth = noise, extra: Partial<Extract<PdfLine, { kind: 'text' }>> = {}): PdfLine => ({
    kind: 'text',
    text: t,
    truth,
    ...extra,
  });
  const cells = (truth: Truth, ...c: string[]): PdfLine => ({ kind: 'cells', cells: c, truth });
  const header = (): PdfLine => ({
    kind: 'cells',
    cells: ['包号', '序号', '货物名称', '规格型号', '单位', '暂估数量', '备注'],
    truth: noise,
    top: true,
  });
  const pages: PdfLine[][] = [
    [
      text('江北新区污水处理厂提标改造工程　电线电缆采购　招标文件', noise, { size: 12, centred: true }),
      text('第五章　分项报价表（货物清单）', noise, { size: 11, centred: true }),
      text('项目编号：JBZB-2025-0917-03　　币种：人民币　　投标人可按包投标，每包须全部报价', noise, { gapBefore: 4 }),
      header(),
      cells(
        item('YJV', '4*240+1*120', 1850, LV, ESTIMATE),
        '第1包',
        '1',
        '电力电缆',
        'YJV-0.6/1kV-4×240+1×120',
        '米',
        '1850',
        '',
      ),
      cells(
        item('YJV', '4*150+1*70', 960, LV, ESTIMATE),
        '',
        '2',
        '电力电缆',
        'YJV-0.6/1kV-4×150+1×70',
        '米',
        '960',
        '',
      ),
      cells(
        item('ZC-YJV', '4*70+1*35', 1200, LV, '暂估，按实结算 — the estimate is quoted'),
        '',
        '3',
        '阻燃电力电缆',
        'ZC-YJV-0.6/1kV-4×70+1×35',
        '米',
        '1200',
        '暂估，按实结算',
      ),
      cells(
        item('NH-YJV', '4*25+1*16', 680, LV, ESTIMATE),
        '',
        '4',
        '耐火电力电缆',
        'NH-YJV-0.6/1kV-4×25+1×16',
        '米',
        '680',
        '',
      ),
      cells(
        item('YJV22', '3*185+2*95', 750, LV, '0.75 千米'),
        '',
        '5',
        '铠装电力电缆',
        'YJV22-0.6/1kV-3×185+2×95',
        '千米',
        '0.75',
        '',
      ),
      cells(review('按实: no amount'), '', '6', '电力电缆', 'YJV-0.6/1kV-5×6', '米', '按实', ''),
      cells(unknown(NOT_CABLE('cable terminations')), '', '7', '电缆终端头', '4×240+1×120 冷缩户内', '套', '16', ''),
      cells(
        item('YJV22', '3*300', 1420, MV, ESTIMATE),
        '第2包',
        '8',
        '中压电力电缆',
        'YJV22-8.7/15kV-3×300',
        '米',
        '1420',
        '',
      ),
      cells(
        review(CHANGED('澄清（第1号）: 第9项规格型号更正为 YJV-8.7/15kV-3×120，暂估数量640米不变')),
        '',
        '9',
        '中压电力电缆',
        'YJV-8.7/15kV-3×95',
        '米',
        '640',
        '暂估',
      ),
      cells(
        item('YJV', '1*630', 630, MV, '3×210 (三相, note 2: three runs of 210 m)'),
        '',
        '10',
        '单芯电缆',
        'YJV-8.7/15kV-1×630',
        '米',
        '3×210',
        '三相',
      ),
      cells(unknown(NOT_CABLE('MV cable terminations')), '', '11', '中压电缆终端', '3×300 户外冷缩', '套', '6', ''),
      cells(
        item('KVV', '19*1.5', 2200, CV, ESTIMATE),
        '第3包',
        '12',
        '控制电缆',
        'KVV-450/750V-19×1.5',
        '米',
        '2200',
        '',
      ),
      cells(item('KVV', '4*2.5', 1500, CV, ESTIMATE), '', '13', '控制电缆', 'KVV-450/750V-4×2.5', '米', '1500', ''),
      text('第 1 页　共 2 页', noise, { centred: true, gapBefore: 10 }),
    ],
    [
      text('江北新区污水处理厂提标改造工程　分项报价表（续）', noise, { centred: true }),
      header(),
      cells(
        item('BV', '1*2.5', 12000, CV, '120卷 × 每卷100米'),
        '第3包（续）',
        '14',
        '布电线',
        'BV-450/750V-1×2.5',
        '卷',
        '120',
        '每卷100米',
      ),
      cells(item('BV', '1*6', 3500, CV), '', '15', '布电线', 'BV-450/750V-1×6', '米', '3500', ''),
      cells(
        review('deleted by 澄清（第1号）: 第16项删除 — not to be quoted'),
        '',
        '16',
        '软电线',
        'RVV-300/500V-3×1.5',
        '米',
        '800',
        '',
      ),
      cells(
        item('BVR', '1*35', 400, CV, 'building wire 盘 = a 100 m coil, as holdout4 reads BV in 盘'),
        '',
        '17',
        '布电线',
        'BVR-450/750V-1×35',
        '盘',
        '4',
        '',
      ),
      cells(unknown(NOT_CABLE('cable tray')), '', '18', '电缆桥架', '槽式 400×150 热镀锌', '米', '260', ''),
      cells(item('JKLYJ', '1*185', 2600, JK10), '', '19', '架空绝缘导线', 'JKLYJ-10kV-1×185', '米', '2600', ''),
      cells(
        unknown(NOT_SOLD('LGJ steel-cored aluminium strand')),
        '',
        '20',
        '钢芯铝绞线',
        'LGJ-120/20',
        '千克',
        '1850',
        '',
      ),
      text('注：1. 暂估数量仅供投标报价参考，结算按实际使用量。', noise, { gapBefore: 6 }),
      text('　　2. 第2包第10项单芯电缆按三相计，3×210米为三根各210米。'),
      text('　　3. 投标人须对所投包的全部货物报价，不得漏项；报价含税、含运至现场。'),
      text('澄清（第1号，2025年9月24日）：', noise, { gapBefore: 10 }),
      text(
        '　　一、第9项规格型号更正为 YJV-8.7/15kV-3×120，暂估数量640米不变。',
        item('YJV', '3*120', 640, MV, '第9项 corrected, 640 m 不变'),
      ),
      text('　　二、第16项删除。', noiseBecause('deletes 第16项; names no cable')),
      text('　　三、投标截止时间不变。'),
      text('第 2 页　共 2 页', noise, { centred: true, gapBefore: 10 }),
    ],
  ];
  const { data, rows } = await writePdf({
    page: [595, 842],
    columns: [0, 58, 86, 152, 320, 354, 410],
    pages,
    producer: 'Microsoft Word 2016',
  });
  return {
    name: 'tender-fenbao.pdf',
    data,
    key: keyed(
      'tender-fenbao.pdf',
      'pdf',
      "a tender's 第五章 分项报价表（货物清单） (Word to a text PDF, A4, ruled) over two pages: 包号/序号/货物名称/规格型号/单位/暂估数量/备注, 包号 written on each 包's first row only (第1包 低压, 第2包 中压, 第3包 控制电缆及电线 going on over the page break as 第3包（续） under a running header and the header repeated); 暂估 and 暂估，按实结算 remarks, 按实, 千米 (0.75), 3×210 for a 三相 single core, BV in 卷 with 每卷100米, BVR in 盘 with no length, JKLYJ-10kV, LGJ in 千克, terminations and tray; 注 1-3 under the table and a 澄清（第1号） correcting 第9项's spec (640米不变) and deleting 第16项; 第 n 页 共 2 页 footers",
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
async function main() {
  const files: Written[] = [
    await jpMitsumori(),
    esCotizacion(),
    await bijiaRequote(),
    wechatAsr(),
    await tenderFenbao(),
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
