/**
 * If-None-Match names this tag, or is `*`: the client holds the response
 * already. Weak comparison, as RFC 9110 asks for GET. The header is split
 * rather than matched with a pattern: it is up to 16 KB of untrusted text.
 */
export function matchesIfNoneMatch(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  // What a client sends most: the tag it was given, as it was given.
  if (ifNoneMatch === etag) return true;
  const ours = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === ours;
  });
}
