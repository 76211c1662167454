import { preloadApiQuery } from '../../../api/swr';
import { HOME_BANNERS_BODY, HOME_BANNERS_PATH } from './home-banners';

export { HOME_BANNERS_BODY, HOME_BANNERS_PATH };

/**
 * The home page's banners, asked for as the router starts on a first visit of / (signed in or not), so that the
 * request leaves with startup instead of after the page's code has loaded and rendered.
 */
export function prefetchHome(): Promise<unknown> {
  return preloadApiQuery(HOME_BANNERS_PATH, HOME_BANNERS_BODY);
}
