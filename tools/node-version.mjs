// Which Node Granary needs, and the one line that refuses an older one. npm scripts run it first
// (check-node.mjs) and the server bundle's entry starts with it (server-bundle.ts). Plain JavaScript,
// so that any Node can run it.
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/** The oldest Node major Granary runs on: package.json's engines (">=24"). */
export const neededNodeMajor = Number(/\d+/.exec(engines.node)[0]);

/**
 * Ends the process with one line on stderr and exit code 1 when Node is older than `needed`. It uses
 * nothing from outside its body: the server bundle's entry holds its source.
 */
export function refuseOldNode(needed, advice) {
  if (Number(process.versions.node.split('.')[0]) >= needed) return;
  const then = advice ? ` ${advice}` : '';
  console.error(
    `granary: Granary needs Node ${needed} or later, and this is Node ${process.versions.node}.${then}`,
  );
  process.exit(1);
}
