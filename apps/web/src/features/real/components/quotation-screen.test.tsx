import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuotationItem } from '../../../entities/inventory/inventory-api';
import { announcePricesChanged } from '../../../lib/price-adjust';
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

function item(id: string, model: string, spec: string, overrides: Partial<QuotationItem> = {}): QuotationItem {
  return {
    id,
    cable: `c-${id}`,
    change: 0,
    count: '100',
    memo: '',
    model,
    price: { base: 80, sale: 90, tax: 101.7 },
    prop: '',
    scope: '0.6/1kV',
    spec,
    type: 1,
    name: '',
    sort: 0,
    sno: '',
    total: { base: 8000, sale: 9000, tax: 10170 },
    ...overrides,
  };
}

/** A stateful group 0 behind the fake API, so that a mutation shows up in the next list answer. */
function serveGroup(initial: QuotationItem[]) {
  let items = initial.map((entry, index) => ({ ...entry, sort: index }));
  fakeServer.on('/biz/qms/inventory/list', (body: SentBody) => ({
    infos: body.cond?.group === 0 ? items : [],
    page: { all: 1, num: 1, row: items.length, sec: 1 },
  }));
  fakeServer.on('/biz/qms/inventory/summ', () => ({
    summs: [{ count: items.length, group: 0, total: { base: 91175, sale: 100800, tax: 113905.5 } }],
  }));
  fakeServer.on('/biz/qms/inventory/count/set', (body: SentBody) => {
    const { ids, count } = body.form as { ids: string[]; count: string };
    items = items.map((entry) => (ids.includes(entry.id) ? { ...entry, count } : entry));
    return { infos: items.filter((entry) => ids.includes(entry.id)) };
  });
  fakeServer.on('/biz/qms/inventory/delete', (body: SentBody) => {
    const { ids } = body.form as { ids: string[] };
    items = items.filter((entry) => !ids.includes(entry.id));
    return { ids };
  });
  fakeServer.on('/biz/qms/inventory/sort/set', (body: SentBody) => {
    const { id, sort } = body.form as { id: string; sort: number };
    const moved = items.find((entry) => entry.id === id);
    if (moved) {
      items = items.filter((entry) => entry.id !== id);
      items.splice(sort, 0, moved);
    }
    return { infos: items };
  });
  fakeServer.on('/biz/qms/inventory/change/set', (body: SentBody) => {
    const { ids, change } = body.form as { ids: string[]; change: string };
    items = items.map((entry) => (ids.includes(entry.id) ? { ...entry, change: Number(change) } : entry));
    return { infos: items.filter((entry) => ids.includes(entry.id)) };
  });
  return () => items;
}

const rowModels = () => screen.getAllByRole('listitem').map((row) => row.querySelector('strong')?.textContent ?? '');

beforeEach(async () => {
  await resetScreens();
  giveListViewport();
  grantModules(QUOTE_USER_CODES);
  setPreferences({ mode: 3, unit: 0, places: 2 });
});

