import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApiServer } from '../../../testing/fake-api-server';
import { renderScreen, resetApiState } from '../../../testing/render-with-shared-cache';
import type { HistoryRecord } from '../api/history-api';
import { HistoryList } from './history-list';

vi.mock('../../../api/app-client', async () => (await import('../../../testing/fake-api-server')).fakeAppClientModule);

const record = (id: string, demander: string, time: number): HistoryRecord => ({
  id,
  count: 3,
  demander,
  memo: '一期项目',
  mode: 3,
  time,
  total: 113905.5,
  user: '张伟',
  weight: 2915.456,
  unit: 0,
});

let records: HistoryRecord[];

beforeEach(async () => {
  await resetApiState();
  records = [record('h1', '江苏恒远建设工程有限公司', 1_763_700_000), record('h2', '南京城建集团', 1_763_600_000)];
  fakeApiServer.on('/biz/qms/history/list', () => ({
    historys: records,
    page: { all: 1, num: 1, row: records.length, sec: 1 },
  }));
  fakeApiServer.on('/biz/qms/history/delete', ({ form }: { form?: Record<string, unknown> }) => {
    const ids = form?.ids as string[];
    records = records.filter((entry) => !ids.includes(entry.id));
    return { ids };
  });
  fakeApiServer.on('/pub/sys/data/user/modules', {
    modules: ['qms.history.detail', 'qms.history.recalc', 'qms.history.quotation', 'qms.history.contract'].map(
      (code, index) => ({
        id: index + 1,
        parent: 0,
        code,
        name: code,
        enable: true,
        scope: 1,
        sort: index,
        type: 2,
        children: [],
      }),
    ),
  });
  fakeApiServer.on('/biz/user/conf/list', { confs: [] });
});

function rowOf(demander: string): HTMLElement {
  const row = screen.getByText(demander).closest('tr');
  if (!row) throw new Error(`no row for ${demander}`);
  return row;
}

describe('history list', { timeout: 60_000 }, () => {
  it('lists saved quotations with weight to two decimals', async () => {
    renderScreen(<HistoryList />);
    const row = rowOf(await screen.findByText('江苏恒远建设工程有限公司').then((cell) => cell.textContent ?? ''));
    expect(within(row).getByText('2915.46')).toBeInTheDocument();
    expect(within(row).getByText('113,905.50')).toBeInTheDocument();
    expect(within(row).getByText('含税价')).toBeInTheDocument();
  });

  it('deletes only after the user confirms, and the record leaves the list', async () => {
    renderScreen(<HistoryList />);
    await screen.findByText('江苏恒远建设工程有限公司');

    await userEvent.click(within(rowOf('江苏恒远建设工程有限公司')).getByRole('button', { name: /更多/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /删除/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('删除历史报价')[0]).toBeInTheDocument();
    expect(within(dialog).getByText(/确定删除客户「江苏恒远建设工程有限公司」/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    expect(fakeApiServer.sent('/biz/qms/history/delete')).toHaveLength(0);
    expect(screen.getByText('江苏恒远建设工程有限公司')).toBeInTheDocument();

    await userEvent.click(within(rowOf('江苏恒远建设工程有限公司')).getByRole('button', { name: /更多/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /删除/ }));
    const again = (await screen.findAllByRole('dialog')).at(-1) as HTMLElement;
    await userEvent.click(within(again).getByRole('button', { name: /删\s*除/ }));

    expect(await screen.findByText('已删除')).toBeInTheDocument();
    expect(fakeApiServer.sent('/biz/qms/history/delete')).toEqual([{ form: { ids: ['h1'] } }]);
    await waitFor(() => expect(screen.queryByText('江苏恒远建设工程有限公司')).not.toBeInTheDocument());
    expect(screen.getByText('南京城建集团')).toBeInTheDocument();
  });

  it('a list that cannot be read says so and offers 重试, never 暂无数据', async () => {
    fakeApiServer.refuse('/biz/qms/history/list', 1030, 'service unavailable');
    renderScreen(<HistoryList />);
    expect(await screen.findByText('数据加载失败，请重试')).toBeInTheDocument();
    expect(screen.queryByText('暂无数据')).not.toBeInTheDocument();
    const before = fakeApiServer.sent('/biz/qms/history/list').length;
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(fakeApiServer.sent('/biz/qms/history/list').length).toBeGreaterThan(before));
  });

  it('列设置 hides a column the user does not need and brings it back', async () => {
    renderScreen(<HistoryList />);
    await screen.findByText('南京城建集团');
    expect(screen.getByRole('columnheader', { name: '报价人' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /列设置/ }));
    await userEvent.click(await screen.findByRole('checkbox', { name: '报价人' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: '报价人' })).not.toBeInTheDocument());
    expect(screen.getByRole('columnheader', { name: '客户' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: '报价人' }));
    expect(await screen.findByRole('columnheader', { name: '报价人' })).toBeInTheDocument();
  });

  it('searches by keyword from the first page', async () => {
    renderScreen(<HistoryList />);
    await screen.findByText('南京城建集团');
    await userEvent.type(screen.getByLabelText('客户名称或备注'), '  恒远 ');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(fakeApiServer.sent('/biz/qms/history/list').at(-1)).toEqual({
        cond: { keyword: '恒远' },
        page: { len: 20, num: 1 },
      }),
    );
  });

  it('重置 empties the search bar and lists every quotation again', async () => {
    renderScreen(<HistoryList />);
    await screen.findByText('南京城建集团');
    const keyword = screen.getByLabelText('客户名称或备注');
    await userEvent.type(keyword, '恒远{Enter}');
    await waitFor(() =>
      expect(fakeApiServer.sent('/biz/qms/history/list').at(-1)).toEqual({
        cond: { keyword: '恒远' },
        page: { len: 20, num: 1 },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    expect(keyword).toHaveValue('');
    await waitFor(() =>
      expect(fakeApiServer.sent('/biz/qms/history/list').at(-1)).toEqual({ cond: {}, page: { len: 20, num: 1 } }),
    );
  });

  it('re-quotes into the chosen group', async () => {
    fakeApiServer.on('/biz/qms/history/recalc', ({ form }: { form?: Record<string, unknown> }) => ({
      group: form?.group,
      count: 3,
    }));
    renderScreen(<HistoryList />);
    await screen.findByText('南京城建集团');
    await userEvent.click(within(rowOf('南京城建集团')).getByRole('button', { name: /重新报价/ }));
    const dialog = await screen.findByRole('dialog', { name: '重新报价' });
    await userEvent.click(within(dialog).getByRole('button', { name: /重新报价/ }));
    expect(await screen.findByText('已将 3 项加入分组 0')).toBeInTheDocument();
    expect(fakeApiServer.sent('/biz/qms/history/recalc')).toEqual([{ form: { id: 'h2', group: 0 } }]);
  });
});
