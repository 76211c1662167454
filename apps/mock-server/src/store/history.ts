import { FIELD_OF_MODE, isPricePlaces, PRICE_FIELDS } from '@cable/contracts/vocabulary';
import { ApiError } from '../api-error';
import type { CatalogueRepository } from './catalogue';
import { priceModeInvalid } from './contracts';
import type { CustomersRepository } from './customers';
import type { AddEntry, InventoryRepository } from './inventory';
import type { NumbersRepository } from './numbers';
import { defaultPlaces } from './pricing-view';
import type { StateStore } from './state-store';
import { cloneState } from './transaction';
import type { HistoryItem, HistoryRecord, InventoryItem } from './types';

export interface HistoryForm {
  demander?: string;
  mode?: number;
  memo?: string;
  desc?: string;
  unit?: number;
  fee?: number;
  info?: Record<string, unknown>;
  conf?: Record<string, unknown>;
}

/** Saved quotations (历史报价): a group's items and totals as its sheet printed them, and their copy back into a group. */
export class HistoryRepository {
  constructor(
    private readonly store: StateStore,
    private readonly catalogue: CatalogueRepository,
    private readonly inventory: InventoryRepository,
    private readonly customers: CustomersRepository,
    private readonly numbers: NumbersRepository,
  ) {}

  /**
   * Saves a group as a history record quoted now (domain/quote) in the form's mode, unit and places (conf.places),
   * with the freight typed on its sheet: the record's total, weight and fee lines are the ones its sheet printed.
   * info.rno, when given, is the record's quotation number (the one rno/generate handed the sheet); a number the
   * user has already saved a record under is refused.
   */
  saveHistory(userId: string, group: number | string, form: HistoryForm): HistoryRecord {
    const items = this.inventory.listItems(userId, group);
    if (items.length === 0)
      throw new ApiError('BusinessRule', {
        zh: `报价分组 ${group} 的清单为空，无法保存`,
        en: `Group ${group} has no items to save`,
      });
    const mode = form.mode ?? 3;
    if (mode !== 1 && mode !== 2 && mode !== 3) throw new ApiError('ValidationFailed', priceModeInvalid());
    const unit = form.unit ?? 0;
    if (unit !== 0 && unit !== 1 && unit !== 2)
      throw new ApiError('ValidationFailed', { zh: 'unit 只能是 0、1 或 2', en: 'unit must be 0, 1 or 2' });
    const customer = form.demander ? this.customers.requireCustomer(userId, form.demander) : undefined;
    const typedRno = typeof form.info?.rno === 'string' ? form.info.rno.trim() : '';
    if (typedRno && this.store.state.history.some((h) => h.user === userId && h.rno === typedRno))
      throw new ApiError('BusinessRule', {
        zh: `报价单号 ${typedRno} 已保存过历史报价，请生成新的报价单号`,
        en: `A history record with quotation number ${typedRno} exists already; generate a new number`,
      });
    const savedPlaces = form.conf?.places;
    const places = isPricePlaces(savedPlaces) ? savedPlaces : defaultPlaces(this.store.state.systemConfigs);
    const { prices, quote: quoted } = this.inventory.quoteGroup(userId, group, {
      modes: [mode],
      unit,
      places,
      sheetFreight: form.fee,
    });
    const field = FIELD_OF_MODE[mode];
    const snapshot: HistoryItem[] = items.map((item, n) => {
      const p = prices[n]!;
      const d = this.inventory.describeItem(item);
      const price: HistoryItem['price'] = {};
      for (const f of PRICE_FIELDS) if (p[f] !== undefined) price[f] = p[f];
      return {
        cable: item.cable,
        custom: item.custom ? { ...item.custom } : null,
        model: d.model,
        scope: d.scope,
        spec: d.spec,
        name: d.name,
        count: item.count,
        memo: item.memo,
        change: item.change,
        price,
        weightKgPerM: p.weightKgPerM,
        sort: n + 1,
        pricing: p.pricing,
      };
    });
    return this.store.mutate((s) => {
      const rno = typedRno || this.numbers.nextRno();
      const record: HistoryRecord = {
        id: this.store.nextId('history'),
        user: userId,
        demander: customer?.id ?? '',
        demanderName: customer?.name ?? '',
        memo: form.memo ?? '',
        desc: form.desc ?? '',
        mode,
        unit,
        time: this.store.nowSec(),
        total: quoted.total[field] ?? 0,
        goods: quoted.goods[field] ?? 0,
        fees: { package: quoted.packageFee, freight: quoted.freight, waived: quoted.freightWaived },
        unpriced: quoted.unpriced[field] ?? 0,
        places,
        weight: quoted.weightKg,
        count: snapshot.length,
        rno,
        info: { ...cloneState(form.info ?? {}), rno },
        conf: cloneState(form.conf ?? {}),
        items: snapshot,
      };
      s.history.push(record);
      return record;
    });
  }

  /** A user's records, newest first; begin/close in Unix seconds (inclusive), keyword over memo, customer, rno, models. */
  historyOf(userId: string, filter: { begin?: number; close?: number; keyword?: string } = {}): HistoryRecord[] {
    const keyword = filter.keyword?.trim().toLowerCase() ?? '';
    return this.store.state.history
      .filter((h) => h.user === userId)
      .filter((h) => filter.begin === undefined || h.time >= filter.begin)
      .filter((h) => filter.close === undefined || h.time <= filter.close)
      .filter(
        (h) =>
          !keyword ||
          [h.memo, h.demanderName, h.rno, h.desc, ...h.items.map((i) => `${i.model} ${i.spec}`)].some((t) =>
            t.toLowerCase().includes(keyword),
          ),
      )
      .sort((a, b) => b.time - a.time || Number(b.id) - Number(a.id));
  }

  historyById(userId: string, id: string): HistoryRecord {
    const record = this.store.state.history.find((h) => h.id === id && h.user === userId);
    if (!record)
      throw new ApiError('ResourceNotFound', {
        zh: `历史报价 ${id} 不存在`,
        en: `No history record ${id}`,
      });
    return record;
  }

  /**
   * Copies a record's items into a group; they are priced at today's prices from then on. A custom cable keeps the
   * price it was given by hand (there is no today's price for it).
   */
  recalcHistory(userId: string, id: string, group: number | string): InventoryItem[] {
    const record = this.historyById(userId, id);
    const entries: AddEntry[] = record.items.map((it) =>
      it.cable && this.catalogue.cableById(it.cable)
        ? { cable: it.cable, count: it.count, memo: it.memo }
        : {
            custom: it.custom ?? { model: it.model, scope: it.scope, spec: it.spec, prop: '', name: it.name },
            count: it.count,
            memo: it.memo,
          },
    );
    return this.store.mutate(() => {
      const added = this.inventory.addItems(userId, group, entries);
      record.items.forEach((it, n) => {
        const item = added[n]!;
        const priced = it.pricing === 'manual' || it.pricing === 'markup';
        if (item.cable || !priced || PRICE_FIELDS.every((f) => it.price[f] === undefined)) return;
        this.inventory.setItemPrice(userId, item.id, { ...it.price });
      });
      return added.map((item) => this.inventory.findItem(userId, item.id)?.item ?? item);
    });
  }

  deleteHistory(userId: string, ids: readonly string[]): number {
    for (const id of ids) this.historyById(userId, id);
    return this.store.mutate((s) => {
      const before = s.history.length;
      s.history = s.history.filter((h) => !(h.user === userId && ids.includes(h.id)));
      return before - s.history.length;
    });
  }
}
