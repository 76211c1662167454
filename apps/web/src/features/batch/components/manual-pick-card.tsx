import type { UnitMode } from '@cable/contracts/schemas/common';
import { App, Button, Card, Input, Space, Table } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/app-client';
import { revalidatePaths, useApiQuery } from '../../../api/swr';
import { parseMetres } from '../../../lib/quantity';
import { useBatchText } from '../i18n/messages';
import type { CableInfo } from '../utils/batch-rows';

const PAGE_LENGTH = 10;

/** Manual selection: search the catalogue and add a cable with its quantity straight to the group. */
export function ManualPickCard({ group, unit }: { group: number; unit: UnitMode }) {
  const t = useBatchText();
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [counts, setCounts] = useState<Record<string, string>>({});
  const [adding, setAdding] = useState<string>();
  const { data, isLoading } = useApiQuery(
    '/biz/qms/cable/info/list',
    { cond: { ...(keyword ? { keyword } : {}), unit }, page: { len: PAGE_LENGTH, num: page } },
    { keepPreviousData: true },
  );

  async function add(cable: CableInfo) {
    const reading = parseMetres(counts[cable.id] ?? '');
    if (!reading.ok) return void message.error(t('manual.countInvalid'));
    setAdding(cable.id);
    try {
      await api().post('/biz/qms/inventory/add', {
        form: { infos: [{ cable: cable.id, count: reading.metres }], group },
      });
      await revalidatePaths('/biz/qms/inventory/list', '/biz/qms/inventory/summ');
      void message.success(t('results.added', { group, count: 1 }));
    } catch {
      // The API client's error catalogue has shown the server's message.
    } finally {
      setAdding(undefined);
    }
  }

  return (
    <Card title={t('manual.title')}>
      <Input.Search
        placeholder={t('picker.search')}
        aria-label={t('picker.search')}
        maxLength={64}
        allowClear
        enterButton
        onSearch={(value) => {
          setKeyword(value.trim());
          setPage(1);
        }}
        style={{ marginBottom: 12 }}
      />
      <Table<CableInfo>
        size="small"
        rowKey="id"
        loading={isLoading}
        dataSource={data?.cables ?? []}
        pagination={{
          current: page,
          pageSize: PAGE_LENGTH,
          total: data?.page.row ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          { title: t('picker.model'), dataIndex: 'model', width: 120 },
          { title: t('picker.scope'), dataIndex: 'scope', width: 100 },
          { title: t('picker.spec'), dataIndex: 'spec', width: 140 },
          { title: t('picker.name'), dataIndex: 'name', ellipsis: true },
          {
            title: t('results.count'),
            key: 'count',
            width: 200,
            render: (_value, cable) => {
              const count = counts[cable.id] ?? '';
              return (
                <Space.Compact>
                  <Input
                    size="small"
                    style={{ width: 90 }}
                    value={count}
                    maxLength={24}
                    placeholder={t('results.metresPlaceholder')}
                    status={count === '' || parseMetres(count).ok ? undefined : 'error'}
                    aria-label={`${t('results.count')} ${cable.model} ${cable.spec}`}
                    onChange={(event) => setCounts((current) => ({ ...current, [cable.id]: event.target.value }))}
                  />
                  <Button size="small" type="primary" loading={adding === cable.id} onClick={() => add(cable)}>
                    {t('manual.add')}
                  </Button>
                </Space.Compact>
              );
            },
          },
        ]}
      />
    </Card>
  );
}
