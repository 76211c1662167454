import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { api } from '../src/api/app-client';
import {
  customerIdByName,
  deleteCustomer,
  saveCustomer,
  setDefaultCustomer,
} from '../src/entities/customers/customers-api';
import { deleteHistory, recalcHistory } from '../src/features/historical/api/history-api';
import { createPact, fromState, STATE, verifyJsonCall } from './support/pact';

const { integer, string } = MatchersV3;
const pact = createPact();

const TAXNO = '91320105MA1XYZ1234';
const CUSTOMER_NAME = '江苏恒远建设工程有限公司';
const CUSTOMER = [STATE.customer, { taxno: TAXNO }] as const;
const customerId = () => fromState('customerId', 'd40001');
const historyId = () => fromState('historyId', 'h50001');

describe('customers', () => {
  it('creates a customer', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser]],
        description: 'a save of a new customer',
        path: '/biz/qms/demander/save',
        caller: 'user',
        body: {
          form: {
            name: string(CUSTOMER_NAME),
            leader: string('李明'),
            linkman: string('王芳'),
            phone: string('13800138000'),
            address: string('江苏省南京市建邺区江东中路 188 号'),
            taxno: string(TAXNO),
            bank: {
              account: string(CUSTOMER_NAME),
              name: string('中国工商银行南京建邺支行'),
              no: string('4301012309100123456'),
            },
          },
        },
      },
      async () => {
        const { demander } = await saveCustomer({
          name: CUSTOMER_NAME,
          leader: '李明',
          linkman: '王芳',
          phone: '13800138000',
          address: '江苏省南京市建邺区江东中路 188 号',
          taxno: TAXNO,
          bank: { account: CUSTOMER_NAME, name: '中国工商银行南京建邺支行', no: '4301012309100123456' },
        });
        expect(demander.taxno).toBe(TAXNO);
      },
    );
  });

  it('finds a customer by name', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser], CUSTOMER],
        description: 'a search of customers by name',
        path: '/biz/qms/demander/list',
        caller: 'user',
        body: { cond: { name: string(CUSTOMER_NAME) }, page: { len: integer(20), num: integer(1) } },
      },
      async () => {
        expect(await customerIdByName(CUSTOMER_NAME)).toBe('d40001');
      },
    );
  });

  it('deletes a customer', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser], CUSTOMER],
        description: 'a delete of a customer',
        path: '/biz/qms/demander/delete',
        caller: 'user',
        body: { form: { ids: [customerId()] } },
      },
      async () => {
        const { ids } = await deleteCustomer('d40001');
        expect(ids).toEqual(['d40001']);
      },
    );
  });

  it('makes a customer the default', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser], CUSTOMER],
        description: 'a default switch to a customer',
        path: '/biz/qms/demander/default/set',
        caller: 'user',
        body: { form: { id: customerId() } },
      },
      async () => {
        const { demander } = await setDefaultCustomer('d40001');
        expect(demander.default).toBe(true);
      },
    );
  });
});

describe('history', () => {
  it('lists saved quotations, newest first', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser], [STATE.savedQuotation]],
        description: 'a list of saved quotations',
        path: '/biz/qms/history/list',
        caller: 'user',
        body: { cond: {}, page: { len: integer(20), num: integer(1) } },
      },
      async () => {
        const { historys, page } = await api().post('/biz/qms/history/list', { cond: {}, page: { len: 20, num: 1 } });
        expect(historys[0]?.id).toBe('h50001');
        expect(page.row).toBeGreaterThan(0);
      },
    );
  });

  it('reads the detail of a saved quotation', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser], [STATE.savedQuotation]],
        description: 'a request for the detail of a saved quotation',
        path: '/biz/qms/history/detail',
        caller: 'user',
        body: { cond: { id: historyId() } },
      },
      async () => {
        const detail = await api().post('/biz/qms/history/detail', { cond: { id: 'h50001' } });
        expect(detail.infos.length).toBeGreaterThan(0);
      },
    );
  });

  it('re-quotes a saved quotation into a group', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser], [STATE.savedQuotation]],
        description: 'a re-quote of a saved quotation into group 1',
        path: '/biz/qms/history/recalc',
        caller: 'user',
        body: { form: { id: historyId(), group: integer(1) } },
      },
      async () => {
        const result = await recalcHistory('h50001', 1);
        expect(result.group).toBe(1);
      },
    );
  });

  it('deletes a saved quotation', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser], [STATE.savedQuotation]],
        description: 'a delete of a saved quotation',
        path: '/biz/qms/history/delete',
        caller: 'user',
        body: { form: { ids: [historyId()] } },
      },
      async () => {
        const { ids } = await deleteHistory('h50001');
        expect(ids).toEqual(['h50001']);
      },
    );
  });
});
