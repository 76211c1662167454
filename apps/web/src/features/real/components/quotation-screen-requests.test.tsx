import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuotationItem } from '../../../entities/inventory/inventory-api';
import { fakeServer, type SentBody } from '../testing/fake-api';
import {
  giveListViewport,
  grantModules,
  QUOTE_USER_CODES,
  renderScreen,
  resetScreens,
  setPreferences,
} from '../testing/render-screen';
import { QuotationScreen } from './quotation-screen';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('../../../api/app-client', async () => (await import('../testing/fake-api')).fakeAppClient);

const PRICE = { base: 80, sale: 90, tax: 100 };
const priced = (id: string, count: number): QuotationItem => ({
  id,
  cable: `c-${id}`,
  change: 0,
  count: String(count),
  memo: '',
  model: 'YJV22',
  price: PRICE,
  prop: '',
  scope: '0.6/1kV',
  spec: `3×${id}`,
  type: 0,
  name: '',
  sort: 0,
  sno: '',
  total: { base: PRICE.base * count, sale: PRICE.sale * count, tax: PRICE.tax * count },
});

/**
 * Group 0 as the mock server keeps it: a write answers the rows it changed and the group's totals in the quotation
 * settings' unit and places (contracts: GroupTotals).
 */
function serveGroup(counts: number[]) {
  let items = counts.map((count, index) => priced(String(index + 1), count));
  const summ = () => ({
    count: items.length,
    group: 0,
    total: {
      base: items.reduce((sum, item) => sum + (item.total.base ?? 0), 0),
      sale: items.reduce((sum, item) => sum + (item.total.sale ?? 0), 0),
      tax: items.reduce((sum, item) => sum + (item.total.tax ?? 0), 0),
    },
  });
  fakeServer.on('/biz/qms/inventory/list', (body: SentBody) => ({
    infos: body.cond?.group === 0 ? items : [],
    page: { all: 1, num: 1, row: items.length, sec: 1 },
  }));
  fakeServer.on('/biz/qms/inventory/summ', () => ({ summs: [summ()] }));
  fakeServer.on('/biz/qms/inventory/count/set', (body: SentBody) => {
    const { ids, count } = body.form as { ids: string[]; count: string };
    items = items.map((item) => (ids.includes(item.id) ? priced(item.id, Number(count)) : item));
    return { infos: items.filter((item) => ids.includes(item.id)), totals: { unit: 0, places: 2, summ: summ() } };
  });
  fakeServer.on('/biz/qms/inventory/memo/set', (body: SentBody) => {
    const { ids, memo } = body.form as { ids: string[]; memo: string };
    items = items.map((item) => (ids.includes(item.id) ? { ...item, memo } : item));
    return { infos: items.filter((item) => ids.includes(item.id)), totals: { unit: 0, places: 2, summ: summ() } };
  });
}

const ACTIONS = '操作';
const READS = ['/biz/qms/inventory/list', '/biz/qms/inventory/summ', '/biz/qms/inventory/material'];
const readsSent = () => READS.map((path) => fakeServer.sent(path).length);

beforeEach(async () => {
  await resetScreens();
  giveListViewport();
  grantModules(QUOTE_USER_CODES);
  setPreferences({ mode: 3, unit: 0, places: 2 });
});

describe('QuotationScreen: an edit costs one request', () => {
  it('a new count shows the row and the group total from the answer, with no list, summ or usage read', async () => {
    serveGroup([100, 200]);
    renderScreen(<QuotationScreen listHeight={600} />);
    const count = await screen.findByLabelText('数量 1');
    const taxTotal = screen.getByTestId('total-tax');
    await waitFor(() => expect(taxTotal).toHaveTextContent('30,000.00'));
    const readsBefore = readsSent();

    await userEvent.clear(count);
    await userEvent.type(count, '500');
    fireEvent.blur(count);

    // Row 1 is 500 m at 100 yuan; the group 500 + 200 m.
    const row = screen.getAllByRole('listitem')[0] as HTMLElement;
    await waitFor(() => expect(within(row).getByText('50,000.00')).toBeInTheDocument());
    await waitFor(() => expect(taxTotal).toHaveTextContent('70,000.00'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fakeServer.sent('/biz/qms/inventory/count/set')).toHaveLength(1);
    expect(readsSent()).toEqual(readsBefore);
  });

  it('a remark is saved with one request and shows in its row', async () => {
    serveGroup([100]);
    renderScreen(<QuotationScreen listHeight={600} />);
    await screen.findByLabelText('数量 1');
    const readsBefore = readsSent();

    const row = screen.getAllByRole('listitem')[0] as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: ACTIONS }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '备注' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('备注'), '含税含运');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));

    expect(await screen.findByText('含税含运')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fakeServer.sent('/biz/qms/inventory/memo/set')).toHaveLength(1);
    expect(readsSent()).toEqual(readsBefore);
  });
});
