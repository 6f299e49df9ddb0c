import { defaultTreeAdapter as tree, html as htmlNames, parse, serialize } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';

type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

/** A `<link>` element's attributes, by name; an empty value is a bare attribute (`crossorigin`). */
export type LinkAttributes = Record<string, string>;

export type IndexHtmlParts = {
  /** The `<base href>`: where the app lives ("/" or the proxy prefix). */
  base: string;
  /** Links right after `<base>`, ahead of the scripts (the API preloads). */
  first: LinkAttributes[];
  /** Links at the end of `<head>` (the route modules). */
  last: LinkAttributes[];
};

function findElement(node: ParentNode, tagName: string): Element | undefined {
  for (const child of tree.getChildNodes(node)) {
    if (!tree.isElementNode(child)) continue;
    if (tree.getTagName(child) === tagName) return child;
    const found = findElement(child, tagName);
    if (found) return found;
  }
  return undefined;
}

function element(tagName: string, attributes: LinkAttributes): Element {
  return tree.createElement(
    tagName,
    htmlNames.NS.HTML,
    Object.entries(attributes).map(([name, value]) => ({ name, value })),
  );
}

/**
 * index.html with its base and links, built on the parsed document: every value is an attribute value
 * the serializer escapes, so nothing in a URL can close a tag or open a new one.
 */
export function renderIndexHtml(source: string, { base, first, last }: IndexHtmlParts): string {
  const document = parse(source);
  const head = findElement(document, 'head');
  if (!head) throw new Error('index.html has no <head>');
  let baseElement = findElement(head, 'base');
  if (baseElement) {
    baseElement.attrs = baseElement.attrs.filter((attribute) => attribute.name !== 'href');
    baseElement.attrs.unshift({ name: 'href', value: base });
  } else {
    baseElement = element('base', { href: base });
    const firstChild = tree.getFirstChild(head);
    if (firstChild) tree.insertBefore(head, baseElement, firstChild);
    else tree.appendChild(head, baseElement);
  }
  const afterBase = tree.getChildNodes(head)[tree.getChildNodes(head).indexOf(baseElement) + 1];
  for (const attributes of first) {
    const link = element('link', attributes);
    if (afterBase) tree.insertBefore(head, link, afterBase);
    else tree.appendChild(head, link);
  }
  for (const attributes of last) tree.appendChild(head, element('link', attributes));
  return serialize(document);
}
