import { FormatForm } from '../components/format-form';
import { SettingsTabs } from '../components/settings-tabs';

/** '/setting/index geshi': the quotation format settings. */
export default function SettingIndexGeshiPage() {
  return <SettingsTabs active="format" loadedPanes={{ format: <FormatForm /> }} />;
}
