import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { api } from '../src/api/app-client';
import { BANNER_SIZE, BANNER_TAG_HOME, BOOK_PAGE_LENGTH, DOC_TYPE, NOTICE_PAGE_SIZE } from '../src/config/constants';
import { createPact, fromState, STATE, verifyJsonCall } from './support/pact';

const { eachLike, integer, string } = MatchersV3;
const pact = createPact();

/** The content pages read through SWR hooks; the body here is the one each hook sends. */
describe('content', () => {
  it('reads the home page banners', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.guest]],
        description: 'a request for the home page banners',
        path: '/biz/cms/banner/data',
        caller: 'guest',
        body: { cond: { size: integer(BANNER_SIZE), tags: eachLike(string(BANNER_TAG_HOME)) } },
      },
      async () => {
        const { banners } = await api().post('/biz/cms/banner/data', {
          cond: { size: BANNER_SIZE, tags: [BANNER_TAG_HOME] },
        });
        expect(banners[0]?.tag).toBe(BANNER_TAG_HOME);
      },
    );
  });

  it('lists the test reports of the book page', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.guest]],
        description: 'a request for the test report documents',
        path: '/biz/cms/doc/file/data',
        caller: 'guest',
        body: {
          cond: { type: integer(DOC_TYPE.testReport) },
          page: { len: integer(BOOK_PAGE_LENGTH), num: integer(1) },
        },
      },
      async () => {
        const { docs, catas } = await api().post('/biz/cms/doc/file/data', {
          cond: { type: DOC_TYPE.testReport },
          page: { len: BOOK_PAGE_LENGTH, num: 1 },
        });
        expect(docs[0]?.addr).toBeTruthy();
        expect(catas.length).toBeGreaterThan(0);
      },
    );
  });

  it('reads an article', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.guest], [STATE.article]],
        description: 'a request for a published article',
        path: '/biz/cms/article/detail',
        caller: 'guest',
        body: { cond: { id: fromState('articleId', 'a1') } },
      },
      async () => {
        const { article } = await api().post('/biz/cms/article/detail', { cond: { id: 'a1' } });
        expect(article.title).toBe('铜价周评');
      },
    );
  });

  it('lists the products', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.guest]],
        description: 'a request for the products',
        path: '/biz/cms/product/data',
        caller: 'guest',
        body: { cond: {} },
      },
      async () => {
        const { products } = await api().post('/biz/cms/product/data', { cond: {} });
        expect(products[0]?.images.length).toBeGreaterThan(0);
      },
    );
  });

  it('lists the notices of the header', async () => {
    await verifyJsonCall(
      pact,
      {
        states: [[STATE.guest]],
        description: 'a request for the first page of notices',
        path: '/biz/cms/notice/list',
        caller: 'guest',
        body: { cond: { title: string('') }, page: { len: integer(NOTICE_PAGE_SIZE), num: integer(1) } },
      },
      async () => {
        const { notices } = await api().post('/biz/cms/notice/list', {
          cond: { title: '' },
          page: { len: NOTICE_PAGE_SIZE, num: 1 },
        });
        expect(notices[0]?.title).toBeTruthy();
      },
    );
  });
});
