import type { PriceMode, UnitMode } from '@cable/contracts/schemas/common';
import { CUSTOM_CABLE_LIMITS, MEMO_MAX_LENGTH, PRICE_FIELDS } from '@cable/contracts/vocabulary';
import { ApiError, type LocalizedText } from '../api-error';
import { type ItemPrice, itemPrice, type PriceTriple, samePrice } from '../domain/item-price';
import { type MaterialUsage, materialUsage, type UsageLine } from '../domain/material-usage';
import {
  type CablePrice,
  cableMaterialWeights,
  familyTraits,
  type PricedCableInput,
  priceCable,
  weightsByCategory,
} from '../domain/pricing';
import { type Quote, type QuoteInput, type QuoteItemInput, QuoteSums, type QuoteTotals, quote } from '../domain/quote';
import { tryParseStructure } from '../domain/structure-parser';
import type { CatalogueRepository } from './catalogue';
import { noCable } from './catalogue';
import type { MaterialsRepository } from './materials';
import { emptyGroupAttr, emptyInventory } from './seed';
import { entry, type StateStore } from './state-store';
import { rawOf, type StateChange } from './transaction';
import type { CustomCable, InventoryGroup, InventoryItem, QuotedPrice, State } from './types';
import type { UsersRepository } from './users';

/** How a group is quoted: the modes to price, the unit and places, and the freight typed on a quotation sheet. */
export interface QuoteView {
  modes: readonly PriceMode[];
  unit: UnitMode;
  places: number;
  sheetFreight?: number | undefined;
}

/** A group's items in list order, their per-metre prices, and the quote made of them (see domain/quote). */
export interface GroupQuote {
  items: InventoryItem[];
  prices: ItemPrice[];
  quote: Quote;
}

/** The totals of a group's quote (its lines left out), and how many items the group has. */
export interface GroupTotals {
  count: number;
  quote: QuoteTotals;
}

/**
 * The running totals of a group in one view: the quote sums of its items (in list order) as the state was at
 * `version`, kept so that a write adding items to the group adds their lines instead of quoting every item again.
 */
interface RunningTotals {
  version: number;
  /** The last item in list order, which every added item must follow. */
  last: InventoryItem | undefined;
  sums: QuoteSums;
}

/**
 * Parts of the state no group quote reads: changes there leave a group's running totals as they are. Anything not
 * named here (materials, configs, users, approvals, the catalogue, the group itself ...) counts as an input.
 */
const OUTSIDE_QUOTES: ReadonlySet<string> = new Set([
  'counters',
  'sessions',
  'qrs',
  'reports',
  'history',
  'customers',
  'corps',
  'templates',
  'batchRules',
  'batchSubmissions',
  'contracts',
  'contractNumbers',
  'usage',
  'content',
]);

/** At most this many views' running totals are kept for one item array; past it they are dropped and rebuilt. */
const VIEWS_PER_GROUP_LIMIT = 16;

export type AddEntry =
  | { cable: string; count?: string; memo?: string }
  | { custom: CustomCable; count?: string; memo?: string };

const DECIMAL = /^-?\d+(\.\d+)?$/;

function highestSort(items: readonly InventoryItem[]): number {
  let highest = 0;
  for (const item of items) highest = Math.max(highest, item.sort);
  return highest;
}

/** List order of a group's items: by sort, then by id (ids grow with every add). */
function byListOrder(left: InventoryItem, right: InventoryItem): number {
  return left.sort - right.sort || Number(left.id) - Number(right.id);
}

/** An item's line in its group's quote. */
function lineInput(item: InventoryItem, price: ItemPrice): QuoteItemInput {
  return {
    perMetre: price,
    weightKgPerM: price.weightKgPerM,
    metres: Number(item.count),
    packageFee: item.pkgfee.flag ? item.pkgfee.fee : 0,
  };
}

/** How a group is quoted in a view: its package fee and freight as attr/set includes them, and the sheet's freight. */
function quoteOptions(attr: InventoryGroup['attr'], view: QuoteView): Omit<QuoteInput, 'items'> {
  return {
    modes: view.modes,
    unit: view.unit,
    places: view.places,
    fees: {
      groupPackage: attr.package,
      freight: attr.freight,
      include: attr.include ?? { package: true, freight: true },
      sheetFreight: view.sheetFreight,
    },
  };
}

function noItem(id: string): LocalizedText {
  return { zh: `清单项 ${id} 不存在`, en: `No item ${id}` };
}

