import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dropFirstReads } from '../api/first-reads';
import { paths } from '../config/paths';
import { preloadGroupItems } from '../entities/inventory/group-items-query';
import { prefetchHome } from '../features/home/utils/home-prefetch';
import { QuotationScreen } from '../features/real/components/quotation-screen';
import { fakeServer, type SentBody } from '../features/real/testing/fake-api';
import {
  giveListViewport,
  grantModules,
  QUOTE_USER_CODES,
  renderScreen,
  resetScreens,
  setPreferences,
} from '../features/real/testing/render-screen';
import { prefetchQuotationList } from '../features/real/utils/quotation-prefetch';
import { startFirstReads } from './first-reads';
import { ROUTE_PRELOAD_GLOBAL } from './route-preload-release';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('../api/app-client', async () => (await import('../features/real/testing/fake-api')).fakeAppClient);

const ITEM = {
  id: '7',
  cable: 'c-7',
  change: 0,
  count: '100',
  memo: '',
  model: 'YJV22',
  price: { base: 80, sale: 90, tax: 101.7 },
  prop: '',
  scope: '0.6/1kV',
  spec: '3×95+1×50',
  type: 1,
  name: '',
  sort: 0,
  sno: '',
  total: { base: 8000, sale: 9000, tax: 10170 },
};

/** Lets the fake server's answers and what they start run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

beforeEach(async () => {
  await resetScreens();
  giveListViewport();
  grantModules(QUOTE_USER_CODES);
  fakeServer.on('/biz/qms/inventory/summ', { summs: [] });
  fakeServer.on('/biz/cms/banner/data', { banners: [] });
  fakeServer.on('/biz/qms/inventory/list', (body: SentBody) => ({
    infos: body.cond?.group === 3 ? [ITEM] : [],
    page: { all: 1, num: 1, row: 1, sec: 1 },
  }));
});

describe("the entry's first reads (before the app's code has loaded)", () => {
  it('on /real/quotation signed in: conf/list, then the list of the group it names, each taken by the prefetch', async () => {
    setPreferences({ group: 3 });
    // index.html holds the route's code back until the list has its answer (route-preload-release.ts).
    const releaseRouteCode = vi.fn();
    Object.assign(globalThis, { [ROUTE_PRELOAD_GLOBAL]: releaseRouteCode });
    const firstRows = startFirstReads(paths.realQuotation, true);
    expect(releaseRouteCode).not.toHaveBeenCalled();
    // The route's code is asked for once the list has answered and the first rows are painted (here they are not:
    // there is no index.html stylesheet), and then the reads' answer settles.
    await firstRows;
    expect(releaseRouteCode).toHaveBeenCalled();
    Reflect.deleteProperty(globalThis, ROUTE_PRELOAD_GLOBAL);
    // Both left before any screen code ran.
    expect(fakeServer.sent('/biz/user/conf/list')).toHaveLength(1);
    expect(fakeServer.sent('/biz/qms/inventory/list')).toEqual([
      expect.objectContaining({ cond: { group: 3 }, page: expect.objectContaining({ num: 1 }) }),
    ]);

    await prefetchQuotationList();
    renderScreen(<QuotationScreen listHeight={600} />);
    expect(await screen.findByText('YJV22')).toBeInTheDocument();
    // The screen's revalidation on the next frame takes the same answers (see quotation-prefetch.test.tsx).
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(fakeServer.sent('/biz/user/conf/list')).toHaveLength(1);
    expect(fakeServer.sent('/biz/qms/inventory/list')).toHaveLength(1);
  });

  it('starts nothing for a signed-out user of /real/quotation, nor on a path without a prefetch', async () => {
    startFirstReads(paths.realQuotation, false);
    startFirstReads(paths.historical, true);
    startFirstReads(paths.realQuotes, true);
    await settle();
    expect(fakeServer.sent('/biz/user/conf/list')).toEqual([]);
    expect(fakeServer.sent('/biz/qms/inventory/list')).toEqual([]);
    expect(fakeServer.sent('/biz/cms/banner/data')).toEqual([]);
  });

  it("on /: the home page's banners, whoever opens it, taken by the home prefetch", async () => {
    startFirstReads(`${paths.home}`, false);
    await settle();
    expect(fakeServer.sent('/biz/cms/banner/data')).toHaveLength(1);
    await prefetchHome();
    expect(fakeServer.sent('/biz/cms/banner/data')).toHaveLength(1);
  });

  it('a read nobody took before dropFirstReads is asked for again by a later preload', async () => {
    setPreferences({ group: 3 });
    startFirstReads(`${paths.realQuotation}/`, true);
    await settle();
    expect(fakeServer.sent('/biz/qms/inventory/list')).toHaveLength(1);
    dropFirstReads();
    await preloadGroupItems(3);
    expect(fakeServer.sent('/biz/qms/inventory/list')).toHaveLength(2);
  });
});
