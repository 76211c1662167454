import { RealQuoteScreen } from '../components/real-quote-screen';

export default function RealPage() {
  return <RealQuoteScreen />;
}
