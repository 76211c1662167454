/**
 * Conductor structures such as "3*240+1*120": groups of count × cross-section (mm²). The catalogue writes them with
 * "*"; people also type ×, x or X, spaces, and mm²/mm2/平方 after the area.
 */

export interface ConductorGroup {
  count: number;
  /** Cross-section of one conductor, mm². */
  area: number;
}

export class StructureParseError extends Error {
  constructor(
    readonly spec: string,
    reason: string,
  ) {
    super(`Invalid cable spec "${spec}": ${reason}`);
    this.name = 'StructureParseError';
  }
}

/** The units an area is written in, longest first: "6mm²", "6mm2", "6mm", "6平方", "6平", and Japan's and Korea's "6sq". */
const AREA_UNITS = /sq\.?\s?mm|mm²|mm2|mm\^2|平方毫米|平方|平|mm|[sS][qQ](?![a-zA-Z])/g;
const GROUP_PATTERN = /^(\d{1,3})[cC]?[*×xX](\d{1,4}(?:\.\d{1,2})?)$/;
const MAX_CORES = 61;
const MAX_AREA_MM2 = 2000;

export function parseStructure(spec: string): ConductorGroup[] {
  const written = spec.replace(/\s+/g, '').replace(AREA_UNITS, '');
  const compact = written.replace(PE_CONDUCTOR, '+1×');
  if (compact === '') throw new StructureParseError(spec, 'it is empty');
  const groups = compact.split('+').map((part) => {
    const match = GROUP_PATTERN.exec(part);
    if (!match) throw new StructureParseError(spec, `"${part}" is not of the form count*area, e.g. 3*240`);
    const count = Number(match[1]);
    const area = Number(match[2]);
    if (count < 1 || count > MAX_CORES)
      throw new StructureParseError(spec, `core count ${count} is outside 1..${MAX_CORES}`);
    if (area <= 0 || area > MAX_AREA_MM2)
      throw new StructureParseError(spec, `area ${area} is outside (0, ${MAX_AREA_MM2}] mm²`);
    return { count, area };
  });
  return compact === written ? groups : mergedGroups(groups);
}

/** A protective earth conductor written as its own group ("3×95+1×50+PE50", "4×25+PE16"): one more conductor. */
const PE_CONDUCTOR = /\+PE(?=\d)/gi;

/** A PE conductor of the neutral's cross-section joins its group ("3×95+1×50+PE50" is 3×95+2×50). */
function mergedGroups(groups: ConductorGroup[]): ConductorGroup[] {
  const merged: ConductorGroup[] = [];
  for (const group of groups) {
    const last = merged[merged.length - 1];
    if (last && last.area === group.area) last.count += group.count;
    else merged.push({ ...group });
  }
  return merged;
}

export function tryParseStructure(spec: string): ConductorGroup[] | null {
  try {
    return parseStructure(spec);
  } catch {
    return null;
  }
}

/** Canonical text of a structure: "3*240+1*120" whatever separators the input used. */
export function formatStructure(groups: readonly ConductorGroup[]): string {
  return groups.map((g) => `${g.count}*${g.area}`).join('+');
}

/** Core pattern used by the catalogue's struct filter: "3*240+1*120" -> "3+1", "1*400" -> "1". */
export function structPattern(groups: readonly ConductorGroup[]): string {
  return groups.map((g) => String(g.count)).join('+');
}

export function totalCores(groups: readonly ConductorGroup[]): number {
  return groups.reduce((sum, g) => sum + g.count, 0);
}

/** Sum of count × area, the copper (or aluminium) cross-section per metre of cable, mm². */
export function totalConductorArea(groups: readonly ConductorGroup[]): number {
  return groups.reduce((sum, g) => sum + g.count * g.area, 0);
}

