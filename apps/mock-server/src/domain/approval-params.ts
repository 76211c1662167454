/**
 * The three wire-processing parameter sets of the contract (spec section 3) mapped onto the pricing engine's
 * overrides. The engine models conductor, insulation, sheath and armour, so each set moves what it can describe:
 *
 * - set one, auxiliary/change (the auxiliary materials around the cores — here the outer sheath):
 *   density g/cm³ -> sheath density, thickness mm -> sheath thickness, weight kg/m -> sheath weight,
 *   price yuan/kg -> sheath material price.
 * - set two, cata/change (catalogue-level construction): nht mm -> thickness of each armour tape
 *   (only armoured cables have one).
 * - set three, conductor/change: density g/cm³, weight kg/m, consume = loss % on the conductor weight,
 *   price yuan/kg; area (total conductor cross-section, mm²) gives the conductor weight, area × density / 1000,
 *   when weight is not given.
 *
 * The other fields (tapes, strands, overlaps, standard densities) are kept with the approval record but do not
 * appear in the estimate; unmodelledFields names them so the answer can say so.
 */
import { type CableParamOverrides, DENSITY_G_PER_CM3, familyTraits } from './pricing';

export type ApprovalSet = 'auxiliary' | 'cata' | 'conductor';

type Form = Readonly<Record<string, unknown>>;

const MODELLED: Record<ApprovalSet, readonly string[]> = {
  auxiliary: ['density', 'thickness', 'weight', 'price'],
  cata: ['nht'],
  conductor: ['density', 'area', 'weight', 'consume', 'price'],
};

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

/** The parameter fields of a form that carry a value (did, the cable id, is not a parameter). */
export function filledFields(form: Form): string[] {
  return Object.keys(form).filter((field) => field !== 'did' && form[field] !== undefined && form[field] !== null);
}

export function unmodelledFields(set: ApprovalSet, form: Form): string[] {
  return filledFields(form).filter((field) => !MODELLED[set].includes(field));
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
    put('sheathWeightKgPerM', numberAt(form, 'weight'));
    put('sheathPricePerKg', numberAt(form, 'price'));
  } else if (set === 'cata') {
    put('armourTapeThicknessMm', numberAt(form, 'nht'));
  } else {
    const density = positiveAt(form, 'density');
    const area = positiveAt(form, 'area');
    const weight = numberAt(form, 'weight');
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
