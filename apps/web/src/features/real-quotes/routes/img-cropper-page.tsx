import { RoutePlaceholder } from '../../../components/route-placeholder';

export default function ImgCropperPage() {
  return <RoutePlaceholder titleKey="crumb.ImgCorpper" name="realQuotes-common-ImgCorpper" />;
}
