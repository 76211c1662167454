import { BatchWorkspace } from '../components/batch-workspace';
import { useBatchText } from '../i18n/messages';

/** /realquotes/identifyfiles: recognition of uploaded files only. */
export default function IdentifyFilesPage() {
  const t = useBatchText();
  return <BatchWorkspace title={t('identify.title')} hint={t('identify.hint')} tiles={['sheet', 'image', 'pdf']} />;
}
