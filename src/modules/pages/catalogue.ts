// The pages the office edits: each slug's title, the schema its content is
// checked with, and the content a new site starts with (SPEC.md's).
import type * as v from 'valibot';
import { AboutContent, aboutDefaults } from './content/about';
import { AchievementsContent, achievementsDefaults } from './content/achievements';
import { RulesContent, rulesDefaults } from './content/rules';
import { ImportantLinksContent, importantLinksDefaults } from './content/important-links';
import { SiteContent, siteDefaults } from './content/site';
import { FilesContent, filesDefaults } from './content/files';
import { HomeContent, homeDefaults } from './content/home';
import { HostelDetailContent, hostelDetailDefaults } from './content/hostel-detail';

type PageSpec = { title: string; schema: v.GenericSchema; defaults: unknown };

export const PAGE_CATALOGUE = {
  'rules-regulations': { title: 'Rules and Regulations', schema: RulesContent, defaults: rulesDefaults },
  about: { title: 'About Us', schema: AboutContent, defaults: aboutDefaults },
  achievements: { title: 'Our Achievements', schema: AchievementsContent, defaults: achievementsDefaults },
  'important-links': { title: 'Important Links', schema: ImportantLinksContent, defaults: importantLinksDefaults },
  site: { title: 'Trust contact details', schema: SiteContent, defaults: siteDefaults },
  files: { title: 'Files page help', schema: FilesContent, defaults: filesDefaults },
  home: { title: 'Home', schema: HomeContent, defaults: homeDefaults },
  'hostel-detail': { title: 'Hostel page', schema: HostelDetailContent, defaults: hostelDetailDefaults },
} satisfies Record<string, PageSpec>;

export type PageSlug = keyof typeof PAGE_CATALOGUE;
export const PAGE_SLUGS = Object.keys(PAGE_CATALOGUE) as PageSlug[];

export const isPageSlug = (slug: string): slug is PageSlug => Object.hasOwn(PAGE_CATALOGUE, slug);
