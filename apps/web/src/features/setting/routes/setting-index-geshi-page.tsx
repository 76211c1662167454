import { RoutePlaceholder } from '../../../components/route-placeholder';

export default function SettingIndexGeshiPage() {
  return <RoutePlaceholder titleKey="crumb.index geshi" name="Setting-index geshi" />;
}
