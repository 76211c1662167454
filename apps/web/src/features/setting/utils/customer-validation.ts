import type { CustomerTexts } from '@cable/contracts';
import { CUSTOMER_LIMITS, type CustomerLimitField } from '@cable/contracts/vocabulary';
import type { RequestBody } from '../../../api/types';

export type CustomerSaveForm = RequestBody<'/biz/qms/demander/save'>['form'];

/** Field lengths of spec section 3 (Customer), from the vocabulary; every field takes at least one character. */
export { CUSTOMER_LIMITS };

export type CustomerField = CustomerLimitField;

/** The form holds every text of the customer, blank when not filled in. */
export type CustomerFormValues = CustomerTexts;

export type LengthProblem = { kind: 'required' } | { kind: 'length'; min: number; max: number };

/** Whitespace alone does not fill a field; the length counts characters (code points), as people do. */
export function lengthProblem(value: string | undefined, max: number): LengthProblem | undefined {
  const text = (value ?? '').trim();
  if (text === '') return { kind: 'required' };
  const length = [...text].length;
  return length > max ? { kind: 'length', min: 1, max } : undefined;
}

export function bankIsBlank(bank: CustomerFormValues['bank'] | undefined): boolean {
  return !bank || [bank.account, bank.name, bank.no].every((value) => (value ?? '').trim() === '');
}

/**
 * The save form: trimmed texts, taxno only when creating (it takes effect only on creation), and the
 * bank account only when it is filled in.
 */
export function customerSaveForm(values: CustomerFormValues, id: string | undefined): CustomerSaveForm {
  const trim = (value: string | undefined) => (value ?? '').trim();
  return {
    ...(id ? { id } : {}),
    name: trim(values.name),
    leader: trim(values.leader),
    linkman: trim(values.linkman),
    phone: trim(values.phone),
    address: trim(values.address),
    ...(id ? {} : { taxno: trim(values.taxno) }),
    ...(bankIsBlank(values.bank)
      ? {}
      : { bank: { account: trim(values.bank.account), name: trim(values.bank.name), no: trim(values.bank.no) } }),
  };
}
