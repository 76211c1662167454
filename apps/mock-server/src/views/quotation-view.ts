/**
 * The wire view of quotation data, shared by the inventory, history, document and Excel code. Every price, quantity
 * and total here comes from the quoting rule (domain/quote) — through store.quoteGroup for a live group, and through
 * historyQuote for a saved record — and is limited to the price fields the user may see.
 */
import type { Price, PriceMode, UnitMode } from '@cable/contracts/schemas/common';
import type { GroupSumm, ItemPricing, QuotationItem } from '@cable/contracts/schemas/inventory';
import {
  FIELD_OF_MODE,
  isPriceMode,
  isPricePlaces,
  PRICE_FIELDS,
  PRICE_MODE_TERMS,
  PRICE_MODES,
  type PriceField,
  UNIT_MODE_TERMS,
  USER_CONFIG_KEYS,
} from '@cable/contracts/vocabulary';
import { ApiError } from '../api-error';
import type { DocLine, DocTotals } from '../domain/documents/model';
import { type ItemPrice, samePrice } from '../domain/item-price';
import { type Quote, type QuoteItemInput, type QuoteLine, QuoteSums, quote } from '../domain/quote';
import { permittedPriceFields } from '../plugins/price-rights';
import { defaultPlaces } from '../store/pricing-view';
import type { Repositories } from '../store/repositories';
import type { CustomCable, HistoryItem, HistoryRecord, InventoryItem, UserRecord } from '../store/types';

/** How documents print a unit mode: the price's unit and the quantity's. */
export function unitLabel(unit: UnitMode): { price: string; quantity: string } {
  const terms = UNIT_MODE_TERMS[unit];
  return { price: terms.price['zh-cn'], quantity: terms.quantity['zh-cn'] };
}

/** The price modes whose field the user may see. */
export function visibleModes(user: UserRecord): PriceMode[] {
  const fields = permittedPriceFields(user);
  return PRICE_MODES.filter((mode) => fields.includes(FIELD_OF_MODE[mode]));
}

/** Documents and downloads print one price mode: refused, in words a salesperson reads, when its price is hidden. */
export function requireModeVisible(user: UserRecord, mode: PriceMode): void {
  const field = FIELD_OF_MODE[mode];
  const { name } = PRICE_MODE_TERMS[mode];
  if (!permittedPriceFields(user).includes(field)) {
    throw new ApiError('NoPermission', {
      zh: `您没有查看${name['zh-cn']}的权限，不能按${name['zh-cn']}报价或出单，请选择其他价格模式`,
      en: `You may not see ${name.en} prices, so you cannot quote or print in that price mode; choose another one`,
    });
  }
}

/** Lines do not depend on the fees: a few items are quoted alone to answer their own lines. */
const NO_FEES = {
  groupPackage: 0,
  freight: { fee: 0, full: 0, mile: 0, price: 0 },
  include: { package: false, freight: false },
};

function pricedFields(line: QuoteLine, fields: readonly PriceField[]): { price: Price; total: Price } {
  const price: Price = {};
  const total: Price = {};
  for (const field of fields) {
    if (line.price[field] !== undefined) price[field] = line.price[field];
    if (line.amount[field] !== undefined) total[field] = line.amount[field];
  }
  return { price, total };
}

export type ItemView = QuotationItem & { weightKgPerM: number };

/**
 * 价格已变动: the visible unit prices an item was quoted at (added or last confirmed), when they differ from what the
 * same unit and places show now; undefined when nothing visible moved.
 */
function previousPrice(now: QuoteLine, then: QuoteLine, visible: readonly PriceField[]): Price | undefined {
  const before = pricedFields(then, visible).price;
  const after = pricedFields(now, visible).price;
  return visible.some((field) => before[field] !== after[field]) ? before : undefined;
}

function itemView(
  user: UserRecord,
  described: CustomCable,
  fields: { id: string; cable: string; change: string; count: string; memo: string; sort: number; sno: string },
  price: Pick<ItemPrice, 'weightKgPerM' | 'pricing'>,
  markup: number | undefined,
  line: QuoteLine,
  quotedLine?: QuoteLine,
): ItemView {
  const visible = permittedPriceFields(user);
  const shown = pricedFields(line, visible);
  const previous = quotedLine ? previousPrice(line, quotedLine, visible) : undefined;
  return {
    id: fields.id,
    cable: fields.cable,
    change: Number(fields.change),
    count: fields.count,
    memo: fields.memo,
    model: described.model,
    price: shown.price,
    prop: described.prop,
    scope: described.scope,
    spec: described.spec,
    type: fields.cable ? 0 : 1,
    name: described.name,
    sort: fields.sort,
    sno: fields.sno,
    total: shown.total,
    ...(line.quantity !== null ? { quantity: line.quantity } : {}),
    pricing: price.pricing,
    // A markup on cost with the selling price reveals the cost: only for users who may see it.
    ...(markup !== undefined && visible.includes('base') ? { markup } : {}),
    ...(previous ? { previous } : {}),
    weightKgPerM: price.weightKgPerM,
  };
}

