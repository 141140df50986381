// हिन्दी in parts, each a chunk of its own: a page loads the frame's and its
// own (named as its chunk in web/app/chunks/), no other page's. A part is
// named `<chunk>.hi.ts`, so its built file says whose and which language's it
// is; texts more than one page shows are in modules of their own, which the
// bundler puts in chunks those pages share.
import type { CatalogueParts } from '../catalogues';

export default {
  frame: () => import('./frame.hi'),
  home: () => import('./home.hi'),
  about: () => import('./about.hi'),
  hostels: () => import('./hostels.hi'),
  'hostel-detail': () => import('./hostel-detail.hi'),
  people: () => import('./people.hi'),
  gallery: () => import('./gallery.hi'),
  'important-links': () => import('./important-links.hi'),
  rules: () => import('./rules.hi'),
  files: () => import('./files.hi'),
  achievements: () => import('./achievements.hi'),
  search: () => import('./search.hi'),
  feedback: () => import('./feedback.hi'),
  subscribe: () => import('./subscribe.hi'),
  sitemap: () => import('./sitemap.hi'),
  archive: () => import('./archive.hi'),
  'document-page': () => import('./document-page.hi'),
  'not-found': () => import('./not-found.hi'),
} satisfies CatalogueParts;
