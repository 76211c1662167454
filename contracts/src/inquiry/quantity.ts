/**
 * Quantities as salespeople and customers write them: 600, 600米, 600 m, 1,200, １２００, 1.2km, 3 千米, 0.5公里,
 * 2盘(每盘500米), 3轴 with 500m/轴 in the remarks, 5卷 of building wire (100 m coils), 约300, products (150米×2根,
 * 500米/盘×4盘), counts in Chinese numerals (两盘，一盘500米), 6根 with 每根85米, lengths to add (300+250+120). The
 * result is the quantity and unit as written and the metres they mean, or review reasons when the metres cannot be known.
 */
import type { ReviewReason } from './reasons';
import { CHINESE_DIGITS } from './spoken-numbers';
import { normaliseText } from './text';
import { DRUM_WORDS, roundMetres, type UnitKind, unitKind } from './units';

/** The units a quantity is written in, as a regular-expression group (the one list; OCR's checks build on it too). */
export const QUANTITY_UNIT = `(万米|千米|公里|km|米|meters?|metres?|metros?|mtrs?|lm(?![a-z])|ml(?![a-z])|rmt?(?![a-z])|lfm(?![a-z])|mb(?![a-z])|mt(?![a-z])|m[ée]t(?![a-z])|m(?![m²2a-z])|ft(?![a-z])|rft(?![a-z])|running\\s+feet|feet|yds?(?![a-z])|yards?|盘|轴|卷|圈|捆|${DRUM_WORDS}|lances?|stk\\.?|stück|szt\\.?|adet|根|条|段|套|个|只|台|项|批|组|件|箱|包|吨|kg|千克|公斤|pcs)`;
const UNIT = QUANTITY_UNIT;
/** A number as quantities are written ("1,200", "2.5", India's "1,00,000"), as a regular-expression group. */
export const QUANTITY_NUMBER = String.raw`(\d{1,2}(?:,\d{2})+,\d{3}(?![\d,])|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)`;
const NUMBER = QUANTITY_NUMBER;
/** A quantity alone, as a cell holds it: a number and its unit if written ("600", "250m", "1,200 米"). */
export const LONE_QUANTITY = new RegExp(String.raw`^${QUANTITY_NUMBER}\s*${QUANTITY_UNIT}?$`, 'i');

/**
 * Whether text after a number can still be its own cell's: a unit, more digits (a thousands group written with a
 * space), brackets and signs. A word of anything else ("现货", "7月底", "15天", "软护套线") is another cell's text that
 * recognition read beside the number.
 */
export function continuesQuantity(text: string): boolean {
  return !/[\u4e00-\u9fff]/.test(text.replace(new RegExp(QUANTITY_UNIT, 'gi'), ''));
}
const DRUM = `(盘|轴|卷|圈|${DRUM_WORDS})`;
const LENGTH_UNIT =
  '(千米|公里|km|米|meters?|metres?|metros?|mtrs?|mt(?![a-z])|mb(?![a-z])|yards?|yds?(?![a-z])|m(?![m²2a-z]))';
/** "每盘500米", "每轴约1000m", "一盘500米" (not "十一盘"), Turkish "top başı 100 mt" and "top = 100 mt". */
const PER_DRUM_BEFORE = new RegExp(
  String.raw`(?:(?:每|(?<![一二两三四五六七八九十\d])一)\s*${DRUM}|(?<![\d.]\s{0,2})(?:top|makara)\s*(?:ba[şs][ıi]|=))\s*(?:约\s*)?${NUMBER}\s*${LENGTH_UNIT}`,
  'gi',
);
/**
 * "drums of 500 m", "tourets de 250 m", "couronnes de 100 m", "Ring à 100 m" with no count before them: the length of
 * one drum.
 */
const PER_DRUM_OF = new RegExp(
  String.raw`(?<![\d.]\s{0,2})(?<![A-Za-z])${DRUM}\s+(?:of|de|à)\s+(?:about\s+|env\.?\s*|environ\s+)?${NUMBER}\s*${LENGTH_UNIT}`,
  'gi',
);
const PIECES = `(?:盘|轴|卷|圈|根|条|段|${DRUM_WORDS}|lances?|stk\\.?|stück|szt\\.?|adet)`;
/**
 * A bound, not an amount: "每盘不少于400米", "单根长度不小于300m", "≥500米", "max. 500 m na bębnie", "không quá 500m". Such a length neither asks for metres nor
 * says a drum's length (a minimum is not what a drum holds).
 */
const LENGTH_BOUND = new RegExp(
  String.raw`(?:每\s*${DRUM}\s*)?(?:不少于|不低于|不小于|至少|最少|不短于|大于|超过|不超过|≥|>=|≤|<=|max\.?|maximum|min\.?|minimum|không\s+quá|nie\s+więcej\s+niż|en\s+fazla)\s*${NUMBER}\s*${LENGTH_UNIT}`,
  'gi',
);
/** Each of several ("各2盘", "每种各500米"): how much of one, not of the row; the row's amount is not written. */
const EACH = new RegExp(String.raw`各\s*(?:约\s*)?${NUMBER}\s*${UNIT}?`, 'gi');
/** So much of each, in English ("20 rolls each", "500m each"). */
const EACH_IN_ENGLISH = new RegExp(String.raw`${NUMBER}\s*${UNIT}\s+each\b`, 'gi');
/** Colours named in English, the yellow-green earth wire as one (G-Y, G/Y, yellow-green). */
/** An amount said to be of each colour: "each colour", "per color", "of each colour". */
const EACH_COLOUR = /\b(?:each|per)\s+colou?r\b/i;

/** How many colours a text names, in English or Spanish. */
function colourNames(text: string): number {
  return new Set(
    [...(text.match(ENGLISH_COLOURS) ?? []), ...(text.match(SPANISH_COLOURS) ?? [])].map((c) => c.toLowerCase()),
  ).size;
}

const ENGLISH_COLOURS =
  /\b(?:yellow-green|green-yellow|G-Y|G\/Y|Y\/G|red|blue|yellow|green|black|white|brown|gr[ae]y)\b/gi;

