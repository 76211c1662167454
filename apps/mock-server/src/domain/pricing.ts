/**
 * Pricing engine: pure functions from a cable's model, voltage and structure plus the day's
 * material table to per-metre prices in the three price modes.
 *
 * Geometric approximation (documented so the figures can be checked by hand):
 * - conductor weight kg/m = Σ count × area(mm²) × density(g/cm³) / 1000 (copper 8.89, aluminium 2.70),
 *   times (1 + loss%) when an approved conductor form sets one.
 * - conductor diameter d = √(4·A / (π·0.9)): a stranded conductor fills about 90 % of its circle.
 * - insulation: thickness t from the IEC 60502-1 / GB 5023 style tables below (by material, voltage
 *   and area); cross-section π·t·(d + t) per core.
 * - fire-resistant (NH-) cables wrap each conductor in two 0.14 mm mica tapes before insulating.
 * - cores are laid up to D = k(n) · mean core diameter (k: 1, 2, 2.155, 2.414, 2.7, 3, 3 for 1..7
 *   cores, 1.16·√n beyond).
 * - armoured (*22) cables get a PVC inner sheath max(1.0, 0.02·D + 0.6) mm (unless approved otherwise) and two
 *   steel tapes of 0.2 / 0.5 / 0.8 mm (D under armour ≤ 30 / ≤ 70 / above); tape cross-section π·T·(D + T), T = 2 tapes.
 * - outer sheath thickness max(1.4, 0.035·D + 1.0) mm for power cables, max(0.8, 0.02·D + 0.8) mm
 *   for 300/500 V and 450/750 V cords; cross-section π·t·(D + t). BV/BVR wires and JKLYJ overhead
 *   cables have no sheath. Semiconducting screens of medium-voltage cables are folded into processing.
 * Cost (base) = (Σ material kg/m × net material price yuan/kg + processing per metre) × (1 + surcharge),
 * processing = perMetre + perKg × total kg/m. Surcharges: ZR/ZC 3 %, ZB 4 %, ZA 5 %, WDZ 6 %, NH 8 %.
 * Rounding happens once, at the very end (roundTo).
 */
import type { UnitMode } from '@cable/contracts/vocabulary';
import { type ConductorGroup, parseStructure, totalConductorArea, totalCores } from './structure-parser';

export const DENSITY_G_PER_CM3 = {
  cu: 8.89,
  al: 2.7,
  xlpe: 0.92,
  pvc: 1.45,
  lszh: 1.53,
  steel: 7.85,
  mica: 2.2,
} as const;

export type MaterialCode = keyof typeof DENSITY_G_PER_CM3;
export type WeightCategory = 'copper' | 'aluminium' | 'insulation' | 'sheath' | 'armour';

export const WEIGHT_CATEGORY_LABEL: Record<WeightCategory, string> = {
  copper: '导体(铜)',
  aluminium: '导体(铝)',
  insulation: '绝缘',
  sheath: '护套',
  armour: '铠装',
};

/** Parameters an approver may set on one cable (the three wire-parameter forms map onto these). */
export interface CableParamOverrides {
  conductorDensity?: number;
  conductorWeightKgPerM?: number;
  conductorLossPercent?: number;
  conductorPricePerKg?: number;
  insulationThicknessMm?: number;
  sheathThicknessMm?: number;
  sheathDensity?: number;
  sheathWeightKgPerM?: number;
  sheathPricePerKg?: number;
  /** Inner sheath under the armour of an armoured cable. */
  innerSheathThicknessMm?: number;
  armourTapeThicknessMm?: number;
  processingPerMetre?: number;
}

export interface PricedCableInput {
  model: string;
  /** Voltage level, e.g. "0.6/1kV". */
  scope: string;
  spec: string;
  overrides?: CableParamOverrides;
}

