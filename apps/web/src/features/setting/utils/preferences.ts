import {
  CONFIG_VALUE_TYPE,
  PRICE_PLACES,
  type PriceMode,
  SYSTEM_CONFIG_KEYS,
  type UnitMode,
  USER_CONFIG_KEYS,
} from '@cable/contracts/vocabulary';
import type { ConfToSave } from '../../../entities/configs/configs-api';
import { QUOTE_CONF_KEYS, quotePreferencesOf } from '../../../hooks/use-quote-preferences';

/** Settings keys beyond the shared quotation preferences (mode, unit, places, group). */
export const SETTING_CONF_KEYS = {
  ...QUOTE_CONF_KEYS,
  memo: USER_CONFIG_KEYS.quotationMemo,
  columns: USER_CONFIG_KEYS.quotationColumns,
  taxMode: USER_CONFIG_KEYS.taxMode,
  taxValue: USER_CONFIG_KEYS.taxValue,
  materialTaxMode: USER_CONFIG_KEYS.materialTaxMode,
} as const;

/** The system configs that give the tax defaults (spec section 9). */
const SYSTEM_TAX_KEYS = {
  taxMode: SYSTEM_CONFIG_KEYS.taxMode,
  taxValue: SYSTEM_CONFIG_KEYS.taxValue,
  materialTaxMode: SYSTEM_CONFIG_KEYS.materialTaxMode,
};

/** Config value type codes (string 1, number 2, … array 5). */
export const CONF_TYPE = CONFIG_VALUE_TYPE;

/** The places field's form rule: a whole number within the vocabulary's bounds (spec section 5). */
export function placesRule(message: string) {
  return { required: true, type: 'integer' as const, min: PRICE_PLACES.min, max: PRICE_PLACES.max, message };
}

export const QUOTATION_COLUMNS = ['model', 'name', 'scope', 'spec', 'count', 'unit', 'price', 'total', 'memo'] as const;
export type QuotationColumn = (typeof QUOTATION_COLUMNS)[number];

export interface PreferenceValues {
  mode: PriceMode;
  unit: UnitMode;
  places: number;
  group: number;
  memo: string;
  /** 0 non-tax cost, 1 tax-inclusive. */
  taxMode: 0 | 1;
  /** Percent as shown; stored as a fraction. */
  taxPercent: number;
  materialTaxMode: 0 | 1;
}

export interface FormatValues {
  columns: QuotationColumn[];
  places: number;
}

type Conf = { key: string; value: unknown };

function confValue(items: readonly Conf[], key: string): unknown {
  return items.find((item) => item.key === key)?.value;
}

function numberOf(value: unknown): number | undefined {
  const numeric = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof numeric === 'number' && Number.isFinite(numeric) ? numeric : undefined;
}

const binary = (value: number | undefined, fallback: 0 | 1): 0 | 1 =>
  value === undefined ? fallback : value === 0 ? 0 : 1;

export function preferenceValuesOf(
  confs: readonly Conf[] | undefined,
  system: readonly Conf[] | undefined,
): PreferenceValues {
  const user = confs ?? [];
  const sys = system ?? [];
  const shared = quotePreferencesOf(user);
  const memo = confValue(user, SETTING_CONF_KEYS.memo);
  const rate =
    numberOf(confValue(user, SETTING_CONF_KEYS.taxValue)) ?? numberOf(confValue(sys, SYSTEM_TAX_KEYS.taxValue)) ?? 0.13;
  return {
    ...shared,
    memo: typeof memo === 'string' ? memo : '',
    taxMode: binary(
      numberOf(confValue(user, SETTING_CONF_KEYS.taxMode)) ?? numberOf(confValue(sys, SYSTEM_TAX_KEYS.taxMode)),
      1,
    ),
    taxPercent: Math.round(rate * 10000) / 100,
    materialTaxMode: binary(
      numberOf(confValue(user, SETTING_CONF_KEYS.materialTaxMode)) ??
        numberOf(confValue(sys, SYSTEM_TAX_KEYS.materialTaxMode)),
      1,
    ),
  };
}

export function preferenceConfs(values: PreferenceValues): ConfToSave[] {
  return [
    { key: SETTING_CONF_KEYS.mode, type: CONF_TYPE.number, value: values.mode },
    { key: SETTING_CONF_KEYS.unit, type: CONF_TYPE.number, value: values.unit },
    { key: SETTING_CONF_KEYS.places, type: CONF_TYPE.number, value: values.places },
    { key: SETTING_CONF_KEYS.group, type: CONF_TYPE.number, value: values.group },
    { key: SETTING_CONF_KEYS.memo, type: CONF_TYPE.string, value: values.memo.trim() },
    { key: SETTING_CONF_KEYS.taxMode, type: CONF_TYPE.number, value: values.taxMode },
    // Rates travel as fractions (0.13), as biz.tax.value does.
    { key: SETTING_CONF_KEYS.taxValue, type: CONF_TYPE.number, value: Math.round(values.taxPercent * 100) / 10000 },
    { key: SETTING_CONF_KEYS.materialTaxMode, type: CONF_TYPE.number, value: values.materialTaxMode },
  ];
}

export function formatValuesOf(confs: readonly Conf[] | undefined): FormatValues {
  const user = confs ?? [];
  const stored = confValue(user, SETTING_CONF_KEYS.columns);
  const columns = Array.isArray(stored)
    ? QUOTATION_COLUMNS.filter((column) => stored.includes(column))
    : ['model', 'scope', 'spec', 'count', 'price', 'total'];
  return { columns: columns as QuotationColumn[], places: quotePreferencesOf(user).places };
}

export function formatConfs(values: FormatValues): ConfToSave[] {
  return [
    {
      key: SETTING_CONF_KEYS.columns,
      type: CONF_TYPE.array,
      value: QUOTATION_COLUMNS.filter((column) => values.columns.includes(column)),
    },
    { key: SETTING_CONF_KEYS.places, type: CONF_TYPE.number, value: values.places },
  ];
}
