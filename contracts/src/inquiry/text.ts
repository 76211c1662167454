/**
 * One spelling for what people type in several ways: full-width letters, digits and signs (ＹＪＶ－３×９５), the
 * ideographic space, dashes, and runs of whitespace. Chinese text is kept as it is.
 */

const FULL_WIDTH_OFFSET = 0xfee0;

/**
 * The Traditional characters of an inquiry written in Hong Kong or Taiwan, as the Simplified ones the rest of the
 * reading knows (電纜 电缆, 銅芯 铜芯, 數量 数量, 盤 盘, 捲 卷, 公尺 米): the words of cables, units, amounts and lists.
 */
const TRADITIONAL: Readonly<Record<string, string>> = Object.fromEntries(
  [
    ['電', '电'],
    ['纜', '缆'],
    ['線', '线'],
    ['銅', '铜'],
    ['鋁', '铝'],
    ['數', '数'],
    ['單', '单'],
    ['規', '规'],
    ['號', '号'],
    ['備', '备'],
    ['註', '注'],
    ['計', '计'],
    ['壓', '压'],
    ['絕', '绝'],
    ['緣', '缘'],
    ['護', '护'],
    ['軟', '软'],
    ['層', '层'],
    ['樓', '楼'],
    ['長', '长'],
    ['約', '约'],
    ['盤', '盘'],
    ['捲', '卷'],
    // Cantonese for a coil (BV 2.5 各5轆).
    ['轆', '卷'],
    ['變', '变'],
    ['辘', '卷'],
    ['軸', '轴'],
    ['條', '条'],
    ['總', '总'],
    ['價', '价'],
    ['項', '项'],
    ['規', '规'],
    ['鎧', '铠'],
    ['裝', '装'],
    ['無', '无'],
    ['鹵', '卤'],
    ['煙', '烟'],
    ['聯', '联'],
    ['聚', '聚'],
    ['氯', '氯'],
    ['乙', '乙'],
    ['烯', '烯'],
    ['類', '类'],
    ['貨', '货'],
    ['質', '质'],
    ['顏', '颜'],
    ['紅', '红'],
    ['黃', '黄'],
    ['綠', '绿'],
    ['藍', '蓝'],
    ['黑', '黑'],
    ['萬', '万'],
    ['兩', '两'],
    ['個', '个'],
    ['帶', '带'],
    ['廠', '厂'],
    ['鋼', '钢'],
    ['絲', '丝'],
    ['屏', '屏'],
    ['蔽', '蔽'],
    ['導', '导'],
    ['體', '体'],
    ['芯', '芯'],
    ['額', '额'],
    ['壓', '压'],
    ['稱', '称'],
    ['種', '种'],
    ['須', '须'],
    ['請', '请'],
    ['報', '报'],
    ['詢', '询'],
    ['單', '单'],
    ['價', '价'],
    ['預', '预'],
    ['餘', '余'],
    // Japan's forms where they differ (単位, 巻, 備考): a Japanese customer's list reads as a Chinese one.
    ['単', '单'],
    ['巻', '卷'],
  ].filter(([traditional, simplified]) => traditional !== simplified),
);
const TRADITIONAL_CHARACTERS = new RegExp(`[${Object.keys(TRADITIONAL).join('')}]`, 'g');

/**
 * A letter O typed or recognised for a zero: in a structure's number ("4*95+1*5O"), after a digit or before a point in
 * a number ("48O米", "2OO", "O.6/1kV"), as a phone's text recognition writes them.
 */
const LETTER_O_FOR_ZERO =
  /(?<=[*×xX+]\s?\d{1,3})[Oo](?![A-Za-z])|(?<=\d[.,]?O*)O(?=[^A-Za-z]|[OxXmk]|$)|(?<![A-WYZa-wyz\d])O(?=[.,]\d)/g;
/**
 * A letter l recognised for a one, where only a digit stands: before a times sign or a digit with no letter before it
 * ("lx95", "l6O", "/lkV"), or after a digit, a point or a sign with no letter after it ("5xl6", "2l5").
 */
