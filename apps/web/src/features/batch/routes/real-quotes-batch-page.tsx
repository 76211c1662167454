import { useI18n } from '../../../i18n/i18n-provider';
import { BatchWorkspace } from '../components/batch-workspace';

/** /realquotes/batchquotation: the Batch page's flow reached from real-time quotation. */
export default function RealQuotesBatchPage() {
  const { t } = useI18n();
  return <BatchWorkspace title={t('crumb.batchQuotation')} tiles={['sheet', 'image', 'pdf', 'text']} />;
}
