import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '../../../entities/customers/customers-api';
import { fakeApiServer } from '../../../testing/fake-api-server';
import { renderScreen, resetApiState } from '../../../testing/render-with-shared-cache';
import { CustomerFormModal } from './customer-form-modal';

vi.mock('../../../api/app-client', async () => (await import('../../../testing/fake-api-server')).fakeAppClientModule);

const VALID = {
  客户名称: '江苏恒远建设工程有限公司',
  税号: '91320105MA1XYZ1234',
  法定代表人: '李明',
  联系人: '王芳',
  联系电话: '13800138000',
  地址: '江苏省南京市建邺区江东中路 188 号',
};

/** The limits of spec section 3, by the label the form shows. */
const LIMITS: [label: string, max: number][] = [
  ['客户名称', 256],
  ['税号', 32],
  ['法定代表人', 64],
  ['联系人', 32],
  ['联系电话', 32],
  ['地址', 256],
  ['账户名称', 32],
  ['开户银行', 64],
  ['银行账号', 64],
];

const BANK = {
  账户名称: '江苏恒远建设工程有限公司',
  开户银行: '中国工商银行南京建邺支行',
  银行账号: '4301012309100123456',
};

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

function openCreate(onClose = vi.fn()) {
  renderScreen(<CustomerFormModal customer={undefined} onClose={onClose} />);
  return onClose;
}

beforeEach(async () => {
  await resetApiState();
  fakeApiServer.on('/biz/qms/demander/save', ({ form }: { form?: Record<string, unknown> }) => ({
    demander: { id: 'd1', sort: 1, default: false, bank: { account: '', name: '', no: '' }, ...form },
  }));
  fakeApiServer.on('/biz/qms/demander/list', { demanders: [], page: { all: 0, num: 1, row: 0, sec: 1 } });
});

// The first render of an antd form in jsdom takes seconds on a cold worker.
describe('customer form', { timeout: 60_000 }, () => {
  it.each(LIMITS)('refuses %s longer than %i characters and sends nothing', async (label, max) => {
    openCreate();
    fill({ ...VALID, ...BANK, [label]: '字'.repeat(max + 1) });
    await userEvent.click(screen.getByRole('button', { name: '保 存' }));
    expect(await screen.findByText(`${label}长度须在 1 到 ${max} 个字符之间`)).toBeInTheDocument();
    expect(fakeApiServer.sent('/biz/qms/demander/save')).toHaveLength(0);
  });

  it.each(LIMITS.slice(0, 6))('requires %s (whitespace does not count)', async (label) => {
    openCreate();
    fill({ ...VALID, [label]: '   ' });
    await userEvent.click(screen.getByRole('button', { name: '保 存' }));
    expect(await screen.findByText(`请输入${label}`)).toBeInTheDocument();
    expect(fakeApiServer.sent('/biz/qms/demander/save')).toHaveLength(0);
  });

  it('takes every field at its maximum length and sends the trimmed form', async () => {
    const onClose = openCreate();
    const atMax = Object.fromEntries(LIMITS.map(([label, max]) => [label, 'a'.repeat(max)]));
    fill({ ...atMax, 客户名称: `  ${'名'.repeat(256)}  ` });
    await userEvent.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [sent] = fakeApiServer.sent('/biz/qms/demander/save');
    expect(sent?.form).toEqual({
      name: '名'.repeat(256),
      taxno: 'a'.repeat(32),
      leader: 'a'.repeat(64),
      linkman: 'a'.repeat(32),
      phone: 'a'.repeat(32),
      address: 'a'.repeat(256),
      bank: { account: 'a'.repeat(32), name: 'a'.repeat(64), no: 'a'.repeat(64) },
    });
  });

  it('leaves the bank account out when it is blank, and wants all of it once part is filled', async () => {
    const onClose = openCreate();
    fill({ ...VALID, 开户银行: '中国银行' });
    await userEvent.click(screen.getByRole('button', { name: '保 存' }));
    expect(await screen.findByText('请输入账户名称')).toBeInTheDocument();
    expect(screen.getByText('请输入银行账号')).toBeInTheDocument();
    expect(fakeApiServer.sent('/biz/qms/demander/save')).toHaveLength(0);

    fill({ 开户银行: '' });
    await userEvent.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fakeApiServer.sent('/biz/qms/demander/save')[0]?.form).not.toHaveProperty('bank');
  });

  it('does not let the tax number change when editing, and does not send it', async () => {
    const customer: Customer = {
      id: 'd40001',
      name: '江苏恒远建设工程有限公司',
      leader: '李明',
      linkman: '王芳',
      phone: '13800138000',
      address: '南京',
      taxno: '91320105MA1XYZ1234',
      sort: 1,
      default: true,
      bank: { account: '恒远', name: '工行', no: '4301' },
    };
    const onClose = vi.fn();
    renderScreen(<CustomerFormModal customer={customer} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: '编辑客户' })).toBeInTheDocument();
    expect(screen.getByLabelText('税号')).toBeDisabled();
    fill({ 联系人: '赵六' });
    await userEvent.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const form = fakeApiServer.sent('/biz/qms/demander/save')[0]?.form;
    expect(form).toMatchObject({ id: 'd40001', linkman: '赵六' });
    expect(form).not.toHaveProperty('taxno');
  });

  it('stays open with what was typed when the server refuses a taken tax number (71)', async () => {
    fakeApiServer.refuse('/biz/qms/demander/save', 71, '客户名称已被使用', {
      name: VALID.客户名称,
      taxno: VALID.税号,
      creator: '张伟',
    });
    const onClose = openCreate();
    fill(VALID);
    await userEvent.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(fakeApiServer.sent('/biz/qms/demander/save')).toHaveLength(1));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('税号')).toHaveValue(VALID.税号);
  });
});
