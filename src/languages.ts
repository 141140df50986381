// The languages the public site is published in, shared by the server and the
// web app. English is the default: its addresses have no prefix and its texts
// are the ones SPEC.md fixes. Every other language has its addresses under
// `/{code}`, its interface texts in web/texts/{code}.ts and its content as
// translations beside the English.

export type LanguageInfo = {
  /** BCP 47, as `<html lang>`, `hreflang` and `?lang=` say it. */
  code: string;
  /** The language's own name for it, as its link says. */
  name: string;
};

export const DEFAULT_LANGUAGE = 'en';

export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'hi', name: 'हिन्दी' },
] as const satisfies readonly LanguageInfo[];

export type Language = (typeof LANGUAGES)[number]['code'];

/** The languages content is translated into: every one but English. */
export const TRANSLATED_LANGUAGES = LANGUAGES.map(({ code }) => code).filter(
  (code): code is Exclude<Language, 'en'> => code !== DEFAULT_LANGUAGE,
);
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

export const isLanguage = (code: unknown): code is Language => LANGUAGES.some((language) => language.code === code);
export const isTranslatedLanguage = (code: unknown): code is TranslatedLanguage =>
  code !== DEFAULT_LANGUAGE && isLanguage(code);

/**
 * The language an address is in and the page's path within it:
 * `/hi/hostels` is Hindi's `/hostels`; `/hostels` English's.
 */
export function languageOfPath(pathname: string): { language: Language; path: string } {
  const match = /^\/([a-z]{2,3})(?=\/|$)/.exec(pathname);
  if (match && isTranslatedLanguage(match[1]))
    return { language: match[1], path: pathname.slice(match[0].length) || '/' };
  return { language: DEFAULT_LANGUAGE, path: pathname };
}

/** What a language's addresses start with: '' for English, '/hi' for Hindi (the client router's base). */
export const basePathOf = (language: Language) => (language === DEFAULT_LANGUAGE ? '' : `/${language}`);

/** The address of the page at `path` (an English address) in `language`. */
export const pathIn = (language: Language, path: string) =>
  path === '/' && language !== DEFAULT_LANGUAGE ? basePathOf(language) : `${basePathOf(language)}${path}`;

/** A read's (or a feed's) address in `language`: `?lang=` added for a translated one. */
export const readIn = (language: Language, path: string) =>
  language === DEFAULT_LANGUAGE ? path : `${path}${path.includes('?') ? '&' : '?'}lang=${language}`;

/** The language a public read asks for with `?lang=`: a translated one, or null for English. */
export const translatedLanguageOf = (lang: string | null | undefined): TranslatedLanguage | null =>
  isTranslatedLanguage(lang) ? lang : null;
