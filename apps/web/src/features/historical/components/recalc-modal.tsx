import { App, Form, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { type HistoryRecord, recalcHistory } from '../api/history-api';
import { useHistoryText } from '../i18n/messages';

const GROUPS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/** history/recalc: reprice a saved quotation into a chosen group. */
export function RecalcModal({
  record,
  defaultGroup,
  onClose,
}: {
  record: HistoryRecord | undefined;
  defaultGroup: number;
  onClose: () => void;
}) {
  const t = useHistoryText();
  const { message } = App.useApp();
  const [group, setGroup] = useState(defaultGroup);
  const [busy, setBusy] = useState(false);

  async function submit() {
    if (!record) return;
    setBusy(true);
    try {
      const result = await recalcHistory(record.id, group);
      void message.success(t('recalc.done', { count: result.count, group: result.group }));
      onClose();
    } catch {
      // The API client's error catalogue has shown the server's message.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={record !== undefined}
      title={t('recalc.title')}
      okText={t('recalc.ok')}
      cancelText={t('cancel')}
      confirmLoading={busy}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('recalc.hint')}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('recalc.group')}>
          <Select
            aria-label={t('recalc.group')}
            value={group}
            onChange={setGroup}
            options={GROUPS.map((value) => ({ value, label: t('groupName', { group: value }) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
