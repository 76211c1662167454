/**
 * Inquiry rows from every source: a sheet (cells and merges), a PDF (positioned text), or text (typed, pasted, OCR,
 * or a .txt file). Each row that asks for an item comes out with its cable, its quantity in metres when that is
 * certain, and review reasons otherwise; titles, headers, section headings, subtotals, notes and blank rows never do.
 */

import { alignedTables } from './aligned-text';
import { modelOfAttributes } from './attributes';
import { type CableText, fireClassPrefix, readCable, wireOfHeading, withFireClass } from './cable';
import { CHANGE_TO, CORES_CHANGED, FIRE_CHANGED, KEPT_AMOUNT, QUOTED_CHANGE } from './change-words';
import {
  type ColumnMap,
  type ColumnRole,
  DESCRIBING_ROLES,
  headerAt,
  isHeaderRepeat,
  namesRecord,
  roleOf,
  sideBySideParts,
  type TablePart,
  withUnnamedQuantity,
  withUnnamedSpec,
} from './columns';
import { isItemNote, withItemNotes } from './item-notes';
import {
  colourCount,
  implausibleMetres,
  LONE_QUANTITY,
  QUANTITY_UNIT,
  type QuantityReading,
  readQuantity,
} from './quantity';
import { flagged, type ReviewReason } from './reasons';
import { BUY_DIFFERENCE, changedByRemark } from './remark-changes';
import { textWidth } from './screen-width';
import { CHINESE_DIGITS, spokenNumber, withSpokenNumbers } from './spoken-numbers';
import { findStructure, formatStructure, parallelCables, STANDARD_AREAS, spacedStructureAfterModel } from './structure';
import {
  CANCELLED_CELL,
  EARLIER_VOID,
  NOT_ASKED_NOW,
  NOT_ASKED_ON_LINE,
  SUPPLIED_BY_OTHERS,
  TAKEN_OUT,
} from './take-out';
import { normaliseText } from './text';
import { metresPerUnit, unitKind } from './units';
import { findVoltages, formatVoltage, namesUnknownLevel, namesVoltageChoice, parseVoltage } from './voltage';

export interface InquiryRow {
  /** 0-based position among the rows read. */
  index: number;
  /** Where the row is in the source: sheet row, text line, or PDF line in reading order (1-based). */
  line: number;
  /** The row as written (cells joined by spaces). */
  raw: string;
  /** What names the item (name, model, spec, voltage as written), without quantity and remarks. */
  item: string;
  /** The item's name or descriptive words (电力电缆). */
  name: string;
  model: string;
  /** Voltage level as the catalogue writes it; '' when the row states none. */
  scope: string;
  /** Structure as the catalogue writes it ("3*240+1*120"); '' when none could be read. */
  spec: string;
  prop: string;
  /** Quantity as written (no thousands separators); '' when none. */
  count: string;
  /** Unit as written; '' when none. */
  unit: string;
  /** Metres asked for, when certain. */
  metres?: number;
  /** Why the row needs a person's look, as far as reading it can tell (matching may add more). */
  reasons: ReviewReason[];
  /**
   * The voltage the section heading above the row names ("一、10kV电缆"), when the row states none of its own: it tells
   * which of a cable's voltages is meant, never makes a cable another one's.
   */
  section?: string;
  /**
   * The source column the row's table begins at, when the sheet holds tables side by side and the row is not in the
   * first (its cells are columns from here on).
   */
  column?: number;
}

/** A merged range of cells, 0-based and inclusive. */
export interface CellRange {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

export interface InquiryTable {
  /** Cell texts by row; rows[i] is source row i + 1 (empty rows kept as []). */
  rows: readonly (readonly string[])[];
  merges?: readonly CellRange[];
  /**
   * How sure the reading of each cell is (0..1), beside rows, when the table was recognised in a picture; a row with
   * an unsure cell that says what or how much is flagged text-unclear.
   */
  confidence?: readonly (readonly number[])[];
  /** Rows the sheet hides (0-based, as in rows): their cells are there, the customer did not show them. */
  hidden?: readonly number[];
  /** Notes (comments) on cells, 0-based row and column, the author's line left out. */
  notes?: readonly CellNote[];
}

/** A note a person put on a cell of the sheet ("应为520米，等设计院回复" on a 数量). */
export interface CellNote {
  row: number;
  column: number;
  text: string;
}

/**
 * Below these, a recognised cell may be misread. The confidence is its least sure character's probability: on the
 * image corpus, model-and-spec cells misread (RVV as RVW, a + lost) scored 0.38-0.44 while all but 5 of 102 read
 * right scored above 0.45; a quantity misread (50 as 150) scored 0.49 while 101 of 103 read right scored above 0.6.
 */
export const SURE_READING: Readonly<Partial<Record<ColumnRole, number>>> = {
  model: 0.45,
  spec: 0.45,
  modelSpec: 0.45,
  voltage: 0.45,
  quantity: 0.6,
  unit: 0.6,
  runs: 0.6,
};

/** The columns of a row's cells naming the cable or the amount that were read below their role's confidence. */
export function unclearColumns(confidence: readonly number[] | undefined, map: ColumnMap): number[] {
  if (!confidence) return [];
  return map.roles.flatMap((role, column) => {
    const sure = role === null ? undefined : SURE_READING[role];
    return sure !== undefined && (confidence[column] ?? 1) < sure ? [column] : [];
  });
}

/** Rows that are not items whatever else they hold. */
const NOTE =
  /^(?:注|备注|说明|附注|附件|以下空白|以下无|编制|审核|审批|批准|制表|校对|日期|联系人|联系电话|电话|手机|传真|邮箱|地址|项目名称|工程名称|询价|报价|交货|交期|付款|质保|有效期|第\s*\d+\s*页|页码|共\s*\d+\s*页|以上|第\s*\d+\s*行\s*[,，]\s*第\s*\d+\s*列)/;
/** Totals: 合计, 小计：, 小计（km）, 以上合计, 本页小计, 可见行合计 (a filtered sheet's SUBTOTAL), Total (a Chinese word followed by anything, a Latin one by a non-letter). */
const TOTAL =
  /^(?:\d{1,3}\s*#\s*楼|\d{1,3}\s*号楼|[A-Z\d]{1,3}\s*栋)?(?:以上|本页|全部|总|可见行?|筛选后?|本表)?(?:[一二三四五六七八九十\d]{1,2}项)?(?:合计|小计|总计|共计|累计|总价)|^(?:total|subtotal|sum|ara\s+toplam|genel\s+toplam|toplam|razem|suma|t[ổo]ng\s+c[ộo]ng)(?![a-zà-ỹ])/i;
/** A "label：value" cell (需求单位：XX县供电公司, 计划编号：PW-2025-011): information about the inquiry, not an item. */
const INFO_CELL = /^[\u4e00-\u9fff]{2,8}\s*[:：]/;
/**
 * A chat line under its sender's name that asks for a wire or cable by a word alone, with its length ("王师傅：网线300米",
 * "张工：光缆2盘"): a good asked for, not information about the inquiry; a person sees it unmatched.
 */
const WIRE_GOODS_SAID =
  /^(?:[\u4e00-\u9fff]{1,3}(?:师傅|工|总|经理|老板|主任|科长|部长|老师|先生|女士|小姐|哥|姐)|客户|老板)\s*[:：].*(?:线|缆|纤)/;
/**
 * A spreadsheet's sheet tabs in a screenshot or photo of its window ("Sheet1", "Sheet2", "工作表1", the "+" after them;
 * a picture may read the 1 as l or I).
 */
const SHEET_TAB = /^(?:sheet\s*[\dlI]+|工作表\s*[\dlI]+|[+＋])$/i;
/** Section headings: 一、低压电缆 / （二）控制电缆 / 第三部分. */
const SECTION =
  /^(?:[一二三四五六七八九十]+\s*[、.．]|[(（][一二三四五六七八九十\d]+[)）]|第[一二三四五六七八九十\d]+[部章节分])/;
/** A serial number opening a line: "1、", "2.", "3）", "(4)", "①", "12 ", "17- " (a WhatsApp list's "17- cu/xlpe…"). */
const SERIAL =
  /^\s*(?:\d{1,3}\s*[、)）]|\d{1,3}\s*-\s+(?=\S)|\d{1,3}-(?=[A-Za-z\u4e00-\u9fff\u0600-\u06ff])(?!c\b|cores?\b|芯)|\d{1,3}\s*[.．](?!\d)|[(（]\d{1,3}[)）]|[\u2460-\u2473]|\d{1,3}\s*\|(?=\s*\S)|\d{1,3}\s+(?=[A-Za-z\u4e00-\u9fff])(?!(?:c\s*)?[x×*]\s*\d|c(?:ores?)?\b|cores?|芯))\s*/i;
/** "27.1kV YJV..." is item 27 at 1kV: a serial with a dot, followed by a voltage. */
const SERIAL_BEFORE_VOLTAGE = /^\s*\d{1,3}[.．](?=\d+(?:\.\d+)?\s*(?:\/\s*\d+(?:\.\d+)?\s*)?k?v)/i;
const LOOKS_LIKE_QUANTITY = /^\s*(?:约|大约|暂定|暂估|共|计)?\s*\d/;

const joinText = (parts: ReadonlyArray<string | undefined>) =>
  parts
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(' ');

function stripSerial(text: string): string {
  if (SERIAL_BEFORE_VOLTAGE.test(text)) {
    const dotted = text.replace(SERIAL_BEFORE_VOLTAGE, '');
    if (findVoltages(dotted)[0]?.start === 0 && findVoltages(text)[0]?.start !== 0) return dotted;
  }
  return text.replace(SERIAL, '');
}

/** The descriptive words of a text once its quantity is taken out ("电力电缆 600米" -> "电力电缆"). */
function wordsOf(rest: string): string {
  const withoutQuantity = rest.replace(
    /(?:每\s*[盘轴卷圈]\s*)?(?:约|共|计)?\s*[\d.,]+\s*(?:千米|公里|km|米|m|盘|轴|卷|圈|捆|根|条|段|套|个)?(?:\s*[/每一]\s*[盘轴卷圈])?/gi,
    ' ',
  );
  return (withoutQuantity.match(/[\u4e00-\u9fff]{2,}/g) ?? []).join(' ');
}

/**
 * A quantity the customer names without a number ("BV线若干", "数量待定", "按实际"): a cable asked for, whose amount
 * a person settles, so the line is a row for review rather than a note.
 */
const UNSTATED_QUANTITY = /若干|待定|按实际|适量|数量待/;
/** A clause's number opening a line of a specification ("2.1 ", "3.2.4 "). */
const CLAUSE_NUMBER = /^\s*\d{1,2}(?:\.\d{1,2}){1,2}\s/;
/** The answer under a bidder's question (答：…). */
const ANSWER_LINE = /^\s*答\s*[：:]/;
/** A bidder's question in a tender's Q&A (问3：第5项…是否为5×16？): with no amount of its own it asks for nothing. */
const TENDER_QUESTION = /^\s*(?:问|提问|质疑|疑问)\s*\d{0,3}\s*[：:]/;
/** The words of a requirement written in prose: a standard to follow, what it shall be, what is not accepted. */
const REQUIREMENT =
  /执行|应符合|应满足|应为|应采用|须为|须符合|不低于|不小于|不大于|不得|不接受|采用.{0,8}(?:屏蔽|绝缘|导体)|按标准|规定的/;

/** What a chat app writes itself: a recalled message, someone joining, a nudge, a picture or voice placeholder. */
const CHAT_EVENT =
  /撤回了一条消息|加入了群聊|邀请.{1,20}加入了群聊|拍了拍|以下是新消息|^\[(?:图片|语音|表情|文件)\]$|^<(?:attached|附件)\s*[:：]|<media omitted>|(?:image|video|audio|document) omitted|this message was deleted|you deleted this message|messages and calls are end-to-end encrypted/i;

/**
 * The sender and time a chat export writes before each message on its line: WhatsApp's "[12/10/25, 09:14:03] Ahmed: …"
 * and "12/10/2025, 09:14 - Ahmed: …". The message is what is read; the date is no amount.
 */
const CHAT_HEADER = [
  /^\s*\[\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4},?\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?\]\s*[^:：\]]{1,40}[:：]\s*/i,
  /^\s*\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4},?\s+\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?\s+-\s+[^:：]{1,40}[:：]\s*/i,
];

/** A line without the marks of direction a chat app writes into it (U+200E, U+200F) and its sender and time. */
function messageOf(line: string): string {
  const plain = withoutDirectionMarks(line);
  for (const header of CHAT_HEADER) if (header.test(plain)) return plain.replace(header, '');
  return plain;
}

const withoutDirectionMarks = (line: string) => line.replace(/[\u200e\u200f\u202a-\u202e]/g, '');

/** Whether a line opens a chat message with its time and sender ("[12/10/25, 09:33:40] Ali Hassan: …"). */
const opensMessage = (line: string) => CHAT_HEADER.some((header) => header.test(withoutDirectionMarks(line)));

/** A message quoted whole in a chat reply (「张工：YJV 4*95+1*50 350米」): the reply under it says what holds. */
const QUOTED_MESSAGE = /^[「『“"].*[」』”"]$/;
/** DingTalk's and WeChat Work's quote of a message replied to: "回复 刘工-机电：3、YJV22 … 260米". */
const REPLY_QUOTE = /^回复\s*[^：:]{1,24}[：:]\s*(.+)$/;

/** The message a line quotes, without its sender, or null when the line quotes none. */
function quotedText(text: string): string | null {
  if (QUOTED_MESSAGE.test(text))
    return text
      .slice(1, -1)
      .replace(/^[^：:]{1,12}[：:]\s*/, '')
      .trim();
  return REPLY_QUOTE.exec(text)?.[1]?.trim() ?? null;
}

/**
 * A mail's or letter's lines in English that give terms, not items ("Subject:", "Tel:", "- Packing: …"), a German
 * mail's headers (Betreff:, Gesendet:, Von:, An:), and a subject line in the other languages mails come in (Asunto:,
 * Assunto:, Objet:, Oggetto:, Temat:, Konu:, Tiêu đề:, Тема:, 件名:); a BOQ's "Project: …" and "Section 16 - Electrical Works"
 * lines.
 */
const ENGLISH_NOTE =
  /^[-•*·]?\s*(?:subject|asunto|assunto|objet|oggetto|temat|konu|re|betreff|gesendet|von|an|tel|phone|mobile|fax|e-?mail|from|to|cc|date|attn|dear|standard|packing|delivery|payment|validity|price|terms?|note|remarks?|address|adres|contact|regards|best regards|thanks|project|client|customer|owner|consultant|(?:main\s+)?contractor|currency)\b\s*[:：,]|^section\s+\d{1,3}(?:\.\d{1,2})*\s*[-–—:]|^[-•*·]?\s*(?:địa\s+chỉ|điện\s+thoại|đt|tiêu\s+đề|chủ\s+đề|тема|件名)\s*[:：]/i;

/**
 * A letter's footer as companies must print it (a German GmbH's Registergericht, HRB, USt-IdNr., Geschäftsführer; a
 * Polish company's NIP, REGON, KRS and kapitał zakładowy; a Vietnamese MST; a bank's IBAN), or a telephone line
 * ("Tel. +49 991 37120-45 · Fax …", "ĐT: 0274 …"), or a postal box in a signature ("P.O. Box 24518, Doha, Qatar"): no
 * item, whatever numbers it holds.
 */
const LETTER_FOOTER =
  /(?<![A-Za-z])P\.?\s?O\.?\s*Box\s*\d|Registergericht|Amtsgericht|Handelsregister|USt-?Id(?:Nr)?|Steuer-?nr|(?<![A-Za-z])HR[AB]\s*\d|Gesch(?:ä|ae)ftsf(?:ü|ue)hr|haftende\s+Gesellschafter|(?<![A-Za-z])IBAN(?![A-Za-z])|(?<![A-Za-z])(?:NIP|REGON|KRS|MST)\s*[:：]|kapita[łl]\s+zak[łl]adowy|^\s*(?:tel|phone|fax|mob|mobile|handy|đt|điện\s+thoại)\.?\s*[:：]?\s*\+?\d[\d\s()/-]{6,}/i;

/**
 * A section's heading ("一、电力电缆", "（三）控制电缆"); a line numbered "(3)" that names a structure, or an accessory
 * with its amount or asked to be quoted ("（1）热镀锌槽式电缆桥架 200×100，180米", "（13）电缆中间接头、终端头按实际报量，
 * 另行询价"), is an item.
 */
function isSectionHeading(text: string): boolean {
  if (!SECTION.test(text)) return false;
  const numbered = /^\s*[(（]\d{1,3}[)）]/;
  if (!numbered.test(text)) return true;
  const after = text.replace(numbered, '');
  return !readCable(text).spec && !(ACCESSORY.test(after) && (/\d/.test(after) || ASKED_TO_QUOTE.test(after)));
}

/**
 * What is bought with cables but is none (trays, conduit, lugs, glands, joints and terminations, connectors, fire
 * stopping, switches, sockets and breakers), in the languages inquiries come in: asked for with an amount, or asked to be quoted, it is a row the
 * catalogue cannot match, so that a person sees it was asked for.
 */
const ACCESSORY =
  /桥架|线槽|线管|开关插座|空开|断路器|电线管|穿线管|電線喉|线喉|中间接头|终端头|电缆头|端子|铜鼻子|线鼻子|堵料|防火泥|连接器|接线盒|热缩|冷缩|(?<![a-z])(?:lugs?|glands?|cable\s+trays?|kabel\s+tray|trunking|conduits?|terminations?|connectors?|terminales|terminais|bandejas?|cosses?|presse-[ée]toupes?|chemins?\s+de\s+c[âa]bles?|eletrodutos?)(?![a-z])|муфт|наконечник/i;
/** More Latin words than a list's line has: a mail's prose, whose numbers are about other things ("items 2 and 5"). */
const LATIN_PROSE_WORDS = 14;
/**
 * An accessory's amount: a number with a length or a count of pieces ("180米", "2.4m", "20 pcs", "12 шт.", "50枝",
 * "86型 一套").
 */
const ACCESSORY_AMOUNT =
  /(?:\d|(?<![\u4e00-\u9fff])[一二两三四五六七八九十])\s*(?:pcs|pc|pç|pzas?|und|unid|nos?|sets?|lots?|batang|buah|шт|枝|支|个|套|只|根|条|对|卷|盘|米|km|m(?![a-z²2]))(?![a-z])/i;
/**
 * Asked to be quoted without an amount ("接线端子电缆头那些你也一起报一下", "please also quote cable lugs and glands"): on a
 * line with no number, as a line with numbers in it asks about those.
 */
const ASKED_TO_QUOTE = /报一下|一起报|报个价|报价|询价|(?<![a-z])quote(?![a-z])|cotiz|or[çc]amento|devis/i;

/** An example of how to write a line, not a demand: a 接龙's "例 X工区 张三 YJV …", a form's "填写示例：…", "e.g. …". */
const EXAMPLE_LINE =
  /^\s*(?:(?:例|示例|范例|样例|举例|填写示例|格式示例)(?:\s*[:：]|\s)|例如|e\.g\.|for\s+example\b|example\s*[:：])/i;

/** A heading that counts its list's items ("采购明细（共18项）"): no item. */
const ITEMS_COUNTED = /^[^\d]{1,20}[(（]\s*共\s*\d{1,4}\s*[项条行]\s*[)）]\s*[:：]?$/;

