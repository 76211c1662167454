import { type Static, Type } from '@sinclair/typebox';
import { CUSTOM_CABLE_LIMITS, MEMO_MAX_LENGTH } from '../vocabulary/limits';
import { PRICE_PLACES } from '../vocabulary/prices';
import {
  Closed,
  DecimalStringSchema,
  GroupSchema,
  IdSchema,
  IdsSchema,
  PriceModeSchema,
  PriceSchema,
  UnitModeSchema,
} from './common';

/** The custom-cable limits of spec section 5, shared by items and their edit forms. */
export const ItemMemoSchema = Type.String({ title: 'ItemMemo', maxLength: CUSTOM_CABLE_LIMITS.memo });
export type ItemMemo = Static<typeof ItemMemoSchema>;
const model = Type.String({ maxLength: CUSTOM_CABLE_LIMITS.model });
const prop = Type.String({ maxLength: CUSTOM_CABLE_LIMITS.prop });
const scope = Type.String({ maxLength: CUSTOM_CABLE_LIMITS.scope });
const spec = Type.String({ maxLength: CUSTOM_CABLE_LIMITS.spec });
const name = Type.String({ maxLength: CUSTOM_CABLE_LIMITS.name });

/** Item count: a string in the spec (a decimal number of the item's unit). */
export const ItemCountSchema = Type.String({
  title: 'ItemCount',
  pattern: '^\\d+(\\.\\d+)?$',
  minLength: 1,
  maxLength: 16,
  description: 'Quantity as a decimal string',
});
export type ItemCount = Static<typeof ItemCountSchema>;

/** Where an item's price comes from: the pricing engine, a price set by hand, a markup on cost, or nowhere yet. */
export const ItemPricingSchema = Type.Union(
  [Type.Literal('engine'), Type.Literal('manual'), Type.Literal('markup'), Type.Literal('none')],
  {
    title: 'ItemPricing',
    description:
      'engine: computed from the cable; manual: set by hand (price/set); markup: cost plus a markup (price/set with markup); none: no price yet (未定价), left out of every total',
  },
);
export type ItemPricing = Static<typeof ItemPricingSchema>;

/** Quotation item (spec section 3). A blank id marks a custom cable. */
export const QuotationItemSchema = Closed(
  {
    id: Type.String({ maxLength: 64, description: 'Blank means custom cable' }),
    cable: Type.String({ maxLength: 64, description: 'Catalogue cable id; blank for a custom cable' }),
    change: Type.Number({ description: 'Adjustment range in percent' }),
    count: ItemCountSchema,
    memo: ItemMemoSchema,
    model,
    price: PriceSchema,
    prop,
    scope,
    spec,
    type: Type.Integer({ minimum: 0 }),
    name,
    sort: Type.Integer(),
    sno: Type.String({ maxLength: 64, description: 'Serial number of the row' }),
    total: PriceSchema,
    quantity: Type.Optional(
      Type.Number({
        minimum: 0,
        description:
          'Quantity in the unit of the price (metres, tonnes or kg), rounded as shown; total = price × quantity. Absent when the unit needs a weight the item does not have',
      }),
    ),
    pricing: Type.Optional(ItemPricingSchema),
    markup: Type.Optional(
      Type.Number({ description: 'Markup on cost in percent, when pricing is markup (only with PriceAuthBase)' }),
    ),
    previous: Type.Optional(
      Type.Object(PriceSchema.properties, {
        additionalProperties: false,
        description:
          'Our addition (价格已变动): the unit price the item was added or last confirmed at, present when its price has changed since — a price adjustment, or an approver’s pricing check of its cable. Same unit, places and visible fields as price; confirming the group’s prices (cable/info/price with cond.group) clears it',
      }),
    ),
  },
  { title: 'QuotationItem' },
);
export type QuotationItem = Static<typeof QuotationItemSchema>;

/** A row to add: a catalogue cable by id, or a custom cable by its texts (model and spec needed then). */
export const InventoryAddInfoSchema = Closed(
  {
    cable: Type.Optional(IdSchema),
    count: ItemCountSchema,
    model: Type.Optional(model),
    prop: Type.Optional(prop),
    scope: Type.Optional(scope),
    spec: Type.Optional(spec),
    name: Type.Optional(name),
    memo: Type.Optional(ItemMemoSchema),
    price: Type.Optional(PriceSchema),
  },
  { title: 'InventoryAddInfo' },
);
export type InventoryAddInfo = Static<typeof InventoryAddInfoSchema>;

