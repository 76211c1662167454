import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApiServer } from '../../../testing/fake-api-server';
import { renderScreen, resetApiState } from '../../../testing/render-with-shared-cache';
import { HistoryDetailDrawer } from './history-detail-drawer';

vi.mock('../../../api/app-client', async () => (await import('../../../testing/fake-api-server')).fakeAppClientModule);

const line = {
  cable: 'c1',
  change: 0,
  memo: '',
  prop: '',
  scope: '0.6/1kV',
  type: 0,
  name: '',
  sno: '',
  pricing: 'engine',
};

beforeEach(async () => {
  await resetApiState();
  fakeApiServer.on('/biz/qms/history/detail', {
    infos: [
      {
        ...line,
        id: 'h1-1',
        model: 'YJV',
        spec: '3*240+1*120',
        count: '200',
        sort: 1,
        price: { tax: 665.12 },
        total: { tax: 133024 },
      },
      {
        ...line,
        id: 'h1-2',
        cable: '',
        model: 'ABC-X',
        scope: '',
        spec: '非标',
        count: '20',
        sort: 2,
        type: 1,
        pricing: 'none',
        price: {},
        total: {},
      },
    ],
    summ: {
      price: 133644,
      weight: 1690.2,
      memo: '',
      goods: 133024,
      fees: { package: 120, freight: 500, waived: false },
      unpriced: 1,
    },
    info: { rno: 'BJ20261121-0006' },
    conf: { mode: 3, unit: 0, places: 2 },
    unit: 0,
  });
});

/** The value cell beside a label of the bordered descriptions. */
const cellBeside = (label: string) => screen.getByText(label).closest('th')?.nextElementSibling;

describe('history detail', () => {
  it('shows the fee lines its total counts and the unpriced item it leaves out', async () => {
    renderScreen(<HistoryDetailDrawer id="h1" demander="中建三局集团有限公司" onClose={() => undefined} />);
    expect(await screen.findByText('BJ20261121-0006')).toBeInTheDocument();
    expect(cellBeside('货款小计')).toHaveTextContent('133,024.00 元');
    expect(cellBeside('包装费')).toHaveTextContent('120.00 元');
    expect(cellBeside('运费')).toHaveTextContent('500.00 元');
    expect(cellBeside('总金额')).toHaveTextContent('133,644.00 元');
    expect(screen.getByText('总金额不含 1 项未定价')).toBeInTheDocument();
    expect(screen.getAllByText('未定价')).toHaveLength(2);
    // Issue 17: the drawer names the customer of the quotation.
    expect(cellBeside('客户')).toHaveTextContent('中建三局集团有限公司');
  });
});
