import { isPriceMode, MEMO_MAX_LENGTH } from '@cable/contracts/vocabulary';
import { ApiError, type LocalizedText } from '../api-error';
import type { CustomersRepository } from './customers';
import { memoTooLong, notNegative } from './inventory';
import type { NumbersRepository } from './numbers';
import type { StateStore } from './state-store';
import type { ContractRecord } from './types';
import type { UsersRepository } from './users';

export function priceModeInvalid(): LocalizedText {
  return { zh: '价格模式只能是 1、2 或 3', en: 'mode must be 1, 2 or 3' };
}

export interface ContractForm {
  addr: string;
  demander: string;
  memo: string;
  mode: number;
  total: number;
  weight: number;
  rno?: string;
}

/** Saved sales contracts. */
export class ContractsRepository {
  constructor(
    private readonly store: StateStore,
    private readonly users: UsersRepository,
    private readonly customers: CustomersRepository,
    private readonly numbers: NumbersRepository,
  ) {}

  /** A contract with its number: the one its quotation number was given (contractNumber), else a new one. */
  saveContract(userId: string, form: ContractForm): ContractRecord {
    this.users.requireUser(userId);
    if (form.demander) this.customers.requireCustomer(userId, form.demander);
    if (!isPriceMode(form.mode)) throw new ApiError('ValidationFailed', priceModeInvalid());
    for (const field of ['total', 'weight'] as const)
      if (!(form[field] >= 0)) throw new ApiError('ValidationFailed', notNegative(field));
    if (form.memo.length > MEMO_MAX_LENGTH) throw new ApiError('ValidationFailed', memoTooLong());
    return this.store.mutate((s) => {
      const { rno, ...fields } = form;
      const record: ContractRecord = {
        id: this.store.nextId('contract'),
        no: this.numbers.contractNumber(userId, rno),
        ...(rno ? { rno } : {}),
        user: userId,
        ...fields,
        time: this.store.nowSec(),
      };
      s.contracts ??= [];
      s.contracts.push(record);
      return { ...record };
    });
  }
}
