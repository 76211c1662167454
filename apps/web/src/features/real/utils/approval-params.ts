import type { AuxiliaryParams, CataParams, ConductorParams } from '@cable/contracts/schemas/approval';
import type { FieldErrors, ValidationMessage } from './validation';

export type ApprovalSetName = 'conductor' | 'auxiliary' | 'cata';

/**
 * The three wire-processing parameter sets of spec section 3: set one goes to auxiliary/change, set two
 * to cata/change, set three to conductor/change. All values are optional numbers; did names the cable.
 */
export const APPROVAL_FIELDS = {
  auxiliary: [
    'density',
    'count',
    'thickness',
    'jc1',
    'jc2',
    'jcdia',
    'rb1',
    'rb2',
    'rbdia',
    'dia',
    'overlap',
    'weight',
    'consume',
    'strand',
    'price',
    'bzmd',
  ],
  cata: ['nht', 'bzmd', 'djbzmd', 'kylx'],
  conductor: ['density', 'outer', 'area', 'weight', 'consume', 'strand', 'price'],
} as const satisfies Record<ApprovalSetName, readonly string[]>;

export type ApprovalField<Set extends ApprovalSetName> = (typeof APPROVAL_FIELDS)[Set][number];

export type ApprovalValues = Partial<Record<string, number | null | undefined>>;

export interface ApprovalForms {
  auxiliary: AuxiliaryParams;
  cata: CataParams;
  conductor: ConductorParams;
}

/** The wire form: only the fields the user filled in, plus did. */
export function approvalForm<Set extends ApprovalSetName>(
  set: Set,
  did: string,
  values: ApprovalValues,
): ApprovalForms[Set] {
  const form: Record<string, unknown> = { did };
  for (const field of APPROVAL_FIELDS[set]) {
    const value = values[field];
    if (typeof value === 'number' && Number.isFinite(value)) form[field] = value;
  }
  return form as ApprovalForms[Set];
}

/**
 * Every value must be a finite, non-negative number (densities, sizes, counts and prices cannot be
 * negative), and a submission must change at least one parameter. Counts of wires and strands are whole.
 */
export function validateApprovalParams(
  set: ApprovalSetName,
  values: ApprovalValues,
): FieldErrors<string> & {
  form?: ValidationMessage;
} {
  const errors: FieldErrors<string> & { form?: ValidationMessage } = {};
  let filled = 0;
  for (const field of APPROVAL_FIELDS[set]) {
    const value = values[field];
    if (value === null || value === undefined) continue;
    filled++;
    if (typeof value !== 'number' || !Number.isFinite(value)) errors[field] = { key: 'number' };
    else if (value < 0) errors[field] = { key: 'nonNegative' };
    else if ((field === 'count' || field === 'strand') && !Number.isInteger(value)) errors[field] = { key: 'number' };
  }
  if (filled === 0) errors.form = { key: 'atLeastOne' };
  return errors;
}
