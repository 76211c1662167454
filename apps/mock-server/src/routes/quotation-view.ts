/**
 * The wire view of quotation data, shared by the inventory, history, batch, document and Excel code:
 * store prices (unrounded yuan per metre) converted to a unit mode, rounded to the places setting,
 * and limited to the price fields the user may see.
 */
import { PRICE_FIELD_OF_RIGHT, type PriceRightCode } from '@cable/contracts';
import type { Price, PriceMode, UnitMode } from '@cable/contracts/schemas/common';
import type { QuotationItem } from '@cable/contracts/schemas/inventory';
import { convertUnit, roundTo } from '../domain/pricing';
import type { ItemPrice, Store } from '../store/store';
import type { HistoryItem, HistoryRecord, InventoryItem, UserRecord } from '../store/types';
import { permittedPriceFields } from './cable-view';
import type { Lang } from './handler';
import { refusal } from './localized';

export type PriceField = 'base' | 'sale' | 'tax';
export const PRICE_FIELDS: readonly PriceField[] = ['base', 'sale', 'tax'];
const PRICE_RIGHTS = Object.keys(PRICE_FIELD_OF_RIGHT) as PriceRightCode[];
export const FIELD_OF_MODE: Record<PriceMode, PriceField> = { 1: 'base', 2: 'sale', 3: 'tax' };

const PRICE_NAME_ZH: Record<PriceField, string> = { base: '成本价', sale: '销售价', tax: '含税价' };

export const UNIT_LABEL: Record<UnitMode, { price: string; quantity: string }> = {
  0: { price: '元/米', quantity: '米' },
  1: { price: '元/吨', quantity: '吨' },
  2: { price: '元/千克', quantity: '千克' },
};

/** Documents and downloads print one price mode: refused when the user may not see that price. */
export function requireModeVisible(user: UserRecord, mode: PriceMode, lang: Lang): void {
  const field = FIELD_OF_MODE[mode];
  if (!permittedPriceFields(user).includes(field)) {
    const right = (Object.entries(PRICE_FIELD_OF_RIGHT) as Array<[PriceRightCode, PriceField]>).find(
      ([, f]) => f === field,
    )?.[0];
    throw refusal(
      'NoPermission',
      lang,
      `价格模式 ${mode} 显示${PRICE_NAME_ZH[field]}（${field}），需要 ${right} 权限`,
      `Price mode ${mode} prints ${field} prices, which need the right ${right}`,
    );
  }
}

/** Quantity of `metres` in the unit the price is given in: metres, tonnes or kilograms. */
export function quantityInUnit(metres: number, weightKgPerM: number, unit: UnitMode): number {
  if (unit === 0) return metres;
  return unit === 1 ? (metres * weightKgPerM) / 1000 : metres * weightKgPerM;
}

export interface PricedLine {
  /** Rounded unit prices per visible field (absent: not computable in this unit, or not visible). */
  price: Price;
  /** Rounded line amounts, yuan. */
  total: Price;
  weightKgPerM: number;
}

/**
 * Prices of one line in a unit mode. A per-weight unit needs the weight per metre; a custom cable whose
 * weight is unknown has no price in that unit.
 */
export function priceLine(
  perMetre: Pick<ItemPrice, PriceField | 'weightKgPerM'> | null,
  metres: number,
  unit: UnitMode,
  places: number,
  fields: readonly PriceField[],
): PricedLine {
  const price: Price = {};
  const total: Price = {};
  const weight = perMetre?.weightKgPerM ?? 0;
  if (perMetre && (unit === 0 || weight > 0)) {
    const quantity = quantityInUnit(metres, weight, unit);
    for (const field of fields) {
      const unitPrice = roundTo(convertUnit(perMetre[field], weight, unit), places);
      price[field] = unitPrice;
      total[field] = roundTo(unitPrice * quantity, places);
    }
  }
  return { price, total, weightKgPerM: weight };
}

export function inventoryItemView(
  store: Store,
  user: UserRecord,
  item: InventoryItem,
  unit: UnitMode,
  places: number,
): QuotationItem & { weightKgPerM: number } {
  const described = store.describeItem(item);
  const line = priceLine(store.quoteItem(user.id, item), Number(item.count), unit, places, permittedPriceFields(user));
  return {
    id: item.id,
    cable: item.cable,
    change: Number(item.change),
    count: item.count,
    memo: item.memo,
    model: described.model,
    price: line.price,
    prop: described.prop,
    scope: described.scope,
    spec: described.spec,
    type: item.cable ? 0 : 1,
    name: described.name,
    sort: item.sort,
    sno: item.sno,
    total: line.total,
    weightKgPerM: line.weightKgPerM,
  };
}

export function historyItemView(
  user: UserRecord,
  record: HistoryRecord,
  item: HistoryItem,
  unit: UnitMode,
  places: number,
): QuotationItem & { weightKgPerM: number } {
  const line = priceLine(
    { ...item.price, weightKgPerM: item.weightKgPerM },
    Number(item.count),
    unit,
    places,
    permittedPriceFields(user),
  );
  return {
    id: `${record.id}-${item.sort}`,
    cable: item.cable,
    change: Number(item.change),
    count: item.count,
    memo: item.memo,
    model: item.model,
    price: line.price,
    prop: item.custom?.prop ?? '',
    scope: item.scope,
    spec: item.spec,
    type: item.cable ? 0 : 1,
    name: item.name,
    sort: item.sort,
    sno: '',
    total: line.total,
    weightKgPerM: line.weightKgPerM,
  };
}

export interface GroupTotals {
  group: number;
  count: number;
  /** Items only, per visible field. */
  goods: Price;
  packageFee: number;
  freight: number;
  /** Goods + package fees + freight, per visible field. */
  total: Price;
  weightKg: number;
}

