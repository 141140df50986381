import { useSyncExternalStore } from 'react';

const query = () => window.matchMedia('(prefers-reduced-motion: reduce)');

/** True when the visitor asked for less motion: slideshows stop, counters and scrolls jump (DESIGN.md "Motion"). */
export function useReducedMotion() {
  return useSyncExternalStore(
    (onChange) => {
      const media = query();
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => query().matches,
    // The server renders for full motion; the browser's answer follows right after hydration.
    () => false,
  );
}
