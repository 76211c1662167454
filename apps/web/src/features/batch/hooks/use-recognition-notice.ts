import { App } from 'antd';
import { useBatchText } from '../i18n/messages';
import { type BatchRowView, countRows, type UploadKind } from '../utils/batch-rows';

/**
 * The message after a recognition, telling what it found: rows matched, to confirm and unmatched (and, for typed
 * text, the lines not read as cables). A recognition that found no row is a warning that says what the file needs,
 * never a success; one that left rows to confirm or unmatched is a warning too.
 */
export function useRecognitionNotice(): (
  rows: readonly BatchRowView[],
  source: { kind: UploadKind; name: string; skipped?: number },
) => void {
  const t = useBatchText();
  const { message } = App.useApp();
  return (rows, { kind, name, skipped = 0 }) => {
    if (rows.length === 0) return void message.warning(t(`upload.none.${kind}`, { name }), 8);
    const counts = countRows(rows);
    const text = `${t('upload.done', { ...counts })}${skipped > 0 ? t('upload.skipped', { count: skipped }) : ''}`;
    if (counts.review + counts.unmatched > 0) void message.warning(text, 6);
    else void message.success(text);
  };
}
