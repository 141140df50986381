// A page's content walked by path ('accommodation.rules.2'), the server's field error paths.
import { PAGE_PICTURE_ADDRESS, isBuiltInPicture } from '@contract/modules/pages/content/fields';

export type Content = unknown;

/** "hospitalsHeading" → "Hospitals heading", unless the page names the key. */
export const labelOf = (key: string, labels: Record<string, string> = {}) =>
  labels[key] ??
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/^./, (first) => first.toUpperCase())
    .replace(/(?<=\s)[A-Z]/g, (upper) => upper.toLowerCase());

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const joinPath = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/** The content with the value at `path` replaced. */
export function setAt(value: Content, path: (string | number)[], next: Content): Content {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, i) => (i === head ? setAt(item, rest, next) : item));
  if (isRecord(value)) return { ...value, [head]: setAt(value[head], rest, next) };
  return value;
}

/** An empty item shaped like the list's first one: its texts blank, its lists empty. */
export function blankLike(value: Content): Content {
  if (typeof value === 'string') return '';
  if (Array.isArray(value)) return [];
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, blankLike(item)]));
  return value;
}

/** Every text of the content by its path, in page order. */
export function textsByPath(value: Content, path = '', into = new Map<string, string>()) {
  if (Array.isArray(value)) value.forEach((item, i) => textsByPath(item, joinPath(path, i), into));
  else if (isRecord(value))
    for (const [key, item] of Object.entries(value)) textsByPath(item, joinPath(path, key), into);
  else into.set(path, value == null ? '' : String(value));
  return into;
}

export type Change = { path: string; before: string | null; after: string | null };

/** What changes from `from` to `to`, field by field; a text only one side has is an addition or a removal. */
export function changesBetween(from: Content, to: Content): Change[] {
  const before = textsByPath(from);
  const after = textsByPath(to);
  const paths = [...new Set([...before.keys(), ...after.keys()])];
  return paths
    .filter((path) => before.get(path) !== after.get(path))
    .map((path) => ({ path, before: before.get(path) ?? null, after: after.get(path) ?? null }));
}

/**
 * Paths whose texts are long enough for a textarea, indices as '*', read
 * once from the loaded content so a field keeps its control while typed in.
 */
export function longTexts(value: Content, path = '', into = new Set<string>()): Set<string> {
  if (Array.isArray(value))
    value.forEach((item) =>
      typeof item === 'string' ? into.add(joinPath(path, '*')) : longTexts(item, joinPath(path, '*'), into),
    );
  else if (isRecord(value))
    for (const [key, item] of Object.entries(value))
      typeof item === 'string'
        ? item.length > 80 && into.add(joinPath(path, key))
        : longTexts(item, joinPath(path, key), into);
  return into;
}

/** A text's place for a person: 'sections.0.title' reads 'Sections 1 › Title'. */
export const pathLabel = (path: string, labels: Record<string, string> = {}) =>
  path
    .split('.')
    .map((key) => (/^\d+$/.test(key) ? String(Number(key) + 1) : labelOf(key, labels)))
    .join(' › ')
    .replace(/ › (\d+)(?= › |$)/g, ' $1');

export const pattern = (path: string) => path.replace(/(^|\.)\d+(?=\.|$)/g, '$1*');

const isPicture = (value: unknown) =>
  typeof value === 'string' && (isBuiltInPicture(value) || PAGE_PICTURE_ADDRESS.test(value));

/**
 * Paths of the picture fields, indices as '*', read from the
 * loaded content (every picture field holds a picture there).
 */
export function picturePaths(value: Content, path = '', into = new Set<string>()): Set<string> {
  if (isPicture(value)) into.add(pattern(path));
  else if (Array.isArray(value)) value.forEach((item, i) => picturePaths(item, joinPath(path, i), into));
  else if (isRecord(value))
    for (const [key, item] of Object.entries(value)) picturePaths(item, joinPath(path, key), into);
  return into;
}
