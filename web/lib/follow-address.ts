import { useState } from 'react';

/**
 * Calls `follow` with a query parameter's new value (from `useQueryParam`)
 * when the address changes under the page, as a link to the same page with
 * another query does: what the page keeps of its own (a search box's text, a
 * chosen category) then follows the address, the page's truth. It is called
 * while rendering, so the page never shows the old state with the new address.
 */
export function useFollowAddress(value: string | null, follow: (value: string | null) => void) {
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    follow(value);
  }
}