const AREA = String.raw`\d{1,4}(?:\.\d{1,2})?`;
const TIMES = String.raw`\s*[*×xX]\s*`;
const AREA_UNIT = String.raw`(?:\s*(?:${AREA_UNITS.source}))?`;
/** A group's count, maybe with a C for cores as IEC writes it ("4C x 50 sqmm"). */
const GROUP = String.raw`\d{1,2}(?:\s*[cC](?![a-wyzA-WYZ]))?${TIMES}${AREA}${AREA_UNIT}`;
/**
 * A structure inside a longer text. The count must not continue a number ("200×100" is a tray size), and the last
 * area must not be followed by another "× number" (2×2×1.0 is a pair count, not a structure) nor by a "+" or "-" and a
 * number that is not a group or a level ("3×70+135", "3×70-135": the "1×35" after it was mistyped or misread, so 3×70
 * alone would be another cable); nor may a group after such a sign, or after a
 * "+" that follows a number, be taken alone ("3×70-1×35", "4240+1×120" with the first × lost, are not 1×35, 1×120),
 * nor a group after a bare number and a dash ("470-1*35" is 4×70+1×35 misread, not 1×35; "8.7/15-3×120" and
 * "YJV22-3×120" are a level and a model before their structure).
 */
/**
 * "+ number" or "- number" that is neither a group nor a voltage level nor an amount ("3×70-135", "3×70+135"; not
 * "3×70-0.6/1kV", nor "4x240+1x120 - 850 mtrs" where the dash parts the structure from its amount).
 */
const NUMBER_AFTER_SIGN = String.raw`\d+(?:\.\d+)?(?![\d.])(?!\s*(?:\/|[kK]?[vV]))`;
/** An amount's unit after a number ("850 mtrs", "2,350 M"). */
const AMOUNT_UNIT_AFTER = String.raw`(?:,\d{3})*(?:,\d{1,2})?\s*(?:千米|公里|米|km|mtrs?|meters?|metres?|LM|m(?![m²2a-z])|M(?![A-Za-z])|pcs|pieces?|runs?|drums?|coils?|rolls?|reels?|lengths?)`;
/** After a plus, a number before a slash is dangling too ("4*120+70/150": a reduced conductor, then the amount). */
const NUMBER_AFTER_PLUS = String.raw`\d+(?:\.\d+)?(?![\d.])(?!\s*(?:[kK]?[vV]|\/\s*\d+(?:\.\d+)?\s*[kK][vV]))`;
const DANGLING = String.raw`(?:\s*[+＋]\s*${NUMBER_AFTER_PLUS}|\s*[-–—]${NUMBER_AFTER_SIGN}|\s*[-–—]\s+${NUMBER_AFTER_SIGN}(?!(?:\s\d{3})*${AMOUNT_UNIT_AFTER}))`;
/**
 * A length's unit in letters written against the last area ("2 x 500m drums"): a count times a length, no structure
 * (an area with decimals before it is a misread run of digits, "4X1201.5km"; a 米 after it may be the 单位 cell a
 * sheet's or PDF's row joins on: "5×16米260").
 */
const LENGTH_RIGHT_AFTER = String.raw`(?<!\.\d{1,2})(?:km|m(?![m²2a-z]))(?![a-z])`;
/**
 * A decimal comma after the last area ("3x1,5", written as in Europe for 3×1.5): one or two digits after a comma that
 * end there and are no quantity ("3×95,1000米" and "3×95，10米" are a structure and its amount). Which area was meant
 * is for a person to say: the structure is not read.
 */
const DECIMAL_COMMA = String.raw`,\d{1,2}(?![\d,.])(?!\s*(?:[*×xX]|千米|公里|米|km|m(?![m²2])|盘|轴|卷|捆|套|个|根|条|只|件|pcs))`;
const IN_TEXT = new RegExp(
  String.raw`(?<![\d.])(?<![*×xX]\s*)(?<![*×xX]\s*${AREA}\s*[-–—+]\s*)(?<!(?:\d|mm²|mm2|平方)\s*\+\s*)(?<!(?<![\d./A-Za-z])\d{2,4}\s*[-–—]\s*)${GROUP}(?:\s*\+\s*(?:${GROUP}|PE${AREA}${AREA_UNIT}))*(?!\s*[*×xX]\s*\d)(?!${DANGLING})(?![\d.])(?!${DECIMAL_COMMA})(?!${LENGTH_RIGHT_AFTER})`,
  'g',
);
/** A structure run into an armoured model: "YJV223*240" is YJV22 3*240. */
const AFTER_ARMOUR = new RegExp(String.raw`(?<=[A-Za-z](?:22|23|32|33|42|43|62|72))${GROUP}(?:\s*\+\s*${GROUP})*`, 'g');

