import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QuotationScreen } from '../components/quotation-screen';
import { fakeServer, type SentBody } from '../testing/fake-api';
import {
  giveListViewport,
  grantModules,
  QUOTE_USER_CODES,
  renderScreen,
  resetScreens,
  setPreferences,
} from '../testing/render-screen';
import { prefetchQuotationList } from './quotation-prefetch';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('../../../api/app-client', async () => (await import('../testing/fake-api')).fakeAppClient);

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

beforeEach(async () => {
  await resetScreens();
  giveListViewport();
  grantModules(QUOTE_USER_CODES);
  fakeServer.on('/biz/qms/inventory/summ', { summs: [] });
});

describe('the quotation list prefetch (/real/quotation as the first navigation)', () => {
  it('asks for the default group the preferences name, and the screen shows that answer without asking again', async () => {
    setPreferences({ group: 3 });
    fakeServer.on('/biz/qms/inventory/list', (body: SentBody) => ({
      infos: body.cond?.group === 3 ? [ITEM] : [],
      page: { all: 1, num: 1, row: 1, sec: 1 },
    }));
    await prefetchQuotationList();
    expect(fakeServer.sent('/biz/qms/inventory/list')).toEqual([
      expect.objectContaining({ cond: { group: 3 }, page: expect.objectContaining({ num: 1 }) }),
    ]);

    renderScreen(<QuotationScreen listHeight={600} />);
    expect(await screen.findByText('YJV22')).toBeInTheDocument();
    // Shown from the cache, the screen's reads revalidate on the next animation frame (SWR defers it for data it has):
    // they must take the prefetched answers then instead of asking again. Ended before that frame, the test would also
    // leave those answers in SWR's preload table, where the next test's prefetch of the same key took them without
    // asking (its list shown, no list request sent).
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(fakeServer.sent('/biz/qms/inventory/list')).toHaveLength(1);
    expect(fakeServer.sent('/biz/user/conf/list')).toHaveLength(1);
  });

  /** conf/list naming group 3, answered when the test says so. */
  function preferencesOnHold() {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    fakeServer.on('/biz/user/conf/list', async () => {
      await answered;
      return { confs: [{ key: 'qms.quotation.group', type: 2, value: 3 }] };
    });
    fakeServer.on('/biz/qms/inventory/list', (body: SentBody) => ({
      infos: body.cond?.group === 3 ? [ITEM] : [],
      page: { all: 1, num: 1, row: 1, sec: 1 },
    }));
    return answer;
  }

  it('reads the list once, for the group the preferences name, when the screen shows before they arrive', async () => {
    const answerPreferences = preferencesOnHold();
    const prefetched = prefetchQuotationList();
    renderScreen(<QuotationScreen listHeight={600} />);
    // The screen's second render (its controls) may put a new 加载中 in place of the first: wait for the one shown.
    await waitFor(() => expect(screen.getByText('加载中')).toBeInTheDocument());
    expect(fakeServer.sent('/biz/qms/inventory/list')).toEqual([]);

    answerPreferences();
    await prefetched;
    expect(await screen.findByText('YJV22')).toBeInTheDocument();
    expect(fakeServer.sent('/biz/qms/inventory/list')).toEqual([
      expect.objectContaining({ cond: { group: 3 }, page: expect.objectContaining({ num: 1 }) }),
    ]);
  });

  it('without the prefetch (a later navigation), the screen too waits for the preferences before its list', async () => {
    const answerPreferences = preferencesOnHold();
    renderScreen(<QuotationScreen listHeight={600} />);
    // The screen's second render (its controls) may put a new 加载中 in place of the first: wait for the one shown.
    await waitFor(() => expect(screen.getByText('加载中')).toBeInTheDocument());
    answerPreferences();
    expect(await screen.findByText('YJV22')).toBeInTheDocument();
    expect(fakeServer.sent('/biz/qms/inventory/list')).toEqual([expect.objectContaining({ cond: { group: 3 } })]);
    expect(fakeServer.sent('/biz/qms/inventory/summ')).toHaveLength(1);
  });
});
