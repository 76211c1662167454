import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApiServer, type SentRequest } from '../../../testing/fake-api-server';
import { renderScreen, resetApiState } from '../../../testing/render-with-shared-cache';
import { batchResultsStore, clearBatchResults } from '../stores/batch-results-store';
import type { CableInfo, UploadResult } from '../utils/batch-rows';
import { BatchTiles } from './batch-tiles';

vi.mock('../../../api/app-client', async () => (await import('../../../testing/fake-api-server')).fakeAppClientModule);

const bv: CableInfo = {
  id: 'c1',
  model: 'BV',
  price: { tax: 2.5 },
  prop: '',
  scope: '450/750V',
  spec: '1*2.5',
  sort: 1,
  new: false,
  name: '',
  type: 1,
};

const keywords = (index: number) => ({ index, name: '', scope: '', model: 'BV', prop: '', spec: '1*2.5' });
type Row = UploadResult['results'][number];
const row = (index: number, status: Row['status'], reasons: Row['reasons'] = []): Row => ({
  index,
  raw: `BV 2.5 行${index}`,
  keywords: keywords(index),
  status,
  reasons,
  infos: status === 'unmatched' ? [] : [bv],
  ...(reasons.length === 0 ? { count: '100', unit: '米', metres: 100 } : { count: '2', unit: '盘' }),
});

function answerUpload(kind: UploadResult['kind'], results: Row[]) {
  fakeApiServer.on('/biz/qms/batch/file/upload', {
    kind,
    results,
    keywords: results.map((entry) => entry.keywords),
    unmatched: results.filter((entry) => entry.status === 'unmatched').map((entry) => entry.index),
  });
}

/** The toast showing `text`, and whether antd styled it as a success or a warning. */
async function toast(text: string): Promise<'success' | 'warning' | 'other'> {
  const node = await screen.findByText(text);
  const box = node.closest('.ant-message-notice, .ant-message-notice-content') ?? node.parentElement;
  if (box?.querySelector('.anticon-check-circle')) return 'success';
  if (box?.querySelector('.anticon-exclamation-circle')) return 'warning';
  return 'other';
}

async function uploadSheet(name = '询价单.xlsx') {
  const file = new File(['x'], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  await userEvent.upload(screen.getByLabelText('导入报价单 file'), file);
}

beforeEach(async () => {
  await resetApiState();
  clearBatchResults();
  fakeApiServer.on('/biz/qms/batch/usage/state', { used: 1, limit: 200, ocr: { used: 0, limit: 50 } });
  fakeApiServer.on('/pub/sys/data/user/modules', { modules: [] });
});

describe('the message after a recognition', { timeout: 60_000 }, () => {
  it('counts matched, to-confirm and unmatched rows, as a warning while any needs a look', async () => {
    answerUpload('sheet', [row(0, 'matched'), row(1, 'review', ['drum-length-missing']), row(2, 'unmatched')]);
    renderScreen(<BatchTiles kinds={['sheet']} unit={0} />);
    await uploadSheet();
    expect(await toast('识别完成：匹配 1 行，待确认 1 行，未匹配 1 行')).toBe('warning');
    expect(batchResultsStore.get().rows.map((entry) => entry.state)).toEqual(['matched', 'review', 'unmatched']);
  });

  it('is a success when every row matched', async () => {
    answerUpload('sheet', [row(0, 'matched'), row(1, 'matched')]);
    renderScreen(<BatchTiles kinds={['sheet']} unit={0} />);
    await uploadSheet();
    expect(await toast('识别完成：匹配 2 行，待确认 0 行，未匹配 0 行')).toBe('success');
  });

  it('never calls a recognition that found no row a success, and says what the file needs', async () => {
    answerUpload('pdf', []);
    renderScreen(<BatchTiles kinds={['pdf']} unit={0} />);
    await userEvent.upload(
      screen.getByLabelText('PDF识别 file'),
      new File(['%PDF-'], '报价.pdf', { type: 'application/pdf' }),
    );
    expect(
      await toast(
        '未识别出电缆行：报价.pdf 中没有找到报价清单。PDF 需要包含型号、规格、数量和单位的文字表格；扫描件请截图后用图片识别。',
      ),
    ).toBe('warning');
    expect(screen.queryByText(/识别完成/)).not.toBeInTheDocument();
  });

  it('says so in English for an empty sheet', async () => {
    answerUpload('sheet', []);
    renderScreen(<BatchTiles kinds={['sheet']} unit={0} />, { lang: 'en' });
    await userEvent.upload(
      screen.getByLabelText('Import quotation sheet file'),
      new File(['x'], 'empty.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    );
    expect(await screen.findByText(/^No cable rows found: empty\.xlsx holds no quotation list\./)).toBeInTheDocument();
  });

  it('lists pasted lines that are not read as cables before sending, and counts them in the message', async () => {
    fakeApiServer.on('/biz/qms/batch/cable/query', ({ cond }: SentRequest) => ({
      cables: [bv],
      keywords: cond?.keywords,
      results: ((cond?.keywords ?? []) as { index: number }[]).map((entry) => ({
        index: entry.index,
        infos: [bv],
        status: 'matched',
        reasons: [],
        metres: 100,
      })),
    }));
    renderScreen(<BatchTiles kinds={['text']} unit={0} />);
    await userEvent.click(screen.getByRole('button', { name: '文本识别' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: '文本识别' }),
      '王经理您好，麻烦报个价：{enter}BV 450/750V 1*2.5 100米{enter}电线若干{enter}BV-2.5 100米',
    );
    const unread = await within(dialog).findByRole('list', { name: '2 行未识别为电缆，不会提交：' });
    expect(
      within(unread)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['第 1 行 王经理您好，麻烦报个价：', '第 3 行 电线若干']);
    expect(within(dialog).getByText('将识别 2 行')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: /^识\s*别$/ }));
    expect(await toast('识别完成：匹配 2 行，待确认 0 行，未匹配 0 行；另有 2 行未识别为电缆，已跳过')).toBe('success');
    expect(fakeApiServer.sent('/biz/qms/batch/cable/query')[0]?.cond?.keywords).toHaveLength(2);
  });
});
