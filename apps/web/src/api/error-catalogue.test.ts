import { ErrorCode } from '@cable/contracts/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translate } from '../i18n/messages';
import {
  createErrorCatalogue,
  type ErrorUi,
  errorText,
  MAINTENANCE_QUIET_MS,
  readableServerMessage,
} from './error-catalogue';
import { ClientError, type ClientErrorCode, ServerError } from './errors';

function fakeUi(lang: 'zh' | 'en' = 'zh') {
  const ui = {
    lang,
    t: (key) => translate(lang === 'zh' ? 'zh-cn' : 'en', key),
    confirm: vi.fn(() => Promise.resolve()),
    errorDialog: vi.fn(),
    warning: vi.fn(),
    clearUser: vi.fn(),
    signedIn: vi.fn(() => true),
    goRoot: vi.fn(),
    checkVersion: vi.fn(),
  } satisfies ErrorUi;
  return ui;
}

describe('error catalogue (spec section 8)', () => {
  let ui: ReturnType<typeof fakeUi>;
  let catalogue: ReturnType<typeof createErrorCatalogue>;
  beforeEach(() => {
    ui = fakeUi();
    catalogue = createErrorCatalogue(() => ui);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('15: removes the stored user, goes to root and says why the user was signed out', async () => {
    await catalogue.handle(new ServerError(15, '登录已失效', '/biz/qms/inventory/list', null));
    expect(ui.clearUser).toHaveBeenCalledOnce();
    expect(ui.goRoot).toHaveBeenCalledOnce();
    expect(ui.confirm).toHaveBeenCalledWith({
      title: '已退出登录',
      content: '您的登录已失效（已过期，或已在别处退出），系统已退出登录，请重新登录',
    });
    expect(ui.errorDialog).not.toHaveBeenCalled();
  });

  it('15 to a call that left after the user signed out (sent as Guest) signs no one out and says nothing', async () => {
    ui.signedIn.mockReturnValue(false);
    await catalogue.handle(new ServerError(15, '需要登录后调用', '/biz/user/info/profit/mode/list', null));
    expect(ui.clearUser).not.toHaveBeenCalled();
    expect(ui.goRoot).not.toHaveBeenCalled();
    expect(ui.confirm).not.toHaveBeenCalled();
    expect(ui.errorDialog).not.toHaveBeenCalled();
    // A user who signs in later still learns when that session ends.
    ui.signedIn.mockReturnValue(true);
    await catalogue.handle(new ServerError(15, '登录已失效', '/a', null));
    expect(ui.confirm).toHaveBeenCalledOnce();
  });

  it('15 in English explains the sign-out in English', async () => {
    ui = fakeUi('en');
    await createErrorCatalogue(() => ui).handle(new ServerError(15, '登录已失效', '/a', null));
    expect(ui.confirm).toHaveBeenCalledWith({
      title: 'Signed out',
      content: expect.stringMatching(/^You have been signed out because/),
    });
  });

  it('15 from several parallel calls reacts once until the catalogue is reset by a new sign-in', async () => {
    await catalogue.handle(new ServerError(15, 'x', '/a', null));
    await catalogue.handle(new ServerError(15, 'x', '/b', null));
    expect(ui.clearUser).toHaveBeenCalledOnce();
    catalogue.reset();
    await catalogue.handle(new ServerError(15, 'x', '/c', null));
    expect(ui.clearUser).toHaveBeenCalledTimes(2);
  });

  it('20: single-button confirm 数据维护中，请稍后访问, then root', async () => {
    let confirm: () => void = () => undefined;
    ui.confirm.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          confirm = resolve;
        }),
    );
    const handled = catalogue.handle(new ServerError(20, 'maintenance', '/biz/cms/banner/data', null));
    expect(ui.confirm).toHaveBeenCalledWith({ title: '提示', content: '数据维护中，请稍后访问' });
    expect(ui.goRoot).not.toHaveBeenCalled();
    await catalogue.handle(new ServerError(20, 'maintenance', '/other', null));
    expect(ui.confirm).toHaveBeenCalledOnce();
    confirm();
    await handled;
    expect(ui.goRoot).toHaveBeenCalledOnce();
  });

  it('20: the calls of home, right after the confirmed dialog, do not open it again; later ones do', async () => {
    let clock = 1_000_000;
    catalogue = createErrorCatalogue(
      () => ui,
      () => clock,
    );
    await catalogue.handle(new ServerError(20, 'maintenance', '/biz/qms/history/list', null));
    expect(ui.goRoot).toHaveBeenCalledOnce();
    clock += 1000;
    await catalogue.handle(new ServerError(20, 'maintenance', '/biz/cms/banner/data', null));
    expect(ui.confirm).toHaveBeenCalledOnce();
    clock += MAINTENANCE_QUIET_MS;
    await catalogue.handle(new ServerError(20, 'maintenance', '/biz/cms/banner/data', null));
    expect(ui.confirm).toHaveBeenCalledTimes(2);
  });

  it('20 in English says data maintenance, please visit later', async () => {
    ui = fakeUi('en');
    await createErrorCatalogue(() => ui).handle(new ServerError(20, 'x', '/a', null));
    expect(ui.confirm).toHaveBeenCalledWith({ title: 'Notice', content: 'Data maintenance, please visit later' });
  });

  it('71: shows the name, tax number and creator the server sent', async () => {
    await catalogue.handle(
      new ServerError(71, '客户名称已被使用', '/biz/qms/demander/save', {
        name: '华东电力',
        taxno: '91310000MA1K',
        creator: '张三',
      }),
    );
    expect(ui.errorDialog).toHaveBeenCalledWith({
      title: '提示',
      content: '客户名称「华东电力」已被使用（税号：91310000MA1K，创建人：张三）',
    });
  });

  it("71 without fields shows the server's message", async () => {
    await catalogue.handle(new ServerError(71, '客户名称「甲」已被使用', '/biz/qms/demander/save', null));
    expect(ui.errorDialog).toHaveBeenCalledWith({ title: '提示', content: '客户名称「甲」已被使用' });
  });

  it('1020 (limited opening /batch by URL): a plain no-permission text, the API path and module code only in the console', async () => {
    const raw = '没有权限：用户 "limited" 没有 POST /biz/qms/batch/usage/state 所需的模块 "qms.batch"';
    await catalogue.handle(new ServerError(1020, raw, '/biz/qms/batch/usage/state', null));
    expect(ui.errorDialog).toHaveBeenCalledWith({
      title: '提示',
      content: '您没有使用此功能的权限，如需使用请联系管理员开通',
    });
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining(raw), expect.anything());
    expect(ui.goRoot).not.toHaveBeenCalled();
  });

  it('1020 in English reads in English', async () => {
    ui = fakeUi('en');
    await createErrorCatalogue(() => ui).handle(
      new ServerError(1020, 'No permission for this call: user "limited" lacks the module "qms.batch"', '/a', null),
    );
    expect(ui.errorDialog).toHaveBeenCalledWith({
      title: 'Notice',
      content: 'You do not have permission to use this feature. Please ask your administrator if you need it.',
    });
  });

  it("a business rule's own message is shown when it is a sentence in the user's language", async () => {
    await catalogue.handle(
      new ServerError(1050, '报价清单为空，无法生成合同', '/biz/qms/inventory/contract/save', null),
    );
    expect(ui.errorDialog).toHaveBeenCalledWith({ title: '提示', content: '报价清单为空，无法生成合同' });
  });

  it.each<[number, string, string]>([
    [1031, '文章 /biz/cms/article/detail?id=1 不存在', '要查看的内容不存在或已被删除'],
    [1001, '请求参数校验失败：/form/name 长度不能超过 50', '提交的内容不符合要求，请检查后重试'],
    [1050, 'Group 3 has no items to save', '此操作当前不被允许'],
    [1099, '服务内部错误：TypeError: x is undefined', '服务暂时出现故障，请稍后再试'],
    [1011, '签名错误', '请求校验未通过，请刷新后再使用'],
    [4242, 'error 4242', '操作未能完成，请稍后再试'],
  ])('code %i with an unreadable or internal message shows the catalogue text', async (code, raw, text) => {
    await catalogue.handle(new ServerError(code, raw, '/biz/x', null));
    expect(ui.errorDialog).toHaveBeenCalledWith({ title: '提示', content: text });
  });

  it('an English user never sees a Chinese server message', async () => {
    ui = fakeUi('en');
    await createErrorCatalogue(() => ui).handle(new ServerError(1050, '报价清单为空，无法生成合同', '/a', null));
    expect(ui.errorDialog).toHaveBeenCalledWith({
      title: 'Notice',
      content: 'This operation is not allowed at the moment.',
    });
  });

  it('every code of the contract has a text in both languages that shows no internals', () => {
    for (const [name, code] of Object.entries(ErrorCode)) {
      for (const lang of ['zh', 'en'] as const) {
        const text = errorText(new ServerError(code, `internal ${name} /biz/a/b`, '/biz/a/b', null), lang);
        expect(readableServerMessage(text, lang), `${name} ${lang}: ${text}`).toBe(true);
      }
    }
  });

  it.each<[ClientErrorCode, string, string]>([
    [
      'network',
      '网络连接失败，请检查网络后刷新再使用',
      'The network connection failed. Please check your network, refresh and use again.',
    ],
    [
      'timeout',
      '服务器长时间没有响应，请刷新后再使用',
      'The server did not answer in time. Please refresh and use again.',
    ],
    ['bad-request', '请求未能发出，请刷新后再使用', 'The request could not be sent. Please refresh and use again.'],
    [
      'bad-response',
      '服务器的应答无法读取，请刷新后再使用',
      'The server answered something that cannot be read. Please refresh and use again.',
    ],
  ])(
    "transport failure %s: one sentence in the user's language ending in please refresh, then the version check",
    async (code, zh, en) => {
      await catalogue.handle(new ClientError(code, 'no answer within 20 s', '/a'));
      expect(ui.warning).toHaveBeenCalledWith(zh);
      expect(ui.checkVersion).toHaveBeenCalledOnce();
      const english = fakeUi('en');
      await createErrorCatalogue(() => english).handle(new ClientError(code, 'network error: Failed to fetch', '/a'));
      expect(english.warning).toHaveBeenCalledWith(en);
      expect(console.error).toHaveBeenCalledWith(
        expect.stringContaining('network error: Failed to fetch'),
        expect.anything(),
      );
    },
  );

  it.each<ClientErrorCode>(['aborted', 'canceled'])(
    '%s requests were dropped on purpose and stay silent',
    async (code) => {
      await catalogue.handle(new ClientError(code, 'stop', '/a'));
      expect(ui.warning).not.toHaveBeenCalled();
      expect(ui.errorDialog).not.toHaveBeenCalled();
    },
  );

  it('does nothing before the UI is attached', async () => {
    const detached = createErrorCatalogue(() => undefined);
    await expect(detached.handle(new ServerError(99, 'x', '/a', null))).resolves.toBeUndefined();
  });
});
