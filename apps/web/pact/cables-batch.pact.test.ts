import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { api } from '../src/api/app-client';
import { deleteBatchRule, saveBatchRules, submitForReview } from '../src/api/batch-rules';
import { timestamped } from '../src/api/swr';
import { fetchCablePrices } from '../src/entities/cables/cables-api';
import { queryTextRows } from '../src/features/batch/api/batch-api';
import { clearApproval, restoreApprovedCable, submitApproval } from '../src/features/real/api/approval';
import { createPact, fromState, present, STATE, timestampBody, verifyJsonCall } from './support/pact';

const { decimal, eachLike, integer, number, string } = MatchersV3;
const pact = createPact();

const CABLE_ID = 'c20001';
const cableId = () => fromState('cableId', CABLE_ID);

describe('cables', () => {
  it('reads the cable catalogue of the quotation client', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser]],
        description: 'a request for the cable catalogue',
        path: '/biz/qms/cable/cata/list',
        caller: 'user',
        body: { cond: { source: integer(2) } },
      },
      async () => {
        const { catas } = await api().post('/biz/qms/cable/cata/list', { cond: { source: 2 } });
        expect(catas[0]?.props[0]?.models[0]?.structs.length).toBeGreaterThan(0);
      },
    );
  });

  it('searches cables of a category', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser]],
        description: 'a search of the cables of a category',
        path: '/biz/qms/cable/info/list',
        caller: 'user',
        body: {
          cond: { cata: fromState('cataId', 'k1'), unit: integer(0) },
          page: { len: integer(20), num: integer(1) },
        },
      },
      async () => {
        const { cables, page } = await api().post('/biz/qms/cable/info/list', {
          cond: { cata: 'k1', unit: 0 },
          page: { len: 20, num: 1 },
        });
        expect(cables[0]?.id).toBe(CABLE_ID);
        expect(page.num).toBe(1);
      },
    );
  });

  it('reads the detail of a cable with its inspection reports', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser], [STATE.cableReport]],
        description: 'a request for the detail of a cable with a report',
        path: '/biz/qms/cable/info/detail',
        caller: 'user',
        body: { cond: { id: cableId() } },
      },
      async () => {
        const { cable } = await api().post('/biz/qms/cable/info/detail', { cond: { id: CABLE_ID } });
        expect(cable.reports[0]?.result.length).toBeGreaterThan(0);
      },
    );
  });

  it('reprices cables', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser]],
        description: 'a request for current cable prices',
        path: '/biz/qms/cable/info/price',
        caller: 'user',
        body: { cond: { ids: [cableId()], unit: integer(0) } },
        data: { cables: [{ id: CABLE_ID, new: false, price: { base: 182.35, sale: 201.6, tax: present(227.81) } }] },
      },
      async () => {
        const [price] = await fetchCablePrices([CABLE_ID], 0);
        expect(price?.price.tax).toBeGreaterThan(0);
      },
    );
  });

  it('stores the inspection report of a cable', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser]],
        description: 'an update of the inspection report of a cable',
        path: '/biz/qms/cable/info/report/update',
        caller: 'user',
        body: { form: { id: cableId(), reports: [{ id: cableId(), result: eachLike(string('导体电阻 合格')) }] } },
      },
      async () => {
        const result = await api().post('/biz/qms/cable/info/report/update', {
          form: { id: CABLE_ID, reports: [{ id: CABLE_ID, result: ['导体电阻 合格'] }] },
        });
        expect(result.reports[0]?.result).toEqual(['导体电阻 合格']);
      },
    );
  });

  it('clears the inspection report of a cable', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser], [STATE.cableReport]],
        description: 'a clear of the inspection report of a cable',
        path: '/biz/qms/cable/info/report/clear',
        caller: 'user',
        body: { form: { id: cableId() } },
      },
      async () => {
        const result = await api().post('/biz/qms/cable/info/report/clear', { form: { id: CABLE_ID } });
        expect(result.reports).toEqual([]);
      },
    );
  });
});

