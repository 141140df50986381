// The public pages as HTML that already holds their content: rendered with
// React on the server (the web app's renderer, web/render.tsx, bundled into
// dist/web and handed in by the entry as a WebBuild), from the same cached lists the API sends, into the web build's
// index.html. A rendered page is kept like a list: until the database changes
// or one of its lists goes stale by time, sent with an ETag.
import { readFileSync } from 'node:fs';
import type { AppContext } from '../context';
import type { WebAsset } from '../http/web-assets';
import type { SendContext } from '../modules/response-cache';
import { HYDRATION_ELEMENT_ID, type PublicData, type PublicRenderer, type RenderedPage } from './public-data';
import { publicData } from './public-data-source';
import { embedJson } from './embed';
import { instituteDay } from '../institute';
import { acceptsEncoding } from '../http/accept-encoding';
import { brotli, gzip } from '../http/compress';
import { languageOfPath } from '../languages';

/**
 * Pages kept at once (an address, with the query parameters pages read);
 * the oldest goes first. Visitors choose the query, so it is bounded.
 */
const MAX_PAGES = 200;

/** What the server takes of the web build (dist/web/manifest.ts): its files and its renderer. */
export type WebBuild = { webAssets: readonly WebAsset[]; renderer: PublicRenderer };

const fileOf = (webAssets: readonly WebAsset[], path: string) => {
  const asset = webAssets.find((candidate) => candidate.path === path);
  if (!asset) throw new Error(`The web build has no ${path}: run \`bun scripts/build-web.ts\`.`);
  return readFileSync(asset.file, 'utf8');
};

/**
 * The web build's stylesheet in a <style> element: the page then paints from
 * its own bytes, with no request in the way (the console's shell links it).
 */
function inlineStyles(webAssets: readonly WebAsset[], html: string) {
  return html.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (_, path: string) => {
    const css = fileOf(webAssets, path);
    if (/<\/style/i.test(css)) throw new Error(`${path} cannot be put inside a <style> element.`);
    return `<style>${css}</style>`;
  });
}

/** The web build's index.html, split where a rendered page puts its head and its body. */
function pageTemplate({ webAssets }: WebBuild) {
  const html = inlineStyles(webAssets, fileOf(webAssets, '/index.html'))
    // Each page says its own title and description.
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '');
  const [head, rest] = html.split('</head>');
  const [beforeLang, afterLang] = head.split('<html lang="en">');
  if (afterLang === undefined) throw new Error('The web build\'s index.html has no <html lang="en">.');
  const [beforeRoot, afterRoot] = rest.split('<div id="root"></div>');
  if (afterRoot === undefined) throw new Error('The web build\'s index.html has no <div id="root"></div>.');
  // Nothing is painted until the page's markup is whole: a busy browser
  // would paint what it has parsed, then move it as the rest arrives.
  const wholeBeforePaint = `<link rel="expect" href="#${HYDRATION_ELEMENT_ID}" blocking="render">`;
  return (page: RenderedPage) =>
    `${beforeLang}<html ` +
    `lang="${page.language}">${afterLang}${wholeBeforePaint}${page.head}</head>${beforeRoot}<div ` +
    `id="root">${page.body}</div>` +
    `<script type="application/json" id="${HYDRATION_ELEMENT_ID}">${embedJson(page.hydration)}</script>${afterRoot}`;
}

/**
 * Renders a page with something of its own in each response (the feedback form's
 * signed time, a send's outcome): for this request alone, never kept.
 */
export function freshPages(web: WebBuild) {
  const fill = pageTemplate(web);
  const { renderer } = web;
  return async (url: URL, data: PublicData, { request, set }: SendContext) => {
    const page = await renderer.renderPublicPage(url, data, instituteDay(new Date()));
    set.headers['Cache-Control'] = 'no-store';
    set.headers['Content-Type'] = 'text/html;charset=utf-8';
    set.headers.Vary = 'Accept-Encoding';
    if (page.status !== 200) set.status = page.status;
    return encoded(fill(page), request.headers.get('accept-encoding'), set);
  };
}

/** A page's HTML compressed as the request accepts, as the cached pages are (ResponseCache). */
function encoded(html: string, acceptEncoding: string | null, set: SendContext['set']) {
  if (acceptsEncoding(acceptEncoding, 'br')) {
    set.headers['Content-Encoding'] = 'br';
    return brotli(html);
  }
  if (acceptsEncoding(acceptEncoding, 'gzip')) {
    set.headers['Content-Encoding'] = 'gzip';
    return gzip(html);
  }
  return html;
}

/** Sends a public page's rendered HTML for its address; null for an address the browser renders (the console). */
export function publicPages(ctx: AppContext, web: WebBuild) {
  const pages = ctx.responses.sibling(MAX_PAGES);
  const fill = pageTemplate(web);
  const fresh = freshPages(web);
  const { renderer } = web;

  // A new day at the institute shows other upcoming events and other
  // meals of the day, so it makes new pages (within a minute).
  let day = { name: '', checkAt: 0 };
  const today = () => {
    const now = Date.now();
    if (now >= day.checkAt) day = { name: instituteDay(new Date(now)), checkAt: now + 60_000 };
    return day;
  };

  return (path: string, context: SendContext) => {
    if (!renderer.rendersOnServer(path)) return null;
    const { url } = context.request;
    const pathStart = url.indexOf('/', url.indexOf('//') + 2);
    const queryStart = url.indexOf('?', pathStart);
    // Under the site's own origin when it is set.
    const origin = ctx.config.publicUrl ?? url.slice(0, pathStart);
    const { language } = languageOfPath(path);
    // A page rendered for this request alone reads its whole query (a mail link's token); a kept one, only its own.
    if (renderer.rendersFresh(path))
      return fresh(
        new URL(origin + path + (queryStart < 0 ? '' : url.slice(queryStart))),
        publicData(ctx, language).data,
        context,
      );
    const address = origin + (queryStart < 0 ? path : renderer.pageAddress(path, url.slice(queryStart)));
    const { name: day, checkAt } = today();
    return pages.send(
      context,
      pages.read(`${day} ${address}`, async () => {
        const { data, validUntil } = publicData(ctx, language);
        const page = await renderer.renderPublicPage(new URL(address), data, day);
        return { html: fill(page), status: page.status, validUntil: validUntil() };
      }),
      // Until the next check of the day: a new day makes new pages.
      { shareUntil: checkAt },
    );
  };
}