const isNoiseText = (text: string) =>
  ITEMS_COUNTED.test(text) ||
  EXAMPLE_LINE.test(text) ||
  ENGLISH_NOTE.test(text) ||
  NOTE.test(text) ||
  TOTAL.test(text) ||
  isSectionHeading(text) ||
  CHAT_EVENT.test(text) ||
  QUOTED_MESSAGE.test(text) ||
  REPLY_QUOTE.test(text) ||
  NOT_ASKED_NOW.test(text) ||
  LETTER_FOOTER.test(text) ||
  FILE_ATTACHED.test(text);

/** A file attached to a message or an approval, with its size ("电缆清单.xlsx | 18.2KB", "清单.pdf (1.2 MB)"). */
const FILE_ATTACHED = /\.(?:xlsx|xls|csv|pdf|docx?|dwg|zip|rar|7z|jpe?g|png)\s*[|｜(（]?\s*\d+(?:\.\d+)?\s*[KMG]B\b/i;

type Draft = Omit<InquiryRow, 'index'>;

/**
 * Wire an electrician names by its size alone ("2.5的线5盘", "6平方黄绿2盘", "2.5的软线半盘"): a building wire of that
 * size, BV (BVR when 软), for a person to confirm (model-uncertain).
 */
const HOUSEHOLD_WIRE =
  /(?<![\d.×*xX])(1|1\.5|2\.5|4|6|10|16)\s*(?:平方|平|mm²|mm2)?\s*的?\s*(软线|硬线|电线|线|黄绿|双色)(?![管槽鼻耳卡盒缆])/;

function householdWire(cable: CableText): CableText {
  if (cable.model || cable.spec) return cable;
  const m = HOUSEHOLD_WIRE.exec(cable.rest);
  if (!m) return cable;
  const rest = `${cable.rest.slice(0, m.index)}${' '.repeat(m[0].length)}${cable.rest.slice(m.index + m[0].length)}`;
  return { ...cable, model: m[2] === '软线' ? 'BVR' : 'BV', spec: `1*${m[1]}`, rest, unsure: true };
}

/** The slash or long dash between a cable, written first, and its amount. */
const AMOUNT_AFTER_SLASH = /^(\s*)(?:[/／]|-{2,})(?=\s*(?:\d|[一二两三四五六七八九十百千幺]))/;

/** An item of a list named by its number (新增第21项, 第11项): an order, not an amount. */
const ITEM_REFERENCE = /第\s*\d{1,3}\s*[项条行号]/g;
/** A line deleting an item: 删除第17项 BV-1×6（原50卷）. What it names is not to be quoted. */
const DELETED_ITEM =
  /(?:^|^答\s*[:：].*?[。；;，,]\s*|^答\s*[:：]\s*)(?:删除|删去|取消|去掉|去除)\s*第\s*\d{1,3}\s*[项条行号]/;

/**
 * A notice's cable as designed, then the one it becomes: "原设计YJV22-0.6/1kV-4×185+1×95，现变更为YJV22-…-4×240+1×120"
 * (what stands from 原 to the change word is no longer asked).
 */
const DESIGN_CHANGED =
  /原(?:设计|清单|合同|图纸)?(?:为|是|中)?\s*[^，,；;。]*?[A-Za-z][^，,；;。]*?\s*[，,]?\s*(?:现|现已|现在)?\s*(?:变更为|更改为|修改为|调整为|改为|改成|换成)/;

/** A change notice's line as the item it now asks for, and whether it deletes one. */
function asChanged(text: string): { text: string; deleted: boolean } {
  const deleted = DELETED_ITEM.test(text);
  const changed = withSpecChanged(
    text
      .replace(QUOTED_CHANGE, (_, _old: string, now: string) => ` ${now} `)
      .replace(DESIGN_CHANGED, (said) => ' '.repeat(said.length)),
  ).replace(AMOUNT_FROM, (said) => ' '.repeat(said.length));
  return { text: changed.replace(ITEM_REFERENCE, (ref) => ' '.repeat(ref.length)), deleted };
}

/** The structure a line's cable becomes, after it: "YJV22-0.6/1kV-3×95+2×50，规格更正为3×120+2×70". */
const SPEC_CHANGED_TO =
  /^[\s,，;；]*(?:那条|那根|这条|这根|嗰条|嗰根|的)?\s*(?:规格|截面)?\s*(?:更正为|变更为|调整为|更改为|修改为|改为|改成|改做|换成|change(?:d)?\s+to|(?:di)?ganti(?:\s+(?:jadi|ke|dengan))?|ubah\s+jadi)\s*/i;
/** The amount a line's amount was, before the one it becomes: "数量由420米调整为560米". */
const AMOUNT_FROM = /由\s*\d+(?:\.\d+)?\s*(?:千米|公里|km|米|m|卷|盘)?\s*(?=(?:调整|改|变更|更正|修改)[为成])/gi;
/** An amount said against one the line does not give: "在原数量基础上增加150米". */
const RELATIVE_AMOUNT = /原(?:数量|基础|量)[^，,。；;]*?(?:增加|减少|追加|核减|扣减)\s*\d/;

/** The line with its cable's structure replaced by the one it is changed to, when it says so right after it. */
function withSpecChanged(text: string): string {
  const change = specChange(text);
  if (!change) return text;
  return `${text.slice(0, change.start)}${' '.repeat(change.length)}${text.slice(change.start + change.length)}`;
}

/**
 * A size said wrong before, put right ("刚才那个高压的是三芯一百五，不是二百四"): the structure it was, the line's own cores
 * with the size after 不是; undefined when the line says no such thing.
 */
const NOT_THE_SIZE =
  /不是\s*(\d{1,4}(?:\.\d{1,2})?|[一二两三四五六七八九十百]{1,5})(?!\s*(?:千米|公里|米|m|km|盘|卷|轴|[.\d零〇一二两三四五六七八九十百千]))/i;

function sizeSaidWrong(spec: string, text: string): string | undefined {
  const said = NOT_THE_SIZE.exec(text);
  const single = /^(\d{1,2})\*[\d.]+$/.exec(spec);
  const size = said ? (/\d/.test(said[1]!) ? Number(said[1]) : spokenNumber(said[1]!)) : null;
  return size !== null && single && STANDARD_AREAS.includes(size) ? `${single[1]}*${size}` : undefined;
}

/**
 * A structure changed to another right after it ("4x16 ganti jadi 4x25", "4×16改为4×25"): the one it was, and where
 * it and the change word stand; null when the line changes none.
 */
function specChange(text: string): { was: string; start: number; length: number } | null {
  const own = findStructure(text);
  if (!own) return null;
  const after = text.slice(own.end);
  const change = SPEC_CHANGED_TO.exec(after);
  if (!change) return null;
  // (The new cable may name its model first: "4x25嗰條改做 YJV 4x35+1x16".)
  const model = /^[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9/.]+)*\s*[-\s]\s*(?=\d)/.exec(after.slice(change[0].length));
  const next = findStructure(after.slice(change[0].length + (model?.[0].length ?? 0)));
  if (next?.start !== 0) return null;
  return { was: formatStructure(own.groups), start: own.start, length: own.end - own.start + change[0].length };
}

/**
 * Single cores laid as a set, as Latin America writes them ("N2XSY 3-1x95": three cores of 1×95), and whether the
 * amount is each phase's ("1,2 km (cada fase)", "450 ml por fase", "per phase", 每相): then the set is so many times it;
 * with no such word, whether the amount is the set's or each core's is for a person to say.
 */
const CORES_SET = /(?<![\d.])([2-4])\s*[-–]\s*1\s*[x×*]\s*\d/i;
const PER_PHASE = /\b(?:por|cada|each|per|a)\s+(?:fase|phase)\b|每相|每一相/i;

function phaseSet(text: string): { count: number; perPhase: boolean } | null {
  const set = CORES_SET.exec(text);
  return set ? { count: Number(set[1]), perPhase: PER_PHASE.test(text) } : null;
}

/** One line of free text as an item, or null when it asks for nothing (greetings, notes, totals, blank lines). */
export function readInquiryLine(line: string, lineNumber: number): Draft | null {
  const raw = normaliseText(line);
  if (!raw || isNoiseText(raw)) return null;
  // A question's number (问3：) is no amount; a table drawn with pipes in a note ("3 ｜yjv ｜5×10 ｜二百三 ｜厨房")
  // is read with its cells apart; a position lined up before its amount ("80    620      m") is no part of it.
  const unnumbered = (
    POSITION_BEFORE_AMOUNT.test(line) ? normaliseText(line.replace(POSITION_BEFORE_AMOUNT, '$1$2、')) : raw
  )
    .replace(TENDER_QUESTION, (opening) => ' '.repeat(opening.length))
    .replace(/(?<=\S)\s*\|\s*(?=\S|$)/g, (bar) => (raw.split('|').length > 2 ? ' '.repeat(bar.length) : bar));
  const changed = asChanged(stripSerial(unnumbered).replace(ONE_MORE_LINE, (said) => ' '.repeat(said.length)));
  const text = changed.text.trim();
  if (!text || isNoiseText(text)) return null;
  const cable = householdWire(withFireChange(readCable(withSpacedStructure(withSpokenNumbers(text))), text));
  const infoCell = INFO_CELL.test(text) && !cable.spec;
  if (infoCell && !WIRE_GOODS_SAID.test(text)) return null;
  // A company's registration written as a label ("RCCM : CI-ABJ-…", "NCC : …", "TIN: …"), or a question with no
  // structure ("Item 9 is cu/pvc/pvc 450/750v right?", "And item 1 250m in one length?"): no item.
  const label = LATIN_LABEL.exec(text);
  if (!cable.spec && ((label && !readCable(label[1]!).model) || /[?？]\s*$/.test(text))) return null;
  // A dealer's shorthand, the amount after a slash or a long dash right after the cable ("yjv4*120+1*70/150",
  // "kvv7*1.5——150"): the amount as any other.
  const rest = cable.rest.replace(AMOUNT_AFTER_SLASH, '$1 ');
  const quantity = asked(readQuantity({ main: rest, model: cable.model, bareNumber: true, ofRow: true }));
  const hasLength = quantity.unit !== '' && quantity.count !== '';
  if (infoCell && !(hasLength && unitKind(quantity.unit) !== null)) return null;
  // A requirement in prose ("电缆执行GB/T 12706-2020，导体采用…", "中性线截面按标准配置，不接受减小截面") names cables and
  // sizes, asks for no amount: no row.
  // A clause's number ("2.1 电缆执行…") is no amount either.
  const noAmount = quantity.count === '' || (CLAUSE_NUMBER.test(text) && quantity.unit === '');
  if (noAmount && !UNSTATED_QUANTITY.test(cable.rest) && (REQUIREMENT.test(text) || TENDER_QUESTION.test(raw)))
    return null;
  // A size and an amount without a model ("10 rolls 2.5mm red"): a wire asked for that a person names.
  const sizeAlone = cable.spec === '' && cable.model === '' && hasLength && WIRE_SIZE.test(cable.rest);
  const accessory =
    cable.spec === '' &&
    cable.model === '' &&
    ACCESSORY.test(text) &&
    (ACCESSORY_AMOUNT.test(raw) || (ASKED_TO_QUOTE.test(text) && !/\d/.test(text))) &&
    (text.match(/[A-Za-z]+/g)?.length ?? 0) <= LATIN_PROSE_WORDS;
  const isItem =
    cable.spec !== '' ||
    (cable.model !== '' && (quantity.count !== '' || UNSTATED_QUANTITY.test(cable.rest))) ||
    (hasLength && cable.words !== '') ||
    sizeAlone ||
    accessory;
  if (!isItem) return null;
  // (The position's mark put in to read it apart is no part of what the row shows.)
  const item = itemBeforeAmount(text, quantity.count).replace(POSITION_MARKED, '$1 ');
  const twoCables = namesSecondCable(cable.rest, cable);
  const phases = phaseSet(text);
  const metresOfLine =
    quantity.metres === undefined || phases === null
      ? quantity.metres
      : phases.perPhase
        ? Math.round(quantity.metres * phases.count * 1000) / 1000
        : undefined;
  // An amount in a relative change, or in a bidder's question ("数量栏为“1.2”…请明确单位"): a person settles it.
  const relative = RELATIVE_AMOUNT.test(text) || TENDER_QUESTION.test(raw);
  return {
    line: lineNumber,
    raw,
    item,
    name: wordsOf(cable.rest),
    model: cable.model,
    scope: cable.scope,
    spec: cable.spec,
    prop: cable.prop,
    count: quantity.count,
    unit: quantity.unit,
    ...(metresOfLine !== undefined && !twoCables && !relative ? { metres: metresOfLine } : {}),
    reasons: withCableReasons(cable.model, cable.spec, [
      ...quantity.reasons,
      ...(phases && !phases.perPhase && !quantity.reasons.includes('quantity-ambiguous')
        ? (['quantity-ambiguous'] as const)
        : []),
      ...(namesUnknownLevel(text) || namesVoltageChoice(text) ? (['voltage-ambiguous'] as const) : []),
      ...((twoCables || relative) && !quantity.reasons.includes('quantity-ambiguous')
        ? (['quantity-ambiguous'] as const)
        : []),
      ...(contradictsMaterial(cable.model, conductorWord(cable.rest)) || plainButFireClass(cable.model, cable.rest)
        ? (['model-uncertain'] as const)
        : []),
      ...(changed.deleted || NOT_ASKED_ON_LINE.test(text) || SUPPLIED_BY_OTHERS.test(text)
        ? (['line-cancelled'] as const)
        : []),
      ...(cable.alternative ? (['spec-ambiguous'] as const) : []),
      ...(cable.unsure ? (['model-uncertain'] as const) : []),
      ...(sizeAlone ? (['spec-unreadable'] as const) : []),
      ...(ALTERNATIVE_LINE.test(raw) ? (['note-changes-row'] as const) : []),
    ]),
  };
}

/**
 * A line offering another cable in place of the one above ("Alternativ: NYY-J 5x16 RM, 280 m", "Alternatively: …"):
 * an option to price instead, not a further demand; a person says which is bought.
 */
const ALTERNATIVE_LINE =
  /^\s*(?:[-•*·]\s*)?(?:alternativ[ea]?|alternatively|or\s+alternatively|als\s+alternative)\s*[:：]/i;

/**
 * What names the item on a line: the text before its amount ("YJV 4×95+1×50" of "YJV 4×95+1×50 350米"), the amount
 * found as a number of its own (not the 2 of "N2XY"); the whole line when the amount comes first or what stands before
 * it names no cable ("- 80、620 m N2XH-J 5x6").
 */
function itemBeforeAmount(text: string, count: string): string {
  if (!count) return text;
  let at = -1;
  const own = new RegExp(String.raw`(?<![\dA-Za-z.,])${count.replace(/\./g, '\\.')}(?![\d])`, 'g');
  for (let m = own.exec(text); m; m = own.exec(text)) at = m.index;
  const before = text.slice(0, Math.max(0, at === -1 ? text.lastIndexOf(count) : at)).trim();
  if (!before) return text;
  const cable = readCable(before);
  return cable.model || cable.spec ? before : text;
}

/**
 * A line's position number lined up apart from the amount after it ("80    620      m       N2XH-J 5x6", a table
 * typed with spaces and pasted without its header): two spaces or more, a tab or an ideographic space between them, as
 * no thousands group is written; after a bullet or a mention too.
 */
const LINE_OPENING = String.raw`\s*(?:[-•*·★☆▪►]\s*|@\S+\s+)?`;
const POSITION_BEFORE_AMOUNT = new RegExp(
  String.raw`^(${LINE_OPENING})([0-9０-９]{1,4})(?: {2,}|[\t\u3000]+)(?=[0-9０-９])`,
);
/** The position as marked apart for reading ("80、620 m"), to show as written. */
const POSITION_MARKED = new RegExp(String.raw`^(${LINE_OPENING}\d{1,4})、(?=\d)`);

/** A wire's size with its unit ("2.5mm", "4 mm²", "6sqmm"), as a line under a wire heading writes it. */
const WIRE_SIZE = /(?<![\d.×*x])(\d{1,3}(?:\.\d)?)\s*(?:mm²|mm2|mm|sq\.?\s*mm)(?![a-z\d])/i;

/**
 * A line under a wire heading that names a size and no model ("5- 10 rolls 2.5mm red" under "wires single core solid
 * 450/750v:"): read again with the heading's wire before its size, BVR where the line itself says flexible.
 */
function underWireHeading(line: string, heading: { model: string; scope: string }, lineNumber: number): Draft | null {
  const text = normaliseText(line);
  const size = WIRE_SIZE.exec(text);
  if (!size) return null;
  const model = /\bflexible\b|\bstranded\b/i.test(text) ? 'BVR' : heading.model;
  const draft = readInquiryLine(
    `${text.slice(0, size.index)} ${model} ${size[1]}mm² ${text.slice(size.index + size[0].length)}`,
    lineNumber,
  );
  if (!draft || draft.model !== model) return null;
  if (!draft.scope) draft.scope = heading.scope;
  draft.raw = text;
  draft.item = stripSerial(text);
  return draft;
}

/** A label in capitals and its colon opening a line ("RCCM :", "NCC:", "TIN :"). */
const LATIN_LABEL = /^([A-Z]{2,6})\s*:\s/;

/** "另外加一条 YJV …": one more line of the list, no amount of one piece. */
const ONE_MORE_LINE = /(?:另外|再|还要)?(?:加|添|补)一[条项](?=\s*[A-Za-z\u4e00-\u9fff])/g;

/**
 * A line that changes its own cable's fire class ("YJV-0.6/1kV 4×150+1×70，640米（改为阻燃C类）"): the class it names
 * in place of the one written.
 */
function withFireChange(cable: CableText, text: string): CableText {
  const change = FIRE_CHANGED.exec(text);
  const prefix = change ? fireClassPrefix(change[1]!) : null;
  if (!prefix || !cable.model) return cable;
  return { ...cable, model: withFireClass(cable.model, prefix) };
}

/**
 * Whether a line names a second cable after its first ("BV2.5、BV4各10卷"): one row cannot carry both, and the
 * quantity may be each one's or their sum, so a person splits it.
 */
function namesSecondCable(rest: string, first?: { model: string; spec: string }): boolean {
  const second = readCable(rest);
  // The same cable again, in brackets ("ПвВГ 4х185+1х95 – 650 м (YJV 4*185+1*95)"): a gloss, not a second one.
  if (first && second.model === first.model && second.spec === first.spec) return false;
  if (second.model !== '' && second.spec !== '') return true;
  // "YJV 4×16、4×10 各100米": a second structure listed after the first, of the same model.
  const another = findStructure(rest);
  return another !== null && /[、和及与&]\s*$/.test(rest.slice(0, another.start));
}

function withCableReasons(model: string, spec: string, reasons: ReviewReason[]): ReviewReason[] {
  const out = [...reasons];
  if (model && !spec) out.push('spec-unreadable');
  if (!model) out.push('model-unknown');
  return out;
}

const numbered = (drafts: Draft[]): InquiryRow[] => drafts.map((draft, index) => ({ ...draft, index }));