export function notNegative(field: string): LocalizedText {
  return { zh: `${field} 不能为负数`, en: `${field} must be a non-negative number` };
}

export function memoTooLong(): LocalizedText {
  return { zh: `备注不能超过 ${MEMO_MAX_LENGTH} 个字符`, en: `memo is over ${MEMO_MAX_LENGTH} characters` };
}

function validateCount(count: string): void {
  if (!DECIMAL.test(count) || Number(count) <= 0)
    throw new ApiError('ValidationFailed', {
      zh: `count 须为大于 0 的数字（十进制字符串），收到的是 "${count}"`,
      en: `count must be a positive decimal string, got "${count}"`,
    });
}

function validateCustom(custom: CustomCable): void {
  const fields: Array<keyof CustomCable & keyof typeof CUSTOM_CABLE_LIMITS> = [
    'model',
    'prop',
    'scope',
    'spec',
    'name',
  ];
  for (const field of fields) {
    const max = CUSTOM_CABLE_LIMITS[field];
    if ((custom[field] ?? '').length > max)
      throw new ApiError('ValidationFailed', {
        zh: `${field} 不能超过 ${max} 个字符`,
        en: `${field} is over ${max} characters`,
      });
  }
  if (!custom.model.trim())
    throw new ApiError('ValidationFailed', {
      zh: '自定义电缆必须填写型号（model）',
      en: 'model is required for a custom cable',
    });
  if (custom.spec && !tryParseStructure(custom.spec) && custom.spec.length === 0)
    throw new ApiError('ValidationFailed', { zh: '必须填写规格（spec）', en: 'spec is required' });
}

/**
 * The quotation lists: inventory[userId][group '0'..'9'] = {items, attr {freight, package, include}}. Items are priced
 * now (domain/item-price) and quoted per group (domain/quote); an item remembers the price it was quoted at, so a
 * moved price shows the 价格已变动 marker until the user accepts it.
 */
export class InventoryRepository {
  /**
   * An upper bound of the sort of a group's items, by the group's item array, so an add does not scan a long list.
   * A bound is all an add needs (its items go after every other). It stays one: sorts only grow here, setSort
   * forgets it (renumbering may raise a sort), deleting leaves it an upper bound, and a transaction rolled back only
   * lowers the true highest. A replaced array (reset, load, filter) starts afresh.
   */
  private readonly topSortOf = new WeakMap<readonly InventoryItem[], number>();
  /**
   * Running totals by the group's item array (the state's own, not a transaction's view), then by view (see
   * groupTotals). Adds push onto the array; a delete, reset or load replaces it, and the totals of the array it
   * replaced are no use any more: held weakly, they go with that array instead of keeping its items alive.
   */
  private readonly runningTotals = new WeakMap<readonly InventoryItem[], Map<string, RunningTotals>>();

  constructor(
    private readonly store: StateStore,
    private readonly users: UsersRepository,
    private readonly catalogue: CatalogueRepository,
    private readonly materials: MaterialsRepository,
  ) {}

  private groupKey(group: number | string): string {
    const g = Number(group);
    if (!Number.isInteger(g) || g < 0 || g > 9)
      throw new ApiError('ValidationFailed', {
        zh: `报价分组只能是 0 到 9，收到的是 ${group}`,
        en: `Group must be 0-9, got ${group}`,
      });
    return String(g);
  }

  private groupOf(state: State, userId: string, group: number | string): InventoryGroup {
    const inventory = entry(state.inventory, userId, emptyInventory);
    const key = this.groupKey(group);
    return entry(inventory, key, () => ({ items: [], attr: emptyGroupAttr() }));
  }

  /** Items of a group in sort order. */
  listItems(userId: string, group: number | string): InventoryItem[] {
    this.users.requireUser(userId);
    const g = this.store.state.inventory[userId]?.[this.groupKey(group)];
    return [...(g?.items ?? [])].sort(byListOrder);
  }

  /**
   * The items of a group with these ids, in list order (unknown ids are left out): as listItems(...).filter, but
   * sorting only the items found, so a write that answers its few items does not sort a long list.
   */
  itemsWithIds(userId: string, group: number | string, ids: readonly string[]): InventoryItem[] {
    this.users.requireUser(userId);
    const wanted = new Set(ids);
    const items = this.store.state.inventory[userId]?.[this.groupKey(group)]?.items ?? [];
    const found: InventoryItem[] = [];
    // From the end: items just added are the last ones, so a write answering them stops after a few steps.
    for (let index = items.length - 1; index >= 0 && found.length < wanted.size; index--) {
      const item = items[index]!;
      if (wanted.has(item.id)) found.push(item);
    }
    return found.sort(byListOrder);
  }

