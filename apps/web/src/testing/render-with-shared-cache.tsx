import { configure, render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { mutate, SWRConfig } from 'swr';
import { I18nProvider } from '../i18n/i18n-provider';
import type { Lang } from '../lib/storage';
import { fakeApiServer } from './fake-api-server';

// antd screens render slowly under jsdom; the default 1 s wait for an answer is too tight.
configure({ asyncUtilTimeout: 5000 });

/**
 * Renders a screen on SWR's global cache, as the app does: mutations refresh reads with the global
 * mutate (api/swr revalidatePaths), which a per-test cache provider would never see. Motion is off so
 * that a closed dialog leaves the page at once.
 */
export function renderScreen(ui: ReactElement, options: { lang?: Lang; path?: string; state?: unknown } = {}) {
  return render(
    <I18nProvider initialLang={options.lang ?? 'zh-cn'}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App>
          <SWRConfig value={{ dedupingInterval: 0, revalidateOnFocus: false, shouldRetryOnError: false }}>
            <MemoryRouter initialEntries={[{ pathname: options.path ?? '/', state: options.state }]}>{ui}</MemoryRouter>
          </SWRConfig>
        </App>
      </ConfigProvider>
    </I18nProvider>,
  );
}

/** Forgets the previous test's answers and cached reads. */
export async function resetApiState(): Promise<void> {
  // A refetch that a mutation started in the previous test must land before the cache is cleared.
  await new Promise((resolve) => setTimeout(resolve, 50));
  fakeApiServer.reset();
  await mutate(() => true, undefined, { revalidate: false });
}
