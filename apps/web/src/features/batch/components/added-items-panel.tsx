import type { PriceMode, UnitMode } from '@cable/contracts/schemas/common';
import { FIELD_OF_MODE } from '@cable/contracts/vocabulary';
import { Button, Card, Empty, Select, Space, Spin, Statistic, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useGroupItemsIn, useSheetSumms } from '../../../entities/inventory/inventory-hooks';
import { useBatchText } from '../i18n/messages';
import styles from './batch.module.css';

export const GROUPS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** The right-side panel of the Batch page: the items already in the chosen group and its total. */
export function AddedItemsPanel({
  group,
  onGroupChange,
  mode,
  unit,
  places,
}: {
  group: number;
  onGroupChange: (group: number) => void;
  mode: PriceMode;
  unit: UnitMode;
  places: number;
}) {
  const t = useBatchText();
  const navigate = useNavigate();
  const { data, isLoading } = useGroupItemsIn(group);
  const summs = useSheetSumms(mode, unit, places).data?.summs ?? [];
  const items = data?.infos ?? [];
  const total = summs.find((summ) => summ.group === group)?.total;
  const amount = total?.[FIELD_OF_MODE[mode]];

  return (
    <Card
      title={t('panel.title')}
      extra={
        <Select
          aria-label={t('panel.group')}
          size="small"
          value={group}
          onChange={onGroupChange}
          style={{ width: 110 }}
          options={GROUPS.map((value) => ({ value, label: t('panel.groupName', { group: value }) }))}
        />
      }
    >
      <Spin spinning={isLoading}>
        {items.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('panel.empty')} />
        ) : (
          <ul className={styles.panelList} aria-label={t('panel.title')}>
            {items.map((item) => (
              <li key={item.id} className={styles.panelItem}>
                <span>
                  <Typography.Text strong>{item.model}</Typography.Text> {item.scope} {item.spec}
                </span>
                <Typography.Text type="secondary">×{item.count}</Typography.Text>
              </li>
            ))}
          </ul>
        )}
      </Spin>
      <Space orientation="vertical" style={{ width: '100%', marginTop: 12 }}>
        <Space style={{ justifyContent: 'space-between', alignItems: 'flex-end', width: '100%' }}>
          <Typography.Text type="secondary">{t('panel.count', { count: items.length })}</Typography.Text>
          {amount === undefined ? null : (
            <Statistic
              title={t('panel.total')}
              value={amount}
              precision={places}
              suffix={t('panel.currency')}
              style={{ textAlign: 'right' }}
            />
          )}
        </Space>
        <Button
          type="primary"
          block
          disabled={items.length === 0}
          onClick={() => navigate(paths.batchQuotation, { state: { group } })}
        >
          {t('panel.toSheet')}
        </Button>
        <Button block onClick={() => navigate(paths.realQuotation)}>
          {t('panel.toList')}
        </Button>
      </Space>
    </Card>
  );
}
