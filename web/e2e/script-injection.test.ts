// Script injection against the real server and Chromium: every stored text
// field and link of every entity holds script payloads, and every public page
// and admin panel renders them as inert text (no dialog, no injected element,
// no javascript: link), as the server renders the page and once the app has
// taken it over, with JavaScript on or off, and with payloads in the page's
// query too. Uploaded HTML, SVG and script files download as
// attachments and never run in the site's origin. Every kind of response
// carries the security headers and the CSP.
import { beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import type { BrowserContext, Page } from 'playwright-core';
import { HYDRATION_ELEMENT_ID } from '../../src/render/public-data';
import { adminToken, loginAsAdmin, nextFrames, useSite } from './support';
import { callApi } from '../../scripts/harness-util';

setDefaultTimeout(60_000);

const P = {
  img: '<img src=x onerror=alert(1)>',
  script: '<script>alert(1)</script>',
  svg: '"><svg onload=alert(1)>',
  flag: '<img src=x onerror="window.__pwned=1">',
  iframe: `'><iframe srcdoc="<script>parent.__pwned=1</script>">`,
  link: '<a href="javascript:alert(1)">x</a>',
};
const ALL = Object.values(P).join(' ');
/** As many payloads as fit in a field of `max` characters. */
function payload(max: number) {
  let text = '';
  for (const part of Object.values(P)) if (`${text} ${part}`.trim().length <= max) text = `${text} ${part}`.trim();
  return text;
}

const site = useSite({ demo: false });
let token: string;
const records: Record<string, string> = {};
const downloads: Record<string, string> = {};

const api = (method: string, path: string, body?: unknown) => callApi(site.url, token, method, path, body);

const PNG =
  'data:image/png;base64,' +
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const dataUrl = (type: string, name: string, content: string) =>
  `data:${type};name=${encodeURIComponent(name)};base64,${Buffer.from(content).toString('base64')}`;

beforeAll(async () => {
  token = await adminToken(site);

  const person = (role: string, extra: object = {}) => ({
    name: payload(200),
    designation: payload(200),
    role,
    phone: payload(50),
    email: '"><svg/onload=alert(1)>@x.io',
    contact: `https://example.com/#"><img src=x onerror=alert(1)>`,
    alt: payload(300),
    department: payload(200),
    image: PNG,
    ...extra,
  });
  records.warden = (await api('POST', '/api/people', person('warden'))).data._id;
  records.supervisor = (await api('POST', '/api/people', person('supervisor', { contact: payload(500) }))).data._id;
  records.hostel = (
    await api('POST', '/api/hostels', {
      name: payload(200),
      image: PNG,
      photoSphere: `https://example.com/embed?x="><script>alert(1)</script>`,
      warden: records.warden,
      supervisor: records.supervisor,
      rooms: 10,
      mess: payload(200),
      contact: payload(200),
      other_facilities: Object.values(P),
    })
  ).data._id;
  // A role of our own making shows as its own group heading.
  await api('POST', '/api/people', person(payload(60), { hostel: [records.hostel] }));
  records.mess = (
    await api('POST', '/api/mess', {
      mess_name: payload(200),
      caterers_name: payload(200),
      hostel: records.hostel,
      capacity: 10,
      night_canteen: payload(100),
      nominated_mess_members: [
        `${P.img} - ${P.svg} - ${P.script} - ${P.flag} - ${P.link}`,
        { name: P.iframe, role: P.img, contact: P.svg, email: '"><svg/onload=alert(1)>@x.io', year: P.script },
        P.flag,
      ],
    })
  ).data._id;
  const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
  records.event = (
    await api('POST', '/api/events', {
      title: payload(200),
      description: ALL,
      date: tomorrow,
      time: payload(50),
      location: payload(200),
      image: PNG,
    })
  ).data._id;
  records.notification = (
    await api('POST', '/api/notifications', {
      title: payload(200),
      message: ALL,
      priority: 'urgent',
      url: `https://example.com/?q="><svg onload=alert(1)>`,
    })
  ).data._id;
  records.file = (
    await api('POST', '/api/files', {
      file_name: payload(200),
      description: ALL,
      for_student: true,
      file: dataUrl('application/pdf', P.img, '%PDF-1.4\n%%EOF\n'),
    })
  ).data._id;

  // Files that would run script if the browser rendered them in our origin.
  const active: [string, string, string][] = [
    ['html', 'text/html', '<!doctype html><script>alert(1);parent.__pwned=1</script><img src=x onerror="alert(1)">'],
    [
      'svg',
      'image/svg+xml',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1);top.__pwned=1</script></svg>',
    ],
    ['js', 'application/javascript', 'alert(1); window.__pwned = 1;'],
    ['xhtml', 'application/xhtml+xml', '<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>'],
    ['xml', 'text/xml', '<?xml version="1.0"?><x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script>'],
    ['polyglot', 'image/gif', 'GIF89a/*<svg onload=alert(1)>*/=1;alert(1);window.__pwned=1//'],
  ];
  for (const [extension, type, content] of active) {
    downloads[extension] = (
      await api('POST', '/api/files', {
        file_name: `active ${extension}`,
        for_student: true,
        file: dataUrl(type, `evil.${extension}`, content),
      })
    ).data._id;
  }
});
type Watch = { dialogs: string[] };

