import type { Banner } from '@cable/contracts';
import { type AppPath, paths } from '../../../config/paths';

/** Where a click on a banner leads, or undefined when the banner is only a picture. */
export type BannerTarget = { kind: 'page'; path: string; public: boolean } | { kind: 'external'; href: string };

/** Spec section 6: logged-out visitors see only home, Book and Hualification. */
const LOGGED_OUT_PAGES: ReadonlySet<string> = new Set<AppPath>([paths.home, paths.book, paths.hualification]);
const APP_PAGES: ReadonlySet<string> = new Set<string>(Object.values(paths));

/**
 * The article a banner names. The CMS stores either the bare id or the article call with its id in the query
 * (/biz/cms/article/detail?id=1); either way only the id travels to the article page.
 */
export function articleIdOf(param: string): string | undefined {
  const text = param.trim();
  if (text === '') return undefined;
  const query = text.indexOf('?');
  if (query < 0) return text.includes('/') ? undefined : text;
  const id = new URLSearchParams(text.slice(query + 1)).get('id');
  return id?.trim() ? id.trim() : undefined;
}

/**
 * An action's target. An address starting with one slash is a page of this app (a banner "检测报告 在线查阅" opens
 * /book); other addresses open in a new window.
 */
export function bannerTarget(action: Banner['action']): BannerTarget | undefined {
  const param = action.param.trim();
  switch (action.type) {
    case 'article': {
      const id = articleIdOf(param);
      return id ? { kind: 'page', path: `${paths.article}?${new URLSearchParams({ id })}`, public: false } : undefined;
    }
    case 'product':
      return { kind: 'page', path: paths.product, public: false };
    case 'url': {
      if (param.startsWith('/') && !param.startsWith('//')) {
        const path = param.split(/[?#]/)[0]!.toLowerCase();
        return APP_PAGES.has(path) ? { kind: 'page', path: param, public: LOGGED_OUT_PAGES.has(path) } : undefined;
      }
      return /^https?:\/\//i.test(param) ? { kind: 'external', href: param } : undefined;
    }
    default:
      return undefined;
  }
}
