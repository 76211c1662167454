import { duplicateCustomerMessage, ErrorCode, type ErrorCodeName, errorEntry } from '@cable/contracts/errors';
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
  /** Whether a user is signed in now (a token is stored). */
  signedIn: () => boolean;
  goRoot: () => void;
  /** The version check also runs after a failed request (spec section 4). */
  checkVersion: () => void;
}

type Lang = ErrorUi['lang'];
type Text = Record<Lang, string>;

/**
 * What a salesperson reads when a call fails before a usable answer exists (spec section 8, client codes): one
 * sentence in the UI language, ending in the spec's "please refresh and use again". The client's own wording
 * (timeouts, fetch failures) is for developers and goes to the console.
 */
const CLIENT_ERROR_TEXTS: Record<ClientErrorCode, Text> = {
  network: {
    zh: '网络连接失败，请检查网络后刷新再使用',
    en: 'The network connection failed. Please check your network, refresh and use again.',
  },
  timeout: {
    zh: '服务器长时间没有响应，请刷新后再使用',
    en: 'The server did not answer in time. Please refresh and use again.',
  },
  aborted: { zh: '请求已中止，请刷新后再使用', en: 'The request was stopped. Please refresh and use again.' },
  canceled: { zh: '请求已取消，请刷新后再使用', en: 'The request was cancelled. Please refresh and use again.' },
  'bad-request': {
    zh: '请求未能发出，请刷新后再使用',
    en: 'The request could not be sent. Please refresh and use again.',
  },
  'bad-response': {
    zh: '服务器的应答无法读取，请刷新后再使用',
    en: 'The server answered something that cannot be read. Please refresh and use again.',
  },
};

/**
 * The user's text for every code of the wire (contracts' ERROR_CODES). Protocol and permission faults always read
 * as these texts: their server messages name API paths, module codes and headers. Codes whose server message is
 * written for the user (a business rule, a usage limit, a refused upload) show that message instead when it is
 * readable (see readableServerMessage); these texts are then the fallback.
 */
const SERVER_ERROR_TEXTS: Record<ErrorCodeName, Text> = {
  Ok: { zh: '操作成功', en: 'Done.' },
  LoginExpired: {
    zh: '您的登录已失效（已过期，或已在别处退出），系统已退出登录，请重新登录',
    en: 'You have been signed out because your sign-in is no longer valid (it expired or was ended elsewhere). Please sign in again.',
  },
  Maintenance: { zh: '数据维护中，请稍后访问', en: 'Data maintenance, please visit later' },
  DuplicateCustomer: { zh: '客户名称已被使用', en: 'The customer name is already used.' },
  ValidationFailed: {
    zh: '提交的内容不符合要求，请检查后重试',
    en: 'Some of the entered data is not valid. Please check it and try again.',
  },
  InvalidJson: {
    zh: '请求内容有误，请刷新后再使用',
    en: 'The request was not understood. Please refresh and use again.',
  },
  UnsupportedContentType: {
    zh: '请求内容有误，请刷新后再使用',
    en: 'The request was not understood. Please refresh and use again.',
  },
  BadProtocolHeaders: {
    zh: '请求校验未通过，请刷新后再使用',
    en: 'The request did not pass the security check. Please refresh and use again.',
  },
  BadSignature: {
    zh: '请求校验未通过，请刷新后再使用',
    en: 'The request did not pass the security check. Please refresh and use again.',
  },
  TimeOutOfWindow: {
    zh: '电脑时间与服务器相差过大，请校准电脑时间后刷新再使用',
    en: "Your computer's clock differs too much from the server's. Please correct the time, refresh and use again.",
  },
  ReplayedNonce: {
    zh: '同一请求被重复提交，请刷新后再使用',
    en: 'The same request was sent twice. Please refresh and use again.',
  },
  NoPermission: {
    zh: '您没有使用此功能的权限，如需使用请联系管理员开通',
    en: 'You do not have permission to use this feature. Please ask your administrator if you need it.',
  },
  RouteNotFound: {
    zh: '此功能暂不可用，请刷新后再使用',
    en: 'This feature is not available at the moment. Please refresh and use again.',
  },
  ResourceNotFound: {
    zh: '要查看的内容不存在或已被删除',
    en: 'What you are looking for does not exist or has been deleted.',
  },
  MethodNotAllowed: {
    zh: '此功能暂不可用，请刷新后再使用',
    en: 'This feature is not available at the moment. Please refresh and use again.',
  },
  BodyTooLarge: {
    zh: '提交的内容超过 5 MB，请缩小后重试',
    en: 'What you sent is larger than 5 MB. Please make it smaller and try again.',
  },
  BusinessRule: { zh: '此操作当前不被允许', en: 'This operation is not allowed at the moment.' },
  UsageLimitReached: { zh: '已达到使用次数上限', en: 'You have reached your usage limit.' },
  InjectedFault: {
    zh: '服务暂时出现故障，请稍后再试',
    en: 'The service has a temporary fault. Please try again later.',
  },
  Internal: { zh: '服务暂时出现故障，请稍后再试', en: 'The service has a temporary fault. Please try again later.' },
};

/** A code no table names (a real backend may answer others, spec section 8). */
const UNKNOWN_CODE_TEXT: Text = {
  zh: '操作未能完成，请稍后再试',
  en: 'The operation could not be completed. Please try again later.',
};

