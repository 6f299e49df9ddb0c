// The built server on a Node older than package.json's engines: one line saying so, exit code 1, and
// nothing served or written. Node 20 used to serve requests with a store that could not load.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ensureServerBundle } from '@granary/tools/server-bundle';
import { describe, expect, it } from 'vitest';
import { builtServerEnv } from './testing/granary-process.ts';

const run = promisify(execFile);

/** Every other `node` on PATH older than Node 24 (`which -a node`): Debian's Node 20 on this machine. */
function olderNodes(): { node: string; version: string }[] {
  const found = new Map<string, string>();
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const node = path.join(dir, 'node');
    if (!dir || !existsSync(node)) continue;
    const real = realpathSync(node);
    if (found.has(real) || real === realpathSync(process.execPath)) continue;
    found.set(real, execFileSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim());
  }
  return [...found]
    .filter(([, version]) => Number(version.split('.')[0]) < 24)
    .map(([node, version]) => ({ node, version }));
}

/** This Node made to look like an older one, the way the bundle sees it; 18 lacks getBuiltinModule too. */
const posingAs = (version: string, withoutBuiltins: boolean) =>
  'data:text/javascript,' +
  encodeURIComponent(
    `Object.defineProperty(process, 'versions', { value: { ...process.versions, node: '${version}' } });` +
      (withoutBuiltins ? 'delete process.getBuiltinModule;' : ''),
  );

const olderThanNeeded = [
  {
    name: 'Node 18 (posed)',
    node: process.execPath,
    flags: ['--import', posingAs('18.19.0', true)],
    version: '18.19.0',
  },
  {
    name: 'Node 20 (posed)',
    node: process.execPath,
    flags: ['--import', posingAs('20.20.2', false)],
    version: '20.20.2',
  },
  ...olderNodes().map(({ node, version }) => ({ name: `${node} (${version})`, node, flags: [], version })),
];

describe('the built server on an older Node', () => {
  it.each(olderThanNeeded)(
    'refuses to start on $name',
    { timeout: 120_000 },
    async ({ node, flags, version }) => {
      const entry = await ensureServerBundle();
      const { dataDir, env } = builtServerEnv('granary-old-node-');
      // A server that starts serves until this timeout ends it.
      const failure = await run(node, [...flags, entry], { env, timeout: 30_000 }).then(
        () => undefined,
        (error: unknown) => error as { code: number | null; stdout: string; stderr: string },
      );
      expect(failure).toMatchObject({
        code: 1,
        stdout: '',
        stderr: `granary: Granary needs Node 24 or later, and this is Node ${version}.\n`,
      });
      expect(readdirSync(dataDir)).toEqual([]);
    },
  );
});
