import { DownloadOutlined, EyeOutlined, ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import type { PriceMode, UnitMode } from '@cable/contracts/schemas/common';
import {
  CUSTOMER_LIMITS,
  FIELD_OF_MODE,
  MEMO_MAX_LENGTH,
  UNIT_MODES,
  USER_CONFIG_KEYS,
} from '@cable/contracts/vocabulary';
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
  Tag,
  Typography,
} from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAccess } from '../../../api/access';
import { isApiError } from '../../../api/errors';
import { timestamped, useApiQuery } from '../../../api/swr';
import { CopyableText } from '../../../components/copyable-text';
import { type DocumentKind, documentPreviewUrl, useDocumentPreview } from '../../../components/document-preview';
import { type Template, useTemplates } from '../../../entities/configs/configs-api';
import { useCorps } from '../../../entities/corps/corps-api';
import { useCustomerChoices } from '../../../entities/customers/customers-api';
import type { GroupSumm, QuotationItem } from '../../../entities/inventory/inventory-api';
import { useGroupItemsIn, useSheetSumms } from '../../../entities/inventory/inventory-hooks';
import { useQuotePreferences } from '../../../hooks/use-quote-preferences';
import { downloadExcel, saveBlob } from '../../../lib/excel-download';
import { formatMoney } from '../../../lib/format';
import { useProfile } from '../../../stores/session-store';
import { newQuotationNumber, saveSheetToHistory, TEMPLATE_TYPE } from '../api/quotation-sheet-api';
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
const MEMO_KEY = USER_CONFIG_KEYS.quotationMemo;
const PRICE_FIELD = FIELD_OF_MODE;

/** The sheet's own number: taken when the sheet opens, kept for all its documents, spent when it is saved. */
function useQuotationNumber() {
  const [rno, setRno] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [loading, setLoading] = useState(false);
  const renew = useCallback(async () => {
    setLoading(true);
    try {
      setRno(await newQuotationNumber());
      setSaved(false);
    } catch {
      // The error catalogue has shown why; the sheet offers to try again.
    } finally {
      setLoading(false);
    }
  }, []);
  // One number per opened sheet, even when a strict-mode remount runs the effect twice.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void renew();
  }, [renew]);
  return { rno, saved, loading, renew, markSaved: () => setSaved(true) };
}

