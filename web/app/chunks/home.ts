// The home page's chunk; importing the app keeps the frame in one chunk (see lazy-page.tsx).
import '../app';

export { HomePage as default } from '../../pages/public/home';
