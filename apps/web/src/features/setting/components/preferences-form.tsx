import { MEMO_MAX_LENGTH, type PriceMode, UNIT_MODES } from '@cable/contracts/vocabulary';
import { Alert, App, Button, Card, Col, Divider, Form, Input, InputNumber, Radio, Row, Select, Skeleton } from 'antd';
import { useAccess } from '../../../api/access';
import { useModules } from '../../../api/hooks/use-modules';
import { useSaveConfs, useSystemConfigs, useUserConfs } from '../../../entities/configs/configs-api';
import { useSettingText } from '../i18n/messages';
import { type PreferenceValues, placesRule, preferenceConfs, preferenceValuesOf } from '../utils/preferences';

const GROUPS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/** Quotation preferences: price mode, unit, places, default group and memo, and the tax settings (conf/save). */
export function PreferencesForm() {
  const t = useSettingText();
  const confs = useUserConfs();
  const system = useSystemConfigs();
  const modules = useModules();
  const modes = useAccess().priceModes;
  if (confs.isLoading || system.isLoading || modules.isLoading || !confs.data) return <Skeleton active />;
  return (
    <PreferencesFormLoaded initial={preferenceValuesOf(confs.data.confs, system.data?.configs)} modes={modes} t={t} />
  );
}

function PreferencesFormLoaded({
  initial,
  modes,
  t,
}: {
  initial: PreferenceValues;
  /** The price modes the user's price rights show (PriceAuthBase/Sale/Tax); only these can be chosen and saved. */
  modes: PriceMode[];
  t: ReturnType<typeof useSettingText>;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<PreferenceValues>();
  const saving = useSaveConfs();
  // A saved mode outside the user's rights (rights taken away since) is not kept silently: the user picks again.
  const hiddenSavedMode = modes.includes(initial.mode) ? undefined : initial.mode;
  const initialValues = hiddenSavedMode === undefined ? initial : { ...initial, mode: undefined };

  async function save(values: PreferenceValues) {
    if (await saving.trigger(preferenceConfs(values))) void message.success(t('saved'));
  }

  const binary = (prefix: 'pref.taxMode') => [
    { value: 0, label: t(`${prefix}.0`) },
    { value: 1, label: t(`${prefix}.1`) },
  ];

  return (
    <Card>
      <Form<PreferenceValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={save}
        style={{ maxWidth: 760 }}
      >
        {hiddenSavedMode !== undefined && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('pref.mode.hidden', { mode: t(`mode.${hiddenSavedMode}`) })}
          />
        )}
        <Form.Item
          name="mode"
          label={t('pref.mode')}
          rules={[
            { required: true, message: t('pref.mode.required') },
            {
              validator: (_rule, value: PriceMode | undefined) =>
                value === undefined || modes.includes(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('pref.mode.required'))),
            },
          ]}
        >
          <Radio.Group optionType="button" options={modes.map((value) => ({ value, label: t(`mode.${value}`) }))} />
        </Form.Item>
        <Form.Item name="unit" label={t('pref.unit')} rules={[{ required: true }]}>
          <Radio.Group
            optionType="button"
            options={UNIT_MODES.map((value) => ({ value, label: t(`unit.${value}`) }))}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="places" label={t('pref.places')} rules={[placesRule(t('pref.places.range'))]}>
              <InputNumber style={{ width: '100%' }} precision={0} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="group" label={t('pref.group')}>
              <Select options={GROUPS.map((value) => ({ value, label: t('groupName', { group: value }) }))} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="memo" label={t('pref.memo')} rules={[{ max: MEMO_MAX_LENGTH, message: t('pref.memo.max') }]}>
          <Input.TextArea rows={3} count={{ show: true, max: MEMO_MAX_LENGTH }} />
        </Form.Item>
        <Divider titlePlacement="start">{t('pref.tax')}</Divider>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="taxMode" label={t('pref.taxMode')}>
              <Radio.Group options={binary('pref.taxMode')} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="taxPercent"
              label={t('pref.taxValue')}
              rules={[{ required: true, type: 'number', min: 0, max: 100, message: t('pref.taxValue.range') }]}
            >
              <InputNumber style={{ width: '100%' }} precision={2} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="materialTaxMode" label={t('pref.materialTaxMode')}>
              <Radio.Group options={binary('pref.taxMode')} />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={saving.pending}>
          {t('save')}
        </Button>
      </Form>
    </Card>
  );
}
