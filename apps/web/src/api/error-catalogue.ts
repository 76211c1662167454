import { duplicateCustomerMessage, ErrorCode } from '@cable/contracts/errors';
import type { MessageKey } from '../i18n/messages';
import { type ApiError, ClientError, type ClientErrorCode } from './errors';

/** What the catalogue needs from the screen; injected so that every branch is testable without antd. */
export interface ErrorUi {
  lang: 'zh' | 'en';
  t: (key: MessageKey) => string;
  /** A dialog with a single confirm button; resolves when it is confirmed. */
  confirm: (options: { title: string; content: string }) => Promise<void>;
  errorDialog: (options: { title: string; content: string }) => void;
  warning: (content: string) => void;
  clearUser: () => void;
  goRoot: () => void;
  /** The version check also runs after a failed request (spec section 4). */
  checkVersion: () => void;
}

const CLIENT_ERROR_KEYS: Record<ClientErrorCode, MessageKey> = {
  network: 'error.client.network',
  timeout: 'error.client.timeout',
  aborted: 'error.client.aborted',
  canceled: 'error.client.canceled',
  'bad-request': 'error.client.badRequest',
  'bad-response': 'error.client.badResponse',
};

/** Dropping a request on purpose (leaving a page, a newer search) is not a failure the user must see. */
const QUIET_CLIENT_ERRORS: ReadonlySet<ClientErrorCode> = new Set(['aborted', 'canceled']);

function duplicateFields(data: unknown): { name: string; taxno: string; creator: string } | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { name, taxno, creator } = data as Record<string, unknown>;
  return typeof name === 'string' && typeof taxno === 'string' && typeof creator === 'string'
    ? { name, taxno, creator }
    : undefined;
}

export function clientErrorText(error: ClientError, t: ErrorUi['t']): string {
  return `${t(CLIENT_ERROR_KEYS[error.code])}: ${error.message}`;
}

/** The error catalogue of spec section 8, applied once for every failed call. */
export function createErrorCatalogue(ui: () => ErrorUi | undefined) {
  let maintenanceShown = false;
  let loginExpiredHandled = false;

  return {
    /** Re-arms the one-shot reactions after the user signs in again. */
    reset() {
      loginExpiredHandled = false;
    },
    async handle(error: ApiError): Promise<void> {
      const current = ui();
      if (!current) return;
      const { t } = current;
      if (error instanceof ClientError) {
        if (QUIET_CLIENT_ERRORS.has(error.code)) return;
        current.warning(`${clientErrorText(error, t)}，${t('error.refreshAndRetry')}`);
        current.checkVersion();
        return;
      }
      switch (error.code) {
        case ErrorCode.LoginExpired: {
          if (loginExpiredHandled) return;
          loginExpiredHandled = true;
          current.clearUser();
          current.goRoot();
          return;
        }
        case ErrorCode.Maintenance: {
          if (maintenanceShown) return;
          maintenanceShown = true;
          try {
            await current.confirm({ title: t('error.title'), content: t('error.maintenance') });
          } finally {
            maintenanceShown = false;
          }
          current.goRoot();
          return;
        }
        case ErrorCode.DuplicateCustomer: {
          const fields = duplicateFields(error.data);
          const content = fields
            ? duplicateCustomerMessage(current.lang, fields.name, fields.taxno, fields.creator)
            : error.message;
          current.errorDialog({ title: t('error.title'), content });
          return;
        }
        default:
          current.errorDialog({ title: t('error.title'), content: error.message });
      }
    },
  };
}

export type ErrorCatalogue = ReturnType<typeof createErrorCatalogue>;
