import { Button, Result } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useI18n } from '../../i18n/i18n-provider';

/** Last resort for a render error: the route tree is kept, so going home recovers. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useI18n();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <Result
      status="error"
      title={t('loadFail.title')}
      subTitle={detail}
      extra={
        <Button type="primary" href={paths.home}>
          {t('loadFail.back')}
        </Button>
      }
    />
  );
}
