import { RoutePlaceholder } from '../../../components/route-placeholder';

export default function RealPage() {
  return <RoutePlaceholder titleKey="menu.Real" name="Real" />;
}