export interface FoundStructure {
  groups: ConductorGroup[];
  /** Where the written structure starts and ends in the text. */
  start: number;
  end: number;
  /** A part of the structure not written but taken from a standard (a 3½-core cable's neutral): a person confirms it. */
  assumed?: true;
}

/** The first readable structure written in a text, or null. */
export function findStructure(text: string): FoundStructure | null {
  const halved = findHalfNeutral(text);
  for (const pattern of [IN_TEXT, AFTER_ARMOUR]) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      const groups = tryParseStructure(match[0]);
      if (groups && (!halved || match.index < halved.start))
        return { groups, start: match.index, end: match.index + match[0].length };
    }
  }
  return halved;
}

/**
 * The reduced conductor made with each phase conductor's cross-section (mm²), as a 4+1 or 3+2 core cable has it:
 * 4×150+1×70, 3×95+2×50; a 3½-core cable's neutral (IS 1554 / IS 7098, as Indian and Gulf lists write "3.5C x 95
 * sq.mm"), which other standards size otherwise for some areas (a 35's is 16 or 25): so a 3½-core structure is offered
 * for a person to confirm, never quoted as written.
 */
export const REDUCED_CONDUCTOR: Readonly<Record<number, number>> = {
  4: 2.5,
  6: 4,
  10: 6,
  16: 10,
  25: 16,
  35: 16,
  50: 25,
  70: 35,
  95: 50,
  120: 70,
  150: 70,
  185: 95,
  240: 120,
  300: 150,
};
/** "3.5C x 95", "3½ core × 185 sq.mm", "3.5 Cx300", and with no × when the area's unit is written ("3.5 Core 95 sq.mm"). */
const THREE_AND_A_HALF = new RegExp(
  String.raw`(?<![\d.])3\s*(?:\.5\s*(?:c|cores?|-core)|½\s*(?:c|cores?|-core)?)(?:${TIMES}(${AREA})${AREA_UNIT}|\s+(${AREA})\s*(?:sq\.?\s?mm|mm²|mm2|sqmm)(?![a-z]))(?![\d.]|\s*[+＋*×xX]\s*\d)`,
  'i',
);

/**
 * The size, then its cores said as phase plus reduced ("一百二的四加一" read as "120的4+1", "九十五的3+2"): the
 * reduced cores' size is the standard one, for a person to confirm.
 */
const SIZE_THEN_CORES_PLUS = /(?<![\d.])(\d{1,3})\s*(?:平方|mm²|mm2)?\s*的\s*([34])\s*\+\s*([12])(?![\d.×xX*芯])/;

function findSaidCoresPlus(text: string): FoundStructure | null {
  const m = SIZE_THEN_CORES_PLUS.exec(text);
  const area = m ? Number(m[1]) : 0;
  const reduced = REDUCED_CONDUCTOR[area];
  if (!m || reduced === undefined || (m[2] === '4' && m[3] !== '1')) return null;
  return {
    groups: [
      { count: Number(m[2]), area },
      { count: Number(m[3]), area: reduced },
    ],
    start: m.index,
    end: m.index + m[0].length,
    assumed: true,
  };
}

function findHalfNeutral(text: string): FoundStructure | null {
  const said = findSaidCoresPlus(text);
  if (said) return said;
  const m = THREE_AND_A_HALF.exec(text);
  const area = m ? Number(m[1] ?? m[2]) : 0;
  const neutral = area >= 25 ? REDUCED_CONDUCTOR[area] : undefined;
  if (!m || neutral === undefined) return null;
  return {
    groups: [
      { count: 3, area },
      { count: 1, area: neutral },
    ],
    start: m.index,
    end: m.index + m[0].length,
    assumed: true,
  };
}

/**
 * Cables laid in parallel, as a drawing writes them: "2(3×240+1×120)" is two such cables over the row's route, "3（1×300）"
 * three. The count before the bracket, or 1.
 */
export function parallelCables(text: string): number {
  const m = /(?<![\d.A-Za-z×xX*+\-/])([2-9])\s*[(（]\s*(\d{1,2}\s*[×xX*][^)）]*)[)）]/.exec(text);
  return m && findStructure(m[2]!) ? Number(m[1]) : 1;
}

