// The frame, the home page, hostels, a hostel, people and the page not found,
// rendered as the server renders them: in Hindi every interface text of theirs
// is Hindi (none of the English texts objects' words is left), content still in
// English is marked lang="en", and the English pages read as they always have.
import { describe, expect, test } from 'bun:test';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { Router } from 'wouter';
import type { Hostel } from '@contract/modules/hostels/model';
import type { Mess } from '@contract/modules/messes/model';
import type { SavedMessMenu } from '@contract/modules/messes/menu';
import type { Page } from '@contract/modules/pages/model';
import type { Person } from '@contract/modules/people/model';
import homeContent from '@contract/modules/pages/content/defaults/home.hi.json';
import hostelDetailContent from '@contract/modules/pages/content/defaults/hostel-detail.hi.json';
import importantLinksContent from '@contract/modules/pages/content/defaults/important-links.hi.json';
import siteContent from '@contract/modules/pages/content/defaults/site.hi.json';
import englishHomeContent from '@contract/modules/pages/content/defaults/home.json';
import englishHostelDetailContent from '@contract/modules/pages/content/defaults/hostel-detail.json';
import englishImportantLinksContent from '@contract/modules/pages/content/defaults/important-links.json';
import englishSiteContent from '@contract/modules/pages/content/defaults/site.json';
import type { HomeContent } from '@contract/modules/pages/content/home';
import { PublicLayout } from '../components/layout/public-layout';
import { apiPaths } from '../lib/api-paths';
import { RenderedDay } from '../lib/institute-day';
import { englishTexts, withLanguage, type Catalogue } from '../lib/texts';
import { formatInstituteDay, formatPublicDate, formatUpdatedAt } from '../lib/public-format';
import { HomeView } from '../pages/public/home';
import { HostelsPage } from '../pages/public/hostels';
import { HostelDetailPage } from '../pages/public/hostel-detail';
import { PeoplePage } from '../pages/public/people';
import { NotFoundPage } from '../pages/public/not-found';
import { pageHead } from '../app/page-heads';
import { notFoundPage, pageAt } from '../app/public-pages';
import hi from './hi';

/**
 * The text objects this test answers for: the frame's, the home
 * page's, hostels', messes', people's, the dates' and the heads'.
 */
const TEXT_OBJECTS = [
  'frame',
  'notFound',
  'dates',
  'home',
  'hostels',
  'messDetails',
  'messTypes',
  'menus',
  'people',
  'roles',
  'pageHeads',
];

const STAMPS = { createdAt: '2030-02-01T04:30:00.000Z', updatedAt: '2030-03-01T04:30:00.000Z' };
const TODAY = '2030-03-13';

const warden = {
  _id: 'p1',
  name: 'डॉ. अनीता राव',
  phone: '+91 90000 00001',
  email: 'warden@example.org',
  designation: 'प्रोफ़ेसर',
  role: 'warden',
};
const hostel = {
  _id: 'h1',
  ...STAMPS,
  name: 'करावली (ब्लॉक I)',
  image: null,
  photoSphere: 'https://example.org/sphere',
  warden,
  supervisor: { ...warden, _id: 'p2', name: 'श्री रमेश', role: 'supervisor' },
  rooms: 120,
  mess: 'करावली मेस',
  contact: '+91 90000 00002',
  other_facilities: ['वाचनालय', 'Gym'],
  gender: 'female',
  sharing: 'triple',
  year: null,
  englishFields: ['other_facilities.1'],
} as Hostel;
const mess = {
  _id: 'm1',
  ...STAMPS,
  mess_name: 'करावली मेस',
  caterers_name: 'Annapoorna Caterers',
  hostel: { _id: 'h1', name: hostel.name },
  type: 'NonVeg',
  capacity: 300,
  night_canteen: 'उपलब्ध',
  nominated_mess_members: [],
  englishFields: ['caterers_name'],
} as Mess;
const meals = { breakfast: 'इडली, सांभर', lunch: 'चावल, दाल', snacks: '', dinner: 'Paneer curry' };
const menu = {
  mess: 'm1',
  week: {
    monday: meals,
    tuesday: meals,
    wednesday: meals,
    thursday: meals,
    friday: meals,
    saturday: meals,
    sunday: meals,
  },
  updatedAt: '2030-03-01T04:30:00.000Z',
  englishFields: ['wednesday.dinner'],
} as SavedMessMenu;
const person = {
  ...STAMPS,
  ...warden,
  contact: 'https://example.org/rao',
  image: null,
  alt: '',
  department: 'Civil Engineering',
  hostel: [{ _id: 'h1', name: hostel.name }],
  englishFields: ['department'],
} as Person;

