import { FIELD_OF_MODE, PRICE_MODES, type PriceMode, priceFieldsGranted } from '@cable/contracts/vocabulary';

/** Price modes whose price the user may see (PriceAuthBase / PriceAuthSale / PriceAuthTax among the granted codes). */
export function visiblePriceModes(granted: ReadonlySet<string>): PriceMode[] {
  const fields = priceFieldsGranted([...granted]);
  return PRICE_MODES.filter((mode) => fields.includes(FIELD_OF_MODE[mode]));
}
