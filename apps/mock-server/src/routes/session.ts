import type { ConfigItem, UserProfile } from '@cable/contracts';
import {
  CONFIG_VALUE_TYPE,
  isPriceMode,
  isPricePlaces,
  isQuotationGroup,
  isUnitMode,
  PRICE_PLACES,
  QUOTATION_GROUP,
  USER_CONFIG_KEYS,
} from '@cable/contracts/vocabulary';
import { ApiError } from '../api-error';
import { phoneTicket } from '../control/control-guard';
import { phonePageUrl } from '../control/paths';
import type { HandlerMap } from '../http/handler';
import type { Repositories } from '../store/repositories';
import type { SessionRecord, UserRecord } from '../store/types';
import { requireModeVisible } from '../views/quotation-view';

/** How long a login QR can be scanned; the dialog shows its refresh overlay afterwards. */
export const QR_LIFETIME_MS = 120_000;

/** Quotation settings whose values the quoting calls read; anything else is stored as sent. */
const SETTING_RULES: Record<string, { accepts: (value: unknown) => boolean; zh: string; en: string }> = {
  [USER_CONFIG_KEYS.priceMode]: {
    accepts: isPriceMode,
    zh: '价格模式只能是 1、2 或 3',
    en: 'must be a price mode 1, 2 or 3',
  },
  [USER_CONFIG_KEYS.priceUnit]: {
    accepts: isUnitMode,
    zh: '单位只能是 0、1 或 2',
    en: 'must be a unit mode 0, 1 or 2',
  },
  [USER_CONFIG_KEYS.pricePlaces]: {
    accepts: isPricePlaces,
    zh: `小数位数只能是 ${PRICE_PLACES.min} 到 ${PRICE_PLACES.max} 的整数`,
    en: `must be a whole number of places from ${PRICE_PLACES.min} to ${PRICE_PLACES.max}`,
  },
  [USER_CONFIG_KEYS.quotationGroup]: {
    accepts: isQuotationGroup,
    zh: `报价分组只能是 ${QUOTATION_GROUP.min} 到 ${QUOTATION_GROUP.max}`,
    en: `must be a quotation group from ${QUOTATION_GROUP.min} to ${QUOTATION_GROUP.max}`,
  },
};

