import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useI18n } from '../../i18n/i18n-provider';

/**
 * Last resort for a render error: the route tree is kept, so going home recovers. The salesperson reads one sentence
 * in the UI language; the error itself (a stack, a chunk URL) goes to the console for developers.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useI18n();
  useEffect(() => {
    const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error;
    console.error('[route] the page failed to render:', detail);
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