export interface FamilyTraits {
  /** Model without the flame/fire prefixes, e.g. "YJV22" for "ZR-YJV22". */
  family: string;
  conductor: 'cu' | 'al';
  insulation: 'xlpe' | 'pvc';
  sheath: 'pvc' | 'lszh' | null;
  armoured: boolean;
  fireResistant: boolean;
  /** Share added to the cost for flame-retardant / fire-resistant construction. */
  surcharge: number;
}

const PREFIX_SURCHARGE: Record<string, number> = { ZR: 0.03, ZC: 0.03, ZB: 0.04, ZA: 0.05, WDZ: 0.06, NH: 0.08 };

export class UnknownFamilyError extends Error {
  constructor(readonly model: string) {
    super(`Unknown cable family in model "${model}"`);
    this.name = 'UnknownFamilyError';
  }
}

/**
 * What a pure function of a cable's text fields answered, by those texts: pricing a list of items asks the same
 * models and structures again for every request (a write moves the state's version and empties the price cache of
 * store/catalogue, not these). Frozen, since every caller shares one answer; bounded, since custom cables bring
 * texts of their own. A text the function refuses (it throws) is not kept.
 */
class TextMemo<Answer extends object> {
  private readonly answers = new Map<string, Answer>();

  constructor(private readonly limit: number) {}

  answer(key: string, compute: () => Answer): Answer {
    let answer = this.answers.get(key);
    if (answer === undefined) {
      answer = compute();
      if (this.answers.size >= this.limit) this.answers.clear();
      this.answers.set(key, answer);
    }
    return answer;
  }
}

const TEXT_MEMO_LIMIT = 5000;
const traitsByModel = new TextMemo<FamilyTraits>(TEXT_MEMO_LIMIT);

/** Reads what the model code says about construction: "ZR-YJLV22" = flame-retardant, aluminium, XLPE, armoured. */
export function familyTraits(model: string): FamilyTraits {
  return traitsByModel.answer(model, () => Object.freeze(readFamilyTraits(model)));
}

function readFamilyTraits(model: string): FamilyTraits {
  const parts = model.toUpperCase().trim().split('-');
  const family = parts.pop() ?? '';
  let surcharge = 0;
  let fireResistant = false;
  for (const prefix of parts) {
    const rate = PREFIX_SURCHARGE[prefix];
    if (rate === undefined) throw new UnknownFamilyError(model);
    surcharge += rate;
    if (prefix === 'NH') fireResistant = true;
  }
  const lowSmoke = parts.includes('WDZ');
  const armoured = /22$/.test(family);
  const core = family.replace(/22$/, '');
  switch (core) {
    case 'YJV':
    case 'YJLV':
      return trait(core === 'YJLV' ? 'al' : 'cu', 'xlpe', lowSmoke ? 'lszh' : 'pvc');
    case 'YJY':
      return trait('cu', 'xlpe', 'lszh');
    case 'VV':
    case 'VLV':
    case 'RVV':
    case 'KVV':
      return trait(core === 'VLV' ? 'al' : 'cu', 'pvc', lowSmoke ? 'lszh' : 'pvc');
    case 'BV':
    case 'BVR':
      if (armoured) break;
      return trait('cu', 'pvc', null);
    case 'JKLYJ':
      if (armoured) break;
      return trait('al', 'xlpe', null);
  }
  throw new UnknownFamilyError(model);

  function trait(conductor: 'cu' | 'al', insulation: 'xlpe' | 'pvc', sheath: 'pvc' | 'lszh' | null): FamilyTraits {
    return { family, conductor, insulation, sheath, armoured, fireResistant, surcharge };
  }
}

type VoltageClass = 'lv300' | 'lv450' | 'lv1k' | 'mv15' | 'mv35' | 'oh10';

export function voltageClass(scope: string): VoltageClass {
  const s = scope.replace(/\s+/g, '').toLowerCase();
  if (s === '300/500v') return 'lv300';
  if (s === '450/750v') return 'lv450';
  if (s === '0.6/1kv' || s === '1kv') return 'lv1k';
  if (s === '8.7/15kv' || s === '8.7/10kv' || s === '6/10kv') return 'mv15';
  if (s === '26/35kv' || s === '21/35kv') return 'mv35';
  if (s === '10kv') return 'oh10';
  throw new Error(`Unknown voltage level "${scope}"`);
}

