import { defaultTreeAdapter as tree, parse, serialize } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import { h as element, type HtmlAttributes } from '../lib/html-element.ts';

type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

/** A `<link>` element's attributes. */
export type LinkAttributes = HtmlAttributes;

export type IndexHtmlParts = {
  /** The `<base href>`: where the app lives ("/" or the proxy prefix). */
  base: string;
  /** Links right after `<base>`, ahead of the scripts (the API preloads). */
  first: LinkAttributes[];
  /** Links at the end of `<head>` (the route modules). */
  last: LinkAttributes[];
  /** What `#root` holds until the app draws (a deep link's first rows), and the class `<html>` takes. */
  firstPaint?: { root: Node[]; htmlClass: string | undefined };
};

type Node = DefaultTreeAdapterMap['childNode'];

function findElement(node: ParentNode, matches: (element: Element) => boolean): Element | undefined {
  for (const child of tree.getChildNodes(node)) {
    if (!tree.isElementNode(child)) continue;
    if (matches(child)) return child;
    const found = findElement(child, matches);
    if (found) return found;
  }
  return undefined;
}

const byTag = (tagName: string) => (element: Element) => tree.getTagName(element) === tagName;
const byId = (id: string) => (element: Element) =>
  element.attrs.some((attribute) => attribute.name === 'id' && attribute.value === id);

function setAttribute(element: Element, name: string, value: string): void {
  element.attrs = [{ name, value }, ...element.attrs.filter((attribute) => attribute.name !== name)];
}

/** The `<base>`, given its href, first in `<head>` when index.html has none. */
function placeBase(head: Element, href: string): Element {
  const existing = findElement(head, byTag('base'));
  if (existing) {
    setAttribute(existing, 'href', href);
    return existing;
  }
  const created = element('base', { href });
  const firstChild = tree.getFirstChild(head);
  if (firstChild) tree.insertBefore(head, created, firstChild);
  else tree.appendChild(head, created);
  return created;
}

const attribute = (element: Element, name: string) =>
  element.attrs.find((candidate) => candidate.name === name)?.value;

/** The app's scripts, their preloads and the API preloads: what a page loads beyond itself. */
const isAppLoad = (element: Element) =>
  (tree.getTagName(element) === 'script' && attribute(element, 'type') === 'module') ||
  (tree.getTagName(element) === 'link' &&
    ['modulepreload', 'preload'].includes(attribute(element, 'rel') ?? ''));

function placeFirstPaint(
  document: ParentNode,
  head: Element,
  { root, htmlClass }: NonNullable<IndexHtmlParts['firstPaint']>,
) {
  const rootElement = findElement(document, byId('root'));
  const body = rootElement?.parentNode;
  if (!rootElement || !body) throw new Error('index.html has no #root');
  for (const node of root) tree.appendChild(rootElement, node);
  // The app loads after the first rows: while the folder is listed, MinIO has the machine to itself.
  const loads = tree.getChildNodes(head).filter((child) => tree.isElementNode(child) && isAppLoad(child));
  for (const node of loads) {
    tree.detachNode(node);
    tree.appendChild(body, node);
  }
  const html = findElement(document, byTag('html'));
  if (html && htmlClass) setAttribute(html, 'class', htmlClass);
}

/**
 * index.html with its base and links, built on the parsed document: every value is an attribute value
 * the serializer escapes, so nothing in a URL can close a tag or open a new one.
 */
export function renderIndexHtml(source: string, { base, first, last, firstPaint }: IndexHtmlParts): string {
  const document = parse(source);
  const head = findElement(document, byTag('head'));
  if (!head) throw new Error('index.html has no <head>');
  const baseElement = placeBase(head, base);
  const afterBase = tree.getChildNodes(head)[tree.getChildNodes(head).indexOf(baseElement) + 1];
  for (const attributes of first) {
    const link = element('link', attributes);
    if (afterBase) tree.insertBefore(head, link, afterBase);
    else tree.appendChild(head, link);
  }
  for (const attributes of last) tree.appendChild(head, element('link', attributes));
  if (firstPaint) placeFirstPaint(document, head, firstPaint);
  return serialize(document);
}
