import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { I18nProvider } from '../i18n/i18n-provider';
import type { Lang } from '../lib/storage';

/** Renders a component with the providers the shell gives every screen (fresh SWR cache per test). */
export function renderWithApp(ui: ReactElement, { lang = 'zh-cn', path = '/' }: { lang?: Lang; path?: string } = {}) {
  return render(
    <I18nProvider initialLang={lang}>
      <AntApp>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </SWRConfig>
      </AntApp>
    </I18nProvider>,
  );
}
