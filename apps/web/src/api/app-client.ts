import type { BodyDigest } from '@cable/contracts/protocol';
import { type Lang, readLocalSetting } from '../lib/storage';
import { sessionStore } from '../stores/session-state';
import { type ApiClient, createApiClient } from './client';
import { createErrorCatalogue, type ErrorUi } from './error-catalogue';

/**
 * The app's one API client. Startup configures it (API base from api-mapping.json, the WebAssembly
 * digest); the error catalogue's UI is attached by the React tree once antd's App context exists.
 */
let errorUi: ErrorUi | undefined;
const catalogue = createErrorCatalogue(() => errorUi);
let client: ApiClient | undefined;
let apiBase = '';

const ACCEPT_LANGUAGE: Record<Lang, string> = { 'zh-cn': 'zh-CN', en: 'en' };

/** The UI language as an accept-language value, read per call so that a language switch applies at once. */
export function acceptLanguage(): string {
  try {
    return ACCEPT_LANGUAGE[readLocalSetting().lang];
  } catch {
    // Storage can be unavailable (privacy modes); the server's default language is the product's default too.
    return ACCEPT_LANGUAGE['zh-cn'];
  }
}

export function configureApi(options: { baseUrl: string; digest?: BodyDigest; encrypt?: boolean }): ApiClient {
  apiBase = options.baseUrl;
  client = createApiClient({
    baseUrl: () => apiBase,
    getSession: () => {
      const profile = sessionStore.get().profile;
      return profile ? { token: profile.token, key: profile.key } : undefined;
    },
    encrypt: options.encrypt ?? true,
    digest: options.digest,
    language: acceptLanguage,
    onError: (error) => {
      void catalogue.handle(error);
    },
  });
  return client;
}

export function api(): ApiClient {
  if (!client) throw new Error('the API client is used before startup configured it (configureApi)');
  return client;
}

export function apiBaseUrl(): string {
  return apiBase;
}

export function attachErrorUi(ui: ErrorUi | undefined): void {
  errorUi = ui;
}

export function resetErrorCatalogue(): void {
  catalogue.reset();
}
