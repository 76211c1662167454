import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApiServer } from '../../../testing/fake-api-server';
import { renderScreen, resetApiState } from '../../../testing/render-with-shared-cache';
import { useQuoteView } from '../hooks/use-quote-view';
import { QuoteViewControls } from './quote-view-controls';

vi.mock('../../../api/app-client', async () => (await import('../../../testing/fake-api-server')).fakeAppClientModule);

function Controls() {
  return <QuoteViewControls view={useQuoteView()} />;
}

function answer(savedMode: number, rights: string[]) {
  fakeApiServer.on('/biz/user/conf/list', { confs: [{ key: 'qms.price.mode', type: 2, value: savedMode }] });
  fakeApiServer.on('/pub/sys/data/user/modules', {
    modules: rights.map((code, index) => ({
      id: String(index + 1),
      parent: '0',
      code,
      name: code,
      enable: true,
      scope: 2,
      sort: index,
      type: 3,
      children: [],
    })),
  });
}

beforeEach(async () => {
  await resetApiState();
});

describe('price type of the quotation screens', { timeout: 30_000 }, () => {
  it('a saved cost price the user may not see is never replaced silently: the screen says what it shows', async () => {
    answer(1, ['PriceAuthSale', 'PriceAuthTax']);
    renderScreen(<Controls />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      '报价设置中的“成本价”不在您的价格权限内，此处按“销售价”显示',
    );
  });

  it('a saved mode within the rights shows no notice', async () => {
    answer(2, ['PriceAuthSale', 'PriceAuthTax']);
    renderScreen(<Controls />, { lang: 'en' });
    expect(await screen.findByText('Sale (ex. tax)')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