export const InventoryAddFormSchema = Closed(
  { infos: Type.Array(InventoryAddInfoSchema, { minItems: 1, maxItems: 500 }), group: GroupSchema },
  { title: 'InventoryAddForm' },
);
export type InventoryAddForm = Static<typeof InventoryAddFormSchema>;

export const GroupIdsFormSchema = Closed({ ids: IdsSchema, group: GroupSchema }, { title: 'GroupIdsForm' });
export type GroupIdsForm = Static<typeof GroupIdsFormSchema>;

export const InventoryMemoFormSchema = Closed(
  { ids: IdsSchema, memo: ItemMemoSchema, group: GroupSchema },
  { title: 'InventoryMemoForm' },
);
export type InventoryMemoForm = Static<typeof InventoryMemoFormSchema>;

export const InventoryInfoFormSchema = Closed(
  { id: IdSchema, scope, prop, model, spec, name },
  { title: 'InventoryInfoForm' },
);
export type InventoryInfoForm = Static<typeof InventoryInfoFormSchema>;

export const InventoryPriceFormSchema = Closed(
  {
    price: PriceSchema,
    id: IdSchema,
    type: PriceModeSchema,
    markup: Type.Optional(
      Type.Number({
        minimum: 0,
        maximum: 1000,
        description:
          'Markup on cost, percent (our addition): with it, type is 1, price.base is the cost (the computed cost when left out) and the sale and tax prices follow from it',
      }),
    ),
  },
  {
    title: 'InventoryPriceForm',
    description: 'type names the price mode the user edited; prices are in the user’s unit (qms.price.unit)',
  },
);
export type InventoryPriceForm = Static<typeof InventoryPriceFormSchema>;

/** Inventory-change form (spec section 3): change 0 restores the system price. */
export const InventoryChangeFormSchema = Closed(
  {
    group: GroupSchema,
    change: DecimalStringSchema,
    ids: IdsSchema,
    ai: Type.Optional(Type.Number({ minimum: 0, description: 'Aluminium price to price with, yuan/tonne' })),
    cu: Type.Optional(Type.Number({ minimum: 0, description: 'Copper price to price with, yuan/tonne' })),
  },
  { title: 'InventoryChangeForm' },
);
export type InventoryChangeForm = Static<typeof InventoryChangeFormSchema>;

export const InventoryCountFormSchema = Closed(
  { count: ItemCountSchema, ids: IdsSchema, group: GroupSchema },
  { title: 'InventoryCountForm' },
);
export type InventoryCountForm = Static<typeof InventoryCountFormSchema>;

export const FreightSchema = Closed(
  {
    fee: Type.Number({ minimum: 0, description: 'Freight charged, yuan' }),
    full: Type.Number({ minimum: 0, description: 'Order total from which freight is free, yuan' }),
    mile: Type.Number({ minimum: 0, description: 'Distance, km' }),
    price: Type.Number({ minimum: 0, description: 'Price per km, yuan' }),
  },
  { title: 'Freight' },
);
export type Freight = Static<typeof FreightSchema>;

export const FreightFormSchema = Type.Composite([FreightSchema, Type.Object({ group: GroupSchema })], {
  title: 'FreightForm',
  additionalProperties: false,
});
export type FreightForm = Static<typeof FreightFormSchema>;

export const PackageFeeFormSchema = Closed(
  { id: IdSchema, fee: Type.Number({ minimum: 0 }), flag: Type.Boolean({ description: 'Charge the package fee' }) },
  { title: 'PackageFeeForm' },
);
export type PackageFeeForm = Static<typeof PackageFeeFormSchema>;

export const InventoryAttrSchema = Closed(
  {
    package: Type.Boolean({ description: 'Include packaging fees' }),
    freight: Type.Boolean({ description: 'Include freight' }),
  },
  { title: 'InventoryAttr' },
);
export type InventoryAttr = Static<typeof InventoryAttrSchema>;

export const InventoryAttrFormSchema = Type.Composite([InventoryAttrSchema, Type.Object({ group: GroupSchema })], {
  title: 'InventoryAttrForm',
  additionalProperties: false,
});
export type InventoryAttrForm = Static<typeof InventoryAttrFormSchema>;

