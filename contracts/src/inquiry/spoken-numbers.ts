/**
 * Numbers said rather than typed: a chat's voice input, or a customer who writes amounts in words ("三百米",
 * "两百五十米", "一千二百米", "一千二" for 1,200, "YJV三乘一百二加一乘七十", "四芯二十五平方", "六平方"). Written in digits,
 * with 乘 (and voice input's 成) for × and 加 for + between them, they read as every other quantity and structure.
 *
 * Only numbers that can be nothing but an amount or a size are turned: before a length unit, a core or an area word,
 * around 乘 and 加, and a number of several characters (with 十, 百, 千 or 万) that ends its text. A lone 一 or 两 before
 * a drum ("两盘，一盘500米") is left to the drum reading, which knows that 一盘 there says "each drum"; 一、 and 第一 stay
 * words.
 */

/** The Chinese digits as said and written (两 and 俩 for two, 〇 for zero). */
export const CHINESE_DIGITS: Readonly<Record<string, number>> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  两: 2,
  俩: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const UNITS: Readonly<Record<string, number>> = { 十: 10, 百: 100, 千: 1000, 万: 10000 };

/** The value of a run of Chinese numerals, with the spoken shortening: 一千二 is 1,200, 一百二 120, 两万五 25,000. */
export function spokenNumber(written: string): number | null {
  let total = 0;
  let section = 0;
  let digit: number | null = null;
  let lastUnit = 0;
  /** A 零 was said: the digit after it counts as it is (一千零五 is 1,005, not 1,500). */
  let zero = false;
  for (const char of written) {
    if (char in CHINESE_DIGITS) {
      if (CHINESE_DIGITS[char] === 0) {
        if (digit !== null) return null;
        zero = true;
        continue;
      }
      if (digit !== null) return null;
      digit = CHINESE_DIGITS[char]!;
      continue;
    }
    const unit = UNITS[char];
    if (unit === undefined) return null;
    if (unit === 10000) {
      if (digit === null && section === 0 && total === 0) return null;
      total = (total + section + (digit ?? 0)) * unit;
      section = 0;
    } else {
      section += (digit ?? (unit === 10 ? 1 : 0)) * unit;
      if (digit === null && unit !== 10) return null;
    }
    lastUnit = unit;
    digit = null;
    zero = false;
  }
  // A digit after 千 or 百 with nothing after it counts in the next lower place (一千二 = 1,200).
  if (digit !== null) section += lastUnit >= 100 && !zero ? (digit * lastUnit) / 10 : digit;
  const value = total + section;
  return Number.isFinite(value) ? value : null;
}

const NUMERAL = '[零〇一二两俩三四五六七八九十百千万]';
/** Before these a number is an amount or a size ("一百二的四加一": the size, then its cores said as 4+1). */
const SIZE_OR_AMOUNT_AFTER = String.raw`(?=\s*(?:千米|公里|米|m(?![m²2a-z])|km|乘|成|×|x|X|\*|加|\+|芯|平方|平|mm|到|至|~|～|的\s*[一二两三四五\d]\s*(?:加|\+)))`;
/** After these a number is a size ("乘七十", "加一芯十六": the 16 after 芯 is the core's area). */
const AFTER_OPERATOR = String.raw`(?<=(?:乘|成|×|\*|加|\+|芯)\s*)`;

/** Runs of numerals where they say an amount or a size. */
const SAID_NUMBER = new RegExp(
  String.raw`${AFTER_OPERATOR}${NUMERAL}+|(?<![一二两三四五六七八九十第\d])${NUMERAL}+${SIZE_OR_AMOUNT_AFTER}|(?<![\d零〇一二两俩三四五六七八九十百千万])${NUMERAL}*[十百千万]${NUMERAL}*(?=\s*[。！!，,；;]?\s*$|[。！!]?(?:\s|[（(]))`,
  'g',
);

/** Two digits in a row before a place: about so many (八九百, 两三千, 三四十). */
const ABOUT = /^([一二两三四五六七八])([二三四五六七八九])([十百千万])$/;

