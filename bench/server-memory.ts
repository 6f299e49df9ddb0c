// What the idle Granary server holds, module by module: the resident memory of a bare Node, of every npm
// package the bundled server imports at start, what each adds to the others, and of the server itself
// started, after a login and after its first calls (with the flags and environment startGranary uses); then
// after a logout, which creates the embedded store (its own process), and once that store has slept.
// Run: npm run bench:server-memory   (builds the server bundle first; needs MinIO like the other benches)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startMinio } from '@granary/tools/minio';
import { buildServerBundle, onDemandPackages } from '@granary/tools/server-bundle';
import { startGranary } from '@granary/tools/granary-server';
import { embeddedSleepAfterMs } from '../apps/server/src/store/store.ts';
import { logIn, memoryMiB, granaryAndStoreMiB, storeProcessPid } from './bench-kit.ts';

const serverDir = path.resolve(import.meta.dirname, '../apps/server');

/**
 * RSS (MiB) of one fresh Node before and after importing each of `modules` in turn (settled 300 ms):
 * what each package adds to those before it.
 */
function rssImportingInTurn(modules: string[]): number[] {
  const script = `const { readFileSync } = process.getBuiltinModule('node:fs');
const rss = () => /VmRSS:\\s+(\\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1];
const settle = () => new Promise((r) => setTimeout(r, 300));
await settle();
const out = [rss()];
// Built-ins as the bundle takes them (tools/bundle-builtins.ts): an import would build their ESM facade.
for (const m of ${JSON.stringify(modules)}) {
  if (m.startsWith('node:')) process.getBuiltinModule(m); else await import(m);
  await settle(); out.push(rss());
}
console.log(out.join(' '));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: serverDir,
    env: { ...process.env, MALLOC_ARENA_MAX: '2' },
  });
  return out
    .toString()
    .trim()
    .split(' ')
    .map((kib) => Number(kib) / 1024);
}

/** Resident MiB by kind of mapping: Node's own binary (code and read-only data, ICU among it), glibc's
 * malloc heap, anonymous memory (V8's heap, jemalloc's pages, large mallocs), and shared libraries. */
function rssByMapping(pid: number): Record<string, number> {
  const kinds: Record<string, number> = {};
  let kind = '';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const mapping = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping) {
      const name = mapping[1] ?? '';
      kind =
        name === process.execPath || name.endsWith('/bin/node')
          ? 'the node binary'
          : name === '[heap]'
            ? "glibc's malloc heap"
            : name === ''
              ? 'anonymous (V8 heap, jemalloc)'
              : name.startsWith('/')
                ? 'shared libraries'
                : 'other';
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) kinds[kind] = (kinds[kind] ?? 0) + Number(rss[1]) / 1024;
  }
  return kinds;
}

/**
 * The npm packages the server loads at start: its dependencies but those it imports on demand. The
 * bundle holds them all, so this imports each from node_modules to see what it costs on its own.
 */
function startupPackages(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return Object.keys(manifest.dependencies).filter(
    (name) => !name.startsWith('@granary/') && !onDemandPackages.includes(name),
  );
}

const nodeModulesFirst = ['node:http', 'node:https', 'node:crypto', 'node:stream', 'node:zlib'];

async function main() {
  await buildServerBundle();
  // Node's own modules the server needs first, so that the first package does not carry their cost.
  const packages = [...nodeModulesFirst, ...startupPackages()];
  const rss = rssImportingInTurn(packages);
  console.log(`bare Node: ${(rss[0] ?? 0).toFixed(0)} MiB`);
  console.log('each package the server imports at start, in turn (what it adds to those above it):');
  packages.forEach((name, i) =>
    console.log(`  + ${name.padEnd(34)} ${((rss[i + 1] ?? 0) - (rss[i] ?? 0)).toFixed(1).padStart(5)} MiB`),
  );
  console.log(`all of them: ${(rss.at(-1) ?? 0).toFixed(0)} MiB`);

  const minio = await startMinio({ drives: 4, name: 'bench-memory' });
  const granary = await startGranary({ minioEndpoint: minio.endpoint, log: false });
  try {
    await sleep(1_000);
    const started = memoryMiB(granary.pid, 'VmRSS');
    const token = await logIn(granary.url, minio.rootUser, minio.rootPassword);
    const loggedIn = memoryMiB(granary.pid, 'VmRSS');
    for (const call of ['/api/v1/session', '/api/v1/buckets', '/api/v1/users', '/api/v1/admin/info'])
      await (await fetch(`${granary.url}${call}`, { headers: { cookie: `token=${token}` } })).arrayBuffer();
    await sleep(3_000);
    const used = memoryMiB(granary.pid, 'VmRSS');
    console.log(
      `the server: started ${started.toFixed(0)} MiB, after a login ${loggedIn.toFixed(0)} MiB, ` +
        `after session, buckets, users (an encrypted admin call) and info ${used.toFixed(0)} MiB`,
    );
    console.log('where that resident memory lives:');
    for (const [kind, mib] of Object.entries(rssByMapping(granary.pid)).sort((a, b) => b[1] - a[1]))
      console.log(`  ${kind.padEnd(36)} ${mib.toFixed(1).padStart(5)} MiB`);
    await logOutAndSleep(granary.url, granary.pid, token);
  } finally {
    await granary.stop();
    await minio.stop();
  }
}

/**
 * A logout writes the first record of a new embedded store: PGlite's process starts and runs initdb.
 * Its peaks, both processes while it is awake, and Granary once it has slept (a minute without a query).
 */
async function logOutAndSleep(url: string, pid: number, token: string): Promise<void> {
  let peak = { granary: 0, store: 0 };
  const sample = () => {
    const now = granaryAndStoreMiB(pid, 'VmRSS');
    peak = { granary: Math.max(peak.granary, now.granary), store: Math.max(peak.store, now.store) };
  };
  const sampler = setInterval(sample, 100);
  const loggedOut = Date.now();
  const answer = await fetch(`${url}/api/v1/logout`, {
    method: 'POST',
    headers: { cookie: `token=${token}`, origin: url },
  });
  if (!answer.ok) throw new Error(`logout answered ${answer.status}`);
  await sleep(10_000);
  clearInterval(sampler);
  const awake = granaryAndStoreMiB(pid, 'VmRSS');
  console.log(
    `after a logout (a new embedded store: PGlite's initdb): peak Granary ${peak.granary.toFixed(0)} MiB, its store's process ${peak.store.toFixed(0)} MiB; ` +
      `10 s later Granary ${awake.granary.toFixed(0)} MiB + the store's process ${awake.store.toFixed(0)} MiB`,
  );
  const deadline = loggedOut + embeddedSleepAfterMs + 30_000;
  while (storeProcessPid(pid) !== undefined && Date.now() < deadline) await sleep(1_000);
  const asleep = storeProcessPid(pid) === undefined;
  if (!asleep) {
    console.log(`the store did not sleep within ${(deadline - loggedOut) / 1000} s of the logout`);
    return;
  }
  const sleptAfter = (Date.now() - loggedOut) / 1000;
  await sleep(5_000);
  const soon = memoryMiB(pid, 'VmRSS');
  await sleep(30_000);
  console.log(
    `once the store slept (${sleptAfter.toFixed(0)} s after the logout): Granary ${soon.toFixed(0)} MiB 5 s later, ` +
      `${memoryMiB(pid, 'VmRSS').toFixed(0)} MiB 35 s later, no store process; where it lives:`,
  );
  for (const [kind, mib] of Object.entries(rssByMapping(pid)).sort((a, b) => b[1] - a[1]))
    console.log(`  ${kind.padEnd(36)} ${mib.toFixed(1).padStart(5)} MiB`);
}

await main();
