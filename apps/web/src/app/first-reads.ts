import { api } from '../api/app-client';
import { startFirstRead } from '../api/first-reads';
import { apiQueryKey, timestamped } from '../api/query-key';
import { paths } from '../config/paths';
import { groupItemsKey } from '../entities/inventory/group-items-key';
import { fetchWholeGroup } from '../entities/inventory/inventory-api';
import { HOME_BANNERS_BODY, HOME_BANNERS_PATH } from '../features/home/utils/home-banners';
import { CONF_LIST, quotePreferencesOf } from '../lib/quote-preferences';
import { type Lang, readToken } from '../lib/storage';
import { routePathOf } from './route-path';
import { releaseRoutePreload } from './route-preload-release';

/**
 * The reads of the first route's prefetch (routes.ts: prefetchHome, prefetchQuotationList), started by the entry as
 * soon as startup has configured the API client, before React, antd and the app's code have loaded and run (on a cold
 * load about 180 ms of main-thread work, during which conf/list's answer used to wait to send the inventory list's
 * request). The same calls, in the same order and under the same conditions as the prefetch makes them: the home
 * page's banners for whoever opens it; for a signed-in user of the quotation list, conf/list and then the items of the
 * group it names. The prefetch takes their answers when it runs (api/first-reads.ts); any other path starts nothing
 * here and its screen reads as before. On the quotation list, the list's first rows are painted from the answers
 * (first-rows.ts); the answer settles once they are painted or will not be, and at once on any other path.
 */
export function startFirstReads(
  pathname: string,
  signedIn = readToken() !== undefined,
  lang: Lang = 'zh-cn',
): Promise<void> {
  const path = routePathOf(pathname);
  if (path === paths.home) {
    startFirstRead(apiQueryKey(HOME_BANNERS_PATH, HOME_BANNERS_BODY), () =>
      api().post(HOME_BANNERS_PATH, HOME_BANNERS_BODY),
    );
  } else if (path === paths.realQuotation.toLowerCase() && signedIn) {
    const preferencesRead = startFirstRead(apiQueryKey(CONF_LIST, timestamped), () =>
      api().post(CONF_LIST, timestamped()),
    );
    // The first rows' painter (first-rows.ts) is a small chunk of its own: asked for behind conf/list, it is there
    // before the list.
    const painter = import('./first-rows');
    painter.catch(() => undefined);
    // The route's code is preloaded once the list has its answer and the first rows are painted (or will not be:
    // route-preload-release.ts), or when the app mounts.
    return preferencesRead.then(
      (answer) => {
        const preferences = quotePreferencesOf(answer.confs);
        const list = startFirstRead(groupItemsKey(preferences.group), () => fetchWholeGroup(preferences.group));
        painter.then((module) => module.prepareFirstRows(preferences)).catch(() => undefined);
        // The list's first screenful is painted as soon as it is there, before the app's code has run (first-rows.ts),
        // and the route's code is asked for right after that (its ~35 requests and their handling no longer in the
        // painting's task).
        const painted = painter
          .then((module) => module.paintFirstRowsOf(list, preferences, lang))
          .catch(() => undefined);
        return Promise.allSettled([list, painted]).then(() => releaseRoutePreload());
      },
      () => releaseRoutePreload(),
    );
  }
  return Promise.resolve();
}
