import { useI18n } from '../../../i18n/i18n-provider';
import { BatchWorkspace } from '../components/batch-workspace';

export default function BatchPage() {
  const { t } = useI18n();
  return <BatchWorkspace title={t('menu.Batch')} tiles={['sheet', 'image', 'pdf', 'text']} />;
}
