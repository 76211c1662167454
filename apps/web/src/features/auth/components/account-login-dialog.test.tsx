import { sha256Hex } from '@cable/contracts/protocol';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../api/app-client';
import { sessionStore } from '../../../stores/session-store';
import { renderWithApp } from '../../../testing/render-app';
import { AccountLoginDialog } from './account-login-dialog';

const user = { id: 'u1', name: '王工', token: 'tok', type: 1, key: 'k', code: 'C1', title: '华缆', sno: 'S1' };

describe('account login dialog', { timeout: 40_000 }, () => {
  let bodies: unknown[];
  beforeEach(() => {
    bodies = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ data: { user }, stat: { dur: '1', err: 0, sec: 1 } }));
      }),
    );
    configureApi({ baseUrl: '', encrypt: false });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.set({ profile: undefined, dialog: 'none', afterLogin: undefined });
  });

  it('keeps the button disabled until both fields are filled', async () => {
    renderWithApp(<AccountLoginDialog open onClose={() => undefined} onUseQr={() => undefined} />);
    const button = await screen.findByTestId('account-submit');
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('用户名'), 'wang');
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('密码'), 'secret');
    expect(button).toBeEnabled();
  });

  it('sends the SHA-256 of the password, never the password, on enter, and stores the profile', async () => {
    renderWithApp(<AccountLoginDialog open onClose={() => undefined} onUseQr={() => undefined} />);
    await userEvent.type(await screen.findByLabelText('用户名'), 'wang');
    await userEvent.type(screen.getByLabelText('密码'), 'secret{Enter}');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ form: { key: 'wang', pwd: await sha256Hex('secret') } });
    await waitFor(() => expect(sessionStore.get().profile?.token).toBe('tok'));
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').name).toBe('王工');
    expect(await screen.findByText('登录成功')).toBeInTheDocument();
  });
});
