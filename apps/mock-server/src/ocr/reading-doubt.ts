/**
 * How sure a reading is of what it says, not only of its characters. The recognition may hesitate over a character
 * whose other spellings would make the cell say nothing an inquiry says: "5x10" with the × at 0.48 beside "k", "1" or
 * nothing ("5k10", "5110", "510" are no structure), "米" beside "未" (no unit). Such a hesitation is not a doubt about the
 * cell: of the readings an inquiry can hold, only the one read is left. A hesitation between two readings that each say
 * something ("3x16" or "5x16", "150" or "130", "KVV" or "KVVP") stays a doubt at the character's own probability.
 *
 * A character with such a rival keeps its own probability, with that of its other spellings that say just the same
 * ("千" beside the "干" of "2.5干米", both read 千米). One without is weighed only against the probability the
 * model gave characters it did not list: p / (p + the unlisted rest). A character that may have been left out counts
 * the same way: inserted, would the text say as much otherwise? Only the recogniser's own
 * alternatives are weighed; nothing is corrected, only how sure the cell is.
 */
import {
  findVoltages,
  LONE_QUANTITY,
  QUANTITY_UNIT,
  readCable,
  STANDARD_AREAS,
  tryParseStructure,
} from '@cable/contracts/inquiry';
import { type ReadCharacter, type Reading, readingOf } from './text-recognition';

/**
 * How sure a reading is at most when a decimal point may have been left out between two digits and the text with it
 * says something else ("BV25平方" or "BV2.5平方", "14*15" or "14*1.5", "18千米" or "1.8千米"): a point is one narrow
 * step of the model's output, so the blank wins beside it even when the point is there, and the two readings differ
 * tenfold. On the picture corpora every such place (the point reaching 0.18–0.44 there) was a point lost, none was a
 * stray; a cell this unsure is below every role's confidence and goes to review.
 */
const LOST_POINT = 0.3;

/** The families of cable models a Chinese inquiry names (stems, without fire prefixes or armour digits). */
export const MODEL_STEMS: ReadonlySet<string> = new Set(
  'YJV YJY YJLV YJLY VV VLV VV22 KVV KVVP KVVR KVVRP KYJV KYJY BV BVR BVV BVVB BLV BLVR RV RVV RVVP RVS RVB BYJ BYJR JKLYJ JKYJ'.split(
    ' ',
  ),
);

const FIRE_PREFIX = /^(?:WDZ[A-Z]?|ZR[A-C]?|Z[ABCN]|NH)-/;
const ARMOUR = /(?:22|23|32|33|42|43|53|62|63|72|73|2|3)$/;

/** A model of a known family ("ZR-YJV22", "NH-KVVP2"), or '' for none or a model of no family. */
export function knownModel(model: string): string {
  const stem = model.replace(FIRE_PREFIX, '');
  if (MODEL_STEMS.has(stem) || MODEL_STEMS.has(stem.replace(ARMOUR, ''))) return model;
  return '';
}

/** Units of a quantity, wherever they stand in the text ("2.5千米", "650米", "3 km", "2盘"). */
const UNITS = new RegExp(QUANTITY_UNIT, 'gi');

/** A structure whose every conductor has a cross-section cables are made with ("19*15" is no cable's). */
function madeStructure(spec: string): boolean {
  const groups = tryParseStructure(spec);
  return groups?.every((g) => STANDARD_AREAS.includes(g.area)) ?? false;
}

/** What a cell's text says, field by field (empty fields are left out). */
export function meaningOf(text: string): Record<string, string> {
  // As a recogniser reads, not as a buyer types: a rival reading that lost a sign says no loose typed form.
  const cable = readCable(text, { typed: false });
  const fields: Record<string, string> = {};
  const model = knownModel(cable.model);
  if (model) fields.model = model;
  if (cable.spec && madeStructure(cable.spec)) fields.spec = cable.spec;
  if (cable.scope) fields.scope = cable.scope;
  else if (findVoltages(text).length > 0) fields.scope = text;
  if (cable.prop) fields.prop = cable.prop;
  const numbers = text.match(/\d+(?:[.,]\d+)*/g);
  if (numbers) fields.numbers = numbers.join(' ');
  const units = text.match(UNITS);
  if (units) fields.unit = units.join(' ').toLowerCase();
  return fields;
}

