import { DeleteOutlined, DownloadOutlined, EyeOutlined, FileTextOutlined, RedoOutlined } from '@ant-design/icons';
import type { FeatureModuleCode } from '@cable/contracts';
import { App, Button, Card, DatePicker, Form, type GetProps, Input, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../api/errors';
import { useGrantedCodes } from '../../../api/hooks/use-modules';
import { DocumentPreviewModal, documentPreviewUrl } from '../../../components/document-preview';
import { HeaderText } from '../../../components/header-text';
import { useQuotePreferences } from '../../../hooks/use-quote-preferences';
import { downloadExcel, saveBlob } from '../../../lib/excel-download';
import { formatTime, formatWeight } from '../../../lib/format';
import {
  customerIdByName,
  deleteHistory,
  documentDefaults,
  HISTORY_PAGE_LENGTH,
  type HistoryCond,
  type HistoryRecord,
  useHistoryList,
} from '../api/history-api';
import { useHistoryText } from '../i18n/messages';
import { HistoryDetailDrawer } from './history-detail-drawer';
import { RecalcModal } from './recalc-modal';

/** Feature codes of the history actions (spec section 6: historical detail/recalc/contract/quotation). */
const CAN: Record<'detail' | 'recalc' | 'contract' | 'quotation', FeatureModuleCode> = {
  detail: 'qms.history.detail',
  recalc: 'qms.history.recalc',
  contract: 'qms.history.contract',
  quotation: 'qms.history.quotation',
};

type RangeValue = GetProps<typeof DatePicker.RangePicker>['value'];

interface Filters {
  keyword?: string;
  range?: RangeValue;
}

function condOf(filters: Filters): HistoryCond {
  const keyword = filters.keyword?.trim().slice(0, 64);
  const [from, to] = filters.range ?? [];
  return {
    ...(keyword ? { keyword } : {}),
    ...(from ? { begin: from.startOf('day').unix() } : {}),
    ...(to ? { close: to.endOf('day').unix() } : {}),
  };
}

/** /historical: saved quotations by date range and keyword, with detail, re-quote, documents and delete. */
export function HistoryList() {
  const t = useHistoryText();
  const { message, modal } = App.useApp();
  const granted = useGrantedCodes();
  const { preferences } = useQuotePreferences();
  const [form] = Form.useForm<Filters>();
  const [cond, setCond] = useState<HistoryCond>({});
  const [page, setPage] = useState(1);
  const { data, isLoading } = useHistoryList(cond, page);
  const [detailId, setDetailId] = useState<string>();
  const [recalcRecord, setRecalcRecord] = useState<HistoryRecord>();
  const [preview, setPreview] = useState<{ title: string; url: string }>();
  const [working, setWorking] = useState<string>();

  function confirmDelete(record: HistoryRecord) {
    modal.confirm({
      title: t('delete.title'),
      content: t('delete.content', { demander: record.demander, time: formatTime(record.time) }),
      okText: t('delete.ok'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          await deleteHistory(record.id);
          void message.success(t('deleted'));
        } catch {
          // The API client's error catalogue has shown the server's message.
        }
      },
    });
  }

  async function openDocument(record: HistoryRecord, kind: 'table' | 'contract') {
    setWorking(`${kind}:${record.id}`);
    try {
      const [demander, defaults] = await Promise.all([customerIdByName(record.demander), documentDefaults()]);
      const url = documentPreviewUrl(kind, {
        demander,
        corp: defaults.corp,
        tmpl: defaults.templates[kind === 'table' ? 1 : 2],
        mode: record.mode,
        unit: record.unit,
        memo: record.memo,
        rno: true,
        isquote: true,
        history: record.id,
      });
      setPreview({ title: kind === 'table' ? t('previewTable') : t('previewContract'), url });
    } catch {
      // The API client's error catalogue has shown the server's message.
    } finally {
      setWorking(undefined);
    }
  }

  async function download(record: HistoryRecord) {
    setWorking(`excel:${record.id}`);
    try {
      const [demander, defaults] = await Promise.all([customerIdByName(record.demander), documentDefaults()]);
      const { blob, fileName } = await downloadExcel({
        form: {
          demander,
          mode: record.mode,
          fee: 0,
          corp: defaults.corp,
          memo: record.memo,
          unit: record.unit,
          history: record.id,
          group: 0,
        },
      });
      saveBlob(blob, fileName);
      void message.success(t('downloaded', { name: fileName }));
    } catch (error) {
      // A refused or failed call has had its reaction from the error catalogue (dialog, sign-out, warning) already.
      if (!isApiError(error)) modal.error({ title: t('download'), content: String(error) });
    } finally {
      setWorking(undefined);
    }
  }

  return (
    <div style={{ padding: '16px 24px' }}>
      <Card title={t('title')}>
        <Form<Filters>
          form={form}
          layout="inline"
          style={{ marginBottom: 16, rowGap: 8 }}
          onFinish={(values) => {
            setCond(condOf(values));
            setPage(1);
          }}
        >
          <Form.Item name="range" label={t('range')}>
            <DatePicker.RangePicker allowEmpty={[true, true]} />
          </Form.Item>
          <Form.Item name="keyword">
            <Input
              placeholder={t('keyword')}
              aria-label={t('keyword')}
              allowClear
              maxLength={64}
              style={{ width: 240 }}
            />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                {t('search')}
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  setCond({});
                  setPage(1);
                }}
              >
                {t('reset')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
        <Table<HistoryRecord>
          rowKey="id"
          size="middle"
          loading={isLoading}
          dataSource={data?.historys ?? []}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page,
            pageSize: HISTORY_PAGE_LENGTH,
            total: data?.page.row ?? 0,
            showSizeChanger: false,
            showTotal: (count) => t('totalRows', { count }),
            onChange: setPage,
          }}
          columns={[
            { title: t('time'), dataIndex: 'time', width: 150, render: (value: number) => formatTime(value) },
            { title: t('demander'), dataIndex: 'demander', width: 220, ellipsis: true },
            { title: <HeaderText text={t('count')} />, dataIndex: 'count', width: 70, align: 'right' },
            {
              title: <HeaderText text={t('total')} />,
              dataIndex: 'total',
              width: 130,
              align: 'right',
              render: (value: number) => value.toFixed(preferences.places),
            },
            {
              title: <HeaderText text={t('weight')} />,
              dataIndex: 'weight',
              width: 110,
              align: 'right',
              render: formatWeight,
            },
            {
              title: <HeaderText text={t('mode')} />,
              dataIndex: 'mode',
              width: 120,
              ellipsis: true,
              render: (mode: 1 | 2 | 3) => t(`mode.${mode}`),
            },
            { title: t('unit'), dataIndex: 'unit', width: 80, render: (unit: 0 | 1 | 2) => t(`unit.${unit}`) },
            { title: <HeaderText text={t('user')} />, dataIndex: 'user', width: 90, ellipsis: true },
            {
              title: t('memo'),
              dataIndex: 'memo',
              width: 200,
              ellipsis: true,
              render: (memo: string) => <Typography.Text type="secondary">{memo || '-'}</Typography.Text>,
            },
            {
              title: t('actions'),
              key: 'actions',
              fixed: 'right',
              width: 520,
              render: (_value, record) => (
                <Space size={0}>
                  {granted.has(CAN.detail) ? (
                    <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setDetailId(record.id)}>
                      {t('detail')}
                    </Button>
                  ) : null}
                  {granted.has(CAN.recalc) ? (
                    <Button type="link" size="small" icon={<RedoOutlined />} onClick={() => setRecalcRecord(record)}>
                      {t('recalc')}
                    </Button>
                  ) : null}
                  {granted.has(CAN.quotation) ? (
                    <>
                      <Button
                        type="link"
                        size="small"
                        icon={<FileTextOutlined />}
                        loading={working === `table:${record.id}`}
                        onClick={() => openDocument(record, 'table')}
                      >
                        {t('previewTable')}
                      </Button>
                      <Button
                        type="link"
                        size="small"
                        icon={<DownloadOutlined />}
                        loading={working === `excel:${record.id}`}
                        onClick={() => download(record)}
                      >
                        Excel
                      </Button>
                    </>
                  ) : null}
                  {granted.has(CAN.contract) ? (
                    <Button
                      type="link"
                      size="small"
                      icon={<FileTextOutlined />}
                      loading={working === `contract:${record.id}`}
                      onClick={() => openDocument(record, 'contract')}
                    >
                      {t('previewContract')}
                    </Button>
                  ) : null}
                  <Button
                    type="link"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => confirmDelete(record)}
                  >
                    {t('delete')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <HistoryDetailDrawer id={detailId} onClose={() => setDetailId(undefined)} />
      {recalcRecord ? (
        <RecalcModal
          record={recalcRecord}
          defaultGroup={preferences.group}
          onClose={() => setRecalcRecord(undefined)}
        />
      ) : null}
      <DocumentPreviewModal title={preview?.title ?? ''} url={preview?.url} onClose={() => setPreview(undefined)} />
    </div>
  );
}
