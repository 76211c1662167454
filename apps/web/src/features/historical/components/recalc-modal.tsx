import { App, Form, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { type HistoryRecord, useRecalcHistory } from '../api/history-api';
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
  const recalc = useRecalcHistory();

  async function submit() {
    if (!record) return;
    const result = await recalc.trigger(record.id, group);
    if (!result) return;
    void message.success(t('recalc.done', { count: result.count, group: result.group }));
    onClose();
  }

  return (
    <Modal
      open={record !== undefined}
      title={t('recalc.title')}
      okText={t('recalc.ok')}
      cancelText={t('cancel')}
      confirmLoading={recalc.pending}
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