/** Two texts say the same, field by field. */
function sameMeaning(a: Record<string, string>, b: Record<string, string>): boolean {
  const fields = Object.keys(a);
  return fields.length === Object.keys(b).length && fields.every((field) => a[field] === b[field]);
}

/** The other text says something else, and at least all the first one says (the same fields, maybe more). */
function saysAsMuchOtherwise(read: Record<string, string>, other: Record<string, string>): boolean {
  const readFields = Object.keys(read);
  if (readFields.some((field) => !(field in other))) return false;
  return Object.keys(other).some((field) => other[field] !== read[field]);
}

/**
 * The reading's certainty of what it says: the least over its characters (and the places one may have been left out)
 * of the probability against the alternatives that would say as much otherwise. `tidy` is what the text goes through
 * before it is read as a cell.
 */
export function certaintyOf(reading: Reading, tidy: (text: string) => string): number {
  if (!reading.text) return 0;
  const chars = reading.chars;
  const meaning = meaningOf(tidy(reading.text));
  const textWith = (at: number, replacement: string, insert: boolean) =>
    chars
      .map((c, i) => (i === at ? (insert ? `${replacement}${c.char}` : replacement) : c.char))
      .join('')
      .concat(insert && at === chars.length ? replacement : '');
  const doubtOf = (alternative: string) => saysAsMuchOtherwise(meaning, meaningOf(tidy(alternative)));
  let lowest = 1;
  chars.forEach((c, i) => {
    if (!c.alternatives) {
      lowest = Math.min(lowest, c.p);
      return;
    }
    const listed = c.alternatives.reduce((sum, a) => sum + a.p, 0);
    const unlisted = Math.max(0, 1 - c.p - listed);
    const rivalled = c.alternatives.some((a) => doubtOf(textWith(i, a.char, false)));
    // Against a rival, the spellings that say just what the reading says count with it ("干" or "千" in "2.5干米").
    const agreeing = c.alternatives
      .filter((a) => sameMeaning(meaning, meaningOf(tidy(textWith(i, a.char, false)))))
      .reduce((sum, a) => sum + a.p, 0);
    lowest = Math.min(lowest, rivalled ? Math.min(1, c.p + agreeing) : c.p / (c.p + unlisted));
  });
  for (const missed of reading.missed) {
    const before = chars.findIndex((c) => c.at > missed.at);
    const at = before < 0 ? chars.length : before;
    if (!missed.char) {
      lowest = Math.min(lowest, missed.p);
      continue;
    }
    if (!doubtOf(textWith(at, missed.char, true))) continue;
    const lostPoint = missed.char === '.' && isDigit(chars[at - 1]?.char) && isDigit(chars[at]?.char);
    lowest = Math.min(lowest, lostPoint ? Math.min(missed.p, LOST_POINT) : missed.p);
  }
  return lowest;
}

function isDigit(char: string | undefined): boolean {
  return char !== undefined && char >= '0' && char <= '9';
}

// ---- a reading that says nothing, and the one alternative that says what was written ----

/** An alternative below this at its character is not a spelling worth trying. */
const REPAIR_FLOOR = 0.05;
/** At most this many of a reading's characters are changed, put in or left out to make it say something. */
const REPAIR_EDITS = 2;

/** One change to a reading: a character read otherwise ('' leaves it out), or one put in where it may be missed. */
interface Edit {
  /** Index of the character changed, or before which one is put in. */
  at: number;
  insert: boolean;
  char: string;
  /** The recogniser's probability of the change, and of what it read there (the character, or the blank). */
  p: number;
  read: number;
  /** What the recogniser gave characters it did not list there. */
  unlisted: number;
}

/** The fields a describing cell names: a model of a known family and a structure that is made. */
const DESCRIBING_FIELDS = ['model', 'spec'] as const;

function editsOf(reading: Reading): Edit[] {
  const edits: Edit[] = [];
  reading.chars.forEach((c, at) => {
    if (!c.alternatives) return;
    const listed = c.alternatives.reduce((sum, a) => sum + a.p, 0);
    const unlisted = Math.max(0, 1 - c.p - listed);
    for (const a of c.alternatives)
      if (a.p >= REPAIR_FLOOR) edits.push({ at, insert: false, char: a.char, p: a.p, read: c.p, unlisted });
  });
  for (const missed of reading.missed) {
    if (!missed.char || 1 - missed.p < REPAIR_FLOOR) continue;
    const before = reading.chars.findIndex((c) => c.at > missed.at);
    const p = 1 - missed.p;
    edits.push({
      at: before < 0 ? reading.chars.length : before,
      insert: true,
      char: missed.char,
      p,
      read: missed.p,
      unlisted: 0,
    });
  }
  return edits;
}

