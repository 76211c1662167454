import { App, Col, Form, InputNumber, Modal, Row, Switch } from 'antd';
import { useEffect, useState } from 'react';
import type { Freight, InventoryAttr } from '../../../entities/inventory/inventory-api';
import { useSetAttr, useSetFreight } from '../../../entities/inventory/inventory-hooks';
import { useRealText, validationText } from '../i18n/use-real-text';
import { validateOptionalAmount } from '../utils/validation';

interface FreightModalProps {
  open: boolean;
  group: number;
  /** What was last saved for the group in this session; the list call does not return it. */
  initial: { freight: Freight; attr: InventoryAttr };
  onSaved: (saved: { freight: Freight; attr: InventoryAttr }) => void;
  onClose: () => void;
}

const FREIGHT_FIELDS = ['fee', 'full', 'mile', 'price'] as const;

/** Freight of a group (freight/set) and whether the quote includes freight and packaging (attr/set). */
export function FreightModal({ open, group, initial, onSaved, onClose }: FreightModalProps) {
  const t = useRealText();
  const { message } = App.useApp();
  const [values, setValues] = useState<Record<(typeof FREIGHT_FIELDS)[number], number | null>>(initial.freight);
  const [attr, setAttrState] = useState(initial.attr);
  const saveFreight = useSetFreight();
  const saveAttr = useSetAttr();

  useEffect(() => {
    if (open) {
      setValues(initial.freight);
      setAttrState(initial.attr);
    }
  }, [open, initial]);

  const errors = Object.fromEntries(
    FREIGHT_FIELDS.map((field) => [field, validationText(t, validateOptionalAmount(values[field]))]),
  ) as Record<(typeof FREIGHT_FIELDS)[number], string | undefined>;
  const invalid = FREIGHT_FIELDS.some((field) => errors[field]);

  const submit = async () => {
    if (invalid) return;
    const freight: Freight = {
      fee: values.fee ?? 0,
      full: values.full ?? 0,
      mile: values.mile ?? 0,
      price: values.price ?? 0,
    };
    const saved = await saveFreight.trigger(group, freight);
    const savedAttr = saved && (await saveAttr.trigger(group, attr));
    if (!saved || !savedAttr) return;
    onSaved({ freight: saved.freight, attr: savedAttr.attr });
    void message.success(t('action.saved'));
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('freight.title')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onClose}
      okButtonProps={{ disabled: invalid }}
      confirmLoading={saveFreight.pending || saveAttr.pending}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Row gutter={16}>
          {FREIGHT_FIELDS.map((field) => (
            <Col span={12} key={field}>
              <Form.Item
                label={t(`freight.${field}`)}
                validateStatus={errors[field] ? 'error' : undefined}
                help={errors[field]}
              >
                <InputNumber
                  aria-label={t(`freight.${field}`)}
                  style={{ width: '100%' }}
                  value={values[field]}
                  onChange={(value) => setValues((previous) => ({ ...previous, [field]: value }))}
                />
              </Form.Item>
            </Col>
          ))}
          <Col span={12}>
            <Form.Item label={t('freight.includeFreight')}>
              <Switch
                aria-label={t('freight.includeFreight')}
                checked={attr.freight}
                onChange={(checked) => setAttrState((previous) => ({ ...previous, freight: checked }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={t('freight.includePackage')}>
              <Switch
                aria-label={t('freight.includePackage')}
                checked={attr.package}
                onChange={(checked) => setAttrState((previous) => ({ ...previous, package: checked }))}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
