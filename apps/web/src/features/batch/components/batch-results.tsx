import type { ReviewReason } from '@cable/contracts/inquiry';
import type { PriceMode, UnitMode } from '@cable/contracts/schemas/common';
import { FIELD_OF_MODE } from '@cable/contracts/vocabulary';
import { App, Button, Card, Empty, Input, Segmented, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { addRuleTexts, submitForReview } from '../../../api/batch-rules';
import { HeaderText } from '../../../components/header-text';
import { lazyOnOpen } from '../../../components/lazy-on-open';
import { useAddItems } from '../../../entities/inventory/inventory-hooks';
import { formatMoney } from '../../../lib/format';
import { type BatchTextKey, useBatchText } from '../i18n/messages';
import { clearBatchResults, updateBatchRows, useBatchResults } from '../stores/batch-results-store';
import {
  type BatchRowView,
  cableLabel,
  canConfirm,
  countRows,
  filterOf,
  isQuotable,
  keywordSummary,
  metresOf,
  type RowCounts,
  type RowState,
  reviewTexts,
  rulesFromCorrections,
  writtenQuantity,
} from '../utils/batch-rows';
import styles from './batch.module.css';
import { UnclearCells } from './unclear-cells';

// The cable picker opens on a row's 手动选择: its code loads then.
const CablePickerModal = lazyOnOpen(
  () => import('../../../components/cable-picker-modal').then((module) => module.CablePickerModal),
  (props) => props.open,
);

type Filter = 'all' | keyof RowCounts;

const STATE_COLOR: Record<RowState, string> = {
  matched: 'success',
  confirmed: 'success',
  corrected: 'processing',
  review: 'warning',
  unmatched: 'error',
  submitted: 'default',
};

function priceOf(row: BatchRowView, mode: PriceMode): number | undefined {
  return row.chosen?.price?.[FIELD_OF_MODE[mode]];
}

const lineOf = (row: BatchRowView) => row.line ?? row.index + 1;

/** A reason in plain words; the unit as written goes into the texts about units. */
export function useReasonText(): (reason: ReviewReason, unit: string) => string {
  const t = useBatchText();
  return (reason, unit) => {
    if ((reason === 'unit-unknown' || reason === 'drum-length-missing') && !unit)
      return t(reason === 'unit-unknown' ? 'reason.unit-unknown.bare' : 'reason.drum-length-missing.bare');
    return t(`reason.${reason}` as BatchTextKey, { unit });
  };
}

/**
 * The rows of the last recognition: matched rows to quote, rows to confirm with the reasons in plain words, unmatched
 * rows to pick by hand or send for review; saving the user's corrections as match rules.
 */
export function BatchResults({
  group,
  mode,
  unit,
  places,
}: {
  group: number;
  mode: PriceMode;
  unit: UnitMode;
  places: number;
}) {
  const t = useBatchText();
  const reasonText = useReasonText();
  const { message } = App.useApp();
  const { rows, source, load, picture } = useBatchResults();
  // Each recognition starts with all its rows in view.
  const [chosenFilter, setChosenFilter] = useState<{ load: number; filter: Filter }>({ load, filter: 'all' });
  const filter = chosenFilter.load === load ? chosenFilter.filter : 'all';
  const [picking, setPicking] = useState<BatchRowView>();
  const [busy, setBusy] = useState<'add' | 'review' | 'rules'>();
  const addItems = useAddItems();

  const counts = countRows(rows);
  const shown = useMemo(() => rows.filter((row) => filter === 'all' || filterOf(row) === filter), [rows, filter]);

  function patch(index: number, change: Partial<BatchRowView>) {
    updateBatchRows((current) => current.map((row) => (row.index === index ? { ...row, ...change } : row)));
  }

  async function run(kind: 'add' | 'review' | 'rules', action: () => Promise<void>) {
    setBusy(kind);
    try {
      await action();
    } catch {
      // The API client's error catalogue has shown the server's message.
    } finally {
      setBusy(undefined);
    }
  }

  function addToGroup() {
    const ready = rows.filter(isQuotable);
    if (ready.length === 0)
      return void message.warning(
        counts.review > 0 ? t('results.confirmFirst', { review: counts.review }) : t('results.nothingToAdd'),
      );
    const unread = ready.find((row) => metresOf(row) === undefined);
    if (unread) return void message.error(t('results.countInvalid', { line: lineOf(unread) }));
    const infos = ready.flatMap((row) => (row.chosen ? [{ cable: row.chosen.id, count: metresOf(row) ?? '' }] : []));
    void run('add', async () => {
      const result = await addItems.trigger(group, infos);
      if (!result) return;
      const count = result.infos.length;
      void message.success(
        counts.review > 0
          ? t('results.addedLeft', { group, count, review: counts.review })
          : t('results.added', { group, count }),
      );
    });
  }

  function uploadForReview() {
    const texts = reviewTexts(rows);
    if (texts.length === 0) return void message.warning(t('results.nothingToReview'));
    void run('review', async () => {
      const result = await submitForReview(texts);
      const accepted = new Set(result.rules);
      updateBatchRows((current) =>
        current.map((row) =>
          row.state === 'unmatched' && accepted.has(row.raw.trim().slice(0, 128))
            ? { ...row, state: 'submitted' }
            : row,
        ),
      );
      void message.success(t('results.submitted', { count: result.rules.length, pending: result.pending }));
    });
  }

  function saveRules() {
    const rules = rulesFromCorrections(rows);
    if (rules.length === 0) return void message.warning(t('results.noCorrections'));
    void run('rules', async () => {
      await addRuleTexts(rules);
      void message.success(
        t('results.rulesSaved', { count: rules.reduce((sum, rule) => sum + rule.matches.length, 0) }),
      );
    });
  }

  if (rows.length === 0) {
    return (
      <Card title={t('results.title')}>
        <Empty description={source ? t('results.none', { name: source }) : t('results.empty')} />
      </Card>
    );
  }

  return (
    <Card
      title={
        <Space wrap>
          {t('results.title')}
          {source ? <Typography.Text type="secondary">{source}</Typography.Text> : null}
          <Tag color="success">{t('results.matched', { count: counts.matched })}</Tag>
          <Tag color="warning">{t('results.review', { count: counts.review })}</Tag>
          <Tag color="error">{t('results.unmatched', { count: counts.unmatched })}</Tag>
        </Space>
      }
      extra={
        <Segmented<Filter>
          value={filter}
          onChange={(value) => setChosenFilter({ load, filter: value })}
          options={[
            { value: 'all', label: t('results.all', { count: rows.length }) },
            { value: 'matched', label: t('results.status.matched') },
            { value: 'review', label: t('results.status.review') },
            { value: 'unmatched', label: t('results.status.unmatched') },
          ]}
        />
      }
    >
      <Table<BatchRowView>
        size="small"
        rowKey="index"
        dataSource={shown}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
        // Fixed layout keeps the columns to their widths so the table fits the card; it scrolls only below 900 px.
        tableLayout="fixed"
        scroll={{ x: 900 }}
        rowClassName={(row) => `batch-row-${row.state}`}
        columns={[
          { title: t('results.index'), key: 'line', width: 48, render: (_value, row) => lineOf(row) },
          {
            title: t('results.raw'),
            key: 'raw',
            render: (_value, row) => (
              <Space orientation="vertical" size={0}>
                <span className={styles.raw}>{row.raw}</span>
                <Typography.Text type="secondary" className={styles.written}>
                  {t('results.read', { text: keywordSummary(row.keywords) })}
                </Typography.Text>
                {row.state === 'review' || row.state === 'unmatched' ? (
                  <UnclearCells cells={row.unclear} line={lineOf(row)} picture={picture} />
                ) : null}
              </Space>
            ),
          },
          {
            title: t('results.cable'),
            key: 'cable',
            width: 216,
            render: (_value, row) => (
              <Space size={4} wrap>
                {row.state === 'review' && row.chosen ? <Tag color="warning">{t('results.suggested')}</Tag> : null}
                {row.infos.length > 1 && row.state !== 'corrected' ? (
                  <Select
                    size="small"
                    style={{ minWidth: 190 }}
                    value={row.chosen?.id}
                    aria-label={`${t('results.cable')} ${lineOf(row)}`}
                    options={row.infos.map((cable) => ({ value: cable.id, label: cableLabel(cable) }))}
                    onChange={(id) => patch(row.index, { chosen: row.infos.find((cable) => cable.id === id) })}
                  />
                ) : row.chosen ? (
                  <span>{cableLabel(row.chosen)}</span>
                ) : null}
                <Button size="small" type="link" onClick={() => setPicking(row)}>
                  {row.chosen ? t('results.change') : t('results.correct')}
                </Button>
              </Space>
            ),
          },
          {
            title: t('results.count'),
            key: 'count',
            width: 108,
            render: (_value, row) => {
              const written = writtenQuantity(row);
              const unread = metresOf(row) === undefined;
              return (
                <Space orientation="vertical" size={2}>
                  <Input
                    size="small"
                    value={row.quantity}
                    maxLength={24}
                    placeholder={t('results.metresPlaceholder')}
                    status={unread && row.state !== 'unmatched' && row.state !== 'submitted' ? 'error' : undefined}
                    aria-label={t('results.countLabel', { line: lineOf(row) })}
                    onChange={(event) => patch(row.index, { quantity: event.target.value })}
                  />
                  {written ? (
                    <Typography.Text type="secondary" className={styles.written}>
                      {t('results.written', { text: written })}
                    </Typography.Text>
                  ) : null}
                </Space>
              );
            },
          },
          {
            title: <HeaderText text={t('results.priceWithUnit', { unit: t(`unit.${unit}`) })} />,
            key: 'price',
            width: 116,
            align: 'right',
            render: (_value, row) => {
              if (!row.chosen) return '-';
              const price = priceOf(row, mode);
              return price === undefined ? (
                <Typography.Text type="secondary">{t('results.noPrice')}</Typography.Text>
              ) : (
                formatMoney(price, places)
              );
            },
          },
          {
            title: t('results.status'),
            key: 'status',
            width: 180,
            render: (_value, row) => (
              <Space orientation="vertical" size={4}>
                <Space size={4} wrap>
                  <Tag color={STATE_COLOR[row.state]}>{t(`results.status.${row.state}`)}</Tag>
                  {row.state === 'review' ? (
                    <Tooltip title={canConfirm(row) ? undefined : t('results.confirmHint')}>
                      <Button
                        size="small"
                        type="primary"
                        ghost
                        disabled={!canConfirm(row)}
                        aria-label={`${t('results.confirm')} ${lineOf(row)}`}
                        onClick={() => patch(row.index, { state: 'confirmed' })}
                      >
                        {t('results.confirm')}
                      </Button>
                    </Tooltip>
                  ) : null}
                </Space>
                {row.state === 'review' || row.state === 'unmatched' ? (
                  <ul className={styles.reasons}>
                    {row.reasons.map((reason) => (
                      <li key={reason}>{reasonText(reason, row.written.unit)}</li>
                    ))}
                  </ul>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <Space wrap style={{ marginTop: 12 }}>
        <Button type="primary" loading={busy === 'add'} onClick={addToGroup}>
          {t('results.addSelected', { group })}
        </Button>
        <Button loading={busy === 'review'} onClick={uploadForReview} disabled={counts.unmatched === 0}>
          {t('results.submitReview')}
        </Button>
        <Button loading={busy === 'rules'} onClick={saveRules}>
          {t('results.saveRules')}
        </Button>
        <Button danger type="text" onClick={clearBatchResults}>
          {t('results.clear')}
        </Button>
      </Space>
      {picking ? (
        <CablePickerModal
          key={picking.index}
          open
          initialKeyword={picking.keywords.model || picking.keywords.spec || picking.keywords.name}
          unit={unit}
          onClose={() => setPicking(undefined)}
          onPick={(cable) => {
            patch(picking.index, { chosen: cable, state: 'corrected' });
            setPicking(undefined);
          }}
        />
      ) : null}
    </Card>
  );
}
