// The not-found page's chunk; importing the app keeps the frame in one chunk (see lazy-page.tsx).
import '../app';

export { NotFoundPage as default } from '../../pages/public/not-found';
