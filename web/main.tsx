import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, preloadPage } from './app/app';
import { readHydration } from './lib/hydration';
import { registerServiceWorker } from './lib/offline';
import { activateLanguage } from './lib/texts';
import { loadTexts } from './texts/catalogues';
import { languageOfPath } from '@contract/languages';

const root = document.getElementById('root')!;
const hydration = readHydration();
// The page is in its address's language for its whole life: the frame's texts in it, and the page's
// own chunk with its texts, before the first render (the server's markup, with nothing suspended).
activateLanguage(languageOfPath(window.location.pathname).language);
const [pageLoaded, frameTextsLoaded] = await Promise.all([
  preloadPage(window.location.pathname),
  loadTexts('frame').then(
    () => true,
    () => false,
  ),
]);
// As a transition, taking over the server's markup yields to the browser
// every few milliseconds: the page shown stays responsive meanwhile.
if (hydration) {
  // Without its chunk the page stays as the server sent it: readable, its links plain links.
  if (pageLoaded && frameTextsLoaded)
    startTransition(
      () =>
        void hydrateRoot(
          root,
          <App responses={hydration.responses} today={hydration.today} siteStarted={hydration.siteStarted} />,
        ),
    );
  // Only a public page (one the server rendered) lets the worker keep the site for offline reading.
  registerServiceWorker();
} else {
  createRoot(root).render(<App />);
}
