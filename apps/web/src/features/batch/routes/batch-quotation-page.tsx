import { RoutePlaceholder } from '../../../components/route-placeholder';

export default function BatchQuotationPage() {
  return <RoutePlaceholder titleKey="menu.Batch-quotation" name="Batch-quotation" />;
}
