import { RoutePlaceholder } from '../../../components/route-placeholder';

export default function RealQuotationPage() {
  return <RoutePlaceholder titleKey="menu.Real-quotation" name="Real-quotation" />;
}
