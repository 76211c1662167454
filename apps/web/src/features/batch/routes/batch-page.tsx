import { RoutePlaceholder } from '../../../components/route-placeholder';

export default function BatchPage() {
  return <RoutePlaceholder titleKey="menu.Batch" name="Batch" />;
}
