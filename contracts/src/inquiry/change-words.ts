/**
 * The words of a change to an item, in one place: what a change notice's line, a note naming an item by its number
 * and a row's own remark write to say the item becomes another cable or amount ("变更为", "改成", "换成", "用回",
 * "change to"), or keeps its amount ("数量不变").
 */

/** "becomes", as Chinese lists write it, longest first. */
const BECOMES = '更正为|更改为|修改为|变更为|调整为|更换为|改为|改成|换成|用回|换回|改回';

/** A change notice's line: 第11项原“YJV-3×150+2×70”变更为“YJV-3×150+1×70” (the new cable is what is asked). */
export const QUOTED_CHANGE = new RegExp(
  String.raw`(?:原|将)?\s*[“"「『]([^”"」』]+)[”"」』]\s*(?:${BECOMES})\s*[“"「『]([^”"」』]+)[”"」』]`,
);

/**
 * Another cable for the item, what follows the change word up to the clause's end: 规格更正为…, 型号改为…, quote … instead
 * of, "item 4) is 4C x 25 not 16", Portuguese "o correto é …" (the right one is), Russian "не 5х6, а 5х10" (not …, but
 * …), Japanese "は 3C-35sq に変更" (becomes), Vietnamese "đổi thành 4x70+1x35", Polish "zmiana na …".
 */
export const CABLE_CHANGED_TO = new RegExp(
  String.raw`(?:${BECOMES}|\bchange(?:d)?\s+to\b|\b(?:revised|amended)\s+to\b|\breplace(?:d)?\s+(?:with|by)\b)\s*([^，,；;。]+)|\bquote\s+([^，,；;。]+?)\s+instead\s+of\b|\b(?:is|should\s+be)\s+([^，,；;。]+?)\s*,?\s+not\b|\bo\s+corret[oa]\s+(?:é|e|seria)\s+([^，,；;。]+?)(?=\s*[,，;；。]|$)|(?<![\u0400-\u04ff])не\s+[^,，]+[,，]\s*а\s+([^，,；;。]+)|^\s*(?:は|を)\s*([^，,；;。（(]+?)\s*に\s*変更|(?:đổi\s+thành|thay\s+(?:thế\s+)?bằng|zmiana\s+na)\s*([^，,；;。]+)`,
  'i',
);
/** The text a change names, of CABLE_CHANGED_TO's match. */
export const changedText = (m: RegExpExecArray): string =>
  (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6] ?? m[7] ?? '').trim();

/** The change word alone, what the row becomes after it (改用, and 改 before a conductor or a model: 改铜芯YJV). */
export const CHANGE_TO = new RegExp(String.raw`(?:${BECOMES}|改用|改(?=铜芯|铝芯|[A-Z]))\s*`);

/** A new amount for the item: 数量按600米, 数量改为1.2千米, 米数改成480米, 本次增加应为100米, qty changed to 600,
 * quantity revised from 1100 m to 1350 m, "Qty of Sr. No. 1 … may be read as 800 Mtrs in place of 600". */
export const AMOUNT_CHANGED_TO =
  /(?:(?:数量|米数|长度|本次增加|增加量|采购量|需求量)\s*(?:按|改为|改成|调整为|更正为|变更为|修改为|应为|应是)|количество\s+(?:увеличить|уменьшить|изменить|исправить)\s+(?:до|на)|zmiana\s+ilo[śs]ci\s+na|\b(?:may\s+be\s+|to\s+be\s+|be\s+)read\s+as|\b(?:qty|quantity|length)\s*(?:(?:changed|revised|amended|increased|decreased|reduced|raised)\s+(?:from\s+\d+(?:\.\d+)?\s*(?:m|metres|meters)?\s+)?to|to|now|=|:))\s*(\d+(?:\.\d+)?)\s*(千米|公里|km|км|米|mb|m|м)?(?![a-zа-я])/i;

/** A new amount with its unit and nothing of a structure after it, the word 数量 left out: 改为1.8千米, 改成30卷. */
export const NEW_AMOUNT =
  /(?:改为|改成|调整为|更正为|变更为)\s*(\d+(?:\.\d+)?)\s*(千米|公里|km|米|m|卷|盘|轴)(?![a-z×xX*\d])/i;

/** The item's amount stays. */
export const KEPT_AMOUNT =
  /数量不变|\b(?:quantity|qty|length)\s+(?:unchanged|remains(?:\s+the\s+same)?|stays(?:\s+the\s+same)?)\b|长度不变|数量同原|米数不变|数量一样|数量\s*\d+(?:\.\d+)?\s*(?:米|m|千米|km)?\s*不变|\b(?:la\s+)?misma\s+cantidad\b|数量同じ|same\s+(?:length|qty|quantity|amount)|\bjumlah\s+(?:sama|tetap)\b|\bmesma\s+quantidade\b|数量唔变|количество\s+(?:то\s+же|прежнее|без\s+изменений)|s[ốo]\s+l[ưu][ợo]ng\s+(?:gi[ữu]\s+nguy[êe]n|kh[ôo]ng\s+đổi)|ilo[śs][ćc]\s+bez\s+zmian/i;

/** A change the reading may not follow. */
export const CHANGE_WORD =
  /更正|更改|修改|变更|调整|改为|改成|换成|替换|替代|\bchange|\breplace|\binstead\b|\bcorrect/i;

/** A line changing its cable's fire class: 改阻燃, 改为耐火, 改成阻燃B类 (the prefix in place of the one written). */
export const FIRE_CHANGED = /改(?:为|成)?\s*(阻燃\s*[ABC]\s*[类级]|阻燃|耐火)/i;

/**
 * A note naming an item and the fire class it wants: 第3项要阻燃的（ZR）, 第5项改耐火, 第2项需阻燃C类; the prefix in
 * brackets when one is written, else the one the word names.
 */
export const FIRE_WANTED =
  /(?:改(?:为|成|用)?|换成|要|需要|需|须)\s*(阻燃\s*[ABC]\s*[类级]|阻燃|耐火)(?:的|型)?(?:\s*[(（]\s*(ZR|Z[ABC]|NH|WDZ[ABCN]?)\s*[)）])?/i;

/**
 * A chat line changing the cores of a cable said before, and nothing else: 刚才那个4芯改成5芯, 四芯的换成五芯 (the cores
 * it was, the cores it becomes).
 */
export const CORES_CHANGED =
  /^\s*(?:(?:刚才|之前|前面|上面)?(?:那个|那条|那根)|这个)?\s*(\d{1,2})\s*芯(?:的)?\s*(?:改成|改为|换成|变成|改)\s*(\d{1,2})\s*芯(?:的)?\s*[。.!！]?\s*$/;
