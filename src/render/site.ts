// Everything outside /api: robots.txt, sitemap.xml, the public pages rendered
// on the server, and the web build's files (the console's shell among them).
import { Elysia } from 'elysia';
import { renderer } from '../../dist/web/manifest';
import type { AppContext } from '../context';
import { siteOrigin } from '../config';
import { webAssetRoutes } from '../http/web-assets';
import { markupText } from '../http/markup-text';
import { freshPages, publicPages } from './pages';
import { requestBodies } from '../http/body-parse';
import { addressOf } from '../auth/guard';
import { feedbackService } from '../modules/feedback/service';
import { publicData } from './public-data-source';

export function siteRoutes(ctx: AppContext) {
  const originOf = (request: Request) => siteOrigin(ctx.config, request);
  const feedback = feedbackService(ctx);
  const fresh = freshPages();

  return new Elysia()
    .get('/robots.txt', ({ request, set }) => {
      set.headers['Content-Type'] = 'text/plain;charset=utf-8';
      set.headers['Cache-Control'] = 'public, max-age=3600';
      return `User-agent: *\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${originOf(request)}/sitemap.xml\n`;
    })
    .get('/sitemap.xml', async ({ request, set }) => {
      const origin = originOf(request);
      const addresses = await renderer.publicAddresses(publicData(ctx).data);
      set.headers['Content-Type'] = 'application/xml;charset=utf-8';
      set.headers['Cache-Control'] = 'no-cache';
      const urls = addresses.map((address) => `  <url><loc>${markupText(new URL(address, origin).href)}</loc></url>`);
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    })
    // The Feedback page's form sent without JavaScript: the page again, saying how it went.
    .use(requestBodies)
    .post(
      '/feedback',
      async ({ body, request, server, set }) => {
        const { status, ...outcome } = await feedback.submitForm(body, addressOf(request, server));
        const { data } = publicData(ctx);
        set.status = status;
        const page = await fresh(new URL('/feedback', originOf(request)), { ...data, feedbackForm: async () => ({ ...feedback.issueForm(), outcome }) }, { request, set });
        set.status = status;
        return page;
      },
      { readsBody: true },
    )
    .use(webAssetRoutes(publicPages(ctx)));
}