/** Lines of free text, numbered from 1 (blank lines count). */
export function readInquiryLines(written: readonly string[], firstLine = 1): InquiryRow[] {
  const lines = written.map(messageOf);
  /** The first draft of the message being read: a blank line or a chat's sender line starts another. */
  let blockStart = 0;
  /**
   * The model a heading line names for the lines under it; a wire heading's ("wires single core solid 450/750v:") for
   * lines that name a size alone ("10 rolls 2.5mm red").
   */
  let heading: { model: string; scope: string; wire?: true } | null = null;
  /** How many lines came before a "以这个为准：" that replaces them. */
  let supersededBefore: number | null = null;
  const drafts: Draft[] = [];
  const sections = new SectionVoltage();
  /** The row each item number of the text names ("3、YJV…" is item 3). */
  const byNumber = new Map<number, Draft>();
  const replies = quotedReplies(lines);
  const listNumbered = numbersRunIntoText(lines);
  const records = recordsOverLines(lines);
  /** The rows read from a bidder's questions (问3：…), whose answer on the next line may give their amount. */
  const questions = new Set<Draft>();
  lines.forEach((line, i) => {
    // A line of a record over lines ("规格：…" under "商品3：…"): read with the record's first line.
    if (records.get(i) === '') return;
    const text = normaliseText(records.get(i) ?? line);
    sections.read([text]);
    const reply = replies.get(i);
    if (reply) {
      // A reply to a quoted line ("「张工：ZR-YJV 4*50+1*25 350米」" then "这个改成400米"): the quoted cable with the
      // reply's amount, and the line quoted no longer what holds.
      const quotedDrafts = drafts.filter((earlier) => normaliseText(earlier.raw) === reply.quoted);
      const before = quotedDrafts.map((earlier) => ({ ...earlier }));
      for (const earlier of quotedDrafts) {
        unsettled(earlier);
        if (reply.takesBack && !earlier.reasons.includes('line-cancelled')) earlier.reasons.push('line-cancelled');
      }
      if (reply.takesBack) return;
      // "这根改成4×150+1×70，长度不变": the reply's structure, the quoted line's cable and amount.
      if (reply.newStructure) {
        // Its clause taking the old structure back ("，185的不要了") is no line of its own.
        const kept = text
          .split(/[，,；;]/)
          .filter((clause) => !NOT_ASKED_NOW.test(clause))
          .join('，');
        const changed = readInquiryLine(kept, firstLine + i);
        const was = before.length === 1 ? before[0]! : null;
        if (changed && was && was.metres !== undefined) {
          if (!changed.model) inherit(changed, was);
          drafts.push({
            ...changed,
            count: was.count,
            unit: was.unit,
            metres: was.metres,
            reasons: changed.reasons.filter(
              (reason) => reason !== 'quantity-missing' && reason !== 'quantity-ambiguous',
            ),
          });
        } else if (changed) drafts.push({ ...changed, reasons: [...changed.reasons, 'quantity-ambiguous'] });
        return;
      }
      const answered = readInquiryLine(`${reply.cable} ${text}`, firstLine + i);
      if (answered) drafts.push({ ...answered, raw: text });
      return;
    }
    if (!text) blockStart = drafts.length;
    // "以这个为准：" over a list: the lines before it are what it replaces (taken out below, once the list is there).
    if (SUPERSEDING.test(text)) supersededBefore = drafts.length;
    // "上午发的那几条作废": the earlier messages' lines.
    if (EARLIER_VOID.test(text))
      for (const earlier of drafts.slice(0, supersededBefore ?? blockStart)) {
        unsettled(earlier);
        if (!earlier.reasons.includes('line-cancelled')) earlier.reasons.push('line-cancelled');
      }
    // "…都是铜芯YJV 0.6/1kV：" over lines of structures alone: the model of those lines, until the message ends or
    // another heading ("电线：") begins.
    if (!text || SENDER_LINE.test(text) || opensMessage(written[i]!)) heading = null;
    else if (/[：:]\s*$/.test(text)) {
      const named = readCable(text);
      const wire = named.model ? '' : wireOfHeading(text);
      heading =
        named.model && !named.spec
          ? { model: named.model, scope: named.scope }
          : wire
            ? { model: wire, scope: named.scope, wire: true }
            : null;
    }
    // "五芯十六的先不要了": the earlier lines of the cable it names are taken back; "路灯那段先不报": those of the
    // words it names.
    if (NOT_ASKED_NOW.test(text)) {
      const named = readCable(withSpokenNumbers(text));
      const subject = named.spec ? null : takenBackSubject(text);
      // "rvv那个取消 不要了": the earlier lines of the model it names.
      let takenBack = 0;
      for (const earlier of drafts)
        if (
          named.spec
            ? earlier.spec === named.spec && (!named.model || earlier.model === named.model)
            : named.model
              ? earlier.model === named.model
              : subject !== null && normaliseText(earlier.raw).includes(subject)
        ) {
          takenBack++;
          unsettled(earlier);
          if (!earlier.reasons.includes('line-cancelled')) earlier.reasons.push('line-cancelled');
        }
      // "BV1.5 10卷 ❌不要了", naming no earlier line (a checklist's line crossed out, a cable of the list before): the
      // cable it takes back is shown taken out, for a person to see.
      const struck =
        takenBack === 0 && named.model && named.spec && NOT_WANTED.test(text)
          ? readInquiryLine(withoutTakingBack(text), firstLine + i)
          : null;
      if (struck?.model === named.model && struck.spec === named.spec) {
        flagged(struck, 'line-cancelled');
        drafts.push(struck);
        return;
      }
    }
    // "以上每項再加一成": every line above has more than it says, and a later message may limit it: a person settles it.
    if (ALL_ABOVE_MORE.test(text) && !readCable(text).spec) {
      for (const earlier of drafts) unsettled(earlier);
      return;
    }
    // "2#楼的YJV全部改成阻燃的（ZR-YJV）": the lines of that model are another cable than written (of which part of the
    // list, and which class, a person says).
    const allChanged = ALL_OF_MODEL_CHANGED.exec(text);
    const ofModel = allChanged ? readCable(text.slice(0, allChanged.index)) : null;
    if (allChanged && ofModel?.model && !ofModel.spec) {
      // Of one building's section ("2#楼的YJV…", under "二、2#楼（综合楼）"), with the class it names: those rows are
      // that cable; without a section, or another cable of the family (YJV22 under 全部改成阻燃), a person says.
      const section = sectionLines(lines, text.slice(0, allChanged.index));
      const prefix = fireClassPrefix(allChanged[2] ?? allChanged[1]!);
      const family = (model: string) => model.replace(/^(?:ZR|Z[ABC]|NH|WDZ[ABCN]?)-/, '').replace(/\d+$/, '');
      for (const earlier of drafts) {
        const index = earlier.line - firstLine;
        if (section && (index < section.from || index >= section.to)) continue;
        if (section && prefix && earlier.model === ofModel.model) earlier.model = withFireClass(earlier.model, prefix);
        else if (family(earlier.model) === family(ofModel.model) && !earlier.reasons.includes('model-uncertain'))
          earlier.reasons.push('model-uncertain');
      }
      return;
    }
    // "以上都要阻燃的" under a list: the lines above it in the message are another cable than written (ZR-? ZC-?).
    if (ALL_ABOVE_CHANGED.test(text) && !readCable(text).spec) {
      for (const earlier of drafts.slice(blockStart))
        if (!earlier.reasons.includes('model-uncertain')) earlier.reasons.push('model-uncertain');
      return;
    }
    // "刚才那个4芯改成5芯": the cable of the earlier line of those cores, with the cores it becomes, at its amount; the
    // earlier line is no longer what is asked. Of two such lines, the latest, and a person checks.
    const said = withSpokenNumbers(text);
    const coresChanged = CORES_CHANGED.exec(said);
    if (coresChanged) {
      const [, was, now] = coresChanged;
      const earlier = drafts.filter((d) => SINGLE_GROUP.exec(d.spec)?.[1] === was);
      const from = earlier[earlier.length - 1];
      if (from) {
        const changed = restated(from, firstLine + i, text, { spec: from.spec.replace(SINGLE_GROUP, `${now}*`) });
        for (const d of earlier) {
          unsettled(d);
          if (!d.reasons.includes('line-cancelled')) d.reasons.push('line-cancelled');
        }
        if (earlier.length > 1) unsettled(changed);
        drafts.push(changed);
        return;
      }
    }
    // "刚才那个一百二的不是一千二是一千五": the earlier line of that size and amount, at the amount said now; the
    // earlier line is no longer what is asked.
    const wasNow = AMOUNT_WAS_NOW.exec(said);
    const pointedSize = wasNow ? POINTED_SIZE.exec(text) : null;
    if (wasNow && pointedSize && !readCable(said).spec) {
      const size = spokenNumber(pointedSize[1]!) ?? Number(pointedSize[1]);
      const [, was, , now, nowUnit] = wasNow;
      const earlier = drafts.filter(
        (d) => Number(PHASE_AREA.exec(d.spec)?.[1]) === size && Number(d.count) === toAmount(was!),
      );
      const from = earlier.length === 1 ? earlier[0]! : undefined;
      const unit = nowUnit ?? from?.unit ?? '';
      const factor = unit ? unitKind(unit) : { kind: 'length', factor: 1 };
      if (from && factor?.kind === 'length') {
        const changed = restated(from, firstLine + i, text, {
          count: String(toAmount(now!)),
          unit,
          metres: toAmount(now!) * factor.factor,
        });
        unsettled(from);
        drafts.push(changed);
        return;
      }
    }
    const correction = CORRECTION.exec(text);
    if (correction) {
      // The row it corrects no longer says what is asked: a person settles which holds.
      const corrected = byNumber.get(Number(correction[1]));
      if (corrected) unsettled(corrected);
    }
    // "3. 二工区 李海涛 同1，120米": the cable of entry 1, this line's amount (not 1,120).
    const sameAs = SAME_AS_ITEM.exec(text);
    const sameItem = sameAs ? byNumber.get(Number(sameAs[1])) : undefined;
    const own = sameAs ? text.replace(sameAs[0], ' '.repeat(sameAs[0].length)) : (listNumbered.get(i) ?? line);
    const record = correction ? NOT_A_RECORD : labelledFields(text, firstLine + i, records.get(i) ?? line);
    const read = sections.given(
      record === NOT_A_RECORD
        ? readInquiryLine(correction ? text.slice(correction[0].length) : own, firstLine + i)
        : record,
    );
    const draft =
      read?.model || read?.spec || !heading?.wire ? read : (underWireHeading(own, heading, firstLine + i) ?? read);
    if (!draft) return;
    if (correction || listNumbered.has(i)) draft.raw = text;
    // A correction naming its cable ("更正：WDZ-YJY 4*50+1*25 要600米，不是400"): the earlier lines of that cable.
    if (!correction && CORRECTS_CABLE.test(text) && draft.model && draft.spec)
      for (const earlier of drafts)
        if (earlier.model === draft.model && earlier.spec === draft.spec && earlier.scope === draft.scope)
          unsettled(earlier);
    // What is missing from a delivery ("上次的BV2.5少了1卷，这次一起补上"): to be sent, perhaps not to be priced.
    if (SHORT_DELIVERED.test(text)) unsettled(draft);
    // "same as before but 240mm single core": the cable of the line before, with what this one says instead.
    const before = drafts[drafts.length - 1];
    if (SAME_AS_BEFORE.test(text) && !draft.model && before?.model) {
      inherit(draft, before);
      // "同上再来50米": the line before's whole cable, its structure too.
      if (!draft.spec && before.spec) {
        draft.spec = before.spec;
        draft.reasons = draft.reasons.filter((reason) => reason !== 'spec-unreadable');
      }
    }
    // "问6：第12项YJV22-…-3×240数量栏为“1.2”…" then "答：单位为千米，即1200米。": the answer's amount is of the
    // question's cable (the question itself still asks).
    const question = drafts[drafts.length - 1];
    if (ANSWER_LINE.test(text) && !draft.model && !draft.spec && question && questions.has(question)) {
      inherit(draft, question);
      draft.spec = question.spec;
      draft.reasons = draft.reasons.filter((reason) => reason !== 'spec-unreadable');
    }
    if (TENDER_QUESTION.test(text) && draft.spec) questions.add(draft);
    if (sameAs) draft.raw = text;
    if (sameItem && !draft.model && !draft.spec && sameItem.spec) {
      inherit(draft, sameItem);
      draft.spec = sameItem.spec;
      draft.reasons = draft.reasons.filter((reason) => reason !== 'spec-unreadable');
    }
    // "sorry 700m not 500m for the 4 core 95": the line before of that cable and amount no longer holds, this one
    // asks for the new amount of the same cable.
    const amended = AMOUNT_NOT.exec(text);
    if (amended && draft.spec) {
      const [, now, written, was] = amended;
      const earlier = drafts.filter(
        (d) => d.spec === draft.spec && (!draft.model || d.model === draft.model) && Number(d.count) === toAmount(was!),
      );
      // "要200不是150": the amount in the unit of the line it amends, when that is a length (or a bare number's metres).
      const unit = written ?? earlier[0]?.unit ?? '';
      const factor = unit ? unitKind(unit) : { kind: 'length', factor: 1 };
      if (earlier.length > 0 && factor?.kind === 'length') {
        for (const d of earlier) unsettled(d);
        const models = new Set(earlier.map((d) => `${d.model}|${d.scope}`));
        if (!draft.model && models.size === 1) inherit(draft, earlier[0]!);
        draft.count = String(toAmount(now!));
        draft.unit = unit;
        draft.metres = toAmount(now!) * factor.factor;
        draft.reasons = draft.reasons.filter((reason) => reason !== 'quantity-ambiguous');
      }
    }
    if (heading && !draft.model && draft.spec) {
      draft.model = heading.model;
      if (!draft.scope) draft.scope = heading.scope;
      draft.reasons = draft.reasons.filter((reason) => reason !== 'model-unknown');
    }
    // "NYY 4x16 ganti jadi 4x25, jumlah sama", "YJV 4×16改为4×25，数量不变": the earlier lines of the cable it was no
    // longer what is asked; the one it becomes has their amount when the line keeps it.
    const was = draft.spec ? (specChange(stripSerial(text))?.was ?? sizeSaidWrong(draft.spec, text)) : undefined;
    if (was && was !== draft.spec && draft.metres === undefined) {
      // The earlier line by its structure, or by its phase cores alone ("4x25嗰條" for YJV 4x25+1x16).
      const named = (d: Draft) => d.spec === was || d.spec.startsWith(`${was}+`);
      const earlier = drafts.filter((d) => named(d) && (!draft.model || !d.model || d.model === draft.model));
      const kept = earlier.length === 1 && earlier[0]!.metres !== undefined && KEPT_AMOUNT.test(text);
      if (kept) {
        const from = earlier[0]!;
        if (!draft.model) inherit(draft, from);
        draft.count = from.count;
        draft.unit = from.unit;
        draft.metres = from.metres;
        draft.reasons = draft.reasons.filter(
          (reason) => reason !== 'quantity-missing' && reason !== 'quantity-ambiguous',
        );
      }
      for (const d of earlier) {
        unsettled(d);
        if (!d.reasons.includes('line-cancelled')) d.reasons.push('line-cancelled');
      }
    }
    // "YJV 4C185 嗰條今次先落一半，六百米", "那个四芯九五的…改成三百五十米": an earlier line's cable pointed at (by its phase
    // cores alone, too) with a new amount: that cable at this amount, the earlier line's amount no longer what holds.
    if (!was && draft.spec && draft.metres !== undefined && POINTED_AT.test(text)) {
      const pointed = drafts.filter(
        (d) =>
          (d.spec === draft.spec || d.spec.startsWith(`${draft.spec}+`)) &&
          (!d.model || !draft.model || d.model === draft.model),
      );
      if (pointed.length === 1) {
        // "那个四芯九五的不要两百五了，改成三百五十米": the cable said before, by its cores, its model with it.
        if (!draft.model && pointed[0]!.model) inherit(draft, pointed[0]!);
        draft.spec = pointed[0]!.spec;
        if (!draft.scope) draft.scope = pointed[0]!.scope;
        unsettled(pointed[0]!);
      }
    }
    // A question ("是1200米对吧？", "…对吧？4*16和4*25我分开报") asks, it does not order: a person settles it.
    if (/[?？]/.test(text)) unsettled(draft);
    const number = ITEM_NUMBER.exec(text)?.[1];
    if (number && !correction) byNumber.set(Number(number), draft);
    drafts.push(draft);
  });
  // A list under "以这个为准：" (two lines or more) replaces the lines before it.
  if (supersededBefore !== null && drafts.length - supersededBefore >= 2)
    for (const earlier of drafts.slice(0, supersededBefore)) {
      unsettled(earlier);
      if (!earlier.reasons.includes('line-cancelled')) earlier.reasons.push('line-cancelled');
    }
  return numbered(drafts);
}

/** A line that puts what follows in place of what came before: "以这个为准：", "以下面为准". */
const SUPERSEDING = /以(?:这个|这份|下面|下列|此|这次)为准\s*[:：]?\s*$/;

/** The date and time a chat record's sender line ends with. */
const SENDER_TIME = /\s+(?:(?:\d{4}[-/.])?\d{1,2}[-/.]\d{1,2}\s+)?\d{1,2}:\d{2}(?::\d{2})?\s*$/;
/**
 * A chat record's line of its sender and time ("陈工  09:12", "刘总 2025/9/17 10:32", "东莞安达机电李工 2025-10-21
 * 14:02:11", DingTalk's "王建华-项目经理  11-06 09:02"): another message begins.
 */
const SENDER_LINE = new RegExp(String.raw`^\s*[^\s\d]\S{0,24}${SENDER_TIME.source}`);

/** What labelledFields gives for a line that is not a record of labelled fields. */
const NOT_A_RECORD = Symbol('not a record');

/** A field's label and its colon: "物品名称：", "数量:", "规格型号 ：" (after a space or a comma: "…，数量：20，单位：卷"). */
const FIELD_LABEL = /(?:^|[\s，,；;])([^\s：:，,；;]{1,8})\s*[：:]\s*/g;
/** The comma a field's value ends with when the fields are separated by commas. */
const FIELD_SEPARATOR = /\s*[，,；;]\s*$/;

/**
 * A line of labelled fields, as an approval app or a form copies one record ("物品名称：电力电缆  规格型号：YJV-4*95+1*50
 * 数量：300  单位：米  用途：1#楼"): read as a table of one row under the labels, so that 数量 and 单位 are read as a sheet's
 * columns are (20 卷 of BV is 2,000 m, 1.2 千米 1,200 m) and 用途 is a remark. Null when the record asks for nothing;
 * NOT_A_RECORD when the line is no such record: a record has at least three labels a header would name, one of them
 * the quantity.
 */
function labelledFields(text: string, lineNumber: number, written: string): Draft | null | typeof NOT_A_RECORD {
  const labels = [...text.matchAll(FIELD_LABEL)];
  const fields =
    labels.length >= 3
      ? {
          names: labels.map((label) => label[1]!),
          values: labels.map((label, k) =>
            text
              .slice(label.index! + label[0].length, labels[k + 1]?.index ?? text.length)
              .replace(FIELD_SEPARATOR, '')
              .trim(),
          ),
          before: text.slice(0, labels[0]!.index).trim(),
        }
      : spacedFields(written);
  if (!fields) return NOT_A_RECORD;
  const roles = fields.names.map((name) => roleOf(name));
  if (!namesRecord(roles)) return NOT_A_RECORD;
  const { names, values, before } = fields;
  const header = before ? ['', ...names] : names;
  const row = before ? [before, ...values] : values;
  const read = readTable({ rows: [header, row] }).find((r) => r.line === 2);
  if (!read) return null;
  const { index: _, ...draft } = read;
  return { ...draft, line: lineNumber, raw: text };
}

/**
 * Fields written "label value", apart by ideographic spaces or wide gaps, as a DingTalk form's PDF prints one record
 * ("明细1　物品名称 电力电缆　规格型号 YJV-5*6　数量 120　单位 米"): each gap's field a label and its value; what stands before
 * the first label (明细1) is the record's number.
 */
