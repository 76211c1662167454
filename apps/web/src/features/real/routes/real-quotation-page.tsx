import { QuotationScreen } from '../components/quotation-screen';

export default function RealQuotationPage() {
  return <QuotationScreen />;
}