describe('approval (pricing check)', () => {
  const changed = { cable: present({ id: CABLE_ID, new: true, model: 'YJV22', spec: '3×95+1×50' }), origin: CABLE_ID };

  it('changes the auxiliary parameters of a cable', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.approver]],
        description: 'a change of the auxiliary parameters of a cable',
        path: '/biz/qms/approve/cable/auxiliary/change',
        caller: 'user',
        body: {
          form: {
            did: cableId(),
            density: decimal(1.38),
            thickness: decimal(1.6),
            consume: decimal(1.02),
            price: number(9800),
          },
        },
        data: changed,
      },
      async () => {
        const result = await submitApproval('auxiliary', {
          did: CABLE_ID,
          density: 1.38,
          thickness: 1.6,
          consume: 1.02,
          price: 9800,
        });
        expect(result.origin).toBe(CABLE_ID);
      },
    );
  });

  it('changes the category parameters of a cable', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.approver]],
        description: 'a change of the category parameters of a cable',
        path: '/biz/qms/approve/cable/cata/change',
        caller: 'user',
        body: { form: { did: cableId(), nht: decimal(1.05), bzmd: decimal(0.95) } },
        data: changed,
      },
      async () => {
        const result = await submitApproval('cata', { did: CABLE_ID, nht: 1.05, bzmd: 0.95 });
        expect(result.origin).toBe(CABLE_ID);
      },
    );
  });

  it('changes the conductor parameters of a cable', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.approver]],
        description: 'a change of the conductor parameters of a cable',
        path: '/biz/qms/approve/cable/conductor/change',
        caller: 'user',
        body: { form: { did: cableId(), density: decimal(8.89), area: number(95), consume: decimal(1.01) } },
        data: changed,
      },
      async () => {
        const result = await submitApproval('conductor', { did: CABLE_ID, density: 8.89, area: 95, consume: 1.01 });
        expect(result.origin).toBe(CABLE_ID);
      },
    );
  });

  it('restores the original parameters of a cable', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.approver], [STATE.approvedCable]],
        description: 'a restore of a cable with approved changes',
        path: '/biz/qms/approve/cable/restore',
        caller: 'user',
        body: { form: { origin: cableId(), id: cableId() } },
      },
      async () => {
        const result = await restoreApprovedCable(CABLE_ID, CABLE_ID);
        expect(result.cable.new).toBe(false);
      },
    );
  });

  it("deletes a cable's pricing-check record", async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.approver], [STATE.approvedCable]],
        description: 'a clear of the pricing-check record of a cable',
        path: '/biz/qms/approve/cable/clear',
        caller: 'user',
        body: { form: { id: cableId() } },
        data: { id: CABLE_ID },
      },
      async () => {
        const { id } = await clearApproval(CABLE_ID);
        expect(id).toBe(CABLE_ID);
      },
    );
  });
});

describe('batch', () => {
  const KEYWORDS = { index: 0, name: '', scope: '0.6/1kV', model: 'YJV22', prop: '', spec: '3×95+1×50' };

  it('matches typed rows against the catalogue', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser]],
        description: 'a batch query of one typed row',
        path: '/biz/qms/batch/cable/query',
        caller: 'user',
        body: {
          cond: {
            keywords: [
              {
                index: integer(0),
                name: string(''),
                scope: string('0.6/1kV'),
                model: string('YJV22'),
                prop: string(''),
                spec: string('3×95+1×50'),
              },
            ],
            unit: integer(0),
          },
        },
      },
      async () => {
        const result = await queryTextRows(
          [{ raw: 'YJV22 0.6/1kV 3×95+1×50 500', keywords: KEYWORDS, count: '500' }],
          0,
        );
        expect(result.results[0]?.infos[0]?.id).toBe(CABLE_ID);
      },
    );
  });

  it('saves precise matching rules', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser]],
        description: 'a save of a precise matching rule',
        path: '/biz/qms/batch/accurate/rule/save',
        caller: 'user',
        body: { form: { rules: [{ cable: cableId(), matches: eachLike(string('YJV22-3*95+1*50')) }] } },
        data: {
          rules: [{ cable: CABLE_ID, matches: ['YJV22-3*95+1*50'] }],
          cables: [{ id: CABLE_ID, model: 'YJV22', scope: '0.6/1kV', spec: '3×95+1×50' }],
        },
      },
      async () => {
        const { rules, cables } = await saveBatchRules([{ cable: CABLE_ID, matches: ['YJV22-3*95+1*50'] }]);
        expect(rules[0]?.cable).toBe(CABLE_ID);
        expect(cables[0]?.model).toBe('YJV22');
      },
    );
  });

  it("reads the user's rules by saving none", async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser], [STATE.batchRule]],
        description: 'a save of no rules, which reads the saved ones',
        path: '/biz/qms/batch/accurate/rule/save',
        caller: 'user',
        body: { form: { rules: [] } },
        data: {
          rules: [{ cable: CABLE_ID, matches: ['YJV22-3*95+1*50'] }],
          cables: [{ id: CABLE_ID, model: 'YJV22', scope: '0.6/1kV', spec: '3×95+1×50' }],
        },
      },
      async () => {
        const { rules } = await api().post('/biz/qms/batch/accurate/rule/save', { form: { rules: [] } });
        expect(rules[0]?.matches).toContain('YJV22-3*95+1*50');
      },
    );
  });

  it('deletes a rule by saving it without texts', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser], [STATE.batchRule]],
        description: 'a save of a rule without texts, which deletes it',
        path: '/biz/qms/batch/accurate/rule/save',
        caller: 'user',
        body: { form: { rules: [{ cable: cableId(), matches: [] }] } },
        data: { rules: [], cables: [] },
      },
      async () => {
        const { rules } = await deleteBatchRule(CABLE_ID);
        expect(rules).toEqual([]);
      },
    );
  });

  it('submits unmatched texts for review', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser]],
        description: 'a submission of an unmatched text for review',
        path: '/biz/qms/batch/accurate/rule/submit',
        caller: 'user',
        body: { form: { rules: eachLike(string('ZR-YJV22 8.7/15kV 3×240')) } },
      },
      async () => {
        const result = await submitForReview(['ZR-YJV22 8.7/15kV 3×240']);
        expect(result.pending).toBeGreaterThan(0);
      },
    );
  });

  it("reads today's batch usage", async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser]],
        description: "a request for today's batch usage",
        path: '/biz/qms/batch/usage/state',
        caller: 'user',
        body: timestampBody(),
      },
      async () => {
        const usage = await api().post('/biz/qms/batch/usage/state', timestamped());
        expect(usage.limit).toBeGreaterThanOrEqual(usage.used);
      },
    );
  });
});