  groupAttr(userId: string, group: number | string) {
    this.users.requireUser(userId);
    return this.store.state.inventory[userId]?.[this.groupKey(group)]?.attr ?? emptyGroupAttr();
  }

  /** Finds an item of this user in any group. */
  findItem(userId: string, itemId: string): { item: InventoryItem; group: string } | null {
    for (const [group, g] of Object.entries(this.store.state.inventory[userId] ?? {})) {
      const item = g.items.find((i) => i.id === itemId);
      if (item) return { item, group };
    }
    return null;
  }

  addItems(userId: string, group: number | string, entries: readonly AddEntry[]): InventoryItem[] {
    this.users.requireUser(userId);
    if (entries.length === 0)
      throw new ApiError('ValidationFailed', { zh: '没有要加入清单的电缆', en: 'Nothing to add' });
    for (const e of entries) {
      if ('cable' in e && !this.catalogue.cableById(e.cable)) throw new ApiError('ResourceNotFound', noCable(e.cable));
      if ('custom' in e) validateCustom(e.custom);
      if (e.count !== undefined) validateCount(e.count);
      if (e.memo !== undefined && e.memo.length > MEMO_MAX_LENGTH)
        throw new ApiError('ValidationFailed', memoTooLong());
    }
    return this.store.mutate((s) => {
      const g = this.groupOf(s, userId, group);
      // Read untracked: a scan through the recording view would wrap every item of the group.
      const current = rawOf(g.items);
      let sort = this.topSortOf.get(current) ?? highestSort(current);
      const added = entries.map((e) => {
        const item: InventoryItem = {
          id: this.store.nextId('item'),
          cable: 'cable' in e ? e.cable : '',
          custom: 'custom' in e ? { ...e.custom } : null,
          count: e.count ?? '1',
          memo: e.memo ?? '',
          change: '0',
          price: null,
          sort: ++sort,
          sno: '',
          pkgfee: { fee: 0, flag: false },
          added: this.store.nowSec(),
        };
        item.quoted = this.priceNow(userId, item);
        g.items.push(item);
        return item;
      });
      this.topSortOf.set(current, sort);
      return added;
    });
  }

  /** The items of a group named by ids, read untracked; ResourceNotFound lists the ids that name none. */
  private requireIds(userId: string, key: string, ids: readonly string[]): void {
    const items = rawOf(this.store.state.inventory[userId]?.[key]?.items ?? []);
    const present = new Set(items.map((item) => item.id));
    const missing = ids.filter((id) => !present.has(id));
    if (missing.length > 0)
      throw new ApiError('ResourceNotFound', {
        zh: `报价分组 ${key} 中没有清单项 ${missing.join('、')}`,
        en: `No item ${missing.join(', ')} in group ${key}`,
      });
  }

  private editItems(
    userId: string,
    group: number | string,
    ids: readonly string[],
    edit: (item: InventoryItem) => void,
  ): number {
    this.users.requireUser(userId);
    const key = this.groupKey(group);
    this.requireIds(userId, key, ids);
    const wanted = new Set(ids);
    return this.store.mutate((s) => {
      const tracked = this.groupOf(s, userId, key).items;
      // Found in the untracked array, edited through the transaction's view: only the edited items get a proxy.
      rawOf(tracked).forEach((item, index) => {
        if (wanted.has(item.id)) edit(tracked[index]!);
      });
      return ids.length;
    });
  }

  deleteItems(userId: string, group: number | string, ids: readonly string[]): number {
    this.users.requireUser(userId);
    const key = this.groupKey(group);
    this.requireIds(userId, key, ids);
    const doomed = new Set(ids);
    return this.store.mutate((s) => {
      const g = this.groupOf(s, userId, key);
      const items = rawOf(g.items);
      g.items = items.filter((item) => !doomed.has(item.id));
      return items.length - g.items.length;
    });
  }

  setItemsCount(userId: string, group: number | string, ids: readonly string[], count: string): number {
    validateCount(count);
    return this.editItems(userId, group, ids, (i) => {
      i.count = count;
    });
  }

  setItemsMemo(userId: string, group: number | string, ids: readonly string[], memo: string): number {
    if (memo.length > MEMO_MAX_LENGTH) throw new ApiError('ValidationFailed', memoTooLong());
    return this.editItems(userId, group, ids, (i) => {
      i.memo = memo;
    });
  }

