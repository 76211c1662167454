import type { CustomerSaveForm } from '@cable/contracts';
import { duplicateCustomerMessage } from '@cable/contracts/errors';
import { CUSTOMER_LIMITS, type CustomerLimitField } from '@cable/contracts/vocabulary';
import { ApiError, type LocalizedText } from '../api-error';
import type { StateStore } from './state-store';
import type { CustomerRecord, State } from './types';
import type { UsersRepository } from './users';

/** The save form without the quick-create flag: a blank or missing id creates. */
export type CustomerForm = Omit<CustomerSaveForm, 'create'>;

export function noCustomer(id: string): LocalizedText {
  return { zh: `客户 ${id} 不存在`, en: `No customer ${id}` };
}

/** Each user's customers; a tax number is unique across all users (71). */
export class CustomersRepository {
  constructor(
    private readonly store: StateStore,
    private readonly users: UsersRepository,
  ) {}

  customersOf(userId: string, name = ''): CustomerRecord[] {
    const key = name.trim();
    return this.store.state.customers
      .filter((c) => c.create === userId && (!key || c.name.includes(key)))
      .sort((a, b) => a.sort - b.sort || Number(a.id) - Number(b.id));
  }

  /** The user's customer with this id, if any. */
  customerOf(userId: string, id: string): CustomerRecord | undefined {
    return this.store.state.customers.find((c) => c.id === id && c.create === userId);
  }

  /** The user's customer, or ResourceNotFound. */
  requireCustomer(userId: string, id: string): CustomerRecord {
    const customer = this.customerOf(userId, id);
    if (!customer) throw new ApiError('ResourceNotFound', noCustomer(id));
    return customer;
  }

  /**
   * Creates (blank id) or updates a customer. The tax number is unique across all users and only
   * taken on creation; a duplicate throws DuplicateCustomer with name, taxno and creator (user name).
   */
  saveCustomer(userId: string, form: CustomerForm): CustomerRecord {
    this.users.requireUser(userId);
    const creating = !form.id;
    // Spec section 3's lengths; name (and taxno on creation) must be filled, the others may stay blank.
    const limits: Array<[CustomerLimitField, string | undefined, number]> = [
      ['name', form.name, 1],
      ['leader', form.leader, 0],
      ['linkman', form.linkman, 0],
      ['phone', form.phone, 0],
      ['address', form.address, 0],
      ['bank.account', form.bank?.account, 0],
      ['bank.name', form.bank?.name, 0],
      ['bank.no', form.bank?.no, 0],
    ];
    if (creating) limits.push(['taxno', form.taxno, 1]);
    for (const [field, value, min] of limits) {
      const max = CUSTOMER_LIMITS[field];
      const length = (value ?? '').trim().length;
      if (length < min || length > max)
        throw new ApiError('ValidationFailed', {
          zh: `${field} 的长度须在 ${min}-${max} 个字符之间`,
          en: `${field} must be between ${min} and ${max} characters`,
        });
    }
    if (creating) {
      const taxno = form.taxno!.trim().toUpperCase();
      const dup = this.store.state.customers.find((c) => c.taxno.toUpperCase() === taxno);
      if (dup) {
        const creator = this.users.userById(dup.create)?.name ?? dup.create;
        throw new ApiError(
          'DuplicateCustomer',
          {
            zh: duplicateCustomerMessage('zh', dup.name, dup.taxno, creator),
            en: duplicateCustomerMessage('en', dup.name, dup.taxno, creator),
          },
          { details: { name: dup.name, taxno: dup.taxno, creator } },
        );
      }
    } else {
      this.requireCustomer(userId, form.id!);
    }
    return this.store.mutate((s) => {
      let record = creating ? undefined : s.customers.find((c) => c.id === form.id)!;
      if (!record) {
        const mine = s.customers.filter((c) => c.create === userId);
        record = {
          id: this.store.nextId('customer'),
          name: '',
          leader: '',
          linkman: '',
          phone: '',
          address: '',
          taxno: form.taxno!.trim().toUpperCase(),
          sort: mine.reduce((m, c) => Math.max(m, c.sort), 0) + 1,
          default: mine.length === 0,
          bank: { account: '', name: '', no: '' },
          create: userId,
          created: this.store.nowSec(),
        };
        s.customers.push(record);
      }
      record.name = form.name.trim();
      if (form.leader !== undefined) record.leader = form.leader.trim();
      if (form.linkman !== undefined) record.linkman = form.linkman.trim();
      if (form.phone !== undefined) record.phone = form.phone.trim();
      if (form.address !== undefined) record.address = form.address.trim();
      if (form.sort !== undefined) record.sort = form.sort;
      if (form.bank) record.bank = { ...record.bank, ...form.bank };
      if (form.default) markDefault(s, userId, record.id);
      return { ...record };
    });
  }

  deleteCustomers(userId: string, ids: readonly string[]): number {
    for (const id of ids) this.requireCustomer(userId, id);
    return this.store.mutate((s) => {
      const before = s.customers.length;
      s.customers = s.customers.filter((c) => !(c.create === userId && ids.includes(c.id)));
      return before - s.customers.length;
    });
  }

  setDefaultCustomer(userId: string, id: string): void {
    this.requireCustomer(userId, id);
    this.store.mutate((s) => markDefault(s, userId, id));
  }
}

function markDefault(s: State, userId: string, id: string): void {
  for (const c of s.customers) if (c.create === userId) c.default = c.id === id;
}
