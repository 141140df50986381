// Each page is its own chunk, so a visitor's first download is the frame and
// the page they opened, not the whole site. The opened page's chunk is loaded
// before the first render (main.tsx), so it never flashes a spinner; the other
// pages are fetched while the browser is idle, so moving between them is
// instant too.
import { lazy, type ComponentType } from 'react';

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
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Suspending {...props} />;
  };
  return Object.assign(Page, { preload });
}

/** Loads the given pages one by one while the browser has nothing else to do. */
export function preloadWhenIdle(pages: Preloadable[]) {
  const idle = (next: () => void) =>
    'requestIdleCallback' in window ? window.requestIdleCallback(next) : setTimeout(next, 200);
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
