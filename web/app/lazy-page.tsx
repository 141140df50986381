// A part of the app in its own chunk (the console), so visitors never
// download it. Its chunk can be loaded before the first render (main.tsx), so
// opening it at its address never flashes a spinner.
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