function spacedFields(written: string): { names: string[]; values: string[]; before: string } | null {
  const parts = written
    .split(/\u3000+|\t+| {2,}/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length < 4) return null;
  const labelled = parts.map((part) => /^(\S{1,8})\s+(\S.*)$/.exec(part));
  const first = labelled.findIndex((field) => field !== null && roleOf(field[1]!) !== null);
  if (first === -1 || first > 1 || labelled.slice(first).some((field) => field === null)) return null;
  return {
    names: labelled.slice(first).map((field) => field![1]!),
    values: labelled.slice(first).map((field) => normaliseText(field![2]!).trim()),
    before: normaliseText(parts.slice(0, first).join(' ')).trim(),
  };
}

/** Whether a line is a record of "label value" fields a header would name, the quantity among them. */
function isSpacedRecord(written: string): boolean {
  return namesRecord(spacedFields(written)?.names.map((name) => roleOf(name)) ?? []);
}

/** A line that is one labelled field: "商品3：YJV 4*35+1*16 铜芯电力电缆", "规格：默认", "数量：180 米". */
const FIELD_LINE = /^\s*([^\s：:，,；;]{1,8})\s*[：:]\s*\S/;

/**
 * Records written a field a line, as a shop's mini-program or an order form copies them ("商品3：YJV 4*35+1*16…" then
 * "规格：默认" then "数量：180 米", a rule or a blank line between records): by line index, the record's fields joined on
 * its first line, and '' on the lines joined to it. A record names at least three roles a header would, the first
 * describing the item, one of them the quantity; a role named again begins the next record.
 */
function recordsOverLines(lines: readonly string[]): Map<number, string> {
  const joined = new Map<number, string>();
  let run: Array<{ i: number; role: ColumnRole | null }> = [];
  const close = () => {
    const roles = run.map((field) => field.role);
    const first = roles[0];
    if (run.length >= 3 && first && DESCRIBING_ROLES.has(first) && namesRecord(roles)) {
      joined.set(run[0]!.i, run.map((field) => normaliseText(lines[field.i]!).trim()).join('  '));
      for (const field of run.slice(1)) joined.set(field.i, '');
    }
    run = [];
  };
  lines.forEach((line, i) => {
    const label = FIELD_LINE.exec(normaliseText(line))?.[1];
    if (!label) {
      close();
      return;
    }
    const role = roleOf(label);
    if (role && run.some((field) => field.role === role)) close();
    run.push({ i, role });
  });
  close();
  return joined;
}

/** A line opening with its list number: "6.", "8、", "9)" (not "2.5"). */
const LIST_NUMBER = /^\s*(\d{1,3})\s*(?:[、)）]|[.．](?!\d))/;
/** A list number with a dot run into a number after it: "7.25平方四芯" (item 7, 25 mm²) or a wire's "2.5平方". */
const LIST_NUMBER_INTO_DIGITS = /^\s*(\d{1,3})[.．](?=\d)/;

/**
 * The lines of a numbered list whose number runs into the digits after it ("6.…", "7.25平方四芯 YJV22 60米", "8.…"):
 * the line between k-1 and k+1 opens with k. and the rest. Only between two such neighbours ("2.5平方BV线" after a
 * list ended is a wire's 2.5 mm²), and never when the number read whole is a made cross-section. By line index, the line with its number set apart ("7、25平方四芯 …").
 */
function numbersRunIntoText(lines: readonly string[]): Map<number, string> {
  const filled = lines.flatMap((line, i) => (normaliseText(line).trim() ? [i] : []));
  const numberOf = (i: number | undefined) => {
    const m = i === undefined ? null : LIST_NUMBER.exec(normaliseText(lines[i]!));
    return m ? Number(m[1]) : null;
  };
  const apart = new Map<number, string>();
  filled.forEach((i, at) => {
    const text = normaliseText(lines[i]!);
    const m = LIST_NUMBER_INTO_DIGITS.exec(text);
    if (!m) return;
    const k = Number(m[1]);
    // "2.5平方" between 1. and 3. may be item 2 of 5 mm² or a 2.5 mm² wire: a cross-section made is read whole.
    const whole = Number(/^\s*\d{1,3}[.．]\d+/.exec(text)![0].replace('．', '.'));
    if (STANDARD_AREAS.includes(whole)) return;
    if (numberOf(filled[at - 1]) === k - 1 && numberOf(filled[at + 1]) === k + 1)
      apart.set(i, `${k}、${text.slice(m[0].length)}`);
  });
  return apart;
}

/** A chat's separator between a quoted message and the reply under it ("- - - - - -"). */
const REPLY_SEPARATOR = /^[-—–_\s]+$/;

/**
 * The replies to quoted messages in a chat (WeChat shows a reply as the quoted message, a dashed line, then the reply):
 * by the reply's line, the quoted text without its sender and the cable it names, when the quote names a cable and the
 * reply an amount but no cable of its own.
 */
/** The words a line taking something back names it by ("路灯那段先不报" -> 路灯), if any but a pointing word. */
const TAKEN_BACK_SUBJECT =
  /([\u4e00-\u9fff]{2,6}?)(?:那段|那根|那条|那部分|那些|那一段|的)?(?:先不报|暂不报|不用报|先别报|暂时不报|不要了|先不要|不用了)/;
const POINTING_WORDS =
  /^(?:这个|那个|这根|那根|这条|那条|这些|那些|以上|上面|全部|这次|暂时|我们|你们|现在|目前|这段|那段)$/;

function takenBackSubject(text: string): string | null {
  const subject = TAKEN_BACK_SUBJECT.exec(text)?.[1];
  return subject && !POINTING_WORDS.test(subject) ? subject : null;
}

interface QuotedReply {
  /** The quoted message's text, without its sender. */
  quoted: string;
  /** The quoted cable: model, voltage and structure. */
  cable: string;
  /** The reply takes the quoted line back ("这个不要了"). */
  takesBack?: boolean;
  /** The reply names another structure for the quoted line, its amount kept ("这根改成4×150+1×70，长度不变"). */
  newStructure?: boolean;
}

/** A reply changing the quoted line's structure and keeping its amount. */
const CHANGED_STRUCTURE = /(?:改成|改为|换成|更换为|调整为)/;
const SAME_AMOUNT = /(?:长度|数量|米数|用量)(?:不变|照旧|一样)|same length|same (?:qty|quantity)/i;

function quotedReplies(lines: readonly string[]): Map<number, QuotedReply> {
  const replies = new Map<number, QuotedReply>();
  lines.forEach((line, i) => {
    const text = normaliseText(line);
    const quoted = quotedText(text);
    if (quoted === null) return;
    const cable = readCable(withSpokenNumbers(quoted));
    if (!cable.model && !cable.spec) return;
    let j = i + 1;
    while (j < lines.length && REPLY_SEPARATOR.test(normaliseText(lines[j]!) || ' ')) j++;
    const reply = normaliseText(lines[j] ?? '');
    const own = readCable(withSpokenNumbers(reply));
    const named = [cable.model, cable.scope, cable.spec].filter(Boolean).join(' ');
    if (reply && own.spec && CHANGED_STRUCTURE.test(reply) && SAME_AMOUNT.test(reply)) {
      replies.set(j, { quoted, cable: named, newStructure: true });
      return;
    }
    if (!reply || own.model || own.spec) return;
    // "这个不要了" under the quote: the quoted line is taken back.
    if (NOT_ASKED_NOW.test(reply)) {
      replies.set(j, { quoted, cable: named, takesBack: true });
      return;
    }
    const amount = readQuantity({ main: withSpokenNumbers(reply), bareNumber: true, ofRow: true });
    // The cable alone: the amount the quote named is what the reply changes.
    if (amount.metres !== undefined || amount.count) replies.set(j, { quoted, cable: named });
  });
  return replies;
}

/**
 * A text message's structure typed without its signs right after the model ("yjv 4 95 1 50 300米"), written with them
 * ("yjv 4*95+1*50 300米"); any other text as it is.
 */
function withSpacedStructure(text: string): string {
  const cable = readCable(text);
  if (!cable.model || cable.spec) return text;
  // Where the model's own letters end ("zr yjv", "ZR-YJV": after the YJV).
  const stem = cable.model.split('-').pop() ?? cable.model;
  const token = text.toUpperCase().indexOf(stem);
  if (token < 0) return text;
  const end = token + stem.length;
  const spaced = spacedStructureAfterModel(text.slice(end));
  if (!spaced) return text;
  return `${text.slice(0, end)}${spaced.before || ' '}${formatStructure(spaced.groups)}${text.slice(end + spaced.length)}`;
}

/** A row whose quantity a person must settle: no metres, and the reason why. */
/** Not wanted at all ("不要了"), rather than not quoted this time ("张工说先不报"). */
const NOT_WANTED = /不要了|先不要|不用了/;
/** A line without the words that take it back ("BV1.5 10卷 ❌不要了" -> "BV1.5 10卷 ❌"). */
const withoutTakingBack = (text: string) =>
  text.replace(new RegExp(NOT_ASKED_NOW.source, 'g'), (words) => ' '.repeat(words.length));

function unsettled(draft: Draft): void {
  flagged(draft, 'quantity-ambiguous');
}

/** A share added to every line above: 以上每项再加一成, 以上都加10%, 上述各项另加5%. */
const ALL_ABOVE_MORE =
  /(?:^|\s)(?:以上|上面的?|上述)(?:每[项样]|各[项样]|所有|全部)?(?:的)?(?:数量)?(?:都|均)?(?:再|另|各)?(?:加|增加|多加|追加)\s*(?:一成|两成|\d+(?:\.\d+)?\s*[%％]|百分之)/;
/** Every line of a model changed: "2#楼的YJV全部改成阻燃的", "YJV都换成耐火的". */
const ALL_OF_MODEL_CHANGED =
  /(?:全部|都|一律|统一)\s*(?:改成|改为|换成|改用|要)\s*(阻燃\s*[ABC]\s*[类级]|阻燃|耐火)(?:的)?\s*(?:[(（]\s*(?:(ZR|Z[ABC]|NH)-?[A-Z]*)\s*[)）])?/i;
/** A building named in a note ("2#楼的YJV", "3号楼", "B栋"). */
const BUILDING = /\d{1,3}\s*#\s*楼|\d{1,3}\s*号楼|[A-Z\d]{1,3}\s*栋/;

/**
 * The lines (by index) of the section a note's words name by its building: from the heading naming it ("二、2#楼（综合
 * 楼）") to the next heading; null when the words name none, or no heading names it.
 */
function sectionLines(lines: readonly string[], words: string): { from: number; to: number } | null {
  const building = BUILDING.exec(normaliseText(words))?.[0].replace(/\s+/g, '');
  if (!building) return null;
  const isHeading = (line: string) => SECTION.test(normaliseText(line).trim());
  const from = lines.findIndex((line) => isHeading(line) && normaliseText(line).replace(/\s+/g, '').includes(building));
  if (from < 0) return null;
  const next = lines.findIndex((line, i) => i > from && isHeading(line));
  return { from, to: next < 0 ? lines.length : next };
}
/** A line that changes every line above it ("以上都要阻燃的", "以上均为铜芯", "上面的全部要铠装"). */
const ALL_ABOVE_CHANGED =
  /^(?:以上|上面的?|上述)(?:都|全部|均|的都|全都)?(?:要|需要?|为|是|用|改为|换成)?(?:阻燃|耐火|低烟无卤|无卤|铠装|铝芯|铜芯|ZR|ZC|NH|WDZ)/i;

/**
 * A cable pointed at as one already named: 嗰條 (Cantonese), 那条, 这根, 那个…的, and 那个 before what changes
 * ("YJV22 3*185+1*95那个长度改成280米").
 */
const POINTED_AT =
  /嗰条|嗰根|那条|那根|这条|这根|(?:刚才|之前|前面|上面)?那个(?=[^，,。；;]*的)|那个\s*(?:长度|数量|米数)?\s*(?:改成|改为|换成|要)/;
/** A structure of one group of cores ("4*10"): its cores, for a change of cores alone. */
const SINGLE_GROUP = /^(\d{1,2})\*(?=[\d.]+$)/;
/** A line naming its cable as an earlier entry's by number: 同1, 同第3条, 同3项 (before a comma or a space). */
const SAME_AS_ITEM = /同\s*第?\s*(\d{1,3})\s*[条项号]?(?=\s*[,，、\s])/;
/** A line that names its cable as the one before ("same as before but …", "同上，…", "…同样的要两百五"). */
const SAME_AS_BEFORE = /\bsame as (?:before|above|the last one|previous)\b|^同上|同样的(?=[要也还]|$)/i;
/** An amount said wrong, then the right one: "不是1200是1500", "不是1200米，是1500米". */
const AMOUNT_WAS_NOW =
  /不是\s*(\d[\d,]*(?:\.\d+)?)\s*(米|m)?\s*[,，]?\s*(?:而)?是\s*(\d[\d,]*(?:\.\d+)?)\s*(千米|公里|km|米|m)?(?![\d.a-z])/i;
/** A cable pointed at by its size alone: "那个一百二的", "那根95的". */
const POINTED_SIZE = /(?:那个|那条|那根|这个|这根)\s*([零〇一二两三四五六七八九十百千\d]+)\s*(?:平方)?\s*的/;
/** A structure's phase size: the 120 of 4*120+1*70. */
const PHASE_AREA = /^\d+\*(\d+(?:\.\d+)?)/;
/** An amount said instead of another: "700m not 500m", "700 mtrs instead of 500", "要600米，不是400". */
const AMOUNT_NOT =
  /(?<![\d.*×xX+/])(\d[\d,]*(?:\.\d+)?)\s*(m|mtrs?|meters?|metres?|米)?(?![a-z])\s*[,，]?\s*(?:not|instead of|不是|而不是)\s*(\d[\d,]*(?:\.\d+)?)\s*(?:m|mtrs?|meters?|metres?|米)?(?![\d.a-z])/i;

const toAmount = (written: string) => Number(written.replace(/,/g, ''));

/** A later line saying an earlier line's cable again with what it changes: a row of its own, the earlier one's reasons. */
function restated(from: Draft, line: number, raw: string, changes: Partial<Draft>): Draft {
  return { ...from, line, raw, ...changes, reasons: [...from.reasons] };
}

/** A line's cable taken from an earlier line it names (its model and voltage; the line's own structure stays). */
function inherit(draft: Draft, from: Draft): void {
  draft.model = from.model;
  if (!draft.scope) draft.scope = from.scope;
  draft.reasons = draft.reasons.filter((reason) => reason !== 'model-unknown');
}

/** A correction of an earlier line of a chat: "更正：第3条 YJV 5*10 改为1500米" (the line that follows it is the item). */
const CORRECTION = /^(?:更正|更改|修改|纠正|改正|修正)\s*[:：]?\s*第\s*(\d{1,3})\s*[条项行]\s*[:：,，]?\s*/;
/** A correction that names its cable instead of a line's number: "更正：WDZ-YJY 4*50+1*25 要600米". */
const CORRECTS_CABLE = /^(?:更正|更改|修改|纠正|改正|修正)\s*[:：]/;
/** A shortfall of an earlier delivery: 少了1卷, 少发, 漏发, 补发, 一起补上. */
const SHORT_DELIVERED = /(?:上次|上回|上批|之前).{0,20}(?:少了|少发|漏发|缺了|没发)|补发|一起补上|补上/;
/** The item number a line opens with: "3、", "3.", "3）", "(3)". */
const ITEM_NUMBER = /^\s*[(（]?(\d{1,3})\s*(?:[、)）]|[.．](?!\d))/;

/**
 * The voltage a section heading names for the rows under it ("一、10kV电缆", "（二）0.6/1kV电力电缆"), until the next
 * heading (one without a voltage ends it): a row that states none of its own carries it as its section's.
 */
class SectionVoltage {
  private scope = '';

  /** Takes a row's filled cells: a section heading sets (or clears) the voltage of the rows after it. */
  read(filled: readonly string[]): void {
    const first = filled[0]?.trim() ?? '';
    if (!SECTION.test(first) || filled.length > 2) return;
    const level = findVoltages(normaliseText(filled.join(' ')))[0]?.level;
    this.scope = level ? formatVoltage(level) : '';
  }

  /** The row with the section's voltage when it states none. */
  given<T extends Draft | null>(draft: T): T {
    if (!draft || draft.scope || !this.scope) return draft;
    return { ...draft, section: this.scope };
  }
}

/**
 * Merged ranges resolved: a range down one column (型号 or 电压等级 merged over the rows it applies to) gives its text
 * to each of its rows; any other range keeps it in its top-left cell only (a merged title or heading is one cell, not
 * a row of copies).
 */
function unmerged(table: InquiryTable): string[][] {
  // A decoded sheet may leave holes for blank rows and cells.
  const rows = Array.from(table.rows, (cells) => Array.from(cells ?? [], (c) => normaliseText(c ?? '')));
  for (const range of table.merges ?? []) {
    const text = rows[range.top]?.[range.left] ?? '';
    const downOneColumn = range.left === range.right && range.bottom > range.top;
    for (let r = range.top; r <= range.bottom; r++) {
      const row = rows[r] ?? [];
      rows[r] = row;
      for (let c = range.left; c <= range.right; c++) {
        if (r === range.top && c === range.left) continue;
        row[c] = downOneColumn ? text : '';
      }
    }
  }
  // A row whose cells all repeat one text is a merge the source did not describe.
  return rows.map((cells) => {
    const filled = cells.filter(Boolean);
    return filled.length > 1 && filled.every((c) => c === filled[0]) ? [filled[0]!] : cells;
  });
}

/**
 * A 序号 cell holding more than its number ("4 YJV5×25": a photo of a folded page moves the model over the column's
 * boundary): the words after the number go to the describing column after it.
 */
function withSerialApart(cells: readonly string[], map: ColumnMap): readonly string[] {
  const serial = map.roles.indexOf('serial');
  const next = map.roles[serial + 1];
  if (serial === -1 || !next || !DESCRIBING_ROLES.has(next)) return cells;
  const parts = /^\s*(\d{1,3})\s+([A-Za-z\u4e00-\u9fff].*)$/.exec(cells[serial] ?? '');
  if (!parts) return cells;
  const moved = [...cells];
  moved[serial] = parts[1]!;
  moved[serial + 1] = joinText([parts[2], cells[serial + 1]]);
  return moved;
}

/** A cell struck through, as a sheet's reading or markdown writes it ("~~YJV 4×50+1×25~~"): its row is taken out. */
const STRUCK_OUT = /^\s*~~([\s\S]*)~~\s*$/;