/** A colour a wire is ordered in: 红, 蓝色..., and the yellow-green earth wire as one (黄绿双色, 双色, 双). */
const COLOUR = '(?:黄绿双色|黄绿双|双色|双|[红黄绿蓝黑白棕灰紫橙啡粉]色?)';
const COLOURS = new RegExp(COLOUR, 'g');
/** How many colours a 颜色 cell names ("红/黄/绿/蓝/黑" 5, "红黄绿各2" 3, "双色" 1 — the yellow-green earth wire). */
export function colourCount(cell: string): number {
  const text = normaliseText(cell).trim();
  if (/^(?:黄绿|绿黄)(?:双色?|色)?$|^双色?$/.test(text)) return 1;
  // German ones, written out or as a list of the trade's letters ("bl / sw / br"; gn/ge the earth wire, one colour).
  const german = germanColours(text);
  if (german > 0) return german;
  // English colours ("Single core PVC, red/yellow/blue"); green/yellow is the earth wire, one colour.
  const english = text
    .replace(/\bgreen\s*[/&-]\s*yellow\b|\byellow\s*[/&-]\s*green\b/gi, 'earth')
    .match(/\b(?:red|yellow|blue|black|white|brown|gr[ae]y|green|orange|violet|purple|pink|earth)\b/gi);
  if (english) return new Set(english.map((colour) => colour.toLowerCase().replace('gray', 'grey'))).size;
  // 黄绿 standing alone in a list ("红/蓝/黄绿") is the earth wire; run on after another colour ("红黄绿") it is two.
  const named =
    text
      .replace(/黄绿双色?/g, '双')
      .replace(/(?<=^|[/／、,，\s])黄绿(?=$|[/／、,，\s]|色)/g, '双')
      .match(COLOURS) ?? [];
  return new Set(named.map((colour) => colour.replace(/色$/, '').replace(/^黄绿双$/, '双'))).size;
}

/** German colour letters (DIN IEC 60757) in a list: bl blue, sw black, br brown, gr grey, rt red, ws white, gn/ge earth. */
const GERMAN_COLOUR_LETTERS =
  /(?<![A-Za-z<])(?:bl|sw|br|gr|rt|ws|gn|ge)(?:\s*\/\s*(?:bl|sw|br|gr|rt|ws|gn|ge))+(?![A-Za-z>])/i;
const GERMAN_COLOUR_WORDS =
  /(?<![A-Za-zäöüß])(?:blau|schwarz|braun|grau|rot|wei(?:ß|ss)|gelb|gr(?:ü|ue)n|violett|earth)(?![A-Za-zäöüß])/gi;

function germanColours(text: string): number {
  const earth = text.replace(
    /(?<![A-Za-z])(?:gn\s*\/\s*ge|ge\s*\/\s*gn|gr(?:ü|ue)n[-/]?gelb|gelb[-/]?gr(?:ü|ue)n)(?![A-Za-z])/gi,
    'earth',
  );
  const letters = GERMAN_COLOUR_LETTERS.exec(earth);
  if (letters) return new Set(letters[0].toLowerCase().split(/\s*\/\s*/)).size;
  const words = earth.match(GERMAN_COLOUR_WORDS)?.map((w) => w.toLowerCase().replace('weiss', 'weiß')) ?? [];
  return words.some((w) => w !== 'earth') ? new Set(words).size : 0;
}

/** "三色，每色一卷", "4种颜色各2卷": so many colours, so much of each. */
const COLOUR_COUNT_EACH = new RegExp(
  String.raw`([一二两三四五六七八九十\d]+)\s*(?:种颜?色|色|种)\s*[，,、]?\s*(?:每色|每种|各)\s*(?:约\s*)?(\d+(?:\.\d+)?|[一二两三四五六七八九十]+)\s*${UNIT}`,
  'gi',
);
const spokenCount = (written: string) => chineseNumber(written);
/**
 * Each of the colours named ("红蓝各5卷", "红、黄、绿、蓝色各500米", "红黄蓝绿双各2卷" with the earth wire's 双): the amount is
 * the colours' count times it. "黄绿双色" is one colour (the earth wire), not yellow and green.
 */
const COLOURS_EACH = new RegExp(
  String.raw`(${COLOUR}(?:的)?(?:\s*[、/／,，和及与]?\s*${COLOUR}(?:的)?)+)\s*各\s*(?:约\s*)?${NUMBER}\s*${UNIT}?`,
  'gi',
);
const TIMES = String.raw`\s*[×xX*]\s*`;
/** "150米×2根", "500米/盘×4盘": a length times a count. */
const LENGTH_TIMES_COUNT = new RegExp(
  String.raw`${NUMBER}\s*${LENGTH_UNIT}(?:\s*(?:\/|每|一)\s*${PIECES})?${TIMES}${NUMBER}\s*${PIECES}?`,
  'gi',
);
/**
 * A range of lengths: "800-1000米", "800~1000米", "800 至 1000米", "800到1000m". A dash only joins numbers
 * written against it: a spaced one ("30 - 400M") is what is left where a model stood.
 */
const RANGE = new RegExp(String.raw`(?<![\d.])${NUMBER}(?:[-—]|\s*(?:[~～]|至|到)\s*)${NUMBER}\s*${UNIT}`, 'gi');
/** A range in words: "between 800 and 1000 m", "entre 800 y 1000 m", "from 800 to 1000 m". */
const RANGE_IN_WORDS = new RegExp(
  String.raw`\b(?:between|entre|from)\s+${NUMBER}\s*(?:${UNIT.slice(1, -1)})?\s+(?:and|y|e|to|a)\s+${NUMBER}\s*${UNIT}`,
  'gi',
);
/** "4根各50米", "3盘各500米", "两根，各180米": so many pieces, each so long. */
const PIECES_EACH_LENGTH = new RegExp(
  String.raw`(?<![\d.])(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|[一二两三四五六七八九十]{1,2})\s*${PIECES}\s*[，,、]?\s*各\s*(?:长\s*)?${NUMBER}\s*${LENGTH_UNIT}`,
  'gi',
);
/** "两路各45米", "3回路各120m": so many runs, each so long (路 and 回路 are circuits, one cable each). */
const CIRCUITS_EACH_LENGTH = new RegExp(
  String.raw`(?<![\d.])(\d{1,2}|[一二两三四五六七八九十]{1,2})\s*(?:回路|路|趟)\s*各\s*(?:长\s*)?(?:约\s*)?${NUMBER}\s*${LENGTH_UNIT}`,
  'gi',
);
/** "6 runs of 80m", "4 lengths x 250 m", "3 pcs of 100m": so many pieces, each so long, in English. */
const RUNS_OF_LENGTH = new RegExp(
  String.raw`(?<![\d.])${NUMBER}\s*(?:runs?|lengths?|pieces?|pcs|cuts?|coils?|drums?|rolls?|reels?)\s*(?:of|x|×|\*|@)\s*${NUMBER}\s*${LENGTH_UNIT}`,
  'gi',
);
/** "1.2千米/根 要2根", "300米/根，共3根": the length of one piece, then how many of that piece. */
const LENGTH_PER_PIECE_THEN_COUNT = new RegExp(
  String.raw`${NUMBER}\s*${LENGTH_UNIT}\s*(?:\/|每)\s*(根|条|段)\s*[,，、;；]?\s*(?:要|共|需|计|合计|总共)?\s*${NUMBER}\s*\3`,
  'gi',
);
/** "2×500m", "4盘×500米": a count times a length. */
const COUNT_TIMES_LENGTH = new RegExp(
  String.raw`(?<![\d.])${NUMBER}\s*${PIECES}?${TIMES}${NUMBER}\s*${LENGTH_UNIT}(?:\s*(?:\/|每)\s*${PIECES}|\s+(?:drums?|coils?|rolls?|reels?)(?![a-z]))?`,
  'gi',
);
/** "3 rollos de 100 m", "2 drums of 500 m", "1 drum 500 m", "5 coils 100m", "2 Trommeln à 500 m": so many of a length. */
const COUNT_OF_LENGTH = new RegExp(
  String.raw`(?<![\d.])${NUMBER}\s*${PIECES}\s*(?:(?:of|de|по|à|po)\s+|@\s*|\s)${NUMBER}\s*${LENGTH_UNIT}(?!\s*(?:c\/u|each|cada)\b)`,
  'gi',
);
/**
 * "2 drums 500m each", "3 rollos de 100 m c/u": so many pieces, each so long — when the line names one colour or none
 * (over colours, "rojo, negro y blanco – 10 rollos de 100 m c/u", the each may be each colour's).
 */
