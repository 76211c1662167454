import { screen, waitFor, within } from '@testing-library/react';
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
import { priceForm } from './custom-price-modal';
import { QuotationScreen } from './quotation-screen';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('../../../api/app-client', async () => (await import('../testing/fake-api')).fakeAppClient);

const catalogueItem: QuotationItem = {
  id: '1',
  cable: 'c1',
  change: 0,
  count: '100',
  memo: '',
  model: 'YJV22',
  price: { base: 80, sale: 90, tax: 101.7 },
  prop: '',
  scope: '0.6/1kV',
  spec: '3×95+1×50',
  type: 0,
  name: '',
  sort: 0,
  sno: '',
  total: { base: 8000, sale: 9000, tax: 10170 },
  pricing: 'engine',
};
const customItem: QuotationItem = {
  ...catalogueItem,
  id: '2',
  cable: '',
  model: 'WTX-9',
  spec: '特殊结构',
  scope: '',
  type: 1,
  count: '50',
  price: {},
  total: {},
  pricing: 'none',
};

/** Group 0 with a catalogue cable and an unpriced custom cable; price/set prices the custom one. */
function serveGroup() {
  let custom = customItem;
  fakeServer.on('/biz/qms/inventory/list', () => ({
    infos: [catalogueItem, custom],
    page: { all: 1, num: 1, row: 2, sec: 1 },
  }));
  fakeServer.on('/biz/qms/inventory/summ', () => ({
    summs: [
      {
        count: 2,
        group: 0,
        total: { base: 8000, sale: 9000, tax: custom.total.tax === undefined ? 10500 : 14925 },
        goods: { base: 8000, sale: 9000, tax: custom.total.tax === undefined ? 10170 : 14595 },
        fees: { package: 0, freight: 330, waived: false },
        unpriced: { base: 1, sale: 1, tax: custom.total.tax === undefined ? 1 : 0 },
      },
    ],
  }));
  fakeServer.on('/biz/qms/inventory/price/set', (body: SentBody) => {
    custom = { ...custom, pricing: 'manual', price: { sale: 78.32, tax: 88.5 }, total: { sale: 3916, tax: 4425 } };
    return { info: { ...custom, id: body.form?.id as string } };
  });
}

const customRow = () =>
  screen.getAllByRole('listitem').find((row) => row.textContent?.includes('WTX-9')) as HTMLElement;

beforeEach(async () => {
  await resetScreens();
  giveListViewport();
  setPreferences({ mode: 3, unit: 0, places: 2 });
});

describe('定价 of a custom cable', () => {
  it('shows an unpriced custom cable as 未定价, says the total leaves it out, and prices it by hand', async () => {
    grantModules(QUOTE_USER_CODES);
    serveGroup();
    renderScreen(<QuotationScreen listHeight={600} />);
    await screen.findByText('WTX-9');
    expect(within(customRow()).getByText(/未定价/)).toBeInTheDocument();
    // The totals render right after the rows (a background render), so they are waited for.
    const totals = await screen.findByTestId('total-parts');
    expect(totals).toHaveTextContent('货款 ¥10,170.00 + 运费 ¥330.00');
    expect(totals).toHaveTextContent('不含 1 项未定价');

    await userEvent.click(within(customRow()).getByText(/未定价/));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('定价：WTX-9 特殊结构')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('含税价（元/米）'), '88.5');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(fakeServer.sent('/biz/qms/inventory/price/set')).toHaveLength(1));
    expect(fakeServer.sent('/biz/qms/inventory/price/set')[0]?.form).toEqual({
      id: '2',
      type: 3,
      price: { tax: 88.5 },
    });
    expect(await within(customRow()).findByText('88.50')).toBeInTheDocument();
    expect(within(customRow()).getByText('4,425.00')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('total-parts')).not.toHaveTextContent('未定价'));
  });

  it('prices by a markup on cost for a user who may see cost prices', async () => {
    grantModules(QUOTE_USER_CODES);
    serveGroup();
    renderScreen(<QuotationScreen listHeight={600} />);
    await screen.findByText('WTX-9');
    await userEvent.click(within(customRow()).getByText(/未定价/));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByText('按成本加价'));
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请填写加价率')).toBeInTheDocument();
    expect(fakeServer.sent('/biz/qms/inventory/price/set')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('成本价（元/米）'), '40');
    await userEvent.type(within(dialog).getByLabelText('加价率（%）'), '25');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(fakeServer.sent('/biz/qms/inventory/price/set')).toHaveLength(1));
    expect(fakeServer.sent('/biz/qms/inventory/price/set')[0]?.form).toEqual({
      id: '2',
      type: 1,
      price: { base: 40 },
      markup: 25,
    });
  });

  it('offers no markup on cost to a user without PriceAuthBase, and the action sits in the row menu too', async () => {
    grantModules(QUOTE_USER_CODES.filter((code) => code !== 'PriceAuthBase'));
    serveGroup();
    renderScreen(<QuotationScreen listHeight={600} />, { lang: 'en' });
    await screen.findByText('WTX-9');
    await userEvent.click(await within(customRow()).findByRole('button', { name: 'Actions' }));
    await userEvent.click(await screen.findByText('Set price'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText('Markup on cost')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Tax incl. (yuan/m)')).toBeInTheDocument();
  });
});

describe('priceForm', () => {
  it('sends the typed price in the list mode, or the cost and markup as type 1', () => {
    expect(priceForm('7', 'manual', { price: 12.5, cost: null, markup: null }, 2)).toEqual({
      form: { id: '7', type: 2, price: { sale: 12.5 } },
    });
    expect(priceForm('7', 'manual', { price: null, cost: null, markup: null }, 3)).toEqual({ missing: 'price' });
    expect(priceForm('7', 'markup', { price: null, cost: null, markup: 10 }, 3)).toEqual({
      form: { id: '7', type: 1, price: {}, markup: 10 },
    });
    expect(priceForm('7', 'markup', { price: null, cost: 40, markup: null }, 3)).toEqual({ missing: 'markup' });
  });
});
