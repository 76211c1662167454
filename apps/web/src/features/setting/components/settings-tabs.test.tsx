import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { fakeApiServer } from '../../../testing/fake-api-server';
import { renderScreen, resetApiState } from '../../../testing/render-with-shared-cache';
import { SettingsTabs } from './settings-tabs';

vi.mock('../../../api/app-client', async () => (await import('../../../testing/fake-api-server')).fakeAppClientModule);

function WhereAmI() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}|${JSON.stringify(location.state)}`}</output>;
}

beforeEach(async () => {
  await resetApiState();
  fakeApiServer.on('/biz/user/conf/list', { confs: [{ key: 'qms.price.places', type: 2, value: 2 }] });
});

describe('the settings tabs', { timeout: 60_000 }, () => {
  it('the format tab on /setting goes to the format route; /setting, still shown while that route loads, shows no format form of its own', async () => {
    // The app goes on showing the page it leaves until the next page's code has loaded (app/router.tsx).
    renderScreen(
      <>
        <SettingsTabs active="preferences" loadedPanes={{ preferences: <p>preferences pane</p> }} />
        <WhereAmI />
      </>,
      { path: paths.setting },
    );
    await userEvent.click(screen.getByRole('tab', { name: '格式设置' }));
    expect(screen.getByLabelText('location')).toHaveTextContent(`${paths.settingIndexGeshi}|null`);
    expect(screen.getByRole('tab', { name: '格式设置' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByText('preferences pane')).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: '备注' })).not.toBeInTheDocument();
  });

  it('another tab on the format route goes back to /setting naming the tab', async () => {
    renderScreen(
      <Routes>
        <Route path={paths.setting} element={<WhereAmI />} />
        <Route
          path={paths.settingIndexGeshi}
          element={<SettingsTabs active="format" loadedPanes={{ format: <p>format pane</p> }} />}
        />
      </Routes>,
      { path: paths.settingIndexGeshi },
    );
    expect(screen.getByText('format pane')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '客户管理' }));
    expect(await screen.findByLabelText('location')).toHaveTextContent(`${paths.setting}|{"tab":"customers"}`);
  });

  it('a tab of the same route is shown in place', async () => {
    fakeApiServer.on('/biz/user/customer/list', { customers: [], total: 0 });
    renderScreen(
      <Routes>
        <Route
          path={paths.setting}
          element={<SettingsTabs active="preferences" loadedPanes={{ preferences: <p>preferences pane</p> }} />}
        />
      </Routes>,
      { path: paths.setting },
    );
    await userEvent.click(screen.getByRole('tab', { name: '客户管理' }));
    expect(screen.getByRole('tab', { name: '客户管理' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('preferences pane')).not.toBeInTheDocument();
  });
});
