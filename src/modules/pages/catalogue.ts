// The pages the office edits: each slug's title, the schema its content is
// checked with, and the content a new site starts with (SPEC.md's). Pages the
// office adds are documents too, stored under slugs of their own.
import type * as v from 'valibot';
import { AboutContent, aboutDefaults } from './content/about';
import { AchievementsContent, achievementsDefaults } from './content/achievements';
import { RulesContent, rulesDefaults } from './content/rules';
import { ImportantLinksContent, importantLinksDefaults } from './content/important-links';
import { SiteContent, siteDefaults } from './content/site';
import { FilesContent, filesDefaults } from './content/files';
import { HomeContent, homeDefaults } from './content/home';
import { HostelDetailContent, hostelDetailDefaults } from './content/hostel-detail';
import { DocumentContent } from './content/document';
import {
  accessibilityStatement,
  copyrightPolicy,
  help,
  hyperlinkingPolicy,
  privacyPolicy,
  termsOfUse,
} from './content/policies';

/**
 * `ownPage`: where visitors read a page of its own (not a part of others, such as the footer's contact), and which
 * of its texts heads it (search names its results with it).
 */
type PageSpec = {
  title: string;
  schema: v.GenericSchema;
  defaults: unknown;
  ownPage?: { path: string; titleAt: string };
};

const shippedDocument = (defaults: DocumentContent) => ({ title: defaults.title, schema: DocumentContent, defaults });

export const PAGE_CATALOGUE = {
  'rules-regulations': {
    title: 'Rules and Regulations',
    schema: RulesContent,
    defaults: rulesDefaults,
    ownPage: { path: '/rules-regulations', titleAt: 'heading' },
  },
  about: {
    title: 'About Us',
    schema: AboutContent,
    defaults: aboutDefaults,
    ownPage: { path: '/about', titleAt: 'hero.title' },
  },
  achievements: {
    title: 'Our Achievements',
    schema: AchievementsContent,
    defaults: achievementsDefaults,
    ownPage: { path: '/achievements', titleAt: 'title' },
  },
  'important-links': {
    title: 'Important Links',
    schema: ImportantLinksContent,
    defaults: importantLinksDefaults,
    ownPage: { path: '/important-links', titleAt: 'heading' },
  },
  site: { title: 'Trust contact details', schema: SiteContent, defaults: siteDefaults },
  files: {
    title: 'Files page help',
    schema: FilesContent,
    defaults: filesDefaults,
    ownPage: { path: '/files', titleAt: 'helpTitle' },
  },
  home: { title: 'Home', schema: HomeContent, defaults: homeDefaults, ownPage: { path: '/', titleAt: 'hero.title' } },
  'hostel-detail': { title: 'Hostel page', schema: HostelDetailContent, defaults: hostelDetailDefaults },
  'copyright-policy': shippedDocument(copyrightPolicy),
  'hyperlinking-policy': shippedDocument(hyperlinkingPolicy),
  'privacy-policy': shippedDocument(privacyPolicy),
  'terms-of-use': shippedDocument(termsOfUse),
  'accessibility-statement': shippedDocument(accessibilityStatement),
  help: shippedDocument(help),
} satisfies Record<string, PageSpec>;

export type PageSlug = keyof typeof PAGE_CATALOGUE;
export const PAGE_SLUGS = Object.keys(PAGE_CATALOGUE) as PageSlug[];

export const isPageSlug = (slug: string): slug is PageSlug => Object.hasOwn(PAGE_CATALOGUE, slug);

/** The schema a page's content is checked with: its own, or a document's for a page the office added. */
export const schemaOf = (slug: string): v.GenericSchema =>
  isPageSlug(slug) ? PAGE_CATALOGUE[slug].schema : DocumentContent;

/** Whether a page is a document (a page the office added, or a shipped one built like them). */
export const isDocumentPage = (slug: string) => schemaOf(slug) === DocumentContent;

/** A slug a page the office adds may take: lowercase letters, digits and single hyphens between them. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Words that name a part of the site rather than a page (`pictures`:
 * /api/pages/pictures/…), refused as slugs of added pages.
 */
export const RESERVED_SLUGS = new Set([
  'admin',
  'api',
  'assets',
  'new',
  'pages',
  'pictures',
  'sitemap',
  'search',
  'feedback',
]);
