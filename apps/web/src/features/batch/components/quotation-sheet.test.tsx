import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApiServer } from '../../../testing/fake-api-server';
import { renderScreen, resetApiState } from '../../../testing/render-with-shared-cache';
import { QuotationSheet } from './quotation-sheet';

vi.mock('../../../api/app-client', async () => (await import('../../../testing/fake-api-server')).fakeAppClientModule);

const page = { all: 1, num: 1, row: 1, sec: 1 };
const customer = {
  id: 'd1',
  name: '江苏恒远建设工程有限公司',
  leader: '李明',
  linkman: '王芳',
  phone: '13800138000',
  address: '南京',
  taxno: '91320105MA1XYZ1234',
  sort: 1,
  default: false,
  bank: { account: '恒远', name: '工行', no: '4301' },
};
const corp = {
  id: 'corp1',
  default: true,
  name: '江苏华东线缆集团有限公司',
  legal: '沈国华',
  address: '宜兴',
  bank: '工行',
  account: '1103',
  taxno: '9132',
  linkman: '顾晓峰',
  linktel: '0510',
  linkfax: '',
  city: '江苏宜兴',
  logo: '',
  seal: '',
};
const item = {
  id: 'i1',
  cable: 'c1',
  change: 0,
  count: '500',
  memo: '',
  model: 'YJV22',
  price: { base: 180, sale: 200, tax: 226 },
  prop: '',
  scope: '0.6/1kV',
  spec: '3*95+1*50',
  type: 1,
  name: '',
  sort: 0,
  sno: '',
  total: { base: 90000, sale: 100000, tax: 113000 },
};

const ALL_PRICES = ['PriceAuthBase', 'PriceAuthSale', 'PriceAuthTax'];

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

