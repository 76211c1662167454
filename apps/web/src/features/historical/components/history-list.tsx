import { DeleteOutlined, DownloadOutlined, EyeOutlined, FileTextOutlined, RedoOutlined } from '@ant-design/icons';
import { FeatureModule } from '@cable/contracts/vocabulary';
import { App, Button, Card, DatePicker, type GetProps, Input, Space, Table, Tooltip } from 'antd';
// The range picker names weekdays and months from dayjs's locale of the language antd is given (zh-cn: 一…日, 11月);
// a locale not loaded falls back to English.
import 'dayjs/locale/zh-cn';
import { useId, useState } from 'react';
import { useAccess } from '../../../api/access';
import { isApiError } from '../../../api/errors';
import { useColumnChooser } from '../../../components/column-chooser';
import { documentPreviewUrl, useDocumentPreview } from '../../../components/document-preview';
import { HeaderText } from '../../../components/header-text';
import { InlineSearchForm, SearchField } from '../../../components/inline-search-form';
import { lazyOnOpen } from '../../../components/lazy-on-open';
import { tableState } from '../../../components/page-frame';
import { type RowAction, RowActions } from '../../../components/row-actions';
import { customerIdByName } from '../../../entities/customers/customers-api';
import { useQuotePreferences } from '../../../hooks/use-quote-preferences';
import { downloadExcel, saveBlob } from '../../../lib/excel-download';
import { formatMoney, formatTime, formatWeight } from '../../../lib/format';
import {
  deleteHistory,
  documentDefaults,
  HISTORY_PAGE_LENGTH,
  type HistoryCond,
  type HistoryRecord,
  useHistoryList,
} from '../api/history-api';
import { useHistoryText } from '../i18n/messages';

