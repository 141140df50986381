// The document-page page's chunk; importing the app keeps the frame in one chunk (see lazy-page.tsx).
import '../app';

export { DocumentPage as default } from '../../pages/public/document-page';
