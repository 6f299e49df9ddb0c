import os from 'node:os';
import path from 'node:path';
import { listEndpoints } from '@granary/contract';
import type { MinioKeys } from '@granary/tools/root-s3';
import fc from 'fast-check';
import { logIn as harnessLogIn, makeTestApp } from '../harness.ts';
import { ensureFixtures, fixtures, reader } from './fuzz-fixtures.ts';
import { requestArbitrary, type FuzzRequest, type SessionKind } from './fuzz-request.ts';
import { judge, judgeSurface, type FuzzAnswer, type JudgeContext } from './judge.ts';
import { surfaceArbitraries, surfaceRoutes, type SurfaceRequest } from './page-socket-requests.ts';
import { sendSurface } from './send-surface.ts';

export type FuzzOptions = {
  minio: MinioKeys;
  seed: number;
  /** Requests with MinIO up, spread evenly over every endpoint of the contract. */
  count: number;
  /** Then MinIO is stopped with this and `stoppedCount` more requests are sent. */
  stopMinio?: () => Promise<void>;
  stoppedCount?: number;
  /** Texts no answer may contain besides the server's own directories (MinIO's data directory, say). */
  secrets?: string[];
  /** A Prometheus scraping MinIO, so the dashboard's widgets answer too. */
  prometheusUrl?: string;
};

export type FuzzFinding = { problem: string; request: string; status: number; answer: string };

export type FuzzReport = {
  seed: number;
  requests: number;
  unsendable: number;
  durationMs: number;
  byStatus: Record<string, number>;
  /** endpoint name → requests sent, and how many it answered with a 2xx */
  byRoute: Record<string, { requests: number; succeeded: number }>;
  findings: FuzzFinding[];
};

const excerpt = (text: string | Buffer | undefined, length = 300) =>
  text === undefined ? '' : String(text).slice(0, length);

function describeRequest(request: FuzzRequest): string {
  return `${request.session} ${request.method} ${excerpt(request.url, 200)} ${JSON.stringify(request.headers)} ${excerpt(request.payload, 200)}`;
}

function secretsOf(options: FuzzOptions): Pick<JudgeContext, 'secrets' | 'addresses'> {
  const minio = new URL(options.minio.endpoint);
  return { addresses: [minio.host, `localhost:${minio.port}`], secrets: secretsBesidesMinio(options) };
}

function secretsBesidesMinio(options: FuzzOptions): string[] {
  return [
    path.resolve(import.meta.dirname, '../../../../..'),
    path.join(os.tmpdir(), 'granary-'),
    ...(options.secrets ?? []),
  ];
}

/**
 * Sends seeded random and hostile requests to every endpoint of the contract through a Granary app against
 * a real MinIO, and reports each answer that is a server error, shows a stack trace or leaks an address.
 * The same seed sends the same requests.
 */
