import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPreloads } from './spa-preload.ts';

// No build manifest: no route modules, only the API calls a page starts with.
const staticDir = mkdtempSync(path.join(tmpdir(), 'granary-spa-preload-'));
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));
const preloads = createPreloads(staticDir);

const fetched = (appPath: string, prefix = '') =>
  preloads(appPath, prefix).data.map((link) => {
    expect(link).toMatchObject({ rel: 'preload', as: 'fetch', crossorigin: '' });
    return link['href'];
  });

describe('createPreloads', () => {
  it.each(['/buckets', '/buckets/', '/object-browser', '/object-browser/'])(
    'starts the bucket list with the session on %s, whose first rows it is',
    (appPath) => {
      expect(fetched(appPath)).toEqual(['/api/v1/session', '/api/v1/buckets']);
    },
  );

  it('keeps the proxy prefix in the bucket list preload', () => {
    expect(fetched('/buckets', '/api/proxy/ns-1/tenant-a')).toEqual([
      '/api/proxy/ns-1/tenant-a/api/v1/session',
      '/api/proxy/ns-1/tenant-a/api/v1/buckets',
    ]);
  });

  it.each([
    ['/buckets/photos', ['/api/v1/session']],
    ['/buckets/photos/summary', ['/api/v1/session']],
    ['/object-browser/photos/', ['/api/v1/session', '/api/v1/buckets/photos/objects?prefix=&limit=200']],
    ['/dashboard', ['/api/v1/session']],
    ['/login', []],
  ])('does not ask for the bucket list on %s, which does not show it', (appPath, expected) => {
    expect(fetched(appPath)).toEqual(expected);
  });
});
