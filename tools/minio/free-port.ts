import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const LOWEST = 10_000;
const handedOut = new Set<number>();

/**
 * A port that is free now, for a server this run starts next. It comes from below the kernel's ephemeral
 * range: a port the kernel handed out for port 0 could become, before the server binds it, another
 * process's listener or the source port of any outgoing connection on the machine (a test server then
 * died with EADDRINUSE at start-up under three parallel workers). Below that range only an explicit bind
 * takes a port, and the same port is never handed out twice in one process.
 */
export async function freePort(): Promise<number> {
  const ceiling = ephemeralRangeStart();
  if (ceiling - LOWEST < 1_000) return kernelPickedPort();
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = randomInt(LOWEST, ceiling);
    if (handedOut.has(port) || !(await canListen(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`No free port found between ${LOWEST} and ${ceiling} in 100 tries`);
}

function ephemeralRangeStart(): number {
  try {
    const first = Number(
      readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0],
    );
    return Number.isInteger(first) ? first : 32_768;
  } catch {
    return 32_768;
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function kernelPickedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
