import type { FeatureModuleCode } from '@cable/contracts';
import { useMemo, useState } from 'react';
import { useGrantedCodes } from '../../../api/hooks/use-modules';
import { useQuotePreferences } from '../../../hooks/use-quote-preferences';
import { useProfile } from '../../../stores/session-store';
import { type PriceMode, type UnitMode, visiblePriceModes } from '../utils/price';

/** Values only: importing the contracts' module table would pull TypeBox into the browser bundle. */
const APPROVE_MODULE: FeatureModuleCode = 'qms.approve';

export interface QuoteView {
  mode: PriceMode;
  unit: UnitMode;
  /** The saved unit: the server prices the quotation list in it whatever the screen shows. */
  savedUnit: UnitMode;
  places: number;
  /** Price modes the user has the right to see. */
  modes: PriceMode[];
  /** The saved mode when the user's rights no longer show it: the screen says which mode it shows instead. */
  hiddenSavedMode?: PriceMode;
  defaultGroup: number;
  setMode: (mode: PriceMode) => void;
  setUnit: (unit: UnitMode) => void;
  canApprove: boolean;
  granted: Set<string>;
}

/**
 * The price mode, unit and places prices are shown in: the user's saved preferences, narrowed to the
 * price rights the user holds, and switchable on the screen without changing the saved settings.
 */
export function useQuoteView(): QuoteView {
  const { preferences } = useQuotePreferences();
  const granted = useGrantedCodes();
  const profile = useProfile();
  const [chosenMode, setMode] = useState<PriceMode>();
  const [chosenUnit, setUnit] = useState<UnitMode>();
  const modes = useMemo(() => visiblePriceModes(granted), [granted]);
  const savedModeVisible = modes.length === 0 || modes.includes(preferences.mode);
  const preferredMode = savedModeVisible ? preferences.mode : modes[0];
  return {
    mode: chosenMode ?? preferredMode ?? preferences.mode,
    unit: chosenUnit ?? preferences.unit,
    savedUnit: preferences.unit,
    places: preferences.places,
    modes,
    hiddenSavedMode: savedModeVisible || chosenMode !== undefined ? undefined : preferences.mode,
    defaultGroup: preferences.group,
    setMode,
    setUnit,
    canApprove: profile?.approve === true || granted.has(APPROVE_MODULE),
    granted,
  };
}
