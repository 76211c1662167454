import { type Static, Type } from '@sinclair/typebox';
import { CUSTOMER_BANK_LIMITS, CUSTOMER_TEXT_LIMITS, type CustomerTextField } from '../vocabulary/limits';
import { Closed, IdSchema } from './common';

const text = (minLength: number, maxLength: number, description?: string) =>
  Type.String({ minLength, maxLength, ...(description ? { description } : {}) });

export const CustomerBankSchema = Closed(
  {
    account: text(1, CUSTOMER_BANK_LIMITS.account, 'Account holder'),
    name: text(1, CUSTOMER_BANK_LIMITS.name, 'Bank name'),
    no: text(1, CUSTOMER_BANK_LIMITS.no, 'Account number'),
  },
  { title: 'CustomerBank' },
);
export type CustomerBank = Static<typeof CustomerBankSchema>;

/**
 * Customer (demander), spec section 3. taxno is globally unique and only takes effect on creation. Fields the
 * short create form ({name, taxno, create}) leaves out, bank included, are absent until filled in.
 */
export const CustomerSchema = Closed(
  {
    id: IdSchema,
    name: text(1, CUSTOMER_TEXT_LIMITS.name),
    leader: Type.Optional(
      text(1, CUSTOMER_TEXT_LIMITS.leader, 'Legal person; absent until filled in (the short create form has none)'),
    ),
    linkman: Type.Optional(text(1, CUSTOMER_TEXT_LIMITS.linkman, 'Absent until filled in')),
    phone: Type.Optional(text(1, CUSTOMER_TEXT_LIMITS.phone, 'Absent until filled in')),
    address: Type.Optional(text(1, CUSTOMER_TEXT_LIMITS.address, 'Absent until filled in')),
    taxno: text(1, CUSTOMER_TEXT_LIMITS.taxno, 'Tax number, globally unique'),
    sort: Type.Integer({ description: 'Ascending order' }),
    default: Type.Boolean(),
    bank: Type.Optional(CustomerBankSchema),
    creator: Type.Optional(Type.String({ maxLength: 64, description: 'Name of the user who created it' })),
  },
  { title: 'Customer' },
);
export type Customer = Static<typeof CustomerSchema>;

/**
 * A customer's texts as a form edits them and a document prints them: every text of the vocabulary's customer
 * fields and the bank's three, blank when not filled in.
 */
export type CustomerTexts = Required<Pick<Customer, CustomerTextField | 'bank'>>;

/**
 * Save form: a blank or missing id creates. On creation name and taxno are needed (the short
 * create form is {name, taxno, create}); the other fields may be filled later.
 */
export const CustomerSaveFormSchema = Closed(
  {
    id: Type.Optional(Type.String({ maxLength: 64, description: 'Blank or absent means create' })),
    name: text(1, CUSTOMER_TEXT_LIMITS.name),
    leader: Type.Optional(text(1, CUSTOMER_TEXT_LIMITS.leader)),
    linkman: Type.Optional(text(1, CUSTOMER_TEXT_LIMITS.linkman)),
    phone: Type.Optional(text(1, CUSTOMER_TEXT_LIMITS.phone)),
    address: Type.Optional(text(1, CUSTOMER_TEXT_LIMITS.address)),
    taxno: Type.Optional(text(1, CUSTOMER_TEXT_LIMITS.taxno, 'Required on creation, ignored afterwards')),
    sort: Type.Optional(Type.Integer()),
    default: Type.Optional(Type.Boolean()),
    bank: Type.Optional(CustomerBankSchema),
    create: Type.Optional(Type.Boolean({ description: 'Quick create from a quotation screen' })),
  },
  { title: 'CustomerSaveForm' },
);
export type CustomerSaveForm = Static<typeof CustomerSaveFormSchema>;
