import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Select, Space, Typography } from 'antd';
import { memo, useCallback, useMemo, useState } from 'react';
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

/**
 * The price-mode switch, memoised with its options: a render of the screen that changes nothing here does not render
 * the select again, and a switch does not rebuild its options.
 *
 * The select keeps the value it shows itself (antd's defaultValue) instead of being handed it: a select handed its
 * value copies every new value into its own state in a layout effect, which rendered the whole select (its trigger,
 * popup and option list) a second time in the frame of every switch (quote-list:reprice). What it shows stays the
 * screen's mode: a pick shows the picked mode at once and sets the screen's, and a mode that changes any other way
 * (the saved preferences arriving, the price rights narrowing) mounts the select anew showing it. The mode handed in
 * may follow a pick a render later (the quotation screen renders its header after the rows).
 */
const ModeSelect = memo(function ModeSelect({
  mode,
  modes,
  setMode,
  t,
}: {
  mode: PriceMode;
  modes: readonly PriceMode[];
  setMode: (mode: PriceMode) => void;
  t: RealText;
}) {
  const options = useMemo(() => modes.map((value) => ({ value, label: t(`mode.${value}`) })), [modes, t]);
  const [shown, setShown] = useState<{ mode: PriceMode; mount: number; picked?: PriceMode }>({ mode, mount: 0 });
  if (shown.mode !== mode) {
    setShown({ mode, mount: shown.picked === mode ? shown.mount : shown.mount + 1 });
  }
  const onChange = useCallback(
    (next: PriceMode) => {
      markRepriceStart(next);
      setShown((previous) => ({ ...previous, picked: next }));
      setMode(next);
    },
    [setMode],
  );
  return (
    <Select
      key={shown.mount}
      aria-label={t('mode.label')}
      style={{ width: 120 }}
      defaultValue={mode}
      onChange={onChange}
      options={options}
    />
  );
});

/** What the switches show and set: the screen's view (useQuoteView) or a part of it. */
export type QuoteViewSwitches = Pick<QuoteView, 'mode' | 'modes' | 'unit' | 'hiddenSavedMode' | 'setMode' | 'setUnit'>;

function sameSwitches({ view: a }: { view: QuoteViewSwitches }, { view: b }: { view: QuoteViewSwitches }): boolean {
  return (
    a.mode === b.mode &&
    a.modes === b.modes &&
    a.unit === b.unit &&
    a.hiddenSavedMode === b.hiddenSavedMode &&
    a.setMode === b.setMode &&
    a.setUnit === b.setUnit
  );
}

/**
 * Price mode and unit switches; modes the user has no right to are not offered. Memoised on what they show: the
 * screens hand over a view object made anew on each of their renders.
 */
export const QuoteViewControls = memo(function QuoteViewControls({ view }: { view: QuoteViewSwitches }) {
  const t = useRealText();
  const { mode, modes: rightModes } = view;
  const modes = useMemo(
    () => (rightModes.length > 0 ? rightModes : PRICE_MODES.filter((each) => each === mode)),
    [rightModes, mode],
  );
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
      <ModeSelect mode={mode} modes={modes} setMode={view.setMode} t={t} />
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
}, sameSwitches);