function readTableRow(asWritten: readonly string[], map: ColumnMap, lineNumber: number): Draft | null {
  const struck = asWritten.some((cell) => STRUCK_OUT.test(cell ?? ''));
  const cells = withSerialApart(
    asWritten.map((cell) => (cell ?? '').replace(STRUCK_OUT, '$1')),
    map,
  );
  const at = (role: ColumnRole) => {
    const column = map.roles.indexOf(role);
    return column === -1 ? '' : (cells[column] ?? '').trim();
  };
  const counted = cells.filter((c, column) => c && map.roles[column] !== 'ignored');
  if (counted.length === 0) return null;
  const first = counted[0]!;
  if (isHeaderRepeat(cells) || counted.some((c) => TOTAL.test(c)) || NOTE.test(first)) return null;
  if (counted.every((c) => SHEET_TAB.test(c))) return null;
  if (counted.length >= 3 && counted.every((c) => FIELD_CODE.test(c.trim()))) return null;
  const isInfo = counted.every((c) => INFO_CELL.test(c));
  const name = at('name');
  // Every describing column of its kind: a 物料描述 and an 扩展描述 beside it ("…,AC10kV,YJV22,3×240" and "8.7/15kV").
  const allOf = (role: ColumnRole) =>
    map.roles.flatMap((r, column) => (r === role && cells[column]?.trim() ? [cells[column]!.trim()] : []));
  // Cores and cross-sections in columns of their own (芯数 4+1, 截面 95+50): one structure.
  const spec = at('cores') ? coresTimesAreas(at('cores'), at('spec')) : at('spec');
  const description = joinText([at('model'), spec, ...allOf('modelSpec')]);
  // (An 扩展描述 that changes the 物料描述's fire class, "改为阻燃C类，其余不变": the class it names, as a line's own change.)
  let cable = withFireChange(readCable(withSpokenNumbers(description)), description);
  // The model written in the name's cell (名称 "电力电缆 YJV", its 型号 left empty, or a photo's lean moving it a column
  // left): read with the description, the structure the same.
  if (!cable.model && name) {
    const withName = readCable(withSpokenNumbers(joinText([name, description])));
    if (!cable.spec || (withName.model && withName.spec === cable.spec)) cable = withName;
  }
  // No model written, its attributes in columns of their own (导体材质, 绝缘材料, 护套材料, 铠装类型, 阻燃/耐火).
  if (!cable.model && cable.spec && map.roles.includes('insulation') && map.roles.includes('sheath')) {
    const model = modelOfAttributes({
      conductor: at('material'),
      insulation: at('insulation'),
      sheath: at('sheath'),
      armour: at('armour'),
      fire: at('fire'),
      name,
      remark: at('remark'),
    });
    if (model) cable = { ...cable, model };
  }
  // A 备注 that is a voltage and nothing else ("1kV" beside JKLYJ 1×95): the row's voltage, when it writes none.
  if (cable.model && !cable.scope && onlyVoltage(normaliseText(at('remark')))) {
    const withRemark = readCable(withSpokenNumbers(joinText([description, at('remark')])));
    if (withRemark.model === cable.model && withRemark.spec === cable.spec) cable = { ...cable, ...withRemark };
  }
  const lastTime = map.roles.includes('lastQuantity');
  const thisTimeCell = at('quantity');
  // A returned quotation: only the rows with this time's quantity are asked (an empty, 0 or — one is not).
  // Unless the row is struck out or says it is cancelled (a revised list's 删除): then it shows, taken out.
  const takenOut = struck || cells.some((cell) => CANCELLED_CELL.test(normaliseText(cell ?? '').trim()));
  if (lastTime && NOT_ASKED.test(thisTimeCell) && !takenOut && !map.approved) return null;
  // A total left empty beside 根数 and 单根长度: the run's length is the quantity, times the runs (below).
  const byRuns = map.roles.includes('runLength') && !thisTimeCell;
  // A list by place: the places' amounts add up to the total, which they give when it is not written.
  const partsTotal = sumOfParts(cells, map);
  const writtenQuantity = withSpokenNumbers(
    byRuns
      ? at('runLength')
      : SAME_AS_LAST.test(thisTimeCell)
        ? at('lastQuantity')
        : !thisTimeCell && partsTotal !== null
          ? String(partsTotal)
          : thisTimeCell,
  );
  // A total that is not its places' sum (500 beside 150 + 150 + 150): which is meant is for a person to say.
  const partsDisagree =
    partsTotal !== null &&
    thisTimeCell !== '' &&
    LONE_NUMBER.test(thisTimeCell) &&
    Math.abs(Number(thisTimeCell.replace(/,/g, '')) - partsTotal) > 0.0005 * Math.max(1, partsTotal);
  // One length for each run ("45、60、38" beside 根数 3): the row's amount is their sum.
  const runLengths = lengthOfEachRun(writtenQuantity, map.roles.includes('runs') ? runsOf(at('runs')) : null);
  // A 颜色 column: 各2 under 红/黄/绿 is 2 of each colour, 6 in all; a 数量 beside 红黄绿各2 must be its 6.
  // Without a 颜色 column, the colours the description names ("BV-2.5<br>红/蓝/黄绿" over 各20).
  const colours = colourCount(at('colour') || joinText([name, description]));
  const eachColour = EACH_COLOUR.exec(normaliseText(writtenQuantity).trim());
  const colourEach = /各\s*(\d+(?:\.\d+)?)/.exec(normaliseText(at('colour')));
  const eachOf = eachColour ? Number(eachColour[1] ?? eachColour[2]) : 0;
  const quantityCell = runLengths ?? (eachColour && colours >= 2 ? String(colours * eachOf) : writtenQuantity);
  const coloursDisagree =
    colourEach !== null &&
    colours >= 2 &&
    LONE_NUMBER.test(quantityCell) &&
    Number(quantityCell) !== colours * Number(colourEach[1]);
  const written = description || name;
  const isItem =
    cable.spec !== '' ||
    cable.model !== '' ||
    (written !== '' && !SECTION.test(written) && LOOKS_LIKE_QUANTITY.test(quantityCell));
  if (!isItem || (counted.length === 1 && !cable.spec) || (isInfo && !cable.spec)) return null;
  const remark = withSpokenNumbers(at('remark'));
  // A 是否报价 column: a row marked × or 否, or not marked, is not asked.
  const notAsked = map.roles.includes('asked') && !ASKED_MARK.test(normaliseText(at('asked')));
  // An ERP's deletion flag set (删除标识 X).
  const deleted = map.roles.includes('deleted') && !/^(?:|否|no?|0|-)$/i.test(normaliseText(at('deleted')).trim());
  const cancelled =
    notAsked ||
    deleted ||
    struck ||
    NOT_ASKED_NOW.test(normaliseText(at('remark'))) ||
    NOT_ASKED_ON_LINE.test(normaliseText(at('remark'))) ||
    cells.some(
      (cell) => CANCELLED_CELL.test(normaliseText(cell ?? '')) || SUPPLIED_BY_OTHERS.test(normaliseText(cell ?? '')),
    );
  const armourWanted =
    unarmouredButArmour(cable.model, joinText([name, cable.rest])) ||
    plainButFireClass(cable.model, joinText([name, cable.rest, at('remark'), at('fire')]));
  // 盘长 × 盘数 beside the length: the drums are the length delivered, a length they do not make asks which is meant;
  // a length not written is theirs.
  const onDrums = drumsLength(at('drumLength'), at('drums'), map.drumLengthUnit);
  const lengthAsked = asked(
    readQuantity({
      main: asTotal(quantityCell, at('unit')),
      unit: at('unit'),
      headerUnit: map.headerUnit,
      extra: [cable.rest, remark, at('packing')],
      notes: cells.filter((c, column) => c && map.roles[column] === 'ignored'),
      model: cable.model,
      bareNumber: true,
      ofRow: true,
    }),
  );
  const quantity =
    onDrums !== null && lengthAsked.metres === undefined && /^(?:|[-—–－/]+)$/.test(thisTimeCell)
      ? {
          ...lengthAsked,
          metres: onDrums,
          count: String(onDrums),
          unit: '米',
          reasons: lengthAsked.reasons.filter((reason) => reason !== 'quantity-missing'),
        }
      : lengthAsked;
  // 根数 multiplies the row's one length, not a total written beside it.
  // A total written as one ("共600米", "合计600米") is the row's whole amount, whatever 根数 says.
  const totalWritten = TOTAL_WRITTEN.test(thisTimeCell);
  const ownRuns =
    totalWritten || runLengths !== null || (map.roles.includes('runLength') && !byRuns)
      ? 1
      : byRuns && map.roles.includes('cableNumbers') && !map.roles.includes('runs')
        ? cablesNumbered(at('cableNumbers'), at('remark'))
        : runsOf(at('runs'));
  // "2(3×240+1×120)": two cables in parallel over the row's length, unless the amount already counts them ("2×135"
  // under 长度); "3-1x95" with its amount per phase, three cores.
  const phases = phaseSet(joinText([description, remark, thisTimeCell]));
  const parallel = parallelCables(normaliseText(description));
  const countedTimes = COUNT_TIMES.exec(normaliseText(thisTimeCell).trim());
  const parallelCounted = parallel > 1 && countedTimes !== null && Number(countedTimes[1]) === parallel;
  const runs =
    ownRuns === null || (phases !== null && !phases.perPhase)
      ? null
      : ownRuns * (parallelCounted ? 1 : parallel) * (phases?.count ?? 1);
  const drumsDisagree =
    onDrums !== null &&
    quantity.metres !== undefined &&
    Math.abs(quantity.metres * (runs ?? 1) - onDrums) > 0.005 * onDrums;
  // A negative amount in the quantity cell (−60 typed in a 本次增加 column): a reduction, or a sign typed by mistake.
  // Or "15 each" of colours the row does not name: how many in all is for a person to say.
  const amountUnsettled = NEGATIVE_AMOUNT.test(normaliseText(quantityCell)) || (eachColour !== null && colours < 2);
  const metres =
    quantity.metres === undefined ||
    runs === null ||
    partsDisagree ||
    coloursDisagree ||
    drumsDisagree ||
    amountUnsettled
      ? undefined
      : Math.round(quantity.metres * runs * 1000) / 1000;
  const quantityReasons: ReviewReason[] =
    (runs === null || partsDisagree || coloursDisagree || drumsDisagree || amountUnsettled) &&
    !quantity.reasons.includes('quantity-ambiguous')
      ? [...quantity.reasons, 'quantity-ambiguous']
      : quantity.reasons;
  const voltageCell = at('voltage');
  const stated = voltageCell ? parseVoltage(inKilovolts(voltageCell)) : null;
  // A rating written U0/U with the cable ("YJV22-8.7/15kV-3×240") beats a bare network level in the 电压 column
  // (10kV) the rating covers: the network's cable is rated so, as in the text of one cell. A level it does not cover
  // (0.6/1kV in a 10kV column) is the column's, and asks.
  const level = cable.level;
  const rated =
    level?.u0 !== undefined &&
    stated !== null &&
    stated.u0 === undefined &&
    stated.u >= level.u0 &&
    stated.u <= level.u;
  const scope = stated && !rated ? formatVoltage(stated) : cable.scope;
  const draft: Draft = {
    line: lineNumber,
    raw: joinText(cells.filter(Boolean)),
    item: joinText([name, description, voltageCell]),
    name: name || wordsOf(cable.rest),
    model: cable.model,
    scope,
    spec: cable.spec,
    prop: cable.prop,
    count: quantity.count,
    unit: quantity.unit,
    ...(metres !== undefined ? { metres } : {}),
    reasons: withCableReasons(cable.model, cable.spec, [
      ...quantityReasons,
      ...(namesUnknownLevel(joinText([description, voltageCell])) ? (['voltage-ambiguous'] as const) : []),
      ...(contradictsMaterial(cable.model, joinText([at('material'), conductorWord(joinText([name, cable.rest]))]))
        ? (['model-uncertain'] as const)
        : []),
      ...(cancelled ? (['line-cancelled'] as const) : []),
      ...(armourWanted ? (['model-uncertain'] as const) : []),
      ...(cable.alternative ? (['spec-ambiguous'] as const) : []),
      ...(cable.unsure ? (['model-uncertain'] as const) : []),
    ]),
  };
  // A 领料单's 已领 beside the amount asked: what stock gave is not to be bought; the difference is, when the remark says
  // so (库存不足，差额采购), and otherwise what is left to buy is for a person to say.
  const issued = LONE_NUMBER.test(at('issued')) ? Number(at('issued').replace(/,/g, '')) : 0;
  const perUnit = metresPerUnit(draft.unit || '米');
  if (issued > 0 && draft.metres !== undefined) {
    const left = perUnit === undefined ? undefined : draft.metres - issued * perUnit;
    if (BUY_DIFFERENCE.test(normaliseText(remark)) && left !== undefined && left > 0)
      draft.metres = Math.round(left * 1000) / 1000;
    else flagged(draft, 'quantity-ambiguous');
  }
  // The row's own remark, in its 备注 column or in 【】 in a column of no name (a quotation sent back marked up).
  const marked = cells.filter((cell, column) => !map.roles[column] && MARKED_REMARK.test(cell ?? ''));
  // A change written in brackets in the cable's own cell: "规格：4×25+1×16（变更为4×35+1×16，详设计变更单DQ-03）".
  const changedInCell = normaliseText(joinText([description, at('name')])).match(CHANGE_IN_BRACKETS) ?? [];
  return changedByRemark(draft, joinText([at('remark'), ...marked, ...changedInCell]));
}

/** The metres a row's drums make (盘长 500 × 盘数 5 is 2500), the length in `unit` (metres when none); null unless both are numbers. */
function drumsLength(lengthCell: string, drumsCell: string, unit = ''): number | null {
  const length = /^\d+(?:\.\d+)?$/.exec(
    normaliseText(lengthCell)
      .replace(/\s*(?:m|米)$/i, '')
      .trim(),
  );
  const drums = /^\d{1,3}$/.exec(
    normaliseText(drumsCell)
      .replace(/\s*(?:盘|轴)$/, '')
      .trim(),
  );
  if (!length || !drums || Number(drums[0]) < 1) return null;
  const factor = unit ? metresPerUnit(unit) : 1;
  return factor === undefined ? null : Math.round(Number(length[0]) * factor * Number(drums[0]) * 1000) / 1000;
}

/** A quantity cell holding a negative number and nothing else, maybe with its unit: -60, −1,200 米, -0.5km. */
const NEGATIVE_AMOUNT = /^\s*[-−－]\s*\d[\d,]*(?:\.\d+)?\s*(?:米|m|千米|公里|km)?\s*$/i;

/** A remark written into a list in 【】 ("【数量改为360米】", "【取消】"). */
const MARKED_REMARK = /^\s*【[^】]*】\s*$/;

/** Network levels in kV: a bare number in a 电压 column ("电压(kV)" over "10") is one of these, never volts. */
const KILOVOLT_LEVELS = new Set([1, 3, 6, 10, 20, 35, 66, 110]);

/** A 电压 cell's bare level as kV ("10" is 10kV); any other text as written. */
function inKilovolts(cell: string): string {
  const written = normaliseText(cell).trim();
  return /^\d+$/.test(written) && KILOVOLT_LEVELS.has(Number(written)) ? `${written}kV` : cell;
}

/**
 * A 芯数 cell and a 截面 cell as one structure: "4+1" and "95+50" (or WPS's "95/50") are 4×95+1×50, "5" and "10" 5×10,
 * "四芯" and "35" 4×35. The counts and the areas pair one for one; anything else ("3+1" beside one area 70, whose fourth core's size
 * is not said) is no structure, and the row asks for its spec.
 */
function coresTimesAreas(coresCell: string, areasCell: string): string {
  const cores = normaliseText(coresCell)
    .replace(/[一二两三四五六七八九]/g, (digit) => String(CHINESE_DIGITS[digit]))
    .replace(/\s*(?:芯|c|cores?)\s*$/i, '')
    .split(/\s*\+\s*/);
  const areas = normaliseText(areasCell)
    .replace(/\s*(?:mm²|mm2|平方毫米|平方|mm)\s*/gi, '')
    .split(/\s*[+/／]\s*/);
  if (cores.length !== areas.length) return '';
  const groups = cores.map((count, k) => ({ count: Number(count), area: Number(areas[k]) }));
  const made = groups.every(
    ({ count, area }) => /^\d{1,2}$/.test(String(count)) && count >= 1 && STANDARD_AREAS.includes(area),
  );
  return made ? formatStructure(groups) : '';
}

/** An amount cell that opens with a count times a length ("2×135" under 长度): the count. */
const COUNT_TIMES = /^(\d{1,3})\s*[×xX*]\s*\d/;

/** A delivery tolerance after an amount ("500±5%", "600 +/-5%"): the amount is the number. */
const TOLERANCE = /\s*(?:±|\+\/-|\+-)\s*\d+(?:\.\d+)?\s*%/g;
/** How an amount is delivered, after it in brackets ("300(分3盘)", "300（分两次到货）"): the amount is the number. */
const DELIVERED_AS = /\s*[(（]\s*分\s*[\d一二两三四五六七八九十]+\s*(?:盘|轴|次|批|段|根)[^)）]*[)）]/g;
/** Runs times a length, the unit in its column ("2根×185" under 米): the runs' total. */
const RUNS_TIMES = /^(\d{1,3})\s*(?:根|条|回路)\s*[×xX*]\s*(\d+(?:\.\d+)?)$/;

/**
 * A 数量 cell as the amount it says in all: a tolerance and how it is delivered dropped, a breakdown in brackets that
 * comes to the amount dropped ("630(3×210)"), runs times a length in the 单位 column's unit written out.
 */
function asTotal(cell: string, unitCell: string): string {
  let text = normaliseText(cell).replace(TOLERANCE, '').replace(DELIVERED_AS, '').trim();
  const breakdown = /^(\d+(?:\.\d+)?)\s*[(（]\s*(\d+)\s*[×xX*]\s*(\d+(?:\.\d+)?)\s*[)）]$/.exec(text);
  if (breakdown && Number(breakdown[2]) * Number(breakdown[3]) === Number(breakdown[1])) text = breakdown[1]!;
  const runs = RUNS_TIMES.exec(text);
  const unit = normaliseText(unitCell).trim();
  if (runs && unitKind(unit)?.kind === 'length') text = `${runs[1]}根×${runs[2]}${unit}`;
  return text;
}

/** A 是否报价 cell that asks for the row: √, ✓, 是, 要, Y, yes. */
const ASKED_MARK = /^(?:√|✓|✔|☑|是|要|需要|报价|y|yes|o|○)(?:\s*[(（][^)）]{0,8}[)）])?$/i;

/** A 数量 cell of so much of each colour ("各2", "各 5卷", German "je 3"). */
const EACH_COLOUR =
  /^(?:(?:各|je)\s*(\d+(?:\.\d+)?)\s*(?:卷|盘)?|(\d+(?:\.\d+)?)\s*(?:coils?|rolls?|drums?)?\s*each)$/i;

/** A cell that is a number and nothing else ("150", "0.36", "1,200"). */
const LONE_NUMBER = /^\d{1,3}(?:,\d{3})*(?:\.\d+)?$|^\d+(?:\.\d+)?$/;

/** The sum of a row's places' amounts (its part columns), when there are such and each filled one is a number. */
function sumOfParts(cells: readonly string[], map: ColumnMap): number | null {
  const parts = map.roles.flatMap((role, column) =>
    role === 'part' && (cells[column] ?? '').trim() ? [normaliseText(cells[column]!).trim()] : [],
  );
  if (parts.length === 0 || !parts.every((part) => LONE_NUMBER.test(part))) return null;
  return Math.round(parts.reduce((sum, part) => sum + Number(part.replace(/,/g, '')), 0) * 1000) / 1000;
}

/** Aluminium-conductor families write an L after their insulation letters (YJLV, VLV, BLV, JKLYJ); copper ones do not. */
const ALUMINIUM_MODEL = /^(?:[A-Z]{1,4}-)?[A-Z]*L/;

/** A row's quantity with metres no inquiry asks for (under 1 m, over 200 km) taken for a question. */
function asked(quantity: QuantityReading): QuantityReading {
  if (quantity.metres === undefined || !implausibleMetres(quantity.metres)) return quantity;
  const { metres: _unsure, ...rest } = quantity;
  return { ...rest, reasons: [...quantity.reasons, 'quantity-ambiguous'] };
}

/** Runs of the row's length a 根数 cell asks for: 1 when blank, null when it says no whole number (1 to 99). */
/** Lengths listed one a run: "45、60、38", "45/60/38米". */
const LISTED_LENGTHS = /^\s*(\d{1,5}(?:\.\d{1,3})?(?:\s*[、,，/／;；]\s*\d{1,5}(?:\.\d{1,3})?)+)\s*(米|m)?\s*$/i;

