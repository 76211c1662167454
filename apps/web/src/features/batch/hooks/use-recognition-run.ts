import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBatchText } from '../i18n/messages';

/** A recognition under way: what is read, and since when (ms, performance.now()). */
export interface RecognitionRun {
  name: string;
  startedAt: number;
}

/**
 * Runs one recognition at a time with a way to cancel it: `recognise` hands the work an AbortSignal and resolves
 * with its answer, or with undefined when it failed (the API client's error catalogue has shown why) or was cancelled
 * (the user is told no row was added). Leaving the screen cancels what runs.
 */
export function useRecognitionRun(): {
  running: RecognitionRun | undefined;
  cancel(): void;
  recognise<T>(name: string, work: (signal: AbortSignal) => Promise<T>): Promise<T | undefined>;
} {
  const t = useBatchText();
  const { message } = App.useApp();
  const [running, setRunning] = useState<RecognitionRun>();
  const controller = useRef<AbortController>(undefined);

  useEffect(() => () => controller.current?.abort(), []);

  const cancel = useCallback(() => controller.current?.abort(), []);

  async function recognise<T>(name: string, work: (signal: AbortSignal) => Promise<T>): Promise<T | undefined> {
    const own = new AbortController();
    controller.current = own;
    setRunning({ name, startedAt: performance.now() });
    try {
      return await work(own.signal);
    } catch {
      if (own.signal.aborted) void message.info(t('progress.cancelled'));
      return undefined;
    } finally {
      if (controller.current === own) {
        controller.current = undefined;
        setRunning(undefined);
      }
    }
  }

  return { running, cancel, recognise };
}
