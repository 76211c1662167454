import { RoutePlaceholder } from '../../../components/route-placeholder';

export default function HistoricalPage() {
  return <RoutePlaceholder titleKey="menu.Historical" name="Historical" />;
}
