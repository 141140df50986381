// The sitemap page's chunk; importing the app keeps the frame in one chunk (see lazy-page.tsx).
import '../app';

export { SitemapPage as default } from '../../pages/public/sitemap';