  /**
   * Manual per-metre price on one item (any group); null restores the computed price. `markup` records the markup
   * on cost the price was made from; a price set without it is a typed price.
   */
  setItemPrice(userId: string, itemId: string, price: Partial<PriceTriple> | null, markup?: number): void {
    const found = this.findItem(userId, itemId);
    if (!found) throw new ApiError('ResourceNotFound', noItem(itemId));
    if (price)
      for (const f of PRICE_FIELDS)
        if (price[f] !== undefined && !(price[f]! >= 0))
          throw new ApiError('ValidationFailed', notNegative(`price.${f}`));
    this.editItems(userId, found.group, [itemId], (i) => {
      i.price = price ? { ...(markup === undefined && i.markup === undefined ? i.price : null), ...price } : null;
      if (price && markup !== undefined) i.markup = markup;
      else delete i.markup;
      i.quoted = this.priceNow(userId, i);
    });
  }

  /**
   * Percentage change on items: the listed ids, plus every copper item when cu is set and every
   * aluminium item when al is set. "0" restores the system price (and drops a manual price).
   */
  setChange(
    userId: string,
    group: number | string,
    form: { change: string; ids?: readonly string[]; cu?: boolean; al?: boolean },
  ): number {
    if (!DECIMAL.test(form.change) || Number(form.change) <= -100)
      throw new ApiError('ValidationFailed', {
        zh: 'change 须为大于 -100 的百分比（十进制字符串）',
        en: 'change must be a percentage above -100, as a decimal string',
      });
    const items = this.listItems(userId, group);
    const targets = new Set(form.ids ?? []);
    for (const item of items) {
      const metal = this.itemMetal(item);
      if ((form.cu && metal === 'cu') || (form.al && metal === 'al')) targets.add(item.id);
    }
    const restore = Number(form.change) === 0;
    return this.editItems(userId, group, [...targets], (i) => {
      i.change = restore ? '0' : form.change;
      if (restore) {
        i.price = null;
        delete i.markup;
      }
      i.quoted = this.priceNow(userId, i);
    });
  }

  setFreight(
    userId: string,
    group: number | string,
    freight: { fee: number; full: number; mile: number; price: number },
  ): void {
    for (const [k, v] of Object.entries(freight))
      if (!(v >= 0)) throw new ApiError('ValidationFailed', notNegative(`freight.${k}`));
    this.users.requireUser(userId);
    this.store.mutate((s) => {
      this.groupOf(s, userId, group).attr.freight = { ...freight };
    });
  }

  setPackageFee(userId: string, itemId: string, fee: number, flag: boolean): void {
    if (!(fee >= 0)) throw new ApiError('ValidationFailed', notNegative('fee'));
    const found = this.findItem(userId, itemId);
    if (!found) throw new ApiError('ResourceNotFound', noItem(itemId));
    this.editItems(userId, found.group, [itemId], (i) => {
      i.pkgfee = { fee, flag };
    });
  }

  setGroupAttr(
    userId: string,
    group: number | string,
    attr: { package?: number; freight?: Partial<InventoryGroup['attr']['freight']> },
  ): void {
    this.users.requireUser(userId);
    this.store.mutate((s) => {
      const g = this.groupOf(s, userId, group);
      if (attr.package !== undefined) g.attr.package = attr.package;
      if (attr.freight) g.attr.freight = { ...g.attr.freight, ...attr.freight };
    });
  }

  /** attr/set: whether package fees and freight count in the group's totals. */
  setGroupInclude(userId: string, group: number | string, include: { package: boolean; freight: boolean }): void {
    this.users.requireUser(userId);
    this.store.mutate((s) => {
      this.groupOf(s, userId, group).attr.include = { package: include.package, freight: include.freight };
    });
  }

  /** Moves one item to position `sort` (1-based) and renumbers the group. */
  setSort(userId: string, group: number | string, itemId: string, sort: number): void {
    const items = this.listItems(userId, group);
    const index = items.findIndex((i) => i.id === itemId);
    if (index < 0)
      throw new ApiError('ResourceNotFound', {
        zh: `报价分组 ${group} 中没有清单项 ${itemId}`,
        en: `No item ${itemId} in group ${group}`,
      });
    const [moved] = items.splice(index, 1);
    items.splice(Math.max(0, Math.min(items.length, Math.round(sort) - 1)), 0, moved!);
    const order = new Map(items.map((i, n) => [i.id, n + 1]));
    this.editItems(
      userId,
      group,
      items.map((i) => i.id),
      (i) => {
        i.sort = order.get(i.id)!;
      },
    );
    const groupItems = this.store.state.inventory[userId]?.[this.groupKey(group)]?.items;
    if (groupItems) this.topSortOf.delete(rawOf(groupItems));
  }

