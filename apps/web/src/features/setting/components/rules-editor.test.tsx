import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RuleCable } from '../../../api/batch-rules';
import { fakeApiServer, type SentRequest } from '../../../testing/fake-api-server';
import { renderScreen, resetApiState } from '../../../testing/render-with-shared-cache';
import { RulesEditor } from './rules-editor';

vi.mock('../../../api/app-client', async () => (await import('../../../testing/fake-api-server')).fakeAppClientModule);

const cable = (id: string, model: string, scope: string, spec: string): RuleCable => ({
  id,
  model,
  scope,
  spec,
  prop: '铜芯',
  name: `${model} 电力电缆`,
  sort: 1,
  new: false,
  type: 1,
  price: { sale: 100, tax: 113 },
});

const yjv = cable('c1', 'YJV', '0.6/1kV', '3*50');
const vv = cable('c2', 'VV', '0.6/1kV', '3*50');
const catalogue = [yjv, vv];

type Rule = { cable: string; matches: string[] };
let held: Rule[];

/** rule/save as the contract describes it: a rule sent replaces its cable's texts, none deletes it, [] reads. */
function answerSave({ form }: SentRequest) {
  for (const sent of (form?.rules ?? []) as Rule[]) {
    const others = held.filter((rule) => rule.cable !== sent.cable);
    const index = held.findIndex((rule) => rule.cable === sent.cable);
    if (sent.matches.length === 0) held = others;
    else if (index === -1) held = [...held, sent];
    else held = held.map((rule) => (rule.cable === sent.cable ? sent : rule));
  }
  return { rules: held, cables: catalogue.filter((entry) => held.some((rule) => rule.cable === entry.id)) };
}

function rowOf(text: string): HTMLElement {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row shows ${text}`);
  return row;
}

const saves = () =>
  fakeApiServer
    .sent('/biz/qms/batch/accurate/rule/save')
    .filter((r) => ((r.form?.rules ?? []) as unknown[]).length > 0);

beforeEach(async () => {
  await resetApiState();
  held = [
    { cable: 'c1', matches: ['XYZ 3*50', '三芯50交联'] },
    { cable: 'c2', matches: ['VV三芯50'] },
  ];
  fakeApiServer.on('/biz/qms/batch/accurate/rule/save', answerSave);
});

describe('rules editor', { timeout: 60_000 }, () => {
  it("lists the user's saved rules with their cables", async () => {
    renderScreen(<RulesEditor />);
    await screen.findByText('YJV 0.6/1kV 3*50');
    const row = rowOf('YJV 0.6/1kV 3*50');
    expect(within(row).getByText('XYZ 3*50')).toBeInTheDocument();
    expect(within(row).getByText('三芯50交联')).toBeInTheDocument();
    expect(within(row).getByText('已保存')).toBeInTheDocument();
    expect(within(rowOf('VV 0.6/1kV 3*50')).getByText('VV三芯50')).toBeInTheDocument();
    expect(screen.getByText('共 2 条已保存规则')).toBeInTheDocument();
    // The list is read by a save of no rules.
    expect(fakeApiServer.sent('/biz/qms/batch/accurate/rule/save')[0]?.form).toEqual({ rules: [] });
  });

  it('says how rules are made when there are none', async () => {
    held = [];
    renderScreen(<RulesEditor />);
    expect(await screen.findByText(/还没有保存的规则/)).toBeInTheDocument();
  });

  it("edits a rule's texts and saves the rule's whole list", async () => {
    renderScreen(<RulesEditor />);
    await screen.findByText('YJV 0.6/1kV 3*50');
    const texts = within(rowOf('YJV 0.6/1kV 3*50')).getByRole('combobox');
    await userEvent.type(texts, 'YJV3×50{enter}');
    expect(within(rowOf('YJV 0.6/1kV 3*50')).getByText('已修改')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '保存规则' }));

    expect(await screen.findByText('已保存 1 条规则')).toBeInTheDocument();
    expect(saves()[0]?.form).toEqual({ rules: [{ cable: 'c1', matches: ['XYZ 3*50', '三芯50交联', 'YJV3×50'] }] });
    expect(within(rowOf('YJV 0.6/1kV 3*50')).getByText('已保存')).toBeInTheDocument();
  });

  it('refuses to save a rule left without texts and points to delete', async () => {
    held = [{ cable: 'c2', matches: ['VV三芯50'] }];
    renderScreen(<RulesEditor />);
    await screen.findByText('VV 0.6/1kV 3*50');
    const texts = within(rowOf('VV 0.6/1kV 3*50')).getByRole('combobox');
    await userEvent.type(texts, '{backspace}');
    await userEvent.click(screen.getByRole('button', { name: '保存规则' }));
    expect(await screen.findByText('请至少保留一条匹配文字，或删除此规则')).toBeInTheDocument();
    expect(saves()).toEqual([]);
  });

  it('deletes a rule once confirmed', async () => {
    renderScreen(<RulesEditor />);
    await screen.findByText('VV 0.6/1kV 3*50');
    await userEvent.click(within(rowOf('VV 0.6/1kV 3*50')).getByRole('button', { name: '删除 VV 0.6/1kV 3*50' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('删除此规则？批量识别将不再按它匹配')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: '删 除' }));

    expect(await screen.findByText('已删除规则')).toBeInTheDocument();
    expect(saves()[0]?.form).toEqual({ rules: [{ cable: 'c2', matches: [] }] });
    await waitFor(() => expect(screen.queryByText('VV 0.6/1kV 3*50')).not.toBeInTheDocument());
    expect(screen.getByText('共 1 条已保存规则')).toBeInTheDocument();
  });

  it('adds a new rule for a chosen cable; a rule without a cable is refused', async () => {
    held = [];
    fakeApiServer.on('/biz/qms/cable/info/list', { cables: [vv], page: { all: 1, num: 1, row: 1, sec: 1 } });
    renderScreen(<RulesEditor />);
    await screen.findByText(/还没有保存的规则/);
    await userEvent.click(screen.getByRole('button', { name: /添加规则/ }));
    await userEvent.click(screen.getByRole('button', { name: '保存规则' }));
    expect(await screen.findByText('请选择电缆')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '选择电缆' }));
    // antd gives every element the id "test-id" under test, so the dialog is found by its text, not its label.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('选择电缆')).toBeInTheDocument();
    await userEvent.click(await within(dialog).findByRole('button', { name: '选择' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.type(within(rowOf('VV 0.6/1kV 3*50')).getByRole('combobox'), '聚氯乙烯三芯50{enter}');
    await userEvent.click(screen.getByRole('button', { name: '保存规则' }));

    expect(await screen.findByText('已保存 1 条规则')).toBeInTheDocument();
    expect(saves()[0]?.form).toEqual({ rules: [{ cable: 'c2', matches: ['聚氯乙烯三芯50'] }] });
    expect(within(rowOf('VV 0.6/1kV 3*50')).getByText('已保存')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    renderScreen(<RulesEditor />, { lang: 'en' });
    await screen.findByText('YJV 0.6/1kV 3*50');
    expect(screen.getByText('2 saved rules')).toBeInTheDocument();
    expect(screen.getAllByText('Saved')).toHaveLength(2);
  });
});
