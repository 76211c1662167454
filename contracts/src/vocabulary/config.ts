/**
 * Config keys and value types (spec section 3, Config; section 9). The per-user quotation settings live under qms.*,
 * the system's defaults under biz.*, the operator's texts under oper.*. Plain data without TypeBox; the config
 * schemas and the mock server's seed read it, the web app's settings screens too.
 */

/** The signed-in user's quotation settings (/biz/user/conf/list and conf/save). */
export const USER_CONFIG_KEYS = {
  priceMode: 'qms.price.mode',
  priceUnit: 'qms.price.unit',
  pricePlaces: 'qms.price.places',
  quotationGroup: 'qms.quotation.group',
  quotationMemo: 'qms.quotation.memo',
  quotationColumns: 'qms.quotation.columns',
  taxMode: 'qms.tax.mode',
  taxValue: 'qms.tax.value',
  materialTaxMode: 'qms.material.tax.mode',
} as const;
export type UserConfigKey = (typeof USER_CONFIG_KEYS)[keyof typeof USER_CONFIG_KEYS];

/** The system configs (/pub/biz/data/qms/configs): the defaults and the pricing engine's inputs. */
export const SYSTEM_CONFIG_KEYS = {
  taxMode: 'biz.tax.mode',
  taxValue: 'biz.tax.value',
  materialTaxMode: 'biz.material.tax.mode',
  profitMargin: 'biz.profit.margin',
  processFee: 'biz.process.fee',
  pricePlaces: 'biz.price.places',
  priceUnit: 'biz.price.unit',
  changeDuration: 'biz.change.duration',
  inventoryGroups: 'biz.inventory.groups',
  quotationValidity: 'biz.quotation.validity',
  batchMaxRows: 'biz.batch.maxrows',
} as const;
export type SystemConfigKey = (typeof SYSTEM_CONFIG_KEYS)[keyof typeof SYSTEM_CONFIG_KEYS];

/** The operator configuration's keys (/biz/cms/oper/data confs) the header and the home footer read. */
export const OPERATOR_CONFIG_KEYS = {
  title: 'oper.title',
  name: 'oper.name',
  icp: 'oper.icp',
  logoSmall: 'oper.logosmall',
  sno: 'oper.sno',
} as const;

/** Spec section 5: a config key has at most 100 characters. */
export const CONFIG_KEY_MAX_LENGTH = 100;

/** Config value type codes (spec: a value is an array, boolean, number, object, null or string). */
export const CONFIG_VALUE_TYPE = { string: 1, number: 2, boolean: 3, object: 4, array: 5, null: 6 } as const;
export type ConfigValueTypeCode = (typeof CONFIG_VALUE_TYPE)[keyof typeof CONFIG_VALUE_TYPE];
