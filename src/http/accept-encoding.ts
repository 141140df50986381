// Reading Accept-Encoding and If-None-Match without a regular expression over
// the whole header: a header is up to 16 KB of attacker-chosen text, and a
// pattern like `\s*br\s*(;…)?\s*(,|$)` backtracks quadratically on a run of
// spaces (16 KB of them held the event loop for half a second per request).

/** The encoding is listed in Accept-Encoding (exactly, or by `*`) and not refused with q=0. */
export function acceptsEncoding(acceptEncoding: string | null | undefined, encoding: string): boolean {
  if (!acceptEncoding) return false;
  let wildcard: boolean | null = null;
  for (const part of acceptEncoding.split(',')) {
    const [name, ...parameters] = part.split(';');
    const token = name.trim().toLowerCase();
    if (token !== encoding && token !== '*') continue;
    let q = 1;
    for (const parameter of parameters) {
      const [key, value] = parameter.split('=');
      if (key.trim().toLowerCase() === 'q') q = Number(value?.trim());
    }
    const accepted = Number.isFinite(q) && q > 0;
    if (token === encoding) return accepted;
    wildcard = accepted;
  }
  return wildcard ?? false;
}

/** If-None-Match names this tag, or `*` (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const ours = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === ours;
  });
}
