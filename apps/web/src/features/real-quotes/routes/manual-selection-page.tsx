import { RoutePlaceholder } from '../../../components/route-placeholder';

export default function ManualSelectionPage() {
  return <RoutePlaceholder titleKey="crumb.manualSelection" name="realQuotes-manualSelection" />;
}
