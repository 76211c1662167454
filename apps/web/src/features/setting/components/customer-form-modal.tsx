import { App, Col, Form, Input, Modal, Row, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { type Customer, useSaveCustomer } from '../../../entities/customers/customers-api';
import { type SettingText, type SettingTextKey, useSettingText } from '../i18n/messages';
import {
  bankIsBlank,
  CUSTOMER_LIMITS,
  type CustomerField,
  type CustomerFormValues,
  customerSaveForm,
  lengthProblem,
} from '../utils/customer-validation';

const LABELS: Record<CustomerField, SettingTextKey> = {
  name: 'customer.name',
  leader: 'customer.leader',
  linkman: 'customer.linkman',
  phone: 'customer.phone',
  address: 'customer.address',
  taxno: 'customer.taxno',
  'bank.account': 'customer.bank.account',
  'bank.name': 'customer.bank.name',
  'bank.no': 'customer.bank.no',
};

function lengthRule(field: CustomerField, t: SettingText, optional?: () => boolean): Rule {
  const label = t(LABELS[field]);
  return {
    validator: async (_rule, value: string | undefined) => {
      if (optional?.()) return;
      const problem = lengthProblem(value, CUSTOMER_LIMITS[field]);
      if (!problem) return;
      throw new Error(
        problem.kind === 'required'
          ? t('field.required', { field: label })
          : t('field.length', { field: label, min: problem.min, max: problem.max }),
      );
    },
  };
}

function valuesOf(customer: Customer | undefined): CustomerFormValues {
  return {
    name: customer?.name ?? '',
    leader: customer?.leader ?? '',
    linkman: customer?.linkman ?? '',
    phone: customer?.phone ?? '',
    address: customer?.address ?? '',
    taxno: customer?.taxno ?? '',
    bank: { account: customer?.bank?.account ?? '', name: customer?.bank?.name ?? '', no: customer?.bank?.no ?? '' },
  };
}

/**
 * Create or edit a customer. Every length of spec section 3 is checked before sending; the tax number is
 * typed only on creation; a refusal (71 for a taken tax number) is shown by the API client and the
 * dialog stays open with what was typed.
 */
export function CustomerFormModal({
  customer,
  onClose,
}: {
  /** undefined creates a customer. */
  customer: Customer | undefined;
  onClose: () => void;
}) {
  const t = useSettingText();
  const { message } = App.useApp();
  const [form] = Form.useForm<CustomerFormValues>();
  const save = useSaveCustomer();
  const creating = customer === undefined;
  const bankOptional = () => bankIsBlank(form.getFieldValue('bank'));

  async function submit() {
    let values: CustomerFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    // On a refusal the error catalogue has shown the server's message (71: name, tax number, creator).
    if (!(await save.trigger(customerSaveForm(values, customer?.id)))) return;
    void message.success(t('customer.saved'));
    onClose();
  }

  const text = (field: Exclude<CustomerField, `bank.${string}`>, rows?: number) => (
    <Form.Item name={field} label={t(LABELS[field])} rules={[lengthRule(field, t)]} required>
      {rows ? (
        <Input.TextArea rows={rows} count={{ show: true, max: CUSTOMER_LIMITS[field] }} />
      ) : (
        <Input count={{ show: true, max: CUSTOMER_LIMITS[field] }} />
      )}
    </Form.Item>
  );

  const bank = (field: 'account' | 'name' | 'no') => (
    <Form.Item
      name={['bank', field]}
      label={t(LABELS[`bank.${field}`])}
      rules={[lengthRule(`bank.${field}`, t, bankOptional)]}
      dependencies={[
        ['bank', 'account'],
        ['bank', 'name'],
        ['bank', 'no'],
      ].filter((path) => path[1] !== field)}
    >
      <Input count={{ show: true, max: CUSTOMER_LIMITS[`bank.${field}`] }} />
    </Form.Item>
  );

  return (
    <Modal
      open
      title={creating ? t('customer.create') : t('customer.edit')}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={save.pending}
      onOk={submit}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      <Form<CustomerFormValues> form={form} name="customer" layout="vertical" initialValues={valuesOf(customer)}>
        {text('name')}
        <Form.Item
          name="taxno"
          label={t('customer.taxno')}
          rules={creating ? [lengthRule('taxno', t)] : []}
          required={creating}
          extra={creating ? undefined : t('customer.taxno.fixed')}
        >
          <Input count={{ show: creating, max: CUSTOMER_LIMITS.taxno }} disabled={!creating} />
        </Form.Item>
        <Row gutter={12}>
          <Col span={8}>{text('leader')}</Col>
          <Col span={8}>{text('linkman')}</Col>
          <Col span={8}>{text('phone')}</Col>
        </Row>
        {text('address', 2)}
        <Typography.Text strong>{t('customer.bank')}</Typography.Text>{' '}
        <Typography.Text type="secondary">{t('customer.bank.incomplete')}</Typography.Text>
        <Row gutter={12} style={{ marginTop: 8 }}>
          <Col span={8}>{bank('account')}</Col>
          <Col span={8}>{bank('name')}</Col>
          <Col span={8}>{bank('no')}</Col>
        </Row>
      </Form>
    </Modal>
  );
}