const COUNT_OF_LENGTH_EACH = new RegExp(
  String.raw`(?<![\d.])${NUMBER}\s*${PIECES}\s*(?:(?:of|de)\s+|@\s*|\s)${NUMBER}\s*${LENGTH_UNIT}\s*(?:c\/u|each|cada(?:\s+un[oa])?)(?![a-z])`,
  'gi',
);
/** Colours named in Spanish, for the each of COUNT_OF_LENGTH_EACH. */
const SPANISH_COLOURS = /\b(?:rojo|negro|blanco|azul|verde|amarillo|marr[oó]n|gris)\b/gi;
/** So long for each of so many (每部电梯75米，共2部; 每栋120米，共3栋): their product. */
const EACH_OF_SO_MANY = new RegExp(
  String.raw`每\s*(部|台|栋|层|个|套|户|间|处|站)[^，,。；;\d]{0,10}?${NUMBER}\s*${LENGTH_UNIT}\s*[，,]?\s*共\s*${NUMBER}\s*\1`,
  'gi',
);
/** An amount said again in metres: "共50卷，即5000米", "1.2千米，也就是1200米" (the restated length is the amount). */
const RESTATED_AS_LENGTH = new RegExp(
  String.raw`(?<![\d.])${NUMBER}\s*${UNIT}\s*[，,]?\s*(?:即|也就是|折合|合)\s*${NUMBER}\s*${LENGTH_UNIT}`,
  'gi',
);
/**
 * One drum or coil with its length in brackets ("1卷（200米）", "1盘(500m)"), or drums with their total ("3盘（共1500米）"):
 * the length in the brackets is the amount. Drums with a bare length in brackets ("2卷（200米）": each, or both?) are
 * not read so.
 */
const DRUMS_WITH_LENGTH = new RegExp(
  String.raw`(?<![\d.])${NUMBER}\s*${DRUM}\s*[(（]\s*(共|合计|总计|计)?\s*${NUMBER}\s*${LENGTH_UNIT}\s*[)）]`,
  'gi',
);
/** A count in Chinese numerals before a drum or piece unit: 两盘, 三根, 十二卷 (not 一个, 一套: prose says those). */
const CHINESE_COUNT =
  /([一二两三四五六七八九]?十[一二三四五六七八九]?|[一二两三四五六七八九])(?=\s*(?:盘|轴|卷|圈|捆|根|条|段))/g;

function chineseNumber(written: string): number {
  const ten = written.indexOf('十');
  if (ten === -1) return CHINESE_DIGITS[written] ?? 0;
  const tens = ten === 0 ? 1 : (CHINESE_DIGITS[written[0]!] ?? 0);
  const units = ten === written.length - 1 ? 0 : (CHINESE_DIGITS[written[ten + 1]!] ?? 0);
  return tens * 10 + units;
}
/** "500米/盘", "500m每轴", "500米一盘", "100m/roll", "500m per drum", Japan's "300m巻" (a 300 m drum). */
const PER_DRUM_AFTER = new RegExp(
  String.raw`${NUMBER}\s*${LENGTH_UNIT}(?:\s*(?:\/|每|一|per\b)\s*${DRUM}|\s(drums?|coils?|rolls?|reels?)(?![a-z])|[盘轴卷])`,
  'gi',
);
/**
 * The length of one piece (根, 条, 段): "每根85米", "每条约120m", "每根长85m", "单根长度L=135m", a drawing's "L=25m/根",
 * German "je 80 m".
 */
const PER_PIECE = new RegExp(
  String.raw`(?:每|单)\s*(?:根|条|段)\s*(?:长度?|长约)?\s*(?:L\s*[=＝:：]\s*)?(?:[=＝:：为]\s*)?(?:约\s*)?(?:共\s*)?${NUMBER}\s*${LENGTH_UNIT}|(?<![A-Za-z])L\s*[=＝:：]\s*${NUMBER}\s*${LENGTH_UNIT}\s*\/\s*(?:根|条|段)|(?<![A-Za-z])(?:je|her\s+biri)\s+(?:ca\.\s*)?${NUMBER}\s*${LENGTH_UNIT}`,
  'gi',
);
/** Lengths to add, typed as text: "300+250+120" (a structure's "3×70+1×35" has its × signs). */
// (Only numbers close together: a sign left from a cable's words taken out ("4×50+" then the amount) adds nothing.)
const SUM = new RegExp(String.raw`(?<![\d.×xX*])${NUMBER}(?: {0,3}\+ {0,3}${NUMBER})+(?![\d.]|\s*[×xX*%％])`, 'g');
/** Lengths to add, each with its unit: "800米+350米", "1.2km + 0.3km" (the same unit each time). */
const SUM_OF_LENGTHS = new RegExp(
  String.raw`(?<![\d.×xX*])${NUMBER}\s*(千米|公里|km|米|m(?![m²2a-z]))(?:\s*\+\s*${NUMBER}\s*\2(?![a-z²2]))+(?![\d.]|\s*[×xX*])`,
  'gi',
);
/** An amount, its unit after it or in brackets after it ("1.2(km)", "20（卷）", as procurement platforms write them). */
const AMOUNT = new RegExp(
  String.raw`(?<![\d.*×xX/])(?<!\d,)${NUMBER}(?![\d.])(?:\s*${UNIT}|\s*\(\s*${UNIT}\s*\))?`,
  'gi',
);

const toNumber = (written: string) => Number(written.replace(/,/g, ''));

interface Amount {
  /** A length times a count ("2盘×500米", "150米×2根"): a whole amount, wherever it is written. */
  product?: boolean;
  value: number;
  /** The number as written, without thousands separators. */
  written: string;
  unit: string;
  kind: UnitKind | null;
  factor: number;
}

