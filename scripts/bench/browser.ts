// The front-end part of `bun run bench`: pages of the public site in headless
// Chromium (Debian's, driven by playwright-core), first and repeat visit,
// without throttling and with 4x CPU throttling plus a slow network set
// through the Chrome DevTools Protocol.
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';

export type Profile = {
  name: string;
  cpu: number;
  network?: { latency: number; downloadKbps: number; uploadKbps: number };
};

/** No throttling, and Lighthouse's mobile profile: 4x slower CPU, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const PROFILES: Profile[] = [
  { name: 'no throttling', cpu: 1 },
  { name: '4x CPU + slow 4G', cpu: 4, network: { latency: 150, downloadKbps: 1600, uploadKbps: 750 } },
];

export type Visit = {
  fcpMs: number;
  lcpMs: number;
  /** Bytes on the wire (headers included) for everything the page fetched. */
  bytes: number;
  /** Of those, the API's JSON responses. */
  apiJsonBytes: number;
  requests: number;
  /** Bytes of everything but the API's JSON, by URL path. */
  otherBytesByPath: Map<string, number>;
};

export type PageResult = { page: string; profile: string; first: Visit; repeat: Visit };

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

async function throttle(cdp: CDPSession, profile: Profile) {
  await cdp.send('Network.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  if (profile.network) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.network.latency,
      downloadThroughput: (profile.network.downloadKbps * 1000) / 8,
      uploadThroughput: (profile.network.uploadKbps * 1000) / 8,
    });
  }
}

/** Counts every request of one navigation and its bytes on the wire, from the protocol's own accounting. */
function recordTraffic(cdp: CDPSession) {
  const requests = new Map<string, { url: string; mime?: string; bytes: number }>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!event.request.url.startsWith('data:')) requests.set(event.requestId, { url: event.request.url, bytes: 0 });
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.mime = event.response.mimeType;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.bytes = event.encodedDataLength;
  });
  return {
    reset: () => requests.clear(),
    totals() {
      const all = [...requests.values()];
      const isApiJson = (r: (typeof all)[number]) =>
        new URL(r.url).pathname.startsWith('/api/') && (r.mime ?? '').includes('json');
      return {
        bytes: all.reduce((sum, r) => sum + r.bytes, 0),
        apiJsonBytes: all.filter(isApiJson).reduce((sum, r) => sum + r.bytes, 0),
        requests: all.length,
        otherBytesByPath: all
          .filter((r) => !isApiJson(r))
          .reduce(
            (byPath, r) => byPath.set(new URL(r.url).pathname, (byPath.get(new URL(r.url).pathname) ?? 0) + r.bytes),
            new Map<string, number>(),
          ),
      };
    },
  };
}

async function paintTimes(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ fcpMs: number; lcpMs: number }>((resolve) => {
        let lcp = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
          resolve({ fcpMs: fcp, lcpMs: lcp || NaN });
        }, 100);
      }),
  );
}

async function visit(page: Page, url: string, traffic: ReturnType<typeof recordTraffic>): Promise<Visit> {
  traffic.reset();
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  // index.html is an empty shell: the page is there once the app has painted and its data and pictures have come
  // (on a throttled CPU the network can go quiet while the script is still being compiled).
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, {
    timeout: 60_000,
  });
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  return { ...(await paintTimes(page)), ...traffic.totals() };
}

/** A first visit in a fresh browser profile, then a repeat visit (new tab, same profile and cache). */
export async function measurePage(
  browser: Browser,
  baseUrl: string,
  name: string,
  path: string,
  profile: Profile,
): Promise<PageResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const measureIn = async () => {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await throttle(cdp, profile);
      const traffic = recordTraffic(cdp);
      const result = await visit(page, baseUrl + path, traffic);
      await page.close();
      return result;
    };
    const first = await measureIn();
    const repeat = await measureIn();
    return { page: name, profile: profile.name, first, repeat };
  } finally {
    await context.close();
  }
}

/** Script and style URLs a page loads (to tell the public site's initial bundle from the admin chunk). */
export async function assetsLoaded(browser: Browser, url: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const urls = new Set<string>();
    page.on('request', (request) => {
      if (['script', 'stylesheet'].includes(request.resourceType())) urls.add(new URL(request.url()).pathname);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return urls;
  } finally {
    await context.close();
  }
}