/** [upper area bound mm², thickness mm] bands, first band whose bound is ≥ the area applies. */
type Bands = ReadonlyArray<readonly [number, number]>;
const XLPE_1KV: Bands = [
  [16, 0.7],
  [35, 0.9],
  [50, 1.0],
  [95, 1.1],
  [120, 1.2],
  [150, 1.4],
  [185, 1.6],
  [240, 1.7],
  [300, 1.8],
  [Number.POSITIVE_INFINITY, 2.0],
];
const PVC_1KV: Bands = [
  [2.5, 0.8],
  [16, 1.0],
  [35, 1.2],
  [70, 1.4],
  [120, 1.6],
  [150, 1.8],
  [185, 2.0],
  [240, 2.2],
  [300, 2.4],
  [Number.POSITIVE_INFINITY, 2.6],
];
const PVC_450V: Bands = [
  [1.5, 0.7],
  [6, 0.8],
  [16, 1.0],
  [35, 1.2],
  [70, 1.4],
  [120, 1.6],
  [150, 1.8],
  [185, 2.0],
  [Number.POSITIVE_INFINITY, 2.2],
];
const PVC_300V: Bands = [
  [0.75, 0.6],
  [2.5, 0.7],
  [Number.POSITIVE_INFINITY, 0.8],
];

function band(bands: Bands, area: number): number {
  for (const [bound, thickness] of bands) if (area <= bound) return thickness;
  return bands[bands.length - 1]![1];
}

export function insulationThicknessMm(insulation: 'xlpe' | 'pvc', voltage: VoltageClass, area: number): number {
  if (voltage === 'mv15') return 4.5;
  if (voltage === 'mv35') return 10.5;
  if (voltage === 'oh10') return 3.4;
  if (insulation === 'xlpe') return band(XLPE_1KV, area);
  if (voltage === 'lv300') return band(PVC_300V, area);
  if (voltage === 'lv450') return band(PVC_450V, area);
  return band(PVC_1KV, area);
}

export function conductorDiameterMm(area: number): number {
  return Math.sqrt((4 * area) / (Math.PI * 0.9));
}

const LAY_UP_FACTOR = [1, 1, 2, 2.155, 2.414, 2.7, 3, 3];
export function layUpFactor(cores: number): number {
  return LAY_UP_FACTOR[cores] ?? 1.16 * Math.sqrt(cores);
}

const MICA_LAYER_MM = 0.28;

/** Cross-section (mm²) of a ring of thickness t around a circle of diameter d. */
function ringArea(d: number, t: number): number {
  return Math.PI * t * (d + t);
}

function kgPerM(areaMm2: number, density: number): number {
  return (areaMm2 * density) / 1000;
}

export type Layer = 'conductor' | 'mica' | 'insulation' | 'inner-sheath' | 'armour' | 'sheath';

export interface MaterialWeightPart {
  layer: Layer;
  category: WeightCategory;
  material: MaterialCode;
  kgPerM: number;
}

export interface CableMaterialWeights {
  parts: MaterialWeightPart[];
  totalKgPerM: number;
  /** Diameter over the outer layer, mm (for information). */
  outerDiameterMm: number;
  /** Thicknesses the estimate used, mm; absent for a layer the cable does not have. */
  innerSheathThicknessMm?: number;
  sheathThicknessMm?: number;
}

const weightsByCable = new TextMemo<CableMaterialWeights>(TEXT_MEMO_LIMIT);

/**
 * Material weights per metre of a cable from its model, voltage and structure (and the approved overrides, which are
 * computed afresh every time: they change with an approval and are not texts).
 */
export function cableMaterialWeights(cable: PricedCableInput): CableMaterialWeights {
  if (cable.overrides) return computeMaterialWeights(cable);
  return weightsByCable.answer(`${cable.model}\n${cable.scope}\n${cable.spec}`, () => {
    const weights = computeMaterialWeights(cable);
    for (const part of weights.parts) Object.freeze(part);
    Object.freeze(weights.parts);
    return Object.freeze(weights);
  });
}

