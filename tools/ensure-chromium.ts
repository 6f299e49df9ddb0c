// Installs Debian's Chromium for the end-to-end tests when it is missing (the machine's only browser source).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { aptInstall, isRoot } from './apt.ts';
import { chromiumPath as chromium } from './chromium.ts';

if (!existsSync(chromium)) {
  if (!isRoot()) {
    console.error(`Chromium is missing at ${chromium}. Install it with: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('Installing Chromium from Debian for the end-to-end tests...');
  aptInstall(['chromium'], { recommends: true });
}
console.log(`Chromium: ${execFileSync(chromium, ['--version']).toString().trim()}`);
