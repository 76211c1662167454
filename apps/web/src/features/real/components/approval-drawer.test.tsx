import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../testing/fake-api';
import { renderScreen, resetScreens } from '../testing/render-screen';
import { ApprovalDrawer } from './approval-drawer';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('../../../api/app-client', async () => (await import('../testing/fake-api')).fakeAppClient);

const cable = { id: 'c20001', model: 'YJV22', scope: '0.6/1kV', spec: '3×95+1×50' };
const info = {
  id: 'c20001',
  model: 'YJV22',
  price: { base: 200, sale: 220, tax: 248.6 },
  prop: '',
  scope: '0.6/1kV',
  spec: '3×95+1×50',
  sort: 1,
  new: false,
  name: '',
  type: 1,
};
const repriced = { cable: { ...info, new: true }, origin: 'c20001' };

type Params = Record<'conductor' | 'auxiliary' | 'cata', Record<string, number>>;

/** The cable's current parameters, as cable/info/detail answers them to an approver. */
const params: Params = {
  conductor: { density: 8.89, outer: 11.593, area: 335, weight: 2978.15, consume: 0, price: 68.5 },
  auxiliary: { dia: 41.2, density: 1.45, thickness: 2.34, weight: 512.4, price: 9.6 },
  cata: { nht: 1.42 },
};

function serveDetail(current: Params = params) {
  fakeServer.on('/biz/qms/cable/info/detail', { cable: { ...info, reports: [], params: current } });
}

