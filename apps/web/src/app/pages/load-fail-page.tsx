import { Button, Result, Space } from 'antd';
import { useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useI18n } from '../../i18n/i18n-provider';

/** Shown when a route's code cannot be loaded (a new deployment removed the old chunks, or the network dropped). */
export default function LoadFailPage() {
  const { t } = useI18n();
  const from = (useLocation().state as { from?: string } | null)?.from;
  return (
    <Result
      status="warning"
      title={t('loadFail.title')}
      subTitle={t('loadFail.content')}
      extra={
        <Space>
          {from && (
            <Button type="primary" onClick={() => window.location.assign(from)}>
              {t('common.retry')}
            </Button>
          )}
          <Button onClick={() => window.location.assign(paths.home)}>{t('loadFail.back')}</Button>
        </Space>
      }
    />
  );
}
