import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { paths } from '../../config/paths';
import { useI18n } from '../../i18n/i18n-provider';

/**
 * Last resort for a render error: the route tree is kept, so going home recovers. The salesperson reads one sentence
 * in the UI language; the error itself (a stack, a chunk URL) goes to the console for developers.
 */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useI18n();
  useEffect(() => {
    console.error('[route] the page failed to render:', error);
  }, [error]);
  return (
    <Result
      status="error"
      title={t('loadFail.title')}
      subTitle={t('loadFail.content')}
      extra={
        <Button type="primary" href={paths.home}>
          {t('loadFail.back')}
        </Button>
      }
    />
  );
}
