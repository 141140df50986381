// The language a page is shown in, as addresses and the visitor's choice see
// it: plain links and forms (the ones the client router does not handle) go to
// the page's language's addresses, and the language link remembers which
// language a visitor chose, to offer it on a page in the other one.
import { LANGUAGES, isLanguage, pathIn, type Language } from '@contract/languages';
import { activeLanguage } from './texts';

/** The address of the site's page at `path` (an English address) in the language shown. */
export const addressIn = (path: string) => pathIn(activeLanguage(), path);

/**
 * A page's address in `language`, from its path within the language shown (the client router's location) and its query.
 */
export const sameAddressIn = (language: Language, path: string, search: string) =>
  `${pathIn(language, path)}${search ? `?${search}` : ''}`;

/** The languages other than the one shown, each with its own name. */
export const otherLanguages = () => LANGUAGES.filter(({ code }) => code !== activeLanguage());

const CHOICE_KEY = 'hostel-language';

/** Remembers the language a visitor chose with the language link. */
export function rememberLanguage(language: Language) {
  try {
    localStorage.setItem(CHOICE_KEY, language);
  } catch {
    // Storage refused (a private window's quota): the choice is simply not remembered.
  }
}

/** The language the visitor last chose, or null. */
export function rememberedLanguage(): Language | null {
  try {
    const chosen = localStorage.getItem(CHOICE_KEY);
    return isLanguage(chosen) ? chosen : null;
  } catch {
    return null;
  }
}
