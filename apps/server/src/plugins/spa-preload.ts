import {
  bucketEndpoints,
  listObjectsPath,
  sessionEndpoints,
  parseBrowserPath,
  publicAppPaths,
  screens,
} from '@granary/contract';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LinkAttributes } from './spa-html.ts';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), keyed by source path. */
type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

const isPublic = (segment: string) => publicAppPaths.includes(`/${segment}`);
const SHELL_MODULE = 'src/app/shell/shell-layout.tsx';
/** A screen's lazy route module follows the route's first segment: /object-browser → object-browser-route. */
const routeModule = (segment: string) => `src/app/routes/${segment}-route.tsx`;
/** The screens whose rows are the bucket list: /buckets and the object browser's 'All Buckets'. */
const bucketListScreens = new Set<string>([screens.buckets.path, screens.objectBrowser.path]);
const showsBucketList = (appPath: string) => bucketListScreens.has(appPath.replace(/(.)\/$/, '$1'));

function readManifest(staticDir: string): Manifest {
  const file = path.join(staticDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}

/** The files a chunk needs before it runs: itself and its static imports, transitively. */
function chunkFiles(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, into);
  return into;
}

/**
 * What a deep link needs, as `<link>` elements for index.html: the session; the bucket list on the two
 * screens that show it (/buckets and /object-browser) or the first page of an object-browser folder; and
 * the lazy route chunks (which the browser would otherwise find only after the entry script has run).
 * Each request starts while the HTML is parsed, and the app's own identical requests are answered from
 * the preloads.
 */
export type Preloads = { data: LinkAttributes[]; modules: LinkAttributes[] };

/** `listing: false` when the page brings the folder's first page itself (first paint). */
type PreloadOptions = { listing: boolean };

export function createPreloads(
  staticDir: string,
): (appPath: string, prefix: string, options?: PreloadOptions) => Preloads {
  const manifest = readManifest(staticDir);
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const inEntry = entry ? chunkFiles(manifest, entry) : new Set<string>();

  const moduleTags = (segment: string) => {
    const modules = isPublic(segment) ? [routeModule(segment)] : [SHELL_MODULE, routeModule(segment)];
    const files = new Set<string>();
    for (const key of modules) chunkFiles(manifest, key, files);
    return [...files]
      .filter((file) => !inEntry.has(file))
      .map((file): LinkAttributes => ({ rel: 'modulepreload', crossorigin: '', href: `./${file}` }));
  };

  const fetchLink = (href: string): LinkAttributes => ({
    rel: 'preload',
    as: 'fetch',
    crossorigin: '',
    href,
  });

  /** Links for index.html: the API calls to put first in <head>, the route modules to put last. */
  return (appPath, prefix, { listing } = { listing: true }) => {
    const segment = appPath.split('/')[1] ?? '';
    const data: LinkAttributes[] = [];
    if (!isPublic(segment)) {
      data.push(fetchLink(`${prefix}${sessionEndpoints.session.path}`));
      const folder = parseBrowserPath(appPath);
      if (folder && listing)
        data.push(fetchLink(`${prefix}${listObjectsPath(folder.bucket, folder.prefix)}`));
      if (showsBucketList(appPath)) data.push(fetchLink(`${prefix}${bucketEndpoints.list.path}`));
    }
    return { data, modules: moduleTags(segment) };
  };
}
