import type { PriceMode, UnitMode } from '@cable/contracts/schemas/common';
import { FIELD_OF_MODE, MODE_OF_FIELD, PRICE_FIELDS, type PriceField } from '@cable/contracts/vocabulary';
import { buildQuotationWorkbook } from '../domain/excel';
import { convertUnit, familyTraits, priceCable } from '../domain/pricing';
import { pageOf } from '../store/paging';
import type { PriceTriple, Store } from '../store/store';
import type { InventoryItem, UserRecord } from '../store/types';
import { permittedPriceFields, priceViewOf } from './cable-view';
import { quotationDocument } from './document-data';
import type { HandlerMap, Lang } from './handler';
import { refusal } from './localized';
import { groupSumm, inventoryItemViews, quotationSheet, requireModeVisible } from './quotation-view';

/** A row added with a price: the most final price typed (tax, then sale, then base) is the one edited. */
const FINAL_FIELD_FIRST: readonly PriceField[] = [...PRICE_FIELDS].reverse();

const nowSec = (store: Store) => Math.floor(store.clock.now() / 1000);

/**
 * Items as the user sees them: quoted in the unit asked for (else the quotation settings') and the settings' places,
 * only permitted price fields.
 */
function viewsOf(store: Store, user: UserRecord, items: readonly InventoryItem[], unit?: UnitMode) {
  const view = priceViewOf(store, user, unit);
  return inventoryItemViews(store, user, items, view.unit, view.places);
}

/**
 * 刷新实时价 on a group: the user accepts its items' current prices, so their 价格已变动 marker clears. Answers how
 * many items showed the marker (in the user's own unit and places, as the list shows them).
 */
export function acceptGroupPrices(store: Store, user: UserRecord, group: number): number {
  const marked = viewsOf(store, user, store.listItems(user.id, group)).filter((view) => view.previous).length;
  store.confirmItemPrices(user.id, group);
  return marked;
}

/**
 * The group's totals after a write, in the view the write's items are quoted in (the quotation settings' unit and
 * places): the web writes them into its cache instead of asking summ again.
 */
function totalsAfterWrite(store: Store, user: UserRecord, group: number | string) {
  const { unit, places } = priceViewOf(store, user);
  return { totals: { unit, places, summ: groupSumm(store, user, Number(group), { unit, places }) } };
}

/** One changed item as the list shows it, with its group's totals. */
function changedItemAnswer(store: Store, user: UserRecord, id: string, lang: Lang) {
  const { item, group } = requireItem(store, user.id, id, lang);
  return { info: viewsOf(store, user, [item])[0]!, ...totalsAfterWrite(store, user, group) };
}

function itemsByIds(store: Store, userId: string, group: number, ids: readonly string[]): InventoryItem[] {
  return store.itemsWithIds(userId, group, ids);
}

/** The items of a group with these ids; every id must name one (1031 lists those that do not). */
function requireItemsInGroup(
  store: Store,
  userId: string,
  group: number,
  ids: readonly string[],
  lang: Lang,
): InventoryItem[] {
  const items = itemsByIds(store, userId, group, ids);
  const missing = ids.filter((id) => !items.some((item) => item.id === id));
  if (missing.length > 0) {
    throw refusal(
      'ResourceNotFound',
      lang,
      `报价分组 ${group} 中没有清单项 ${missing.join('、')}`,
      `No item ${missing.join(', ')} in group ${group}`,
    );
  }
  return items;
}

function requireItem(store: Store, userId: string, id: string, lang: Lang) {
  const found = store.findItem(userId, id);
  if (!found)
    throw refusal(
      'ResourceNotFound',
      lang,
      `当前用户的报价分组中没有清单项 ${id}`,
      `No item ${id} in this user's quotation groups`,
    );
  return found;
}

/**
 * A price typed in the user's display unit, back to yuan per metre (what the store keeps). A per-weight
 * unit needs the item's weight, which a custom cable the engine cannot read does not have.
 */
function perMetre(value: number, unit: UnitMode, weightKgPerM: number, field: string, lang: Lang): number {
  if (unit === 0) return value;
  if (!(weightKgPerM > 0)) {
    throw refusal(
      'BusinessRule',
      lang,
      `price.${field} 按${unit === 1 ? '元/吨' : '元/千克'}填写，但该清单项的重量未知，请先将单位设为元/米`,
      `price.${field} is given per ${unit === 1 ? 'tonne' : 'kg'}, but this item's weight is unknown; set the unit to yuan/metre first`,
    );
  }
  // convertUnit maps yuan/m to the unit; the inverse is its reciprocal for the same weight.
  return value / convertUnit(1, weightKgPerM, unit);
}

