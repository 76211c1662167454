/**
 * The three wire-processing parameter sets of the contract (spec section 3; names, labels and units in
 * @cable/contracts/vocabulary/approval-fields) mapped onto the pricing engine's overrides, and back: the values the
 * engine uses now, which the approval forms start from. The engine models conductor, insulation, sheath and armour,
 * so each set moves what it can describe:
 *
 * - set one, auxiliary/change (one auxiliary-material layer — here the outer sheath): density g/cm³ -> sheath density,
 *   thickness mm -> sheath thickness, weight kg/km -> sheath weight, price yuan/kg -> sheath material price.
 * - set two, cata/change (construction a category shares): nht mm -> inner sheath thickness under the armour (only
 *   armoured cables have one).
 * - set three, conductor/change: density g/cm³, weight kg/km, consume = loss % on the conductor weight, price
 *   yuan/kg; area (total conductor cross-section, mm²) gives the conductor weight, area × density / 1000 kg/m, when
 *   weight is not given.
 *
 * The other fields (stranding and taping factors, overlaps, braid coverage, lay take-up) are kept with the approval
 * record and shown again in the forms, but do not appear in the estimate.
 */
import type { CableApprovalParams } from '@cable/contracts/schemas/approval';
import {
  type CableParamOverrides,
  cableMaterialWeights,
  conductorDiameterMm,
  DENSITY_G_PER_CM3,
  familyTraits,
  type PricedCableInput,
  roundTo,
} from './pricing';
import { parseStructure, totalConductorArea } from './structure-parser';

export type ApprovalSet = 'auxiliary' | 'cata' | 'conductor';

type Form = Readonly<Record<string, unknown>>;

/** The wire gives weights per kilometre; the engine works per metre. */
const METRES_PER_KM = 1000;

export type ApprovalParamRule = 'number' | 'non-negative' | 'positive';

const RULE_TEXT: Record<ApprovalParamRule, string> = {
  number: 'must be a number',
  'non-negative': 'must not be negative',
  positive: 'must be greater than 0',
};

export class ApprovalParamError extends Error {
  constructor(
    readonly field: string,
    readonly rule: ApprovalParamRule,
  ) {
    super(`${field}: ${RULE_TEXT[rule]}`);
    this.name = 'ApprovalParamError';
  }
}

function numberAt(form: Form, field: string): number | undefined {
  const value = form[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new ApprovalParamError(field, 'number');
  if (value < 0) throw new ApprovalParamError(field, 'non-negative');
  return value;
}

function positiveAt(form: Form, field: string): number | undefined {
  const value = numberAt(form, field);
  if (value === 0) throw new ApprovalParamError(field, 'positive');
  return value;
}

const perMetre = (kgPerKm: number | undefined) => (kgPerKm === undefined ? undefined : kgPerKm / METRES_PER_KM);

/** The parameter fields of a form that carry a value (did, the cable id, is not a parameter). */
export function filledFields(form: Form): string[] {
  return Object.keys(form).filter((field) => field !== 'did' && form[field] !== undefined && form[field] !== null);
}

/** Overrides for one cable (its model decides the conductor's default density). */
export function overridesFromApprovalForm(set: ApprovalSet, form: Form, model: string): CableParamOverrides {
  const out: CableParamOverrides = {};
  const put = <K extends keyof CableParamOverrides>(key: K, value: number | undefined) => {
    if (value !== undefined) out[key] = value;
  };
  if (set === 'auxiliary') {
    put('sheathDensity', positiveAt(form, 'density'));
    put('sheathThicknessMm', numberAt(form, 'thickness'));
    put('sheathWeightKgPerM', perMetre(numberAt(form, 'weight')));
    put('sheathPricePerKg', numberAt(form, 'price'));
  } else if (set === 'cata') {
    put('innerSheathThicknessMm', numberAt(form, 'nht'));
  } else {
    const density = positiveAt(form, 'density');
    const area = positiveAt(form, 'area');
    const weight = perMetre(numberAt(form, 'weight'));
    put('conductorDensity', density);
    put(
      'conductorWeightKgPerM',
      weight ??
        (area === undefined
          ? undefined
          : (area * (density ?? DENSITY_G_PER_CM3[familyTraits(model).conductor])) / 1000),
    );
    put('conductorLossPercent', numberAt(form, 'consume'));
    put('conductorPricePerKg', numberAt(form, 'price'));
  }
  return out;
}

/** Three decimals: thicknesses to the micrometre, weights to the gram per kilometre. */
const shown = (value: number) => roundTo(value, 3);

/** The numbers of a submitted form, for the sets' current values. */
function submittedNumbers(form: Form | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [field, value] of Object.entries(form ?? {}))
    if (field !== 'did' && typeof value === 'number' && Number.isFinite(value)) out[field] = value;
  return out;
}

/**
 * The values the approval forms of a cable start from: what was last submitted for the cable, and for the
 * quantities the estimate works with, the value it uses now (the approved one or the one it derives from the
 * cable's model, voltage and structure). `materialPrices` are the effective yuan/kg of today's material table.
 */
export function currentApprovalParams(
  cable: PricedCableInput,
  materialPrices: Readonly<Record<string, number>>,
  submitted: Partial<Record<ApprovalSet, Form>> = {},
): CableApprovalParams {
  const traits = familyTraits(cable.model);
  const groups = parseStructure(cable.spec);
  const o = cable.overrides ?? {};
  const weights = cableMaterialWeights(cable);
  const kgPerKmOf = (layer: string) =>
    shown(weights.parts.filter((part) => part.layer === layer).reduce((sum, part) => sum + part.kgPerM, 0) * 1000);

  const conductorDensity = o.conductorDensity ?? DENSITY_G_PER_CM3[traits.conductor];
  const area = totalConductorArea(groups);
  const largest = Math.max(...groups.map((group) => group.area));
  const conductorPrice = o.conductorPricePerKg ?? materialPrices[traits.conductor];
  const conductor: Record<string, number> = {
    density: conductorDensity,
    outer: shown(conductorDiameterMm(largest)),
    area: shown(area),
    // Before the loss, which consume carries.
    weight: shown((o.conductorWeightKgPerM ?? (area * conductorDensity) / 1000) * METRES_PER_KM),
    consume: o.conductorLossPercent ?? 0,
    ...(conductorPrice === undefined ? {} : { price: conductorPrice }),
  };

  const auxiliary: Record<string, number> = { dia: shown(weights.outerDiameterMm) };
  if (traits.sheath) {
    const sheathPrice = o.sheathPricePerKg ?? materialPrices[traits.sheath];
    Object.assign(auxiliary, {
      density: o.sheathDensity ?? DENSITY_G_PER_CM3[traits.sheath],
      ...(weights.sheathThicknessMm === undefined ? {} : { thickness: shown(weights.sheathThicknessMm) }),
      weight: kgPerKmOf('sheath'),
      ...(sheathPrice === undefined ? {} : { price: sheathPrice }),
    });
  }

  const cata: Record<string, number> =
    weights.innerSheathThicknessMm === undefined ? {} : { nht: shown(weights.innerSheathThicknessMm) };

  return {
    conductor: { ...conductor, ...submittedNumbers(submitted.conductor) },
    auxiliary: { ...auxiliary, ...submittedNumbers(submitted.auxiliary) },
    cata: { ...cata, ...submittedNumbers(submitted.cata) },
  } as CableApprovalParams;
}
