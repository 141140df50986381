// The achievements page's chunk; importing the app keeps the frame in one chunk (see lazy-page.tsx).
import '../app';

export { AchievementsPage as default } from '../../pages/public/achievements';
