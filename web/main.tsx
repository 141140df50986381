import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, preloadPage } from './app/app';
import { readHydration } from './lib/hydration';
import { registerServiceWorker } from './lib/offline';
import { activateLanguage } from './lib/texts';
import { catalogues } from './texts/catalogues';
import { DEFAULT_LANGUAGE, languageOfPath } from '@contract/languages';

const root = document.getElementById('root')!;
const hydration = readHydration();
// The page is in its address's language for its whole life: that language's texts, and the page's own chunk, before the first render (the server's markup, with nothing suspended).
const { language } = languageOfPath(window.location.pathname);
const [pageLoaded, catalogue] = await Promise.all([
  preloadPage(window.location.pathname),
  language === DEFAULT_LANGUAGE ? null : catalogues[language]().catch(() => undefined),
]);
if (catalogue !== undefined) activateLanguage(language, catalogue);
// As a transition, taking over the server's markup yields to the browser every few milliseconds: the page shown stays responsive meanwhile.
if (hydration) {
  // Without its chunk the page stays as the server sent it: readable, its links plain links.
  if (pageLoaded && catalogue !== undefined)
    startTransition(() => void hydrateRoot(root, <App responses={hydration.responses} today={hydration.today} siteStarted={hydration.siteStarted} />));
  // Only a public page (one the server rendered) lets the worker keep the site for offline reading.
  registerServiceWorker();
} else {
  createRoot(root).render(<App />);
}
