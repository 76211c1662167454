import { Tag, Tooltip, Typography } from 'antd';
import type { QuotationItem } from '../../../entities/inventory/inventory-api';
import type { RealText } from '../i18n/use-real-text';
import { formatMoney, PRICE_MODES, type PriceMode, priceIn } from '../utils/price';

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
  const { previous } = item;
  if (!previous) return null;
  const moves = PRICE_MODES.flatMap((each) => {
    const before = priceIn(previous, each);
    const now = priceIn(item.price, each);
    return before === undefined || before === now
      ? []
      : [`${t(`mode.${each}`)} ${formatMoney(before, places)} → ${formatMoney(now, places)}`];
  });
  const before = priceIn(previous, mode);
  const shownMoved = before !== undefined && before !== priceIn(item.price, mode);
  return (
    <Tooltip title={t('list.priceChangedTip', { moves: moves.join('；') })}>
      <span data-testid="price-changed" style={{ display: 'block', fontSize: 12, lineHeight: '18px' }}>
        <Tag color="orange" style={{ marginInlineEnd: 4, fontSize: 11, lineHeight: '16px', paddingInline: 4 }}>
          {t('list.priceChanged')}
        </Tag>
        {shownMoved && (
          <Typography.Text
            delete
            type="secondary"
            style={{ fontSize: 12 }}
            title={t('list.priceWas', { price: formatMoney(before, places) })}
          >
            {formatMoney(before, places)}
          </Typography.Text>
        )}
      </span>
    </Tooltip>
  );
}
