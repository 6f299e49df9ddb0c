import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import {
  apiEndpoints,
  encodeViewCookie,
  endpointPath,
  firstPageSchema,
  VIEW_COOKIE,
  type ViewPreferences,
} from '@granary/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinio } from '@granary/tools/minio/test-servers';
import { emptyAndDeleteBucket, type Harness, rootS3, startHarness } from '../../testing/harness.ts';
import { FIRST_PAINT_ROWS } from './markup.ts';

const minio = testMinio();
const bucket = 'int-first-paint';
const s3 = rootS3(minio);
const hostile = 'docs/<img src=x onerror=alert(1)>&</script>.txt';
const view: ViewPreferences = { timeZone: 'Asia/Tokyo', locale: 'de-DE', colorMode: 'dark', menuOpen: false };

let harness: Harness;

beforeAll(async () => {
  await s3.send(new CreateBucketCommand({ Bucket: bucket })).catch(() => undefined);
  const keys = [...Array.from({ length: 80 }, (_, i) => `docs/f-${String(i).padStart(3, '0')}.txt`), hostile];
  await Promise.all(keys.map((Key) => s3.send(new PutObjectCommand({ Bucket: bucket, Key, Body: Key }))));
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'docs/sub/inner.txt', Body: 'x' }));
  harness = await startHarness(minio);
}, 120_000);

afterAll(async () => {
  await harness.close();
  await emptyAndDeleteBucket(s3, bucket);
});

type PageOptions = { path?: string; cookie?: string | undefined; token?: string };

function openPage({
  path = `/object-browser/${bucket}/docs/`,
  cookie,
  token = harness.token,
}: PageOptions = {}) {
  return harness.t.app.inject({
    method: 'GET',
    url: path,
    cookies: { token, ...(cookie !== undefined && { [VIEW_COOKIE]: cookie }) },
  });
}

const embeddedPage = (html: string) => {
  const json = /<script type="application\/json" id="first-page">(.*?)<\/script>/s.exec(html)?.[1];
  return json === undefined ? undefined : firstPageSchema.parse(JSON.parse(json));
};

describe('a deep link to a folder, drawn by the server', () => {
  it('draws the first page as the app will, with the page for the app and no second listing', async () => {
    const res = await openPage({ cookie: encodeViewCookie(view) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toMatch(/<html class="dark">/);
    expect(html).toContain('<div id="first-paint" data-menu="closed">');
    expect(html).toContain('<h1>docs</h1>');
    expect(html.match(/role="row" aria-rowindex="\d+" style=/g)).toHaveLength(FIRST_PAINT_ROWS);
    // Folders first, then files, as the listing API answers; dates in the cookie's zone and locale.
    expect(html).toMatch(/aria-rowindex="2"[^>]*>.*?<span>sub<\/span>/s);
    expect(html).toMatch(/<span>f-000\.txt<\/span>.*?title="\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}"/s);
    expect(html).not.toContain(endpointPath(apiEndpoints.objects.list, { params: { bucket } }));
    const first = embeddedPage(html);
    expect(first).toMatchObject({ bucket, prefix: 'docs/' });
    expect(first?.page.objects).toHaveLength(82);
    expect(first?.page.next_token).toBeNull();
  });

  it('writes hostile names as text, in the rows and in the page data', async () => {
    const html = (await openPage({ cookie: encodeViewCookie(view) })).body;
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&amp;&lt;');
    expect(html).not.toMatch(/<\/script>\.txt/);
    // '</script>' holds a '/': the key lists as a folder, whose name still closes a script tag.
    expect(embeddedPage(html)?.page.objects.map((entry) => entry.name)).toContain(
      'docs/<img src=x onerror=alert(1)>&</',
    );
  });

  it('takes the user’s colours from the cookie, and leaves them to the browser for "system"', async () => {
    const light = await openPage({ cookie: encodeViewCookie({ ...view, colorMode: 'light' }) });
    expect(light.body).toMatch(/<html class="light">/);
    const system = await openPage({
      cookie: encodeViewCookie({ ...view, colorMode: 'system', menuOpen: true }),
    });
    expect(system.body).toMatch(/<html>/);
    expect(system.body).toContain('data-menu="open"');
  });

  it.each([
    ['no view cookie', undefined],
    ['an unknown time zone', encodeViewCookie({ ...view, timeZone: 'Mars/Olympus' })],
    ['a locale Intl rejects', 'tz=UTC&lang=x-%20&scheme=dark&menu=1'],
    ['an unknown colour mode', 'tz=UTC&lang=en&scheme=sepia&menu=1'],
    ['garbage', '%%%;;'],
  ])('serves the plain page with %s, and the app lists the folder itself', async (_case, cookie) => {
    const res = await openPage({ cookie });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('id="first-paint"');
    // The preload as the HTML writes it: encoded, and its '&' escaped.
    // eslint-disable-next-line no-restricted-syntax -- the link's text in the page, written out
    expect(res.body).toContain(`/api/v1/buckets/${bucket}/objects?prefix=docs%2F&amp;limit=200`);
  });

  it('serves the plain page without a valid session, and draws nothing for a file', async () => {
    const cookie = encodeViewCookie(view);
    expect((await openPage({ cookie, token: 'not-a-token' })).body).not.toContain('id="first-paint"');
    const file = await openPage({ cookie, path: `/object-browser/${bucket}/docs/f-001.txt` });
    expect(file.body).not.toContain('id="first-paint"');
  });

  it('draws the page without rows when the folder cannot be listed, and the app says why', async () => {
    const res = await openPage({
      cookie: encodeViewCookie(view),
      path: '/object-browser/no-such-bucket-fp/',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="first-paint"');
    expect(res.body).not.toContain('role="table"');
    expect(embeddedPage(res.body)).toBeUndefined();
  });
});