export const InventorySortFormSchema = Closed(
  { id: IdSchema, sort: Type.Integer({ minimum: 0 }), group: GroupSchema },
  { title: 'InventorySortForm' },
);
export type InventorySortForm = Static<typeof InventorySortFormSchema>;

/** Places: decimal places of quotation prices (spec section 5). */
export const PlacesSchema = Type.Integer({ title: 'Places', minimum: PRICE_PLACES.min, maximum: PRICE_PLACES.max });
export type Places = Static<typeof PlacesSchema>;

/** Freight typed on a quotation sheet: above 0 it is the freight of that sheet's documents, as typed. */
export const SheetFreightSchema = Type.Number({
  title: 'SheetFreight',
  minimum: 0,
  maximum: 100_000_000,
  description: 'Freight typed on the quotation sheet, yuan; above 0 it replaces the group’s freight, 0 keeps it',
});

export const SummCondSchema = Closed(
  {
    mode: PriceModeSchema,
    unit: UnitModeSchema,
    places: PlacesSchema,
    fee: Type.Optional(SheetFreightSchema),
  },
  { title: 'SummCond' },
);
export type SummCond = Static<typeof SummCondSchema>;

/** The fee lines of a quote, yuan: counted in its total and printed as lines wherever it is shown. */
export const QuoteFeesSchema = Closed(
  {
    package: Type.Number({ minimum: 0, description: 'Package fees (items’ and the group’s), when included' }),
    freight: Type.Number({ minimum: 0, description: 'Freight charged' }),
    waived: Type.Boolean({ description: 'Freight is free: the order amount reached the free-freight threshold' }),
  },
  { title: 'QuoteFees' },
);
export type QuoteFees = Static<typeof QuoteFeesSchema>;

