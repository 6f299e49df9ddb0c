import { randomBytes } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApp } from '../app.ts';
import type { Config } from '../config/config.ts';
import { loadConfig } from '../config/config.ts';
import { loadTlsFiles } from '../config/tls-files.ts';

/** A built SPA stand-in: the server's static serving is under test, not the web app. */
export function makeStaticDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'silo-static-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="./assets/app.js"></script></head><body></body></html>',
  );
  mkdirSync(path.join(dir, 'assets'));
  const script = 'console.log("app");';
  writeFileSync(path.join(dir, 'assets', 'app.js'), script);
  writeFileSync(path.join(dir, 'assets', 'app.js.gz'), gzipSync(script));
  return dir;
}

export async function makeTestApp(env: Record<string, string> = {}, overrides: Partial<Config> = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'silo-data-'));
  const config = {
    ...loadConfig({ SILO_DATA_DIR: dataDir, ...env }, { staticDir: makeStaticDir() }),
    ...overrides,
  };
  const sealingKey = randomBytes(32);
  const app = await buildApp({ config, sealingKey, https: loadTlsFiles(config.tls) });
  return { app, config, sealingKey };
}
