// Where Granary decides alone (data it holds, an address a user typed), a policy's condition never grants
// and a conditional Deny always denies; MinIO, which sees each request, decides everything else.
import { apiEndpoints } from '@granary/contract';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { PolicyDocument } from '@granary/madmin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinio } from '@granary/tools/minio/test-servers';
import { type Harness, rootClient, startHarness } from '../../testing/harness.ts';

const minio = testMinio();
const admin = rootClient(minio);
type Condition = NonNullable<PolicyDocument['Statement'][number]['Condition']>;

/** MinIO takes admin and S3 actions only in separate statements, admin ones without a Resource. */
const allowEverything = (Condition?: Condition): PolicyDocument['Statement'] => [
  { Effect: 'Allow', Action: ['admin:*'], ...(Condition && { Condition }) },
  { Effect: 'Allow', Action: ['s3:*'], Resource: ['arn:aws:s3:::*'], ...(Condition && { Condition }) },
];

/** The probe's three: a grant that expired in 2020, one for an address the user lacks, an always-matching Deny. */
const policies: Record<string, PolicyDocument> = {
  'cond-int-expired': {
    Version: '2012-10-17',
    Statement: allowEverything({ DateLessThan: { 'aws:CurrentTime': '2020-01-01T00:00:00Z' } }),
  },
  'cond-int-address': {
    Version: '2012-10-17',
    Statement: allowEverything({ IpAddress: { 'aws:SourceIp': '203.0.113.7/32' } }),
  },
  'cond-int-deny': {
    Version: '2012-10-17',
    Statement: [
      ...allowEverything(),
      {
        Effect: 'Deny',
        Action: ['admin:*'],
        Condition: { DateGreaterThan: { 'aws:CurrentTime': '2000-01-01T00:00:00Z' } },
      },
    ],
  },
};
const users = Object.keys(policies);
const secret = 'cond-int-secret-1';

/** Counts connections: the proof that Granary never contacted the typed address. */
let listener: Server;
let listenerHost = '';
let connections = 0;

beforeAll(async () => {
  listener = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  listenerHost = `127.0.0.1:${(listener.address() as AddressInfo).port}`;
  for (const name of users) {
    await admin.addCannedPolicy(name, policies[name] as PolicyDocument);
    await admin.addUser(name, secret);
    await admin.setPolicy({ policyNames: [name], entityName: name, isGroup: false });
  }
});

afterAll(async () => {
  listener.close();
  for (const name of users) {
    await admin.removeUser(name).catch(() => undefined);
    await admin.removeCannedPolicy(name).catch(() => undefined);
  }
});

const decisions = {
  'the audit search': (h: Harness) => h.api(apiEndpoints.auditLog.search, { query: { pageSize: '10' } }),
  'a dashboard widget': (h: Harness) => h.api(apiEndpoints.dashboard.widget, { params: { id: '66' } }),
  'the pending restart': (h: Harness) => h.api(apiEndpoints.service.restartStatus),
  'listing a typed address': (h: Harness) =>
    h.api(apiEndpoints.bucketReplication.listExternalBuckets, {
      body: {
        accessKey: 'remote-key',
        secretKey: 'remote-secret',
        targetURL: listenerHost,
        useTLS: false,
      },
    }),
};
const cases = Object.keys(decisions) as (keyof typeof decisions)[];

describe('conditions where Granary decides alone', () => {
  it.each(users.flatMap((user) => cases.map((decision) => [decision, user] as const)))(
    '%s is refused to %s',
    async (decision, user) => {
      const h = await startHarness(minio, { user: { accessKey: user, secretKey: secret } });
      try {
        const res = await decisions[decision](h);
        expect(res.statusCode, res.body).toBe(403);
        expect(connections).toBe(0);
      } finally {
        await h.close();
      }
    },
  );

  it.each(cases)('%s still answers root', async (decision) => {
    const h = await startHarness(minio);
    try {
      const res = await decisions[decision](h);
      expect(res.statusCode, res.body).not.toBe(403);
    } finally {
      await h.close();
    }
  });
});
