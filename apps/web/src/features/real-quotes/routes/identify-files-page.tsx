import { RoutePlaceholder } from '../../../components/route-placeholder';

export default function IdentifyFilesPage() {
  return <RoutePlaceholder titleKey="crumb.identifyFiles" name="realQuotes-identifyFiles" />;
}
