import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

// Runs the command as a child of a tiny shell that outlives nothing: when the Node parent disappears
// (even by SIGKILL, when no handler of ours can run) the watcher subshell notices within half a second,
// stops the command (TERM, then KILL after 5 s) and the shell removes the data directory.
// The first line on stdout is "watchdog-pid <pid of the command>".
const SCRIPT = `
parent=$1; cleanup=$2; shift 2
"$@" </dev/null &
child=$!
echo "watchdog-pid $child"
( while kill -0 "$parent" 2>/dev/null; do sleep 0.5; done
  kill -TERM "$child" 2>/dev/null; sleep 5; kill -KILL "$child" 2>/dev/null
  [ -n "$cleanup" ] && rm -rf "$cleanup" ) </dev/null >/dev/null 2>&1 &
watcher=$!
trap 'kill -TERM "$child" 2>/dev/null' TERM INT HUP
status=0
while :; do
  wait "$child"; status=$?
  kill -0 "$child" 2>/dev/null || break
done
kill "$watcher" 2>/dev/null
[ -n "$cleanup" ] && rm -rf "$cleanup"
exit "$status"
`;

export type WatchedProcess = { shell: ChildProcess; pid: Promise<number> };

export function spawnWatched(
  command: string,
  args: string[],
  opts: { env: NodeJS.ProcessEnv; cleanupDir?: string },
): WatchedProcess {
  const shell = spawn(
    '/bin/sh',
    ['-c', SCRIPT, 'granary-watchdog', String(process.pid), opts.cleanupDir ?? '', command, ...args],
    {
      env: opts.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const pid = new Promise<number>((resolve, reject) => {
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const match = /^watchdog-pid (\d+)\n/.exec(buffered);
      if (!match) return;
      shell.stdout?.off('data', onData);
      resolve(Number(match[1]));
    };
    shell.stdout?.on('data', onData);
    shell.once('exit', () => reject(new Error('the watchdog shell exited before starting the command')));
    shell.once('error', reject);
  });
  pid.catch(() => {});
  return { shell, pid };
}

/**
 * How a watched service ended (undefined while it runs), and how to stop it: TERM, then up to 7 s for it
 * to go. For services that take no special care when stopping (slapd, Prometheus).
 */
export function lifecycleOf(proc: WatchedProcess): {
  exited: () => string | undefined;
  stop: () => Promise<void>;
} {
  let exited: string | undefined;
  proc.shell.once('exit', (code, signal) => (exited = signal ?? `exit code ${code}`));
  return {
    exited: () => exited,
    stop: async () => {
      if (exited !== undefined) return;
      const done = new Promise((resolve) => proc.shell.once('exit', resolve));
      proc.shell.kill('SIGTERM');
      await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 7_000).unref())]);
    },
  };
}

/** True if a process with this pid exists and is not a zombie. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  return !isZombie(pid);
}

function isZombie(pid: number): boolean {
  try {
    // /proc/<pid>/stat: "pid (comm) S ..." — comm may contain spaces, so read after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

/** The last 30 lines the process wrote, for an error that says why it did not start. */
export function captureOutput(proc: WatchedProcess): () => string {
  const lines: string[] = [];
  const push = (chunk: Buffer) => {
    lines.push(
      ...chunk
        .toString('utf8')
        .split('\n')
        .filter((l) => l.trim() !== ''),
    );
    lines.splice(0, Math.max(0, lines.length - 30));
  };
  proc.shell.stdout?.on('data', push);
  proc.shell.stderr?.on('data', push);
  return () => lines.filter((l) => !l.startsWith('watchdog-pid ')).join('\n');
}

/** SIGTERM, then SIGKILL for what is still running after 5 s; removes the directory given. */
export async function stopWatched(
  proc: WatchedProcess,
  childPid: () => number | undefined,
  removableDir: string | undefined,
): Promise<void> {
  const shellDone = proc.shell.exitCode !== null || proc.shell.signalCode !== null;
  const exited = shellDone
    ? Promise.resolve()
    : new Promise<void>((resolve) => proc.shell.once('exit', () => resolve()));
  proc.shell.kill('SIGTERM');
  const pid = childPid();
  const graceful = await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)]);
  if (!graceful || (pid !== undefined && isAlive(pid))) {
    if (pid !== undefined) killQuietly(pid);
    killQuietly(proc.shell.pid);
    await Promise.race([exited, sleep(2_000)]);
  }
  if (removableDir) rmSync(removableDir, { recursive: true, force: true });
}

function killQuietly(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}
