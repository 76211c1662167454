import type { Customer } from '@cable/contracts/schemas/customers';
import type { HandlerMap } from '../http/handler';
import { pageOf } from '../store/paging';
import type { Repositories } from '../store/repositories';
import type { CustomerRecord } from '../store/types';

/** Fields the short create form left empty are absent from the answer, as the contract's Customer says. */
function customerView(repos: Repositories, record: CustomerRecord): Customer {
  const { id, name, leader, linkman, phone, address, taxno, sort, bank } = record;
  const filled = <T extends string>(value: T) => (value === '' ? undefined : value);
  const hasBank = bank.account !== '' && bank.name !== '' && bank.no !== '';
  return {
    id,
    name,
    ...(filled(leader) === undefined ? {} : { leader }),
    ...(filled(linkman) === undefined ? {} : { linkman }),
    ...(filled(phone) === undefined ? {} : { phone }),
    ...(filled(address) === undefined ? {} : { address }),
    taxno,
    sort,
    default: record.default,
    ...(hasBank ? { bank: { ...bank } } : {}),
    creator: repos.users.userById(record.create)?.name ?? record.create,
  };
}

export const customersHandlers: HandlerMap = {
  /** A blank id creates; the tax number is unique across all users and only taken on creation (spec §3, §8). */
  demanderSave: ({ body, session, repos }) => {
    const { create: _quickCreate, id, ...fields } = body.form;
    const saved = repos.customers.saveCustomer(session.user.id, {
      ...fields,
      ...(id?.trim() ? { id: id.trim() } : {}),
    });
    return { demander: customerView(repos, saved) };
  },

  demanderList: ({ body, session, repos }) => {
    const rows = repos.customers.customersOf(session.user.id, body.cond.name ?? '');
    const { rows: slice, page } = pageOf(rows, body.page, Math.floor(repos.store.clock.now() / 1000), (c) => c.created);
    return { demanders: slice.map((c) => customerView(repos, c)), page };
  },

  demanderDelete: ({ body, session, repos }) => {
    repos.customers.deleteCustomers(session.user.id, body.form.ids);
    return { ids: body.form.ids };
  },

  demanderDefaultSet: ({ body, session, repos }) => {
    repos.customers.setDefaultCustomer(session.user.id, body.form.id);
    const record = repos.customers.customersOf(session.user.id).find((c) => c.id === body.form.id)!;
    return { demander: customerView(repos, record) };
  },
};
