/**
 * Notes that change items of the list by their number ("注：1. 第6项请按耐火电缆 NH-YJV 报价，规格不变", "3. 第7项规格
 * 更正为ZC-YJV-0.6/1kV-4×70+1×35，数量不变", "说明3：第9项数量按600米报价", "第4项已取消"), under a sheet's table, a PDF's
 * or a message's list: what they say is done to the rows they name, and a row pointing to a note ("见注1") that no
 * note could be read for is left for a person. A note naming no row of this list (a change notice's 第11项 of the
 * tender's own list) changes nothing.
 */
import { fireClassPrefix, readCable, withFireClass } from './cable';
import {
  AMOUNT_CHANGED_TO,
  CABLE_CHANGED_TO,
  CHANGE_WORD,
  changedText,
  FIRE_WANTED,
  KEPT_AMOUNT,
} from './change-words';
import { flagged, type ReviewReason } from './reasons';
import type { InquiryRow } from './rows';
import { TAKEN_OUT } from './take-out';
import { normaliseText } from './text';
import { metresPerUnit } from './units';

/**
 * The items a note names: 第7项, 第9、10项, 第6条, item 3, items 4 and 5, Поз. 3, a Japanese note's ※No.3, a French
 * ligne 5, South Asia's Sr. No. 12, a German Pos. 120, a Polish poz. 7, a Vietnamese Mục 5.
 */
const ITEM_REFERENCE =
  /第\s*[(（]?\s*(\d{1,3}(?:\s*[、,，和及]\s*\d{1,3})*)\s*[)）]?\s*[项条]|(?<![A-Za-z])[iíÍI]tems?\s*(?:no\.?\s*)?(\d{1,3}(?:\.\d{1,2})?(?:\s*(?:,|&|and|y)\s*\d{1,3}(?:\.\d{1,2})?)*)(?![\d.]*\d)|(?<![\u0400-\u04ffA-Za-z])(?:поз(?:иция|\.)?|pos(?:ition|\.)?|poz(?:ycja|\.)?|m[ụu]c(?:\s+s[ốo])?|s[ıi]ra)\s*(\d{1,3})(?!\d)|(?<=^\s*(?:※|注\s*[:：]?)\s*)No\.?\s*(\d{1,3})(?![\d.])|(?<![A-Za-z])(?:ligne|poste|article)s?\s*(?:n[°º]\s*)?(\d{1,3})(?!\d|\.\d)|(?<![A-Za-z])S(?:r|l)?\.?\s*No\.?\s*(\d{1,3})(?!\d|\.\d)/i;
/**
 * A note's opening: its own number or 注 / 说明 (or a chat's sender, "老周：第6条…", or a clause, "刚跟甲方确认了，第2项…"),
 * then the item it names ("3. 第7项…", "说明3：第9项…", "注：第4项…"); a 接龙 entry's number and the words it opens
 * with ("10. 一工区 张建军 第2条撤回").
 */
