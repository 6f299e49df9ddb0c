// What the Settings screens cost on this machine: the calls behind Configurations (the subsystem list,
// one subsystem's form: help plus an encrypted get-config-kv) and Lambda Notifications (server info), on a
// 4-drive MinIO running three webhook notification targets. Target: each within 300 ms.
// Run: npm run bench:settings   (not part of npm test; BENCH_ROUNDS overrides)
import { startMinio } from '@granary/tools/minio';
import { startGranary } from '@granary/tools/granary-server';
import { startWebhookReceiver, webhookTargetsEnv } from '@granary/tools/webhook-receiver';
import { logIn, measure, report } from './bench-kit.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 21);
const warmUps = 2;

const receiver = await startWebhookReceiver();
const minio = await startMinio({
  drives: 4,
  name: 'bench-settings',
  env: webhookTargetsEnv(receiver.url, ['one', 'two', 'three']),
});
const granary = await startGranary({ minioEndpoint: minio.endpoint, log: false });
try {
  const token = await logIn(granary.url, minio.rootUser, minio.rootPassword);
  const get = (path: string) => async () => {
    const res = await fetch(`${granary.url}${path}`, { headers: { cookie: `token=${token}` } });
    if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const times = await measure(
    [
      { label: 'Configurations list: GET /api/v1/configs', run: get('/api/v1/configs') },
      {
        label: 'a configuration form: GET /api/v1/configs/identity_ldap',
        run: get('/api/v1/configs/identity_ldap'),
      },
      {
        label: 'a target form: GET /api/v1/configs/notify_webhook',
        run: get('/api/v1/configs/notify_webhook'),
      },
      {
        label: 'Lambda Notifications: GET /api/v1/admin/notification_endpoints',
        run: get('/api/v1/admin/notification_endpoints'),
      },
      { label: 'restart banner: GET /api/v1/service/restart', run: get('/api/v1/service/restart') },
    ],
    { rounds, warmUps },
  );
  console.log(`${rounds} rounds after ${warmUps} warm-ups (median, min, max):`);
  report(times);
} finally {
  await granary.stop();
  await minio.stop();
  await receiver.close();
}
