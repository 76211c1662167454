import { ApiError } from '../api-error';
import type { CatalogueRepository } from './catalogue';
import { noCable } from './catalogue';
import { entry, type StateStore } from './state-store';
import type { BatchRule } from './types';
import type { UsersRepository } from './users';

/** Batch recognition's memory: each user's rules (a wording → a cable) and the texts sent for review. */
export class BatchRepository {
  constructor(
    private readonly store: StateStore,
    private readonly users: UsersRepository,
    private readonly catalogue: CatalogueRepository,
  ) {}

  /**
   * Each rule sent replaces the user's rule for its cable (sent without matches, it is deleted); a text sent for one
   * cable leaves the user's other rules, since one wording means one cable. Rules of cables not sent stay, so saving
   * no rules changes nothing. Answers the user's rules after the save.
   */
  saveBatchRules(userId: string, rules: readonly BatchRule[]): BatchRule[] {
    this.users.requireUser(userId);
    for (const r of rules)
      if (!this.catalogue.cableById(r.cable)) throw new ApiError('ResourceNotFound', noCable(r.cable));
    if (rules.length > 0)
      this.store.mutate((s) => {
        const sent = new Map<string, string[]>();
        for (const rule of rules) {
          const matches = [...(sent.get(rule.cable) ?? []), ...rule.matches.map((m) => m.trim()).filter(Boolean)];
          sent.set(rule.cable, [...new Set(matches)]);
        }
        const taken = new Set([...sent.values()].flat().map((m) => m.toLowerCase()));
        const kept = (s.batchRules[userId] ?? [])
          .map((r) => ({
            cable: r.cable,
            matches: sent.get(r.cable) ?? r.matches.filter((m) => !taken.has(m.toLowerCase())),
          }))
          .filter((r) => r.matches.length > 0);
        const added = [...sent]
          .filter(([cable, matches]) => matches.length > 0 && !kept.some((r) => r.cable === cable))
          .map(([cable, matches]) => ({ cable, matches }));
        s.batchRules[userId] = [...kept, ...added];
      });
    return structuredClone(this.store.state.batchRules[userId] ?? []);
  }

  /** Queues texts for review; returns the texts newly accepted and how many of the user's wait. */
  submitBatchTexts(userId: string, texts: readonly string[]): { accepted: string[]; pending: number } {
    this.users.requireUser(userId);
    const cleaned = [...new Set(texts.map((t) => t.trim()).filter(Boolean))];
    if (cleaned.length === 0)
      throw new ApiError('ValidationFailed', {
        zh: 'rules 中没有可提交的内容',
        en: 'rules holds no text to submit',
      });
    return this.store.mutate((s) => {
      s.batchSubmissions ??= {};
      const queue = entry(s.batchSubmissions, userId, () => []);
      const accepted = cleaned.filter((t) => !queue.includes(t));
      queue.push(...accepted);
      return { accepted, pending: queue.length };
    });
  }
}
