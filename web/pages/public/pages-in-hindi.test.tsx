// The pages of notices, events, files, the gallery, achievements, rules,
// about, important links, search, feedback, the sitemap and the office's
// documents, rendered as the server renders them: in Hindi every interface
// text is Hindi and content still in English says lang="en"; in English they
// read as SPEC.md says, with no lang of their own.
import { describe, expect, test } from 'bun:test';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { Router } from 'wouter';
import type { Language } from '@contract/languages';
import aboutHi from '@contract/modules/pages/content/defaults/about.hi.json';
import achievementsHi from '@contract/modules/pages/content/defaults/achievements.hi.json';
import filesHi from '@contract/modules/pages/content/defaults/files.hi.json';
import importantLinksHi from '@contract/modules/pages/content/defaults/important-links.hi.json';
import rulesHi from '@contract/modules/pages/content/defaults/rules.hi.json';
import siteHi from '@contract/modules/pages/content/defaults/site.hi.json';
import about from '@contract/modules/pages/content/defaults/about.json';
import achievements from '@contract/modules/pages/content/defaults/achievements.json';
import files from '@contract/modules/pages/content/defaults/files.json';
import importantLinks from '@contract/modules/pages/content/defaults/important-links.json';
import rules from '@contract/modules/pages/content/defaults/rules.json';
import site from '@contract/modules/pages/content/defaults/site.json';
import { apiPaths } from '../../lib/api-paths';
import { englishTexts, withLanguage } from '../../lib/texts';
import hi from '../../texts/hi';
import { UpcomingEvents } from '../../features/events/components/upcoming-events';
import { LatestNotifications } from '../../features/notifications/components/latest-notifications';
import { AboutPage } from './about';
import { AchievementsPage } from './achievements';
import { ContentPage } from './content-page';
import { DocumentPage } from './document-page';
import { FeedbackPage } from './feedback';
import { FilesPage } from './files';
import { GalleryPage } from './gallery';
import { ImportantLinksPage } from './important-links';
import { RulesPage } from './rules';
import { SearchPage } from './search';
import { SitemapPage } from './sitemap';

const stamps = { createdAt: '2026-11-02T09:00:00.000Z', updatedAt: '2026-11-02T09:00:00.000Z' };
const page = (slug: string, content: unknown, englishFields: string[] = []) => ({
  slug,
  title: slug,
  content,
  updatedAt: null,
  updatedBy: null,
  englishFields,
});

