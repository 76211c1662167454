import { BatchWorkspace } from '../components/batch-workspace';
import { ManualPickCard } from '../components/manual-pick-card';
import { useBatchText } from '../i18n/messages';

/** /realquotes/manualselection: pick cables by hand, or paste a text list. */
export default function ManualSelectionPage() {
  const t = useBatchText();
  return (
    <BatchWorkspace title={t('manual.title')} hint={t('manual.hint')} tiles={['text']}>
      {({ group, unit }) => <ManualPickCard group={group} unit={unit} />}
    </BatchWorkspace>
  );
}
