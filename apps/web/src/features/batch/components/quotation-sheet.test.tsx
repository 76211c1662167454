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

function serve({ withDefaults }: { withDefaults: boolean }) {
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
    expect(fakeApiServer.paths()).not.toContain('/biz/qms/inventory/rno/generate');
    expect(fakeApiServer.paths()).not.toContain('/biz/qms/inventory/save');
  });

  it('fills the defaults and saves the group to history with a new quotation number', async () => {
    serve({ withDefaults: true });
    renderScreen(<QuotationSheet />);
    await screen.findByText('江苏恒远建设工程有限公司');
    await screen.findByText('报价单模板一');
    expect(screen.getByLabelText('备注')).toHaveValue('本报价有效期7天');

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
  });

  it('previews the quotation table and the contract with their own templates', async () => {
    serve({ withDefaults: true });
    renderScreen(<QuotationSheet />);
    await screen.findByText('报价单模板一');
    await userEvent.click(screen.getByRole('button', { name: /报价单$/ }));
    const frame = (await screen.findByTitle('报价单')) as HTMLIFrameElement;
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
      token: 'test-token',
    });
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /关\s*闭/ }));

    await userEvent.click(screen.getByRole('button', { name: /合同$/ }));
    const contract = new URL(((await screen.findByTitle('合同')) as HTMLIFrameElement).src, 'http://app.test');
    expect(contract.pathname).toBe('/biz/qms/inventory/contract/preview');
    expect(contract.searchParams.get('tmpl')).toBe('t2');
    expect(contract.searchParams.get('memo1')).toBe('本报价有效期7天');
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
