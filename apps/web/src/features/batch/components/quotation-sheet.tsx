import { DownloadOutlined, EyeOutlined, SaveOutlined } from '@ant-design/icons';
import type { PriceMode, UnitMode } from '@cable/contracts/schemas/common';
import {
  App,
  Button,
  Card,
  Checkbox,
  Col,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Space,
  Table,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isApiError } from '../../../api/errors';
import { timestamped, useApiQuery } from '../../../api/swr';
import { type DocumentKind, DocumentPreviewModal, documentPreviewUrl } from '../../../components/document-preview';
import { useQuotePreferences } from '../../../hooks/use-quote-preferences';
import { downloadExcel, saveBlob } from '../../../lib/excel-download';
import { useProfile } from '../../../stores/session-store';
import { useGroupItems, useGroupSumms } from '../api/batch-api';
import {
  saveSheetToHistory,
  TEMPLATE_TYPE,
  type Template,
  useCorps,
  useCustomers,
  useTemplates,
} from '../api/quotation-sheet-api';
import { useBatchText } from '../i18n/messages';
import { GROUPS } from './added-items-panel';

export interface SheetFormValues {
  group: number;
  demander?: string;
  corp?: string;
  tmpl?: string;
  mode: PriceMode;
  unit: UnitMode;
  memo: string;
  fee: number;
  name: string;
  mobile: string;
  flags: ('rno' | 'isquote')[];
}

const DOCUMENTS: DocumentKind[] = ['table', 'contract', 'report', 'outbill', 'cert', 'authorization'];
const MEMO_KEY = 'qms.quotation.memo';

function groupFromState(state: unknown): number | undefined {
  const group = (state as { group?: unknown } | null)?.group;
  return typeof group === 'number' && Number.isInteger(group) && group >= 0 && group <= 9 ? group : undefined;
}

function templateFor(
  templates: readonly Template[],
  kind: DocumentKind,
  chosen: string | undefined,
): string | undefined {
  if (kind === 'table' && chosen) return chosen;
  const ofKind = templates.filter((template) => template.type === TEMPLATE_TYPE[kind]);
  return (ofKind.find((template) => template.default) ?? ofKind[0])?.id;
}