const NOTE_OPENING =
  /^\s*(?:[^\s\d：:]{1,12}[：:]\s*(?=第))?(?:[^\d，,。；;：:第]{1,12}[，,]\s*(?=第))?(?:(?:注|说明|备注|附注)\s*\d{0,2}\s*[:：.、]?\s*(?:[^\s\d，,。；;：:]{1,6}\d{0,2}(?=第))?)?(?:[(（]?(?:\d{1,2}|[一二三四五六七八九十]{1,3})\s*[.、)）．]\s*(?:[\u4e00-\u9fff]{1,6}\s+){0,3})?(?:另|又|其中)?第\s*[(（]?\s*\d|^\s*(?:[-•*·]\s*)?(?:(?:note|nb|remark|nota)s?\s*\d{0,2}\s*[:.]?\s*)?(?:\d{1,2}\s*[.)]\s+)?(?:(?:sorry|pls|please|correction|brother|sir|dear|and|also|por\s+favor|favor(?:\s+de)?|cambiar(?:\s+el)?|change|cancel|delete|remove|drop)[\s,:]+){0,3}(?:on\s+|for\s+|(?:qty|quantity|length)\s+(?:of|for)\s+)?(?<![A-Za-z])(?:[iíÍI]tems?\s*(?:no\.?\s*)?|S(?:r|l)?\.?\s*No\.?\s*)\d|^\s*(?:P\.?\s*S\.?\s*[:：]?\s*)?(?:примечани[ея]\s*[:：]?\s*)?(?:по\s+)?поз(?:иция|иции|\.)?\s*\d|^\s*(?:[-•*·]\s*)?(?:P\.?\s*S\.?\s*[:：]?\s*)?(?:(?:hinweis|anmerkung|nachtrag|korrektur)\s*[:：]?\s*)?(?:bitte\s+)?(?:die\s+)?(?:pos(?:ition|\.)?|poz(?:ycja|\.)?|m[ụu]c(?:\s+s[ốo])?)\s*\d|^\s*(?:※|注\s*[:：]?)\s*No\.?\s*\d|^\s*(?:[-•*·]\s*)?(?:(?:nb|n\.b\.|note|remarque)\s*[:.]?\s*)?(?:merci\s+(?:de\s+|d['’]\s*)|pri[eè]re\s+(?:de\s+|d['’]\s*)|veuillez\s+)?(?:annuler|supprimer|retirer|modifier|remplacer)?\s*(?:la\s+|le\s+|l['’]\s*)?(?:ligne|poste|article)s?\s*(?:n[°º]\s*)?\d/i;
/** A chat export's header before a message on its line ("24/09/2025, 09:31 - Faisal:", "[12/10/25, 09:21:39] Li Wei:"). */
const MESSAGE_HEADER =
  /^\s*\[?\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4},?\s+\d{1,2}:\d{2}(?::\d{2})?\s*(?:[AP]M)?\]?\s*(?:-\s*)?[^:：\d]{1,40}[:：]\s*/i;
/** A row's own number, first on it ("7 阻燃电力电缆 …", "3、YJV …", a BOQ's "2.5 THW …", a shop's record "商品3：YJV …"). */
const SERIAL =
  /^\s*(?:(?:商品|产品|货品|物品)\s*(\d{1,3})\s*[：:]|[(（]?(\d{1,3}(?:\.\d{1,2}(?=\s))?)(?=[\s、.．)）|]|-\s|$))/;
/** The item priced as another model: 按耐火电缆 NH-YJV 报价. */
const PRICED_AS = /按\s*([^，,；;。]*?)\s*报价/;
/** What follows the item in a Spanish change ("cambiar el ítem 10 a N2XY 3x16 mm2"). */
const CHANGED_TO_SPANISH = /^\s*(?:a|por)\s+([^，,；;。]+)/i;
/** A row pointing to a note: 见注1, 见说明3, 详见备注, see note 2, Turkish "Not 1’e bakınız". */
const SEE_NOTE =
  /见\s*(?:注|说明|备注)\s*\d{0,2}|详见(?:注|说明|备注)|\bsee note\b|\bnot\s*\d{1,2}\s*['’]?\s*[ey]?\s*bak[ıi]n[ıi]z/i;

/** Whether a line is a note on an item of the list by its number ("1) Sr. No. 12 stands cancelled", "第4项已取消"). */
export function isItemNote(line: string): boolean {
  const text = normaliseText(line).replace(MESSAGE_HEADER, '');
  return ITEM_REFERENCE.test(text) && opensNote(text);
}

/** Whether a line opens as a note on items does: its number or 注, or an English "Please ignore item 7". */
const opensNote = (text: string): boolean => NOTE_OPENING.test(text) || IGNORE_ITEM.test(text);

/** An English mail's note leaving an item out: "Please ignore item 7, quoted by others", "Kindly disregard items 4 and 5". */
const IGNORE_ITEM = /^\s*(?:(?:kindly|please|pls\.?)\s+)?(?:ignore|disregard|omit)\s+items?\b/i;

/** An item's number as a key: 07 is 7; 1.10 stays 1.10 (a BOQ's tenth item of part 1, not 1.1). */
const serialKey = (written: string): string => written.trim().replace(/^0+(?=\d)/, '');

const QUANTITY_REASONS: ReadonlySet<ReviewReason> = new Set(['quantity-missing', 'quantity-ambiguous']);

/** The metres of a note's new amount for a row (in the row's unit when the note names none), or undefined. */
function metresOfAmount(amount: RegExpExecArray, row: InquiryRow): number | undefined {
  const factor = metresPerUnit(amount[2] ?? row.unit ?? '米');
  return factor === undefined ? undefined : Number(amount[1]) * factor;
}

/** A note's numbers as the parser reads them: 1,350 m is 1350 m; 1,5 км is 1.5 km. */
const withPlainNumbers = (note: string) =>
  note.replace(/(\d),(?=\d{3}(?!\d))/g, '$1').replace(/(\d),(?=\d{1,2}(?![\d,]))/g, '$1.');

/**
 * The rows with the notes among `lines` (the source's lines, line n at index n - 1) done to the rows they name, in
 * their order (a note's corrected item after them); the caller numbers them.
 */
export function withItemNotes(rows: readonly InquiryRow[], lines: readonly string[]): InquiryRow[] {
  let out = rows.map((row) => ({ ...row, reasons: [...row.reasons] }));
  const bySerial = new Map<string, InquiryRow>();
  const twice = new Set<string>();
  for (const row of out) {
    const serialOf = SERIAL.exec(normaliseText(row.raw));
    const written = serialOf?.[1] ?? serialOf?.[2];
    if (!written) continue;
    const serial = serialKey(written);
    if (bySerial.has(serial)) twice.add(serial);
    else bySerial.set(serial, row);
  }
  // Numbers used twice (two tables side by side, a list numbered per section): which row a note means is unsure.
  for (const serial of twice) bySerial.delete(serial);
  const changed = new Set<InquiryRow>();
  /** The row a note made of each item it corrected: a later note on the item takes its place. */
  const corrections = new Map<InquiryRow, InquiryRow>();
  lines.forEach((source, i) => {
    const line = i + 1;
    const text = normaliseText(source ?? '').replace(MESSAGE_HEADER, '');
    const reference = ITEM_REFERENCE.exec(text);
    // A note opens with the item it names; an item's own row naming another ("替换第7项", "与第1项配套") is no note.
    if (!reference || !opensNote(text)) return;
    // A note of clauses each naming its item ("第3项要阻燃的（ZR），第6项先不要了"): each clause a note of its own.
    // (The words before the first item are the note's too: "cancel item 13", "merci d’annuler la ligne 5".)
    const opening = text.slice(0, reference.index);
    for (const clause of clausesByItem(text, reference))
      noteOn(clause.reference, clause.note, text, line, clause.reference === reference ? opening : '');
  });
  for (const row of out)
    if (!changed.has(row) && SEE_NOTE.test(normaliseText(row.raw))) flagged(row, 'note-changes-row');
  return out;

  /**
   * A note's row in place of the item it corrects: the item no longer what is asked, an earlier note's row for it
   * either (a note on the item after it supersedes it).
   */
  function correctedBy(target: InquiryRow, corrected: InquiryRow): void {
    const earlier = corrections.get(target);
    if (earlier) flagged(earlier, 'line-cancelled');
    out.push(corrected);
    corrections.set(target, corrected);
    flagged(target, 'line-cancelled');
  }

  function noteOn(reference: RegExpExecArray, note: string, text: string, line: number, opening: string): void {
    const targets = (reference[1] ?? reference[2] ?? reference[3] ?? reference[4] ?? reference[5] ?? reference[6]!)
      .split(/\s*(?:[、,，和及&]|\band\b)\s*/i)
      .map((n) => bySerial.get(serialKey(n)))
      .filter((row): row is InquiryRow => row !== undefined && row.line !== line);
    if (targets.length === 0) return;
    // A reply to a quote already read as the item it makes (回复 … then "第3条改成3×185+2×95，长度不变": the quoted row
    // unsettled, the reply the item with its amount): kept; the row it names is taken out.
    const answered = out.find((row) => row.line === line && row.spec && row.metres !== undefined);
    if (answered && targets.length === 1 && targets[0]!.metres === undefined && CABLE_CHANGED_TO.test(note)) {
      // (A row the reply already unsettled keeps the reason it gave.)
      if (targets[0]!.reasons.length === 0) flagged(targets[0]!, 'line-cancelled');
      changed.add(targets[0]!);
      return;
    }
    // The note is no item of its own (a note read as a row, "第9、10项电线每卷100米"); the items an earlier clause of it
    // made stay.
    const made = new Set(corrections.values());
    const readAsRows = out.filter((row) => row.line === line && !made.has(row));
    out = out.filter((row) => row.line !== line || made.has(row));
    for (const target of targets) changed.add(target);
    const amount = AMOUNT_CHANGED_TO.exec(withPlainNumbers(note));
    // Spanish "cambiar el ítem 10 a N2XY 3x16 mm2": the words after the item's number.
    const cableTo = CABLE_CHANGED_TO.exec(note) ?? (/\bcambiar\b/i.test(text) ? CHANGED_TO_SPANISH.exec(note) : null);
    const written = cableTo ? changedText(cableTo) : '';
    // "quote 6mm2 instead of 4mm2": the new size of the row's own model.
    const own = written ? readCable(written) : null;
    const cable = own && !own.spec && targets.length === 1 ? readCable(`${targets[0]!.model} ${written}`) : own;
    if (cable?.spec && targets.length === 1) {
      // "第7项规格更正为…，数量不变": the note is the item now, the row it corrects no longer what is asked; with a new
      // amount ("还是用回4×120+1×70，米数改成480米") the note's amount. A note on the item after it supersedes it.
      const target = targets[0]!;
      const kept = KEPT_AMOUNT.test(note) && target.metres !== undefined;
      const newMetres = amount ? metresOfAmount(amount, target) : undefined;
      const corrected: InquiryRow = {
        ...target,
        line,
        raw: text,
        item: written,
        model: cable.model || target.model,
        scope: cable.scope || target.scope,
        spec: cable.spec,
        reasons:
          kept || newMetres !== undefined
            ? target.reasons.filter((reason) => reason !== 'line-cancelled' && !QUANTITY_REASONS.has(reason))
            : [...target.reasons.filter((reason) => !QUANTITY_REASONS.has(reason)), 'quantity-missing'],
      };
      if (newMetres !== undefined) {
        corrected.metres = newMetres;
        corrected.count = amount![1]!;
        corrected.unit = amount![2] ?? target.unit;
      } else if (!kept) delete corrected.metres;
      correctedBy(target, corrected);
      return;
    }
    if (amount && targets.length === 1 && targets[0]!.spec) {
      // "第24项本次增加应为100米（表内笔误）", "Item 2.5: quantity revised from 1,100 m to 1,350 m": the note is the item
      // now, at its amount, and the row it corrects no longer what is asked (as for a new cable, above).
      const target = targets[0]!;
      const unitIsLength = !target.unit || metresPerUnit(target.unit) !== undefined;
      if (!amount[2] && !unitIsLength) {
        flagged(target, 'quantity-ambiguous');
        return;
      }
      const earlier = corrections.get(target);
      const unit = amount[2] ?? target.unit;
      const corrected: InquiryRow = {
        ...(earlier ?? target),
        line,
        raw: text,
        count: amount[1]!,
        unit,
        metres: Number(amount[1]) * (metresPerUnit(unit || '米') ?? 1),
        reasons: (earlier ?? target).reasons.filter(
          (reason) => reason !== 'line-cancelled' && !QUANTITY_REASONS.has(reason),
        ),
      };
      correctedBy(target, corrected);
      return;
    }
    if (amount) {
      for (const target of targets) {
        const factor = metresPerUnit(amount[2] ?? '米') ?? 1;
        const unitIsLength = !target.unit || metresPerUnit(target.unit) !== undefined;
        if (!amount[2] && !unitIsLength) {
          flagged(target, 'quantity-ambiguous');
          continue;
        }
        target.count = amount[1]!;
        target.unit = amount[2] ?? target.unit;
        target.metres = Number(amount[1]) * (amount[2] ? factor : (metresPerUnit(target.unit) ?? 1));
        target.reasons = target.reasons.filter((reason) => !QUANTITY_REASONS.has(reason));
      }
      return;
    }
    const pricedAs = PRICED_AS.exec(note);
    const model = pricedAs ? readCable(pricedAs[1]!) : null;
    if (model?.model && !model.spec) {
      for (const target of targets) {
        target.model = model.model;
        if (model.scope) target.scope = model.scope;
      }
      return;
    }
    // "第3项要阻燃的（ZR）": the item's cable of that fire class.
    const fire = FIRE_WANTED.exec(note);
    const prefix = fire ? fireClassPrefix(fire[2] ?? fire[1]!) : null;
    const takenOut = TAKEN_OUT.test(note) || TAKEN_OUT.test(opening);
    if (prefix && !takenOut) {
      for (const target of targets) if (target.model) target.model = withFireClass(target.model, prefix);
      return;
    }
    if (takenOut) for (const target of targets) flagged(target, 'line-cancelled');
    else if (CHANGE_WORD.test(note)) for (const target of targets) flagged(target, 'note-changes-row');
    // A bulleted line naming an item that does nothing the reading knows ("- Item 6: si no tienen NYY, ofrecer N2XY …
    // como alternativa"): a mail's bullet is as often a line asking for something, so it stays as it was read.
    else if (/^\s*[-•*·]/.test(text)) out.push(...readAsRows);
  }
}

/** The global form of ITEM_REFERENCE, to find every item a line names. */
const ITEM_REFERENCES = new RegExp(ITEM_REFERENCE.source, 'gi');

/**
 * A note's clauses by the item each names: a reference after a clause's end (，；。) begins a clause of its own; one
 * named inside a clause ("第7项改为同第8项") is part of it.
 */
function clausesByItem(text: string, first: RegExpExecArray): Array<{ reference: RegExpExecArray; note: string }> {
  const starts = [first];
  for (const reference of text.slice(first.index + first[0].length).matchAll(ITEM_REFERENCES)) {
    const at = first.index + first[0].length + reference.index!;
    if (!/(?:[，,；;。]|\.\s)\s*$/.test(text.slice(0, at))) continue;
    const found = ITEM_REFERENCE.exec(text.slice(at))!;
    found.index = at;
    starts.push(found);
  }
  return starts.map((reference, k) => ({
    reference,
    note: text.slice(reference.index + reference[0].length, starts[k + 1]?.index ?? text.length),
  }));
}
