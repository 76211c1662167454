import { configure, render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { mutate, SWRConfig } from 'swr';
import { cache, SWRGlobalState } from 'swr/_internal';
import { dropFirstReads } from '../../../api/first-reads';
import { I18nProvider } from '../../../i18n/i18n-provider';
import type { Lang } from '../../../lib/storage';
import { fakeServer } from './fake-api';

// antd screens render slowly under jsdom; the default 1 s wait for an answer is too tight.
configure({ asyncUtilTimeout: 5000 });

/** Module codes of a user who may quote, adjust, set memos, see material usage and every price. */
export const QUOTE_USER_CODES = [
  'Real',
  'Real-quotation',
  'realQuotes',
  'qms.real',
  'qms.adjust',
  'qms.memo.set',
  'qms.dosage',
  'PriceAuthBase',
  'PriceAuthSale',
  'PriceAuthTax',
];

export function grantModules(codes: readonly string[]) {
  fakeServer.on('/pub/sys/data/user/modules', {
    modules: codes.map((code, index) => ({
      id: String(index + 1),
      parent: '0',
      code,
      name: code,
      enable: true,
      scope: 2,
      sort: index,
      type: 2,
      children: [],
    })),
  });
}

export function setPreferences(values: { mode?: number; unit?: number; places?: number; group?: number }) {
  const confs = [
    { key: 'qms.price.mode', type: 2, value: values.mode ?? 3 },
    { key: 'qms.price.unit', type: 2, value: values.unit ?? 0 },
    { key: 'qms.price.places', type: 2, value: values.places ?? 2 },
    { key: 'qms.quotation.group', type: 2, value: values.group ?? 0 },
  ];
  fakeServer.on('/biz/user/conf/list', { confs });
}

/** Clears what SWR cached in an earlier test (the screens revalidate through the global cache). */
export async function resetScreens() {
  // A refetch a mutation started in the previous test must land before the cache is cleared.
  await new Promise((resolve) => setTimeout(resolve, 50));
  fakeServer.reset();
  await mutate(() => true, undefined, { revalidate: false });
  forgetPreloads();
  dropFirstReads();
}

/**
 * Drops the answers SWR's preload holds for a hook that has not read them yet: a test that ends (and unmounts its
 * screen) before the screen takes a prefetched answer leaves it there, and the next test's screen would take that
 * stale answer without a request.
 */
function forgetPreloads() {
  const preloaded = SWRGlobalState.get(cache)?.[3];
  if (preloaded) for (const key of Object.keys(preloaded)) delete preloaded[key];
}

export function renderScreen(ui: ReactElement, options: { lang?: Lang; route?: string; state?: unknown } = {}) {
  return render(
    <I18nProvider initialLang={options.lang ?? 'zh-cn'}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App>
          <SWRConfig value={{ dedupingInterval: 0, revalidateOnFocus: false, shouldRetryOnError: false }}>
            <MemoryRouter initialEntries={[{ pathname: options.route ?? '/', state: options.state }]}>
              {ui}
            </MemoryRouter>
          </SWRConfig>
        </App>
      </ConfigProvider>
    </I18nProvider>,
  );
}

/** jsdom lays nothing out; the virtualised list needs a viewport height to render its rows. */
export function giveListViewport(height = 600) {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.testid === 'quotation-scroll' ? height : 0;
    },
  });
}

// antd measures with ResizeObserver, which jsdom lacks; nothing is laid out, so nothing ever resizes.
if (!('ResizeObserver' in globalThis)) {
  class InertResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(globalThis, { ResizeObserver: InertResizeObserver });
}
