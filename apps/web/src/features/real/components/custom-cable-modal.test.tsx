import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuotationItem } from '../../../entities/inventory/inventory-api';
import { fakeServer } from '../testing/fake-api';
import { renderScreen, resetScreens } from '../testing/render-screen';
import { CustomCableModal } from './custom-cable-modal';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('../../../api/app-client', async () => (await import('../testing/fake-api')).fakeAppClient);

/** Typing hundreds of characters key by key is slow and tests nothing more than a paste. */
function paste(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
}

beforeEach(async () => {
  await resetScreens();
});

describe('CustomCableModal', () => {
  it('refuses to send texts over the limits and names the limit beside each field', async () => {
    renderScreen(<CustomCableModal open group={2} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    paste(within(dialog).getByLabelText('型号'), 'M'.repeat(33));
    paste(within(dialog).getByLabelText('属性'), 'P'.repeat(33));
    paste(within(dialog).getByLabelText('电压等级'), 'S'.repeat(33));
    paste(within(dialog).getByLabelText('规格'), '9'.repeat(65));
    paste(within(dialog).getByLabelText('备注'), '备'.repeat(257));
    paste(within(dialog).getByLabelText('数量（米）'), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    expect(await within(dialog).findAllByText('最多 32 个字符')).toHaveLength(3);
    expect(within(dialog).getByText('最多 64 个字符')).toBeInTheDocument();
    expect(within(dialog).getByText('最多 256 个字符')).toBeInTheDocument();
    expect(fakeServer.sent('/biz/qms/inventory/add')).toHaveLength(0);
  });

  it('needs a model, a spec and a positive count before it adds a custom cable', async () => {
    renderScreen(<CustomCableModal open group={2} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    paste(within(dialog).getByLabelText('数量（米）'), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    expect(await within(dialog).findAllByText('此项不能为空')).toHaveLength(2);
    expect(within(dialog).getByText('必须大于 0')).toBeInTheDocument();
    expect(fakeServer.sent('/biz/qms/inventory/add')).toHaveLength(0);
  });

  it('adds a custom cable at exactly the limits', async () => {
    fakeServer.on('/biz/qms/inventory/add', { infos: [] });
    fakeServer.on('/biz/qms/inventory/list', { infos: [], page: { all: 1, num: 1, row: 0, sec: 1 } });
    const onClose = vi.fn();
    renderScreen(<CustomCableModal open group={2} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    paste(within(dialog).getByLabelText('型号'), 'M'.repeat(32));
    paste(within(dialog).getByLabelText('属性'), '阻燃');
    paste(within(dialog).getByLabelText('电压等级'), '0.6/1kV');
    paste(within(dialog).getByLabelText('规格'), '9'.repeat(64));
    paste(within(dialog).getByLabelText('备注'), '备'.repeat(256));
    paste(within(dialog).getByLabelText('数量（米）'), '120.5');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fakeServer.sent('/biz/qms/inventory/add')).toEqual([
      {
        form: {
          group: 2,
          infos: [
            {
              model: 'M'.repeat(32),
              prop: '阻燃',
              scope: '0.6/1kV',
              spec: '9'.repeat(64),
              name: '',
              memo: '备'.repeat(256),
              count: '120.5',
            },
          ],
        },
      },
    ]);
  });

  it('edits the texts of a row with info/set and changes its memo with memo/set', async () => {
    fakeServer.on('/biz/qms/inventory/info/set', (body: { form?: Record<string, unknown> }) => ({ info: body.form }));
    fakeServer.on('/biz/qms/inventory/memo/set', { infos: [] });
    const row: QuotationItem = {
      id: 'i9',
      cable: '',
      change: 0,
      count: '10',
      memo: '旧备注',
      model: 'ZR-YJV',
      price: {},
      prop: '阻燃',
      scope: '0.6/1kV',
      spec: '3×70',
      type: 0,
      name: '',
      sort: 0,
      sno: '',
      total: {},
    };
    const onClose = vi.fn();
    renderScreen(<CustomCableModal open group={1} item={row} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText('数量（米）')).not.toBeInTheDocument();
    paste(within(dialog).getByLabelText('规格'), '3×95+1×50');
    paste(within(dialog).getByLabelText('备注'), '含运费');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fakeServer.sent('/biz/qms/inventory/info/set')).toEqual([
      { form: { id: 'i9', model: 'ZR-YJV', prop: '阻燃', scope: '0.6/1kV', spec: '3×95+1×50', name: '' } },
    ]);
    expect(fakeServer.sent('/biz/qms/inventory/memo/set')).toEqual([
      { form: { group: 1, ids: ['i9'], memo: '含运费' } },
    ]);
  });

  it('keeps the form open when the server refuses the entry', async () => {
    fakeServer.refuse('/biz/qms/inventory/add', 1001, '型号不存在');
    const onClose = vi.fn();
    renderScreen(<CustomCableModal open group={0} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    paste(within(dialog).getByLabelText('型号'), 'YJV');
    paste(within(dialog).getByLabelText('规格'), '3×4');
    paste(within(dialog).getByLabelText('数量（米）'), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(fakeServer.sent('/biz/qms/inventory/add')).toHaveLength(1));
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('型号')).toHaveValue('YJV');
  });
});
