import { TitledPage } from '../../components/layout/titled-page';
import { GalleryView } from '../../features/gallery/components/gallery-view';
import { galleryTexts } from '../../features/gallery/texts';

export function GalleryPage() {
  return (
    <TitledPage title={galleryTexts.title} intro={galleryTexts.intro}>
      <GalleryView />
    </TitledPage>
  );
}
