// A part of the app in its own chunk: each public page, and the console, so a
// visitor's first download is the frame and the page they opened, not the
// whole site. The opened page's chunk is loaded before the first render
// (main.tsx; render.tsx on the server), so it never flashes a spinner and a
// server-rendered page is taken over with its own component; the other public
// pages are fetched while the browser is idle, so moving between them is instant too.
import { Suspense, lazy, useState, type ComponentType } from 'react';
import { Spinner } from '../components/spinner';

export type Preloadable = { preload(): Promise<unknown> };
export type LazyPage<Props> = ComponentType<Props> & Preloadable;

export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPage<Props> {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const preload = () =>
    (loading ??= load().then((component) => (loaded = component)).catch((error) => {
      loading = null;
      throw error;
    }));
  const Suspending = lazy(async () => ({ default: await preload() }));
  const Page = (props: Props) => {
    // Decided once per mount, so a re-render never swaps the page for a new instance. Loaded already, it renders
    // with no Suspense boundary around it: the server's markup of the page is taken over with the rest, at once.
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={<Spinner label="Loading..." />}>
        <Suspending {...props} />
      </Suspense>
    );
  };
  return Object.assign(Page, { preload });
}

/** Loads the given pages one by one while the browser has nothing else to do. */
export function preloadWhenIdle(pages: Preloadable[]) {
  const idle = (next: () => void) => ('requestIdleCallback' in window ? window.requestIdleCallback(next) : setTimeout(next, 200));
  const step = (index: number) => {
    if (index >= pages.length) return;
    idle(() => {
      pages[index]
        .preload()
        .catch(() => {})
        .then(() => step(index + 1));
    });
  };
  step(0);
}