interface Scan {
  amounts: Amount[];
  /** Metres per drum stated in the text. */
  perDrum: number[];
  /** Metres per piece (根, 条) stated in the text. */
  perPiece: number[];
}

function blank(text: string, start: number, end: number): string {
  return text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);
}

/** A date (2025-08-15, 2025/8/10, 2025.09.12, 2025年9月, 7月20日) or an item code (seven digits or more): no amount. */
const DATE_OR_CODE =
  /(?<![\d.])(?:(?:19|20)\d{2}\s*(?:[-/]\s*\d{1,2}(?:\s*[-/]\s*\d{1,2})?|\.\d{1,2}\.\d{1,2}|年\s*\d{1,2}\s*月(?:\s*\d{1,2}\s*[日号])?)|\d{1,2}\s*月\s*\d{1,2}\s*[日号]|\d{7,})(?![\d.])/g;
/**
 * A unit standing alone before its amount, as a fixed-width print lays them out ("米        1,250.00", "千米   2.45");
 * not before a number another follows ("米 3 50": 350 with a space recognised in it, or two numbers?).
 */
/**
 * A count of pieces with its unit standing before it, as a drawing's 材料表 lays out 单位 then 数量 ("根         8"):
 * 8 根, whatever the line says after it.
 */
const PIECES_BEFORE = /(?<![\d.,A-Za-z\u4e00-\u9fff/／])(根|条)\s+(\d{1,4})(?![\d.]|,\d)/g;
const UNIT_BEFORE = new RegExp(
  String.raw`(?<![\d.,A-Za-z\u4e00-\u9fff])(千米|公里|km|米|m|卷|盘|轴)\s+${NUMBER}(?![\d.]|,\d|\s*${UNIT}|\s+\d|乙\d)`,
  'gi',
);

/** A length with a decimal comma ("1,5 km", "0,8 km": one or two digits after it, never a thousands group). */
const DECIMAL_COMMA_LENGTH = /(?<![\d,.])(\d{1,3}),(\d{1,2})(?=\s*(?:km|千米|公里|m(?![m²2a-z])|米)(?![a-z]))/gi;

/**
 * A price, never an amount: money after a price word ("单价85", "上次价格120一米", "unit price 12.5"), after a currency
 * sign (¥120/m, $3.20) or before a currency word (85元/米, 120块一米, 2.5万元, 300 USD), with what it is per.
 */
const PER_WHAT = String.raw`(?:\s*(?:/|每|一|1(?=\s*[米m])|per\s)\s*(?:米|m|km|千米|公里|卷|盘|轴|根|条|metre|meter)(?![a-z]))?`;
const PRICE = new RegExp(
  [
    String.raw`(?:含税单价|不含税单价|单价|价格|价钱|报价|上次价格?|目标价|限价|unit\s*price|price)\s*[:：为是]?\s*(?:约|大概|大约)?\s*[¥￥$]?\s*${NUMBER}\s*(?:[kK万千]?\s*(?:元|块钱?|rmb|cny|usd|美元|美金))?${PER_WHAT}`,
    String.raw`[¥￥$]\s*${NUMBER}\s*[kK万千]?${PER_WHAT}`,
    String.raw`${NUMBER}\s*[kK万千]?\s*(?:元|块钱?|rmb|cny|usd|美元|美金|dollars?)(?![a-z])${PER_WHAT}`,
  ].join('|'),
  'gi',
);

/**
 * A tax or a discount (含13%税, 税率13%, 9折) or a time (货期7天, 15个工作日, 2 weeks): never an amount. (A share to add,
 * "150 +5%" or 损耗5%, stays: what it makes is for a person to say.)
 */
const SHARE_OR_TIME =
  /(?:含|税率|增值税|VAT|tax|优惠|折扣|discount)\s*[:：]?\s*\d+(?:\.\d+)?\s*[%％]|(?<![\d.])\d+(?:\.\d+)?\s*(?:[%％]\s*(?:的?(?:税|增值税|专票|普票|发票)|VAT|tax|off\b)|折(?!叠)|个?(?:工作日|小时|天|星期|周|个月)|(?:working\s+)?(?:days?|weeks?|months?|hours?)\b)/gi;

/**
 * A chat's date written day or month first (14/10/2025, 12/10/25; its time after it, 22/09/25 10.05) and a time of day
 * (10:32, 09:27:19): no amount.
 */
