import { App } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../api/app-client';
import { endIdleSession } from '../../api/session';
import { timestamped } from '../../api/swr';
import { STORAGE_KEYS, VERSION_CHECK_INTERVAL_MS } from '../../config/constants';
import { paths } from '../../config/paths';
import { useI18n } from '../../i18n/i18n-provider';
import { startIdleWatch } from '../../lib/idle';
import { startPriceAdjustWatch } from '../../lib/price-adjust';
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
        if (!next && window.location.pathname === paths.realQuotes) window.location.reload();
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
