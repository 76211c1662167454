import { RoutePlaceholder } from '../../../components/route-placeholder';

export default function DosagePage() {
  return <RoutePlaceholder titleKey="crumb.dosage" name="realQuotes-common-dosage" />;
}
