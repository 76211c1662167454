/**
 * The quotation preferences read out of conf/list, free of React and SWR: the entry's first reads use them to choose
 * the group whose items to ask for (app/first-reads.ts); screens read them with hooks/use-quote-preferences.
 */
import {
  isPriceMode,
  isPricePlaces,
  isQuotationGroup,
  isUnitMode,
  PRICE_PLACES,
  type PriceMode,
  type UnitMode,
  USER_CONFIG_KEYS,
} from '@cable/contracts/vocabulary';

export type { PriceMode, UnitMode };

/** User config keys of the quotation preferences (the mock seeds them; the settings screen saves them). */
export const QUOTE_CONF_KEYS = {
  mode: USER_CONFIG_KEYS.priceMode,
  unit: USER_CONFIG_KEYS.priceUnit,
  places: USER_CONFIG_KEYS.pricePlaces,
  group: USER_CONFIG_KEYS.quotationGroup,
} as const;

export interface QuotePreferences {
  /** 1 base, 2 sale, 3 tax. */
  mode: PriceMode;
  /** 0 yuan/m, 1 yuan/t, 2 yuan/kg. */
  unit: UnitMode;
  /** Decimal places of quotation prices (spec section 5). */
  places: number;
  /** The group the user quotes into by default. */
  group: number;
}

export const DEFAULT_QUOTE_PREFERENCES: QuotePreferences = { mode: 3, unit: 0, places: PRICE_PLACES.default, group: 0 };

interface ConfLike {
  key?: unknown;
  value?: unknown;
}

function numberOf(confs: readonly ConfLike[], key: string): number | undefined {
  const value = confs.find((conf) => conf.key === key)?.value;
  const numeric = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof numeric === 'number' && Number.isFinite(numeric) ? numeric : undefined;
}

/** Reads the preferences out of conf/list; values out of range fall back to the defaults one by one. */
export function quotePreferencesOf(confs: readonly ConfLike[] | undefined): QuotePreferences {
  const list = confs ?? [];
  const mode = numberOf(list, QUOTE_CONF_KEYS.mode);
  const unit = numberOf(list, QUOTE_CONF_KEYS.unit);
  const places = numberOf(list, QUOTE_CONF_KEYS.places);
  const group = numberOf(list, QUOTE_CONF_KEYS.group);
  return {
    mode: isPriceMode(mode) ? mode : DEFAULT_QUOTE_PREFERENCES.mode,
    unit: isUnitMode(unit) ? unit : DEFAULT_QUOTE_PREFERENCES.unit,
    places: isPricePlaces(places) ? places : DEFAULT_QUOTE_PREFERENCES.places,
    group: isQuotationGroup(group) ? group : DEFAULT_QUOTE_PREFERENCES.group,
  };
}

/** The call the preferences come from. */
export const CONF_LIST = '/biz/user/conf/list';
