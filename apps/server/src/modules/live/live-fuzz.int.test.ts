// The live sockets' fuzz run: hostile query values and bucket names on every socket of a real Granary
// process against the real 4-drive MinIO. Each must open, or close as refused (1008) naming the problem,
// or be refused before the upgrade; never fail (1011), show a stack trace, or leave the server unwell.
import { apiEndpoints, type LiveFrame } from '@granary/contract';
import { startGranary, type GranaryServer } from '@granary/tools/granary-server';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinio } from '@granary/tools/minio/test-servers';
import { WebSocket } from 'ws';
import { logInTo } from '../../testing/granary-process.ts';
import { apiCaller } from '../../testing/harness.ts';
import { encodeSegment, hostileString } from '../../testing/fuzz/hostile-values.ts';

const minio = testMinio();

/** Each socket with the query keys it reads, and a sound value for each to mix with hostile ones. */
const sockets = [
  {
    path: '/ws/trace',
    keys: {
      calls: 's3,os',
      threshold: '5',
      onlyErrors: 'yes',
      statusCode: '404',
      method: 'GET',
      funcname: 's3',
      path: 'x',
    },
  },
  { path: '/ws/console', keys: {} },
  { path: '/ws/watch/:bucket', keys: { prefix: 'in/', suffix: '.txt', events: 'put,delete' } },
  {
    path: '/ws/heal/:bucket',
    keys: { prefix: 'in/', recursive: 'true', 'force-start': 'false', 'force-stop': 'true' },
  },
  { path: '/ws/health-info', keys: { deadline: '30s' } },
] as const;

const value = (sound: string) =>
  fc.oneof({ arbitrary: fc.constant(sound), weight: 2 }, { arbitrary: hostileString, weight: 1 });

const attempt = fc.constantFrom(...sockets).chain((socket) =>
  fc.record({
    path: fc.constant(socket.path),
    bucket: fc.oneof(fc.constant('live-fuzz'), hostileString),
    query: fc.record(
      Object.fromEntries(Object.entries(socket.keys).map(([key, sound]) => [key, value(sound)])) as Record<
        string,
        fc.Arbitrary<string>
      >,
      { requiredKeys: [] },
    ),
  }),
);

type Outcome = { refusedWith?: number; code?: number; frames: LiveFrame<unknown>[] };

function run(granary: GranaryServer, url: string, cookie: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const frames: LiveFrame<unknown>[] = [];
    const socket = new WebSocket(`${granary.url.replace('http', 'ws')}${url}`, { headers: { cookie } });
    // How long an open stream is watched: a stream that opened sends nothing until MinIO has news, so
    // no event says that it will not fail; a failure comes within MinIO's first answer, well inside this.
    // eslint-disable-next-line no-restricted-syntax -- a bound on watching a silent stream, not a wait
    const giveUp = setTimeout(() => socket.close(1000), 1_500);
    socket.on('message', (data) => frames.push(JSON.parse(String(data)) as LiveFrame<unknown>));
    socket.on('open', () => socket.send('ok'));
    socket.on('close', (code) => {
      clearTimeout(giveUp);
      resolve({ code, frames });
    });
    socket.on('unexpected-response', (_request, response) => {
      clearTimeout(giveUp);
      resolve({ refusedWith: response.statusCode ?? 0, frames });
    });
    socket.on('error', () => undefined);
  });
}

const stackTrace = /\n\s+at .+[(/]|node:internal|\.ts:\d+:\d+|\.js:\d+:\d+/;

function problem(outcome: Outcome): string | undefined {
  if (outcome.refusedWith !== undefined)
    return outcome.refusedWith >= 500 ? `refused the upgrade with ${outcome.refusedWith}` : undefined;
  if (outcome.code !== 1000 && outcome.code !== 1005 && outcome.code !== 1008)
    return `closed ${outcome.code}`;
  for (const frame of outcome.frames) {
    if (frame.kind !== 'error') continue;
    if (frame.message.trim() === '') return 'an empty error';
    if (stackTrace.test(frame.message)) return 'a stack trace in an error';
  }
  return undefined;
}

describe('fuzzing the live sockets', () => {
  let granary: GranaryServer;
  let token: string;
  let cookie: string;
  beforeAll(async () => {
    granary = await startGranary({ minioEndpoint: minio.endpoint, log: false });
    token = await logInTo(granary, minio.rootUser, minio.rootPassword);
    cookie = `token=${token}`;
  }, 30_000);
  afterAll(() => granary?.stop());

  it(
    'answers 60 seeded hostile queries with an open stream or a named refusal',
    { timeout: 180_000 },
    async () => {
      const findings: string[] = [];
      let refused = 0;
      let opened = 0;
      for (const sample of fc.sample(attempt, { seed: 20_261_124, numRuns: 60 })) {
        const path = sample.path.replace(':bucket', encodeSegment(sample.bucket));
        const query = Object.entries(sample.query).flatMap(([key, text]): [string, string][] =>
          text === undefined ? [] : [[key, text]],
        );
        const url = `${path}?${new URLSearchParams(query).toString()}`;
        const outcome = await run(granary, url, cookie);
        const found = problem(outcome);
        if (found) findings.push(`${url.slice(0, 200)}: ${found}`);
        if (outcome.code === 1008 || outcome.refusedWith !== undefined) refused += 1;
        else opened += 1;
      }
      expect(findings).toEqual([]);
      // Half-sound queries must get past validation too, or only the validator was tested.
      expect(opened).toBeGreaterThan(5);
      expect(refused).toBeGreaterThan(5);
      expect((await apiCaller(granary.url, token)(apiEndpoints.session.session)).statusCode).toBe(200);
    },
  );
});
