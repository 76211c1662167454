/**
 * How customers write cable inquiries: the wordings, notations, units and noise that the corpus generator
 * (generate.ts) draws from. Each helper returns both what the customer writes and what a careful
 * salesperson reads from it (the answer), so the answer key never comes from the parser under test.
 */

/** A catalogue cable as the salesperson would pick it. */
export interface Cable {
  model: string;
  /** The catalogue's voltage level of the cable. */
  scope: string;
  /** The catalogue's spec, e.g. "3*240+1*120". */
  spec: string;
}

/** What a careful reader takes from one source row. */
export type Expectation =
  /** A catalogue cable: model, spec, the voltage only when the customer wrote one, and the metres asked for. */
  | { expect: 'item'; model: string; spec: string; scope?: string; metres: number }
  /** An item a careful human would ask about (drum length missing, typo, unclear voltage...). */
  | { expect: 'review'; why: string }
  /** An item that is not in the catalogue (other products, models the supplier does not make). */
  | { expect: 'unknown'; why: string }
  /** Not an item: titles, headers, section headings, subtotals, notes, blank rows. */
  | { expect: 'noise' };

export interface KeyRow {
  /** Sheet row number, text line number, or the PDF's line in reading order (1-based). */
  row: number;
  /** The row as the customer wrote it (cells joined by " | "). */
  text: string;
  truth: Expectation;
}

export interface AnswerKey {
  file: string;
  /** How the web app sends it: an uploaded sheet, PDF, text file or picture, or text pasted into text recognition. */
  kind: 'sheet' | 'pdf' | 'text' | 'image';
  layout: string;
  rows: KeyRow[];
}

