// XML read back with saxes, a conformant XML 1.0 parser that stops at
// anything ill-formed: the feeds and the sitemap as a reader's parser sees them.
import { expect } from 'bun:test';
import { SaxesParser } from 'saxes';

export type XmlElement = {
  ns: string;
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
};

/**
 * The document as a tree of elements (namespace, local name,
 * attributes, text); throws at the first well-formedness error.
 */
export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const root: XmlElement = { ns: '', name: '#document', attributes: {}, children: [], text: '' };
  const open = [root];
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const attributes = Object.fromEntries(
      Object.values(tag.attributes).map((attribute) => [attribute.local, attribute.value]),
    );
    const element: XmlElement = { ns: tag.uri ?? '', name: tag.local ?? tag.name, attributes, children: [], text: '' };
    open.at(-1)!.children.push(element);
    open.push(element);
  });
  parser.on('text', (text) => (open.at(-1)!.text += text));
  parser.on('closetag', () => open.pop());
  parser.write(xml).close();
  expect(root.children).toHaveLength(1);
  return root.children[0];
}
