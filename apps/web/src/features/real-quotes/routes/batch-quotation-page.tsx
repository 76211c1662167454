import { RoutePlaceholder } from '../../../components/route-placeholder';

export default function RealQuotesBatchQuotationPage() {
  return <RoutePlaceholder titleKey="crumb.batchQuotation" name="realQuotes-batchQuotation" />;
}
