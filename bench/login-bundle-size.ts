// How much JavaScript the login page makes the browser download: gzip -9 size of each script, and
// the bytes the server really sent (precompressed brotli/gzip).
// Run: npm run bench:login-size   (not part of npm test)
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '@granary/tools/chromium';
import { startGranary } from '@granary/tools/granary-server';

type Script = { url: string; raw: number; gzip: number; sent: number };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);

// The login screen asks only for the strategy, which needs no MinIO: a closed port is enough.
const granary = await startGranary({ minioEndpoint: 'http://127.0.0.1:1', log: false });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
});
try {
  const page = await browser.newPage();
  const pending: Promise<Script>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        const url = new URL(response.url()).pathname;
        return {
          url,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          sent: sizes.responseBodySize,
        };
      })(),
    );
  });
  await page.goto(`${granary.url}/login`, { waitUntil: 'networkidle' });
  await page.getByText('Console Login').waitFor();
  const scripts = (await Promise.all(pending)).sort((a, b) => b.gzip - a.gzip);
  console.log(`${'gzip -9'.padStart(9)} ${'sent'.padStart(9)} ${'raw'.padStart(9)}  file`);
  for (const s of scripts) console.log(`${kb(s.gzip)} ${kb(s.sent)} ${kb(s.raw)}  ${s.url}`);
  const sum = (key: keyof Omit<Script, 'url'>) => scripts.reduce((total, s) => total + s[key], 0);
  console.log(
    `${kb(sum('gzip'))} ${kb(sum('sent'))} ${kb(sum('raw'))}  total of ${scripts.length} scripts (target: < 250 KB gzip)`,
  );
} finally {
  await browser.close();
  await granary.stop();
}