const TIME_OF_DAY =
  /(?<![\d.:/])(?:\d{1,2}\/\d{1,2}\/(?:19|20)?\d{2}(?![\d/])(?:,?\s+(?:[01]?\d|2[0-3])[:.][0-5]\d(?:[:.][0-5]\d)?(?![\d.:]))?|(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?(?![\d:]))/g;

/** A unit as the cell after its number in a line of comma-separated cells ("RVV，3×1.5，2，卷，照明"). */
const UNIT_AS_NEXT_CELL = /(?<![\d.])(?<!\d,)(\d+(?:\.\d+)?)\s*,\s*(卷|盘|轴|圈|米|千米|公里|km|m)(?=\s*(?:[,;]|$))/gi;

/**
 * A place's number in a row (2#楼, 1号楼, 3层, B1层配电房, 2单元): where the cable goes, never its amount. (每层…共3层
 * is a product, read below.)
 */
const PLACE_NUMBER =
  /(?<![\d.A-Za-z共每])(?:B\d+|\d+\s*(?:[#＃]|号)?)\s*(?:楼|栋|幢|座|层|单元|户|室|车间|厂房|配电房|配电室|机房)|(?<![\d.A-Za-z共每])\d+\s*[#＃](?=\s*[\u4e00-\u9fffA-Za-z])|(?<![A-Za-z\d])B\d+(?=\s*(?:层|F\b)|\s|$)/g;

function scan(text: string, ofRow = false): Scan {
  let rest = normaliseText(text)
    .replace(DECIMAL_COMMA_LENGTH, '$1.$2')
    .replace(PRICE, (written) => ' '.repeat(written.length))
    .replace(SHARE_OR_TIME, (written) => ' '.repeat(written.length));
  // A customer's row holds dates, item codes and units laid out before their amounts; a typed count does not.
  if (ofRow)
    rest = rest
      .replace(DATE_OR_CODE, (written) => ' '.repeat(written.length))
      .replace(PLACE_NUMBER, (written) => ' '.repeat(written.length))
      .replace(TIME_OF_DAY, (written) => ' '.repeat(written.length))
      .replace(UNIT_AS_NEXT_CELL, (whole, number: string, unit: string) => `${number}${unit}`.padEnd(whole.length, ' '))
      .replace(UNIT_BEFORE, (whole, unit: string, number: string) => `${number}${unit}`.padEnd(whole.length, ' '));
  rest = rest.replace(PIECES_BEFORE, (whole, unit: string, count: string) =>
    `${count}${unit}`.padEnd(whole.length, ' '),
  );
  const perDrum: number[] = [];
  const perPiece: number[] = [];
  const amounts: Amount[] = [];
  PER_PIECE.lastIndex = 0;
  for (let m = PER_PIECE.exec(rest); m; m = PER_PIECE.exec(rest)) {
    perPiece.push(toNumber(m[1] ?? m[3] ?? m[5]!) * (unitKind(m[2] ?? m[4] ?? m[6]!)?.factor ?? 1));
    rest = blank(rest, m.index, m.index + m[0].length);
  }
  rest = rest.replace(SUM_OF_LENGTHS, (written, _first: string, unit: string) => {
    const total = roundMetres(
      written.split('+').reduce((sum, part) => sum + toNumber(part.trim().slice(0, -unit.length).trim()), 0),
    );
    return `${total}${unit}`.padEnd(written.length, ' ');
  });
  rest = rest.replace(SUM, (written) => {
    const total = roundMetres(written.split('+').reduce((sum, part) => sum + toNumber(part.trim()), 0));
    return String(total).padEnd(written.length, ' ');
  });
  // A range ("800-1000米", "800~1000米", "800至1000米"): two amounts, so a person says which.
  for (const pattern of [RANGE_IN_WORDS, RANGE]) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(rest); m; m = pattern.exec(rest)) {
      const unit = m[3] ?? '';
      const known = unitKind(unit);
      for (const written of [m[1]!, m[2]!])
        amounts.push({
          value: toNumber(written),
          written: written.replace(/,/g, ''),
          unit,
          kind: known?.kind ?? null,
          factor: known?.factor ?? 0,
        });
      rest = blank(rest, m.index, m.index + m[0].length);
    }
  }
  for (const pattern of [PIECES_EACH_LENGTH, RUNS_OF_LENGTH, CIRCUITS_EACH_LENGTH]) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(rest); m; m = pattern.exec(rest)) {
      const count = Number(m[1]!.replace(/,/g, '')) || chineseNumber(m[1]!);
      const metres = roundMetres(count * toNumber(m[2]!) * (unitKind(m[3]!)?.factor ?? 1));
      amounts.push({ value: metres, written: String(metres), unit: '米', kind: 'length', factor: 1, product: true });
      rest = blank(rest, m.index, m.index + m[0].length);
    }
  }
  LENGTH_PER_PIECE_THEN_COUNT.lastIndex = 0;
  for (let m = LENGTH_PER_PIECE_THEN_COUNT.exec(rest); m; m = LENGTH_PER_PIECE_THEN_COUNT.exec(rest)) {
    const metres = roundMetres(toNumber(m[1]!) * (unitKind(m[2]!)?.factor ?? 1) * toNumber(m[4]!));
    amounts.push({ value: metres, written: String(metres), unit: '米', kind: 'length', factor: 1, product: true });
    rest = blank(rest, m.index, m.index + m[0].length);
  }
  EACH_OF_SO_MANY.lastIndex = 0;
  for (let m = EACH_OF_SO_MANY.exec(rest); m; m = EACH_OF_SO_MANY.exec(rest)) {
    const metres = roundMetres(toNumber(m[2]!) * (unitKind(m[3]!)?.factor ?? 1) * toNumber(m[4]!));
    amounts.push({ value: metres, written: String(metres), unit: '米', kind: 'length', factor: 1, product: true });
    rest = blank(rest, m.index, m.index + m[0].length);
  }
  RESTATED_AS_LENGTH.lastIndex = 0;
  for (let m = RESTATED_AS_LENGTH.exec(rest); m; m = RESTATED_AS_LENGTH.exec(rest)) {
    const metres = roundMetres(toNumber(m[3]!) * (unitKind(m[4]!)?.factor ?? 1));
    amounts.push({ value: metres, written: String(metres), unit: '米', kind: 'length', factor: 1, product: true });
    rest = blank(rest, m.index, m.index + m[0].length);
  }
  DRUMS_WITH_LENGTH.lastIndex = 0;
  for (let m = DRUMS_WITH_LENGTH.exec(rest); m; m = DRUMS_WITH_LENGTH.exec(rest)) {
    if (toNumber(m[1]!) !== 1 && !m[3]) continue;
    const metres = roundMetres(toNumber(m[4]!) * (unitKind(m[5]!)?.factor ?? 1));
    amounts.push({ value: metres, written: String(metres), unit: '米', kind: 'length', factor: 1, product: true });
    rest = blank(rest, m.index, m.index + m[0].length);
  }
  // Products first: "150米×2根" is 300 m, never 150 m.
  for (const pattern of [LENGTH_TIMES_COUNT, COUNT_TIMES_LENGTH, COUNT_OF_LENGTH]) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(rest); m; m = pattern.exec(rest)) {
      const lengthFirst = pattern === LENGTH_TIMES_COUNT;
      const length = toNumber(lengthFirst ? m[1]! : m[2]!) * (unitKind(lengthFirst ? m[2]! : m[3]!)?.factor ?? 1);
      const metres = roundMetres(length * toNumber(lengthFirst ? m[3]! : m[1]!));
      amounts.push({ value: metres, written: String(metres), unit: '米', kind: 'length', factor: 1, product: true });
      rest = blank(rest, m.index, m.index + m[0].length);
    }
  }
  const coloursNamed = colourNames(rest);
  COUNT_OF_LENGTH_EACH.lastIndex = 0;
  for (let m = COUNT_OF_LENGTH_EACH.exec(rest); m && coloursNamed < 2; m = COUNT_OF_LENGTH_EACH.exec(rest)) {
    const metres = roundMetres(toNumber(m[1]!) * toNumber(m[2]!) * (unitKind(m[3]!)?.factor ?? 1));
    amounts.push({ value: metres, written: String(metres), unit: '米', kind: 'length', factor: 1, product: true });
    rest = blank(rest, m.index, m.index + m[0].length);
  }
  COLOURS_EACH.lastIndex = 0;
  for (let m = COLOURS_EACH.exec(rest); m; m = COLOURS_EACH.exec(rest)) {
    const colours = colourCount(m[1]!);
    // 黄绿双色 alone is one colour: its 各 names no list.
    if (colours < 2) continue;
    const unit = m[3] ?? '';
    const known = unit ? unitKind(unit) : null;
    const value = roundMetres(colours * toNumber(m[2]!));
    amounts.push({ value, written: String(value), unit, kind: known?.kind ?? null, factor: known?.factor ?? 0 });
    rest = blank(rest, m.index, m.index + m[0].length);
  }
  COLOUR_COUNT_EACH.lastIndex = 0;
  for (let m = COLOUR_COUNT_EACH.exec(rest); m; m = COLOUR_COUNT_EACH.exec(rest)) {
    const colours = Number(m[1]) || spokenCount(m[1]!);
    const each = Number(m[2]) || spokenCount(m[2]!);
    const unit = m[3] ?? '';
    const known = unit ? unitKind(unit) : null;
    if (!(colours >= 2) || !(each > 0)) continue;
    const value = roundMetres(colours * each);
    amounts.push({ value, written: String(value), unit, kind: known?.kind ?? null, factor: known?.factor ?? 0 });
    rest = blank(rest, m.index, m.index + m[0].length);
  }
  EACH_IN_ENGLISH.lastIndex = 0;
  for (let m = EACH_IN_ENGLISH.exec(rest); m; m = EACH_IN_ENGLISH.exec(rest)) {
    // "red/blue/yellow/G-Y, 20 rolls each": each of the colours named; without colours, how much of one.
    const colours = new Set((rest.match(ENGLISH_COLOURS) ?? []).map((c) => c.toLowerCase().replace(/[-/]/g, ''))).size;
    const unit = m[2] ?? '';
    const known = unit ? unitKind(unit) : null;
    if (colours >= 2) {
      const value = roundMetres(colours * toNumber(m[1]!));
      amounts.push({ value, written: String(value), unit, kind: known?.kind ?? null, factor: known?.factor ?? 0 });
    }
    rest = blank(rest, m.index, m.index + m[0].length);
  }
  for (const pattern of [LENGTH_BOUND, EACH]) {
    pattern.lastIndex = 0;
    rest = rest.replace(pattern, (written) => ' '.repeat(written.length));
  }
  for (const pattern of [PER_DRUM_BEFORE, PER_DRUM_OF, PER_DRUM_AFTER]) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(rest); m; m = pattern.exec(rest)) {
      const number = pattern === PER_DRUM_AFTER ? m[1]! : m[2]!;
      const unit = pattern === PER_DRUM_AFTER ? m[2]! : m[3]!;
      perDrum.push(toNumber(number) * (unitKind(unit)?.factor ?? 1));
      rest = blank(rest, m.index, m.index + m[0].length);
    }
  }
  rest = rest.replace(CHINESE_COUNT, (written) => String(chineseNumber(written)).padEnd(written.length, ' '));
  AMOUNT.lastIndex = 0;
  for (let m = AMOUNT.exec(rest); m; m = AMOUNT.exec(rest)) {
    const unit = m[2] ?? m[3] ?? '';
    const known = unit ? unitKind(unit) : null;
    amounts.push({
      value: toNumber(m[1]!),
      written: m[1]!.replace(/,/g, ''),
      unit,
      kind: known?.kind ?? null,
      factor: known?.factor ?? 0,
    });
  }
  return { amounts, perDrum, perPiece };
}