/** The sum of the lengths a cell lists, one for each of the row's runs, with its unit; null when it lists otherwise. */
function lengthOfEachRun(cell: string, runs: number | null): string | null {
  const text = normaliseText(cell);
  const m = LISTED_LENGTHS.exec(text);
  // "1,250" is one length in thousands groups, not 1 and 250.
  if (!m || runs === null || runs < 2 || /\d[,，]\d{3}(?!\d)/.test(text)) return null;
  const lengths = m[1]!.split(/[、,，/／;；]/).map((part) => Number(part.trim()));
  if (lengths.length !== runs) return null;
  const sum = Math.round(lengths.reduce((a, b) => a + b, 0) * 1000) / 1000;
  return `${sum}${m[2] ?? ''}`;
}

/** A range of cable numbers: W101~W112, 1W1~1W3, PV1-01~PV1-24 (the same prefix, the number after it counting up). */
const NUMBER_RANGE = /^([A-Za-z\d]*?[A-Za-z-])?(\d{1,4})\s*[~～至]\s*([A-Za-z\d]*?[A-Za-z-])?(\d{1,4})$/;
/** A number a remark takes out of the range ("W138取消"), and the cables laid on each number (每回路2根并联). */
const NUMBER_CANCELLED = /([A-Za-z][A-Za-z\d-]*\d)\s*(?:取消|删除|不做|不敷设)/g;
const PARALLEL_PER_NUMBER = /每(?:回路|根|条)?\s*(\d)\s*根\s*并联/;

/**
 * How many cables a schedule's 电缆编号 names: a range counts its numbers (W101~W112 is 12), a list its items
 * (W127、W129、W131 is 3), one number one; numbers a remark cancels are taken off, each number laid as several in
 * parallel (每回路2根并联) counts them. Null when the numbers cannot be counted.
 */
function cablesNumbered(cell: string, remark: string): number | null {
  const text = normaliseText(cell).trim();
  if (!text || /^[-—–/]+$/.test(text)) return 1;
  let count = 0;
  for (const part of text.split(/\s*[、,，;；/]\s*/)) {
    const range = NUMBER_RANGE.exec(part);
    if (range) {
      if ((range[3] ?? range[1] ?? '') !== (range[1] ?? '')) return null;
      const span = Number(range[4]) - Number(range[2]) + 1;
      if (!(span >= 2 && span <= 500)) return null;
      count += span;
    } else if (/^[A-Za-z\d-]{1,12}$/.test(part)) count += 1;
    else return null;
  }
  const said = normaliseText(remark);
  const cancelled = new Set([...said.matchAll(NUMBER_CANCELLED)].map((m) => m[1]!)).size;
  const parallel = Number(PARALLEL_PER_NUMBER.exec(said)?.[1] ?? 1);
  return count > cancelled ? (count - cancelled) * parallel : null;
}

function runsOf(cell: string): number | null {
  const text = normaliseText(cell)
    .replace(/根|条|回路?$/g, '')
    .trim();
  if (!text) return 1;
  const runs = Number(text);
  return Number.isInteger(runs) && runs >= 1 && runs < 100 ? runs : null;
}

/**
 * A system's field names under an export's header ("BNFPO | BANFN | MATNR | MAKTX | MEINS"): capital letters only,
 * no digit, so no structure or amount; a row of three or more of them is a second header.
 */
const FIELD_CODE = /^[A-Z_]{3,12}$/;

/** This time's quantity left empty, 0 or — in a returned quotation: the row is not asked again. */
const NOT_ASKED = /^(?:|0|-|—|–|\/|无|不需要)$/;
/** "The same as last time": the old quantity holds. */
const SAME_AS_LAST =
  /^(?:同上次|同前次|同上回|与上次相同|同原数量|不变|同第[一二三四五六七八九\d]版|同原版|同前版|同上版|同初版)$/;

/** A quantity written as the row's total: 共600米, 合计600米, 总长600米. */
const TOTAL_WRITTEN = /^\s*(?:共|共计|合计|总计|总长|总共)/;

/** 铠装 (armoured) written beside a model with no armour code (YJV, not YJV22): the armoured cable meant? */
function unarmouredButArmour(model: string, text: string): boolean {
  if (!model || /\d{2}$/.test(model) || !/铠装/.test(text)) return false;
  return !/(?:无|非|不|没有)\s*铠装/.test(text);
}

/**
 * A fire or smoke class written beside a model that has none, in English (FRLS, FR-LSH, LSZH, fire resistant beside
 * 2XY or YJV) or in Chinese (名称 耐火电缆 beside YJV, "阻燃铜芯YJV", "YJV 4*35 100米 阻燃C类"): which of ZR-, ZC-, NH- or
 * WDZ- the buyer means is for a person to agree; the plain cable's price is not what was asked. Not a class denied
 * (无阻燃, 非耐火, 不要阻燃).
 */
const FIRE_CLASS_IN_ENGLISH =
  /\bFR(?:LS|LSH|-LSH|-LS)?\b|\bLSZH\b|\bLS0H\b|\bLSOH\b|\bHFFR\b|flame[-\s]?retard|fire[-\s]?(?:resist|surviv)/i;
const FIRE_CLASS_IN_CHINESE = /(?<!无|非|不|不要|无需|不需要|没有|免)(?:耐火|阻燃|低烟无卤|无卤低烟|低烟低卤)/;

function plainButFireClass(model: string, text: string): boolean {
  // (A mineral-insulated cable, BTTZ, YTTW, is fire resistant by its make.)
  if (!model || /^(?:ZR|Z[ABC]|NH|WDZ[ABCN]?)-|^(?:BTT|BTL|YTT|RTT|BBTRZ|NG-A)/.test(model)) return false;
  return FIRE_CLASS_IN_ENGLISH.test(text) || FIRE_CLASS_IN_CHINESE.test(normaliseText(text));
}

/** The conductor a description names beside its model ("YJV 4×120+1×70 铝芯"), or ''. */
function conductorWord(text: string): string {
  // 铝芯 / 铜芯, or the metal alone in brackets after the structure ("4*120+1*70(铝)").
  return /铝芯|铜芯|[(（]\s*[铝铜]\s*[)）]/.exec(text)?.[0] ?? '';
}

/**
 * A 材质 cell, or 铝芯 / 铜芯 written beside the model, naming the other metal than the model's (铝 beside YJV): the
 * model may be the wrong one (YJLV?).
 */
function contradictsMaterial(model: string, material: string): boolean {
  if (!model || !material) return false;
  const aluminium = ALUMINIUM_MODEL.test(model);
  return (/铝/.test(material) && !aluminium) || (/铜/.test(material) && !/铝/.test(material) && aluminium);
}

const HEADER_SEARCH_ROWS = 30;

/** A header found at row `at`: its columns' roles and the row its body starts at. */
function headerAtRow(rows: readonly (readonly string[])[], at: number): { map: ColumnMap; start: number } | null {
  const map = headerAt(rows, at);
  if (!map) return null;
  const start = at + map.height;
  return { map: withUnnamedSpec(withUnnamedQuantity(map, rows, start), rows, start), start };
}

function headerIn(rows: readonly (readonly string[])[]): { map: ColumnMap; start: number } | null {
  for (let at = 0; at < Math.min(rows.length, HEADER_SEARCH_ROWS); at++) {
    const header = headerAtRow(rows, at);
    if (header) return header;
  }
  return null;
}

/**
 * The header of rows pasted from a sheet into a text: among its first lines of cells, wherever the prose above them
 * (a mail's headers, greeting and a reply on top) puts them.
 */
function headerInTabbed(rows: readonly (readonly string[])[]): { map: ColumnMap; start: number } | null {
  let looked = 0;
  for (let at = 0; at < rows.length && looked < HEADER_SEARCH_ROWS; at++) {
    if (rows[at]!.length < 2) continue;
    looked++;
    const header = headerAtRow(rows, at);
    if (header) return header;
  }
  return null;
}

/** One table of a sheet: its columns (all of them, or one of the tables printed side by side) and their roles. */
export interface SheetTable extends TablePart {
  map: ColumnMap;
  /** The row its body starts at, 0-based. */
  start: number;
  /** The row after its body: where the next table's header under it begins, or the sheet's end. */
  end: number;
}

const sliced = (rows: readonly (readonly string[])[], part: TablePart) =>
  rows.map((cells) => cells.slice(part.from, part.to));

/** Two headers give their columns the same roles (a header printed again on a sheet's second page). */
const sameRoles = (a: ColumnMap, b: ColumnMap) =>
  a.roles.length === b.roles.length && a.roles.every((role, column) => role === b.roles[column]);

/**
 * A part's tables down the sheet: a header under the first that names other columns ("二、补充询价" with 名称 | 规格型号 |
 * 数量（米） | 颜色 under a table of 型号规格 | 单位 | 数量) starts a table of its own; the same header again does not.
 */
function tablesDown(rows: readonly (readonly string[])[], part: TablePart, first: { map: ColumnMap; start: number }) {
  const own = sliced(rows, part);
  const tables: SheetTable[] = [];
  let current = { ...part, ...first, end: rows.length };
  for (let r = first.start; r < rows.length; r++) {
    const next = headerAtRow(own, r);
    // The same header again goes on with the table, unless it names another unit (长度(m) above, 长度(km) here).
    if (!next || (sameRoles(next.map, current.map) && next.map.headerUnit === current.map.headerUnit)) continue;
    tables.push({ ...current, end: r });
    current = { ...part, ...next, end: rows.length };
    r = next.start - 1;
  }
  tables.push(current);
  return tables;
}

function tablesIn(rows: readonly (readonly string[])[]): SheetTable[] | null {
  const header = headerIn(rows);
  if (!header) return null;
  const at = header.start - header.map.height;
  const parts = sideBySideParts(rows, at);
  if (parts.length === 1) return tablesDown(rows, parts[0]!, header);
  return parts.flatMap((part) => {
    const own = headerAtRow(sliced(rows, part), at);
    return own ? tablesDown(rows, part, own) : [];
  });
}

/** The columns a sheet's header names, or null when it has no header row. */
export function inquiryHeader(table: InquiryTable): ColumnMap | null {
  return headerIn(unmerged(table))?.map ?? null;
}

/** The tables of a sheet under its header (several when they are printed side by side), or null without a header. */
export function inquiryTables(table: InquiryTable): SheetTable[] | null {
  return tablesIn(unmerged(table));
}

/** Text that goes on from the line above: a structure's "+1×70", after a cell ending in a dash, plus, × or slash. */
const CONTINUES = /^[+＋]/;
const GOES_ON = /[-+＋×xX*/]$/;
const BROKEN_AT_COMMA = /[,，、]$/;

/**
 * Whether the row above breaks off in its structure and the row goes on with it: above, a spec ending in + and no
 * amount; here no serial, name or model, a spec that is a structure of its own, and an amount.
 */
function brokenOffAbove(above: readonly string[], cells: readonly string[], part: SheetTable): boolean {
  const at = (row: readonly string[], role: ColumnRole) => {
    const column = part.map.roles.indexOf(role);
    return column < 0 ? '' : normaliseText(row[column + part.from] ?? '').trim();
  };
  const spec = at(above, 'spec');
  if (!/[+＋]$/.test(spec) || at(above, 'quantity') !== '') return false;
  if (at(cells, 'serial') || at(cells, 'name') || at(cells, 'model') || at(cells, 'modelSpec')) return false;
  return findStructure(at(cells, 'spec')) !== null && at(cells, 'quantity') !== '';
}

/**
 * A cell of three lines centred on its row ("CV 0.6/1kV (IEC 60502-1), for outdoor lighting," over "1.4 | 2/C 10 sq.mm,
 * in HDPE pipe | m | 380"): above, a line with text only in describing columns that names a model and breaks off after
 * a comma; here the row's number and amount, and a structure with no model of its own. The model's line is the row's.
 */
function leadsInto(above: readonly string[], cells: readonly string[], part: SheetTable): boolean {
  const describing = (row: readonly string[]) =>
    row.flatMap((cell, column) => {
      const role = part.map.roles[column - part.from];
      return role && DESCRIBING_ROLES.has(role) && (cell ?? '').trim() ? [normaliseText(cell!).trim()] : [];
    });
  const otherFilled = above.some((cell, column) => {
    const role = part.map.roles[column - part.from];
    return (cell ?? '').trim() !== '' && !(role && DESCRIBING_ROLES.has(role));
  });
  const aboveText = describing(above).join(' ');
  if (otherFilled || !BROKEN_AT_COMMA.test(aboveText) || !readCable(aboveText).model) return false;
  const quantity = part.map.roles.indexOf('quantity');
  if (quantity < 0 || !(cells[quantity + part.from] ?? '').trim()) return false;
  const own = readCable(describing(cells).join(' '));
  return own.spec !== '' && own.model === '';
}

/** Whether a text is one voltage and nothing else ("0.6/1kV", "8.7/15KV"). */
function onlyVoltage(text: string): boolean {
  const found = findVoltages(text);
  return found.length === 1 && text.slice(0, found[0]!.start).trim() === '' && text.slice(found[0]!.end).trim() === '';
}

/**
 * The rows of a sheet or PDF with a cell wrapped onto the next line joined again ("YJV-0.6/1kV-" over "4×240+1×120",
 * "YJV22-0.6/1kV-4×120" over "+1×70"): a line with text only in describing columns, no serial and no amount, whose text
 * goes on from the row above's (a dash or plus where one ends, a structure the row above lacks) gives it to that row.
 * Pictures are not joined: a line wrapped in a screenshot lies as close to the row below as to its own.
 */
function withWrappedCells(rows: readonly (readonly string[])[], part: SheetTable): string[][] {
  const joined = rows.map((cells) => [...cells]);
  let above = -1;
  for (let r = part.start; r < rows.length; r++) {
    const cells = joined[r]!;
    const filled = cells.map((cell, column) => [column, (cell ?? '').trim()] as const).filter(([, text]) => text);
    if (filled.length === 0) continue;
    const roleAt = (column: number) => part.map.roles[column - part.from];
    const describes = ([column]: readonly [number, string]) => {
      const role = roleAt(column);
      return role !== null && role !== undefined && DESCRIBING_ROLES.has(role);
    };
    // Beside the describing cells, a remark or an unnamed column (主要技术参数) may wrap onto the line as well, under
    // its own text above.
    const alongside = filled.filter((cell) => !describes(cell));
    const describing =
      filled.some(describes) &&
      alongside.every(([column]) => {
        const role = roleAt(column);
        return (role === null || role === 'remark') && (above >= 0 ? (joined[above]![column] ?? '').trim() : '');
      });
    const previous = above >= 0 ? joined[above]! : null;
    // A name wrapped beside them ("阻燃C类交联聚乙烯绝缘" over "电力电缆") goes on with the model or structure it is beside.
    const naming = filled.filter(describes);
    const cableCells = naming.filter(([column]) => roleAt(column) !== 'name');
    const namesGoOn = cableCells.length > 0 && naming.every(([column]) => (previous?.[column] ?? '').trim() !== '');
    const goesOn =
      describing &&
      previous !== null &&
      (namesGoOn ? cableCells : naming).every(([column, text]) => {
        const before = (previous[column] ?? '').trim();
        if (!before) return false;
        if (CONTINUES.test(normaliseText(text)) || GOES_ON.test(normaliseText(before))) return true;
        // A description that breaks off after a comma ("Control cable PVC/PVC 450/750V, 4C x 2.5 sq.mm," over
        // "overall copper screen (for VFD)"): its words go on below.
        if (BROKEN_AT_COMMA.test(normaliseText(before)) && !readCable(normaliseText(text)).spec) return true;
        const cableAbove = readCable(before);
        return (
          (!cableAbove.spec && readCable(normaliseText(text)).spec !== '') ||
          // A voltage on a line of its own under a model without one ("NH-YJV" over "0.6/1kV" over "4×35+1×16").
          (onlyVoltage(normaliseText(text)) && cableAbove.scope === '' && cableAbove.model !== '')
        );
      });
    if (!goesOn) {
      // A row whose structure breaks off ("ZC-YJV | 4×95+" and nothing more) over one that goes on with it and holds
      // the amount ("| 1×50 | 米 | 120"): the item is the lower row, with the upper's description before its own.
      if (previous !== null && (brokenOffAbove(previous, cells, part) || leadsInto(previous, cells, part))) {
        for (let column = 0; column < cells.length || column < previous.length; column++) {
          const role = part.map.roles[column - part.from];
          const before = (previous[column] ?? '').trim();
          if (role && DESCRIBING_ROLES.has(role) && before) {
            const text = (cells[column] ?? '').trim();
            cells[column] = GOES_ON.test(normaliseText(before)) || !text ? `${before}${text}` : `${before} ${text}`;
          } else if (role === 'serial' && before && !(cells[column] ?? '').trim()) cells[column] = before;
          previous[column] = '';
        }
      }
      above = r;
      continue;
    }
    for (const [column, text] of filled) {
      const before = (previous![column] ?? '').trim();
      const glue = GOES_ON.test(normaliseText(before)) || CONTINUES.test(normaliseText(text)) ? '' : ' ';
      previous![column] = `${before}${glue}${text}`;
      cells[column] = '';
    }
  }
  return joined;
}

/**
 * Items over two rows of a sheet: the model on the first ("3 | 阻燃电力电缆 | ZR-YJV-0.6/1kV"), the structure under it in
 * the same column, and 单位, 数量 and 备注 merged down over both. The second row, whose own text is only in describing
 * columns and whose other cells are those merges, gives its text to the first; the item is the first row.
 */
function withSecondLineUnderMerges(
  rows: readonly (readonly string[])[],
  merges: readonly CellRange[],
  part: SheetTable,
): string[][] {
  const joined = rows.map((cells) => [...cells]);
  if (merges.length === 0) return joined;
  /** Cells a merge down from the row above covers: "r,c". */
  const fromAbove = new Set<string>();
  for (const range of merges)
    if (range.left === range.right && range.bottom > range.top)
      for (let r = range.top + 1; r <= range.bottom; r++) fromAbove.add(`${r},${range.left}`);
  for (let r = part.start + 1; r < joined.length; r++) {
    const cells = joined[r]!;
    const above = joined[r - 1]!;
    const own = cells
      .map((cell, column) => [column, (cell ?? '').trim()] as const)
      .filter(([column, text]) => text && !fromAbove.has(`${r},${column}`));
    const merged = cells.some((cell, column) => (cell ?? '').trim() && fromAbove.has(`${r},${column}`));
    if (!merged || own.length === 0) continue;
    const describing = own.every(([column]) => {
      const role = part.map.roles[column - part.from];
      return role !== null && role !== undefined && DESCRIBING_ROLES.has(role);
    });
    if (!describing || own.some(([column]) => !(above[column] ?? '').trim())) continue;
    const cableAbove = readCable(joinText(own.map(([column]) => above[column])));
    if (!cableAbove.model || (cableAbove.spec && !GOES_ON.test(normaliseText(above[own[0]![0]]!)))) continue;
    for (const [column, text] of own) above[column] = `${(above[column] ?? '').trim()} ${text}`;
    joined[r] = [];
  }
  return joined;
}

/**
 * The rows of a PDF's item whose 名称 cell is merged down them ("3 | 阻燃电力电缆" over "ZR-YJV-0.6/1kV", one 序号 over
 * three rows of 规格型号 4×95+1×50, 4×50+1×25, 5×10): the text layer has no merges, only the cell's lines, centred
 * over the rows. A row under the item's one 序号 whose own cells name no model is given the item's whole name, when
 * its lines name exactly one model.
 */