function computeMaterialWeights(cable: PricedCableInput): CableMaterialWeights {
  const traits = familyTraits(cable.model);
  const voltage = voltageClass(cable.scope);
  const groups: ConductorGroup[] = parseStructure(cable.spec);
  const o = cable.overrides ?? {};
  const parts: MaterialWeightPart[] = [];
  const add = (layer: Layer, category: WeightCategory, material: MaterialCode, kg: number) => {
    if (kg > 0) parts.push({ layer, category, material, kgPerM: kg });
  };

  const conductorDensity = o.conductorDensity ?? DENSITY_G_PER_CM3[traits.conductor];
  const conductorKg =
    (o.conductorWeightKgPerM ?? kgPerM(totalConductorArea(groups), conductorDensity)) *
    (1 + (o.conductorLossPercent ?? 0) / 100);
  add('conductor', traits.conductor === 'cu' ? 'copper' : 'aluminium', traits.conductor, conductorKg);

  let insulationArea = 0;
  let micaArea = 0;
  let coreDiameterSum = 0;
  for (const g of groups) {
    let d = conductorDiameterMm(g.area);
    if (traits.fireResistant) {
      micaArea += g.count * ringArea(d, MICA_LAYER_MM);
      d += 2 * MICA_LAYER_MM;
    }
    const t = o.insulationThicknessMm ?? insulationThicknessMm(traits.insulation, voltage, g.area);
    insulationArea += g.count * ringArea(d, t);
    coreDiameterSum += g.count * (d + 2 * t);
  }
  add('insulation', 'insulation', traits.insulation, kgPerM(insulationArea, DENSITY_G_PER_CM3[traits.insulation]));
  add('mica', 'insulation', 'mica', kgPerM(micaArea, DENSITY_G_PER_CM3.mica));

  const cores = totalCores(groups);
  let diameter = layUpFactor(cores) * (coreDiameterSum / cores);
  const cord = voltage === 'lv300' || voltage === 'lv450';
  const layers: Pick<CableMaterialWeights, 'innerSheathThicknessMm' | 'sheathThicknessMm'> = {};

  if (traits.armoured) {
    const inner = o.innerSheathThicknessMm ?? Math.max(1.0, 0.02 * diameter + 0.6);
    layers.innerSheathThicknessMm = inner;
    add('inner-sheath', 'sheath', 'pvc', kgPerM(ringArea(diameter, inner), DENSITY_G_PER_CM3.pvc));
    diameter += 2 * inner;
    const tape = o.armourTapeThicknessMm ?? (diameter <= 30 ? 0.2 : diameter <= 70 ? 0.5 : 0.8);
    const both = 2 * tape;
    add('armour', 'armour', 'steel', kgPerM(ringArea(diameter, both), DENSITY_G_PER_CM3.steel));
    diameter += 2 * both;
  }

  if (traits.sheath) {
    const t =
      o.sheathThicknessMm ?? (cord ? Math.max(0.8, 0.02 * diameter + 0.8) : Math.max(1.4, 0.035 * diameter + 1.0));
    const density = o.sheathDensity ?? DENSITY_G_PER_CM3[traits.sheath];
    add('sheath', 'sheath', traits.sheath, o.sheathWeightKgPerM ?? kgPerM(ringArea(diameter, t), density));
    layers.sheathThicknessMm = t;
    diameter += 2 * t;
  }

  const totalKgPerM = parts.reduce((sum, p) => sum + p.kgPerM, 0);
  return { parts, totalKgPerM, outerDiameterMm: diameter, ...layers };
}

/** Per-category kg/m; the categories add up to the total. */
export function weightsByCategory(weights: CableMaterialWeights): Record<WeightCategory, number> {
  const out: Record<WeightCategory, number> = { copper: 0, aluminium: 0, insulation: 0, sheath: 0, armour: 0 };
  for (const p of weights.parts) out[p.category] += p.kgPerM;
  return out;
}

