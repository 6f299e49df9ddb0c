// Installs Debian's Prometheus when it is missing: the dashboard's widgets query it, in the tests and in
// `npm start`. The package's own service is not used (nothing here runs systemd); we start our own.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { aptInstall, isRoot } from './apt.ts';
import { prometheusPath } from './prometheus/paths.ts';

/** `npm start` runs without Prometheus (the dashboard shows its usage view); the tests need it. */
const optional = process.argv.includes('--optional');

if (!existsSync(prometheusPath)) {
  if (!isRoot()) {
    const install = 'sudo apt-get install -y prometheus';
    if (optional)
      console.warn(
        `Prometheus is missing at ${prometheusPath}: the dashboard shows its usage view (${install}).`,
      );
    else console.error(`Prometheus is missing at ${prometheusPath}. Install it with: ${install}`);
    process.exit(optional ? 0 : 1);
  }
  console.log('Installing Prometheus from Debian for the dashboard...');
  aptInstall(['prometheus']);
}
if (existsSync(prometheusPath)) {
  const version = execFileSync(prometheusPath, ['--version'], { encoding: 'utf8' }).split('\n')[0];
  console.log(`Prometheus: ${version ?? 'unknown version'}`);
}