/** A price asked per metre or per coil ("多少钱一米", "一米多少钱", "多少钱一盘"): its 一 is "each", no amount. */
const PER_UNIT_PRICE =
  /(多少钱|什么价|啥价|单价|价格|价钱)\s*一\s*(米|m|盘|卷|轴|捆)|一\s*(米|m|盘|卷|轴|捆)\s*(多少|什么价|啥价|几块|价格)/g;
/** Digits with a Chinese place right after them ("5百米", "1千2", "2万米"; "5千米" is 5 km), and "1.2k米" or "1.2k". */
const DIGITS_AND_PLACE =
  /(\d+(?:\.\d+)?)(百|千(?!米)|万)([一二三四五六七八九\d])?(?=\s*(?:千米|公里|米|m(?![m²2a-z])|$|[，,。\s]))/g;
// (Not a level's "0.6/1k", nor a price "1.2k元"; a remark may follow: "1.2k 国标".)
const KILO_METRES = /(?<![\d./])(\d+(?:\.\d+)?)\s*[kK](?![A-Za-z\d.]|\s*(?:元|块|万|rmb|¥|\/))/g;
/** "一公里二" is 1.2 km: a digit after the kilometre unit counts its tenths. */
const KM_AND_TENTHS =
  /(\d+)\s*(公里|千米)\s*([\d一二两三四五六七八九])(?!\s*(?:[\d.十百千万]|盘|轴|卷|圈|米|m|根|条|段|套))/g;

/** The text with numbers said in words written in digits, and 乘/成 and 加 between digits as × and +. */
/** The financial numerals written on cheques and contracts (壹佰伍拾米 is 150 m), as their everyday forms. */
const FINANCIAL_NUMERALS: Readonly<Record<string, string>> = {
  壹: '一',
  贰: '二',
  叁: '三',
  肆: '四',
  伍: '五',
  陆: '六',
  柒: '七',
  捌: '八',
  玖: '九',
  拾: '十',
  佰: '百',
  仟: '千',
};
/** A run of financial numerals (at least two, so 拾 alone in 拾取 stays a word). */
const FINANCIAL_RUN = /[零两壹贰叁肆伍陆柒捌玖拾佰仟万]{2,}/g;

/**
 * Half a drum or coil: "半卷" is 0.5 卷, "一卷半" and "2盘半" 1.5 and 2.5 of them (after the numerals are digits); a
 * kilometre and a half the same ("一公里半的", "两千米半").
 */
const HALF_DRUM = /(?<![\d.])半\s*(卷|盘|轴|圈|捆)/g;
const AND_A_HALF =
  /(?<![\d.])(\d{1,4}|[一二两三四五六七八九十]{1,3})\s*(卷|盘|轴|圈|捆|公里|千米)\s*半(?![\u4e00-\u9fff](?<!的))/g;

function withHalves(text: string): string {
  if (!text.includes('半')) return text;
  return text
    .replace(AND_A_HALF, (written, whole: string, unit: string) => {
      const count = /\d/.test(whole) ? Number(whole) : spokenNumber(whole);
      return count === null ? written : `${count + 0.5}${unit}`;
    })
    .replace(HALF_DRUM, (_, unit: string) => `0.5${unit}`);
}

/**
 * What voice input writes around numbers: 乘以 for 乘, 幺 for 一 (as a phone number is read), 俩 for 两, a decimal said with 点
 * (二点五 is 2.5, 一点五 1.5), an armour code said digit by digit after a model (YJV二二 is YJV22), and the homophones it
 * writes for the trade's words (心 for 芯, 平房 and 平放 for 平方, 凯装 for 铠装).
 */
const SAID_DECIMAL = /([零〇一二两三四五六七八九十]+)点([零〇一二三四五六七八九]+)/g;
const SAID_ARMOUR = /(?<=[A-Za-z])(二二|二三|三二|三三)(?![零〇一二两三四五六七八九十百千万])/g;
const ARMOUR_DIGITS: Readonly<Record<string, string>> = { 二二: '22', 二三: '23', 三二: '32', 三三: '33' };
const DIGIT_OF: Readonly<Record<string, string>> = {
  零: '0',
  〇: '0',
  一: '1',
  二: '2',
  三: '3',
  四: '4',
  五: '5',
  六: '6',
  七: '7',
  八: '8',
  九: '9',
};

