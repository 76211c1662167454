import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Form, Input, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  type BatchRule,
  deleteBatchRule,
  MAX_RULE_TEXT_LENGTH,
  MAX_RULE_TEXTS,
  type RuleCable,
  saveBatchRules,
  submitForReview,
  useBatchRules,
} from '../../../api/batch-rules';
import { CablePickerModal } from '../../../components/cable-picker-modal';

import { useSettingText } from '../i18n/messages';

/** One line of the editor: a saved rule (possibly edited) or a new one not saved yet. */
export interface RuleLine {
  key: string;
  cable?: RuleCable;
  matches: string[];
  /** The texts the server holds; absent for a new rule. */
  saved?: string[];
}

const MAX_SUBMIT = 200;

function cableText(cable: RuleCable): string {
  return [cable.model, cable.scope, cable.spec].filter(Boolean).join(' ');
}

function cleanTexts(texts: readonly string[]): string[] {
  return [...new Set(texts.map((text) => text.trim()).filter(Boolean))];
}

function isChanged(line: RuleLine): boolean {
  if (!line.saved) return true;
  const now = cleanTexts(line.matches);
  return now.length !== line.saved.length || now.some((text, index) => text !== line.saved?.[index]);
}

export function ruleProblem(line: RuleLine): 'cable' | 'matches' | 'max' | undefined {
  if (!line.cable) return 'cable';
  const matches = cleanTexts(line.matches);
  if (matches.length === 0) return 'matches';
  if (matches.length > MAX_RULE_TEXTS || matches.some((text) => [...text].length > MAX_RULE_TEXT_LENGTH)) return 'max';
  return undefined;
}

/**
 * What to send for the lines changed: each cable's full list of texts (a save replaces a cable's texts), a new rule
 * for a cable that already has one adding to its texts rather than replacing them.
 */
export function rulesToSave(lines: readonly RuleLine[]): BatchRule[] {
  const byCable = new Map<string, string[]>();
  for (const line of lines) {
    if (!line.cable || !isChanged(line)) continue;
    const base =
      byCable.get(line.cable.id) ??
      (line.saved ? [] : (lines.find((other) => other.saved && other.cable?.id === line.cable?.id)?.matches ?? []));
    byCable.set(line.cable.id, cleanTexts([...base, ...line.matches]));
  }
  return [...byCable].map(([cable, matches]) => ({ cable, matches }));
}