/** /batch/quotation: choose customer, seller, template, price mode, unit and memo; preview, download, save. */
export function QuotationSheet() {
  const t = useBatchText();
  const { message, modal } = App.useApp();
  const location = useLocation();
  const profile = useProfile();
  const { preferences } = useQuotePreferences();
  const confs = useApiQuery('/biz/user/conf/list', timestamped, { revalidateOnFocus: false }).data?.confs;
  const [form] = Form.useForm<SheetFormValues>();
  const [customerSearch, setCustomerSearch] = useState('');
  const customers = useCustomers(customerSearch).data?.demanders ?? [];
  const corps = useCorps().data?.corps ?? [];
  const templates = useTemplates().data?.templates ?? [];
  const tableTemplates = templates.filter((template) => template.type === TEMPLATE_TYPE.table);
  const group = Form.useWatch('group', form) ?? groupFromState(location.state) ?? preferences.group;
  const mode = (Form.useWatch('mode', form) ?? preferences.mode) as PriceMode;
  const unit = (Form.useWatch('unit', form) ?? preferences.unit) as UnitMode;
  const items = useGroupItems(group).data?.infos ?? [];
  const summ = useGroupSumms(mode, unit, preferences.places).data?.summs.find((entry) => entry.group === group);
  const [busy, setBusy] = useState<'download' | 'save'>();
  const [preview, setPreview] = useState<{ title: string; url: string }>();

  // Defaults arrive asynchronously; each fills its field only while the user has not chosen one.
  useEffect(() => {
    const fallback = customers.find((customer) => customer.default);
    if (fallback && !form.getFieldValue('demander')) form.setFieldValue('demander', fallback.id);
  }, [customers, form]);
  useEffect(() => {
    const fallback = corps.find((corp) => corp.default) ?? corps[0];
    if (fallback && !form.getFieldValue('corp')) form.setFieldValue('corp', fallback.id);
  }, [corps, form]);
  useEffect(() => {
    const fallback = templateFor(templates, 'table', undefined);
    if (fallback && !form.getFieldValue('tmpl')) form.setFieldValue('tmpl', fallback);
  }, [templates, form]);
  useEffect(() => {
    const memo = confs?.find((conf) => conf.key === MEMO_KEY)?.value;
    if (typeof memo === 'string' && !form.isFieldTouched('memo')) form.setFieldValue('memo', memo.slice(0, 256));
  }, [confs, form]);
  useEffect(() => {
    if (!form.isFieldTouched('mode')) form.setFieldValue('mode', preferences.mode);
    if (!form.isFieldTouched('unit')) form.setFieldValue('unit', preferences.unit);
  }, [preferences.mode, preferences.unit, form]);

  const [initialValues] = useState<Partial<SheetFormValues>>(() => ({
    group: groupFromState(location.state) ?? preferences.group,
    mode: preferences.mode,
    unit: preferences.unit,
    memo: '',
    fee: 0,
    name: profile?.name ?? '',
    mobile: '',
    flags: ['rno', 'isquote'],
  }));

  async function validated(): Promise<SheetFormValues | undefined> {
    try {
      return await form.validateFields();
    } catch {
      return undefined;
    }
  }

  function requireItems(values: SheetFormValues): boolean {
    if (items.length > 0) return true;
    void message.warning(t('sheet.emptyGroup', { group: values.group }));
    return false;
  }

  async function openPreview(kind: DocumentKind) {
    const values = await validated();
    if (!values || !requireItems(values)) return;
    const cable = items.find((item) => item.cable)?.cable;
    if (kind === 'report' && !cable) return void message.warning(t('sheet.preview.noCable'));
    const tmpl = templateFor(templates, kind, values.tmpl);
    const url = documentPreviewUrl(kind, {
      demander: values.demander ?? '',
      corp: values.corp ?? '',
      tmpl: tmpl ?? values.tmpl ?? '',
      mode: values.mode,
      unit: values.unit,
      memo: values.memo,
      name: values.name,
      mobile: values.mobile,
      rno: values.flags.includes('rno'),
      isquote: values.flags.includes('isquote'),
      group: values.group,
      ...(cable ? { cable } : {}),
    });
    setPreview({ title: t(`sheet.preview.${kind}`), url });
  }

  async function download() {
    const values = await validated();
    if (!values || !requireItems(values)) return;
    setBusy('download');
    try {
      const { blob, fileName } = await downloadExcel({
        form: {
          demander: values.demander ?? '',
          mode: values.mode,
          fee: values.fee ?? 0,
          corp: values.corp ?? '',
          memo: values.memo ?? '',
          unit: values.unit,
          group: values.group,
        },
      });
      saveBlob(blob, fileName);
      void message.success(t('sheet.downloaded', { name: fileName }));
    } catch (error) {
      // A refused or failed call has had its reaction from the error catalogue (dialog, sign-out, warning) already.
      if (!isApiError(error)) modal.error({ title: t('sheet.download'), content: String(error) });
    } finally {
      setBusy(undefined);
    }
  }

  async function save() {
    const values = await validated();
    if (!values || !requireItems(values)) return;
    setBusy('save');
    try {
      const { rno } = await saveSheetToHistory({
        demander: values.demander ?? '',
        mode: values.mode,
        unit: values.unit,
        places: preferences.places,
        memo: values.memo ?? '',
        group: values.group,
        corp: values.corp ?? '',
        name: values.name,
        mobile: values.mobile,
      });
      void message.success(t('sheet.saved', { rno }));
    } catch {
      // The API client's error catalogue has shown the server's message.
    } finally {
      setBusy(undefined);
    }
  }

  const amount = summ ? (mode === 1 ? summ.total.base : mode === 2 ? summ.total.sale : summ.total.tax) : undefined;

  return (
    <div style={{ padding: '16px 24px' }}>
      <Row gutter={16}>
        <Col xs={24} xl={10}>
          <Card title={t('sheet.title')}>
            <Form<SheetFormValues> form={form} layout="vertical" initialValues={initialValues} requiredMark>
              <Form.Item name="group" label={t('sheet.group')}>
                <Select options={GROUPS.map((value) => ({ value, label: t('panel.groupName', { group: value }) }))} />
              </Form.Item>
              <Form.Item
                name="demander"
                label={t('sheet.demander')}
                rules={[{ required: true, message: t('sheet.demander.required') }]}
              >
                <Select
                  showSearch={{
                    filterOption: false,
                    onSearch: (value) => setCustomerSearch(value.trim().slice(0, 256)),
                  }}
                  placeholder={t('sheet.demander.search')}
                  options={customers.map((customer) => ({ value: customer.id, label: customer.name }))}
                />
              </Form.Item>
              <Form.Item
                name="corp"
                label={t('sheet.corp')}
                rules={[{ required: true, message: t('sheet.corp.required') }]}
              >
                <Select options={corps.map((corp) => ({ value: corp.id, label: corp.name }))} />
              </Form.Item>
              <Form.Item
                name="tmpl"
                label={t('sheet.tmpl')}
                rules={[{ required: true, message: t('sheet.tmpl.required') }]}
              >
                <Select options={tableTemplates.map((template) => ({ value: template.id, label: template.name }))} />
              </Form.Item>
              <Form.Item
                name="mode"
                label={t('sheet.mode')}
                rules={[{ required: true, message: t('sheet.mode.required') }]}
              >
                <Radio.Group
                  optionType="button"
                  options={([1, 2, 3] as const).map((value) => ({ value, label: t(`mode.${value}`) }))}
                />
              </Form.Item>
              <Form.Item
                name="unit"
                label={t('sheet.unit')}
                rules={[{ required: true, message: t('sheet.unit.required') }]}
              >
                <Radio.Group
                  optionType="button"
                  options={([0, 1, 2] as const).map((value) => ({ value, label: t(`unit.${value}`) }))}
                />
              </Form.Item>
              <Row gutter={12}>
                <Col span={12}>
                  <Form.Item name="name" label={t('sheet.name')} rules={[{ max: 64 }]}>
                    <Input maxLength={64} />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item name="mobile" label={t('sheet.mobile')} rules={[{ max: 32 }]}>
                    <Input maxLength={32} />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item name="memo" label={t('sheet.memo')} rules={[{ max: 256, message: t('sheet.memo.max') }]}>
                <Input.TextArea rows={3} showCount maxLength={256} />
              </Form.Item>
              <Row gutter={12}>
                <Col span={12}>
                  <Form.Item name="fee" label={t('sheet.fee')}>
                    <InputNumber min={0} max={100_000_000} precision={2} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item name="flags" label={t('sheet.flags')}>
                    <Checkbox.Group
                      options={[
                        { value: 'rno', label: t('sheet.flag.rno') },
                        { value: 'isquote', label: t('sheet.flag.isquote') },
                      ]}
                    />
                  </Form.Item>
                </Col>
              </Row>
            </Form>
            <Typography.Text strong>{t('sheet.preview')}</Typography.Text>
            <Space wrap style={{ margin: '8px 0 16px' }}>
              {DOCUMENTS.map((kind) => (
                <Button key={kind} icon={<EyeOutlined />} onClick={() => openPreview(kind)}>
                  {t(`sheet.preview.${kind}`)}
                </Button>
              ))}
            </Space>
            <Space wrap>
              <Button icon={<DownloadOutlined />} loading={busy === 'download'} onClick={download}>
                {t('sheet.download')}
              </Button>
              <Button type="primary" icon={<SaveOutlined />} loading={busy === 'save'} onClick={save}>
                {t('sheet.save')}
              </Button>
            </Space>
          </Card>
        </Col>
        <Col xs={24} xl={14}>
          <Card
            title={`${t('sheet.items')} · ${t('panel.groupName', { group })}`}
            extra={
              amount === undefined
                ? null
                : `${t('panel.total')} ${amount.toFixed(preferences.places)} ${t('panel.currency')}`
            }
          >
            <Table
              size="small"
              rowKey="id"
              dataSource={items}
              pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
              columns={[
                { title: '#', key: 'index', width: 48, render: (_value, _item, index) => index + 1 },
                { title: t('picker.model'), dataIndex: 'model', width: 120 },
                { title: t('picker.scope'), dataIndex: 'scope', width: 100 },
                { title: t('picker.spec'), dataIndex: 'spec', width: 140 },
                { title: t('results.count'), dataIndex: 'count', width: 90, align: 'right' },
                {
                  title: t('results.priceWithUnit', { unit: t(`unit.${unit}`) }),
                  key: 'price',
                  align: 'right',
                  render: (_value, item) => {
                    const price = mode === 1 ? item.price.base : mode === 2 ? item.price.sale : item.price.tax;
                    return price === undefined ? t('results.noPrice') : price.toFixed(preferences.places);
                  },
                },
                {
                  title: t('sheet.subtotal'),
                  key: 'total',
                  align: 'right',
                  render: (_value, item) => {
                    const total = mode === 1 ? item.total.base : mode === 2 ? item.total.sale : item.total.tax;
                    return total === undefined ? t('results.noPrice') : total.toFixed(preferences.places);
                  },
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
      <DocumentPreviewModal title={preview?.title ?? ''} url={preview?.url} onClose={() => setPreview(undefined)} />
    </div>
  );
}