/**
 * The manual price of price/set: the edited mode's field as typed; sale and tax follow each other by the tax
 * rate (the cost does not move when the selling price is edited), unless both are typed.
 */
function manualPrice(
  store: Store,
  user: UserRecord,
  item: InventoryItem,
  typed: Partial<Record<PriceField, number>>,
  type: PriceMode,
  lang: Lang,
): Partial<PriceTriple> {
  const edited = FIELD_OF_MODE[type];
  const visible = permittedPriceFields(user);
  const hidden = (Object.keys(typed) as PriceField[]).filter(
    (field) => typed[field] !== undefined && !visible.includes(field),
  );
  if (!visible.includes(edited) || hidden.length > 0) {
    const field = visible.includes(edited) ? hidden[0]! : edited;
    throw refusal(
      'NoPermission',
      lang,
      `price.${field}：当前用户无权查看此价格，也不能修改它`,
      `price.${field}: this user may not see this price, so may not set it either`,
    );
  }
  if (typed[edited] === undefined) {
    throw refusal(
      'ValidationFailed',
      lang,
      `price.${edited}：type 为 ${type} 时必须填写（type 即所编辑的价格模式）`,
      `price.${edited}: is required when type is ${type} (the mode edited)`,
    );
  }
  const { unit } = priceViewOf(store, user);
  const weight = store.quoteItem(user.id, item).weightKgPerM;
  const out: Partial<PriceTriple> = {};
  for (const [field, value] of Object.entries(typed) as Array<[PriceField, number | undefined]>) {
    if (value !== undefined) out[field] = perMetre(value, unit, weight, field, lang);
  }
  const settings = store.pricingSettings(user.id);
  const taxFactor = settings.taxMode === 0 ? 1 : 1 + settings.taxRate;
  if (edited === 'tax' && out.sale === undefined) out.sale = out.tax! / taxFactor;
  if (edited === 'sale' && out.tax === undefined) out.tax = out.sale! * taxFactor;
  return out;
}

/**
 * A price made of a markup on cost (price/set with markup): the cost typed as price.base (in the user's unit), or
 * else the item's computed cost; sale = cost × (1 + markup %), tax = sale with the tax rate. The cost is a base
 * price, so only a user who may see base prices prices this way.
 */
function markupPrice(
  store: Store,
  user: UserRecord,
  item: InventoryItem,
  typed: Partial<Record<PriceField, number>>,
  type: PriceMode,
  markup: number,
  lang: Lang,
): PriceTriple {
  if (!permittedPriceFields(user).includes('base'))
    throw refusal(
      'NoPermission',
      lang,
      'markup：按成本加价需要查看成本价的权限（PriceAuthBase）',
      'markup: a markup on cost needs the right to see cost prices (PriceAuthBase)',
    );
  if (type !== 1 || typed.sale !== undefined || typed.tax !== undefined)
    throw refusal(
      'ValidationFailed',
      lang,
      'markup：按成本加价时 type 须为 1，只填写 price.base（成本价），销售价和含税价由加价率算出',
      'markup: with a markup on cost, type is 1 and only price.base (the cost) is given; sale and tax follow from it',
    );
  const computed = store.quoteItem(user.id, { ...item, price: null, change: '0' });
  const weight = computed.weightKgPerM;
  const { unit } = priceViewOf(store, user);
  const cost = typed.base !== undefined ? perMetre(typed.base, unit, weight, 'base', lang) : computed.base;
  if (cost === undefined)
    throw refusal(
      'ValidationFailed',
      lang,
      'price.base：该清单项没有可计算的成本价，按成本加价时须填写成本价',
      'price.base: this item has no computed cost; give the cost to price it with a markup',
    );
  const settings = store.pricingSettings(user.id);
  const sale = cost * (1 + markup / 100);
  return { base: cost, sale, tax: settings.taxMode === 0 ? sale : sale * (1 + settings.taxRate) };
}

