// How long the tenant list takes with 500 tenants in 50 namespaces (issue 38: "opens in under a second"):
// GET /api/v1/tenants through Granary against the one list call it makes, sent straight to the same
// kube-apiserver with the same token; then the /tenants page in Chromium, from navigation to its last row.
// Run: npm run bench:tenant-list   (not part of npm test; BENCH_ROUNDS and BENCH_TENANTS override)
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '@granary/tools/chromium';
import { startGranary } from '@granary/tools/granary-server';
import { kubeFixtures, operatorModeEnv, tenantPool, tenantReaderRules } from '@granary/tools/kube/fixtures';
import { kubeRequest } from '@granary/tools/kube/request';
import { startKube } from '@granary/tools/kube/server';
import { measure, ratio, report } from './bench-kit.ts';

const tenantCount = Number(process.env.BENCH_TENANTS ?? 500);
const namespaces = 50;
const rounds = Number(process.env.BENCH_ROUNDS ?? 15);
const warmUps = 3;

const kube = await startKube();
const cluster = kubeFixtures({ url: kube.url, caPem: kube.caPem, token: kube.adminToken });
const granary = await startGranary({
  minioEndpoint: 'http://127.0.0.1:9',
  log: false,
  env: {
    ...operatorModeEnv(kube),
    GRANARY_LOGIN_RATE_LIMIT: '1000',
  },
});
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const setupStart = performance.now();
  for (let start = 0; start < tenantCount; start += 25)
    await Promise.all(
      Array.from({ length: Math.min(25, tenantCount - start) }, (_, offset) => {
        const i = start + offset;
        const pool = tenantPool(4, 4, `${1 + (i % 9)}Ti`);
        const status = {
          currentState: 'Initialized',
          healthStatus: ['green', 'yellow', 'red'][i % 3] ?? 'green',
        };
        return cluster.createTenant(
          `bench-ns-${i % namespaces}`,
          `tenant-${String(i).padStart(3, '0')}`,
          { pools: [pool] },
          status,
        );
      }),
    );
  console.log(
    `${tenantCount} tenants in ${namespaces} namespaces created in ${Math.round(performance.now() - setupStart)} ms`,
  );
  const token = await cluster.serviceAccountToken('bench-ops', 'reader', tenantReaderRules);
  const login = await fetch(`${granary.url}/api/v1/login/operator`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jwt: token }),
  });
  const session = /token=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
  if (!session) throw new Error(`operator login failed: ${login.status} ${await login.text()}`);

  const viaGranary = async () => {
    const res = await fetch(`${granary.url}/api/v1/tenants`, { headers: { cookie: `token=${session}` } });
    const body = (await res.json()) as { total: number };
    if (body.total !== tenantCount) throw new Error(`listed ${body.total} tenants, not ${tenantCount}`);
  };
  const direct = () =>
    kubeRequest(
      { url: kube.url, caPem: kube.caPem, token },
      'GET',
      '/apis/minio.min.io/v2/tenants?limit=500',
    );

  const page = await (await browser.newContext()).newPage();
  await page.goto(`${granary.url}/login`);
  await page.getByLabel('Enter JWT').fill(token);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${granary.url}/tenants`);
  const openPage = async () => {
    await page.goto(`${granary.url}/tenants`);
    await page.getByRole('row').filter({ hasText: 'tenant-000' }).waitFor();
  };

  const apiLabel = 'GET /api/v1/tenants through Granary';
  const directLabel = 'list tenants, straight to the API server';
  const times = await measure(
    [
      { label: apiLabel, run: viaGranary },
      { label: directLabel, run: direct },
      { label: '/tenants in Chromium, navigation to the first rows', run: openPage },
    ],
    { rounds, warmUps },
  );
  console.log(`${rounds} rounds after ${warmUps} warm-ups, ${tenantCount} tenants (median, min, max):`);
  report(times);
  ratio(times, apiLabel, directLabel);
  console.log('(target: the page opens in under 1 s)');
} finally {
  await browser.close();
  await granary.stop();
  await kube.stop();
}
