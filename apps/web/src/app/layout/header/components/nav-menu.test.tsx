import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../../api/app-client';
import { I18nProvider } from '../../../../i18n/i18n-provider';
import { sessionStore } from '../../../../stores/session-store';
import { NavMenu } from './nav-menu';

function moduleNode(id: number, code: string, name: string) {
  return { id, parent: 0, code, name, enable: true, scope: 0, sort: id, type: 0, children: [] };
}

/** The path the router is on, as a user would see it in the address bar. */
function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderMenu(path: string) {
  render(
    <I18nProvider initialLang="zh-cn">
      <AntApp>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <MemoryRouter initialEntries={[path]}>
            <NavMenu />
            <CurrentPath />
          </MemoryRouter>
        </SWRConfig>
      </AntApp>
    </I18nProvider>,
  );
}

describe('top menu', { timeout: 40_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              data: {
                modules: [
                  moduleNode(1, 'index', '首页'),
                  moduleNode(2, 'Historical', '历史'),
                  moduleNode(3, 'Book', '报告'),
                ],
              },
              stat: { dur: '1', err: 0, sec: 1 },
            }),
          ),
      ),
    );
    configureApi({ baseUrl: '', encrypt: false });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.set({ profile: undefined, dialog: 'none', afterLogin: undefined });
  });

  it('shows granted, non-hidden modules with their locale labels', async () => {
    renderMenu('/');
    expect(await screen.findByText('历史报价', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('首页')).toBeInTheDocument();
    expect(screen.queryByText('检测报告')).not.toBeInTheDocument();
  });

  it('logged out, a protected entry opens the QR dialog and remembers the target', async () => {
    renderMenu('/');
    await userEvent.click(await screen.findByText('历史报价', {}, { timeout: 10_000 }));
    expect(sessionStore.get().dialog).toBe('qr');
    expect(sessionStore.get().afterLogin).toBe('/historical');
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
  });

  it('signed in, an entry navigates', async () => {
    sessionStore.set({
      profile: { id: 'u', name: 'n', token: 't', type: 1, key: 'k', code: 'c', title: 'x', sno: 's' },
      dialog: 'none',
      afterLogin: undefined,
    });
    renderMenu('/');
    await userEvent.click(await screen.findByText('历史报价', {}, { timeout: 10_000 }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/historical$/));
    expect(sessionStore.get().dialog).toBe('none');
  });
});
