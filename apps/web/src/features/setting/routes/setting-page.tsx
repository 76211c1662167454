import { useLocation } from 'react-router-dom';
import { SettingsTabs, type SettingTab } from '../components/settings-tabs';

const TABS: readonly SettingTab[] = ['preferences', 'customers', 'corps', 'templates', 'stamps', 'rules'];

export default function SettingPage() {
  const tab = (useLocation().state as { tab?: unknown } | null)?.tab;
  return (
    <SettingsTabs key={String(tab)} active={TABS.includes(tab as SettingTab) ? (tab as SettingTab) : 'preferences'} />
  );
}
