import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { httpError } from '../lib/http-error.ts';
import { planFirstPaint } from './first-paint/first-paint.ts';
import { forwardedPrefix, proxyPrefixOf } from './proxy-prefix.ts';
import { renderIndexHtml } from './spa-html.ts';
import { createPreloads } from './spa-preload.ts';

/**
 * Serves the built SPA with history fallback. The `<base href>` tells the browser where the app lives,
 * so deep links work both at `/` and under `/api/proxy/{namespace}/{tenant}/`.
 */
export async function registerSpa(
  app: FastifyInstance,
  staticDir: string,
  sealingKey: Buffer,
): Promise<void> {
  const indexFile = path.join(staticDir, 'index.html');
  const assetsDir = path.join(staticDir, 'assets') + path.sep;
  if (!existsSync(indexFile)) {
    app.log.warn(`No built web app at ${staticDir}: run 'npm run build' to serve the console UI.`);
  }
  // No route per file: the build's files are served by the handler below (reply.sendFile), found with
  // one stat each. Registering them made @fastify/static glob the build at start and keep two routes for
  // each of its ~280 files (~2.5 MiB of the idle server; docs/decisions/serving-the-app.md).
  await app.register(fastifyStatic, {
    root: staticDir,
    index: false,
    serve: false,
    preCompressed: true,
    // Vite names every asset after its content hash: a browser may keep them for good and skip the
    // revalidation round trips on each load. index.html itself is served with no-cache below.
    setHeaders: (reply: FastifyReply, filePath: string) => {
      if (filePath.startsWith(assetsDir))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : '';
  const preloads = createPreloads(staticDir);

  app.setNotFoundHandler(async (request, reply) => {
    const original = request.originalUrl.split('?')[0] ?? '/';
    const pathPrefix = proxyPrefixOf(original) ?? '';
    const appPath = original.slice(pathPrefix.length) || '/';
    const prefix = pathPrefix || forwardedPrefix(request.headers);
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isPage || appPath.startsWith('/api/') || appPath.startsWith('/ws/'))
      throw httpError('notFound', `No such endpoint: ${request.method} ${appPath}`);
    // Client routes may end in a file name too (/object-browser/{bucket}/report.pdf): only /assets/
    // and files that really exist in the build are static; everything else is the app.
    const file = path.normalize(appPath).replace(/^(\.\.[/\\])+/, '');
    const isFile = path.extname(appPath) !== '' && existsSync(path.join(staticDir, file));
    if (isFile) return reply.sendFile(file.slice(1));
    if (appPath.startsWith('/assets/')) throw httpError('notFound', `No such file: ${appPath}`);
    if (!indexHtml) throw httpError('notFound', 'The web app has not been built.');
    const firstPaint = await planFirstPaint(request, appPath, prefix, sealingKey);
    const { data, modules } = preloads(appPath, prefix, { listing: !firstPaint });
    const html = renderIndexHtml(indexHtml, { base: `${prefix}/`, first: data, last: modules, firstPaint });
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(firstPaint ? firstPaint.stream(html) : html);
  });
}
