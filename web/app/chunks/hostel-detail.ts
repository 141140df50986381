// The hostel-detail page's chunk; importing the app keeps the frame in one chunk (see lazy-page.tsx).
import '../app';

export { HostelDetailPage as default } from '../../pages/public/hostel-detail';