/** A material's floating rule (spec §3 Material: fixed amount, referenced material, mode, ratio). */
export interface MaterialFloating {
  /** Yuan added per kg after the ratio. */
  fixed: number;
  /** Code of the material whose price this one follows (mode 1). */
  refer: string;
  /** 0 own price as listed; 1 follows the referenced material; 2 own price floated by ratio and fixed. */
  mode: 0 | 1 | 2;
  /** -1..1: share added to the (own or referenced) price. */
  ratio: number;
}

export interface MaterialPriceInput {
  code: string;
  /** Listed price, yuan/kg. */
  price: number;
  floating: MaterialFloating;
}

/**
 * Effective yuan/kg of every material after floating rules: mode 1 = referenced price × (1 + ratio) + fixed,
 * mode 2 = own price × (1 + ratio) + fixed, mode 0 = own price. A reference to a missing material or a
 * chain of references is refused rather than guessed.
 */
export function effectiveMaterialPrices(materials: readonly MaterialPriceInput[]): Record<string, number> {
  const listed = new Map(materials.map((m) => [m.code, m]));
  const out: Record<string, number> = {};
  for (const m of materials) {
    const f = m.floating;
    if (f.ratio < -1 || f.ratio > 1) throw new Error(`Material ${m.code}: floating ratio ${f.ratio} is outside -1..1`);
    if (f.mode === 0) out[m.code] = m.price;
    else if (f.mode === 2) out[m.code] = m.price * (1 + f.ratio) + f.fixed;
    else {
      const ref = listed.get(f.refer);
      if (!ref) throw new Error(`Material ${m.code} follows unknown material "${f.refer}"`);
      if (ref.floating.mode === 1)
        throw new Error(`Material ${m.code} follows ${ref.code}, which itself follows another`);
      const refPrice = ref.floating.mode === 2 ? ref.price * (1 + ref.floating.ratio) + ref.floating.fixed : ref.price;
      out[m.code] = refPrice * (1 + f.ratio) + f.fixed;
    }
  }
  return out;
}

export interface PricingSettings {
  /** Share added to the base for the sale price, e.g. 0.12. */
  margin: number;
  /** biz.tax.mode: 0 no VAT on quotations (tax = sale), otherwise VAT at taxRate. */
  taxMode: number;
  /** biz.tax.value, e.g. 0.13. */
  taxRate: number;
  /** biz.material.tax.mode: 0 material prices are non-tax cost, otherwise tax-inclusive (divided by 1 + taxRate). */
  materialTaxMode: number;
  processing: { perMetre: number; perKg: number };
}

export interface CablePrice {
  base: number;
  sale: number;
  tax: number;
  weightKgPerM: number;
}

export class MissingMaterialPriceError extends Error {
  constructor(readonly material: string) {
    super(`No price for material "${material}" in the material table`);
    this.name = 'MissingMaterialPriceError';
  }
}

/** Unrounded yuan per metre in the three price modes. */
export function priceCable(
  cable: PricedCableInput,
  prices: Readonly<Record<string, number>>,
  settings: PricingSettings,
): CablePrice {
  const weights = cableMaterialWeights(cable);
  const traits = familyTraits(cable.model);
  const o = cable.overrides ?? {};
  const net = settings.materialTaxMode === 0 ? 1 : 1 + settings.taxRate;
  let materials = 0;
  for (const p of weights.parts) {
    const override =
      p.layer === 'conductor' ? o.conductorPricePerKg : p.layer === 'sheath' ? o.sheathPricePerKg : undefined;
    const listed = override ?? prices[p.material];
    if (listed === undefined) throw new MissingMaterialPriceError(p.material);
    materials += (p.kgPerM * listed) / net;
  }
  const processing =
    o.processingPerMetre ?? settings.processing.perMetre + settings.processing.perKg * weights.totalKgPerM;
  const base = (materials + processing) * (1 + traits.surcharge);
  const sale = base * (1 + settings.margin);
  const tax = settings.taxMode === 0 ? sale : sale * (1 + settings.taxRate);
  return { base, sale, tax, weightKgPerM: weights.totalKgPerM };
}

