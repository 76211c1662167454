import { App, Button, Card, Checkbox, Form, type GetProps, InputNumber, Skeleton, Typography } from 'antd';
import { useSaveConfs, useUserConfs } from '../../../entities/configs/configs-api';
import { useSettingText } from '../i18n/messages';
import { type FormatValues, formatConfs, formatValuesOf, placesRule, QUOTATION_COLUMNS } from '../utils/preferences';

/** /setting/index geshi: the columns and decimal places quotations are printed with. */
/**
 * The column checkboxes as a named group. Form.Item gives its control aria-required and aria-invalid, which a group
 * of checkboxes may not carry (axe aria-allowed-attr); the rule's message still shows under it.
 */
function ColumnChoices({
  'aria-required': _required,
  'aria-invalid': _invalid,
  ...props
}: GetProps<typeof Checkbox.Group> & { 'aria-required'?: unknown; 'aria-invalid'?: unknown }) {
  return <Checkbox.Group role="group" {...props} />;
}

export function FormatForm() {
  const t = useSettingText();
  const { message } = App.useApp();
  const confs = useUserConfs();
  const saving = useSaveConfs();
  if (confs.isLoading || !confs.data) return <Skeleton active />;

  async function save(values: FormatValues) {
    if (await saving.trigger(formatConfs(values))) void message.success(t('saved'));
  }

  return (
    <Card>
      <Typography.Paragraph type="secondary">{t('format.hint')}</Typography.Paragraph>
      <Form<FormatValues> layout="vertical" initialValues={formatValuesOf(confs.data.confs)} onFinish={save}>
        <Form.Item
          name="columns"
          label={t('format.columns')}
          rules={[{ required: true, type: 'array', min: 1, message: t('format.columns.required') }]}
        >
          <ColumnChoices
            options={QUOTATION_COLUMNS.map((column) => ({ value: column, label: t(`column.${column}`) }))}
          />
        </Form.Item>
        <Form.Item name="places" label={t('pref.places')} rules={[placesRule(t('pref.places.range'))]}>
          <InputNumber precision={0} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving.pending}>
          {t('save')}
        </Button>
      </Form>
    </Card>
  );
}
