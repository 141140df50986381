import { GalleryView } from '../../features/gallery/components/gallery-view';
import { galleryTexts } from '../../features/gallery/texts';

export function GalleryPage() {
  return (
    <main className="page container">
      <header className="section-title">
        <h1>{galleryTexts.title}</h1>
        <p>{galleryTexts.intro}</p>
      </header>
      <GalleryView />
    </main>
  );
}