/** 0 yuan/m (as is), 1 yuan/t (price per metre / kg per metre × 1000), 2 yuan/kg. */
export function convertUnit(pricePerMetre: number, weightKgPerM: number, unit: UnitMode): number {
  if (unit === 0) return pricePerMetre;
  if (!(weightKgPerM > 0)) throw new Error('A per-weight unit needs a positive weight per metre');
  return unit === 1 ? (pricePerMetre / weightKgPerM) * 1000 : pricePerMetre / weightKgPerM;
}

/** Half away from zero, with the binary error of e.g. 1.005 corrected first. */
export function roundTo(value: number, places = 2): number {
  if (!Number.isInteger(places) || places < 0 || places > 8)
    throw new Error(`places must be an integer 0..8, got ${places}`);
  const factor = 10 ** places;
  const raw = Math.abs(value) * factor;
  // Correcting to 15 significant digits moves `raw` by less than 1e-6 below 1e8, so away from a half it cannot change
  // which way it rounds: the string round trip is needed only near a half (and for huge values).
  const fraction = raw - Math.floor(raw);
  const scaled = raw < 1e8 && Math.abs(fraction - 0.5) > 1e-6 ? raw : Number(raw.toPrecision(15));
  return (Math.sign(value) * Math.round(scaled)) / factor;
}

/** The price a response carries: converted to the unit and rounded to places. */
export function quoteCable(
  cable: PricedCableInput,
  prices: Readonly<Record<string, number>>,
  settings: PricingSettings,
  unit: UnitMode = 0,
  places = 2,
): { base: number; sale: number; tax: number; weightKgPerM: number } {
  const p = priceCable(cable, prices, settings);
  return {
    base: roundTo(convertUnit(p.base, p.weightKgPerM, unit), places),
    sale: roundTo(convertUnit(p.sale, p.weightKgPerM, unit), places),
    tax: roundTo(convertUnit(p.tax, p.weightKgPerM, unit), places),
    weightKgPerM: p.weightKgPerM,
  };
}

/**
 * The three approval forms (spec §3 wire-processing parameter sets) mapped onto overrides.
 * conductor: density g/cm³, weight kg/m, consume = loss %, price yuan/kg, thickness = insulation mm.
 * auxiliary: nht = armour tape thickness mm (the other fields describe tapes the estimate does not model).
 * cata (sheath): density, outer = sheath thickness mm, weight kg/m, price yuan/kg.
 */
export function overridesFromWireForm(
  kind: 'conductor' | 'auxiliary' | 'cata',
  form: Readonly<Record<string, unknown>>,
): CableParamOverrides {
  const num = (key: string): number | undefined => {
    const v = form[key];
    if (v === undefined || v === null || v === '') return undefined;
    const n = typeof v === 'number' ? v : Number(v);
    if (!Number.isFinite(n) || n < 0) throw new Error(`${kind} parameter ${key} must be a non-negative number`);
    return n;
  };
  const out: CableParamOverrides = {};
  const set = <K extends keyof CableParamOverrides>(k: K, v: number | undefined) => {
    if (v !== undefined) out[k] = v;
  };
  if (kind === 'conductor') {
    set('conductorDensity', num('density'));
    set('conductorWeightKgPerM', num('weight'));
    set('conductorLossPercent', num('consume'));
    set('conductorPricePerKg', num('price'));
    set('insulationThicknessMm', num('thickness'));
  } else if (kind === 'auxiliary') {
    set('armourTapeThicknessMm', num('nht'));
  } else {
    set('sheathDensity', num('density'));
    set('sheathThicknessMm', num('outer'));
    set('sheathWeightKgPerM', num('weight'));
    set('sheathPricePerKg', num('price'));
  }
  return out;
}