  /** Turns an item into (or edits) a custom cable. */
  setCustomInfo(userId: string, itemId: string, custom: CustomCable): void {
    validateCustom(custom);
    const found = this.findItem(userId, itemId);
    if (!found) throw new ApiError('ResourceNotFound', noItem(itemId));
    this.editItems(userId, found.group, [itemId], (i) => {
      i.cable = '';
      i.custom = { ...custom };
      i.quoted = this.priceNow(userId, i);
    });
  }

  /**
   * The user accepts the current prices of a group's items (刷新实时价): they become the prices the items are quoted
   * at, and the 价格已变动 marker clears. Answers how many items' prices had moved.
   */
  confirmItemPrices(userId: string, group: number | string): number {
    const moved = this.listItems(userId, group).filter((item) => !samePrice(item.quoted, this.priceNow(userId, item)));
    if (moved.length === 0) return 0;
    const ids = new Set(moved.map((item) => item.id));
    this.store.mutate((s) => {
      for (const item of this.groupOf(s, userId, group).items)
        if (ids.has(item.id)) item.quoted = this.priceNow(userId, item);
    });
    return moved.length;
  }

  /** Every item of the user quoted at its price now: a new profit mode is no change for the 价格已变动 marker. */
  requoteAll(userId: string): void {
    this.store.mutate((s) => {
      for (const group of Object.values(s.inventory[userId] ?? {}))
        for (const item of group.items) item.quoted = this.priceNow(userId, item);
    });
  }

  /** An item's per-metre prices now, as the 价格已变动 marker compares them with what the item was quoted at. */
  private priceNow(userId: string, item: InventoryItem): QuotedPrice {
    const { pricing: _pricing, ...price } = this.quoteItem(userId, item);
    return price;
  }

  private itemInput(item: InventoryItem): PricedCableInput | null {
    if (item.cable) return this.catalogue.cableInput(item.cable);
    if (!item.custom) return null;
    return { model: item.custom.model, scope: item.custom.scope, spec: item.custom.spec };
  }

  private itemMetal(item: InventoryItem): 'cu' | 'al' | null {
    const input = this.itemInput(item);
    if (!input) return null;
    try {
      return familyTraits(input.model).conductor;
    } catch {
      return null;
    }
  }

  /** Describes the item for documents: model/scope/spec/name from the catalogue or the custom fields. */
  describeItem(item: InventoryItem): CustomCable {
    if (item.cable) {
      const c = this.catalogue.cableById(item.cable);
      if (c) return { model: c.model, scope: c.scope, prop: c.prop, spec: c.spec, name: c.name };
    }
    return item.custom ?? { model: '', scope: '', prop: '', spec: '', name: '' };
  }

  /**
   * Per-metre price of an item (unrounded yuan/m, domain/item-price). A mode neither the engine nor a hand price
   * gives a price for is missing: a custom cable the engine cannot read has none until it is priced.
   */
  quoteItem(userId: string, item: InventoryItem): ItemPrice {
    if (item.cable) return itemPrice(item, this.catalogue.priceOfCable(item.cable, userId));
    const input = this.itemInput(item);
    let computed: CablePrice | null = null;
    if (input) {
      try {
        computed = priceCable(input, this.materials.materialPrices(), this.catalogue.pricingSettings(userId));
      } catch {
        // A custom cable the engine cannot read has no computed price.
      }
    }
    return itemPrice(item, computed);
  }

  /**
   * The quote of a group (domain/quote): its items priced now, with the group's package fees and freight as attr/set
   * includes them, and the freight typed on a quotation sheet.
   */
  quoteGroup(userId: string, group: number | string, view: QuoteView): GroupQuote {
    const items = this.listItems(userId, group);
    const attr = this.groupAttr(userId, group);
    const prices = items.map((item) => this.quoteItem(userId, item));
    return {
      items,
      prices,
      quote: quote({ ...quoteOptions(attr, view), items: items.map((item, n) => lineInput(item, prices[n]!)) }),
    };
  }

