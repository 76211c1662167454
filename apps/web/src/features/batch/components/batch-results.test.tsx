import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApiServer, type SentRequest } from '../../../testing/fake-api-server';
import { renderScreen, resetApiState } from '../../../testing/render-with-shared-cache';
import { batchResultsStore, clearBatchResults, showBatchResults } from '../stores/batch-results-store';
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
const kvv: CableInfo = { ...yjv22, id: 'c3', model: 'KVV', scope: '450/750V', spec: '4*2.5', price: { tax: 5.2 } };
const yjv: CableInfo = { ...yjv22, id: 'c4', model: 'YJV', scope: '0.6/1kV', spec: '4*240+1*120', price: { tax: 610 } };

const keywords = (index: number, model: string, spec: string) => ({
  index,
  name: '',
  scope: '',
  model,
  prop: '',
  spec,
});

type Row = UploadResult['results'][number];
const matched = (
  index: number,
  line: number,
  raw: string,
  cable: CableInfo,
  written: [string, string],
  metres: number,
): Row => ({
  index,
  line,
  raw,
  keywords: keywords(index, cable.model, cable.spec),
  count: written[0],
  unit: written[1],
  metres,
  status: 'matched',
  reasons: [],
  infos: [cable],
});

/** A sheet as the server reads it: rows 3-8 of the file, the title and the footer note left out. */
const upload: UploadResult = {
  kind: 'sheet',
  results: [
    matched(0, 3, '1 铠装电缆 YJV22 3×95+1×50 米 500', yjv22, ['500', '米'], 500),
    matched(1, 4, '2 布电线 BV 2.5 km 1.2', bv, ['1.2', 'km'], 1200),
    {
      index: 2,
      line: 5,
      raw: '3 电力电缆 YJV 4×240+1×120 盘 2',
      keywords: keywords(2, 'YJV', '4*240+1*120'),
      count: '2',
      unit: '盘',
      status: 'review',
      reasons: ['drum-length-missing'],
      infos: [yjv],
    },
    {
      index: 3,
      line: 6,
      raw: '4 控制电缆 KVW 4×2.5 米 300',
      keywords: keywords(3, 'KVW', '4*2.5'),
      count: '300',
      unit: '米',
      metres: 300,
      status: 'review',
      reasons: ['model-uncertain'],
      infos: [kvv],
    },
    {
      index: 4,
      line: 8,
      raw: '5 光缆 12芯 米 2000',
      keywords: { ...keywords(4, '', ''), name: '光缆 12芯' },
      count: '2000',
      unit: '米',
      metres: 2000,
      status: 'unmatched',
      reasons: ['model-unknown'],
      infos: [],
    },
  ],
  keywords: [],
  unmatched: [4],
};

