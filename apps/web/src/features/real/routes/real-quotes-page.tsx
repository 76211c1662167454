// realQuotes is the same real-time quotation screen as Real under a second route name (spec section 2),
// so it renders the Real feature's screen instead of keeping a copy.
import { RealQuoteScreen } from '../components/real-quote-screen';

export default function RealQuotesPage() {
  return <RealQuoteScreen />;
}
