import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, preloadPage } from './app/app';
import { readHydration } from './lib/hydration';
import { registerServiceWorker } from './lib/offline';

const root = document.getElementById('root')!;
const hydration = readHydration();
// The page's own chunk first: its first render is then the server's markup, with nothing suspended.
const pageLoaded = await preloadPage(window.location.pathname);
// As a transition, taking over the server's markup yields to the browser every few milliseconds: the page shown stays responsive meanwhile.
if (hydration) {
  // Without its chunk the page stays as the server sent it: readable, its links plain links.
  if (pageLoaded)
    startTransition(() => void hydrateRoot(root, <App responses={hydration.responses} today={hydration.today} siteStarted={hydration.siteStarted} />));
  // Only a public page (one the server rendered) lets the worker keep the site for offline reading.
  registerServiceWorker();
} else {
  createRoot(root).render(<App />);
}
