import { FIELD_OF_MODE, type PriceMode } from '@cable/contracts/vocabulary';
import { Descriptions, Drawer, Spin, Table } from 'antd';
import { HeaderText } from '../../../components/header-text';
import { useDrawerWidth } from '../../../hooks/use-drawer-width';
import { formatMoney, formatWeight } from '../../../lib/format';
import { type HistoryDetail, useHistoryDetail } from '../api/history-api';
import { useHistoryText } from '../i18n/messages';

type Item = HistoryDetail['infos'][number];

function inMode(price: Item['price'], mode: PriceMode): number | undefined {
  return price[FIELD_OF_MODE[mode]];
}

/** history/detail: the items, the summary (amount, weight, memo) and the settings it was quoted with. */
export function HistoryDetailDrawer({
  id,
  demander,
  onClose,
}: {
  id: string | undefined;
  /** The customer of the listed record (the detail answer does not repeat it). */
  demander?: string;
  onClose: () => void;
}) {
  const t = useHistoryText();
  const width = useDrawerWidth();
  const { data, isLoading } = useHistoryDetail(id);
  const mode = data?.conf.mode ?? 3;
  const places = data?.conf.places ?? 2;
  const money = (value: number | undefined) => (value === undefined ? t('noPrice') : formatMoney(value, places));
  // Amounts are kept to the fen (whole yuan with no decimal places), prices to the places the record was quoted with.
  const amount = (value: number) => formatMoney(value, Math.min(places, 2));
  // A price the record saved as none is 未定价; one the user may not see shows 无权限.
  const itemMoney = (item: Item, value: number | undefined) =>
    value === undefined && item.pricing === 'none' ? t('detail.unpriced') : money(value);
  const fees = data?.summ.fees;
  const unpriced = data?.summ.unpriced ?? 0;

  return (
    <Drawer open={id !== undefined} onClose={onClose} title={t('detail.title')} size={width} destroyOnHidden>
      <Spin spinning={isLoading}>
        {data ? (
          <>
            <Descriptions size="small" bordered column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
              {demander ? (
                <Descriptions.Item label={t('demander')} span={3}>
                  {demander}
                </Descriptions.Item>
              ) : null}
              <Descriptions.Item label={t('detail.rno')}>{data.info.rno ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('detail.sno')}>{data.info.sno ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('mode')}>{t(`mode.${mode}`)}</Descriptions.Item>
              <Descriptions.Item label={t('unit')}>{t(`unit.${data.unit}`)}</Descriptions.Item>
              <Descriptions.Item label={t('detail.price')}>
                {amount(data.summ.price)} {t('currency')}
                {unpriced > 0 && <div style={{ color: '#faad14' }}>{t('detail.excluded', { count: unpriced })}</div>}
              </Descriptions.Item>
              {data.summ.goods !== undefined && (fees?.package || fees?.freight || fees?.waived) ? (
                <>
                  <Descriptions.Item label={t('detail.goods')}>
                    {amount(data.summ.goods)} {t('currency')}
                  </Descriptions.Item>
                  {fees.package > 0 && (
                    <Descriptions.Item label={t('detail.package')}>
                      {amount(fees.package)} {t('currency')}
                    </Descriptions.Item>
                  )}
                  {(fees.freight > 0 || fees.waived) && (
                    <Descriptions.Item label={t('detail.freight')}>
                      {fees.freight > 0 ? `${amount(fees.freight)} ${t('currency')}` : t('detail.freightWaived')}
                    </Descriptions.Item>
                  )}
                </>
              ) : null}
              <Descriptions.Item label={t('detail.weight')}>{formatWeight(data.summ.weight)} kg</Descriptions.Item>
              <Descriptions.Item label={t('memo')} span={3}>
                {data.summ.memo || '-'}
              </Descriptions.Item>
            </Descriptions>
            <Table<Item>
              size="small"
              rowKey={(item) => item.id || `${item.sort}-${item.model}-${item.spec}`}
              dataSource={data.infos}
              pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
              title={() => t('detail.items')}
              columns={[
                { title: '#', key: 'index', width: 48, render: (_value, _item, index) => index + 1 },
                { title: t('model'), dataIndex: 'model', width: 140 },
                { title: t('scope'), dataIndex: 'scope', width: 110 },
                { title: t('spec'), dataIndex: 'spec', width: 160 },
                { title: t('itemCount'), dataIndex: 'count', width: 100, align: 'right' },
                {
                  title: <HeaderText text={t('priceWithUnit', { unit: t(`unit.${data.unit}`) })} />,
                  key: 'price',
                  width: 160,
                  align: 'right',
                  render: (_value, item) => itemMoney(item, inMode(item.price, mode)),
                },
                {
                  title: t('itemTotal'),
                  key: 'total',
                  align: 'right',
                  render: (_value, item) => itemMoney(item, inMode(item.total, mode)),
                },
                { title: t('memo'), dataIndex: 'memo', ellipsis: true },
              ]}
            />
          </>
        ) : null}
      </Spin>
    </Drawer>
  );
}
