import { Card, Flex, Statistic, Typography } from 'antd';
import type { GroupSumm } from '../../../entities/inventory/inventory-api';
import { useRealText } from '../i18n/use-real-text';
import { formatMoney, PRICE_FIELD, PRICE_MODES, type PriceMode } from '../utils/price';

interface GroupTotalsProps {
  summ: GroupSumm | undefined;
  mode: PriceMode;
  places: number;
}

/**
 * Totals of a group from inventory/summ; a total the user may not see shows a dash. Under them, what the total of
 * the chosen mode is made of — goods, package fees, freight — and how many unpriced items it leaves out.
 */
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
      <TotalParts summ={summ} mode={mode} places={places} />
    </Card>
  );
}

function TotalParts({ summ, mode, places }: GroupTotalsProps) {
  const t = useRealText();
  const field = PRICE_FIELD[mode];
  const goods = summ?.goods?.[field];
  if (!summ || goods === undefined) return null;
  const fees = summ.fees ?? { package: 0, freight: 0, waived: false };
  const unpriced = summ.unpriced?.[field] ?? 0;
  const parts = [`${t('summ.goods')} ¥${formatMoney(goods, places)}`];
  if (fees.package > 0) parts.push(`${t('summ.package')} ¥${formatMoney(fees.package, places)}`);
  if (fees.freight > 0) parts.push(`${t('summ.freight')} ¥${formatMoney(fees.freight, places)}`);
  else if (fees.waived) parts.push(`${t('summ.freight')} ${t('summ.freightWaived')}`);
  return (
    <Flex gap={16} wrap style={{ marginTop: 8 }} data-testid="total-parts">
      <Typography.Text type="secondary">{parts.join(' + ')}</Typography.Text>
      {unpriced > 0 && <Typography.Text type="warning">{t('summ.unpriced', { count: unpriced })}</Typography.Text>}
    </Flex>
  );
}