/** Per price field: how many items have no price in that mode (or no weight in a per-weight unit). */
export const UnpricedCountSchema = Type.Object(
  {
    base: Type.Optional(Type.Integer({ minimum: 0 })),
    sale: Type.Optional(Type.Integer({ minimum: 0 })),
    tax: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { title: 'UnpricedCount', additionalProperties: false },
);
export type UnpricedCount = Static<typeof UnpricedCountSchema>;

export const GroupSummSchema = Closed(
  {
    count: Type.Integer({ minimum: 0, description: 'Items in the group' }),
    group: GroupSchema,
    total: PriceSchema,
    goods: Type.Optional(PriceSchema),
    fees: Type.Optional(QuoteFeesSchema),
    unpriced: Type.Optional(UnpricedCountSchema),
    weight: Type.Optional(Type.Number({ minimum: 0, description: 'Total weight, kg' })),
  },
  {
    title: 'GroupSumm',
    description:
      'total = goods + fees.package + fees.freight; goods sums the item lines; unpriced counts the items each total leaves out (no price yet)',
  },
);
export type GroupSumm = Static<typeof GroupSummSchema>;

/**
 * A group's totals as an inventory write leaves them, in the quotation settings' unit and places (the view the
 * write's items are quoted in), so that a client updates its totals from the answer instead of asking summ again
 * (our design).
 */
export const GroupTotalsSchema = Closed(
  { unit: UnitModeSchema, places: PlacesSchema, summ: GroupSummSchema },
  { title: 'GroupTotals' },
);
export type GroupTotals = Static<typeof GroupTotalsSchema>;

/** Material usage info (spec section 3); label and percent are filled by the usage panel's source. */
export const MaterialUsageSchema = Closed(
  {
    cata: Type.String({ maxLength: 64 }),
    name: Type.String({ maxLength: 64 }),
    weight: Type.Number({ minimum: 0, description: 'kg' }),
    label: Type.Optional(Type.String({ maxLength: 64 })),
    percent: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  },
  { title: 'MaterialUsage' },
);
export type MaterialUsage = Static<typeof MaterialUsageSchema>;

/** Header data of a saved quotation sheet; the spec names it `info` without fields (our design). */
export const SheetInfoSchema = Closed(
  {
    rno: Type.Optional(Type.String({ maxLength: 64, description: 'Quotation number' })),
    sno: Type.Optional(Type.String({ maxLength: 64, description: 'Serial number' })),
    corp: Type.Optional(IdSchema),
    name: Type.Optional(Type.String({ maxLength: 64, description: 'Contact person of the seller' })),
    mobile: Type.Optional(Type.String({ maxLength: 32 })),
    title: Type.Optional(Type.String({ maxLength: 256 })),
  },
  { title: 'SheetInfo' },
);
export type SheetInfo = Static<typeof SheetInfoSchema>;

/** Pricing settings a quotation was made with; the spec names it `conf` without fields (our design). */
export const SheetConfSchema = Closed(
  {
    mode: PriceModeSchema,
    unit: UnitModeSchema,
    places: PlacesSchema,
    tax: Type.Optional(Type.Number({ minimum: 0, maximum: 1, description: 'Tax rate' })),
    freight: Type.Optional(FreightSchema),
    attr: Type.Optional(InventoryAttrSchema),
  },
  { title: 'SheetConf' },
);
export type SheetConf = Static<typeof SheetConfSchema>;

export const SheetSummSchema = Closed(
  {
    price: Type.Number({ minimum: 0, description: 'Total amount, yuan (goods + fees)' }),
    weight: Type.Number({ minimum: 0, description: 'Total weight, kg' }),
    memo: Type.String({ maxLength: MEMO_MAX_LENGTH }),
    goods: Type.Optional(Type.Number({ minimum: 0, description: 'Sum of the item lines, yuan' })),
    fees: Type.Optional(QuoteFeesSchema),
    unpriced: Type.Optional(Type.Integer({ minimum: 0, description: 'Items without a price, left out of price' })),
  },
  { title: 'SheetSumm' },
);
export type SheetSumm = Static<typeof SheetSummSchema>;

/** Quotation sheet detail (spec section 3). */
export const SheetDetailSchema = Closed(
  {
    infos: Type.Array(QuotationItemSchema),
    summ: SheetSummSchema,
    info: SheetInfoSchema,
    conf: SheetConfSchema,
    unit: UnitModeSchema,
  },
  { title: 'SheetDetail' },
);
export type SheetDetail = Static<typeof SheetDetailSchema>;

export const InventorySaveFormSchema = Closed(
  {
    demander: IdSchema,
    mode: PriceModeSchema,
    memo: ItemMemoSchema,
    desc: Type.String({ maxLength: 512 }),
    info: SheetInfoSchema,
    conf: SheetConfSchema,
    unit: UnitModeSchema,
    group: GroupSchema,
    fee: Type.Optional(SheetFreightSchema),
  },
  {
    title: 'InventorySaveForm',
    description: 'info.rno, when given, is the quotation number the record keeps (the one its sheet printed)',
  },
);
export type InventorySaveForm = Static<typeof InventorySaveFormSchema>;

/** A quotation number as rno/generate hands it out (BJ20261121-0005), or as a saved record keeps it. */
export const QuotationNumberSchema = Type.String({
  title: 'QuotationNumber',
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]+$',
  description: 'Quotation number (rno/generate)',
});

export const ContractSaveFormSchema = Closed(
  {
    addr: Type.String({ maxLength: 256, description: 'Delivery address' }),
    demander: IdSchema,
    memo: ItemMemoSchema,
    mode: PriceModeSchema,
    total: Type.Number({ minimum: 0 }),
    weight: Type.Number({ minimum: 0 }),
    rno: Type.Optional(QuotationNumberSchema),
    history: Type.Optional(IdSchema),
    group: Type.Optional(GroupSchema),
    unit: Type.Optional(UnitModeSchema),
    fee: Type.Optional(SheetFreightSchema),
  },
  {
    title: 'ContractSaveForm',
    description:
      'Our additions: rno gives the contract the number its preview printed; history or group names the quote, and then total must be that quote’s total (in mode and unit, with fee)',
  },
);
export type ContractSaveForm = Static<typeof ContractSaveFormSchema>;

export const ExcelDownloadFormSchema = Closed(
  {
    demander: IdSchema,
    mode: PriceModeSchema,
    fee: Type.Number({ minimum: 0, description: 'Freight, yuan' }),
    corp: IdSchema,
    memo: ItemMemoSchema,
    unit: UnitModeSchema,
    history: Type.Optional(IdSchema),
    group: GroupSchema,
    rno: Type.Optional(QuotationNumberSchema),
  },
  {
    title: 'ExcelDownloadForm',
    description:
      'history set: the sheet of that history record; else the group. fee above 0 is the freight, as typed; rno is the number the sheet prints',
  },
);
export type ExcelDownloadForm = Static<typeof ExcelDownloadFormSchema>;