/** A small seeded generator so the corpus is the same on every run. */
export class Dice {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

// ---- the cables a project asks for ----

const LV = '0.6/1kV';
export const lv = (model: string, spec: string): Cable => ({ model, scope: LV, spec });
export const mv = (model: string, spec: string): Cable => ({ model, scope: '8.7/15kV', spec });

/** Low-voltage power cables a building or plant project typically lists. */
export const LV_POWER: Cable[] = [
  ...['4*25+1*16', '4*35+1*16', '4*50+1*25', '4*70+1*35', '4*95+1*50', '4*120+1*70', '4*150+1*70', '4*185+1*95'].map(
    (s) => lv('YJV', s),
  ),
  ...[
    '4*240+1*120',
    '3*240+1*120',
    '3*185+1*95',
    '3*150+1*70',
    '3*120+1*70',
    '3*95+1*50',
    '3*70+1*35',
    '3*50+1*25',
  ].map((s) => lv('YJV', s)),
  ...['5*16', '5*10', '5*6', '5*4', '4*16', '4*10', '3*4+1*2.5', '3*6+1*4', '3*10+1*6', '3*16+1*10', '3*35+2*16'].map(
    (s) => lv('YJV', s),
  ),
  ...['1*240', '1*185', '1*300', '2*10', '3*2.5', '4*6'].map((s) => lv('YJV', s)),
  ...['4*95+1*50', '4*70+1*35', '4*50+1*25', '3*120+2*70', '4*35+1*16', '3*185+1*95', '4*25+1*16'].map((s) =>
    lv('YJV22', s),
  ),
  ...['4*35+1*16', '5*10', '4*16', '3*70+1*35'].map((s) => lv('VV', s)),
  ...['4*50+1*25', '4*95+1*50'].map((s) => lv('VV22', s)),
  ...['4*120+1*70', '3*185+1*95', '4*240+1*120', '4*70+1*35'].map((s) => lv('YJLV', s)),
  ...['4*150+1*70', '3*95+1*50'].map((s) => lv('VLV', s)),
];

/** Fire-performance cables (sprinkler pumps, smoke fans, emergency lighting). */
export const FIRE: Cable[] = [
  ...['4*95+1*50', '4*50+1*25', '5*16', '5*10', '4*25+1*16', '3*150+2*70', '5*6', '4*240+1*120'].map((s) =>
    lv('ZR-YJV', s),
  ),
  ...['4*70+1*35', '5*10', '4*35+1*16', '3*120+1*70'].map((s) => lv('ZC-YJV', s)),
  ...['4*35+1*16', '5*6', '4*16', '4*95+1*50', '5*4', '3*50+1*25'].map((s) => lv('NH-YJV', s)),
  ...['4*50+1*25', '5*10', '4*120+1*70', '5*4'].map((s) => lv('WDZ-YJY', s)),
];

/** Medium voltage: always written with its voltage by people who buy it. */
export const MEDIUM: Cable[] = [
  ...['3*70', '3*95', '3*120', '3*150', '3*185', '3*240', '3*300', '3*400'].map((s) => mv('YJV', s)),
  ...['3*70', '3*95', '3*120', '3*185', '3*240', '3*300'].map((s) => mv('YJV22', s)),
  ...['1*240', '1*300', '1*400'].map((s) => ({ model: 'YJV', scope: '26/35kV', spec: s })),
];

export const WIRES: Cable[] = [
  ...['1*1.5', '1*2.5', '1*4', '1*6', '1*10', '1*16', '1*25', '1*35'].map((s) => ({
    model: 'BV',
    scope: '450/750V',
    spec: s,
  })),
  ...['1*2.5', '1*4', '1*6', '1*16'].map((s) => ({ model: 'BVR', scope: '450/750V', spec: s })),
  ...['2*1.5', '3*1.5', '3*2.5', '2*1', '4*1', '5*1.5', '2*0.75'].map((s) => ({
    model: 'RVV',
    scope: '300/500V',
    spec: s,
  })),
];

export const CONTROL: Cable[] = ['4*1.5', '7*1.5', '10*1.5', '14*1.5', '4*2.5', '19*1.5', '24*1', '8*1.5', '5*2.5'].map(
  (s) => ({ model: 'KVV', scope: '450/750V', spec: s }),
);

export const OVERHEAD: Cable[] = [
  ...['1*70', '1*95', '1*120', '1*185', '1*240'].map((s) => ({ model: 'JKLYJ', scope: '10kV', spec: s })),
  ...['1*35', '1*50', '1*70'].map((s) => ({ model: 'JKLYJ', scope: '1kV', spec: s })),
];

// ---- names people put before or beside the model ----

export function nameOf(cable: Cable, dice: Dice): string {
  const { model, scope } = cable;
  if (scope === '8.7/15kV') return dice.pick(['中压电力电缆', '10kV电力电缆', '高压电缆', '交联电力电缆']);
  if (scope === '26/35kV') return dice.pick(['35kV电力电缆', '高压电力电缆']);
  if (model === 'BV') return dice.pick(['铜芯聚氯乙烯绝缘电线', 'BV线', '电线', '照明线', '塑铜线']);
  if (model === 'BVR') return dice.pick(['软电线', '多股软线', '铜芯软线']);
  if (model === 'RVV') return dice.pick(['护套线', '软护套线', '电源线']);
  if (model === 'KVV') return dice.pick(['控制电缆', '铜芯控制电缆']);
  if (model === 'JKLYJ') return dice.pick(['架空绝缘导线', '架空线', '铝芯架空绝缘电缆']);
  if (model === 'ZR-YJV' || model === 'ZC-YJV') return dice.pick(['阻燃电力电缆', '阻燃电缆']);
  if (model === 'NH-YJV') return dice.pick(['耐火电缆', '耐火电力电缆']);
  if (model === 'WDZ-YJY') return dice.pick(['低烟无卤阻燃电缆', '低烟无卤电缆']);
  if (model.includes('LV')) return dice.pick(['铝芯电力电缆', '铝芯电缆']);
  if (model.endsWith('22')) return dice.pick(['铠装电力电缆', '钢带铠装电缆', '电力电缆']);
  return dice.pick(['电力电缆', '低压电力电缆', '铜芯电力电缆', '交联电缆']);
}

// ---- how specs, models and voltages are typed ----

const FULL_WIDTH_OFFSET = 0xfee0;

/** Full-width forms, as some Chinese input methods type them (×, Chinese text and spaces kept). */
export function fullWidth(text: string): string {
  return text.replace(/[!-~]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + FULL_WIDTH_OFFSET));
}

export interface SpecStyle {
  times: string;
  /** mm², mm2, 平方 or nothing, written once at the end. */
  suffix: string;
}

export function specStyle(dice: Dice): SpecStyle {
  return {
    times: dice.pick(['×', '×', '×', '*', '*', 'x', 'X']),
    suffix: dice.pick(['', '', '', 'mm²', 'mm2', 'mm²']),
  };
}

/** "3*240+1*120" written with the customer's multiplication sign and unit. */
export function writeSpec(spec: string, style: SpecStyle): string {
  return spec.replace(/\*/g, style.times) + style.suffix;
}

