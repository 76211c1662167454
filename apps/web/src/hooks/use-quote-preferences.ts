import type { SWRResponse } from 'swr';
import { timestamped, useApiQuery } from '../api/swr';
import type { ResponseData } from '../api/types';

export type ConfigItem = ResponseData<'/biz/user/conf/list'>['confs'][number];
export type PriceMode = 1 | 2 | 3;
export type UnitMode = 0 | 1 | 2;

/** Keys of the user's quotation settings (conf/list, conf/save). */
export const QUOTE_CONF_KEYS = {
  mode: 'qms.price.mode',
  unit: 'qms.price.unit',
  places: 'qms.price.places',
  memo: 'qms.quotation.memo',
  group: 'qms.quotation.group',
  taxMode: 'qms.tax.mode',
  taxValue: 'qms.tax.value',
  materialTaxMode: 'qms.material.tax.mode',
} as const;

/** Config value type codes used when saving (string 1, number 2, boolean 3, object 4, array 5, null 6). */
export const CONF_TYPE = { string: 1, number: 2, boolean: 3, object: 4, array: 5, null: 6 } as const;

/** System defaults of spec section 9: biz.tax.mode, biz.tax.value, biz.material.tax.mode. */
export const SYSTEM_TAX_KEYS = {
  taxMode: 'biz.tax.mode',
  taxValue: 'biz.tax.value',
  materialTaxMode: 'biz.material.tax.mode',
} as const;

export interface QuotePreferences {
  mode: PriceMode;
  unit: UnitMode;
  /** Decimal places of prices (spec section 5). */
  places: number;
  memo: string;
  group: number;
  /** 0 non-tax cost, otherwise tax-inclusive (spec section 9). */
  taxMode: number;
  taxValue: number;
  materialTaxMode: number;
}

export const DEFAULT_PREFERENCES: QuotePreferences = {
  mode: 3,
  unit: 0,
  places: 2,
  memo: '',
  group: 0,
  taxMode: 1,
  taxValue: 0.13,
  materialTaxMode: 1,
};

function numberOf(items: readonly { key: string; value: unknown }[], key: string): number | undefined {
  const value = items.find((item) => item.key === key)?.value;
  const numeric = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof numeric === 'number' && Number.isFinite(numeric) ? numeric : undefined;
}

function oneOf<T extends number>(value: number | undefined, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** Reads the user's settings, falling back to the system tax configs and then to the product defaults. */
export function preferencesOf(
  confs: readonly { key: string; value: unknown }[] | undefined,
  systemConfigs: readonly { key: string; value: unknown }[] = [],
): QuotePreferences {
  const items = confs ?? [];
  const places = numberOf(items, QUOTE_CONF_KEYS.places);
  const memo = items.find((item) => item.key === QUOTE_CONF_KEYS.memo)?.value;
  const group = numberOf(items, QUOTE_CONF_KEYS.group);
  return {
    mode: oneOf(numberOf(items, QUOTE_CONF_KEYS.mode), [1, 2, 3] as const, DEFAULT_PREFERENCES.mode),
    unit: oneOf(numberOf(items, QUOTE_CONF_KEYS.unit), [0, 1, 2] as const, DEFAULT_PREFERENCES.unit),
    places: places !== undefined && places >= 0 && places <= 6 ? Math.round(places) : DEFAULT_PREFERENCES.places,
    memo: typeof memo === 'string' ? memo : DEFAULT_PREFERENCES.memo,
    group: group !== undefined && group >= 0 && group <= 9 ? Math.round(group) : DEFAULT_PREFERENCES.group,
    taxMode:
      numberOf(items, QUOTE_CONF_KEYS.taxMode) ??
      numberOf(systemConfigs, SYSTEM_TAX_KEYS.taxMode) ??
      DEFAULT_PREFERENCES.taxMode,
    taxValue:
      numberOf(items, QUOTE_CONF_KEYS.taxValue) ??
      numberOf(systemConfigs, SYSTEM_TAX_KEYS.taxValue) ??
      DEFAULT_PREFERENCES.taxValue,
    materialTaxMode:
      numberOf(items, QUOTE_CONF_KEYS.materialTaxMode) ??
      numberOf(systemConfigs, SYSTEM_TAX_KEYS.materialTaxMode) ??
      DEFAULT_PREFERENCES.materialTaxMode,
  };
}

export function useUserConfs(): SWRResponse<ResponseData<'/biz/user/conf/list'>, Error> {
  return useApiQuery('/biz/user/conf/list', timestamped, { revalidateOnFocus: false });
}

export function useSystemConfigs(): SWRResponse<ResponseData<'/pub/biz/data/qms/configs'>, Error> {
  return useApiQuery('/pub/biz/data/qms/configs', timestamped, { revalidateOnFocus: false });
}

/** The user's quotation preferences (price mode, unit, places, memo, tax), shared by the quotation screens. */
export function useQuotePreferences(): { preferences: QuotePreferences; isLoading: boolean } {
  const user = useUserConfs();
  const system = useSystemConfigs();
  return {
    preferences: preferencesOf(user.data?.confs, system.data?.configs),
    isLoading: user.isLoading || system.isLoading,
  };
}

/** Price of a row in the chosen mode; undefined when the user has no right to that price (it is omitted). */
export function priceInMode(
  price: { base?: number; sale?: number; tax?: number } | undefined,
  mode: PriceMode,
): number | undefined {
  if (!price) return undefined;
  return mode === 1 ? price.base : mode === 2 ? price.sale : price.tax;
}
