import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { h } from '../lib/html-element.ts';
import { renderIndexHtml } from './spa-html.ts';

const source = `<!doctype html><html><head><meta charset="UTF-8" /><base href="/" /><title>Granary</title>
<script type="module" src="./assets/app.js"></script></head><body><div id="root"></div></body></html>`;

/** The head's elements as `tag attr=value …`, read back by an HTML parser. */
function headElements(html: string): string[] {
  const document = parse(html);
  const htmlElement = document.childNodes.find((node) => node.nodeName === 'html');
  const head =
    htmlElement && 'childNodes' in htmlElement
      ? htmlElement.childNodes.find((node) => node.nodeName === 'head')
      : undefined;
  return (head && 'childNodes' in head ? head.childNodes : []).flatMap((node) =>
    'tagName' in node ? [[node.tagName, ...node.attrs.map((a) => `${a.name}=${a.value}`)].join(' ')] : [],
  );
}

describe('renderIndexHtml', () => {
  it('sets the base, then the first links, and the last links at the end of <head>', () => {
    const html = renderIndexHtml(source, {
      base: '/api/proxy/ns/tenant/',
      first: [{ rel: 'preload', as: 'fetch', crossorigin: '', href: '/api/v1/session' }],
      last: [{ rel: 'modulepreload', crossorigin: '', href: './assets/shell.js' }],
    });
    expect(headElements(html)).toEqual([
      'meta charset=UTF-8',
      'base href=/api/proxy/ns/tenant/',
      'link rel=preload as=fetch crossorigin= href=/api/v1/session',
      'title',
      'script type=module src=./assets/app.js',
      'link rel=modulepreload crossorigin= href=./assets/shell.js',
    ]);
  });

  it('keeps markup in a base or a link as attribute text: no element can be injected', () => {
    const hostile = '/api/proxy/a"><script>alert(1)</script><base href="x/t/';
    const html = renderIndexHtml(source, {
      base: hostile,
      first: [{ rel: 'preload', as: 'fetch', crossorigin: '', href: `${hostile}api/v1/session` }],
      last: [],
    });
    expect(headElements(html)).toEqual([
      'meta charset=UTF-8',
      `base href=${hostile}`,
      `link rel=preload as=fetch crossorigin= href=${hostile}api/v1/session`,
      'title',
      'script type=module src=./assets/app.js',
    ]);
    expect(html).toContain(
      'href="/api/proxy/a&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;base href=&quot;x/t/"',
    );
  });

  it('adds a <base> when the page has none', () => {
    const html = renderIndexHtml('<html><head><title>x</title></head></html>', {
      base: '/',
      first: [],
      last: [],
    });
    expect(headElements(html)).toEqual(['base href=/', 'title']);
  });

  it('puts the first rows in #root, and the app and its preloads after them in <body>', () => {
    const html = renderIndexHtml(source, {
      base: '/',
      first: [{ rel: 'preload', as: 'fetch', crossorigin: '', href: '/api/v1/session' }],
      last: [{ rel: 'modulepreload', crossorigin: '', href: './assets/shell.js' }],
      firstPaint: { root: [h('div', { id: 'first-paint' }, ['rows'])], htmlClass: 'dark' },
    });
    expect(headElements(html)).toEqual(['meta charset=UTF-8', 'base href=/', 'title']);
    expect(html).toContain('<html class="dark">');
    expect(html).toContain(
      '<body><div id="root"><div id="first-paint">rows</div></div>' +
        '<link rel="preload" as="fetch" crossorigin="" href="/api/v1/session">' +
        '<script type="module" src="./assets/app.js"></script>' +
        '<link rel="modulepreload" crossorigin="" href="./assets/shell.js"></body>',
    );
  });
});
