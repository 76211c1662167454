import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { useMutation } from '../../../api/mutation';
import { useBatchText } from '../i18n/messages';
import { countTextLines, MAX_TEXT_ROWS, parseTextRows, type TextRow } from '../utils/parse-text-rows';
import { unreadLines } from '../utils/unread-lines';
import styles from './batch.module.css';

/** Unread lines listed in the dialog; the count always covers them all. */
const LISTED_UNREAD = 8;

/**
 * Text recognition: one item per line, read here by the shared inquiry parser into the rows batch/cable/query
 * matches. Lines that give no row are listed with their numbers before anything is sent, and their count is part of
 * the result's message.
 */
export function TextRecognitionModal({
  open,
  onClose,
  onSubmit,
}: {
  open: boolean;
  onClose: () => void;
  onSubmit: (rows: TextRow[], skipped: number) => Promise<void>;
}) {
  const t = useBatchText();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const sending = useMutation(async (rows: TextRow[], unreadCount: number) => {
    await onSubmit(rows, unreadCount);
    return true as const;
  });
  const typed = useDeferredValue(text);
  const reading = useMemo(() => {
    if (countTextLines(typed) > MAX_TEXT_ROWS) return undefined;
    const rows = parseTextRows(typed);
    return { rows, unread: unreadLines(typed, rows) };
  }, [typed]);

  async function submit() {
    const lines = countTextLines(text);
    if (lines === 0) return setProblem(t('text.required'));
    if (lines > MAX_TEXT_ROWS) return setProblem(t('text.tooMany', { max: MAX_TEXT_ROWS, count: lines }));
    const rows = parseTextRows(text);
    if (rows.length === 0) return setProblem(t('text.noRows'));
    setProblem(undefined);
    // A refusal resolves undefined: the API client has shown the server's message, and the text stays for another try.
    if (!(await sending.trigger(rows, unreadLines(text, rows).length))) return;
    setText('');
    onClose();
  }

  const unread = reading?.unread ?? [];
  return (
    <Modal
      open={open}
      title={t('text.title')}
      okText={t('text.submit')}
      cancelText={t('text.cancel')}
      onOk={submit}
      confirmLoading={sending.pending}
      onCancel={onClose}
      width={640}
    >
      <Form layout="vertical">
        <Form.Item validateStatus={problem ? 'error' : undefined} help={problem} style={{ marginBottom: 12 }}>
          <Input.TextArea
            aria-label={t('text.title')}
            value={text}
            rows={10}
            placeholder={t('text.placeholder')}
            onChange={(event) => {
              setText(event.target.value);
              if (problem) setProblem(undefined);
            }}
          />
        </Form.Item>
      </Form>
      {reading && reading.rows.length > 0 ? (
        <Typography.Text type="secondary">{t('text.preview', { rows: reading.rows.length })}</Typography.Text>
      ) : null}
      {unread.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 8 }}
          title={t('text.unread', { count: unread.length })}
          description={
            <ul className={styles.unreadLines} aria-label={t('text.unread', { count: unread.length })}>
              {unread.slice(0, LISTED_UNREAD).map((entry) => (
                <li key={entry.line}>
                  <Typography.Text type="secondary">{t('text.line', { line: entry.line })}</Typography.Text>{' '}
                  {entry.text}
                </li>
              ))}
              {unread.length > LISTED_UNREAD ? <li>…</li> : null}
            </ul>
          }
        />
      ) : null}
    </Modal>
  );
}
