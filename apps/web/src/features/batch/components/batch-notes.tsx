import { Alert } from 'antd';
import { useBatchText } from '../i18n/messages';

/** The four notes of spec section 2 (Batch page). */
export function BatchNotes() {
  const t = useBatchText();
  return (
    <Alert
      type="info"
      showIcon
      title={t('notes.title')}
      description={
        <ol style={{ margin: 0, paddingInlineStart: 18 }}>
          <li>{t('notes.columns')}</li>
          <li>{t('notes.review')}</li>
          <li>{t('notes.expanding')}</li>
          <li>{t('notes.ban')}</li>
        </ol>
      }
    />
  );
}