/** Config value types (spec: array, boolean, number, object, null or string) by their type code. */
const VALUE_TYPES: Record<number, { name: string; test: (value: unknown) => boolean }> = {
  [CONFIG_VALUE_TYPE.string]: { name: 'string', test: (value) => typeof value === 'string' },
  [CONFIG_VALUE_TYPE.number]: { name: 'number', test: (value) => typeof value === 'number' },
  [CONFIG_VALUE_TYPE.boolean]: { name: 'boolean', test: (value) => typeof value === 'boolean' },
  [CONFIG_VALUE_TYPE.object]: {
    name: 'object',
    test: (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  },
  [CONFIG_VALUE_TYPE.array]: { name: 'array', test: (value) => Array.isArray(value) },
  [CONFIG_VALUE_TYPE.null]: { name: 'null', test: (value) => value === null },
};

export function profileOf(user: UserRecord, session: Pick<SessionRecord, 'token' | 'key'>): UserProfile {
  const profile: UserProfile = {
    id: user.id,
    name: user.name,
    token: session.token,
    type: user.type,
    key: session.key,
    code: user.code,
    title: user.title,
    sno: user.sno,
  };
  // Spec section 3: approve is returned for quote users (type 1) only.
  if (user.type === 1) profile.approve = user.approve;
  return profile;
}

function signedIn(repos: Repositories, user: UserRecord, via: SessionRecord['via']): { user: UserProfile } {
  return { user: profileOf(user, repos.sessions.openSession(user.id, via)) };
}

function validateConfs(confs: ReadonlyArray<{ key: string; type: number; value: unknown }>): void {
  confs.forEach((conf, index) => {
    const at = `confs[${index}] (${conf.key})`;
    const kind = VALUE_TYPES[conf.type];
    if (!kind) {
      throw new ApiError('ValidationFailed', {
        zh: `${at}：类型 ${conf.type} 未知（1 字符串、2 数字、3 布尔、4 对象、5 数组、6 空）`,
        en: `${at}: type ${conf.type} is unknown (1 string, 2 number, 3 boolean, 4 object, 5 array, 6 null)`,
      });
    }
    if (!kind.test(conf.value)) {
      throw new ApiError('ValidationFailed', {
        zh: `${at}：类型 ${conf.type} 的值必须是 ${kind.name}`,
        en: `${at}: a value of type ${conf.type} must be a ${kind.name}`,
      });
    }
    const rule = SETTING_RULES[conf.key];
    if (rule && !rule.accepts(conf.value)) {
      throw new ApiError('ValidationFailed', { zh: `${at}：${rule.zh}`, en: `${at}: ${rule.en}` });
    }
  });
}

function confsOf(repos: Repositories, userId: string): ConfigItem[] {
  return repos.config.userConfigs(userId).map((conf) => ({ key: conf.key, type: conf.type, value: conf.value }));
}

export const sessionHandlers: HandlerMap = {
  loginInfo: ({ repos, request, world }) => {
    const origin = { protocol: request.protocol, host: request.host };
    const token = request.server.controlToken;
    const qr = repos.sessions.createQr(QR_LIFETIME_MS, (tag) =>
      phonePageUrl(origin, tag, {
        ...(token === null ? {} : { ticket: phoneTicket(token, tag) }),
        namespace: world.name,
      }),
    );
    return { qr: { tag: qr.tag, url: qr.url, expire: Math.floor(qr.expireMs / 1000) } };
  },

  loginState: ({ body, repos }) => {
    const { tag } = body.cond;
    const qr = repos.sessions.qr(tag);
    if (!qr) {
      throw new ApiError('ResourceNotFound', {
        zh: `二维码 ${tag} 不存在，请刷新二维码`,
        en: `No login QR code ${tag}; request a new one with /biz/user/login/info`,
      });
    }
    if (qr.state !== 'Pass') return { state: qr.state };
    const live = qr.token ? repos.sessions.sessionByToken(qr.token) : null;
    // A code whose session has since been signed out cannot sign anyone in again.
    if (!live) return { state: 'Expire' };
    return { state: 'Pass', user: profileOf(live.user, live.session) };
  },

  signout: ({ session, repos }) => {
    repos.sessions.revokeSession(session.token);
    return {};
  },

  keySignin: ({ body, repos }) => {
    const { key, pwd, mobile } = body.form;
    const user = repos.users.checkPassword(key, pwd);
    // The same answer for an unknown account and a wrong password, so the call cannot probe account names.
    if (!user || (mobile !== undefined && mobile !== user.mobile)) {
      throw new ApiError('BusinessRule', { zh: '用户名或密码错误', en: 'Wrong user name or password' });
    }
    return signedIn(repos, user, 'password');
  },

  mobileSignin: ({ body, repos }) => {
    const user = repos.users.userByMobile(body.form.mobile);
    if (!user) {
      throw new ApiError('ResourceNotFound', {
        zh: `没有手机号为 ${body.form.mobile} 的用户`,
        en: `No user has the mobile number ${body.form.mobile}`,
      });
    }
    return signedIn(repos, user, 'mobile');
  },

  userProfile: ({ session }) => ({ user: profileOf(session.user, session) }),

  profitModeList: ({ session }) => {
    const { modes } = session.user;
    return { modes: [...modes.list], current: modes.current, memos: modes.memos.map((memo) => ({ ...memo })) };
  },

  profitModeSet: ({ body, session, repos }) => {
    const { form } = body;
    if (!('mode' in form)) {
      throw new ApiError('BusinessRule', {
        zh: `角色 ${form.role} 不存在：该用户没有可切换的角色，请按模式切换`,
        en: `No role ${form.role}: this user has no roles to switch between; switch by mode`,
      });
    }
    const { list } = session.user.modes;
    if (!list.includes(form.mode)) {
      throw new ApiError('BusinessRule', {
        zh: `报价模式 ${form.mode} 不可用，可用模式：${list.join('、')}`,
        en: `Pricing mode ${form.mode} is not available to this user (available: ${list.join(', ')})`,
      });
    }
    repos.config.setProfitMode(session.user.id, form.mode);
    return { current: form.mode };
  },

  confList: ({ session, repos }) => ({ confs: confsOf(repos, session.user.id) }),

  confSave: ({ body, session, repos }) => {
    validateConfs(body.form.confs);
    // The default price mode is one whose price the user may see: nobase cannot make 成本价 the default.
    const mode = body.form.confs.find((conf) => conf.key === USER_CONFIG_KEYS.priceMode)?.value;
    if (isPriceMode(mode)) requireModeVisible(session.user, mode);
    repos.config.saveUserConfigs(session.user.id, body.form.confs);
    return { confs: confsOf(repos, session.user.id) };
  },

  infoLimit: ({ session }) => ({ limit: session.user.limits.limit, ocr: session.user.limits.ocr }),
};