function rowOf(text: string): HTMLElement {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no table row shows ${text}`);
  return row;
}

const DRUMS = '3 电力电缆 YJV 4×240+1×120 盘 2';
const TYPO = '4 控制电缆 KVW 4×2.5 米 300';
const FIBRE = '5 光缆 12芯 米 2000';

function answerInventoryAdd() {
  fakeApiServer.on('/biz/qms/inventory/add', ({ form }: SentRequest) => ({
    infos: ((form?.infos ?? []) as unknown[]).map(() => ({})),
  }));
}

beforeEach(async () => {
  await resetApiState();
  clearBatchResults();
  showBatchResults(rowsFromUpload(upload), '询价单.xlsx');
});

describe('batch results', { timeout: 60_000 }, () => {
  it('shows each row in its state: matched, to confirm with the reasons, unmatched', () => {
    renderScreen(<BatchResults group={2} mode={3} unit={0} places={2} />);
    expect(screen.getByText('已匹配 2')).toBeInTheDocument();
    expect(screen.getByText('待确认 2')).toBeInTheDocument();
    expect(screen.getByText('未匹配 1')).toBeInTheDocument();

    const first = rowOf('1 铠装电缆 YJV22 3×95+1×50 米 500');
    expect(within(first).getByText('YJV22 0.6/1kV 3*95+1*50')).toBeInTheDocument();
    expect(within(first).getByText('226.28')).toBeInTheDocument();
    expect(within(first).getByText('已匹配')).toBeInTheDocument();
    // Rows are numbered as in the source sheet.
    expect(within(first).getByText('3')).toBeInTheDocument();

    // Kilometres are quoted in metres, and the quantity as written stays in view.
    const km = rowOf('2 布电线 BV 2.5 km 1.2');
    expect(within(km).getByLabelText('第 4 行数量（米）')).toHaveValue('1200');
    expect(within(km).getByText('原文 1.2 km')).toBeInTheDocument();
    expect(within(km).getByText('无权限')).toBeInTheDocument();

    const drums = rowOf(DRUMS);
    expect(within(drums).getByText('待确认')).toBeInTheDocument();
    expect(within(drums).getByText('单位“盘”未注明每盘长度')).toBeInTheDocument();
    expect(within(drums).getByText('原文 2 盘')).toBeInTheDocument();
    expect(within(drums).getByLabelText('第 5 行数量（米）')).toHaveValue('');
    expect(within(drums).getByRole('button', { name: '确认 5' })).toBeDisabled();

    const typo = rowOf(TYPO);
    expect(within(typo).getByText('型号可能识别有误')).toBeInTheDocument();
    expect(within(typo).getByText('建议')).toBeInTheDocument();
    expect(within(typo).getByText('KVV 450/750V 4*2.5')).toBeInTheDocument();

    const fibre = rowOf(FIBRE);
    expect(within(fibre).getByText('未匹配')).toBeInTheDocument();
    expect(within(fibre).getByText('没有识别出目录中的型号')).toBeInTheDocument();
    expect(within(fibre).getByRole('button', { name: '手动选择' })).toBeInTheDocument();
  });

  it('adds only the matched rows in metres, and says which rows wait for confirmation', async () => {
    answerInventoryAdd();
    renderScreen(<BatchResults group={2} mode={3} unit={0} places={2} />);
    await userEvent.click(screen.getByRole('button', { name: '加入分组 2' }));
    expect(await screen.findByText('已加入分组 2：2 项；2 行待确认，未加入')).toBeInTheDocument();
    expect(fakeApiServer.sent('/biz/qms/inventory/add')[0]?.form).toEqual({
      infos: [
        { cable: 'c1', count: '500' },
        { cable: 'c2', count: '1200' },
      ],
      group: 2,
    });
  });

  it('confirms a drum row once its metres are typed; it then counts as matched and is added', async () => {
    answerInventoryAdd();
    renderScreen(<BatchResults group={0} mode={3} unit={0} places={2} />);
    const drums = rowOf(DRUMS);
    await userEvent.type(within(drums).getByLabelText('第 5 行数量（米）'), '1km');
    await userEvent.click(within(drums).getByRole('button', { name: '确认 5' }));
    expect(within(rowOf(DRUMS)).getByText('已确认')).toBeInTheDocument();
    expect(screen.getByText('已匹配 3')).toBeInTheDocument();
    expect(screen.getByText('待确认 1')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '加入分组 0' }));
    expect(await screen.findByText('已加入分组 0：3 项；1 行待确认，未加入')).toBeInTheDocument();
    expect(fakeApiServer.sent('/biz/qms/inventory/add')[0]?.form?.infos).toContainEqual({ cable: 'c4', count: '1000' });
  });

  it('refuses to add a row whose quantity is not metres, naming the row', async () => {
    answerInventoryAdd();
    renderScreen(<BatchResults group={0} mode={3} unit={0} places={2} />);
    const first = within(rowOf('1 铠装电缆 YJV22 3×95+1×50 米 500')).getByLabelText('第 3 行数量（米）');
    await userEvent.clear(first);
    await userEvent.type(first, '2盘');
    await userEvent.click(screen.getByRole('button', { name: '加入分组 0' }));
    expect(await screen.findByText('第 3 行的数量不是米数，请改为米数（如 500 或 0.5km）')).toBeInTheDocument();
    expect(fakeApiServer.sent('/biz/qms/inventory/add')).toEqual([]);
  });

  it('with only rows to confirm, nothing is added and the user is told why', async () => {
    showBatchResults(rowsFromUpload({ ...upload, results: upload.results.slice(2, 4) }), '询价单.xlsx');
    renderScreen(<BatchResults group={0} mode={3} unit={0} places={2} />);
    await userEvent.click(screen.getByRole('button', { name: '加入分组 0' }));
    expect(await screen.findByText('没有可加入的行：2 行待确认，请先核对并确认')).toBeInTheDocument();
    expect(fakeApiServer.sent('/biz/qms/inventory/add')).toEqual([]);
  });

  it('filters the rows by state', async () => {
    renderScreen(<BatchResults group={0} mode={3} unit={0} places={2} />);
    await userEvent.click(screen.getByText('待确认', { selector: '.ant-segmented-item-label' }));
    const rows = () => screen.getAllByRole('row').filter((row) => row.closest('tbody'));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByText(FIBRE)).not.toBeInTheDocument();

    // The next recognition starts with all its rows in view.
    act(() => showBatchResults(rowsFromUpload(upload), '第二份.xlsx'));
    await waitFor(() => expect(rows()).toHaveLength(5));
  });

  it('saves a confirmed model correction as a rule, keeping the texts the cable already had', async () => {
    fakeApiServer.on('/biz/qms/batch/accurate/rule/save', ({ form }: SentRequest) => {
      const sent = form?.rules as { cable: string; matches: string[] }[];
      return sent.length === 0
        ? { rules: [{ cable: 'c3', matches: ['KVV-4*2.5'] }], cables: [kvv] }
        : { rules: sent, cables: [kvv] };
    });
    renderScreen(<BatchResults group={0} mode={3} unit={0} places={2} />);
    await userEvent.click(screen.getByRole('button', { name: '保存匹配规则' }));
    expect(await screen.findByText('请先手动修正或确认识别有误的行')).toBeInTheDocument();

    await userEvent.click(within(rowOf(TYPO)).getByRole('button', { name: '确认 6' }));
    // Confirming a drum row's metres teaches nothing about cables: only the model correction becomes a rule.
    await userEvent.type(within(rowOf(DRUMS)).getByLabelText('第 5 行数量（米）'), '1000');
    await userEvent.click(within(rowOf(DRUMS)).getByRole('button', { name: '确认 5' }));
    await userEvent.click(screen.getByRole('button', { name: '保存匹配规则' }));
    expect(await screen.findByText('已保存 1 条匹配规则')).toBeInTheDocument();
    expect(fakeApiServer.sent('/biz/qms/batch/accurate/rule/save').map((request) => request.form)).toEqual([
      { rules: [] },
      { rules: [{ cable: 'c3', matches: ['KVV-4*2.5', TYPO] }] },
    ]);
  });

  it('corrects an unmatched row by picking a cable; it then counts as matched', async () => {
    fakeApiServer.on('/biz/qms/cable/info/list', { cables: [kvv], page: { all: 1, num: 1, row: 1, sec: 1 } });
    renderScreen(<BatchResults group={0} mode={3} unit={0} places={2} />);
    await userEvent.click(within(rowOf(FIBRE)).getByRole('button', { name: '手动选择' }));
    const dialog = await screen.findByRole('dialog', { name: '选择电缆' });
    await userEvent.click(await within(dialog).findByRole('button', { name: '选择' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '选择电缆' })).not.toBeInTheDocument());
    expect(within(rowOf(FIBRE)).getByText('已手动修正')).toBeInTheDocument();
    expect(screen.getByText('已匹配 3')).toBeInTheDocument();
    expect(screen.getByText('未匹配 0')).toBeInTheDocument();
    expect(fakeApiServer.sent('/biz/qms/cable/info/list')[0]?.cond).toMatchObject({ keyword: '光缆 12芯', unit: 0 });
  });

  it('uploads unmatched rows for review and marks them', async () => {
    fakeApiServer.on('/biz/qms/batch/accurate/rule/submit', ({ form }: SentRequest) => ({
      rules: form?.rules,
      pending: 4,
    }));
    renderScreen(<BatchResults group={0} mode={3} unit={0} places={2} />);
    await userEvent.click(screen.getByRole('button', { name: '上传未识别型号审核' }));
    expect(await screen.findByText('已提交 1 条，待审核 4 条')).toBeInTheDocument();
    expect(fakeApiServer.sent('/biz/qms/batch/accurate/rule/submit')[0]?.form).toEqual({ rules: [FIBRE] });
    expect(within(rowOf(FIBRE)).getByText('已提交审核')).toBeInTheDocument();
    expect(batchResultsStore.get().rows.map((row) => row.state)).toEqual([
      'matched',
      'matched',
      'review',
      'review',
      'submitted',
    ]);
  });

  it('tells the states and reasons in English', () => {
    renderScreen(<BatchResults group={0} mode={3} unit={0} places={2} />, { lang: 'en' });
    expect(screen.getByText('To confirm 2')).toBeInTheDocument();
    expect(within(rowOf(DRUMS)).getByText('The unit "盘" gives no length per drum or coil')).toBeInTheDocument();
    expect(within(rowOf(TYPO)).getByText('The model may be misread')).toBeInTheDocument();
    expect(within(rowOf('2 布电线 BV 2.5 km 1.2')).getByText('Written: 1.2 km')).toBeInTheDocument();
  });

  it('says when the last recognition found no row', () => {
    showBatchResults([], '询价截图.png');
    renderScreen(<BatchResults group={0} mode={3} unit={0} places={2} />);
    expect(screen.getByText('询价截图.png 中没有识别出电缆行')).toBeInTheDocument();
  });

  it('shows the picture of each unsure cell beside the text read, turned upright, so it can be compared', () => {
    // A photo lying on its side, 900 × 1200 as uploaded: the model cell runs down it and is shown turned upright.
    const photo: UploadResult = {
      kind: 'image',
      keywords: [],
      unmatched: [],
      results: [
        {
          index: 0,
          line: 5,
          raw: '2 控制电缆 KVW-450/750V 4×2.5 米 300',
          keywords: keywords(0, 'KVV', '4*2.5'),
          count: '300',
          unit: '米',
          metres: 300,
          status: 'review',
          reasons: ['model-uncertain', 'text-unclear'],
          infos: [kvv],
          unclear: [
            {
              column: 'modelSpec',
              text: 'KVW-450/750V 4×2.5',
              confidence: 0.41,
              page: 1,
              box: { x: 600, y: 200, width: 30, height: 180 },
              rotation: 90,
            },
            {
              column: 'quantity',
              text: '',
              confidence: 0,
              page: 1,
              box: { x: 600, y: 20, width: 30, height: 900 },
              rotation: 90,
            },
          ],
        },
      ],
    };
    const src = URL.createObjectURL(new Blob(['photo']));
    showBatchResults(rowsFromUpload(photo), '询价照片.jpg', { src, width: 900, height: 1200 });
    renderScreen(<BatchResults group={0} mode={3} unit={0} places={2} />);
    const row = rowOf('2 控制电缆 KVW-450/750V 4×2.5 米 300');
    expect(within(row).getByText('图片中不清晰的单元格，请对照核对：')).toBeInTheDocument();
    expect(within(row).getByText('型号规格识别为“KVW-450/750V 4×2.5”')).toBeInTheDocument();
    expect(within(row).getByText('数量未识别出文字')).toBeInTheDocument();
    const crop = within(row).getByRole('img', { name: '第 5 行型号规格的图片' });
    // The box with 4 px around it (596, 196, 38 × 188), at its largest under 240 × 44 upright: 188 / 38 turned.
    const scale = Math.min(2, 240 / 188, 44 / 38);
    expect(crop.style.backgroundImage).toContain(src);
    expect(crop.style.backgroundPosition).toBe(`${-596 * scale}px ${-196 * scale}px`);
    expect(crop.style.backgroundSize).toBe(`${900 * scale}px ${1200 * scale}px`);
    expect(crop.style.transform).toContain('rotate(90deg)');
    expect(crop.parentElement?.style.width).toBe(`${Math.round(188 * scale)}px`);
    expect(crop.parentElement?.style.height).toBe(`${Math.round(38 * scale)}px`);
    // In English too.
    renderScreen(<BatchResults group={0} mode={3} unit={0} places={2} />, { lang: 'en' });
    expect(screen.getByRole('img', { name: 'Picture of the Model and spec of row 5' })).toBeInTheDocument();
    expect(screen.getByText('Model and spec read as “KVW-450/750V 4×2.5”')).toBeInTheDocument();
  });

  it('names the page of an unsure cell of a scanned PDF, where it has no picture to cut', () => {
    const scan = rowsFromUpload({
      ...upload,
      kind: 'pdf',
      results: [
        {
          ...upload.results[3]!,
          reasons: ['text-unclear'],
          unclear: [
            {
              column: 'quantity',
              text: '300',
              confidence: 0.52,
              page: 2,
              box: { x: 400, y: 300, width: 40, height: 12 },
              rotation: 0,
            },
          ],
        },
      ],
    });
    showBatchResults(scan, '询价扫描件.pdf');
    renderScreen(<BatchResults group={0} mode={3} unit={0} places={2} />);
    const row = rowOf(TYPO);
    expect(within(row).getByText('第 2 页')).toBeInTheDocument();
    expect(within(row).getByText('数量识别为“300”')).toBeInTheDocument();
    expect(within(row).queryByRole('img')).toBeNull();
  });

  it('shows the empty state in English before anything is recognised', () => {
    clearBatchResults();
    renderScreen(<BatchResults group={0} mode={3} unit={0} places={2} />, { lang: 'en' });
    expect(screen.getByText('Upload a sheet or enter text; the results appear here')).toBeInTheDocument();
  });
});
