// The gallery page's chunk; importing the app keeps the frame in one chunk (see lazy-page.tsx).
import '../app';

export { GalleryPage as default } from '../../pages/public/gallery';