const page = (slug: string, content: unknown): Page => ({
  slug,
  title: slug,
  content,
  updatedAt: null,
  updatedBy: null,
});

type Content = {
  site: unknown;
  importantLinks: unknown;
  home: unknown;
  hostelDetail: unknown;
  hostel: Hostel;
  mess: Mess;
  menu: SavedMessMenu;
  person: Person;
};

/** What the API responds to the pages' reads. */
const responsesOf = (content: Content) => ({
  [apiPaths.page('site')]: page('site', content.site),
  [apiPaths.page('important-links')]: page('important-links', content.importantLinks),
  [apiPaths.page('home')]: page('home', content.home),
  [apiPaths.page('hostel-detail')]: page('hostel-detail', content.hostelDetail),
  [apiPaths.hostels]: [content.hostel],
  [apiPaths.hostel(content.hostel._id)]: content.hostel,
  [apiPaths.messes]: [content.mess],
  [apiPaths.messMenus]: [content.menu],
  [apiPaths.people]: [content.person],
  [apiPaths.latestNotifications]: [],
  [apiPaths.upcomingEvents]: [],
  [apiPaths.gallery]: [],
});

const responses = responsesOf({
  site: siteContent,
  importantLinks: importantLinksContent,
  home: homeContent,
  hostelDetail: hostelDetailContent,
  hostel,
  mess,
  menu,
  person,
});

const englishMeals = { breakfast: 'Idli, sambar', lunch: 'Rice, dal', snacks: '', dinner: 'Paneer curry' };
const englishWarden = { ...warden, name: 'Dr. Anita Rao', designation: 'Professor' };
const englishHostel = {
  ...hostel,
  name: 'Karavali (Block I)',
  mess: 'Karavali Mess',
  other_facilities: ['Reading room', 'Gym'],
  warden: englishWarden,
  supervisor: { ...englishWarden, _id: 'p2', name: 'Mr. Ramesh' },
};
const englishResponses = responsesOf({
  site: englishSiteContent,
  importantLinks: englishImportantLinksContent,
  home: englishHomeContent,
  hostelDetail: englishHostelDetailContent,
  hostel: englishHostel,
  mess: {
    ...mess,
    mess_name: 'Karavali Mess',
    night_canteen: 'Available',
    hostel: { _id: 'h1', name: englishHostel.name },
  },
  menu: {
    ...menu,
    week: Object.fromEntries(Object.keys(menu.week).map((day) => [day, englishMeals])) as SavedMessMenu['week'],
  },
  person: { ...person, ...englishWarden, hostel: [{ _id: 'h1', name: englishHostel.name }] },
});

/** A page in the frame, at `path`, with `data` for the API's responses, as the server renders it. */
function render(path: string, children: ReactNode, data: Record<string, unknown> = responses) {
  return renderToString(
    <Router ssrPath={path}>
      <SWRConfig value={{ fallback: data, provider: () => new Map(), revalidateOnMount: false }}>
        <RenderedDay value={TODAY}>
          <PublicLayout>{children}</PublicLayout>
        </RenderedDay>
      </SWRConfig>
    </Router>,
  );
}

