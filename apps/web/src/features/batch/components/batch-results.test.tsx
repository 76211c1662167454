import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApiServer } from '../../../testing/fake-api-server';
import { renderScreen, resetApiState } from '../../../testing/render-with-shared-cache';
import { clearBatchResults, showBatchResults } from '../stores/batch-results-store';
import { type CableInfo, rowsFromUpload, type UploadResult } from '../utils/batch-rows';
import { BatchResults } from './batch-results';

vi.mock('../../../api/app-client', async () => (await import('../../../testing/fake-api-server')).fakeAppClientModule);

const yjv22: CableInfo = {
  id: 'c1',
  model: 'YJV22',
  price: { base: 180.5, sale: 200.25, tax: 226.28 },
  prop: '铜芯',
  scope: '0.6/1kV',
  spec: '3*95+1*50',
  sort: 1,
  new: false,
  name: '铜芯交联聚乙烯绝缘钢带铠装电力电缆',
  type: 1,
};
const bv: CableInfo = { ...yjv22, id: 'c2', model: 'BV', scope: '450/750V', spec: '1*2.5', price: { sale: 2.1 } };

const keywords = (index: number, model: string, spec: string) => ({
  index,
  name: '',
  scope: '',
  model,
  prop: '',
  spec,
});

const upload: UploadResult = {
  kind: 'sheet',
  results: [
    {
      index: 0,
      raw: 'YJV22 3×95+1×50 500 米',
      keywords: keywords(0, 'YJV22', '3*95+1*50'),
      count: '500',
      unit: '米',
      infos: [yjv22],
    },
    {
      index: 1,
      raw: 'ZR-YJV22 8.7/15kV 3×240 120 米',
      keywords: keywords(1, 'ZR-YJV22', '3*240'),
      count: '120',
      unit: '米',
      infos: [],
    },
    { index: 2, raw: 'BV 2.5 平方 1000', keywords: keywords(2, 'BV', '1*2.5'), count: '1000', infos: [bv] },
  ],
  keywords: [],
  unmatched: [1],
};

function rowOf(text: string): HTMLElement {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no table row shows ${text}`);
  return row;
}

beforeEach(async () => {
  await resetApiState();
  clearBatchResults();
  showBatchResults(rowsFromUpload(upload), '报价清单.xlsx');
});

describe('batch results', { timeout: 60_000 }, () => {
  it('shows matched rows with their cable and price, and unmatched rows to correct', () => {
    renderScreen(<BatchResults group={2} mode={3} unit={0} places={2} />);
    expect(screen.getByText('已匹配 2')).toBeInTheDocument();
    expect(screen.getByText('未匹配 1')).toBeInTheDocument();

    const matched = rowOf('YJV22 3×95+1×50 500 米');
    expect(within(matched).getByText('YJV22 0.6/1kV 3*95+1*50')).toBeInTheDocument();
    expect(within(matched).getByText('226.28')).toBeInTheDocument();
    expect(within(matched).getByText('已匹配')).toBeInTheDocument();

    const unmatched = rowOf('ZR-YJV22 8.7/15kV 3×240 120 米');
    expect(within(unmatched).getByText('未匹配')).toBeInTheDocument();
    expect(within(unmatched).getByRole('button', { name: '手动选择' })).toBeInTheDocument();

    // The user lacks the tax-price right for BV: the price is left out, not shown as 0.
    expect(within(rowOf('BV 2.5 平方 1000')).getByText('无权限')).toBeInTheDocument();
  });

  it('adds only the matched rows, with their quantities, to the chosen group', async () => {
    fakeApiServer.on('/biz/qms/inventory/add', ({ form }: { form?: Record<string, unknown> }) => ({
      infos: ((form?.infos ?? []) as unknown[]).map(() => ({})),
    }));
    renderScreen(<BatchResults group={2} mode={3} unit={0} places={2} />);
    await userEvent.click(screen.getByRole('button', { name: '加入分组 2' }));
    expect(await screen.findByText('已加入分组 2：2 项')).toBeInTheDocument();
    expect(fakeApiServer.sent('/biz/qms/inventory/add')[0]?.form).toEqual({
      infos: [
        { cable: 'c1', count: '500' },
        { cable: 'c2', count: '1000' },
      ],
      group: 2,
    });
  });

  it('uploads unmatched rows for review and marks them', async () => {
    fakeApiServer.on('/biz/qms/batch/accurate/rule/submit', ({ form }: { form?: Record<string, unknown> }) => ({
      rules: form?.rules,
      pending: 4,
    }));
    renderScreen(<BatchResults group={0} mode={3} unit={0} places={2} />);
    await userEvent.click(screen.getByRole('button', { name: '上传未识别型号审核' }));
    expect(await screen.findByText('已提交 1 条，待审核 4 条')).toBeInTheDocument();
    expect(fakeApiServer.sent('/biz/qms/batch/accurate/rule/submit')[0]?.form).toEqual({
      rules: ['ZR-YJV22 8.7/15kV 3×240 120 米'],
    });
    expect(within(rowOf('ZR-YJV22 8.7/15kV 3×240 120 米')).getByText('已提交审核')).toBeInTheDocument();
  });

  it('corrects an unmatched row by picking a cable, then saves the correction as a rule', async () => {
    const zr: CableInfo = { ...yjv22, id: 'c9', model: 'ZR-YJV22', scope: '8.7/15kV', spec: '3*240' };
    fakeApiServer.on('/biz/qms/cable/info/list', { cables: [zr], page: { all: 1, num: 1, row: 1, sec: 1 } });
    fakeApiServer.on('/biz/qms/batch/accurate/rule/save', ({ form }: { form?: Record<string, unknown> }) => ({
      rules: form?.rules,
      cables: [],
    }));
    renderScreen(<BatchResults group={0} mode={3} unit={0} places={2} />);
    await userEvent.click(within(rowOf('ZR-YJV22 8.7/15kV 3×240 120 米')).getByRole('button', { name: '手动选择' }));
    const dialog = await screen.findByRole('dialog', { name: '选择电缆' });
    await userEvent.click(await within(dialog).findByRole('button', { name: '选择' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: '选择电缆' })).not.toBeInTheDocument());
    expect(within(rowOf('ZR-YJV22 8.7/15kV 3×240 120 米')).getByText('已手动修正')).toBeInTheDocument();
    expect(fakeApiServer.sent('/biz/qms/cable/info/list')[0]?.cond).toMatchObject({ keyword: 'ZR-YJV22', unit: 0 });

    await userEvent.click(screen.getByRole('button', { name: '保存匹配规则' }));
    expect(await screen.findByText('已保存 1 条匹配规则')).toBeInTheDocument();
    // The saved rules are read first, so that the cable keeps the texts it already had.
    expect(fakeApiServer.sent('/biz/qms/batch/accurate/rule/save').map((request) => request.form)).toEqual([
      { rules: [] },
      { rules: [{ cable: 'c9', matches: ['ZR-YJV22 8.7/15kV 3×240 120 米'] }] },
    ]);
  });

  it('shows the empty state in English before anything is recognised', () => {
    clearBatchResults();
    renderScreen(<BatchResults group={0} mode={3} unit={0} places={2} />, { lang: 'en' });
    expect(screen.getByText('Upload a sheet or enter text; the results appear here')).toBeInTheDocument();
  });
});
