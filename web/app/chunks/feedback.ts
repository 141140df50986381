// The feedback page's chunk; importing the app keeps the frame in one chunk (see lazy-page.tsx).
import '../app';

export { FeedbackPage as default } from '../../pages/public/feedback';
