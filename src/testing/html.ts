// HTML read back with HTMLRewriter (Bun's HTML parser), as the render tests read pages.

export type Found = { attrs: Record<string, string>; text: string };

/** Every element matching `selector`, in document order: its attributes and its text (raw, as written in the HTML). */
export async function selectIn(html: string, selector: string): Promise<Found[]> {
  const found: Found[] = [];
  await new HTMLRewriter()
    .on(selector, {
      element: (element) => void found.push({ attrs: Object.fromEntries([...element.attributes]), text: '' }),
      text: (chunk) => void (found.at(-1)!.text += chunk.text),
    })
    .transform(new Response(html))
    .text();
  return found;
}

/** The raw texts of the elements matching `selector`. */
export const rawTextsIn = async (html: string, selector: string) =>
  (await selectIn(html, selector)).map((found) => found.text);