function withGroupName(rows: readonly (readonly string[])[], part: SheetTable): string[][] {
  const joined = rows.map((cells) => [...cells]);
  const serial = part.map.roles.indexOf('serial');
  const name = part.map.roles.indexOf('name');
  if (serial === -1 || name === -1) return joined;
  const describing = part.map.roles.flatMap((role, column) =>
    role === 'model' || role === 'spec' || role === 'modelSpec' ? [column + part.from] : [],
  );
  const cell = (r: number, column: number) => (joined[r]![column] ?? '').trim();
  let r = part.start;
  while (r < part.end) {
    if (!cell(r, serial + part.from)) {
      r++;
      continue;
    }
    let end = r + 1;
    while (end < part.end && !cell(end, serial + part.from) && joined[end]!.some((c) => (c ?? '').trim())) end++;
    const group = Array.from({ length: end - r }, (_, i) => r + i);
    const names = group.map((row) => cell(row, name + part.from)).filter(Boolean);
    const models = new Set(names.map((text) => readCable(text).model).filter(Boolean));
    if (group.length >= 2 && models.size === 1) {
      const whole = joinText(names);
      for (const row of group) {
        const own = joinText(describing.map((column) => cell(row, column)));
        if (!own || readCable(joinText([own, cell(row, name + part.from)])).model) continue;
        joined[row]![name + part.from] = whole;
      }
    }
    r = end;
  }
  return joined;
}

/** A cell that says "as above": 同上, 〃 (the ditto mark), ″ or a lone quotation mark. */
/** 同上 with more words after it: the row above's item, with what the words change (a colour, a use). */
const DITTO_AND_WORDS = /^(?:同上|同前)[\s,，:：;；]+\S/;
const DITTO = /^(?:同上|同前|〃|″|"|”|“|—〃—)(?:\s*(?:ditto|same as above|do\.?))?$|^(?:ditto|same as above|do\.)$/i;

/**
 * A table's body rows, each cell of a part's columns, a ditto mark (同上, 〃) taking the text of the nearest cell above
 * it in its column that says something itself (a cable schedule writes a model once and 同上 under it).
 */
function dittoFilled(rows: readonly (readonly string[])[], part: SheetTable): (r: number) => string[] {
  const above: string[] = [];
  const filled: string[][] = [];
  for (let r = part.start; r < part.end; r++) {
    const cells = rows[r]!.slice(part.from, part.to);
    // "同上 颜色：蓝" in the name: the item above in another colour, its empty describing cells the ones above.
    const likeAbove = cells.some((cell) => DITTO_AND_WORDS.test(normaliseText(cell ?? '')));
    filled[r] = cells.map((cell, column) => {
      const text = (cell ?? '').trim();
      if (DITTO.test(text)) return above[column] ?? cell;
      const role = part.map.roles[column];
      if (likeAbove && !text && role && DESCRIBING_ROLES.has(role)) return above[column] ?? cell;
      // A cell struck out ("~~同上~~" of a row taken out) is no text a ditto below takes: the row above it stands.
      if (text && !STRUCK_OUT.test(text)) above[column] = cell;
      return cell;
    });
  }
  return (r) => filled[r] ?? [];
}

/** A number written the continental way: points between thousands, a comma before decimals ("1.200,000", "0,450"). */
const CONTINENTAL_NUMBER = /^\d{1,3}(?:\.\d{3})*,\d+$|^\d{1,3}(?:\.\d{3})+$/;
/**
 * A number only the continental way reads: points and then a comma ("2.500,000"), a comma after a lone 0 ("0,450"), one
 * or two decimals after a comma ("412,50"). No thousands group has fewer than three digits.
 */
const ONLY_CONTINENTAL = /^\d{1,3}(?:\.\d{3})+,\d+$|^0,\d+$|^\d+,\d{1,2}$/;

/**
 * A number only a decimal point reads, written with three decimals as an ERP's export writes every quantity: commas
 * between thousands and then a point ("1,000.000"), four digits or more before a point ("1200.000"), a lone 0 before
 * it ("0.350"). (Two decimals, "5713.75", say nothing of how a writer types a thousand.)
 */
const ONLY_POINT_DECIMAL = /^\d{1,3}(?:,\d{3})+\.\d{3}$|^\d{4,}\.\d{3}$|^0\.\d{3}$/;
/** Three digits after a point, which alone may be a thousands group ("650.000": 650, or 650 000?). */
const POINT_AND_THREE = /^\d{1,3}\.\d{3}$/;

/**
 * A table's cells with "650.000" read as 650, when the table writes its numbers with three decimals after a point (an
 * ERP's export: 1200.000, 0.350, 1,000.000). Two cells only that way reads decide it; in any other table such a number
 * asks (650 or 650 000?).
 */
function withPointDecimals(cellsOf: (r: number) => string[], part: SheetTable): (r: number) => string[] {
  let evidence = 0;
  for (let r = part.start; r < part.end && evidence < 2; r++)
    evidence += cellsOf(r).filter((cell) => ONLY_POINT_DECIMAL.test((cell ?? '').trim())).length;
  if (evidence < 2) return cellsOf;
  return (r) =>
    cellsOf(r).map((cell) => {
      const text = (cell ?? '').trim();
      return POINT_AND_THREE.test(text) ? String(Number(text)) : cell;
    });
}

/**
 * A table's cells with its numbers as read, when the table writes them the continental way (an SAP export from a
 * German-owned plant: "180,000 | M" is 180 m, not 180 km). Two cells that only that way reads decide it; a table without
 * them keeps a comma as the thousands separator Chinese sheets write.
 */
function inDecimalPoints(cellsOf: (r: number) => string[], part: SheetTable): (r: number) => string[] {
  let evidence = 0;
  for (let r = part.start; r < part.end && evidence < 2; r++)
    evidence += cellsOf(r).filter((cell) => ONLY_CONTINENTAL.test((cell ?? '').trim())).length;
  if (evidence < 2) return withPointDecimals(cellsOf, part);
  return (r) =>
    cellsOf(r).map((cell) => {
      const struck = STRUCK_OUT.exec(cell ?? '');
      const text = (struck ? struck[1]! : (cell ?? '')).trim();
      if (!CONTINENTAL_NUMBER.test(text)) return cell;
      const read = String(Number(text.replace(/\./g, '').replace(',', '.')));
      return struck ? `~~${read}~~` : read;
    });
}

/** In a text, a number only the continental way reads: a comma and one or two decimals before a size, a length or a
 * level ("4x1,5 mm²", "1,2 km", "0,6/1 kV"), or points between thousands before a length ("1.850 m"). */
const CONTINENTAL_IN_TEXT =
  /(?<![\d.,])\d{1,3},\d{1,2}(?![\d.,])(?=\s*(?:mm|km|m\b|kV|\/|[x×*]\s*\d))|(?<![\d.,])\d{1,3}(?:\.\d{3})+(?![\d.,])(?=\s*(?:m|km|metros?|meters?|metres?|mtrs?)\b)/gi;
/** Commas between thousands ("1,200 m"): the text writes numbers the English way. */
const COMMA_THOUSANDS = /(?<![\d.,])\d{1,3}(?:,\d{3})+(?![\d,])/;

/**
 * A text's lines with its numbers as read, when the text writes them the continental way (a Peruvian or German
 * buyer's mail: "4x1,5 mm² – 1.850 m" is 4×1.5, 1850 m). Two numbers that only that way reads, and none with commas
 * between thousands, decide it; any other text keeps its numbers as written.
 */
function inDecimalPointsText(lines: readonly string[]): readonly string[] {
  const text = lines.join('\n');
  if ((text.match(CONTINENTAL_IN_TEXT) ?? []).length < 2 || COMMA_THOUSANDS.test(text)) return lines;
  return lines.map((line) =>
    line
      .replace(
        /(?<![\d.,])(\d{1,3})((?:\.\d{3})+)(?![\d.,])/g,
        (_, head: string, groups: string) => head + groups.replace(/\./g, ''),
      )
      .replace(/(?<![\d.,])(\d+),(\d{1,2})(?![\d.,])/g, '$1.$2'),
  );
}

/**
 * A recognised line without a header to say which of its words are the cable and which the amount: any of its
 * words read below the surety a quantity needs may be either, so such a row is text-unclear.
 */
const SURE_LINE = SURE_READING.quantity!;

function withUnsureLines(rows: InquiryRow[], confidence: InquiryTable['confidence']): InquiryRow[] {
  if (!confidence) return rows;
  for (const row of rows) {
    const least = Math.min(...(confidence[row.line - 1] ?? [1]));
    if (least < SURE_LINE && !row.reasons.includes('text-unclear')) row.reasons.push('text-unclear');
  }
  return rows;
}

/**
 * A sheet's rows. With a header, its columns say what each cell is; without one, each row is read as a line of text.
 * Tables printed side by side are read one after the other, left to right, as a person reads them.
 */
/**
 * A sheet's rows (or a recognised picture's table's), with the notes under it that change items by their number done
 * to those items (item-notes.ts).
 */
export function readInquiryTable(table: InquiryTable): InquiryRow[] {
  const hidden = new Set(table.hidden ?? []);
  return numbered(
    withItemNotes(
      readTable(table),
      // (A hidden row's text is no note of the list.)
      table.rows.map((cells, r) => (hidden.has(r) ? '' : joinText(cells ?? []))),
    ),
  );
}

/**
 * A row as its sheet shows it: a row the sheet hides asks whether it is wanted; a cell's note that would change the
 * row (改YJV22铠装 on a YJV, 应为520米 on its 450) leaves the row to a person, one that only explains it (已含10%损耗)
 * changes nothing.
 */
function asShown(draft: Draft, hidden: boolean, notes: readonly string[]): Draft {
  if (hidden) flagged(draft, 'row-hidden');
  // The notes are shown with the row's text: in the sheet they show only when the pointer rests on the cell.
  if (notes.length > 0) draft.raw = joinText([draft.raw, ...notes.map((note) => `（批注：${note}）`)]);
  for (const note of notes) {
    const changed = changedByRemark(draft, note);
    const same =
      changed === draft ||
      (changed.model === draft.model &&
        changed.spec === draft.spec &&
        changed.scope === draft.scope &&
        changed.metres === draft.metres &&
        changed.reasons.length === draft.reasons.length);
    if (!same) flagged(draft, 'note-changes-row');
  }
  return draft;
}

/** A note above a table saying a row left blank is not ordered: 未填视为不订, 不填表示不需要, 空白视为不采购. */
const BLANK_IS_NONE =
  /(?:未填|不填|空白|空格|未填写|不填写)(?:的|者|栏)?\s*(?:视为|即为|表示|为|默认)\s*(?:不订|不订货|不需要|不采购|无需求|不要|不报)/;

function readTable(table: InquiryTable): InquiryRow[] {
  const rows = unmerged(table);
  const hiddenRows = new Set(table.hidden ?? []);
  const notesOf = (r: number) => (table.notes ?? []).filter((note) => note.row === r).map((note) => note.text);
  const tables = tablesIn(rows);
  if (!tables) {
    // A sheet with no header read line by line: its hidden rows ask too.
    const lines = withUnsureLines(readInquiryLines(rows.map((cells) => joinText(cells))), table.confidence);
    for (const row of lines) if (hiddenRows.has(row.line - 1)) flagged(row, 'row-hidden');
    return lines;
  }
  const drafts: Draft[] = [];
  for (const part of tables) {
    const cellsOf = inDecimalPoints(
      dittoFilled(
        table.confidence
          ? rows
          : withGroupName(withWrappedCells(withSecondLineUnderMerges(rows, table.merges ?? [], part), part), part),
        part,
      ),
      part,
    );
    const sections = new SectionVoltage();
    /** The model a group's heading row names ("一 | YJV-0.6/1kV 交联聚乙烯绝缘电力电缆"), for the rows under it. */
    let heading: { model: string; scope: string } | null = null;
    // "请在“订货数量”栏填写，未填视为不订" above the table: a row with no amount (or 0) there is not asked.
    const quantityColumn = part.map.roles.indexOf('quantity');
    const blankIsNone =
      quantityColumn >= 0 && rows.slice(0, part.start).some((cells) => BLANK_IS_NONE.test(joinText(cells ?? [])));
    for (let r = part.start; r < part.end; r++) {
      const cells = cellsOf(r);
      sections.read(cells.filter((c) => (c ?? '').trim() !== ''));
      const read = sections.given(readTableRow(cells, part.map, r + 1));
      if (!read) {
        const above = drafts[drafts.length - 1];
        if (above?.line === r) withLongText(above, joinText(cells));
        continue;
      }
      const draft = asShown(read, hiddenRows.has(r), notesOf(r));
      if (blankIsNone && draft.spec && /^(?:|0|[-—–－/])$/.test((cells[quantityColumn] ?? '').trim())) continue;
      if (draft.model && !draft.spec && !draft.count && !draft.unit) {
        heading = { model: draft.model, scope: draft.scope };
        continue;
      }
      // A row whose 名称 is left blank right under an item and that names no model (a form drawn with one 名称/型号
      // cell over its group, the row's structure alone): the model of the item above it.
      const previous = drafts[drafts.length - 1];
      const nameColumn = part.map.roles.indexOf('name');
      const blankName = nameColumn >= 0 && !(cells[nameColumn] ?? '').trim();
      // Not in a picture: there a rule drawn across the row tells cells left blank from a merged one (ocr-table).
      const under = !table.confidence && blankName && previous?.model && previous.line === r;
      if (!heading && !draft.model && draft.spec && under) {
        draft.model = previous!.model;
        if (!draft.scope) draft.scope = previous!.scope;
        draft.reasons = draft.reasons.filter((reason) => reason !== 'model-unknown');
      }
      // A bare size under such an item ("4" under BV 2.5): read again with the item's model, as under a heading.
      const givenModel =
        heading ?? (under && !draft.model && !draft.spec ? { model: previous!.model, scope: previous!.scope } : null);
      if (givenModel && !draft.model) {
        // The row read again with the heading's model before its own description ("2.5" under BV is BV 1×2.5).
        const modelColumn = part.map.roles.indexOf('model');
        const column =
          modelColumn >= 0
            ? modelColumn
            : part.map.roles.findIndex(
                (role, k) => (role === 'modelSpec' || role === 'spec') && (cells[k] ?? '').trim(),
              );
        const own = (cells[column] ?? '').trim();
        const withModel =
          column >= 0 && (own || modelColumn >= 0)
            ? cells.map((cell, k) => (k === column ? joinText([givenModel.model, own]) : cell))
            : null;
        const again = withModel ? readTableRow(withModel, part.map, r + 1) : null;
        if (again?.model && again.spec) {
          Object.assign(draft, { ...again, raw: draft.raw, scope: again.scope || givenModel.scope });
          draft.reasons = again.reasons.filter((reason) => reason !== 'model-unknown');
        }
      }
      const confidence = table.confidence?.[r]?.slice(part.from, part.to);
      if (unclearColumns(confidence, part.map).length > 0 && !draft.reasons.includes('text-unclear'))
        draft.reasons.push('text-unclear');
      drafts.push(part.from > 0 ? { ...draft, column: part.from } : draft);
    }
  }
  return numbered(drafts);
}

/** An ERP's long text printed under its item's line ("长文本: 电压等级 8.7/15kV, 铜芯", "Long text: …"). */
const LONG_TEXT = /^\s*(?:长文本|长描述|详细描述|long\s+text)\s*[:：]/i;

/**
 * What an item's long text under it says of the item: the voltage its own line left out (CABLE,YJV-3X120 with 电压等级
 * 8.7/15kV below), an amount not settled (数量待定: the 1.000 M above is a placeholder), the line taken out (本行取消).
 */
function withLongText(item: Draft, line: string): void {
  if (!LONG_TEXT.test(line)) return;
  const text = normaliseText(line);
  const levels = findVoltages(text);
  if (!item.scope && levels.length === 1) item.scope = formatVoltage(levels[0]!.level);
  if (UNSTATED_QUANTITY.test(text)) flagged(item, 'quantity-ambiguous');
  if (TAKEN_OUT.test(text)) flagged(item, 'line-cancelled');
}

/**
 * Where the original mail quoted under a reply begins ("------------------ 原始邮件 ------------------", "-----Original
 * Message-----", "在 2025年4月3日 … 写道："): its rows are the order the reply replaces, not this inquiry's.
 */
const QUOTED_MAIL =
  /^\s*-{2,}\s*(?:原始邮件|原邮件|转发邮件|original message|forwarded message)\s*-{2,}\s*$|^\s*(?:在|On)\s.{4,80}(?:写道|wrote)\s*[:：]\s*$/i;

/** A line of a table drawn with pipes: at least three of them. */
const PIPE_ROW = /^\s*\|(?:[^|]*\|){2,}\s*$/;
const PIPE_RULE = /^\s*\|(?:\s*:?-{2,}:?\s*\|)+\s*$/;

function pipesAsTabs(line: string): string {
  if (PIPE_RULE.test(line)) return '';
  if (!PIPE_ROW.test(line)) return line;
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim())
    .join('\t');
}

/** A mail's header line as Outlook writes it, in English or Chinese ("From:", "发件人："); the next names the time. */
const MAIL_FROM = /^\s*(?:from|发件人)\s*[:：]/i;
const MAIL_SENT = /^\s*(?:sent|date|发送时间|时间|日期)\s*[:：]/i;

/**
 * Where the mail a reply quotes begins: a separator line (原始邮件, Original Message, "On … wrote:"), or, below the
 * reply's own text, a From: line followed by its Sent: line (Outlook's quoted header).
 */
function quotedMailStart(lines: readonly string[]): number {
  const separator = lines.findIndex((line) => QUOTED_MAIL.test(line));
  const firstText = lines.findIndex(
    (line) =>
      line.trim() !== '' &&
      !MAIL_FROM.test(line) &&
      !MAIL_SENT.test(line) &&
      !/^\s*(?:to|cc|subject|收件人|抄送|主题)\s*[:：]/i.test(line),
  );
  const header = lines.findIndex(
    (line, i) => i > firstText && firstText >= 0 && MAIL_FROM.test(line) && MAIL_SENT.test(lines[i + 1] ?? ''),
  );
  if (separator === -1) return header;
  return header === -1 ? separator : Math.min(separator, header);
}

/**
 * Whether a reply amends the list of the mail it quotes rather than replacing it: it notes changes to items by their
 * numbers ("1) Sr. No. 12 stands cancelled", "2) Qty of Sr. No. 1 … may be read as 800 Mtrs") and asks for no cable
 * but on those notes. The quoted list is then the order, with the reply's notes done to it.
 */
function amendsQuotedList(reply: readonly string[]): boolean {
  if (!reply.some(isItemNote)) return false;
  return readInquiryLines(reply.map(messageOf)).every((row) => isItemNote(reply[row.line - 1] ?? ''));
}

/** The sender is the shop itself, as e-commerce chats name it ("长盛线缆官方旗舰店:小美", "XX专营店客服"). */
const SHOP_SENDER = /旗舰店|专营店|专卖店|官方店|店铺|客服|店小二/;
/** A sender named by a cable maker or seller ("恒力电缆-王丽", "华东线缆 小陈"). */
const CABLE_SELLER_NAME = /电缆|线缆|电线/;
/**
 * What the supplier's salesperson says to the buyer, and a buyer would not: 马上报, 给您报, 今天下班前发您, 记下了, a read-back's
 * "确认一下：", stock and lead time (现货只有…, 要排产, 从厂里调, not asked: "有现货吗"), 我们国标.
 */
