// The people page's chunk; importing the app keeps the frame in one chunk (see lazy-page.tsx).
import '../app';

export { PeoplePage as default } from '../../pages/public/people';