/** Each page: its name, its path, the page in the given content, and English texts it shows (SPEC.md's). */
const PAGES: [string, string, (home: unknown) => ReactNode, string[]][] = [
  [
    'home',
    '/',
    (home) => <HomeView content={home as HomeContent} />,
    [
      'Explore Hostels',
      'Information &amp; Notifications',
      'Today in the messes',
      'Wednesday, Mar 13',
      'Last updated Mar 1, 2030',
    ],
  ],
  [
    'hostels',
    '/hostels',
    () => <HostelsPage />,
    ['Every hostel on campus at a glance.', 'Boys Hostel', 'Block', 'Female'],
  ],
  [
    'a hostel',
    '/hostel/h1',
    () => <HostelDetailPage id="h1" />,
    [
      'Back to Hostels',
      'Hostel Details',
      'Mess Details',
      'Hostel Warden',
      'Triple (3)',
      'Cateror',
      'Non-Veg',
      '300 students',
    ],
  ],
  ['people', '/people', () => <PeoplePage />, ['Our People', 'Wardens', '1 person', 'Show contact', 'Read More']],
  ['the page not found', '/nowhere', () => <NotFoundPage />, ['Page not found', 'Back to home']],
];

/** What a reader meets in `html`: its text and the words of its attributes, without the elements marked as English. */
function readable(html: string) {
  const document = new HTMLRewriter().on('[lang="en"]', {
    element: (element) => {
      element.remove();
    },
  });
  const kept = document.transform(html);
  const attributes = [...kept.matchAll(/\s(?:aria-label|alt|title|placeholder|content)="([^"]*)"/g)].map(
    (match) => match[1],
  );
  const text = kept.replace(/<[^>]*>/g, ' ');
  return [text, ...attributes]
    .join('\n')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
}

/** Each English text of the objects above, a function's by its words around what it is given. */
function englishWords(): string[] {
  const words: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string') words.push(value);
    else if (typeof value === 'function') words.push(...String(value(7, 7, 7, '07')).split(/\d+/));
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const key of TEXT_OBJECTS) collect(englishTexts[key]);
  // A month's or a day's short name, a word of two letters, and the site's
  // name in a Hindi sentence are not the interface left in English.
  return [...new Set(words.map((word) => word.trim()).filter((word) => /[a-z]{3}/i.test(word) && word.length > 3))];
}

const DEVANAGARI = /[\u0900-\u097F]/;

