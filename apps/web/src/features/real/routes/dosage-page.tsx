// The material-usage panel belongs to the quotation list of the Real feature (it reads the same groups),
// so this realQuotes route renders that feature's screen.
import { DosageScreen } from '../components/dosage-screen';

export default function DosagePage() {
  return <DosageScreen />;
}
