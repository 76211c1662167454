import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../testing/fake-api';
import { renderScreen, resetScreens } from '../testing/render-screen';
import { ApprovalDrawer } from './approval-drawer';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('../../../api/app-client', async () => (await import('../testing/fake-api')).fakeAppClient);

const cable = { id: 'c20001', model: 'YJV22', scope: '0.6/1kV', spec: '3×95+1×50' };
const repriced = {
  cable: {
    id: 'c20001',
    model: 'YJV22',
    price: { base: 200, sale: 220, tax: 248.6 },
    prop: '',
    scope: '0.6/1kV',
    spec: '3×95+1×50',
    sort: 1,
    new: true,
    name: '',
    type: 1,
  },
  origin: 'c20001',
};

function fill(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

beforeEach(async () => {
  await resetScreens();
});

describe('ApprovalDrawer', () => {
  it('shows the three parameter sets with the fields of the spec', async () => {
    renderScreen(<ApprovalDrawer target={cable} mode={3} places={2} onClose={() => undefined} />);
    const drawer = await screen.findByRole('dialog');
    for (const label of [
      '密度 density',
      '外径 outer',
      '截面积 area',
      '重量 weight',
      '损耗 consume',
      '绞合根数 strand',
      '单价 price',
    ]) {
      expect(within(drawer).getByLabelText(label)).toBeInTheDocument();
    }
    await userEvent.click(within(drawer).getByRole('tab', { name: '辅材参数' }));
    for (const label of [
      'jc1',
      'jc2',
      'jcdia',
      'rb1',
      'rb2',
      'rbdia',
      '直径 dia',
      '搭盖率 overlap',
      'bzmd',
      '厚度 thickness',
    ]) {
      expect(within(drawer).getByLabelText(label)).toBeInTheDocument();
    }
    await userEvent.click(within(drawer).getByRole('tab', { name: '类别参数' }));
    for (const label of ['nht', 'bzmd', 'djbzmd', 'kylx']) {
      expect(within(drawer).getByLabelText(label)).toBeInTheDocument();
    }
  });

  it('asks for at least one parameter and refuses negative values before sending', async () => {
    renderScreen(<ApprovalDrawer target={cable} mode={3} places={2} onClose={() => undefined} />);
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(within(drawer).getByRole('button', { name: /提交核价/ }));
    expect(await within(drawer).findByText('请至少填写一项参数')).toBeInTheDocument();
    fill('密度 density', '-8.9');
    expect(await within(drawer).findByText('不能为负数')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: /提交核价/ }));
    expect(fakeServer.sent('/biz/qms/approve/cable/conductor/change')).toHaveLength(0);
  });

  it('sends only the filled conductor parameters with did, shows the new price, then restores the origin', async () => {
    fakeServer.on('/biz/qms/approve/cable/conductor/change', repriced);
    fakeServer.on('/biz/qms/approve/cable/restore', {
      ...repriced,
      cable: { ...repriced.cable, new: false, price: { tax: 230 } },
    });
    renderScreen(<ApprovalDrawer target={cable} mode={3} places={2} onClose={() => undefined} />);
    const drawer = await screen.findByRole('dialog');
    fill('密度 density', '8.89');
    fill('截面积 area', '95');
    await userEvent.click(within(drawer).getByRole('button', { name: /提交核价/ }));
    await waitFor(() =>
      expect(fakeServer.sent('/biz/qms/approve/cable/conductor/change')).toEqual([
        { form: { did: 'c20001', density: 8.89, area: 95 } },
      ]),
    );
    expect(await within(drawer).findByText('248.60')).toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('button', { name: /恢复原版/ }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s?定/ }));
    await waitFor(() =>
      expect(fakeServer.sent('/biz/qms/approve/cable/restore')).toEqual([{ form: { origin: 'c20001', id: 'c20001' } }]),
    );
    expect(await within(drawer).findByText('230.00')).toBeInTheDocument();
  });

  it('deletes the pricing-check record of the cable after a confirmation and empties the forms', async () => {
    fakeServer.on('/biz/qms/approve/cable/clear', { id: 'c20001' });
    renderScreen(<ApprovalDrawer target={cable} mode={3} places={2} onClose={() => undefined} />);
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(within(drawer).getByRole('tab', { name: '类别参数' }));
    fill('nht', '1.05');
    expect(within(drawer).getByLabelText('nht')).toHaveValue('1.05');
    await userEvent.click(within(drawer).getByRole('button', { name: /删除核价记录/ }));
    expect(fakeServer.sent('/biz/qms/approve/cable/clear')).toHaveLength(0);
    await userEvent.click(await screen.findByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(fakeServer.sent('/biz/qms/approve/cable/clear')).toEqual([{ form: { id: 'c20001' } }]));
    await waitFor(() => expect(within(drawer).getByLabelText('nht')).toHaveValue(''));
    expect(await screen.findByText('核价记录已删除')).toBeInTheDocument();
  });
});