/** What the pages read, as a Hindi read answers: one field of a record still in English, and named so. */
const hindiReads: Record<string, unknown> = {
  [apiPaths.latestNotifications]: [
    {
      _id: 'n1',
      ...stamps,
      title: 'छात्रावास शुल्क जमा करने की अंतिम तिथि',
      message: 'सभी निवासी 30 नवंबर तक शुल्क जमा करें।',
      priority: 'high',
      targetAudience: ['all'],
      isActive: true,
      expiresAt: null,
      url: 'https://example.edu/fees',
      publishAt: null,
      pinned: false,
    },
    {
      _id: 'n2',
      ...stamps,
      title: 'जल आपूर्ति बंद रहेगी',
      message: 'Water supply will be off on Sunday morning.',
      priority: 'urgent',
      targetAudience: ['all'],
      isActive: true,
      expiresAt: null,
      url: null,
      publishAt: null,
      pinned: false,
      englishFields: ['message'],
    },
  ],
  [apiPaths.upcomingEvents]: [
    {
      _id: 'e1',
      ...stamps,
      title: 'वार्षिक छात्रावास दिवस',
      description: 'सांस्कृतिक कार्यक्रम और रात्रिभोज।',
      date: '2099-03-01',
      time: '18:00',
      location: 'मुख्य सभागार',
      category: 'cultural',
      image: null,
      isActive: true,
      publishAt: null,
    },
    {
      _id: 'e2',
      ...stamps,
      title: 'खेल दिवस',
      description: 'दौड़ और रस्साकशी।',
      date: '2099-03-05',
      time: '07:00',
      location: 'Open Air Theatre',
      category: 'sports',
      image: null,
      isActive: true,
      publishAt: null,
      englishFields: ['location'],
    },
  ],
  [apiPaths.files]: [
    {
      _id: 'f1',
      ...stamps,
      file_name: 'छात्रावास प्रवेश फ़ॉर्म',
      description: 'नए निवासियों के लिए प्रवेश फ़ॉर्म।',
      for_student: true,
      size: 120_000,
      mimeType: 'application/pdf',
      originalName: 'admission.pdf',
    },
    {
      _id: 'f2',
      ...stamps,
      file_name: 'मेस नियम पुस्तिका',
      description: 'The mess handbook, for every resident.',
      for_student: true,
      size: 80_000,
      mimeType: 'application/pdf',
      originalName: 'mess.pdf',
      englishFields: ['description'],
    },
    {
      _id: 'f3',
      ...stamps,
      file_name: 'परिपत्र',
      description: '',
      for_student: false,
      size: 2_000,
      mimeType: 'application/octet-stream',
      originalName: 'circular',
    },
  ],
  [apiPaths.gallery]: [
    {
      _id: 'g1',
      ...stamps,
      image: null,
      caption: 'सुबह का छात्रावास परिसर',
      category: 'Campus Views',
      featured: true,
      order: 1,
    },
    {
      _id: 'g2',
      ...stamps,
      image: null,
      caption: 'Sports day on the main ground',
      category: 'Sports',
      featured: false,
      order: 2,
      englishFields: ['caption'],
    },
  ],
  [apiPaths.search('छात्रावास')]: [
    { type: 'hostel', _id: 'h1', title: 'गंगा छात्रावास', snippet: 'छात्राओं का छात्रावास', url: '/hostel/h1' },
    { type: 'file', _id: 'f1', title: 'छात्रावास प्रवेश फ़ॉर्म', snippet: '', url: '/api/files/download/f1' },
    { type: 'notification', _id: 'n1', title: 'छात्रावास शुल्क', snippet: '', url: 'https://example.edu/fees' },
  ],
  [apiPaths.feedbackForm]: { token: 'signed' },
  [apiPaths.hostels]: [{ _id: 'h1', ...stamps, name: 'गंगा छात्रावास' }],
  [apiPaths.people]: [],
  [apiPaths.pages]: [
    { slug: 'privacy-policy', title: 'गोपनीयता नीति', updatedAt: null, updatedBy: null, shipped: true },
  ],
  [apiPaths.page('about')]: page('about', aboutHi, ['hero.title', 'messages.director.paragraphs.1']),
  [apiPaths.page('achievements')]: page('achievements', achievementsHi, ['achievements.0.title']),
  [apiPaths.page('rules-regulations')]: page('rules-regulations', rulesHi, ['mess.rules.2', 'general.title']),
  [apiPaths.page('important-links')]: page('important-links', importantLinksHi, ['quickLinks.links.1.description']),
  [apiPaths.page('files')]: page('files', filesHi, ['help.0']),
  [apiPaths.page('site')]: page('site', siteHi, ['address.0', 'address.1', 'address.2']),
  [apiPaths.page('privacy-policy')]: page(
    'privacy-policy',
    {
      title: 'गोपनीयता नीति',
      summary: 'यह साइट आपकी कौन-सी जानकारी रखती है।',
      body: ['यह साइट कुकीज़ का उपयोग नहीं करती।', { heading: 'Feedback' }, { list: ['आपका संदेश', 'आपका नाम'] }],
    },
    ['body.1.heading'],
  ),
};

