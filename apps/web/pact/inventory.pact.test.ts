import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { api } from '../src/api/app-client';
import { timestamped } from '../src/api/swr';
import {
  addToInventory,
  adjustItems,
  deleteItems,
  fetchGroupItems,
  moveItem,
  setAttr,
  setFreight,
  setItemCount,
  setItemsMemo,
  setItemTexts,
  setPackageFee,
} from '../src/entities/inventory/inventory-api';
import { createPact, fromState, STATE, timestampBody, verifyJsonCall } from './support/pact';

const { boolean, decimal, integer, number, regex, string } = MatchersV3;
const pact = createPact();

const GROUP_WITH_ITEMS = [STATE.groupItems, { group: 0 }] as const;
const ITEM_ID = 'i30001';
const CABLE_ID = 'c20001';
const itemId = () => fromState('itemId', ITEM_ID);
const cableId = () => fromState('cableId', CABLE_ID);
const group = () => integer(0);
const decimalText = (example: string) => regex('^-?[0-9]+(\\.[0-9]+)?$', example);

describe('inventory and quotation', () => {
  it('adds a catalogue cable to a group', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser]],
        description: 'an add of a catalogue cable to group 0',
        path: '/biz/qms/inventory/add',
        caller: 'user',
        body: { form: { group: group(), infos: [{ cable: cableId(), count: decimalText('500') }] } },
      },
      async () => {
        const { infos } = await addToInventory(0, [{ cable: CABLE_ID, count: '500' }]);
        expect(infos[0]?.cable).toBe(CABLE_ID);
      },
    );
  });

  it('lists every item of a group', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser], GROUP_WITH_ITEMS],
        description: 'a list of group 0 in one page of 1000',
        path: '/biz/qms/inventory/list',
        caller: 'user',
        body: { cond: { group: group() }, page: { len: integer(1000), num: integer(1) } },
      },
      async () => {
        const items = await fetchGroupItems(0);
        expect(items.map((item) => item.id)).toEqual([ITEM_ID]);
      },
    );
  });

  it('deletes items of a group', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser], GROUP_WITH_ITEMS],
        description: 'a delete of an item of group 0',
        path: '/biz/qms/inventory/delete',
        caller: 'user',
        body: { form: { group: group(), ids: [itemId()] } },
      },
      async () => {
        const { ids } = await deleteItems(0, [ITEM_ID]);
        expect(ids).toEqual([ITEM_ID]);
      },
    );
  });

  it('saves a group as a history quotation', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser], GROUP_WITH_ITEMS, [STATE.customer, { taxno: '91320105MA1XYZ1234' }]],
        description: 'a save of group 0 as a history quotation',
        path: '/biz/qms/inventory/save',
        caller: 'user',
        body: {
          form: {
            demander: fromState('customerId', 'd40001'),
            mode: integer(3),
            memo: string('一期项目'),
            desc: string(''),
            info: { rno: string('BJ20261121001'), sno: string('S0001'), corp: fromState('corpId', 'corp1') },
            conf: { mode: integer(3), unit: integer(0), places: integer(2) },
            unit: integer(0),
            group: group(),
          },
        },
      },
      async () => {
        const { id } = await api().post('/biz/qms/inventory/save', {
          form: {
            demander: 'd40001',
            mode: 3,
            memo: '一期项目',
            desc: '',
            info: { rno: 'BJ20261121001', sno: 'S0001', corp: 'corp1' },
            conf: { mode: 3, unit: 0, places: 2 },
            unit: 0,
            group: 0,
          },
        });
        expect(id).toBe('h50001');
      },
    );
  });

  it('reads the material usage of a group', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser], GROUP_WITH_ITEMS],
        description: 'a request for the material usage of group 0',
        path: '/biz/qms/inventory/material',
        caller: 'user',
        body: { form: { group: group(), ids: [itemId()] } },
      },
      async () => {
        const usage = await api().post('/biz/qms/inventory/material', { form: { group: 0, ids: [ITEM_ID] } });
        expect(usage.infos[0]?.weight).toBeGreaterThan(0);
      },
    );
  });

  it("edits an item's texts", async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser], GROUP_WITH_ITEMS],
        description: 'an edit of the texts of an item',
        path: '/biz/qms/inventory/info/set',
        caller: 'user',
        body: {
          form: {
            id: itemId(),
            scope: string('0.6/1kV'),
            prop: string('铠装'),
            model: string('YJV22'),
            spec: string('3×95+1×50'),
            name: string('定制电缆'),
          },
        },
      },
      async () => {
        const { info } = await setItemTexts({
          id: ITEM_ID,
          scope: '0.6/1kV',
          prop: '铠装',
          model: 'YJV22',
          spec: '3×95+1×50',
          name: '定制电缆',
        });
        expect(info.id).toBe(ITEM_ID);
      },
    );
  });

  it('sets the price of an item by hand', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser], GROUP_WITH_ITEMS],
        description: 'a hand-set tax price of an item',
        path: '/biz/qms/inventory/price/set',
        caller: 'user',
        body: { form: { id: itemId(), type: integer(3), price: { tax: number(230) } } },
      },
      async () => {
        const { info } = await api().post('/biz/qms/inventory/price/set', {
          form: { id: ITEM_ID, type: 3, price: { tax: 230 } },
        });
        expect(info.id).toBe(ITEM_ID);
      },
    );
  });

  it('adjusts the price of items by a percentage', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.approver], GROUP_WITH_ITEMS],
        description: 'a 5 percent adjustment of an item',
        path: '/biz/qms/inventory/change/set',
        caller: 'user',
        body: { form: { group: group(), ids: [itemId()], change: decimalText('5') } },
      },
      async () => {
        const { infos } = await adjustItems(0, [ITEM_ID], '5', {});
        expect(infos).toHaveLength(1);
      },
    );
  });

  it('sets the count of items', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser], GROUP_WITH_ITEMS],
        description: 'a count change of an item',
        path: '/biz/qms/inventory/count/set',
        caller: 'user',
        body: { form: { group: group(), ids: [itemId()], count: decimalText('800') } },
      },
      async () => {
        const { infos } = await setItemCount(0, [ITEM_ID], '800');
        expect(infos[0]?.id).toBe(ITEM_ID);
      },
    );
  });

  it('sets the freight of a group', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser], GROUP_WITH_ITEMS],
        description: 'a freight setting of group 0',
        path: '/biz/qms/inventory/freight/set',
        caller: 'user',
        body: {
          form: { group: group(), fee: number(800), full: number(200000), mile: number(320), price: decimal(2.5) },
        },
      },
      async () => {
        const { freight } = await setFreight(0, { fee: 800, full: 200000, mile: 320, price: 2.5 });
        expect(freight.fee).toBe(800);
      },
    );
  });

  it('sets the package fee of an item', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser], GROUP_WITH_ITEMS],
        description: 'a package fee of an item',
        path: '/biz/qms/inventory/pkgfee/set',
        caller: 'user',
        body: { form: { id: itemId(), fee: number(120), flag: boolean(true) } },
      },
      async () => {
        const { info } = await setPackageFee(ITEM_ID, 120, true);
        expect(info.id).toBe(ITEM_ID);
      },
    );
  });

  it('switches the package fee and freight of a group on or off', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser], GROUP_WITH_ITEMS],
        description: 'an attribute switch of group 0',
        path: '/biz/qms/inventory/attr/set',
        caller: 'user',
        body: { form: { group: group(), package: boolean(true), freight: boolean(false) } },
      },
      async () => {
        const { attr } = await setAttr(0, { package: true, freight: false });
        expect(attr.package).toBe(true);
      },
    );
  });

  it('moves an item within its group', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser], GROUP_WITH_ITEMS],
        description: 'a move of an item to the first place',
        path: '/biz/qms/inventory/sort/set',
        caller: 'user',
        body: { form: { group: group(), id: itemId(), sort: integer(1) } },
      },
      async () => {
        const { infos } = await moveItem(0, ITEM_ID, 1);
        expect(infos[0]?.id).toBe(ITEM_ID);
      },
    );
  });

  it('sets the memo of items', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser], GROUP_WITH_ITEMS],
        description: 'a memo on an item',
        path: '/biz/qms/inventory/memo/set',
        caller: 'user',
        body: { form: { group: group(), ids: [itemId()], memo: string('含税含运') } },
      },
      async () => {
        const { infos } = await setItemsMemo(0, [ITEM_ID], '含税含运');
        expect(infos[0]?.memo).toBe('含税含运');
      },
    );
  });

  it('reads the totals of every group', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser], GROUP_WITH_ITEMS],
        description: 'a request for the group totals',
        path: '/biz/qms/inventory/summ',
        caller: 'user',
        body: { cond: { mode: integer(3), unit: integer(0), places: integer(2) } },
      },
      async () => {
        const { summs } = await api().post('/biz/qms/inventory/summ', { cond: { mode: 3, unit: 0, places: 2 } });
        expect(summs[0]?.group).toBe(0);
      },
    );
  });

  it('draws a quotation number', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser]],
        description: 'a request for a quotation number',
        path: '/biz/qms/inventory/rno/generate',
        caller: 'user',
        body: timestampBody(),
      },
      async () => {
        const { rno } = await api().post('/biz/qms/inventory/rno/generate', timestamped());
        expect(rno).toBe('BJ20261121001');
      },
    );
  });

  it('draws a serial number', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser]],
        description: 'a request for a serial number',
        path: '/biz/qms/inventory/sno/generate',
        caller: 'user',
        body: timestampBody(),
      },
      async () => {
        const { sno } = await api().post('/biz/qms/inventory/sno/generate', timestamped());
        expect(sno).toBe('S20261121001');
      },
    );
  });

  it('saves a contract', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser], GROUP_WITH_ITEMS, [STATE.customer, { taxno: '91320105MA1XYZ1234' }]],
        description: 'a save of a contract',
        path: '/biz/qms/inventory/contract/save',
        caller: 'user',
        body: {
          form: {
            addr: string('南京市建邺区江东中路 188 号'),
            demander: fromState('customerId', 'd40001'),
            memo: string(''),
            mode: integer(3),
            total: number(113905),
            weight: decimal(2915.5),
          },
        },
      },
      async () => {
        const { id } = await api().post('/biz/qms/inventory/contract/save', {
          form: {
            addr: '南京市建邺区江东中路 188 号',
            demander: 'd40001',
            memo: '',
            mode: 3,
            total: 113905,
            weight: 2915.5,
          },
        });
        expect(id).toBe('ct60001');
      },
    );
  });
});