/** Cross-sections made for cables (mm²): a number written alone after a wire model is one of these. */
export const STANDARD_AREAS: readonly number[] = [
  0.3, 0.5, 0.75, 1, 1.5, 2.5, 4, 6, 10, 16, 25, 35, 50, 70, 95, 120, 150, 185, 240, 300, 400, 500, 630, 800, 1000,
];

/**
 * Cores and area written with words: "4芯25平方", "10芯1.5", "10平方4芯", "25平方四芯" (the Chinese digit made a digit
 * before), and the area first as Korea writes it ("120SQ×1C": SQ is mm²).
 */
/**
 * (A number before the count, "3×95 1芯…", is another structure's; the digits of a model, "YJV22 4芯35+1芯16", are
 * not.)
 */
/** The word for cores after their count: 芯, or English "core(s)", "-core", "c" ("4core", "3 core", "3c"). */
const CORE_WORD = String.raw`(?:芯|\s*-?\s*cores?(?![a-z])|\s*c(?![a-z]))`;
const CORES_FIRST = new RegExp(
  String.raw`(?<![+＋×xX*]\s*)(?<!(?:^|[^A-Za-z\d])[\d.]+\s*)(?<![\d.])(\d{1,2})${CORE_WORD}\s*[×xX*]?\s*(\d{1,4}(?:\.\d{1,2})?)(?![\d.])(?!\s*(?:千米|公里|米|km|m(?![m²2])|盘|卷|轴|根))\s*(?:平方毫米|平方|平|mm²|mm2|sq\.?\s?mm|mm)?`,
  'i',
);
const AREA_FIRST = new RegExp(
  String.raw`(?<![×xX*+＋]\s*)(?<!(?:^|[^A-Za-z\d])[\d.]+\s*)(?<![\d.])(\d{1,4}(?:\.\d{1,2})?)\s*(?:平方毫米|平方|平|mm²|mm2|sq\.?\s?mm|mm|SQ(?![a-z]))\s*(?:[×xX*]\s*)?(\d{1,2})${CORE_WORD}`,
  'i',
);
/** The same with 芯 only, as a Chinese text or a recognised picture writes cores. */
const CORES_FIRST_CHINESE = new RegExp(CORES_FIRST.source.replace(CORE_WORD, '芯'), 'i');
const AREA_FIRST_CHINESE = new RegExp(AREA_FIRST.source.replace(CORE_WORD, '芯'), 'i');
/** The plus before a further group, or the word for it ("4芯25平方加1芯16平方", "3芯95带1芯50"). */
const PLUS = /^\s*(?:[+＋]|加|带)\s*/;
/** "single core" is one core ("240mm single core"). */
const SINGLE_CORE_WORDS = /\bsingle[\s-]*core\b/gi;

/**
 * A structure written with 芯 for the cores: "4芯25平方" is 4×25, "10平方4芯" too. Both parts must be said (a count of
 * cores and a made cross-section); the found text's place is given back like findStructure's.
 */
export function findCoresStructure(text: string, english = true): FoundStructure | null {
  // "single" is 6 letters and "1    " as many: the found text keeps its place.
  const written = english ? text.replace(SINGLE_CORE_WORDS, (words) => `1${' '.repeat(words.length - 5)}core`) : text;
  for (const [pattern, cores, area] of [
    [english ? AREA_FIRST : AREA_FIRST_CHINESE, 2, 1],
    [english ? CORES_FIRST : CORES_FIRST_CHINESE, 1, 2],
  ] as const) {
    const m = pattern.exec(written);
    if (!m) continue;
    const count = Number(m[cores]);
    const size = Number(m[area]);
    if (!(count >= 1 && count <= MAX_CORES && STANDARD_AREAS.includes(size))) continue;
    const groups: ConductorGroup[] = [{ count, area: size }];
    let end = m.index + m[0].length;
    // More groups after a plus ("4芯25+1芯16" is 4×25+1×16, "25平方4芯加16平方1芯" too); a plus followed by anything
    // else is no structure to read a part of (the cable would be another one).
    const coresFirst = english ? CORES_FIRST : CORES_FIRST_CHINESE;
    const areaFirst = english ? AREA_FIRST : AREA_FIRST_CHINESE;
    for (let plus = PLUS.exec(written.slice(end)); plus; plus = PLUS.exec(written.slice(end))) {
      const rest = written.slice(end + plus[0].length);
      const byCores = coresFirst.exec(rest);
      const byArea = byCores?.index === 0 ? null : areaFirst.exec(rest);
      const next = byCores?.index === 0 ? byCores : byArea;
      if (next?.index !== 0) return null;
      const more =
        byCores?.index === 0
          ? { count: Number(next[1]), area: Number(next[2]) }
          : { count: Number(next[2]), area: Number(next[1]) };
      if (!(more.count >= 1 && STANDARD_AREAS.includes(more.area))) return null;
      groups.push(more);
      end += plus[0].length + next[0].length;
    }
    return { groups, start: m.index, end };
  }
  return null;
}

