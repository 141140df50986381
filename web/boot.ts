// Starts the app: the module this script's tag names in `data-app` (see
// scripts/build-web.ts). A page the server rendered paints from its HTML and
// CSS alone, so the app's code is fetched once the page has painted and does
// not take the bandwidth the first paint needs on a slow network; the console,
// which has no such page, starts at once.
import { HYDRATION_ELEMENT_ID } from '@contract/render/public-data';

const app = document.querySelector<HTMLScriptElement>('script[data-app]')!.dataset.app!;
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import(app);
};

if (document.getElementById(HYDRATION_ELEMENT_ID) && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  // The paint entries, not a timer: they come whatever the page's clock does.
  new PerformanceObserver(start).observe({ type: 'paint', buffered: true });
  addEventListener('load', start);
} else start();
