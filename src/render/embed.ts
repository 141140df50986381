/**
 * JSON to put inside a `<script type="application/json">`: the characters
 * that could end the element or open a comment inside it (`<`, `>`, `&`), and
 * the line separators older parsers choke on, are written as JSON escapes, so
 * the text parses to the same value and stored text stays text.
 */
export const embedJson = (json: string) =>
  json.replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
