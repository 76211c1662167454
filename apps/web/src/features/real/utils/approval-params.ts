import type { AuxiliaryParams, CataParams, ConductorParams } from '@cable/contracts/schemas/approval';
import {
  APPROVAL_FIELD_TERMS,
  APPROVAL_SET_FIELDS,
  type ApprovalFieldName,
  type ApprovalSetName,
} from '@cable/contracts/vocabulary/approval-fields';
import type { FieldErrors, ValidationMessage } from './validation';

export type { ApprovalSetName };

/**
 * The three wire-processing parameter sets of spec section 3: set one goes to auxiliary/change, set two to
 * cata/change, set three to conductor/change. Names, labels and units come from the contract's vocabulary.
 */
export const APPROVAL_FIELDS: Readonly<Record<ApprovalSetName, readonly ApprovalFieldName[]>> = APPROVAL_SET_FIELDS;

export type ApprovalValues = Partial<Record<string, number | null | undefined>>;

export interface ApprovalForms {
  auxiliary: AuxiliaryParams;
  cata: CataParams;
  conductor: ConductorParams;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The fields whose value the user changed: typed where the cable had none, or different from the current value. A
 * value left as it was is not sent, so that a submission pins only what the approver meant to change (a copper
 * price shown in the form keeps following the material table unless it is edited).
 */
export function changedFields(set: ApprovalSetName, values: ApprovalValues, current: ApprovalValues = {}) {
  return APPROVAL_FIELDS[set].filter((field) => isNumber(values[field]) && values[field] !== current[field]);
}

/** The wire form: the changed fields of the set, plus did. */
export function approvalForm<Set extends ApprovalSetName>(
  set: Set,
  did: string,
  values: ApprovalValues,
  current: ApprovalValues = {},
): ApprovalForms[Set] {
  const form: Record<string, unknown> = { did };
  for (const field of changedFields(set, values, current)) form[field] = values[field];
  return form as ApprovalForms[Set];
}

/**
 * Every value must be a finite, non-negative number (densities, sizes, counts and prices cannot be negative), whole
 * where the vocabulary says so (a number of wires, a type code), and a submission must change at least one parameter.
 */
export function validateApprovalParams(
  set: ApprovalSetName,
  values: ApprovalValues,
  current: ApprovalValues = {},
): FieldErrors<string> & {
  form?: ValidationMessage;
} {
  const errors: FieldErrors<string> & { form?: ValidationMessage } = {};
  for (const field of APPROVAL_FIELDS[set]) {
    const value = values[field];
    if (value === null || value === undefined) continue;
    if (!isNumber(value)) errors[field] = { key: 'number' };
    else if (value < 0) errors[field] = { key: 'nonNegative' };
    else if (APPROVAL_FIELD_TERMS[field].whole && !Number.isInteger(value)) errors[field] = { key: 'whole' };
  }
  if (changedFields(set, values, current).length === 0) errors.form = { key: 'atLeastOne' };
  return errors;
}
