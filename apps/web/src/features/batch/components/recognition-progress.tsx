import { LoadingOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useEffect, useState } from 'react';
import type { RecognitionRun } from '../hooks/use-recognition-run';
import { useBatchText } from '../i18n/messages';

/** A recognition is shown once it has taken this long; a quicker one would only flash. */
export const SHOW_AFTER_MS = 1000;

/** What a recognition that takes a while is at (its stage and the seconds spent), and the button that cancels it. */
export function RecognitionProgress({ run, onCancel }: { run: RecognitionRun | undefined; onCancel(): void }) {
  const t = useBatchText();
  const [now, setNow] = useState(() => performance.now());

  useEffect(() => {
    if (!run) return;
    setNow(performance.now());
    const timer = setInterval(() => setNow(performance.now()), 250);
    return () => clearInterval(timer);
  }, [run]);

  if (!run) return null;
  const elapsed = now - run.startedAt;
  if (elapsed < SHOW_AFTER_MS) return null;
  return (
    <Alert
      role="status"
      type="info"
      icon={<LoadingOutlined />}
      showIcon
      title={t('progress.stage')}
      description={t('progress.elapsed', { name: run.name, seconds: Math.floor(elapsed / 1000) })}
      action={
        <Button size="small" onClick={onCancel}>
          {t('progress.cancel')}
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
