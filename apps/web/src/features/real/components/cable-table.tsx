import { Button, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { CableInfo } from '../../../entities/cables/cables-api';
import { useRealText } from '../i18n/use-real-text';
import { formatPrice, type PriceMode, type UnitMode } from '../utils/price';

interface CableTableProps {
  cables: CableInfo[];
  loading: boolean;
  mode: PriceMode;
  unit: UnitMode;
  places: number;
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  onAdd: (cable: CableInfo) => void;
  onApprove?: (cable: CableInfo) => void;
}

export function CableTable(props: CableTableProps) {
  const t = useRealText();
  const { mode, unit, places, onAdd, onApprove } = props;
  const columns: ColumnsType<CableInfo> = [
    {
      title: t('cable.model'),
      dataIndex: 'model',
      render: (model: string, cable) => (
        <Space size={4}>
          <Typography.Text strong>{model}</Typography.Text>
          {cable.new && <Tag color="blue">{t('cable.new')}</Tag>}
        </Space>
      ),
    },
    { title: t('cable.prop'), dataIndex: 'prop' },
    { title: t('cable.scope'), dataIndex: 'scope' },
    { title: t('cable.spec'), dataIndex: 'spec' },
    { title: t('cable.name'), dataIndex: 'name', ellipsis: true },
    {
      title: t('header.withUnit', { label: t(`mode.${mode}`), unit: t(`unit.${unit}`) }),
      key: 'price',
      align: 'right',
      render: (_, cable) => (
        <Typography.Text strong style={{ color: '#0059FF' }}>
          {formatPrice(cable.price, mode, places)}
        </Typography.Text>
      ),
    },
    {
      title: t('cable.actions'),
      key: 'actions',
      width: onApprove ? 180 : 110,
      render: (_, cable) => (
        <Space size={4}>
          {/* One per row: a light button, so that a page of rows is not a column of solid blue. */}
          <Button color="primary" variant="filled" size="small" onClick={() => onAdd(cable)}>
            {t('cable.add')}
          </Button>
          {onApprove && (
            <Button size="small" onClick={() => onApprove(cable)}>
              {t('cable.approve')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Table<CableInfo>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={props.cables}
      loading={props.loading}
      locale={{ emptyText: t('cable.empty') }}
      pagination={{
        current: props.page,
        pageSize: props.pageSize,
        total: props.total,
        showSizeChanger: false,
        showTotal: (count) => t('search.total', { count }),
        onChange: props.onPage,
      }}
    />
  );
}
