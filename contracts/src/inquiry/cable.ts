/**
 * The cable a text names: model, voltage level and structure, however they are run together ("BV2.5", "KVV10*1.5",
 * "YJV22-8.7/15-3*240", "0.6/1kV YJV-3×150", "ＹＪＶ－３×９５", "电力电缆YJV3*150", "RVV 3*1.5 护套线"), plus the
 * descriptive words around them and what is left for the quantity.
 */

import { gbModelOf } from './construction';
import {
  type ConductorGroup,
  type FoundStructure,
  findBareReducedStructure,
  findCoresStructure,
  findStructure,
  formatStructure,
  REDUCED_CONDUCTOR,
  STANDARD_AREAS,
} from './structure';
import { normaliseText } from './text';
import { findVoltages, formatVoltage, type VoltageLevel, withRatingApart } from './voltage';

export interface CableText {
  /** Model in capitals, fire/halogen prefix joined with a hyphen ("ZR-YJV22"); '' when none is written. */
  model: string;
  /** Voltage level as the catalogue writes it ("0.6/1kV"); '' when none is written. */
  scope: string;
  level: VoltageLevel | null;
  /** Structure as the catalogue writes it ("3*240+1*120"); '' when none could be read. */
  spec: string;
  /** Chinese descriptive words (电力电缆, 护套线...). */
  words: string;
  /** Property words the catalogue groups by (阻燃, 铜芯...), the first one found. */
  prop: string;
  /** The text with model, voltage and structure blanked out: where a quantity may still be written. */
  rest: string;
  /** A second structure offered instead of the first ("3×120+1×70（或3×120+2×70）"); '' when none. */
  alternative?: string;
  /** Another country's name read as the catalogue's model that may be another cable (THW: Thailand's BV, America's not). */
  unsure?: true;
}

/** Armour and screen suffixes that belong to a model (YJV22, KVVP2, GYTA53); other trailing digits do not. */
const MODEL_SUFFIX_DIGITS = new Set(['2', '3', '22', '23', '32', '33', '42', '43', '53', '62', '63', '72', '73']);
/** Building wires: one conductor, named by its area alone ("BV2.5", "BVR 16"). */
export const BUILDING_WIRES: readonly string[] = ['BV', 'BVR', 'BLV', 'BLVR', 'RV', 'BYJ', 'BYJR'];
/** Families whose conductors are single: a number written alone after them is the area ("BV2.5" is BV 1*2.5). */
const SINGLE_CORE = new RegExp(
  `^(?:[A-Z]{1,4}-)?(?:${[...BUILDING_WIRES, 'JKLYJ', 'JKYJ', 'JKLGYJ', 'JKV', 'JKLV'].join('|')})$`,
);
/** Fire, flame and halogen prefixes written without their hyphen: ZRYJV is ZR-YJV. */
const GLUED_PREFIX =
  /^(WDZN|WDZA|WDZB|WDZC|WDZ|ZRC|ZR|ZA|ZB|ZC|NH|ZN)(?=(?:YJV|YJY|YJLV|VV|VLV|KVV|KYJV|KYJY|BV|BYJ|RVV)\d*$)/;
/** A flame-retardant class spelled with ZR (ZRC-YJV is 阻燃C类, ZC-YJV; ZRA, ZRB): the class's own prefix. */
const FLAME_CLASS_SPELLED = /^ZR([ABC])-/;
/**
 * An earth conductor written after the phase cores in English ("4C 25mm² + E 16mm²", "4C×25 + PE 16", "3C 95 + CPC
 * 50"): one more group of one core.
 */
/** Cores written as a Thai or Philippine BOQ writes them, "4/C 95 sq.mm", "1/C 240 mm²": 4C x 95, 1C x 240. */
const CORES_SLASH_C =
  /(?<![\d./])(\d{1,2})\s*\/\s*C\s*[×xX*]?\s*(\d{1,3}(?:\.\d{1,2})?)\s*(?=sq\.?\s?mm|mm²|mm2|平方)/gi;
const EARTH_AFTER_SIZE =
  /^\s*(?:mm²|mm2|sq\.?\s?mm|²|平方)?[\s,]*\+\s*(\d{1,3}(?:\.\d{1,2})?)\s*(?:mm²|mm2|sq\.?\s?mm|平方)?\s*(?:CPC|ECC|E|PE|earth)\b/i;
const FIELD_LABEL = /(?<![\d.])\d{1,2}\s*[.、．]\s*(?:型号|规格|规格型号|型号规格)\s*[:：]\s*/g;
const LEVEL_FIELD_IN_KV =
  /电压(?:等级)?\s*[(（]\s*kV\s*[)）]\s*[:：]\s*(\d+(?:\.\d+)?(?:\s*\/\s*\d+(?:\.\d+)?)?)(?![\d.])/gi;
const CORES_DASH_SIZE = /(?<![\d.])(\d{1,2})\s*C\s*[-–]\s*(?=\d{1,4}(?:\.\d{1,2})?\s*sq\b)/gi;
const SQ_AREA = /(?<![\d.])(\d{1,4}(?:\.\d{1,2})?)\s*sq(?![.a-z²2])/gi;
/** Harmonised wire codes (60227 IEC 01 and its HD names): H07V-U and H07V-R rigid (BV), H07V-K flexible (BVR). */
const HARMONISED_WIRE: Readonly<Record<string, string>> = { 'H07V-U': 'BV', 'H07V-R': 'BV', 'H07V-K': 'BVR' };
const HARMONISED_CODE = /\bH07V-?([URK])\b/gi;
/** British Standard single cores by their BS 6004 code: 6491X a solid or stranded single (BV), 6491B a flexible one (BVR). */
const BS_SINGLE_CODE = /\b6491([XB])\b/gi;
/**
 * Germany's reduced neutral after a slash ("N2XY-J 3x185/95": three 185 mm² and a 95): three or four cores and the
 * smaller conductor's standard area (not a screen's "1x150 RM/25", not a term of a longer structure's "+3×25/3").
 */
