// A public page arrives rendered by the server (web/render.tsx) together with
// the API responses it was rendered from. The app takes the markup over with
// the same responses, so its first render matches the server's, and does not
// fetch them again while the page is first shown.
import { useState } from 'react';
import type { Middleware } from 'swr';
import { HYDRATION_ELEMENT_ID } from '@contract/render/public-data';

/** The API responses a page was rendered from, by SWR key (the API path); null for a record that does not exist. */
export type PageResponses = Record<string, unknown>;

/**
 * `today` is the institute day ('yyyy-MM-dd') the page was rendered for: its first render in the browser
 * shows that day too. `siteStarted`: when the site's content began, the date of what was never edited.
 */
export type Hydration = { responses: PageResponses; today: string; siteStarted: string | null };

/** The data the server rendered this page with, or null (the console, or a page the server did not render). */
export function readHydration(): Hydration | null {
  const element = document.getElementById(HYDRATION_ELEMENT_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as Hydration;
}

/**
 * SWR middleware: a hook mounted while the server's page is taken over does
 * not fetch its key again if the page came with it. Later mounts (after a
 * move to another page) fetch as usual, with the server's response shown meanwhile.
 */
export function keepServerResponses(responses: PageResponses, hydrating: () => boolean): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const [fromServer] = useState(() => hydrating() && typeof key === 'string' && key in responses);
    return useSWRNext(key, fetcher, fromServer ? { ...config, revalidateOnMount: false } : config);
  };
}
