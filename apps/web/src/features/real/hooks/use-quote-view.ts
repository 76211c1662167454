import { useState } from 'react';
import { type Access, useAccess } from '../../../api/access';
import { useQuotePreferences } from '../../../hooks/use-quote-preferences';
import type { PriceMode, UnitMode } from '../utils/price';

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
  /** The saved preferences are still on their way: the values above are the defaults until they come. */
  preferencesLoading: boolean;
  setMode: (mode: PriceMode) => void;
  setUnit: (unit: UnitMode) => void;
  canApprove: boolean;
  /** What the user may do (api/access.ts). */
  access: Access;
}

/**
 * The price mode, unit and places prices are shown in: the user's saved preferences, narrowed to the
 * price rights the user holds, and switchable on the screen without changing the saved settings.
 */
export function useQuoteView(): QuoteView {
  const { preferences, isLoading } = useQuotePreferences();
  const access = useAccess();
  const [chosenMode, setMode] = useState<PriceMode>();
  const [chosenUnit, setUnit] = useState<UnitMode>();
  const modes = access.priceModes;
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
    preferencesLoading: isLoading,
    setMode,
    setUnit,
    canApprove: access.canApprove,
    access,
  };
}
