// The dashboard's calls against the real 4-drive MinIO and a real Prometheus scraping it.
import { apiEndpoints, type ApiError, type WidgetRangeQuery } from '@granary/contract';
import { ListBucketsCommand } from '@aws-sdk/client-s3';
import type { AdminInfoResponse } from '@granary/contract';
import { dashboardWidgets } from '@granary/contract';
import { freePort } from '@granary/tools/minio';
import { startPrometheus, type PrometheusServer } from '@granary/tools/prometheus';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testMinio } from '@granary/tools/minio/test-servers';
import { type Harness, logIn, rootClient, rootS3, startHarness } from '../../testing/harness.ts';

const minio = testMinio();

const widgetCall = (h: Harness, id: number, query: WidgetRangeQuery = {}, as?: string) =>
  h.api(apiEndpoints.dashboard.widget, { params: { id: String(id) }, query }, { as });

describe('dashboard with Prometheus', () => {
  let prometheus: PrometheusServer;
  let h: Harness;
  const now = () => Math.floor(Date.now() / 1000);

  const widget = async (id: number, query: WidgetRangeQuery = {}) => {
    const res = await widgetCall(h, id, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    prometheus = await startPrometheus({ minioEndpoints: [minio.endpoint], scrapeIntervalSeconds: 1 });
    h = await startHarness(minio, {
      env: { CONSOLE_PROMETHEUS_URL: prometheus.url, CONSOLE_PROMETHEUS_JOB_ID: prometheus.jobId },
    });
    // Until the figures read below hold Prometheus' first samples of MinIO's cluster and node metrics
    // (scraped apart), inside a range that ends at a whole second.
    await vi.waitFor(
      async () => {
        const values = await Promise.all([9, 78, 53, 1].map(async (id) => (await widget(id)).value ?? null));
        expect(values).not.toContain(null);
      },
      { timeout: 30_000, interval: 200 },
    );
  }, 60_000);
  afterAll(async () => {
    await h?.close();
    await prometheus?.stop();
  });

  it('lists the 30 widgets with the usage summary and how long Prometheus keeps samples', async () => {
    const res = await h.api(apiEndpoints.dashboard.info);
    expect(res.statusCode, res.body).toBe(200);
    const info = res.json<AdminInfoResponse>();
    expect(info.widgets?.map((w) => w.id)).toEqual(dashboardWidgets.map((w) => w.id));
    expect(info.widgets).toHaveLength(30);
    expect(info.prometheus).toEqual({ configured: true, retentionSeconds: 15 * 86_400 });
    const server = await rootClient(minio).serverInfo();
    expect(info.buckets).toBe(server.buckets?.count ?? 0);
    expect(info.servers.map((s) => s.endpoint)).toEqual(server.servers?.map((s) => s.endpoint));
  });

  it("reads MinIO's own figures: its 4 drives online, none offline, its uptime", async () => {
    expect((await widget(9)).value).toBe(4);
    expect((await widget(78)).value).toBe(0);
    expect((await widget(53)).value).toBe(1);
    const uptime = await widget(1);
    const started = (await rootClient(minio).serverInfo()).servers?.[0]?.uptime ?? 0;
    expect(uptime.value).toBeGreaterThan(0);
    expect(Math.abs((uptime.value ?? 0) - started)).toBeLessThan(120);
  });

  it('answers every widget, each with its definition, over the range asked', async () => {
    const end = now();
    for (const definition of dashboardWidgets) {
      const result = await widget(definition.id, { start: end - 600, end });
      expect(result).toMatchObject({ ...definition, errors: [], start: end - 600, end, step: 10 });
    }
  });

  it(
    'draws a graph per server: the request rate moves after requests are made',
    { timeout: 70_000 },
    async () => {
      const s3 = rootS3(minio);
      const listings = async () =>
        (await widget(60)).series.find((series) => series.label.startsWith('listbuckets '));
      // A counter's first sample has no increase to show: the series must exist before the requests.
      await s3.send(new ListBucketsCommand({}));
      await expect.poll(listings, { timeout: 30_000, interval: 500 }).toBeDefined();
      for (let i = 0; i < 20; i++) await s3.send(new ListBucketsCommand({}));
      await expect
        .poll(async () => (await listings())?.points.at(-1)?.[1] ?? 0, { timeout: 30_000, interval: 500 })
        .toBeGreaterThan(0);
      expect((await listings())?.label).toMatch(/^listbuckets \[127\.0\.0\.1:\d+\]$/);
    },
  );

  it('refuses a bad range with a 400 naming the field, and an unknown widget with a 404', async () => {
    const cases: [WidgetRangeQuery, string][] = [
      [{ start: '200', end: '100' }, 'end: must be after start'],
      [{ start: '100' }, 'start: give start and end together'],
      [{ start: 'abc', end: '100' }, 'start: must be a time in unix seconds'],
      [{ step: '-1' }, 'step: must not be negative'],
      [{ start: '0', end: '86400', step: '1' }, 'step: too small for the range (at most 11,000 points)'],
    ];
    for (const [query, message] of cases) {
      const res = await widgetCall(h, 1, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json<ApiError>().message, JSON.stringify(query)).toContain(message);
    }
    const unknown = await widgetCall(h, 2);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiError>().message).toBe('There is no dashboard widget 2');
  });

  it('refuses the widgets to a user whose policy does not allow the dashboard', async () => {
    const admin = rootClient(minio);
    await admin.addUser('dash-reader', 'dash-reader-secret');
    await admin.setPolicy({ policyNames: ['readonly'], entityName: 'dash-reader', isGroup: false });
    const reader = await logIn(h.t, 'dash-reader', 'dash-reader-secret');
    const res = await widgetCall(h, 9, {}, reader);
    expect(res.statusCode).toBe(403);
    expect(res.json<ApiError>().message).toContain('admin:ServerInfo');
    await admin.removeUser('dash-reader');
  });
});

describe('dashboard without a Prometheus that answers', () => {
  it('gives the usage summary alone, and says why there are no widgets', async () => {
    const port = await freePort();
    const h = await startHarness(minio, { env: { CONSOLE_PROMETHEUS_URL: `http://127.0.0.1:${port}` } });
    try {
      const info = (await h.api(apiEndpoints.dashboard.info)).json<AdminInfoResponse>();
      expect(info.widgets).toBeUndefined();
      expect(info.prometheus.problem).toBe(
        `Prometheus at http://127.0.0.1:${port} cannot be reached (ECONNREFUSED)`,
      );
      const res = await widgetCall(h, 9);
      expect(res.statusCode).toBe(502);
      expect(res.json<ApiError>().code).toBe('prometheus_unreachable');
    } finally {
      await h.close();
    }
  });

  it('without CONSOLE_PROMETHEUS_URL: the usage summary, no widgets, no problem', async () => {
    const h = await startHarness(minio);
    try {
      const info = (await h.api(apiEndpoints.dashboard.info)).json<AdminInfoResponse>();
      expect(info.prometheus).toEqual({ configured: false });
      expect(info.widgets).toBeUndefined();
      expect(typeof info.usage).toBe('number');
    } finally {
      await h.close();
    }
  });
});