function itemInput(item: { count: string; pkgfee?: { fee: number; flag: boolean } }, price: ItemPrice): QuoteItemInput {
  return {
    perMetre: price,
    weightKgPerM: price.weightKgPerM,
    metres: Number(item.count),
    packageFee: item.pkgfee?.flag ? item.pkgfee.fee : 0,
  };
}

/** Items as a user sees them in a unit and places: the lines of the quoting rule, visible price fields only. */
export function inventoryItemViews(
  repos: Repositories,
  user: UserRecord,
  items: readonly InventoryItem[],
  unit: UnitMode,
  places: number,
): ItemView[] {
  const prices = items.map((item) => repos.inventory.quoteItem(user.id, item));
  const shown = { modes: visibleModes(user), unit, places, fees: NO_FEES };
  const quoted = quote({ ...shown, items: items.map((item, n) => itemInput(item, prices[n]!)) });
  // The same lines at the prices the items were quoted at. A line depends on its item alone, so an item quoted at its
  // price now (most of them; an item from an older data file has no quoted price: no change) has the line above.
  const then = new QuoteSums(shown);
  const thenLine = (item: InventoryItem, n: number): QuoteLine =>
    item.quoted && !samePrice(item.quoted, prices[n]!)
      ? then.add(itemInput(item, { ...item.quoted, pricing: prices[n]!.pricing }))
      : quoted.lines[n]!;
  return items.map((item, n) =>
    itemView(
      user,
      repos.inventory.describeItem(item),
      item,
      prices[n]!,
      item.markup,
      quoted.lines[n]!,
      thenLine(item, n),
    ),
  );
}

/** inventory/summ of one group: the totals of the quoting rule in every mode the user may see, with their fee lines. */
export function groupSumm(
  repos: Repositories,
  user: UserRecord,
  group: number,
  view: { unit: UnitMode; places: number; sheetFreight?: number | undefined },
): GroupSumm {
  const { count, quote: quoted } = repos.inventory.groupTotals(user.id, group, { ...view, modes: visibleModes(user) });
  return {
    count,
    group,
    total: quoted.total,
    goods: quoted.goods,
    fees: { package: quoted.packageFee, freight: quoted.freight, waived: quoted.freightWaived },
    unpriced: quoted.unpriced,
    weight: quoted.weightKg,
  };
}

/** A record's item price: records saved before `pricing` was kept stored an unpriced custom cable as zeros. */
function historyItemPrice(item: HistoryItem): ItemPrice {
  const legacyUnpriced =
    item.pricing === undefined && item.custom !== null && PRICE_FIELDS.every((f) => !item.price[f]);
  const price: ItemPrice = {
    weightKgPerM: item.weightKgPerM,
    pricing: legacyUnpriced ? 'none' : (item.pricing ?? (item.cable ? 'engine' : 'manual')),
  };
  if (!legacyUnpriced) for (const f of PRICE_FIELDS) if (item.price[f] !== undefined) price[f] = item.price[f];
  return price;
}

/** The places a record was quoted with (conf.places), else the system's. */
export function recordPlaces(repos: Repositories, record: HistoryRecord): number {
  const saved = record.places ?? (record.conf as { places?: unknown }).places;
  return isPricePlaces(saved) ? saved : defaultPlaces(repos.store.state.systemConfigs);
}

/**
 * A saved record quoted again from what it saved: its per-metre prices, and its fee lines as the amounts they were.
 * In the record's own mode, unit and places this is the record's total to the cent.
 */
export function historyQuote(
  record: HistoryRecord,
  view: { modes: readonly PriceMode[]; unit: UnitMode; places: number },
): { prices: ItemPrice[]; quote: Quote } {
  const prices = record.items.map(historyItemPrice);
  const fees = record.fees ?? { package: 0, freight: 0, waived: false };
  return {
    prices,
    quote: quote({
      items: record.items.map((item, n) => itemInput(item, prices[n]!)),
      modes: view.modes,
      unit: view.unit,
      places: view.places,
      fees: {
        groupPackage: fees.package,
        freight: { fee: fees.freight, full: 0, mile: 0, price: 0 },
        include: { package: true, freight: true },
      },
    }),
  };
}

export function historyItemViews(
  user: UserRecord,
  record: HistoryRecord,
  prices: readonly ItemPrice[],
  quoted: Quote,
): ItemView[] {
  return record.items.map((item, n) =>
    itemView(
      user,
      { model: item.model, scope: item.scope, spec: item.spec, prop: item.custom?.prop ?? '', name: item.name },
      {
        id: `${record.id}-${item.sort}`,
        cable: item.cable,
        change: item.change,
        count: item.count,
        memo: item.memo,
        sort: item.sort,
        sno: '',
      },
      prices[n]!,
      undefined,
      quoted.lines[n]!,
    ),
  );
}

