import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../testing/fake-api';
import { grantModules, QUOTE_USER_CODES, renderScreen, resetScreens, setPreferences } from '../testing/render-screen';
import { DosageScreen } from './dosage-screen';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('../../../api/app-client', async () => (await import('../testing/fake-api')).fakeAppClient);

beforeEach(async () => {
  await resetScreens();
  grantModules(QUOTE_USER_CODES);
  setPreferences({ group: 0 });
  fakeServer.on('/biz/qms/inventory/material', {
    infos: [
      { cata: '导体', name: '铜', weight: 1425.304 },
      { cata: '绝缘', name: '交联聚乙烯', weight: 312.8 },
      { cata: '导体', name: '铝', weight: 100 },
      { cata: '护套', name: 'PVC', weight: 162 },
    ],
  });
});

function percents(): number[] {
  return screen.queryAllByText(/^\d+\.\d{2}%$/).map((node) => Number.parseFloat(node.textContent ?? ''));
}

describe('DosageScreen', () => {
  it('shows the usage of the items chosen on the list, per category with shares adding up to 100', async () => {
    renderScreen(<DosageScreen />, { state: { group: 3, ids: ['i1', 'i2'] } });
    expect(await screen.findByText('导体')).toBeInTheDocument();
    expect(fakeServer.sent('/biz/qms/inventory/material')).toEqual([{ form: { group: 3, ids: ['i1', 'i2'] } }]);
    expect(screen.getByText('1525.30')).toBeInTheDocument();
    expect(screen.getByText('1425.30')).toBeInTheDocument();
    expect(screen.getByText('100.00')).toBeInTheDocument();
    expect(screen.getByTestId('dosage-total')).toHaveTextContent('总重量: 2000.10 kg');
    await waitFor(() => expect(percents()).toHaveLength(3));
    expect(percents()).toEqual([76.26, 15.64, 8.1]);
    expect(percents().reduce((sum, share) => sum + share, 0)).toBeCloseTo(100, 6);
  });

  it('takes every item of the default group when opened without a choice', async () => {
    fakeServer.on('/biz/qms/inventory/list', {
      infos: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
      page: { all: 1, num: 1, row: 3, sec: 1 },
    });
    renderScreen(<DosageScreen />, { lang: 'en' });
    expect(await screen.findByText('PVC')).toBeInTheDocument();
    expect(fakeServer.sent('/biz/qms/inventory/material')).toEqual([{ form: { group: 0, ids: ['a', 'b', 'c'] } }]);
    expect(screen.getByTestId('dosage-total')).toHaveTextContent('Total weight: 2000.10 kg');
  });

  it('says so when the group is empty instead of asking the server', async () => {
    fakeServer.on('/biz/qms/inventory/list', { infos: [], page: { all: 0, num: 1, row: 0, sec: 1 } });
    renderScreen(<DosageScreen />);
    expect(await screen.findByText('该分组暂无报价，无法计算材料用量')).toBeInTheDocument();
    expect(fakeServer.sent('/biz/qms/inventory/material')).toHaveLength(0);
  });
});
