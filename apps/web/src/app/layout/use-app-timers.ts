import { App } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../api/app-client';
import { endIdleSession } from '../../api/session';
import { revalidatePaths, timestamped } from '../../api/swr';
import type { JsonPostPath } from '../../api/types';
import { STORAGE_KEYS, VERSION_CHECK_INTERVAL_MS } from '../../config/constants';
import { paths } from '../../config/paths';
import { useI18n } from '../../i18n/i18n-provider';
import { startIdleWatch } from '../../lib/idle';
import { announcePricesChanged, startPriceAdjustWatch } from '../../lib/price-adjust';
import { runVersionCheck } from '../version-check';

/** Inactivity over 5 hours warns and signs out (spec section 4, "Inactivity"). */
export function useIdleLogout(signedIn: boolean, goRoot: () => void): void {
  const { message } = App.useApp();
  const { t } = useI18n();
  useEffect(() => {
    if (!signedIn) return;
    const watch = startIdleWatch({
      target: window,
      load: () => {
        const stored = Number(localStorage.getItem(STORAGE_KEYS.lastActive));
        return Number.isFinite(stored) && stored > 0 ? stored : undefined;
      },
      save: (time) => localStorage.setItem(STORAGE_KEYS.lastActive, String(time)),
      onTimeout: () => {
        void message.warning(t('idle.timeout'));
        localStorage.removeItem(STORAGE_KEYS.lastActive);
        void endIdleSession().then(goRoot);
      },
    });
    return watch.stop;
  }, [signedIn, goRoot, message, t]);
}

/** Reads whose answers carry prices: a price adjustment changes every one of them. */
const PRICE_READS: readonly JsonPostPath[] = [
  '/biz/qms/inventory/list',
  '/biz/qms/inventory/summ',
  '/biz/qms/inventory/material',
  '/biz/qms/cable/info/list',
  '/biz/qms/cable/info/detail',
  '/biz/qms/material/basic/info',
  '/pub/biz/data/material/basic',
  '/pub/sys/data/price/today',
];

/**
 * Once an adjustment has cleared, the open screens show the new prices without a reload: every cached read that carries
 * prices is fetched again (the quotation lists, their totals, the catalogue, the header's material prices), and screens
 * holding prices of their own drop them. /realquotes reloads, as the spec says.
 */
function showNewPrices(): void {
  if (window.location.pathname === paths.realQuotes) {
    window.location.reload();
    return;
  }
  void revalidatePaths(...PRICE_READS);
  announcePricesChanged();
}

/** Returns whether the blocking price-adjustment modal must show (spec section 4, "Price adjustment"). */
export function usePriceAdjustBlock(signedIn: boolean): boolean {
  const [blocking, setBlocking] = useState(false);
  useEffect(() => {
    if (!signedIn) {
      setBlocking(false);
      return;
    }
    return startPriceAdjustWatch({
      fetchState: () => api().post('/pub/biz/data/change/state', timestamped(), { silent: true }),
      onBlockingChange: (next) => {
        setBlocking(next);
        if (!next) showNewPrices();
      },
    });
  }, [signedIn]);
  return blocking;
}

export function useHourlyVersionCheck(): void {
  useEffect(() => {
    const timer = setInterval(runVersionCheck, VERSION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
}