const LETTER_L_FOR_ONE = /(?<![A-Za-z])l(?=\s?[\dxX×*]|kV)|(?<=[\d.xX×*+\-/])l(?![A-Za-z])/g;
/** A Cyrillic х typed for the multiplication sign on a Russian keyboard ("4х185+1х95"), and its decimal comma ("10х1,5"). */
const CYRILLIC_TIMES = /(?<=\d\s?)[\u0445\u0425](?=\s?\d)/g;
const DECIMAL_COMMA_AFTER_CYRILLIC_TIMES = /(?<=\d\s?[\u0445\u0425]\s?\d{1,3}),(?=\d(?![\d,]))/g;
/** Arabic-Indic and Persian digits (٢٠٠, ۲۰۰), and the Arabic decimal and thousands separators (٫ ٬). */
const ARABIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;
const arabicDigit = (ch: string) => String((ch.charCodeAt(0) - 0x0660) % (0x06f0 - 0x0660));
/** Arabic lengths and packings after a number: متر/أمتار/م (metres), كم/كيلومتر (km), لفة/لفات (rolls), بكرة/بكرات (drums). */
const ARABIC_KILOMETRES = /(?<=\d\s?)(?:كيلومتر|كيلو متر|كم)(?![\u0600-\u06ff])/g;
const ARABIC_METRES = /(?<=\d\s?)(?:مترا|متر|أمتار|امتار|م)(?![\u0600-\u06ff])/g;
const ARABIC_ROLLS = /(?<=\d\s?)(?:لفة|لفات|لفه)(?![\u0600-\u06ff])/g;
const ARABIC_DRUMS = /(?<=\d\s?)(?:بكرة|بكرات|بكره)(?![\u0600-\u06ff])/g;
/** Cyrillic metres and kilometres after a number ("600 м", "1,2 км"). */
const CYRILLIC_KILOMETRES = /(?<=\d\s?)\u043a\u043c(?![\u0400-\u04ff])/g;
const CYRILLIC_METRES = /(?<=\d\s?)\u043c(?![\u0400-\u04ff])/g;
/**
 * Russia's names (GOST 31996, GOST 6323, GOST 26411) of the constructions the catalogue makes under a GB model: ВВГ
 * Cu/PVC/PVC, АВВГ with aluminium, ПвВГ Cu/XLPE/PVC, АПвВГ with aluminium, ВБбШв and ПвБбШв steel-tape armoured, КВВГ
 * the control cable, ПВ1 and ПВ3 (ПуВ, ПуГВ) the solid and flexible single-core wire, ПВС the PVC flexible cord. A name with more
 * letters after it (ВВГнг(А)-LS flame retardant, КВВГЭ screened) is another cable and stays as written.
 */
const RUSSIAN_MODEL: Readonly<Record<string, string>> = {
  ВВГ: 'VV',
  АВВГ: 'VLV',
  ПвВГ: 'YJV',
  АПвВГ: 'YJLV',
  ВБбШв: 'VV22',
  ПвБбШв: 'YJV22',
  АПвБбШв: 'YJLV22',
  КВВГ: 'KVV',
  ПВ1: 'BV',
  ПВ3: 'BVR',
  // The same wires under their newer names (GOST 31947): ПуВ solid, ПуГВ flexible.
  ПуВ: 'BV',
  ПуГВ: 'BVR',
  ПВС: 'RVV',
};
const RUSSIAN_MODELS = new RegExp(
  `(?<![\u0400-\u04ffA-Za-z0-9])(${Object.keys(RUSSIAN_MODEL).join('|')})(?![\u0400-\u04ffA-Za-z0-9]|[-(][\u0400-\u04ff])`,
  'g',
);
/** Russia's units and words of an amount: кВ, мм², бухта (a coil), барабан (a drum), шт (pieces), "в бухте 100 м". */
const RUSSIAN_KILOVOLTS = /(?<=\d\s?)кВ(?![\u0400-\u04ff])/g;
const RUSSIAN_MM2 = /(?<=\d\s?)мм(?:²|2)?(?![\u0400-\u04ff])/g;
const RUSSIAN_PER_COIL = /[(（]\s*в\s+(?:бухте|барабане)\s+(\d+(?:[.,]\d+)?)\s*(м|км)\s*[)）]/g;
const RUSSIAN_COILS_OF = /(?<=\d\s?)бухт[а-я]*\s+по\s+(?=\d)/g;
const RUSSIAN_COILS = /(?<=\d\s?)бухт[а-я]*(?![\u0400-\u04ff])/g;
const RUSSIAN_DRUMS = /(?<=\d\s?)барабан[а-я]*(?![\u0400-\u04ff])/g;
const RUSSIAN_PIECES = /(?<=\d\s?)шт\.?(?![\u0400-\u04ff])/g;
/** U1000 (U-1000), France's rating of its low-voltage power cables (NF C 32-321: U1000 R2V, U1000 AR2V): 0.6/1kV. */
const FRENCH_LOW_VOLTAGE = /(?<![A-Za-z\d])U\s?-?\s?1000(?![\d.,])(?:\s*V(?![A-Za-z]))?/g;
/**
 * The cores of a harmonised or French size (3G2,5, 5G6mm²: G for a green-yellow core among them): n × s. A digit must
 * follow the G ("5G基站" is a network).
 */