/**
 * Totals of a group in a unit and places: the sum of the rounded line amounts (so they match the list),
 * plus package fees and freight when attr/set includes them. Freight is free once the total in the
 * requested mode reaches `full`.
 */
export function groupTotals(
  store: Store,
  user: UserRecord,
  group: number,
  mode: PriceMode,
  unit: UnitMode,
  places: number,
): GroupTotals {
  const items = store.listItems(user.id, group);
  const attr = store.groupAttr(user.id, group);
  const include = attr.include ?? { package: true, freight: true };
  const goods: Record<PriceField, number> = { base: 0, sale: 0, tax: 0 };
  let weightKg = 0;
  let packageFee = include.package ? attr.package : 0;
  for (const item of items) {
    const view = inventoryItemView(store, { ...user, grants: [...PRICE_RIGHTS] }, item, unit, places);
    for (const field of PRICE_FIELDS) goods[field] += view.total[field] ?? 0;
    weightKg += view.weightKgPerM * Number(item.count);
    if (include.package && item.pkgfee.flag) packageFee += item.pkgfee.fee;
  }
  const { fee, full, mile, price } = attr.freight;
  const freeFreight = full > 0 && goods[FIELD_OF_MODE[mode]] + packageFee >= full;
  const freight = include.freight && !freeFreight ? roundTo(fee + mile * price, places) : 0;
  const visible = permittedPriceFields(user);
  const goodsOut: Price = {};
  const totalOut: Price = {};
  for (const field of visible) {
    goodsOut[field] = roundTo(goods[field], places);
    totalOut[field] = roundTo(goods[field] + packageFee + freight, places);
  }
  return {
    group,
    count: items.length,
    goods: goodsOut,
    packageFee: roundTo(packageFee, places),
    freight,
    total: totalOut,
    weightKg: roundTo(weightKg, 2),
  };
}

/** The customer of this user, or ResourceNotFound; a blank id means no customer. */
export function customerOf(store: Store, userId: string, id: string, lang: Lang) {
  if (!id) return null;
  const customer = store.state.customers.find((c) => c.id === id && c.create === userId);
  if (!customer)
    throw refusal(
      'ResourceNotFound',
      lang,
      `当前用户的客户中没有客户 ${id}`,
      `No customer ${id} among this user's customers`,
    );
  return customer;
}

export function corpOf(store: Store, id: string, lang: Lang) {
  const corp = store.state.corps.find((c) => c.id === id);
  if (!corp) throw refusal('ResourceNotFound', lang, `公司主体 ${id} 不存在`, `No corporate body ${id}`);
  return corp;
}

/** The lines and totals a document or download prints: a saved history record, or the live group. */
export interface QuotationSheet {
  source: 'group' | 'history';
  items: Array<QuotationItem & { weightKgPerM: number }>;
  /** Amounts in the sheet's price mode, yuan. */
  goods: number;
  packageFee: number;
  freight: number;
  total: number;
  weightKg: number;
  /** Quotation number of a saved record ('' for a live group). */
  rno: string;
  /** Unix seconds: when the record was saved, or now for a live group. */
  time: number;
  memo: string;
  history: HistoryRecord | null;
}

export function quotationSheet(
  store: Store,
  user: UserRecord,
  options: {
    history?: string | undefined;
    group?: number | undefined;
    mode: PriceMode;
    unit: UnitMode;
    places: number;
    /** false for documents that print no prices (f_isquote 0): any user may print those. */
    printsPrices?: boolean;
  },
  lang: Lang,
): QuotationSheet {
  if (options.printsPrices !== false) requireModeVisible(user, options.mode, lang);
  const field = FIELD_OF_MODE[options.mode];
  const allFields = { ...user, grants: [...PRICE_RIGHTS] };
  if (options.history) {
    const record = store.historyById(user.id, options.history);
    const items = record.items.map((item) => historyItemView(allFields, record, item, options.unit, options.places));
    const goods = roundTo(
      items.reduce((sum, item) => sum + (item.total[field] ?? 0), 0),
      options.places,
    );
    const info = record.info as { rno?: unknown };
    return {
      source: 'history',
      items,
      goods,
      packageFee: 0,
      freight: 0,
      total: goods,
      weightKg: record.weight,
      rno: typeof info.rno === 'string' && info.rno ? info.rno : record.rno,
      time: record.time,
      memo: record.memo,
      history: record,
    };
  }
  const group = options.group ?? 0;
  const items = store
    .listItems(user.id, group)
    .map((item) => inventoryItemView(store, allFields, item, options.unit, options.places));
  const totals = groupTotals(store, allFields, group, options.mode, options.unit, options.places);
  return {
    source: 'group',
    items,
    goods: totals.goods[field] ?? 0,
    packageFee: totals.packageFee,
    freight: totals.freight,
    total: totals.total[field] ?? 0,
    weightKg: totals.weightKg,
    rno: '',
    time: Math.floor(store.clock.now() / 1000),
    memo: '',
    history: null,
  };
}

/** The price mode of the user's quotation settings (qms.price.mode), or the first one the user may see. */
export function preferredPriceMode(store: Store, user: UserRecord): PriceMode {
  const saved = store.userConfigs(user.id).find((c) => c.key === 'qms.price.mode')?.value;
  const visible = permittedPriceFields(user);
  const modes: PriceMode[] = [3, 2, 1];
  if ((saved === 1 || saved === 2 || saved === 3) && visible.includes(FIELD_OF_MODE[saved])) return saved;
  return modes.find((m) => visible.includes(FIELD_OF_MODE[m])) ?? 3;
}