describe('the frame and the pages of hostels, messes and people in Hindi', () => {
  test('every key of their English texts has its Hindi, every text a Hindi one', () => {
    const missing = (english: unknown, hindi: unknown, path: string): string[] => {
      if (typeof english === 'string')
        return typeof hindi === 'string' && (DEVANAGARI.test(hindi) || hindi === english) ? [] : [path];
      if (typeof english === 'function')
        return typeof hindi === 'function' && DEVANAGARI.test(String(hindi(1, 1, 1, '01'))) ? [] : [path];
      if (english && typeof english === 'object')
        return Object.entries(english).flatMap(([key, value]) =>
          missing(value, (hindi as Record<string, unknown> | undefined)?.[key], `${path}.${key}`),
        );
      return [];
    };
    for (const key of TEXT_OBJECTS) {
      expect(englishTexts[key]).toBeDefined();
      expect(missing(englishTexts[key], (hi as Catalogue)[key], key)).toEqual([]);
    }
  });

  test.each(PAGES)('%s: Hindi throughout, no English interface text left', (_name, path, view) => {
    const html = withLanguage('hi', hi, () => render(path, view(homeContent)));
    const shown = readable(html);
    expect(shown).toMatch(DEVANAGARI);
    expect(englishWords().filter((word) => shown.includes(word))).toEqual([]);
  });

  test('content still in English is marked lang="en", and nothing else is', () => {
    const hostelPage = withLanguage('hi', hi, () => render('/hostel/h1', <HostelDetailPage id="h1" />));
    expect(hostelPage).toContain('<li lang="en">Gym</li>');
    expect(hostelPage).toContain('<li>वाचनालय</li>');
    const people = withLanguage('hi', hi, () => render('/people', <PeoplePage />));
    expect(people).toContain('<p class="person-department" lang="en">Civil Engineering</p>');
    expect(people).toMatch(/<h3>डॉ. अनीता राव<\/h3>/);
    const home = withLanguage('hi', hi, () => render('/', <HomeView content={homeContent as HomeContent} />));
    expect(home).toContain('<dd lang="en">Paneer curry</dd>');
    expect(home).toContain('<dd>इडली, सांभर</dd>');
  });

  test('a mess member still in English: only the stored words are marked, the year is named in Hindi', () => {
    const members = [
      'Sneha Iyer - Mess Representative - +91 90000 33402 - sneha@example.edu - 3rd',
      'पूजा हेब्बार - सदस्य - +91 90000 34001 - 2nd',
    ];
    const withMembers = {
      ...mess,
      nominated_mess_members: members,
      englishFields: ['caterers_name', 'nominated_mess_members.0'],
    };
    const html = withLanguage('hi', hi, () =>
      render('/hostel/h1', <HostelDetailPage id="h1" />, { ...responses, [apiPaths.messes]: [withMembers] }),
    );
    expect(html).toContain(
      '<li class="mess-member"><strong lang="en">Sneha Iyer</strong><span ' +
        'class="badge badge-blue" lang="en">Mess Representative</span>',
    );
    expect(html).toContain('वर्ष<!-- -->: <!-- -->तृतीय');
    expect(html).toContain(
      '<li class="mess-member"><strong>पूजा हेब्बार</strong><span class="badge badge-blue">सदस्य</span>',
    );
    expect(html).toContain('वर्ष<!-- -->: <!-- -->द्वितीय');
    expect(readable(html)).not.toContain('3rd');
  });

  test('a girls’ hostel’s name in Hindi says so as its badge does', () => {
    const listing = withLanguage('hi', hi, () =>
      render('/hostels', <HostelsPage />, {
        ...responses,
        [apiPaths.hostels]: [{ ...hostel, name: 'गंगा (छात्रा छात्रावास I)' }],
      }),
    );
    expect(listing).toContain('<span class="badge badge-purple">छात्रा छात्रावास</span>');
  });

  test('dates: Hindi month and day names, Western digits, the institute’s time', () => {
    withLanguage('hi', hi, () => {
      expect(formatPublicDate('2030-02-28T18:30:00.000Z')).toBe('1 मार्च 2030');
      expect(formatInstituteDay('2030-03-13')).toBe('बुधवार, 13 मार्च');
      expect(formatUpdatedAt(new Date('2030-11-24T12:35:00.000Z'))).toBe('24 नवंबर, शाम 6:05');
    });
    expect(formatPublicDate('2030-02-28T18:30:00.000Z')).toBe('Mar 1, 2030');
  });

  test('the heads: Hindi titles and descriptions', () => {
    const head = (path: string) => {
      const { page, params } = pageAt(path);
      return withLanguage('hi', hi, () => pageHead(page, responses, params, new URLSearchParams()));
    };
    expect(head('/people')).toEqual({ title: 'हमारे लोग', description: expect.stringMatching(DEVANAGARI) });
    expect(head('/hostel/h1').description).toBe(
      'करावली (ब्लॉक I): इसके वार्डन और पर्यवेक्षक, 120 कमरे और उनकी सुविधाएँ, और इसका मेस।',
    );
    expect(
      withLanguage('hi', hi, () => pageHead(notFoundPage, responses, { id: '' }, new URLSearchParams())).title,
    ).toBe('पृष्ठ नहीं मिला');
    expect(pageHead(notFoundPage, responses, { id: '' }, new URLSearchParams()).title).toBe('Page not found');
  });
});

/** `html` without the language link, which names the other language in it (lang="hi"). */
const withoutLanguageLink = (html: string) =>
  new HTMLRewriter()
    .on('a[hreflang]', {
      element: (element) => {
        element.remove();
      },
    })
    .transform(html);

describe('the same pages in English', () => {
  test.each(PAGES)(
    '%s: the English texts, no Hindi one but the language link, nothing else marked',
    (_name, path, view, texts) => {
      const html = withoutLanguageLink(render(path, view(englishHomeContent), englishResponses));
      const frame = [
        'Skip to content',
        'Institute Hostels',
        'Rules &amp; Regulations',
        'Send the office feedback',
        'Report something out of date',
        'Copyright Policy',
        '. All rights reserved.',
      ];
      for (const text of [...frame, ...texts]) expect(html).toContain(text);
      expect(html).not.toMatch(DEVANAGARI);
      expect(html).not.toContain('lang=');
    },
  );
});
