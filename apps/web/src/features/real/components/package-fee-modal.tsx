import { App, Form, InputNumber, Modal, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useSetPackageFee } from '../../../entities/inventory/inventory-hooks';
import { useRealText, validationText } from '../i18n/use-real-text';
import { validateOptionalAmount } from '../utils/validation';

interface PackageFeeModalProps {
  itemId: string | undefined;
  onClose: () => void;
}

/** Package fee of one item (pkgfee/set {id, fee, flag}). */
export function PackageFeeModal({ itemId, onClose }: PackageFeeModalProps) {
  const t = useRealText();
  const { message } = App.useApp();
  const [fee, setFee] = useState<number | null>(null);
  const [flag, setFlag] = useState(true);
  const savePackageFee = useSetPackageFee();

  useEffect(() => {
    if (itemId) {
      setFee(null);
      setFlag(true);
    }
  }, [itemId]);

  const error = validationText(t, validateOptionalAmount(fee));

  const submit = async () => {
    if (!itemId || error) return;
    if (!(await savePackageFee.trigger(itemId, fee ?? 0, flag))) return;
    void message.success(t('action.saved'));
    onClose();
  };

  return (
    <Modal
      open={itemId !== undefined}
      title={t('pkgfee.title')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onClose}
      okButtonProps={{ disabled: Boolean(error) }}
      confirmLoading={savePackageFee.pending}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('pkgfee.fee')} validateStatus={error ? 'error' : undefined} help={error}>
          <InputNumber aria-label={t('pkgfee.fee')} style={{ width: '100%' }} value={fee} onChange={setFee} />
        </Form.Item>
        <Form.Item label={t('pkgfee.flag')}>
          <Switch aria-label={t('pkgfee.flag')} checked={flag} onChange={setFlag} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
