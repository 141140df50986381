// The language link's words, each in the language it leads to: a reader who
// cannot read the page shown can still read the way to their own. Not
// localized, for the same reason: every language's words are in every page.
import type { Language } from '@contract/languages';

export const languageTexts = {
  readIn: { en: 'Read this page in English', hi: 'यह पृष्ठ हिन्दी में पढ़ें' } satisfies Record<Language, string>,
  offerLabel: { en: 'Language', hi: 'भाषा' } satisfies Record<Language, string>,
  dismiss: { en: 'Stay in this language', hi: 'इसी भाषा में रहें' } satisfies Record<Language, string>,
};
