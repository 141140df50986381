// How a search result reads: a long text's start, and a line of facts.
const SNIPPET_LENGTH = 160;

/** The start of a long text, cut at a word, for a result's snippet. */
export function excerpt(text: string) {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= SNIPPET_LENGTH) return flat;
  const cut = flat.slice(0, SNIPPET_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : SNIPPET_LENGTH)}…`;
}

/** The parts there are, one after another. */
export const line = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/** A hostel's page, where its mess is shown too. */
export const hostelPage = (hostelId: string) => `/hostel/${encodeURIComponent(hostelId)}`;
