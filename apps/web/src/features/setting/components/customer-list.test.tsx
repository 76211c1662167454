import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '../../../entities/customers/customers-api';
import { fakeApiServer, type SentRequest } from '../../../testing/fake-api-server';
import { renderScreen, resetApiState } from '../../../testing/render-with-shared-cache';
import { CustomerList } from './customer-list';

vi.mock('../../../api/app-client', async () => (await import('../../../testing/fake-api-server')).fakeAppClientModule);

const customer = (id: string, name: string, isDefault: boolean): Customer => ({
  id,
  name,
  leader: '李明',
  linkman: '王芳',
  phone: '13800138000',
  address: '南京',
  taxno: `9132${id}`,
  sort: 1,
  default: isDefault,
  bank: { account: '', name: '', no: '' },
  creator: '张伟',
});

let customers: Customer[];

beforeEach(async () => {
  await resetApiState();
  customers = [customer('d1', '江苏恒远建设工程有限公司', true), customer('d2', '南京城建集团', false)];
  fakeApiServer.on('/biz/qms/demander/list', ({ cond }: SentRequest) => {
    const name = (cond?.name as string | undefined) ?? '';
    const found = customers.filter((entry) => entry.name.includes(name));
    return { demanders: found, page: { all: 1, num: 1, row: found.length, sec: 1 } };
  });
  fakeApiServer.on('/biz/qms/demander/delete', ({ form }: SentRequest) => {
    const ids = form?.ids as string[];
    customers = customers.filter((entry) => !ids.includes(entry.id));
    return { ids };
  });
  fakeApiServer.on('/biz/qms/demander/default/set', ({ form }: SentRequest) => {
    customers = customers.map((entry) => ({ ...entry, default: entry.id === form?.id }));
    return { demander: customers.find((entry) => entry.id === form?.id) };
  });
});

function rowOf(name: string): HTMLElement {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('customer list', { timeout: 60_000 }, () => {
  it('searches by name', async () => {
    renderScreen(<CustomerList />);
    await screen.findByText('南京城建集团');
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索客户名称' }), '恒远{enter}');
    await waitFor(() => expect(screen.queryByText('南京城建集团')).not.toBeInTheDocument());
    expect(fakeApiServer.sent('/biz/qms/demander/list').at(-1)?.cond).toEqual({ name: '恒远' });
  });

  it('makes another customer the default', async () => {
    renderScreen(<CustomerList />);
    await screen.findByText('南京城建集团');
    expect(within(rowOf('江苏恒远建设工程有限公司')).getByText('默认')).toBeInTheDocument();
    await userEvent.click(within(rowOf('南京城建集团')).getByRole('button', { name: /设为默认/ }));
    expect(await screen.findByText('已将「南京城建集团」设为默认客户')).toBeInTheDocument();
    expect(fakeApiServer.sent('/biz/qms/demander/default/set')).toEqual([{ form: { id: 'd2' } }]);
    await waitFor(() => expect(within(rowOf('南京城建集团')).getByText('默认')).toBeInTheDocument());
  });

  it('deletes a customer only after confirmation', async () => {
    renderScreen(<CustomerList />);
    await screen.findByText('南京城建集团');
    await userEvent.click(within(rowOf('南京城建集团')).getByRole('button', { name: /删除/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定删除客户「南京城建集团」吗？')).toBeInTheDocument();
    expect(fakeApiServer.sent('/biz/qms/demander/delete')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(screen.queryByText('南京城建集团')).not.toBeInTheDocument());
    expect(fakeApiServer.sent('/biz/qms/demander/delete')).toEqual([{ form: { ids: ['d2'] } }]);
  });
});