/** The page with every dialog it opens noted and dismissed. */
function watchDialogs(page: Page): { page: Page; watch: Watch } {
  const watch: Watch = { dialogs: [] };
  page.on('dialog', async (dialog) => {
    watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  return { page, watch };
}

const watchedPage = async () => watchDialogs(await site.page());

/**
 * Everything in the page that a payload could have made: inline handlers,
 * foreign scripts, srcdoc frames, javascript: links. The one script that is
 * not the app's own file is the data the server rendered the page with (a
 * `<script type="application/json">`, which the browser never runs), once.
 */
async function injected(page: Page): Promise<string[]> {
  return page.evaluate((dataId) => {
    const found: string[] = [];
    const pageData = document.querySelectorAll(`script#${dataId}`);
    if (pageData.length > 1) found.push(`${pageData.length} page data elements`);
    for (const element of document.querySelectorAll('*')) {
      const tag = element.tagName.toLowerCase();
      for (const name of element.getAttributeNames()) {
        if (name.toLowerCase().startsWith('on')) found.push(`<${tag} ${name}>`);
        if (
          /^\s*(javascript|vbscript|data):/i.test(element.getAttribute(name) ?? '') &&
          ['href', 'src', 'action', 'formaction', 'xlink:href'].includes(name)
        ) {
          found.push(`<${tag} ${name}=${element.getAttribute(name)}>`);
        }
      }
      if (tag === 'img' && element.getAttribute('src') === 'x') found.push('<img src=x>');
      if (tag === 'iframe' && element.hasAttribute('srcdoc')) found.push('<iframe srcdoc>');
      const isPageData =
        element === pageData[0] &&
        element.getAttribute('type') === 'application/json' &&
        element.parentElement === document.body;
      if (tag === 'script' && !isPageData && !(element.getAttribute('src') ?? '').startsWith('/assets/'))
        found.push(`<script> ${element.outerHTML.slice(0, 60)}`);
    }
    if ((window as any).__pwned) found.push('window.__pwned was set');
    return found;
  }, HYDRATION_ELEMENT_ID);
}

/** The payload text is on the page as text (so the test saw the records, not an empty page). */
async function showsPayloadText(page: Page) {
  await page.waitForFunction((text) => document.body.innerText.includes(text), P.img);
}

/**
 * Waits until what the page shows now has rendered and each of its pictures
 * (lazy ones aside) has loaded or failed: an injected picture's onerror has
 * run by then, since a failed picture turns complete in the task that fires
 * its error event.
 */
async function settled(page: Page) {
  await nextFrames(page);
  await page.waitForFunction(() => [...document.images].every((img) => img.loading === 'lazy' || img.complete));
}

async function visit(page: Page, watch: Watch, path: string, interact?: (page: Page) => Promise<void>) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await interact?.(page);
  await settled(page);
  return { path, injected: await injected(page), dialogs: [...watch.dialogs] };
}

describe('stored script payloads render as text', () => {
  test('the detector sees an injection when there is one', async () => {
    const { page } = await watchedPage();
    await page.goto('/');
    await page.evaluate((html) => document.body.insertAdjacentHTML('beforeend', html), `${P.img}${P.link}${P.iframe}`);
    expect(await injected(page)).toEqual([
      '<img onerror>',
      '<img src=x>',
      '<a href=javascript:alert(1)>',
      '<iframe srcdoc>',
    ]);
    // A second element posing as the page's data is foreign too.
    await page.evaluate(
      (html) => document.body.insertAdjacentHTML('beforeend', html),
      `<script type="application/json" id="${HYDRATION_ELEMENT_ID}">{}</script>`,
    );
    expect(await injected(page)).toContainEqual('2 page data elements');
  });

  test('on every public page', async () => {
    const { page, watch } = await watchedPage();
    const results = [];
    for (const path of ['/', '/hostels', '/people', '/files']) {
      results.push(await visit(page, watch, path, showsPayloadText));
    }
    results.push(
      await visit(page, watch, `/hostel/${records.hostel}`, async (p) => {
        await showsPayloadText(p);
        for (const tab of ['Supervisor', 'Facilities']) {
          const button = p.getByRole('tab', { name: tab, exact: true });
          if (await button.count()) await button.click();
        }
        await p.getByRole('tab', { name: 'Mess Details' }).click();
        await showsPayloadText(p);
      }),
    );
    for (const path of [
      '/gallery',
      '/about',
      '/rules-regulations',
      '/important-links',
      '/achievements',
      `/hostel/${encodeURIComponent(P.img)}`,
    ]) {
      results.push(await visit(page, watch, path));
    }
    for (const result of results) expect(result).toEqual({ path: result.path, injected: [], dialogs: [] });
  });

  test('as the server renders them, loaded fresh: with JavaScript ' +
    'on nothing runs, with it off the payloads show as text', async () => {
    const contexts: BrowserContext[] = [];
    /**
     * A new context of its own: no cache, no page of the app loaded
     * before, no service worker keeping the site's core meanwhile.
     */
    async function freshPage(javaScriptEnabled: boolean) {
      const context = await site.browser.newContext({ baseURL: site.url, javaScriptEnabled, serviceWorkers: 'block' });
      contexts.push(context);
      return watchDialogs(await context.newPage());
    }
    const paths = [
      '/',
      '/hostels',
      '/people',
      '/files',
      `/hostel/${records.hostel}`,
      // The same payloads in the query the pages read: a role of our own making, an unknown one, a search.
      `/people?role=${encodeURIComponent(payload(60))}`,
      `/people?role=${encodeURIComponent(ALL)}`,
      `/files?q=${encodeURIComponent(P.img)}`,
      `/gallery?category=${encodeURIComponent(P.svg)}`,
    ];
    const results = [];
    try {
      for (const path of paths) {
        // The HTML as the server sends it holds the payloads only as escaped text.
        const html = await (await fetch(site.url + path)).text();
        expect({ path, raw: Object.values(P).filter((part) => html.includes(part)) }).toEqual({ path, raw: [] });

        const on = await freshPage(true);
        await on.page.goto(path);
        // Taken over by the app: the 'More' menu answers a click.
        await on.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        await on.page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^More/ }).click();
        await on.page.locator('#more-menu').waitFor();
        await on.page.waitForLoadState('networkidle');
        if (!path.startsWith('/gallery') && !path.startsWith('/files?')) await showsPayloadText(on.page);
        await settled(on.page);
        results.push({ path, javaScript: true, injected: await injected(on.page), dialogs: on.watch.dialogs });

        const off = await freshPage(false);
        await off.page.goto(path);
        if (!path.startsWith('/gallery') && !path.startsWith('/files?')) {
          expect({ path, shown: (await off.page.evaluate(() => document.body.innerText)).includes(P.img) }).toEqual({
            path,
            shown: true,
          });
        }
        if (path.startsWith('/files?')) expect(await off.page.getByLabel('Search Files').inputValue()).toBe(P.img);
        results.push({ path, javaScript: false, injected: await injected(off.page), dialogs: off.watch.dialogs });
      }
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
    for (const result of results) expect(result).toEqual({ ...result, injected: [], dialogs: [] });
  }, 180_000);

  test('on every admin panel', async () => {
    const { page, watch } = await watchedPage();
    await loginAsAdmin(page);
    const results = [];
    for (const panel of ['People', 'Hostels', 'Mess', 'Events', 'Notifications', 'Files']) {
      await page.getByRole('button', { name: panel, exact: true }).click();
      await page.waitForLoadState('networkidle');
      await showsPayloadText(page);
      // Open the first record's edit form too: the values go into inputs.
      const edit = page.getByRole('button', { name: /^Edit/ }).first();
      if (await edit.count()) {
        await edit.click();
        await page
          .getByRole('dialog')
          .or(page.getByRole('region', { name: /^Edit/ }))
          .first()
          .waitFor();
        await settled(page);
        results.push({ panel: `${panel} (edit form)`, injected: await injected(page), dialogs: [...watch.dialogs] });
        await page.keyboard.press('Escape');
      }
      results.push({ panel, injected: await injected(page), dialogs: [...watch.dialogs] });
    }
    expect(results.filter((r) => r.panel.endsWith('(edit form)')).length).toBe(6);
    for (const result of results) expect(result).toEqual({ panel: result.panel, injected: [], dialogs: [] });
  });
});

