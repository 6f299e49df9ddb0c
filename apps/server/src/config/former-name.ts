import { ConfigError } from './config-error.ts';

/**
 * The prefix of the product's own variables before it was renamed Granary
 * (docs/decisions/the-name-granary.md).
 */
const FORMER_PREFIX = 'SILO_';
const PREFIX = 'GRANARY_';

/**
 * A variable under the former name would be ignored, and the server would run on defaults: a new data
 * directory and session key (everyone logged out), its own store instead of the shared PostgreSQL, the
 * default login rate limit. Start-up stops instead, naming each variable's new name.
 */
export function refuseFormerNames(env: Record<string, string | undefined>): void {
  const former = Object.keys(env)
    .filter((name) => name.startsWith(FORMER_PREFIX) && env[name] !== undefined)
    .sort();
  if (former.length === 0) return;
  const renames = former.map((name) => `${name} is now ${PREFIX}${name.slice(FORMER_PREFIX.length)}`);
  throw new ConfigError(
    `Silo was renamed Granary: ${renames.join(', ')}. Rename ${former.length === 1 ? 'it' : 'them'} and start again.`,
  );
}
