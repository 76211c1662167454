import type { Banner, DocCata } from '@cable/contracts';
import type { BannerRecord, DocRecord } from '../../fixtures/content';
import { ApiError } from '../api-error';
import type { HandlerMap } from '../http/handler';
import { toUnixSeconds } from '../store/clock';
import { pageOf } from '../store/paging';
import { cloneState } from '../store/transaction';

/** Spec section 9: the home carousel asks for 9 banners; a request without size gets as many. */
export const DEFAULT_BANNER_COUNT = 9;

/** Notice scopes: 1 everyone, 2 signed-in users only. */
const SIGNED_IN_NOTICE_SCOPE = 2;

/** What a click on a banner does: the fixtures store 0 nothing and 1 open the article named by param. */
const BANNER_ACTIONS: Record<number, string> = { 0: 'none', 1: 'article' };

function bannerOf(record: BannerRecord): Banner {
  return {
    title: record.title,
    image: record.image,
    sort: record.sort,
    tag: record.tag,
    visit: record.visit,
    action: { type: BANNER_ACTIONS[record.action.type] ?? 'url', param: record.action.param },
  };
}

/** A category card: credentials count their page images, reports and sheets their files. */
function docCataOf(code: string, name: string, docs: readonly DocRecord[]): DocCata {
  const cata: DocCata = { code, name, count: docs.reduce((sum, doc) => sum + Math.max(1, doc.pages.length), 0) };
  const cover = docs.find((doc) => doc.cover)?.cover;
  if (cover) cata.cover = cover;
  if (docs.length > 0) cata.update = Math.max(...docs.map((doc) => doc.publish));
  return cata;
}

const docOrder = (left: DocRecord, right: DocRecord) =>
  Number(right.top) - Number(left.top) || left.sort - right.sort || Number(left.id) - Number(right.id);

export const contentHandlers: HandlerMap = {
  bannerData: ({ body, repos }) => {
    const tags = new Set(body.cond.tags);
    const banners = repos.store.state.content.banners
      .filter((banner) => tags.has(banner.tag))
      .sort((left, right) => left.sort - right.sort || Number(left.id) - Number(right.id))
      .slice(0, body.cond.size ?? DEFAULT_BANNER_COUNT);
    return { banners: banners.map(bannerOf) };
  },

  docFileData: ({ body, repos, clock }) => {
    const { cata: code, type } = body.cond;
    const { docCatas, docs } = repos.store.state.content;
    const catas = docCatas.filter((cata) => cata.type === type);
    const chosen = code === undefined || code === '' ? undefined : catas.find((cata) => cata.code === code);
    if (code && !chosen) {
      const known = catas.map((cata) => cata.code).join(', ');
      throw new ApiError('ResourceNotFound', {
        zh: `类型 ${type} 下没有分类 ${code}（可选：${known}）`,
        en: `No category ${code} among the type ${type} documents (the categories are ${known})`,
      });
    }
    const ofType = docs.filter((doc) => doc.type === type).sort(docOrder);
    const codeOf = new Map(catas.map((cata) => [cata.id, cata.code]));
    const listed = chosen ? ofType.filter((doc) => doc.cata === chosen.id) : ofType;
    const { rows, page } = pageOf(listed, body.page, toUnixSeconds(clock.now()), (doc) => doc.publish);
    return {
      catas: catas.map((cata) =>
        docCataOf(
          cata.code,
          cata.name,
          ofType.filter((doc) => doc.cata === cata.id),
        ),
      ),
      docs: rows.map((doc) => ({
        id: doc.id,
        name: doc.title,
        cata: codeOf.get(doc.cata) ?? doc.cata,
        publish: doc.publish,
        addr: doc.addr,
      })),
      page,
    };
  },

  articleDetail: ({ body, repos }) => {
    const { id } = body.cond;
    const index = repos.store.state.content.articles.findIndex((article) => article.id === id && article.show);
    if (index < 0) {
      throw new ApiError('ResourceNotFound', { zh: `文章 ${id} 不存在`, en: `No article ${id}` });
    }
    const article = repos.store.mutate((state) => {
      const record = state.content.articles[index]!;
      record.visit++;
      return cloneState(record);
    });
    return { article };
  },

  productData: ({ body, repos }) => {
    const { products } = repos.store.state.content;
    const catas = [...new Map(products.map((product) => [product.cata.id, product.cata])).values()];
    const wanted = body.cond?.cata;
    if (wanted && !catas.some((cata) => cata.id === wanted)) {
      const known = catas.map((cata) => `${cata.id} ${cata.name}`).join(', ');
      throw new ApiError('ResourceNotFound', {
        zh: `产品分类 ${wanted} 不存在（可选：${known}）`,
        en: `No product category ${wanted} (the categories are ${known})`,
      });
    }
    return {
      catas: catas.map((cata) => ({ ...cata })),
      products: products
        .filter((product) => !wanted || product.cata.id === wanted)
        .map((product) => ({ id: product.id, name: product.name, images: [...product.images], cata: product.cata.id })),
    };
  },

  noticeList: ({ body, repos, session, clock }) => {
    const { title, scope } = body.cond;
    const keyword = title?.trim() ?? '';
    const notices = repos.store.state.content.notices
      .filter((notice) => session !== null || notice.scope !== SIGNED_IN_NOTICE_SCOPE)
      .filter((notice) => scope === undefined || notice.scope === scope)
      .filter((notice) => !keyword || notice.title.includes(keyword))
      .sort((left, right) => right.publish - left.publish || Number(right.id) - Number(left.id));
    const { rows, page } = pageOf(notices, body.page, toUnixSeconds(clock.now()), (notice) => notice.publish);
    return { notices: rows.map((notice) => ({ id: notice.id, title: notice.title })), page };
  },
};
