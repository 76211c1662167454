import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApiServer } from '../../../testing/fake-api-server';
import { renderScreen, resetApiState } from '../../../testing/render-with-shared-cache';
import { PreferencesForm } from './preferences-form';

vi.mock('../../../api/app-client', async () => (await import('../../../testing/fake-api-server')).fakeAppClientModule);

/** The price rights the server grants, as /pub/sys/data/user/modules lists them. */
function grantPriceRights(...codes: string[]) {
  fakeApiServer.on('/pub/sys/data/user/modules', {
    modules: codes.map((code, index) => ({
      id: String(index + 1),
      parent: '0',
      code,
      name: code,
      enable: true,
      scope: 2,
      sort: index,
      type: 3,
      children: [],
    })),
  });
}

beforeEach(async () => {
  await resetApiState();
  grantPriceRights('PriceAuthBase', 'PriceAuthSale', 'PriceAuthTax');
  fakeApiServer.on('/biz/user/conf/list', {
    confs: [
      { key: 'qms.price.mode', type: 2, value: 2 },
      { key: 'qms.price.unit', type: 2, value: 1 },
      { key: 'qms.price.places', type: 2, value: 2 },
      { key: 'qms.quotation.memo', type: 1, value: '本报价有效期7天' },
    ],
  });
  fakeApiServer.on('/pub/biz/data/qms/configs', {
    configs: [
      { key: 'biz.tax.mode', type: 2, value: 1, cata: 'tax' },
      { key: 'biz.tax.value', type: 2, value: 0.13, cata: 'tax' },
      { key: 'biz.material.tax.mode', type: 2, value: 0, cata: 'tax' },
    ],
  });
  fakeApiServer.on('/biz/user/conf/save', ({ form }: { form?: Record<string, unknown> }) => ({ confs: form?.confs }));
});

describe('quotation preferences', { timeout: 60_000 }, () => {
  it('shows the saved settings with the system tax defaults and saves the changes', async () => {
    renderScreen(<PreferencesForm />);
    expect(await screen.findByRole('radio', { name: '销售价（不含税）' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '元/吨' })).toBeChecked();
    expect(screen.getByLabelText('税率（%）')).toHaveValue('13.00');
    expect(screen.getByLabelText('报价单默认备注')).toHaveValue('本报价有效期7天');

    await userEvent.click(screen.getByText('含税价'));
    fireEvent.change(screen.getByLabelText('价格小数位数'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('税率（%）'), { target: { value: '9' } });
    await userEvent.click(screen.getByRole('button', { name: '保 存' }));

    expect(await screen.findByText('已保存')).toBeInTheDocument();
    const confs = fakeApiServer.sent('/biz/user/conf/save')[0]?.form?.confs;
    expect(confs).toEqual(
      expect.arrayContaining([
        { key: 'qms.price.mode', type: 2, value: 3 },
        { key: 'qms.price.unit', type: 2, value: 1 },
        { key: 'qms.price.places', type: 2, value: 3 },
        { key: 'qms.quotation.memo', type: 1, value: '本报价有效期7天' },
        { key: 'qms.tax.value', type: 2, value: 0.09 },
        { key: 'qms.material.tax.mode', type: 2, value: 0 },
      ]),
    );
    // conf/save answers all the settings: the screen takes them from the answer and does not ask conf/list again.
    expect(fakeApiServer.sent('/biz/user/conf/list')).toHaveLength(1);
  });

  it('refuses decimal places outside 0-6 and a memo over 256 characters before sending', async () => {
    renderScreen(<PreferencesForm />);
    fireEvent.change(await screen.findByLabelText('价格小数位数'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('报价单默认备注'), { target: { value: '注'.repeat(257) } });
    await userEvent.click(screen.getByRole('button', { name: '保 存' }));
    expect(await screen.findByText('小数位数须在 0 到 6 之间')).toBeInTheDocument();
    expect(screen.getByText('备注最多 256 个字符')).toBeInTheDocument();
    expect(fakeApiServer.sent('/biz/user/conf/save')).toHaveLength(0);
  });

  it('keeps the form when the server refuses the save', async () => {
    fakeApiServer.refuse('/biz/user/conf/save', 1001, 'config key too long');
    renderScreen(<PreferencesForm />, { lang: 'en' });
    fireEvent.change(await screen.findByLabelText('Price decimal places'), { target: { value: '4' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fakeApiServer.sent('/biz/user/conf/save')).toHaveLength(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Price decimal places')).toHaveValue('4');
  });

  it('as nobase (no PriceAuthBase) offers only the modes the rights show', async () => {
    grantPriceRights('PriceAuthSale', 'PriceAuthTax');
    renderScreen(<PreferencesForm />);
    expect(await screen.findByRole('radio', { name: '销售价（不含税）' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '含税价' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '成本价（不含税）' })).not.toBeInTheDocument();
  });

  it('a saved mode outside the rights is shown as such and cannot be saved again', async () => {
    grantPriceRights('PriceAuthSale', 'PriceAuthTax');
    fakeApiServer.on('/biz/user/conf/list', { confs: [{ key: 'qms.price.mode', type: 2, value: 1 }] });
    renderScreen(<PreferencesForm />);
    expect(
      await screen.findByText('已保存的价格模式“成本价（不含税）”不在您的价格权限内，请重新选择并保存'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '成本价（不含税）' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '销售价（不含税）' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: '保 存' }));
    expect(await screen.findByText('请选择您有权限查看的价格模式')).toBeInTheDocument();
    expect(fakeApiServer.sent('/biz/user/conf/save')).toHaveLength(0);

    await userEvent.click(screen.getByText('含税价'));
    await userEvent.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(fakeApiServer.sent('/biz/user/conf/save')).toHaveLength(1));
    expect(fakeApiServer.sent('/biz/user/conf/save')[0]?.form?.confs).toContainEqual({
      key: 'qms.price.mode',
      type: 2,
      value: 3,
    });
  });
});
