import { beforeEach, describe, expect, it, vi } from 'vitest';
import { translate } from '../i18n/messages';
import { createErrorCatalogue, type ErrorUi } from './error-catalogue';
import { ClientError, type ClientErrorCode, ServerError } from './errors';

function fakeUi(lang: 'zh' | 'en' = 'zh') {
  const ui = {
    lang,
    t: (key) => translate(lang === 'zh' ? 'zh-cn' : 'en', key),
    confirm: vi.fn(() => Promise.resolve()),
    errorDialog: vi.fn(),
    warning: vi.fn(),
    clearUser: vi.fn(),
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
  });

  it('15: removes the stored user and goes to root, without a dialog', async () => {
    await catalogue.handle(new ServerError(15, '登录已失效', '/biz/qms/inventory/list', null));
    expect(ui.clearUser).toHaveBeenCalledOnce();
    expect(ui.goRoot).toHaveBeenCalledOnce();
    expect(ui.errorDialog).not.toHaveBeenCalled();
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

  it("any other code: error dialog with the server's message", async () => {
    await catalogue.handle(new ServerError(1020, '没有权限', '/biz/qms/history/list', null));
    expect(ui.errorDialog).toHaveBeenCalledWith({ title: '提示', content: '没有权限' });
    expect(ui.goRoot).not.toHaveBeenCalled();
  });

  it.each<[ClientErrorCode, string]>([
    ['network', '网络错误'],
    ['timeout', '请求超时'],
    ['bad-request', '请求错误'],
    ['bad-response', '响应错误'],
  ])(
    'transport failure %s: warning with the error text and 请刷新后再使用, then the version check',
    async (code, text) => {
      await catalogue.handle(new ClientError(code, 'boom', '/a'));
      expect(ui.warning).toHaveBeenCalledWith(`${text}: boom，请刷新后再使用`);
      expect(ui.checkVersion).toHaveBeenCalledOnce();
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
