import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../api/app-client';
import { sessionStore } from '../../../stores/session-store';
import { renderWithApp } from '../../../testing/render-app';
import { QrLoginDialog } from './qr-login-dialog';

const toCanvas = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('qrcode', () => ({ default: { toCanvas } }));

const user = { id: 'u1', name: '王工', token: 'tok', type: 1, key: 'k', code: 'C1', title: '华缆', sno: 'S1' };

function answer(data: unknown) {
  return new Response(JSON.stringify({ data, stat: { dur: '1', err: 0, sec: 1 } }));
}

describe('QR login dialog', { timeout: 40_000 }, () => {
  let states: string[];
  let qrRequests: number;
  beforeEach(() => {
    states = [];
    qrRequests = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.endsWith('/biz/user/login/info')) {
          qrRequests += 1;
          return answer({ qr: { tag: `tag-${qrRequests}`, url: `https://qr.example/${qrRequests}`, expire: 120 } });
        }
        const state = states.shift() ?? 'Wait';
        return answer(state === 'Pass' ? { state, user } : { state });
      }),
    );
    configureApi({ baseUrl: '', encrypt: false });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.set({ profile: undefined, dialog: 'none', afterLogin: undefined });
  });

  it('draws the QR at 210 px and tells the user when it was scanned', async () => {
    states = ['Wait', 'Scan'];
    renderWithApp(<QrLoginDialog open onClose={() => undefined} onUseAccount={() => undefined} />);
    expect(await screen.findByText('微信扫码')).toBeInTheDocument();
    await waitFor(() => expect(toCanvas).toHaveBeenCalled());
    expect(toCanvas).toHaveBeenLastCalledWith(expect.anything(), 'https://qr.example/1', { width: 210, margin: 1 });
    expect(await screen.findByText('已扫码，请在「微信」确认登录', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('shows the expiry text and a refresh overlay that asks for a new QR', async () => {
    states = ['Expire'];
    renderWithApp(<QrLoginDialog open onClose={() => undefined} onUseAccount={() => undefined} />);
    expect(await screen.findByText('二维码已过期，请刷新重试', {}, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /刷新/ }));
    await waitFor(() => expect(qrRequests).toBe(2));
    await waitFor(() => expect(screen.queryByText('二维码已过期，请刷新重试')).not.toBeInTheDocument());
  });

  it('on Pass stores the profile and says 登录成功', async () => {
    states = ['Pass'];
    renderWithApp(<QrLoginDialog open onClose={() => undefined} onUseAccount={() => undefined} />);
    expect(await screen.findByText('登录成功', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(sessionStore.get().profile?.name).toBe('王工');
  });
});