export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now();
  await ensureFixtures(options.minio);
  const testApp = await makeTestApp({
    CONSOLE_MINIO_SERVER: options.minio.endpoint,
    GRANARY_LOGIN_RATE_LIMIT: '100000',
    ...(options.prometheusUrl ? { CONSOLE_PROMETHEUS_URL: options.prometheusUrl } : {}),
  });
  const { app } = testApp;
  const logIn = (accessKey: string, secretKey: string) => harnessLogIn(testApp, accessKey, secretKey);
  const sessions: Record<SessionKind, string | undefined> = {
    none: undefined,
    garbage: 'garbage-token',
    root: await logIn(options.minio.rootUser, options.minio.rootPassword),
    reader: await logIn(reader.accessKey, reader.secretKey),
  };
  const renew = async (kind: SessionKind) => {
    if (kind === 'root') sessions.root = await logIn(options.minio.rootUser, options.minio.rootPassword);
    if (kind === 'reader') {
      await ensureFixtures(options.minio);
      sessions.reader = await logIn(reader.accessKey, reader.secretKey);
    }
  };

  const endpoints = listEndpoints().map(({ name, endpoint }) => requestArbitrary(name, endpoint, fixtures));
  const surfaces = surfaceArbitraries(fixtures);
  const names = [...listEndpoints().map(({ name }) => name), ...surfaceRoutes];
  const report: FuzzReport = {
    seed: options.seed,
    requests: 0,
    unsendable: 0,
    durationMs: 0,
    byStatus: {},
    byRoute: Object.fromEntries(names.map((name) => [name, { requests: 0, succeeded: 0 }])),
    findings: [],
  };
  const context: JudgeContext = { ...secretsOf(options), minioStopped: false };

  const record = (
    route: string,
    status: number,
    problem: string | undefined,
    request: string,
    body: string,
  ) => {
    report.requests++;
    report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
    const counts = report.byRoute[route];
    if (counts) {
      counts.requests++;
      if (status < 300) counts.succeeded++;
    }
    if (problem) report.findings.push({ problem, request, status, answer: excerpt(body) });
  };

  /** A name that reached the S3 SDK unchecked can break it for everyone: root's bucket list tells. */
  const checkCanary = async (after: string) => {
    if (context.minioStopped) return;
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/buckets',
      cookies: { token: sessions.root ?? '' },
    });
    if (res.statusCode === 401) return renew('root');
    if (res.statusCode !== 200)
      report.findings.push({
        problem: "root's bucket list failed after this request",
        request: after,
        status: res.statusCode,
        answer: excerpt(res.body),
      });
  };

  const sendApi = async (arbitrary: fc.Arbitrary<FuzzRequest>, seed: number) => {
    const [request] = fc.sample(arbitrary, { seed, numRuns: 1 });
    if (!request) return;
    const token = sessions[request.session];
    let answer: FuzzAnswer;
    try {
      const res = await app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        ...(token && { cookies: { token } }),
        ...(request.payload !== undefined && { payload: request.payload }),
      });
      answer = { status: res.statusCode, headers: res.headers, body: res.body };
    } catch {
      // The client library refused to build it (an invalid URL or header): nothing reached the server.
      report.unsendable++;
      return;
    }
    record(
      request.route,
      answer.status,
      judge(request, answer, context),
      describeRequest(request),
      answer.body,
    );
    await checkCanary(describeRequest(request));
    if (answer.status === 401 && !context.minioStopped) await renew(request.session);
  };

  /** Sockets need a real listener (inject cannot upgrade with a client address): opened at the first. */
  let origin: string | undefined;
  const sendSurfaceRequest = async (arbitrary: fc.Arbitrary<SurfaceRequest>, seed: number) => {
    const [request] = fc.sample(arbitrary, { seed, numRuns: 1 });
    if (!request) return;
    origin ??= await app.listen({ host: '127.0.0.1', port: 0 });
    const answer = await sendSurface(app, origin, request, sessions[request.session]);
    const described = `${request.session} ${request.kind} ${excerpt(request.url, 200)}`;
    record(request.route, answer.status, judgeSurface(request, answer, context), described, answer.body);
    await checkCanary(described);
  };

  const send = async (index: number) => {
    const position = index % (endpoints.length + surfaces.length);
    const api = endpoints[position];
    const surface = surfaces[position - endpoints.length];
    if (api) await sendApi(api, options.seed + index);
    else if (surface) await sendSurfaceRequest(surface, options.seed + index);
  };

  try {
    for (let index = 0; index < options.count; index++) {
      if (index > 0 && index % 250 === 0) await ensureFixtures(options.minio);
      await send(index);
    }
    if (options.stopMinio) {
      await options.stopMinio();
      context.minioStopped = true;
      for (let index = 0; index < (options.stoppedCount ?? 0); index++) await send(options.count + index);
    }
  } finally {
    await app.close();
  }
  report.durationMs = Date.now() - started;
  return report;
}