/** Single-core wires are usually written by their area alone: BV 2.5, BV-2.5mm², BV2.5平方. */
export function writeWireArea(spec: string, dice: Dice): string {
  const area = spec.replace(/^1\*/, '');
  return dice.pick([area, area, `${area}mm²`, `${area}mm2`, `${area}平方`, `1×${area}`]);
}

/** The voltage as people type it for a catalogue level. */
export function writeScope(scope: string, dice: Dice): string {
  switch (scope) {
    case '0.6/1kV':
      return dice.pick(['0.6/1kV', '0.6/1kV', '0.6/1KV', '0.6/1kv', '1kV', '0.6/1']);
    case '8.7/15kV':
      return dice.pick(['8.7/15kV', '8.7/15KV', '8.7/15']);
    case '26/35kV':
      return dice.pick(['26/35kV', '26/35KV']);
    case '450/750V':
      return dice.pick(['450/750V', '450/750v', '0.45/0.75kV']);
    case '300/500V':
      return dice.pick(['300/500V', '300/500v']);
    default:
      return scope;
  }
}

export interface WrittenCable {
  /** The model+spec cell as typed. */
  text: string;
  /** Whether the customer wrote the voltage (then the answer names it). */
  scopeWritten: boolean;
}

const isWire = (c: Cable) => c.model === 'BV' || c.model === 'BVR';

/** One cell holding model and spec (and sometimes voltage and descriptive words), as customers type it. */
export function writeModelSpec(cable: Cable, dice: Dice, options: { allowFullWidth?: boolean } = {}): WrittenCable {
  const { model, scope } = cable;
  const style = specStyle(dice);
  const spec = isWire(cable) ? writeWireArea(cable.spec, dice) : writeSpec(cable.spec, style);
  const mediumVoltage = scope === '8.7/15kV' || scope === '26/35kV';
  const overhead = model === 'JKLYJ';
  if (mediumVoltage || overhead) {
    const volts = writeScope(scope, dice);
    const form = dice.pick([`${model}-${volts}-${spec}`, `${model}-${volts} ${spec}`, `${model} ${volts} ${spec}`]);
    return { text: form, scopeWritten: true };
  }
  const endsWithLetter = /[A-Z]$/.test(model);
  const forms: Array<() => WrittenCable> = [
    () => ({ text: `${model}-${writeScope(scope, dice)}-${spec}`, scopeWritten: true }),
    () => ({ text: `${model} ${writeScope(scope, dice)} ${spec}`, scopeWritten: true }),
    () => ({ text: `${model}-${spec}`, scopeWritten: false }),
    () => ({ text: `${model}-${spec}`, scopeWritten: false }),
    () => ({ text: `${model} ${spec}`, scopeWritten: false }),
    () => ({ text: `${model} ${spec}`, scopeWritten: false }),
    () => ({ text: `${model}${endsWithLetter ? '' : ' '}${spec}`, scopeWritten: false }),
    () => ({ text: `${writeScope(scope, dice)} ${model}-${spec}`, scopeWritten: true }),
  ];
  let written = dice.pick(forms)();
  if (!isWire(cable) && model !== 'RVV' && dice.chance(0.08)) {
    const aluminium = model.includes('LV');
    const words = aluminium ? ['（铝芯）', ' 国标'] : ['（铜芯）', '(铜芯)', ' 铜芯', ' 国标'];
    written = { ...written, text: `${written.text}${dice.pick(words)}` };
  }
  if (model === 'RVV' && dice.chance(0.3)) written = { ...written, text: `${written.text} 护套线` };
  if (options.allowFullWidth && dice.chance(0.05)) {
    written = { ...written, text: fullWidth(written.text) };
  }
  return written;
}

// ---- quantities ----

const POWER_METRES = [50, 60, 80, 85, 100, 120, 150, 180, 200, 220, 250, 300, 320, 350, 400, 450, 500, 600, 650, 800];
const LONG_METRES = [1000, 1200, 1500, 2000, 2500, 3000, 1800, 1350];
const WIRE_METRES = [100, 200, 300, 500, 800, 1000, 1500, 2000, 3000, 5000];

export function metresFor(cable: Cable, dice: Dice): number {
  if (cable.model === 'BV' || cable.model === 'BVR' || cable.model === 'RVV') return dice.pick(WIRE_METRES);
  return dice.chance(0.2) ? dice.pick(LONG_METRES) : dice.pick(POWER_METRES);
}

/** "1,200" with the thousands comma people type in Excel-like sheets. */
export const withThousands = (n: number) => n.toLocaleString('en-US');
