import { api } from '../api/app-client';
import { timestamped } from '../api/swr';
import { APP_VERSION, STORAGE_KEYS } from '../config/constants';
import { isDev } from '../config/env';
import { translate } from '../i18n/messages';
import { clearKeepingPreferences } from '../lib/storage';
import { createVersionCheck } from '../lib/version';
import { uiBridge } from './ui-bridge';

/** Reads corp.qms.web whether the server nests the keys or sends them dotted. */
export function webVersionOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const record = data as Record<string, unknown>;
  if (typeof record['corp.qms.web'] === 'string') return record['corp.qms.web'];
  const corp = record.corp as { qms?: { web?: unknown } } | undefined;
  return typeof corp?.qms?.web === 'string' ? corp.qms.web : undefined;
}

export const checkVersion = createVersionCheck({
  builtIn: APP_VERSION,
  enabled: !isDev,
  fetchServerVersion: async () =>
    webVersionOf(await api().post('/pub/sys/data/version', timestamped(), { silent: true })),
  wasPrompted: () => sessionStorage.getItem(STORAGE_KEYS.versionPrompted) === '1',
  markPrompted: () => sessionStorage.setItem(STORAGE_KEYS.versionPrompted, '1'),
  prompt: () =>
    new Promise<void>((resolve) => {
      const bridge = uiBridge();
      const lang = bridge?.lang ?? 'zh-cn';
      const title = translate(lang, 'version.title');
      const content = translate(lang, 'version.content');
      if (!bridge) {
        window.alert(`${title}\n${content}`);
        resolve();
        return;
      }
      bridge.modal.warning({
        title,
        content,
        okText: translate(lang, 'common.ok'),
        closable: false,
        mask: { closable: false },
        keyboard: false,
        onOk: () => resolve(),
      });
    }),
  clearAndReload: () => {
    clearKeepingPreferences();
    window.location.reload();
  },
});

export function runVersionCheck(): void {
  void checkVersion();
}