/** Every set of one to `most` edits, no two at the same place (a character is changed once, put in once). */
function editSets(edits: readonly Edit[], most: number): Edit[][] {
  const sets: Edit[][] = [];
  const grow = (set: Edit[], from: number) => {
    for (let i = from; i < edits.length; i++) {
      const edit = edits[i]!;
      if (set.some((other) => other.at === edit.at && other.insert === edit.insert)) continue;
      const next = [...set, edit];
      sets.push(next);
      if (next.length < most) grow(next, i + 1);
    }
  };
  grow([], 0);
  return sets;
}

/** The reading with the edits made; a changed or put-in character counts at `p`, the probability given it. */
function editedReading(reading: Reading, edits: readonly Edit[], p: number): Reading {
  const chars: ReadCharacter[] = [];
  reading.chars.forEach((c, i) => {
    for (const edit of edits) if (edit.insert && edit.at === i) chars.push({ char: edit.char, at: c.at - 1e-6, p });
    const change = edits.find((edit) => !edit.insert && edit.at === i);
    if (!change) chars.push(c);
    else if (change.char) chars.push({ char: change.char, at: c.at, p });
  });
  for (const edit of edits)
    if (edit.insert && edit.at === reading.chars.length)
      chars.push({ char: edit.char, at: (reading.chars.at(-1)?.at ?? 0) + 1e-6, p });
  const used = new Set(edits.filter((e) => e.insert).map((e) => e.char));
  return readingOf(
    chars,
    reading.missed.filter((m) => !(m.char && used.has(m.char))),
  );
}

/**
 * A reading whose text names no model of a known family or no structure that is made ("YV3*150+1*70", "YJV4'16",
 * "4k1.3"), replaced by the one reading the recogniser's own alternatives allow — at most two characters read
 * otherwise, left out, or put in where one may have been missed — that names more: the model or structure the read
 * text lacks, and all it names as it is. With none, or with alternatives that name different things, the reading
 * stays as read. The change is only as sure as the recogniser made it against what it did not list there: each changed
 * character counts at its probability against the read one and the unlisted rest, and the reading's certainty is
 * then weighed as any other (certaintyOf), so an unlikely change leaves its cell for review, showing what it likely says.
 * A quantity (a number, maybe with its unit) is never made a structure or a model.
 */
export function repairedReading(reading: Reading, tidy: (text: string) => string): Reading | null {
  const text = tidy(reading.text);
  if (!text || !/[A-Za-z×*'`′°+]/.test(text) || LONE_QUANTITY.test(text)) return null;
  const meaning = meaningOf(text);
  if (DESCRIBING_FIELDS.every((field) => field in meaning)) return null;
  const edits = editsOf(reading);
  if (edits.length === 0) return null;
  const sets = editSets(edits, REPAIR_EDITS);
  const found = new Map<string, { edits: Edit[]; weight: number }>();
  for (const set of sets) {
    const other = meaningOf(tidy(editedReading(reading, set, 1).text));
    const names = DESCRIBING_FIELDS.some((field) => field in other && !(field in meaning));
    const keeps = Object.keys(meaning).every((field) => field === 'numbers' || other[field] === meaning[field]);
    if (!names || !keeps || !DESCRIBING_FIELDS.some((field) => field in other)) continue;
    const key = DESCRIBING_FIELDS.map((field) => other[field] ?? '').join('|');
    const weight = set.reduce((product, edit) => product * edit.p, 1);
    const known = found.get(key);
    if (!known || weight > known.weight) found.set(key, { edits: set, weight });
  }
  const [only, ...others] = [...found.values()];
  if (!only || others.length > 0) return null;
  const chosen = only.edits;
  const sure = Math.min(...chosen.map((edit) => edit.p / (edit.p + edit.unlisted)));
  return editedReading(reading, chosen, Math.min(1, sure));
}
