import { Card, Flex, Statistic, Typography } from 'antd';
import type { GroupSumm } from '../api/inventory';
import { useRealText } from '../i18n/use-real-text';
import { formatMoney, PRICE_FIELD, PRICE_MODES, type PriceMode } from '../utils/price';

interface GroupTotalsProps {
  summ: GroupSumm | undefined;
  mode: PriceMode;
  places: number;
}

/** Totals of a group from inventory/summ; a total the user may not see shows a dash. */
export function GroupTotals({ summ, mode, places }: GroupTotalsProps) {
  const t = useRealText();
  return (
    <Card size="small" title={t('summ.title')} extra={t('summ.items', { count: summ?.count ?? 0 })}>
      <Flex gap={40} wrap>
        {PRICE_MODES.map((priceMode) => {
          const field = PRICE_FIELD[priceMode];
          const chosen = priceMode === mode;
          const total = summ?.total[field];
          return (
            <div key={priceMode} data-testid={`total-${field}`}>
              <Typography.Text type={chosen ? undefined : 'secondary'} strong={chosen}>
                {t(`summ.${field}`)}
              </Typography.Text>
              <Statistic
                value={formatMoney(total, places)}
                prefix={total === undefined ? undefined : '¥'}
                styles={{ content: { fontSize: chosen ? 24 : 16, color: chosen ? '#0059FF' : undefined } }}
              />
            </div>
          );
        })}
      </Flex>
    </Card>
  );
}
