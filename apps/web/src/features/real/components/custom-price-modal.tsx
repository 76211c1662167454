import { Alert, App, Form, InputNumber, Modal, Radio } from 'antd';
import { useEffect, useState } from 'react';
import type { QuotationItem } from '../../../entities/inventory/inventory-api';
import { useSetItemPrice } from '../../../entities/inventory/inventory-hooks';
import { useRealText } from '../i18n/use-real-text';
import { PRICE_FIELD, type PriceMode, priceIn, type UnitMode } from '../utils/price';

export type PricingWay = 'manual' | 'markup';

interface CustomPriceModalProps {
  /** The item to price; undefined keeps the modal closed. */
  item: QuotationItem | undefined;
  /** The mode a manual price is typed in (the list's). */
  mode: PriceMode;
  /** The unit prices are typed per: the saved unit the server reads price/set in. */
  unit: UnitMode;
  places: number;
  /** A markup on cost needs the right to see cost prices. */
  canMarkup: boolean;
  onClose: () => void;
}

const MAX_PRICE = 100_000_000;

/** The price/set form of what the modal holds, or the reason it cannot be sent. */
export function priceForm(
  itemId: string,
  way: PricingWay,
  values: { price: number | null; cost: number | null; markup: number | null },
  mode: PriceMode,
):
  | { form: { id: string; type: PriceMode; price: Record<string, number>; markup?: number } }
  | { missing: 'price' | 'markup' } {
  if (way === 'manual') {
    if (values.price === null || !(values.price >= 0)) return { missing: 'price' };
    return { form: { id: itemId, type: mode, price: { [PRICE_FIELD[mode]]: values.price } } };
  }
  if (values.markup === null || !(values.markup >= 0)) return { missing: 'markup' };
  return {
    form: {
      id: itemId,
      type: 1,
      price: values.cost === null ? {} : { base: values.cost },
      markup: values.markup,
    },
  };
}

/**
 * 定价 of a custom or outsourced cable: a price typed in the list's mode per the unit, or (for users who may see
 * cost prices) a markup in percent on the cost. An item priced here counts in every total; until then it shows 未定价.
 */
export function CustomPriceModal({ item, mode, unit, places, canMarkup, onClose }: CustomPriceModalProps) {
  const t = useRealText();
  const { message } = App.useApp();
  const [way, setWay] = useState<PricingWay>('manual');
  const [price, setPrice] = useState<number | null>(null);
  const [cost, setCost] = useState<number | null>(null);
  const [markup, setMarkup] = useState<number | null>(null);
  const savePrice = useSetItemPrice();
  const [missing, setMissing] = useState<'price' | 'markup'>();

  useEffect(() => {
    if (!item) return;
    const byMarkup = canMarkup && item.pricing === 'markup';
    setWay(byMarkup ? 'markup' : 'manual');
    setPrice(priceIn(item.price, mode) ?? null);
    setCost(byMarkup ? (priceIn(item.price, 1) ?? null) : null);
    setMarkup(byMarkup ? (item.markup ?? null) : null);
    setMissing(undefined);
  }, [item, mode, canMarkup]);

  const unitLabel = t(`unit.${unit}`);
  const submit = async () => {
    if (!item) return;
    const built = priceForm(item.id, way, { price, cost, markup }, mode);
    if ('missing' in built) return setMissing(built.missing);
    if (!(await savePrice.trigger(built.form))) return;
    void message.success(t('price.saved'));
    onClose();
  };

  const step = 10 ** -Math.min(places, 4);
  return (
    <Modal
      open={item !== undefined}
      title={t('price.title', { name: [item?.model, item?.spec].filter(Boolean).join(' ') })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={savePrice.pending}
      destroyOnHidden
    >
      <Form layout="vertical">
        {canMarkup && (
          <Form.Item label={t('price.way')}>
            <Radio.Group
              optionType="button"
              value={way}
              onChange={(event) => {
                setWay(event.target.value as PricingWay);
                setMissing(undefined);
              }}
              options={[
                { value: 'manual', label: t('price.manual') },
                { value: 'markup', label: t('price.markup') },
              ]}
            />
          </Form.Item>
        )}
        {way === 'manual' ? (
          <Form.Item
            label={t('header.withUnit', { label: t(`mode.${mode}`), unit: unitLabel })}
            validateStatus={missing === 'price' ? 'error' : undefined}
            help={missing === 'price' ? t('price.required') : undefined}
          >
            <InputNumber
              aria-label={t('header.withUnit', { label: t(`mode.${mode}`), unit: unitLabel })}
              style={{ width: '100%' }}
              min={0}
              max={MAX_PRICE}
              step={step}
              precision={places}
              value={price}
              onChange={(value) => setPrice(value)}
            />
          </Form.Item>
        ) : (
          <>
            <Form.Item
              label={t('header.withUnit', { label: t('mode.1'), unit: unitLabel })}
              extra={t('price.costHint')}
            >
              <InputNumber
                aria-label={t('header.withUnit', { label: t('mode.1'), unit: unitLabel })}
                style={{ width: '100%' }}
                min={0}
                max={MAX_PRICE}
                step={step}
                precision={places}
                value={cost}
                onChange={(value) => setCost(value)}
              />
            </Form.Item>
            <Form.Item
              label={t('price.markupPercent')}
              validateStatus={missing === 'markup' ? 'error' : undefined}
              help={missing === 'markup' ? t('price.markupRequired') : undefined}
            >
              <InputNumber
                aria-label={t('price.markupPercent')}
                style={{ width: '100%' }}
                min={0}
                max={1000}
                precision={2}
                value={markup}
                onChange={(value) => setMarkup(value)}
              />
            </Form.Item>
          </>
        )}
        <Alert type="info" showIcon title={t('price.note')} />
      </Form>
    </Modal>
  );
}
