import { useSyncExternalStore } from 'react';

/** Whether the device has a network, as the browser says; on the server, and while a page hydrates, it does. */
export function useOnline() {
  return useSyncExternalStore(
    (onChange) => {
      addEventListener('online', onChange);
      addEventListener('offline', onChange);
      return () => {
        removeEventListener('online', onChange);
        removeEventListener('offline', onChange);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}