describe('QuotationScreen', () => {
  it('lists the items of the group with prices in the chosen mode and a dash for a hidden price', async () => {
    serveGroup([
      item('1', 'YJV22', '3×95+1×50'),
      item('2', 'VV', '4×16', { price: { base: 50 }, total: { base: 500 } }),
    ]);
    renderScreen(<QuotationScreen listHeight={600} />);
    expect(await screen.findByText('YJV22')).toBeInTheDocument();
    const rows = screen.getAllByRole('listitem');
    expect(within(rows[0] as HTMLElement).getByText('101.70')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('10,170.00')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getAllByText('—')).toHaveLength(2);
    expect(fakeServer.sent('/biz/qms/inventory/list')[0]).toMatchObject({ cond: { group: 0 }, page: { num: 1 } });
  });

  it('reads a typed count as metres, shows the metres and saves them', async () => {
    const items = serveGroup([item('1', 'YJV22', '3×95+1×50')]);
    renderScreen(<QuotationScreen listHeight={600} />);
    const count = await screen.findByLabelText('数量 1');
    const typeAndLeave = async (text: string) => {
      await userEvent.clear(count);
      await userEvent.type(count, text);
      fireEvent.blur(count);
    };

    await typeAndLeave('2.5km');
    expect(count).toHaveValue('2500');
    await waitFor(() => expect(items()[0]?.count).toBe('2500'));
    expect(await screen.findByText('数量已更新')).toBeInTheDocument();

    await typeAndLeave('1,500');
    await waitFor(() => expect(items()[0]?.count).toBe('1500'));
    expect(count).toHaveValue('1500');

    await userEvent.clear(count);
    await userEvent.type(count, '１０００米{Enter}');
    await waitFor(() => expect(items()[0]?.count).toBe('1000'));
    expect(count).toHaveValue('1000');
    expect(fakeServer.sent('/biz/qms/inventory/count/set').map((body) => body.form?.count)).toEqual([
      '2500',
      '1500',
      '1000',
    ]);
    // The same length typed again is no change and is not sent.
    await typeAndLeave('1km');
    expect(count).toHaveValue('1000');
    expect(fakeServer.sent('/biz/qms/inventory/count/set')).toHaveLength(3);
  });

  it('refuses a count it cannot read as metres with a visible message, and never sends it', async () => {
    const items = serveGroup([item('1', 'YJV22', '3×95+1×50')]);
    renderScreen(<QuotationScreen listHeight={600} />);
    await screen.findByLabelText('数量 1');
    // The field as the user finds it (its first message puts a tooltip around it, which mounts it anew).
    const count = () => screen.getByLabelText('数量 1');
    for (const typed of ['3吨', 'abc', '-5', '0']) {
      await userEvent.clear(count());
      await userEvent.type(count(), typed);
      fireEvent.blur(count());
      // The typed text stays, marked, with the reason in view.
      expect(count()).toHaveValue(typed);
      expect(count()).toHaveAttribute('aria-invalid', 'true');
      expect(
        await screen.findByText(typed === '0' ? '必须大于 0' : '请输入以米计的数量，如 1000、1000米、2.5km'),
      ).toBeInTheDocument();
    }
    expect(fakeServer.sent('/biz/qms/inventory/count/set')).toHaveLength(0);
    expect(items()[0]?.count).toBe('100');

    // Escape goes back to the saved count and the message goes away.
    fireEvent.keyDown(count(), { key: 'Escape' });
    expect(count()).toHaveValue('100');
    expect(count()).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(screen.getByText('必须大于 0')).not.toBeVisible());
  });

  it('keeps the focus in a count refused on Enter, so the user corrects it where they typed', async () => {
    serveGroup([item('1', 'YJV22', '3×95+1×50')]);
    renderScreen(<QuotationScreen listHeight={600} />);
    await userEvent.clear(await screen.findByLabelText('数量 1'));
    await userEvent.type(screen.getByLabelText('数量 1'), '3吨{Enter}');
    expect(await screen.findByText('请输入以米计的数量，如 1000、1000米、2.5km')).toBeInTheDocument();
    expect(screen.getByLabelText('数量 1')).toHaveFocus();
    expect(screen.getByLabelText('数量 1')).toHaveValue('3吨');
    await userEvent.type(screen.getByLabelText('数量 1'), '{Backspace}500{Enter}');
    await waitFor(() =>
      expect(fakeServer.sent('/biz/qms/inventory/count/set')).toEqual([
        expect.objectContaining({ form: expect.objectContaining({ count: '3500' }) }),
      ]),
    );
  });

  it('shows the saved count again when the server refuses the new one', async () => {
    serveGroup([item('1', 'YJV22', '3×95+1×50')]);
    fakeServer.refuse('/biz/qms/inventory/count/set', 1031, '报价分组 0 中没有清单项 1');
    renderScreen(<QuotationScreen listHeight={600} />);
    const count = await screen.findByLabelText('数量 1');
    await userEvent.clear(count);
    await userEvent.type(count, '300');
    fireEvent.blur(count);
    await waitFor(() => expect(fakeServer.sent('/biz/qms/inventory/count/set')).toHaveLength(1));
    await waitFor(() => expect(count).toHaveValue('100'));
  });

  it('deletes a row only after the confirmation', async () => {
    serveGroup([item('1', 'YJV22', '3×95+1×50'), item('2', 'VV', '4×16')]);
    renderScreen(<QuotationScreen listHeight={600} />);
    await screen.findByText('VV');
    const second = screen.getAllByRole('listitem')[1] as HTMLElement;
    // The row's action buttons follow the rows in a render of their own.
    await userEvent.click(await within(second).findByRole('button', { name: '删除' }));
    expect(fakeServer.sent('/biz/qms/inventory/delete')).toHaveLength(0);
    await userEvent.click(await screen.findByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(screen.queryByText('VV')).not.toBeInTheDocument());
    expect(fakeServer.sent('/biz/qms/inventory/delete')).toEqual([{ form: { group: 0, ids: ['2'] } }]);
    expect(rowModels()).toEqual(['YJV22']);
  });

  it('re-sorts by dragging a row onto another position, and with the arrow keys', async () => {
    serveGroup([item('1', 'YJV22', 'a'), item('2', 'VV', 'b'), item('3', 'KVV', 'c')]);
    renderScreen(<QuotationScreen listHeight={600} />);
    await screen.findByText('KVV');
    const handle = screen.getByRole('button', { name: '拖动排序 3' });
    const target = screen.getAllByRole('listitem')[0] as HTMLElement;
    const dataTransfer = { setData: vi.fn(), effectAllowed: 'none' };
    fireEvent.dragStart(handle, { dataTransfer });
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    await waitFor(() => expect(rowModels()).toEqual(['KVV', 'YJV22', 'VV']));
    expect(fakeServer.sent('/biz/qms/inventory/sort/set')).toEqual([{ form: { group: 0, id: '3', sort: 0 } }]);

    fireEvent.keyDown(screen.getByRole('button', { name: '拖动排序 1' }), { key: 'ArrowDown' });
    await waitFor(() => expect(rowModels()).toEqual(['YJV22', 'KVV', 'VV']));
    expect(fakeServer.sent('/biz/qms/inventory/sort/set').at(-1)).toEqual({ form: { group: 0, id: '3', sort: 1 } });
  });

  it('adjusts the selected rows by a percentage, with copper and aluminium prices sent separately', async () => {
    serveGroup([item('1', 'YJV22', 'a'), item('2', 'YJLV', 'b'), item('3', 'VV', 'c')]);
    renderScreen(<QuotationScreen listHeight={600} />);
    await screen.findByText('YJLV');
    await userEvent.click(screen.getByRole('checkbox', { name: 'YJV22 a' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'YJLV b' }));
    await userEvent.click(screen.getByRole('button', { name: /调价/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('调整 2 项')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('调整比例（%）'), '5.555');
    await userEvent.click(within(dialog).getByRole('button', { name: /确/ }));
    expect(await within(dialog).findByText('最多 2 位小数')).toBeInTheDocument();
    expect(fakeServer.sent('/biz/qms/inventory/change/set')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('调整比例（%）'));
    await userEvent.type(within(dialog).getByLabelText('调整比例（%）'), '5');
    await userEvent.type(within(dialog).getByLabelText('铜价（元/吨）'), '72000');
    await userEvent.type(within(dialog).getByLabelText('铝价（元/吨）'), '19000');
    await userEvent.click(within(dialog).getByRole('button', { name: /确/ }));
    await waitFor(() =>
      expect(fakeServer.sent('/biz/qms/inventory/change/set')).toEqual([
        { form: { group: 0, ids: ['1', '2'], change: '5', cu: 72000, ai: 19000 } },
      ]),
    );
    expect(await screen.findByText('已调价 5%')).toBeInTheDocument();
    expect(await screen.findAllByText('+5%')).toHaveLength(2);
  });

  it('restores the system price with a change of 0 for the whole group when nothing is selected', async () => {
    serveGroup([item('1', 'YJV22', 'a', { change: 8 }), item('2', 'VV', 'b', { change: -3 })]);
    renderScreen(<QuotationScreen listHeight={600} />);
    await screen.findByText('+8%');
    await userEvent.click(screen.getByRole('button', { name: /调价/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('调整比例（%）'), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: /确/ }));
    await waitFor(() =>
      expect(fakeServer.sent('/biz/qms/inventory/change/set')).toEqual([
        { form: { group: 0, ids: ['1', '2'], change: '0' } },
      ]),
    );
    expect(await screen.findByText('已恢复系统价格')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('+8%')).not.toBeInTheDocument());
    expect(screen.queryByText('-3%')).not.toBeInTheDocument();
  });

  it('shows the group totals in the places setting, with a dash for a total the user may not see', async () => {
    setPreferences({ mode: 2, unit: 1, places: 3 });
    serveGroup([item('1', 'YJV22', 'a')]);
    fakeServer.on('/biz/qms/inventory/summ', {
      summs: [{ count: 1, group: 0, total: { sale: 100800, tax: 113905.5 } }],
    });
    renderScreen(<QuotationScreen listHeight={600} />);
    await screen.findByText('YJV22');
    await waitFor(() => expect(screen.getByTestId('total-sale')).toHaveTextContent('100,800.000'));
    expect(screen.getByTestId('total-tax')).toHaveTextContent('113,905.500');
    expect(screen.getByTestId('total-base')).toHaveTextContent('—');
    expect(screen.getByTestId('total-base')).not.toHaveTextContent('¥');
    expect(fakeServer.sent('/biz/qms/inventory/summ').at(-1)).toEqual({ cond: { mode: 2, unit: 1, places: 3 } });
  });

  it('renders only the rows in view for a group of 1000 items', async () => {
    serveGroup(Array.from({ length: 1000 }, (_, index) => item(String(index + 1), `M${index + 1}`, 's')));
    renderScreen(<QuotationScreen listHeight={600} />);
    await screen.findByText('M1');
    const rendered = screen.getAllByRole('listitem').length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(60);
    expect(screen.queryByText('M1000')).not.toBeInTheDocument();
    // The totals are an answer of their own, shown in a render after the rows'.
    expect(await screen.findByText('1000 项')).toBeInTheDocument();
  });

  it('scrolling gives a row that left the view to another item: that item shows its own count, and a confirmation opened for the one that left is closed', async () => {
    serveGroup(
      Array.from({ length: 200 }, (_, index) =>
        item(String(index + 1), `M${index + 1}`, 's', { count: String(100 + index) }),
      ),
    );
    renderScreen(<QuotationScreen listHeight={600} />);
    await screen.findByText('M1');
    const first = screen.getAllByRole('listitem')[0] as HTMLElement;
    // Typed into the first row's count without leaving the field, then the delete confirmation of that row.
    fireEvent.change(within(first).getByRole('textbox', { name: '数量 1' }), { target: { value: '999' } });
    await userEvent.click(await within(first).findByRole('button', { name: '删除' }));
    // The popup fades in: it is visible once its opening motion has run.
    await waitFor(() => expect(screen.getByRole('button', { name: /确\s?定/ })).toBeVisible());

    const scroller = screen.getByTestId('quotation-scroll');
    Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: 48 * 100 });
    fireEvent.scroll(scroller);

    const row101 = (await screen.findByText('M101')).closest('li') as HTMLElement;
    expect(within(row101).getByRole('textbox', { name: '数量 101' })).toHaveValue('200');
    expect(screen.queryByText('M1')).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue('999')).not.toBeInTheDocument();
    // The confirmation is gone from what a user can reach (antd keeps the closed popup in the DOM, hidden).
    await waitFor(() => expect(screen.queryByRole('button', { name: /确\s?定/ })).not.toBeInTheDocument());
    expect(fakeServer.sent('/biz/qms/inventory/delete')).toHaveLength(0);
    expect(fakeServer.sent('/biz/qms/inventory/count/set')).toHaveLength(0);
  });

  it('marks an item whose price changed since it was added, with the price it was added at', async () => {
    serveGroup([item('1', 'YJV22', 'a', { previous: { base: 78.2, sale: 88, tax: 99.5 } }), item('2', 'VV', 'b')]);
    renderScreen(<QuotationScreen listHeight={600} />);
    await screen.findByText('VV');
    const [changed, unchanged] = screen.getAllByRole('listitem') as HTMLElement[];
    const mark = within(changed!).getByTestId('price-changed');
    expect(within(mark).getByText('价格已变动')).toBeInTheDocument();
    expect(within(mark).getByText('99.50').closest('[title]')).toHaveAttribute('title', '加入时 99.50');
    expect(within(changed!).getAllByText('101.70').length).toBeGreaterThan(0);
    expect(within(unchanged!).queryByTestId('price-changed')).not.toBeInTheDocument();
    await userEvent.hover(within(mark).getByText('价格已变动'));
    expect(
      await screen.findByText(
        '加入清单后价格有变动：成本价 78.20 → 80.00；销售价 88.00 → 90.00；含税价 99.50 → 101.70。点“刷新实时价”确认新价格',
      ),
    ).toBeInTheDocument();
  });

  it('刷新实时价 accepts the group’s new prices and reports how many items had changed', async () => {
    const items = serveGroup([
      item('1', 'YJV22', 'a', { previous: { tax: 99.5 } }),
      item('2', 'VV', 'b', { previous: { tax: 95 } }),
      item('3', 'KVV', 'c'),
    ]);
    fakeServer.on('/biz/qms/cable/info/price', (body: SentBody) => {
      const ids = body.cond?.ids as string[];
      const accepted = items().filter((entry) => entry.previous).length;
      for (const entry of items()) delete entry.previous;
      return { cables: ids.map((id) => ({ id, new: false, price: { tax: 102.5 } })), accepted };
    });
    renderScreen(<QuotationScreen listHeight={600} />);
    await screen.findByText('KVV');
    expect(screen.getAllByTestId('price-changed')).toHaveLength(2);
    // Before 刷新实时价 the live column says that it has not been fetched, rather than looking empty.
    expect(screen.getAllByText('未获取')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: /刷新实时价/ }));
    expect(await screen.findByText('已刷新 3 项的实时价，其中 2 项价格有更新')).toBeInTheDocument();
    expect(fakeServer.sent('/biz/qms/cable/info/price')).toEqual([
      { cond: { ids: ['c-1', 'c-2', 'c-3'], unit: 0, group: 0 } },
    ]);
    // The list is read again: the marks are gone, the live column shows the prices answered.
    await waitFor(() => expect(screen.queryByTestId('price-changed')).not.toBeInTheDocument());
    expect(screen.getAllByText('102.50')).toHaveLength(3);
    expect(screen.queryByText('未获取')).not.toBeInTheDocument();
  });

  it('drops the live prices it fetched once a price adjustment has cleared', async () => {
    serveGroup([item('1', 'YJV22', 'a')]);
    fakeServer.on('/biz/qms/cable/info/price', {
      cables: [{ id: 'c-1', new: false, price: { tax: 102.5 } }],
      accepted: 0,
    });
    renderScreen(<QuotationScreen listHeight={600} />);
    await screen.findByText('YJV22');
    await userEvent.click(screen.getByRole('button', { name: /刷新实时价/ }));
    expect(await screen.findByText('已刷新 1 项的实时价，其中 0 项价格有更新')).toBeInTheDocument();
    expect(screen.getByText('102.50')).toBeInTheDocument();
    act(() => announcePricesChanged());
    await waitFor(() => expect(screen.queryByText('102.50')).not.toBeInTheDocument());
  });

  it('speaks English when the interface language is en', async () => {
    serveGroup([item('1', 'YJV22', 'a')]);
    renderScreen(<QuotationScreen listHeight={600} />, { lang: 'en' });
    await screen.findByText('YJV22');
    expect(screen.getByText('Quotation list')).toBeInTheDocument();
    expect(screen.getByText('Tax-incl. total')).toBeInTheDocument();
    await act(async () => undefined);
  });
});

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
function serveGroupWithTotals(counts: number[]) {
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

describe('QuotationScreen: an edit costs one request', () => {
  it('a new count shows the row and the group total from the answer, with no list, summ or usage read', async () => {
    serveGroupWithTotals([100, 200]);
    renderScreen(<QuotationScreen listHeight={600} />);
    const count = await screen.findByLabelText('数量 1');
    const taxTotal = await screen.findByTestId('total-tax');
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
    serveGroupWithTotals([100]);
    renderScreen(<QuotationScreen listHeight={600} />);
    await screen.findByLabelText('数量 1');
    const readsBefore = readsSent();

    const row = screen.getAllByRole('listitem')[0] as HTMLElement;
    await userEvent.click(await within(row).findByRole('button', { name: ACTIONS }));
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