/** Building wire and flexible cords are sold in 100 m coils (GB/T 5023 packing); a coil of them is 100 m. */
const COILED_FAMILIES = /^(?:[A-Z]{1,4}-)?(?:BV|BVR|BLV|BLVR|BVV|BVVB|RV|RVV|RVS|RVB|BYJ|BYJR)$/;
export function coilMetres(model: string): number | undefined {
  return COILED_FAMILIES.test(model) ? 100 : undefined;
}

export interface QuantityReading {
  /** The quantity as written (digits only, no thousands separator); '' when there is none. */
  count: string;
  /** The unit as written ('米', 'km', '盘'...); '' when none was written. */
  unit: string;
  /** Metres asked for; absent when they cannot be known. */
  metres?: number;
  reasons: ReviewReason[];
}

export interface QuantitySources {
  /** The quantity cell of a sheet, or the text of a line left after the cable's model, voltage and spec. */
  main: string;
  /** The unit cell. */
  unit?: string;
  /** A unit named in the quantity header: 数量(米), 长度(m). */
  headerUnit?: string;
  /** Other text of the row (remarks, text after the spec): drum lengths, or the quantity when `main` has none. */
  extra?: readonly string[];
  /**
   * Cells of columns that say nothing of the cable (用途, 交货期): only a length per drum or per piece is read from them
   * ("2盘" beside "每盘500米" written under 用途), never the quantity.
   */
  notes?: readonly string[];
  /** The model read from the row, for the coil length of building wire. */
  model?: string;
  /** Whether a number without a unit in `main` counts as the quantity (a quantity cell, the end of a line). */
  bareNumber: boolean;
  /**
   * Read from a customer's list, not typed into a count field: dates and item codes there are no amounts, and a unit
   * may stand before its amount (a fixed-width print).
   */
  ofRow?: boolean;
}

/**
 * Metres written with a point and three digits ("2.500 米"): nobody asks for cable to the millimetre, so the point is
 * a thousands separator (a European "2.500", or "2,500" with its comma misread in a picture) or a decimal point with
 * zeros typed after it. 2.5 m and 2,500 m are both readable: the row goes to review rather than one of them priced.
 */
const THOUSANDS_OR_POINT = /^\d{1,3}\.\d{3}$/;

/** A count of coils, in digits or as said ("俩"). */
const COIL_COUNT = '(\\d{1,3}|[一二两俩三四五六七八九十]{1,3})';
const COIL = '(卷|盘|轴)';
const COLOUR_LIST = String.raw`${COLOUR}(?:的)?(?:\s*[、/／,，和及与]?\s*${COLOUR}(?:的)?)*`;
/**
 * Coils of colours: one colour's ("红10卷", "蓝色15卷", "2卷红色", "一卷红的") or each of several colours' ("红黄绿各5卷",
 * "红的蓝的各俩卷").
 */
const COLOUR_COILS = new RegExp(
  String.raw`(${COLOUR_LIST})\s*(各)?\s*${COIL_COUNT}\s*${COIL}|${COIL_COUNT}\s*${COIL}\s*(${COLOUR})(?:的)?`,
  'g',
);
/** What stands between the colours' coils of one order: a comma or a space, "然后", "再", "另外", "加". */
const BETWEEN_COLOURS = /^\s*[，,、；;和及与+＋]?\s*(?:然后|再|另外?|加上?|还有)?\s*$/;

/**
 * Coils of colours one after another ("红10卷 蓝10卷", "红、黄、绿各10卷，蓝色15卷", "红黄绿各5卷 双色3卷", "一卷红的一卷
 * 蓝的") as the coils of all of them. A list of colours before a count without 各 ("红黄绿10卷") may be the count of
 * all or of each: left as written.
 */