function fill(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

async function openDrawer(lang: 'zh-cn' | 'en' = 'zh-cn') {
  renderScreen(<ApprovalDrawer target={cable} mode={3} places={2} onClose={() => undefined} />, { lang });
  const drawer = await screen.findByRole('dialog');
  return drawer;
}

beforeEach(async () => {
  await resetScreens();
});

describe('ApprovalDrawer', () => {
  it('labels every field of the three sets with its name and unit, and shows the current values', async () => {
    serveDetail();
    const drawer = await openDrawer();
    await waitFor(() => expect(within(drawer).getByLabelText('密度（g/cm³）')).toHaveValue('8.89'));
    const conductor: Array<[string, string]> = [
      ['导体外径（mm）', '11.593'],
      ['截面积（mm²）', '335'],
      ['重量（kg/km）', '2978.15'],
      ['损耗率（%）', '0'],
      ['绞入率（%）', ''],
      ['单价（元/kg）', '68.5'],
    ];
    for (const [label, value] of conductor) expect(within(drawer).getByLabelText(label)).toHaveValue(value);
    expect(within(drawer).getByLabelText('绞入率（%）')).toHaveAttribute('placeholder', '未设置');

    await userEvent.click(within(drawer).getByRole('tab', { name: '辅材参数' }));
    const auxiliary: Array<[string, string]> = [
      ['密度（g/cm³）', '1.45'],
      ['根数（根）', ''],
      ['厚度（mm）', '2.34'],
      ['绞合系数 1', ''],
      ['绞合系数 2', ''],
      ['绞合外径（mm）', ''],
      ['绕包系数 1', ''],
      ['绕包系数 2', ''],
      ['绕包外径（mm）', ''],
      ['外径（mm）', '41.2'],
      ['搭盖率（%）', ''],
      ['重量（kg/km）', '512.4'],
      ['损耗率（%）', ''],
      ['绞入率（%）', ''],
      ['单价（元/kg）', '9.6'],
      ['编织密度（%）', ''],
    ];
    for (const [label, value] of auxiliary) expect(within(drawer).getByLabelText(label)).toHaveValue(value);

    await userEvent.click(within(drawer).getByRole('tab', { name: '类别参数' }));
    const cata: Array<[string, string]> = [
      ['内护套厚度（mm）', '1.42'],
      ['编织密度（%）', ''],
      ['对绞编织密度（%）', ''],
      ['铠装类型（代码）', ''],
    ];
    for (const [label, value] of cata) expect(within(drawer).getByLabelText(label)).toHaveValue(value);
    // No raw wire name is a label.
    for (const wire of ['nht', 'bzmd', 'djbzmd', 'kylx', 'jc1', 'rb2'])
      expect(within(drawer).queryByLabelText(wire)).not.toBeInTheDocument();
    expect(fakeServer.sent('/biz/qms/cable/info/detail')).toEqual([{ cond: { id: 'c20001' } }]);
  });

  it('speaks English with the same units', async () => {
    serveDetail();
    const drawer = await openDrawer('en');
    await waitFor(() => expect(within(drawer).getByLabelText('Density (g/cm³)')).toHaveValue('8.89'));
    expect(within(drawer).getByLabelText('Conductor diameter (mm)')).toHaveValue('11.593');
    expect(within(drawer).getByLabelText('Weight (kg/km)')).toHaveValue('2978.15');
    expect(within(drawer).getByLabelText('Unit price (yuan/kg)')).toHaveValue('68.5');
    expect(within(drawer).getByLabelText('Lay take-up (%)')).toHaveAttribute('placeholder', 'Not set');
    await userEvent.click(within(drawer).getByRole('tab', { name: 'Category' }));
    expect(within(drawer).getByLabelText('Inner sheath thickness (mm)')).toHaveValue('1.42');
    expect(within(drawer).getByLabelText('Braid coverage (%)')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Pair-screen braid coverage (%)')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Armour type (code)')).toBeInTheDocument();
  });

  it('asks for a change and refuses negative or fractional values before sending', async () => {
    serveDetail();
    const drawer = await openDrawer();
    await waitFor(() => expect(within(drawer).getByLabelText('密度（g/cm³）')).toHaveValue('8.89'));
    // The current values as they are change nothing.
    await userEvent.click(within(drawer).getByRole('button', { name: /提交核价/ }));
    expect(await within(drawer).findByText('请至少修改一项参数')).toBeInTheDocument();
    fill('密度（g/cm³）', '-8.9');
    expect(await within(drawer).findByText('不能为负数')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('tab', { name: '辅材参数' }));
    fill('根数（根）', '2.5');
    await userEvent.click(within(drawer).getByRole('button', { name: /提交核价/ }));
    expect(await within(drawer).findByText('请输入整数')).toBeInTheDocument();
    expect(fakeServer.sent('/biz/qms/approve/cable/conductor/change')).toHaveLength(0);
    expect(fakeServer.sent('/biz/qms/approve/cable/auxiliary/change')).toHaveLength(0);
  });

  it('sends only the changed fields with did, shows the new price and the new current values, then restores', async () => {
    serveDetail();
    fakeServer.on('/biz/qms/approve/cable/conductor/change', () => {
      serveDetail({ ...params, conductor: { ...params.conductor, consume: 1.5, strand: 2 } });
      return repriced;
    });
    fakeServer.on('/biz/qms/approve/cable/restore', () => {
      serveDetail();
      return { ...repriced, cable: { ...info, price: { tax: 230 } } };
    });
    const drawer = await openDrawer();
    await waitFor(() => expect(within(drawer).getByLabelText('损耗率（%）')).toHaveValue('0'));
    fill('损耗率（%）', '1.5');
    fill('绞入率（%）', '2');
    // A value typed back to the current one is no change.
    fill('单价（元/kg）', '68.5');
    expect(within(drawer).getByText('原值 0')).toBeInTheDocument();
    expect(within(drawer).getByText('已修改 2 项，提交后该电缆在所有报价清单中按新参数计价')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: /提交核价/ }));
    await waitFor(() =>
      expect(fakeServer.sent('/biz/qms/approve/cable/conductor/change')).toEqual([
        { form: { did: 'c20001', consume: 1.5, strand: 2 } },
      ]),
    );
    expect(await within(drawer).findByText('248.60')).toBeInTheDocument();
    // The form now starts from the cable's new parameters, with nothing left to submit.
    await waitFor(() => expect(within(drawer).queryByText('原值 0')).not.toBeInTheDocument());
    expect(within(drawer).getByLabelText('损耗率（%）')).toHaveValue('1.5');
    expect(within(drawer).getByLabelText('绞入率（%）')).toHaveValue('2');

    await userEvent.click(within(drawer).getByRole('button', { name: /恢复原版/ }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s?定/ }));
    await waitFor(() =>
      expect(fakeServer.sent('/biz/qms/approve/cable/restore')).toEqual([{ form: { origin: 'c20001', id: 'c20001' } }]),
    );
    expect(await within(drawer).findByText('230.00')).toBeInTheDocument();
    await waitFor(() => expect(within(drawer).getByLabelText('损耗率（%）')).toHaveValue('0'));
    expect(within(drawer).getByLabelText('绞入率（%）')).toHaveValue('');
  });

  it('deletes the pricing-check record of the cable after a confirmation and drops what was typed', async () => {
    serveDetail();
    fakeServer.on('/biz/qms/approve/cable/clear', { id: 'c20001' });
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('tab', { name: '类别参数' }));
    await waitFor(() => expect(within(drawer).getByLabelText('内护套厚度（mm）')).toHaveValue('1.42'));
    fill('对绞编织密度（%）', '80');
    expect(within(drawer).getByLabelText('对绞编织密度（%）')).toHaveValue('80');
    await userEvent.click(within(drawer).getByRole('button', { name: /删除核价记录/ }));
    expect(fakeServer.sent('/biz/qms/approve/cable/clear')).toHaveLength(0);
    await userEvent.click(await screen.findByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(fakeServer.sent('/biz/qms/approve/cable/clear')).toEqual([{ form: { id: 'c20001' } }]));
    await waitFor(() => expect(within(drawer).getByLabelText('对绞编织密度（%）')).toHaveValue(''));
    expect(within(drawer).getByLabelText('内护套厚度（mm）')).toHaveValue('1.42');
    expect(await screen.findByText('核价记录已删除')).toBeInTheDocument();
  });

  it('still offers empty forms when the current parameters cannot be read', async () => {
    fakeServer.refuse('/biz/qms/cable/info/detail', 1031, '电缆 c20001 不存在');
    fakeServer.on('/biz/qms/approve/cable/cata/change', repriced);
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('tab', { name: '类别参数' }));
    fill('内护套厚度（mm）', '1.6');
    await userEvent.click(within(drawer).getByRole('button', { name: /提交核价/ }));
    await waitFor(() =>
      expect(fakeServer.sent('/biz/qms/approve/cable/cata/change')).toEqual([{ form: { did: 'c20001', nht: 1.6 } }]),
    );
  });
});