const CORES_SLASH_REDUCED = /(?<![\d.+])([34])\s*[xX×*]\s*(\d{2,3})\s*\/\s*(\d{1,3})(?![\d./])(?!\s*kV)/gi;
/**
 * Trade names of standard constructions, as German lists write them "oder gleichwertig" (or equivalent): LAPP's
 * ÖLFLEX CLASSIC 110 is a PVC flexible cable, 300/500V (RVV).
 */
const TRADE_NAME = /(?:Ö|OE|O)LFLEX\s*®?\s*CLASSIC\s*110(?![\d])/gi;
/** A Polish name's żo / żn (with or without the green/yellow core: "YKYżo"): the same construction. */
const POLISH_EARTH_CORE = /(?<![A-Za-z])(Y[A-Z]{1,5})-?ż[on](?![a-zà-ž])/g;
const CORES_PLUS_EARTH =
  /(?<![\d.])(\d{1,2})\s*C\s*[×xX*]?\s*(\d{1,3}(?:\.\d{1,2})?)\s*(?:mm²|mm2|sq\.?\s?mm)?\s*\+\s*(?:E|PE|CPC|ECC)\s*(\d{1,3}(?:\.\d{1,2})?)\s*(?:mm²|mm2|sq\.?\s?mm)?(?![\d.])/gi;
/** Letters that are not cable models: standards, pipe sizes, units, placeholders. */
const NOT_MODELS =
  /^(?:GB|GB\/T|JB|IEC|ISO|CCC|DN|PE|PVC|XLPE|KV|V|AC|DC|MM|M|KM|KG|PCS|NO|XX+|OK|MPA|MT|BT|CM|T|KW?H|MTRS?|LM|SQMM|SQ|RFQ|PO|MV|LV|HV|EHV|LSZH|LS0H|LSOH|HFFR|HDG|SWA|STA|BY|MY|PLS|PLZ|THX|TKS|MR|MRS|MS|DR|PM|AM|HRS?|FYI|ASAP|VFD|VSD|MCC|MDB|SMDB|DB|UPS|ATS|EMT|SLD|BOQ|CPC|ECC|NOS|RM|RMT|QTY|QTTY|QNTY|QTE|EA|PC|SETS?|LOTS?|NR|NBR|UOM|LLC|CW|GY|TX|ML|NF|BP|RCCM|NCC|CIF|FOB|CFR|CNF|EXW|DAP|DDP|FCA|TVA|HT|TTC|USD|EUR|RMB|CNY|FR|PS|WWW|HRA|HRB|GMBH|KG|UST|IDNR|ZZGL|MWST|INKL|EXKL|BZW|GGF|USW|LT|GEM|NTN|STRN|GST|VAT|PEC|ND|RD|TH|II|III|VI|VII|VIII|IX|XI|XII|TR|STK|LME|KCN|TP)$/;
export const PROPS = ['低烟无卤', '阻燃', '耐火', '铠装', '铜芯', '铝芯', '软线', '硬线', '护套线'] as const;

/** A model's letters and digits; India's codes open with a digit (2XY, 2XWY). */
// (Not a piece of a French, Spanish or Vietnamese word: "préciser" has no model PR, "chống" none CH.)
const TOKEN =
  /(?<![\w.])2X[A-Z]{1,3}(?![a-z])|(?<![A-Za-z\u00C0-\u024F\u1E00-\u1EFF])[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z][A-Za-z0-9]*)*(?:\.\d+)?(?![A-Za-z0-9]*[\u00C0-\u024F\u1E00-\u1EFF])/g;
const LONE_AREA =
  /^[\s,，-]*(\d{1,4}(?:\.\d{1,2})?)(?!,\d{1,2}(?![\d,.])(?!\s*(?:米|m(?!m)|km|千米|公里|盘|卷|轴)))\s*(?:mm²|mm2|平方毫米|平方|平|mm|m²)?(?![\d.])(?!\s*(?:[*×xX]|(?:米|m(?!m)|km|千米|公里|盘|卷|轴|根|条|套|个)(?!\s*\d)))/i;

const AREA_UNIT = /^\s*(?:mm²|mm2|平方毫米|平方|平)/;
/** An area written with its unit anywhere in the text ("布电线,BV,铜,2.5mm2", "4平方BV线"); not the decimals of "1,5mm2". */
const AREA_WITH_UNIT = /(?<![\d.×xX*])(?<!\d,)(\d{1,4}(?:\.\d{1,2})?)\s*(?:mm²|mm2|平方毫米|平方|平)(?![\d.])/i;
/** An armour code written as its own field of a description ("电力电缆,AC10kV,YJV,3×70,22,无阻燃"). */
const ARMOUR_FIELD = /[,，]\s*(22|23|32|33|42|43|53|62|63|72|73)\s*(?=[,，])/;
/**
 * A fire class written as its own field of a description ("电力电缆,AC1kV,YJV,4×50+1×25,阻燃C级,无铠装"): the
 * model's prefix (阻燃C级 is ZC-, 阻燃 alone ZR-, 耐火 NH-, a field "ZC" itself). "无阻燃" is no such field.
 */
const FIRE_FIELD = /[,，]\s*(阻燃([ABC])[级类]|阻燃|耐火|(ZR|Z[ABC]|NH|WDZ[ABCN]?))\s*(?=[,，]|$)/i;

/**
 * The model prefix a fire-class word makes (the one home of this rule): 阻燃A/B/C类 (or 级) ZA-/ZB-/ZC-, 阻燃 ZR-, 耐火
 * NH-, flame retardant / fire resistant in English, a prefix written as itself (ZC, NH, WDZ); null for any other word.
 */
export function fireClassPrefix(word: string): string | null {
  const text = normaliseText(word).replace(/\s+/g, '');
  const written = /^(ZR|Z[ABC]|NH|WDZ[ABCN]?)$/i.exec(text);
  if (written) return written[1]!.toUpperCase();
  const grade = /^阻燃([ABC])[类级]?$/i.exec(text);
  if (grade) return `Z${grade[1]!.toUpperCase()}`;
  if (/^阻燃$|^flame-?retard(?:ant|ing)$/i.test(text)) return 'ZR';
  if (/^耐火$|^fire-?resist(?:ant|ing)$/i.test(text)) return 'NH';
  return null;
}

