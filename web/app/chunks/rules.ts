// The rules page's chunk; importing the app keeps the frame in one chunk (see lazy-page.tsx).
import '../app';

export { RulesPage as default } from '../../pages/public/rules';
