import { RoutePlaceholder } from '../../../components/route-placeholder';

export default function SettingPage() {
  return <RoutePlaceholder titleKey="menu.Setting" name="Setting" />;
}
