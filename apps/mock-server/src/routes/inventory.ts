import type { PriceMode, UnitMode } from '@cable/contracts/schemas/common';
import { FIELD_OF_MODE, MODE_OF_FIELD, PRICE_FIELDS, type PriceField } from '@cable/contracts/vocabulary';
import { ApiError } from '../api-error';
import { buildQuotationWorkbook } from '../domain/excel';
import { manualPrice, markupPrice, type PriceTriple, perMetre } from '../domain/item-price';
import { familyTraits, priceCable } from '../domain/pricing';
import type { HandlerMap } from '../http/handler';
import { permittedPriceFields } from '../plugins/price-rights';
import { pageOf } from '../store/paging';
import type { Repositories } from '../store/repositories';
import type { InventoryItem, UserRecord } from '../store/types';
import { priceViewOf } from '../views/cable-view';
import { quotationDocument } from '../views/document-data';
import { groupSumm, inventoryItemViews, quotationSheet, requireModeVisible } from '../views/quotation-view';

/** A row added with a price: the most final price typed (tax, then sale, then base) is the one edited. */
const FINAL_FIELD_FIRST: readonly PriceField[] = [...PRICE_FIELDS].reverse();

const nowSec = (repos: Repositories) => Math.floor(repos.store.clock.now() / 1000);

/**
 * Items as the user sees them: quoted in the unit asked for (else the quotation settings') and the settings' places,
 * only permitted price fields.
 */
function viewsOf(repos: Repositories, user: UserRecord, items: readonly InventoryItem[], unit?: UnitMode) {
  const view = priceViewOf(repos, user, unit);
  return inventoryItemViews(repos, user, items, view.unit, view.places);
}

/**
 * 刷新实时价 on a group: the user accepts its items' current prices, so their 价格已变动 marker clears. Answers how
 * many items showed the marker (in the user's own unit and places, as the list shows them).
 */
export function acceptGroupPrices(repos: Repositories, user: UserRecord, group: number): number {
  const marked = viewsOf(repos, user, repos.inventory.listItems(user.id, group)).filter((view) => view.previous).length;
  repos.inventory.confirmItemPrices(user.id, group);
  return marked;
}

/**
 * The group's totals after a write, in the view the write's items are quoted in (the quotation settings' unit and
 * places): the web writes them into its cache instead of asking summ again.
 */
function totalsAfterWrite(repos: Repositories, user: UserRecord, group: number | string) {
  const { unit, places } = priceViewOf(repos, user);
  return { totals: { unit, places, summ: groupSumm(repos, user, Number(group), { unit, places }) } };
}

/** One changed item as the list shows it, with its group's totals. */
function changedItemAnswer(repos: Repositories, user: UserRecord, id: string) {
  const { item, group } = requireItem(repos, user.id, id);
  return { info: viewsOf(repos, user, [item])[0]!, ...totalsAfterWrite(repos, user, group) };
}

function itemsByIds(repos: Repositories, userId: string, group: number, ids: readonly string[]): InventoryItem[] {
  return repos.inventory.itemsWithIds(userId, group, ids);
}

/** The items of a group with these ids; every id must name one (1031 lists those that do not). */
function requireItemsInGroup(
  repos: Repositories,
  userId: string,
  group: number,
  ids: readonly string[],
): InventoryItem[] {
  const items = itemsByIds(repos, userId, group, ids);
  const missing = ids.filter((id) => !items.some((item) => item.id === id));
  if (missing.length > 0) {
    throw new ApiError('ResourceNotFound', {
      zh: `报价分组 ${group} 中没有清单项 ${missing.join('、')}`,
      en: `No item ${missing.join(', ')} in group ${group}`,
    });
  }
  return items;
}

function requireItem(repos: Repositories, userId: string, id: string) {
  const found = repos.inventory.findItem(userId, id);
  if (!found)
    throw new ApiError('ResourceNotFound', {
      zh: `当前用户的报价分组中没有清单项 ${id}`,
      en: `No item ${id} in this user's quotation groups`,
    });
  return found;
}

/**
 * The manual price of price/set: the edited mode's field as typed; sale and tax follow each other by the tax
 * rate (the cost does not move when the selling price is edited), unless both are typed.
 */
