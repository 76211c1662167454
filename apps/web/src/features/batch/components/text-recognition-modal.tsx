import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useBatchText } from '../i18n/messages';
import { countTextLines, MAX_TEXT_ROWS, parseTextRows, type TextRow } from '../utils/parse-text-rows';

/** Text recognition: one item per line, parsed here into the keyword rows batch/cable/query matches. */
export function TextRecognitionModal({
  open,
  onClose,
  onSubmit,
}: {
  open: boolean;
  onClose: () => void;
  onSubmit: (rows: TextRow[]) => Promise<void>;
}) {
  const t = useBatchText();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit() {
    const lines = countTextLines(text);
    if (lines === 0) return setProblem(t('text.required'));
    if (lines > MAX_TEXT_ROWS) return setProblem(t('text.tooMany', { max: MAX_TEXT_ROWS, count: lines }));
    const rows = parseTextRows(text);
    if (rows.length === 0) return setProblem(t('text.noRows'));
    setProblem(undefined);
    setBusy(true);
    try {
      await onSubmit(rows);
      setText('');
      onClose();
    } catch {
      // The API client has already shown the server's message; the text stays for another try.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t('text.title')}
      okText={t('text.submit')}
      cancelText={t('text.cancel')}
      onOk={submit}
      confirmLoading={busy}
      onCancel={onClose}
      width={640}
    >
      <Form layout="vertical">
        <Form.Item validateStatus={problem ? 'error' : undefined} help={problem}>
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
    </Modal>
  );
}
