import { App, Form, Input, Modal, Segmented, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { CableInfo } from '../api/cables';
import { addToInventory, INVENTORY_GROUPS } from '../api/inventory';
import { useRealText, validationText } from '../i18n/use-real-text';
import { countInMetres, validateCount } from '../utils/validation';

interface AddToGroupModalProps {
  cable: CableInfo | undefined;
  defaultGroup: number;
  onClose: () => void;
  onAdded?: (group: number) => void;
}

/** Adds one catalogue cable with a count to a group 0-9 (inventory/add). */
export function AddToGroupModal({ cable, defaultGroup, onClose, onAdded }: AddToGroupModalProps) {
  const t = useRealText();
  const { message } = App.useApp();
  const [group, setGroup] = useState(defaultGroup);
  const [count, setCount] = useState('');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (cable) {
      setGroup(defaultGroup);
      setCount('');
      setTouched(false);
    }
  }, [cable, defaultGroup]);

  const countError = validationText(t, validateCount(count));

  const submit = async () => {
    setTouched(true);
    const metres = countInMetres(count);
    if (!cable || metres === undefined) return;
    setSaving(true);
    try {
      await addToInventory(group, [{ cable: cable.id, count: metres }]);
      void message.success(t('add.done', { group }));
      onAdded?.(group);
      onClose();
    } catch {
      // The error catalogue already showed the server's message; the dialog stays open for a retry.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={cable !== undefined}
      title={t('add.title')}
      okText={t('add.submit')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={submit}>
        <Form.Item label={t('add.cable')}>
          <Typography.Text strong>
            {cable ? [cable.model, cable.scope, cable.spec].filter(Boolean).join(' ') : ''}
          </Typography.Text>
        </Form.Item>
        <Form.Item label={t('add.group')}>
          <Segmented
            value={group}
            onChange={(value) => setGroup(Number(value))}
            options={INVENTORY_GROUPS.map((value) => ({ value, label: String(value) }))}
          />
        </Form.Item>
        <Form.Item
          label={t('add.count')}
          validateStatus={touched && countError ? 'error' : undefined}
          help={touched ? countError : undefined}
        >
          <Input
            aria-label={t('add.count')}
            value={count}
            autoFocus
            onChange={(event) => setCount(event.target.value)}
            onBlur={() => setTouched(true)}
            onPressEnter={submit}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
