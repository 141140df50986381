// The hostels page's chunk; importing the app keeps the frame in one chunk (see lazy-page.tsx).
import '../app';

export { HostelsPage as default } from '../../pages/public/hostels';
