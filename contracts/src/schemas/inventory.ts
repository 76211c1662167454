import { type Static, Type } from '@sinclair/typebox';
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
export const ItemMemoSchema = Type.String({ title: 'ItemMemo', maxLength: 256 });
export type ItemMemo = Static<typeof ItemMemoSchema>;
const model = Type.String({ maxLength: 32 });
const prop = Type.String({ maxLength: 32 });
const scope = Type.String({ maxLength: 32 });
const spec = Type.String({ maxLength: 64 });

/** Item count: a string in the spec (a decimal number of the item's unit). */
export const ItemCountSchema = Type.String({
  title: 'ItemCount',
  pattern: '^\\d+(\\.\\d+)?$',
  minLength: 1,
  maxLength: 16,
  description: 'Quantity as a decimal string',
});
export type ItemCount = Static<typeof ItemCountSchema>;

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
    name: Type.String({ maxLength: 128 }),
    sort: Type.Integer(),
    sno: Type.String({ maxLength: 64, description: 'Serial number of the row' }),
    total: PriceSchema,
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
    name: Type.Optional(Type.String({ maxLength: 128 })),
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
  { id: IdSchema, scope, prop, model, spec, name: Type.String({ maxLength: 128 }) },
  { title: 'InventoryInfoForm' },
);
export type InventoryInfoForm = Static<typeof InventoryInfoFormSchema>;

export const InventoryPriceFormSchema = Closed(
  { price: PriceSchema, id: IdSchema, type: PriceModeSchema },
  { title: 'InventoryPriceForm', description: 'type names the price mode the user edited' },
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
export const PlacesSchema = Type.Integer({ title: 'Places', minimum: 0, maximum: 6 });
export type Places = Static<typeof PlacesSchema>;

export const SummCondSchema = Closed(
  { mode: PriceModeSchema, unit: UnitModeSchema, places: PlacesSchema },
  { title: 'SummCond' },
);
export type SummCond = Static<typeof SummCondSchema>;

export const GroupSummSchema = Closed(
  { count: Type.Integer({ minimum: 0, description: 'Items in the group' }), group: GroupSchema, total: PriceSchema },
  { title: 'GroupSumm' },
);
export type GroupSumm = Static<typeof GroupSummSchema>;

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
    price: Type.Number({ minimum: 0, description: 'Total amount, yuan' }),
    weight: Type.Number({ minimum: 0, description: 'Total weight, kg' }),
    memo: Type.String({ maxLength: 256 }),
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
  },
  { title: 'InventorySaveForm' },
);
export type InventorySaveForm = Static<typeof InventorySaveFormSchema>;

export const ContractSaveFormSchema = Closed(
  {
    addr: Type.String({ maxLength: 256, description: 'Delivery address' }),
    demander: IdSchema,
    memo: ItemMemoSchema,
    mode: PriceModeSchema,
    total: Type.Number({ minimum: 0 }),
    weight: Type.Number({ minimum: 0 }),
  },
  { title: 'ContractSaveForm' },
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
  },
  { title: 'ExcelDownloadForm', description: 'history set: the sheet of that history record; else the group' },
);
export type ExcelDownloadForm = Static<typeof ExcelDownloadFormSchema>;
