import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Progress, Segmented, Skeleton, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { INVENTORY_GROUPS } from '../../../entities/inventory/inventory-api';
import { useGroupItems, useMaterialUsage } from '../../../entities/inventory/inventory-hooks';
import { formatWeight } from '../../../lib/format';
import { useQuoteView } from '../hooks/use-quote-view';
import { hasRealMessage, type RealMessageKey, useRealText } from '../i18n/use-real-text';
import { type MaterialUsageGroup, summariseMaterialUsage } from '../utils/material-usage';

interface DosageRouteState {
  group?: number;
  /** Items chosen on the quotation list; without them the whole group counts. */
  ids?: string[];
}

function routeState(state: unknown): DosageRouteState {
  if (typeof state !== 'object' || state === null) return {};
  const { group, ids } = state as Record<string, unknown>;
  return {
    group: typeof group === 'number' && Number.isInteger(group) && group >= 0 && group <= 9 ? group : undefined,
    ids: Array.isArray(ids) && ids.every((id) => typeof id === 'string') && ids.length > 0 ? ids : undefined,
  };
}

interface UsageRow {
  key: string;
  cata: string;
  name?: string;
  weight: number;
  percent?: number;
  children?: UsageRow[];
}

function rowsOf(groups: MaterialUsageGroup[]): UsageRow[] {
  return groups.map((group) => ({
    key: `cata:${group.cata}`,
    cata: group.cata,
    weight: group.weight,
    percent: group.percent,
    children: group.items.map((item) => ({
      key: `item:${group.cata}:${item.name}`,
      cata: group.cata,
      name: item.name,
      weight: item.weight,
    })),
  }));
}

/** realQuotes-common-dosage: material usage of a group, by category, with weights and shares. */
export function DosageScreen() {
  const t = useRealText();
  const navigate = useNavigate();
  const location = useLocation();
  const initial = routeState(location.state);
  const view = useQuoteView();
  const [group, setGroup] = useState<number | undefined>(initial.group);
  const activeGroup = group ?? view.defaultGroup;
  const chosenIds = group === undefined || group === initial.group ? initial.ids : undefined;
  const list = useGroupItems(chosenIds ? null : activeGroup);
  const ids = chosenIds ?? list.data?.infos.map((item) => item.id) ?? null;
  const usage = useMaterialUsage(activeGroup, ids);
  const summary = useMemo(() => summariseMaterialUsage(usage.data?.infos ?? []), [usage.data]);
  const loading = (!chosenIds && list.isLoading) || usage.isLoading;

  // Categories may arrive as weight-category codes; known ones read in the interface language.
  const cataName = (cata: string) =>
    hasRealMessage(`dosage.cata.${cata}`) ? t(`dosage.cata.${cata}` as RealMessageKey) : cata;

  const columns = [
    {
      title: t('dosage.cata'),
      dataIndex: 'cata',
      render: (cata: string, row: UsageRow) =>
        row.name === undefined ? <Typography.Text strong>{cataName(cata)}</Typography.Text> : null,
    },
    { title: t('dosage.name'), dataIndex: 'name' },
    {
      title: t('dosage.weight'),
      dataIndex: 'weight',
      align: 'right' as const,
      render: (weight: number, row: UsageRow) =>
        row.name === undefined ? (
          <Typography.Text strong>{formatWeight(weight)}</Typography.Text>
        ) : (
          formatWeight(weight)
        ),
    },
    {
      title: t('dosage.percent'),
      dataIndex: 'percent',
      width: 260,
      render: (percent: number | undefined) =>
        percent === undefined ? null : (
          <Progress percent={percent} format={(value) => `${(value ?? 0).toFixed(2)}%`} size="small" />
        ),
    },
  ];

  return (
    <div>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('dosage.title')}
        </Typography.Title>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(paths.realQuotation)}>
          {t('dosage.back')}
        </Button>
      </Flex>
      <Segmented
        style={{ marginBottom: 12 }}
        value={activeGroup}
        onChange={(value) => setGroup(Number(value))}
        options={INVENTORY_GROUPS.map((value) => ({ value, label: t('group.name', { group: value }) }))}
      />
      <Card size="small">
        {loading ? (
          <Skeleton active />
        ) : ids === null || ids.length === 0 ? (
          <Empty description={t('dosage.empty')} />
        ) : (
          <>
            <Table<UsageRow>
              key={activeGroup}
              size="middle"
              rowKey="key"
              columns={columns}
              dataSource={rowsOf(summary.groups)}
              pagination={false}
              expandable={{ defaultExpandAllRows: true }}
            />
            <Flex justify="flex-end" style={{ marginTop: 12 }}>
              <Typography.Text strong data-testid="dosage-total">
                {t('dosage.total')}: {formatWeight(summary.total)} kg
              </Typography.Text>
            </Flex>
          </>
        )}
      </Card>
    </div>
  );
}
