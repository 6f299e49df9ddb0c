import { rmSync } from 'node:fs';

// Last-resort cleanup in this process: on exit or a terminating signal, kill every MinIO still running
// and remove its data directory. The watchdog shell covers the case where this process is SIGKILLed.
/** `dataDir` is removed too, unless it is a persistent directory (then it is absent). */
type Entry = { pids: () => number[]; dataDir?: string };

const live = new Set<Entry>();
let installed = false;

export function register(entry: Entry): () => void {
  install();
  live.add(entry);
  return () => live.delete(entry);
}

function killAll(): void {
  for (const entry of live) {
    for (const pid of entry.pids()) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    if (entry.dataDir) rmSync(entry.dataDir, { recursive: true, force: true });
  }
  live.clear();
}

function onSignal(signal: NodeJS.Signals): void {
  killAll();
  process.off(signal, onSignal);
  // Keep the default behaviour (terminate) unless someone else handles this signal.
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
}

function install(): void {
  if (installed) return;
  installed = true;
  process.on('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, onSignal);
}
