import { App as AntApp, ConfigProvider, Empty } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { attachErrorUi } from '../api/app-client';
import { dropSession } from '../api/session';
import { NOTIFICATION_DURATION_MS, TOAST_DURATION_MS } from '../config/constants';
import { paths } from '../config/paths';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { I18nProvider, useI18n } from '../i18n/i18n-provider';
import { appTheme } from '../lib/antd-theme';
import { ensureLocalSetting, readToken, updateLocalSetting } from '../lib/storage';
import { applyPrimaryColor } from '../lib/theme';
import { CryptoProvider, type CryptoServices } from './crypto-context';
import { attachUiBridge } from './ui-bridge';
import { runVersionCheck } from './version-check';

interface ThemeColorValue {
  color: string;
  setColor: (color: string) => void;
}

const ThemeColorContext = createContext<ThemeColorValue | undefined>(undefined);

export function useThemeColor(): ThemeColorValue {
  const value = useContext(ThemeColorContext);
  if (!value) throw new Error('useThemeColor is used outside AppProviders');
  return value;
}

const openErrorDialogs = new Set<string>();

/** The router's navigate as one function for the whole session (the router's own changes with the location). */
function useStableNavigate(): (path: string) => void {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  latest.current = navigate;
  return useCallback((path: string) => void latest.current(path), []);
}

/** Publishes antd's App instances and the error catalogue's UI to code outside components. */
function UiConnector() {
  const app = AntApp.useApp();
  const navigate = useStableNavigate();
  const { lang, t } = useI18n();
  useEffect(() => {
    attachUiBridge({ ...app, lang, navigate });
    attachErrorUi({
      lang: lang === 'en' ? 'en' : 'zh',
      t,
      confirm: ({ title, content }) =>
        new Promise<void>((resolve) => {
          app.modal.warning({
            title,
            content,
            okText: t('common.ok'),
            closable: false,
            mask: { closable: false },
            keyboard: false,
            onOk: () => resolve(),
          });
        }),
      errorDialog: ({ title, content }) => {
        // Parallel calls failing for one reason (a backend outage) would otherwise stack identical dialogs.
        if (openErrorDialogs.has(content)) return;
        openErrorDialogs.add(content);
        app.modal.error({
          title,
          content,
          okText: t('common.ok'),
          afterClose: () => openErrorDialogs.delete(content),
        });
      },
      warning: (content) => {
        void app.message.warning(content);
      },
      clearUser: () => {
        void dropSession();
      },
      signedIn: () => readToken() !== undefined,
      goRoot: () => navigate(paths.home),
      checkVersion: runVersionCheck,
    });
    return () => {
      attachUiBridge(undefined);
      attachErrorUi(undefined);
    };
  }, [app, lang, t, navigate]);
  return null;
}

function ThemedApp({ children }: { children: ReactNode }) {
  const { lang } = useI18n();
  const [color, setColorState] = useState(() => ensureLocalSetting().color);
  const setColor = useCallback((next: string) => {
    updateLocalSetting({ color: next });
    setColorState(next);
  }, []);
  useEffect(() => applyPrimaryColor(color), [color]);
  const themeColor = useMemo(() => ({ color, setColor }), [color, setColor]);
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => appTheme(color, reducedMotion), [color, reducedMotion]);

  return (
    <ThemeColorContext.Provider value={themeColor}>
      <ConfigProvider
        locale={lang === 'en' ? enUS : zhCN}
        // One empty-state picture across the app (issue 17): the simple one tables use, for every Empty as well.
        empty={{ image: Empty.PRESENTED_IMAGE_SIMPLE }}
        theme={theme}
      >
        <AntApp
          message={{ duration: TOAST_DURATION_MS / 1000, maxCount: 3 }}
          notification={{ duration: NOTIFICATION_DURATION_MS / 1000 }}
        >
          <UiConnector />
          {children}
        </AntApp>
      </ConfigProvider>
    </ThemeColorContext.Provider>
  );
}

/** The app's contexts; inside the router (the error catalogue's UI navigates). */
export function AppProviders({ crypto, children }: { crypto: CryptoServices; children: ReactNode }) {
  return (
    <CryptoProvider value={crypto}>
      <I18nProvider>
        <ThemedApp>
          <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false, dedupingInterval: 2000 }}>
            {children}
          </SWRConfig>
        </ThemedApp>
      </I18nProvider>
    </CryptoProvider>
  );
}
