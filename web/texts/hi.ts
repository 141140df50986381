// हिन्दी: the public site's interface texts, for every key given to
// `localized` (web/lib/texts.ts) in web/features/*/texts.ts, web/components,
// web/pages and web/app: every page's part (hi/parts.ts) and the pages' heads.
// The server's, which renders any page; a browser loads only its page's parts.
import type { Catalogue } from '../lib/texts';
import frame from './hi/frame.hi';
import home from './hi/home.hi';
import about from './hi/about.hi';
import hostels from './hi/hostels.hi';
import hostelDetail from './hi/hostel-detail.hi';
import people from './hi/people.hi';
import gallery from './hi/gallery.hi';
import importantLinks from './hi/important-links.hi';
import rules from './hi/rules.hi';
import files from './hi/files.hi';
import achievements from './hi/achievements.hi';
import search from './hi/search.hi';
import feedback from './hi/feedback.hi';
import subscribe from './hi/subscribe.hi';
import sitemap from './hi/sitemap.hi';
import archive from './hi/archive.hi';
import documentPage from './hi/document-page.hi';
import notFound from './hi/not-found.hi';
import heads from './hi/heads';

export default {
  ...frame,
  ...home,
  ...about,
  ...hostels,
  ...hostelDetail,
  ...people,
  ...gallery,
  ...importantLinks,
  ...rules,
  ...files,
  ...achievements,
  ...search,
  ...feedback,
  ...subscribe,
  ...sitemap,
  ...archive,
  ...documentPage,
  ...notFound,
  ...heads,
} satisfies Catalogue;