const SIGNED_OUT_TITLE: Text = { zh: '已退出登录', en: 'Signed out' };

/** Codes whose server message is meant for the user and is shown when readable. */
const USER_WORDED_CODES: ReadonlySet<number> = new Set([
  ErrorCode.DuplicateCustomer,
  ErrorCode.ValidationFailed,
  ErrorCode.ResourceNotFound,
  ErrorCode.BusinessRule,
  ErrorCode.UsageLimitReached,
]);

const CODE_NAMES = new Map<number, ErrorCodeName>(
  (Object.entries(ErrorCode) as Array<[ErrorCodeName, number]>).map(([name, code]) => [code, name]),
);

/** Dropping a request on purpose (leaving a page, a newer search) is not a failure the user must see. */
const QUIET_CLIENT_ERRORS: ReadonlySet<ClientErrorCode> = new Set(['aborted', 'canceled']);

const CJK = /[\u3400-\u9fff]/;
const INTERNALS: readonly RegExp[] = [
  /\/[a-z][a-z0-9_-]*\/[a-z]/, // an API path (/biz/qms/...) or a field pointer (/form/name)
  /\b(?:qms|biz|pub|sys|dev|oper|corp)\.[a-z]/, // a module or configuration code (qms.batch)
  /PriceAuth/, // a price-right code
  /https?:\/\//,
  /\bHTTP\b|\bJSON\b|\bundefined\b|\bnull\b|\bNaN\b|Error:|\berror \d+\b/i,
  /[{}<>]/,
];

/**
 * A server message is shown only when it reads as a sentence for the user: in the UI language (the server words
 * its messages after accept-language, but a proxy or another backend may not) and without internals.
 */
export function readableServerMessage(message: string, lang: Lang): boolean {
  const text = message.trim();
  if (text === '') return false;
  if (CJK.test(text) !== (lang === 'zh')) return false;
  return !INTERNALS.some((pattern) => pattern.test(text));
}

function duplicateFields(data: unknown): { name: string; taxno: string; creator: string } | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { name, taxno, creator } = data as Record<string, unknown>;
  return typeof name === 'string' && typeof taxno === 'string' && typeof creator === 'string'
    ? { name, taxno, creator }
    : undefined;
}

/** The one text a salesperson reads for a failed call, in their language. */
export function errorText(error: ApiError, lang: Lang): string {
  if (error instanceof ClientError) return CLIENT_ERROR_TEXTS[error.code][lang];
  if (error.code === ErrorCode.DuplicateCustomer) {
    const fields = duplicateFields(error.data);
    if (fields) return duplicateCustomerMessage(lang, fields.name, fields.taxno, fields.creator);
  }
  if (USER_WORDED_CODES.has(error.code) && readableServerMessage(error.message, lang)) return error.message;
  const name = CODE_NAMES.get(error.code);
  return (name ? SERVER_ERROR_TEXTS[name] : UNKNOWN_CODE_TEXT)[lang];
}

/** Everything a developer needs (code, call, raw message) goes to the console, never to the screen. */
function logForDevelopers(error: ApiError): void {
  const code = error instanceof ClientError ? error.code : `${error.code} ${errorEntry(error.code)?.en ?? ''}`.trim();
  console.error(`[api] ${error.path} failed (${code}): ${error.message}`, error);
}

/**
 * After the maintenance dialog is confirmed the user goes home, whose own calls fail with 20 as long as the
 * maintenance lasts; they are not answered with the same dialog again at once.
 */
export const MAINTENANCE_QUIET_MS = 5000;

/** The error catalogue of spec section 8, applied once for every failed call. */
export function createErrorCatalogue(ui: () => ErrorUi | undefined, now: () => number = Date.now) {
  let maintenanceShown = false;
  let maintenanceQuietUntil = 0;
  let loginExpiredHandled = false;

  return {
    /** Re-arms the one-shot reactions after the user signs in again. */
    reset() {
      loginExpiredHandled = false;
    },
    async handle(error: ApiError): Promise<void> {
      if (error instanceof ClientError && QUIET_CLIENT_ERRORS.has(error.code)) return;
      logForDevelopers(error);
      const current = ui();
      if (!current) return;
      const { t, lang } = current;
      const content = errorText(error, lang);
      if (error instanceof ClientError) {
        current.warning(content);
        current.checkVersion();
        return;
      }
      switch (error.code) {
        case ErrorCode.LoginExpired: {
          // A call that left after the user signed out (a screen's read still under way, sent as Guest) ends no
          // session: there is no one to sign out and nothing to tell.
          if (!current.signedIn() || loginExpiredHandled) return;
          loginExpiredHandled = true;
          current.clearUser();
          current.goRoot();
          // The user must learn why the session ended (a revoked token, an expiry), not find themselves signed out.
          void current.confirm({ title: SIGNED_OUT_TITLE[lang], content });
          return;
        }
        case ErrorCode.Maintenance: {
          if (maintenanceShown || now() < maintenanceQuietUntil) return;
          maintenanceShown = true;
          try {
            await current.confirm({ title: t('error.title'), content });
          } finally {
            maintenanceShown = false;
            maintenanceQuietUntil = now() + MAINTENANCE_QUIET_MS;
          }
          current.goRoot();
          return;
        }
        default:
          current.errorDialog({ title: t('error.title'), content });
      }
    },
  };
}

export type ErrorCatalogue = ReturnType<typeof createErrorCatalogue>;
