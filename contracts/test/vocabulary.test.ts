import { readFileSync } from 'node:fs';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { GroupSchema, PriceModeSchema, PriceSchema, UnitModeSchema } from '../src/schemas/common';
import { ConfigKeySchema, OperatorConfigSchema } from '../src/schemas/config';
import { CustomerBankSchema, CustomerSaveFormSchema, CustomerSchema } from '../src/schemas/customers';
import { InventoryAddInfoSchema, ItemMemoSchema, PlacesSchema } from '../src/schemas/inventory';
import {
  CONFIG_KEY_MAX_LENGTH,
  CUSTOM_CABLE_LIMITS,
  CUSTOMER_BANK_FIELDS,
  CUSTOMER_BANK_LIMITS,
  CUSTOMER_LIMITS,
  CUSTOMER_TEXT_FIELDS,
  CUSTOMER_TEXT_LIMITS,
  FeatureModule,
  FIELD_OF_MODE,
  isPriceMode,
  isPricePlaces,
  isQuotationGroup,
  isTemplateType,
  isUnitMode,
  MEMO_MAX_LENGTH,
  MODE_OF_FIELD,
  OPERATOR_CONFIG_KEYS,
  PRICE_FIELD_OF_RIGHT,
  PRICE_FIELDS,
  PRICE_MODES,
  PRICE_PLACES,
  PriceRight,
  priceFieldsGranted,
  QUOTATION_GROUP,
  TEMPLATE_TYPES,
  UNIT_MODES,
  USER_CONFIG_KEYS,
} from '../src/vocabulary';

/** The literal values a union-of-literals schema accepts. */
const literalsOf = (schema: { anyOf: Array<{ const: unknown }> }) => schema.anyOf.map((member) => member.const);

describe('price vocabulary', () => {
  it('is what the wire schemas accept: modes 1-3, units 0-2, places 0-6, groups 0-9', () => {
    expect(literalsOf(PriceModeSchema)).toEqual([...PRICE_MODES]);
    expect(literalsOf(UnitModeSchema)).toEqual([...UNIT_MODES]);
    expect(Object.keys(PriceSchema.properties)).toEqual([...PRICE_FIELDS]);
    expect([PlacesSchema.minimum, PlacesSchema.maximum]).toEqual([PRICE_PLACES.min, PRICE_PLACES.max]);
    expect([GroupSchema.minimum, GroupSchema.maximum]).toEqual([QUOTATION_GROUP.min, QUOTATION_GROUP.max]);
  });

  it('maps mode 1 to base, 2 to sale, 3 to tax, and back (spec section 3)', () => {
    expect(FIELD_OF_MODE).toEqual({ 1: 'base', 2: 'sale', 3: 'tax' });
    for (const mode of PRICE_MODES) expect(MODE_OF_FIELD[FIELD_OF_MODE[mode]]).toBe(mode);
  });

  it('tells the values a setting may hold the same way as the schemas', () => {
    for (const value of [0, 1, 2, 3, 4, '1', null, 1.5]) {
      expect(isPriceMode(value)).toBe(Value.Check(PriceModeSchema, value));
      expect(isUnitMode(value)).toBe(Value.Check(UnitModeSchema, value));
    }
    for (const value of [-1, 0, 2, 6, 7, 8, 2.5, '2']) {
      expect(isPricePlaces(value)).toBe(Value.Check(PlacesSchema, value));
      expect(isQuotationGroup(value)).toBe(Value.Check(GroupSchema, value));
    }
    expect(PRICE_PLACES.default).toBe(2);
  });

  it('shows each price only with its right, in base, sale, tax order', () => {
    expect(PRICE_FIELD_OF_RIGHT).toEqual({
      [PriceRight.Base]: 'base',
      [PriceRight.Sale]: 'sale',
      [PriceRight.Tax]: 'tax',
    });
    expect(priceFieldsGranted([PriceRight.Tax, PriceRight.Base])).toEqual(['base', 'tax']);
    expect(priceFieldsGranted([FeatureModule.RealQuotation])).toEqual([]);
  });
});

describe('entity limits', () => {
  it('are the lengths the customer schemas check (spec section 3)', () => {
    expect(CUSTOMER_LIMITS).toEqual({
      name: 256,
      leader: 64,
      linkman: 32,
      phone: 32,
      address: 256,
      taxno: 32,
      'bank.account': 32,
      'bank.name': 64,
      'bank.no': 64,
    });
    for (const field of CUSTOMER_TEXT_FIELDS) {
      expect(CustomerSchema.properties[field].maxLength).toBe(CUSTOMER_TEXT_LIMITS[field]);
      expect(CustomerSaveFormSchema.properties[field].maxLength).toBe(CUSTOMER_TEXT_LIMITS[field]);
    }
    for (const field of CUSTOMER_BANK_FIELDS)
      expect(CustomerBankSchema.properties[field].maxLength).toBe(CUSTOMER_BANK_LIMITS[field]);
  });

  it('are the lengths the custom-cable and config schemas check (spec section 5)', () => {
    const add = InventoryAddInfoSchema.properties;
    expect([add.model, add.prop, add.scope, add.spec, add.name].map((schema) => schema.maxLength)).toEqual([
      CUSTOM_CABLE_LIMITS.model,
      CUSTOM_CABLE_LIMITS.prop,
      CUSTOM_CABLE_LIMITS.scope,
      CUSTOM_CABLE_LIMITS.spec,
      CUSTOM_CABLE_LIMITS.name,
    ]);
    expect(ItemMemoSchema.maxLength).toBe(MEMO_MAX_LENGTH);
    expect(ConfigKeySchema.maxLength).toBe(CONFIG_KEY_MAX_LENGTH);
    for (const key of Object.values(USER_CONFIG_KEYS)) expect(Value.Check(ConfigKeySchema, key)).toBe(true);
    expect(Object.keys(OperatorConfigSchema.properties)).toEqual(Object.values(OPERATOR_CONFIG_KEYS));
  });
});

describe('template types', () => {
  it('are 1 to 6', () => {
    expect(TEMPLATE_TYPES).toEqual([1, 2, 3, 4, 5, 6]);
    expect(isTemplateType(0)).toBe(false);
    expect(isTemplateType(7)).toBe(false);
  });
});

describe('the vocabulary subpath', () => {
  it('is exported on its own and imports no TypeBox', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(manifest.exports['./vocabulary']).toBe('./src/vocabulary/index.ts');
    for (const file of ['index', 'prices', 'config', 'limits', 'modules', 'templates', 'approval-fields', 'text']) {
      const source = readFileSync(new URL(`../src/vocabulary/${file}.ts`, import.meta.url), 'utf8');
      expect(source, file).not.toMatch(/from '@sinclair\//);
      expect(source, file).not.toMatch(/from '\.\.\/schemas/);
    }
  });
});