describe('uploaded active content never runs in our origin', () => {
  test('HTML, SVG, JS, XHTML, XML and polyglot files download as attachments, typed as inert bytes', async () => {
    for (const [kind, id] of Object.entries(downloads)) {
      const response = await fetch(`${site.url}/api/files/download/${id}`);
      expect({ kind, status: response.status }).toEqual({ kind, status: 200 });
      expect(response.headers.get('content-disposition')).toStartWith('attachment;');
      expect(['application/octet-stream', 'image/gif']).toContain(response.headers.get('content-type')!);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain('sandbox');
    }
  });

  test('opening a download link starts a download instead of rendering the file', async () => {
    const { page, watch } = await watchedPage();
    await page.goto('/files');
    for (const [kind, id] of Object.entries(downloads)) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.evaluate((href) => {
          const a = document.createElement('a');
          a.href = href;
          document.body.append(a);
          a.click();
          a.remove();
        }, `/api/files/download/${id}`),
      ]);
      expect({ kind, name: download.suggestedFilename() }).toEqual({ kind, name: expect.stringMatching(/^active /) });
      await download.cancel();
    }
    expect(watch.dialogs).toEqual([]);
    expect(await injected(page)).toEqual([]);
  });

  test('even pulled into a page by a script tag, frame, object or image, the files do nothing', async () => {
    const { page, watch } = await watchedPage();
    await page.goto('/files');
    await page.waitForLoadState('networkidle');
    // What an injection would try if it ever got a tag into the page: the browser must refuse to run the files.
    const cspBlocked: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') cspBlocked.push(message.text());
    });
    // Resolves once each element has loaded or failed: a script runs
    // before its load event, a frame's document before the frame's.
    await page.evaluate((ids) => {
      const done: Promise<unknown>[] = [];
      const add = (element: HTMLElement) => {
        done.push(
          new Promise((resolve) => ['load', 'error'].forEach((event) => element.addEventListener(event, resolve))),
        );
        document.body.append(element);
      };
      for (const id of Object.values(ids)) {
        for (const [tag, attribute] of [
          ['script', 'src'],
          ['iframe', 'src'],
          ['object', 'data'],
          ['img', 'src'],
        ]) {
          const element = document.createElement(tag);
          element.setAttribute(attribute, `/api/files/download/${id}`);
          add(element);
        }
      }
      return Promise.all(done);
    }, downloads);
    expect(watch.dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as any).__pwned ?? null)).toBeNull();
  });

  test('SVG and HTML are never accepted as pictures', async () => {
    for (const [type, content] of [
      ['image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
      ['text/html', '<script>alert(1)</script>'],
    ]) {
      const response = await fetch(`${site.url}/api/events`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'x', description: 'x', date: '2031-01-01', image: dataUrl(type, 'x', content) }),
      });
      expect({ type, status: response.status }).toEqual({ type, status: 415 });
    }
  });
});