/** A model with a fire class's prefix in place of the one it had: ZR and YJV is ZR-YJV, NH and ZR-YJV is NH-YJV. */
export function withFireClass(model: string, prefix: string): string {
  return `${prefix}-${model.replace(/^(?:ZR|Z[ABC]|NH|WDZ[ABCN]?)-/, '')}`;
}

function firePrefix(field: RegExpExecArray): string {
  return fireClassPrefix(field[1]!) ?? 'ZR';
}

const blank = (text: string, start: number, end: number) =>
  text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);

interface ModelToken {
  model: string;
  start: number;
  end: number;
  /** Digits run onto the model that are not a suffix of it ("BV2.5" -> "2.5"). */
  trailing: string;
  /** Another country's name the model was read from (CV, NYY, CXV). */
  local?: string;
}

/**
 * Thailand's CV (TIS 2143, IEC 60502-1) is an XLPE/PVC cable, YJV; Vietnam's CV (TCVN 6610, 60227) a single-core PVC wire,
 * BV. A CV of more than one core, or named with IEC 60502 or XLPE, is Thailand's.
 */
function thaiCv(text: string, spec: string): boolean {
  const cores = spec.split('+').reduce((sum, group) => sum + Number(group.split('*')[0] ?? 0), 0);
  // (Japan's CV, JIS C 3605, is the same XLPE/PVC cable, rated 600 V or 6600 V.)
  return cores > 1 || /60502|\bxlpe\b|TIS\s*2143|(?<![\d.])6?600\s*V\b/i.test(text);
}

/**
 * THW in mm² is Thailand's PVC building wire (TIS 11, 60227 IEC 01: BV) or America's and Peru's THW(-90), a 75–90 °C
 * wire: BV only as a suggestion unless the row names the IEC standard.
 */
const THW_AS_BV = /60227|IEC\s*0?1\b|TIS\s*11/i;

/**
 * A cable written by its construction as IEC does ("Cu/XLPE/PVC", "Cu/XLPE/STA/PVC", "Al/PVC/PVC", "Cu/Mica/XLPE/PVC",
 * "Cu/XLPE/CTS/PVC", "Cu/XLPE/LSZH"): conductor, a mica tape if fire resistant, insulation, a screen or armour if any,
 * sheath.
 */
const IEC_DESIGNATION =
  /\b(Cu|Al)\s*\/\s*(?:(Mica|MGT)\s*\/\s*)?(XLPE|PVC)\s*\/\s*(?:(?:PVC|PE)\s*\/\s*(?=(?:STA|SWA|DSTA)\b))?(?:(STA|SWA|DSTA|CTS|CWS|Cu\s*screen)\s*\/\s*)?(PVC|PE|LSZH|LS0H|LSOH|HFFR)\b/i;

/** A sheath that is low-smoke and halogen-free (LSZH, LS0H, HFFR): the WDZ cables' polyolefin (Y). */
const HALOGEN_FREE = /^(?:LSZH|LS0H|LSOH|HFFR)$/i;

/**
 * The GB model of an IEC designation (construction.ts gbModelOf): Cu/XLPE/PVC is YJV, Cu/XLPE/STA/PVC YJV22, Al/PVC/PVC
 * VLV; a copper tape screen is the medium-voltage YJV's own; a mica tape or the words make it fire resistant (NH-), a
 * halogen-free sheath WDZ-…Y, the words a flexible cord (RVV) or a control cable (KVV, KYJV).
 */
function modelOfDesignation(m: RegExpExecArray, text: string): string {
  const halogenFree = HALOGEN_FREE.test(m[5]!);
  const layer = m[4]?.toUpperCase().replace(/\s+/g, ' ');
  // A copper screen on a control cable (KVVP) or a low-voltage one: a screened cable, no model the reading is sure of.
  if (layer === 'CU SCREEN' || (layer === 'CWS' && m[3]!.toUpperCase() === 'PVC')) return '';
  // A control cable said to be screened ("Cu/PVC/PVC, overall screened"): KVVP, not the plain KVV.
  if (CONTROL.test(text) && SCREENED.test(text)) return '';
  // Armoured with no armour named ("Cu/XLPE/PVC ARM"): steel tape (YJV22) or steel wire (SWA)? No model is sure.
  if (!layer && ARMOURED_UNNAMED.test(text)) return '';
  return gbModelOf({
    aluminium: m[1]!.toLowerCase() === 'al',
    insulation: m[3]!.toUpperCase() === 'XLPE' ? 'YJ' : 'V',
    sheath: m[5]!.toUpperCase() === 'PE' || halogenFree ? 'Y' : 'V',
    halogenFree,
    armour: layer === 'SWA' ? 'steel wire' : layer === 'STA' || layer === 'DSTA' ? 'steel tape' : '',
    fire: m[2] || FIRE_RESISTANT.test(text) ? 'NH' : '',
    control: CONTROL.test(text),
    flexible: FLEXIBLE.test(text),
  });
}

/** A control cable's structure: six cores or more, of 10 mm² at most. */
const CONTROL_CORES = /^(?:[6-9]|[1-9]\d)\*(?:0\.5|0\.75|1|1\.5|2\.5|4|6|10)$/;

/** Armour said but not which ("ARM", "Armoured"); "unarmoured" says there is none. */
const ARMOURED_UNNAMED = /(?<![A-Za-z])(?:ARM|armou?red)(?![A-Za-z])/i;

/** Words that make a cable fire resistant (NH-): "fire resistant", "fire-resisting", a mica tape, IEC 60331. */
const FIRE_RESISTANT = /\bfire[\s-]*resist(?:ant|ance|ing)\b|\bmica\b|\b60331\b/i;
/** Words that make it flame retardant (ZR-) or halogen free (WDZ-): what a plain model would silently drop. */
const FLAME_RETARDANT = /\bflame[\s-]*retardant\b|\bflame[\s-]*retarding\b/i;
const LOW_SMOKE = /\bLSZH\b|\bLS0H\b|\bLSOH\b|\bHFFR\b|\blow[\s-]*smoke\b|\bhalogen[\s-]*free\b|\bzero[\s-]*halogen\b/i;

