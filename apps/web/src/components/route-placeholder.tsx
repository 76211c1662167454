import { Card, Typography } from 'antd';
import { useI18n } from '../i18n/i18n-provider';
import type { MessageKey } from '../i18n/messages';

/** Stands in for a quotation screen until its feature (issue 5) replaces the route component. */
export function RoutePlaceholder({ titleKey, name }: { titleKey: MessageKey; name: string }) {
  const { t } = useI18n();
  return (
    <Card style={{ margin: 24 }}>
      <Typography.Title level={3}>{t(titleKey)}</Typography.Title>
      <Typography.Text type="secondary" data-route-name={name}>
        {t('placeholder.pending')}
      </Typography.Text>
    </Card>
  );
}
