import { defaultTreeAdapter as tree, html as htmlNames, serializeOuter } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';

export type HtmlElement = DefaultTreeAdapterMap['element'];
export type HtmlNode = DefaultTreeAdapterMap['childNode'];
/** An element's attributes, by name; an empty value is a bare attribute (`crossorigin`). */
export type HtmlAttributes = Record<string, string>;
type Child = HtmlNode | string;

function build(namespace: htmlNames.NS, tagName: string, attributes: HtmlAttributes, children: Child[]) {
  const node = tree.createElement(
    tagName,
    namespace,
    Object.entries(attributes).map(([name, value]) => ({ name, value })),
  );
  for (const child of children)
    if (typeof child === 'string') tree.insertText(node, child);
    else tree.appendChild(node, child);
  return node;
}

/**
 * An HTML element built as a parse5 node: the serializer escapes every text and attribute value, so an
 * object's name or a URL can never close a tag or open a new one.
 */
export const h = (tagName: string, attributes: HtmlAttributes = {}, children: Child[] = []): HtmlElement =>
  build(htmlNames.NS.HTML, tagName, attributes, children);

/** An SVG element (in SVG's namespace, as the HTML parser would put it). */
export const svg = (tagName: string, attributes: HtmlAttributes = {}, children: Child[] = []): HtmlElement =>
  build(htmlNames.NS.SVG, tagName, attributes, children);

/** A comment: where a streamed page is split (see first-paint). */
export const comment = (text: string): HtmlNode => tree.createCommentNode(text);

/** A script of raw text: the text goes out unescaped, so `<` is written as `\u003c` (JSON only). */
export function jsonScript(attributes: HtmlAttributes, value: unknown): HtmlElement {
  const node = h('script', { type: 'application/json', ...attributes });
  tree.insertText(node, JSON.stringify(value).replaceAll('<', '\\u003c'));
  return node;
}

/** Elements as HTML. */
export const toHtml = (elements: HtmlElement[]): string =>
  elements.map((element) => serializeOuter(element)).join('');
