// The subscribe page's chunk; importing the app keeps the frame in one chunk (see lazy-page.tsx).
import '../app';

export { SubscribePage as default } from '../../pages/public/subscribe';
