/**
 * Every id a request names is checked here, before its handler runs: a customer, a quotation item or a history
 * record must be the caller's; a template, corporate body, cable or article must exist (they are shared). Not
 * yours and not found answer the same code and message, so ids cannot be probed.
 *
 * The table below names, per endpoint, where its ids are in the request. A test walks every request schema of the
 * contract and fails on an id-like field missing from it, so a new call cannot forget the check.
 */
import type { EndpointDef } from '@cable/contracts';
import { ApiError, type LocalizedText } from '../api-error';
import type { Repositories } from '../store/repositories';

/** What an id refers to. `unchecked` ids are not references to stored records (their handler reads them). */
export type ReferenceKind = 'customer' | 'item' | 'history' | 'template' | 'corp' | 'cable' | 'article' | 'unchecked';

/** Dotted path into the body or query; `[]` walks an array (`form.ids[]`, `form.infos[].cable`). */
export type ReferencePath = string;

export const REFERENCES: Readonly<Record<string, Readonly<Record<ReferencePath, ReferenceKind>>>> = {
  contractPreview: { demander: 'customer', tmpl: 'template', corp: 'corp', history: 'history' },
  tablePreview: { demander: 'customer', tmpl: 'template', corp: 'corp', history: 'history' },
  reportPreview: { corp: 'corp', tmpl: 'template', id: 'cable' },
  outbillPreview: { corp: 'corp', demander: 'customer', tmpl: 'template', history: 'history' },
  certPreview: { corp: 'corp', demander: 'customer', tmpl: 'template', history: 'history' },
  authorizationPreview: { corp: 'corp', demander: 'customer', tmpl: 'template' },
  contractSave: { 'form.demander': 'customer', 'form.history': 'history' },
  excelDownload: { 'form.demander': 'customer', 'form.corp': 'corp', 'form.history': 'history' },
  inventoryMemoSet: { 'form.ids[]': 'item' },
  inventoryAdd: { 'form.infos[].cable': 'cable' },
  inventoryDelete: { 'form.ids[]': 'item' },
  inventorySave: { 'form.demander': 'customer', 'form.info.corp': 'corp' },
  inventoryMaterial: { 'form.ids[]': 'item' },
  inventoryInfoSet: { 'form.id': 'item' },
  inventoryPriceSet: { 'form.id': 'item' },
  inventoryChangeSet: { 'form.ids[]': 'item' },
  inventoryCountSet: { 'form.ids[]': 'item' },
  inventoryPkgfeeSet: { 'form.id': 'item' },
  inventorySortSet: { 'form.id': 'item' },
  // A blank id creates a customer; any other must be one of the caller's.
  demanderSave: { 'form.id': 'customer' },
  demanderDelete: { 'form.ids[]': 'customer' },
  demanderDefaultSet: { 'form.id': 'customer' },
  historyDetail: { 'cond.id': 'history' },
  historyRecalc: { 'form.id': 'history' },
  historyDelete: { 'form.ids[]': 'history' },
  cableInfoDetail: { 'cond.id': 'cable' },
  cableInfoPrice: { 'cond.ids[]': 'cable' },
  // Report ids name entries of the report list the call replaces, not stored records.
  cableReportUpdate: { 'form.id': 'cable', 'form.reports[].id': 'unchecked' },
  cableReportClear: { 'form.id': 'cable' },
  approveClear: { 'form.id': 'cable' },
  approveRestore: { 'form.id': 'cable', 'form.origin': 'unchecked' },
  batchRuleSave: { 'form.rules[].cable': 'cable' },
  articleDetail: { 'cond.id': 'article' },
};

/** The refusal names every missing id of the field, in the words the handlers use. */
const NOT_FOUND: Record<Exclude<ReferenceKind, 'unchecked'>, (ids: readonly string[]) => LocalizedText> = {
  customer: (ids) => ({ zh: `客户 ${ids.join('、')} 不存在`, en: `No customer ${ids.join(', ')}` }),
  item: (ids) => ({
    zh: `当前用户的报价分组中没有清单项 ${ids.join('、')}`,
    en: `No item ${ids.join(', ')} in this user's quotation groups`,
  }),
  history: (ids) => ({ zh: `历史报价 ${ids.join('、')} 不存在`, en: `No history record ${ids.join(', ')}` }),
  template: (ids) => ({ zh: `模板 ${ids.join('、')} 不存在`, en: `No template ${ids.join(', ')}` }),
  corp: (ids) => ({ zh: `签约主体 ${ids.join('、')} 不存在`, en: `No corporate body ${ids.join(', ')}` }),
  cable: (ids) => ({ zh: `电缆 ${ids.join('、')} 不存在`, en: `No cable ${ids.join(', ')}` }),
  article: (ids) => ({ zh: `文章 ${ids.join('、')} 不存在`, en: `No article ${ids.join(', ')}` }),
};

/** Whether `id` names a record of this kind that the user may use. */
export function isUsable(repos: Repositories, userId: string | null, kind: ReferenceKind, id: string): boolean {
  const state = repos.store.state;
  switch (kind) {
    case 'customer':
      return userId !== null && state.customers.some((c) => c.id === id && c.create === userId);
    case 'item':
      return userId !== null && repos.inventory.findItem(userId, id) !== null;
    case 'history':
      return userId !== null && state.history.some((h) => h.id === id && h.user === userId);
    case 'template':
      return state.templates.some((t) => t.id === id);
    case 'corp':
      return state.corps.some((c) => c.id === id);
    case 'cable':
      return repos.catalogue.cableById(id) !== undefined;
    case 'article':
      return state.content.articles.some((a) => a.id === id && a.show);
    case 'unchecked':
      return true;
  }
}

/** The values at a path: `form.ids[]` gives every element, a missing branch gives none. */
export function valuesAt(source: unknown, path: ReferencePath): unknown[] {
  let current: unknown[] = [source];
  for (const step of path.split('.')) {
    const many = step.endsWith('[]');
    const key = many ? step.slice(0, -2) : step;
    const next: unknown[] = [];
    for (const value of current) {
      if (typeof value !== 'object' || value === null) continue;
      const child = (value as Record<string, unknown>)[key];
      if (child === undefined || child === null) continue;
      if (many) {
        if (Array.isArray(child)) next.push(...child);
      } else next.push(child);
    }
    current = next;
  }
  return current;
}

/**
 * Refuses the request when an id it names is not the caller's (or does not exist). A blank id means "none" (or
 * "create") and is left to the handler and the schema.
 */
export function checkReferences(
  repos: Repositories,
  endpoint: EndpointDef,
  source: unknown,
  userId: string | null,
): void {
  const references = REFERENCES[endpoint.id];
  if (!references) return;
  for (const [path, kind] of Object.entries(references)) {
    if (kind === 'unchecked') continue;
    const missing = valuesAt(source, path).filter(
      (value): value is string => typeof value === 'string' && value !== '' && !isUsable(repos, userId, kind, value),
    );
    if (missing.length === 0) continue;
    const group = kind === 'item' ? valuesAt(source, `${path.split('.')[0]}.group`)[0] : undefined;
    throw new ApiError(
      'ResourceNotFound',
      typeof group === 'number' ? itemsNotInGroup(missing, group) : NOT_FOUND[kind](missing),
    );
  }
}

/** Items named with their group: every missing one is listed, as the group's handlers word it. */
function itemsNotInGroup(ids: readonly string[], group: number): LocalizedText {
  return { zh: `报价分组 ${group} 中没有清单项 ${ids.join('、')}`, en: `No item ${ids.join(', ')} in group ${group}` };
}