/** What the pages read in English. */
const englishReads: Record<string, unknown> = {
  [apiPaths.notifications]: [
    {
      _id: 'n1',
      ...stamps,
      title: 'Hostel fee due',
      message: 'Pay the hostel fee by 30 November.',
      priority: 'high',
      targetAudience: ['all'],
      isActive: true,
      expiresAt: null,
      url: 'https://example.edu/fees',
      publishAt: null,
      pinned: false,
    },
  ],
  [apiPaths.events]: [
    {
      _id: 'e1',
      ...stamps,
      title: 'Hostel Day',
      description: 'A cultural evening and dinner.',
      date: '2099-03-01',
      time: '18:00',
      location: 'Main Auditorium',
      category: 'cultural',
      image: null,
      isActive: true,
      publishAt: null,
    },
  ],
  [apiPaths.files]: [
    {
      _id: 'f1',
      ...stamps,
      file_name: 'Admission form',
      description: 'For new residents.',
      for_student: true,
      size: 120_000,
      mimeType: 'application/pdf',
      originalName: 'admission.pdf',
    },
    {
      _id: 'f3',
      ...stamps,
      file_name: 'Circular',
      description: '',
      for_student: false,
      size: 2_000,
      mimeType: 'application/octet-stream',
      originalName: 'circular',
    },
  ],
  [apiPaths.gallery]: [
    {
      _id: 'g1',
      ...stamps,
      image: null,
      caption: 'The campus at dawn',
      category: 'Campus Views',
      featured: true,
      order: 1,
    },
  ],
  [apiPaths.search('hostel')]: [
    { type: 'hostel', _id: 'h1', title: 'Ganga Hostel', snippet: 'A hostel for women', url: '/hostel/h1' },
    { type: 'file', _id: 'f1', title: 'Hostel admission form', snippet: '', url: '/api/files/download/f1' },
  ],
  [apiPaths.feedbackForm]: { token: 'signed' },
  [apiPaths.hostels]: [{ _id: 'h1', ...stamps, name: 'Ganga Hostel' }],
  [apiPaths.people]: [],
  [apiPaths.pages]: [
    { slug: 'privacy-policy', title: 'Privacy Policy', updatedAt: null, updatedBy: null, shipped: true },
  ],
  [apiPaths.page('about')]: page('about', about),
  [apiPaths.page('achievements')]: page('achievements', achievements),
  [apiPaths.page('rules-regulations')]: page('rules-regulations', rules),
  [apiPaths.page('important-links')]: page('important-links', importantLinks),
  [apiPaths.page('files')]: page('files', files),
  [apiPaths.page('site')]: page('site', site),
  [apiPaths.page('privacy-policy')]: page('privacy-policy', {
    title: 'Privacy Policy',
    summary: 'What this site keeps about you.',
    body: ['This site sets no cookies.', { heading: 'Feedback' }, { list: ['Your message', 'Your name'] }],
  }),
};

function render(
  language: Language,
  ui: ReactNode,
  {
    path = '/',
    search = '',
    reads = language === 'hi' ? hindiReads : englishReads,
  }: { path?: string; search?: string; reads?: Record<string, unknown> } = {},
) {
  const never = () => new Promise<never>(() => {});
  return withLanguage(language, language === 'hi' ? hi : null, () =>
    renderToString(
      <Router ssrPath={path} ssrSearch={search}>
        <SWRConfig value={{ fallback: reads, provider: () => new Map(), fetcher: never, revalidateOnMount: false }}>
          {ui}
        </SWRConfig>
      </Router>,
    ),
  );
}

type Shown = { text: string; english: boolean };

/**
 * What a reader is given (text, and the words of aria-label, alt,
 * placeholder and title), each with whether it is marked lang="en".
 */
