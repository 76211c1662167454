import type { PriceRightCode } from '@cable/contracts';
import type { PriceMode } from '@cable/contracts/schemas/common';

const RIGHT_OF_MODE: Record<PriceMode, PriceRightCode> = { 1: 'PriceAuthBase', 2: 'PriceAuthSale', 3: 'PriceAuthTax' };
const PRICE_MODES: readonly PriceMode[] = [1, 2, 3];

/** Price modes whose price the user may see (PriceAuthBase / PriceAuthSale / PriceAuthTax among the granted codes). */
export function visiblePriceModes(granted: ReadonlySet<string>): PriceMode[] {
  return PRICE_MODES.filter((mode) => granted.has(RIGHT_OF_MODE[mode]));
}
