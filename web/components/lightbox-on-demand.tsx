import { lazy, Suspense, type ComponentProps } from 'react';

const Lightbox = lazy(() => import('./lightbox').then((module) => ({ default: module.Lightbox })));

/** The picture viewer, its code fetched when it first opens: no page needs it to paint. */
export function LightboxOnDemand(props: ComponentProps<typeof Lightbox>) {
  return (
    <Suspense fallback={null}>
      <Lightbox {...props} />
    </Suspense>
  );
}