/** A level said in words: 十千伏 is 10kV, 三十五千伏 35kV. */
const SAID_KILOVOLTS = /([一二两三四五六七八九十]+)千伏/g;
/**
 * A cable's rating said as its two voltages, which voice input runs together: 零点六一千伏 is 0.6/1kV, 八点七十五千伏
 * 8.7/15kV, 二十六三十五千伏 26/35kV, 四百五七百五十伏 450/750V, 三百五百伏 300/500V (六十千伏 stays 60 kV: only a
 * separator said makes it 6/10kV).
 */
const SAID_RATINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/[零〇]点六\s*[/杠到]?\s*[一幺]千伏/g, '0.6/1kV'],
  [/八点七\s*[/杠到]?\s*十五千伏/g, '8.7/15kV'],
  [/二十六\s*[/杠到]?\s*三十五千伏/g, '26/35kV'],
  [/(?<![十百])六\s*[/杠到]\s*十千伏/g, '6/10kV'],
  [/四百五(?:十)?\s*[/杠到]?\s*七百五(?:十)?伏/g, '450/750V'],
  [/三百\s*[/杠到]?\s*五百伏/g, '300/500V'],
];
/**
 * A cross-section said digit by digit after the cores or a 乘 (四芯九五, 三乘二五, 一芯幺六, 三芯一二零): the made sizes only.
 */
const SAID_AREA_DIGITS =
  /(?<=[芯乘×]\s*)(九五|二五|一六|三五|七零|五零|一二零|一五零|一八五|二四零|三零零)(?![零〇一二两三四五六七八九十百千万点])/g;
/** Voice input's letters of a model, written as the syllables it heard: 歪杰威 is YJV. */
const SAID_MODEL_LETTERS = /歪[杰结街]威|歪[杰结街]维/g;

function withVoiceInput(text: string): string {
  // (A space after the rating: the cores said next are no part of it.)
  const rated = SAID_RATINGS.reduce((said, [pattern, rating]) => said.replace(pattern, `${rating} `), text);
  return (
    rated
      .replace(SAID_MODEL_LETTERS, 'YJV')
      .replace(SAID_KILOVOLTS, (said, number: string) => {
        const value = spokenNumber(number);
        return value === null ? said : `${value}kV`;
      })
      .replace(/乘以/g, '乘')
      .replace(/俩/g, '两')
      .replace(/幺/g, '一')
      .replace(SAID_ARMOUR, (said) => ARMOUR_DIGITS[said]!)
      .replace(SAID_AREA_DIGITS, (said) => [...said].map((d) => DIGIT_OF[d]).join(''))
      // A number said right after a model's armour digits ("yjv22三乘七十"): its own word, not their tail.
      .replace(/(?<=[A-Za-z]\d{1,2})(?=[一二两三四五六七八九十])/g, ' ')
      // Voice input's homophones: 心 for 芯 after a count ("十心一点五"), 平房 for 平方 ("四平房"), 凯装 for 铠装.
      .replace(/(?<=[一二两三四五六七八九十\d]\s*)心/g, '芯')
      // "三芯的二百四": the cores and their size said with a 的 between.
      .replace(/(?<=[一二两三四五六七八九十\d]\s*芯)的(?=\s*[一二两三四五六七八九十\d])/g, '')
      .replace(/(?<=[一二两三四五六七八九十\d.]\s*)平[房放]/g, '平方')
      .replace(/凯装/g, '铠装')
      .replace(SAID_DECIMAL, (said, whole: string, tenths: string) => {
        const value = spokenNumber(whole);
        return value === null ? said : `${value}.${[...tenths].map((d) => DIGIT_OF[d]).join('')}`;
      })
  );
}

