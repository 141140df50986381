// Everything outside /api: robots.txt, sitemap.xml, the public pages rendered
// on the server, and the web build's files (the console's shell among them).
import { Elysia } from 'elysia';
import { renderer } from '../../dist/web/manifest';
import type { AppContext } from '../context';
import { siteOrigin } from '../config';
import { webAssetRoutes } from '../http/web-assets';
import { markupText } from '../http/markup-text';
import { publicPages } from './pages';
import { publicData } from './public-data-source';

export function siteRoutes(ctx: AppContext) {
  const originOf = (request: Request) => siteOrigin(ctx.config, request);

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
    .use(webAssetRoutes(publicPages(ctx)));
}
