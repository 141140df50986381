// The public site's interface texts in the language a page is shown in. Each
// feature declares its English texts with `localized(key, {...})`, as SPEC.md
// says them; a language's file (web/texts/{code}.ts) gives the same keys in
// that language. A page is in one language for its whole life in the browser
// (the language link loads the other language's address), and the server
// renders each page synchronously inside `withLanguage`, so one active
// catalogue at a time is enough; the browser adds each page's part of it as
// it loads the page (web/texts/catalogues.ts).
import { DEFAULT_LANGUAGE, type Language } from '@contract/languages';

/** A language's interface texts: for each key, what `localized` was given, in that language. */
export type Catalogue = Record<string, Record<string, unknown>>;

/** The shape a language gives a text object: strings for strings, functions for functions, the same keys. */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => unknown
    ? (...args: A) => string
    : T extends readonly (infer E)[]
      ? readonly Translation<E>[]
      : T extends object
        ? { [K in keyof T]: Translation<T[K]> }
        : T;

let active: { language: Language; catalogue: Catalogue | null } = { language: DEFAULT_LANGUAGE, catalogue: null };

/** Every English text object by its key, for the check that each language has them all. */
export const englishTexts: Record<string, object> = {};

/**
 * `english`, read in the active language: each property comes from the
 * active catalogue's `key` object when it has it, from `english` otherwise.
 */
export function localized<T extends object>(key: string, english: T): T {
  if (key in englishTexts) throw new Error(`Two text objects are named ${key}.`);
  englishTexts[key] = english;
  return new Proxy(english, {
    get(target, property, receiver) {
      const translated = active.catalogue?.[key];
      if (translated && typeof property === 'string' && property in translated) return translated[property];
      return Reflect.get(target, property, receiver);
    },
  });
}

/** The language the site is shown in. */
export const activeLanguage = () => active.language;

/**
 * Shows the site in `language` from now on (the browser, once,
 * before the first render): its texts as `addTexts` adds them.
 */
export function activateLanguage(language: Language) {
  active = { language, catalogue: language === DEFAULT_LANGUAGE ? null : {} };
}

/** Adds a part of the active language's texts: the browser loads the frame's, then each page's with the page. */
export function addTexts(part: Catalogue) {
  active = { ...active, catalogue: { ...active.catalogue, ...part } };
}

/** `render()` in `language`: the server renders pages of every language, each synchronously. */
export function withLanguage<T>(language: Language, catalogue: Catalogue | null, render: () => T): T {
  const previous = active;
  active = { language, catalogue };
  try {
    return render();
  } finally {
    active = previous;
  }
}
