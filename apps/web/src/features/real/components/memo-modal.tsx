import { App, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useSetItemsMemo } from '../../../entities/inventory/inventory-hooks';
import { useRealText, validationText } from '../i18n/use-real-text';
import { MEMO_LIMIT, textLength, validateMemo } from '../utils/validation';

interface MemoModalProps {
  open: boolean;
  group: number;
  ids: string[];
  initialMemo: string;
  onClose: () => void;
}

/** Memo of one or more items (memo/set, at most 256 characters). */
export function MemoModal({ open, group, ids, initialMemo, onClose }: MemoModalProps) {
  const t = useRealText();
  const { message } = App.useApp();
  const [memo, setMemo] = useState(initialMemo);
  const saveMemo = useSetItemsMemo();

  useEffect(() => {
    if (open) setMemo(initialMemo);
  }, [open, initialMemo]);

  const error = validationText(t, validateMemo(memo));

  const submit = async () => {
    if (error || ids.length === 0) return;
    if (!(await saveMemo.trigger(group, ids, memo))) return;
    void message.success(t('action.saved'));
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('memo.title')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onClose}
      okButtonProps={{ disabled: Boolean(error) }}
      confirmLoading={saveMemo.pending}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('memo.field')} validateStatus={error ? 'error' : undefined} help={error}>
          <Input.TextArea
            aria-label={t('memo.field')}
            rows={4}
            value={memo}
            count={{ show: true, max: MEMO_LIMIT, strategy: textLength }}
            onChange={(event) => setMemo(event.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