function withColoursAdded(text: string): string {
  const coils = [...text.matchAll(COLOUR_COILS)].map((m) => {
    const list = m[1];
    const colours = list ? colourCount(list) : 1;
    const count = Number(m[3] ?? m[5]) || spokenCount(m[3] ?? m[5]!);
    const each = m[2] !== undefined;
    return {
      start: m.index,
      end: m.index + m[0].length,
      unit: m[4] ?? m[6]!,
      coils: each ? colours * count : count,
      clear: each || colours === 1,
    };
  });
  let out = '';
  let at = 0;
  for (let i = 0; i < coils.length; ) {
    let j = i;
    while (j + 1 < coils.length && BETWEEN_COLOURS.test(text.slice(coils[j]!.end, coils[j + 1]!.start))) j++;
    const run = coils.slice(i, j + 1);
    if (run.length > 1 && run.every((c) => c.clear && c.unit === run[0]!.unit)) {
      const total = run.reduce((sum, c) => sum + c.coils, 0);
      out += `${text.slice(at, run[0]!.start)}${total}${run[0]!.unit}`;
      at = run[run.length - 1]!.end;
    }
    i = j + 1;
  }
  return out + text.slice(at);
}

/** A range of bare numbers closing the text ("/80-100", "80~100"): which amount is meant is for a person to say. */
const BARE_RANGE = /(?<![\d.×xX*+＋-])(\d{1,5})\s*(?:-|~|～|至|到)\s*(\d{1,5})\s*$/;

/** A length and one drum, reel, coil or roll (not drums: how they come, not how many). */
const ONE_DRUM_OF_LENGTH = /\d\s*(?:km|m|米|千米)\s+(drum|reel|coil|roll)(?![a-z])/i;

const DRUM_OF_LENGTH = new RegExp(String.raw`^${DRUM}\s*[(（]\s*${NUMBER}\s*${LENGTH_UNIT}\s*[)）]$`, 'i');

/**
 * An amount written with a comma and one or two digits after it ("4,5卷", "200,5"): 4.5 the continental way, or two
 * numbers a list separates? A text or a table that writes its numbers the continental way has them read as points
 * already (rows.ts inDecimalPoints); here the comma says nothing sure. (Not a size's "1,5mm²" or a level's "0,6/1".)
 */
