import { App, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useAdjustItems } from '../../../entities/inventory/inventory-hooks';
import { useRealText, validationText } from '../i18n/use-real-text';
import { validateChange, validateOptionalAmount } from '../utils/validation';

interface AdjustModalProps {
  open: boolean;
  group: number;
  ids: string[];
  onClose: () => void;
}

/**
 * Percentage adjustment of items (change/set). Copper and aluminium prices are separate optional
 * fields; a change of 0 restores the system price.
 */
export function AdjustModal({ open, group, ids, onClose }: AdjustModalProps) {
  const t = useRealText();
  const { message } = App.useApp();
  const [change, setChange] = useState('');
  const [cu, setCu] = useState<number | null>(null);
  const [ai, setAi] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const adjust = useAdjustItems();

  useEffect(() => {
    if (open) {
      setChange('');
      setCu(null);
      setAi(null);
      setSubmitted(false);
    }
  }, [open]);

  const errors = {
    change: validationText(t, validateChange(change)),
    cu: validationText(t, validateOptionalAmount(cu)),
    ai: validationText(t, validateOptionalAmount(ai)),
  };

  const submit = async () => {
    setSubmitted(true);
    if (errors.change || errors.cu || errors.ai || ids.length === 0) return;
    const value = change.trim();
    if (!(await adjust.trigger(group, ids, value, { cu: cu ?? undefined, ai: ai ?? undefined }))) return;
    void message.success(Number(value) === 0 ? t('adjust.restored') : t('adjust.done', { change: value }));
    onClose();
  };

  const status = (error: string | undefined) => (submitted && error ? 'error' : undefined);

  return (
    <Modal
      open={open}
      title={t('adjust.title')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={adjust.pending}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('adjust.scope', { count: ids.length })}</Typography.Paragraph>
      <Form layout="vertical" onFinish={submit}>
        <Form.Item
          label={t('adjust.change')}
          validateStatus={status(errors.change)}
          help={submitted && errors.change ? errors.change : t('adjust.changeHelp')}
        >
          <Input
            aria-label={t('adjust.change')}
            value={change}
            inputMode="decimal"
            suffix="%"
            onChange={(event) => setChange(event.target.value)}
            onPressEnter={submit}
          />
        </Form.Item>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          {t('adjust.materialHelp')}
        </Typography.Paragraph>
        <Form.Item label={t('adjust.cu')} validateStatus={status(errors.cu)} help={submitted ? errors.cu : undefined}>
          <InputNumber aria-label={t('adjust.cu')} style={{ width: '100%' }} value={cu} onChange={setCu} />
        </Form.Item>
        <Form.Item label={t('adjust.ai')} validateStatus={status(errors.ai)} help={submitted ? errors.ai : undefined}>
          <InputNumber aria-label={t('adjust.ai')} style={{ width: '100%' }} value={ai} onChange={setAi} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