const FLEXIBLE = /\bflexible\b|\bflex\b|\bcord\b|H05VV-?F|H07VV-?F/i;
const FRENCH_FIRE_CLASS = /(?<![A-Za-z\d])CR1\s?-?\s?C[12](?![A-Za-z\d])/i;
/** A control cable, in English (as typed, "Contol Cable" too) or French (câble de commande, de contrôle). */
const CONTROL = /\bcont(?:rol|ol|rl|roll|ral)\b|\bde\s+commande\b|\bde\s+contr[ôo]le\b/i;
/** A screen or shield in words ("overall screened", "copper screen", "shielded"). */
const SCREENED = /\bscreen(?:ed)?\b|\bshield(?:ed|ing)?\b/i;
/** A single-core PVC-insulated wire without a sheath ("Cu/PVC 450/750V", an earth cable): BV, aluminium BLV. */
const IEC_WIRE = /\b(Cu|Al)\s*\/\s*PVC\b(?!\s*\/)/i;

/**
 * A cable named by its materials in loose English, as an overseas buyer types it ("cu xlpe pvc", "aluminium 4x150
 * xlpe", "3c 2.5mm flexible", "control cable 10 core 1.5mm"): XLPE insulation is YJ…, aluminium adds L, a flexible
 * PVC cord is RVV, a control cable KVV. Armour without its kind, PVC without the conductor, or nothing of these
 * names no model.
 */
const SINGLE_CORE_WORDS = /\bsingle[\s-]*core\b|\b1\s*C\b/i;
const COLOURED_SINGLE_CORE = /\bsingle[\s-]*core\s+pvc\b.*\b(?:red|yellow|blue|black|white|brown|gr[ae]y|green)\b/i;
/** A single core said to be PVC insulated, rated as building wire is: "PVC insulated 1C x 4mm² (Red/Yellow/Blue) 450/750V". */
const INSULATED_SINGLE_CORE =
  /(?:\bpvc[\s-]+insulated\b.*\b1\s*C\b|\b1\s*C\b.*\bpvc[\s-]+insulated\b).*\b450\s*\/\s*750\s*V\b/i;
/**
 * A single-core PVC-insulated wire in words ("single core PVC wire", "1C x 4 mm2 PVC wire", "1C x 6 flexible earth
 * wire", India's "1C x 2.5 sq.mm Cu PVC insulated, unsheathed").
 */
const SINGLE_CORE_WIRE =
  /(?:\bsingle[\s-]*core\b|\b1\s*C\b).*\bpvc\b.*\b(?:wire|unsheathed)\b|\bpvc\b.*\bsingle[\s-]*core\b.*\bwire\b|\b1\s*C\b.*\bflexible\b.*\bwire\b/i;

/**
 * A sheathed building wire named in Chinese by its feel (an electrician's words): 软护套线 or 护套线（软的） is RVV,
 * 硬护套线 BVV. A 护套线 that says neither stays without a model (it may be either), as does one of a single core or
 * more than five.
 */
