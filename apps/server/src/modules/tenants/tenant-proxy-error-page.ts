import type { FastifyRequest } from 'fastify';
import { h, toHtml } from '../../lib/html-element.ts';
import type { HttpError } from '../../lib/http-error.ts';

/** A page load (the Metrics or management frame, or the address opened) rather than a call of the console's. */
export function isPageLoad(request: FastifyRequest): boolean {
  const destination = request.headers['sec-fetch-dest'];
  if (typeof destination === 'string') return ['document', 'iframe', 'frame'].includes(destination);
  return (request.headers.accept ?? '').startsWith('text/html');
}

const style =
  'color-scheme: light dark; font: 15px/1.5 system-ui, sans-serif; margin: 0; padding: 24px; ' +
  'max-width: 720px; overflow-wrap: anywhere';

/**
 * Why the proxy could not show the tenant's console, as a page the frame shows (the same sentence the
 * JSON answer carries): who refused, the console's status and its words.
 */
export function proxyErrorPage(error: HttpError): string {
  const page = h('html', { lang: 'en' }, [
    h('head', {}, [
      h('meta', { charset: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('title', {}, ["The tenant's console cannot be shown"]),
    ]),
    h('body', { style }, [
      h('main', {}, [
        h('h1', { style: 'font-size: 20px; margin: 0 0 8px' }, ["The tenant's console cannot be shown"]),
        h('p', { 'data-code': error.code }, [error.message]),
        ...(error.detailedMessage ? [h('p', { style: 'opacity: 0.75' }, [error.detailedMessage])] : []),
      ]),
    ]),
  ]);
  return `<!doctype html>${toHtml([page])}`;
}
