import { RoutePlaceholder } from '../../../components/route-placeholder';

export default function RealQuotesPage() {
  return <RoutePlaceholder titleKey="menu.realQuotes" name="realQuotes" />;
}