function typedManualPrice(
  repos: Repositories,
  user: UserRecord,
  item: InventoryItem,
  typed: Partial<Record<PriceField, number>>,
  type: PriceMode,
): Partial<PriceTriple> {
  const edited = FIELD_OF_MODE[type];
  const visible = permittedPriceFields(user);
  const hidden = (Object.keys(typed) as PriceField[]).filter(
    (field) => typed[field] !== undefined && !visible.includes(field),
  );
  if (!visible.includes(edited) || hidden.length > 0) {
    const field = visible.includes(edited) ? hidden[0]! : edited;
    throw new ApiError('NoPermission', {
      zh: `price.${field}：当前用户无权查看此价格，也不能修改它`,
      en: `price.${field}: this user may not see this price, so may not set it either`,
    });
  }
  if (typed[edited] === undefined) {
    throw new ApiError('ValidationFailed', {
      zh: `price.${edited}：type 为 ${type} 时必须填写（type 即所编辑的价格模式）`,
      en: `price.${edited}: is required when type is ${type} (the mode edited)`,
    });
  }
  const { unit } = priceViewOf(repos, user);
  const weight = repos.inventory.quoteItem(user.id, item).weightKgPerM;
  const out: Partial<PriceTriple> = {};
  for (const [field, value] of Object.entries(typed) as Array<[PriceField, number | undefined]>) {
    if (value !== undefined) out[field] = perMetre(value, unit, weight, field);
  }
  return manualPrice(out, edited, repos.catalogue.pricingSettings(user.id));
}

/**
 * A price made of a markup on cost (price/set with markup): the cost typed as price.base (in the user's unit), or
 * else the item's computed cost; sale = cost × (1 + markup %), tax = sale with the tax rate. The cost is a base
 * price, so only a user who may see base prices prices this way.
 */
function typedMarkupPrice(
  repos: Repositories,
  user: UserRecord,
  item: InventoryItem,
  typed: Partial<Record<PriceField, number>>,
  type: PriceMode,
  markup: number,
): PriceTriple {
  if (!permittedPriceFields(user).includes('base'))
    throw new ApiError('NoPermission', {
      zh: 'markup：按成本加价需要查看成本价的权限（PriceAuthBase）',
      en: 'markup: a markup on cost needs the right to see cost prices (PriceAuthBase)',
    });
  if (type !== 1 || typed.sale !== undefined || typed.tax !== undefined)
    throw new ApiError('ValidationFailed', {
      zh: 'markup：按成本加价时 type 须为 1，只填写 price.base（成本价），销售价和含税价由加价率算出',
      en: 'markup: with a markup on cost, type is 1 and only price.base (the cost) is given; sale and tax follow from it',
    });
  const computed = repos.inventory.quoteItem(user.id, { ...item, price: null, change: '0' });
  const weight = computed.weightKgPerM;
  const { unit } = priceViewOf(repos, user);
  const cost = typed.base !== undefined ? perMetre(typed.base, unit, weight, 'base') : computed.base;
  if (cost === undefined)
    throw new ApiError('ValidationFailed', {
      zh: 'price.base：该清单项没有可计算的成本价，按成本加价时须填写成本价',
      en: 'price.base: this item has no computed cost; give the cost to price it with a markup',
    });
  return markupPrice(cost, markup, repos.catalogue.pricingSettings(user.id));
}

