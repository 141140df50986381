import { createRoot } from 'react-dom/client';
import { App, preloadCurrentPage } from './app/app';

await preloadCurrentPage();
createRoot(document.getElementById('root')!).render(<App />);
