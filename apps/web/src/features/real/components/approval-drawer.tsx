import { APPROVAL_SETS, approvalFieldCaption } from '@cable/contracts/vocabulary/approval-fields';
import { Alert, App, Button, Col, Descriptions, Drawer, Form, InputNumber, Popconfirm, Row, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useMutation } from '../../../api/mutation';
import { useDrawerWidth } from '../../../hooks/use-drawer-width';
import { useI18n } from '../../../i18n/i18n-provider';
import { clearApproval, restoreApprovedCable, submitApproval, useApprovalCable } from '../api/approval';
import { useRealText, validationText } from '../i18n/use-real-text';
import {
  APPROVAL_FIELDS,
  type ApprovalSetName,
  type ApprovalValues,
  approvalForm,
  changedFields,
  validateApprovalParams,
} from '../utils/approval-params';
import { formatPrice, type Price, type PriceMode } from '../utils/price';

export interface ApprovalTarget {
  /** Cable id: the form's did and the id of restore. */
  id: string;
  model: string;
  scope?: string;
  spec: string;
}

interface ApprovalDrawerProps {
  target: ApprovalTarget | undefined;
  mode: PriceMode;
  places: number;
  onClose: () => void;
  /** The cable's prices changed on the server (submitted, restored or cleared). */
  onChanged?: () => void;
}

const EMPTY: Record<ApprovalSetName, ApprovalValues> = { conductor: {}, auxiliary: {}, cata: {} };

/**
 * The three wire-parameter forms of a cable for users with the approval capability (pricing check). Each field shows
 * its label and unit, and starts from the cable's current value (cable/info/detail params); only the fields the
 * approver changes are sent.
 */
export function ApprovalDrawer({ target, mode, places, onClose, onChanged }: ApprovalDrawerProps) {
  const t = useRealText();
  const { lang } = useI18n();
  const { message } = App.useApp();
  const width = useDrawerWidth();
  const [active, setActive] = useState<ApprovalSetName>('conductor');
  // What the approver typed, over the current values; null is a field they emptied (nothing to send for it).
  const [edits, setEdits] = useState(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const submitting = useMutation(submitApproval);
  const restoring = useMutation(restoreApprovedCable);
  const clearing = useMutation(clearApproval);
  const busy = submitting.pending || restoring.pending || clearing.pending;
  const [origin, setOrigin] = useState<string>();
  const [repriced, setRepriced] = useState<Price>();

  // A different cable starts from empty forms.
  const [shownCable, setShownCable] = useState(target?.id);
  if (shownCable !== target?.id) {
    setShownCable(target?.id);
    setEdits(EMPTY);
    setSubmitted(false);
    setOrigin(undefined);
    setRepriced(undefined);
    setActive('conductor');
  }

  const cable = useApprovalCable(target?.id);
  const current: ApprovalValues = cable.data?.cable.params?.[active] ?? {};
  const values: ApprovalValues = { ...current, ...edits[active] };
  const errors = validateApprovalParams(active, values, current);
  const hasErrors = Object.keys(errors).length > 0;
  const changed = changedFields(active, values, current);

  // A refused write resolves undefined: the error catalogue has shown the server's message, and the entered values
  // stay for a correction.
  const submit = async () => {
    setSubmitted(true);
    if (!target || hasErrors) return;
    const result = await submitting.trigger(active, approvalForm(active, target.id, values, current));
    if (!result) return;
    // The cable's parameters were read again with the change: the form shows them as its current values.
    setEdits((previous) => ({ ...previous, [active]: {} }));
    setSubmitted(false);
    setOrigin(result.origin);
    setRepriced((result.cable as { price?: Price }).price);
    onChanged?.();
    void message.success(t('approval.changed'));
  };

  const restore = async () => {
    if (!target) return;
    const result = await restoring.trigger(origin ?? target.id, target.id);
    if (!result) return;
    setRepriced(result.cable.price);
    setOrigin(undefined);
    setEdits(EMPTY);
    setSubmitted(false);
    onChanged?.();
    void message.success(t('approval.restored'));
  };

  // Refused when the cable has no pricing-check record (the server's message is shown).
  const clear = async () => {
    if (!target) return;
    if (!(await clearing.trigger(target.id))) return;
    setEdits(EMPTY);
    setSubmitted(false);
    setOrigin(undefined);
    setRepriced(undefined);
    onChanged?.();
    void message.success(t('approval.cleared'));
  };

  const setField = (field: string, value: number | null) =>
    setEdits((previous) => ({ ...previous, [active]: { ...previous[active], [field]: value } }));

  return (
    <Drawer
      open={target !== undefined}
      onClose={onClose}
      size={width}
      title={t('approval.title')}
      destroyOnHidden
      extra={
        <Space>
          <Popconfirm
            title={t('approval.clearConfirm')}
            okText={t('common.ok')}
            cancelText={t('common.cancel')}
            onConfirm={clear}
          >
            <Button danger disabled={busy}>
              {t('approval.clear')}
            </Button>
          </Popconfirm>
          <Popconfirm
            title={t('action.restoreConfirm')}
            okText={t('common.ok')}
            cancelText={t('common.cancel')}
            onConfirm={restore}
          >
            <Button disabled={busy}>{t('approval.restore')}</Button>
          </Popconfirm>
          <Button type="primary" loading={busy} onClick={submit}>
            {t('approval.submit')}
          </Button>
        </Space>
      }
    >
      {target && (
        <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('approval.cable')}>
            {[target.model, target.scope, target.spec].filter(Boolean).join(' ')}
          </Descriptions.Item>
          {repriced && (
            <Descriptions.Item label={t('approval.price')}>
              <strong>{formatPrice(repriced, mode, places)}</strong>
            </Descriptions.Item>
          )}
        </Descriptions>
      )}
      <Tabs
        activeKey={active}
        onChange={(key) => {
          setActive(key as ApprovalSetName);
          setSubmitted(false);
        }}
        items={APPROVAL_SETS.map((set) => ({ key: set, label: t(`approval.${set}`) }))}
      />
      {cable.isLoading && <Alert type="info" showIcon title={t('approval.loading')} style={{ marginBottom: 16 }} />}
      {submitted && errors.form && (
        <Alert type="error" showIcon title={validationText(t, errors.form)} style={{ marginBottom: 16 }} />
      )}
      {changed.length > 0 && !errors.form && (
        <Alert
          type="warning"
          showIcon
          title={t('approval.changedHint', { count: changed.length })}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form layout="vertical" onFinish={submit}>
        <Row gutter={16}>
          {APPROVAL_FIELDS[active].map((field) => {
            const error = submitted ? validationText(t, errors[field]) : undefined;
            const caption = approvalFieldCaption(field, lang);
            const was = current[field];
            const edited = changed.includes(field);
            return (
              <Col key={`${active}-${field}`} xs={24} sm={12} md={8} lg={6}>
                <Form.Item
                  label={caption}
                  tooltip={
                    was === undefined || was === null
                      ? t('approval.noCurrent', { field })
                      : t('approval.fieldHint', { field, value: was })
                  }
                  validateStatus={error ? 'error' : edited ? 'warning' : undefined}
                  help={
                    error ??
                    (edited && was !== undefined && was !== null ? t('approval.was', { value: was }) : undefined)
                  }
                >
                  <InputNumber
                    aria-label={caption}
                    style={{ width: '100%' }}
                    placeholder={t('approval.unset')}
                    value={values[field] ?? null}
                    onChange={(value) => setField(field, typeof value === 'number' ? value : null)}
                  />
                </Form.Item>
              </Col>
            );
          })}
        </Row>
      </Form>
    </Drawer>
  );
}