describe('security headers', () => {
  const EXPECTED: Record<string, (value: string | null) => boolean> = {
    'content-security-policy': (v) =>
      !!v &&
      /default-src '(self|none)'/.test(v) &&
      !/script-src[^;]*'unsafe-inline'/.test(v) &&
      /frame-ancestors 'none'/.test(v),
    'x-content-type-options': (v) => v === 'nosniff',
    'referrer-policy': (v) => !!v && v.length > 0,
    'x-frame-options': (v) => v === 'DENY',
  };

  test('on every kind of response: API, errors, assets, index.html, deep links, 304s, images, downloads', async () => {
    // The console's page links the stylesheet a rendered page carries inline.
    const index = await (await fetch(`${site.url}/admin`)).text();
    const asset = index.match(/src="(\/assets\/[^"]+\.js)"/)![1];
    const stylesheet = index.match(/href="(\/assets\/[^"]+\.css)"/)![1];
    const hostel = await api('GET', `/api/hostels/${records.hostel}`);
    const etag = (await fetch(`${site.url}/`)).headers.get('etag')!;
    const checks: [string, RequestInit & { url: string }][] = [
      ['API list', { url: '/api/events' }],
      ['API health', { url: '/api/health' }],
      ['API 404', { url: '/api/nothing' }],
      [
        'API 400',
        {
          url: '/api/events',
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: '{',
        },
      ],
      ['API 401', { url: '/api/events', method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }],
      [
        'API 403',
        {
          url: '/api/events',
          method: 'POST',
          headers: { authorization: 'Bearer x.y.z', 'content-type': 'application/json' },
          body: '{}',
        },
      ],
      [
        'API 413',
        {
          url: '/api/events',
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'content-length': String(200 * 1024 * 1024),
          },
          body: '{}',
        },
      ],
      [
        'API 415',
        {
          url: '/api/events',
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'text/html' },
          body: '<p>',
        },
      ],
      ['index.html', { url: '/' }],
      ['deep link', { url: '/hostels' }],
      ['admin deep link', { url: '/admin/login' }],
      ['index.html 304', { url: '/', headers: { 'if-none-match': etag } }],
      ['gzip index.html', { url: '/', headers: { 'accept-encoding': 'gzip' } }],
      ['script asset', { url: asset }],
      ['stylesheet asset', { url: stylesheet }],
      ['brotli asset', { url: asset, headers: { 'accept-encoding': 'br' } }],
      ['favicon', { url: index.match(/href="(\/assets\/favicon[^"]+)"/)![1] }],
      ['image', { url: hostel.image }],
      ['resized image', { url: `${hostel.image}&w=320` }],
      ['image 404', { url: '/api/hostels/image/nope' }],
      ['download', { url: `/api/files/download/${records.file}` }],
      ['download 404', { url: '/api/files/download/nope' }],
    ];
    const failures: string[] = [];
    for (const [label, { url, ...init }] of checks) {
      const response = await fetch(site.url + url, { redirect: 'manual', ...init });
      if (label.includes('304') && response.status !== 304) failures.push(`${label}: status ${response.status}`);
      for (const [name, ok] of Object.entries(EXPECTED)) {
        if (!ok(response.headers.get(name)))
          failures.push(`${label} (${response.status}): ${name} = ${response.headers.get(name)}`);
      }
      await response.arrayBuffer();
    }
    expect(failures).toEqual([]);
  });
});
