// Accept-Encoding is read by splitting, never with a regular expression over
// the whole header: it is up to 16 KB of attacker-chosen text, and a pattern
// like `\s*br\s*(;…)?\s*(,|$)` backtracks quadratically on a run of spaces.

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
