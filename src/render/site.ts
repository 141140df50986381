// Everything outside /api: robots.txt, sitemap.xml, the public pages rendered
// on the server, and the web build's files (the console's shell among them).
// The forms the pages send without JavaScript belong to their modules' routes.
import { Elysia } from 'elysia';
import type { AppContext } from '../context';
import { siteOrigin } from '../config';
import { webAssetRoutes } from '../http/web-assets';
import { markupText } from '../http/markup-text';
import { freshPages, publicPages, type WebBuild } from './pages';
import { feedbackPageForms } from '../modules/feedback/page-form';
import { subscribePageForms } from '../modules/subscriptions/page-form';
import { withSubcommitteesDownload } from '../modules/files/subcommittees-download';
import { publicData } from './public-data-source';
import { DEFAULT_LANGUAGE, LANGUAGES, pathIn, type Language } from '../languages';
import type { FeedbackFormState } from '../modules/feedback/model';
import type { SubscribeFormState } from '../modules/subscriptions/model';
import type { SendContext } from '../modules/response-cache';

export function siteRoutes(ctx: AppContext, web: WebBuild) {
  const originOf = (request: Request) => siteOrigin(ctx.config, request);
  const fresh = freshPages(web);

  const site = new Elysia()
    .get('/robots.txt', ({ request, set }) => {
      set.headers['Content-Type'] = 'text/plain;charset=utf-8';
      set.headers['Cache-Control'] = 'public, max-age=3600';
      return `User-agent: *\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${originOf(request)}/sitemap.xml\n`;
    })
    .get('/sitemap.xml', async ({ request, set }) => {
      const origin = originOf(request);
      const addresses = await web.renderer.publicAddresses(publicData(ctx, DEFAULT_LANGUAGE).data);
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
  // The Feedback page again, in its language, with the form a send left.
  const feedbackPage = (language: Language, form: FeedbackFormState, context: SendContext) => {
    const address = new URL(pathIn(language, '/feedback'), originOf(context.request));
    return fresh(address, { ...publicData(ctx, language).data, feedbackForm: async () => form }, context);
  };
  // The Subscribe page again, at the address the form was sent from (its link's token), with the outcome.
  const subscribePage = (language: Language, form: SubscribeFormState, context: SendContext) => {
    const sentFrom = new URL(context.request.url);
    const address = new URL(`${pathIn(language, '/subscribe')}${sentFrom.search}`, originOf(context.request));
    return fresh(address, { ...publicData(ctx, language).data, subscribeForm: async () => form }, context);
  };
  return site
    .use(feedbackPageForms(ctx, feedbackPage))
    .use(subscribePageForms(ctx, subscribePage))
    .use(webAssetRoutes(web.webAssets, withSubcommitteesDownload(ctx, publicPages(ctx, web))));
}
