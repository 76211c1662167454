import { App, Form, Input, Modal, Segmented, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { CableInfo } from '../../../entities/cables/cables-api';
import { INVENTORY_GROUPS } from '../../../entities/inventory/inventory-api';
import { useAddItems } from '../../../entities/inventory/inventory-hooks';
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
  const addItems = useAddItems();

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
    // On a refusal the error catalogue has shown the server's message; the dialog stays open for a retry.
    if (!(await addItems.trigger(group, [{ cable: cable.id, count: metres }]))) return;
    void message.success(t('add.done', { group }));
    onAdded?.(group);
    onClose();
  };

  return (
    <Modal
      open={cable !== undefined}
      title={t('add.title')}
      okText={t('add.submit')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={addItems.pending}
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