/** Batch rules: the user's saved rules (which cable a wording means), editable and deletable, and wordings sent for review. */
export function RulesEditor() {
  const t = useSettingText();
  const { message } = App.useApp();
  const { data, error, isLoading } = useBatchRules();
  const [edits, setEdits] = useState<Record<string, string[]>>({});
  const [drafts, setDrafts] = useState<RuleLine[]>([]);
  const [nextKey, setNextKey] = useState(1);
  const [picking, setPicking] = useState<string>();
  const [showProblems, setShowProblems] = useState(false);
  const [busy, setBusy] = useState<'save' | 'submit' | 'delete'>();
  const [reviewText, setReviewText] = useState('');
  const [reviewProblem, setReviewProblem] = useState<string>();

  const savedLines: RuleLine[] = (data?.rules ?? []).map((rule) => {
    const cable = data?.cables.find((entry) => entry.id === rule.cable);
    return {
      key: rule.cable,
      ...(cable ? { cable } : {}),
      matches: edits[rule.cable] ?? rule.matches,
      saved: rule.matches,
    };
  });
  const lines = [...savedLines, ...drafts];
  const changed = lines.filter(isChanged);

  function setTexts(line: RuleLine, matches: string[]) {
    if (line.saved) setEdits((current) => ({ ...current, [line.key]: matches }));
    else setDrafts((current) => current.map((draft) => (draft.key === line.key ? { ...draft, matches } : draft)));
  }

  async function save() {
    if (changed.length === 0) return;
    if (changed.some((line) => ruleProblem(line))) return setShowProblems(true);
    setShowProblems(false);
    setBusy('save');
    try {
      const rules = rulesToSave(lines);
      await saveBatchRules(rules);
      setEdits({});
      setDrafts([]);
      void message.success(t('rules.saved', { count: rules.length }));
    } catch {
      // The API client's error catalogue has shown the server's message.
    } finally {
      setBusy(undefined);
    }
  }

  async function remove(line: RuleLine) {
    if (!line.saved) return setDrafts((current) => current.filter((draft) => draft.key !== line.key));
    setBusy('delete');
    try {
      await deleteBatchRule(line.key);
      setEdits(({ [line.key]: _deleted, ...rest }) => rest);
      void message.success(t('rules.deleted'));
    } catch {
      // The API client's error catalogue has shown the server's message.
    } finally {
      setBusy(undefined);
    }
  }

  async function submit() {
    const texts = cleanTexts(reviewText.split(/\r?\n/));
    if (texts.length === 0) return setReviewProblem(t('rules.submit.required'));
    if (texts.length > MAX_SUBMIT || texts.some((text) => [...text].length > MAX_RULE_TEXT_LENGTH))
      return setReviewProblem(t('rules.submit.max'));
    setReviewProblem(undefined);
    setBusy('submit');
    try {
      const result = await submitForReview(texts);
      setReviewText('');
      void message.success(t('rules.submitted', { count: result.rules.length, pending: result.pending }));
    } catch {
      // The API client's error catalogue has shown the server's message.
    } finally {
      setBusy(undefined);
    }
  }

  const problemText = (line: RuleLine) => {
    const problem = showProblems && isChanged(line) ? ruleProblem(line) : undefined;
    if (problem === 'cable') return t('rules.cable.required');
    if (problem === 'matches') return line.saved ? t('rules.matches.requiredOrDelete') : t('rules.matches.required');
    if (problem === 'max') return t('rules.matches.max');
    return undefined;
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t('tab.rules')} extra={<Typography.Text type="secondary">{t('rules.hint')}</Typography.Text>}>
        {error ? <Alert type="error" showIcon title={t('rules.loadFailed')} style={{ marginBottom: 12 }} /> : null}
        <Table<RuleLine>
          rowKey="key"
          size="small"
          loading={isLoading}
          dataSource={lines}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
          locale={{ emptyText: t('rules.none') }}
          columns={[
            {
              title: t('rules.cable'),
              key: 'cable',
              width: 280,
              render: (_value, line) => (
                <Space orientation="vertical" size={0}>
                  {line.cable ? <Typography.Text strong>{cableText(line.cable)}</Typography.Text> : null}
                  {line.cable?.name ? <Typography.Text type="secondary">{line.cable.name}</Typography.Text> : null}
                  {line.saved ? null : (
                    <Button size="small" onClick={() => setPicking(line.key)}>
                      {t('rules.pick')}
                    </Button>
                  )}
                </Space>
              ),
            },
            {
              title: t('rules.matches'),
              key: 'matches',
              render: (_value, line) => {
                const problem = problemText(line);
                return (
                  <Form.Item validateStatus={problem ? 'error' : undefined} help={problem} style={{ margin: 0 }}>
                    <Select
                      mode="tags"
                      aria-label={line.cable ? `${t('rules.matches')} ${cableText(line.cable)}` : t('rules.matches')}
                      value={line.matches}
                      open={false}
                      suffixIcon={null}
                      tokenSeparators={['\n']}
                      placeholder={t('rules.matches.placeholder')}
                      onChange={(matches: string[]) => setTexts(line, matches)}
                      style={{ width: '100%' }}
                    />
                  </Form.Item>
                );
              },
            },
            {
              title: t('rules.state'),
              key: 'state',
              width: 90,
              render: (_value, line) =>
                !line.saved ? (
                  <Tag color="processing">{t('rules.state.new')}</Tag>
                ) : isChanged(line) ? (
                  <Tag color="warning">{t('rules.state.edited')}</Tag>
                ) : (
                  <Tag>{t('rules.state.saved')}</Tag>
                ),
            },
            {
              title: '',
              key: 'remove',
              width: 64,
              render: (_value, line) => {
                const label = line.cable ? `${t('rules.remove')} ${cableText(line.cable)}` : t('rules.remove');
                return line.saved ? (
                  <Popconfirm
                    title={t('rules.remove.confirm')}
                    okText={t('rules.remove')}
                    cancelText={t('rules.cancel')}
                    onConfirm={() => remove(line)}
                  >
                    <Button
                      size="small"
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={label}
                      loading={busy === 'delete'}
                    />
                  </Popconfirm>
                ) : (
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={label}
                    onClick={() => remove(line)}
                  />
                );
              },
            },
          ]}
        />
        <Space style={{ marginTop: 12 }} wrap>
          <Button
            icon={<PlusOutlined />}
            onClick={() => {
              setDrafts((current) => [...current, { key: `new-${nextKey}`, matches: [] }]);
              setNextKey((key) => key + 1);
            }}
          >
            {t('rules.add')}
          </Button>
          <Button type="primary" loading={busy === 'save'} disabled={changed.length === 0} onClick={save}>
            {t('rules.save')}
          </Button>
          <Typography.Text type="secondary">{t('rules.count', { count: savedLines.length })}</Typography.Text>
        </Space>
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
            setDrafts((current) => current.map((draft) => (draft.key === picking ? { ...draft, cable } : draft)));
            setPicking(undefined);
          }}
        />
      ) : null}
    </Space>
  );
}
