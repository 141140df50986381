// The institute's portals (SPEC.md section 2): the Important Links page's
// twelve cards, which the footer lists as Quick Links and General Links.
import * as v from 'valibot';
import defaults from './defaults/important-links.json' with { type: 'json' };
import { items, line, url } from './fields';

const Portal = v.strictObject({
  label: line('Label', 100),
  href: url('Address'),
  description: line('Description', 300),
});
const group = (label: string) =>
  v.strictObject({ title: line(`${label} title`, 100), links: items(label, Portal, { max: 24 }) });

export const ImportantLinksContent = v.strictObject({
  heading: line('Heading'),
  intro: line('Introduction', 500),
  quickLinks: group('Quick Links'),
  generalLinks: group('General Links'),
  /** Where the home page's 'Report an Issue' goes. */
  complaintsPortal: url('Complaints portal'),
  downloads: v.strictObject({
    title: line('Downloads title', 100),
    text: line('Downloads text', 500),
    button: line('Downloads button', 100),
  }),
});
export type ImportantLinksContent = v.InferOutput<typeof ImportantLinksContent>;
export type Portal = v.InferOutput<typeof Portal>;

/** The content a new site starts with (SPEC.md's), checked against the schema as it loads. */
export const importantLinksDefaults: ImportantLinksContent = v.parse(ImportantLinksContent, defaults);
