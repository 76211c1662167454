import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Form, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { CablePickerModal, type PickedCable } from '../../../components/cable-picker-modal';
import { type BatchRule, saveRules, submitRuleTexts } from '../api/setting-api';
import { useSettingText } from '../i18n/messages';

interface RuleDraft {
  key: number;
  cable?: PickedCable;
  matches: string[];
}

const MAX_MATCHES = 50;
const MAX_TEXT = 128;
const MAX_SUBMIT = 200;

function cableText(cable: PickedCable): string {
  return [cable.model, cable.scope, cable.spec].filter(Boolean).join(' ');
}

export function ruleProblem(draft: RuleDraft): 'cable' | 'matches' | 'max' | undefined {
  if (!draft.cable) return 'cable';
  const matches = draft.matches.map((text) => text.trim()).filter(Boolean);
  if (matches.length === 0) return 'matches';
  if (matches.length > MAX_MATCHES || matches.some((text) => [...text].length > MAX_TEXT)) return 'max';
  return undefined;
}

/** Batch rules: which cable a wording means (rule/save), and unrecognised wordings sent for review (rule/submit). */
export function RulesEditor() {
  const t = useSettingText();
  const { message } = App.useApp();
  const [drafts, setDrafts] = useState<RuleDraft[]>([{ key: 1, matches: [] }]);
  const [nextKey, setNextKey] = useState(2);
  const [picking, setPicking] = useState<number>();
  const [saved, setSaved] = useState<BatchRule[]>();
  const [showProblems, setShowProblems] = useState(false);
  const [busy, setBusy] = useState<'save' | 'submit'>();
  const [reviewText, setReviewText] = useState('');
  const [reviewProblem, setReviewProblem] = useState<string>();

  const patch = (key: number, change: Partial<RuleDraft>) =>
    setDrafts((current) => current.map((draft) => (draft.key === key ? { ...draft, ...change } : draft)));

  async function save() {
    if (drafts.length === 0) return void message.warning(t('rules.empty'));
    if (drafts.some((draft) => ruleProblem(draft))) return setShowProblems(true);
    setShowProblems(false);
    setBusy('save');
    try {
      const rules = drafts.map((draft) => ({
        cable: draft.cable?.id ?? '',
        matches: [...new Set(draft.matches.map((text) => text.trim()).filter(Boolean))],
      }));
      const result = await saveRules(rules);
      setSaved(result.rules);
      void message.success(t('rules.saved', { count: rules.length }));
    } catch {
      // The API client's error catalogue has shown the server's message.
    } finally {
      setBusy(undefined);
    }
  }

  async function submit() {
    const texts = [
      ...new Set(
        reviewText
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean),
      ),
    ];
    if (texts.length === 0) return setReviewProblem(t('rules.submit.required'));
    if (texts.length > MAX_SUBMIT || texts.some((text) => [...text].length > MAX_TEXT))
      return setReviewProblem(t('rules.submit.max'));
    setReviewProblem(undefined);
    setBusy('submit');
    try {
      const result = await submitRuleTexts(texts);
      setReviewText('');
      void message.success(t('rules.submitted', { count: result.rules.length, pending: result.pending }));
    } catch {
      // The API client's error catalogue has shown the server's message.
    } finally {
      setBusy(undefined);
    }
  }

  const problemText = (draft: RuleDraft) => {
    const problem = showProblems ? ruleProblem(draft) : undefined;
    if (problem === 'cable') return t('rules.cable.required');
    if (problem === 'matches') return t('rules.matches.required');
    if (problem === 'max') return t('rules.matches.max');
    return undefined;
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t('tab.rules')} extra={<Typography.Text type="secondary">{t('rules.hint')}</Typography.Text>}>
        <Table<RuleDraft>
          rowKey="key"
          size="small"
          pagination={false}
          dataSource={drafts}
          columns={[
            {
              title: t('rules.cable'),
              key: 'cable',
              width: 300,
              render: (_value, draft) => (
                <Space>
                  {draft.cable ? <Tag>{cableText(draft.cable)}</Tag> : null}
                  <Button size="small" onClick={() => setPicking(draft.key)}>
                    {t('rules.pick')}
                  </Button>
                </Space>
              ),
            },
            {
              title: t('rules.matches'),
              key: 'matches',
              render: (_value, draft) => {
                const problem = problemText(draft);
                return (
                  <Form.Item validateStatus={problem ? 'error' : undefined} help={problem} style={{ margin: 0 }}>
                    <Select
                      mode="tags"
                      aria-label={t('rules.matches')}
                      value={draft.matches}
                      open={false}
                      tokenSeparators={['\n']}
                      placeholder={t('rules.matches.placeholder')}
                      onChange={(matches: string[]) => patch(draft.key, { matches })}
                      style={{ width: '100%' }}
                    />
                  </Form.Item>
                );
              },
            },
            {
              title: '',
              key: 'remove',
              width: 80,
              render: (_value, draft) => (
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('rules.remove')}
                  onClick={() => setDrafts((current) => current.filter((entry) => entry.key !== draft.key))}
                />
              ),
            },
          ]}
        />
        <Space style={{ marginTop: 12 }}>
          <Button
            icon={<PlusOutlined />}
            onClick={() => {
              setDrafts((current) => [...current, { key: nextKey, matches: [] }]);
              setNextKey((key) => key + 1);
            }}
          >
            {t('rules.add')}
          </Button>
          <Button type="primary" loading={busy === 'save'} onClick={save}>
            {t('rules.save')}
          </Button>
        </Space>
        {saved ? (
          <Alert
            style={{ marginTop: 12 }}
            type="success"
            title={t('rules.current')}
            description={
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {saved.map((rule) => {
                  const cable = drafts.find((draft) => draft.cable?.id === rule.cable)?.cable;
                  return (
                    <li key={rule.cable}>
                      {cable ? cableText(cable) : rule.cable}：{rule.matches.join('；')}
                    </li>
                  );
                })}
              </ul>
            }
          />
        ) : null}
      </Card>
      <Card title={t('rules.submit.title')}>
        <Form.Item validateStatus={reviewProblem ? 'error' : undefined} help={reviewProblem}>
          <Input.TextArea
            rows={5}
            aria-label={t('rules.submit.title')}
            value={reviewText}
            placeholder={t('rules.submit.placeholder')}
            onChange={(event) => setReviewText(event.target.value)}
          />
        </Form.Item>
        <Button loading={busy === 'submit'} onClick={submit}>
          {t('rules.submit')}
        </Button>
      </Card>
      {picking !== undefined ? (
        <CablePickerModal
          open
          onClose={() => setPicking(undefined)}
          onPick={(cable) => {
            patch(picking, { cable });
            setPicking(undefined);
          }}
        />
      ) : null}
    </Space>
  );
}
