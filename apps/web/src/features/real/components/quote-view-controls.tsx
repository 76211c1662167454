import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Select, Space, Typography } from 'antd';
import { memo, useMemo } from 'react';
import type { QuoteView } from '../hooks/use-quote-view';
import { type RealText, useRealText } from '../i18n/use-real-text';
import { PRICE_MODES, type PriceMode, UNIT_MODES, type UnitMode } from '../utils/price';
import { markRepriceStart } from '../utils/reprice-timing';

/** The unit switch, memoised: a price-mode switch does not render it again. */
const UnitSelect = memo(function UnitSelect({
  unit,
  setUnit,
  t,
}: {
  unit: UnitMode;
  setUnit: (unit: UnitMode) => void;
  t: RealText;
}) {
  const options = useMemo(() => UNIT_MODES.map((value) => ({ value, label: t(`unit.${value}`) })), [t]);
  return (
    <Select aria-label={t('unit.label')} style={{ width: 110 }} value={unit} onChange={setUnit} options={options} />
  );
});

/** Price mode and unit switches; modes the user has no right to are not offered. */
export function QuoteViewControls({ view }: { view: QuoteView }) {
  const t = useRealText();
  const modes = view.modes.length > 0 ? view.modes : PRICE_MODES.filter((mode) => mode === view.mode);
  // The labels are the same elements on every render, so a mode switch does not render them again.
  const labels = useMemo(
    () => ({
      mode: <Typography.Text type="secondary">{t('mode.label')}</Typography.Text>,
      unit: <Typography.Text type="secondary">{t('unit.label')}</Typography.Text>,
    }),
    [t],
  );
  return (
    <Space wrap>
      {labels.mode}
      <Select
        aria-label={t('mode.label')}
        style={{ width: 120 }}
        value={view.mode}
        onChange={(mode: PriceMode) => {
          if (mode !== view.mode) markRepriceStart(mode);
          view.setMode(mode);
        }}
        options={modes.map((mode) => ({ value: mode, label: t(`mode.${mode}`) }))}
      />
      {labels.unit}
      <UnitSelect unit={view.unit} setUnit={view.setUnit} t={t} />
      {view.hiddenSavedMode !== undefined && (
        // Never a silent fallback: the user learns that the saved price type is not the one shown.
        <Typography.Text type="warning" role="status">
          <ExclamationCircleOutlined />{' '}
          {t('mode.savedHidden', { saved: t(`mode.${view.hiddenSavedMode}`), shown: t(`mode.${view.mode}`) })}
        </Typography.Text>
      )}
    </Space>
  );
}
