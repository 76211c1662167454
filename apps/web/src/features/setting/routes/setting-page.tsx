import { useLocation } from 'react-router-dom';
import { PreferencesForm } from '../components/preferences-form';
import { SettingsTabs, type SettingTab } from '../components/settings-tabs';

const TABS: readonly SettingTab[] = ['preferences', 'customers', 'corps', 'templates', 'stamps', 'rules'];

export default function SettingPage() {
  const tab = (useLocation().state as { tab?: unknown } | null)?.tab;
  const active = TABS.includes(tab as SettingTab) ? (tab as SettingTab) : 'preferences';
  // The tab /setting opens on by default comes with the page; the others load when shown (settings-tabs.tsx).
  return <SettingsTabs key={String(tab)} active={active} loadedPanes={{ preferences: <PreferencesForm /> }} />;
}
