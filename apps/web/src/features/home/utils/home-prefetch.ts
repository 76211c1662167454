import { preloadApiQuery } from '../../../api/swr';
import { BANNER_SIZE, BANNER_TAG_HOME } from '../../../config/constants';

/** The home page's banner read: its one declaration, used by the page and by its prefetch. */
export const HOME_BANNERS_PATH = '/biz/cms/banner/data';
export const HOME_BANNERS_BODY = { cond: { size: BANNER_SIZE, tags: [BANNER_TAG_HOME] } };

/**
 * The home page's banners, asked for as the router starts on a first visit of / (signed in or not), so that the
 * request leaves with startup instead of after the page's code has loaded and rendered.
 */
export function prefetchHome(): Promise<unknown> {
  return preloadApiQuery(HOME_BANNERS_PATH, HOME_BANNERS_BODY);
}
