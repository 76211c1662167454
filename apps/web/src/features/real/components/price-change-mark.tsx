import { Tag, Tooltip, Typography } from 'antd';
import type { QuotationItem } from '../../../entities/inventory/inventory-api';
import type { RealText } from '../i18n/use-real-text';
import { formatMoney, type PriceMode } from '../utils/price';
import {
  priceChangedStyle,
  priceChangedTagStyle,
  priceMoves,
  priceWasStyle,
  shownPriceBefore,
} from '../utils/quotation-rows';

interface PriceChangeMarkProps {
  item: QuotationItem;
  mode: PriceMode;
  places: number;
  t: RealText;
}

/**
 * 价格已变动: the item's price moved since it was added or last confirmed (a price adjustment, an approver's pricing
 * check), as the server's `previous` says. Shows the tag and the price it was quoted at in the shown mode; the tooltip
 * gives old → new for every price that moved. 刷新实时价 accepts the new prices and the mark goes.
 */
export function PriceChangeMark({ item, mode, places, t }: PriceChangeMarkProps) {
  if (!item.previous) return null;
  const before = shownPriceBefore(item, mode);
  return (
    <Tooltip title={priceMoves(item, places, t)}>
      <span data-testid="price-changed" style={priceChangedStyle}>
        <Tag color="orange" style={priceChangedTagStyle}>
          {t('list.priceChanged')}
        </Tag>
        {before !== undefined && (
          <Typography.Text
            delete
            type="secondary"
            style={priceWasStyle}
            title={t('list.priceWas', { price: formatMoney(before, places) })}
          >
            {formatMoney(before, places)}
          </Typography.Text>
        )}
      </span>
    </Tooltip>
  );
}