  /**
   * The totals of a group's quote, as quoteGroup(...).quote has them (lines aside), and its item count. A write
   * answers its group's totals, so they are kept per group and view and, when the only changes since are items added
   * at the end of the group (and state no quote reads), brought up to date by quoting the added items alone: the
   * sums are the same additions in the same order, so the totals are those of quoting the whole group.
   */
  groupTotals(userId: string, group: number | string, view: QuoteView): GroupTotals {
    this.store.settleDue();
    this.users.requireUser(userId);
    const key = this.groupKey(group);
    if (this.store.inTransaction) {
      const { items, quote: quoted } = this.quoteGroup(userId, key, view);
      const { lines: _lines, ...totals } = quoted;
      return { count: items.length, quote: totals };
    }
    const viewKey = [view.modes.join(','), view.unit, view.places, view.sheetFreight ?? ''].join('\n');
    const items = this.store.rawState.inventory[userId]?.[key]?.items ?? [];
    let byView = this.runningTotals.get(items);
    if (!byView) {
      byView = new Map();
      this.runningTotals.set(items, byView);
    }
    const kept = byView.get(viewKey);
    // Dropped while it is brought up to date: pricing an added item may throw, and half-added sums must not stay.
    byView.delete(viewKey);
    const running = (kept && this.extended(kept, items, userId, key)) ?? this.freshTotals(userId, key, view, items);
    if (byView.size >= VIEWS_PER_GROUP_LIMIT) byView.clear();
    byView.set(viewKey, running);
    return { count: running.sums.count, quote: running.sums.totals() };
  }

  private freshTotals(userId: string, group: string, view: QuoteView, items: readonly InventoryItem[]): RunningTotals {
    const ordered = [...items].sort(byListOrder);
    const sums = new QuoteSums(quoteOptions(this.groupAttr(userId, group), view));
    this.addLines(userId, sums, ordered);
    return { version: this.store.stateVersion, last: ordered.at(-1), sums };
  }

  /**
   * Running totals of the group's item array brought up to the state's version, when everything changed since they
   * were made is items added after the group's last item (or state outside every quote); undefined when they must be
   * made afresh.
   */
  private extended(
    running: RunningTotals,
    items: readonly InventoryItem[],
    userId: string,
    group: string,
  ): RunningTotals | undefined {
    if (running.version === this.store.stateVersion) return running;
    const changes = this.store.changesSince(running.version);
    const covered = running.sums.count;
    if (!changes?.every((change) => this.onlyAdds(change, items, covered, userId, group))) return undefined;
    const added = items.slice(covered).sort(byListOrder);
    if (items.length < covered || (running.last && added[0] && byListOrder(running.last, added[0]) >= 0))
      return undefined;
    this.addLines(userId, running.sums, added);
    return { ...running, version: this.store.stateVersion, last: added.at(-1) ?? running.last };
  }

  /** Whether a change leaves a group's quote as it was but for items added at its end (see groupTotals). */
  private onlyAdds(
    change: StateChange,
    items: readonly InventoryItem[],
    covered: number,
    userId: string,
    group: string,
  ): boolean {
    const [root, user, changedGroup] = change.path.split('/');
    if (OUTSIDE_QUOTES.has(root!)) return true;
    if (root !== 'inventory' || user === undefined) return false;
    if (user !== userId) return true;
    if (changedGroup === undefined) return false;
    if (changedGroup !== group) return true;
    // The group itself: its item array lengthened, or items added since (priced as they are added) edited.
    if (change.target === items) return change.appended;
    return items.indexOf(change.target as InventoryItem, covered) >= 0;
  }

  /** Adds the lines of items, in list order, to a group's sums. */
  private addLines(userId: string, sums: QuoteSums, items: readonly InventoryItem[]): void {
    for (const item of items) sums.add(lineInput(item, this.quoteItem(userId, item)));
  }

  /** Material usage of items (all of the group when ids is empty), see domain/material-usage. */
  materialUsage(userId: string, group: number | string, ids: readonly string[] = []): MaterialUsage {
    const items = this.listItems(userId, group).filter((i) => ids.length === 0 || ids.includes(i.id));
    const lines: UsageLine[] = [];
    for (const item of items) {
      const input = this.itemInput(item);
      if (!input) continue;
      let kgPerMetre: UsageLine['kgPerMetre'];
      try {
        kgPerMetre = weightsByCategory(cableMaterialWeights(input));
      } catch {
        continue;
      }
      const d = this.describeItem(item);
      lines.push({ id: item.id, name: `${d.model}-${d.scope} ${d.spec}`, kgPerMetre, metres: Number(item.count) });
    }
    return materialUsage(lines);
  }
}
