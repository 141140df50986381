import { expect, test } from 'bun:test';
import { renderToString } from 'react-dom/server';
import { withLanguage } from '../lib/texts';
import { RichText } from './rich-text';

const text = 'See the [sitemap](/sitemap), the [home page](/) or [NITK](https://www.nitk.ac.in).';

test.each([
  ['en', ['href="/sitemap"', 'href="/"']],
  ['hi', ['href="/hi/sitemap"', 'href="/hi"']],
] as const)('a site link in the office text opens the page in %s', (language, hrefs) => {
  const html = withLanguage(language, language === 'en' ? null : {}, () => renderToString(<RichText text={text} />));
  for (const href of hrefs) expect(html).toContain(href);
  expect(html).toContain('href="https://www.nitk.ac.in"');
});