const DECIMAL_COMMA_AMOUNT =
  /(?<![\d.,×xX*+/])\d+,\d{1,2}(?![\d.,])(?!\s*(?:mm|km|千米|公里|平|\/|kV|[×xX*]|#|号|层|楼))/i;

/** Reads the quantity of one row from its sources; see QuantitySources. */
export function readQuantity(sources: QuantitySources): QuantityReading {
  const ofRow = sources.ofRow ?? false;
  const range = sources.bareNumber ? BARE_RANGE.exec(normaliseText(sources.main)) : null;
  if (range && Number(range[2]) > Number(range[1]) && Number(range[1]) > 0)
    return { count: range[0].trim(), unit: normaliseText(sources.unit ?? ''), reasons: ['quantity-ambiguous'] };
  const mainText = mainAmountText(withColoursAdded(sources.main), sources.bareNumber);
  const main = scan(mainText, ofRow);
  const extras = (sources.extra ?? []).map((text) => scan(text, ofRow));
  const notes = (sources.notes ?? []).map((text) => scan(text, ofRow));
  const perDrum = [...main.perDrum, ...extras.flatMap((e) => e.perDrum), ...notes.flatMap((n) => n.perDrum)];
  const perPiece = [...main.perPiece, ...extras.flatMap((e) => e.perPiece), ...notes.flatMap((n) => n.perPiece)];
  // A unit cell naming its drum's or coil's length ("Coil (100m)", "盘(500米)"): the unit, and that length a drum.
  const drumOfLength = DRUM_OF_LENGTH.exec(normaliseText(sources.unit ?? ''));
  if (drumOfLength) perDrum.push(toNumber(drumOfLength[2]!) * (unitKind(drumOfLength[3]!)?.factor ?? 1));
  const unitCell = drumOfLength ? drumOfLength[1]! : normaliseText(sources.unit ?? '');
  const withUnit = (amounts: Amount[]) => amounts.filter((a) => a.kind === 'length' || a.kind === 'drum');
  let candidates = main.amounts.filter((a) => a.unit !== '');
  if (candidates.length === 0 && sources.bareNumber) candidates = main.amounts;
  if (candidates.length === 0) candidates = extras.flatMap((e) => withUnit(e.amounts));
  // "– 1 km drum", "500m reel" and no other amount: one drum of that length.
  const oneDrum = ONE_DRUM_OF_LENGTH.exec(normaliseText(sources.main));
  if (candidates.length === 0 && oneDrum && perDrum.length === 1)
    return { count: '1', unit: oneDrum[1]!, metres: roundMetres(perDrum[0]!), reasons: [] };
  if (candidates.length === 0) return { count: '', unit: unitCell, reasons: ['quantity-missing'] };
  const distinct = new Set(candidates.map((a) => a.value * (a.factor || 1)));
  /** Whole amounts (products) the other text of the row states, beside the quantity taken from its own cell. */
  const totals = extras.flatMap((e) =>
    e.amounts.filter((a) => a.product && !candidates.includes(a)).map((a) => a.value),
  );
  const chosen = candidates[0]!;
  const reasons: ReviewReason[] = [];
  if (distinct.size > 1 || DECIMAL_COMMA_AMOUNT.test(mainText)) reasons.push('quantity-ambiguous');
  // "red/yellow/blue – 10 coils of 100m each colour": the amount of each colour, or of them all? A person says.
  else if (EACH_COLOUR.test(mainText) && colourNames(mainText) >= 2) reasons.push('quantity-ambiguous');

  if (!(chosen.value > 0))
    return { count: chosen.written, unit: chosen.unit || unitCell, reasons: ['quantity-missing'] };
  const unit = chosen.unit || unitCell || normaliseText(sources.headerUnit ?? '');
  const known = unit ? unitKind(unit) : { kind: 'length' as const, factor: 1 };
  const reading = (metres: number | undefined, more: ReviewReason[] = []): QuantityReading => {
    const all = [...reasons, ...more];
    // A whole amount in the remarks that is not the row's ("600" with 备注 "2盘×500米").
    const otherTotal = totals.some((total) => metres !== undefined && Math.abs(total - metres) > 1e-6);
    if (otherTotal && !all.includes('quantity-ambiguous')) all.push('quantity-ambiguous');
    return {
      count: chosen.written,
      unit,
      ...(metres !== undefined && all.length === 0 ? { metres: roundMetres(metres) } : {}),
      reasons: all,
    };
  };
  if (!known) return reading(undefined, ['unit-unknown']);
  // A bare number in its own cell, no unit written anywhere, and another cell giving a coil's or drum's length ("8" with
  // 备注 "100米/卷", the 单位 cell blank or lost): 8 coils or 8 metres? A person says.
  const drumElsewhere = [...extras, ...notes].some((e) => e.perDrum.length > 0);
  if (sources.bareNumber && !unit && drumElsewhere) return reading(undefined, ['quantity-ambiguous']);
  if (known.kind === 'length' && known.factor === 1 && THOUSANDS_OR_POINT.test(chosen.written))
    return reading(undefined, ['quantity-ambiguous']);
  if (known.kind === 'length') return reading(chosen.value * known.factor);
  if (known.kind === 'drum') {
    const length = perDrum[0];
    if (length !== undefined) return reading(chosen.value * length);
    const coil = sources.model ? coilMetres(sources.model) : undefined;
    if (
      coil !== undefined &&
      /卷|盘|捆|圈|rolls?|coils?|^rol$|^rolos?$|^rollos?$|^couronnes?$|^rouleaux?$|^ringe?$|^kr[ąa][żz](?:ek|ki|ków|kow)$|^top$|^cu[ộo]n$/i.test(
        unit,
      )
    )
      return reading(chosen.value * coil);
    return reading(undefined, ['drum-length-missing']);
  }
  if (known.kind === 'piece' && new Set(perPiece).size === 1) return reading(chosen.value * perPiece[0]!);
  return reading(undefined, ['unit-unknown']);
}

/**
 * Metres no inquiry row asks for: under a metre ("0.5 米" of a power cable: kilometres meant?), or over 200 km on one
 * row ("1500 千米" of a 4×35 cable: metres meant?). The number reads two ways, so a person says which. (A salesperson
 * typing a count may mean a sample's 0.5 m: the rule is the inquiry rows'.)
 */
const LEAST_METRES = 1;
const MOST_METRES = 200_000;

export function implausibleMetres(metres: number): boolean {
  return metres < LEAST_METRES || metres > MOST_METRES;
}

/** Two numbers multiplied in a quantity cell ("500*3", "3×120": three runs of 120 m), as their product. */
const BARE_PRODUCT = /^(\d+(?:\.\d+)?)\s*[×xX*]\s*(\d+(?:\.\d+)?)\s*$/;
/**
 * A thousands group written with a space ("1 200", "1 200米"): one number; not a count before a length per drum
 * ("20 100米/卷": 20 coils of 100 m), nor the last of a run of numbers ("4 97 300米").
 */
const SPACED_THOUSANDS =
  /(?<![\d.,×xX*+乘加芯A-Za-z²])(?<!\d\s)([1-9]\d{0,2})[ \u00A0\u2009\u202F](\d{3})(?![\d.,]|\s\d)(?!\s*(?:千米|公里|米|km|m(?![m²2a-z]))?\s*(?:[/每]|一)\s*[盘轴卷圈])/g;
/** The gap a cable's words leave when taken out of a line: numbers either side of it are not one amount. */
const TAKEN_OUT = / {4,}/g;
/** Full-width digits as ASCII ones, nothing else changed: a spaced thousands group is found before spaces collapse. */
const asciiDigits = (text: string) =>
  text.replace(/[\uFF10-\uFF19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));

/**
 * How a total is laid, in brackets after it ("约1.2公里（分两段敷设，每段600米）"): so many parts of so much each. When
 * they come to an amount the text states besides, that amount is the quantity and the brackets no second one.
 */
const PARTS_IN_BRACKETS = new RegExp(
  String.raw`[(（][^()（）]*?分\s*(\d{1,2}|[一二两三四五六七八九十]{1,2})\s*(段|次|批|盘|轴|根|路|趟|回路)[^()（）]*?每\s*\2\s*(?:约\s*)?${NUMBER}\s*${LENGTH_UNIT}[^()（）]*[)）]`,
  'i',
);

function withoutPartsOfTotal(text: string): string {
  const parts = PARTS_IN_BRACKETS.exec(text);
  if (!parts) return text;
  const count = Number(parts[1]) || chineseNumber(parts[1]!);
  const whole = count * toNumber(parts[3]!) * (unitKind(parts[4]!)?.factor ?? 1);
  const rest = text.slice(0, parts.index) + ' '.repeat(parts[0].length) + text.slice(parts.index + parts[0].length);
  const stated = scan(rest, true).amounts.some(
    (a) => a.kind === 'length' && Math.abs(a.value * a.factor - whole) < 1e-6,
  );
  return stated ? rest : text;
}

/**
 * How an amount is delivered, in brackets or right after it, without a length of each part ("150米（分两盘）", "300m
 * (分3盘发货)", "600米分两次到货"): the amount is the total; the parts count nothing more.
 */
const DELIVERED_IN_PARTS =
  /\s*[(（]\s*(?:要求|需|请)?\s*分\s*(?:\d{1,2}|[一二两三四五六七八九十]{1,2})\s*(?:盘|轴|次|批|段|根|卷)[^()（）\d]*[)）]|(?<=(?:米|[\d\s][mM]))\s*[,，]?\s*分\s*(?:\d{1,2}|[一二两三四五六七八九十]{1,2})\s*(?:盘|轴|次|批)(?:发货|交货|供货|到货|发|装|交)?(?![\d一二两三四五六七八九十])/g;

/** The text with its delivery in parts blanked, when the text states a length amount besides. */
function withoutDeliveryParts(text: string): string {
  const rest = text.replace(DELIVERED_IN_PARTS, (found) => ' '.repeat(found.length));
  if (rest === text) return text;
  return scan(rest, true).amounts.some((a) => a.kind === 'length') ? rest : text;
}

/** What the amount before it already holds, in brackets: 1.2（含备用0.2）, 850（含余量50米）, 600 (incl. 5% spare). */
const HELD_IN_BRACKETS = /[(（]\s*(?:已\s*)?(?:含|包含|包括|其中|incl\.?|including)[^()（）]*[)）]/gi;

/**
 * The quantity's own text, a product in a quantity cell multiplied out, a spaced thousands group joined and what the
 * amount already holds (含备用0.2) left out.
 */
function mainAmountText(text: string, bareNumber: boolean): string {
  // A thousands group is one space wide as written: the wider gap a cable's words leave when taken out of a line
  // ("30 1kV ZC-YJV 3X120+1X70 400M": a serial number, then the amount) joins nothing.
  const normal = withoutDeliveryParts(
    withoutPartsOfTotal(normaliseText(asciiDigits(text).replace(SPACED_THOUSANDS, '$1$2').replace(TAKEN_OUT, ' ; '))),
  ).replace(HELD_IN_BRACKETS, ' ');
  const product = bareNumber ? BARE_PRODUCT.exec(normal) : null;
  if (product) return String(roundMetres(Number(product[1]) * Number(product[2])));
  return normal;
}

/** A unit named in a header: "数量(米)" -> 米, "长度（m）" -> m; '' when none. */
export function unitInHeader(header: string): string {
  const m = /[(（]\s*([^()（）]+?)\s*[)）]|\/\s*(\S+)$/.exec(normaliseText(header));
  const unit = m?.[1] ?? m?.[2] ?? '';
  // A length (长度(m)) or a coil or drum (数量(卷)): what a bare number under it counts.
  const kind = unitKind(unit)?.kind;
  return kind === 'length' || kind === 'drum' ? unit : '';
}
