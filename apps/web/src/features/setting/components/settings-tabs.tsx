import { Card, Skeleton, Tabs } from 'antd';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSettingText } from '../i18n/messages';

export type SettingTab = 'preferences' | 'format' | 'customers' | 'corps' | 'templates' | 'stamps' | 'rules';

/**
 * A tab's content, whose code loads when the tab is first shown: the tabs render one at a time (destroyOnHidden), and
 * together they use most of antd (tables, images, descriptions, number inputs, radios...), which opening the page would
 * otherwise load in full. Until it has loaded the tab shows the skeleton the forms show while their data loads. The
 * tab a route opens on by default comes with the route's own code instead (its page passes it in loadedPanes).
 */
const PANES: Record<SettingTab, LazyExoticComponent<ComponentType>> = {
  preferences: lazy(() => import('./preferences-form').then((module) => ({ default: module.PreferencesForm }))),
  format: lazy(() => import('./format-form').then((module) => ({ default: module.FormatForm }))),
  customers: lazy(() => import('./customer-list').then((module) => ({ default: module.CustomerList }))),
  corps: lazy(() => import('./corp-list').then((module) => ({ default: module.CorpList }))),
  templates: lazy(() => import('./template-list').then((module) => ({ default: module.TemplateList }))),
  stamps: lazy(() => import('./stamp-list').then((module) => ({ default: module.StampList }))),
  rules: lazy(() => import('./rules-editor').then((module) => ({ default: module.RulesEditor }))),
};

function LazyPane({ tab }: { tab: SettingTab }) {
  const Pane = PANES[tab];
  return (
    <Suspense fallback={<Skeleton active />}>
      <Pane />
    </Suspense>
  );
}

/** /setting and /setting/index geshi: one page of tabs; the format tab has its own route. */
export function SettingsTabs({
  active,
  loadedPanes = {},
}: {
  active: SettingTab;
  /** Tabs whose content the route's page has imported itself. */
  loadedPanes?: Partial<Record<SettingTab, ReactNode>>;
}) {
  const t = useSettingText();
  const navigate = useNavigate();
  const pane = (tab: SettingTab) => loadedPanes[tab] ?? <LazyPane tab={tab} />;
  // A tab of the other route is not shown here: the route it navigates to shows it. Shown here as well, its form
  // could take a click in the moment before the route's own form replaced it, and that click was lost (a column
  // ticked on /setting's format pane, then saved unticked from /setting/index geshi's).
  const [shown, setShown] = useState<SettingTab>(active);
  return (
    <div>
      <Card title={t('title')}>
        <Tabs
          activeKey={shown}
          destroyOnHidden
          onChange={(key) => {
            if (key === 'format' && active !== 'format') navigate(paths.settingIndexGeshi);
            else if (key !== 'format' && active === 'format') navigate(paths.setting, { state: { tab: key } });
            else setShown(key as SettingTab);
          }}
          items={[
            { key: 'preferences', label: t('tab.preferences'), children: pane('preferences') },
            { key: 'format', label: t('tab.format'), children: pane('format') },
            { key: 'customers', label: t('tab.customers'), children: pane('customers') },
            { key: 'corps', label: t('tab.corps'), children: pane('corps') },
            { key: 'templates', label: t('tab.templates'), children: pane('templates') },
            { key: 'stamps', label: t('tab.stamps'), children: pane('stamps') },
            { key: 'rules', label: t('tab.rules'), children: pane('rules') },
          ]}
        />
      </Card>
    </div>
  );
}
