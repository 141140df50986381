// Starts the app: the module this script's tag names in `data-app` (see
// scripts/build-web.ts). A page the server rendered paints from its HTML and
// CSS alone, so the app's code is fetched once the page has loaded and been
// painted whole: it does not take the bandwidth the page's largest picture or
// text needs on a slow network. The console, which has no such page, starts at once.
import { HYDRATION_ELEMENT_ID } from '@contract/render/public-data';

const app = document.querySelector<HTMLScriptElement>('script[data-app]')!.dataset.app!;
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import(app);
};

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else addEventListener('load', () => resolve(), { once: true });
  });

/**
 * Resolves after the page's next rendering: an observer reports after the
 * rendering in which it first looked. Unlike a timer or an animation frame, it
 * comes whatever the page's clock does (browser tests stop that clock).
 */
const rendered = () =>
  new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe(document.documentElement);
  });

if (document.getElementById(HYDRATION_ELEMENT_ID)) {
  void loaded().then(rendered).then(rendered).then(start);
  // A visitor who reaches for the page before a slow picture has arrived need not wait for it.
  for (const type of ['pointerdown', 'keydown', 'touchstart'])
    addEventListener(type, start, { once: true, passive: true });
} else start();
