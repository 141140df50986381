// The search page's chunk; importing the app keeps the frame in one chunk (see lazy-page.tsx).
import '../app';

export { SearchPage as default } from '../../pages/public/search';
