/**
 * The entity limits of spec sections 3 and 5: how long each text of a customer and of a custom cable may be, the
 * quotation groups and the memo. Plain data without TypeBox; the schemas (schemas/customers.ts,
 * schemas/inventory.ts) are built from it and the web app's forms check the same figures.
 */

/**
 * Customer (demander), spec section 3: name 1-256, leader 1-64, linkman 1-32, phone 1-32, address 1-256, taxno 1-32,
 * bank {account 1-32, name 1-64, no 1-64}. Every text takes at least one character.
 */
export const CUSTOMER_TEXT_LIMITS = {
  name: 256,
  leader: 64,
  linkman: 32,
  phone: 32,
  address: 256,
  taxno: 32,
} as const;
export type CustomerTextField = keyof typeof CUSTOMER_TEXT_LIMITS;

export const CUSTOMER_BANK_LIMITS = { account: 32, name: 64, no: 64 } as const;
export type CustomerBankField = keyof typeof CUSTOMER_BANK_LIMITS;

/** The customer texts in the order of the spec, the bank's as `bank.<field>`, each with its maximum length. */
export const CUSTOMER_LIMITS = {
  ...CUSTOMER_TEXT_LIMITS,
  'bank.account': CUSTOMER_BANK_LIMITS.account,
  'bank.name': CUSTOMER_BANK_LIMITS.name,
  'bank.no': CUSTOMER_BANK_LIMITS.no,
} as const;
export type CustomerLimitField = keyof typeof CUSTOMER_LIMITS;

/** The customer texts the form asks for, without the bank (CustomerTextField's keys in spec order). */
export const CUSTOMER_TEXT_FIELDS = Object.keys(CUSTOMER_TEXT_LIMITS) as readonly CustomerTextField[];
export const CUSTOMER_BANK_FIELDS = Object.keys(CUSTOMER_BANK_LIMITS) as readonly CustomerBankField[];

/** Memo of a quotation item or a quotation (spec section 5: at most 256). */
export const MEMO_MAX_LENGTH = 256;

/** Custom cable (spec section 5): memo ≤ 256, model ≤ 32, prop ≤ 32, scope ≤ 32, spec ≤ 64; name is ours, ≤ 128. */
export const CUSTOM_CABLE_LIMITS = {
  memo: MEMO_MAX_LENGTH,
  model: 32,
  prop: 32,
  scope: 32,
  spec: 64,
  name: 128,
} as const;

/** Quotation group: "a number 0 to 9" (spec section 3). */
export const QUOTATION_GROUP = { min: 0, max: 9 } as const;

export function isQuotationGroup(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isInteger(value) && value >= QUOTATION_GROUP.min && value <= QUOTATION_GROUP.max
  );
}

/**
 * The longest the server spends recognising one uploaded image or PDF (OCR of photos and scanned pages) before it
 * refuses the upload with 1001. It is longer than the app's 20 s HTTP time-out (spec section 9), so the batch upload
 * waits for it (plus RECOGNITION_CLIENT_MARGIN_MS for the queue and the transfer) instead of dropping a recognition
 * that is still under way.
 */
export const RECOGNITION_TIME_LIMIT_MS = 60_000;
export const RECOGNITION_CLIENT_MARGIN_MS = 30_000;