// The detail drawer and the recalculation dialog open on a row's action: their code loads then.
const HistoryDetailDrawer = lazyOnOpen(
  () => import('./history-detail-drawer').then((module) => module.HistoryDetailDrawer),
  (props) => props.id !== undefined,
);
const RecalcModal = lazyOnOpen(
  () => import('./recalc-modal').then((module) => module.RecalcModal),
  (props) => props.record !== undefined,
);

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
  const access = useAccess();
  const { preferences } = useQuotePreferences();
  const rangeId = useId();
  // What the search bar shows; the list follows it when it is submitted.
  const [filters, setFilters] = useState<Filters>({});
  const [cond, setCond] = useState<HistoryCond>({});
  const [page, setPage] = useState(1);
  const historyList = useHistoryList(cond, page);
  const { data } = historyList;
  const [detailId, setDetailId] = useState<string>();
  const [recalcRecord, setRecalcRecord] = useState<HistoryRecord>();
  const preview = useDocumentPreview();
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
      preview.open(kind === 'table' ? t('previewTable') : t('previewContract'), url);
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

  function actionsOf(record: HistoryRecord): RowAction[] {
    const actions: RowAction[] = [];
    if (access.can(FeatureModule.HistoryDetail))
      actions.push({ key: 'detail', label: t('detail'), icon: <EyeOutlined />, onClick: () => setDetailId(record.id) });
    if (access.can(FeatureModule.HistoryRecalc))
      actions.push({
        key: 'recalc',
        label: t('recalc'),
        icon: <RedoOutlined />,
        onClick: () => setRecalcRecord(record),
      });
    if (access.can(FeatureModule.HistoryQuotation)) {
      actions.push({
        key: 'table',
        label: t('previewTable'),
        icon: <FileTextOutlined />,
        loading: working === `table:${record.id}`,
        onClick: () => void openDocument(record, 'table'),
      });
      actions.push({
        key: 'excel',
        label: 'Excel',
        icon: <DownloadOutlined />,
        loading: working === `excel:${record.id}`,
        onClick: () => void download(record),
      });
    }
    if (access.can(FeatureModule.HistoryContract))
      actions.push({
        key: 'contract',
        label: t('previewContract'),
        icon: <FileTextOutlined />,
        loading: working === `contract:${record.id}`,
        onClick: () => void openDocument(record, 'contract'),
      });
    actions.push({
      key: 'delete',
      label: t('delete'),
      icon: <DeleteOutlined />,
      danger: true,
      onClick: () => confirmDelete(record),
    });
    return actions;
  }

  // Widths add up to the card's inner width at 1280 px (1184 px) with the memo taking what is left, so every column
  // is in view beside the narrow fixed action column; the chooser hides what a user does not need (issue 17).
  const { columns, chooser } = useColumnChooser<HistoryRecord>(
    [
      { key: 'time', title: t('time'), dataIndex: 'time', width: 136, render: (value: number) => formatTime(value) },
      { key: 'demander', title: t('demander'), dataIndex: 'demander', width: 170, ellipsis: { showTitle: true } },
      {
        key: 'count',
        title: <HeaderText text={t('count')} />,
        choiceLabel: t('count'),
        dataIndex: 'count',
        width: 64,
        align: 'right',
      },
      {
        key: 'total',
        title: <HeaderText text={t('total')} />,
        choiceLabel: t('total'),
        dataIndex: 'total',
        width: 120,
        align: 'right',
        render: (value: number) => formatMoney(value, preferences.places),
      },
      {
        key: 'weight',
        title: <HeaderText text={t('weight')} />,
        choiceLabel: t('weight'),
        dataIndex: 'weight',
        width: 104,
        align: 'right',
        render: formatWeight,
      },
      {
        key: 'mode',
        title: <HeaderText text={t('mode')} />,
        choiceLabel: t('mode'),
        dataIndex: 'mode',
        width: 92,
        ellipsis: { showTitle: true },
        render: (mode: 1 | 2 | 3) => t(`mode.${mode}`),
      },
      {
        key: 'unit',
        title: <HeaderText text={t('unit')} />,
        choiceLabel: t('unit'),
        dataIndex: 'unit',
        width: 76,
        render: (unit: 0 | 1 | 2) => t(`unit.${unit}`),
      },
      {
        key: 'user',
        title: <HeaderText text={t('user')} />,
        choiceLabel: t('user'),
        dataIndex: 'user',
        width: 76,
        ellipsis: { showTitle: true },
      },
      {
        key: 'memo',
        title: t('memo'),
        dataIndex: 'memo',
        ellipsis: { showTitle: false },
        render: (memo: string) =>
          memo ? (
            <Tooltip title={memo} placement="topLeft">
              <span>{memo}</span>
            </Tooltip>
          ) : (
            '-'
          ),
      },
      {
        key: 'actions',
        title: t('actions'),
        fixed: 'right',
        // Room for the two inline actions and 更多 in English (Detail, Re-quote, More), the longer language.
        width: 256,
        render: (_value, record) => <RowActions actions={actionsOf(record)} />,
      },
    ],
    { fixedKeys: ['time', 'demander', 'actions'] },
  );

  return (
    <div>
      <Card title={t('title')} extra={chooser}>
        <InlineSearchForm
          style={{ marginBottom: 16 }}
          onSearch={() => {
            setCond(condOf(filters));
            setPage(1);
          }}
        >
          <SearchField label={t('range')} htmlFor={rangeId}>
            <DatePicker.RangePicker
              id={rangeId}
              allowEmpty={[true, true]}
              value={filters.range ?? null}
              onChange={(range) => setFilters((previous) => ({ ...previous, range }))}
            />
          </SearchField>
          <SearchField>
            <Input
              placeholder={t('keyword')}
              aria-label={t('keyword')}
              allowClear
              maxLength={64}
              style={{ width: 240 }}
              value={filters.keyword ?? ''}
              onChange={(event) => setFilters((previous) => ({ ...previous, keyword: event.target.value }))}
            />
          </SearchField>
          <SearchField>
            <Space>
              <Button type="primary" htmlType="submit">
                {t('search')}
              </Button>
              <Button
                onClick={() => {
                  setFilters({});
                  setCond({});
                  setPage(1);
                }}
              >
                {t('reset')}
              </Button>
            </Space>
          </SearchField>
        </InlineSearchForm>
        <Table<HistoryRecord>
          rowKey="id"
          size="middle"
          {...tableState(historyList)}
          dataSource={data?.historys ?? []}
          scroll={{ x: 1180 }}
          pagination={{
            current: page,
            pageSize: HISTORY_PAGE_LENGTH,
            total: data?.page.row ?? 0,
            showSizeChanger: false,
            showTotal: (count) => t('totalRows', { count }),
            onChange: setPage,
          }}
          columns={columns}
        />
      </Card>
      <HistoryDetailDrawer
        id={detailId}
        demander={data?.historys.find((record) => record.id === detailId)?.demander}
        onClose={() => setDetailId(undefined)}
      />
      {recalcRecord ? (
        <RecalcModal
          record={recalcRecord}
          defaultGroup={preferences.group}
          onClose={() => setRecalcRecord(undefined)}
        />
      ) : null}
      {preview.dialog}
    </div>
  );
}
