// What changed between two versions of a text, word by word, for a translator
// to see what to update (the longest common run of words kept, the rest marked).

export type DiffPart = { text: string; change: 'same' | 'removed' | 'added' };

/** Words and the spaces between them, so a diff puts the text back together exactly. */
const tokens = (text: string) => text.split(/(\s+)/).filter(Boolean);

/**
 * `before` turned into `after`: unchanged runs, removed runs and
 * added runs in reading order, neighbours of one kind joined.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  // common[i][j]: how many tokens a[i..] and b[j..] have in common, in order.
  const common = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      common[i][j] = a[i] === b[j] ? common[i + 1][j + 1] + 1 : Math.max(common[i + 1][j], common[i][j + 1]);

  const parts: DiffPart[] = [];
  const push = (text: string, change: DiffPart['change']) => {
    const last = parts.at(-1);
    if (last?.change === change) last.text += text;
    else parts.push({ text, change });
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      push(a[i++], 'same');
      j++;
    } else if (i < a.length && (j === b.length || common[i + 1][j] >= common[i][j + 1])) push(a[i++], 'removed');
    else push(b[j++], 'added');
  }
  return parts;
}