const SOFT_SHEATHED = /软的?护套(?:电?线)|护套软线|护套(?:电?线)\s*[（(]?\s*软的?(?![管])/;
const HARD_SHEATHED = /硬的?护套(?:电?线)|护套硬线|护套(?:电?线)\s*[（(]?\s*硬的?(?![管])/;
const SHEATHED_WIRE_CORES = /^[2-5]\*(?:0\.5|0\.75|1|1\.5|2\.5|4|6|10)$/;

function sheathedWireOf(text: string, spec: string): string {
  if (!SHEATHED_WIRE_CORES.test(spec)) return '';
  const soft = SOFT_SHEATHED.test(text);
  const hard = HARD_SHEATHED.test(text);
  if (soft === hard) return '';
  return soft ? 'RVV' : 'BVV';
}

function modelOfWords(text: string, whole: string): string {
  const plain = plainModelOfWords(text, whole);
  if (!plain) return '';
  const fire = FIRE_RESISTANT.test(text);
  const flame = FLAME_RETARDANT.test(text);
  const lowSmoke = LOW_SMOKE.test(text);
  if (!fire && !flame && !lowSmoke) return plain;
  // A prefix word beside the materials: the catalogue's copper XLPE cables take it (NH-YJV, ZR-YJV, WDZ-YJY); any
  // other, or more than one of them, names no model the reading can be sure of.
  if (plain !== 'YJV' || [fire, flame, lowSmoke].filter(Boolean).length > 1) return '';
  return fire ? 'NH-YJV' : flame ? 'ZR-YJV' : 'WDZ-YJY';
}

function plainModelOfWords(text: string, whole: string): string {
  // A screened or shielded cable (KVVP, YJVP): not the plain model.
  if (SCREENED.test(whole)) return '';
  // "single core PVC wire, solid" (BV) or "stranded" / "flexible" (BVR): building wire without a sheath (the whole
  // text: its "single core" was read as the structure's one core).
  // A single-core PVC in a colour ("Single core PVC, red") is building wire too: a cable is not ordered by colour.
  const colouredCore =
    (COLOURED_SINGLE_CORE.test(whole) || INSULATED_SINGLE_CORE.test(whole)) &&
    !/\bcable\b|\bpvc\s*\/\s*pvc\b/i.test(whole);
  if (
    (SINGLE_CORE_WIRE.test(whole) || colouredCore) &&
    !/\bxlpe\b|\bsheath(?:ed)?\b|\bal(?:u|uminium|uminum)?\b/i.test(whole)
  )
    return /\bstranded\b|\bflexible\b/i.test(whole) ? 'BVR' : 'BV';
  const xlpe = /\bxlpe\b/i.test(text);
  const aluminium = /\b(?:al|alu|aluminium|aluminum)\b/i.test(text);
  const copper = /\b(?:cu|copper)\b/i.test(text);
  const pvc = /\bpvc\b/i.test(text);
  const armour = /\barmou?red\b|\bswa\b|\bsta\b/i.test(text);
  if (armour) return '';
  // "Flexible single core PVC" (6491B, H07V-K): the flexible building wire, no cord.
  if (
    FLEXIBLE.test(text) &&
    SINGLE_CORE_WORDS.test(whole) &&
    pvc &&
    !xlpe &&
    !aluminium &&
    !/\bcord\b|\bsheath/i.test(whole)
  )
    return 'BVR';
  if (FLEXIBLE.test(text) && !xlpe && !aluminium) return 'RVV';
  if (CONTROL.test(text) && !aluminium) return xlpe ? 'KYJV' : 'KVV';
  if (xlpe) return aluminium ? 'YJLV' : 'YJV';
  if (pvc && (copper || aluminium)) return aluminium ? 'VLV' : 'VV';
  return '';
}

/**
 * The building wire a heading over a list names in words ("wires single core solid 450/750v:", "single core PVC wire,
 * stranded:"): BV, or BVR when flexible or stranded; '' for any other heading (a cable, XLPE, armour, aluminium, a
 * sheath, or no single core named).
 */
export function wireOfHeading(text: string): string {
  const words = normaliseText(text);
  if (!/\bwires?\b/i.test(words) || !/\bsingle[\s-]*core\b|\b1\s*C\b|\bsolid\b|450\s*\/\s*750\s*V/i.test(words))
    return '';
  if (
    /\bcables?\b|\bxlpe\b|\barmou?red\b|\bswa\b|\bsta\b|\bsheath|\bal(?:u|uminium|uminum)?\b|\bscreen|\bshield/i.test(
      words,
    )
  )
    return '';
  return /\bflexible\b|\bstranded\b/i.test(words) ? 'BVR' : 'BV';
}

/**
 * A word of a sentence, not a model: letters only, with a vowel, four letters or more or not written in capitals
 * ("Please", "quote", "single", "core", "Cu"). Cable models are consonant codes (YJV, KVVP, JKLYJ, WDZ-YJY): no model
 * a Chinese inquiry names has a vowel but Y.
 */
function isWord(written: string): boolean {
  // Words joined by a hyphen ("green-yellow", "Fire-resistant"): words, each of them.
  if (written.includes('-')) return written.split('-').every((part) => part !== '' && isWord(part));
  if (!/^[A-Za-z]+$/.test(written) || !/[aeiou]/i.test(written)) return false;
  return written.length >= 4 || written !== written.toUpperCase();
}

/**
 * Other countries' names of constructions the catalogue makes under its GB model. Vietnam (TCVN 5935): CXV
 * Cu/XLPE/PVC, CVV Cu/PVC/PVC, CV Cu/PVC. Korea (KS C IEC 60502): F-CV 0.6/1kV XLPE/PVC flame retardant to the
 * single-cable test (IEC 60332-1, which a PVC-sheathed YJV meets), FR-CV fire resistant (IEC 60331), F-CVV the
 * PVC control cable, VCTF the PVC flexible cord. (Korea's bare CV is an XLPE cable, Vietnam's a PVC wire: CV stays
 * Vietnam's, the name this corpus' buyers use, unless it is Thailand's: thaiCv.) TFR-CV (tray flame retardant, no category) is not mapped: ZR- or ZC-
 * is a person's pick.
 */
const LOCAL_MODEL: Readonly<Record<string, string>> = {
  CXV: 'YJV',
  CVV: 'VV',
  CV: 'BV',
  'F-CV': 'YJV',
  'FR-CV': 'NH-YJV',
  'F-CVV': 'KVV',
  VCTF: 'RVV',
  // Germany's (DIN VDE 0276), which Latin American and Middle East buyers use: N2XY Cu/XLPE/PVC, NA2XY with aluminium,
  // NYY Cu/PVC/PVC, NAYY with aluminium, N2XSY the single-core medium-voltage one with its copper screen.
  N2XY: 'YJV',
  NA2XY: 'YJLV',
  NYY: 'VV',
  NAYY: 'VLV',
  N2XSY: 'YJV',
  NA2XSY: 'YJLV',
  // Indonesia's (SNI, after VDE): NYA the solid single core, NYAF the flexible one, NYMHY the flexible sheathed cord
  // (NYFGbY, armoured with flat steel wires, is no catalogue cable).
  NYA: 'BV',
  NYAF: 'BVR',
  NYMHY: 'RVV',
  // India's (IS 7098 / IS 1554 codes): 2XY Cu/XLPE/PVC, A2XY with aluminium, YY Cu/PVC/PVC, AYY with aluminium.
  '2XY': 'YJV',
  A2XY: 'YJLV',
  YY: 'VV',
  AYY: 'VLV',
  // Brazil's cabo PP (NBR 13249), the flexible PVC cord.
  PP: 'RVV',
  // Thailand's THW (TIS 11, 60227 IEC 01), the single-core PVC building wire sized in mm² (America's and Peru's THW(-90)
  // is another wire: readCable marks it unsure).
  THW: 'BV',
  // The harmonised PVC flexible cord 300/500V (60227 IEC 53).
  'H05VV-F': 'RVV',
  H05VVF: 'RVV',
  // Peru's (NTP-IEC 60502-1) N2XOH, XLPE with a halogen-free sheath.
  N2XOH: 'WDZ-YJY',
  // Germany's N2XH (DIN VDE 0276-604): XLPE with a halogen-free sheath.
  N2XH: 'WDZ-YJY',
  // France's (NF C 32-321, U1000): R2V (RO2V) Cu/XLPE/PVC, AR2V with aluminium, RVFV Cu/XLPE/PVC with a steel-tape
  // armour (its R is the XLPE, réticulé, as R2V's), ARVFV with aluminium.
  R2V: 'YJV',
  RO2V: 'YJV',
  AR2V: 'YJLV',
  ARO2V: 'YJLV',
  RVFV: 'YJV22',
  ARVFV: 'YJLV22',
  // Japan's (JIS C 3307, JIS C 3605): IV the 600 V PVC wire, EM-CE the eco (halogen-free) XLPE cable.
  IV: 'BV',
  'EM-CE': 'WDZ-YJY',
  // Poland's (PN-HD 603, PN-HD 21): YKY Cu/PVC/PVC, YAKY with aluminium, YKXS Cu/XLPE/PVC, YAKXS with aluminium, YKSY
  // the PVC control cable, DY the solid single-core wire, LgY the flexible one.
  YKY: 'VV',
  YAKY: 'VLV',
  YKXS: 'YJV',
  YAKXS: 'YJLV',
  YKSY: 'KVV',
  DY: 'BV',
  LGY: 'BVR',
  // Turkey's (TS) YVV, its name for NYY.
  YVV: 'VV',
  // Vietnam's AXV, CXV with aluminium; DVV its PVC control cable.
  AXV: 'YJLV',
  DVV: 'KVV',
};

/**
 * What Vietnam writes after a slash ("CXV/DSTA", "CXV/FR"): steel tape (22), fire resistant (NH-), flame retardant
 * (FRT, ZR-); any other layer ("CXV/DATA", aluminium tape; "/SWA"; "DVV/Sc", a screen) is a cable the model alone does
 * not name.
 */
const AFTER_SLASH = /^\s*\/\s*(DSTA|STA|FRT|FR|DATA|SWA|AWA|SC)(?![A-Za-z])/i;

function findModel(text: string): ModelToken | null {
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m; m = TOKEN.exec(text)) {
    // "BV25mm²": the area's unit is not part of the model.
    const written = m[0].replace(/(\d)mm2?$/i, '$1');
    const token = written.toUpperCase();
    const split = /^(.*?[A-Z])(\d+(?:\.\d+)?)$/.exec(token);
    let model = token;
    let trailing = '';
    if (split && !MODEL_SUFFIX_DIGITS.has(split[2]!)) {
      model = split[1]!;
      trailing = split[2]!;
    }
    const letters = model.replace(/[^A-Z]/g, '');
    if (letters.length < 2 || NOT_MODELS.test(model) || NOT_MODELS.test(model.replace(/\d+$/, ''))) continue;
    // (Another country's model spelled like a word, Indonesia's NYAF, is a model.)
    if (isWord(written) && !LOCAL_MODEL[token]) continue;
    // Letters joined to a word ("DEL-Notiz", the copper price's note): a word, no model.
    if (/-[A-Z][a-z]{3,}$/.test(written)) continue;
    if (/^(?:WP|AP|AL|XF|AT|AA|ALE|APE)\d/.test(token)) continue;
    model = model.replace(GLUED_PREFIX, '$1-').replace(FLAME_CLASS_SPELLED, 'Z$1-');
    // Other countries' names of the same constructions, Vietnam's armoured with /DSTA after them ("CXV/DSTA"): the GB
    // model. A Korean name with more after it ("F-CVV-SB", braid-screened) is another cable.
    // A German name's -J or -O (with or without the green/yellow core: "NYY-J", "N2XY-O") is the same construction.
    const vde = /^(N[A-Z0-9]+)-[JO]$/.exec(model);
    if (vde && LOCAL_MODEL[vde[1]!]) model = vde[1]!;
    const local = /[-‐]\s*[A-Z]/i.test(text.slice(m.index + written.length, m.index + written.length + 3))
      ? undefined
      : LOCAL_MODEL[model];
    let end = m.index + written.length;
    if (local) {
      const layer = AFTER_SLASH.exec(text.slice(end));
      const kind = layer?.[1]?.toUpperCase();
      model =
        kind === 'STA' || kind === 'DSTA'
          ? ['BV', 'RVV'].includes(local)
            ? local
            : `${local}22`
          : kind === 'FR'
            ? `NH-${local}`
            : kind === 'FRT'
              ? `ZR-${local}`
              : kind
                ? ''
                : local;
      if (layer) end += layer[0].length;
    }
    return { model, start: m.index, end, trailing, ...(local ? { local: token } : {}) };
  }
  return null;
}

/** Reads model, voltage and structure from a text (a cell, several cells joined, or a line). */
/** A fire, flame or halogen prefix typed apart from its model ("zr yjv", "NH KVV"): one model. */
const PREFIX_APART =
  /(?<![A-Za-z])(WDZ[ABCN]?|ZR[ABC]?|Z[ABC]|NH)\s+(?=(?:YJV|YJY|YJLV|VV|VLV|KVV|KYJV|BV|BVR|BYJ|RVV)(?![A-Za-z]))/gi;

/**
 * An overhead line's rated voltage and cross-section after its model, as the trade writes them: "JKLYJ-10/240" is
 * JKLYJ at 10 kV, 1×240; "JKLYJ-1/150" at 1 kV, 1×150; a steel-cored one's steel after ("JKLGYJ-10/150/20"). Only 1 and 10 kV and a made cross-section from 16 mm² up, so a
 * U0/U rating ("6/10") never reads as one.
 */
const OVERHEAD_RATED = /(?<![A-Za-z])(JK[A-Z]{1,5})\s*-\s*(10|1)\s*\/\s*(\d{2,3})(\/\d{1,3})?(?![\d./])/gi;

function withOverheadRating(text: string): string {
  // A steel core's area is the model's own (G): no amount is left of it.
  return text.replace(OVERHEAD_RATED, (written, model: string, kilovolts: string, area: string) =>
    STANDARD_AREAS.includes(Number(area)) && Number(area) >= 16 ? `${model} ${kilovolts}kV 1×${area}` : written,
  );
}

/**
 * A material description's fields after the model, the cross-section then the cores, as a state-grid ERP writes
 * them: "电力电缆,AC1kV,YJV,150,4+1,无铠装" is 4×150+1×70 (the reduced core the one made with 150), "YJV,10,4" 4×10.
 */
const AREA_THEN_CORES =
  /(?<=[A-Za-z0-9]\s*[,，]\s*)(\d{1,3}(?:\.\d{1,2})?)\s*[,，]\s*([1-5])(?:\s*\+\s*([12]))?\s*(?=[,，;；]|$)/;

function areaThenCoresField(text: string): FoundStructure | null {
  const m = AREA_THEN_CORES.exec(text);
  if (!m) return null;
  const before = text.slice(0, m.index).replace(/[\s,，]+$/, '');
  // The field before names the model ("YJV", "WDZ-YJY", "YJV22"), not a number.
  if (!/[A-Za-z][A-Za-z0-9-]*$/.test(before) || /\d$/.test(before.replace(/(?:22|23|32|33|42|43|62|72)$/, '')))
    return null;
  const area = Number(m[1]);
  if (!STANDARD_AREAS.includes(area)) return null;
  const groups: ConductorGroup[] = [{ count: Number(m[2]), area }];
  if (m[3]) {
    const reduced = REDUCED_CONDUCTOR[area];
    if (reduced === undefined) return null;
    groups.push({ count: Number(m[3]), area: reduced });
  }
  return { groups, start: m.index, end: m.index + m[0].length };
}

/**
 * A standard's number ("GB/T 12706-2020", "IEC 60502-1", "JB/T 8734.2"): no amount, no structure; a dash with a space
 * before it parts it from the amount ("BS6004 - 10 coils").
 */
const STANDARD_NUMBER =
  /(?<![A-Za-z])(?:GB|JB|DL|JG|GA|Q\/GDW|IEC|ISO|BS|EN|UL|NFPA)(?:\s*\/\s*T)?\s*[-\s]?\d{2,6}(?:[.-]\s?\d{1,4})*(?![\d.])/gi;

/**
 * A conduit's designation and bore, as drawings write where a cable runs ("穿SC20管暗敷", "SC100保护管", "JDG25"): no
 * amount of the cable.
 */
const CONDUIT_SIZE =
  /(?<![A-Za-z])(?:SC|JDG|KBG|PC|RC|MT)\s*\d{2,3}(?=\s*(?:管|保护管|钢管|暗敷|明敷|穿|$|[，,。；;)）\s]))/g;

