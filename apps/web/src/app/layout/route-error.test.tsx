import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/i18n-provider';
import { RouteErrorBoundary } from '../router';

function Broken(): never {
  throw new Error('Cannot read properties of undefined (reading "infos") at /biz/qms/inventory/list');
}

afterEach(() => vi.restoreAllMocks());

describe('a page that fails to render', () => {
  it.each([
    ['zh-cn', '页面加载失败', '页面资源加载失败，请检查网络后重试'],
    ['en', 'The page failed to load', 'A page resource could not be loaded; check the network and try again'],
  ] as const)('reads one sentence in %s; the raw error goes to the console only', async (lang, title, content) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <I18nProvider initialLang={lang}>
        <RouteErrorBoundary resetKey="first">
          <Broken />
        </RouteErrorBoundary>
      </I18nProvider>,
    );
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(content)).toBeInTheDocument();
    expect(screen.queryByText(/Cannot read properties|\/biz\//)).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[route] the page failed to render:', expect.any(Error));
  });
});
