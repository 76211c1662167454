import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, type SentBody } from '../testing/fake-api';
import { grantModules, QUOTE_USER_CODES, renderScreen, resetScreens, setPreferences } from '../testing/render-screen';
import { RealQuoteScreen } from './real-quote-screen';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('../../../api/app-client', async () => (await import('../testing/fake-api')).fakeAppClient);

const catas = [
  {
    abbr: 'YJV',
    code: 'yjv',
    id: 'k1',
    mode: 1,
    name: '交联电力电缆',
    sort: 1,
    props: [{ key: '铠装', models: [{ key: 'YJV22', structs: ['3×95+1×50', '4×120'] }] }],
  },
  { abbr: 'BV', code: 'bv', id: 'k2', mode: 0, name: '布电线', sort: 2, props: [] },
];

function cable(id: string, model: string, spec: string, price: Record<string, number>) {
  return { id, model, spec, price, prop: '铠装', scope: '0.6/1kV', sort: 1, new: false, name: '', type: 1 };
}

/** A step of the catalogue drill-down (its tags are grouped under the step's name). */
async function tagRow(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const row = document.querySelector<HTMLElement>(`[role="group"][aria-label="${name}"]`);
    if (!row) throw new Error(`no catalogue step ${name}`);
    return row;
  });
}

beforeEach(async () => {
  await resetScreens();
  grantModules(QUOTE_USER_CODES.filter((code) => code !== 'PriceAuthBase'));
  setPreferences({ mode: 3, unit: 0, places: 2, group: 4 });
  fakeServer.on('/biz/qms/cable/cata/list', { catas });
  fakeServer.on('/biz/qms/inventory/summ', { summs: [] });
  fakeServer.on('/biz/qms/cable/info/list', (body: SentBody) => ({
    cables:
      body.cond?.model === 'YJV22'
        ? [cable('c1', 'YJV22', '3×95+1×50', { sale: 210, tax: 237.3 })]
        : [cable('c1', 'YJV22', '3×95+1×50', { sale: 210, tax: 237.3 }), cable('c9', 'BV', '2.5', { tax: 2.1 })],
    page: { all: 1, num: 1, row: 2, sec: 1 },
  }));
});

describe('RealQuoteScreen', () => {
  it('searches the catalogue drill-down in the user unit and shows the price in the chosen mode', async () => {
    renderScreen(<RealQuoteScreen />);
    expect(await screen.findByText('237.30')).toBeInTheDocument();
    await userEvent.click(screen.getByText('交联电力电缆'));
    await userEvent.click(within(await tagRow('属性')).getByText('铠装'));
    await userEvent.click(within(await tagRow('型号')).getByText('YJV22'));
    await userEvent.click(within(await tagRow('规格')).getByText('4×120'));
    await waitFor(() =>
      expect(fakeServer.sent('/biz/qms/cable/info/list').at(-1)).toEqual({
        cond: { cata: 'k1', model: 'YJV22', prop: '铠装', struct: '4×120', unit: 0 },
        page: { len: 20, num: 1 },
      }),
    );
  });

  it('stops narrowing by a catalogue pick the user cleared in the search form', async () => {
    renderScreen(<RealQuoteScreen />);
    await screen.findByText('237.30');
    await userEvent.click(screen.getByText('交联电力电缆'));
    await userEvent.click(within(await tagRow('属性')).getByText('铠装'));
    const prop = screen.getByRole('textbox', { name: '属性' });
    expect(prop).toHaveValue('铠装');
    fireEvent.change(prop, { target: { value: '' } });
    fireEvent.change(screen.getByRole('textbox', { name: '关键字' }), { target: { value: 'YJV' } });
    fireEvent.click(screen.getByText(/搜\s?索/, { selector: 'button span' }));
    await waitFor(() =>
      expect(fakeServer.sent('/biz/qms/cable/info/list').at(-1)).toEqual({
        cond: { cata: 'k1', keyword: 'YJV', unit: 0 },
        page: { len: 20, num: 1 },
      }),
    );
  });

  it('shows the base price for an unconfigured category, as a dash when the user may not see it', async () => {
    renderScreen(<RealQuoteScreen />);
    await screen.findByText('237.30');
    await userEvent.click(screen.getByText('布电线'));
    expect(await screen.findByText('未配置，按成本价')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('—').length).toBeGreaterThan(0));
    expect(screen.getByRole('columnheader', { name: '成本价（元/米）' })).toBeInTheDocument();
  });

  it('adds a cable to the chosen group with a count read as metres', async () => {
    fakeServer.on('/biz/qms/inventory/add', { infos: [] });
    renderScreen(<RealQuoteScreen />);
    await screen.findByText('237.30');
    const row = screen.getByText('237.30').closest('tr') as HTMLElement;
    // Every row has one: a light (filled) button, not a solid primary one.
    const add = within(row).getByRole('button', { name: '加入报价' });
    expect(add).toHaveClass('ant-btn-variant-filled');
    expect(add).not.toHaveClass('ant-btn-variant-solid');
    fireEvent.click(add);
    const dialog = await screen.findByRole('dialog');
    const count = within(dialog).getByLabelText('数量（米）');
    fireEvent.change(count, { target: { value: '-5' } });
    fireEvent.click(within(dialog).getByText(/加\s?入/, { selector: 'button span' }));
    expect(await within(dialog).findByText('请输入以米计的数量，如 1000、1000米、2.5km')).toBeInTheDocument();
    expect(fakeServer.sent('/biz/qms/inventory/add')).toHaveLength(0);

    fireEvent.change(count, { target: { value: '0.5km' } });
    fireEvent.click(within(dialog).getByText('7', { selector: '.ant-segmented-item-label' }));
    fireEvent.click(within(dialog).getByText(/加\s?入/, { selector: 'button span' }));
    await waitFor(() =>
      expect(fakeServer.sent('/biz/qms/inventory/add')).toEqual([
        { form: { group: 7, infos: [{ cable: 'c1', count: '500' }] } },
      ]),
    );
    expect(await screen.findByText('已加入分组 7')).toBeInTheDocument();
  });

  it('offers the price check only to users with the approve module', async () => {
    renderScreen(<RealQuoteScreen />);
    await screen.findByText('237.30');
    expect(screen.getAllByText('加入报价').length).toBeGreaterThan(0);
    expect(screen.queryByText('核价')).not.toBeInTheDocument();
  });

  it('opens the price check of a cable for an approver', async () => {
    grantModules([...QUOTE_USER_CODES, 'qms.approve']);
    renderScreen(<RealQuoteScreen />, { lang: 'en' });
    await screen.findByText('237.30');
    const row = screen.getByText('237.30').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByText('Price check'));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('YJV22 0.6/1kV 3×95+1×50')).toBeInTheDocument();
    expect(within(drawer).getByText('Conductor')).toBeInTheDocument();
  });
});
