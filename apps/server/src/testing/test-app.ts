import { randomBytes } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApp, type AppOptions } from '../app.ts';
import type { Config } from '../config/config.ts';
import { loadConfig } from '../config/config.ts';
import { loadTlsFiles } from '../config/tls-files.ts';
import { sealToken } from '../lib/token-seal.ts';

/** The build manifest of the stand-in: an entry, the shell, two routes and shared chunks. */
const viteManifest = {
  'src/main.tsx': { file: 'assets/app.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  '_paper.js': { file: 'assets/paper.js', imports: ['_shared.js'] },
  'src/app/shell/shell-layout.tsx': { file: 'assets/shell.js', imports: ['_paper.js'] },
  'src/app/routes/object-browser-route.tsx': { file: 'assets/object-browser.js', imports: ['_paper.js'] },
  'src/app/routes/login-route.tsx': { file: 'assets/login.js', imports: ['_shared.js'] },
};

/** A built SPA stand-in: the server's static serving is under test, not the web app. */
export function makeStaticDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'granary-static-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="./assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(dir, 'assets'));
  const script = 'console.log("app");';
  writeFileSync(path.join(dir, 'assets', 'app.js'), script);
  writeFileSync(path.join(dir, 'assets', 'app.js.gz'), gzipSync(script));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(viteManifest));
  return dir;
}

export async function makeTestApp(
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
  { targets }: Pick<AppOptions, 'targets'> = {},
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'granary-data-'));
  const config = {
    ...loadConfig({ GRANARY_DATA_DIR: dataDir, ...env }, { staticDir: makeStaticDir() }),
    ...overrides,
  };
  const sealingKey = randomBytes(32);
  const app = await buildApp({
    config,
    sealingKey,
    https: loadTlsFiles(config.tls),
    ...(targets && { targets }),
  });
  return { app, config, sealingKey };
}

/** A sealed session whose STS keys MinIO never issued: for routes that must answer before calling MinIO. */
export function fakeSessionToken(sealingKey: Buffer, expiresInMs = 60_000): string {
  return sealToken(sealingKey, {
    accessKeyId: 'a',
    secretAccessKey: 'b',
    sessionToken: 'c',
    expiresAt: Date.now() + expiresInMs,
  });
}