function serve({ withDefaults, rights = ALL_PRICES }: { withDefaults: boolean; rights?: string[] }) {
  grant(rights);
  fakeApiServer.on('/biz/user/conf/list', {
    confs: [
      { key: 'qms.price.mode', type: 2, value: 3 },
      { key: 'qms.quotation.memo', type: 1, value: '本报价有效期7天' },
    ],
  });
  fakeApiServer.on('/biz/qms/demander/list', {
    demanders: [{ ...customer, default: withDefaults }],
    page,
  });
  fakeApiServer.on('/biz/qms/inventory/corp/list', { corps: withDefaults ? [corp] : [] });
  fakeApiServer.on('/pub/biz/data/templates', {
    templates: withDefaults
      ? [
          { id: 't1', name: '报价单模板一', memo: '', type: 1, default: true },
          { id: 't2', name: '合同模板', memo: '', type: 2 },
        ]
      : [],
  });
  fakeApiServer.on('/biz/qms/inventory/list', { infos: [item], page });
  fakeApiServer.on('/biz/qms/inventory/summ', { summs: [{ count: 1, group: 0, total: item.total }] });
  fakeApiServer.on('/biz/qms/inventory/excel/download', {
    blob: new Blob(['xlsx'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    fileName: '报价单-BJ20261121001.xlsx',
  });
  fakeApiServer.on('/biz/qms/inventory/rno/generate', { rno: 'BJ20261121001' });
  fakeApiServer.on('/biz/qms/inventory/sno/generate', { sno: 'S0001' });
  fakeApiServer.on('/biz/qms/inventory/save', { id: 'h9' });
  fakeApiServer.on('/biz/qms/history/list', { historys: [], page });
}

beforeEach(async () => {
  await resetApiState();
});

describe('quotation sheet', { timeout: 60_000 }, () => {
  it('names each missing required choice and sends nothing', async () => {
    serve({ withDefaults: false });
    renderScreen(<QuotationSheet />);
    await screen.findByText('YJV22');
    await userEvent.click(screen.getByRole('button', { name: /保存到历史报价/ }));
    expect(await screen.findByText('请选择客户')).toBeInTheDocument();
    expect(screen.getByText('请选择公司主体')).toBeInTheDocument();
    expect(screen.getByText('请选择模板')).toBeInTheDocument();
    // The sheet took its quotation number when it opened, once; nothing was saved.
    expect(fakeApiServer.paths().filter((path) => path === '/biz/qms/inventory/rno/generate')).toHaveLength(1);
    expect(fakeApiServer.paths()).not.toContain('/biz/qms/inventory/save');
  });

  it('fills the defaults and saves the group to history with a new quotation number', async () => {
    serve({ withDefaults: true });
    renderScreen(<QuotationSheet />);
    await screen.findByText('江苏恒远建设工程有限公司');
    await screen.findByText('报价单模板一');
    expect(screen.getByLabelText('备注')).toHaveValue('本报价有效期7天');
    expect(await within(screen.getByTestId('sheet-rno')).findByText('BJ20261121001')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /保存到历史报价/ }));
    expect(await screen.findByText('已保存，报价单号 BJ20261121001')).toBeInTheDocument();
    expect(fakeApiServer.sent('/biz/qms/inventory/save')[0]?.form).toEqual({
      demander: 'd1',
      mode: 3,
      memo: '本报价有效期7天',
      desc: '',
      info: { rno: 'BJ20261121001', sno: 'S0001', corp: 'corp1' },
      conf: { mode: 3, unit: 0, places: 2 },
      unit: 0,
      group: 0,
    });
    // The number is spent: saving again needs a new one.
    expect(fakeApiServer.paths().filter((path) => path === '/biz/qms/inventory/rno/generate')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /保存到历史报价/ })).toBeDisabled();
  });

  it('previews the quotation table and the contract with their own templates', async () => {
    serve({ withDefaults: true });
    renderScreen(<QuotationSheet />);
    await screen.findByText('报价单模板一');
    await userEvent.click(screen.getByRole('button', { name: /报价单$/ }));
    const frame = (await screen.findByTitle('报价单')) as HTMLIFrameElement;
    // The document is asked once, from the click: the dialog shows that answer instead of asking again.
    expect(fakeApiServer.paths().filter((path) => path === '/biz/qms/inventory/table/preview')).toHaveLength(1);
    const table = new URL(frame.src, 'http://app.test');
    expect(table.pathname).toBe('/biz/qms/inventory/table/preview');
    expect(Object.fromEntries(table.searchParams)).toMatchObject({
      demander: 'd1',
      corp: 'corp1',
      tmpl: 't1',
      mode: '3',
      unit: '0',
      group: '0',
      f_rno: '1',
      f_isquote: '1',
      rno: 'BJ20261121001',
      token: 'test-token',
    });
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /关\s*闭/ }));

    await userEvent.click(screen.getByRole('button', { name: /合同$/ }));
    const contract = new URL(((await screen.findByTitle('合同')) as HTMLIFrameElement).src, 'http://app.test');
    expect(contract.pathname).toBe('/biz/qms/inventory/contract/preview');
    expect(contract.searchParams.get('tmpl')).toBe('t2');
    expect(contract.searchParams.get('memo1')).toBe('本报价有效期7天');
    expect(contract.searchParams.get('rno')).toBe('BJ20261121001');
  });

  it('every document of the sheet carries its number and typed freight: previews, Excel and the history record', async () => {
    serve({ withDefaults: true });
    renderScreen(<QuotationSheet />);
    await screen.findByText('报价单模板一');
    await within(screen.getByTestId('sheet-rno')).findByText('BJ20261121001');
    const fee = screen.getByRole('spinbutton', { name: /运费/ });
    await userEvent.clear(fee);
    await userEvent.type(fee, '500');
    await waitFor(() =>
      expect(fakeApiServer.sent('/biz/qms/inventory/summ').some((request) => request.cond?.fee === 500)).toBe(true),
    );

    await userEvent.click(screen.getByRole('button', { name: /出库单$/ }));
    const bill = new URL(((await screen.findByTitle('出库单')) as HTMLIFrameElement).src, 'http://app.test');
    expect(Object.fromEntries(bill.searchParams)).toMatchObject({
      rno: 'BJ20261121001',
      fee: '500',
      mode: '3',
      unit: '0',
    });
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /关\s*闭/ }));

    await userEvent.click(screen.getByRole('button', { name: /下载 Excel/ }));
    await waitFor(() => expect(fakeApiServer.sent('/biz/qms/inventory/excel/download')).toHaveLength(1));
    expect(fakeApiServer.sent('/biz/qms/inventory/excel/download')[0]?.form).toMatchObject({
      fee: 500,
      rno: 'BJ20261121001',
    });

    await userEvent.click(screen.getByRole('button', { name: /保存到历史报价/ }));
    await waitFor(() => expect(fakeApiServer.sent('/biz/qms/inventory/save')).toHaveLength(1));
    expect(fakeApiServer.sent('/biz/qms/inventory/save')[0]?.form).toMatchObject({
      fee: 500,
      info: { rno: 'BJ20261121001' },
    });
  });

  it('shows quantities in the chosen unit, unpriced items as such, and the fee lines of the total', async () => {
    serve({ withDefaults: true });
    const custom = {
      ...item,
      id: 'i2',
      cable: '',
      model: 'WTX-9',
      spec: '特殊',
      type: 1,
      pricing: 'none',
      price: {},
      total: {},
    };
    fakeApiServer.on('/biz/qms/inventory/list', ({ cond }: { cond?: Record<string, unknown> }) => ({
      infos:
        cond?.unit === 1
          ? [{ ...item, quantity: 1.425, price: { tax: 79298.25 }, total: { tax: 113000.01 } }, custom]
          : [
              { ...item, quantity: 500 },
              { ...custom, quantity: 20 },
            ],
      page,
    }));
    fakeApiServer.on('/biz/qms/inventory/summ', {
      summs: [
        {
          count: 2,
          group: 0,
          goods: { tax: 113000 },
          fees: { package: 120, freight: 0, waived: true },
          unpriced: { tax: 1 },
          total: { tax: 113120 },
        },
      ],
    });
    renderScreen(<QuotationSheet />);
    await screen.findByText('WTX-9');
    expect(screen.getAllByText('未定价')).toHaveLength(2);
    const totals = screen.getByTestId('sheet-totals');
    expect(totals).toHaveTextContent('货款小计 113,000.00');
    expect(totals).toHaveTextContent('包装费 120.00');
    expect(totals).toHaveTextContent('运费 满额免运费');
    expect(totals).toHaveTextContent('合计 113,120.00 元');
    expect(totals).toHaveTextContent('合计不含 1 项未定价');

    await userEvent.click(screen.getByRole('radio', { name: '元/吨' }).closest('label')!);
    expect(await screen.findByText('数量（吨）')).toBeInTheDocument();
    expect(screen.getByText('单价（元/吨）')).toBeInTheDocument();
    expect(await screen.findByText('1.425')).toBeInTheDocument();
    expect(screen.getByText('79,298.25')).toBeInTheDocument();
  });

  it('offers a user without PriceAuthBase no 成本价, and starts on a mode the user may see', async () => {
    serve({ withDefaults: true, rights: ['PriceAuthSale', 'PriceAuthTax'] });
    fakeApiServer.on('/biz/user/conf/list', { confs: [{ key: 'qms.price.mode', type: 2, value: 1 }] });
    renderScreen(<QuotationSheet />);
    await screen.findByRole('radio', { name: '含税价' });
    expect(screen.getByRole('radio', { name: '销售价（不含税）' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '成本价（不含税）' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: '含税价' })).toBeChecked());
  });

  it('a refused preview never shows the refusal as a document; a refused Excel saves no file', async () => {
    serve({ withDefaults: true });
    const message = '您没有查看成本价的权限，不能按成本价报价或出单，请选择其他价格模式';
    fakeApiServer.refuse('/biz/qms/inventory/table/preview', 1020, message);
    fakeApiServer.refuse('/biz/qms/inventory/excel/download', 1020, message);
    const saved = vi.spyOn(URL, 'createObjectURL');
    renderScreen(<QuotationSheet />);
    await screen.findByText('报价单模板一');
    await userEvent.click(screen.getByRole('button', { name: /报价单$/ }));
    await waitFor(() => expect(fakeApiServer.paths()).toContain('/biz/qms/inventory/table/preview'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByTitle('报价单')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /下载 Excel/ }));
    await waitFor(() => expect(fakeApiServer.sent('/biz/qms/inventory/excel/download')).toHaveLength(1));
    expect(saved).not.toHaveBeenCalled();
    saved.mockRestore();
  });

  it('caps the memo at 256 characters', async () => {
    serve({ withDefaults: true });
    renderScreen(<QuotationSheet />, { lang: 'en' });
    await screen.findByText('报价单模板一');
    const memo = screen.getByLabelText('Memo');
    await userEvent.clear(memo);
    await userEvent.click(memo);
    await userEvent.paste('m'.repeat(300));
    await userEvent.click(screen.getByRole('button', { name: /Save to history/ }));
    await waitFor(() => expect(fakeApiServer.sent('/biz/qms/inventory/save')).toHaveLength(1));
    expect(fakeApiServer.sent('/biz/qms/inventory/save')[0]?.form?.memo).toHaveLength(256);
  });
});
