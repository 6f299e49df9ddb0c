// Debian packages the project installs when they are missing (Chromium, slapd, Prometheus, jemalloc).
import { execFileSync } from 'node:child_process';

export const isRoot = () => process.getuid?.() === 0;

/** `apt-get update`, then `apt-get install -y` of the packages without prompts (as root). */
export function aptInstall(packages: string[], { recommends = false } = {}): void {
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  const install = ['install', '-y', ...(recommends ? [] : ['--no-install-recommends']), ...packages];
  execFileSync('apt-get', install, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
