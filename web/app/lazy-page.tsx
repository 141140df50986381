// A part of the app in its own chunk (each public page, the console), so a
// visitor downloads the frame and the page opened, not the whole site. The
// opened page's chunk is loaded before the first render (main.tsx; render.tsx
// on the server): it then renders with no Suspense boundary around it, so the
// server's markup is taken over at once with the frame's, and nothing flashes.
// Each chunk's module (chunks/) imports the app besides its page: Bun groups
// modules by the chunks that import them, so the frame every page needs is
// then one file, not a dozen small ones, each compressed on its own.
import { Suspense, lazy, useState, type ComponentType } from 'react';
import { Spinner } from '../components/spinner';

export type Preloadable = { preload(): Promise<unknown>; loaded(): boolean };
export type LazyPage<Props> = ComponentType<Props> & Preloadable;

export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPage<Props> {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const preload = () =>
    (loading ??= load()
      .then((component) => (loaded = component))
      .catch((error) => {
        loading = null;
        throw error;
      }));
  const Suspending = lazy(async () => ({ default: await preload() }));
  const Page = (props: Props) => {
    // Decided once per mount: a re-render never swaps the page for another instance of it.
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={<Spinner label="Loading..." />}>
        <Suspending {...props} />
      </Suspense>
    );
  };
  return Object.assign(Page, { preload, loaded: () => loaded !== null });
}

/**
 * Loads the chunk of the page a link leads to as soon as the visitor points
 * at it, focuses it or touches it, so following it rarely waits. Nothing is
 * fetched otherwise: a page's code costs nothing until a visitor heads for it.
 */
export function preloadOnIntent(pageOf: (pathname: string) => Preloadable | null) {
  const intent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    void pageOf(link.pathname)
      ?.preload()
      .catch(() => {});
  };
  const types = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of types) document.addEventListener(type, intent, { passive: true });
  return () => {
    for (const type of types) document.removeEventListener(type, intent);
  };
}
