import { duplicateCustomerMessage, ERROR_CODES, ErrorCode } from '@cable/contracts/errors';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it, vi } from 'vitest';
import { errorText } from '../src/api/error-catalogue';
import { ServerError } from '../src/api/errors';
import { saveCustomer } from '../src/entities/customers/customers-api';
import { fetchGroupItems } from '../src/entities/inventory/inventory-api';
import { createPact, type ErrorUiRecord, STATE, verifyJsonCall } from './support/pact';

const { integer, string } = MatchersV3;
const pact = createPact();

const TAXNO = '91320105MA1XYZ1234';
const CUSTOMER_NAME = '江苏恒远建设工程有限公司';

async function failure(run: () => Promise<unknown>): Promise<ServerError> {
  const error = await run().then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ServerError);
  return error as ServerError;
}

const reactions = (errors: ErrorUiRecord) => errors.calls.map((call) => call.kind);

/** The refusals of spec section 8 the app reacts to, and what its error catalogue does with each. */
describe('refusals the app handles', () => {
  it('15 login expired: forgets the user and goes to the root page', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser], [STATE.sessionExpired]],
        description: 'a list of group 0 with an expired session',
        path: '/biz/qms/inventory/list',
        caller: 'user',
        body: { cond: { group: integer(0) }, page: { len: integer(1000), num: integer(1) } },
        refusal: { err: ErrorCode.LoginExpired, msg: ERROR_CODES.LoginExpired.zh },
      },
      async ({ errors }) => {
        const error = await failure(() => fetchGroupItems(0));
        expect(error.code).toBe(15);
        await vi.waitFor(() => expect(reactions(errors)).toEqual(['clearUser', 'goRoot', 'confirm']));
        // The user is told why they were signed out, in their language, not just found on the root page.
        expect(errors.calls[2]?.args[0]).toEqual({ title: '已退出登录', content: errorText(error, 'zh') });
        expect(errors.calls[2]?.args[0]).toMatchObject({ content: expect.stringContaining('请重新登录') });
      },
    );
  });

  it('20 maintenance: confirms the maintenance notice, then goes to the root page', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser], [STATE.maintenance]],
        description: 'a list of group 0 during maintenance',
        path: '/biz/qms/inventory/list',
        caller: 'user',
        body: { cond: { group: integer(0) }, page: { len: integer(1000), num: integer(1) } },
        refusal: { err: ErrorCode.Maintenance, msg: ERROR_CODES.Maintenance.zh },
      },
      async ({ errors }) => {
        const error = await failure(() => fetchGroupItems(0));
        expect(error.code).toBe(20);
        await vi.waitFor(() => expect(reactions(errors)).toEqual(['confirm', 'goRoot']));
        expect(errors.calls[0]?.args[0]).toEqual({ title: 'error.title', content: '数据维护中，请稍后访问' });
      },
    );
  });

  it('71 duplicate customer: shows the message naming the customer, tax number and creator', async () => {
    const message = duplicateCustomerMessage('zh', CUSTOMER_NAME, TAXNO, '张伟');
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser], [STATE.customer, { taxno: TAXNO }]],
        description: 'a save of a customer whose tax number is taken',
        path: '/biz/qms/demander/save',
        caller: 'user',
        body: { form: { name: string(CUSTOMER_NAME), taxno: string(TAXNO) } },
        refusal: { err: ErrorCode.DuplicateCustomer, msg: message },
      },
      async ({ errors }) => {
        const error = await failure(() => saveCustomer({ name: CUSTOMER_NAME, taxno: TAXNO }));
        expect(error.code).toBe(71);
        await vi.waitFor(() => expect(reactions(errors)).toEqual(['errorDialog']));
        expect(errors.calls[0]?.args[0]).toEqual({ title: 'error.title', content: message });
      },
    );
  });

  it('1001 validation failed: shows the server message naming the field', async () => {
    // The mock server's own wording of this refusal (plugins/validation.ts): the field and the rule broken.
    const message = 'form.name：不能少于 1 个字符';
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser]],
        description: 'a save of a customer without a name',
        path: '/biz/qms/demander/save',
        caller: 'user',
        body: { form: { name: '', taxno: string(TAXNO) } },
        refusal: { err: ErrorCode.ValidationFailed, msg: message, status: ERROR_CODES.ValidationFailed.httpStatus },
      },
      async ({ errors }) => {
        const error = await failure(() => saveCustomer({ name: '', taxno: TAXNO }));
        expect(error.code).toBe(1001);
        await vi.waitFor(() => expect(reactions(errors)).toEqual(['errorDialog']));
        expect(errors.calls[0]?.args[0]).toEqual({ title: 'error.title', content: message });
      },
    );
  });

  it('1001 worded with internals (an API path): shows the catalogue text instead of the raw message', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.quoteUser]],
        description: 'a save of a customer without a name, refused with a developer message',
        path: '/biz/qms/demander/save',
        caller: 'user',
        body: { form: { name: '', taxno: string(TAXNO) } },
        refusal: {
          err: ErrorCode.ValidationFailed,
          msg: '/biz/qms/demander/save: /form/name must NOT have fewer than 1 characters',
          status: ERROR_CODES.ValidationFailed.httpStatus,
        },
      },
      async ({ errors }) => {
        const error = await failure(() => saveCustomer({ name: '', taxno: TAXNO }));
        await vi.waitFor(() => expect(reactions(errors)).toEqual(['errorDialog']));
        expect(errors.calls[0]?.args[0]).toEqual({
          title: 'error.title',
          content: '提交的内容不符合要求，请检查后重试',
        });
        expect(errorText(error, 'zh')).not.toContain('/biz');
      },
    );
  });
});