export function withSpokenNumbers(written: string): string {
  const text = withVoiceInput(
    written
      // 廿 and 卅 (twenty, thirty) as they are still written in Hong Kong and Taiwan: 廿五米, 卅米.
      .replace(/廿/g, '二十')
      .replace(/卅/g, '三十')
      // 单芯240: one core of 240.
      .replace(/单芯(?=\s*\d)/g, '1芯')
      // 千二, 百五 (said without their 一): 1,200 and 150.
      .replace(/(?<![\d零〇幺一二两俩三四五六七八九十百千万])([百千])(?=[一二两三四五六七八九])/g, '一$1')
      .replace(FINANCIAL_RUN, (run) =>
        /[壹贰叁肆伍陆柒捌玖拾佰仟]/.test(run) ? run.replace(/./g, (c) => FINANCIAL_NUMERALS[c] ?? c) : run,
      ),
  );
  if (!/[零〇一二两俩三四五六七八九十百千万乘成加kK]/.test(text)) return withHalves(text);
  return withHalves(spokenNumbersOf(text));
}

/** A count of boxes or packs said in words ("网线一箱", "两包"): goods sold by the box, the count in digits. */
const BOXES_SAID = new RegExp(
  String.raw`(?<![\d零〇一二两俩三四五六七八九十百千万第每])(${NUMERAL}+)(?=\s*[箱包])`,
  'g',
);

/** An amount said wrong, then the right one: "不是一千二是一千五" (both said as numbers). */
const NOT_THIS_BUT = new RegExp(String.raw`(不是\s*)(${NUMERAL}+)(\s*[,，]?\s*(?:而)?是\s*)(${NUMERAL}+)`, 'g');

function spokenNumbersOf(text: string): string {
  return text
    .replace(NOT_THIS_BUT, (said, not: string, was: string, but: string, now: string) => {
      const [before, after] = [spokenNumber(was), spokenNumber(now)];
      return before === null || after === null ? said : `${not}${before}${but}${after}`;
    })
    .replace(PER_UNIT_PRICE, (whole) => whole.replace('一', '每'))
    .replace(BOXES_SAID, (said, numerals: string) => String(spokenNumber(numerals) ?? said))
    .replace(DIGITS_AND_PLACE, (_, digits: string, place: string, next: string | undefined) => {
      const unit = place === '百' ? 100 : place === '千' ? 1000 : 10000;
      const tail = next ? (spokenNumber(next) ?? Number(next)) : 0;
      return String(Number(digits) * unit + (tail * unit) / 10);
    })
    .replace(KILO_METRES, (_, digits: string) => String(Math.round(Number(digits) * 1000 * 1000) / 1000))
    .replace(SAID_NUMBER, (written, at: number, whole: string) => {
      // 一盘, 两卷: a count of drums is the drum reading's (not reached here: no drum unit follows), and 第一 is an order.
      if (whole[at - 1] === '第') return written;
      // Two neighbouring digits before a place say about so much ("八九百米" is 800 to 900 m, "三四十" 30 to 40): a range.
      const about = ABOUT.exec(written);
      if (about) {
        const low = spokenNumber(about[1]!)!;
        const place = spokenNumber(`一${about[3]}`)!;
        if (spokenNumber(about[2]!) === low + 1) return `${low * place}-${(low + 1) * place}`;
      }
      const value = spokenNumber(written);
      if (value !== null) return String(value);
      // A size and an amount said one after the other ("乘二十五两千三": 25, then 2,300).
      const amount = /[两一二三四五六七八九][千百万]/.exec(written.slice(1));
      if (!amount) return written;
      const size = spokenNumber(written.slice(0, amount.index + 1));
      const rest = spokenNumber(written.slice(amount.index + 1));
      return size === null || rest === null ? written : `${size} ${rest}`;
    })
    .replace(/(\d)\s*[乘成]\s*(?=\d)/g, '$1×')
    .replace(/(\d)\s*加\s*(?=\d)/g, '$1+')
    .replace(
      KM_AND_TENTHS,
      (_, whole: string, unit: string, tenth: string) => `${whole}.${spokenNumber(tenth) ?? tenth}${unit}`,
    );
}
