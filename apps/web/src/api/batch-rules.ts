import { mutate, type SWRResponse } from 'swr';
import { api } from './app-client';
import { useApiQuery } from './swr';
import type { RequestBody, ResponseData } from './types';

/**
 * The user's batch rules (which cable a wording means). The contract has no listing call: rule/save answers all of
 * the user's rules after the save, and a save of no rules changes nothing, so reading is an empty save. A rule sent
 * replaces that cable's texts; sent without texts it is deleted.
 */
const RULES = '/biz/qms/batch/accurate/rule/save';
const READ: RequestBody<typeof RULES> = { form: { rules: [] } };
const READ_KEY = [RULES, JSON.stringify(READ)] as const;

export type BatchRule = RequestBody<typeof RULES>['form']['rules'][number];
export type SavedRules = ResponseData<typeof RULES>;
export type RuleCable = SavedRules['cables'][number];

/** At most this many texts per rule and characters per text (contract). */
export const MAX_RULE_TEXTS = 50;
export const MAX_RULE_TEXT_LENGTH = 128;

export function useBatchRules(): SWRResponse<SavedRules, Error> {
  return useApiQuery(RULES, READ, { revalidateOnFocus: false });
}

/** Saves the given rules (each replaces its cable's texts) and keeps the answer as the list every screen reads. */
export async function saveBatchRules(rules: BatchRule[]): Promise<SavedRules> {
  const saved = await api().post(RULES, { form: { rules } });
  await mutate(READ_KEY, saved, { revalidate: false });
  return saved;
}

export function deleteBatchRule(cable: string): Promise<SavedRules> {
  return saveBatchRules([{ cable, matches: [] }]);
}

/**
 * Teaches more wordings without losing the ones a cable already has: the current rules are read first and each
 * cable's texts are sent with the new ones added. A rule keeps its newest texts when it would pass the limit.
 */
export async function addRuleTexts(additions: readonly BatchRule[]): Promise<SavedRules> {
  const current = await api().post(RULES, READ);
  const rules = additions.map(({ cable, matches }) => {
    const before = current.rules.find((rule) => rule.cable === cable)?.matches ?? [];
    const texts = [...before.filter((text) => !matches.includes(text)), ...new Set(matches)];
    return { cable, matches: texts.slice(-MAX_RULE_TEXTS) };
  });
  return saveBatchRules(rules);
}

/** Texts no rule matched go to the administrators for review (batch/accurate/rule/submit). */
export function submitForReview(texts: string[]) {
  return api().post('/biz/qms/batch/accurate/rule/submit', { form: { rules: texts } });
}
