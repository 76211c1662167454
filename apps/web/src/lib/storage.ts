import type { UserProfile } from '../api/types';
import { DEFAULT_LANG, STORAGE_KEYS, THEME_COLOR } from '../config/constants';

export type Lang = 'zh-cn' | 'en';
export interface LocalSetting {
  lang: Lang;
  color: string;
}

export const DEFAULT_SETTING: LocalSetting = { lang: DEFAULT_LANG, color: THEME_COLOR };

function readJson(storage: Storage, key: string): unknown {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function isLang(value: unknown): value is Lang {
  return value === 'zh-cn' || value === 'en';
}

function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);
}

/** The 'setting' entry is written only when absent (spec section 3), so a user's choice survives upgrades. */
export function ensureLocalSetting(storage: Storage = localStorage): LocalSetting {
  if (storage.getItem(STORAGE_KEYS.setting) === null) {
    storage.setItem(STORAGE_KEYS.setting, JSON.stringify(DEFAULT_SETTING));
  }
  return readLocalSetting(storage);
}

/** Unreadable or partial values fall back field by field to the defaults instead of breaking startup. */
export function readLocalSetting(storage: Storage = localStorage): LocalSetting {
  const stored = readJson(storage, STORAGE_KEYS.setting);
  const record = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  return {
    lang: isLang(record.lang) ? record.lang : DEFAULT_SETTING.lang,
    color: isHexColor(record.color) ? record.color : DEFAULT_SETTING.color,
  };
}

export function updateLocalSetting(patch: Partial<LocalSetting>, storage: Storage = localStorage): LocalSetting {
  const next = { ...readLocalSetting(storage), ...patch };
  storage.setItem(STORAGE_KEYS.setting, JSON.stringify(next));
  return next;
}

export function readProfile(storage: Storage = localStorage): UserProfile | undefined {
  const stored = readJson(storage, STORAGE_KEYS.profile);
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { token, key } = stored as { token?: unknown; key?: unknown };
  return typeof token === 'string' && token !== '' && typeof key === 'string' ? (stored as UserProfile) : undefined;
}

export function storeProfile(profile: UserProfile, storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEYS.profile, JSON.stringify(profile));
}

export function clearProfile(storage: Storage = localStorage): void {
  storage.removeItem(STORAGE_KEYS.profile);
}

export function readToken(storage: Storage = localStorage): string | undefined {
  return readProfile(storage)?.token;
}

/**
 * Sign-out and the version update clear the browser storage (spec sections 4 and 7) except the local setting: the
 * language and colour are this computer's user's preference, not session data, and survive both.
 */
export function clearKeepingPreferences(storage: Storage = localStorage): void {
  const setting = storage.getItem(STORAGE_KEYS.setting);
  storage.clear();
  if (setting !== null) storage.setItem(STORAGE_KEYS.setting, setting);
}

export function clearSessionPrices(storage: Storage = sessionStorage): void {
  for (const key of STORAGE_KEYS.sessionPrices) storage.removeItem(key);
}
