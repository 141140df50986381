// The report's prose at most 120 columns wide, like every other file of the repository: a paragraph or
// a list item is broken at spaces outside `code`; tables, headings and code blocks stay as they are
// (a table's row cannot wrap).
const WIDTH = 120;

/** `line` broken at spaces outside backticks so that each piece fits, each after the first indented by `hang`. */
function wrapLine(line: string, hang: string): string[] {
  const indent = line.match(/^\s*/)![0];
  const words: string[] = [];
  let word = '';
  let inCode = false;
  for (const character of line.slice(indent.length)) {
    if (character === '`') inCode = !inCode;
    if (character === ' ' && !inCode && word) {
      words.push(word);
      word = '';
    } else if (character !== ' ' || inCode || word) word += character;
  }
  if (word) words.push(word);
  const lines: string[] = [];
  let current = indent;
  for (const next of words) {
    const joined = current.trim() ? `${current} ${next}` : current + next;
    if (current.trim() && Bun.stringWidth(joined) > WIDTH) {
      lines.push(current);
      current = hang + next;
    } else current = joined;
  }
  return [...lines, current];
}

/** The report's lines with each over-wide line of prose broken up; a list item's further lines hang under its text. */
export function wrapReport(lines: string[]): string[] {
  const out: string[] = [];
  let inCode = false;
  for (const line of lines.flatMap((l) => l.split('\n'))) {
    if (line.startsWith('```')) inCode = !inCode;
    const keep = inCode || Bun.stringWidth(line) <= WIDTH || /^\s*(\||#|```|<)/.test(line);
    if (keep) {
      out.push(line);
      continue;
    }
    const indent = line.match(/^\s*/)![0];
    const item = line.slice(indent.length).match(/^([-*] |\d+\. )/)?.[0] ?? '';
    out.push(...wrapLine(line, indent + ' '.repeat(item.length)));
  }
  return out;
}