/** Goods, each fee counted and the total, as the sheet's documents print them under their lines. */
function SheetTotals({ summ, mode, places }: { summ: GroupSumm | undefined; mode: PriceMode; places: number }) {
  const t = useBatchText();
  const field = PRICE_FIELD[mode];
  const total = summ?.total[field];
  if (!summ || total === undefined) return null;
  const unpriced = summ.unpriced?.[field] ?? 0;
  const rows: Array<[string, string]> = [[t('sheet.goods'), formatMoney(summ.goods?.[field] ?? total, places)]];
  if ((summ.fees?.package ?? 0) > 0) rows.push([t('sheet.package'), formatMoney(summ.fees!.package, places)]);
  if ((summ.fees?.freight ?? 0) > 0) rows.push([t('sheet.freight'), formatMoney(summ.fees!.freight, places)]);
  else if (summ.fees?.waived) rows.push([t('sheet.freight'), t('sheet.freightWaived')]);
  return (
    <div data-testid="sheet-totals" style={{ marginTop: 12, textAlign: 'right' }}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <Typography.Text type="secondary">{label}</Typography.Text> {value}
        </div>
      ))}
      <Typography.Text strong>
        {t('sheet.total')} {formatMoney(total, places)} {t('panel.currency')}
      </Typography.Text>
      {unpriced > 0 && (
        <div>
          <Typography.Text type="warning">{t('sheet.excluded', { count: unpriced })}</Typography.Text>
        </div>
      )}
    </div>
  );
}

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
  const customers = useCustomerChoices(customerSearch).data?.demanders ?? [];
  const corps = useCorps().data?.corps ?? [];
  const templates = useTemplates().data?.templates ?? [];
  const tableTemplates = templates.filter((template) => template.type === TEMPLATE_TYPE.table);
  // 成本价 is offered only to users who may see cost prices (PriceAuthBase), and so on for each mode.
  const modes = useAccess().priceModes;
  const preferredMode = modes.includes(preferences.mode) ? preferences.mode : (modes[modes.length - 1] ?? 3);
  const group = Form.useWatch('group', form) ?? groupFromState(location.state) ?? preferences.group;
  const watchedMode = Form.useWatch('mode', form) as PriceMode | undefined;
  const mode = watchedMode !== undefined && modes.includes(watchedMode) ? watchedMode : preferredMode;
  const unit = (Form.useWatch('unit', form) ?? preferences.unit) as UnitMode;
  const fee = Number(Form.useWatch('fee', form) ?? 0) || 0;
  const items = useGroupItemsIn(group, unit).data?.infos ?? [];
  const summ = useSheetSumms(mode, unit, preferences.places, fee).data?.summs.find((entry) => entry.group === group);
  const quotationNumber = useQuotationNumber();
  const [busy, setBusy] = useState<'download' | 'save'>();
  const preview = useDocumentPreview();

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
    if (typeof memo === 'string' && !form.isFieldTouched('memo'))
      form.setFieldValue('memo', memo.slice(0, MEMO_MAX_LENGTH));
  }, [confs, form]);
  useEffect(() => {
    const chosen = form.getFieldValue('mode') as PriceMode | undefined;
    if (!form.isFieldTouched('mode') || (chosen !== undefined && !modes.includes(chosen)))
      form.setFieldValue('mode', preferredMode);
    if (!form.isFieldTouched('unit')) form.setFieldValue('unit', preferences.unit);
  }, [preferredMode, modes, preferences.unit, form]);

  const [initialValues] = useState<Partial<SheetFormValues>>(() => ({
    group: groupFromState(location.state) ?? preferences.group,
    mode: preferredMode,
    unit: preferences.unit,
    memo: '',
    fee: 0,
    name: profile?.name ?? '',
    mobile: '',
    flags: ['rno', 'isquote'],
  }));

  /**
   * The form's values when every choice is valid. A valid form (the usual case) is read with validateOnly, which does
   * not mark each field as validating and done: that re-rendered every field twice before a preview's request could
   * leave. Only a form with a missing choice is validated again the usual way, to show its messages.
   */
  async function validated(): Promise<SheetFormValues | undefined> {
    try {
      return await form.validateFields({ validateOnly: true });
    } catch {
      return form.validateFields().catch(() => undefined);
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
      fee: values.fee ?? 0,
      ...(quotationNumber.rno ? { number: quotationNumber.rno } : {}),
      ...(cable ? { cable } : {}),
    });
    preview.open(t(`sheet.preview.${kind}`), url);
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
          ...(quotationNumber.rno ? { rno: quotationNumber.rno } : {}),
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
    const number = quotationNumber.rno;
    if (!number) return void message.warning(t('sheet.rno.none'));
    setBusy('save');
    try {
      const { rno } = await saveSheetToHistory({
        rno: number,
        fee: values.fee ?? 0,
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
      quotationNumber.markSaved();
      void message.success(t('sheet.saved', { rno }));
    } catch {
      // The API client's error catalogue has shown the server's message.
    } finally {
      setBusy(undefined);
    }
  }

  const amount = summ?.total[PRICE_FIELD[mode]];
  const field = PRICE_FIELD[mode];
  const unpricedText = <Tag color="orange">{t('sheet.unpriced')}</Tag>;

  return (
    <div style={{ padding: '16px 24px' }}>
      <Row gutter={16}>
        <Col xs={24} xl={10}>
          <Card
            title={t('sheet.title')}
            extra={
              <Space size={4} data-testid="sheet-rno">
                <Typography.Text type="secondary">{t('sheet.rno')}</Typography.Text>
                <CopyableText strong copyable={quotationNumber.rno ? { text: quotationNumber.rno } : false}>
                  {quotationNumber.rno ?? '—'}
                </CopyableText>
                {quotationNumber.saved && <Tag color="green">{t('sheet.rno.saved')}</Tag>}
                <Button
                  size="small"
                  type="link"
                  icon={<ReloadOutlined />}
                  loading={quotationNumber.loading}
                  onClick={() => void quotationNumber.renew()}
                >
                  {t('sheet.rno.new')}
                </Button>
              </Space>
            }
          >
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
                    onSearch: (value) => setCustomerSearch(value.trim().slice(0, CUSTOMER_LIMITS.name)),
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
                  options={modes.map((value) => ({ value, label: t(`mode.${value}`) }))}
                />
              </Form.Item>
              <Form.Item
                name="unit"
                label={t('sheet.unit')}
                rules={[{ required: true, message: t('sheet.unit.required') }]}
              >
                <Radio.Group
                  optionType="button"
                  options={UNIT_MODES.map((value) => ({ value, label: t(`unit.${value}`) }))}
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
              <Form.Item
                name="memo"
                label={t('sheet.memo')}
                rules={[{ max: MEMO_MAX_LENGTH, message: t('sheet.memo.max') }]}
              >
                <Input.TextArea rows={3} showCount maxLength={MEMO_MAX_LENGTH} />
              </Form.Item>
              <Row gutter={12}>
                <Col span={12}>
                  <Form.Item name="fee" label={t('sheet.fee')} tooltip={t('sheet.fee.help')}>
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
              <Button
                type="primary"
                icon={<SaveOutlined />}
                loading={busy === 'save'}
                disabled={quotationNumber.saved || !quotationNumber.rno}
                onClick={save}
              >
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
                : `${t('panel.total')} ${formatMoney(amount, Math.min(preferences.places, 2))} ${t('panel.currency')}`
            }
          >
            <Table<QuotationItem>
              size="small"
              rowKey="id"
              dataSource={items}
              pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
              columns={[
                { title: '#', key: 'index', width: 48, render: (_value, _item, index) => index + 1 },
                { title: t('picker.model'), dataIndex: 'model', width: 120 },
                { title: t('picker.scope'), dataIndex: 'scope', width: 100 },
                { title: t('picker.spec'), dataIndex: 'spec', width: 140 },
                {
                  title: t('sheet.quantity', { unit: t(`qty.${unit}`) }),
                  key: 'quantity',
                  width: 110,
                  align: 'right',
                  render: (_value, item) =>
                    item.quantity === undefined
                      ? '—'
                      : item.quantity.toLocaleString('en-US', { maximumFractionDigits: 3 }),
                },
                {
                  title: t('results.priceWithUnit', { unit: t(`unit.${unit}`) }),
                  key: 'price',
                  align: 'right',
                  render: (_value, item) => {
                    const price = item.price[field];
                    return price === undefined ? unpricedText : formatMoney(price, preferences.places);
                  },
                },
                {
                  title: t('sheet.subtotal'),
                  key: 'total',
                  align: 'right',
                  render: (_value, item) => {
                    const total = item.total[field];
                    return total === undefined ? unpricedText : formatMoney(total, Math.min(preferences.places, 2));
                  },
                },
              ]}
            />
            <SheetTotals summ={summ} mode={mode} places={Math.min(preferences.places, 2)} />
          </Card>
        </Col>
      </Row>
      {preview.dialog}
    </div>
  );
}