const CORES_WITH_EARTH = /(?<![\dA-Za-z.,])(\d{1,2})G(\d{1,3}(?:[.,]\d{1,2})?)(?![\d])/g;
/** A decimal comma in a standard size before its unit ("2,5mm²", "1,5 mm²", "0,75mm²"): 2.5 mm², not 2 and 5. */
const DECIMAL_COMMA_SIZE = /(?<![\d.,])([0-2]),(5|75)(?=\s*(?:mm²|mm(?![a-z])|sq|平方))/g;
/** 0,66 kV, Russia's rated voltage of its low-voltage power cables: the 0.6/1kV class. */
const RUSSIAN_LOW_VOLTAGE = /(?<![\d.,])0[.,]66\s*(?:кВ|kV)(?![A-Za-z\u0400-\u04ff])/gi;

/** What markdown writes around a table's text: an escaped sign ("4\\*95"), a line break inside a cell (<br>). */
const MARKDOWN_ESCAPE = /\\([*_|~])/g;
const HTML_BREAK = /<br\s*\/?>/gi;
/**
 * A level written with a decimal comma ("0,6/1 kV", "8,7/15kV", "8,7/15"): the point, as every level of the trade is
 * one. Before kV, or one of the levels cables are made at.
 */
const LEVEL_DECIMAL_COMMA =
  /(?<![\d.,])(\d{1,2}),(\d{1,2})(?=\s*\/\s*\d{1,3}(?![\d.,])(?:\s*[kK][vV]|(?<=(?:0,6|1,8|3,6|8,7|6,35|12,7)\s*\/\s*\d{1,3})))/g;
/** Korea's words an inquiry's remarks use ("R/S/T/N 각 600M", "취소"): each, cancelled. */
const KOREAN_EACH = /(?<=^|[\s/])각(?=\s*\d)/g;
const KOREAN_CANCELLED = /취소/g;

/** A level in Chinese units after its digits ("10千伏", "0.6/1千伏", "450/750伏"); 千伏安 (kVA) is a transformer's. */
const KILOVOLTS_IN_CHINESE = /([\d\uFF10-\uFF19])\s*千伏(?:特)?(?!安)/g;
const VOLTS_IN_CHINESE = /([\d\uFF10-\uFF19])\s*伏(?:特)?(?!安)/g;

/** mm² written in capitals or with a caret after its digits ("6MM2", "4*16 MM²", "50mm^2"): its 2 is no digit of a number. */
const MM2_WRITTEN_OTHERWISE = /(?<=\d\s?)(?:mm\s?\^\s?2|MM\s?\^?\s?[2²]|Mm[2²]|mM[2²])(?![A-Za-z0-9])/g;

/**
 * Markdown as a chat assistant's tidy-up of a list writes it: text ~~struck~~ beside text that stands is taken back
 * ("~~300 米~~ **360 米**" says 360), and **bold** is only emphasis. A cell struck whole ("| ~~YJV-4×70+1×35~~ |", as a
 * sheet's reading marks a cell struck through) keeps its marks: its row is taken out, for a person to see.
 */
