// The pages GIGW 3.0 asks every government site to carry, as a new site has
// them: copyright, hyperlinking, privacy, terms of use, accessibility, help.
// The office edits them like any other page; they cannot be deleted.
import type { DocumentContent } from './document';

const contactOffice =
  'Write to the Hostel Office at **hostel.office@example.edu**, call **+91 824 247 ' +
  '4000** (9 am to 5 pm, Monday to Saturday), or use the [Feedback page](/feedback).';

export const copyrightPolicy: DocumentContent = {
  title: 'Copyright Policy',
  summary: 'What on this site may be reproduced, and how to credit it.',
  body: [
    'The text, pictures and documents on this site belong to the Institute Hostel Trust unless a page says otherwise.',
    'You may reproduce the text free of charge, in any format or medium, ' +
      'provided it is reproduced **accurately**, not used in a misleading or ' +
      'derogatory way, and the Institute Hostel Trust is named as its source.',
    { heading: 'What this permission does not cover' },
    {
      list: [
        'Pictures of people, and material a page credits to someone else: ask the owner named with it.',
        'Logos and emblems of the institute.',
      ],
    },
    `For permission to use anything else, or for a question about this policy: ${contactOffice}`,
  ],
};

export const hyperlinkingPolicy: DocumentContent = {
  title: 'Hyperlinking Policy',
  summary: 'Linking to this site, and the links this site gives to other sites.',
  body: [
    { heading: 'Links to this site' },
    'You do not need our permission to link to any page of this site. We ask only that ' +
      'our pages open in a window of their own and are not shown inside frames on your site.',
    { heading: 'Links from this site to other sites' },
    'Some pages link to other sites, such as the portals of the institute. They open in a new ' +
      'tab, and screen readers announce that they do. We are not responsible for the content or ' +
      'the availability of other sites, and a link is not an endorsement of what they say or offer.',
  ],
};

export const privacyPolicy: DocumentContent = {
  title: 'Privacy Policy',
  summary: 'What this site collects about its visitors: nothing that tracks you.',
  body: [
    'This site does not track its visitors. It uses **no analytics, no advertising ' +
      'and no third-party cookies**, and it does not collect your name, e-mail ' +
      'address or any other personal information unless you choose to give it.',
    { heading: 'What is collected' },
    {
      list: [
        'Like every web server, ours sees the address of your computer and the page ' +
          'it asks for. These are used only to keep the site running and secure (for ' +
          'example, to limit repeated requests), and are not used to identify visitors.',
        'When you send feedback, we keep the name, e-mail address and message you write, so that the Hostel ' +
          'Office can answer. We do not share them with anyone, and we do not use them for anything else.',
        'When you ask for mail alerts, we keep your e-mail address, the language of the mails and what you chose ' +
          'to receive, and send nothing else. Every mail has a link to stop: unsubscribing deletes the address, ' +
          'and only a one-way hash of it is kept, so that it is never mailed again, not even from an older backup.',
        'The only cookie this site sets is a **session cookie** for the Hostel ' +
          'Office staff who sign in to its console. Visitors never receive it.',
      ],
    },
    { heading: 'Questions' },
    `To ask what we hold about you or to have it removed: ${contactOffice}`,
  ],
};

export const termsOfUse: DocumentContent = {
  title: 'Terms of Use',
  summary: 'The terms on which this site and its content are offered.',
  body: [
    'This site is run by the Institute Hostel Trust to inform students, parents ' +
      'and visitors about the institute hostels. By using it you accept these terms.',
    'We take care that the information here is accurate and current, but it is offered for information ' +
      'only. Where this site and an official notice, circular or rule of the institute differ, the official ' +
      'document prevails. Check with the Hostel Office before acting on anything that matters to you.',
    'The Institute Hostel Trust is not liable for any loss or damage arising ' +
      'from the use of this site, or from the content of other sites it links to.',
    'These terms are governed by the laws of India; any dispute ' +
      'is subject to the jurisdiction of the courts at Mangaluru.',
  ],
};

export const accessibilityStatement: DocumentContent = {
  title: 'Accessibility Statement',
  summary: 'How this site aims to be usable by everyone, and how to report a problem.',
  body: [
    'We want everyone to be able to use this site, whatever their device, abilities or ' +
      'assistive technology. It aims to meet the **Web Content Accessibility Guidelines ' +
      '(WCAG) 2.1 at level AA** and the Guidelines for Indian Government Websites (GIGW 3.0).',
    { heading: 'What we do' },
    {
      list: [
        'Pages work with a keyboard alone, and with screen readers; every page can be read without JavaScript.',
        'Pictures carry text alternatives, and text keeps enough contrast with its background.',
        'Text can be enlarged to 200% in the browser without losing content, and pages fit a phone screen.',
        'Links that leave the site say so, and open in a new tab.',
      ],
    },
    { heading: 'Known limitations' },
    'Some documents offered for download are scans of printed papers and may not be ' +
      'readable by screen readers. Ask the Hostel Office for any of them in another format.',
    { heading: 'Report a problem' },
    'If something on this site is hard to use or read, tell us which page and what went ' +
      `wrong, and we will fix it or give you the information another way. ${contactOffice}`,
  ],
};

export const help: DocumentContent = {
  title: 'Help',
  summary: 'Finding your way around this site, and reading its documents.',
  body: [
    { heading: 'Finding things' },
    {
      list: [
        'The menu at the top of every page leads to the main sections; the [Sitemap](/sitemap) lists every page.',
        'The [Search](/search) page finds people, hostels, notices, events, files and pages by any word they contain.',
        'Each page shows at its foot when its content was last updated.',
      ],
    },
    { heading: 'Documents' },
    'Forms and circulars are PDF files. To open them you need a PDF reader; most browsers have one built in.',
    { heading: 'Text size' },
    'To make text larger or smaller, press **Ctrl** and **+** or **−** (**Cmd** on a Mac), or pinch on a phone.',
    { heading: 'Still stuck?' },
    contactOffice,
  ],
};