/** The customer of this user, or ResourceNotFound; a blank id means no customer. */
export function customerOf(repos: Repositories, userId: string, id: string) {
  if (!id) return null;
  const customer = repos.store.state.customers.find((c) => c.id === id && c.create === userId);
  if (!customer)
    throw new ApiError('ResourceNotFound', {
      zh: `当前用户的客户中没有客户 ${id}`,
      en: `No customer ${id} among this user's customers`,
    });
  return customer;
}

export function corpOf(repos: Repositories, id: string) {
  const corp = repos.store.state.corps.find((c) => c.id === id);
  if (!corp) throw new ApiError('ResourceNotFound', { zh: `公司主体 ${id} 不存在`, en: `No corporate body ${id}` });
  return corp;
}

/** One printed line of a quotation sheet, in the sheet's mode and unit: a document line before it is numbered. */
export type SheetLine = Omit<DocLine, 'index'> & { pricing: ItemPricing };

/** The lines and totals a document or download prints: a saved history record, or the live group. */
export interface QuotationSheet extends DocTotals {
  source: 'group' | 'history';
  mode: PriceMode;
  unit: UnitMode;
  lines: SheetLine[];
  places: Quote['places'];
  /** Quotation number: the saved record's, or the one the sheet was given (rno/generate); '' when none. */
  rno: string;
  /** Unix seconds: when the record was saved, or now for a live group. */
  time: number;
  memo: string;
  history: HistoryRecord | null;
}

export function quotationSheet(
  repos: Repositories,
  user: UserRecord,
  options: {
    history?: string | undefined;
    group?: number | undefined;
    mode: PriceMode;
    unit: UnitMode;
    /** The user's places; a saved record prints with the places it was quoted with. */
    places: number;
    /** Freight typed on the quotation sheet (a live group only). */
    sheetFreight?: number | undefined;
    /** Quotation number the sheet was given (a live group only). */
    rno?: string | undefined;
    /** false for documents that print no prices (f_isquote 0): any user may print those. */
    printsPrices?: boolean;
  },
): QuotationSheet {
  if (options.printsPrices !== false) requireModeVisible(user, options.mode);
  const field = FIELD_OF_MODE[options.mode];
  const { mode, unit } = options;
  const sheetOf = (
    source: QuotationSheet['source'],
    described: Array<Omit<SheetLine, 'quantity' | 'unitPrice' | 'amount' | 'weightKg' | 'pricing'>>,
    prices: readonly ItemPrice[],
    quoted: Quote,
  ) => ({
    source,
    mode,
    unit,
    lines: described.map((d, n) => {
      const line = quoted.lines[n]!;
      return {
        ...d,
        quantity: line.quantity,
        unitPrice: line.price[field],
        amount: line.amount[field],
        weightKg: line.weightKg,
        pricing: prices[n]!.pricing,
      };
    }),
    goods: quoted.goods[field] ?? 0,
    packageFee: quoted.packageFee,
    freight: quoted.freight,
    freightWaived: quoted.freightWaived,
    total: quoted.total[field] ?? 0,
    unpriced: quoted.unpriced[field] ?? 0,
    weightKg: quoted.weightKg,
    weightUnknown: quoted.weightUnknown,
    places: quoted.places,
  });

  if (options.history) {
    const record = repos.history.historyById(user.id, options.history);
    const { prices, quote: quoted } = historyQuote(record, {
      modes: [mode],
      unit,
      places: recordPlaces(repos, record),
    });
    const described = record.items.map((item) => ({
      model: item.model,
      scope: item.scope,
      spec: item.spec,
      name: item.name,
      memo: item.memo,
      metres: Number(item.count),
    }));
    const info = record.info as { rno?: unknown };
    return {
      ...sheetOf('history', described, prices, quoted),
      rno: typeof info.rno === 'string' && info.rno ? info.rno : record.rno,
      time: record.time,
      memo: record.memo,
      history: record,
    };
  }
  const {
    items,
    prices,
    quote: quoted,
  } = repos.inventory.quoteGroup(user.id, options.group ?? 0, {
    modes: [mode],
    unit,
    places: options.places,
    sheetFreight: options.sheetFreight,
  });
  const described = items.map((item) => {
    const d = repos.inventory.describeItem(item);
    return { model: d.model, scope: d.scope, spec: d.spec, name: d.name, memo: item.memo, metres: Number(item.count) };
  });
  return {
    ...sheetOf('group', described, prices, quoted),
    rno: options.rno ?? '',
    time: Math.floor(repos.store.clock.now() / 1000),
    memo: '',
    history: null,
  };
}

/** The price mode of the user's quotation settings (qms.price.mode), or the first one the user may see. */
export function preferredPriceMode(repos: Repositories, user: UserRecord): PriceMode {
  const saved = repos.config.userConfigs(user.id).find((c) => c.key === USER_CONFIG_KEYS.priceMode)?.value;
  const visible = permittedPriceFields(user);
  const modes: PriceMode[] = [3, 2, 1];
  if (isPriceMode(saved) && visible.includes(FIELD_OF_MODE[saved])) return saved;
  return modes.find((m) => visible.includes(FIELD_OF_MODE[m])) ?? 3;
}
