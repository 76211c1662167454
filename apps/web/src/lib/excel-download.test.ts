import { GUEST_SECRET, verifyRequest } from '@cable/contracts/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachErrorUi, configureApi, resetErrorCatalogue } from '../api/app-client';
import type { ErrorUi } from '../api/error-catalogue';
import { ClientError, ServerError } from '../api/errors';
import { translate } from '../i18n/messages';
import { downloadExcel } from './excel-download';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FORM = { demander: 'd40001', mode: 3, fee: 0, corp: '1', memo: '', unit: 0, group: 0 } as const;

function fakeUi() {
  return {
    lang: 'zh',
    t: (key) => translate('zh-cn', key),
    confirm: vi.fn(() => Promise.resolve()),
    errorDialog: vi.fn(),
    warning: vi.fn(),
    clearUser: vi.fn(),
    signedIn: vi.fn(() => true),
    goRoot: vi.fn(),
    checkVersion: vi.fn(),
  } satisfies ErrorUi;
}

function refusal(err: number, msg: string) {
  return new Response(JSON.stringify({ data: null, stat: { dur: '1', err, sec: 1763722800, msg } }), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

describe('downloadExcel through the shared API client', () => {
  let ui: ReturnType<typeof fakeUi>;
  let answer: (init: RequestInit) => Response | Promise<Response>;
  let requests: RequestInit[];

  beforeEach(() => {
    ui = fakeUi();
    requests = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        requests.push(init);
        return answer(init);
      }),
    );
    configureApi({ baseUrl: '', encrypt: false });
    resetErrorCatalogue();
    attachErrorUi(ui);
  });
  afterEach(() => {
    attachErrorUi(undefined);
    vi.unstubAllGlobals();
  });

  it('yields the file and the name the server gave it, from a signed request', async () => {
    answer = () =>
      new Response(new Uint8Array([80, 75, 3, 4]), {
        headers: {
          'content-type': XLSX,
          'content-disposition': `attachment; filename="_.xlsx"; filename*=UTF-8''${encodeURIComponent('报价单-华缆.xlsx')}`,
        },
      });
    const { blob, fileName } = await downloadExcel({ form: FORM });
    expect(fileName).toBe('报价单-华缆.xlsx');
    expect(blob.size).toBe(4);
    const headers = requests[0]!.headers as Record<string, string>;
    const verdict = await verifyRequest({
      method: 'POST',
      path: '/biz/qms/inventory/excel/download',
      headers,
      body: requests[0]!.body as string,
      now: Number(headers.time),
      secretFor: (token) => (token === 'Guest' ? GUEST_SECRET : undefined),
      nonceSeen: () => false,
    });
    expect(verdict).toMatchObject({ ok: true });
    expect(ui.errorDialog).not.toHaveBeenCalled();
  });

  it('falls back to quotation.xlsx when the server names no file', async () => {
    answer = () => new Response(new Uint8Array([1]), { headers: { 'content-type': XLSX } });
    await expect(downloadExcel({ form: FORM })).resolves.toMatchObject({ fileName: 'quotation.xlsx' });
  });

  it('15: clears the user and goes to root', async () => {
    answer = () => refusal(15, '登录已失效，请重新登录');
    await expect(downloadExcel({ form: FORM })).rejects.toMatchObject({ code: 15 });
    expect(ui.clearUser).toHaveBeenCalledOnce();
    expect(ui.goRoot).toHaveBeenCalledOnce();
    expect(ui.errorDialog).not.toHaveBeenCalled();
  });

  it('20: shows the maintenance dialog, then goes to root', async () => {
    answer = () => refusal(20, '数据维护中，请稍后访问');
    const failure = await downloadExcel({ form: FORM }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServerError);
    await vi.waitFor(() => expect(ui.goRoot).toHaveBeenCalledOnce());
    expect(ui.confirm).toHaveBeenCalledWith({ title: '提示', content: '数据维护中，请稍后访问' });
  });

  it('any other refusal shows the error dialog with the catalogue text of its code', async () => {
    answer = () => refusal(1020, '没有权限：用户 "limited" 没有 POST /biz/qms/inventory/excel/download 所需的模块');
    await expect(downloadExcel({ form: FORM })).rejects.toBeInstanceOf(ServerError);
    expect(ui.errorDialog).toHaveBeenCalledWith({
      title: '提示',
      content: '您没有使用此功能的权限，如需使用请联系管理员开通',
    });
  });

  it('a transport failure shows the warning', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const failure = await downloadExcel({ form: FORM }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ClientError);
    expect(failure).toMatchObject({ code: 'network' });
    expect(ui.warning).toHaveBeenCalledOnce();
    expect(ui.warning).toHaveBeenCalledWith('网络连接失败，请检查网络后刷新再使用');
    expect(ui.errorDialog).not.toHaveBeenCalled();
  });
});
