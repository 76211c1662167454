import { App, Col, Form, Input, Modal, Row } from 'antd';
import { useEffect, useState } from 'react';
import type { QuotationItem } from '../../../entities/inventory/inventory-api';
import { useAddItems, useSetItemsMemo, useSetItemTexts } from '../../../entities/inventory/inventory-hooks';
import { useRealText, validationText } from '../i18n/use-real-text';
import {
  CUSTOM_CABLE_LIMITS,
  type CustomCableField,
  type CustomCableInput,
  countInMetres,
  textLength,
  validateCustomCable,
} from '../utils/validation';

interface CustomCableModalProps {
  open: boolean;
  group: number;
  /** The item whose texts are edited; without it the form adds a new custom cable. */
  item?: QuotationItem;
  onClose: () => void;
}

const EMPTY: Required<CustomCableInput> = { model: '', prop: '', scope: '', spec: '', name: '', memo: '', count: '' };
const TEXT_FIELDS = ['model', 'prop', 'scope', 'spec', 'name'] as const;

/**
 * Custom cable entry: a new row without a catalogue cable (inventory/add) or the texts of an existing
 * row (info/set, memo/set). The limits of spec section 5 are checked before anything is sent.
 */
export function CustomCableModal({ open, group, item, onClose }: CustomCableModalProps) {
  const t = useRealText();
  const { message } = App.useApp();
  const [values, setValues] = useState<Required<CustomCableInput>>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const saveTexts = useSetItemTexts();
  const saveMemo = useSetItemsMemo();
  const addItems = useAddItems();
  const editing = item !== undefined;

  useEffect(() => {
    if (!open) return;
    setSubmitted(false);
    setValues(
      item
        ? {
            model: item.model,
            prop: item.prop,
            scope: item.scope,
            spec: item.spec,
            name: item.name,
            memo: item.memo,
            count: '',
          }
        : EMPTY,
    );
  }, [open, item]);

  const input: CustomCableInput = editing ? { ...values, count: undefined } : values;
  const errors = validateCustomCable(input);
  const invalid = Object.keys(errors).length > 0;
  const errorOf = (field: CustomCableField) => (submitted ? validationText(t, errors[field]) : undefined);

  const submit = async () => {
    setSubmitted(true);
    if (invalid) return;
    const texts = {
      model: values.model.trim(),
      prop: values.prop.trim(),
      scope: values.scope.trim(),
      spec: values.spec.trim(),
      name: values.name.trim(),
    };
    // On a refusal the error catalogue has shown the server's message; the form keeps what was typed.
    const saved = item
      ? (await saveTexts.trigger({ id: item.id, ...texts })) &&
        (values.memo === item.memo || (await saveMemo.trigger(group, [item.id], values.memo)))
      : await addItems.trigger(group, [{ ...texts, memo: values.memo, count: countInMetres(values.count) ?? '' }]);
    if (!saved) return;
    void message.success(t('action.saved'));
    onClose();
  };

  const field = (name: CustomCableField, span: number, multiline = false) => {
    const label = t(`custom.${name}`);
    const error = errorOf(name);
    const max = name === 'count' ? undefined : CUSTOM_CABLE_LIMITS[name];
    const common = {
      'aria-label': label,
      value: values[name],
      onChange: (event: { target: { value: string } }) =>
        setValues((previous) => ({ ...previous, [name]: event.target.value })),
    };
    return (
      <Col span={span} key={name}>
        <Form.Item
          label={label}
          required={name === 'model' || name === 'spec' || name === 'count'}
          validateStatus={error ? 'error' : undefined}
          help={error}
        >
          {multiline ? (
            <Input.TextArea {...common} rows={3} count={{ show: true, max, strategy: textLength }} />
          ) : (
            <Input {...common} count={max ? { show: true, max, strategy: textLength } : undefined} />
          )}
        </Form.Item>
      </Col>
    );
  };

  return (
    <Modal
      open={open}
      title={editing ? t('custom.editTitle') : t('custom.title')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saveTexts.pending || saveMemo.pending || addItems.pending}
      width={640}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Row gutter={16}>
          {TEXT_FIELDS.map((name) => field(name, 12))}
          {!editing && field('count', 12)}
          {field('memo', 24, true)}
        </Row>
      </Form>
    </Modal>
  );
}
