import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApiServer } from '../../../testing/fake-api-server';
import { renderScreen, resetApiState } from '../../../testing/render-with-shared-cache';
import { batchResultsStore, clearBatchResults } from '../stores/batch-results-store';
import { BatchTiles } from './batch-tiles';

vi.mock('../../../api/app-client', async () => (await import('../../../testing/fake-api-server')).fakeAppClientModule);

function grant(codes: string[]) {
  fakeApiServer.on('/pub/sys/data/user/modules', {
    modules: codes.map((code, index) => ({
      id: index + 1,
      parent: 0,
      code,
      name: code,
      enable: true,
      scope: 1,
      sort: index,
      type: 2,
      children: [],
    })),
  });
}

const cable = {
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

beforeEach(async () => {
  await resetApiState();
  clearBatchResults();
  fakeApiServer.on('/biz/qms/batch/usage/state', { used: 1, limit: 200, ocr: { used: 0, limit: 50 } });
});

describe('batch tiles', { timeout: 60_000 }, () => {
  it('uploads a CSV sheet as the file with its kind and unit, and shows the rows', async () => {
    grant(['qms.batch']);
    fakeApiServer.on('/biz/qms/batch/file/upload', {
      kind: 'sheet',
      results: [
        {
          index: 0,
          raw: 'BV 1*2.5 100 米',
          keywords: { index: 0, name: '', scope: '', model: 'BV', prop: '', spec: '1*2.5' },
          count: '100',
          unit: '米',
          metres: 100,
          status: 'matched',
          reasons: [],
          infos: [cable],
        },
      ],
      keywords: [],
      unmatched: [],
    });
    renderScreen(<BatchTiles kinds={['sheet', 'image', 'pdf', 'text']} unit={1} />);
    const file = new File(['型号,规格,数量,单位\nBV,1*2.5,100,米\n'], '清单.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('导入报价单 file'), file);
    expect(await screen.findByText('识别完成：匹配 1 行，待确认 0 行，未匹配 0 行')).toBeInTheDocument();
    expect(fakeApiServer.sent('/biz/qms/batch/file/upload')).toEqual([
      { fields: { kind: 'sheet', unit: '1', file: '清单.csv' } },
    ]);
    expect(batchResultsStore.get().rows.map((row) => row.chosen?.id)).toEqual(['c1']);
  });

  it('shows a recognition over one second with its seconds and cancels it: nothing is added, the user is told', async () => {
    grant(['qms.batch']);
    // The server is still recognising: its answer never comes unless the request is aborted.
    fakeApiServer.on('/biz/qms/batch/file/upload', () => new Promise(() => {}));
    renderScreen(<BatchTiles kinds={['sheet', 'pdf']} unit={0} />);
    const scan = new File(['%PDF-1.7'], '扫描询价单.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('PDF识别 file'), scan);
    // Under a second nothing flashes; then the stage and the seconds spent.
    expect(screen.queryByRole('status')).toBeNull();
    const progress = await screen.findByRole('status', {}, { timeout: 3000 });
    expect(progress).toHaveTextContent('识别中');
    await waitFor(() => expect(progress).toHaveTextContent('扫描询价单.pdf：已用 1 秒'), { timeout: 3000 });
    await userEvent.click(within(progress).getByRole('button', { name: /取\s*消/ }));
    expect(await screen.findByText('已取消识别，没有添加任何行')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(batchResultsStore.get().rows).toEqual([]);
    expect(fakeApiServer.sent('/biz/qms/batch/file/upload')).toHaveLength(1);

    // The next recognition runs as usual.
    fakeApiServer.on('/biz/qms/batch/file/upload', { kind: 'pdf', results: [], keywords: [], unmatched: [] });
    await userEvent.upload(screen.getByLabelText('PDF识别 file'), scan);
    expect(await screen.findByText(/未识别出电缆行：扫描询价单.pdf 中没有找到报价清单/)).toBeInTheDocument();
  });

  it('refuses a file over 5 MB and a file of the wrong type before sending', async () => {
    grant(['qms.batch']);
    renderScreen(<BatchTiles kinds={['sheet', 'pdf']} unit={0} />);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('PDF识别 file'), big);
    expect(await screen.findByText('文件超过 5 MB，请压缩或拆分后再上传')).toBeInTheDocument();
    const word = new File(['x'], 'list.docx', { type: 'application/msword' });
    await userEvent.upload(screen.getByLabelText('导入报价单 file'), word, { applyAccept: false });
    expect(await screen.findByText('文件类型不支持：list.docx')).toBeInTheDocument();
    expect(fakeApiServer.sent('/biz/qms/batch/file/upload')).toHaveLength(0);
  });

  it('marks image recognition unavailable without the image-batch right', async () => {
    grant(['qms.batch']);
    renderScreen(<BatchTiles kinds={['sheet', 'image']} unit={0} />);
    await waitFor(() => expect(fakeApiServer.paths()).toContain('/pub/sys/data/user/modules'));
    expect(await screen.findByRole('button', { name: '图片识别' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('offers image recognition with the image-batch right', async () => {
    grant(['qms.batch', 'qms.batch.image']);
    renderScreen(<BatchTiles kinds={['sheet', 'image']} unit={0} />);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '图片识别' })).toHaveAttribute('aria-disabled', 'false'),
    );
  });

  it('recognises pasted text through batch/cable/query', async () => {
    grant(['qms.batch']);
    fakeApiServer.on('/biz/qms/batch/cable/query', {
      cables: [cable],
      keywords: [],
      results: [
        { index: 0, infos: [cable], status: 'matched', reasons: [], metres: 100 },
        { index: 1, infos: [], status: 'unmatched', reasons: ['model-unknown'], metres: 5 },
      ],
    });
    renderScreen(<BatchTiles kinds={['text']} unit={0} />);
    await userEvent.click(screen.getByRole('button', { name: '文本识别' }));
    await userEvent.click(await screen.findByRole('button', { name: /^识\s*别$/ }));
    expect(await screen.findByText('请输入要识别的文本')).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('textbox', { name: '文本识别' }),
      'BV 450/750V 1*2.5 100米{enter}合计{enter}XYZ 2*3 5',
    );
    await userEvent.click(screen.getByRole('button', { name: /^识\s*别$/ }));
    expect(
      await screen.findByText('识别完成：匹配 1 行，待确认 0 行，未匹配 1 行；另有 1 行未识别为电缆，已跳过'),
    ).toBeInTheDocument();
    expect(fakeApiServer.sent('/biz/qms/batch/cable/query')[0]?.cond).toEqual({
      keywords: [
        {
          index: 0,
          name: '',
          scope: '450/750V',
          model: 'BV',
          prop: '',
          spec: '1*2.5',
          count: '100',
          unit: '米',
          metres: 100,
          reasons: [],
        },
        { index: 1, name: '', scope: '', model: 'XYZ', prop: '', spec: '2*3', count: '5', metres: 5, reasons: [] },
      ],
      unit: 0,
    });
  });
});
