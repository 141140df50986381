// Everything outside /api: robots.txt, sitemap.xml, the public pages rendered
// on the server, and the web build's files (the console's shell among them).
import { Elysia } from 'elysia';
import { renderer } from '../../dist/web/manifest';
import type { AppContext } from '../context';
import { siteOrigin } from '../config';
import { webAssetRoutes, type PageRenderer } from '../http/web-assets';
import { markupText } from '../http/markup-text';
import { freshPages, publicPages } from './pages';
import { requestBodies } from '../http/body-parse';
import { clientAddress } from '../http/client-address';
import { feedbackService } from '../modules/feedback/service';
import { findSubcommitteesFileId } from '../modules/files/repo';
import { SUBCOMMITTEES_CHOICE } from '../modules/files/texts';
import { publicData } from './public-data-source';
import { DEFAULT_LANGUAGE, LANGUAGES, pathIn, type Language } from '../languages';

export function siteRoutes(ctx: AppContext) {
  const originOf = (request: Request) => siteOrigin(ctx.config, request);
  const feedback = feedbackService(ctx);
  const fresh = freshPages();

  // The Feedback page's form sent without JavaScript: the page again, in its language, saying how it went.
  const feedbackForm = (language: Language) =>
    new Elysia().use(requestBodies).post(
      pathIn(language, '/feedback'),
      async ({ body, request, server, set }) => {
        const { status, ...form } = await feedback.submitForm(
          body,
          clientAddress(ctx.config.trustedProxies, request, server),
        );
        const { data } = publicData(ctx, language);
        set.status = status;
        const address = new URL(pathIn(language, '/feedback'), originOf(request));
        const page = await fresh(address, { ...data, feedbackForm: async () => form }, { request, set });
        set.status = status;
        return page;
      },
      { readsBody: true },
    );

  const site = new Elysia()
    .get('/robots.txt', ({ request, set }) => {
      set.headers['Content-Type'] = 'text/plain;charset=utf-8';
      set.headers['Cache-Control'] = 'public, max-age=3600';
      return `User-agent: *\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${originOf(request)}/sitemap.xml\n`;
    })
    .get('/sitemap.xml', async ({ request, set }) => {
      const origin = originOf(request);
      const addresses = await renderer.publicAddresses(publicData(ctx, DEFAULT_LANGUAGE).data);
      set.headers['Content-Type'] = 'application/xml;charset=utf-8';
      set.headers['Cache-Control'] = 'no-cache';
      const href = (path: string) => markupText(new URL(path, origin).href);
      // Each page once per language, each naming all of its languages' addresses (and English as the default).
      const urls = addresses.flatMap((address) => {
        const alternates = [
          ...LANGUAGES.map(
            ({ code }) => `<xhtml:link rel="alternate" hreflang="${code}" href="${href(pathIn(code, address))}"/>`,
          ),
          `<xhtml:link rel="alternate" hreflang="x-default" href="${href(address)}"/>`,
        ].join('');
        return LANGUAGES.map(({ code }) => `  <url><loc>${href(pathIn(code, address))}</loc>${alternates}</url>`);
      });
      return (
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
        `xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
      );
    });
  for (const { code } of LANGUAGES) site.use(feedbackForm(code));
  return site.use(webAssetRoutes(withSubcommitteesDownload(ctx, publicPages(ctx))));
}

const PEOPLE_PAGES = new Set(LANGUAGES.map(({ code }) => pathIn(code, '/people')));

/**
 * The People page's form sent without JavaScript with 'Hostel Subcommittees'
 * chosen: the file, as the option promises (the page itself while none is chosen).
 */
function withSubcommitteesDownload(ctx: AppContext, pages: PageRenderer): PageRenderer {
  return (path, context) => {
    if (!PEOPLE_PAGES.has(path) || new URL(context.request.url).searchParams.get('role') !== SUBCOMMITTEES_CHOICE)
      return pages(path, context);
    return findSubcommitteesFileId(ctx.db).then((fileId) => {
      if (!fileId) return pages(path, context);
      context.set.status = 303;
      context.set.headers.Location = `/api/files/download/${encodeURIComponent(fileId)}`;
      return '';
    });
  };
}
