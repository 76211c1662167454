import { QuotationSheet } from '../components/quotation-sheet';

export default function BatchQuotationPage() {
  return <QuotationSheet />;
}
