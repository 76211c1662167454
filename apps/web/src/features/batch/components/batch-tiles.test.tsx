import { screen, waitFor } from '@testing-library/react';
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
