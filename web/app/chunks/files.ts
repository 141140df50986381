// The files page's chunk; importing the app keeps the frame in one chunk (see lazy-page.tsx).
import '../app';

export { FilesPage as default } from '../../pages/public/files';
