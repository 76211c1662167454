import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

/** The screen's mode beside the switch, and a button that changes it the way a saved preference or a right does. */
function ScreenWithMode() {
  const view = useQuoteView();
  return (
    <>
      <QuoteViewControls view={view} />
      <output aria-label="screen mode">{view.mode}</output>
      <button type="button" onClick={() => view.setMode(3)}>
        from outside
      </button>
    </>
  );
}

describe('the price-type switch', { timeout: 30_000 }, () => {
  const shown = () => document.querySelector('.ant-select-content')?.textContent ?? '';

  it('shows the picked mode and sets the screen to it; a mode set another way is shown too', async () => {
    answer(2, ['PriceAuthBase', 'PriceAuthSale', 'PriceAuthTax']);
    renderScreen(<ScreenWithMode />);
    await waitFor(() => expect(screen.getByLabelText('screen mode')).toHaveTextContent('2'));
    expect(shown()).toBe('销售价');

    await userEvent.click(screen.getByRole('combobox', { name: '价格类型' }));
    await userEvent.click(await screen.findByTitle('成本价'));
    await waitFor(() => expect(screen.getByLabelText('screen mode')).toHaveTextContent('1'));
    expect(shown()).toBe('成本价');

    await userEvent.click(screen.getByRole('button', { name: 'from outside' }));
    await waitFor(() => expect(shown()).toBe('含税价'));
    expect(screen.getByLabelText('screen mode')).toHaveTextContent('3');
  });
});