/** An Indian Standard's number, in capitals ("IS 694", "IS:1554 (Part 1)"): no amount, no model ("is 300 m" is prose). */
const INDIAN_STANDARD = /(?<![A-Za-z])IS\s*[:-]?\s*\d{3,5}(?:\s*\(\s*Part\s*\d\s*\))?(?![\d.])/g;

export interface ReadCableOptions {
  /**
   * The loose forms people type (cores and materials in English words, a reduced core by its area alone: "4core
   * 95mm2 XLPE", "4x25+16"); true by default. A recognised picture's rival readings are weighed without them: a
   * "4*150+70" that lost its "1×" there is a misreading, not what a buyer wrote.
   */
  typed?: boolean;
}

/**
 * A fire or halogen word said right before the model ("耐火的YJV", "阻燃YJV", "低烟无卤阻燃的YJY"), as voice input and
 * chat write the model's prefix: NH-, ZR-, WDZ-.
 */
const FIRE_WORD_BEFORE =
  /(低烟无卤阻燃|低烟无卤|耐火|阻燃)的?\s*(?=(?:YJV|YJY|YJLV|VV|KVV|KYJV|BV|BVR|RVV)(?![A-Za-z]))/gi;
const FIRE_WORD_PREFIX: Readonly<Record<string, string>> = {
  低烟无卤阻燃: 'WDZ-',
  低烟无卤: 'WDZ-',
  耐火: 'NH-',
  阻燃: 'ZR-',
};