const MARKDOWN_STRUCK = /~~(?=\S)[^~\n]*?~~/g;
const MARKDOWN_BOLD = /\*\*(?=\S)([^*\n]+?)\*\*/g;

function withoutStruckParts(text: string): string {
  if (!text.includes('~~')) return text;
  return text
    .split(/([|\t])/)
    .map((cell) => {
      const standing = cell.replace(MARKDOWN_STRUCK, ' ');
      return standing.trim() === '' ? cell : standing;
    })
    .join('');
}

export function normaliseText(text: string): string {
  return withoutStruckParts(text)
    .replace(MARKDOWN_BOLD, '$1')
    .replace(TRADITIONAL_CHARACTERS, (ch) => TRADITIONAL[ch]!)
    .replace(/公尺/g, '米')
    .replace(KILOVOLTS_IN_CHINESE, '$1kV')
    .replace(VOLTS_IN_CHINESE, '$1V')
    .replace(/[\uFF01-\uFF5E]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - FULL_WIDTH_OFFSET))
    .replace(ARABIC_DIGIT, arabicDigit)
    .replace(/\u066B/g, '.')
    .replace(/[\u066C\u060C]/g, ',')
    .replace(/[\u2010-\u2015\u2212\uFE63]/g, '-')
    .replace(/[\u00D7\u2715\u2573]/g, '×')
    .replace(LETTER_O_FOR_ZERO, '0')
    .replace(LETTER_L_FOR_ONE, '1')
    .replace(DECIMAL_COMMA_AFTER_CYRILLIC_TIMES, '.')
    .replace(CYRILLIC_TIMES, '×')
    .replace(RUSSIAN_MODELS, (name) => RUSSIAN_MODEL[name]!)
    .replace(RUSSIAN_LOW_VOLTAGE, '0.6/1kV')
    .replace(FRENCH_LOW_VOLTAGE, '0.6/1kV')
    .replace(CORES_WITH_EARTH, (_, cores: string, size: string) => `${cores}×${size.replace(',', '.')}`)
    .replace(RUSSIAN_KILOVOLTS, 'kV')
    .replace(RUSSIAN_MM2, 'mm²')
    .replace(MM2_WRITTEN_OTHERWISE, 'mm²')
    .replace(DECIMAL_COMMA_SIZE, '$1.$2')
    .replace(RUSSIAN_PER_COIL, (_, length: string, unit: string) => `(${length}${unit}/coil)`)
    .replace(RUSSIAN_COILS_OF, 'coils of ')
    .replace(RUSSIAN_COILS, 'coils')
    .replace(RUSSIAN_DRUMS, 'drums')
    .replace(RUSSIAN_PIECES, 'pcs')
    .replace(ARABIC_KILOMETRES, 'km')
    .replace(ARABIC_METRES, 'm')
    .replace(ARABIC_ROLLS, 'rolls')
    .replace(ARABIC_DRUMS, 'drums')
    .replace(CYRILLIC_KILOMETRES, 'km')
    .replace(CYRILLIC_METRES, 'm')
    .replace(MARKDOWN_ESCAPE, '$1')
    .replace(HTML_BREAK, ' ')
    .replace(LEVEL_DECIMAL_COMMA, '$1.$2')
    .replace(KOREAN_EACH, '各')
    .replace(KOREAN_CANCELLED, '取消')
    .replace(/[\u00B2]/g, '²')
    .replace(/\u33A1/g, 'm²')
    .replace(/[\u3000\u00A0\t\r\n]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/**
 * A text for comparing wordings (match rules): normalised, lower case, one multiplication sign, no mm², a dash
 * before or after a number read as a space ("KW-4×1.5" is "kw 4*1.5"), no spaces around signs, single spaces.
 */
export function comparableText(text: string): string {
  return normaliseText(text)
    .toLowerCase()
    .replace(/(\d)\s*[×x*]\s*(?=\d)/g, '$1*')
    .replace(/mm²|mm2|平方毫米|平方/g, '')
    .replace(/\s*-\s*(?=\d)|(?<=\d)\s*-\s*/g, ' ')
    .replace(/\s*([-*/+,;:()])\s*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}
