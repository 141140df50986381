// The rules page's sections as its table of contents links them: their
// anchors and numerals (SPEC.md: I to IV, then the special note); the titles are the office's.
export const ruleSections = [
  { id: 'accommodation', numeral: 'I' },
  { id: 'mess-rules', numeral: 'II' },
  { id: 'medical-facility', numeral: 'III' },
  { id: 'general-rules', numeral: 'IV' },
  { id: 'ragging', numeral: '' },
] as const;

export type RuleSectionId = (typeof ruleSections)[number]['id'];