export function readCable(text: string, { typed = true }: ReadCableOptions = {}): CableText {
  const normalised = normaliseText(text);
  let rest = withOverheadRating(
    withRatingApart(normalised)
      .replace(FIRE_WORD_BEFORE, (_, word: string) => FIRE_WORD_PREFIX[word]!)
      .replace(PREFIX_APART, '$1-')
      // A 项目特征 cell's numbered fields ("3.型号：BV 4.规格：2.5", "6.电压等级(kV)：10"): the values, the level in kV.
      .replace(FIELD_LABEL, ' ')
      .replace(LEVEL_FIELD_IN_KV, ' $1kV ')
      .replace(CORES_SLASH_C, '$1C x $2')
      // Japan's sizes: 4C-150sq is 4C x 150 mm², 2.5sq 2.5 mm² (sq alone is mm², as Korea writes SQ).
      .replace(CORES_DASH_SIZE, '$1C×')
      .replace(SQ_AREA, '$1mm²')
      .replace(CORES_PLUS_EARTH, '$1×$2+1×$3')
      .replace(CORES_SLASH_REDUCED, (written, cores: string, area: string, reduced: string) =>
        Number(reduced) < Number(area) && STANDARD_AREAS.includes(Number(reduced))
          ? `${cores}×${area}+1×${reduced}`
          : written,
      )
      .replace(TRADE_NAME, ' RVV ')
      .replace(POLISH_EARTH_CORE, '$1')
      // "12.7/22(24)kV": the highest voltage in brackets is the rating's, not another level.
      .replace(/(\d+(?:\.\d+)?\s*\/\s*\d+(?:\.\d+)?)\s*[(（]\s*\d+(?:\.\d+)?\s*[)）]\s*(?=kV)/gi, '$1')
      .replace(HARMONISED_CODE, (_, kind: string) => ` ${HARMONISED_WIRE[`H07V-${kind.toUpperCase()}`]} `)
      .replace(BS_SINGLE_CODE, (_, kind: string) => (kind.toUpperCase() === 'X' ? ' BV ' : ' BVR ')),
  )
    .replace(STANDARD_NUMBER, (written) => ' '.repeat(written.length))
    .replace(INDIAN_STANDARD, (written) => ' '.repeat(written.length))
    .replace(CONDUIT_SIZE, (written) => ' '.repeat(written.length));
  let level: VoltageLevel | null = null;
  // A rated voltage written as U0/U is the cable's; a bare level beside it names the network it is for ("10kV电力电缆
  // YJV22-8.7/15kV": a 10 kV network's cable rated 8.7/15 kV).
  const voltages = findVoltages(rest);
  const voltage = voltages.find((v) => v.level.u0 !== undefined) ?? voltages[0];
  if (voltage) level = voltage.level;
  // The other levels written (the network's "AC10kV" beside the rated 8.7/15kV) are no model and no amount.
  for (const written of voltages) rest = blank(rest, written.start, written.end);
  let spec = '';
  const structure =
    findStructure(rest) ??
    (typed ? findBareReducedStructure(rest) : null) ??
    findCoresStructure(rest, typed) ??
    areaThenCoresField(rest);
  if (structure) {
    spec = formatStructure(structure.groups);
    rest = blank(rest, structure.start, structure.end);
  }
  let model = '';
  let unsure = false;
  // France's CR1-C1 (NF C 32-070: fire-resistant, flame-retardant), a class rather than a construction: NH-YJV is
  // the catalogue's nearest, for a person to confirm (many such cables are halogen-free).
  const frenchFireClass = FRENCH_FIRE_CLASS.exec(rest);
  if (frenchFireClass) rest = blank(rest, frenchFireClass.index, frenchFireClass.index + frenchFireClass[0].length);
  const designation = IEC_DESIGNATION.exec(rest);
  if (designation) rest = blank(rest, designation.index, designation.index + designation[0].length);
  const token = designation ? null : findModel(rest);
  if (designation) model = modelOfDesignation(designation, text);
  if (token) {
    model = token.model === 'BV' && token.local === 'CV' && thaiCv(text, spec) ? 'YJV' : token.model;
    // Japan's IV (600 V PVC wire) is BV, when a size is written with it: a bare IV is a Roman numeral.
    if (token.local === 'IV' && !spec && !/\d/.test(rest.slice(token.end, token.end + 8))) model = '';
    if (token.local === 'THW' && !THW_AS_BV.test(text)) unsure = true;
    const after = rest.slice(token.end);
    rest = blank(rest, token.start, token.end);
    if (!spec && SINGLE_CORE.test(model)) {
      const area = token.trailing
        ? { value: token.trailing, length: AREA_UNIT.exec(after)?.[0].length ?? 0 }
        : loneArea(after);
      if (area && STANDARD_AREAS.includes(Number(area.value))) {
        spec = `1*${Number(area.value)}`;
        rest = blank(rest, token.end, token.end + area.length);
      } else {
        const elsewhere = AREA_WITH_UNIT.exec(rest);
        if (elsewhere && STANDARD_AREAS.includes(Number(elsewhere[1]))) {
          spec = `1*${Number(elsewhere[1])}`;
          rest = blank(rest, elsewhere.index, elsewhere.index + elsewhere[0].length);
        }
      }
    }
    const armour = /\d$/.test(model) ? null : ARMOUR_FIELD.exec(rest);
    if (armour) {
      model += armour[1];
      rest = blank(rest, armour.index, armour.index + armour[0].length);
    }
    const fire = model.includes('-') ? null : FIRE_FIELD.exec(rest);
    if (fire) {
      model = `${firePrefix(fire)}-${model}`;
      rest = blank(rest, fire.index, fire.index + fire[0].length);
    }
  }
  if (!model && spec) {
    model = sheathedWireOf(normalised, spec);
  }
  if (!model && spec && frenchFireClass) {
    model = 'NH-YJV';
    unsure = true;
  }
  // (A designation that makes no model names its materials still: no looser reading of the words left beside it.)
  if (!model && spec && typed && !designation) {
    const wire = IEC_WIRE.exec(rest);
    if (wire && /^1\*/.test(spec) && !spec.includes('+')) {
      // (Flexible or stranded copper building wire is BVR.)
      model = wire[1]!.toLowerCase() === 'al' ? 'BLV' : /\bflexible\b|\bstranded\b/i.test(text) ? 'BVR' : 'BV';
      rest = blank(rest, wire.index, wire.index + wire[0].length);
    } else model = modelOfWords(rest, normalised);
  }
  // A PVC/PVC cable said to be a control cable ("4C x 2.5 sq.mm Cu YY unarmoured control cable"), or named by its
  // materials or another country's name with a control cable's many thin cores ("7C x 1.5 sq.mm Cu PVC/PVC",
  // "19C x 2.5 YY"): KVV (VV has at most five cores).
  const namedVV = token !== null && !token.local && token.model === 'VV';
  if (model === 'VV' && (CONTROL.test(text) || (!namedVV && CONTROL_CORES.test(spec)))) model = 'KVV';
  const words = (rest.match(/[\u4e00-\u9fff]+/g) ?? []).join(' ');
  const prop = PROPS.find((word) => normalised.includes(word)) ?? '';
  // "3×120+1×70（或3×120+2×70，以设计为准）": another structure offered instead: which is asked for is not written.
  const another = spec ? findStructure(rest) : null;
  // A 3½-core cable's neutral taken from a standard: the phase cores alone are what is written.
  // "4C x 25mm2 + 16mm2 CPC": an earth conductor whose size comes before its name may be a core of the cable or a
  // separate earth cable laid beside it (as British practice runs one).
  const earthApart = structure ? EARTH_AFTER_SIZE.exec(rest.slice(structure.end)) : null;
  const alternative = structure?.assumed
    ? formatStructure(structure.groups.slice(0, 1))
    : another && /或者?|\bor\b|\/\s*$/i.test(rest.slice(Math.max(0, another.start - 6), another.start))
      ? formatStructure(another.groups)
      : earthApart
        ? `${spec}+1*${Number(earthApart[1])}`
        : '';
  return {
    model,
    scope: level ? formatVoltage(level) : '',
    level,
    spec,
    words,
    prop,
    rest,
    ...(alternative && alternative !== spec ? { alternative } : {}),
    ...(unsure ? { unsure: true as const } : {}),
  };
}

function loneArea(after: string): { value: string; length: number } | null {
  const m = LONE_AREA.exec(after);
  return m ? { value: m[1]!, length: m[0].length } : null;
}
