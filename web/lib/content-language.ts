// Content the office has not translated yet (or whose translation is older
// than its English) is shown in English on a translated page: the server says
// which fields in a record's `englishFields`, and the element showing one says
// `lang="en"`, so screen readers read it as English.
import { DEFAULT_LANGUAGE } from '@contract/languages';
import { activeLanguage } from './texts';

/** A record as a translated read sends it. */
export type MaybeTranslated = { englishFields?: readonly string[] };

/**
 * `lang` for the element showing `record`'s `field` (a path such as 'title' or
 * 'sections.0.body'): 'en' when that field is shown in English on a translated page.
 */
export function langOf(record: object | null | undefined, field: string): 'en' | undefined {
  if (activeLanguage() === DEFAULT_LANGUAGE) return undefined;
  const englishFields = (record as MaybeTranslated | null | undefined)?.englishFields;
  return englishFields?.includes(field) ? DEFAULT_LANGUAGE : undefined;
}