export const inventoryHandlers: HandlerMap = {
  inventoryAdd: ({ body, session, store, lang }) => {
    const { infos, group } = body.form;
    const entries = infos.map((info, index) => {
      const extra = { count: info.count, ...(info.memo !== undefined ? { memo: info.memo } : {}) };
      if (info.cable) return { cable: info.cable, ...extra };
      if (!info.model?.trim() || !info.spec?.trim()) {
        throw refusal(
          'ValidationFailed',
          lang,
          `form.infos[${index}]：每行须填写 cable（目录中的电缆编号），自定义电缆则须填写 model 和 spec`,
          `form.infos[${index}]: a row needs cable (a catalogue id), or model and spec for a custom cable`,
        );
      }
      const custom = {
        model: info.model.trim(),
        spec: info.spec.trim(),
        scope: info.scope?.trim() ?? '',
        prop: info.prop?.trim() ?? '',
        name: info.name?.trim() ?? '',
      };
      return { custom, ...extra };
    });
    const added = store.mutate(() => {
      const items = store.addItems(session.user.id, group, entries);
      items.forEach((item, index) => {
        const price = infos[index]?.price;
        if (price && Object.keys(price).length > 0) {
          const mode = MODE_OF_FIELD[FINAL_FIELD_FIRST.find((field) => price[field] !== undefined)!];
          store.setItemPrice(session.user.id, item.id, manualPrice(store, session.user, item, price, mode, lang));
        }
      });
      return items.map((item) => item.id);
    });
    return {
      infos: viewsOf(store, session.user, itemsByIds(store, session.user.id, group, added)),
      ...totalsAfterWrite(store, session.user, group),
    };
  },

  inventoryList: ({ body, session, store }) => {
    const items = store.listItems(session.user.id, body.cond.group);
    const { rows, page } = pageOf(items, body.page, nowSec(store), (item) => item.added);
    return { infos: viewsOf(store, session.user, rows, body.cond.unit), page };
  },

  inventoryDelete: ({ body, session, store }) => {
    store.deleteItems(session.user.id, body.form.group, body.form.ids);
    return { ids: body.form.ids };
  },

  inventoryCountSet: ({ body, session, store }) => {
    const { count, ids, group } = body.form;
    store.setItemsCount(session.user.id, group, ids, count);
    return {
      infos: viewsOf(store, session.user, itemsByIds(store, session.user.id, group, ids)),
      ...totalsAfterWrite(store, session.user, group),
    };
  },

  inventoryMemoSet: ({ body, session, store }) => {
    const { memo, ids, group } = body.form;
    store.setItemsMemo(session.user.id, group, ids, memo);
    return {
      infos: viewsOf(store, session.user, itemsByIds(store, session.user.id, group, ids)),
      ...totalsAfterWrite(store, session.user, group),
    };
  },

  inventoryPriceSet: ({ body, session, store, lang }) => {
    const { id, price, type, markup } = body.form;
    const { item } = requireItem(store, session.user.id, id, lang);
    if (markup !== undefined)
      store.setItemPrice(
        session.user.id,
        id,
        markupPrice(store, session.user, item, price, type, markup, lang),
        markup,
      );
    else store.setItemPrice(session.user.id, id, manualPrice(store, session.user, item, price, type, lang));
    return changedItemAnswer(store, session.user, id, lang);
  },

  /**
   * A percentage on the listed items; cu / ai price the copper / aluminium items among them at that
   * metal price (yuan/tonne) instead of today's. "0" restores the system price.
   */
  inventoryChangeSet: ({ body, session, store, lang }) => {
    const { group, change, ids, cu, ai } = body.form;
    const userId = session.user.id;
    const items = requireItemsInGroup(store, userId, group, ids, lang);
    const factor = 1 + Number(change) / 100;
    store.mutate(() => {
      store.setChange(userId, group, { change, ids });
      if (Number(change) === 0 || (cu === undefined && ai === undefined)) return;
      const metalPrices = store.materialPrices();
      const settings = store.pricingSettings(userId);
      for (const item of items) {
        if (!item.cable) continue;
        const input = store.cableInput(item.cable);
        const conductor = familyTraits(input.model).conductor;
        const metal = conductor === 'al' ? ai : cu;
        if (metal === undefined) continue;
        // The form gives yuan/tonne; the material table is yuan/kg.
        const priced = priceCable(input, { ...metalPrices, [conductor]: metal / 1000 }, settings);
        store.setItemPrice(userId, item.id, {
          base: priced.base * factor,
          sale: priced.sale * factor,
          tax: priced.tax * factor,
        });
      }
    });
    return {
      infos: viewsOf(store, session.user, itemsByIds(store, userId, group, ids)),
      ...totalsAfterWrite(store, session.user, group),
    };
  },

  inventoryFreightSet: ({ body, session, store }) => {
    const { group, ...freight } = body.form;
    store.setFreight(session.user.id, group, freight);
    return { group, freight: { ...store.groupAttr(session.user.id, group).freight } };
  },

  inventoryPkgfeeSet: ({ body, session, store, lang }) => {
    const { id, fee, flag } = body.form;
    store.setPackageFee(session.user.id, id, fee, flag);
    return changedItemAnswer(store, session.user, id, lang);
  },

  inventoryAttrSet: ({ body, session, store }) => {
    const { group, package: pkg, freight } = body.form;
    store.setGroupInclude(session.user.id, group, { package: pkg, freight });
    return { group, attr: { package: pkg, freight } };
  },

  /** sort is the 0-based position the item moves to (the store numbers positions from 1). */
  inventorySortSet: ({ body, session, store }) => {
    const { id, sort, group } = body.form;
    store.setSort(session.user.id, group, id, sort + 1);
    return {
      infos: viewsOf(store, session.user, store.listItems(session.user.id, group)),
      ...totalsAfterWrite(store, session.user, group),
    };
  },

  /** Every group quoted in every mode the user may see (cond.mode is the one the screen shows; all are answered). */
  inventorySumm: ({ body, session, store }) => {
    const { unit, places, fee } = body.cond;
    return {
      summs: Array.from({ length: 10 }, (_, group) =>
        groupSumm(store, session.user, group, { unit, places, sheetFreight: fee }),
      ),
    };
  },

  inventoryMaterial: ({ body, session, store, lang }) => {
    const { ids, group } = body.form;
    requireItemsInGroup(store, session.user.id, group, ids, lang);
    const usage = store.materialUsage(session.user.id, group, ids);
    return {
      infos: usage.infos.map(({ cata, name, weight, label, percent }) => ({ cata, name, weight, label, percent })),
      total: usage.total,
    };
  },

  inventoryInfoSet: ({ body, session, store, lang }) => {
    const { id, scope, prop, model, spec, name } = body.form;
    if (!model.trim())
      throw refusal(
        'ValidationFailed',
        lang,
        'form.model：自定义电缆必须填写型号',
        'form.model: is required for a custom cable',
      );
    if (!spec.trim())
      throw refusal(
        'ValidationFailed',
        lang,
        'form.spec：自定义电缆必须填写规格',
        'form.spec: is required for a custom cable',
      );
    requireItem(store, session.user.id, id, lang);
    store.setCustomInfo(session.user.id, id, {
      scope: scope.trim(),
      prop: prop.trim(),
      model: model.trim(),
      spec: spec.trim(),
      name: name.trim(),
    });
    return changedItemAnswer(store, session.user, id, lang);
  },

  rnoGenerate: ({ store }) => ({ rno: store.nextRno() }),

  snoGenerate: ({ store }) => ({ sno: store.nextSno() }),

  inventorySave: ({ body, session, store, lang }) => {
    const { group, demander, mode, memo, desc, info, conf, unit, fee } = body.form;
    // A record's total is in its mode: saving in a mode whose price the user may not see would reveal it.
    requireModeVisible(session.user, mode, lang);
    const record = store.saveHistory(session.user.id, group, { demander, mode, memo, desc, info, conf, unit, fee });
    return { id: record.id };
  },

  /**
   * A contract, numbered. When it names its quote (history or group, with unit and fee as its sheet had them), its
   * total must be that quote's total to the cent, and its weight is the quote's.
   */
  contractSave: ({ body, session, store, lang }) => {
    const { history, group, unit, fee, ...form } = body.form;
    let weight = form.weight;
    if (history !== undefined || group !== undefined) {
      const view = priceViewOf(store, session.user, unit);
      const sheet = quotationSheet(
        store,
        session.user,
        { history, group, mode: form.mode, unit: view.unit, places: view.places, sheetFreight: fee, rno: form.rno },
        lang,
      );
      if (Math.abs(sheet.total - form.total) >= 0.005)
        throw refusal(
          'BusinessRule',
          lang,
          `total：合同金额 ${form.total} 与报价合计 ${sheet.total} 不符`,
          `total: the contract amount ${form.total} is not the quote's total ${sheet.total}`,
        );
      weight = sheet.weightKg;
    }
    const record = store.saveContract(session.user.id, { ...form, weight });
    return { id: record.id, ...(record.no ? { no: record.no } : {}) };
  },

  excelDownload: async ({ body, session, store, lang }) => {
    const { demander, mode, fee, corp, memo, unit, history, group, rno } = body.form;
    const view = priceViewOf(store, session.user);
    const doc = quotationDocument(
      store,
      session.user,
      {
        corp,
        demander,
        mode,
        unit,
        places: view.places,
        history,
        group,
        memo,
        sheetFreight: fee,
        rno,
      },
      lang,
    );
    const file = await buildQuotationWorkbook(doc);
    const name = doc.rno || `${doc.date.replace(/-/g, '')}-${history ? `H${history}` : `G${group}`}`;
    return {
      file,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      filename: `报价单-${name}.xlsx`,
    };
  },
};