const SELLER_SPEECH =
  /(?:我|好的|收到)[^，,。]{0,6}马上报|马上报(?:给您|过去)|稍后报|给您报|报给您|(?:今天|下午|晚点|晚上|稍后|马上|明天|一会|待会)[^，,。]{0,8}发(?:给)?您|您发过来|记下了|确认一下\s*[：:]|(?:现货|库存)(?:充足|只有|不多|没有了)(?![^，,。]*[吗？?])|要排产(?![^，,。]*[吗？?])|从厂里调|我们国标/;

/** A chat record's senders: each message's sender by its line, and whose messages are the supplier's. */
function sellerSenders(lines: readonly string[]): Set<string> {
  const speech = new Map<string, number>();
  let sender: string | null = null;
  for (const line of lines) {
    if (SENDER_LINE.test(line)) {
      sender = senderOf(line);
      if (!speech.has(sender)) speech.set(sender, 0);
    } else if (sender !== null && SELLER_SPEECH.test(line)) speech.set(sender, speech.get(sender)! + 1);
  }
  const sellers = new Set([...speech.keys()].filter((name) => SHOP_SENDER.test(name)));
  if (speech.size < 2) return sellers;
  // The salesperson: the one sender named by a cable seller who talks like one, or the one sender who talks like
  // one, twice or more, when no other does.
  const named = [...speech].filter(([name, said]) => CABLE_SELLER_NAME.test(name) && said >= 1);
  if (named.length === 1 && [...speech.keys()].filter((name) => CABLE_SELLER_NAME.test(name)).length === 1)
    sellers.add(named[0]![0]);
  const talking = [...speech].filter(([, said]) => said >= 1);
  if (talking.length === 1 && talking[0]![1] >= 2) sellers.add(talking[0]![0]);
  return sellers;
}

/** The sender of a chat record's sender line, without its date and time. */
function senderOf(line: string): string {
  return line.replace(SENDER_TIME, '').trim();
}

/**
 * A chat between a buyer and the seller, copied as text: the seller's own messages are no demand of the buyer's and
 * are left out, their lines kept blank. The seller is a shop of an e-commerce chat (1688, 淘宝, 京东: its replies,
 * its listing's terms, "起订500米") or the supplier's salesperson in a WeChat record (the echoes, read-backs and stock
 * remarks: "YJV22 3*185+1*95？", "好的，YJV 5*10 120米，记下了"); the listings shared as cards are left out too.
 */
function withoutShopMessages(written: readonly string[]): string[] {
  const lines = withInlineSenders(written);
  const sellers = sellerSenders(lines);
  let seller = false;
  return lines.map((line) => {
    if (SENDER_LINE.test(line)) {
      seller = sellers.has(senderOf(line));
      return line;
    }
    return seller || SHARED_LISTING.test(line) ? '' : line;
  });
}

/**
 * A chat copied with each message after its sender on its own line ("王师傅：2.5的线5盘", "我：好的师傅"): the messages
 * as lines of their own (so that a message naming no model is still read), when two senders or more open three lines
 * or more that way, each twice at least but "我": the one who copied the chat, the seller, whose messages are left out.
 */
function withInlineSenders(lines: readonly string[]): string[] {
  const senders = new Map<string, number>();
  for (const line of lines) {
    const name = INLINE_SENDER.exec(line)?.[1];
    if (name && !NOT_A_SENDER.test(name)) senders.set(name, (senders.get(name) ?? 0) + 1);
  }
  const chatting = [...senders].filter(([name, count]) => count >= 2 || name === '我');
  if (chatting.length < 2 || chatting.reduce((sum, [, count]) => sum + count, 0) < 3) return [...lines];
  const names = new Set(chatting.map(([name]) => name));
  return lines.map((line) => {
    const m = INLINE_SENDER.exec(line);
    if (!m || !names.has(m[1]!)) return line;
    // The seller's own message is left out here; the buyer's is read as a line of its own.
    return m[1] === '我' ? '' : line.slice(m[0].length);
  });
}

/** A message's sender before it on its line: "王师傅：", "我：", "Lily:" (a short name, then a colon). */
const INLINE_SENDER = /^\s*([^\s\d：:，,。；;、()（）[\]【】]{1,12})[：:]\s*(?=\S)/;
/** What opens a line with a colon and is no sender: a field's label, a note, a heading. */
const NOT_A_SENDER =
  /注|说明|备注|附注|要求|地址|电话|手机|联系|项目|工程|名称|型号|规格|数量|单位|日期|时间|编号|电压|用途|部位|品牌|交货|付款|发票|合计|小计|总计|第|留言|询盘|需求|产品|公司|地区|标题|来源|状态|^(?:Re|Fw|Fwd|To|Cc|From|Subject|Date|Sent|Tel|Fax|Email|E-mail|Note|Remarks?|Item|Qty|Size|Model)$/i;

/** A shop's listing shared into the chat as a card ("[商品链接] 国标铜芯YJV电力电缆4芯5芯3+1 … ¥12.80-¥986.00"). */
const SHARED_LISTING = /^\s*[[【](?:商品链接|商品卡片|商品|宝贝链接|链接)[\]】]/;

/**
 * Text as typed, pasted or recognised, up to the original mail a reply quotes (or with it, when the reply amends its
 * list). Rows copied from a sheet
 * (tab-separated) are read as a table with their header; any other text line by line.
 */
export function readInquiryText(text: string): InquiryRow[] {
  const all = withoutShopMessages(text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/));
  const quoted = quotedMailStart(all);
  const kept = inDecimalPointsText(
    quoted === -1 || amendsQuotedList(all.slice(0, quoted)) ? all : all.slice(0, quoted),
  );
  // A table a mail client wrote with pipes ("| No. | Description | Size | Qty | Unit |"): its cells as tab-separated
  // ones, its rule lines (|-----|---|) blank.
  const piped = kept.filter((line) => PIPE_ROW.test(line)).length >= 3;
  const typed = piped ? kept.map(pipesAsTabs) : kept;
  // Tables typed with spaces under their headers are read as tables; the lines around them as before.
  const aligned = alignedTables(typed);
  const inAligned = new Set(
    aligned.flatMap((table) => table.rows.flatMap((cells, k) => (cells.length > 0 ? [table.top + k] : []))),
  );
  const lines = typed.map((line, i) => (inAligned.has(i) ? '' : line));
  const filled = lines.filter((l) => l.trim() !== '');
  const tabbed = filled.filter((l) => l.includes('\t')).length;
  // A table pasted into a long mail (prose above and below it) is a table still, when its header names the columns.
  const asTable =
    tabbed >= 2 &&
    (tabbed * 2 >= filled.length || (tabbed >= 3 && headerInTabbed(lines.map((l) => l.split('\t'))) !== null));
  const read = [
    ...(asTable ? readTabbedLines(lines) : readInquiryLines(lines)),
    ...aligned.flatMap((table) =>
      readTable({ rows: table.rows }).map((row) => ({ ...row, line: row.line + table.top })),
    ),
  ].sort((a, b) => a.line - b.line);
  return numbered(withItemNotes(read, kept));
}

/**
 * Rows copied from a sheet: the lines under the header with its number of cells (one fewer or more: a last empty cell
 * dropped or added) are its table's rows; every other line is read as text (rows pasted later without their header,
 * "WDZ-YJY-5×16	米	360", in another layout; a note between).
 */
function readTabbedLines(lines: readonly string[]): InquiryRow[] {
  const cells = lines.map((line) => line.split('\t'));
  const header = headerInTabbed(cells);
  if (!header) return readTable({ rows: cells });
  const headerCells = cells[header.start - header.map.height]!;
  const width = headerCells.length;
  const fits = (row: readonly string[]) => Math.abs(row.length - width) <= 1;
  // A list typed in Notepad and lined up with tabs ("规格\t\t单位": two tabs where a name was short): a row with
  // another number of cells is read by where its cells stand under the header, as the eye reads it.
  const linedUp = headerCells.slice(1, -1).some((cell) => cell.trim() === '');
  const inTable = (row: readonly string[]) => fits(row) || (linedUp && row.length > 1);
  const rowOf = (row: readonly string[], i: number) =>
    linedUp && i >= header.start && row.length !== width ? cellsUnder(headerCells, row) : row;
  // The table from its header down (a mail's headers and prose above it are no rows of it, and would push a header
  // below where a sheet's is looked for).
  const top = header.start - header.map.height;
  const table = readTable({
    rows: cells.slice(top).map((row, k) => (k + top < header.start || inTable(row) ? rowOf(row, k + top) : [])),
  }).map((row) => ({ ...row, line: row.line + top }));
  const text = readInquiryLines(
    lines.map((line, i) => (i >= header.start && !inTable(cells[i]!) ? line.replace(/\t/g, ' ') : '')),
  );
  return numbered([...table, ...text].sort((a, b) => a.line - b.line));
}

/** A change of the cable in brackets ("（变更为4×35+1×16，详设计变更单DQ-03）"), as a remark would say it. */
const CHANGE_IN_BRACKETS = new RegExp(`[(（][^()（）]*?${CHANGE_TO.source}[^()（）]*[)）]`, 'g');

/** A cell that is a unit and nothing else (米, 卷, m). */
const UNIT_ALONE = new RegExp(`^${QUANTITY_UNIT}$`, 'i');

/** Where each tab-separated cell of a line starts on screen: tab stops every 8 columns, wide characters 2 columns. */
function tabStops(cells: readonly string[]): number[] {
  const starts: number[] = [];
  let at = 0;
  cells.forEach((cell, k) => {
    if (k > 0) at = (Math.floor(at / 8) + 1) * 8;
    starts.push(at);
    at += textWidth(cell);
  });
  return starts;
}

/**
 * A row's cells put under the header's named columns by where they stand on screen: in order, each under a column
 * of its own, the columns chosen so that the cells stand as near their columns' starts as they can (a cell pushed a
 * tab stop off by a long cell before it still lands in the next column).
 */
function cellsUnder(header: readonly string[], row: readonly string[]): string[] {
  const headerAt = tabStops(header);
  const columns = header.map((cell, k) => ({ k, at: headerAt[k]!, named: cell.trim() !== '' })).filter((c) => c.named);
  const rowAt = tabStops(row);
  const cells = row.map((text, k) => ({ text, at: rowAt[k]! })).filter(({ text }) => text.trim() !== '');
  const roles = header.map((cell) => roleOf(cell));
  // A cell under a column that does not take what it holds (a unit under 规格) stands as far off as two tab stops.
  const misfit = (text: string, k: number) => {
    const written = normaliseText(text).trim();
    const kind = findStructure(written)
      ? ['spec', 'modelSpec']
      : UNIT_ALONE.test(written)
        ? ['unit']
        : LONE_QUANTITY.test(written)
          ? ['quantity']
          : null;
    return kind && !kind.includes(roles[k] ?? '') ? 16 : 0;
  };
  const out: string[] = header.map(() => '');
  if (cells.length > columns.length) return [...row];
  // cost[i][j]: the least distance placing cells from i on under columns from j on.
  const cost = Array.from({ length: cells.length + 1 }, (_, i) =>
    new Array<number>(columns.length + 1).fill(i === cells.length ? 0 : Number.POSITIVE_INFINITY),
  );
  for (let i = cells.length - 1; i >= 0; i--)
    for (let j = columns.length - 1; j >= 0; j--)
      cost[i]![j] = Math.min(
        cost[i]![j + 1]!,
        Math.abs(cells[i]!.at - columns[j]!.at) + misfit(cells[i]!.text, columns[j]!.k) + cost[i + 1]![j + 1]!,
      );
  let j = 0;
  for (let i = 0; i < cells.length; i++) {
    while (cost[i]![j]! === cost[i]![j + 1]!) j++;
    out[columns[j]!.k] = cells[i]!.text;
    j++;
  }
  return out;
}

// ---- PDF ----

/** A text item of a PDF page: its text and box, y measured downwards from the top of the page. */
export interface PdfTextItem {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PdfPage {
  items: readonly PdfTextItem[];
}

interface PdfLine {
  y: number;
  items: PdfTextItem[];
}

/** Items grouped into lines by their vertical position, top to bottom, each line left to right. */
function linesOf(page: PdfPage): PdfLine[] {
  const items = page.items.filter((item) => item.text.trim() !== '').sort((a, b) => a.y - b.y || a.x - b.x);
  const lines: PdfLine[] = [];
  for (const item of items) {
    const tolerance = Math.max(2, (item.height || 10) * 0.5);
    const line = lines.find((l) => Math.abs(l.y - item.y) <= tolerance);
    if (line) line.items.push(item);
    else lines.push({ y: item.y, items: [item] });
  }
  for (const line of lines) line.items.sort((a, b) => a.x - b.x);
  return lines.sort((a, b) => a.y - b.y);
}

/** Items closer than a small gap form one cell ("型号" + "规格" typed as two runs). */
function cellsOf(line: PdfLine): PdfTextItem[] {
  const cells: PdfTextItem[] = [];
  for (const item of line.items) {
    const last = cells[cells.length - 1];
    const gap = last ? item.x - (last.x + last.width) : Number.POSITIVE_INFINITY;
    if (last && gap < Math.max(1.5, (item.height || 10) * 0.3)) {
      cells[cells.length - 1] = { ...last, text: last.text + item.text, width: item.x + item.width - last.x };
    } else cells.push({ ...item });
  }
  return cells;
}

/**
 * A PDF's text items: lines by position, then columns by the header's positions and the same table reading as a
 * sheet; without a header line, the lines are read as text. Lines are numbered over all pages in reading order.
 */
/** A page's number printed in its margin: "第 1 页 共 2 页", "- 2 -", "2/3", "Page 1 of 2". */
const PAGE_NUMBER =
  /^(?:第\s*\d+\s*页(?:\s*[,，/]?\s*共\s*\d+\s*页)?|共\s*\d+\s*页\s*第\s*\d+\s*页|[-—]\s*\d+\s*[-—]|\d+\s*\/\s*\d+|page\s*\d+(?:\s*(?:of|\/)\s*\d+)?)$/i;

/**
 * The lines of a PDF's pages, without what the pages print in their margins: page numbers, and a later page's running
 * head (the document's title again, "…采购项目 招标文件"), which would stand between a cell broken over the page end
 * and its rest ("WDZ-YJY-0.6/1kV" at the foot of page 1, "4×120+1×70" at the top of page 2).
 */
function tableLinesOf(pages: readonly PdfPage[]): PdfTextItem[][] {
  const paged = pages.map((page) => linesOf(page).map(cellsOf));
  const textOf = (cells: readonly PdfTextItem[]) =>
    cells
      .map((c) => c.text)
      .join('')
      .replace(/\s+/g, '');
  const firstPage = (paged[0] ?? []).map(textOf).join('');
  // Left as empty lines, so every other line keeps its number.
  return paged.flatMap((lines, p) => {
    const kept = lines.map((cells) => (PAGE_NUMBER.test(textOf(cells)) ? [] : cells));
    if (p === 0) return kept;
    for (const [at, cells] of kept.entries()) {
      if (cells.length === 0) continue;
      const text = textOf(cells);
      if (cells.length !== 1 || /^\d/.test(text) || !firstPage.includes(text)) break;
      kept[at] = [];
    }
    return kept;
  });
}

/** The line just under a header that is the same header again, right of it: the right half of a page in two. */
function besideHeader(lines: readonly PdfTextItem[][], at: number, columns: readonly number[]): number | null {
  const words = lines[at]!.map((c) => c.text.trim()).join('|');
  for (const next of [at + 1, at + 2]) {
    const cells = lines[next];
    if (!cells || cells.length === 0) continue;
    if (cells.map((c) => c.text.trim()).join('|') === words && cells[0]!.x > columns[columns.length - 1]!) return next;
  }
  return null;
}

/**
 * Where each column of a PDF's table begins: in the blank between two header words that no cell of the table's rows
 * crosses (where the rule is drawn), so that a cell left-aligned under a centred header, or one right-aligned, lands
 * under its own header. Where no such blank is left (cells run on under the next header), a little left of the next
 * header word. Lines of one text (titles, notes under the table) are no cells of a column.
 */
function columnStarts(header: readonly PdfTextItem[], body: readonly PdfTextItem[][]): number[] {
  const cells = body.filter((line) => line.length > 1).flatMap((line) => line.filter((c) => c.text.trim() !== ''));
  const crossed = (x: number) => cells.filter((c) => c.x < x - 0.5 && c.x + c.width > x + 0.5).length;
  return header.map((word, i) => {
    const before = header[i - 1];
    const near = word.x - 4;
    if (!before) return near;
    const from = Math.ceil(before.x + before.width);
    const to = Math.floor(word.x);
    // The longest blank run of the gap between the two words, its middle.
    let best: { start: number; end: number } | null = null;
    let start: number | null = null;
    for (let x = from; x <= to + 1; x++) {
      const open = x <= to && crossed(x) === 0;
      if (open && start === null) start = x;
      if (!open && start !== null) {
        if (!best || x - 1 - start > best.end - best.start) best = { start, end: x - 1 };
        start = null;
      }
    }
    return best ? (best.start + best.end) / 2 : near;
  });
}

export function readInquiryPdf(pages: readonly PdfPage[]): InquiryRow[] {
  const lines = tableLinesOf(pages);
  let columns: number[] | null = null;
  let headerLine = 0;
  for (const [at, cells] of lines.entries()) {
    const texts = cells.map((c) => c.text);
    if (headerAt([texts], 0)) {
      columns = cells.map((c) => c.x);
      headerLine = at;
      break;
    }
  }
  const asText = (line: PdfTextItem[]) => line.map((c) => c.text).join(' ');
  // Without a header, a line's cells apart by an ideographic space: its gaps part a form's fields ("明细1　物品名称 电力电缆
  // 　规格型号 YJV-5*6　数量 120"), as a typed one's do; the reading sees a space.
  const asGappedText = (line: PdfTextItem[]) => line.map((c) => c.text).join('\u3000');
  if (!columns) return numbered(withItemNotes(readInquiryLines(lines.map(asGappedText)), lines.map(asText)));
  // A list printed in two halves side by side, the right half's header a little lower than the left's: one header
  // of both halves' columns, so that the table reads them as two tables side by side, each line in its own half.
  const beside = besideHeader(lines, headerLine, columns);
  if (beside !== null) {
    columns = [...columns, ...lines[beside]!.map((c) => c.x)];
    lines[headerLine] = [...lines[headerLine]!, ...lines[beside]!];
    lines[beside] = [];
  }
  const starts = columnStarts(lines[headerLine]!, lines.slice(headerLine + 1));
  // A letter's lines above its table (a change notice's "原…变更为…", "新增第21项 …") are read as text.
  const above = readInquiryLines(lines.slice(0, headerLine).map(asText));
  const rows = lines.map((cells) => {
    const row: string[] = starts.map(() => '');
    for (const cell of cells) {
      let column = 0;
      for (let i = 0; i < starts.length; i++) if (starts[i]! <= cell.x) column = i;
      row[column] = joinText([row[column], cell.text]);
    }
    return row;
  });
  // A form's records under the table, a line of "label value" fields each ("明细1　物品名称 电力电缆　规格型号 YJV-5*6　数量
  // 120"): read by their labels, not by the table's columns.
  const records = lines.map((cells, i) =>
    i > headerLine && isSpacedRecord(asGappedText(cells)) ? asGappedText(cells) : '',
  );
  const table = readTable({ rows: rows.map((row, i) => (i < headerLine || records[i] ? [] : row)) });
  const recorded = readInquiryLines(records);
  // (The table's rows in its reading order, two halves side by side the left half first; records by their lines.)
  const read =
    recorded.length === 0 ? [...above, ...table] : [...above, ...table, ...recorded].sort((a, b) => a.line - b.line);
  return numbered(withItemNotes(read, lines.map(asText)));
}
