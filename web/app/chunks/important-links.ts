// The important-links page's chunk; importing the app keeps the frame in one chunk (see lazy-page.tsx).
import '../app';

export { ImportantLinksPage as default } from '../../pages/public/important-links';
