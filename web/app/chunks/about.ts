// The about page's chunk; importing the app keeps the frame in one chunk (see lazy-page.tsx).
import '../app';

export { AboutPage as default } from '../../pages/public/about';
