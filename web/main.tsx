import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, preloadConsole } from './app/app';
import { readHydration } from './lib/hydration';

const root = document.getElementById('root')!;
const hydration = readHydration();
if (hydration) hydrateRoot(root, <App answers={hydration.answers} />);
else {
  await preloadConsole(window.location.pathname);
  createRoot(root).render(<App />);
}