function shownTexts(html: string): Shown[] {
  const shown: Shown[] = [];
  const english = [false];
  let text = '';
  new HTMLRewriter()
    .on('*', {
      element(element) {
        const lang = element.getAttribute('lang');
        const inEnglish = lang === null ? english.at(-1)! : lang === 'en';
        for (const name of ['aria-label', 'alt', 'placeholder', 'title']) {
          const value = element.getAttribute(name);
          if (value) shown.push({ text: value, english: inEnglish });
        }
        if (!element.canHaveContent) return;
        english.push(inEnglish);
        element.onEndTag(() => void english.pop());
      },
    })
    .onDocument({
      text(chunk) {
        text += chunk.text;
        if (!chunk.lastInTextNode) return;
        if (text.trim())
          shown.push({
            text: text
              .replace(/&quot;/g, '"')
              .replace(/&#x27;/g, "'")
              .replace(/&amp;/g, '&'),
            english: english.at(-1)!,
          });
        text = '';
      },
    })
    .transform(`<body>${html}</body>`);
  return shown;
}

/** Latin words outside lang="en": addresses, e-mails, file types and sizes (PDF, KB) aside. */
const latinWords = (html: string) =>
  shownTexts(html)
    .filter((shown) => !shown.english)
    .flatMap((shown) => shown.text.split(/\s+/))
    .map((word) => word.replace(/^\P{L}+|\P{L}+$/gu, ''))
    .filter((word) => /[A-Za-z]{2,}/.test(word) && !/[@/]|\w\.\w/.test(word) && !/^[A-Z]{2,4}$/.test(word));

/** The English of every text object these pages localize. */
const OUR_TEXTS = [
  'contentPage',
  'latestNotices',
  'noticePriorities',
  'upcomingEvents',
  'eventCalendar',
  'files',
  'gallery',
  'galleryCategories',
  'achievements',
  'rules',
  'search',
  'feedback',
  'sitemap',
];

function englishStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [];
  if (Array.isArray(value)) return value.flatMap(englishStrings);
  return Object.values(value as object).flatMap(englishStrings);
}

const ourEnglish = OUR_TEXTS.flatMap((key) => englishStrings(englishTexts[key])).filter((text) => text.length > 3);

type Where = { path?: string; search?: string; reads?: Record<string, unknown> };

/**
 * Each page or panel, where it is rendered in Hindi (and in English,
 * when that differs), and a Hindi text it shows once its reads are in.
 */
const PAGES: { name: string; ui: () => ReactNode; hi?: Where; en?: Where; shows: string }[] = [
  { name: 'Latest Notices', ui: () => <LatestNotifications />, shows: 'जल आपूर्ति बंद रहेगी' },
  { name: 'Upcoming Events', ui: () => <UpcomingEvents />, shows: 'वार्षिक छात्रावास दिवस' },
  { name: 'Files', ui: () => <FilesPage />, hi: { path: '/files' }, shows: filesHi.contactTitle },
  { name: 'Gallery', ui: () => <GalleryPage />, hi: { path: '/gallery' }, shows: 'सुबह का छात्रावास परिसर' },
  {
    name: 'Achievements',
    ui: () => <AchievementsPage />,
    hi: { path: '/achievements' },
    shows: achievementsHi.achievements[1].title,
  },
  {
    name: 'Rules',
    ui: () => <RulesPage />,
    hi: { path: '/rules-regulations' },
    shows: rulesHi.medical.hospitalsHeading,
  },
  { name: 'About', ui: () => <AboutPage />, hi: { path: '/about' }, shows: aboutHi.summary.title },
  {
    name: 'Important Links',
    ui: () => <ImportantLinksPage />,
    hi: { path: '/important-links' },
    shows: importantLinksHi.downloads.button,
  },
  {
    name: 'Search',
    ui: () => <SearchPage />,
    hi: { path: '/search', search: 'q=छात्रावास' },
    en: { path: '/search', search: 'q=hostel' },
    shows: 'गंगा',
  },
  {
    name: 'Search without results',
    ui: () => <SearchPage />,
    hi: { path: '/search', search: 'q=झझझ', reads: { [apiPaths.search('झझझ')]: [] } },
    en: { path: '/search', search: 'q=xyz', reads: { [apiPaths.search('xyz')]: [] } },
    shows: '&quot;झझझ&quot; के लिए कोई परिणाम नहीं मिला',
  },
  { name: 'Search prompt', ui: () => <SearchPage />, hi: { path: '/search' }, shows: 'शुरुआती अक्षर लिखें' },
  { name: 'Feedback', ui: () => <FeedbackPage />, hi: { path: '/feedback' }, shows: 'कार्यालय को भेजें' },
  { name: 'Sitemap', ui: () => <SitemapPage />, hi: { path: '/sitemap' }, shows: 'गंगा छात्रावास' },
  {
    name: 'a document page',
    ui: () => <DocumentPage id="privacy-policy" />,
    hi: { path: '/pages/privacy-policy' },
    shows: 'कुकीज़',
  },
  {
    name: 'an editable page loading',
    ui: () => <ContentPage slug="about" View={() => null} />,
    hi: { reads: {} },
    shows: 'लोड हो रहा है',
  },
];