export const inventoryHandlers: HandlerMap = {
  inventoryAdd: ({ body, session, repos }) => {
    const { infos, group } = body.form;
    const entries = infos.map((info, index) => {
      const extra = { count: info.count, ...(info.memo !== undefined ? { memo: info.memo } : {}) };
      if (info.cable) return { cable: info.cable, ...extra };
      if (!info.model?.trim() || !info.spec?.trim()) {
        throw new ApiError('ValidationFailed', {
          zh: `form.infos[${index}]：每行须填写 cable（目录中的电缆编号），自定义电缆则须填写 model 和 spec`,
          en: `form.infos[${index}]: a row needs cable (a catalogue id), or model and spec for a custom cable`,
        });
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
    const added = repos.store.mutate(() => {
      const items = repos.inventory.addItems(session.user.id, group, entries);
      items.forEach((item, index) => {
        const price = infos[index]?.price;
        if (price && Object.keys(price).length > 0) {
          const mode = MODE_OF_FIELD[FINAL_FIELD_FIRST.find((field) => price[field] !== undefined)!];
          repos.inventory.setItemPrice(
            session.user.id,
            item.id,
            typedManualPrice(repos, session.user, item, price, mode),
          );
        }
      });
      return items.map((item) => item.id);
    });
    return {
      infos: viewsOf(repos, session.user, itemsByIds(repos, session.user.id, group, added)),
      ...totalsAfterWrite(repos, session.user, group),
    };
  },

  inventoryList: ({ body, session, repos }) => {
    const items = repos.inventory.listItems(session.user.id, body.cond.group);
    const { rows, page } = pageOf(items, body.page, nowSec(repos), (item) => item.added);
    return { infos: viewsOf(repos, session.user, rows, body.cond.unit), page };
  },

  inventoryDelete: ({ body, session, repos }) => {
    repos.inventory.deleteItems(session.user.id, body.form.group, body.form.ids);
    return { ids: body.form.ids };
  },

  inventoryCountSet: ({ body, session, repos }) => {
    const { count, ids, group } = body.form;
    repos.inventory.setItemsCount(session.user.id, group, ids, count);
    return {
      infos: viewsOf(repos, session.user, itemsByIds(repos, session.user.id, group, ids)),
      ...totalsAfterWrite(repos, session.user, group),
    };
  },

  inventoryMemoSet: ({ body, session, repos }) => {
    const { memo, ids, group } = body.form;
    repos.inventory.setItemsMemo(session.user.id, group, ids, memo);
    return {
      infos: viewsOf(repos, session.user, itemsByIds(repos, session.user.id, group, ids)),
      ...totalsAfterWrite(repos, session.user, group),
    };
  },

  inventoryPriceSet: ({ body, session, repos }) => {
    const { id, price, type, markup } = body.form;
    const { item } = requireItem(repos, session.user.id, id);
    if (markup !== undefined)
      repos.inventory.setItemPrice(
        session.user.id,
        id,
        typedMarkupPrice(repos, session.user, item, price, type, markup),
        markup,
      );
    else repos.inventory.setItemPrice(session.user.id, id, typedManualPrice(repos, session.user, item, price, type));
    return changedItemAnswer(repos, session.user, id);
  },

  /**
   * A percentage on the listed items; cu / ai price the copper / aluminium items among them at that
   * metal price (yuan/tonne) instead of today's. "0" restores the system price.
   */
  inventoryChangeSet: ({ body, session, repos }) => {
    const { group, change, ids, cu, ai } = body.form;
    const userId = session.user.id;
    const items = requireItemsInGroup(repos, userId, group, ids);
    const factor = 1 + Number(change) / 100;
    repos.store.mutate(() => {
      repos.inventory.setChange(userId, group, { change, ids });
      if (Number(change) === 0 || (cu === undefined && ai === undefined)) return;
      const metalPrices = repos.materials.materialPrices();
      const settings = repos.catalogue.pricingSettings(userId);
      for (const item of items) {
        if (!item.cable) continue;
        const input = repos.catalogue.cableInput(item.cable);
        const conductor = familyTraits(input.model).conductor;
        const metal = conductor === 'al' ? ai : cu;
        if (metal === undefined) continue;
        // The form gives yuan/tonne; the material table is yuan/kg.
        const priced = priceCable(input, { ...metalPrices, [conductor]: metal / 1000 }, settings);
        repos.inventory.setItemPrice(userId, item.id, {
          base: priced.base * factor,
          sale: priced.sale * factor,
          tax: priced.tax * factor,
        });
      }
    });
    return {
      infos: viewsOf(repos, session.user, itemsByIds(repos, userId, group, ids)),
      ...totalsAfterWrite(repos, session.user, group),
    };
  },

  inventoryFreightSet: ({ body, session, repos }) => {
    const { group, ...freight } = body.form;
    repos.inventory.setFreight(session.user.id, group, freight);
    return { group, freight: { ...repos.inventory.groupAttr(session.user.id, group).freight } };
  },

  inventoryPkgfeeSet: ({ body, session, repos }) => {
    const { id, fee, flag } = body.form;
    repos.inventory.setPackageFee(session.user.id, id, fee, flag);
    return changedItemAnswer(repos, session.user, id);
  },

  inventoryAttrSet: ({ body, session, repos }) => {
    const { group, package: pkg, freight } = body.form;
    repos.inventory.setGroupInclude(session.user.id, group, { package: pkg, freight });
    return { group, attr: { package: pkg, freight } };
  },

  /** sort is the 0-based position the item moves to (the store numbers positions from 1). */
  inventorySortSet: ({ body, session, repos }) => {
    const { id, sort, group } = body.form;
    repos.inventory.setSort(session.user.id, group, id, sort + 1);
    return {
      infos: viewsOf(repos, session.user, repos.inventory.listItems(session.user.id, group)),
      ...totalsAfterWrite(repos, session.user, group),
    };
  },

  /** Every group quoted in every mode the user may see (cond.mode is the one the screen shows; all are answered). */
  inventorySumm: ({ body, session, repos }) => {
    const { unit, places, fee } = body.cond;
    return {
      summs: Array.from({ length: 10 }, (_, group) =>
        groupSumm(repos, session.user, group, { unit, places, sheetFreight: fee }),
      ),
    };
  },

  inventoryMaterial: ({ body, session, repos }) => {
    const { ids, group } = body.form;
    requireItemsInGroup(repos, session.user.id, group, ids);
    const usage = repos.inventory.materialUsage(session.user.id, group, ids);
    return {
      infos: usage.infos.map(({ cata, name, weight, label, percent }) => ({ cata, name, weight, label, percent })),
      total: usage.total,
    };
  },

  inventoryInfoSet: ({ body, session, repos }) => {
    const { id, scope, prop, model, spec, name } = body.form;
    if (!model.trim())
      throw new ApiError('ValidationFailed', {
        zh: 'form.model：自定义电缆必须填写型号',
        en: 'form.model: is required for a custom cable',
      });
    if (!spec.trim())
      throw new ApiError('ValidationFailed', {
        zh: 'form.spec：自定义电缆必须填写规格',
        en: 'form.spec: is required for a custom cable',
      });
    requireItem(repos, session.user.id, id);
    repos.inventory.setCustomInfo(session.user.id, id, {
      scope: scope.trim(),
      prop: prop.trim(),
      model: model.trim(),
      spec: spec.trim(),
      name: name.trim(),
    });
    return changedItemAnswer(repos, session.user, id);
  },

  rnoGenerate: ({ repos }) => ({ rno: repos.numbers.nextRno() }),

  snoGenerate: ({ repos }) => ({ sno: repos.numbers.nextSno() }),

  inventorySave: ({ body, session, repos }) => {
    const { group, demander, mode, memo, desc, info, conf, unit, fee } = body.form;
    // A record's total is in its mode: saving in a mode whose price the user may not see would reveal it.
    requireModeVisible(session.user, mode);
    const record = repos.history.saveHistory(session.user.id, group, {
      demander,
      mode,
      memo,
      desc,
      info,
      conf,
      unit,
      fee,
    });
    return { id: record.id };
  },

  /**
   * A contract, numbered. When it names its quote (history or group, with unit and fee as its sheet had them), its
   * total must be that quote's total to the cent, and its weight is the quote's.
   */
  contractSave: ({ body, session, repos }) => {
    const { history, group, unit, fee, ...form } = body.form;
    let weight = form.weight;
    if (history !== undefined || group !== undefined) {
      const view = priceViewOf(repos, session.user, unit);
      const sheet = quotationSheet(repos, session.user, {
        history,
        group,
        mode: form.mode,
        unit: view.unit,
        places: view.places,
        sheetFreight: fee,
        rno: form.rno,
      });
      if (Math.abs(sheet.total - form.total) >= 0.005)
        throw new ApiError('BusinessRule', {
          zh: `total：合同金额 ${form.total} 与报价合计 ${sheet.total} 不符`,
          en: `total: the contract amount ${form.total} is not the quote's total ${sheet.total}`,
        });
      weight = sheet.weightKg;
    }
    const record = repos.contracts.saveContract(session.user.id, { ...form, weight });
    return { id: record.id, ...(record.no ? { no: record.no } : {}) };
  },

  excelDownload: async ({ body, session, repos, clock }) => {
    const { demander, mode, fee, corp, memo, unit, history, group, rno } = body.form;
    const view = priceViewOf(repos, session.user);
    const doc = quotationDocument(repos, session.user, {
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
    });
    const file = await buildQuotationWorkbook(doc, new Date(clock.now()));
    const name = doc.rno || `${doc.date.replace(/-/g, '')}-${history ? `H${history}` : `G${group}`}`;
    return {
      file,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      filename: `报价单-${name}.xlsx`,
    };
  },
};
