import type { PriceMode, UnitMode } from '@cable/contracts/schemas/common';
import { App, Button, Card, Empty, Input, Segmented, Select, Space, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { CablePickerModal } from '../../../components/cable-picker-modal';
import { HeaderText } from '../../../components/header-text';
import { addRuleTexts } from '../../../api/batch-rules';
import { addRowsToGroup, submitForReview } from '../api/batch-api';
import { useBatchText } from '../i18n/messages';
import { clearBatchResults, updateBatchRows, useBatchResults } from '../stores/batch-results-store';
import {
  addableRows,
  type BatchRowView,
  cableLabel,
  isValidCount,
  keywordSummary,
  type RowStatus,
  reviewTexts,
  rulesFromCorrections,
} from '../utils/batch-rows';
import styles from './batch.module.css';

type Filter = 'all' | 'matched' | 'unmatched';

const STATUS_COLOR: Record<RowStatus, string> = {
  matched: 'success',
  corrected: 'processing',
  unmatched: 'error',
  review: 'warning',
};

function isMatched(row: BatchRowView): boolean {
  return row.status === 'matched' || row.status === 'corrected';
}

function priceOf(row: BatchRowView, mode: PriceMode): number | undefined {
  const price = row.chosen?.price;
  if (!price) return undefined;
  return mode === 1 ? price.base : mode === 2 ? price.sale : price.tax;
}

/** Matched and unmatched rows of the last recognition, with hand correction, review upload and rules. */
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
  const { message } = App.useApp();
  const { rows, source } = useBatchResults();
  const [filter, setFilter] = useState<Filter>('all');
  const [picking, setPicking] = useState<BatchRowView>();
  const [busy, setBusy] = useState<'add' | 'review' | 'rules'>();

  const matchedCount = rows.filter(isMatched).length;
  const unmatchedCount = rows.length - matchedCount;
  const shown = useMemo(
    () => rows.filter((row) => filter === 'all' || (filter === 'matched' ? isMatched(row) : !isMatched(row))),
    [rows, filter],
  );

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
    const ready = addableRows(rows);
    if (ready.length === 0) return void message.warning(t('results.nothingToAdd'));
    if (ready.some((row) => !isValidCount(row.count))) return void message.error(t('results.countInvalid'));
    void run('add', async () => {
      const result = await addRowsToGroup(ready, group);
      void message.success(t('results.added', { group, count: result.infos.length }));
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
          row.status === 'unmatched' && accepted.has(row.raw.trim().slice(0, 128)) ? { ...row, status: 'review' } : row,
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
        <Empty description={t('results.empty')} />
      </Card>
    );
  }

  return (
    <Card
      title={
        <Space wrap>
          {t('results.title')}
          {source ? <Typography.Text type="secondary">{source}</Typography.Text> : null}
          <Tag color="success">{t('results.matched', { count: matchedCount })}</Tag>
          <Tag color="error">{t('results.unmatched', { count: unmatchedCount })}</Tag>
        </Space>
      }
      extra={
        <Segmented<Filter>
          value={filter}
          onChange={setFilter}
          options={[
            { value: 'all', label: t('results.all', { count: rows.length }) },
            { value: 'matched', label: t('results.status.matched') },
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
        rowClassName={(row) => `batch-row-${row.status}`}
        columns={[
          { title: t('results.index'), dataIndex: 'index', width: 48, render: (index: number) => index + 1 },
          {
            title: t('results.raw'),
            dataIndex: 'raw',
            render: (raw: string) => <span className={styles.raw}>{raw}</span>,
          },
          {
            title: t('results.keywords'),
            key: 'keywords',
            width: 140,
            render: (_value, row) => keywordSummary(row.keywords),
          },
          {
            title: t('results.cable'),
            key: 'cable',
            width: 230,
            render: (_value, row) => (
              <Space size={4} wrap>
                {row.infos.length > 1 && row.status !== 'corrected' ? (
                  <Select
                    size="small"
                    style={{ minWidth: 200 }}
                    value={row.chosen?.id}
                    aria-label={t('results.cable')}
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
            width: 96,
            render: (_value, row) => (
              <Input
                size="small"
                value={row.count}
                maxLength={16}
                status={isValidCount(row.count) ? undefined : 'error'}
                aria-label={`${t('results.count')} ${row.index + 1}`}
                onChange={(event) => patch(row.index, { count: event.target.value.trim() })}
              />
            ),
          },
          { title: t('results.unit'), dataIndex: 'unit', width: 56 },
          {
            title: <HeaderText text={t('results.priceWithUnit', { unit: t(`unit.${unit}`) })} />,
            key: 'price',
            width: 130,
            align: 'right',
            render: (_value, row) => {
              if (!row.chosen) return '-';
              const price = priceOf(row, mode);
              return price === undefined ? (
                <Typography.Text type="secondary">{t('results.noPrice')}</Typography.Text>
              ) : (
                price.toFixed(places)
              );
            },
          },
          {
            title: t('results.status'),
            key: 'status',
            width: 110,
            render: (_value, row) => <Tag color={STATUS_COLOR[row.status]}>{t(`results.status.${row.status}`)}</Tag>,
          },
        ]}
      />
      <Space wrap style={{ marginTop: 12 }}>
        <Button type="primary" loading={busy === 'add'} onClick={addToGroup}>
          {t('results.addSelected', { group })}
        </Button>
        <Button loading={busy === 'review'} onClick={uploadForReview} disabled={unmatchedCount === 0}>
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
          initialKeyword={picking.keywords.model || picking.keywords.spec}
          unit={unit}
          onClose={() => setPicking(undefined)}
          onPick={(cable) => {
            patch(picking.index, { chosen: cable, status: 'corrected' });
            setPicking(undefined);
          }}
        />
      ) : null}
    </Card>
  );
}