describe('in Hindi', () => {
  for (const { name, ui, hi: where, shows } of PAGES) {
    test(`${name}: every interface text is Hindi; English content is marked lang="en"`, () => {
      const html = render('hi', ui(), where);
      expect(html).toContain(shows);
      expect(latinWords(html)).toEqual([]);
      const texts = shownTexts(html)
        .filter((shown) => !shown.english)
        .map((shown) => shown.text);
      expect(ourEnglish.filter((english) => texts.some((text) => text.includes(english)))).toEqual([]);
    });
  }

  test('the fields a read names as English are marked, and only they', () => {
    const marked = (html: string) =>
      shownTexts(html)
        .filter((shown) => shown.english)
        .map((shown) => shown.text.trim());
    expect(marked(render('hi', <LatestNotifications />))).toEqual(['Water supply will be off on Sunday morning.']);
    expect(marked(render('hi', <UpcomingEvents />))).toEqual(['Open Air Theatre']);
    expect(marked(render('hi', <GalleryPage />))).toEqual(['Sports day on the main ground']);
    expect(marked(render('hi', <FilesPage />))).toContain('The mess handbook, for every resident.');
    expect(marked(render('hi', <DocumentPage id="privacy-policy" />))).toEqual(['Feedback']);
    // The general rules' title, in the contents and as the section's heading, and a mess rule.
    expect(render('hi', <RulesPage />).match(/ lang="en"/g)).toHaveLength(3);
    expect(render('hi', <AboutPage />).match(/ lang="en"/g)).toHaveLength(2);
  });

  test('the events calendars are in Hindi', () => {
    const html = render('hi', <UpcomingEvents />);
    expect(html).toContain(`href="${apiPaths.eventsCalendar}?lang=hi"`);
    expect(html).toContain(`href="${apiPaths.eventCalendar('e1')}?lang=hi"`);
  });

  test('the search and feedback forms, sent without JavaScript, stay on the Hindi pages', () => {
    expect(render('hi', <SearchPage />, { path: '/search' })).toContain('action="/hi/search"');
    expect(render('hi', <FeedbackPage />, { path: '/feedback' })).toContain('action="/hi/feedback"');
  });

  test('the gallery names its categories in Hindi and keeps the English in the address', () => {
    const html = render('hi', <GalleryPage />, { path: '/gallery', search: 'category=Sports' });
    // A form sent without JavaScript names the category as the English address does.
    expect(html).toContain('value="Sports"');
    expect(html).not.toContain('value="खेलकूद"');
    expect(html).toMatch(/aria-pressed="true"[^>]*>खेलकूद</);
  });
});

describe('in English', () => {
  for (const { name, ui, hi: where, en: englishWhere = where } of PAGES) {
    test(`${name}: no Hindi, and no lang of its own`, () => {
      const html = render('en', ui(), englishWhere);
      expect(html).not.toMatch(/[\u0900-\u097F]/);
      expect(html).not.toContain(' lang=');
    });
  }

  test('the texts read as SPEC.md says', () => {
    expect(render('en', <LatestNotifications />)).toContain('Latest Notices');
    expect(render('en', <UpcomingEvents />)).toContain('Upcoming Events');
    expect(render('en', <UpcomingEvents />)).toContain(`href="${apiPaths.eventsCalendar}"`);
    expect(render('en', <FilesPage />)).toContain('Showing 2 file(s)');
    expect(render('en', <GalleryPage />)).toContain('>Campus Views<');
    expect(render('en', <RulesPage />)).toContain('>Weekends and holidays<');
    expect(render('en', <SitemapPage />)).toContain('>Rules and Regulations<');
    expect(render('en', <SearchPage />, { path: '/search' })).toContain('action="/search"');
    expect(render('en', <FeedbackPage />, { path: '/feedback' })).toContain('action="/feedback"');
    expect(render('en', <ContentPage slug="about" View={() => null} />, { reads: {} })).toContain('Loading...');
  });
});
