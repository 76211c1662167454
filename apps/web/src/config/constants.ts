/** Business constants of spec section 9 that the shell uses. */
export const APP_VERSION = '2.9.12';

export const HTTP_TIMEOUT_MS = 20_000;
export const MAX_BODY_BYTES = 5 * 1024 * 1024;

export const VERSION_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const IDLE_LIMIT_MS = 5 * 60 * 60 * 1000;
export const IDLE_CHECK_MS = 30_000;
export const IDLE_SLOW_CHECK_MS = 60_000;
/** After this long without activity the idle check slows down to IDLE_SLOW_CHECK_MS. */
export const IDLE_SLOW_AFTER_MS = 30 * 60 * 1000;
export const ACTIVITY_THROTTLE_MS = 1000;

export const PRICE_ADJUST_POLL_MS = 20_000;
export const MODULE_REFRESH_MS = 2 * 60 * 60 * 1000;
export const QR_POLL_MS = 1000;
export const QR_SIZE = 210;

export const NOTICE_PAGE_SIZE = 8;
export const BANNER_SIZE = 9;
export const BANNER_TAG_HOME = 'WEB_INDEX_1';
export const BOOK_PAGE_LENGTH = 100;
export const QUALIFICATION_PAGE_LENGTH = 8;

export const TOAST_DURATION_MS = 3000;
export const NOTIFICATION_DURATION_MS = 4500;
export const DRAWER_MAX_WIDTH = 1600;
export const DRAWER_NARROW_SCREEN = 1800;
export const MENU_ITEM_HEIGHT = 56;

export const THEME_COLOR = '#0059FF';
export const DEFAULT_LANG = 'zh-cn';

/** Document types of /biz/cms/doc/file/data (spec section 3, "Document"). */
export const DOC_TYPE = { credentials: 1, testReport: 2, commonSheet: 3 } as const;

/** Storage keys. The two session-storage price values are cleared by the navigation guard (spec section 2). */
export const STORAGE_KEYS = {
  setting: 'setting',
  profile: 'user',
  operator: 'oper',
  lastActive: 'last-active',
  versionPrompted: 'version-prompted',
  afterLoginPath: 'after-login-path',
  sessionPrices: ['quote-price-real', 'quote-price-batch'],
} as const;
