import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Select, Space, Typography } from 'antd';
import { useMemo } from 'react';
import type { QuoteView } from '../hooks/use-quote-view';
import { useRealText } from '../i18n/use-real-text';
import { PRICE_MODES, type PriceMode, UNIT_MODES } from '../utils/price';
import { markRepriceStart } from '../utils/reprice-timing';

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
      <Select
        aria-label={t('unit.label')}
        style={{ width: 110 }}
        value={view.unit}
        onChange={view.setUnit}
        options={UNIT_MODES.map((unit) => ({ value: unit, label: t(`unit.${unit}`) }))}
      />
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
