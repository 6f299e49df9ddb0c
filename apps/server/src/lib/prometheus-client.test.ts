// Prometheus' answers a console must read plainly. A stand-in HTTP server plays Prometheus here, for the
// refusals a real one only gives when broken (the real one is in dashboard.int.test.ts).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrometheusError, queryRange, retentionSeconds } from './prometheus-client.ts';

describe('Prometheus client', () => {
  let server: Server;
  let base: URL;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url?.includes('bad_query')) {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ status: 'error', errorType: 'bad_data', error: 'parse error at char 4' }));
      } else {
        res.writeHead(502, { 'content-type': 'text/html' });
        res.end('<html>Bad Gateway</html>');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/prom`);
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const range = { start: 0, end: 60, step: 15 };

  it("passes Prometheus' own reason for refusing a query", async () => {
    const error = await queryRange(base, 'bad_query(', range).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PrometheusError);
    expect(error).toMatchObject({
      message: `Prometheus at ${base.origin} refused the query: parse error at char 4`,
      unreachable: false,
    });
  });

  it('says when what answers is not Prometheus', async () => {
    const error = await queryRange(base, 'up', range).catch((e: unknown) => e);
    expect(error).toMatchObject({
      message: `Prometheus at ${base.origin} answered HTTP 502, not Prometheus' API`,
      unreachable: true,
    });
  });

  it('reads the retention Prometheus reports', () => {
    expect(retentionSeconds('15d')).toBe(15 * 86_400);
    expect(retentionSeconds('1y2w')).toBe(31_536_000 + 2 * 604_800);
    expect(retentionSeconds('')).toBeUndefined();
  });
});
