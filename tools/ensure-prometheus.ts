// Installs Debian's Prometheus when it is missing: the dashboard's widgets query it, in the tests and in
// `npm start`. The package's own service is not used (nothing here runs systemd); we start our own.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { aptInstall, isRoot } from './apt.ts';
import { prometheusPath } from './prometheus/paths.ts';

if (!existsSync(prometheusPath)) {
  if (!isRoot()) {
    console.error(
      `Prometheus is missing at ${prometheusPath}. Install it with: sudo apt-get install -y prometheus`,
    );
    process.exit(1);
  }
  console.log('Installing Prometheus from Debian for the dashboard...');
  aptInstall(['prometheus']);
}
if (existsSync(prometheusPath)) {
  const version = execFileSync(prometheusPath, ['--version'], { encoding: 'utf8' }).split('\n')[0];
  console.log(`Prometheus: ${version ?? 'unknown version'}`);
}
