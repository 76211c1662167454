import type { Article, Banner, DocCata, DocFile } from '@cable/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildRoutesApp, call, ok, signIn, type TestApp } from './api-calls';

let test: TestApp;
beforeEach(async () => {
  test = await buildRoutesApp();
});
afterEach(async () => {
  await test.app.close();
});

interface PageResult {
  all: number;
  num: number;
  row: number;
  sec: number;
}

describe('banners', () => {
  it('answers the home carousel: tag WEB_INDEX_1, at most size, in sort order', async () => {
    const { banners } = ok(
      await call<{ banners: Banner[] }>(test, '/biz/cms/banner/data', { cond: { size: 9, tags: ['WEB_INDEX_1'] } }),
    );
    expect(banners).toHaveLength(9);
    expect(banners.every((banner) => banner.tag === 'WEB_INDEX_1')).toBe(true);
    expect(banners.map((banner) => banner.sort)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(banners[0]).toMatchObject({ image: '/files/images/banner-1.svg', action: { type: 'article' } });
    expect(banners[1]!.action).toEqual({ type: 'none', param: '' });
    // 检测报告 在线查阅 opens the test reports page of the app.
    expect(banners[8]).toMatchObject({ title: '检测报告 在线查阅', action: { type: 'url', param: '/book' } });
    const both = ok(
      await call<{ banners: Banner[] }>(test, '/biz/cms/banner/data', { cond: { tags: ['MINI_INDEX_1', 'NONE'] } }),
    );
    expect(both.banners.map((banner) => banner.title)).toEqual(['小程序首页推荐']);
  });

  it('refuses a request without tags', async () => {
    const answer = await call(test, '/biz/cms/banner/data', { cond: { size: 9, tags: [] } });
    expect(answer.stat).toMatchObject({ err: 1001, msg: expect.stringContaining('tags') });
  });
});

describe('documents', () => {
  it('lists test-report categories with counts and the files of one category, addressed under /files/', async () => {
    const data = ok(
      await call<{ catas: DocCata[]; docs: DocFile[]; page: PageResult }>(test, '/biz/cms/doc/file/data', {
        cond: { type: 2, cata: 'power' },
        page: { len: 100, num: 1 },
      }),
    );
    expect(data.catas.map((cata) => [cata.code, cata.count])).toEqual([
      ['power', 3],
      ['wire', 1],
      ['control', 1],
    ]);
    expect(data.docs.map((doc) => doc.name)).toEqual([
      'YJV-0.6/1kV 型式试验报告',
      'YJV22-8.7/15kV 型式试验报告',
      'ZR-YJV 阻燃性能检测报告',
    ]);
    expect(data.docs.every((doc) => doc.cata === 'power' && doc.addr.startsWith('/files/docs/'))).toBe(true);
    expect(data.page).toMatchObject({ all: 1, num: 1, row: 3 });
    const pdf = await test.app.inject({ method: 'GET', url: data.docs[0]!.addr });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('gives credential categories a cover, a page count and an update time, paged by the request', async () => {
    const data = ok(
      await call<{ catas: DocCata[]; docs: DocFile[]; page: PageResult }>(test, '/biz/cms/doc/file/data', {
        cond: { type: 1 },
        page: { len: 4, num: 2 },
      }),
    );
    expect(data.catas.find((cata) => cata.code === 'ccc')).toMatchObject({
      name: 'CCC认证',
      cover: '/files/images/ccc-1.svg',
      count: 4,
    });
    expect(data.catas.find((cata) => cata.code === 'license')?.count).toBe(3);
    expect(data.page).toMatchObject({ all: 4, num: 2, row: 14 });
    expect(data.docs).toHaveLength(4);
  });

  it("a credential card's page count is the number of pages the viewer gets for it", async () => {
    const { catas } = ok(await call<{ catas: DocCata[] }>(test, '/biz/cms/doc/file/data', { cond: { type: 1 } }));
    expect(catas.map((cata) => [cata.name, cata.count])).toEqual([
      ['营业执照', 3],
      ['生产许可证', 3],
      ['CCC认证', 4],
      ['体系认证', 4],
    ]);
    for (const cata of catas) {
      const { docs } = ok(
        await call<{ docs: DocFile[] }>(test, '/biz/cms/doc/file/data', {
          cond: { type: 1, cata: cata.code },
          page: { len: 100, num: 1 },
        }),
      );
      expect(docs.map((doc) => doc.addr)).toHaveLength(cata.count!);
      expect(new Set(docs.map((doc) => doc.addr)).size, `${cata.name}: every page is its own image`).toBe(cata.count);
    }
  });

  it('refuses an unknown category and a type other than 1 or 2', async () => {
    const unknown = await call(test, '/biz/cms/doc/file/data', { cond: { type: 2, cata: 'nope' } });
    expect(unknown.stat).toMatchObject({ err: 1031, msg: expect.stringContaining('nope') });
    expect((await call(test, '/biz/cms/doc/file/data', { cond: { type: 3 } })).stat.err).toBe(1001);
  });
});

describe('articles and products', () => {
  it('answers an article and counts the visit', async () => {
    const first = ok(await call<{ article: Article }>(test, '/biz/cms/article/detail', { cond: { id: '1' } })).article;
    expect(first).toMatchObject({ id: '1', title: '如何根据负载电流选择电缆截面', cata: { code: 'guide' } });
    const second = ok(await call<{ article: Article }>(test, '/biz/cms/article/detail', { cond: { id: '1' } })).article;
    expect(second.visit).toBe(first.visit + 1);
  });

  it('refuses an unknown article with 1031', async () => {
    const answer = await call(test, '/biz/cms/article/detail', { cond: { id: '999' } });
    expect(answer.stat).toMatchObject({ err: 1031, msg: '文章 999 不存在' });
    const english = await call(test, '/biz/cms/article/detail', { cond: { id: '999' } }, { lang: 'en' });
    expect(english.stat.msg).toBe('No article 999');
  });

  it('answers the product catalogue, whole or by category', async () => {
    const all = ok(
      await call<{ catas: { id: string }[]; products: { cata: string }[] }>(test, '/biz/cms/product/data', {
        timestamp: test.clock.now(),
      }),
    );
    expect(all.catas.map((cata) => cata.id)).toEqual(['1', '2', '3', '4']);
    expect(all.products).toHaveLength(9);
    const wires = ok(
      await call<{ products: { name: string; cata: string }[] }>(test, '/biz/cms/product/data', {
        cond: { cata: '2' },
      }),
    );
    expect(wires.products.map((product) => product.name)).toEqual(['BV 聚氯乙烯绝缘电线', 'RVV 聚氯乙烯护套软电缆']);
  });

  it('refuses an unknown product category', async () => {
    const answer = await call(test, '/biz/cms/product/data', { cond: { cata: '42' } });
    expect(answer.stat).toMatchObject({ err: 1031, msg: expect.stringContaining('42') });
  });
});

describe('notices', () => {
  it('pages notices newest first with the page size of the request; guests see only public ones', async () => {
    const guest = ok(
      await call<{ notices: { id: string }[]; page: PageResult }>(test, '/biz/cms/notice/list', {
        cond: { title: '' },
        page: { len: 8, num: 1 },
      }),
    );
    expect(guest.notices).toHaveLength(8);
    expect(guest.page).toMatchObject({ num: 1, row: 17, all: 3 });
    const session = signIn(test.repos, 'quote');
    const member = ok(
      await call<{ notices: { id: string }[]; page: PageResult }>(
        test,
        '/biz/cms/notice/list',
        { cond: {}, page: { len: 8, num: 1 } },
        { session },
      ),
    );
    expect(member.page.row).toBe(22);
    expect(member.notices[0]!.id).toBe('1');
  });

  it('filters by title and scope', async () => {
    const session = signIn(test.repos, 'quote');
    const byTitle = ok(
      await call<{ notices: { title: string }[] }>(test, '/biz/cms/notice/list', { cond: { title: '铜价' } }),
    );
    expect(byTitle.notices.map((notice) => notice.title)).toEqual(['11月21日铜价上调320元/吨，报价已同步更新']);
    const signedInOnly = ok(
      await call<{ notices: { id: string }[] }>(test, '/biz/cms/notice/list', { cond: { scope: 2 } }, { session }),
    );
    expect(signedInOnly.notices.map((notice) => notice.id)).toEqual(['4', '8', '12', '16', '20']);
  });

  it('refuses a page length of 0', async () => {
    const answer = await call(test, '/biz/cms/notice/list', { cond: {}, page: { len: 0, num: 1 } });
    expect(answer.stat).toMatchObject({ err: 1001, msg: expect.stringContaining('len') });
  });
});
