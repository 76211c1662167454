import { Button, Input, Modal, Table } from 'antd';
import { useState } from 'react';
import { useApiQuery } from '../api/swr';
import type { ResponseData } from '../api/types';
import { defineMessages, useFeatureText } from '../i18n/define-messages';

export type PickedCable = ResponseData<'/biz/qms/cable/info/list'>['cables'][number];

const messages = defineMessages(
  {
    title: '选择电缆',
    search: '型号、规格或名称',
    model: '型号',
    scope: '电压等级',
    spec: '规格',
    name: '名称',
    pick: '选择',
    total: '共 {count} 条',
  },
  {
    title: 'Choose a cable',
    search: 'Model, spec or name',
    model: 'Model',
    scope: 'Voltage',
    spec: 'Spec',
    name: 'Name',
    pick: 'Choose',
    total: '{count} cables',
  },
);

const PAGE_LENGTH = 10;

/** Searches the catalogue (cable/info/list by keyword) and hands back the cable the user picks. */
export function CablePickerModal({
  open,
  initialKeyword = '',
  unit,
  onPick,
  onClose,
}: {
  open: boolean;
  initialKeyword?: string;
  unit?: 0 | 1 | 2;
  onPick: (cable: PickedCable) => void;
  onClose: () => void;
}) {
  const t = useFeatureText(messages);
  const [keyword, setKeyword] = useState(initialKeyword);
  const [submitted, setSubmitted] = useState(initialKeyword);
  const [page, setPage] = useState(1);
  const { data, isLoading } = useApiQuery(
    '/biz/qms/cable/info/list',
    open
      ? {
          cond: {
            ...(submitted.trim() ? { keyword: submitted.trim().slice(0, 64) } : {}),
            ...(unit === undefined ? {} : { unit }),
          },
          page: { len: PAGE_LENGTH, num: page },
        }
      : null,
    { keepPreviousData: true },
  );

  return (
    <Modal open={open} title={t('title')} onCancel={onClose} footer={null} width={760} destroyOnHidden>
      <Input.Search
        aria-label={t('search')}
        placeholder={t('search')}
        value={keyword}
        maxLength={64}
        allowClear
        enterButton
        onChange={(event) => setKeyword(event.target.value)}
        onSearch={(value) => {
          setSubmitted(value);
          setPage(1);
        }}
        style={{ marginBottom: 12 }}
      />
      <Table<PickedCable>
        size="small"
        rowKey="id"
        loading={isLoading}
        dataSource={data?.cables ?? []}
        pagination={{
          current: page,
          pageSize: PAGE_LENGTH,
          total: data?.page.row ?? 0,
          showSizeChanger: false,
          showTotal: (count) => t('total', { count }),
          onChange: setPage,
        }}
        onRow={(cable) => ({ onDoubleClick: () => onPick(cable) })}
        columns={[
          { title: t('model'), dataIndex: 'model', width: 120 },
          { title: t('scope'), dataIndex: 'scope', width: 100 },
          { title: t('spec'), dataIndex: 'spec', width: 140 },
          { title: t('name'), dataIndex: 'name', ellipsis: true },
          {
            title: '',
            key: 'pick',
            width: 80,
            render: (_value, cable) => (
              <Button size="small" type="link" onClick={() => onPick(cable)}>
                {t('pick')}
              </Button>
            ),
          },
        ]}
      />
    </Modal>
  );
}