/**
 * Phase cores and a reduced core written by its area alone, as overseas lists and hurried buyers do: "4Cx95+50mm2",
 * "4x25+16" are 4×95+1×50 and 4×25+1×16. Only three or four phase cores and a made cross-section smaller than theirs
 * (a PE or neutral conductor); "3×70+135" (a 1×35 misread) is no such structure.
 */
const BARE_REDUCED = new RegExp(
  String.raw`(?<![\d.])([34])(?:\s*[cC])?${TIMES}(${AREA})${AREA_UNIT}\s*[+＋]\s*(\d{1,3}(?:\.\d)?)${AREA_UNIT}(?!\s*[\d.×xX*])`,
  'i',
);

export function findBareReducedStructure(text: string): FoundStructure | null {
  const m = BARE_REDUCED.exec(text);
  if (!m) return null;
  const area = Number(m[2]);
  const reduced = Number(m[3]);
  if (!STANDARD_AREAS.includes(area) || !STANDARD_AREAS.includes(reduced) || reduced >= area) return null;
  return {
    groups: [
      { count: Number(m[1]), area },
      { count: 1, area: reduced },
    ],
    start: m.index,
    end: m.index + m[0].length,
  };
}

/**
 * A structure typed without its signs, as a hurried text message writes it right after the model: "yjv 4 95 1 50
 * 300米" is 4×95+1×50 and 300 m, "kvv 7 1.5 120米" 7×1.5. Only a count and a made cross-section (and a reduced
 * conductor of one or two cores no larger than the first) directly after the model and followed by the amount (a comma or
 * a word may stand before it: "共300米", "qty 300m", "数量：300", "，需要300米"), or with its reduced conductor at the end of the line after
 * its amount ("300米 yjv 4 95 1 50"); any other run of numbers is no structure. A voltage may stand between the model and the structure ("yjv 1kv 1 240").
 */
const SPACED =
  /^(\s+(?:\d{1,4}(?:\.\d{1,2})?(?:\/\d{1,4}(?:\.\d{1,2})?)?\s*[kK]?[vV]\s+)?)(\d{1,2})\s+(\d{1,4}(?:\.\d{1,2})?)(?:\s+([12])\s+(\d{1,4}(?:\.\d{1,2})?))?(?=(?:\s+|\s*[,，;；]\s*)(?:[^\s\d,，;；]{1,4}\s*[:：]?\s*)?\d)/;

/** The structure typed so at the end of its line, its amount before the model ("300米 yjv 4 95 1 50"). */
const SPACED_AT_END =
  /^(\s+(?:\d{1,4}(?:\.\d{1,2})?(?:\/\d{1,4}(?:\.\d{1,2})?)?\s*[kK]?[vV]\s+)?)(\d{1,2})\s+(\d{1,4}(?:\.\d{1,2})?)\s+([12])\s+(\d{1,4}(?:\.\d{1,2})?)(?=\s*$)/;

export function spacedStructureAfterModel(
  after: string,
): { groups: ConductorGroup[]; before: string; length: number } | null {
  const m = SPACED_AT_END.exec(after) ?? SPACED.exec(after);
  if (!m) return null;
  const count = Number(m[2]);
  const area = Number(m[3]);
  if (count < 1 || count > MAX_CORES || !STANDARD_AREAS.includes(area)) return null;
  const groups: ConductorGroup[] = [{ count, area }];
  if (m[4] && m[5]) {
    const reduced = Number(m[5]);
    if (!STANDARD_AREAS.includes(reduced) || reduced > area) return null;
    groups.push({ count: Number(m[4]), area: reduced });
  }
  // A voltage written between the model and the structure ("yjv 1kv 1 240") stays where it is.
  return { groups, before: m[1] ?? '', length: m[0].length };
}
