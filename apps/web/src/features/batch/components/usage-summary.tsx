import { Progress, Space, Typography } from 'antd';
import { useBatchUsage, useUserLimit } from '../api/batch-api';
import { useBatchText } from '../i18n/messages';

function percent(used: number, limit: number): number {
  return limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 0;
}

/** Today's recognitions against the daily allowances (batch/usage/state and user/info/limit). */
export function UsageSummary() {
  const t = useBatchText();
  const usage = useBatchUsage().data;
  const limit = useUserLimit().data;
  if (!usage) return null;
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }} aria-label={t('usage.title')}>
      <Typography.Text strong>{t('usage.title')}</Typography.Text>
      <Typography.Text>{t('usage.batch', { used: usage.used, limit: usage.limit })}</Typography.Text>
      <Progress
        percent={percent(usage.used, usage.limit)}
        size="small"
        showInfo={false}
        aria-label={t('usage.batch', { used: usage.used, limit: usage.limit })}
      />
      <Typography.Text>{t('usage.ocr', { used: usage.ocr.used, limit: usage.ocr.limit })}</Typography.Text>
      <Progress
        percent={percent(usage.ocr.used, usage.ocr.limit)}
        size="small"
        showInfo={false}
        aria-label={t('usage.ocr', { used: usage.ocr.used, limit: usage.ocr.limit })}
      />
      {limit ? (
        <Typography.Text type="secondary">{t('usage.limit', { limit: limit.limit, ocr: limit.ocr })}</Typography.Text>
      ) : null}
    </Space>
  );
}
