import { BANNER_SIZE, BANNER_TAG_HOME } from '../../../config/constants';

/**
 * The home page's banner read: its one declaration, used by the page, by its prefetch and by the entry's first reads
 * (app/first-reads.ts; hence free of React and SWR).
 */
export const HOME_BANNERS_PATH = '/biz/cms/banner/data';
export const HOME_BANNERS_BODY = { cond: { size: BANNER_SIZE, tags: [BANNER_TAG_HOME] } };
